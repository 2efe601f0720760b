"""The main window: campaign switcher, warbands, roster and the selected character."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QItemSelectionModel, QSettings, Qt, QThreadPool, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from models import campaigns as campaign_ops
from models import characters as character_ops
from models import games as games_ops
from models.campaigns import list_campaigns, rules_of, warband_summaries
from models.roster import roster_rows
from models.store.schema import ACTIVE, DEAD, RETIRED, Campaign, Character, Game, Warband
from rules.games import CALIBURN, GAME_NAMES, GameData
from ui import common
from ui.character_panel import CharacterPanel
from ui.games_tab import GamesTab
from ui.item_models import (
    RESIZE_PRECISION,
    CampaignListModel,
    RecordRole,
    RosterTableModel,
    WarbandTableModel,
)
from ui.standings_tab import StandingsTab
from ui.undo import Editor

DEFAULT_SIZE = (1280, 800)


def table_view(model: Any) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    view.horizontalHeader().setHighlightSections(False)
    return view


class MainWindow(QMainWindow):
    """Everything a campaign organiser works with, on one screen."""

    campaign_changed = Signal()

    def __init__(self, db_path: Path) -> None:
        super().__init__()
        self.db_path = db_path
        self.setObjectName("MainWindow")
        self.editor = Editor(self)
        self.editor.changed.connect(self.refresh)
        self.editor.failed.connect(lambda text: common.show_error(self, text))
        self.campaign: Campaign | None = None
        self.rules: GameData | None = None  # the rules of the roster on show
        self.open_dialog: QDialog | None = None
        self._refreshing = False

        self.campaign_model = CampaignListModel(self)
        self.warband_model = WarbandTableModel(self)
        self.roster_model = RosterTableModel(self)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_central()
        self.statusBar().showMessage(f"Database: {db_path}")
        self.resize(*DEFAULT_SIZE)
        self._restore_geometry()
        self.refresh()
        self._reopen_last_campaign()

    # --- construction -----------------------------------------------------------------

    def _action(self, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence
        self.new_campaign_action = self._action(
            "&New campaign…", self.new_campaign, K.StandardKey.New, "Start a new campaign"
        )
        self.rename_campaign_action = self._action("&Rename campaign…", self.rename_campaign)
        self.delete_campaign_action = self._action("&Delete campaign…", self.delete_campaign)
        self.settings_action = self._action(
            "Campaign &settings…",
            self.campaign_settings,
            K("Ctrl+,"),
            "House rules, and the campaign's own profiles, specials and scenarios",
        )
        self.demo_action = self._action("Create &demo campaigns", self.create_demo)
        self.backups_action = self._action(
            "&Backups / Restore…", self.open_backups, tip="Back up now, or restore a backup"
        )
        self.check_action = self._action(
            "C&heck database…", self.open_check, tip="Check the database and repair what is safe"
        )
        self.quit_action = self._action("&Quit", self.close, K.StandardKey.Quit)
        self.undo_action, self.redo_action = self.editor.undo_actions(self)
        self.new_warband_action = self._action("&New warband…", self.new_warband, K("Ctrl+Shift+N"))
        self.edit_warband_action = self._action("&Edit warband…", self.edit_warband)
        self.delete_warband_action = self._action("&Delete warband…", self.delete_warband)
        self.recruit_action = self._action(
            "&Recruit…", self.recruit, K("Ctrl+R"), "Recruit a character into the warband"
        )
        self.rename_character_action = self._action("Re&name…", self.rename_character, K("F2"))
        self.notes_action = self._action("N&otes…", self.edit_notes, K("Ctrl+E"))
        self.shop_action = self._action(
            "&Shop…", self.open_shop, K("Ctrl+B"), "Spend the warrior's gold (Caliburn's Wrath)"
        )
        self.upgrades_action = self._action(
            "&Options and upgrades…",
            self.open_upgrades,
            K("Ctrl+U"),
            "Options and upgrades (The Beastrider Wars)",
        )
        self.retire_action = self._action("Re&tire", self.toggle_retired)
        self.delete_character_action = self._action(
            "&Delete character…", self.delete_character, K.StandardKey.Delete
        )
        self.move_up_action = self._action(
            "Move &up", lambda: self.move_character(-1), K("Ctrl+Up")
        )
        self.move_down_action = self._action(
            "Move do&wn", lambda: self.move_character(1), K("Ctrl+Down")
        )
        self.new_game_action = self._action(
            "&New game…", self.new_game, K("Ctrl+G"), "Set up a game of the campaign"
        )
        self.record_game_action = self._action(
            "&Record outcome…",
            self.record_game,
            K("Ctrl+Shift+R"),
            "Record the selected game's outcome, or correct it",
        )
        self.delete_game_action = self._action("&Delete game…", self.delete_game)
        self.warband_history_action = self._action(
            "&History…", self.warband_history, K("Ctrl+H"), "The warband's history"
        )
        self.export_campaign_action = self._action(
            "E&xport campaign file…",
            self.export_campaign_file,
            tip="Write the campaign, with everything in it, to a JSON campaign file",
        )
        self.import_campaign_action = self._action(
            "&Import campaign file…",
            self.import_campaign_file,
            K("Ctrl+I"),
            "Add a campaign from a JSON campaign file",
        )
        self.export_rosters_action = self._action(
            "Export &rosters…",
            self.export_rosters,
            K("Ctrl+P"),
            "Print the roster sheets of the selected warband (PDF)",
        )
        self.export_all_rosters_action = self._action(
            "Export all rosters of the &campaign…",
            self.export_all_rosters,
            tip="Print every warband's roster sheet (PDF)",
        )
        self.export_pack_action = self._action(
            "Export game-night &pack…",
            self.export_game_pack,
            K("Ctrl+Shift+P"),
            "The scenario sheet, each side's roster and the quick reference (PDF)",
        )
        self.odds_action = self._action(
            "&Odds helper…",
            self.open_odds,
            K("Ctrl+D"),
            "The exact chances of an attack, a melee and its injuries",
        )
        self.about_action = self._action("&About Muster", self._about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        menu = bar.addMenu("&Campaign")
        for action in (
            self.new_campaign_action,
            self.rename_campaign_action,
            self.delete_campaign_action,
            None,
            self.settings_action,
            None,
            self.demo_action,
            None,
            self.export_rosters_action,
            self.export_all_rosters_action,
            self.export_pack_action,
            None,
            self.export_campaign_action,
            self.import_campaign_action,
            None,
            self.backups_action,
            self.check_action,
            None,
            self.quit_action,
        ):
            menu.addSeparator() if action is None else menu.addAction(action)
        edit = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        warband = bar.addMenu("&Warband")
        for action in (
            self.new_warband_action,
            self.edit_warband_action,
            self.warband_history_action,
            self.delete_warband_action,
        ):
            warband.addAction(action)
        character = bar.addMenu("C&haracter")
        for action in (
            self.recruit_action,
            self.rename_character_action,
            self.notes_action,
            None,
            self.shop_action,
            self.upgrades_action,
            None,
            self.move_up_action,
            self.move_down_action,
            None,
            self.retire_action,
            self.delete_character_action,
        ):
            character.addSeparator() if action is None else character.addAction(action)
        games = bar.addMenu("&Games")
        for action in (
            self.new_game_action,
            self.record_game_action,
            self.delete_game_action,
            self.export_pack_action,
        ):
            games.addAction(action)
        self.games_menu = games
        self.tools_menu = bar.addMenu("&Tools")
        self.tools_menu.addAction(self.odds_action)
        from ui.export import page_size_menu

        self.tools_menu.addMenu(page_size_menu(self))
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar("Campaign")
        toolbar.setObjectName("campaignToolbar")
        toolbar.setMovable(False)
        self.addToolBar(toolbar)
        label = QLabel("  Ca&mpaign: ")
        self.campaign_combo = QComboBox()
        self.campaign_combo.setObjectName("campaignSwitcher")
        self.campaign_combo.setModel(self.campaign_model)
        self.campaign_combo.setMinimumContentsLength(24)
        self.campaign_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.campaign_combo.currentIndexChanged.connect(self._campaign_chosen)
        label.setBuddy(self.campaign_combo)
        toolbar.addWidget(label)
        toolbar.addWidget(self.campaign_combo)
        self.game_label = QLabel()
        toolbar.addWidget(self.game_label)
        toolbar.addSeparator()
        toolbar.addAction(self.new_campaign_action)
        toolbar.addAction(self.settings_action)
        toolbar.addSeparator()
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)

    def _button(self, action: QAction, text: str | None = None) -> QPushButton:
        button = QPushButton(text or action.text().replace("&", ""))
        button.clicked.connect(action.trigger)
        button.setToolTip(action.toolTip())
        action.changed.connect(lambda: button.setEnabled(action.isEnabled()))
        button.setEnabled(action.isEnabled())
        return button

    @staticmethod
    def _context_menu(view: QTableView, actions: list[QAction | None]) -> None:
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for action in actions:
            if action is None:
                separator = QAction(view)
                separator.setSeparator(True)
                view.addAction(separator)
            else:
                view.addAction(action)

    def _build_central(self) -> None:
        self.pages = QStackedWidget()
        self.pages.addWidget(self._welcome_page())

        self.warband_view = table_view(self.warband_model)
        self.warband_view.setObjectName("warbands")
        header = self.warband_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.warband_view.selectionModel().currentRowChanged.connect(self._warband_chosen)
        warband_buttons = QHBoxLayout()
        for action, text in (
            (self.new_warband_action, "New…"),
            (self.edit_warband_action, "Edit…"),
            (self.delete_warband_action, "Delete…"),
        ):
            warband_buttons.addWidget(self._button(action, text))
        self._context_menu(
            self.warband_view,
            [self.new_warband_action, self.edit_warband_action, self.delete_warband_action],
        )
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel("Warbands"))
        left_layout.addWidget(self.warband_view, 1)
        left_layout.addLayout(warband_buttons)

        self.roster_view = table_view(self.roster_model)
        self.roster_view.setObjectName("roster")
        header = self.roster_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        self.roster_view.selectionModel().currentRowChanged.connect(self._character_chosen)
        self.roster_view.doubleClicked.connect(self._roster_activated)
        self.roster_title = QLabel("Roster")
        roster_buttons = QHBoxLayout()
        self.shop_button = self._button(self.shop_action)
        self.upgrades_button = self._button(self.upgrades_action, "Options and upgrades…")
        for button in (self._button(self.recruit_action), self.shop_button, self.upgrades_button):
            roster_buttons.addWidget(button)
        roster_buttons.addStretch(1)
        self._context_menu(
            self.roster_view,
            [
                self.recruit_action,
                self.rename_character_action,
                self.notes_action,
                None,
                self.shop_action,
                self.upgrades_action,
                None,
                self.move_up_action,
                self.move_down_action,
                None,
                self.retire_action,
                self.delete_character_action,
            ],
        )
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(self.roster_title)
        middle_layout.addWidget(self.roster_view, 1)
        middle_layout.addLayout(roster_buttons)

        self.character_panel = CharacterPanel()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(middle)
        self.splitter.addWidget(self.character_panel)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setStretchFactor(2, 3)
        self.splitter.setSizes([260, 640, 380])
        self.games_tab = GamesTab(
            [
                self.new_game_action,
                self.record_game_action,
                self.delete_game_action,
                self.export_pack_action,
            ]
        )
        self.games_tab.selection_changed.connect(self._game_chosen)
        self.standings_tab = StandingsTab()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(self.splitter, "&Roster")
        self.tabs.addTab(self.games_tab, "&Games")
        self.tabs.addTab(self.standings_tab, "S&tandings")
        self.pages.addWidget(self.tabs)
        self._stale_tabs: set[QWidget] = set()
        self.tabs.currentChanged.connect(self._refresh_current_tab)
        self.setCentralWidget(self.pages)
        self.setTabOrder(self.campaign_combo, self.warband_view)
        self.setTabOrder(self.warband_view, self.roster_view)

    def _welcome_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel("Welcome to Muster")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(
            "Start a campaign of The Beastrider Wars or Caliburn's Wrath,\n"
            "or look around in the demo campaigns first."
        )
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        new = QPushButton("&New campaign…")
        new.clicked.connect(self.new_campaign)
        demo = QPushButton("Create &demo campaigns")
        demo.clicked.connect(self.create_demo)
        buttons.addWidget(new)
        buttons.addWidget(demo)
        buttons.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(text)
        layout.addLayout(buttons)
        layout.addStretch(2)
        return page

    # --- selection --------------------------------------------------------------------

    def selected_warband(self) -> Warband | None:
        index = self.warband_view.currentIndex()
        return index.data(RecordRole)[0] if index.isValid() else None

    def selected_character(self) -> Character | None:
        index = self.roster_view.currentIndex()
        if not index.isValid():
            return None
        row = index.data(RecordRole)
        return Character.get_or_none(Character.id == row.character_id)

    def select_campaign(self, campaign_id: int) -> None:
        row = self.campaign_model.row_of(lambda c: c.id == campaign_id)
        if row >= 0:
            self.campaign_combo.setCurrentIndex(row)

    def select_warband(self, warband_id: int) -> None:
        row = self.warband_model.row_of(lambda r: r[0].id == warband_id)
        if row >= 0:
            self._select_row(self.warband_view, row)

    def select_character(self, character_id: int) -> None:
        row = self.roster_model.row_of(lambda r: r.character_id == character_id)
        if row >= 0:
            self._select_row(self.roster_view, row)

    @staticmethod
    def _select_row(view: QTableView, row: int) -> None:
        view.selectionModel().setCurrentIndex(
            view.model().index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def _campaign_chosen(self, row: int) -> None:
        if self._refreshing:
            return
        self.campaign = self.campaign_model.record(row) if row >= 0 else None
        if self.campaign is not None:
            QSettings().setValue("last_campaign/id", self.campaign.id)
            QSettings().setValue("last_campaign/db", str(self.db_path))
        self._show_campaign()
        self.campaign_changed.emit()

    def _warband_chosen(self, *_args: Any) -> None:
        if not self._refreshing:
            self._show_roster()

    def _character_chosen(self, *_args: Any) -> None:
        if not self._refreshing:
            self._show_character()

    def _roster_activated(self, *_args: Any) -> None:
        if self.campaign is not None and self.campaign.game == CALIBURN:
            self.open_shop()
        else:
            self.open_upgrades()

    # --- refreshing -------------------------------------------------------------------

    def refresh(self) -> None:
        """Re-read everything shown, keeping the current selections where they still exist."""
        campaign_id = self.campaign.id if self.campaign else None
        self._refreshing = True
        try:
            self.campaign_model.set_rows(list_campaigns())
            row = self.campaign_model.row_of(lambda c: c.id == campaign_id)
            if row < 0 and self.campaign_model.rowCount() > 0:
                row = 0
            self.campaign_combo.setCurrentIndex(row)
            self.campaign = self.campaign_model.record(row) if row >= 0 else None
        finally:
            self._refreshing = False
        self._show_campaign()

    def _show_campaign(self) -> None:
        has = self.campaign is not None
        self.pages.setCurrentIndex(1 if has else 0)
        for action in (
            self.rename_campaign_action,
            self.delete_campaign_action,
            self.settings_action,
            self.new_warband_action,
            self.new_game_action,
            self.odds_action,
            self.export_all_rosters_action,
            self.export_campaign_action,
        ):
            action.setEnabled(has)
        # Only the tab on show is read now; the others when they are shown (fast start-up).
        self._stale_tabs = {self.games_tab, self.standings_tab}
        self._refresh_current_tab()
        title = f"{self.campaign.name} — Muster" if has else "Muster"
        self.setWindowTitle(f"{title} [{self.db_path.name}]")
        self.game_label.setText(f"  {GAME_NAMES[self.campaign.game]}  " if has else "")
        warband = self.selected_warband()
        warband_id = warband.id if warband else None
        self._refreshing = True
        try:
            self.warband_model.set_rows(warband_summaries(self.campaign) if has else [])
            row = self.warband_model.row_of(lambda r: r[0].id == warband_id)
            if row < 0 and self.warband_model.rowCount():
                row = 0
            if row >= 0:
                self._select_row(self.warband_view, row)
        finally:
            self._refreshing = False
        self._show_roster()

    def _show_roster(self) -> None:
        warband = self.selected_warband()
        has = warband is not None
        for action in (
            self.edit_warband_action,
            self.delete_warband_action,
            self.recruit_action,
            self.warband_history_action,
            self.export_rosters_action,
        ):
            action.setEnabled(has)
        character = self.selected_character()
        character_id = character.id if character else None
        self._refreshing = True
        try:
            if has:
                self.rules = rules_of(warband.campaign)
                self.roster_model.set_rows(roster_rows(warband, self.rules))
                player = f" ({warband.player})" if warband.player else ""
                self.roster_title.setText(f"Roster of {warband.name}{player}")
            else:
                self.roster_model.set_rows([])
                self.roster_title.setText("Roster")
            row = self.roster_model.row_of(lambda r: r.character_id == character_id)
            if row < 0 and self.roster_model.rowCount():
                row = 0
            if row >= 0:
                self._select_row(self.roster_view, row)
        finally:
            self._refreshing = False
        self._show_character()

    def _show_character(self) -> None:
        character = self.selected_character()
        # The rules of the roster on show (read with it), not read again per character.
        rules = self.rules if character else None
        self.character_panel.show_character(character, rules)
        alive = character is not None and character.status != DEAD
        caliburn = self.campaign is not None and self.campaign.game == CALIBURN
        active = character is not None and character.status == ACTIVE
        # A profile the campaign's rules no longer have (a data update, a removed house
        # rule): the character is shown and kept, but his kit cannot be worked out.
        known = character is not None and rules is not None and character.profile in rules.profiles
        why = (
            f"{character.name}'s profile “{character.profile}” is not in this campaign's rules "
            "any more: add it back under Campaign settings ▸ Profiles."
            if character is not None and not known
            else ""
        )
        self.rename_character_action.setEnabled(character is not None)
        self.notes_action.setEnabled(character is not None)
        self.shop_action.setEnabled(active and caliburn and known)
        self.upgrades_action.setEnabled(active and not caliburn and known)
        for action, tip in (
            (self.shop_action, "Spend the warrior's gold (Caliburn's Wrath)"),
            (self.upgrades_action, "Options and upgrades (The Beastrider Wars)"),
        ):
            action.setToolTip(why or tip)
        self.shop_action.setVisible(caliburn)
        self.upgrades_action.setVisible(self.campaign is not None and not caliburn)
        self.shop_button.setVisible(caliburn)
        self.upgrades_button.setVisible(self.campaign is not None and not caliburn)
        self.retire_action.setEnabled(alive)
        self.retire_action.setText(
            "Rein&state" if character is not None and character.status == RETIRED else "Re&tire"
        )
        self.delete_character_action.setEnabled(character is not None)
        self.move_up_action.setEnabled(character is not None)
        self.move_down_action.setEnabled(character is not None)

    def _refresh_current_tab(self, *_args: Any) -> None:
        tab = self.tabs.currentWidget()
        if tab in self._stale_tabs:
            self._stale_tabs.discard(tab)
            tab.show_campaign(self.campaign)

    def _game_chosen(self) -> None:
        row = self.games_tab.selected()
        self.record_game_action.setEnabled(row is not None and row.fielded > 0)
        self.record_game_action.setText(
            "&Correct outcome…" if row is not None and row.recorded else "&Record outcome…"
        )
        self.delete_game_action.setEnabled(row is not None and not row.recorded)
        self.export_pack_action.setEnabled(row is not None and row.fielded > 0)

    def selected_game(self) -> Game | None:
        row = self.games_tab.selected()
        return Game.get_or_none(Game.id == row.game_id) if row is not None else None

    def _reopen_last_campaign(self) -> None:
        settings = QSettings()
        if settings.value("last_campaign/db", "", type=str) == str(self.db_path):
            self.select_campaign(settings.value("last_campaign/id", 0, type=int))

    # --- dialogs ----------------------------------------------------------------------

    def _open(self, dialog: QDialog, on_accept: Any = None) -> QDialog:
        """Show a window-modal dialog without blocking; tests reach it as ``open_dialog``."""
        self.open_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if on_accept is not None:
            dialog.accepted.connect(lambda: on_accept(dialog))
        dialog.finished.connect(lambda _r: setattr(self, "open_dialog", None))
        dialog.open()
        return dialog

    def new_campaign(self) -> None:
        from ui.dialogs.campaign_new import NewCampaignDialog

        def done(dialog: NewCampaignDialog) -> None:
            self.select_campaign(dialog.result_value.id)

        self._open(NewCampaignDialog(self, self.editor), done)

    def rename_campaign(self) -> None:
        from ui.dialogs.rename import RenameDialog

        if self.campaign is None:
            return
        self._open(
            RenameDialog(
                self,
                self.editor,
                title="Rename campaign",
                current=self.campaign.name,
                undo_text="Rename campaign",
                operation=campaign_ops.rename_campaign,
                target={"campaign": self.campaign},
            )
        )

    def _delete(self, title: str, question: str, operation: Any, **target: Any) -> None:
        """Ask first (through ``common.confirm``), then delete as one undoable change."""
        if common.confirm(
            self, title, f"{question}\n\nYou can undo this with Edit ▸ Undo.", ok="Delete"
        ):
            self.editor.attempt(title, operation, **target)

    def delete_campaign(self) -> None:
        if self.campaign is not None:
            self._delete(
                "Delete campaign",
                f"Delete the campaign “{self.campaign.name}” with all its warbands, characters, "
                "games and history?",
                campaign_ops.delete_campaign,
                campaign=self.campaign,
            )

    def campaign_settings(self) -> None:
        from ui.dialogs.settings import CampaignSettingsDialog

        if self.campaign is not None:
            self._open(CampaignSettingsDialog(self, self.editor, campaign=self.campaign))

    def new_warband(self) -> None:
        from ui.dialogs.warband_edit import WarbandDialog

        if self.campaign is None:
            return

        def done(dialog: WarbandDialog) -> None:
            self.select_warband(dialog.result_value.id)

        self._open(WarbandDialog(self, self.editor, campaign=self.campaign), done)

    def edit_warband(self) -> None:
        from ui.dialogs.warband_edit import WarbandDialog

        warband = self.selected_warband()
        if warband is not None:
            self._open(WarbandDialog(self, self.editor, campaign=warband.campaign, warband=warband))

    def delete_warband(self) -> None:
        warband = self.selected_warband()
        if warband is not None:
            self._delete(
                "Delete warband",
                f"Delete the warband “{warband.name}” with all its characters and their history?",
                campaign_ops.delete_warband,
                warband=warband,
            )

    def recruit(self) -> None:
        from ui.dialogs.recruit import RecruitDialog

        warband = self.selected_warband()
        if warband is None:
            return

        def done(dialog: RecruitDialog) -> None:
            self.select_character(dialog.result_value.id)

        self._open(RecruitDialog(self, self.editor, warband=warband), done)

    def rename_character(self) -> None:
        from ui.dialogs.rename import RenameDialog

        character = self.selected_character()
        if character is not None:
            self._open(
                RenameDialog(
                    self,
                    self.editor,
                    title="Rename character",
                    current=character.name,
                    undo_text="Rename character",
                    operation=character_ops.rename_character,
                    target={"character": character},
                )
            )

    def edit_notes(self) -> None:
        from ui.dialogs.notes import NotesDialog

        character = self.selected_character()
        if character is not None:
            self._open(NotesDialog(self, self.editor, character=character))

    def open_shop(self) -> None:
        from ui.dialogs.shop import ShopDialog

        character = self.selected_character()
        if character is not None and self.shop_action.isEnabled():
            self._open(ShopDialog(self, self.editor, character=character))

    def open_upgrades(self) -> None:
        from ui.dialogs.upgrades import UpgradesDialog

        character = self.selected_character()
        if character is not None and self.upgrades_action.isEnabled():
            self._open(UpgradesDialog(self, self.editor, character=character))

    def toggle_retired(self) -> None:
        character = self.selected_character()
        if character is None:
            return
        if character.status == RETIRED:
            self.editor.attempt("Reinstate", character_ops.reinstate_character, character=character)
        else:
            self.editor.attempt("Retire", character_ops.retire_character, character=character)

    def delete_character(self) -> None:
        character = self.selected_character()
        if character is not None:
            self._delete(
                "Delete character",
                f"Delete {character.name} and his history for good? Games he played keep his "
                "name.\n\nA dead or retired character can stay on the roster instead.",
                character_ops.delete_character,
                character=character,
            )

    def move_character(self, offset: int) -> None:
        character = self.selected_character()
        if character is not None:
            self.editor.attempt(
                "Reorder roster", character_ops.move_character, character=character, offset=offset
            )

    def new_game(self) -> None:
        from ui.dialogs.game_setup import GameSetupDialog

        if self.campaign is None:
            return

        def done(dialog: GameSetupDialog) -> None:
            self.tabs.setCurrentWidget(self.games_tab)
            self.games_tab.select_game(dialog.result_value.id)

        self._open(GameSetupDialog(self, self.editor, campaign=self.campaign), done)

    def record_game(self) -> None:
        from ui.dialogs.post_battle import PostBattleDialog

        game = self.selected_game()
        if game is not None:
            self._open(PostBattleDialog(self, self.editor, game=game))

    def delete_game(self) -> None:
        game = self.selected_game()
        if game is not None:
            self._delete(
                "Delete game",
                f"Delete game {game.number}? It has not been recorded.",
                games_ops.delete_game,
                game=game,
            )

    def warband_history(self) -> None:
        from ui.dialogs.warband_history import WarbandHistoryDialog

        warband = self.selected_warband()
        if warband is not None:
            self._open(WarbandHistoryDialog(self, warband=warband))

    def export_campaign_file(self) -> None:
        from ui.exchange import export_campaign_file

        if self.campaign is not None:
            self.exchange_task = export_campaign_file(self, campaign=self.campaign)

    def import_campaign_file(self) -> None:
        from ui.exchange import import_campaign_file

        self.exchange_task = import_campaign_file(
            self, editor=self.editor, on_imported=lambda c: self.select_campaign(c.id)
        )

    def export_rosters(self) -> None:
        from ui.export import export_rosters

        warband = self.selected_warband()
        if warband is not None:
            export_rosters(self, campaign=warband.campaign, warbands=[warband])

    def export_all_rosters(self) -> None:
        from ui.export import export_rosters

        if self.campaign is not None:
            export_rosters(self, campaign=self.campaign)

    def export_game_pack(self) -> None:
        from ui.export import export_game_pack

        game = self.selected_game()
        if game is not None:
            export_game_pack(self, game=game)

    def open_odds(self) -> None:
        """The odds helper is a calculator to keep open beside the window: not modal."""
        if self.campaign is None:
            return
        from ui.dialogs.odds import OddsDialog

        dialog = OddsDialog(self, campaign=self.campaign, editor=self.editor)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.odds_dialog = dialog

    def open_backups(self) -> None:
        from ui.dialogs.backups import BackupsDialog

        self._open(BackupsDialog(self, self.db_path, on_restored=self.after_restore))

    def after_restore(self) -> None:
        """The database was replaced by a backup: nothing on the undo stack applies any more."""
        self.editor.stack.clear()
        self.campaign = None
        self.refresh()
        self._reopen_last_campaign()

    def open_check(self) -> None:
        from ui.dialogs.check import CheckDialog

        self._open(CheckDialog(self, on_repaired=self.refresh))

    def create_demo(self) -> None:
        from models.demo import create_demo_campaigns

        created = self.editor.attempt("Create demo campaigns", create_demo_campaigns)
        if created:
            self.select_campaign(created[0].id)

    def offer_demo(self) -> None:
        """On an empty database, offer the demo campaigns (once per database file)."""
        key = "demo_offered/" + hashlib.sha1(str(self.db_path).encode()).hexdigest()
        settings = QSettings()
        if self.campaign_model.rowCount() or settings.value(key, False, type=bool):
            return
        settings.setValue(key, True)
        if common.confirm(
            self,
            "Welcome to Muster",
            "This database has no campaigns yet. Create the demo campaigns to look around? "
            "You can delete them at any time.",
            ok="Create demo campaigns",
        ):
            self.create_demo()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            "About Muster",
            "Muster keeps campaigns of The Beastrider Wars and Caliburn's Wrath.\n\n"
            f"Database: {self.db_path}",
        )

    # --- geometry (stored as base64 text so the settings file holds only text and numbers)

    def _restore_geometry(self) -> None:
        settings = QSettings()
        for key, restore in (
            ("main_window/geometry", self.restoreGeometry),
            ("main_window/splitter", self.splitter.restoreState),
        ):
            value = settings.value(key, "", type=str)
            if value:
                restore(QByteArray.fromBase64(value.encode("ascii")))

    def closeEvent(self, event: QCloseEvent) -> None:
        # An export or import still running finishes first: nothing is left half written.
        QThreadPool.globalInstance().waitForDone()
        settings = QSettings()
        settings.setValue(
            "main_window/geometry", bytes(self.saveGeometry().toBase64()).decode("ascii")
        )
        settings.setValue(
            "main_window/splitter", bytes(self.splitter.saveState().toBase64()).decode("ascii")
        )
        super().closeEvent(event)

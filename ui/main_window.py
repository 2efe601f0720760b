"""The main window: the campaign switcher, the Roster, Games and Standings tabs, the menus
and toolbar (built from ``ui/actions.py``), undo, and the dialogs it opens."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models.campaigns import list_campaigns
from models.changed import NOTHING, Changed
from models.club import ClubRole, out_of, role_in
from models.collector import resume_after_start
from models.errors import MusterError
from models.history import listed
from models.store.connection import use_campaign
from models.store.location import DatabaseLocation, parse_location
from models.store.notify import bound_server, ensure_connected
from models.store.schema import Campaign
from rules.games import GAME_NAMES
from ui import common
from ui.action_table import ActionTable, ActionToolBar, TriedKeys, add_actions
from ui.command_window import CommandWindow
from ui.common import WARNING_STYLE
from ui.icons import icon
from ui.item_models import CampaignListModel
from ui.live import LOST_MESSAGE, LiveUpdates
from ui.roster_tab import ROSTER_SHOWS, RosterTab
from ui.selection import WindowState
from ui.text import in_title
from ui.undo import Editor
from ui.unreadable import UNREADABLE
from ui.window_commands import WindowCommands

if TYPE_CHECKING:
    from ui.games_tab import GamesTab
    from ui.standings_tab import StandingsTab

DEFAULT_SIZE = (1280, 800)
# The tabs built the first time they are shown (or reached): their modules, the campaign log
# and the standings chart (QtCharts) among them, are imported then, not at start-up.
GAMES, STANDINGS = 1, 2
# What the campaign switcher, the window's title and your club role show (models.changed):
# a change to them reads everything again, as the campaign on show may be another.
CAMPAIGNS_SHOW = ("campaign",)


def window_title(campaign: Campaign | None, location: DatabaseLocation | Path) -> str:
    """The campaign, where its data lives (the database file, or "DBNAME on HOST" for a club
    server), and the app's name once, at the end: window systems add the name themselves to a
    title that does not end with it."""
    parts = [campaign.name] if campaign is not None else []
    where = parse_location(location).short_name
    return " — ".join([*parts, where, QApplication.applicationDisplayName() or "Muster"])


def database_status(location: DatabaseLocation, role: ClubRole | None = None) -> str:
    """The status bar's words for where the data lives (and on a server, your club role in
    the campaign on show)."""
    if location.is_server and role:
        return translate("MainWindow", "Club server: {server} — {role}").format(
            server=location.text, role=role.describe()
        )
    if location.is_server:
        return translate("MainWindow", "Club server: {server}").format(server=location.text)
    return translate("MainWindow", "Database: {database}").format(database=location.text)


class MainWindow(CommandWindow):
    """Everything a campaign organiser works with, on one screen."""

    campaign_changed = Signal()
    database_switched = Signal()  # show_database: another database is on show
    _campaign: Campaign | None

    @property
    def campaign(self) -> Campaign | None:
        """The campaign on show; on a club server its changes take its write lock."""
        return self._campaign

    @campaign.setter
    def campaign(self, campaign: Campaign | None) -> None:
        self._campaign = campaign
        use_campaign(campaign.id if campaign is not None else None)

    def __init__(self, location: DatabaseLocation | Path, *, paint_first: bool = False) -> None:
        """``location``: where the open database is, a file's path or a club server
        (``DatabaseLocation``, never holding a password here). ``paint_first``: paint the
        window with the campaign and its warbands before reading the selected warband's
        roster, which follows on the next turn of the event loop (the app's start-up; tests
        build the window whole)."""
        super().__init__()
        self.location = parse_location(location).with_password(None)
        # The database file, for what only files have (backups, the data folder); None on a
        # club server.
        self.db_path: Path | None = self.location.path
        self.setObjectName("MainWindow")
        self.editor = Editor(self)
        # Each change (yours, undone, redone) says what it wrote: the screens showing it read
        # again, the others nothing (models.changed).
        self.editor.changed.connect(self.refresh)
        self.editor.failed.connect(lambda text: common.show_error(self, text))
        # Another player's change (live, or learnt from a refusal): the screens showing its
        # tables read again, keeping the selections; open dialogs and trackers hear it from
        # the editor too.
        self.editor.others_changed.connect(lambda tables: self.refresh(Changed.of_tables(tables)))
        self._campaign = None
        self.club_role: ClubRole | None = None  # yours in the campaign shown; None on a file
        self.open_dialog: QDialog | None = None
        self._refreshing = False
        self.live: LiveUpdates | None = None  # other players' changes, on a club server
        self._database_line = ""

        self.campaign_model: CampaignListModel = CampaignListModel(self)
        self.commands = WindowCommands(self)
        undo, redo = self.editor.undo_actions(self)
        self.action_table: ActionTable = ActionTable(
            self, self.commands, {"undo": undo, "redo": redo}
        )
        # Each action is also the window's <name>_action, as tests and commands reach it.
        for name, action in self.action_table.items():
            setattr(self, f"{name}_action", action)
        self.menus = self.action_table.build_menus(self.menuBar())
        # A disabled action's key: why (heard once the start is over, with paint_first).
        self.tried_keys = TriedKeys(self, self.action_table, listen=not paint_first)
        from ui.export import page_size_menu

        self.menus["tools"].addMenu(page_size_menu(self))
        self._build_toolbar()
        self._build_central()
        self.statusBar().messageChanged.connect(self._status_cleared)
        self.show_database_line(database_status(self.location))
        self.resize(*DEFAULT_SIZE)
        self._restore_geometry()
        common.fit_to_screen(self)
        if paint_first:
            self.roster_tab.hold()
        # The campaign shown last on this database, read once (not the first one, then it).
        self.campaign = self._last_campaign()
        self.refresh()
        if self.location.is_server:
            self.start_live_updates(self.location)

    # --- construction -----------------------------------------------------------------

    def _build_toolbar(self) -> None:
        toolbar = ActionToolBar(translate("MainWindow", "Campaign"))
        toolbar.setObjectName("campaignToolbar")
        toolbar.setMovable(False)
        self.addToolBar(toolbar)
        label = QLabel(translate("MainWindow", "  Ca&mpaign: "))
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
        add_actions(toolbar, [None, *self.action_table.in_place("toolbar")])

    def _build_central(self) -> None:
        self.pages = QStackedWidget()
        self.pages.addWidget(self._welcome_page())
        self.roster_tab = RosterTab(self.action_table, where=lambda: self.location.text)
        self.roster_tab.selection_changed.connect(self._update_actions)
        self._games_tab: GamesTab | None = None
        self._standings_tab: StandingsTab | None = None
        self.tabs = QTabWidget()
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(self.roster_tab, translate("MainWindow", "&Roster"))
        # Empty pages until first shown; see the games_tab and standings_tab properties.
        self.tabs.addTab(QWidget(), translate("MainWindow", "&Games"))
        self.tabs.addTab(QWidget(), translate("MainWindow", "S&tandings"))
        self.pages.addWidget(self.tabs)
        # The tabs not yet showing the current campaign (read when next shown).
        self._stale_tabs: set[int] = {GAMES, STANDINGS}
        # What changed since a tab not on show last read (it reads what it shows of it when
        # next shown).
        self._pending: dict[int, Changed] = {}
        self.tabs.currentChanged.connect(self._refresh_current_tab)
        # What happened to the campaign on show that the window could not show: a player
        # an organiser took out of it (on a club server) is told so, and what he can open.
        self.notice = QLabel()
        self.notice.setObjectName("windowNotice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(WARNING_STYLE)
        self.notice.hide()
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(self.notice)
        central_layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.setTabOrder(self.campaign_combo, self.roster_tab.warband_view)
        self.setTabOrder(self.roster_tab.warband_view, self.roster_tab.roster_view)

    @property
    def games_tab(self) -> GamesTab:
        """The Games tab, built the first time it is shown or reached."""
        if self._games_tab is None:
            from ui.games_tab import GamesTab

            tab = GamesTab(self.action_table.in_place("games"), role=lambda: self.club_role)
            tab.selection_changed.connect(self._update_actions)
            tab.queue.act.connect(self._queue_step)
            self._games_tab = tab
            self._put_tab(GAMES, tab)
        return self._games_tab

    @property
    def standings_tab(self) -> StandingsTab:
        """The Standings tab, built the first time it is shown or reached."""
        if self._standings_tab is None:
            from ui.standings_tab import StandingsTab

            self._standings_tab = StandingsTab()
            self._put_tab(STANDINGS, self._standings_tab)
        return self._standings_tab

    def _put_tab(self, index: int, tab: QWidget) -> None:
        """Put ``tab`` in the place of the empty page at ``index``, the same tab on show."""
        current = self.tabs.currentIndex()
        page = self.tabs.widget(index)
        blocked = self.tabs.blockSignals(True)  # the tab on show stays the same
        try:
            self.tabs.insertTab(index, tab, self.tabs.tabText(index))
            self.tabs.removeTab(index + 1)
            self.tabs.setCurrentIndex(current)
        finally:
            self.tabs.blockSignals(blocked)
        if page is not None:
            page.deleteLater()

    def _welcome_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(translate("MainWindow", "Welcome to Muster"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(
            translate(
                "MainWindow",
                "Start a campaign of The Beastrider Wars or Caliburn's Wrath, look around in\nthe demo campaigns first, or join your club's campaigns on its server.",  # noqa: E501
            )
        )
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        new = QPushButton(icon("new-campaign"), translate("MainWindow", "&New campaign…"))
        new.clicked.connect(self.commands.new_campaign)
        demo = QPushButton(icon("demo"), translate("MainWindow", "Open the &demo campaigns"))
        demo.setToolTip(
            translate(
                "MainWindow",
                "One campaign of each game, played for a few weeks; delete it any time",
            )
        )
        demo.clicked.connect(self.commands.create_demo)
        club = QPushButton(icon("connect"), translate("MainWindow", "Connect to a club ser&ver…"))
        club.setToolTip(
            translate(
                "MainWindow",
                "Work on the club's campaigns on a PostgreSQL server, shared with the other players",  # noqa: E501
            )
        )
        club.clicked.connect(self.commands.connect_to_server)
        self.welcome_buttons = (new, demo, club)
        for button in self.welcome_buttons:
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(text)
        layout.addLayout(buttons)
        layout.addStretch(2)
        return page

    # --- switching campaigns ----------------------------------------------------------

    def show_database_line(self, line: str) -> None:
        """The status bar's resting line: the database, and on a club server the role. A
        menu's status tip or a passing message takes its place for a while, then it is back."""
        self._database_line = line
        self.statusBar().showMessage(line)

    def _status_cleared(self, message: str) -> None:
        if not message and self._database_line:
            QTimer.singleShot(0, self._restore_database_line)

    def _restore_database_line(self) -> None:
        if not self.statusBar().currentMessage():
            self.statusBar().showMessage(self._database_line)

    def select_campaign(self, campaign_id: int) -> None:
        row = self.campaign_model.row_of(lambda c: c.id == campaign_id)
        if row >= 0:
            self.campaign_combo.setCurrentIndex(row)

    def _campaign_chosen(self, row: int) -> None:
        if self._refreshing:
            return
        self.notice.hide()  # said; he has chosen what to open next
        self.campaign = self.campaign_model.record(row) if row >= 0 else None
        if self.campaign is not None:
            QSettings().setValue("last_campaign/id", self.campaign.id)
            QSettings().setValue("last_campaign/db", self.location.text)
            QSettings().setValue(self._last_campaign_key(), self.campaign.id)
        self._show_campaign()
        self.campaign_changed.emit()

    def _reopen_last_campaign(self) -> None:
        last = self._last_campaign()
        if last is not None:
            self.select_campaign(last.id)

    def _last_campaign(self) -> Campaign | None:
        last = common.setting_number(self._last_campaign_key())
        if not last and common.setting_text("last_campaign/db") == self.location.text:
            last = common.setting_number("last_campaign/id")  # kept by an older Muster
        return Campaign.get_or_none(Campaign.id == last) if last else None

    def _last_campaign_key(self) -> str:
        """Each database remembers its own last campaign (switching back reopens it)."""
        return "last_campaign/of/" + hashlib.sha1(self.location.text.encode()).hexdigest()

    def refresh(self, changed: Changed | None = None) -> None:
        """Re-read what shows what ``changed`` wrote (None: it may be anything), keeping the
        current selections where they still exist.

        A change to the campaigns reads everything again (the campaign on show may be gone,
        or its settings changed); any other change is handed to each screen, which reads
        again only when it shows one of the tables written: the roster at once, the tab on
        show at once, a tab not on show when it is next shown.
        """
        if changed is None:
            changed = Changed.everything()
        if not changed.touches(CAMPAIGNS_SHOW):
            self._show_changes(changed)
            return
        campaign_id = self.campaign.id if self.campaign else None
        shown = self.campaign.name if self.campaign else None
        self._refreshing = True
        try:
            campaigns = list_campaigns()
            if shown is not None and all(c.id != campaign_id for c in campaigns):
                self._lost_campaign(shown, campaigns)
            self.campaign_model.set_rows(campaigns)
            # The histories of campaigns gone (deleted, or their creation undone) go with them.
            self.editor.keep_only({c.id for c in campaigns})
            row = self.campaign_model.row_of(lambda c: c.id == campaign_id)
            if row < 0 and self.campaign_model.rowCount() > 0:
                row = 0
            self.campaign_combo.setCurrentIndex(row)
            self.campaign = self.campaign_model.record(row) if row >= 0 else None
        finally:
            self._refreshing = False
        self._show_campaign()

    def _lost_campaign(self, name: str, campaigns: list[Campaign]) -> None:
        """The campaign ``name`` on show is gone from the campaigns this login reads. Still on
        the server (its name is taken), he was taken out of it: say so, and what he can still
        open. Deleted, there is nothing to say: the campaign list shows it gone."""
        if not out_of(name):
            return
        others = [c.name for c in campaigns]
        if others:
            still = translate(
                "MainWindow", "You can still open {campaigns}, from the Campaign list."
            ).format(campaigns=listed(others))
        else:
            still = translate(
                "MainWindow",
                "You are in no other campaign on this server: ask an organiser to add you, or open a file on this computer (Campaign ▸ Open local file…).",  # noqa: E501
            )
        self.notice.setText(
            translate(
                "MainWindow",
                "An organiser removed you from {campaign}: its warbands and games are no longer shown to you. {still}",  # noqa: E501
            ).format(campaign=name, still=still)
        )
        self.notice.show()

    def _show_campaign(self) -> None:
        campaign = self.campaign
        has = campaign is not None
        self.club_role = role_in(campaign) if campaign is not None else None  # once per showing
        if self.location.is_server:
            self.show_database_line(database_status(self.location, self.club_role))
        self.pages.setCurrentIndex(1 if has else 0)
        # Only the tab on show is read now; the others when they are shown (fast start-up).
        self._stale_tabs = {GAMES, STANDINGS}
        self._pending.clear()
        self._refresh_current_tab()
        self.editor.show_campaign(self.campaign.id if self.campaign else None)
        self.setWindowTitle(in_title(window_title(self.campaign, self.location)))
        self.game_label.setText(
            "  {}  ".format(
                translate("Game", GAME_NAMES[campaign.game])
                if campaign.game in GAME_NAMES
                else translate("Unreadable", UNREADABLE)
            )
            if campaign is not None
            else ""
        )
        self.roster_tab.show_campaign(self.campaign)

    def _queue_step(self, game_id: int, action: str) -> None:
        """A row of the Games tab's queue was chosen: its game selected, its step taken (the
        action says why not, when it cannot be)."""
        self.games_tab.select_game(game_id)
        self._update_actions()
        step = getattr(self, f"{action}_action", None)
        if step is None:
            return
        if step.isEnabled():
            step.trigger()
        else:
            self.statusBar().showMessage(step.toolTip())

    def _show_changes(self, changed: Changed) -> None:
        """Hand a change of the campaign on show to each screen: each reads again only what
        it shows of it (the tabs not on show, when next shown)."""
        if self.campaign is None or not changed:
            return
        if changed.touches(ROSTER_SHOWS):
            self.roster_tab.show_campaign(self.campaign)
        current = self.tabs.currentIndex()
        for index in (GAMES, STANDINGS):
            if index in self._stale_tabs:
                continue  # not read yet for this campaign: it reads everything when shown
            self._pending[index] = self._pending.get(index, NOTHING) | changed
        if current in (GAMES, STANDINGS):
            self._refresh_current_tab()

    def _refresh_current_tab(self, *_args: Any) -> None:
        index = self.tabs.currentIndex()
        if index in self._stale_tabs:
            self._stale_tabs.discard(index)
            self._pending.pop(index, None)
            tab = self.games_tab if index == GAMES else self.standings_tab
            tab.show_campaign(self.campaign)
            self._update_actions()
        elif index in self._pending:
            changed = self._pending.pop(index)
            tab = self.games_tab if index == GAMES else self.standings_tab
            if tab.show_changes(self.campaign, changed):
                self._update_actions()

    def _update_actions(self) -> None:
        # A Games tab not yet shown for this campaign still holds the last campaign's games.
        games = None if GAMES in self._stale_tabs else self._games_tab
        game = games.selected() if games is not None else None
        self.action_table.update(
            WindowState(
                roster=self.roster_tab.selection(),
                game=game,
                on_server=self.location.is_server,
                club=self.club_role,
                games_unreadable=games.unreadable if games is not None else "",
            )
        )

    # --- live updates (ui/live.py) -----------------------------------------------------

    def start_live_updates(self, location: DatabaseLocation) -> None:
        """Show what other players commit on the club server at ``location`` (the database
        this window shows) within a moment. Switching to another database stops them first
        (:meth:`stop_live_updates`) and starts them again for a server."""
        self.stop_live_updates()
        bound = bound_server()  # the password this Muster connected with, never shown
        if location.password is None and bound is not None and bound.text == location.text:
            location = bound
        self.live = LiveUpdates(location, parent=self)
        self.live.changed.connect(self._others_committed)
        self.live.lost.connect(
            lambda: self.statusBar().showMessage(translate("LiveUpdates", LOST_MESSAGE))
        )
        self.live.back.connect(self._live_again)
        self.live.start()

    def stop_live_updates(self) -> None:
        """Stop listening to the club server (the window closes, or shows another database)."""
        if self.live is not None:
            self.live.stop()
            self.live.deleteLater()
            self.live = None

    def _others_committed(self, tables: frozenset[str]) -> None:
        # The connection the screens read with may have been dropped with the listener's
        # (the server restarted): renewed first, so reading again raises nothing.
        try:
            ensure_connected()
        except MusterError:
            self.statusBar().showMessage(translate("LiveUpdates", LOST_MESSAGE))
            return
        self.editor.others_changed.emit(tables)

    def _live_again(self) -> None:
        self.show_database_line(database_status(self.location, self.club_role))
        self._others_committed(frozenset({"*"}))  # changes made meanwhile went unheard

    # --- dialogs ----------------------------------------------------------------------

    def show_dialog(self, dialog: QDialog, on_accept: Any = None) -> QDialog:
        """Show a window-modal dialog without blocking; tests reach it as ``open_dialog``."""
        self.open_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if on_accept is not None:
            dialog.accepted.connect(lambda: on_accept(dialog))
        # A dialog opened when this one is accepted (the summary after a recording) stays.
        dialog.finished.connect(
            lambda _r: setattr(self, "open_dialog", None) if self.open_dialog is dialog else None
        )
        dialog.open()
        return dialog

    def show_database(self, location: DatabaseLocation) -> None:
        """Show the database just opened in place of the one before (``ui/switching.py``):
        where the data lives, no undo history of the database before, the campaign shown
        last on this one."""
        self.location = parse_location(location).with_password(None)
        self.db_path = self.location.path
        # Other players' changes: listened for on a server, and only on the one shown.
        if self.location.is_server:
            self.start_live_updates(self.location)
        else:
            self.stop_live_updates()
        self.show_database_line(database_status(self.location))
        self.after_restore()
        self._update_actions()
        self.database_switched.emit()

    def after_restore(self) -> None:
        """The database was replaced by a backup: no campaign's history applies any more."""
        self.editor.clear()
        self.campaign = None
        self.refresh()
        self._reopen_last_campaign()

    # --- geometry (stored as base64 text so the settings file holds only text and numbers)

    def _restore_geometry(self) -> None:
        for key, restore in (
            ("main_window/geometry", self.restoreGeometry),
            ("main_window/splitter", self.roster_tab.restoreState),
        ):
            value = common.setting_text(key)
            if value:
                restore(QByteArray.fromBase64(value.encode("ascii")))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.roster_tab.held:  # painted: now the roster (see paint_first)
            QTimer.singleShot(0, self._started)

    def _started(self) -> None:
        """The start's last step (``paint_first``): the roster read, the keys of disabled
        actions heard, and the cycle collector, paused for the start, running again
        (``models/collector.py``)."""
        self.roster_tab.release()
        self.tried_keys.listen()
        resume_after_start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        common.fit_to_screen(self)  # the screen it opened on, and its frame, are known now

    def closeEvent(self, event: QCloseEvent) -> None:
        # An export or import still running finishes first: nothing is left half written.
        QThreadPool.globalInstance().waitForDone()
        self.stop_live_updates()
        settings = QSettings()
        settings.setValue("main_window/geometry", common.geometry_text(self.saveGeometry()))
        settings.setValue("main_window/splitter", common.geometry_text(self.roster_tab.saveState()))
        super().closeEvent(event)

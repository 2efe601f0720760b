"""The Roster tab: the campaign's warbands, the chosen warband's roster and the chosen
character side by side, with their buttons and context menus."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models.campaigns import EXPERIENCE, readable, rules_of, switch
from models.roster import roster_rows, warband_summaries
from models.store.schema import Campaign, Character, Warband
from rules.games import BEASTRIDER, GameData
from ui.action_table import ActionTable, add_actions
from ui.character_panel import CharacterPanel
from ui.common import scrolling, setting_number
from ui.icons import ButtonRow
from ui.item_models import RESIZE_PRECISION, RecordRole, RosterTableModel, WarbandTableModel
from ui.roster_cards import RosterCards, row_of
from ui.roster_filter import RosterFilter
from ui.selection import RosterSelection
from ui.shortcuts import key_text
from ui.text import phrases_kept_whole, plain_label
from ui.unreadable import UNREADABLE, shown_or_unreadable, unreadable_words
from ui.views import (
    name_for_readers,
    reselect,
    scroll_kept,
    select_row,
    share_the_room,
    sortable,
    table_view,
)

# The tables the roster shows (models.changed): the warbands with their figures, points, gold
# and record, their warriors with their kit and the rules they break, the selected one's
# history and games. A change to any of them reads the roster again; a game at the table or a
# club's report does not.
ROSTER_SHOWS = (
    "campaign",
    "warband",
    "character",
    "purchase",
    "history_entry",
    "game",
    "game_side",
    "game_character",
)


def action_button(action: QAction, text: str | None = None) -> QPushButton:
    """A button that triggers ``action`` and is enabled and shown when it is."""
    button = QPushButton(text or action.text().replace("&", ""))
    button.clicked.connect(action.trigger)
    button.setToolTip(action.toolTip())

    def follow() -> None:
        button.setToolTip(action.toolTip())  # disabled, the reason why
        # Only a real change: showing or hiding a button lays the whole tab out again.
        if button.isEnabled() != action.isEnabled():
            button.setEnabled(action.isEnabled())
        if button.isHidden() == action.isVisible():
            button.setVisible(action.isVisible())

    action.changed.connect(follow)
    button.setEnabled(action.isEnabled())
    return button


def _unreadable_warband(why: str) -> str:
    return unreadable_words(translate("RosterTab", "This warband"), why)


def _unreadable_character(why: str) -> str:
    return unreadable_words(translate("RosterTab", "This character"), why)


def _bad(record: Any) -> bool:
    """Whether a list's record stands for a row that cannot be read whole."""
    return record is not None and bool(record.unreadable)


# The warband list's figures, the last to give way first when it is narrow: Gold, this game's
# currency, stays longest beside W–D–L; the points are in the line above the roster too.
WARBAND_FIGURES = (
    WarbandTableModel.COL_GOLD,
    WarbandTableModel.COL_CHARACTERS,
    WarbandTableModel.COL_POINTS,
)
NAME_ROOM = 20  # average characters a warband's name keeps before a figure gives way


class RosterTab(QSplitter):
    """Warbands | roster | character. The window owns the actions: this tab shows them as
    buttons and context menus, and tells (``selection_changed``) when what they act on
    changes."""

    selection_changed = Signal()

    def __init__(
        self,
        actions: ActionTable,
        parent: QWidget | None = None,
        *,
        where: Callable[[], str] = lambda: "",
    ) -> None:
        """``where``: the database's location as text (each database's warbands keep their
        own roster filters)."""
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("mainSplitter")
        self.campaign: Campaign | None = None
        self.rules: GameData | None = None  # the rules of the roster on show
        self.character: Character | None = None  # the selected character, as last read
        self._roster_of: int | None = None  # the warband whose roster is on show
        self._refreshing = False
        self.warbands_unreadable = False  # the campaign's warbands could not be read
        self.unreadable = ""  # why the warbands or the roster could not be read, in words
        self.held = False  # the roster waits for release() (the window's first paint)
        self._shop = actions["shop"]
        self._upgrades = actions["upgrades"]
        self._advance = actions["advance"]  # Caliburn's Wrath's (K6): the upgrades are the other's
        self.warband_model = WarbandTableModel(self)
        self.roster_model = RosterTableModel(self)
        self._all_rows: list[Any] = []  # the roster read, before the filter

        self.warband_view = sortable(table_view(self.warband_model))
        self.warband_view.setObjectName("warbands")
        name_for_readers(
            self.warband_view,
            translate("RosterTab", "Warbands"),
            translate(
                "RosterTab",
                "The campaign's warbands with their players; the roster shows the selected one's characters.",  # noqa: E501
            ),
        )
        header = self.warband_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self._no_such_figures: set[int] = set()  # the campaign's game has none of these
        self.warband_view.viewport().installEventFilter(self)
        self.warband_view.selectionModel().currentRowChanged.connect(self._warband_chosen)
        # Buttons with their actions' icons, dropped rather than widen the tab (ui.icons).
        warband_buttons = ButtonRow()
        for name, text in (
            ("new_warband", translate("RosterTab", "New…")),
            ("edit_warband", translate("RosterTab", "Edit…")),
            ("delete_warband", translate("RosterTab", "Delete…")),
        ):
            warband_buttons.add(action_button(actions[name], text), actions[name].icon())
        self._context_menu(self.warband_view, actions.in_place("warbands"))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel(translate("RosterTab", "Warbands")))
        left_layout.addWidget(self.warband_view, 1)
        left_layout.addWidget(warband_buttons)

        self.roster_view = sortable(table_view(self.roster_model))
        self.roster_view.setObjectName("roster")
        name_for_readers(
            self.roster_view,
            translate("RosterTab", "Roster"),
            translate(
                "RosterTab",
                "The selected warband's characters with their profile, figures and kit; the panel beside it shows the selected one.",  # noqa: E501
            ),
        )
        self.roster_view.horizontalHeader().setResizeContentsPrecision(RESIZE_PRECISION)
        # Every column whole at 1280×800, in any language: the name, profile, figures,
        # status and kit (last, with the room left) wrap rather than run off the screen.
        self.roster_sharer = share_the_room(
            self.roster_view,
            (
                RosterTableModel.COL_NAME,
                RosterTableModel.COL_PROFILE,
                RosterTableModel.COL_STATS,
                RosterTableModel.COL_STATUS,
                RosterTableModel.COL_KIT,
            ),
        )
        self.roster_view.selectionModel().currentRowChanged.connect(self._character_chosen)
        self.roster_view.doubleClicked.connect(self._open_kit)
        self.roster_title = plain_label(translate("RosterTab", "Roster"))
        self.totals_label = plain_label()
        self.totals_label.setObjectName("warbandTotals")
        self.totals_label.setWordWrap(True)
        self.roster_filter = RosterFilter(where)
        self.roster_filter.changed.connect(self._filter_changed)
        roster_buttons = ButtonRow()
        self.shop_button = action_button(self._shop)
        self.upgrades_button = action_button(
            self._upgrades, translate("RosterTab", "Options and upgrades…")
        )
        self.advance_button = action_button(self._advance)
        for action, button in (
            (actions["recruit"], action_button(actions["recruit"])),
            (self._shop, self.shop_button),
            (self._advance, self.advance_button),
            (self._upgrades, self.upgrades_button),
        ):
            roster_buttons.add(button, action.icon())
        self._context_menu(self.roster_view, actions.in_place("character"))
        # The warriors as cards, or the same roster as a table; the one chosen is kept.
        self.roster_cards = RosterCards(
            self.roster_model, lambda row: select_row(self.roster_view, row)
        )
        self.roster_cards.activated = self._open_kit
        self._context_menu(self.roster_cards, actions.in_place("character"))  # type: ignore[arg-type]
        self.roster_view.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.roster_cards.show_selected(row_of(current))
        )
        self.roster_views = QStackedWidget()
        self.roster_views.addWidget(self.roster_cards)
        self.roster_views.addWidget(self.roster_view)
        self.view_buttons = {}
        switch = QHBoxLayout()
        switch.setSpacing(0)
        for index, (name, text, why) in enumerate(
            (
                (
                    "cards",
                    translate("RosterTab", "Cards"),
                    translate(
                        "RosterTab", "Each warrior as a card: figures, kit, specials, badges"
                    ),
                ),
                (
                    "table",
                    translate("RosterTab", "Table"),
                    translate("RosterTab", "The roster as a table, a warrior a row"),
                ),
            )
        ):
            made = QToolButton()
            made.setText(text)
            made.setToolTip(why)
            made.setCheckable(True)
            made.setAutoRaise(True)
            made.clicked.connect(lambda _checked=False, i=index: self.show_roster_view(i))
            switch.addWidget(made)
            self.view_buttons[name] = made
        title_row = QHBoxLayout()
        title_row.addWidget(self.roster_title, 1)
        title_row.addLayout(switch)
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addLayout(title_row)
        middle_layout.addWidget(self.totals_label)
        middle_layout.addWidget(self.roster_filter)
        middle_layout.addWidget(self.roster_views, 1)
        middle_layout.addWidget(roster_buttons)
        self.show_roster_view(setting_number("roster/view"))

        self.character_panel = CharacterPanel()
        self.addWidget(left)
        self.addWidget(middle)
        self.addWidget(scrolling(self.character_panel))
        self.setStretchFactor(0, 2)
        self.setStretchFactor(1, 5)
        self.setStretchFactor(2, 3)
        # The warband list's names whole beside its figures, and every roster column whole
        # beside it, XP (K6) and German included.
        self.setSizes([435, 505, 340])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.warband_view.viewport():
            self._fit_warband_columns()
        return False

    def _fit_warband_columns(self) -> None:
        """Show the warband list's figures its width has room for beside a name of
        ``NAME_ROOM`` characters: Points give way first, then Able to play, then Gold (at
        twice the scale the list is half as wide); W–D–L stays. The room a name keeps does
        not depend on the names, and a column's title is measured whether it is shown or
        not, so a refresh never shows or hides a column."""
        view, header = self.warband_view, self.warband_view.horizontalHeader()
        kept = [c for c in WARBAND_FIGURES if c not in self._no_such_figures]
        # Each measured once: a splitter dragged resizes the list many times. (A hidden
        # section's sectionSizeHint is 0: its title was once measured as nothing, so a
        # hidden Gold fitted, and showed, and measured whole did not, and hid again.)
        width = {
            column: max(
                header.sectionSizeFromContents(column).width(), view.sizeHintForColumn(column)
            )
            for column in (*kept, WarbandTableModel.COL_RECORD)
        }
        room = view.viewport().width() - view.fontMetrics().averageCharWidth() * NAME_ROOM
        while kept and sum(width[c] for c in kept) + width[WarbandTableModel.COL_RECORD] > room:
            kept.pop()
        for column in WARBAND_FIGURES:
            view.setColumnHidden(column, column not in kept)

    @staticmethod
    def _context_menu(view: QTableView, actions: list[QAction | None]) -> None:
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        add_actions(view, actions)

    # --- selection --------------------------------------------------------------------

    def selection(self) -> RosterSelection:
        warband = self.selected_warband()
        summary = self._selected(self.warband_view)
        row = self._selected(self.roster_view)
        words = (
            self.unreadable
            or (_unreadable_warband(summary.unreadable) if _bad(summary) else "")
            or (_unreadable_character(row.unreadable) if _bad(row) else "")
            or self.character_panel.unreadable
        )
        if words:  # what could not be read is not acted on
            if self.warbands_unreadable or _bad(summary):
                warband = None
            return RosterSelection(self.campaign, warband, None, self.rules, unreadable=words)
        return RosterSelection(self.campaign, warband, self.character, self.rules)

    @staticmethod
    def _selected(view: Any) -> Any:
        """The record of the row ``view`` has selected, or None."""
        index = view.currentIndex()
        return index.data(RecordRole) if index.isValid() else None

    def selected_warband(self) -> Warband | None:
        summary = self._selected(self.warband_view)
        return summary.warband if summary is not None else None

    def selected_character(self) -> Character | None:
        """The selected character, read again: the roster row may be older than an edit."""
        row = self._selected(self.roster_view)
        if row is None or row.unreadable:  # an unreadable row: nothing is read or done with it
            return None
        return Character.get_or_none(Character.id == row.character_id)

    def select_warband(self, warband_id: int) -> None:
        row = self.warband_model.row_of(lambda r: r.warband.id == warband_id)
        if row >= 0:
            select_row(self.warband_view, row)

    def show_roster_view(self, index: int) -> None:
        """The roster as cards (0) or as a table (1), kept for the next start."""
        index = 1 if index == 1 else 0
        self.roster_views.setCurrentIndex(index)
        self.view_buttons["cards"].setChecked(index == 0)
        self.view_buttons["table"].setChecked(index == 1)
        QSettings().setValue("roster/view", index)

    def select_character(self, character_id: int) -> None:
        row = self.roster_model.row_of(lambda r: r.character_id == character_id)
        if row >= 0:
            select_row(self.roster_view, row)

    def _warband_chosen(self, *_args: Any) -> None:
        if not self._refreshing:
            self._show_roster()

    def _character_chosen(self, *_args: Any) -> None:
        if not self._refreshing:
            self._show_character()

    def _open_kit(self, *_args: Any) -> None:
        """A double-click opens the character's kit: the shop, or options and upgrades."""
        (self._shop if self.selection().caliburn else self._upgrades).trigger()

    # --- refreshing -------------------------------------------------------------------

    def show_campaign(self, campaign: Campaign | None) -> None:
        """Re-read the warbands of ``campaign``, keeping the selections where they still exist."""
        same = (
            campaign is not None and self.campaign is not None and campaign.id == self.campaign.id
        )
        self.campaign = campaign
        warband = self.selected_warband()
        warband_id = warband.id if warband else None
        old_row = self.warband_view.currentIndex().row() if same else 0
        self._refreshing = True
        self.warbands_unreadable = False
        self.unreadable = ""
        with (
            scroll_kept(self.warband_view, same),
            shown_or_unreadable(
                translate("RosterTab", "The campaign's warbands"), self._warbands_unreadable
            ),
        ):
            try:
                self.warband_model.set_rows(
                    warband_summaries(readable(campaign)) if campaign is not None else []
                )
                beastrider = campaign is not None and campaign.game == BEASTRIDER
                self._no_such_figures = (  # that game has neither
                    {WarbandTableModel.COL_POINTS, WarbandTableModel.COL_GOLD}
                    if beastrider
                    else set()
                )
                self._fit_warband_columns()
                reselect(
                    self.warband_view,
                    lambda: self.warband_model.row_of(lambda r: r.warband.id == warband_id),
                    old_row,
                )
            finally:
                self._refreshing = False
        if not self.held:
            self._show_roster()

    def _warbands_unreadable(self, words: str) -> None:
        self.warbands_unreadable = True
        self.warband_model.set_rows([])
        self._roster_unreadable(words)

    def _roster_unreadable(self, words: str) -> None:
        self.unreadable = words
        self._all_rows = []
        self.roster_model.set_rows([])
        self.roster_title.setText(
            translate("RosterTab", "Roster: {unreadable}").format(
                unreadable=translate("Unreadable", UNREADABLE)
            )
        )
        self.totals_label.setText(words)

    def hold(self) -> None:
        """Show campaigns' warbands without reading a roster until :meth:`release`."""
        self.held = True

    def release(self) -> None:
        """Read and show the selected warband's roster, if it was held back."""
        if self.held:
            self.held = False
            self._show_roster()

    def _show_roster(self) -> None:
        warband = self.selected_warband()
        index = self.roster_view.currentIndex()
        character_id = index.data(RecordRole).character_id if index.isValid() else None
        # Read again, the same roster keeps its place; another warband's starts at the top.
        same = warband is not None and warband.id == self._roster_of
        old_row = index.row() if same else 0
        self._roster_of = warband.id if warband is not None else None
        self._refreshing = True
        if not self.warbands_unreadable:
            self.unreadable = ""
        with (
            scroll_kept(self.roster_view, same),
            shown_or_unreadable(
                translate("RosterTab", "This warband's roster"), self._roster_unreadable
            ),
        ):
            try:
                if warband is not None:
                    self.rules = rules_of(warband.campaign)
                    summary = self.warband_view.currentIndex().data(RecordRole)
                    self.roster_cards.colour = summary.colour if summary is not None else ""
                    self.roster_filter.show_warband(warband.id)
                    self._all_rows = roster_rows(warband, self.rules)
                    self._set_roster_rows()
                    # The Beastrider Wars has no gold; a campaign without experience no XP.
                    self.roster_view.setColumnHidden(
                        RosterTableModel.COL_GOLD, self.rules.id == BEASTRIDER
                    )
                    self.roster_view.setColumnHidden(
                        RosterTableModel.COL_XP, not switch(warband.campaign, EXPERIENCE)
                    )
                    title = (
                        translate("RosterTab", "Roster of {warband} ({player})")
                        if warband.player
                        else translate("RosterTab", "Roster of {warband}")
                    )
                    self.roster_title.setText(
                        title.format(warband=warband.name, player=warband.player)
                    )
                    said = phrases_kept_whole(summary.describe(self.rules))
                    if not self._all_rows:  # what to do next
                        said += "\n" + translate(
                            "RosterTab",
                            "No warriors yet: recruit the first with Recruit… ({keys}).",
                        ).format(keys=key_text("Ctrl+R"))
                    self.totals_label.setText(said)
                elif not self.warbands_unreadable:  # else it says why there is no roster
                    self.roster_filter.show_warband(None)
                    self._all_rows = []
                    self._set_roster_rows()
                    self.roster_title.setText(translate("RosterTab", "Roster"))
                    self.totals_label.setText(
                        translate(
                            "RosterTab",
                            "This campaign has no warbands yet: add the first with New… under the warbands ({keys}), then recruit its warriors.",  # noqa: E501
                        ).format(keys=key_text("Ctrl+Shift+N"))
                        if self.campaign is not None and self.warband_model.rowCount() == 0
                        else ""
                    )
                reselect(
                    self.roster_view,
                    lambda: self.roster_model.row_of(lambda r: r.character_id == character_id),
                    old_row,
                )
            finally:
                self._refreshing = False
        self._show_character()

    def _set_roster_rows(self) -> None:
        """The roster read, as the filter lets it through."""
        shown = self.roster_filter.current().applied(self._all_rows)
        self.roster_model.set_rows(shown)
        self.roster_filter.show_count(len(shown), len(self._all_rows))

    def _filter_changed(self) -> None:
        """Show the warriors the filter lets through now, the selected one still selected
        if he is among them."""
        index = self.roster_view.currentIndex()
        character_id = index.data(RecordRole).character_id if index.isValid() else None
        self._refreshing = True
        try:
            self._set_roster_rows()
            reselect(
                self.roster_view,
                lambda: self.roster_model.row_of(lambda r: r.character_id == character_id),
                0,
            )
        finally:
            self._refreshing = False
        self._show_character()

    def _show_character(self) -> None:
        self.character = self.selected_character()
        row = self._selected(self.roster_view)
        if _bad(row):
            self.character_panel.show_unreadable(_unreadable_character(row.unreadable))
            self.selection_changed.emit()
            return
        # The rules of the roster on show, and the rules he breaks, read with it (not again).
        self.character_panel.show_character(
            self.character,
            self.rules if self.character else None,
            problems=row.problems if row is not None else None,
            row=row,
            colour=self.roster_cards.colour,
        )
        self.selection_changed.emit()

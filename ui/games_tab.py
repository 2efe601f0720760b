"""The campaign's games: the list, the story of linked games, and their actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, date_text, translate
from models.campaigns import readable
from models.changed import Changed
from models.club import ClubRole
from models.club_queue import club_queue
from models.games import GameRow, game_rows
from models.store.schema import Campaign, Game
from rules.games import BEASTRIDER
from ui.campaign_log import CampaignLog
from ui.campaign_story import StoryModel, story_view
from ui.club_queue import ClubQueue
from ui.common import WARNING_STYLE, set_message
from ui.game_log_view import GameLogView
from ui.icons import ButtonRow
from ui.item_models import RecordRole, RecordTableModel
from ui.text import plain_label
from ui.unreadable import shown_or_unreadable
from ui.views import (
    name_for_readers,
    reselect,
    scroll_kept,
    share_the_room,
    sortable,
    table_view,
)

# Actions of the Games menu without a button of their own: the summary opens by itself once a
# game is recorded, and from the menu or the list's context menu afterwards. Play / Resume
# has its button beside the others, named as the action is named for the selected game.
MENU_ONLY = {"game_summary"}
# What the games, their story, the club's queue and a game's log show (models.changed), and
# of two tables only some fields: the warriors' gold and kit are not shown here.
GAMES_SHOW = (
    "campaign",
    "warband",
    "character",
    "game",
    "game_side",
    "game_character",
    "tracked_game",
    "tracked_character",
    "tracker_entry",
    "game_report",
    "report_event",
)
GAMES_FIELDS = {"character": ("name", "profile", "status", "position", "warband")}
# What the campaign's log shows: every history entry, with the names of its warband and
# warrior and its game's, and on a club server the reports' events.
LOG_SHOWS = ("campaign", "warband", "character", "game", "history_entry", "report_event")
LOG_FIELDS = {"character": ("name", "warband"), "warband": ("name",)}


class GameTableModel(RecordTableModel):
    COL_NUMBER, COL_DATE, COL_SCENARIO, COL_SIDES, COL_RESULT, COL_FOLLOWS, COL_LIMIT = range(7)
    headers = (
        QT_TRANSLATE_NOOP("GameTableModel", "Game"),
        QT_TRANSLATE_NOOP("GameTableModel", "Date"),
        QT_TRANSLATE_NOOP("GameTableModel", "Scenario"),
        QT_TRANSLATE_NOOP("GameTableModel", "Sides"),
        QT_TRANSLATE_NOOP("GameTableModel", "Result"),
        QT_TRANSLATE_NOOP("GameTableModel", "Follows"),
        QT_TRANSLATE_NOOP("GameTableModel", "Points limit"),
    )
    header_context = "GameTableModel"

    def cell(self, record: GameRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_LIMIT and record.over_limit:
            return translate("GameTableModel", "Played over the points limit: {who}").format(
                who=" ".join(record.over_limit)
            )
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            limit = str(record.points_limit) if record.points_limit is not None else "—"
            follows = (
                translate("GameTableModel", "Game {number}").format(number=record.follows)
                if record.follows
                else "—"
            )
            return (
                str(record.number),
                date_text(record.played_on) if record.played_on else "—",
                record.scenario,
                record.sides,
                record.result,
                follows,
                translate("GameTableModel", "{limit}, played over").format(limit=limit)
                if record.over_limit
                else limit,
            )[column]
        if role == Qt.ItemDataRole.FontRole and column == self.COL_RESULT and not record.recorded:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setItalic(True)
            return font
        return None


# Shown as translate("GamesTab", NO_GAMES).
NO_GAMES = QT_TRANSLATE_NOOP("GamesTab", "No games yet. Set one up with “New game…”.")


class GamesTab(QWidget):
    """Lists the games; the main window owns the actions (new, record, delete, export)."""

    selection_changed = Signal()

    def __init__(
        self,
        actions: list[Any],
        parent: QWidget | None = None,
        *,
        role: Callable[[], ClubRole | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self.role = role  # yours in the campaign shown, on a club server (None on a file)
        self.unreadable = ""  # why the campaign's games could not be read, in words
        self._campaign_id: int | None = None  # whose games are listed
        self.model = GameTableModel(self)
        self.view = sortable(table_view(self.model))
        self.view.setObjectName("games")
        name_for_readers(
            self.view,
            translate("GamesTab", "Games"),
            translate(
                "GamesTab",
                "The campaign's games by number, with scenario, sides and result; the window's game actions act on the selected one.",  # noqa: E501
            ),
        )
        # The sides, the scenario and the result wrap where the table is narrow (a longer
        # language, a scaled screen): no column is cut.
        self.room = share_the_room(
            self.view,
            (GameTableModel.COL_SIDES, GameTableModel.COL_SCENARIO, GameTableModel.COL_RESULT),
        )
        self.view.selectionModel().currentRowChanged.connect(self.selection_changed)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for action in actions:
            self.view.addAction(action)

        self.story = StoryModel(self)
        self.story_view = story_view(self.story)
        self.story_view.selectionModel().currentRowChanged.connect(self._story_chosen)

        # Each button with its action's icon, when the tab is wide enough for them.
        self.button_row = ButtonRow()
        self.buttons: dict[str, QPushButton] = {}  # by the name of the action each triggers
        for action in actions:
            if action.objectName() in MENU_ONLY:
                continue
            button = QPushButton(action.text().replace("&", ""))
            button.setObjectName(f"{action.objectName()}_button")
            button.clicked.connect(action.trigger)
            action.changed.connect(
                lambda b=button, a=action: (
                    b.setEnabled(a.isEnabled()),
                    b.setVisible(a.isVisible()),
                    b.setText(a.text().replace("&", "")),
                    b.setToolTip(a.toolTip()),
                )
            )
            # The tab may be built after the actions.
            button.setEnabled(action.isEnabled())
            if not action.isVisible():
                button.hide()  # (shown with the action; a button without a parent stays hidden)
            button.setToolTip(action.toolTip())
            self.buttons[action.objectName()] = button
            self.button_row.add(button, action.icon())
        self.empty_label = plain_label(translate("GamesTab", NO_GAMES))
        self.empty_label.setWordWrap(True)
        # On a club server: what waits (reports, disputes, tables in play), and for whom.
        self.queue = ClubQueue()

        # Beside the games: the campaign's story, and the selected game's log (ui/game_log_view).
        self.game_log = GameLogView()
        story_box = QWidget()
        story_layout = QVBoxLayout(story_box)
        story_layout.setContentsMargins(0, 0, 0, 0)
        story_title = QLabel(translate("GamesTab", "Campaign story: linked games"))
        story_title.setBuddy(self.story_view)
        story_layout.addWidget(story_title)
        story_layout.addWidget(self.story_view, 1)
        # The selected game's log has the larger share: a game's turns are many lines.
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.addWidget(story_box)
        self.side.addWidget(self.game_log)
        self.side.setStretchFactor(0, 2)
        self.side.setStretchFactor(1, 3)
        self.side.setSizes([200, 300])  # shared out so from the start too
        self.view.selectionModel().currentRowChanged.connect(self._show_game_log)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        games = QWidget()
        games_layout = QVBoxLayout(games)
        games_layout.setContentsMargins(0, 0, 0, 0)
        games_layout.addWidget(self.empty_label)
        games_layout.addWidget(self.queue)
        games_layout.addWidget(splitter, 1)
        games_layout.addWidget(self.button_row)
        self.log = CampaignLog()
        self.log_splitter = QSplitter(Qt.Orientation.Vertical)
        self.log_splitter.setObjectName("gamesAndLog")
        self.log_splitter.addWidget(games)
        self.log_splitter.addWidget(self.log)
        self.log_splitter.setStretchFactor(0, 3)
        self.log_splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.log_splitter, 1)

    def show_campaign(self, campaign: Campaign | None) -> None:
        self.unreadable = ""
        with shown_or_unreadable(translate("GamesTab", "The campaign's games"), self._unreadable):
            self._show(campaign)

    def show_changes(self, campaign: Campaign | None, changed: Changed) -> bool:
        """Read again what shows what ``changed`` wrote: the games (and with them the log),
        or the log alone, or nothing. Whether anything was read."""
        if changed.touches(GAMES_SHOW, GAMES_FIELDS):
            self.show_campaign(campaign)
            return True
        if changed.touches(LOG_SHOWS, LOG_FIELDS):
            with shown_or_unreadable(
                translate("GamesTab", "The campaign's games"), self._unreadable
            ):
                self.log.show_campaign(campaign)
            return True
        return False

    def _unreadable(self, words: str) -> None:
        self.unreadable = words  # the actions on a game say it (ui.selection.WindowState)
        self.model.set_rows([])
        self.story.set_games([])
        set_message(self.empty_label, words, WARNING_STYLE)
        self.empty_label.setVisible(True)
        self.selection_changed.emit()

    def _show(self, campaign: Campaign | None) -> None:
        selected = self.selected()
        campaign_id = campaign.id if campaign is not None else None
        # Read again, the same list keeps its place; another campaign's starts at the top.
        same = campaign_id == self._campaign_id
        old_row = self.view.currentIndex().row() if same else 0
        self._campaign_id = campaign_id
        rows = game_rows(readable(campaign)) if campaign is not None else []
        # The Beastrider Wars have no points.
        beastrider = campaign is not None and campaign.game == BEASTRIDER
        self.view.setColumnHidden(GameTableModel.COL_LIMIT, beastrider)
        with scroll_kept(self.view, same):
            self.model.set_rows(rows)
            set_message(self.empty_label, translate("GamesTab", NO_GAMES), "")
            self.empty_label.setVisible(not rows)
            self._fill_story(rows)
            reselect(
                self.view,
                lambda: self.model.row_of(
                    lambda r: selected is not None and r.game_id == selected.game_id
                ),
                old_row,
            )
        self.queue.show_items(club_queue(campaign, rows, self.role()) if campaign else [])
        self.log.show_campaign(campaign)
        self._show_game_log()
        self.selection_changed.emit()

    def _show_game_log(self, *_args: object) -> None:
        row = self.selected()
        self.game_log.show_game(row.game_id if row is not None else None)

    def _fill_story(self, rows: list[GameRow]) -> None:
        with scroll_kept(self.story_view):
            self.story.set_games(rows)

    def _story_chosen(self, current: Any, _previous: Any = None) -> None:
        """A game chosen in the story is the game selected in the list, for its actions."""
        row = current.data(RecordRole) if current.isValid() else None
        selected = self.selected()
        if row is not None and (selected is None or selected.game_id != row.game_id):
            self.select_game(row.game_id)

    def select_row(self, row: int) -> None:
        self.view.selectRow(row)

    def select_game(self, game_id: int) -> None:
        row = self.model.row_of(lambda r: r.game_id == game_id)
        if row >= 0:
            self.select_row(row)

    def selected(self) -> GameRow | None:
        index = self.view.currentIndex()
        return index.data(RecordRole) if index.isValid() else None

    def selected_game(self) -> Game | None:
        """The selected game, read from the database."""
        row = self.selected()
        return Game.get_or_none(Game.id == row.game_id) if row is not None else None

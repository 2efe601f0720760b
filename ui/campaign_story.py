"""The campaign's story on the Games tab: the linked games as one flat list, each story from its
first game on, every game saying which it follows. A tree nested a level for each game (a
ten-year campaign's 1,200) ran off its panel by game 12; this list is as deep as one row.

The rows are the Games tab's own (``models.games.game_rows``, read once for both): the story
reads nothing more, and makes its rows a page at a time as it is scrolled (Qt's fetchMore)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from i18n import QT_TRANSLATE_NOOP, translate
from models.games import GameRow
from ui.item_models import Index, RecordTableModel
from ui.views import fit_rows_to_text, name_for_readers, table_view

PAGE = 200  # rows made at a time


def story_order(rows: Sequence[GameRow]) -> list[GameRow]:
    """The games in story order: each story (a game that follows none, or one whose game is
    gone) from its first game, every game followed by the games that follow it, depth
    first, by number. A game of a broken chain (a loop) is listed too, after the rest."""
    by_number = {row.number: row for row in rows}
    after: dict[int, list[GameRow]] = {}
    starts = []
    for row in sorted(rows, key=lambda r: r.number):
        if row.follows is not None and row.follows in by_number and row.follows != row.number:
            after.setdefault(row.follows, []).append(row)
        else:
            starts.append(row)
    ordered: list[GameRow] = []
    seen: set[int] = set()
    for start in starts:
        waiting = [start]
        while waiting:  # depth first without recursion: a chain may be 1,200 games long
            row = waiting.pop()
            if row.number in seen:
                continue
            seen.add(row.number)
            ordered.append(row)
            waiting.extend(reversed(after.get(row.number, [])))
    ordered += [row for row in sorted(rows, key=lambda r: r.number) if row.number not in seen]
    return ordered


class StoryModel(RecordTableModel):
    """The story's games, made into rows a page at a time (``fetchMore``)."""

    COL_GAME, COL_FOLLOWS, COL_WHAT = range(3)
    headers = (
        QT_TRANSLATE_NOOP("StoryModel", "Game"),
        QT_TRANSLATE_NOOP("StoryModel", "Follows"),
        QT_TRANSLATE_NOOP("StoryModel", "Scenario and result"),
    )
    header_context = "StoryModel"

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._story: list[GameRow] = []
        self._led_to: dict[int, list[int]] = {}

    def set_games(self, rows: Sequence[GameRow]) -> None:
        """The campaign's games, as the Games tab read them: its first page shown."""
        self._story = story_order(rows)
        self._led_to = {}
        numbers = {row.number for row in rows}
        for row in self._story:
            if row.follows is not None and row.follows in numbers:
                self._led_to.setdefault(row.follows, []).append(row.number)
        self.set_rows(self._story[:PAGE])

    def story_length(self) -> int:
        return len(self._story)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self.rowCount() < len(self._story)

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if self.canFetchMore(parent):
            start = self.rowCount()
            self.append_rows(self._story[start : start + PAGE])

    def fetch_through(self, number: int) -> int:
        """Make rows up to game ``number``'s; its row, or -1."""
        place = next((i for i, row in enumerate(self._story) if row.number == number), -1)
        if place >= self.rowCount():
            self.append_rows(self._story[self.rowCount() : place + 1])
        return self.row_of(lambda r: r.number == number)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if column >= 0 and self.canFetchMore():
            self.append_rows(self._story[self.rowCount() :])  # a sort sorts the whole story
        super().sort(column, order)

    def cell(self, record: GameRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.COL_GAME:
                return str(record.number)
            if column == self.COL_FOLLOWS:
                if record.follows is None or record.follows not in self._led_to:
                    return translate("StoryModel", "begins a story")
                return translate("StoryModel", "game {number}").format(number=record.follows)
            return translate("StoryModel", "{scenario} — {result}").format(
                scenario=record.scenario, result=record.result
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            led_to = self._led_to.get(record.number, [])
            sides = record.sides
            if not led_to:
                return sides
            return translate("StoryModel", "{sides}. Followed by game {games}").format(
                sides=sides, games=", ".join(str(n) for n in led_to)
            )
        starts = record.follows is None or record.follows not in self._led_to
        if role == Qt.ItemDataRole.FontRole and column == self.COL_FOLLOWS and starts:
            font = QFont()
            font.setItalic(True)  # a story begins
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.COL_GAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort_key(self, record: GameRow, column: int) -> Any:
        if column in (self.COL_GAME, self.COL_FOLLOWS):
            follows = record.follows if record.follows is not None else -1
            return record.number if column == self.COL_GAME else follows
        return super().sort_key(record, column)


def story_view(model: StoryModel) -> QTableView:
    """The story as a table of a row a game: the number, the game it follows, what was
    played and how it ended (wrapped where the panel is narrow; the sides on hover)."""
    view = table_view(model)
    view.setObjectName("campaignStory")
    name_for_readers(
        view,
        translate("StoryModel", "Campaign story"),
        translate(
            "StoryModel",
            "The linked games in the order they were played, each story from its first game; each says which game it follows.",  # noqa: E501
        ),
    )
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(StoryModel.COL_WHAT, QHeaderView.ResizeMode.Stretch)
    fit_rows_to_text(view)
    return view

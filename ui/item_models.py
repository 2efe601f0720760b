"""Qt item models, one per entity: COL_* constants, RecordRole for the record, set_rows()."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QStyle

from i18n import QT_TRANSLATE_NOOP, translate
from models.roster import RosterRow, WarbandSummary, xp_words
from models.store.schema import ACTIVE, DEAD, RETIRED, Campaign
from rules.games import GAME_NAMES
from ui.icons import badge_icon
from ui.text import tip
from ui.unreadable import UNREADABLE, unreadable_words

RecordRole = Qt.ItemDataRole.UserRole + 1
# Columns sized to their contents look at this many rows, not all of a long table.
RESIZE_PRECISION = 200

Index = QModelIndex | QPersistentModelIndex
NATURAL = -1  # the sort "column" of the order the screen gave its rows in
_NUMBERS = re.compile(r"(\d+)")

# A character's status in words, shown as translate("Status", name).
STATUS_NAMES = {
    ACTIVE: QT_TRANSLATE_NOOP("Status", "Active"),
    DEAD: QT_TRANSLATE_NOOP("Status", "Dead"),
    RETIRED: QT_TRANSLATE_NOOP("Status", "Retired"),
}


def status_name(status: str) -> str:
    """A character's status in the user's language: "Active", "Dead", "Retired"."""
    name = STATUS_NAMES.get(status)
    return translate("Status", name) if name is not None else status.capitalize()


def sort_text(value: Any) -> tuple[Any, ...]:
    """How a shown value sorts: its text without case, the numbers in it as numbers, so
    "12 gp" comes after "9 gp", "3 of 5" sorts by the 3 and "2–1–0" by each figure in turn."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return ("", value, "")
    parts = _NUMBERS.split("" if value is None else str(value).casefold())
    # Text and numbers alternate from a text (maybe empty): two keys compare like with like.
    return tuple(int(part) if i % 2 else part for i, part in enumerate(parts))


def repeats(name: str, profile_name: str, *, hero: bool = False) -> bool:
    """Whether a character's name already says his profile: the same words, or for a named
    hero part of them ("King Arthur", of King Arthur Pendragon). Screens then name him once."""
    name, profile_name = name.casefold().strip(), profile_name.casefold().strip()
    if name == profile_name:
        return True
    return hero and bool(name) and (name in profile_name or profile_name in name)


class RecordTableModel(QAbstractTableModel):
    """A read-only table of records; subclasses say what each column shows.

    It sorts itself (a view's header asks it to, ``sort``), so a row of the view is a row of
    the model and ``record(row)`` the record shown there. Rows read again keep the order the
    user chose; column ``NATURAL`` is the order the screen gave them in.
    """

    # The columns' titles: a model's own (set in __init__) where they name what it shows.
    headers: tuple[str, ...] = ()
    header_tips: tuple[str, ...] = ()  # what a column means, when its title is short
    # The context the headers and their tips are translated in, when they are English marked
    # QT_TRANSLATE_NOOP(header_context, ...); "": shown as given (already translated).
    header_context: ClassVar[str] = ""
    # Columns whose first click sorts the most first (figures: the most kills, the most gold).
    most_first: ClassVar[tuple[int, ...]] = ()
    # Columns of when, in a table given newest first: rows of one date sort by when they came,
    # oldest first when the dates are (the order given, reversed).
    time_columns: ClassVar[tuple[int, ...]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._given: list[Any] = []  # the rows in the screen's order
        self._rows: list[Any] = []  # the rows as shown: sorted
        self._order: list[int] = []  # the place in ``_given`` of each row shown
        self.sort_column = NATURAL
        self.sort_order = Qt.SortOrder.AscendingOrder

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._given = list(rows)
        self._arrange()
        self.endResetModel()

    def append_rows(self, rows: Sequence[Any]) -> None:
        """Add rows after those given, in their sorted places when the table is sorted."""
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._order.extend(range(len(self._given), len(self._given) + len(rows)))
        self._given.extend(rows)
        self._rows.extend(rows)
        self.endInsertRows()
        if self.sort_column != NATURAL:
            self.sort(self.sort_column, self.sort_order)  # then each in its place

    def rows(self) -> list[Any]:
        """The rows in the order shown."""
        return list(self._rows)

    def given_rows(self) -> list[Any]:
        """The rows in the order they were given, however they are sorted."""
        return list(self._given)

    def sort_key(self, record: Any, column: int) -> Any:
        """What ``record`` sorts by in ``column``: by default the text it shows there."""
        return sort_text(self.cell(record, column, Qt.ItemDataRole.DisplayRole))

    def _sorted_order(self) -> list[int]:
        places = range(len(self._given))
        if not 0 <= self.sort_column < self.columnCount():
            return list(places)
        keys: list[Any] = [self.sort_key(record, self.sort_column) for record in self._given]
        if self.sort_column in self.time_columns:
            keys = [(key, -place) for place, key in enumerate(keys)]
        descending = self.sort_order == Qt.SortOrder.DescendingOrder
        # Stable either way: equal rows keep the screen's order.
        return sorted(places, key=keys.__getitem__, reverse=descending)

    def _arrange(self) -> None:
        self._order = self._sorted_order()
        self._rows = [self._given[place] for place in self._order]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_column, self.sort_order = column, order
        new_order = self._sorted_order()
        if new_order == self._order:
            return  # nothing moves: the views need not lay their rows out again
        # (PySide6 emits these without their arguments: no parents, no sort hint.)
        self.layoutAboutToBeChanged.emit()
        old_order = self._order
        self._order = new_order
        self._rows = [self._given[place] for place in new_order]
        row_now = {place: row for row, place in enumerate(self._order)}
        # Selections and current rows follow their records to where they are now.
        before = self.persistentIndexList()
        after = [
            self.index(row_now[old_order[index.row()]], index.column())
            if 0 <= index.row() < len(old_order)
            else QModelIndex()
            for index in before
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def record(self, row: int) -> Any:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.headers):
            if role == Qt.ItemDataRole.DisplayRole:
                return self._translated(self.headers[section])
            if role == Qt.ItemDataRole.ToolTipRole and section < len(self.header_tips):
                return tip(self._translated(self.header_tips[section])) or None
            if role == Qt.ItemDataRole.InitialSortOrderRole and section in self.most_first:
                return Qt.SortOrder.DescendingOrder.value
        return None

    def _translated(self, text: str) -> str:
        return translate(self.header_context, text) if self.header_context and text else text

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        record = self._rows[index.row()]
        if role == RecordRole:
            return record
        value = self.cell(record, index.column(), role)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str):
            return tip(value)  # names and notes are shown as typed (ui.text)
        return value

    def cell(self, record: Any, column: int, role: int) -> Any:
        raise NotImplementedError

    def row_of(self, predicate: Any) -> int:
        for i, record in enumerate(self._rows):
            if predicate(record):
                return i
        return -1


class CampaignListModel(RecordTableModel):
    COL_NAME, COL_GAME = range(2)
    headers = (
        QT_TRANSLATE_NOOP("CampaignListModel", "Campaign"),
        QT_TRANSLATE_NOOP("CampaignListModel", "Game"),
    )
    header_context = "CampaignListModel"

    def cell(self, record: Campaign, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.COL_NAME:
                return record.name
            if column == self.COL_GAME:
                if record.game in GAME_NAMES:
                    return translate("Game", GAME_NAMES[record.game])
                return record.game
        return None


_SWATCHES: dict[str, QPixmap] = {}


def colour_swatch(colour: str) -> QPixmap:
    """A warband's colour as a small rounded square, beside its name."""
    if colour not in _SWATCHES:
        swatch = QPixmap(12, 12)
        swatch.fill(Qt.GlobalColor.transparent)
        painter = QPainter(swatch)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(colour))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(0, 0, 12, 12, 3, 3)
        painter.end()
        _SWATCHES[colour] = swatch
    return _SWATCHES[colour]


class WarbandTableModel(RecordTableModel):
    """Warbands of a campaign with their totals; records are ``WarbandSummary``s. The player
    is named in the warband's tooltip (and above its roster), to leave room for the totals."""

    COL_NAME, COL_CHARACTERS, COL_POINTS, COL_GOLD, COL_RECORD = range(5)
    headers = (
        QT_TRANSLATE_NOOP("WarbandTableModel", "Warband"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "Able to play"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "Points"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "Gold"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "W–D–L"),
    )
    header_tips = (
        "",
        QT_TRANSLATE_NOOP("WarbandTableModel", "Characters able to play, of those on the books"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "Profile points of the characters able to play"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "Gold left unspent by the characters able to play"),
        QT_TRANSLATE_NOOP("WarbandTableModel", "Games won, drawn and lost"),
    )
    header_context = "WarbandTableModel"
    most_first = (COL_CHARACTERS, COL_POINTS, COL_GOLD, COL_RECORD)

    def sort_key(self, record: WarbandSummary, column: int) -> Any:
        if column == self.COL_RECORD and not record.unreadable:
            return (record.won, record.drawn, -record.lost)  # the better record the higher
        return super().sort_key(record, column)

    def cell(self, record: WarbandSummary, column: int, role: int) -> Any:
        if record.unreadable:  # its row holds a bad value: its name, and why
            if role == Qt.ItemDataRole.DisplayRole:
                return record.warband.name if column == self.COL_NAME else ""
            if role == Qt.ItemDataRole.ToolTipRole:
                return unreadable_words(
                    translate("WarbandTableModel", "This warband"), record.unreadable
                )
            if role == Qt.ItemDataRole.DecorationRole and column == self.COL_NAME:
                return warning_icon()
            return None
        if role == Qt.ItemDataRole.DecorationRole and column == self.COL_NAME and record.colour:
            return colour_swatch(record.colour)
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                record.warband.name,
                translate("WarbandTableModel", "{able} of {total}").format(
                    able=record.able, total=record.total
                ),
                str(record.points),
                translate("WarbandTableModel", "{gold} gp").format(gold=record.gold),
                record.record,
            )[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(record, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.COL_CHARACTERS:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _tooltip(self, record: WarbandSummary, column: int) -> str:
        if column == self.COL_NAME:
            player = record.warband.player
            if not player:
                return record.warband.name
            return translate("WarbandTableModel", "{warband}, played by {player}").format(
                warband=record.warband.name, player=player
            )
        if column == self.COL_CHARACTERS:
            return translate(
                "WarbandTableModel", "{able} of its {total} characters are able to play"
            ).format(able=record.able, total=record.total)
        if column == self.COL_POINTS:
            return translate("WarbandTableModel", "{points} points able to play").format(
                points=record.points
            )
        if column == self.COL_GOLD:
            if not record.stash:
                return translate("WarbandTableModel", "{gold} gp unspent").format(gold=record.gold)
            return translate(
                "WarbandTableModel", "{gold} gp unspent; in the stash: {stash}"
            ).format(gold=record.gold, stash=", ".join(record.stash))
        return translate("WarbandTableModel", "Won {won}, drawn {drawn}, lost {lost}").format(
            won=record.won, drawn=record.drawn, lost=record.lost
        )


def _status_badge(record: RosterRow) -> QIcon | None:
    """The badge of his status beside it in the roster table, as his card shows it first:
    dead, retired, or carrying lasting injuries (the Name column warns of a broken rule)."""
    if record.status == DEAD:
        return badge_icon("dead")
    if record.status == RETIRED:
        return badge_icon("retired")
    return badge_icon("injured") if record.injuries else None


def warning_icon() -> QIcon:
    """The style's warning sign, as a roster marks a character who breaks a rule."""
    return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)


class RosterTableModel(RecordTableModel):
    """A warband's roster. Dead characters stay listed, greyed out and struck through; one
    who breaks a rule has a warning sign, and the rules he breaks as the row's tooltip."""

    COL_NAME, COL_PROFILE, COL_STATS, COL_STATUS, COL_GOLD, COL_XP, COL_KIT = range(7)
    headers = (
        QT_TRANSLATE_NOOP("RosterTableModel", "Name"),
        QT_TRANSLATE_NOOP("RosterTableModel", "Profile"),
        QT_TRANSLATE_NOOP("RosterTableModel", "Key stats"),
        QT_TRANSLATE_NOOP("RosterTableModel", "Status"),
        QT_TRANSLATE_NOOP("RosterTableModel", "Gold"),
        QT_TRANSLATE_NOOP("RosterTableModel", "XP"),
        QT_TRANSLATE_NOOP("RosterTableModel", "Kit"),
    )
    header_tips = (
        "",
        "",
        QT_TRANSLATE_NOOP(
            "RosterTableModel",
            "Caliburn's Wrath: points, combat dice, M move, R run, P protection. The Beastrider Wars: M movement, T toughness, A attack dice, D defend dice.",  # noqa: E501
        ),
        "",
        QT_TRANSLATE_NOOP("RosterTableModel", "Gold left unspent"),
        QT_TRANSLATE_NOOP(
            "RosterTableModel", "Experience (K6): XP left to spend; earned and spent on hover"
        ),
    )
    header_context = "RosterTableModel"
    most_first = (COL_XP,)

    def measure_key(self, row: int, column: int) -> tuple[Any, ...]:
        """What a cell's size depends on: its text, its font (the dead's) and its icon (the
        warning sign). ``ui.views.MeasuredTableView`` measures one cell of each."""
        record = self._rows[row]
        icon = column == self.COL_NAME and bool(record.problems or record.unreadable)
        return (self._shown(record, column), record.dead, icon)

    def _shown(self, record: RosterRow, column: int) -> str:
        if record.unreadable:  # his row holds a bad value: his name, and that it is unreadable
            unreadable = translate("Unreadable", UNREADABLE)
            return {self.COL_NAME: record.name, self.COL_STATS: unreadable}.get(column, "")
        if column == self.COL_PROFILE:
            # A hero's profile is his name: said once, and here the word Hero (his whole
            # profile on hover), so the Kit has room.
            if repeats(record.name, record.profile_name, hero=record.hero):
                return translate("RosterTableModel", "Hero") if record.hero else ""
            return record.profile_name
        return (
            record.name,
            "",
            record.stats,
            status_name(record.status),
            "—"
            if record.gold is None
            else translate("RosterTableModel", "{gold} gp").format(gold=record.gold),
            # What he has left to spend, as Gold is (his account on hover): the column
            # stays narrow, and the roster's columns whole at 1280×800 in German too.
            "" if record.xp is None else str(record.xp.left),  # no column with experience off
            record.kit,
        )[column]

    def cell(self, record: RosterRow, column: int, role: int) -> Any:
        if record.unreadable and role == Qt.ItemDataRole.ToolTipRole:
            return unreadable_words(
                translate("RosterTableModel", "This character"), record.unreadable
            )
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_PROFILE:
                value = record.profile_name
            elif role == Qt.ItemDataRole.ToolTipRole and column == self.COL_STATS:
                # Each figure named: the cell's short form is for the eye that knows it.
                value = ", ".join(
                    f"{translate('Roster', label)} {figure}" for label, figure in record.figures
                ) or self._shown(record, column)
            else:
                value = self._shown(record, column)
            if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_KIT and record.kit_rules:
                value = record.kit_rules  # each piece of kit's rule text
            xp = record.xp
            if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_XP and xp is not None:
                value = xp_words(xp)  # earned, spent and left
            if role == Qt.ItemDataRole.ToolTipRole and record.dead:
                return translate(
                    "RosterTableModel", "{value} (dead: kept in the campaign's history)"
                ).format(value=value)
            if role == Qt.ItemDataRole.ToolTipRole and record.problems:
                broken = translate("RosterTableModel", "Breaks the rules:\n{problems}").format(
                    problems="\n".join(record.problems)
                )
                kit_rules = record.kit_rules if column == self.COL_KIT else ""
                return f"{broken}\n\n{kit_rules}" if kit_rules else broken
            return value
        shows_warning = record.problems or record.unreadable
        if role == Qt.ItemDataRole.DecorationRole and column == self.COL_NAME and shows_warning:
            return warning_icon()
        if role == Qt.ItemDataRole.DecorationRole and column == self.COL_STATUS:
            return _status_badge(record)
        if role == Qt.ItemDataRole.ForegroundRole and record.status in (DEAD, RETIRED):
            return QColor("#8a8a8a")
        if role == Qt.ItemDataRole.FontRole and record.dead:
            font = QFont()
            font.setItalic(True)
            font.setStrikeOut(column == self.COL_NAME)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.COL_GOLD, self.COL_XP):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

"""Qt item models, one per entity: COL_* constants, RecordRole for the record, set_rows()."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from models.roster import RosterRow
from models.store.schema import DEAD, RETIRED, Campaign, Warband
from rules.games import GAME_NAMES

RecordRole = Qt.ItemDataRole.UserRole + 1
# Columns sized to their contents look at this many rows, not all of a long table.
RESIZE_PRECISION = 200

Index = QModelIndex | QPersistentModelIndex


def repeats(name: str, profile_name: str, *, hero: bool = False) -> bool:
    """Whether a character's name already says his profile: the same words, or for a named
    hero part of them ("King Arthur", of King Arthur Pendragon). Screens then name him once."""
    name, profile_name = name.casefold().strip(), profile_name.casefold().strip()
    if name == profile_name:
        return True
    return hero and bool(name) and (name in profile_name or profile_name in name)


class RecordTableModel(QAbstractTableModel):
    """A read-only table of records; subclasses say what each column shows."""

    headers: ClassVar[tuple[str, ...]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rows(self) -> list[Any]:
        return list(self._rows)

    def record(self, row: int) -> Any:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.headers)
        ):
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        record = self._rows[index.row()]
        if role == RecordRole:
            return record
        return self.cell(record, index.column(), role)

    def cell(self, record: Any, column: int, role: int) -> Any:
        raise NotImplementedError

    def row_of(self, predicate: Any) -> int:
        for i, record in enumerate(self._rows):
            if predicate(record):
                return i
        return -1


class CampaignListModel(RecordTableModel):
    COL_NAME, COL_GAME = range(2)
    headers = ("Campaign", "Game")

    def cell(self, record: Campaign, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.COL_NAME:
                return record.name
            if column == self.COL_GAME:
                return GAME_NAMES.get(record.game, record.game)
        return None


class WarbandTableModel(RecordTableModel):
    """Warbands of a campaign; records are (Warband, active count, total count)."""

    COL_NAME, COL_PLAYER, COL_CHARACTERS = range(3)
    headers = ("Warband", "Player", "Able to play")

    def cell(self, record: tuple[Warband, int, int], column: int, role: int) -> Any:
        warband, active, total = record
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.COL_NAME:
                return warband.name
            if column == self.COL_PLAYER:
                return warband.player
            if column == self.COL_CHARACTERS:
                if role == Qt.ItemDataRole.ToolTipRole:
                    return f"{active} of its {total} characters are able to play"
                return f"{active} of {total}"
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.COL_CHARACTERS:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class RosterTableModel(RecordTableModel):
    """A warband's roster. Dead characters stay listed, greyed out and struck through."""

    COL_NAME, COL_PROFILE, COL_STATS, COL_STATUS, COL_GOLD, COL_KIT = range(6)
    headers = ("Name", "Profile", "Key stats", "Status", "Gold left", "Kit")

    def cell(self, record: RosterRow, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            # A hero's profile is his name: said once, so the Kit has room.
            said = repeats(record.name, record.profile_name, hero=record.hero)
            profile = "" if said else record.profile_name
            if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_PROFILE:
                profile = record.profile_name
            value = (
                record.name,
                profile,
                record.stats,
                record.status.capitalize(),
                "—" if record.gold is None else f"{record.gold} gp",
                record.kit,
            )[column]
            if role == Qt.ItemDataRole.ToolTipRole and record.dead:
                return f"{value} (dead: kept in the campaign's history)"
            return value
        if role == Qt.ItemDataRole.ForegroundRole and record.status in (DEAD, RETIRED):
            return QColor("#8a8a8a")
        if role == Qt.ItemDataRole.FontRole and record.dead:
            font = QFont()
            font.setItalic(True)
            font.setStrikeOut(column == self.COL_NAME)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.COL_GOLD:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

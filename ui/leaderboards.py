"""The Standings tab's leaderboards of characters: most kills, most games, longest-lived."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.leaderboards import Leader, Leaderboards, leaderboards
from models.store.schema import DEAD, Campaign
from ui.item_models import RecordTableModel
from ui.views import name_for_readers, sortable

BOARDS = (
    ("kills", "Most kills", "Kills", "Enemies killed in recorded games"),
    ("games", "Most games", "Games", "Recorded games played"),
    ("survived", "Longest-lived", "Survived", "Recorded games played and lived through"),
)


class LeaderTableModel(RecordTableModel):
    """One leaderboard; the dead stay on it, in grey italics."""

    COL_RANK, COL_NAME, COL_WARBAND, COL_VALUE = range(4)
    most_first = (COL_VALUE,)

    def __init__(self, value_title: str, value_tip: str, parent: Any = None) -> None:
        super().__init__(parent)
        self._ranks: dict[int, int] = {}
        self.headers = ("#", "Character", "Warband", value_title)
        self.header_tips = ("", "", "", value_tip)

    def set_rows(self, rows: Any) -> None:
        # Equal values share a rank: 1, 2, 2, 4.
        leaders = list(rows)
        self._ranks = {
            id(leader): next(i for i, other in enumerate(leaders) if other.value == leader.value)
            + 1
            for leader in leaders
        }
        super().set_rows(leaders)

    def cell(self, record: Leader, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.COL_NAME:
                dead = " (dead)" if record.status == DEAD else ""
                return record.name + (dead if role == Qt.ItemDataRole.ToolTipRole else "")
            rank = str(self._ranks.get(id(record), ""))
            return (rank, record.name, record.warband, str(record.value))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.COL_RANK, self.COL_VALUE):
            return int(Qt.AlignmentFlag.AlignCenter)
        if record.status == DEAD:
            if role == Qt.ItemDataRole.ForegroundRole:
                return QColor("#8a8a8a")
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setItalic(True)
                return font
        return None


class LeaderboardsView(QWidget):
    """The three boards side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.models: dict[str, LeaderTableModel] = {}
        self.views: dict[str, QTableView] = {}
        self._shown: Leaderboards | None = None  # what the tables show
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for key, title, value_title, tip in BOARDS:
            model = LeaderTableModel(value_title, tip, self)
            view = QTableView()
            view.setObjectName(f"leaderboard_{key}")
            name_for_readers(
                view, title, f"Characters ranked by {tip[0].lower()}{tip[1:]}, best first."
            )
            view.setModel(model)
            view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            view.verticalHeader().hide()
            sortable(view)
            header = view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(LeaderTableModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
            box = QGroupBox(title)
            box_layout = QVBoxLayout(box)
            box_layout.addWidget(view)
            layout.addWidget(box)
            self.models[key] = model
            self.views[key] = view

    def show_campaign(self, campaign: Campaign | None) -> None:
        boards = leaderboards(campaign) if campaign is not None else None
        if boards is not None and boards == self._shown:
            return  # nothing recorded since: the tables stay, sorted as the user sorted them
        self._shown = boards
        for key, *_rest in BOARDS:
            self.models[key].set_rows(list(getattr(boards, key)) if boards else [])

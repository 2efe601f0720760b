"""The Standings tab's leaderboards of characters: most kills, most games, longest-lived, and
most XP where the campaign has experience (K6)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.leaderboards import Leader, Leaderboards, leaderboards
from models.store.schema import DEAD, Campaign
from ui.item_models import RecordTableModel
from ui.views import fit_rows_to_text, name_for_readers, sortable

# Each board: its key, title, value's column title and what the value counts, and what a
# screen reader says of it; the texts shown as translate("Leaderboards", text).
BOARDS = (
    (
        "kills",
        QT_TRANSLATE_NOOP("Leaderboards", "Most kills"),
        QT_TRANSLATE_NOOP("Leaderboards", "Kills"),
        QT_TRANSLATE_NOOP("Leaderboards", "Enemies killed in recorded games"),
        QT_TRANSLATE_NOOP(
            "Leaderboards", "Characters ranked by enemies killed in recorded games, best first."
        ),
    ),
    (
        "games",
        QT_TRANSLATE_NOOP("Leaderboards", "Most games"),
        QT_TRANSLATE_NOOP("Leaderboards", "Games"),
        QT_TRANSLATE_NOOP("Leaderboards", "Recorded games played"),
        QT_TRANSLATE_NOOP(
            "Leaderboards", "Characters ranked by recorded games played, best first."
        ),
    ),
    (
        "survived",
        QT_TRANSLATE_NOOP("Leaderboards", "Longest-lived"),
        QT_TRANSLATE_NOOP("Leaderboards", "Survived"),
        QT_TRANSLATE_NOOP("Leaderboards", "Recorded games played and lived through"),
        QT_TRANSLATE_NOOP(
            "Leaderboards",
            "Characters ranked by recorded games played and lived through, best first.",
        ),
    ),
    (  # shown only in a campaign with experience on (K6)
        "xp",
        QT_TRANSLATE_NOOP("Leaderboards", "Most XP"),
        QT_TRANSLATE_NOOP("Leaderboards", "XP"),
        QT_TRANSLATE_NOOP("Leaderboards", "Experience earned in recorded games (K6)"),
        QT_TRANSLATE_NOOP("Leaderboards", "Characters ranked by experience earned, best first."),
    ),
)


class LeaderTableModel(RecordTableModel):
    """One leaderboard; the dead stay on it, in grey italics."""

    COL_RANK, COL_NAME, COL_WARBAND, COL_VALUE = range(4)
    most_first = (COL_VALUE,)

    def __init__(self, value_title: str, value_tip: str, parent: Any = None) -> None:
        super().__init__(parent)
        self._ranks: dict[int, int] = {}
        self.headers = (
            "#",
            translate("Leaderboards", "Character"),
            translate("Leaderboards", "Warband"),
            value_title,
        )
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
                if role == Qt.ItemDataRole.ToolTipRole and record.status == DEAD:
                    return translate("Leaderboards", "{name} (dead)").format(name=record.name)
                return record.name
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
    """The boards side by side; most XP only in a campaign with experience on (K6)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.models: dict[str, LeaderTableModel] = {}
        self.views: dict[str, QTableView] = {}
        self.boxes: dict[str, QGroupBox] = {}
        self._shown: Leaderboards | None = None  # what the tables show
        layout = self.grid = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for key, title_text, value_title, tip, description in BOARDS:
            title = translate("Leaderboards", title_text)
            model = LeaderTableModel(
                translate("Leaderboards", value_title), translate("Leaderboards", tip), self
            )
            view = QTableView()
            view.setObjectName(f"leaderboard_{key}")
            name_for_readers(view, title, translate("Leaderboards", description))
            view.setModel(model)
            view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            view.verticalHeader().hide()
            sortable(view)
            # The character's and the warband's names share the room left and wrap where the
            # board is narrow (a scaled screen, a longer language): neither is cut to a letter
            # or two, and the figure stays in view.
            header = view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            for column in (LeaderTableModel.COL_NAME, LeaderTableModel.COL_WARBAND):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            fit_rows_to_text(view)
            box = QGroupBox(title)
            box_layout = QVBoxLayout(box)
            box_layout.addWidget(view)
            layout.addWidget(box, 0, len(self.boxes))
            self.models[key] = model
            self.views[key] = view
            self.boxes[key] = box
        self.boxes["xp"].setVisible(False)

    def show_campaign(self, campaign: Campaign | None) -> None:
        boards = leaderboards(campaign) if campaign is not None else None
        if boards is not None and boards == self._shown:
            return  # nothing recorded since: the tables stay, sorted as the user sorted them
        self._shown = boards
        for key, *_rest in BOARDS:
            rows = list(getattr(boards, key) or ()) if boards else []
            if rows != self.models[key].given_rows():  # a board as it was stays, as sorted
                self.models[key].set_rows(rows)
        # Most XP only where there is experience (K6); then the four boards two by two, so
        # that each keeps the width of its names.
        xp = boards is not None and boards.xp is not None
        for index, key in enumerate(self.boxes):
            row, column = divmod(index, 2) if xp else (0, index)
            self.grid.addWidget(self.boxes[key], row, column)
        for column in range(4):
            self.grid.setColumnStretch(column, 1 if column < (2 if xp else 3) else 0)
        self.boxes["xp"].setVisible(xp)

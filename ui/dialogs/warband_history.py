"""A warband's history: its own entries and its characters', with its record on top."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.history import warband_history
from models.standings import standings
from models.store.schema import Warband
from ui.character_panel import HistoryTableModel
from ui.common import MusterDialog
from ui.item_models import RESIZE_PRECISION
from ui.views import fit_rows_to_text, keyboard_friendly


class WarbandHistoryDialog(MusterDialog):
    default_size = (760, 560)

    def __init__(self, parent: QWidget | None, *, warband: Warband) -> None:
        super().__init__(parent, "WarbandHistoryDialog", f"History — {warband.name}")
        row = next((s for s in standings(warband.campaign) if s.warband_id == warband.id), None)
        self.summary = QLabel(
            f"Games {row.played} · Won {row.won} · Drawn {row.drawn} · Lost {row.lost} · "
            f"Kills {row.kills} · Fallen {row.losses}"
            if row
            else ""
        )
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)
        self.model = HistoryTableModel(self, with_character=True)
        self.model.set_rows(list(reversed(warband_history(warband))))
        view = QTableView()
        view.setModel(self.model)
        view.verticalHeader().hide()
        view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        keyboard_friendly(view)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        header.setStretchLastSection(True)
        fit_rows_to_text(view)
        self.view = view
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(view, 1)
        layout.addWidget(buttons)

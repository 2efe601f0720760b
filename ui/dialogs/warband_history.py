"""A warband's history: its own entries and its characters', with its record on top."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from i18n import translate
from models.history import warband_history
from models.standings import standings
from models.store.schema import Warband
from ui.common import MusterDialog
from ui.history_table import HistoryTableModel, history_view
from ui.views import name_for_readers


class WarbandHistoryDialog(MusterDialog):
    default_size = (760, 560)

    def __init__(self, parent: QWidget | None, *, warband: Warband) -> None:
        super().__init__(
            parent,
            "WarbandHistoryDialog",
            translate("WarbandHistoryDialog", "History — {warband}").format(warband=warband.name),
        )
        row = next((s for s in standings(warband.campaign) if s.warband_id == warband.id), None)
        self.summary = QLabel(
            translate(
                "WarbandHistoryDialog",
                "Games {played} · Won {won} · Drawn {drawn} · Lost {lost} · Kills {kills} · Fallen {fallen}",  # noqa: E501
            ).format(
                played=row.played,
                won=row.won,
                drawn=row.drawn,
                lost=row.lost,
                kills=row.kills,
                fallen=row.losses,
            )
            if row
            else ""
        )
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)
        self.model = HistoryTableModel(self, with_character=True)
        self.model.set_rows(list(reversed(warband_history(warband))))
        view = history_view(self.model)
        name_for_readers(
            view,
            translate("WarbandHistoryDialog", "Warband's history"),
            translate(
                "WarbandHistoryDialog",
                "What happened to the warband and its characters, newest first; corrected entries are struck through.",  # noqa: E501
            ),
        )
        self.view = view
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(view, 1)
        layout.addWidget(buttons)

"""The Odds helper: exact chances from the rules, for the campaign's own characters.

The Beastrider Wars: the chance that one attack wounds (B1-B4). Caliburn's Wrath: the chance to
win a melee (C1) and what the blow does (C2-C5). Every figure is a ``Fraction`` from rules/,
shown as a percentage with the exact fraction in its tooltip; any change recomputes at once.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox, QVBoxLayout, QWidget

from i18n import translate
from models.campaigns import rules_of
from models.store.schema import Campaign
from rules.games import BEASTRIDER
from ui.common import MusterDialog, scrolling
from ui.odds.beastrider import BeastriderOddsPanel
from ui.odds.caliburn import CaliburnOddsPanel
from ui.undo import Editor

__all__ = ["OddsDialog"]


class OddsDialog(MusterDialog):
    """A calculator on the rules API for the campaign's game; non-modal.

    ``panel`` is the game's calculator. With an ``editor``, the dialog re-reads the campaign's
    characters after every change, so a warrior killed or re-equipped meanwhile shows as he is.
    """

    default_size = (1000, 700)
    game_sizes: ClassVar[dict[str, tuple[int, int]]] = {BEASTRIDER: (1060, 620)}

    def __init__(
        self, parent: QWidget | None, *, campaign: Campaign, editor: Editor | None = None
    ) -> None:
        rules = rules_of(campaign)
        # Each game's calculator has its own size, so each keeps its own geometry.
        name = f"OddsDialog_{rules.id}"
        stored = QSettings().contains(f"dialogs/{name}")
        super().__init__(
            parent,
            name,
            translate("OddsDialog", "Odds helper — {campaign}").format(campaign=campaign.name),
        )
        if not stored:
            self.resize(*self.game_sizes.get(rules.id, self.default_size))
        self.setModal(False)
        self.campaign_id = campaign.id
        panel_class = BeastriderOddsPanel if rules.id == BEASTRIDER else CaliburnOddsPanel
        self.panel: BeastriderOddsPanel | CaliburnOddsPanel = panel_class(campaign, self)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(self.panel), 1)
        layout.addWidget(buttons)
        if editor is not None:
            editor.changed.connect(self.reload)

    def reload(self) -> None:
        """Read the campaign again (its characters, kit and house rules may have changed)."""
        campaign = Campaign.get_or_none(Campaign.id == self.campaign_id)
        if campaign is None:
            self.close()
            return
        self.panel.reload(campaign)

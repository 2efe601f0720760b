"""New campaign: a name and which of the two games it plays."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from i18n import translate
from models.campaigns import create_campaign
from models.store.schema import Campaign
from rules.games import GAME_IDS, GAME_NAMES
from ui.dialogs.form import FormDialog
from ui.undo import Editor


class NewCampaignDialog(FormDialog):
    fits_contents = 460  # a few fields: no bigger than they need

    def __init__(self, parent: QWidget | None, editor: Editor) -> None:
        super().__init__(
            parent, editor, "NewCampaignDialog", translate("NewCampaignDialog", "New campaign")
        )
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(
            translate("NewCampaignDialog", "e.g. The Winter of Swords")
        )
        self.game_combo = QComboBox()
        for game_id in GAME_IDS:
            self.game_combo.addItem(GAME_NAMES[game_id], game_id)
        self.form.addRow(translate("NewCampaignDialog", "&Name:"), self.name_edit)
        self.form.addRow(translate("NewCampaignDialog", "&Game:"), self.game_combo)

    def submit(self) -> Campaign:
        """Create the campaign; its own history begins with its creation."""
        campaign, changes = self.editor.record(
            create_campaign, name=self.name_edit.text(), game=self.game_combo.currentData()
        )
        self.editor.push_recorded(
            translate("NewCampaignDialog", "new campaign “{name}”").format(name=campaign.name),
            changes,
            starts_campaign=campaign.id,
        )
        return campaign

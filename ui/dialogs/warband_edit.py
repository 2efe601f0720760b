"""New or edited warband: name, player and notes."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QWidget

from models.campaigns import create_warband, edit_warband
from models.store.schema import Campaign, Warband
from ui.dialogs.form import FormDialog
from ui.undo import Editor


class WarbandDialog(FormDialog):
    default_size = (480, 320)

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        campaign: Campaign,
        warband: Warband | None = None,
    ) -> None:
        title = "New warband" if warband is None else f"Edit {warband.name}"
        super().__init__(parent, editor, "WarbandDialog", title)
        self.campaign = campaign
        self.warband = warband
        self.name_edit = QLineEdit(warband.name if warband else "")
        self.player_edit = QLineEdit(warband.player if warband else "")
        self.notes_edit = QPlainTextEdit(warband.notes if warband else "")
        self.notes_edit.setTabChangesFocus(True)
        self.form.addRow("&Name:", self.name_edit)
        self.form.addRow("&Player:", self.player_edit)
        self.form.addRow("N&otes:", self.notes_edit)

    def submit(self) -> Warband:
        if self.warband is None:
            return self.editor.run(
                lambda warband: f"new warband “{warband.name}”",
                create_warband,
                campaign=self.campaign,
                name=self.name_edit.text(),
                player=self.player_edit.text(),
                notes=self.notes_edit.toPlainText(),
            )
        self.editor.run(
            f"edit warband “{self.warband.name}”",
            edit_warband,
            warband=self.warband,
            name=self.name_edit.text(),
            player=self.player_edit.text(),
            notes=self.notes_edit.toPlainText(),
        )
        return self.warband

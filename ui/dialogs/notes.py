"""A character's notes, printed on his roster line."""

from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit, QWidget

from i18n import translate
from models.characters import set_character_notes
from models.errors import ChangedElsewhereError
from models.store.schema import Character
from ui.dialogs.form import FormDialog
from ui.live import ChangedBanner, rows_as_data
from ui.undo import Editor


class NotesDialog(FormDialog):
    default_size = (480, 300)

    def __init__(self, parent: QWidget | None, editor: Editor, *, character: Character) -> None:
        super().__init__(
            parent,
            editor,
            "NotesDialog",
            translate("NotesDialog", "Notes — {character}").format(character=character.name),
        )
        self.character = character
        self.notes_edit = QPlainTextEdit(character.notes)
        self.notes_edit.setTabChangesFocus(True)
        self.form.addRow(translate("NotesDialog", "N&otes:"), self.notes_edit)
        # Another player changing his notes meanwhile (live, on a club server).
        self.changed_banner = ChangedBanner(
            editor,
            {"character"},
            translate("NotesDialog", "What you typed is kept; OK first tells you."),
            state=lambda: rows_as_data(
                Character.select(Character.id, Character.notes).where(Character.id == character.id)
            ),
        )
        self.outer_layout.insertWidget(0, self.changed_banner)

    def submit(self) -> None:
        stale = self.changed_banner.refuse_stale_save(self.character.name)
        if stale:
            self.editor.changed_elsewhere()
            raise ChangedElsewhereError(stale)
        self.editor.run(
            translate("NotesDialog", "edit the notes of {character}").format(
                character=self.character.name
            ),
            set_character_notes,
            character=self.character,
            notes=self.notes_edit.toPlainText(),
        )

"""A form dialog that runs one operation on OK and shows a refusal inline, staying open."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QVBoxLayout, QWidget

from models.errors import MusterError
from ui.common import MusterDialog, message_label, set_message
from ui.undo import Editor


class FormDialog(MusterDialog):
    """Subclasses add rows to ``self.form`` and implement :meth:`submit`."""

    default_size = (460, 220)

    def __init__(self, parent: QWidget | None, editor: Editor, name: str, title: str) -> None:
        super().__init__(parent, name, title)
        self.editor = editor
        self.result_value: Any = None
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.message = message_label()
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    @property
    def ok_button(self) -> Any:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def submit(self) -> Any:
        """Run the operation; raise MusterError to refuse."""
        raise NotImplementedError

    def accept(self) -> None:
        try:
            self.result_value = self.submit()
        except MusterError as exc:
            set_message(self.message, str(exc))
            return
        set_message(self.message, "")
        super().accept()

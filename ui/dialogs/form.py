"""A form dialog that runs one operation on OK and shows a refusal inline, staying open."""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QVBoxLayout, QWidget

from models.errors import MusterError
from ui.common import MusterDialog, message_label, on_edit, set_message
from ui.undo import Editor


class FormDialog(MusterDialog):
    """Subclasses add rows to ``self.form`` and implement :meth:`submit`.

    The dialog opens with the keyboard in its first field; Tab goes through the fields top to
    bottom, then OK and Cancel. A refusal shown under the form goes once a field is edited.
    """

    default_size = (460, 220)

    def __init__(self, parent: QWidget | None, editor: Editor, name: str, title: str) -> None:
        super().__init__(parent, name, title)
        self.editor = editor
        self.result_value: Any = None
        self._refusal = ""  # the refusal on show, until the user edits a field
        self._arranged = False
        layout = QVBoxLayout(self)
        self.outer_layout = layout  # the form, its message and its buttons, top to bottom
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

    def fields(self) -> list[QWidget]:
        """The form's fields that take the keyboard, top to bottom."""
        found = []
        for row in range(self.form.rowCount()):
            for role in (QFormLayout.ItemRole.FieldRole, QFormLayout.ItemRole.SpanningRole):
                item = self.form.itemAt(row, role)
                widget = item.widget() if item is not None else None
                if widget is not None and widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
                    found.append(widget)
        return found

    def showEvent(self, event: QShowEvent) -> None:
        # The subclass has added its fields by now: the buttons were made before them, and
        # would otherwise come first for the keyboard (typing a name's space pressed OK).
        if not self._arranged:
            self._arranged = True
            fields = self.fields()
            cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
            chain = [*fields, self.ok_button, cancel]
            for before, after in itertools.pairwise(chain):
                QWidget.setTabOrder(before, after)
            first = next((field for field in fields if field.isEnabled()), None)
            if first is not None:
                first.setFocus(Qt.FocusReason.OtherFocusReason)
            for field in fields:
                on_edit(field, self._edited)
        super().showEvent(event)

    def _edited(self) -> None:
        if self._refusal and self.message.text() == self._refusal:
            set_message(self.message, "")
        self._refusal = ""

    def submit(self) -> Any:
        """Run the operation; raise MusterError to refuse."""
        raise NotImplementedError

    def accept(self) -> None:
        try:
            self.result_value = self.submit()
        except MusterError as exc:
            self._refusal = str(exc)
            set_message(self.message, self._refusal)
            return
        set_message(self.message, "")
        super().accept()

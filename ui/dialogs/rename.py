"""Rename something: one line, validated by the operation that renames it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QLineEdit, QWidget

from ui.dialogs.form import FormDialog
from ui.undo import Editor


class RenameDialog(FormDialog):
    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        title: str,
        current: str,
        operation: Callable[..., Any],
        target: dict[str, Any],
    ) -> None:
        super().__init__(parent, editor, "RenameDialog", title)
        self._current = current
        self._operation = operation
        self._target = target
        self.name_edit = QLineEdit(current)
        self.name_edit.selectAll()
        self.form.addRow("&Name:", self.name_edit)

    def submit(self) -> Any:
        return self.editor.run(
            lambda _result: f"rename “{self._current}” to “{self.name_edit.text().strip()}”",
            self._operation,
            name=self.name_edit.text(),
            **self._target,
        )

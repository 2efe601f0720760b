"""Rename something: one line, validated by the operation that renames it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import peewee as pw
from PySide6.QtWidgets import QLineEdit, QWidget

from i18n import translate
from models.errors import ChangedElsewhereError
from ui.dialogs.form import FormDialog
from ui.live import ChangedBanner, rows_as_data
from ui.undo import Editor


class RenameDialog(FormDialog):
    fits_contents = 420  # one line to type: no bigger than it needs

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        title: str,
        current: str,
        operation: Callable[..., Any],
        target: dict[str, Any],
        watch: tuple[pw.Model, str] | None = None,
    ) -> None:
        """``watch``: the renamed row and its name's column, so another player's change to it
        meanwhile (live, on a club server) is said, and saving over it refused once."""
        super().__init__(parent, editor, "RenameDialog", title)
        self._current = current
        self._operation = operation
        self._target = target
        self.name_edit = QLineEdit(current)
        self.name_edit.selectAll()
        self.form.addRow(translate("RenameDialog", "&Name:"), self.name_edit)
        self.changed_banner: ChangedBanner | None = None
        if watch is not None:
            row, column = watch
            model = type(row)
            query = model.select(model._meta.primary_key, getattr(model, column))
            self.changed_banner = ChangedBanner(
                editor,
                {model._meta.table_name},
                translate("RenameDialog", "What you typed is kept; OK first tells you."),
                state=lambda: rows_as_data(query.where(model._meta.primary_key == row.get_id())),
            )
            self.outer_layout.insertWidget(0, self.changed_banner)

    def submit(self) -> Any:
        stale = self.changed_banner and self.changed_banner.refuse_stale_save(self._current)
        if stale:
            self.editor.changed_elsewhere()
            raise ChangedElsewhereError(stale)
        return self.editor.run(
            lambda _result: translate("RenameDialog", "rename “{old}” to “{new}”").format(
                old=self._current, new=self.name_edit.text().strip()
            ),
            self._operation,
            name=self.name_edit.text(),
            **self._target,
        )

"""Undo and redo: one thin QUndoCommand around a recorded change set (models.changes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from models.changes import ChangeSet, recording
from models.errors import MusterError

T = TypeVar("T")


class ChangeCommand(QUndoCommand):
    """An action already applied once; undo applies its inverse, redo applies it again."""

    def __init__(self, text: str, forward: ChangeSet, editor: Editor) -> None:
        super().__init__(text)
        self._forward = forward
        self._backward = forward.inverse()
        self._editor = editor
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self._forward)

    def undo(self) -> None:
        self._run(self._backward)

    def _run(self, changes: ChangeSet) -> None:
        try:
            changes.apply()
        except MusterError as exc:
            self.setObsolete(True)
            self._editor.failed.emit(str(exc))
        self._editor.changed.emit()


class Editor(QObject):
    """Runs models/ operations for the UI: records them for undo and reports the outcome.

    ``changed`` fires after any write (do, undo, redo) so views re-read; ``failed`` carries a
    message the user can read when an operation was refused.
    """

    changed = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack = QUndoStack(self)

    def undo_actions(self, owner: QWidget) -> tuple[QAction, QAction]:
        """Undo and redo actions on ``owner`` with the usual shortcuts (Ctrl+Z, Ctrl+Shift+Z)."""
        undo = self.stack.createUndoAction(owner, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.stack.createRedoAction(owner, "&Redo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
        owner.addActions([undo, redo])
        return undo, redo

    def run(self, text: str, operation: Callable[..., T], /, **kwargs: Any) -> T:
        """Run ``operation(**kwargs)``; on success push it on the undo stack.

        A refused operation raises :class:`MusterError` to the caller (nothing was written);
        callers that show the reason inline catch it, others use :meth:`attempt`.
        """
        with recording() as changes:
            result = operation(**kwargs)
        self.push_recorded(text, changes)
        return result

    def push_recorded(self, text: str, changes: ChangeSet) -> None:
        """Put changes already written (by :meth:`run`, or by work off the UI thread) on the
        undo stack, and tell the views."""
        if changes:
            self.stack.push(ChangeCommand(text, changes, self))
            self.changed.emit()

    def attempt(self, text: str, operation: Callable[..., T], /, **kwargs: Any) -> T | None:
        """Like :meth:`run`, but a refusal is reported through ``failed`` and gives None."""
        try:
            return self.run(text, operation, **kwargs)
        except MusterError as exc:
            self.failed.emit(str(exc))
            return None

"""Undo and redo: each campaign's own history of recorded change sets (models.changes).

A change an operation wrote is a :class:`ChangeCommand` (one thin ``QUndoCommand`` around a
``ChangeSet``) on the ``QUndoStack`` of its campaign. The :class:`Editor` keeps one stack per
campaign in a ``QUndoGroup`` and makes the stack of the campaign on show the active one, so the
window's Undo and Redo never reach into another campaign. A dialog's own Undo and Redo
(:class:`DialogHistory`) reach only the changes made in that dialog.

Every command's text names what it undoes, in a few lowercase words in the user's language
("buy Helmet for Sir Kai"); the actions show it as "Undo: buy Helmet for Sir Kai".
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QPushButton, QWidget

from i18n import translate
from models.changed import Changed
from models.changes import ChangeConflict, ChangeSet, recording
from models.errors import ChangedElsewhereError, MusterError
from ui.text import no_mnemonic, tip

T = TypeVar("T")
Label = str | Callable[[Any], str]  # an undo text, or one made from the operation's result

# Beside each platform's own keys, these work everywhere: Ctrl+Shift+Z is the Linux and macOS
# habit, Ctrl+Y the Windows one.
UNDO_KEYS = ("Ctrl+Z",)
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


def unique_keys(platform: Sequence[QKeySequence], extra: Sequence[str]) -> list[QKeySequence]:
    """The platform's keys for an action, then ``extra``, each once.

    A key given to one action twice is two shortcuts for Qt, which then refuses both as an
    "Ambiguous shortcut overload": on Linux the standard Redo keys already hold Ctrl+Shift+Z.
    """
    keys: list[QKeySequence] = []
    for key in [*platform, *(QKeySequence(text) for text in extra)]:
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


def undo_keys() -> list[QKeySequence]:
    """Every key that undoes on this platform."""
    return unique_keys(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo), UNDO_KEYS)


def redo_keys() -> list[QKeySequence]:
    """Every key that redoes on this platform, Ctrl+Shift+Z and Ctrl+Y included."""
    return unique_keys(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo), REDO_KEYS)


class ChangeCommand(QUndoCommand):
    """An action already applied once; undo applies its inverse, redo applies it again.

    ``origin`` is the dialog history that made it, if a dialog did.
    """

    def __init__(
        self, text: str, forward: ChangeSet, editor: Editor, origin: object = None
    ) -> None:
        super().__init__(text)
        self.origin = origin
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
        # A change set that no longer fits the rows (ChangeConflict: another player changed
        # them) is refused whole: nothing is written, the command leaves the history (it could
        # never apply again; the steps before it stay), the user reads why in one message,
        # and every screen reads the rows again.
        try:
            changes.apply()
        except MusterError as exc:
            self.setObsolete(True)
            self._editor.failed.emit(str(exc))
            if isinstance(exc, ChangeConflict):
                self._editor.changed_elsewhere(exc)
                return
        # What it wrote (or, refused, the rows it concerns, as they are now).
        self._editor.changed.emit(changes.changed())


UNDO, REDO = "undo", "redo"


def _word(kind: str) -> str:
    """ "Undo" or "Redo", in the user's language."""
    return translate("Editor", "Undo") if kind == UNDO else translate("Editor", "Redo")


def _action(owner: QWidget, kind: str, keys: list[QKeySequence]) -> QAction:
    """An Undo or Redo action (``kind``): "&Undo: <what>" in menus, a steady "Undo" on
    buttons."""
    text = translate("Editor", "&Undo") if kind == UNDO else translate("Editor", "&Redo")
    action = QAction(text, owner)
    action.setIconText(_word(kind))
    action.setShortcuts(keys)
    action.setEnabled(False)
    owner.addAction(action)
    return action


def history_button(action: QAction) -> QPushButton:
    """A button for an Undo or Redo action: its word never changes (the button keeps its
    width); what it would undo is its tooltip."""
    button = QPushButton(action.iconText())
    button.clicked.connect(action.trigger)

    def follow() -> None:
        button.setEnabled(action.isEnabled())
        button.setToolTip(action.toolTip())

    action.changed.connect(follow)
    follow()
    return button


def _show(action: QAction, kind: str, text: str, enabled: bool) -> None:
    word = _word(kind)
    if enabled and text:
        if kind == UNDO:
            label = translate("Editor", "Undo: {what}").format(what=text)
        else:
            label = translate("Editor", "Redo: {what}").format(what=text)
    else:
        label = word
    action.setText("&" + no_mnemonic(label))  # what it undoes may name a warrior
    # Disabled, it says why: there is nothing here to take back (or to do again).
    if kind == UNDO:
        why = translate("Editor", "Nothing to undo yet")
    else:
        why = translate("Editor", "Nothing undone to redo")
    action.setToolTip(tip(label) if enabled else why)
    action.setStatusTip(label if enabled and text else "")
    action.setEnabled(enabled)


class Editor(QObject):
    """Runs models/ operations for the UI: records them for undo and reports the outcome.

    ``changed`` fires after any write (do, undo, redo) with what it wrote (a
    :class:`~models.changed.Changed`), so the views that show it re-read; ``failed`` carries a
    message the user can read when an operation was refused. ``others_changed`` carries the
    tables another player's Muster wrote (live updates from a club server, ``ui/live.py``, or
    an operation refused because of such a change: :meth:`changed_elsewhere`): the window
    re-reads, open dialogs say so; nothing goes on a history, as undo takes back only this
    Muster's own changes.

    Each campaign has its own history (a ``QUndoStack``, created when first shown); the window
    says which campaign is on show with :meth:`show_campaign`. The history of "no campaign"
    (``None``) is the welcome page's: it holds the deletion of the last campaign.
    """

    changed = Signal(Changed)
    failed = Signal(str)
    others_changed = Signal(frozenset)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.group = QUndoGroup(self)
        self._stacks: dict[int | None, QUndoStack] = {}
        self._campaign_id: int | None = None
        self.show_campaign(None)

    # --- the histories ------------------------------------------------------------------

    @property
    def campaign_id(self) -> int | None:
        """The campaign whose history Undo and Redo act on."""
        return self._campaign_id

    @property
    def stack(self) -> QUndoStack:
        """The history of the campaign on show."""
        return self.stack_of(self._campaign_id)

    def stack_of(self, campaign_id: int | None) -> QUndoStack:
        """The history of one campaign, empty when it has none yet."""
        stack = self._stacks.get(campaign_id)
        if stack is None:
            stack = QUndoStack(self)
            self.group.addStack(stack)
            self._stacks[campaign_id] = stack
        return stack

    def show_campaign(self, campaign_id: int | None) -> None:
        """Make the history of ``campaign_id`` the one Undo and Redo act on."""
        self._campaign_id = campaign_id
        self.group.setActiveStack(self.stack_of(campaign_id))

    def forget(self, campaign_id: int | None) -> None:
        """Drop a campaign's history: the campaign is gone (deleted, or its creation undone),
        and a campaign made later may reuse its id."""
        stack = self._stacks.pop(campaign_id, None)
        if stack is None:
            return
        self.group.removeStack(stack)
        stack.deleteLater()  # it may be the stack whose undo() is running now
        if campaign_id == self._campaign_id:
            self.show_campaign(None)

    def keep_only(self, campaign_ids: Collection[int]) -> None:
        """Drop the histories of campaigns that no longer exist."""
        for campaign_id in [key for key in self._stacks if key is not None]:
            if campaign_id not in campaign_ids:
                self.forget(campaign_id)

    def clear(self) -> None:
        """Drop every history: the database was replaced (a backup restored)."""
        for campaign_id in list(self._stacks):
            self.forget(campaign_id)
        self.show_campaign(None)

    def undo_actions(self, owner: QWidget) -> tuple[QAction, QAction]:
        """The window's Undo and Redo: they act on the history of the campaign on show."""
        undo = _action(owner, UNDO, undo_keys())
        redo = _action(owner, REDO, redo_keys())
        undo.triggered.connect(self.group.undo)
        redo.triggered.connect(self.group.redo)

        def update(*_args: object) -> None:
            _show(undo, UNDO, self.group.undoText(), self.group.canUndo())
            _show(redo, REDO, self.group.redoText(), self.group.canRedo())

        for signal in (
            self.group.activeStackChanged,
            self.group.canUndoChanged,
            self.group.canRedoChanged,
            self.group.undoTextChanged,
            self.group.redoTextChanged,
        ):
            signal.connect(update)
        update()
        return undo, redo

    def dialog_history(self, owner: QWidget) -> DialogHistory:
        """Undo and Redo for a dialog on the campaign on show, reaching only its own changes."""
        return DialogHistory(self, owner)

    def changed_elsewhere(self, exc: BaseException | None = None) -> None:
        """An operation was refused because another player changed its rows
        (``ChangedElsewhereError``, ``ChangeConflict``): every screen reads them again.
        Any other refusal (``exc`` of another kind) changes nothing on screen."""
        if exc is None or isinstance(exc, ChangedElsewhereError | ChangeConflict):
            self.others_changed.emit(frozenset({"*"}))

    # --- running operations -------------------------------------------------------------

    def record(self, operation: Callable[..., T], /, **kwargs: Any) -> tuple[T, ChangeSet]:
        """Run ``operation(**kwargs)`` and return its result with the rows it wrote, without
        putting them on a history yet. A refusal raises :class:`MusterError`."""
        with recording() as changes:
            result = operation(**kwargs)
        return result, changes

    def run(self, text: Label, operation: Callable[..., T], /, **kwargs: Any) -> T:
        """Run ``operation(**kwargs)``; on success put it on the history of the campaign on
        show. ``text`` names the change (in the user's language: the Undo menu shows it), or
        makes its name from the operation's result.

        A refused operation raises :class:`MusterError` to the caller (nothing was written);
        callers that show the reason inline catch it, others use :meth:`attempt`.
        """
        result, changes = self.record(operation, **kwargs)
        self.push_recorded(text(result) if callable(text) else text, changes)
        return result

    def push_recorded(
        self,
        text: str,
        changes: ChangeSet,
        *,
        stack: QUndoStack | None = None,
        starts_campaign: int | None = None,
        origin: object = None,
    ) -> None:
        """Put changes already written (by :meth:`run`, or by work off the UI thread) on a
        history, and tell the views.

        By default the history is the campaign on show's; ``starts_campaign`` is a campaign
        these changes created (new, imported, the demo), whose history begins with them;
        ``stack`` is a history a dialog holds. ``origin`` is the dialog history pushing.
        """
        if not changes:
            return
        if starts_campaign is not None:
            self.forget(starts_campaign)  # a new campaign may reuse a deleted one's id
            stack = self.stack_of(starts_campaign)
        (stack or self.stack).push(ChangeCommand(text, changes, self, origin))
        self.changed.emit(changes.changed())

    def attempt(self, text: Label, operation: Callable[..., T], /, **kwargs: Any) -> T | None:
        """Like :meth:`run`, but a refusal is reported through ``failed`` and gives None."""
        try:
            return self.run(text, operation, **kwargs)
        except MusterError as exc:
            self.failed.emit(str(exc))
            return None


class DialogHistory(QObject):
    """The changes one dialog made, on its campaign's history.

    The dialog's Undo and Redo act on the history it opened on, and only while the change
    they would undo or redo is one this dialog made: the purchases of a shop, never the rename
    made before it opened. Changes go on the history through :meth:`run`.
    """

    def __init__(self, editor: Editor, owner: QWidget) -> None:
        super().__init__(owner)
        self.editor = editor
        self.stack = editor.stack
        self.undo_action = _action(owner, UNDO, undo_keys())
        self.redo_action = _action(owner, REDO, redo_keys())
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        self.stack.indexChanged.connect(self._update)
        self._update()

    def run(self, text: Label, operation: Callable[..., T], /, **kwargs: Any) -> T:
        """Like :meth:`Editor.run`, on this dialog's history and marked as its own."""
        result, changes = self.editor.record(operation, **kwargs)
        label = text(result) if callable(text) else text
        self.editor.push_recorded(label, changes, stack=self.stack, origin=self)
        return result

    def _ours(self, index: int) -> bool:
        if not 0 <= index < self.stack.count():
            return False
        return getattr(self.stack.command(index), "origin", None) is self

    def can_undo(self) -> bool:
        return self._ours(self.stack.index() - 1)

    def can_redo(self) -> bool:
        return self._ours(self.stack.index())

    def undo(self) -> None:
        if self.can_undo():
            self.stack.undo()

    def redo(self) -> None:
        if self.can_redo():
            self.stack.redo()

    def _update(self, *_args: object) -> None:
        if not shiboken6.isValid(self.stack):  # its window is being deleted, the dialog with it
            return
        _show(self.undo_action, UNDO, self.stack.undoText(), self.can_undo())
        _show(self.redo_action, REDO, self.stack.redoText(), self.can_redo())

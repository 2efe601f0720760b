"""Live updates from a club server: what other players commit, on this screen within a moment.

A :class:`ListenerThread` waits on ``models.store.notify.ChangeListener`` (a connection of its
own, ``LISTEN``) and hands each batch of :class:`~models.store.notify.Change`\\ s to the UI
thread through a queued signal. :class:`LiveUpdates`, on the UI thread, drops the changes this
Muster made itself (their ``pid`` is its own connection's: it refreshes after its own edits
anyway), gathers a burst of the others into one (a short timer), and says which tables they
wrote (``changed``). The window re-reads what it shows, keeping selections and typed input;
open dialogs and trackers hear it through ``Editor.others_changed`` (``ui/undo.py``).

A lost connection to the server is no traceback: ``lost`` carries the status bar's words, the
thread tries again with a growing pause, and ``back`` says when it is listening again (the
window then reads everything once, as changes made meanwhile were not announced to it).
"""

from __future__ import annotations

import contextlib
import sys
import threading
import traceback
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError
from models.store.location import DatabaseLocation
from models.store.notify import Change, ChangeListener, own_pid
from ui.common import WARNING_STYLE

WAIT_S = 0.25  # how long one wait lasts: the longest a stop waits for the thread
COALESCE_MS = 50  # changes arriving this close together are one refresh
MAX_PENDING = 256  # more tables than this in one refresh is a refresh of anything
FIRST_RETRY_S = 0.5  # after a lost connection, the first pause before trying again
LAST_RETRY_S = 15.0  # the pauses double up to this
# Shown as translate("LiveUpdates", text).
LOST_MESSAGE = QT_TRANSLATE_NOOP("LiveUpdates", "Lost the connection to the club server; retrying…")
WATCHING_ELSEWHERE = QT_TRANSLATE_NOOP(
    "LiveUpdates", "Watching: another Muster is playing this game; this tracker follows it."
)


class Listening(Protocol):
    """What :class:`ListenerThread` uses of a listener: a
    :class:`~models.store.notify.ChangeListener`, or what a test scripts in its place."""

    def wait(self, timeout: float) -> list[Change]: ...

    def close(self) -> None: ...


class ListenerThread(QThread):
    """Loops on :meth:`ChangeListener.wait` until :meth:`stop`; never raises, and never stops
    before: a lost connection is retried, and so is a bug in the loop, after reporting it."""

    changes = Signal(list)  # list[Change], from this thread to the UI thread (queued)
    lost = Signal(str)  # why the connection was lost (for the log; the user reads LOST_MESSAGE)
    back = Signal()  # listening again after a loss

    def __init__(
        self,
        location: DatabaseLocation,
        *,
        connect: Callable[[DatabaseLocation], Listening] = ChangeListener,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.location = location
        self._connect = connect
        self._stopping = threading.Event()
        self.setObjectName("liveUpdates")

    def stop(self) -> None:
        """End the loop and wait for it (at most one wait, :data:`WAIT_S`)."""
        self._stopping.set()
        self.wait()

    def run(self) -> None:
        listener: Listening | None = None
        pause = FIRST_RETRY_S
        was_lost = False
        failing = False  # a bug was reported, and no wait has gone well since
        failing_pause = FIRST_RETRY_S
        try:
            while not self._stopping.is_set():
                try:
                    if listener is None:
                        try:
                            listener = self._connect(self.location)
                        except MusterError as exc:
                            if not was_lost:
                                was_lost = True
                                self.lost.emit(str(exc))
                            self._stopping.wait(pause)
                            pause = min(pause * 2, LAST_RETRY_S)
                            continue
                        pause = FIRST_RETRY_S
                        if was_lost:
                            was_lost = False
                            self.back.emit()
                    try:
                        batch = listener.wait(WAIT_S)
                    except MusterError as exc:
                        _close(listener)
                        listener = None
                        was_lost = True
                        self.lost.emit(str(exc))
                        self._stopping.wait(pause)
                        continue
                    if batch:
                        self.changes.emit(batch)
                    failing = False
                    failing_pause = FIRST_RETRY_S
                except Exception:
                    # A bug, not the network: reported (once, on the main thread, through the
                    # excepthook of ui/crash.py), and listening starts again on a new connection,
                    # as after a loss, so the window reads everything once when it is back.
                    if not failing:
                        failing = True
                        _report(*sys.exc_info())
                    if listener is not None:
                        _close(listener)
                        listener = None
                    was_lost = True
                    self._stopping.wait(failing_pause)
                    failing_pause = min(failing_pause * 2, LAST_RETRY_S)
        finally:
            if listener is not None:
                _close(listener)


def _report(*exc_info: Any) -> None:
    try:
        sys.excepthook(*exc_info)
    except Exception:  # a broken hook must not end the listening either
        traceback.print_exception(*exc_info)


def _close(listener: Listening) -> None:
    with contextlib.suppress(Exception):  # a connection already gone has nothing to close
        listener.close()


class LiveUpdates(QObject):
    """Other players' changes for the window: ``changed`` (the tables written), ``lost`` and
    ``back`` (the connection to the server). Start with :meth:`start`, end with :meth:`stop`."""

    changed = Signal(frozenset)
    lost = Signal()
    back = Signal()

    def __init__(
        self,
        location: DatabaseLocation,
        *,
        own: Callable[[], int | None] = own_pid,
        connect: Callable[[DatabaseLocation], Listening] = ChangeListener,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.location = location
        self._own = own
        self._stopped = False
        self._pending: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(COALESCE_MS)
        self._timer.timeout.connect(self._deliver)
        self.listener = ListenerThread(location, connect=connect, parent=self)
        self.listener.changes.connect(self._received)
        self.listener.lost.connect(lambda _why: self.lost.emit())
        self.listener.back.connect(self.back)

    def start(self) -> None:
        self.listener.start()

    def stop(self) -> None:
        """Stop listening; nothing more is delivered."""
        self._stopped = True  # batches still queued for this thread are dropped
        self._timer.stop()
        self._pending.clear()
        self.listener.stop()

    @property
    def running(self) -> bool:
        return self.listener.isRunning()

    def _received(self, batch: list[Change]) -> None:
        if self._stopped:
            return
        mine = self._own()
        for change in batch:
            if change.pid != mine:
                # A change that names no tables (someone else's NOTIFY) means "anything".
                self._pending.update(change.tables or {"*"})
        if "*" in self._pending or len(self._pending) > MAX_PENDING:
            self._pending = {"*"}  # anything: no need to keep a flood's names
        if self._pending and not self._timer.isActive():
            self._timer.start()

    def _deliver(self) -> None:
        tables = frozenset(self._pending)
        self._pending.clear()
        if tables:
            self.changed.emit(tables)


def touches(tables: frozenset[str], watched: set[str] | frozenset[str]) -> bool:
    """Whether a live change to ``tables`` concerns what reads ``watched``."""
    return "*" in tables or bool(tables & watched)


class ChangedBanner(QLabel):
    """A line at the top of a dialog, hidden until another player changes what the dialog
    shows (``Editor.others_changed`` names tables it reads, and its rows are not as the dialog
    showed them): then it says so, and ``what`` (a sentence the dialog gives, in the user's
    language) after it, before anything is saved.

    What "as shown" is: ``differs`` says whether the rows changed (the dialog knows what it
    shows), or ``state`` reads them as plain data, compared with what it read at first; then
    :meth:`refuse_stale_save` lets a dialog without a check of its own in the operation
    refuse the first save over another player's change.
    """

    def __init__(
        self,
        editor: QObject,
        tables: set[str],
        what: str,
        *,
        differs: Callable[[], bool] | None = None,
        state: Callable[[], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("changedElsewhere")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setStyleSheet(WARNING_STYLE)
        self.setText(
            translate(
                "ChangedBanner",
                "Another player changed this campaign while this dialog was open. {what}",
            ).format(what=what)
        )
        self.tables = frozenset(tables)
        self._state = state
        self.shown = state() if state is not None else None
        self._differs = differs or (lambda: state is not None and state() != self.shown)
        self.hide()
        editor.others_changed.connect(self._changed)  # type: ignore[attr-defined]

    def _changed(self, tables: frozenset[str]) -> None:
        if self.isHidden() and touches(tables, self.tables) and self._differs():
            self.show()

    def refuse_stale_save(self, what: str) -> str | None:
        """Before saving: the refusal to show when another player changed ``what`` (a name, or
        words in the user's language: "Game 3") since the dialog read it (None when nothing
        changed). Once told, the next save goes through."""
        if self._state is None or not self._differs():
            return None
        self.shown = self._state()
        self.show()
        return translate(
            "ChangedBanner",
            "{what} was changed by another player since you opened this dialog. Nothing was saved: look at their change, and press OK again to save yours over it.",  # noqa: E501
        ).format(what=what)


def rows_as_data(*queries: Iterable[Any]) -> list[list[str]]:
    """The rows of Peewee ``queries`` as plain data, in a fixed order: a dialog's ``state``
    for :class:`ChangedBanner`."""
    return [sorted(repr(sorted(row.__data__.items())) for row in query) for query in queries]

"""Long work off the UI thread: one helper that runs a function on Qt's thread pool and hands
its result, or its error, back on the main thread (after Picard's ``util/thread.py``).

A task may read and write the database: Peewee gives every thread its own connection, and the
worker's connection is closed when the task ends. It must not share records with the main
thread: pass ids in, hand ids (or plain data) back, and read the records again on the main
thread. Work that needs no database (laying out a PDF) is given plain data read beforehand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from models.store.connection import close_database

# Tasks in flight; a task is dropped once its outcome has been delivered.
_running: set[Task] = set()


class Task(QObject):
    """One piece of work in flight. Lives on the main thread, so the worker's signals reach its
    slots through Qt's event queue, on the main thread.

    ``finished`` fires on the main thread after ``on_done`` or ``on_error`` has run.
    """

    finished = Signal()
    _succeeded = Signal(object)
    _failed = Signal(object)

    def __init__(
        self,
        parent: QWidget | None,
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
        busy_text: str,
    ) -> None:
        super().__init__()
        self._parent = parent
        self._on_done = on_done
        self._on_error = on_error
        self._status = _status_bar(parent)
        self._previous_status = ""
        self._busy_text = busy_text
        self._succeeded.connect(self._deliver_result, Qt.ConnectionType.QueuedConnection)
        self._failed.connect(self._deliver_error, Qt.ConnectionType.QueuedConnection)

    def start(self, fn: Callable[[], Any]) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        if self._status is not None:
            self._previous_status = self._status.currentMessage()
            self._status.showMessage(self._busy_text)
        _running.add(self)
        QThreadPool.globalInstance().start(_Runnable(fn, self))

    def _end(self) -> None:
        QApplication.restoreOverrideCursor()
        if self._status is not None:
            self._status.showMessage(self._previous_status)
        _running.discard(self)

    @Slot(object)
    def _deliver_result(self, result: object) -> None:
        self._end()
        try:
            self._on_done(result)
        finally:
            self.finished.emit()

    @Slot(object)
    def _deliver_error(self, error: Exception) -> None:
        self._end()
        try:
            self._on_error(error)
        finally:
            self.finished.emit()


class _Runnable(QRunnable):
    def __init__(self, fn: Callable[[], Any], task: Task) -> None:
        super().__init__()
        self._fn = fn
        self._task = task

    def run(self) -> None:
        try:
            result = self._fn()
        except Exception as exc:  # handed to on_error on the main thread
            self._task._failed.emit(exc)
        else:
            self._task._succeeded.emit(result)
        finally:
            close_database()  # this worker thread's own connection, if the task opened one


def _status_bar(parent: QWidget | None) -> Any:
    window = parent.window() if parent is not None else None
    return window.statusBar() if isinstance(window, QMainWindow) else None


def run_task(
    parent: QWidget | None,
    fn: Callable[[], Any],
    *,
    on_done: Callable[[Any], None],
    on_error: Callable[[Exception], None],
    busy_text: str,
) -> Task:
    """Run ``fn()`` on a worker thread, with a busy cursor and ``busy_text`` in the status bar.

    Then, on the main thread, ``on_done(result)`` or ``on_error(exception)``. Returns the
    :class:`Task`, whose ``finished`` signal tests (and callers) can wait for.
    """
    task = Task(parent, on_done, on_error, busy_text)
    task.start(fn)
    return task

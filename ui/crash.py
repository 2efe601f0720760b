"""A global excepthook: an unexpected error shows a copyable report instead of killing the app.

An error can reach the top in any thread: the main thread's slots, a Qt thread's ``run`` (the
live updates' listener, the thread pool's tasks) or a Python thread. Only the main thread may
create widgets (another thread's dialog crashes the process), so from any other thread the
report is written to stderr at once and the dialog is shown later, on the main thread, through
a queued signal of an object living there.
"""

from __future__ import annotations

import platform
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox

from i18n import translate
from models.errors import MusterError


def crash_report(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> str:
    """The text a user can copy into a bug report."""
    lines = traceback.format_exception(exc_type, exc, tb)
    return (
        f"Muster on Python {platform.python_version()}, Qt {qVersion()}, {platform.platform()}\n\n"
        + "".join(lines)
    )


def show_crash_dialog(report: str) -> None:
    box = QMessageBox(QApplication.activeWindow())
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(translate("Crash", "Something went wrong"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(
        translate(
            "Crash",
            "Muster hit an unexpected error. Your saved data is safe: every change is written in one transaction, so the last action was either saved whole or not at all.\n\nPlease copy the details below into a bug report.",  # noqa: E501
        )
    )
    box.setDetailedText(report)
    box.exec()


def show_plain_error(exc: MusterError) -> None:
    """A known problem that reached the top (the club server went away while the window read
    from it): its sentence, without a crash report."""
    box = QMessageBox(QApplication.activeWindow())
    box.setObjectName("PlainErrorBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Muster")
    box.setTextFormat(Qt.TextFormat.PlainText)  # it may name a warrior, as typed
    box.setText(str(exc))
    box.exec()


class _MainThread(QObject):
    """Lives on the main thread: what is emitted on ``call``, from any thread, runs there."""

    call = Signal(object)  # a function of no arguments

    def __init__(self) -> None:
        super().__init__()
        self.call.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def _run(self, fn: Callable[[], None]) -> None:
        fn()


_main_thread: _MainThread | None = None
_main_thread_lock = threading.Lock()


def _on_main_thread(show: Callable[[], None]) -> None:
    """``show()`` now when this is the main thread, else queued for the main thread's loop."""
    app = QCoreApplication.instance()
    if app is None:
        return  # no window to show it in: stderr has it
    if QThread.currentThread() is app.thread():
        show()
    else:
        _relay(app).call.emit(show)


def _relay(app: QCoreApplication) -> _MainThread:
    global _main_thread
    with _main_thread_lock:
        if _main_thread is None:
            relay = _MainThread()  # made on this thread, handed over to the main thread
            relay.moveToThread(app.thread())
            _main_thread = relay
        return _main_thread


def excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    """``sys.excepthook``: the error to stderr, then in a dialog on the main thread (from any
    thread; see the module)."""
    if isinstance(exc, MusterError):  # words for the user, not a bug
        sys.stderr.write(translate("Crash", "muster: error: {message}").format(message=exc) + "\n")
        _on_main_thread(lambda: show_plain_error(exc))
        return
    report = crash_report(exc_type, exc, tb)
    sys.stderr.write(report)
    _on_main_thread(lambda: show_crash_dialog(report))


def thread_excepthook(args: threading.ExceptHookArgs) -> None:
    """``threading.excepthook``: an error a Python thread did not catch, as :func:`excepthook`."""
    if args.exc_type is SystemExit:  # a thread that exits is no error (as Python's own hook)
        return
    exc = args.exc_value if args.exc_value is not None else args.exc_type()
    excepthook(args.exc_type, exc, args.exc_traceback)


def install_excepthook() -> None:
    """Make :func:`excepthook` the hook of every thread's uncaught errors (call on the main
    thread, once the application exists)."""
    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook
    app = QCoreApplication.instance()
    if app is not None:
        _relay(app)  # made ahead, on the main thread

"""The global excepthook: an error in any thread is written to stderr at once and shown in a
dialog on the main thread, the only thread that may create widgets."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication, QMessageBox

from models.errors import DatabaseWriteError
from tests.data_safety import answer_message_boxes
from ui import crash


def on_main_thread() -> bool:
    app = QApplication.instance()
    assert app is not None
    return QThread.currentThread() is app.thread()


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """The crash reports and known errors shown, each with whether on the main thread."""
    shown: list[tuple[str, bool]] = []
    monkeypatch.setattr(crash, "show_crash_dialog", lambda r: shown.append((r, on_main_thread())))
    monkeypatch.setattr(
        crash, "show_plain_error", lambda e: shown.append((str(e), on_main_thread()))
    )
    return shown


@pytest.fixture
def installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Muster's hooks installed for the test, the previous ones back after it."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    crash.install_excepthook()


def _raise_in(report: type[BaseException] | BaseException) -> None:
    try:
        raise report
    except BaseException:
        crash.excepthook(*sys.exc_info())


class Worker(QThread):
    def __init__(self, error: BaseException) -> None:
        super().__init__()
        self.error = error

    def run(self) -> None:
        _raise_in(self.error)


def test_an_error_on_the_main_thread_is_shown_at_once(qtbot, dialogs, capsys) -> None:
    _raise_in(ZeroDivisionError("on the main thread"))
    assert [(report.splitlines()[-1], main) for report, main in dialogs] == [
        ("ZeroDivisionError: on the main thread", True)
    ]
    assert "ZeroDivisionError: on the main thread" in capsys.readouterr().err


def test_an_error_in_a_qthread_is_shown_later_on_the_main_thread(qtbot, dialogs, capsys) -> None:
    worker = Worker(ValueError("in the listener"))
    with qtbot.waitSignal(worker.finished):
        worker.start()
    assert "ValueError: in the listener" in capsys.readouterr().err  # at once, by the worker
    qtbot.waitUntil(lambda: len(dialogs) == 1)
    report, main = dialogs[0]
    assert main
    assert report.splitlines()[-1] == "ValueError: in the listener"


def test_a_known_error_in_a_python_thread_is_its_sentence_on_the_main_thread(
    qtbot, dialogs, capsys
) -> None:
    worker = threading.Thread(target=_raise_in, args=(DatabaseWriteError("The server went."),))
    worker.start()
    worker.join()
    assert capsys.readouterr().err == "muster: error: The server went.\n"
    qtbot.waitUntil(lambda: dialogs == [("The server went.", True)])


def test_an_uncaught_error_in_a_python_thread_goes_the_same_way(qtbot, installed, dialogs):
    def fail() -> None:
        raise KeyError("lost")

    worker = threading.Thread(target=fail)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(dialogs) == 1)
    report, main = dialogs[0]
    assert main and report.splitlines()[-1] == "KeyError: 'lost'"


def test_an_uncaught_error_in_a_qthread_goes_the_same_way(qtbot, installed, dialogs, capsys):
    class Failing(QThread):
        def run(self) -> None:
            raise LookupError("not found")

    worker = Failing()
    with qtbot.waitSignal(worker.finished):
        worker.start()
    qtbot.waitUntil(lambda: len(dialogs) == 1)
    report, main = dialogs[0]
    assert main and report.splitlines()[-1] == "LookupError: not found"


def test_the_crash_dialog_of_a_worker_is_a_widget_of_the_main_thread(qtbot, monkeypatch, capsys):
    made: list[bool] = []
    original = QMessageBox.__init__

    def record(self, *args, **kwargs) -> None:
        made.append(on_main_thread())
        original(self, *args, **kwargs)

    monkeypatch.setattr(QMessageBox, "__init__", record)
    shown = answer_message_boxes("OK")
    worker = Worker(RuntimeError("off the main thread"))
    with qtbot.waitSignal(worker.finished):
        worker.start()
    qtbot.waitUntil(lambda: len(shown) == 2)
    assert shown[0].startswith("Muster hit an unexpected error.")
    assert made == [True]

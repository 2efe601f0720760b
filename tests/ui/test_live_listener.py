"""The listener thread keeps listening whatever happens in its loop: a bug there is reported on
the main thread, and the changes after it still arrive."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from models.store.location import parse_location
from models.store.notify import Change
from ui import crash
from ui.live import ListenerThread

LOCATION = parse_location("postgresql://ann@127.0.0.1:5432/club")
KAI_BOUGHT = Change(pid=7, tables=frozenset({"character", "purchase"}))


class ScriptedListener:
    """A listener whose waits give, in turn, what ``steps`` says: a batch, or an error."""

    def __init__(self, steps: Iterator[list[Change] | BaseException]) -> None:
        self._steps = steps
        self._idle = threading.Event()  # never set: an empty wait lasts its timeout
        self.closed = 0

    def wait(self, timeout: float) -> list[Change]:
        step = next(self._steps, [])
        if isinstance(step, BaseException):
            raise step
        if not step:
            self._idle.wait(timeout)
        return step

    def close(self) -> None:
        self.closed += 1


@pytest.fixture
def reports(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """The crash reports shown, each with whether on the main thread (Muster's excepthook)."""
    shown: list[tuple[str, bool]] = []
    app = QApplication.instance()
    assert app is not None
    main = app.thread()
    monkeypatch.setattr(sys, "excepthook", crash.excepthook)
    monkeypatch.setattr(
        crash, "show_crash_dialog", lambda r: shown.append((r, QThread.currentThread() is main))
    )
    return shown


def test_a_bug_in_the_loop_is_reported_and_listening_goes_on(qtbot, reports, capsys) -> None:
    first = ScriptedListener(iter([OverflowError("cannot convert float infinity to integer")]))
    second = ScriptedListener(iter([[KAI_BOUGHT]]))
    listeners = iter([first, second])
    thread = ListenerThread(LOCATION, connect=lambda _location: next(listeners))
    received: list[list[Change]] = []
    thread.changes.connect(received.append)
    try:
        with qtbot.waitSignal(thread.back, timeout=5000):  # listening again: read everything
            thread.start()
        qtbot.waitUntil(lambda: received == [[KAI_BOUGHT]])
        assert thread.isRunning()
    finally:
        thread.stop()
    assert first.closed == 1  # its connection let go: a new one listens
    qtbot.waitUntil(lambda: len(reports) == 1)
    report, on_main_thread = reports[0]
    assert on_main_thread
    assert report.splitlines()[-1] == "OverflowError: cannot convert float infinity to integer"
    assert "OverflowError" in capsys.readouterr().err


def test_a_bug_that_keeps_happening_is_reported_once(qtbot, reports, capsys) -> None:
    failing = ScriptedListener(iter([ValueError("again")] * 2))
    then = ScriptedListener(iter([[KAI_BOUGHT]]))
    listeners = iter([failing, failing, then])
    thread = ListenerThread(LOCATION, connect=lambda _location: next(listeners))
    thread.changes.connect(lambda _batch: None)
    try:
        with qtbot.waitSignal(thread.changes, timeout=10000):
            thread.start()
    finally:
        thread.stop()
    qtbot.waitUntil(lambda: len(reports) == 1)
    assert capsys.readouterr().err.count("ValueError: again") == 1

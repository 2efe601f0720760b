"""The cycle collector is paused only in a command's own one-thread process, never in the app
or beside another thread (models/collector.py)."""

from __future__ import annotations

import gc
import threading

import pytest

from models import collector


def test_the_collector_runs_on_where_no_command_allowed_a_pause() -> None:
    assert not collector._allowed  # the test process is no command of its own
    with collector.collector_paused():
        assert gc.isenabled()


def test_a_command_pauses_it_for_the_block_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(collector, "_allowed", True)
    monkeypatch.setattr(threading, "active_count", lambda: 1)
    with collector.collector_paused():
        assert not gc.isenabled()
        with collector.collector_paused():  # nested: the outer block enables it again
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(KeyError), collector.collector_paused():
        raise KeyError("an error in the block")
    assert gc.isenabled()


def test_another_thread_keeps_it_running(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(collector, "_allowed", True)
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        with collector.collector_paused():
            assert gc.isenabled()
    finally:
        release.set()
        other.join()

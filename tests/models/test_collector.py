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


def test_the_apps_start_pauses_it_until_the_start_is_over() -> None:
    frozen = gc.get_freeze_count()
    collector.pause_for_start()
    try:
        assert not gc.isenabled()
        collector.pause_for_start()  # once: a second call changes nothing
        made: list[list[int]] = [[] for _ in range(10)]  # objects the start makes
        collector.resume_after_start()
        assert gc.isenabled()
        assert gc.get_freeze_count() >= frozen + len(made)  # out of the collector's reach
        collector.resume_after_start()  # resumed once; nothing more
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_a_start_that_ends_otherwise_freezes_nothing() -> None:
    frozen = gc.get_freeze_count()
    collector.pause_for_start()
    try:
        collector.resume_after_start(freeze=False)
        assert gc.isenabled() and gc.get_freeze_count() == frozen
    finally:
        gc.enable()


def test_the_start_leaves_a_collector_paused_by_someone_else_paused() -> None:
    gc.disable()
    try:
        collector.pause_for_start()
        collector.resume_after_start()
        assert not gc.isenabled()  # not the start's to enable
    finally:
        gc.enable()

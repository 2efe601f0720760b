"""Pausing Python's cycle collector while a command builds a whole campaign's objects.

Reading or writing a campaign file, checking a database or laying out its roster sheets
builds hundreds of thousands of small objects that hold no cycles; reference counting frees
them as usual, and the cycle collector would only walk the growing heap again and again
(measured on the big campaign: 5 to 10 % of the CPU time of ``import`` and ``rosters``, 10 to
15 % of ``check``). The collector is one for the whole process, so it is paused only where
nothing else can be running: in a command-line process that has said so
(:func:`pause_in_this_process`, ``main.py`` does for every command but the app), and only
while it runs one thread. The app never pauses it.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

_allowed = False


def pause_in_this_process() -> None:
    """Let :func:`collector_paused` pause the collector: this process is a command that runs
    on one thread and ends when its work is done."""
    global _allowed
    _allowed = True


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cycle collector for the block, where this process allows it and no other
    thread runs; anywhere else the block runs with the collector as it is."""
    if not _allowed or threading.active_count() > 1 or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()

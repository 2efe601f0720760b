"""Pausing Python's cycle collector while a command builds a whole campaign's objects.

Reading or writing a campaign file, checking a database or laying out its roster sheets builds
hundreds of thousands of small objects that hold no cycles; reference counting frees them as
usual, and the cycle collector would only walk the growing heap again and again (measured on
the big campaign: 5 to 10 % of the CPU time of ``import`` and ``rosters``, 10 to 15 % of
``check``). The collector is one for the whole process, so it is paused only where nothing else
can be running: in a command-line process that has said so (:func:`pause_in_this_process`,
``main.py`` does for every command but the app), and only while it runs one thread.

The app pauses it once, for its start (:func:`pause_for_start`, ``ui/cli/gui.py``): importing
its modules and building its window make some 55,000 objects that live as long as the process
(modules, classes, functions, Qt's enums, the window's widgets) and the collector walked them
again and again, about 0.1 s before the first paint on the big campaign and 0.2 s before the
roster. Once the roster is shown (:func:`resume_after_start`; at the latest ten seconds after
the window is, ``ui/app.py``) the objects made so far are moved
out of the collector's reach for good (``gc.freeze``: they are still freed when no longer
referenced; only cycles among them, under a thousand objects at a start, would never be) and
it runs again as usual. Nowhere else does the app pause it.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

_allowed = False
_starting = False  # the app's start paused the collector (pause_for_start)


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


def pause_for_start() -> None:
    """The app's start: pause the collector until :func:`resume_after_start` (a no-op where
    it is already paused)."""
    global _starting
    if _starting or not gc.isenabled():
        return
    gc.disable()
    _starting = True


def resume_after_start(*, freeze: bool = True) -> None:
    """The app has started (its window shows the roster): move what the start made out of the
    collector's reach (``freeze``) and let it run again. A no-op unless
    :func:`pause_for_start` paused it; ``freeze=False`` where the start ended otherwise (an
    error, no window)."""
    global _starting
    if not _starting:
        return
    _starting = False
    if freeze:
        gc.freeze()
    gc.enable()

"""A child process for the start-up benchmark: reports its first paint and, for Muster, its
roster's, then quits.

child.py bare          a bare PySide6 script showing an empty QMainWindow (the baseline)
child.py muster DB     Muster's own start-up (main.main) on DB (a file or a server's URL)

Muster's child also reports how many SQL statements it had sent at each milestone
(``queries_painted``, ``queries_roster``).
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import logging
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, cast

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

if TYPE_CHECKING:
    from ui.main_window import MainWindow


def peak_rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


class QueryCount(logging.Handler):
    """Counts the statements Peewee executes (its query log, as ``count_queries`` does)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


QUERIES = QueryCount()


class FirstPaint(QObject):
    """Prints ``painted`` at the first paint of a main window showing a campaign's name and
    its warband list, then ``roster`` when the selected warband's roster has painted (Muster),
    then quits the app."""

    def __init__(self, *, roster: bool) -> None:
        super().__init__()
        self.painted = False
        self.roster = not roster  # the bare window has no roster to wait for
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Paint:
            return False
        if not self.painted and isinstance(watched, QMainWindow) and self._warbands(watched):
            self.painted = True
            print("painted", flush=True)
            print(f"queries_painted {QUERIES.count}", flush=True)
        elif self.painted and not self.roster and self._roster_painted(watched):
            self.roster = True
            print("roster", flush=True)
            print(f"queries_roster {QUERIES.count}", flush=True)
        if self.painted and self.roster and not self.done:
            self.done = True
            QTimer.singleShot(0, self._quit)
        return False

    @staticmethod
    def _warbands(window: QMainWindow) -> bool:
        tab = getattr(window, "roster_tab", None)
        if tab is None:
            return True  # the bare window
        muster = cast("MainWindow", window)  # a window with a roster tab is Muster's
        return bool(muster.campaign_combo.currentText()) and tab.warband_model.rowCount() > 0

    @staticmethod
    def _roster_painted(watched: QObject) -> bool:
        """Whether ``watched`` is the roster on show, painting a warband's warriors: the
        table's rows, or (the default view) a warrior's card."""
        for window in QApplication.topLevelWidgets():
            tab = getattr(window, "roster_tab", None)
            if tab is None:
                continue
            if watched is tab.roster_view.viewport():
                return tab.roster_model.rowCount() > 0
            cards = tab.roster_cards
            if isinstance(watched, QWidget) and cards.isAncestorOf(watched):
                return bool(cards.cards)
        return False

    def _quit(self) -> None:
        print(f"rss_mb {peak_rss_mb():.1f}", flush=True)
        QApplication.quit()


class WhenImported(importlib.abc.MetaPathFinder):
    """Calls ``then`` with the module ``name`` once it is imported, wherever that happens."""

    def __init__(self, name: str, then: Callable[[ModuleType], None]) -> None:
        self.name = name
        self.then = then

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if name != self.name:
            return None
        sys.meta_path.remove(self)  # the module's own finder finds it
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.loader is not None
        load = spec.loader.exec_module

        def exec_module(module: ModuleType) -> None:
            load(module)
            self.then(module)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def watch(app_module: ModuleType, watcher: FirstPaint) -> None:
    """Install ``watcher`` on the QApplication that ``ui.app.make_application`` makes."""
    make: Callable[[list[str] | None], QApplication] = app_module.make_application

    def make_and_watch(argv: list[str] | None = None) -> QApplication:
        app = make(argv)
        app.installEventFilter(watcher)
        return app

    setattr(app_module, "make_application", make_and_watch)  # noqa: B010  # a module's name


def main() -> None:
    watcher = FirstPaint(roster=sys.argv[1] != "bare")
    if sys.argv[1] == "bare":
        app = QApplication(sys.argv[:1])
        app.installEventFilter(watcher)
        window = QMainWindow()
        window.resize(1280, 800)
        window.show()
        app.exec()
        return
    logger = logging.getLogger("peewee")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    logger.addHandler(QUERIES)
    # Muster: the app is created inside main(); install the watcher as soon as it exists.
    # ui.app is wrapped as main() imports it, so the start loads its modules in the order
    # `muster` does (its file's quick check runs while ui.app loads: ui/cli/gui.py).
    sys.meta_path.insert(0, WhenImported("ui.app", lambda app: watch(app, watcher)))
    import main as muster

    muster.main(["--db", sys.argv[2]])


if __name__ == "__main__":
    main()

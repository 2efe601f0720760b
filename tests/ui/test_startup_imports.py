"""What the app's start loads before its first paint (docs/performance.md, *Less before the
first paint*): not the schema's steps, the story's judgement, the game log's reader or the
tabs not on show, and no more of Muster's modules than it needs; the cycle collector paused
until the roster is shown (models/collector.py). Counted, not timed: one real start in a
fresh process, on a demo database, quitting at its first paint."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import main
from models.store.connection import close_database

ROOT = Path(__file__).resolve().parents[2]

# Started as `muster --db FILE` starts: main.main, the window's first paint reported.
AT_FIRST_PAINT = """
import gc, json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
import ui.app

class FirstPaint(QObject):
    said = False

    def eventFilter(self, watched, event):
        if not self.said and event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            self.said = True
            ours = ("i18n", "models", "rules", "ui")
            print(json.dumps({
                "modules": sorted(m for m in sys.modules if m.split(".")[0] in ours),
                "collecting": gc.isenabled(),
            }), flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False

watcher = FirstPaint()
make = ui.app.make_application

def made(argv=None):
    app = make(argv)
    app.installEventFilter(watcher)
    return app

ui.app.make_application = made
import main
main.main(["--db", sys.argv[1]])
"""

# Muster's own modules loaded at the first paint on 2026-12-06: 117. A module more is fine;
# many more means the start loads what the first paint does not need.
MOST_MODULES = 125


def test_the_first_paint_loads_only_what_it_shows(tmp_path: Path) -> None:
    path = tmp_path / "muster.sqlite3"
    assert main.main(["demo", "--db", str(path)]) == 0
    close_database()
    done = subprocess.run(
        [sys.executable, "-c", AT_FIRST_PAINT, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stderr
    painted = json.loads(lines[0])
    modules = set(painted["modules"])
    assert "ui.main_window" in modules and "models.roster" in modules  # the window painted
    later = {
        "models.store.migrations",  # a current database runs no step
        "models.store.server",  # a file, not a server
        "models.story",  # the roster's warnings, read after the paint
        "rules.tracker",  # the game log's reader
        "ui.games_tab",  # the tabs not on show
        "ui.standings_tab",
        "models.pdf.pack",  # the printouts
    }
    assert modules & later == set()
    assert len(modules) <= MOST_MODULES, len(modules)
    assert not painted["collecting"]  # paused for the start, until the roster is shown

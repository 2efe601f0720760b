"""How the benchmarks measure (``make bench``): a row of the table, a median over repeated
runs, a whole process with its peak memory and statements, and the screens of a window.

Shared by :mod:`run` (the table) and :mod:`roles` (the club server as each role).
"""

from __future__ import annotations

import itertools
import logging
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from models.store.location import DatabaseLocation
    from models.store.schema import Campaign
    from ui.main_window import MainWindow
    from ui.standings_tab import StandingsTab

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Row:
    measurement: str
    baseline: str
    value: str
    target: str
    ok: bool | None  # None: no target

    def cells(self) -> list[str]:
        verdict = "" if self.ok is None else ("met" if self.ok else "**MISSED**")
        return [self.measurement, self.baseline, self.value, self.target, verdict]


def sample_times(
    fn: Callable[[], object],
    repeat: int,
    *,
    setup: Callable[[], object] | None = None,
    teardown: Callable[[], object] | None = None,
) -> list[float]:
    """The wall times of ``fn`` in seconds over ``repeat`` runs (one warm-up first)."""
    times = []
    for i in range(repeat + 1):
        if setup is not None:
            setup()
        start = time.perf_counter()
        fn()
        elapsed = time.perf_counter() - start
        if teardown is not None:
            teardown()
        if i:  # the first run warms caches and imports
            times.append(elapsed)
    return times


def median_time(
    fn: Callable[[], object],
    repeat: int,
    *,
    setup: Callable[[], object] | None = None,
    teardown: Callable[[], object] | None = None,
) -> float:
    """The median wall time of ``fn`` in seconds over ``repeat`` runs (one warm-up first)."""
    return statistics.median(sample_times(fn, repeat, setup=setup, teardown=teardown))


def queries_text(count: int | None) -> str:
    return "queries not counted" if count is None else f"{count} queries"


SCREENS = {
    "roster": "a warband's roster",
    "history": "a character's history",
    "standings": "the standings after a recorded game",
    "standings-kept": "the standings again, nothing recorded since",
    "setup": "the game-setup dialog",
}


class _RecordedGame:
    """A game recorded, as the standings see it after a recording: the campaign's last
    recorded game corrected once (another winner, one more of its fielded killed), as the
    app records it (``models.changes.recording``), then undone and redone in turn, as the
    app's Undo and Redo apply it. Each :meth:`next` writes one of them (not timed) and has
    the tab draw everything again, whether or not what it shows changed. A login that may
    not correct the game (a club's player) reads everything afresh each time instead, as
    after another player's recorded game."""

    def __init__(self, tab: StandingsTab, campaign: Campaign) -> None:
        self.tab = tab
        self.campaign = campaign
        self.steps: list = []
        self.corrected = False
        self.refused = False  # the login may not correct it: every showing reads afresh

    def _correct(self) -> None:
        from models import outcomes
        from models.changes import recording
        from models.store.schema import UNRECORDED, Game, GameCharacter, GameSide, Warband

        game = (
            Game.select()
            .where((Game.campaign == self.campaign) & (Game.result != UNRECORDED))
            .order_by(Game.number.desc())
            .get()
        )
        sides = [s.warband_id for s in GameSide.select().where(GameSide.game == game)]
        winner = next((w for w in sides if w != game.winner_id), None)
        fielded = list(GameCharacter.select().where(GameCharacter.game == game))
        now = {gc.id: dict(gc.outcome or {}) for gc in fielded}
        alive = [gc.id for gc in fielded if now[gc.id].get("fate") in (None, "", "unhurt")]
        if alive:
            now[alive[0]] = {"fate": "slain"}
        with recording() as written:
            outcomes.record_outcome(
                game=game,
                winner=Warband.get_by_id(winner) if winner else None,
                outcomes=now,
            )
        self.steps = [written.inverse(), written]

    def next(self) -> None:
        from models.errors import MusterError
        from models.store.kept import forget_everything

        if self.refused:
            forget_everything()  # as another player's recorded game is read: afresh
        elif not self.steps:
            try:
                self._correct()
            except MusterError:  # a player of a club may not correct another's game
                self.refused = True
                forget_everything()
        else:
            step = self.steps.pop(0)  # the undo, then the redo, in turn
            step.apply()
            self.steps.append(step)
        self.corrected = not self.corrected
        self.tab._shown = None
        self.tab.leaderboards._shown = None

    def finish(self) -> None:
        """Leave the campaign as it was: the correction undone."""
        if self.corrected and not self.refused:
            self.next()


def _screens(
    window: MainWindow,
    campaign: Campaign,
    warbands: list,
    characters: list,
    recorded: _RecordedGame,
    start: int = 0,
) -> dict[str, tuple[Callable[[], object], Callable[[], object] | None]]:
    """What opening each screen does, as the window does it, and what is done (not timed)
    before each opening, if anything (the standings: a recorded game); ``start`` picks where the
    warbands clicked and the characters chosen begin (the same start, the same ones)."""
    from ui.dialogs.game_setup import GameSetupDialog

    rng = random.Random(1 + start)
    first = start % max(1, len(warbands))
    turn = itertools.cycle(warbands[first:] + warbands[:first])  # as a user clicks down
    return {
        "roster": (lambda: window.roster_tab.select_warband(next(turn).id), None),
        "history": (
            lambda: window.roster_tab.character_panel.show_character(
                rng.choice(characters), window.roster_tab.rules
            ),
            None,
        ),
        "standings": (lambda: window.standings_tab.show_campaign(campaign), recorded.next),
        "standings-kept": (lambda: window.standings_tab.show_campaign(campaign), None),
        "setup": (
            lambda: GameSetupDialog(window, window.editor, campaign=campaign).deleteLater(),
            None,
        ),
    }


class _Statements(logging.Handler):
    """Keeps the statements Peewee sends, with their parameters, while it is installed."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.sent: list[tuple[str, tuple]] = []

    def emit(self, record: logging.LogRecord) -> None:
        if isinstance(record.msg, tuple) and len(record.msg) == 2:
            sql, params = record.msg
            self.sent.append((sql, tuple(params or ())))

    def __enter__(self) -> _Statements:
        logger = logging.getLogger("peewee")
        self._level = logger.level
        logger.setLevel(logging.DEBUG)
        logger.addHandler(self)
        return self

    def __exit__(self, *_exc: object) -> None:
        logger = logging.getLogger("peewee")
        logger.removeHandler(self)
        logger.setLevel(self._level)


def screen_samples(
    location: DatabaseLocation | Path,
    repeat: int,
    *,
    timed: bool = True,
    campaign: str | None = None,
    statements: dict[str, list[tuple[str, tuple]]] | None = None,
    start: int = 0,
    only: tuple[str, ...] = (),
) -> dict[str, tuple[list[float], int]]:
    """Each screen's wall times in seconds (none unless ``timed``) and SQL statements, in a
    window on ``location`` (a file or a server), on the campaign named ``campaign`` (by
    default the first Caliburn's Wrath campaign). ``statements``, when given, gets what each
    screen sent once (the SQL and its parameters), for ``EXPLAIN``; ``start`` chooses other
    warbands and characters (:func:`_screens`)."""
    from playhouse.test_utils import count_queries

    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from models.store.schema import Campaign, Character, Warband
    from ui.app import make_application
    from ui.main_window import MainWindow

    make_application()
    open_database(location)
    window = MainWindow(location)
    try:
        window.resize(1280, 800)
        window.show()
        chosen = (
            Campaign.select().where(Campaign.game == "caliburns_wrath")
            if campaign is None
            else Campaign.select().where(Campaign.name == campaign)
        )
        shown = chosen.order_by(Campaign.id).first()
        if shown is None:
            raise RuntimeError(f"no campaign {campaign or 'of Caliburns Wrath'} on {location}")
        window.select_campaign(shown.id)
        warbands = list(Warband.select().where(Warband.campaign == shown).order_by(Warband.id))
        characters = list(
            Character.select()
            .join(Warband)
            .where(Warband.campaign == shown)
            .order_by(Character.id)
            .limit(50)
        )
        results = {}
        recorded = _RecordedGame(window.standings_tab, shown)
        screens = _screens(window, shown, warbands, characters, recorded, start)
        for key, (show, setup) in screens.items():
            if only and key not in only:
                continue
            show()  # once first, so the counted call really changes what is shown
            if setup is not None:
                setup()
            with count_queries() as counter, _Statements() as sent:
                show()
            if statements is not None:
                statements[key] = sent.sent
            times = sample_times(show, repeat, setup=setup) if timed else []
            results[key] = (times, counter.count)
        recorded.finish()
        return results
    finally:
        window.close()
        window.deleteLater()
        close_database()


def screens_on(
    location: DatabaseLocation | Path,
    repeat: int,
    *,
    timed: bool = True,
    campaign: str | None = None,
    only: tuple[str, ...] = (),
) -> dict[str, tuple]:
    """Each screen's median seconds (None unless ``timed``) and SQL statements, as
    :func:`screen_samples` measures them (only the screens ``only`` names, if any)."""
    return {
        key: (statistics.median(times) if times else None, count)
        for key, (times, count) in screen_samples(
            location, repeat, timed=timed, campaign=campaign, only=only
        ).items()
    }


# Runs the command given and prints its wall seconds, exit status and peak RSS in KB. The
# bench starts each measured process through this small launcher: Linux keeps the peak RSS
# of a process's parent at the fork in the child's accounting across exec, so a child of the
# bench itself (which holds the big campaign's figures, 150 MB or more) would report at least
# the bench's size, whatever it used.
LAUNCHER = """
import os, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
_pid, status, usage = os.wait4(child.pid, 0)
elapsed = time.perf_counter() - start
print(elapsed, os.waitstatus_to_exitcode(status), usage.ru_maxrss)
"""


def process_run(
    *args: str, env: dict[str, str] | None = None, program: str = sys.executable
) -> tuple[float, float]:
    """Run ``python ARGS`` (or ``program ARGS``) in a fresh process: its wall seconds and its
    own peak RSS in MB (the kernel's accounting of that child, from ``wait4`` in a small
    launcher). ``env`` adds to the bench's environment (a login's ``PGPASSWORD``)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env or {}))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as on a user's machine
    launched = subprocess.run(
        [sys.executable, "-c", LAUNCHER, program, *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    elapsed, status, peak_kb = launched.stdout.split()
    if int(status) != 0:
        raise RuntimeError(f"{' '.join(args)} failed with exit status {status}")
    return float(elapsed), int(peak_kb) / 1024


COUNTED = Path(__file__).resolve().parent / "counted.py"


def counted_run(*args: str, env: dict[str, str] | None = None) -> tuple[float, float, int]:
    """Run ``main.py ARGS`` once in a fresh process that counts the SQL statements it sends
    (:mod:`counted`; a few hundred log records at most, nothing to weigh on the time): its
    seconds, its peak RSS in MB and its statements."""
    with tempfile.TemporaryDirectory(prefix="muster-bench-count-") as folder:
        out = Path(folder) / "count"
        elapsed, peak = process_run(str(COUNTED), str(out), *args, env=env)
        return elapsed, peak, int(out.read_text(encoding="ascii"))


def counted_runs(
    repeat: int, *args: str, setup: Callable[[], object] | None = None
) -> tuple[float, float, int]:
    """Run ``main.py ARGS`` ``repeat`` times (:func:`counted_run`): the median seconds, the
    largest peak RSS in MB, and the statements of the last run."""
    times, peaks, count = [], [], 0
    for _ in range(repeat):
        if setup is not None:
            setup()
        elapsed, peak, count = counted_run(*args)
        times.append(elapsed)
        peaks.append(peak)
    return statistics.median(times), max(peaks), count

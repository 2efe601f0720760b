"""A game being played at the table survives its process being killed (SIGKILL) at a random
moment: the reopened game is where it was, less at most the change being made, its log adds up
to its table, and the next process resumes it exactly there.

The child (tests/crash_child.py ``track``) plays a game of one campaign change after change,
printing each change once it is committed. The parent keeps the log those lines make, kills
the child after a random number of them and a tiny random wait measured with ``select`` on the
child's output (never ``sleep``), and compares: the log in the database is the printed one, or
the printed one and one change more (committed, killed before it was printed). Each campaign
in turn, so The Beastrider Wars and Caliburn's Wrath are both killed in the middle of a game.
"""

from __future__ import annotations

import random
import signal
from pathlib import Path

import pytest

from models import tracker
from models.check import check_database
from models.store.connection import close_database
from models.store.inspection import file_integrity_problems
from models.store.lifecycle import open_database
from models.store.schema import Campaign, Game
from rules.tracker import Table
from tests.models.test_crash_safety import FULL, READY_TIMEOUT, start_child

KILLS = 24 if FULL else 10
SEED = 20261130


def logs_in(path: Path) -> dict[int, tuple[list[str], Table]]:
    """Each campaign's game at the table: its log's lines, and its table."""
    assert file_integrity_problems(path) == []
    open_database(path)
    try:
        found = {}
        for number, campaign in enumerate(Campaign.select().order_by(Campaign.id)):
            for game in Game.select().where(Game.campaign == campaign):
                tracking = tracker.read_tracking(game)
                if tracking is None:
                    continue
                assert tracker.log_problem(game) is None  # the log adds up to the table
                found[number] = ([str(line) for line in tracking.lines], tracking.table)
        report = check_database(repair=False)
        assert report.ok, report.render()
        return found
    finally:
        close_database()


def followed(log: list[str], lines: list[str]) -> list[str]:
    """``log`` after the child's progress lines."""
    log = list(log)
    for line in lines:
        if line == "took back":
            log.pop()
        elif line.startswith("tracked "):
            log.append(line.removeprefix("tracked "))
    return log


@pytest.mark.slow
def test_a_killed_tracker_loses_at_most_the_change_being_made(tmp_path: Path) -> None:
    path = tmp_path / "table.sqlite3"
    rng = random.Random(SEED)
    expected: dict[int, list[str]] = {}
    tables: dict[int, Table] = {}
    changes_seen = 0
    for kill in range(KILLS):
        campaign = kill % 2
        child, output = start_child(path, rng.randrange(2**32), "track", str(campaign))
        wanted = rng.randint(1, 6)
        try:
            output.wait_for_lines(1, READY_TIMEOUT)
            ready = output.lines[:1]
            output.wait_for_lines(1 + wanted, READY_TIMEOUT)
            output.read_for(rng.uniform(0.0, 0.02))
            alive = not output.closed
            child.send_signal(signal.SIGKILL)
        finally:
            child.kill()  # no-op when already dead; never leaves a child behind
            child.wait(timeout=60)
            output.drain()
            assert child.stdout is not None and child.stderr is not None
            errors = child.stderr.read().decode()
            child.stdout.close()
            child.stderr.close()
        assert alive and ready and ready[0].startswith("ready "), errors or output.lines
        assert child.returncode == -signal.SIGKILL, errors
        progress = output.lines[1:]
        assert len(progress) >= wanted, f"only {len(progress)} lines in {READY_TIMEOUT} s"
        changes_seen += len(progress)
        found = logs_in(path)
        log, table = found[campaign]
        began = int(ready[0].split()[1])
        # Resumed exactly: the child began from the log the last one left (or began the
        # game, with the lines that open its log).
        before = expected.get(campaign, log[:began])
        assert began == len(before)
        printed = followed(before, progress)
        # At most the change being made is lost: it was committed or it was not.
        assert log[: len(printed)] == printed or log == printed[:-1], (printed[-3:], log[-3:])
        assert len(printed) - 1 <= len(log) <= len(printed) + 1
        expected[campaign], tables[campaign] = log, table
        # The other game at the table was not touched.
        other = 1 - campaign
        if other in expected:
            assert found[other] == (expected[other], tables[other])
    assert changes_seen >= KILLS

"""Crash safety: a process recording games, importing, exporting, backing up, repairing (also
in the middle of its commit), printing rosters or publishing web pages is killed with SIGKILL
at random moments.

The child (tests/crash_child.py) repeats one operation in a loop on one database file. The
parent kills it at a random moment :data:`KILLS` times per operation, restarting it on the
same file each time, and after every kill checks what a transaction or an atomic write leaves
behind: a sound file, and every game absent, set up, or recorded with all its history; every
imported campaign whole; the exported file and the backup absent or complete; each repair of
the check made whole or not at all; the PDF absent or complete; the published folder holding
only whole pages its marker lists, and nothing half made (the pages are made beside it).
Afterwards the leftovers of the killed writers are all removed by the clean-up that runs at
the next start (a minute later), or by the next publish, and nothing else is.

The moments are chosen by a seeded ``random.Random``: how many progress lines to wait for,
then a tiny random wait measured with ``select`` on the child's output (never ``sleep``).
Each progress line is printed after its work is committed, so the lines seen before a kill
are work that must survive it: progress is asserted from them, never from timing.

``make test`` kills 78 times in all; ``make crash-test`` (``MUSTER_CRASH_TEST=full``) 330.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import msgspec
import pytest

from models.check import CheckReport, check_database
from models.check import report as found
from models.exchange import export_json
from models.history import CORRECTION, DEATH, GAME, GEAR_LOST, GOLD, INJURY, KILL
from models.store.connection import close_database
from models.store.inspection import file_integrity_problems
from models.store.leftovers import GRACE_SECONDS, clean_leftovers
from models.store.lifecycle import open_database
from models.store.rotation import content_fingerprint
from models.store.schema import (
    DEAD,
    LOST,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from tests.crash_child import prepare

CHILD = Path(__file__).resolve().parent.parent / "crash_child.py"
FULL = os.environ.get("MUSTER_CRASH_TEST") == "full"
KILLS = (
    {"record": 60, "import": 40, "export": 40, "backup": 40, "repair": 40, "repair-commit": 40,
     "rosters": 30, "publish": 40}
    if FULL
    else {"record": 24, "import": 8, "export": 8, "backup": 8, "repair": 8, "repair-commit": 8,
          "rosters": 6, "publish": 8}
)  # fmt: skip
SEED = 20250314
READY_TIMEOUT = 60.0  # seconds for the child to start (a loaded machine is slow)


class ChildOutput:
    """The child's stdout, read line by line without blocking past a deadline."""

    def __init__(self, child: subprocess.Popen[bytes]) -> None:
        assert child.stdout is not None
        self.fd = child.stdout.fileno()
        self.pending = b""
        self.lines: list[str] = []
        self.closed = False

    def _read(self, timeout: float) -> None:
        ready, _, _ = select.select([self.fd], [], [], max(timeout, 0.0))
        if not ready:
            return
        chunk = os.read(self.fd, 65536)
        if not chunk:
            self.closed = True
            return
        self.pending += chunk
        *complete, self.pending = self.pending.split(b"\n")
        self.lines.extend(line.decode() for line in complete)

    def wait_for_lines(self, count: int, timeout: float) -> None:
        """Read until ``count`` lines in all have come (or the child ends, or time is up)."""
        deadline = time.monotonic() + timeout
        while len(self.lines) < count and not self.closed and time.monotonic() < deadline:
            self._read(deadline - time.monotonic())

    def read_for(self, seconds: float) -> None:
        """Keep reading (and so let the child run) for ``seconds``."""
        deadline = time.monotonic() + seconds
        while not self.closed and time.monotonic() < deadline:
            self._read(deadline - time.monotonic())

    def drain(self) -> None:
        while not self.closed:
            self._read(5.0)


def start_child(
    path: Path, seed: int, *operation: str
) -> tuple[subprocess.Popen[bytes], ChildOutput]:
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(path), str(seed), *operation],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    return child, ChildOutput(child)


def reported(lines: list[str], what: str) -> set[tuple[int, int]]:
    """(campaign id, game number) of every "set up" or "recorded" line the child printed."""
    found = set()
    for line in lines:
        if line.startswith(what + " "):
            campaign, number = line.removeprefix(what + " ").split()
            found.add((int(campaign), int(number)))
    return found


def game_problems(game: Game) -> list[str]:
    """What is half-written about ``game``; [] when it is set up, or recorded, whole."""
    where = f"game {game.number} of campaign {game.campaign_id}"
    problems = []
    sides = list(GameSide.select().where(GameSide.game == game))
    everyone = list(GameCharacter.select().where(GameCharacter.game == game))
    entries = list(HistoryEntry.select().where(HistoryEntry.game == game))
    kinds = Counter(entry.kind for entry in entries)
    if len(sides) != 2 or {gc.side_id for gc in everyone} != {side.id for side in sides}:
        problems.append(f"{where} has {len(sides)} sides, not two sides with warriors each")
    set_up = [e for e in entries if e.kind == GAME and "scenario" in e.details]
    if Counter(e.warband_id for e in set_up) != Counter(side.warband_id for side in sides):
        problems.append(f"{where} lacks a side's set-up entry")
    if game.result == UNRECORDED:
        if game.recorded is not None or "effects" in game.details:
            problems.append(f"{where} is unrecorded but has a time or effects of recording")
        if any(gc.outcome for gc in everyone):
            problems.append(f"{where} is unrecorded but has outcomes")
        if len(entries) != len(set_up):
            problems.append(f"{where} is unrecorded but has history beyond its set-up")
        return problems
    effects = game.details.get("effects")
    if game.recorded is None or effects is None:
        return [*problems, f"{where} has a result but no time or effects of recording"]
    if any(not gc.outcome for gc in everyone):
        problems.append(f"{where} is recorded but someone has no outcome")
    if set(effects) != {str(gc.id) for gc in everyone}:
        problems.append(f"{where} is recorded without everyone's effects")
    per_side = [e for e in entries if e.kind == GAME and e.character_id is None]
    if Counter(e.warband_id for e in per_side if "result" in e.details) != Counter(
        side.warband_id for side in sides
    ):
        problems.append(f"{where} is recorded without each warband's game entry")
    mine = {e.character_id for e in entries if e.kind == GAME and e.character_id is not None}
    if mine != {gc.character_id for gc in everyone}:
        problems.append(f"{where} is recorded without each character's game entry")
    expected = {
        KILL: sum(1 for gc in everyone if gc.outcome.get("killed_by") is not None),
        DEATH: sum(1 for effect in effects.values() if effect["died"]),
        INJURY: sum(1 for effect in effects.values() if effect["injuries"]),
        GEAR_LOST: sum(len(effect["lost"]) for effect in effects.values()),
        GOLD: sum(1 for effect in effects.values() if effect["gold"]),
    }
    for kind, count in expected.items():
        if kinds[kind] != count:
            problems.append(f"{where} has {kinds[kind]} {kind} entries, not {count}")
    for effect in effects.values():
        for purchase_id in effect["lost"]:
            purchase = Purchase.get_by_id(purchase_id)
            if purchase.status != LOST or purchase.lost_in_id != game.id:
                problems.append(f"{where}: a broken item was not taken off its owner")
        if effect["died"]:
            died = GameCharacter.get(GameCharacter.character == effect["character"])
            if died.character.status != DEAD:
                problems.append(f"{where}: {died.name} died but is not dead")
    return problems


def check_after_kill(path: Path, set_up: set, recorded: set) -> None:
    """Check the file after a kill, and that no reported game was lost."""
    assert file_integrity_problems(path) == []
    open_database(path)
    try:
        games = list(Game.select().order_by(Game.campaign, Game.number))
        problems = [problem for game in games for problem in game_problems(game)]
        assert problems == []
        by_campaign: dict[int, list[int]] = {}
        for game in games:
            by_campaign.setdefault(game.campaign_id, []).append(game.number)
        for numbers in by_campaign.values():
            assert numbers == list(range(1, len(numbers) + 1))
        present = {(g.campaign_id, g.number): g.result != UNRECORDED for g in games}
        assert set_up <= set(present), "a game reported set up is missing"
        assert all(present[game] for game in recorded), "a game reported recorded is not"
        report = check_database(repair=False)
        assert report.ok, report.render()
    finally:
        close_database()


def kill_at_random_moments(
    path: Path,
    operation: str,
    check: Callable[[list[str]], None],
    *extra: str,
    at: str | None = None,
) -> list[int]:
    """Start the child on ``path``, kill it at a random moment and ``check`` what it left (with
    every line it printed so far), :data:`KILLS` times; return how many progress lines each
    child had printed when the parent chose to kill it. ``at``: a line the child prints just
    before the moment to kill it (then within 3 ms of it, not up to 40)."""
    rng = random.Random(SEED)
    lines: list[str] = []
    waited: list[int] = []
    for _ in range(KILLS[operation]):
        child, output = start_child(path, rng.randrange(2**32), operation, *extra)
        wanted = rng.randint(0, 3)
        try:
            output.wait_for_lines(1, READY_TIMEOUT)
            if output.lines[:1] == ["ready"]:
                # A random moment: after 0 to 3 progress lines, then up to 40 ms more.
                output.wait_for_lines(1 + wanted, READY_TIMEOUT)
                while at is not None and at not in output.lines[-1:] and not output.closed:
                    output.wait_for_lines(len(output.lines) + 1, READY_TIMEOUT)
                waited.append(len(output.lines) - 1)
                output.read_for(rng.uniform(0.0, 0.003 if at is not None else 0.04))
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
        assert alive and output.lines[:1] == ["ready"], errors or output.lines
        assert child.returncode == -signal.SIGKILL, errors
        assert waited[-1] >= wanted, f"only {waited[-1]} lines in {READY_TIMEOUT} s"
        lines += output.lines
        check(lines)
    return waited


@pytest.mark.slow
def test_killed_at_random_moments_no_game_is_ever_half_written(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite3"

    def check(lines: list[str]) -> None:
        check_after_kill(path, reported(lines, "set up"), reported(lines, "recorded"))

    waited = kill_at_random_moments(path, "record", check)
    # Lines alternate "set up" and "recorded", each printed once committed: a child killed
    # after two or more of them had recorded a game that must still be there.
    open_database(path)
    try:
        recorded = Game.select().where(Game.result != UNRECORDED).count()
    finally:
        close_database()
    killed_after_a_recording = sum(1 for n in waited if n >= 2)
    assert recorded >= killed_after_a_recording > 0


def sound(path: Path) -> CheckReport:
    """The database at ``path`` passes SQLite's integrity check; the database check's report."""
    assert file_integrity_problems(path) == []
    open_database(path, read_only=True)
    try:
        return check_database(repair=False)
    finally:
        close_database()


def no_leftovers_after_a_minute(*folders: Path) -> None:
    """What the clean-up at the next start, a minute on, leaves: no temporary file at all."""
    later = time.time() + 2 * GRACE_SECONDS
    for folder in folders:
        clean_leftovers(folder, backups=folder.name == "backups", now=later)
        left = [p.name for p in folder.iterdir() if ".part" in p.name]
        assert left == [], left


@pytest.fixture
def campaign_files(tmp_path: Path) -> tuple[Path, Path, str]:
    """A database with the demo campaigns, and one of them as a campaign file (its text)."""
    path = tmp_path / "crash.sqlite3"
    open_database(path)
    try:
        prepare()  # as the child does: the demo campaigns, lasting injuries on
        text = export_json(Campaign.select().order_by(Campaign.id).first())
    finally:
        close_database()
    source = tmp_path / "in" / "campaign.json"
    source.parent.mkdir()
    source.write_text(text, encoding="utf-8")
    return path, source, text


@pytest.mark.slow
def test_killed_imports_leave_whole_campaigns_or_none(campaign_files, tmp_path: Path) -> None:
    path, source, text = campaign_files
    document = json.loads(text)
    expected = {
        "warbands": len(document["warbands"]),
        "characters": sum(len(w["characters"]) for w in document["warbands"]),
        "games": len(document["games"]),
        "history": len(document["history"]),
    }

    def check(lines: list[str]) -> None:
        assert sound(path).ok
        open_database(path, read_only=True)
        try:
            imported = list(Campaign.select().where(Campaign.id > 2))
            for campaign in imported:
                assert {
                    "warbands": Warband.select().where(Warband.campaign == campaign).count(),
                    "characters": Character.select()
                    .join(Warband)
                    .where(Warband.campaign == campaign)
                    .count(),
                    "games": Game.select().where(Game.campaign == campaign).count(),
                    "history": HistoryEntry.select()
                    .where(HistoryEntry.campaign == campaign)
                    .count(),
                } == expected, campaign.name
            assert len(imported) >= sum(1 for line in lines if line.startswith("imported"))
        finally:
            close_database()

    kill_at_random_moments(path, "import", check, str(source))
    no_leftovers_after_a_minute(path.parent, path.parent / "backups", source.parent)


@pytest.mark.slow
def test_killed_exports_leave_the_whole_file_or_none(campaign_files, tmp_path: Path) -> None:
    path, _source, text = campaign_files
    out = tmp_path / "out" / "export.json"
    out.parent.mkdir()

    def check(lines: list[str]) -> None:
        if "exported" in lines or out.exists():
            assert out.read_text(encoding="utf-8") == text

    kill_at_random_moments(path, "export", check, str(out))
    assert out.read_text(encoding="utf-8") == text
    no_leftovers_after_a_minute(out.parent, path.parent)


@pytest.mark.slow
def test_killed_backups_leave_verified_copies_or_none(campaign_files, tmp_path: Path) -> None:
    path, _source, _text = campaign_files
    out = tmp_path / "copies"  # each backup a new file in it: none is ever replaced
    out.mkdir()

    def check(lines: list[str]) -> None:
        copies = sorted(out.glob("*.sqlite3"))
        assert len(copies) >= lines.count("backed up")
        for copy in copies:
            assert file_integrity_problems(copy) == []
            assert content_fingerprint(copy) == content_fingerprint(path)

    kill_at_random_moments(path, "backup", check, str(out))
    no_leftovers_after_a_minute(out, path.parent)


@pytest.mark.slow
def test_killed_repairs_are_whole_or_not_made(campaign_files) -> None:
    path, _source, _text = campaign_files
    kill_at_random_moments(path, "repair", repair_check(path))
    no_leftovers_after_a_minute(path.parent, path.parent / "backups")


def repair_check(path: Path) -> Callable[[list[str]], None]:
    """What a killed repair leaves: every repair whole or not made."""

    def check(lines: list[str]) -> None:
        report = sound(path)
        # Gold set by hand also disagrees with the history, which no repair touches.
        kinds = {found.NEGATIVE_GOLD, found.HISTORY_DISAGREES}
        assert {p.kind for p in report.problems} <= kinds, report.render()
        negatives = [p for p in report.problems if p.kind == found.NEGATIVE_GOLD]
        assert all(p.repairable for p in negatives)
        open_database(path, read_only=True)
        try:
            corrections = list(HistoryEntry.select().where(HistoryEntry.kind == CORRECTION))
            negative = Character.select().where(Character.gold < 0).count()
        finally:
            close_database()
        # Every repair wrote its correction with the gold it reset; none went half-way.
        assert all(c.details.get("by") == "check" for c in corrections)
        assert len(corrections) >= lines.count("repaired")
        assert negative == len(negatives)

    return check


@pytest.mark.slow
def test_repairs_killed_mid_commit_are_whole_or_not_made(campaign_files) -> None:
    """Killed within 3 ms of the repair's COMMIT: SQLite is writing the -wal then."""
    path, _source, _text = campaign_files
    waited = kill_at_random_moments(path, "repair-commit", repair_check(path), at="committing")
    assert len(waited) == KILLS["repair-commit"]
    no_leftovers_after_a_minute(path.parent, path.parent / "backups")


@pytest.mark.slow
def test_killed_rosters_leave_the_whole_pdf_or_none(campaign_files, tmp_path: Path) -> None:
    from pypdf import PdfReader

    path, _source, _text = campaign_files
    out = tmp_path / "out" / "rosters.pdf"
    out.parent.mkdir()

    def check(lines: list[str]) -> None:
        assert out.exists() or "wrote" not in lines
        if out.exists():
            data = out.read_bytes()
            assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
            assert len(PdfReader(out).pages) >= 2  # a warband a page at least
        assert sound(path).ok

    kill_at_random_moments(path, "rosters", check, str(out))
    no_leftovers_after_a_minute(out.parent, path.parent)


@pytest.mark.slow
def test_killed_publishes_leave_whole_pages_the_marker_lists_and_nothing_in_the_site(
    campaign_files, tmp_path: Path
) -> None:
    from models.publish import publish_campaign
    from models.publish_folder import MARKER, SiteMarker

    path, _source, _text = campaign_files
    web = tmp_path / "web"
    web.mkdir()
    site = web / "site"

    def check(lines: list[str]) -> None:
        assert sound(path).ok
        if not site.exists():
            return
        files = {str(p.relative_to(site)) for p in site.rglob("*") if not p.is_dir()}
        assert not [p for p in site.iterdir() if "muster-staging" in p.name]  # uploaded next
        if MARKER not in files:
            assert not files, files  # nothing moved in before the marker listed it
            return
        marker = msgspec.json.decode((site / MARKER).read_bytes(), type=SiteMarker)
        assert files - {MARKER} <= set(marker.files), files - set(marker.files)
        for name in files:
            if name.endswith(".html"):
                assert (site / name).read_bytes().rstrip().endswith(b"</html>"), name

    kill_at_random_moments(path, "publish", check, str(site))
    open_database(path, read_only=True)
    try:
        campaign = Campaign.select().order_by(Campaign.id).first()
        publish_campaign(campaign=campaign, out=site)  # the next publish, to the end
        fresh = web / "fresh"
        publish_campaign(campaign=campaign, out=fresh)
    finally:
        close_database()
    assert sorted(p.name for p in web.iterdir()) == ["fresh", "site"]  # nothing left beside
    assert {
        p.relative_to(site): p.read_bytes()
        for p in site.rglob("*")
        if p.is_file() and p.name != MARKER
    } == {
        p.relative_to(fresh): p.read_bytes()
        for p in fresh.rglob("*")
        if p.is_file() and p.name != MARKER
    }
    # The markers list the same pages made from the same inputs (each page's file is its own).
    markers = [
        msgspec.json.decode((s / MARKER).read_bytes(), type=SiteMarker) for s in (site, fresh)
    ]
    assert [(m.campaign, m.files, m.inputs, sorted(m.pages)) for m in markers[:1]] == [
        (m.campaign, m.files, m.inputs, sorted(m.pages)) for m in markers[1:]
    ]

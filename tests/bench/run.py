"""Muster's benchmarks (``make bench``): not tests, measurements against targets.

Builds the big campaign once (``python main.py demo --size big``), then prints one table of
medians over repeated runs, each next to a baseline measured in the same run where there is
one, and whether it meets its target. Run from the project folder:

    .venv/bin/python tests/bench/run.py [--repeat N] [--keep DIR]

The table is also written to ``docs/performance.md`` between its BENCH markers when
``--write-docs`` is given (``make bench`` does).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.bench.measure import (  # noqa: E402 (the project's folder is on the path first)
    SCREENS,
    Row,
    counted_runs,
    median_time,
    process_run,
    queries_text,
    screens_on,
)
from tests.bench.roles import bench_roles, roles_stamp  # noqa: E402

CHILD = Path(__file__).resolve().parent / "child.py"


def child_run(*args: str) -> tuple[dict[str, float], dict[str, str]]:
    """Start a fresh Python process; return the seconds until it reported each milestone
    (``painted``, and ``roster`` for Muster) and its other reports (``rss_mb``)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # As on a user's machine, Python keeps the compiled modules it has read.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, str(CHILD), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    times: dict[str, float] = {}
    values: dict[str, str] = {}
    for line in proc.stdout:
        key, _, value = line.strip().partition(" ")
        if key in ("painted", "roster"):
            times[key] = time.perf_counter() - start
        else:
            values[key] = value
    proc.wait(timeout=60)
    if "painted" not in times:
        raise RuntimeError(f"the child {args} never painted")
    return times, values


# What the SQLite rows measured, for the club server's rows to stand beside:
# key -> (median seconds, SQL statements).
SQLITE: dict[str, tuple[float, int | None]] = {}

STARTUP = (
    ("painted", "App start to first paint, the campaign's name and warband list showing", 2),
    ("roster", "App start to the selected warband's roster visible", 3),
)


def startup_runs(db: str, repeat: int) -> tuple[dict[str, float], dict[str, int | None], float]:
    """Muster's start on ``db`` (a file or a URL) in fresh processes: the median seconds to
    each milestone, the SQL statements sent by then, and the largest peak RSS in MB."""
    child_run("muster", db)  # compiles the modules once, as a first start does
    runs = [child_run("muster", db) for _ in range(repeat)]
    seconds = {key: statistics.median(r[0][key] for r in runs) for key, _, _ in STARTUP}
    queries: dict[str, int | None] = {
        key: int(runs[-1][1][f"queries_{key}"]) if f"queries_{key}" in runs[-1][1] else None
        for key, _, _ in STARTUP
    }
    rss = max(float(r[1].get("rss_mb", "0")) for r in runs)
    return seconds, queries, rss


def bench_startup(db: Path, repeat: int, rows: list[Row]) -> None:
    child_run("bare")
    bare = statistics.median(child_run("bare")[0]["painted"] for _ in range(repeat))
    SQLITE["bare"] = (bare, None)
    seconds, queries, rss = startup_runs(str(db), repeat)
    for key, what, target in STARTUP:
        ratio = seconds[key] / bare
        SQLITE[f"start-{key}"] = (seconds[key], queries[key])
        rows.append(
            Row(
                f"{what} (big campaign)",
                f"bare QMainWindow {bare * 1000:.0f} ms",
                f"{seconds[key] * 1000:.0f} ms = {ratio:.2f}×, {queries_text(queries[key])}",
                f"≤ {target}×",
                ratio <= target,
            )
        )
    rows.append(
        Row(
            "Peak memory (RSS) of the app with the big campaign open",
            "",
            f"{rss:.0f} MB",
            "≤ 200 MB",
            rss <= 200,
        )
    )


def bench_screens(db: Path, demo: Path, repeat: int, rows: list[Row]) -> None:
    big = screens_on(db, repeat)
    small = screens_on(demo, repeat, timed=False)
    for key, (seconds, count) in big.items():
        SQLITE[key] = (seconds, count)
        ms = seconds * 1000
        rows.append(
            Row(
                f"Opening {SCREENS[key]}",
                "",
                f"{ms:.1f} ms, {count} queries",
                "≤ 16 ms (goal)",
                ms <= 16,
            )
        )
    for key, (_, count) in big.items():
        rows.append(
            Row(
                f"SQL queries to show {SCREENS[key]}",
                f"demo campaign: {small[key][1]}",
                f"big campaign: {count}",
                "no growth with size",
                count <= small[key][1],
            )
        )


ACTIONS = {
    "buy": "Buying an item (transaction included)",
    "record": "Recording a game's outcome (transaction included)",
}


def actions_on(location: object, repeat: int) -> dict[str, tuple[float, int]]:
    """Buying and recording on the big campaign of ``location`` (a file or a server): each
    one's median seconds and SQL statements. Every change is undone after it is timed."""
    from playhouse.test_utils import count_queries

    from models.changes import recording
    from models.games import SidePlan, able_to_play, create_game
    from models.outcomes import record_outcome
    from models.shop import buy_item, owned_purchases
    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from models.store.schema import (
        ACTIVE,
        Campaign,
        Character,
        GameCharacter,
        Purchase,
        Warband,
    )

    def counted(fn: Callable[[], object], setup=None, teardown=None) -> int:  # type: ignore[no-untyped-def]
        if setup is not None:
            setup()
        with count_queries() as counter:
            fn()
        if teardown is not None:
            teardown()
        return counter.count

    open_database(location)
    results: dict[str, tuple[float, int]] = {}
    try:
        campaign = Campaign.select().order_by(Campaign.id.desc()).first()
        buyer = next(
            c
            for c in Character.select()
            .join(Warband)
            .where(
                (Warband.campaign == campaign)
                & (Character.status == ACTIVE)
                & (Character.gold >= 1)
            )
            .order_by(Character.id)
            if "helmet" not in [p.item for p in owned_purchases(c)]
        )
        undo: list = []

        def buy() -> None:
            with recording() as changes:
                buy_item(character=buyer, item="helmet")
            undo.append(changes)

        def take_back() -> None:
            undo.pop().inverse().apply()

        results["buy"] = (
            median_time(buy, repeat, teardown=take_back),
            counted(buy, teardown=take_back),
        )
        assert (
            not Purchase.select()
            .where(Purchase.character == buyer, Purchase.item == "helmet")
            .exists()
        )

        warbands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
        a, b = warbands[0], warbands[1]
        games: list = []

        def set_up() -> None:
            with recording() as changes:
                game = create_game(
                    campaign=campaign,
                    scenario="pitched_battle",
                    sides=[
                        SidePlan(a.id, "", tuple(c.id for c in able_to_play(a)[:6])),
                        SidePlan(b.id, "", tuple(c.id for c in able_to_play(b)[:6])),
                    ],
                )
            games.append((game, changes))

        def record() -> None:
            game, _ = games[-1]
            fielded = list(
                GameCharacter.select().where(GameCharacter.game == game).order_by(GameCharacter.id)
            )
            victim = fielded[-1]
            killer = next(gc for gc in fielded if gc.side_id != victim.side_id)
            with recording() as changes:
                record_outcome(
                    game=game,
                    winner=a,
                    outcomes={
                        victim.id: {"fate": "slain", "killed_by": killer.id},
                        fielded[1].id: {"arm": 1},
                    },
                )
            undo.append(changes)

        def remove() -> None:
            undo.pop().inverse().apply()
            games.pop()[1].inverse().apply()

        results["record"] = (
            median_time(record, repeat, setup=set_up, teardown=remove),
            counted(record, setup=set_up, teardown=remove),
        )
    finally:
        close_database()
    return results


def bench_actions(db: Path, repeat: int, rows: list[Row]) -> None:
    for key, (seconds, count) in actions_on(db, repeat).items():
        SQLITE[key] = (seconds, count)
        ms = seconds * 1000
        rows.append(
            Row(ACTIONS[key], "", f"{ms:.1f} ms, {count} queries", "≤ 16 ms (goal)", ms <= 16)
        )


def bench_pdf(db: Path, repeat: int, rows: list[Row]) -> None:
    from io import BytesIO

    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate, Table, TableStyle

    from models.pdf import render_game_pack, render_rosters
    from models.pdf.fonts import SANS, register_fonts
    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from models.store.schema import ACTIVE, Campaign, Character, Game, Warband

    open_database(db)
    campaign = Campaign.select().order_by(Campaign.id.desc()).first()
    warband = next(
        w
        for w in Warband.select().where(Warband.campaign == campaign)
        if Character.select().where((Character.warband == w) & (Character.status == ACTIVE)).count()
        >= 20
    )
    active = list(
        Character.select().where((Character.warband == warband) & (Character.status == ACTIVE))
    )
    for extra in active[20:]:  # exactly 20 characters able to play
        Character.update(status="retired").where(Character.id == extra.id).execute()

    register_fonts()

    def minimal() -> None:
        # One table of the same size (a header and 20 rows of the roster's 8 columns), in the
        # same embedded font, which every roster needs for names in any script.
        data = [["Warrior", "Pts", "Dice", "Move", "Armour", "Weapons", "Gold", "Wounds"]]
        data += [
            [f"Warrior {i}", "4", "2d6", "6", "Mail Suit", "Spear, Shield", "3", ""]
            for i in range(20)
        ]
        table = Table(data, repeatRows=1)
        table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), SANS)]))
        SimpleDocTemplate(BytesIO(), pagesize=A4).build([table])

    baseline = median_time(minimal, repeat)
    roster = median_time(lambda: render_rosters(campaign=campaign, warbands=[warband]), repeat)
    ratio = roster / baseline
    rows.append(
        Row(
            "A roster PDF of 20 characters",
            f"minimal ReportLab table {baseline * 1000:.0f} ms",
            f"{roster * 1000:.0f} ms = {ratio:.2f}×",
            "",
            None,  # the target is the whole `rosters` process (below)
        )
    )
    game = Game.select().where(Game.campaign == campaign).order_by(Game.number.desc()).first()
    pack = median_time(lambda: render_game_pack(game=game), repeat)
    pack_ratio = pack / baseline
    rows.append(
        Row(
            "A game-night pack",
            f"minimal ReportLab table {baseline * 1000:.0f} ms",
            f"{pack * 1000:.0f} ms = {pack_ratio:.2f}×",
            "",
            None,
        )
    )
    for extra in active[20:]:
        Character.update(status=ACTIVE).where(Character.id == extra.id).execute()
    close_database()


MINIMAL_REPORTLAB = """
import sys
from reportlab.lib.pagesizes import A4
from reportlab.platypus import SimpleDocTemplate, Table
data = [["Warrior", "Pts", "Dice", "Move", "Armour", "Weapons", "Gold", "Wounds"]]
data += [[f"Warrior {i}", "4", "2d6", "6", "Mail Suit", "Spear, Shield", "3", ""]
         for i in range(20)]
SimpleDocTemplate(sys.argv[1], pagesize=A4).build([Table(data)])
"""


def median_process(repeat: int, *args: str, setup: Callable[[], object] | None = None):
    times, peaks = [], []
    for _ in range(repeat):
        if setup is not None:
            setup()
        elapsed, peak = process_run(*args)
        times.append(elapsed)
        peaks.append(peak)
    return statistics.median(times), max(peaks)


THREE_TIMES_BIG = """
import sys
from models.demo_big import create_big_campaign
from models.store.connection import close_database
from models.store.lifecycle import open_database
open_database(sys.argv[1])
create_big_campaign(scale=3)
close_database()
"""


def import_three_times_big(
    work: Path, fresh_target: Callable[[], object], target: Path
) -> tuple[float, float]:
    """The import of a campaign file three times the big one's size: its time and peak
    memory, one run (its memory must not grow with the file)."""
    from models.demo_big import BIG_NAME

    main = str(ROOT / "main.py")
    source, out = work / "three.sqlite3", work / "three.json"
    subprocess.run([sys.executable, "-c", THREE_TIMES_BIG, str(source)], check=True, cwd=ROOT)
    process_run(main, "--db", str(source), "export", "--campaign", BIG_NAME, "--out", str(out))
    fresh_target()
    seconds, peak = process_run(main, "--db", str(target), "import", str(out))
    fresh_target()
    return seconds, peak


def bench_commands(big: Path, demo: Path, repeat: int, rows: list[Row]) -> None:
    """The commands users wait for, each a whole process as they run it."""
    import sqlite3

    main = str(ROOT / "main.py")
    with sqlite3.connect(big) as connection:
        (name,) = connection.execute("SELECT name FROM campaign ORDER BY id DESC").fetchone()
    with sqlite3.connect(demo) as connection:
        (demo_name,) = connection.execute(
            "SELECT name FROM campaign WHERE game = 'caliburns_wrath'"
        ).fetchone()
    runs = max(3, repeat // 2)
    with tempfile.TemporaryDirectory(prefix="muster-bench-commands-") as folder:
        work = Path(folder)
        out = work / "big.json"
        target = work / "other.sqlite3"

        def fresh_target() -> None:
            target.unlink(missing_ok=True)
            for leftover in work.glob("other.sqlite3*"):
                leftover.unlink()
            shutil.rmtree(work / "backups", ignore_errors=True)

        process_run(main, "--db", str(big), "export", "--campaign", name, "--out", str(out))
        seconds, peak, count = counted_runs(
            runs, "--db", str(target), "import", str(out), setup=fresh_target
        )
        SQLITE["import"] = (seconds, count)
        rows.append(
            Row(
                "`import` of the big campaign's file, whole process",
                "",
                f"{seconds:.2f} s, {peak:.0f} MB, {count} queries",
                "≤ 2 s, ≤ 150 MB",
                seconds <= 2 and peak <= 150,
            )
        )
        seconds, peak = import_three_times_big(work, fresh_target, target)
        rows.append(
            Row(
                "`import` of a file three times the big campaign's (9,000 characters, 3,600 "
                "games, 180,000 history entries), whole process",
                "",
                f"{seconds:.2f} s, {peak:.0f} MB",
                "≤ 150 MB",
                peak <= 150,
            )
        )
        export = ("--db", str(big), "export", "--campaign", name, "--out", str(out))
        seconds, peak, count = counted_runs(runs, *export)
        SQLITE["export"] = (seconds, count)
        rows.append(
            Row(
                "`export` of the big campaign, whole process",
                "",
                f"{seconds:.2f} s, {peak:.0f} MB, {count} queries",
                "≤ 2 s, ≤ 150 MB",
                seconds <= 2 and peak <= 150,
            )
        )
        copy = ("copy", "--from", str(big), "--to", str(target), "--campaign", name)
        seconds, peak, count = counted_runs(runs, *copy, setup=fresh_target)
        SQLITE["copy"] = (seconds, count)
        rows.append(
            Row(
                "`copy` of the big campaign, file → file, whole process",
                "",
                f"{seconds:.2f} s, {peak:.0f} MB, {count} queries",
                "",
                None,
            )
        )
        seconds, _ = median_process(runs, main, "--db", str(big), "check")
        rows.append(
            Row(
                "`check` of the big campaign, whole process",
                "",
                f"{seconds:.2f} s",
                "≤ 1.5 s",
                seconds <= 1.5,
            )
        )
        script = work / "minimal.py"
        script.write_text(MINIMAL_REPORTLAB, encoding="utf-8")
        baseline, _ = median_process(runs, str(script), str(work / "minimal.pdf"))
        seconds, _ = median_process(
            runs,
            main,
            "--db",
            str(demo),
            "rosters",
            "--campaign",
            demo_name,
            "--out",
            str(work / "rosters.pdf"),
        )
        ratio = seconds / baseline
        rows.append(
            Row(
                "`rosters` of the Caliburn's Wrath demo campaign, whole process",
                f"minimal ReportLab script, one 21-row table: {baseline * 1000:.0f} ms",
                f"{seconds * 1000:.0f} ms = {ratio:.2f}×",
                "≤ 2×",
                ratio <= 2,
            )
        )


SERVER = "Club server (PostgreSQL): "


def _sqlite(key: str, *, ms: bool = True) -> str:
    """What SQLite measured for ``key``, for a club server's row to stand beside."""
    if key not in SQLITE:
        return "SQLite: not measured"
    seconds, count = SQLITE[key]
    time_text = f"{seconds * 1000:.1f} ms" if ms else f"{seconds:.2f} s"
    return f"SQLite: {time_text}, {queries_text(count)}"


def _same_queries(key: str, count: int | None) -> bool:
    return key in SQLITE and count is not None and SQLITE[key][1] == count


def bench_club_server(big: Path, repeat: int, rows: list[Row]) -> None:
    """The big campaign on a throwaway PostgreSQL server over localhost (the club server,
    docs/club-server.md), beside the SQLite rows: start-up, screens and actions in this
    process and fresh ones, the JSON round trip and ``copy`` both ways as whole processes."""
    import sqlite3

    from tests.bench.server import BIG, bench_server

    with sqlite3.connect(big) as connection:
        (name,) = connection.execute("SELECT name FROM campaign ORDER BY id DESC").fetchone()
    print("  starting a throwaway PostgreSQL server and building the big campaign on it…")
    with bench_server() as server:
        url = server.url(BIG)
        if "bare" in SQLITE:
            bare = SQLITE["bare"][0]
        else:
            bare = statistics.median(child_run("bare")[0]["painted"] for _ in range(repeat))
        seconds, queries, rss = startup_runs(url, repeat)
        for key, what, target in STARTUP:
            ratio = seconds[key] / bare
            rows.append(
                Row(
                    f"{SERVER}{what} (big campaign)",
                    f"bare QMainWindow {bare * 1000:.0f} ms; {_sqlite(f'start-{key}')}",
                    f"{seconds[key] * 1000:.0f} ms = {ratio:.2f}×, {queries_text(queries[key])}",
                    f"≤ {target}×, queries as SQLite",
                    ratio <= target and _same_queries(f"start-{key}", queries[key]),
                )
            )
        rows.append(
            Row(
                f"{SERVER}peak memory (RSS) of the app", "", f"{rss:.0f} MB", "≤ 200 MB", rss <= 200
            )
        )
        measured = {
            **{
                f"Opening {SCREENS[k]}": (k, v)
                for k, v in screens_on(server.location(BIG), repeat).items()
            },
            **{ACTIONS[k]: (k, v) for k, v in actions_on(server.location(BIG), repeat).items()},
        }
        for what, (key, (seconds_, count)) in measured.items():
            ms = seconds_ * 1000
            rows.append(
                Row(
                    f"{SERVER}{what[0].lower()}{what[1:]}",
                    _sqlite(key),
                    f"{ms:.1f} ms, {count} queries",
                    "≤ 50 ms, queries as SQLite",
                    ms <= 50 and _same_queries(key, count),
                )
            )
        _server_commands(server, big, name, max(3, repeat // 2), rows)


def _server_commands(server, big: Path, name: str, runs: int, rows: list[Row]) -> None:  # type: ignore[no-untyped-def]
    from tests.bench.server import BIG, EMPTY

    target = "muster_target"

    def fresh() -> None:  # an empty Muster database on the server
        server.drop(target)
        server.create(target, template=EMPTY)

    with tempfile.TemporaryDirectory(prefix="muster-bench-server-") as folder:
        work = Path(folder)
        out = work / "big.json"
        copy_file = work / "copy.sqlite3"

        def fresh_file() -> None:
            for leftover in work.glob("copy.sqlite3*"):
                leftover.unlink()
            shutil.rmtree(work / "backups", ignore_errors=True)

        measured = [
            (
                "`export` of the big campaign, whole process",
                "export",
                ("--db", server.url(BIG), "export", "--campaign", name, "--out", str(out)),
                None,
            ),
            (
                "`import` of the big campaign's file, whole process",
                "import",
                ("--db", server.url(target), "import", str(out)),
                fresh,
            ),
            (
                "`copy` of the big campaign, file → server, whole process",
                "copy",
                ("copy", "--from", str(big), "--to", server.url(target), "--campaign", name),
                fresh,
            ),
            (
                "`copy` of the big campaign, server → file, whole process",
                "copy",
                ("copy", "--from", server.url(BIG), "--to", str(copy_file), "--campaign", name),
                fresh_file,
            ),
        ]
        for what, key, args, setup in measured:
            seconds, peak, count = counted_runs(runs, *args, setup=setup)
            target_text, ok = ("≤ 2 s, ≤ 150 MB", seconds <= 2 and peak <= 150)
            baseline = _sqlite(key, ms=False)
            if key == "copy":  # no target: beside the copy from file to file
                target_text, ok = "", None
                baseline = baseline.replace("SQLite:", "file → file:")
            rows.append(
                Row(
                    f"{SERVER}{what}",
                    baseline,
                    f"{seconds:.2f} s, {peak:.0f} MB, {count} queries",
                    target_text,
                    ok,
                )
            )
        server.drop(target)


def bench_odds(repeat: int, rows: list[Row]) -> None:
    from rules import beastrider

    def table() -> None:
        clear = getattr(beastrider.wound_chance, "cache_clear", None)
        if clear is not None:
            clear()
        for attack in range(11):
            for defend in range(11):
                for toughness in range(1, 22):
                    beastrider.wound_chance(attack, defend, toughness)

    ms = median_time(table, repeat) * 1000
    rows.append(
        Row(
            "The full wound_chance table (0–10 × 0–10 × toughness 1–21)",
            "",
            f"{ms:.1f} ms",
            "≤ 200 ms",
            ms <= 200,
        )
    )


def render(rows: list[Row]) -> str:
    header = ["Measurement", "Baseline (same run)", "Result (median)", "Target", ""]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)


# Where each step's rows go in docs/performance.md: the block between the markers
# <!-- BENCH:NAME:BEGIN --> and <!-- BENCH:NAME:END --> ("" for <!-- BENCH:BEGIN -->, the main
# table). A block is written only when every step of it was measured.
BLOCKS = {"roles": "ROLES"}
# What the figures of each block are medians of, for the line above its table.
STAMPS: dict[str, Callable[[int], str]] = {
    "": lambda repeat: f"medians of {repeat} runs",
    "ROLES": roles_stamp,
}


def write_docs(block: str, table: str, stamp: str) -> None:
    path = ROOT / "docs" / "performance.md"
    text = path.read_text(encoding="utf-8")
    name = f"BENCH:{block}:" if block else "BENCH:"
    begin, end = f"<!-- {name}BEGIN -->", f"<!-- {name}END -->"
    if begin not in text:
        raise RuntimeError(f"docs/performance.md has no {begin} marker")
    head, _, rest = text.partition(begin)
    _, _, tail = rest.partition(end)
    stamp = f"Measured {dt.date.today():%Y-%m-%d} on {os.cpu_count()} cores, Python " + (
        f"{platform.python_version()}, {stamp}."
    )
    path.write_text(f"{head}{begin}\n{stamp}\n\n{table}\n{end}{tail}", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="build the databases in this folder")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument(
        "--only",
        help="measure only these steps, comma-separated (start-up, screens, actions, pdf, "
        "commands, odds, server, roles); with --write-docs, only roles' table is written "
        "(the main table needs every other step)",
    )
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="muster-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    big, demo = folder / "big.sqlite3", folder / "demo.sqlite3"
    for path, size in ((big, "big"), (demo, "small")):
        if not path.exists():
            print(f"Building the {size} campaign in {path}…", flush=True)
            subprocess.run(
                [sys.executable, str(ROOT / "main.py"), "demo", "--size", size, "--db", str(path)],
                check=True,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
            )
    rows: list[Row] = []
    steps = [
        ("start-up", "start-up and memory", lambda: bench_startup(big, args.repeat, rows)),
        (
            "screens",
            "screens and query counts",
            lambda: bench_screens(big, demo, args.repeat, rows),
        ),
        ("actions", "actions", lambda: bench_actions(big, args.repeat, rows)),
        ("pdf", "PDF", lambda: bench_pdf(big, args.repeat, rows)),
        ("commands", "commands", lambda: bench_commands(big, demo, args.repeat, rows)),
        ("odds", "odds", lambda: bench_odds(args.repeat, rows)),
        ("server", "the club server", lambda: bench_club_server(big, args.repeat, rows)),
        ("roles", "the club server as each role", lambda: bench_roles(big, args.repeat, rows)),
    ]
    every = {step[0] for step in steps}
    if args.only:
        wanted = set(args.only.split(","))
        steps = [step for step in steps if step[0] in wanted]
    by_block: dict[str, list[Row]] = {}
    for key, name, step in steps:
        print(f"Measuring {name}…", flush=True)
        first = len(rows)
        try:
            step()
        except Exception as exc:  # a benchmark that cannot run is a result too
            rows.append(
                Row(f"{name}: could not be measured", "", f"{type(exc).__name__}: {exc}", "", False)
            )
        by_block.setdefault(BLOCKS.get(key, ""), []).extend(rows[first:])
    table = render(rows)
    print()
    print(table)
    missed = [row.measurement for row in rows if row.ok is False]
    print()
    print("All targets met." if not missed else "Targets missed: " + "; ".join(missed))
    if args.write_docs:
        measured = {step[0] for step in steps}
        for block in sorted(set(BLOCKS.values()) | {""}):
            needed = {key for key in every if BLOCKS.get(key, "") == block}
            if needed <= measured:
                write_docs(block, render(by_block.get(block, [])), STAMPS[block](args.repeat))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Muster's benchmarks (``make bench``): not tests, measurements against targets.

Builds its databases once (``python main.py demo --size big`` and ``--size huge``, see
:data:`FIXTURES`), then prints one table of medians over repeated runs, each next to a
baseline measured in the same run where there is one, and whether it meets its target.
Run from the project folder:

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
from typing import TYPE_CHECKING

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

if TYPE_CHECKING:
    from models.store.location import DatabaseLocation

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
    ("roster", "App start to the selected warband's roster visible", 2.5),
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


def bench_startup(fixtures: dict[str, Path], repeat: int, rows: list[Row]) -> None:
    """The start on the big campaign and on the huge one (three times its size), against
    the bare window measured in turns with them."""
    child_run("bare")
    bare_runs: list[float] = []
    measured = {}
    for size in ("big", "huge"):
        bare_runs += [child_run("bare")[0]["painted"] for _ in range(max(1, repeat // 2))]
        measured[size] = startup_runs(str(fixtures[size]), repeat)
    bare = statistics.median(bare_runs)
    SQLITE["bare"] = (bare, None)
    for size, (seconds, queries, rss) in measured.items():
        for key, what, target in STARTUP:
            ratio = seconds[key] / bare
            if size == "big":
                SQLITE[f"start-{key}"] = (seconds[key], queries[key])
            rows.append(
                Row(
                    f"{what} ({CAMPAIGNS[size]})",
                    f"bare QMainWindow {bare * 1000:.0f} ms",
                    f"{seconds[key] * 1000:.0f} ms = {ratio:.2f}×, {queries_text(queries[key])}",
                    f"≤ {target}×",
                    ratio <= target,
                )
            )
        rows.append(
            Row(
                f"Peak memory (RSS) of the app with the {CAMPAIGNS[size]} open",
                "",
                f"{rss:.0f} MB",
                "≤ 200 MB",
                rss <= 200,
            )
        )


# What each fixture is called in the table.
CAMPAIGNS = {
    "big": "big campaign",
    "huge": "3× campaign",
    "crowd": "big campaign among three more of its size in one file",
}
# The screens that must not grow with the campaign's size (the huge campaign against the
# big one), and by how much they may.
GROWTH = {"history": 1.2, "setup": 1.2, "standings": 1.5, "roster": None}


def bench_screens(fixtures: dict[str, Path], repeat: int, rows: list[Row]) -> None:
    big = screens_on(fixtures["big"], repeat)
    small = screens_on(fixtures["demo"], repeat, timed=False)
    huge = screens_on(fixtures["huge"], repeat, only=tuple(GROWTH))
    crowd = screens_on(fixtures["crowd"], repeat, only=("standings",))
    for key, (seconds, count) in big.items():
        SQLITE[key] = (seconds, count)
        ms = seconds * 1000
        rows.append(
            Row(
                f"Opening {SCREENS[key]}",
                "",
                f"{ms:.1f} ms, {count} queries",
                "≤ 16 ms",
                ms <= 16,
            )
        )
    for key, limit in GROWTH.items():
        ratio = huge[key][0] / big[key][0]
        rows.append(
            Row(
                f"Opening {SCREENS[key]}, {CAMPAIGNS['huge']}"
                + (" (three times the warriors a warband)" if key == "roster" else ""),
                f"big campaign {big[key][0] * 1000:.1f} ms",
                f"{huge[key][0] * 1000:.1f} ms = {ratio:.2f}×, {huge[key][1]} queries",
                f"≤ {limit}×" if limit else "",
                ratio <= limit if limit else None,
            )
        )
    ratio = crowd["standings"][0] / big["standings"][0]
    rows.append(
        Row(
            f"Opening {SCREENS['standings']}, {CAMPAIGNS['crowd']}",
            f"the big campaign alone {big['standings'][0] * 1000:.1f} ms",
            f"{crowd['standings'][0] * 1000:.1f} ms = {ratio:.2f}×",
            "≤ 1.2× (no growth)",
            ratio <= 1.2,
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


def actions_on(location: DatabaseLocation | Path, repeat: int) -> dict[str, tuple[float, int]]:
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

    def counted(fn: Callable[[], object], setup=None, teardown=None) -> int:
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

# The baseline of the `rosters` command: ReportLab writing as many pages, each one plain
# table of 24 rows, in the embedded font the rosters use (DejaVu Sans, its bold for the
# header), read from Muster's own resources.
PLAIN_PAGES = """
import sys
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import PageBreak, SimpleDocTemplate, Table, TableStyle
fonts, out, pages = sys.argv[1], sys.argv[2], int(sys.argv[3])
pdfmetrics.registerFont(TTFont("Sans", fonts + "/DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("Sans-Bold", fonts + "/DejaVuSans-Bold.ttf"))
style = TableStyle(
    [("FONTNAME", (0, 0), (-1, -1), "Sans"), ("FONTNAME", (0, 0), (-1, 0), "Sans-Bold")]
)
story = []
for page in range(pages):
    data = [["Warrior", "Pts", "Dice", "Move", "Armour", "Weapons", "Gold", "Wounds"]]
    data += [[f"Warrior {page}.{i}", "4", "2d6", "6", "Mail Suit", "Spear, Shield", "3", ""]
             for i in range(23)]
    story += [Table(data, style=style), PageBreak()]
SimpleDocTemplate(out, pagesize=A4).build(story[:-1])
"""

# The baseline of `import`: SQLite reading a dump of the same database (its schema, rows and
# indexes, in one transaction, as `sqlite3 FILE .dump` writes it), in a Python process.
READ_DUMP = """
import sqlite3, sys
with open(sys.argv[2], encoding="utf-8") as dump:
    script = dump.read()
connection = sqlite3.connect(sys.argv[1])
connection.executescript(script)
connection.close()
"""

WRITE_DUMP = """
import sqlite3, sys
source = sqlite3.connect(sys.argv[1])
with open(sys.argv[2], "w", encoding="utf-8") as dump:
    for line in source.iterdump():
        dump.write(line + "\\n")
"""

# The baselines of `publish`: the pages Muster published, split into their markup and their
# text (unescaped, so that Jinja2's autoescaping writes the same bytes again), kept in a file;
# then Jinja2 alone rendering each page from those parts with autoescaping on, writing every
# page plainly into a staging folder, syncing once and moving the folder into place.
SPLIT_PAGES = """
import html, pickle, re, sys
from pathlib import Path
from typing import TYPE_CHECKING
site = Path(sys.argv[1])
pages = []
for path in sorted(site.rglob("*.html")):
    parts = []  # (markup?, text): markup between two texts is one part
    for i, part in enumerate(re.split(r"(<[^>]*>)", path.read_text(encoding="utf-8"))):
        markup = i % 2 == 1 or not part.strip()
        if markup and parts and parts[-1][0]:
            parts[-1] = (True, parts[-1][1] + part)
        elif part:
            parts.append((True, part) if markup else (False, html.unescape(part)))
    pages.append((str(path.relative_to(site)), parts))
with open(sys.argv[2], "wb") as out:
    pickle.dump(pages, out)
"""

JINJA_PAGES = """
import os, pickle, sys, tempfile
from pathlib import Path
from typing import TYPE_CHECKING
import jinja2
from markupsafe import Markup
with open(sys.argv[1], "rb") as given:
    pages = pickle.load(given)
out = Path(sys.argv[2])
env = jinja2.Environment(autoescape=True)
template = env.from_string("{% for part in parts %}{{ part }}{% endfor %}")
staging = Path(tempfile.mkdtemp(dir=out.parent, prefix=".staging-"))
for name, parts in pages:
    path = staging / name
    path.parent.mkdir(parents=True, exist_ok=True)
    text = template.render(parts=[Markup(p) if tag else p for tag, p in parts])
    with open(path, "xb") as page:
        page.write(text.encode("utf-8"))
os.sync()
os.rename(staging, out)  # (the bench removes the folder before each run)
"""

# The baseline of a publish with nothing changed: every row of the file read once.
READ_ROWS = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1])
tables = [row[0] for row in connection.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
for table in tables:
    for _ in connection.execute(f'SELECT * FROM "{table}"'):
        pass
"""

# The baseline of `check`: SQLite's own integrity check of the same file, in a Python process.
INTEGRITY_CHECK = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1])
assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
"""


def median_process(
    repeat: int, *args: str, setup: Callable[[], object] | None = None
) -> tuple[float, float]:
    times, peaks = [], []
    for _ in range(repeat):
        if setup is not None:
            setup()
        elapsed, peak = process_run(*args)
        times.append(elapsed)
        peaks.append(peak)
    return statistics.median(times), max(peaks)


def pages_of(pdf: Path) -> int:
    """The pages of a PDF ReportLab wrote (its page objects are plain text)."""
    import re

    return len(re.findall(rb"/Type /Page\b", pdf.read_bytes()))


def bench_commands(fixtures: dict[str, Path], repeat: int, rows: list[Row]) -> None:
    """The commands users wait for, each a whole process as they run it, each beside what
    SQLite or ReportLab alone take for the same work."""
    import sqlite3

    big, demo = fixtures["big"], fixtures["demo"]
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
        target = work / "other.sqlite3"
        scripts = {}
        for script_name, text in (
            ("plain_pages", PLAIN_PAGES),
            ("read_dump", READ_DUMP),
            ("write_dump", WRITE_DUMP),
            ("integrity", INTEGRITY_CHECK),
            ("minimal", MINIMAL_REPORTLAB),
            ("split_pages", SPLIT_PAGES),
            ("jinja_pages", JINJA_PAGES),
            ("read_rows", READ_ROWS),
        ):
            scripts[script_name] = str(work / f"{script_name}.py")
            Path(scripts[script_name]).write_text(text, encoding="utf-8")

        def fresh_target() -> None:
            target.unlink(missing_ok=True)
            for leftover in work.glob("other.sqlite3*"):
                leftover.unlink()
            shutil.rmtree(work / "backups", ignore_errors=True)

        for size in ("big", "huge"):
            source = fixtures[size]
            out = work / f"{size}.json"
            process_run(main, "--db", str(source), "export", "--campaign", name, "--out", str(out))
            seconds, peak, count = counted_runs(
                runs, "--db", str(target), "import", str(out), setup=fresh_target
            )
            # the same data as SQLite's own dump of the database the import wrote
            dump = work / f"{size}.sql"
            process_run(scripts["write_dump"], str(target), str(dump))
            baseline, _ = median_process(
                runs, scripts["read_dump"], str(target), str(dump), setup=fresh_target
            )
            fresh_target()
            ratio = seconds / baseline
            if size == "big":
                SQLITE["import"] = (seconds, count)
            mb = dump.stat().st_size / 1e6
            rows.append(
                Row(
                    f"`import` of the {CAMPAIGNS[size]}'s file "
                    f"({out.stat().st_size / 1e6:.0f} MB), whole process",
                    f"SQLite reading a dump of the same data ({mb:.0f} MB): {baseline:.2f} s",
                    f"{seconds:.2f} s = {ratio:.2f}×, {peak:.0f} MB, {count} queries",
                    "≤ 2×, ≤ 150 MB",
                    ratio <= 2 and peak <= 150,
                )
            )
        out = work / "big.json"
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
        for size in ("big", "huge"):
            baseline, _ = median_process(runs, scripts["integrity"], str(fixtures[size]))
            seconds, _ = median_process(runs, main, "--db", str(fixtures[size]), "check")
            ratio = seconds / baseline
            rows.append(
                Row(
                    f"`check` of the {CAMPAIGNS[size]}, whole process",
                    f"`PRAGMA integrity_check` of the same file: {baseline:.2f} s",
                    f"{seconds:.2f} s = {ratio:.2f}×",
                    "≤ 3×",
                    ratio <= 3,
                )
            )
        rosters = work / "rosters.pdf"
        seconds, _ = median_process(
            runs, main, "--db", str(big), "rosters", "--campaign", name, "--out", str(rosters)
        )
        pages = pages_of(rosters)
        fonts = str(ROOT / "resources" / "fonts")
        plain = work / "plain.pdf"
        baseline, _ = median_process(runs, scripts["plain_pages"], fonts, str(plain), str(pages))
        ratio = seconds / baseline
        rows.append(
            Row(
                f"`rosters` of the big campaign ({pages} pages), whole process",
                f"ReportLab writing {pages} pages of one plain 24-row table, DejaVu Sans: "
                f"{baseline:.2f} s",
                f"{seconds:.2f} s = {ratio:.2f}×",
                "≤ 3×",
                ratio <= 3,
            )
        )
        baseline, _ = median_process(runs, scripts["minimal"], str(work / "minimal.pdf"))
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
        # Publishing the big campaign as web pages: into an empty folder, then again into the
        # same folder with nothing changed (which rewrites nothing). Each run takes tens of
        # seconds, so two of each.
        site = work / "site"

        def fresh_site() -> None:
            shutil.rmtree(site, ignore_errors=True)

        publish = (main, "--db", str(big), "publish", "--campaign", name, "--out", str(site))
        process_run(*publish)  # the pages the baseline renders again
        parts = work / "pages.pickle"
        process_run(scripts["split_pages"], str(site), str(parts))
        plain_site = work / "plain-site"
        times, baselines, peaks = [], [], []
        for _ in range(runs):  # in pairs, in turn
            fresh_site()
            elapsed, peak = process_run(*publish)
            times.append(elapsed)
            peaks.append(peak)
            shutil.rmtree(plain_site, ignore_errors=True)
            baselines.append(process_run(scripts["jinja_pages"], str(parts), str(plain_site))[0])
        seconds, baseline = statistics.median(times), statistics.median(baselines)
        files = sum(1 for path in site.rglob("*") if path.is_file())
        ratio = seconds / baseline
        rows.append(
            Row(
                f"`publish` of the big campaign as web pages ({files:,} files), whole process",
                f"Jinja2 alone, the same pages and bytes, autoescaped, staged then moved: "
                f"{baseline:.2f} s",
                f"{seconds:.1f} s = {ratio:.1f}×, {max(peaks):.0f} MB",
                "≤ 3×",
                ratio <= 3,
            )
        )
        times, baselines = [], []
        for _ in range(runs):
            times.append(process_run(*publish)[0])
            baselines.append(process_run(scripts["read_rows"], str(big))[0])
        seconds, baseline = statistics.median(times), statistics.median(baselines)
        ratio = seconds / baseline
        rows.append(
            Row(
                "`publish` of the big campaign again into the same folder, nothing changed "
                "(no page made)",
                f"Python's sqlite3 reading every row of the file once: {baseline:.2f} s",
                f"{seconds:.2f} s = {ratio:.1f}×",
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


def _server_commands(server, big: Path, name: str, runs: int, rows: list[Row]) -> None:
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
            ok: bool | None
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


def _load() -> float:
    """The machine's load, its 1-minute average (0 where the system does not say)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return 0.0


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


# The databases measured: the demo campaigns, the big campaign, the huge one (three times
# its size) and the big campaign among three more of its size in one file (what the
# standings of one campaign must not grow with).
FIXTURES = {"demo": ("small", 1), "big": ("big", 1), "huge": ("huge", 1), "crowd": ("big", 4)}


def build_fixtures(folder: Path) -> dict[str, Path]:
    """Each database of :data:`FIXTURES` in ``folder``, built with ``main.py demo`` when not
    there yet (``--keep`` reuses them)."""
    paths = {}
    for key, (size, times) in FIXTURES.items():
        path = paths[key] = folder / f"{key}.sqlite3"
        if path.exists():
            continue
        print(f"Building the {key} campaign in {path}…", flush=True)
        building = path.with_name(f"building-{path.name}")
        for leftover in folder.glob(f"{building.name}*"):
            leftover.unlink()
        for _ in range(times):
            command = ["demo", "--size", size, "--db", str(building)]
            subprocess.run(
                [sys.executable, str(ROOT / "main.py"), *command],
                check=True,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
            )
        building.rename(path)
    return paths


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
    fixtures = build_fixtures(folder)
    big = fixtures["big"]
    rows: list[Row] = []
    steps = [
        ("start-up", "start-up and memory", lambda: bench_startup(fixtures, args.repeat, rows)),
        (
            "screens",
            "screens and query counts",
            lambda: bench_screens(fixtures, args.repeat, rows),
        ),
        ("actions", "actions", lambda: bench_actions(big, args.repeat, rows)),
        ("pdf", "PDF", lambda: bench_pdf(big, args.repeat, rows)),
        ("commands", "commands", lambda: bench_commands(fixtures, args.repeat, rows)),
        ("odds", "odds", lambda: bench_odds(args.repeat, rows)),
        ("server", "the club server", lambda: bench_club_server(big, args.repeat, rows)),
        ("roles", "the club server as each role", lambda: bench_roles(big, args.repeat, rows)),
    ]
    every = {step[0] for step in steps}
    if args.only:
        wanted = set(args.only.split(","))
        steps = [step for step in steps if step[0] in wanted]
    by_block: dict[str, list[Row]] = {}
    loads = [_load()]  # the machine's load: a ratio is only as fair as the machine was quiet
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
        loads.append(_load())
    table = render(rows)
    load = (
        f"load (1-minute average) {loads[0]:.2f} at the start, {max(loads):.2f} at most "
        f"after a step, {loads[-1]:.2f} at the end"
    )
    print()
    print(table)
    print()
    print(f"The machine's {load}.")
    missed = [row.measurement for row in rows if row.ok is False]
    print()
    print("All targets met." if not missed else "Targets missed: " + "; ".join(missed))
    if args.write_docs:
        measured = {step[0] for step in steps}
        for block in sorted(set(BLOCKS.values()) | {""}):
            needed = {key for key in every if BLOCKS.get(key, "") == block}
            if needed <= measured:
                stamp = f"{STAMPS[block](args.repeat)}, {load}"
                write_docs(block, render(by_block.get(block, [])), stamp)
    return 0


if __name__ == "__main__":
    sys.exit(main())

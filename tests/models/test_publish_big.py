"""The big campaign published as web pages (``make web-test``, MUSTER_WEB_TEST=full: it builds
the ten-year club campaign and its 4,500 pages, which takes a minute): every internal link
resolves, the whole process stays within bounded memory, and publishing again after one more
game rewrites only the pages that game changed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.bench.measure import process_run
from tests.models.test_publish import links_of

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("MUSTER_WEB_TEST") == "full"
BIG = "Club league (ten years)"

pytestmark = [
    pytest.mark.sqlite_only,
    pytest.mark.skipif(not FULL, reason="make web-test (MUSTER_WEB_TEST=full)"),
]

ONE_MORE_GAME = """
import sys
from models import games, outcomes
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign, Warband
open_database(sys.argv[1])
campaign = Campaign.get(Campaign.name == sys.argv[2])
a, b = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))[:2]
sides = [games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))[:3]) for w in (a, b)]
game = games.create_game(campaign=campaign, scenario="pitched_battle", sides=sides)
outcomes.record_outcome(game=game, winner=a, outcomes={})
close_database()
"""


def test_the_big_campaign_publishes_whole_in_bounded_memory_and_again_in_part(
    tmp_path: Path,
) -> None:
    db, out = tmp_path / "big.sqlite3", tmp_path / "site"
    main = str(ROOT / "main.py")
    subprocess.run(
        [sys.executable, main, "demo", "--size", "big", "--db", str(db)],
        check=True,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    publish = ("--db", str(db), "publish", "--campaign", BIG, "--out", str(out))
    _seconds, peak = process_run(main, *publish)
    assert peak < 150, peak  # MB: the pages are made and written one at a time
    pages = sorted(out.rglob("*.html"))
    assert len(pages) > 4000
    for page in pages:
        for link in links_of(page):
            target = (page.parent / link.split("#")[0]).resolve()
            assert target.is_file(), (page, link)
    before = {p: p.stat().st_mtime_ns for p in pages}
    subprocess.run([sys.executable, "-c", ONE_MORE_GAME, str(db), BIG], check=True, cwd=ROOT)
    process_run(main, *publish)
    changed = [p for p in sorted(out.rglob("*.html")) if before.get(p) != p.stat().st_mtime_ns]
    assert out / "index.html" in changed
    assert 0 < len(changed) < len(pages) // 10, len(changed)

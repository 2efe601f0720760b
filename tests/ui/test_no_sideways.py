"""No table, list or tree scrolls sideways on a 1280×800 screen, in English or in German: every
screen ``main.py screenshots`` renders (the main window's tabs, the character's history, the
record and correct table, every dialog), on the demo campaigns and on the big campaign (24
warbands of 125 warriors, 1,200 games)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from tests.test_translations import ENGLISH, GERMAN, run


@functools.cache
def made(folder: str) -> Path:
    """The demo campaigns and the big campaign in one database: every screen of both."""
    db = Path(folder) / "both.sqlite3"
    for size in ("small", "big"):
        done = run(["main.py", "--lang", "en", "demo", "--size", size, "--db", str(db)], ENGLISH)
        assert done.returncode == 0, done.stderr
    return db


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("sideways"))


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de"])
def test_no_table_scrolls_sideways_at_1280_by_800(folder: str, language: str) -> None:
    db = made(folder)
    out = Path(folder) / language
    out.mkdir(parents=True, exist_ok=True)
    env = GERMAN if language == "de" else ENGLISH
    done = run(["-m", "tests.ui.screen_texts", str(db), str(out), "1280x800"], env)
    assert done.returncode == 0, done.stderr
    screens = json.loads(done.stdout.splitlines()[-1])
    assert "main_window_caliburn" in screens and "post_battle_caliburn" in screens
    # The big campaign's own: the roster filtered, the story, the chart, six a side.
    assert {"big_roster_filtered", "big_story", "big_chart", "big_tracker"} <= set(screens)
    assert (out / "big_cards.png").stat().st_size > 10_000  # a page of warrior cards
    assert {name: said["sideways"] for name, said in screens.items() if said["sideways"]} == {}

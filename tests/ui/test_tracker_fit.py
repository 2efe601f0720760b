"""The tracker fits the table: at 1600×1000 both sides of six warriors show in a grid with no
scrolling, and at QT_SCALE_FACTOR=2 on the same screen the window stays within it and every
button can be scrolled into sight (tests/ui/tracker_fit.py opens it on such a screen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tracker_on(tmp_path: Path, game: str, scale: str, language: str = "en") -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "QT_SCALE_FACTOR"}
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(var, None)
    env["LANG"] = "de_DE.UTF-8" if language == "de" else "C.UTF-8"
    made = subprocess.run(
        [sys.executable, "-m", "tests.ui.tracker_fit", game, "1600", "1000", scale, str(tmp_path)],
        cwd=ROOT, env=env, check=True, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    result: dict[str, Any] = json.loads(made.stdout.splitlines()[-1])
    return result


def within(frame: list[int], room: list[int]) -> bool:
    x, y, width, height = frame
    left, top, room_width, room_height = room
    return (
        x >= left
        and y >= top
        and x + width <= left + room_width
        and y + height <= top + room_height
    )


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", ["caliburns_wrath", "beastrider_wars"])
def test_six_a_side_fit_a_1600_by_1000_screen_without_scrolling(
    tmp_path: Path, game: str, language: str
) -> None:
    shown = tracker_on(tmp_path, game, "1", language)
    assert shown["room"][2:] == [1600, 1000] and within(shown["frame"], shown["room"])
    assert all(columns >= 2 for columns in shown["columns"])  # a grid, not one long column
    assert shown["sides_scroll"] == [0, 0] and shown["body_scroll"] == [0, 0]
    assert shown["cut_cards"] == []
    # The attacker's and the defender's lists show whole names.
    assert shown["clipped"] == []
    assert shown["buttons"] > 40 and shown["unreachable"] == []


@pytest.mark.parametrize("game", ["caliburns_wrath", "beastrider_wars"])
def test_at_twice_the_scale_every_button_is_reachable_on_the_screen(
    tmp_path: Path, game: str
) -> None:
    shown = tracker_on(tmp_path, game, "2")
    assert shown["room"][2:] == [800, 500]  # 1600×1000 seen at twice the scale
    assert within(shown["frame"], shown["room"]), shown["frame"]
    assert shown["buttons"] > 40 and shown["unreachable"] == []

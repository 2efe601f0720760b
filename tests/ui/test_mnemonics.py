"""Alt mnemonics are unique within each screen: a window's menu bar, tabs and buttons
together, each of its menus, and every dialog, as ``main.py screenshots`` renders them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tests.ui.mnemonics import clashes, mnemonic, screen_clashes

ROOT = Path(__file__).resolve().parents[2]


def test_the_check_finds_a_clash(qtbot) -> None:
    assert mnemonic("Sa&ve") == "v" and mnemonic("Fish && &Chips") == "c"
    assert mnemonic("No mnemonic") is None and mnemonic("Tom && Jerry") is None
    screen = QWidget()
    qtbot.addWidget(screen)
    rows = QVBoxLayout(screen)
    for text in ("&Follows", "&Finish game…", "&Roll"):
        rows.addWidget(QPushButton(text))
    hidden = QPushButton("&Rename")
    rows.addWidget(hidden)
    hidden.hide()
    label = QLabel("&Notes")  # no buddy: Alt+N does nothing here
    rows.addWidget(label)
    assert screen_clashes(screen) == ["f: &Follows, &Finish game…"]
    assert clashes(["&Games", "S&tandings", "&Tools"]) == ["t: S&tandings, &Tools"]


def test_every_screen_has_unique_mnemonics(tmp_path: Path) -> None:
    db = tmp_path / "demo.sqlite3"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    subprocess.run(
        [sys.executable, "main.py", "demo", "--db", str(db)],
        cwd=ROOT, env=env, check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    made = subprocess.run(
        [sys.executable, "-m", "tests.ui.mnemonics", str(db), str(tmp_path)],
        cwd=ROOT, env=env, check=True, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    found = json.loads(made.stdout.splitlines()[-1])
    assert len(found) > 20  # every screen was looked at
    assert {name: c for name, c in found.items() if c} == {}

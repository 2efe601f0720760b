"""The command line: help, and one clear line with exit code 2 for an unusable --db."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_muster(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
        check=False,
    )


def test_help_lists_the_commands() -> None:
    result = run_muster("--help")
    assert result.returncode == 0
    assert "--db PATH" in result.stdout
    assert "commands:" in result.stdout


def assert_refused(result: subprocess.CompletedProcess[str], fragment: str) -> None:
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("muster: error: ")
    assert fragment in lines[0]
    assert "Traceback" not in result.stderr


def test_folder_as_db(tmp_path: Path) -> None:
    assert_refused(run_muster("--db", str(tmp_path)), "is a folder")


def test_text_file_as_db_is_refused_and_unchanged(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n" * 100)
    before = hashlib.sha256(notes.read_bytes()).hexdigest()
    assert_refused(run_muster("--db", str(notes)), "not a Muster database")
    assert hashlib.sha256(notes.read_bytes()).hexdigest() == before


def test_place_that_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    assert_refused(run_muster("--db", str(blocker / "campaign.sqlite3")), "cannot create")


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        assert_refused(run_muster("--db", str(folder / "c.sqlite3")), "not writable")
    finally:
        folder.chmod(0o700)


def test_newer_database(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
    conn.execute("INSERT INTO schema_version VALUES (1, 999)")
    conn.commit()
    conn.close()
    assert_refused(run_muster("--db", str(path)), "newer Muster")


def test_demo_then_screenshots(tmp_path: Path) -> None:
    db = tmp_path / "demo.sqlite3"
    result = run_muster("demo", "--db", str(db))
    assert result.returncode == 0, result.stderr
    assert "Demo: The Beastrider Wars" in result.stdout
    assert "Demo: Caliburn's Wrath" in result.stdout
    out = tmp_path / "shots"
    result = run_muster("screenshots", "--db", str(db), "--out", str(out))
    assert result.returncode == 0, result.stderr
    names = {p.stem for p in out.glob("*.png")}
    assert {
        "welcome",
        "main_window_beastrider",
        "main_window_caliburn",
        "shop",
        "options_and_upgrades",
        "campaign_settings_caliburn",
        "recruit_caliburn",
        "new_campaign",
        "warband",
        "odds_beastrider",
        "odds_caliburn",
    } <= names
    assert all(p.stat().st_size > 2000 for p in out.glob("*.png"))


def test_demo_needs_a_usable_db(tmp_path: Path) -> None:
    assert_refused(run_muster("demo", "--db", str(tmp_path)), "is a folder")

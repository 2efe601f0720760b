"""The command line: help, and one clear line with exit code 2 for an unusable --db."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
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
        "advance",
        "campaign_settings_caliburn",
        "recruit_caliburn",
        "new_campaign",
        "warband",
        "odds_beastrider",
        "odds_caliburn",
        "tracker_beastrider",
        "tracker_caliburn",
        "tracker_table_mode_beastrider",
        "tracker_table_mode_caliburn",
    } <= names
    assert all(p.stat().st_size > 2000 for p in out.glob("*.png"))
    # The tracker is shown inside a transaction rolled back: nothing is being played after.
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM tracked_game").fetchone() == (0,)


def test_demo_needs_a_usable_db(tmp_path: Path) -> None:
    assert_refused(run_muster("demo", "--db", str(tmp_path)), "is a folder")


# --- rosters ----------------------------------------------------------------------------------


@pytest.fixture
def campaigns_db(db_path: Path) -> Iterator[Path]:
    """A database holding a campaign of each game, closed again: as a user's file would be."""
    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from tests.models.pdf_support import beastrider_campaign, caliburn_campaign

    open_database(db_path)
    caliburn_campaign()
    beastrider_campaign()
    close_database()
    yield db_path
    close_database()


def run_in_process(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    from main import main

    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_rosters_prints_every_warband(
    campaigns_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.models.pdf_support import page_sizes, pdf_pages

    out = tmp_path / "rosters.pdf"
    code, stdout, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), "--campaign", "Round Table",
        "--out", str(out),
    )  # fmt: skip
    assert (code, stderr) == (0, "")
    assert stdout == f"Wrote {out}\n"
    pages = pdf_pages(out.read_bytes())
    assert ["Knights of Camelot" in p for p in pages] == [True, False]
    assert ["The Green Chapel" in p for p in pages] == [False, True]
    assert set(page_sizes(out.read_bytes())) == {(595.2756, 841.8898)}


def test_rosters_of_named_warbands_on_letter(
    campaigns_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.models.pdf_support import page_sizes, pdf_pages

    out = tmp_path / "bears.pdf"
    code, _, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), "--campaign", "Border skirmishes",
        "--warband", "Bear Riders of Helles", "--out", str(out), "--page-size", "letter",
    )  # fmt: skip
    assert (code, stderr) == (0, "")
    (page,) = pdf_pages(out.read_bytes())
    assert "Bear Riders of Helles" in page and "Stagriders" not in page
    assert set(page_sizes(out.read_bytes())) == {(612.0, 792.0)}


def test_rosters_cards_print_a_card_per_warrior_able_to_play(
    campaigns_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.models.pdf_support import flat, page_sizes, pdf_pages

    out = tmp_path / "cards.pdf"
    code, stdout, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), "--campaign", "Round Table", "--cards",
        "--out", str(out),
    )  # fmt: skip
    assert (code, stderr, stdout) == (0, "", f"Wrote {out}\n")
    pages = [flat(page) for page in pdf_pages(out.read_bytes())]
    assert "Knights of Camelot" in pages[0] and "King Arthur" in pages[0]
    assert "The Green Chapel" in pages[-1]
    assert sum(page.count("Notes") for page in pages) == sum(p.count("Kills") for p in pages)
    assert set(page_sizes(out.read_bytes())) == {(595.2756, 841.8898)}
    # A game's cards: those fielded in it.
    code, _, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), "--campaign", "Round Table", "--cards",
        "--game", "2", "--out", str(out), "--page-size", "letter",
    )  # fmt: skip
    assert (code, stderr) == (0, "")
    assert set(page_sizes(out.read_bytes())) == {(612.0, 792.0)}


def test_rosters_game_pack(
    campaigns_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.models.pdf_support import pdf_pages

    out = tmp_path / "game2.pdf"
    code, _, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), "--campaign", "Round Table",
        "--game", "2", "--out", str(out),
    )  # fmt: skip
    assert (code, stderr) == (0, "")
    pages = pdf_pages(out.read_bytes())
    assert "Game 2: Last Stand" in pages[0]
    assert "Quick reference: Caliburn's Wrath" in pages[-1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--campaign", "Nope"], "no campaign named “Nope” (campaigns: Border skirmishes, "),
        (["--campaign", "Round Table", "--warband", "Picts"], "no warband named “Picts”"),
        (
            ["--campaign", "Round Table", "--warband", "The Green Chapel", "--warband", "Picts"],
            "no warband named “Picts”",
        ),
        (["--campaign", "Round Table", "--game", "9"], "no game number 9 (games: 1, 2)"),
    ],
)
def test_rosters_refuses_what_does_not_exist(
    campaigns_db: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    out = tmp_path / "out.pdf"
    code, stdout, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), *args, "--out", str(out)
    )
    assert code == 2
    assert stdout == ""
    assert stderr.count("\n") == 1 and stderr.startswith("muster: error: ")
    assert message in stderr
    assert not out.exists()


def test_rosters_cannot_write(
    campaigns_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "no such folder" / "out.pdf"
    code, _, stderr = run_in_process(
        capsys, "rosters", "--db", str(campaigns_db), "--campaign", "Round Table",
        "--out", str(out),
    )  # fmt: skip
    assert code == 2
    assert stderr == (
        f"muster: error: cannot write {out}: the folder {out.parent} does not exist\n"
    )


def test_rosters_end_to_end(tmp_path: Path) -> None:
    """In a process of its own, as a user runs it: a missing database is not created."""
    missing = tmp_path / "missing.sqlite3"
    assert_refused(
        run_muster("rosters", "--db", str(missing), "--campaign", "X", "--out", "x.pdf"),
        "there is no database at",
    )
    assert not missing.exists()
    db = tmp_path / "demo.sqlite3"
    assert run_muster("demo", "--db", str(db)).returncode == 0
    out = tmp_path / "demo.pdf"
    result = run_muster(
        "rosters", "--db", str(db), "--campaign", "Demo: Caliburn's Wrath", "--out", str(out)
    )
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"%PDF-")
    assert_refused(
        run_muster("rosters", "--db", str(tmp_path), "--campaign", "X", "--out", "x.pdf"),
        "is a folder",
    )


def test_version() -> None:
    from models import __version__

    result = run_muster("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"muster {__version__}"


@pytest.mark.parametrize("before", [True, False], ids=["db-before-command", "db-after-command"])
def test_db_may_come_before_or_after_the_command(tmp_path: Path, before: bool) -> None:
    db = tmp_path / "campaign.sqlite3"

    def run(*command: str) -> subprocess.CompletedProcess[str]:
        where = ["--db", str(db)]
        return run_muster(*where, *command) if before else run_muster(*command, *where)

    assert run("demo").returncode == 0
    checked = run("check")
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.startswith("No problems found")
    exported = run(
        "export", "--campaign", "Demo: Caliburn's Wrath", "--out", str(tmp_path / "c.json")
    )
    assert exported.returncode == 0, exported.stderr
    assert json.loads((tmp_path / "c.json").read_text())["name"] == "Demo: Caliburn's Wrath"
    assert "default database" not in checked.stderr + exported.stderr


def test_without_db_every_command_uses_the_apps_default_database_and_says_so(
    tmp_path: Path,
) -> None:
    env_home = tmp_path / "data"
    default = env_home / "muster" / "muster.sqlite3"

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(env_home))
        return subprocess.run(
            [sys.executable, str(ROOT / "main.py"), *args],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env=env,
            timeout=120,
            check=False,
        )

    fresh = run("check")  # nothing there yet: nothing to check, and nothing created
    assert fresh.returncode == 0, fresh.stderr
    assert f"There is no database yet at {default}" in fresh.stdout
    assert not default.exists()
    assert run("demo").returncode == 0
    assert default.exists()
    checked = run("check")
    assert checked.returncode == 0
    assert checked.stderr.strip() == f"muster: using the default database {default}"
    backup = run("backup", "--out", str(tmp_path / "copy.sqlite3"))
    assert backup.returncode == 0, backup.stderr
    assert f"using the default database {default}" in backup.stderr
    missing = run("export", "--campaign", "Nowhere", "--out", str(tmp_path / "x.json"))
    assert missing.returncode == 2
    assert "using the default database" in missing.stderr

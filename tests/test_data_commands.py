"""The backup and check commands, and a damaged --db: output and exit codes."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from models.store.backup import AUTO, list_backups, make_backup
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.migrations import SCHEMA_VERSION
from models.store.schema import Character, Purchase
from tests.data_safety import damage_pages, populate, sha256
from tests.models.test_database import build_v1_database
from tests.test_command_line import assert_refused, run_muster


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    """A closed database file with a campaign in it."""
    path = tmp_path / "campaign.sqlite3"
    open_database(path)
    populate(name="Autumn")
    close_database()
    return path


def set_gold(path: Path, name: str, gold: int) -> None:
    open_database(path)
    Character.update(gold=gold).where(Character.name == name).execute()
    close_database()


# --- backup -------------------------------------------------------------------------------------


def test_backup_writes_a_verified_copy_and_prints_it(campaign_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "saved" / "autumn.sqlite3"
    result = run_muster("backup", "--db", str(campaign_file), "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(out)
    conn = sqlite3.connect(out)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert conn.execute("SELECT name FROM campaign").fetchall() == [("Autumn",)]
    conn.close()


def test_backup_into_a_folder(campaign_file: Path, tmp_path: Path) -> None:
    folder = tmp_path / "usb-stick"
    folder.mkdir()
    result = run_muster("backup", "--db", str(campaign_file), "--out", str(folder))
    assert result.returncode == 0, result.stderr
    written = Path(result.stdout.strip())
    assert written.parent == folder and written.name.startswith("campaign-")
    assert written.name.endswith("-manual.sqlite3")


def test_backup_errors_are_one_line_with_exit_code_2(campaign_file: Path, tmp_path: Path) -> None:
    missing = tmp_path / "missing.sqlite3"
    assert_refused(
        run_muster("backup", "--db", str(missing), "--out", str(tmp_path / "x")),
        "there is no database",
    )
    assert not missing.exists()
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n" * 100)
    assert_refused(
        run_muster("backup", "--db", str(notes), "--out", str(tmp_path / "x")),
        "not a Muster database",
    )
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    assert_refused(
        run_muster("backup", "--db", str(campaign_file), "--out", str(blocker / "b.sqlite3")),
        "cannot write the backup",
    )


def test_backup_of_a_damaged_database_names_the_latest_good_backup(campaign_file: Path) -> None:
    good = make_backup(campaign_file, reason=AUTO, now=dt.datetime(2025, 3, 1, 9, 0))
    damage_pages(campaign_file)
    result = run_muster("backup", "--db", str(campaign_file), "--out", str(good.parent))
    assert_refused(result, "is damaged")
    assert f"The latest good backup is {good}" in result.stderr
    assert [b.path for b in list_backups(campaign_file)] == [good]


# --- check --------------------------------------------------------------------------------------


def test_check_of_a_sound_database(campaign_file: Path) -> None:
    result = run_muster("check", "--db", str(campaign_file))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("No problems found.")


def test_check_reports_without_changing_a_byte_then_repairs(campaign_file: Path) -> None:
    set_gold(campaign_file, "Knight 3", -5)
    before = sha256(campaign_file)
    result = run_muster("check", "--db", str(campaign_file))
    assert result.returncode == 1, result.stderr
    assert "Can be repaired: “Knight 3” of warband “Camelot” has -5 gold" in result.stdout
    assert "--repair" in result.stdout
    assert sha256(campaign_file) == before
    assert list_backups(campaign_file) == []

    result = run_muster("check", "--db", str(campaign_file), "--repair")
    assert result.returncode == 0, result.stderr
    assert "Repaired: “Knight 3”" in result.stdout
    assert "backed up to" in result.stdout
    assert run_muster("check", "--db", str(campaign_file)).returncode == 0


def test_check_exit_code_1_while_a_problem_needs_a_person(campaign_file: Path) -> None:
    open_database(campaign_file)
    Character.update(gold=-2).where(Character.name == "Knight 3").execute()
    Purchase.create(character=Character.get(Character.name == "Knight 4"), item="lance", price=-3)
    close_database()
    result = run_muster("check", "--db", str(campaign_file), "--repair")
    assert result.returncode == 1
    assert "Repaired: “Knight 3”" in result.stdout
    assert "Needs a person to decide: The purchase of “lance”" in result.stdout


def test_a_roster_imported_before_the_rules_held_is_reported_never_repaired(
    campaign_file: Path,
) -> None:
    open_database(campaign_file)
    knight = Character.get(Character.name == "Knight 5")
    for item in ("war_axe", "flail", "spear", "shield"):
        Purchase.create(character=knight, item=item, price=3)
    close_database()
    before = sha256(campaign_file)
    for repair in ((), ("--repair",)):
        result = run_muster("check", "--db", str(campaign_file), *repair)
        assert result.returncode == 1, result.stderr
        assert (
            "Needs a person to decide: In campaign “Autumn”, warband “Camelot”: Knight 5 cannot "
            "carry a War Axe and a Flail beside a Spear and a Shield (C7)."
        ) in result.stdout
        assert sha256(campaign_file) == before


def test_check_works_on_a_read_only_file(campaign_file: Path) -> None:
    campaign_file.chmod(0o444)
    try:
        result = run_muster("check", "--db", str(campaign_file))
        assert result.returncode == 0, result.stderr
        assert_refused(run_muster("check", "--db", str(campaign_file), "--repair"), "read-only")
    finally:
        campaign_file.chmod(0o644)


def test_check_of_a_damaged_file_exits_2_and_names_the_backup(campaign_file: Path) -> None:
    good = make_backup(campaign_file, reason=AUTO, now=dt.datetime(2025, 3, 1, 9, 0))
    damage_pages(campaign_file)
    before = sha256(campaign_file)
    report = run_muster("check", "--db", str(campaign_file))
    assert_refused(report, "is damaged")
    assert f"The latest good backup is {good}" in report.stderr
    assert "SQLite finds the file damaged" in report.stdout
    repair = run_muster("check", "--db", str(campaign_file), "--repair")
    assert_refused(repair, "is damaged")
    assert f"The latest good backup is {good}" in repair.stderr
    assert sha256(campaign_file) == before


def test_check_refuses_files_it_cannot_use(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n" * 100)
    assert_refused(run_muster("check", "--db", str(notes)), "not a Muster database")
    future = tmp_path / "future.sqlite3"
    conn = sqlite3.connect(future)
    conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
    conn.execute("INSERT INTO schema_version VALUES (1, ?)", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    assert_refused(run_muster("check", "--db", str(future)), "newer Muster")
    missing = tmp_path / "missing.sqlite3"
    assert_refused(run_muster("check", "--db", str(missing)), "there is no database")
    assert not missing.exists()


def test_check_of_an_older_database_asks_for_the_upgrade_first(tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    build_v1_database(old)
    before = sha256(old)
    assert_refused(run_muster("check", "--db", str(old)), "older Muster")
    assert sha256(old) == before
    result = run_muster("check", "--db", str(old), "--repair")  # upgrades, after a backup
    assert result.returncode == 0, result.stderr
    assert [b.reason for b in list_backups(old)] == ["migration"]


# --- the app on a damaged --db ------------------------------------------------------------------


def test_the_app_on_a_damaged_file_names_the_latest_good_backup(campaign_file: Path) -> None:
    good = make_backup(campaign_file, reason=AUTO, now=dt.datetime(2025, 3, 1, 9, 0))
    damage_pages(campaign_file)
    before = sha256(campaign_file)
    result = run_muster("--db", str(campaign_file))
    assert_refused(result, "is damaged")
    assert f"The latest good backup is {good}" in result.stderr
    assert sha256(campaign_file) == before


def test_the_app_on_a_damaged_file_without_backups(campaign_file: Path) -> None:
    damage_pages(campaign_file)
    result = run_muster("--db", str(campaign_file))
    assert_refused(result, "found no good backup")

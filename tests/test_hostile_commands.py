"""Every command against a failing machine and hostile paths: a damaged index, outputs that
are not files, read-only mounts, a full disk, empty files and names too long. Each gets one
plain line and exit code 2 (or works, where reading is possible), and nothing is changed."""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Character
from tests.data_safety import damage_index, damage_pages, populate, sha256
from tests.filesystems import fill_disk, read_only_place, tmpfs
from tests.test_command_line import ROOT, assert_refused, run_muster

AUTUMN = "Autumn"


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    """A closed database file with a campaign in it."""
    path = tmp_path / "campaign.sqlite3"
    open_database(path)
    populate(name=AUTUMN, characters=12)
    close_database()
    return path


def active_characters(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT count(*) FROM character WHERE status = 'active'").fetchone()[0]
    finally:
        conn.close()


def reading_commands(db: Path, out: Path) -> dict[str, list[str]]:
    """The commands that only read the database, each writing its output under ``out``."""
    return {
        "check": ["check", "--db", str(db)],
        "backup": ["backup", "--db", str(db), "--out", str(out / "copy.sqlite3")],
        "export": ["export", "--db", str(db), "--campaign", AUTUMN, "--out", str(out / "a.json")],
        "rosters": ["rosters", "--db", str(db), "--campaign", AUTUMN, "--out", str(out / "r.pdf")],
    }


def writing_commands(db: Path, campaign_json: Path) -> dict[str, list[str]]:
    return {
        "demo": ["demo", "--db", str(db)],
        "import": ["import", "--db", str(db), str(campaign_json)],
        "check --repair": ["check", "--db", str(db), "--repair"],
        "app": ["--db", str(db)],
    }


@pytest.fixture
def campaign_json(campaign_file: Path, tmp_path: Path) -> Path:
    out = tmp_path / "autumn.json"
    result = run_muster(
        "export", "--db", str(campaign_file), "--campaign", AUTUMN, "--out", str(out)
    )
    assert result.returncode == 0, result.stderr
    return out


# --- 1. a damaged index is never written to -------------------------------------------------


def test_a_damaged_index_that_quick_check_misses_is_never_written_to(
    campaign_file: Path,
) -> None:
    before_count = active_characters(campaign_file)
    damage_index(campaign_file)
    conn = sqlite3.connect(campaign_file)
    assert conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]  # the trap
    conn.close()
    before = sha256(campaign_file)
    result = run_muster("demo", "--db", str(campaign_file))
    assert_refused(result, "is damaged")
    assert "row 1 missing from index character_status" in result.stderr or "index" in result.stderr
    assert sha256(campaign_file) == before
    assert not campaign_file.with_name(campaign_file.name + "-wal").exists()
    report = run_muster("check", "--db", str(campaign_file))
    assert_refused(report, "is damaged")
    assert "Muster has not changed the file" in report.stderr
    assert sha256(campaign_file) == before
    assert active_characters(campaign_file) == before_count  # the table itself is intact


def test_a_damaged_index_with_its_modification_time_put_back_is_still_found(
    campaign_file: Path,
) -> None:
    """A tool that restores the file's time after changing it does not fool the record of
    verified files: the status-change time moves anyway."""
    info = campaign_file.stat()
    damage_index(campaign_file)
    os.utime(campaign_file, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert_refused(run_muster("demo", "--db", str(campaign_file)), "is damaged")


# --- 2. an output that is not a regular file ---------------------------------------------------


@pytest.fixture(params=["fifo", "device"])
def special_file(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A named pipe, or (as root) a character device node made in the temporary folder:
    never a real device of the machine."""
    path = tmp_path / "special" / request.param
    path.parent.mkdir()
    if request.param == "fifo":
        os.mkfifo(path)
    else:
        if os.geteuid() != 0:
            pytest.skip("making a device node needs root")
        os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 7))  # what /dev/full is
    return path


def assert_still_special(path: Path) -> None:
    mode = path.lstat().st_mode
    assert stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # nothing beside it


@pytest.mark.parametrize("command", ["export", "rosters", "backup"])
def test_an_output_that_is_not_a_regular_file_is_refused_and_left_alone(
    campaign_file: Path, special_file: Path, command: str
) -> None:
    args = {
        "export": ["export", "--db", str(campaign_file), "--campaign", AUTUMN],
        "rosters": ["rosters", "--db", str(campaign_file), "--campaign", AUTUMN],
        "backup": ["backup", "--db", str(campaign_file)],
    }[command]
    result = run_muster(*args, "--out", str(special_file))
    assert_refused(result, "not a regular file")
    assert_still_special(special_file)


def names_of_the_database(campaign_file: Path, how: str) -> Path:
    """A name that reaches the database file, or its backups: itself, a link, a hard link,
    its -wal, one of its backups."""
    if how == "itself":
        return campaign_file
    if how == "-wal":
        return Path(f"{campaign_file}-wal")
    if how == "backup":
        from models.store.backup import make_backup

        return make_backup(campaign_file, reason="manual")
    other = campaign_file.with_name(f"{how}.json")
    if how == "symlink":
        other.symlink_to(campaign_file)
    else:
        os.link(campaign_file, other)
    return other


@pytest.mark.parametrize("how", ["itself", "symlink", "hardlink", "-wal", "backup"])
@pytest.mark.parametrize("command", ["export", "rosters"])
def test_no_command_writes_over_the_database_or_its_backups(
    campaign_file: Path, command: str, how: str
) -> None:
    out = names_of_the_database(campaign_file, how)
    before = {p: sha256(p) for p in campaign_file.parent.rglob("*") if p.is_file()}
    args = {
        "export": ["export", "--db", str(campaign_file), "--campaign", AUTUMN],
        "rosters": ["rosters", "--db", str(campaign_file), "--campaign", AUTUMN],
    }[command]
    result = run_muster(*args, "--out", str(out))
    assert_refused(result, "so nothing was written. Choose another name")
    after = {p: sha256(p) for p in campaign_file.parent.rglob("*") if p.is_file()}
    assert after == before
    assert active_characters(campaign_file) == 12


def test_a_symbolic_link_writes_the_file_it_points_at(campaign_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "real" / "autumn.json"
    target.parent.mkdir()
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    result = run_muster(
        "export", "--db", str(campaign_file), "--campaign", AUTUMN, "--out", str(link)
    )
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and link.resolve() == target
    assert target.read_text(encoding="utf-8").startswith('{\n  "format": "muster-campaign"')
    assert sorted(p.name for p in target.parent.iterdir()) == ["autumn.json"]


# --- 3. read-only places and a full disk ----------------------------------------------------


@pytest.mark.parametrize("command", ["check", "backup", "export", "rosters"])
def test_a_read_only_mount_works_for_reading(
    campaign_file: Path, tmp_path: Path, command: str
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    with read_only_place(tmp_path / "ro", [campaign_file]) as folder:
        db = folder / campaign_file.name
        before = sha256(db)
        result = run_muster(*reading_commands(db, out)[command])
        assert result.returncode == 0, result.stderr
        assert sha256(db) == before
        assert [p.name for p in folder.iterdir()] == [db.name]
    assert len(list(out.iterdir())) == (0 if command == "check" else 1)


def test_a_read_only_mount_with_changes_waiting_in_the_wal_is_refused_in_words(
    campaign_file: Path, tmp_path: Path
) -> None:
    """The file was copied with its -wal while Muster had it open: reading it without the
    -wal would show an older state, and SQLite cannot read the -wal here."""
    source = tmp_path / "open" / campaign_file.name
    source.parent.mkdir()
    shutil.copy2(campaign_file, source)
    open_database(source)
    try:
        Character.update(gold=99).execute()  # committed, but still only in the -wal
        wal = source.with_name(source.name + "-wal")
        copies = tmp_path / "copies"
        copies.mkdir()
        for path in (source, wal):
            shutil.copy2(path, copies / path.name)
    finally:
        close_database()
    files = [copies / source.name, copies / wal.name]
    with read_only_place(tmp_path / "ro", files) as folder:
        result = run_muster("check", "--db", str(folder / source.name))
        assert_refused(result, "its latest changes are still in campaign.sqlite3-wal")
        assert "damaged" not in result.stderr


@pytest.fixture
def full_disk(campaign_file: Path, campaign_json: Path, tmp_path: Path) -> Iterator[Path]:
    """The campaign on a small disk with not a byte left; yields the database's path."""
    disk = tmp_path / "disk"
    with tmpfs(disk, 1024):
        db = disk / campaign_file.name
        shutil.copy2(campaign_file, db)
        fill_disk(disk)
        yield db


@pytest.mark.parametrize("command", ["check", "backup", "export", "rosters"])
def test_a_full_disk_says_the_disk_is_full_to_commands_that_read(
    full_disk: Path, tmp_path: Path, command: str
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    before = sha256(full_disk)
    result = run_muster(*reading_commands(full_disk, out)[command])
    assert_refused(result, "is full")
    assert "damaged" not in result.stderr
    assert sha256(full_disk) == before
    assert sorted(p.name for p in full_disk.parent.iterdir()) == [
        "campaign.sqlite3",
        "filler",
        "probe",
    ]


@pytest.mark.parametrize("command", ["demo", "import", "check --repair", "app"])
def test_a_full_disk_says_the_disk_is_full_to_commands_that_write(
    full_disk: Path, campaign_json: Path, command: str
) -> None:
    before = sha256(full_disk)
    result = run_muster(*writing_commands(full_disk, campaign_json)[command])
    assert_refused(result, "is full")
    assert "damaged" not in result.stderr
    assert sha256(full_disk) == before


# --- 4. an empty file -------------------------------------------------------------------------


def test_an_empty_file_is_called_empty_by_every_command_and_stays_empty(
    tmp_path: Path, campaign_json: Path
) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    out = tmp_path / "out"
    out.mkdir()
    commands = {**reading_commands(empty, out), **writing_commands(empty, campaign_json)}
    for name, args in commands.items():
        result = run_muster(*args)
        assert_refused(result, "is empty (0 bytes)")
        assert "older Muster" not in result.stderr, name
        assert empty.stat().st_size == 0, name
    assert list(out.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "autumn.json",
        "campaign.sqlite3",
        "empty.sqlite3",
        "out",
    ]


# --- 8. names too long for the file system ------------------------------------------------------


def test_every_command_says_a_name_is_too_long(campaign_file: Path, tmp_path: Path) -> None:
    long = "🐉" * 100  # 400 bytes: a name any file system refuses
    too_long = tmp_path / long
    nested = tmp_path / long / "campaign.sqlite3"
    good_out = tmp_path / "out"
    good_out.mkdir()
    runs = [
        ["check", "--db", str(nested)],
        ["demo", "--db", str(too_long)],
        ["demo", "--db", str(nested)],
        ["import", "--db", str(campaign_file), str(too_long)],
        ["import", "--db", str(nested), str(too_long)],
        *reading_commands(campaign_file, too_long).values(),
        *reading_commands(nested, good_out).values(),
        ["backup", "--db", str(campaign_file), "--out", str(too_long)],
        ["export", "--db", str(campaign_file), "--campaign", AUTUMN, "--out", str(too_long)],
        ["rosters", "--db", str(campaign_file), "--campaign", AUTUMN, "--out", str(too_long)],
        ["--db", str(nested)],
    ]
    for args in runs:
        result = run_muster(*args)
        if args[0] == "check" and args[2] == str(campaign_file):
            assert result.returncode == 0, result.stderr
            continue
        assert_refused(result, "too long")
    assert list(good_out.iterdir()) == []


# --- 9 and 10. imports of what is not a file; messages with their path -------------------------


def test_import_reads_only_regular_files(campaign_file: Path, special_file: Path) -> None:
    before = sha256(campaign_file)
    result = run_muster("import", "--db", str(campaign_file), str(special_file))
    assert_refused(result, "not a regular file")
    assert sha256(campaign_file) == before


def test_a_backup_into_a_read_only_folder_is_one_plain_line(
    campaign_file: Path, tmp_path: Path
) -> None:
    with read_only_place(tmp_path / "ro", []) as folder:
        for out in (folder / "copy.sqlite3", folder):
            result = run_muster("backup", "--db", str(campaign_file), "--out", str(out))
            assert_refused(result, "cannot write the backup")
            assert "unable to open database file" not in result.stderr
            assert list(folder.iterdir()) == []


def test_a_number_of_thousands_of_digits_is_refused_with_its_path(
    campaign_file: Path, tmp_path: Path
) -> None:
    text = (ROOT / "docs" / "campaign-example.json").read_text(encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text(text.replace('"gold": 12,', '"gold": ' + "9" * 5_000 + ",", 1))
    result = run_muster("import", "--db", str(campaign_file), str(broken))
    assert_refused(
        result,
        "warbands[0].characters[0].gold: is a number of 5,000 digits; it must be from 0 to "
        "1,000,000",
    )
    assert "set_int_max_str_digits" not in result.stderr


@pytest.mark.parametrize("short_by", [1, 100, 4096])
def test_a_file_shorter_than_its_header_says_is_damaged_and_never_written_to(
    campaign_file: Path, tmp_path: Path, short_by: int
) -> None:
    """SQLite reads a missing tail as zeros and its integrity check passes such a file; its
    header's page count gives it away. No command writes to it, or copies it as sound."""
    data = campaign_file.read_bytes()
    campaign_file.write_bytes(data[:-short_by])
    cut = sha256(campaign_file)
    example = ROOT / "docs" / "campaign-example.json"
    commands = [
        ["check", "--db", str(campaign_file)],
        ["check", "--db", str(campaign_file), "--repair"],
        ["demo", "--db", str(campaign_file)],
        ["import", "--db", str(campaign_file), str(example)],
        ["backup", "--db", str(campaign_file), "--out", str(tmp_path / "b.sqlite3")],
        ["copy", "--from", str(campaign_file), "--to", str(tmp_path / "c.sqlite3")],
    ]
    for command in commands:
        result = run_muster(*command)
        assert result.returncode == 2, (command, result.stdout, result.stderr)
        assert "damaged" in result.stdout + result.stderr, command
        assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr
    assert sha256(campaign_file) == cut
    assert not (tmp_path / "b.sqlite3").exists() and not (tmp_path / "c.sqlite3").exists()


@pytest.mark.parametrize("table", ["history_entry", "character", "campaign"])
def test_copy_from_a_file_with_a_damaged_table_page_says_so_in_one_line(
    campaign_file: Path, tmp_path: Path, table: str
) -> None:
    """Its header is sound, so only reading the table finds the damage: in words, exit 2,
    and nothing is copied (it printed sqlite3.DatabaseError)."""
    damage_pages(campaign_file, table)
    target = tmp_path / "c.sqlite3"
    result = run_muster("copy", "--from", str(campaign_file), "--to", str(target))
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "damaged" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr
    assert not target.exists()


@pytest.mark.parametrize("command", ["check", "export", "rosters"])
def test_settings_nested_too_deep_to_read_are_a_bad_value_in_words(
    campaign_file: Path, tmp_path: Path, command: str
) -> None:
    conn = sqlite3.connect(campaign_file)
    conn.execute("UPDATE campaign SET house_rules = ?", ("[" * 100_000 + "]" * 100_000,))
    conn.commit()
    conn.close()
    args = {
        "check": ["check", "--db", str(campaign_file)],
        "export": ["export", "--db", str(campaign_file), "--campaign", AUTUMN],
        "rosters": ["rosters", "--db", str(campaign_file), "--campaign", AUTUMN],
    }[command]
    out = [] if command == "check" else ["--out", str(tmp_path / "out")]
    result = run_muster(*args, *out)
    assert result.returncode in (1, 2), result.stderr
    assert "Traceback" not in result.stderr and "RecursionError" not in result.stderr
    assert "house rules" in (result.stdout + result.stderr).replace("_", " ")


def cut_short(by: int) -> Callable[[Path], None]:
    def cut(path: Path) -> None:
        data = path.read_bytes()
        path.write_bytes(data[:-by])

    return cut


# How a file read by a command is damaged: each passes unseen unless the file is judged, as an
# opening judges it (its header against its size, then SQLite's integrity check).
READ_DAMAGE: dict[str, Callable[[Path], None]] = {
    "one byte short": cut_short(1),
    "100 bytes short": cut_short(100),
    "a page short": cut_short(4096),
    "a damaged table": damage_pages,
    "a damaged history": lambda path: damage_pages(path, "history_entry"),
    "a damaged index": damage_index,
}


@pytest.mark.parametrize("damage", sorted(READ_DAMAGE))
@pytest.mark.parametrize("command", ["export", "rosters", "publish"])
def test_commands_that_read_judge_the_file_first_and_say_it_is_damaged(
    campaign_file: Path, tmp_path: Path, command: str, damage: str
) -> None:
    """rosters on a file one byte short said "Wrote"; publish of a file 100 bytes short
    blamed a history entry's value."""
    READ_DAMAGE[damage](campaign_file)
    before = sha256(campaign_file)
    out = tmp_path / "out" / {"export": "a.json", "rosters": "r.pdf", "publish": "site"}[command]
    out.parent.mkdir()
    db = str(campaign_file)
    result = run_muster(command, "--db", db, "--campaign", AUTUMN, "--out", str(out))
    assert_refused(result, "is damaged")
    assert "Muster has not changed the file" in result.stderr
    assert sha256(campaign_file) == before
    assert list(out.parent.iterdir()) == []

"""Files Muster writes and looks at: the full integrity check before writing to a changed
file, new databases made whole, empty files, outputs that are not files, and the leftovers of
writers that were killed."""

from __future__ import annotations

import fcntl
import os
import sqlite3
import time
from pathlib import Path

import pytest

from models.check import check_database
from models.errors import (
    BackupError,
    DatabaseDamagedError,
    DatabaseEmptyError,
    DatabaseUnusableError,
    MusterError,
)
from models.store import inspection, lifecycle, verified
from models.store.backup import MANUAL, backup_dir_for, make_backup
from models.store.connection import close_database, db
from models.store.files import write_atomically
from models.store.inspection import read_schema_version
from models.store.leftovers import clean_leftovers, temporary_beside
from models.store.lifecycle import open_database
from models.store.schema import Campaign
from tests.data_safety import damage_index, damage_pages, populate, sha256

OLD = time.time() - 3600  # an hour ago: a writer would have locked its file long since


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Which integrity check each opening ran: "quick" or "full"."""
    ran: list[str] = []
    real = lifecycle.ensure_sound

    def ensure_sound(path: Path, *, quick: bool = False) -> None:
        ran.append("quick" if quick else "full")
        real(path, quick=quick)

    monkeypatch.setattr(lifecycle, "ensure_sound", ensure_sound)
    return ran


def make_campaign(path: Path) -> None:
    open_database(path)
    populate(characters=6)
    close_database()


# --- 1. the full check before a write ---------------------------------------------------------


def test_a_file_changed_outside_muster_gets_the_full_check(db_path: Path, checks: list) -> None:
    make_campaign(db_path)
    open_database(db_path)  # as Muster left it: the quick check is enough
    close_database()
    assert checks == ["quick"]
    damage_index(db_path)
    before = sha256(db_path)
    with pytest.raises(DatabaseDamagedError, match="missing from index character_status"):
        open_database(db_path)
    assert checks == ["quick", "full"]
    assert sha256(db_path) == before
    assert not verified.is_verified(db_path)


def test_a_copied_database_is_checked_in_full_once(db_path: Path, tmp_path: Path, checks) -> None:
    make_campaign(db_path)
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes(db_path.read_bytes())
    for _ in range(2):
        open_database(copy)
        close_database()
    assert checks == ["full", "quick"]


def test_damage_seen_during_a_session_forgets_the_file(db_path: Path, checks) -> None:
    make_campaign(db_path)
    open_database(db_path)
    database = db.obj
    database.damage_seen = True  # as when SQLite reported a malformed page mid-session
    close_database()
    open_database(db_path)
    close_database()
    assert checks == ["quick", "full"]


def test_the_quick_check_begun_ahead_is_used_only_for_the_file_as_it_was(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app begins the quick check while Qt loads (main.py): opening the file takes its
    result, once, when the file is exactly as it was; a file changed since is checked again,
    in full when it changed outside Muster, and its damage found."""
    make_campaign(db_path)
    ran: list[bool] = []
    real = inspection._integrity_problems

    def counted(path: Path, *, quick: bool) -> list[str]:
        ran.append(quick)
        return real(path, quick=quick)

    monkeypatch.setattr(inspection, "_integrity_problems", counted)
    inspection.check_ahead(db_path)
    open_database(db_path)
    close_database()
    assert ran == [True]  # the check begun ahead, and no other
    open_database(db_path)
    close_database()
    assert ran == [True, True]  # nothing begun ahead: checked as it opens

    inspection.check_ahead(db_path)
    damage_index(db_path)  # after the check began: it passed a file no longer there
    with pytest.raises(DatabaseDamagedError, match="missing from index character_status"):
        open_database(db_path)
    assert ran == [True, True, True, False]  # the one ahead, then in full


# --- 4. new databases are made whole; empty files are not databases -----------------------------


def test_an_empty_file_is_refused_and_stays_empty(db_path: Path) -> None:
    db_path.touch()
    for read_only in (False, True):
        with pytest.raises(DatabaseEmptyError, match=r"is empty \(0 bytes\)"):
            open_database(db_path, read_only=read_only)
    assert db_path.stat().st_size == 0
    assert sorted(p.name for p in db_path.parent.iterdir()) == [db_path.name]


def test_only_the_apps_own_choice_makes_an_empty_file_a_database(db_path: Path) -> None:
    db_path.touch()
    opened = open_database(db_path, replace_empty=True)
    try:
        assert opened.created and Campaign.select().count() == 0
    finally:
        close_database()
    assert read_schema_version(db_path) > 0


def test_a_failed_creation_leaves_no_file_under_the_name(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(_database: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")  # as if the disk failed mid-way

    monkeypatch.setattr(lifecycle, "migrate", broken)
    with pytest.raises(DatabaseUnusableError, match="cannot create"):
        open_database(db_path)
    assert list(db_path.parent.iterdir()) == []  # neither the database nor a leftover


def test_a_missing_file_is_not_created_when_asked_not_to(db_path: Path) -> None:
    with pytest.raises(DatabaseUnusableError, match="there is no database"):
        open_database(db_path, create=False)
    assert not db_path.exists()


# --- 2. outputs that are not regular files ------------------------------------------------------


@pytest.mark.sqlite_only  # about the database file itself
def test_a_fifo_is_never_replaced(database: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    with pytest.raises(MusterError, match=r"named pipe \(FIFO\), not a regular file"):
        write_atomically(fifo, b"{}")
    with pytest.raises(BackupError, match="not a regular file"):
        make_backup(database, reason=MANUAL, dest=fifo)
    assert fifo.is_fifo()


@pytest.mark.sqlite_only  # about the database file itself
def test_a_symbolic_link_to_the_database_is_the_database(database: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.sqlite3"
    link.symlink_to(database)
    with pytest.raises(BackupError, match="is the open campaign database, which Muster reads"):
        make_backup(database, reason=MANUAL, dest=link)


@pytest.mark.sqlite_only  # about the database file itself
def test_a_backup_through_a_symbolic_link_writes_its_target(database: Path, tmp_path: Path) -> None:
    target = tmp_path / "kept" / "copy.sqlite3"
    target.parent.mkdir()
    target.write_bytes(b"old")
    link = tmp_path / "copy-link.sqlite3"
    link.symlink_to(target)
    make_backup(database, reason=MANUAL, dest=link)
    assert link.is_symlink() and read_schema_version(target) > 0
    assert sorted(p.name for p in target.parent.iterdir()) == ["copy.sqlite3"]


# --- 12. leftovers of killed writers --------------------------------------------------------------


def leftover(folder: Path, name: str, *, age: float = OLD) -> Path:
    path = folder / name
    path.write_bytes(b"half a file")
    os.utime(path, (age, age))
    return path


def test_leftovers_of_killed_writers_go_at_the_next_write_to_their_folder(tmp_path: Path) -> None:
    gone = [
        leftover(tmp_path, ".autumn.json.k2j4x9q1.part"),
        leftover(tmp_path, ".autumn.sqlite3.abcd_123.part"),
        leftover(tmp_path, ".autumn.sqlite3.abcd_123.part-journal"),
        leftover(tmp_path, ".orphan.sqlite3.zzzzzzzz.part-wal"),
    ]
    kept = [
        leftover(tmp_path, "movie.mkv.part"),  # another program's download
        leftover(tmp_path, ".recent.json.aaaaaaaa.part", age=time.time()),  # being written
        leftover(tmp_path, "notes.txt"),
    ]
    write_atomically(tmp_path / "rosters.pdf", b"%PDF")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([*(p.name for p in kept), "rosters.pdf"])
    assert not any(p.exists() for p in gone)


def test_a_temporary_file_whose_writer_is_alive_is_kept(tmp_path: Path) -> None:
    with temporary_beside(tmp_path / "autumn.json") as (temp, _fd):
        os.utime(temp, (OLD, OLD))  # a slow writer
        assert clean_leftovers(tmp_path) == []
        assert temp.exists()
        other = os.open(temp, os.O_RDONLY)
        try:  # the writer's lock is what keeps it
            with pytest.raises(BlockingIOError):
                fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
        finally:
            os.close(other)
    assert list(tmp_path.iterdir()) == []


def test_leftovers_beside_the_database_and_in_its_backups_go_at_start(db_path: Path) -> None:
    make_campaign(db_path)
    backups = backup_dir_for(db_path)
    backups.mkdir()
    gone = [
        leftover(db_path.parent, f".{db_path.name}.q1w2e3r4.part"),
        leftover(backups, "campaign-20250314-201500-import.sqlite3.part"),  # an older Muster's
        leftover(backups, "campaign-20250314-201500-import.sqlite3.part-journal"),
    ]
    open_database(db_path)
    close_database()
    assert not any(p.exists() for p in gone)
    assert sorted(p.name for p in db_path.parent.iterdir()) == ["backups", db_path.name]


def test_a_look_at_a_damaged_file_leaves_no_wal_or_shm_beside_it(db_path: Path) -> None:
    make_campaign(db_path)
    damage_pages(db_path)
    with pytest.raises(DatabaseDamagedError):
        open_database(db_path)
    assert sorted(p.name for p in db_path.parent.iterdir()) == [db_path.name]
    open_database(db_path, read_only=True, judge=False)  # what the check command does
    try:
        assert check_database(repair=False).damaged
    finally:
        close_database()
    assert sorted(p.name for p in db_path.parent.iterdir()) == [db_path.name]

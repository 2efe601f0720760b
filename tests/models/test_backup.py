"""Backups: verified copies, listing, rotation, the start-up backup, and restore."""

from __future__ import annotations

import datetime as dt
import errno
import shutil
import sqlite3
from pathlib import Path

import pytest

from models.errors import BackupError
from models.store import backup as backups
from models.store.backup import (
    AUTO,
    IMPORT,
    MANUAL,
    MIGRATION,
    RESTORE,
    backup_dir_for,
    latest_good_backup,
    list_backups,
    make_backup,
    restore_backup,
    unique_backup_path,
)
from models.store.connection import close_database, db
from models.store.lifecycle import open_database
from models.store.migrations import SCHEMA_VERSION
from models.store.rotation import maybe_backup_at_startup, rotate_backups
from models.store.schema import Campaign, Warband
from tests.data_safety import damage_pages, populate, sha256
from tests.models.test_database import build_v1_database

T0 = dt.datetime(2025, 3, 14, 20, 15, 0)

# Backups here are copies of SQLite files (a server's: tests/models/test_server.py).
pytestmark = pytest.mark.sqlite_only


def names_in(path: Path) -> list[str]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return [row[0] for row in conn.execute("SELECT name FROM campaign ORDER BY name")]
    finally:
        conn.close()


def test_a_backup_is_verified_and_listed(database: Path) -> None:
    populate(name="Autumn")
    path = make_backup(database, reason=MANUAL, now=T0)
    assert path.parent == backup_dir_for(database) == database.parent / "backups"
    assert path.name == "campaign-20250314-201500-manual.sqlite3"
    listed = list_backups(database)
    assert [(b.path, b.created, b.reason, b.reason_text) for b in listed] == [
        (path, T0, MANUAL, "made by you")
    ]
    assert listed[0].size == path.stat().st_size > 0
    assert backups.verify_backup(path) == []
    assert names_in(path) == ["Autumn"]
    # One self-contained file: no partial file, and no -wal is needed to read it.
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_backups_are_listed_newest_first_and_only_this_databases(database: Path) -> None:
    first = make_backup(database, reason=AUTO, now=T0)
    second = make_backup(database, reason=MANUAL, now=T0)  # the same second: a suffix
    third = make_backup(database, reason=IMPORT, now=T0 + dt.timedelta(hours=1))
    other = database.with_name("other.sqlite3")
    shutil.copy(database, other)
    make_backup(other, reason=AUTO, now=T0 + dt.timedelta(hours=2))
    (backup_dir_for(database) / "notes.txt").write_text("not a backup")
    assert second.name == "campaign-20250314-201500-2-manual.sqlite3"
    assert [b.path for b in list_backups(database)] == [third, second, first]


def test_a_copy_that_fails_verification_is_not_kept(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older = make_backup(database, reason=AUTO, now=T0)
    before = sha256(older)
    monkeypatch.setattr(backups, "verify_backup", lambda _path: ["Page 3: btree broken"])
    with pytest.raises(BackupError, match="failed its integrity check"):
        make_backup(database, reason=AUTO, now=T0 + dt.timedelta(days=1))
    assert [b.path for b in list_backups(database)] == [older]
    assert sha256(older) == before
    assert sorted(p.name for p in older.parent.iterdir()) == [older.name]  # no .part left


@pytest.mark.parametrize(
    "failure",
    [
        OSError(errno.ENOSPC, "No space left on device"),
        sqlite3.OperationalError("database or disk is full"),
    ],
)
def test_a_full_disk_while_backing_up_is_a_clear_message(
    database: Path, monkeypatch: pytest.MonkeyPatch, failure: Exception
) -> None:
    def full(_src: Path, dest: Path) -> None:
        dest.write_bytes(b"SQLite format 3\x00 half a copy")
        raise failure

    monkeypatch.setattr(backups, "_copy_pages", full)
    with pytest.raises(BackupError, match="not enough disk space") as caught:
        make_backup(database, reason=MANUAL, now=T0)
    assert "Nothing was changed" in str(caught.value)
    assert list(backup_dir_for(database).iterdir()) == []


def test_a_damaged_database_gives_no_backup(db_path: Path) -> None:
    open_database(db_path)
    populate()
    close_database()
    damage_pages(db_path)
    with pytest.raises(BackupError, match="integrity check"):
        make_backup(db_path, reason=MANUAL, now=T0)
    assert list_backups(db_path) == []


def test_backup_refuses_to_overwrite_the_database_itself(database: Path) -> None:
    with pytest.raises(BackupError, match="is the open campaign database, which Muster reads"):
        make_backup(database, reason=MANUAL, dest=database)


# --- rotation ---------------------------------------------------------------------------------


def fake_backup(template: Path, db_path: Path, reason: str, when: dt.datetime) -> Path:
    """A verified backup file dated ``when`` (copied, so a year of them is quick to make)."""
    dest = unique_backup_path(db_path, reason, now=when)
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(template, dest)
    return dest


def expected_kept(dates: list[dt.datetime]) -> set[dt.datetime]:
    """7 daily, 4 weekly, 12 monthly, written out the long way: group, then take the newest."""
    newest_first = sorted(dates, reverse=True)

    def newest_per(key, count: int) -> set[dt.datetime]:
        groups: dict[object, dt.datetime] = {}
        for d in newest_first:
            groups.setdefault(key(d), d)
        recent = sorted(groups.values(), reverse=True)[:count]
        return set(recent)

    return (
        newest_per(lambda d: d.date(), 7)
        | newest_per(lambda d: d.isocalendar()[:2], 4)
        | newest_per(lambda d: (d.year, d.month), 12)
    )


def test_rotation_over_a_simulated_year(database: Path) -> None:
    template = make_backup(database, reason=MANUAL, now=T0 - dt.timedelta(days=1000))
    template = template.rename(database.parent / "template.sqlite3")
    start = dt.datetime(2024, 1, 1, 9, 0)
    made: list[dt.datetime] = []
    for day in range(400):
        now = start + dt.timedelta(days=day)
        fake_backup(template, database, AUTO, now)
        made.append(now)
        if day % 10 == 3:  # now and then a manual one later the same day
            evening = now + dt.timedelta(hours=10)
            fake_backup(template, database, MANUAL, evening)
            made.append(evening)
        rotate_backups(database, now=now)
    kept = [b.created for b in list_backups(database)]
    assert set(kept) == expected_kept(made)
    last = made[-1]
    # What a user sees: the last 7 days, one per recent week, one per month for a year.
    assert {d.date() for d in kept} >= {(last - dt.timedelta(days=i)).date() for i in range(7)}
    months = {(d.year, d.month) for d in kept}
    assert len(months) == 12
    assert min(kept) > last - dt.timedelta(days=366)
    assert len(kept) <= 7 + 4 + 12


def test_safety_copies_are_kept_for_thirty_days(database: Path) -> None:
    template = make_backup(database, reason=MANUAL, now=T0 - dt.timedelta(days=1000))
    template = template.rename(database.parent / "template.sqlite3")
    migration = fake_backup(template, database, MIGRATION, T0 - dt.timedelta(days=29))
    old_import = fake_backup(template, database, IMPORT, T0 - dt.timedelta(days=31))
    restore = fake_backup(template, database, RESTORE, T0 - dt.timedelta(days=1))
    fake_backup(template, database, AUTO, T0)
    removed = rotate_backups(database, now=T0)
    assert removed == [old_import]
    left = {b.path for b in list_backups(database)}
    assert {migration, restore} <= left


def test_rotation_drops_nothing_when_the_newest_backup_is_bad(database: Path) -> None:
    template = make_backup(database, reason=MANUAL, now=T0 - dt.timedelta(days=1000))
    template = template.rename(database.parent / "template.sqlite3")
    for day in range(30):
        fake_backup(template, database, AUTO, T0 + dt.timedelta(days=day))
    newest = list_backups(database)[0].path
    newest.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)  # truncated
    before = sorted(p.name for p in backup_dir_for(database).iterdir())
    assert rotate_backups(database, now=T0 + dt.timedelta(days=30)) == []
    assert sorted(p.name for p in backup_dir_for(database).iterdir()) == before


def test_a_failed_start_up_backup_removes_nothing(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    populate()
    template = make_backup(database, reason=MANUAL, now=T0 - dt.timedelta(days=1000))
    template = template.rename(database.parent / "template.sqlite3")
    for day in range(30):
        fake_backup(template, database, AUTO, T0 - dt.timedelta(days=60 - day))
    Campaign.create(name="Winter", game="beastrider_wars")  # a change since the last one
    before = sorted(p.name for p in backup_dir_for(database).iterdir())
    real_verify = backups.verify_backup
    monkeypatch.setattr(
        backups,
        "verify_backup",
        lambda path: ["damaged"] if path.name.endswith(".part") else real_verify(path),
    )
    with pytest.raises(BackupError):
        maybe_backup_at_startup(database, now=T0)
    assert sorted(p.name for p in backup_dir_for(database).iterdir()) == before


# --- the start-up backup ------------------------------------------------------------------------


def test_start_up_backup_when_changed_and_older_than_a_day(database: Path) -> None:
    assert maybe_backup_at_startup(database, now=T0) is None  # nothing in it yet
    populate(name="Autumn")
    first = maybe_backup_at_startup(database, now=T0)
    assert first is not None and list_backups(database)[0].reason == AUTO
    # Changed, but the last backup is only hours old.
    Campaign.create(name="Winter", game="beastrider_wars")
    assert maybe_backup_at_startup(database, now=T0 + dt.timedelta(hours=23)) is None
    # More than a day old and changed: a new backup with the change.
    second = maybe_backup_at_startup(database, now=T0 + dt.timedelta(hours=25))
    assert second is not None and names_in(second) == ["Autumn", "Winter"]
    # Opened and closed again without a change: no backup, even days later.
    close_database()
    open_database(database)
    assert maybe_backup_at_startup(database, now=T0 + dt.timedelta(days=5)) is None
    assert len(list_backups(database)) == 2


def test_start_up_backup_rotates(database: Path) -> None:
    populate()
    template = make_backup(database, reason=MANUAL, now=T0 - dt.timedelta(days=1000))
    template = template.rename(database.parent / "template.sqlite3")
    for day in range(10):
        fake_backup(template, database, AUTO, T0 - dt.timedelta(days=10 - day, hours=1))
    Campaign.create(name="Winter", game="beastrider_wars")
    new = maybe_backup_at_startup(database, now=T0)
    assert new is not None
    kept = list_backups(database)
    assert kept[0].path == new
    assert len({b.created.date() for b in kept}) == len(kept) <= 7 + 4 + 12
    assert len(kept) < 11


# --- restore ----------------------------------------------------------------------------------


def test_restore_backs_up_first_and_round_trips(database: Path) -> None:
    campaign = populate(name="Autumn")
    autumn = make_backup(database, reason=MANUAL, now=T0)
    campaign.name = "Autumn, renamed"
    campaign.save()
    Warband.create(campaign=campaign, name="Lothian")

    safety = restore_backup(database, autumn, now=T0 + dt.timedelta(hours=1))
    assert db.obj.is_closed()  # the caller reopens
    assert safety.parent == backup_dir_for(database)
    assert list_backups(database)[0].reason == RESTORE
    assert names_in(safety) == ["Autumn, renamed"]

    open_database(database)
    assert [c.name for c in Campaign.select()] == ["Autumn"]
    assert Warband.select().where(Warband.name == "Lothian").count() == 0

    # ... and back again: the safety copy restores the state before the restore.
    restore_backup(database, safety, now=T0 + dt.timedelta(hours=2))
    open_database(database)
    assert [c.name for c in Campaign.select()] == ["Autumn, renamed"]
    assert Warband.select().where(Warband.name == "Lothian").count() == 1


def test_restoring_over_a_damaged_file_keeps_it_aside(db_path: Path) -> None:
    open_database(db_path)
    populate(name="Autumn")
    good = make_backup(db_path, reason=MANUAL, now=T0)
    close_database()
    damage_pages(db_path)
    damaged = sha256(db_path)

    aside = restore_backup(db_path, good, now=T0 + dt.timedelta(days=1))
    assert aside.name == "campaign.sqlite3.damaged-20250315-201500"
    assert sha256(aside) == damaged
    open_database(db_path)
    try:
        assert [c.name for c in Campaign.select()] == ["Autumn"]
    finally:
        close_database()


def test_a_damaged_or_newer_backup_is_not_restored(database: Path) -> None:
    populate()
    bad = make_backup(database, reason=MANUAL, now=T0)
    damage_pages(bad)
    newer = make_backup(database, reason=MANUAL, now=T0 + dt.timedelta(hours=1))
    conn = sqlite3.connect(newer)
    conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    close_database()
    before = sha256(database)
    with pytest.raises(BackupError, match="damaged"):
        restore_backup(database, bad)
    with pytest.raises(BackupError, match="not a backup this Muster can restore"):
        restore_backup(database, newer)
    assert sha256(database) == before
    assert len(list_backups(database)) == 2  # no safety copies for a refused restore


def test_latest_good_backup_skips_damaged_ones(database: Path) -> None:
    populate()
    assert latest_good_backup(database) is None
    good = make_backup(database, reason=AUTO, now=T0)
    bad = make_backup(database, reason=MANUAL, now=T0 + dt.timedelta(days=1))
    damage_pages(bad)
    assert latest_good_backup(database) == good


def test_the_backup_before_a_migration_is_verified_and_listed(db_path: Path) -> None:
    build_v1_database(db_path)
    result = open_database(db_path)
    close_database()
    listed = list_backups(db_path)
    assert [(b.path, b.reason) for b in listed] == [(result.backup, MIGRATION)]
    assert result.backup is not None
    assert backups.verify_backup(result.backup) == []

"""A damaged default database at start-up: say so, offer the latest good backup, keep it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from models.store.backup import AUTO, make_backup
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign
from tests.data_safety import answer_message_boxes, damage_pages, populate, sha256
from ui import opening as app
from ui.app import make_application
from ui.opening import open_default_database


@pytest.fixture
def default_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The default database (in a temporary folder): a campaign, a backup, then damage."""
    path = tmp_path / "data" / "muster.sqlite3"
    path.parent.mkdir()
    open_database(path)
    populate(name="Autumn")
    close_database()
    monkeypatch.setattr(app, "default_db_path", lambda: path)
    make_application()
    return path


def test_restore_the_latest_backup_and_keep_the_damaged_file(qtbot, default_db: Path) -> None:
    good = make_backup(default_db, reason=AUTO, now=dt.datetime(2025, 3, 14, 20, 15))
    damage_pages(default_db)
    damaged = sha256(default_db)

    shown = answer_message_boxes("Restore latest backup", "OK")
    opened = open_default_database()
    try:
        assert opened is not None
        assert [c.name for c in Campaign.select()] == ["Autumn"]
    finally:
        close_database()
    assert "Muster's database is damaged" in shown[0]
    assert "Muster has not changed the file" in shown[0]
    assert "Friday 14 March 2025, 20:15" in shown[0] and str(good) in shown[0]
    assert shown[1] == "buttons: Quit, Restore latest backup"
    [aside] = [
        p
        for p in default_db.parent.glob("muster.sqlite3.damaged-*")
        if not p.name.endswith(("-wal", "-shm"))  # its WAL files went aside with it
    ]
    assert sha256(aside) == damaged
    assert str(aside) in shown[2]


def test_quit_leaves_the_damaged_file_alone(qtbot, default_db: Path) -> None:
    make_backup(default_db, reason=AUTO)
    damage_pages(default_db)
    damaged = sha256(default_db)
    shown = answer_message_boxes("Quit")
    assert open_default_database() is None
    assert sha256(default_db) == damaged
    assert not list(default_db.parent.glob("*.damaged-*"))
    assert "damaged" in shown[0]


def test_without_a_good_backup_only_quit_is_offered(qtbot, default_db: Path) -> None:
    bad = make_backup(default_db, reason=AUTO)
    damage_pages(bad)
    damage_pages(default_db)
    damaged = sha256(default_db)
    shown = answer_message_boxes("Quit")
    assert open_default_database() is None
    assert "There is no good backup" in shown[0]
    assert shown[1] == "buttons: Quit"
    assert sha256(default_db) == damaged


def test_a_sound_default_database_opens_without_questions(qtbot, default_db: Path) -> None:
    opened = open_default_database()
    try:
        assert opened is not None and opened.path == default_db
    finally:
        close_database()


def test_the_start_up_backup_failing_is_a_warning_not_a_stop(
    default_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert app.backup_at_startup(default_db) is None  # the first backup: fine
    from models.errors import BackupError
    from models.store import rotation

    def full(*_args: object, **_kwargs: object) -> None:
        raise BackupError("there is not enough disk space")

    monkeypatch.setattr(rotation, "maybe_backup_at_startup", full)
    warning = app.backup_at_startup(default_db)
    assert warning == "The automatic backup failed: there is not enough disk space"


def test_an_empty_default_database_is_made_new_only_when_asked(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "data" / "muster.sqlite3"
    path.parent.mkdir()
    path.touch()  # an empty file, as a crash of another program might leave
    monkeypatch.setattr(app, "default_db_path", lambda: path)
    make_application()
    shown = answer_message_boxes("Quit")
    assert open_default_database() is None
    assert "Muster's database file is empty" in shown[0]
    assert shown[1] == "buttons: Create a new campaign database here, Quit"
    assert path.stat().st_size == 0

    answer_message_boxes("Create a new campaign database here")
    opened = open_default_database()
    try:
        assert opened is not None and opened.created
        assert Campaign.select().count() == 0
    finally:
        close_database()
    assert path.stat().st_size > 0


def test_a_damaged_wal_offers_to_keep_a_copy_and_open_what_can_be_read(
    qtbot, default_db: Path
) -> None:
    """Changes saved in the -wal, one byte of it flipped: opening would drop them without a
    word. The user is told, and chooses: here, a copy of both kept, then what SQLite reads."""
    from tests.test_damaged_logs import FRAME, flip, stopped_writer

    stopped_writer(
        default_db,
        "c.execute('PRAGMA wal_autocheckpoint=0')\n"
        "for n in range(4):\n"
        "    c.execute('UPDATE character SET gold = gold + 1')\n",
    )
    wal = default_db.with_name(default_db.name + "-wal")
    flip(wal, 32 + 2 * FRAME + 24 + 900)
    files = {p.name: p.read_bytes() for p in default_db.parent.iterdir() if p.is_file()}

    shown = answer_message_boxes("Quit")
    assert open_default_database() is None
    assert {p.name: p.read_bytes() for p in default_db.parent.iterdir() if p.is_file()} == files
    assert "write-ahead log muster.sqlite3-wal is damaged at frame 3" in shown[0]
    assert shown[1] == "buttons: Keep a copy and open without them, Quit"

    shown = answer_message_boxes("Keep a copy and open without them", "OK")
    opened = open_default_database()
    try:
        assert opened is not None and opened.set_aside is not None
        assert [c.name for c in Campaign.select()] == ["Autumn"]
    finally:
        close_database()
    kept = opened.set_aside
    assert kept.read_bytes() == files["muster.sqlite3"]
    assert kept.with_name(kept.name + "-wal").read_bytes() == files["muster.sqlite3-wal"]
    assert str(kept) in shown[2]

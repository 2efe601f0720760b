"""A -wal or -journal SQLite would not replay whole is damage (models/store/journals.py).

Saved changes wait in the -wal; one byte of it flipped, a cut, a damaged header: SQLite would
replay the log up to the damage and drop the rest without a word, and the next write would
fold what is left into the file. Every command refuses or reports it, in one line, and the
bytes of the database and its log are the same afterwards; only the user's own choice (the
database check with ``--repair --drop-damaged-log``) goes on without them, a copy of both kept
first."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import main
from models.store.connection import close_database
from tests.test_command_line import ROOT

AUTUMN = "Autumn"
pytestmark = pytest.mark.usefixtures("never_rendered")
CHANGES = 6  # transactions saved in the -wal
FRAME = 24 + 4096  # a frame of the WAL: its header and a page


def stopped_writer(db: Path, code: str) -> None:
    """Run ``code`` on a connection to ``db`` in another process, which then stops dead (as a
    killed program): what it saved stays in the -wal or -journal beside the file."""
    program = (
        "import os, sqlite3\n"
        f"c = sqlite3.connect({str(db)!r}, isolation_level=None)\n"
        f"{code}\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", program], check=True, timeout=60)


def saved_in_the_wal(folder: Path, autumn_template: Path) -> Path:
    db = folder / "campaign.sqlite3"
    shutil.copy2(autumn_template, db)
    stopped_writer(
        db,
        "c.execute('PRAGMA wal_autocheckpoint=0')\n"
        f"for n in range({CHANGES}):\n"
        "    c.execute('UPDATE character SET gold = gold + 1')\n",
    )
    assert db.with_name(db.name + "-wal").stat().st_size > 2 * FRAME
    return db


def flip(path: Path, at: int) -> None:
    with path.open("r+b") as handle:
        handle.seek(at)
        byte = handle.read(1)
        handle.seek(at)
        handle.write(bytes([byte[0] ^ 0x01]))


def flip_later_page(db: Path) -> None:
    flip(wal(db), 32 + 3 * FRAME + 24 + 900)


def cut_header(db: Path) -> None:
    os.truncate(wal(db), 20)


def without_shm(db: Path, damage: Callable[[Path], None]) -> None:
    damage(db)
    db.with_name(db.name + "-shm").unlink()


def wal(db: Path) -> Path:
    return db.with_name(db.name + "-wal")


# Each damage: what is done to the -wal (and -shm) of a database with changes saved in it.
DAMAGE: dict[str, Callable[[Path], None]] = {
    "a flipped byte in the first saved page": lambda db: flip(wal(db), 32 + 24 + 200),
    "a flipped byte in a later page": lambda db: flip(wal(db), 32 + 3 * FRAME + 24 + 900),
    "a flipped byte in the last frame": lambda db: flip(wal(db), wal(db).stat().st_size - 50),
    "a flipped byte in the header": lambda db: flip(wal(db), 13),
    "a flipped salt of a frame": lambda db: flip(wal(db), 32 + 2 * FRAME + 9),
    "a flipped page number of a frame": lambda db: flip(wal(db), 32 + 2 * FRAME + 3),
    "cut short": lambda db: os.truncate(wal(db), wal(db).stat().st_size - 100),
    "cut short by whole frames": lambda db: os.truncate(wal(db), 32 + 2 * FRAME),
    "a flipped byte, and no -shm": lambda db: without_shm(db, flip_later_page),
    "the header cut, and no -shm": lambda db: without_shm(db, cut_header),
}


def commands(db: Path, tmp_path: Path, source: Path) -> dict[str, list[str]]:
    """Every command, each reading or writing ``db`` (its outputs under ``tmp_path``; a copy
    into it from ``source``)."""
    out = tmp_path / "out"
    example = str(ROOT / "docs" / "campaign-example.json")
    return {
        "check": ["check", "--db", str(db)],
        "check --repair": ["check", "--db", str(db), "--repair"],
        "backup": ["backup", "--db", str(db), "--out", str(out / "b.sqlite3")],
        "export": ["export", "--db", str(db), "--campaign", AUTUMN, "--out", str(out / "a.json")],
        "rosters": ["rosters", "--db", str(db), "--campaign", AUTUMN, "--out", str(out / "r.pdf")],
        "publish": ["publish", "--db", str(db), "--campaign", AUTUMN, "--out", str(out / "site")],
        "copy from": ["copy", "--from", str(db), "--to", str(out / "c.sqlite3")],
        "copy to": ["copy", "--from", str(source), "--to", str(db)],
        "import": ["import", "--db", str(db), example],
        "demo": ["demo", "--db", str(db)],
        "screenshots": ["screenshots", "--db", str(db), "--out", str(out / "shots")],
        "app": ["--db", str(db)],
    }  # fmt: skip


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def run(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str, str]:
    try:
        code = main.main(args)
    finally:
        close_database()
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def source(autumn_template: Path, tmp_path: Path) -> Path:
    """A sound database to copy from ("copy to" the damaged one)."""
    path = tmp_path / "source" / "campaign.sqlite3"
    path.parent.mkdir()
    shutil.copy2(autumn_template, path)
    return path


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_every_command_refuses_a_damaged_wal_and_changes_no_byte_of_it(
    autumn_template: Path,
    source: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    damage: str,
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (tmp_path / "out").mkdir()
    db = saved_in_the_wal(folder, autumn_template)
    DAMAGE[damage](db)
    before = files_of(folder)
    assert wal(db).name in before
    for name, args in commands(db, tmp_path, source).items():
        code, _out, err = run(capsys, args)
        lines = err.strip().splitlines()
        assert code == 2, (name, err)
        assert len(lines) == 1 and "is damaged" in lines[0], (name, err)
        assert "write-ahead log campaign.sqlite3-wal" in lines[0], (name, err)
        assert files_of(folder) == before, name  # not a byte of the file or its log
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == []


def test_a_sound_wal_is_read_and_its_changes_kept(
    autumn_template: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """What SQLite leaves normally (a writer stopped after its last commit, or mid-way
    through the next) is no damage: its saved changes are read."""
    folder = tmp_path / "data"
    folder.mkdir()
    db = saved_in_the_wal(folder, autumn_template)
    out = tmp_path / "a.json"
    code, _out, err = run(
        capsys, ["export", "--db", str(db), "--campaign", AUTUMN, "--out", str(out)]
    )
    assert code == 0, err
    assert f'"gold": {CHANGES},' in out.read_text(encoding="utf-8")  # Knight 0: 0 gp, 6 later
    code, _out_text, err = run(capsys, ["check", "--db", str(db), "--repair"])
    assert code in (0, 1), err


def test_the_users_choice_keeps_a_copy_of_both_and_goes_on_without_what_cannot_be_read(
    autumn_template: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    db = saved_in_the_wal(folder, autumn_template)
    flip(wal(db), 32 + 3 * FRAME + 24 + 900)
    before = files_of(folder)
    code, out, err = run(capsys, ["check", "--db", str(db), "--drop-damaged-log"])
    assert code == 2 and "goes with --repair" in err
    code, out, err = run(capsys, ["check", "--db", str(db), "--repair", "--drop-damaged-log"])
    assert code in (0, 1), err
    assert "Kept a copy of the damaged files as" in out
    [kept] = [p for p in folder.iterdir() if p.name.startswith("campaign.sqlite3.damaged-")
              and not p.name.endswith("-wal")]  # fmt: skip
    assert kept.read_bytes() == before["campaign.sqlite3"]
    assert kept.with_name(kept.name + "-wal").read_bytes() == before["campaign.sqlite3-wal"]
    code, out, err = run(capsys, ["check", "--db", str(db)])
    assert code == 0, out + err
    conn = sqlite3.connect(db)
    try:  # the changes before the damage are in the file; those after it are not
        assert conn.execute("SELECT gold FROM character WHERE name = 'Knight 0'").fetchone()[
            0
        ] in range(1, CHANGES)
    finally:
        conn.close()


# --- the rollback journal ----------------------------------------------------------------------


def unfinished(folder: Path, autumn_template: Path) -> Path:
    """A database in rollback mode whose writer stopped mid-change: a hot journal beside it."""
    db = folder / "campaign.sqlite3"
    shutil.copy2(autumn_template, db)
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    stopped_writer(
        db,
        "c.execute('PRAGMA cache_size=1')\n"  # the change spills into the file before commit
        "c.execute('BEGIN')\n"
        "c.execute(\"UPDATE character SET notes = 'x' || notes\")\n"
        "c.execute(\"UPDATE history_entry SET text = text || ' and more'\")\n"
        'c.execute("INSERT INTO character (warband_id, name, profile, status, gold, notes, '
        "options, upgrades, injuries, position, created) SELECT warband_id, name || ' II', "
        "profile, status, gold, notes, options, upgrades, injuries, position, created "
        'FROM character")\n'
        "c.execute('PRAGMA cache_spill=1')\n",
    )
    journal = db.with_name(db.name + "-journal")
    assert journal.stat().st_size > 512
    return db


def test_a_damaged_journal_is_refused_by_every_command_and_left_as_it_is(
    autumn_template: Path, source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (tmp_path / "out").mkdir()
    db = unfinished(folder, autumn_template)
    journal = db.with_name(db.name + "-journal")
    flip(journal, 512 + 4 + 4096 - 200)  # a byte its checksum reads, in its first page
    before = files_of(folder)
    for name, args in commands(db, tmp_path, source).items():
        code, _out, err = run(capsys, args)
        assert code == 2, (name, err)
        assert "rollback journal campaign.sqlite3-journal is damaged" in err, (name, err)
        assert files_of(folder) == before, name


def test_a_whole_journal_is_undone_by_an_opening_for_writing_and_refused_by_a_reading(
    autumn_template: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A change its writer never finished is what SQLite undoes when the file is next opened
    for writing, losing nothing saved; a command that only reads cannot, and says so."""
    folder = tmp_path / "data"
    folder.mkdir()
    db = unfinished(folder, autumn_template)
    before = files_of(folder)
    out = tmp_path / "a.json"
    export = ["export", "--db", str(db), "--campaign", AUTUMN, "--out", str(out)]
    code, _out, err = run(capsys, export)
    assert code == 2 and "holds a change that was never finished" in err, err
    assert files_of(folder) == before
    code, text, err = run(capsys, ["check", "--db", str(db), "--repair"])
    assert code in (0, 1), text + err
    assert not db.with_name(db.name + "-journal").exists()
    code, _out, err = run(capsys, export)
    assert code == 0, err
    assert "Knight 0 II" not in out.read_text(encoding="utf-8")  # the change, undone

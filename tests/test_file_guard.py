"""The one guard (models/store/guard.py), for every command with an output: export, rosters,
publish, backup, copy and screenshots never write over the database, the -wal, -shm and
-journal SQLite keeps beside it (there or not), its backups or their folder, another SQLite
database, the input being read, or a link or hard link to any of them. Each refusal is one
line and exit code 2, and not a byte of the folder changes."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import main
from models.store.backup import make_backup
from models.store.connection import close_database
from tests.data_safety import folder_state
from tests.test_command_line import assert_refused, run_muster

AUTUMN = "Autumn"

# Each command with an output: its arguments, given the database it reads and the output.
COMMANDS: dict[str, Callable[[Path, Path], list[str]]] = {
    "export": lambda db, out: ["export", "--db", str(db), "--campaign", AUTUMN, "--out", str(out)],
    "rosters": lambda db, out: ["rosters", "--db", str(db), "--campaign", AUTUMN, "--out", str(out)],  # noqa: E501
    "publish": lambda db, out: ["publish", "--db", str(db), "--campaign", AUTUMN, "--out", str(out)],  # noqa: E501
    "backup": lambda db, out: ["backup", "--db", str(db), "--out", str(out)],
    "copy": lambda db, out: ["copy", "--from", str(db), "--to", str(out)],
    "screenshots": lambda db, out: ["screenshots", "--db", str(db), "--out", str(out)],
}  # fmt: skip


pytestmark = pytest.mark.usefixtures("never_rendered")


@pytest.fixture
def data(autumn_template: Path, tmp_path: Path) -> Path:
    """A data folder: the database, a backup of it in its backups folder, and another
    campaign database beside it."""
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy2(autumn_template, folder / "campaign.sqlite3")
    shutil.copy2(autumn_template, folder / "other.sqlite3")
    make_backup(folder / "campaign.sqlite3", reason="manual")
    return folder


@contextlib.contextmanager
def held_open(db: Path) -> Iterator[None]:
    """Another program with ``db`` open, a change it saved still in the -wal (and its -shm)."""
    code = (
        "import sqlite3, sys\n"
        f"c = sqlite3.connect({str(db)!r}, isolation_level=None)\n"
        "c.execute('PRAGMA wal_autocheckpoint=0')\n"
        "c.execute(\"UPDATE character SET notes = 'held' WHERE id = 1\")\n"
        "print('ready', flush=True)\n"
        "sys.stdin.read()\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        assert child.stdout.readline() == "ready\n"
        yield
    finally:
        child.stdin.close()
        child.wait(timeout=60)
        child.stdout.close()


def backup_of(data: Path) -> Path:
    [backup] = (data / "backups").iterdir()
    return backup


def linked(data: Path, name: str, to: Path, *, hard: bool = False) -> Path:
    link = data / name
    if hard:
        os.link(to, link)
    else:
        link.symlink_to(to)
    return link


# Each protected target: how it is made in the data folder (the database is campaign.sqlite3),
# and whether another program holds the database open meanwhile.
TARGETS: dict[str, tuple[Callable[[Path], Path], bool]] = {
    "the database": (lambda d: d / "campaign.sqlite3", False),
    "its -wal, not there": (lambda d: d / "campaign.sqlite3-wal", False),
    "its -shm, not there": (lambda d: d / "campaign.sqlite3-shm", False),
    "its -journal, not there": (lambda d: d / "campaign.sqlite3-journal", False),
    "its -wal, there": (lambda d: d / "campaign.sqlite3-wal", True),
    "its -shm, there": (lambda d: d / "campaign.sqlite3-shm", True),
    "its -journal, there": (lambda d: d / "campaign.sqlite3-journal", False),
    "a backup of it": (backup_of, False),
    "its backups folder": (lambda d: d / "backups", False),
    "another database": (lambda d: d / "other.sqlite3", False),
    "the -wal of another database": (lambda d: d / "other.sqlite3-wal", False),
    "the -journal of another database": (lambda d: d / "other.sqlite3-journal", False),
    "a link to the database": (lambda d: linked(d, "l.json", d / "campaign.sqlite3"), False),
    "a hard link to the database": (
        lambda d: linked(d, "h.json", d / "campaign.sqlite3", hard=True),
        False,
    ),
    "a link to its -wal, not there": (
        lambda d: linked(d, "w.json", d / "campaign.sqlite3-wal"),
        False,
    ),
    "a link to its -journal, not there": (
        lambda d: linked(d, "j.pdf", d / "campaign.sqlite3-journal"),
        False,
    ),
    "a hard link to its -shm": (
        lambda d: linked(d, "s.json", d / "campaign.sqlite3-shm", hard=True),
        True,
    ),
    "a hard link to a backup": (lambda d: linked(d, "b.json", backup_of(d), hard=True), False),
    "a link to another database": (lambda d: linked(d, "o.pdf", d / "other.sqlite3"), False),
}
# What a command may rightly do with a target: copy adds campaigns to another database, and
# a backup goes into the backups folder with a name of its own.
ALLOWED = {
    ("copy", "another database"),
    ("copy", "a link to another database"),
    ("backup", "its backups folder"),
}


def state(folder: Path) -> dict[str, bytes | str]:
    return folder_state(folder, shared=folder / "campaign.sqlite3-shm")


def refused(capsys: pytest.CaptureFixture[str], args: list[str]) -> str:
    """Run the command in this process; its one line on stderr, after asserting exit 2."""
    try:
        code = main.main(args)
    finally:
        close_database()
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert code == 2, (args, captured.out, captured.err)
    assert len(lines) == 1 and lines[0].startswith("muster: error: "), captured.err
    assert "Traceback" not in captured.err
    return lines[0]


@pytest.mark.parametrize("target", sorted(TARGETS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_no_command_writes_over_what_muster_protects(
    data: Path, capsys: pytest.CaptureFixture[str], command: str, target: str
) -> None:
    if (command, target) in ALLOWED:
        pytest.skip("what the command is for")
    make, open_elsewhere = TARGETS[target]
    db = data / "campaign.sqlite3"
    if target == "its -journal, there":
        (data / "campaign.sqlite3-journal").touch()  # empty: SQLite leaves it alone
    with held_open(db) if open_elsewhere else contextlib.nullcontext():
        out = make(data)
        before = state(data)
        refused(capsys, COMMANDS[command](db, out))
        assert state(data) == before


def test_a_site_published_where_sqlite_keeps_the_journal_is_refused_and_made_nowhere(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It locked the database: every command and the app then refused it ("disk I/O error")."""
    db = data / "campaign.sqlite3"
    for out in (data / "campaign.sqlite3-journal", data / "campaign.sqlite3-journal" / "site"):
        line = refused(capsys, COMMANDS["publish"](db, out))
        assert "where SQLite keeps the rollback journal of the database" in line
        assert not out.exists() and not (data / "campaign.sqlite3-journal").exists()


def test_a_folder_where_sqlite_keeps_the_journal_is_named_not_blamed_on_the_disk(
    data: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = data / "campaign.sqlite3"
    (data / "campaign.sqlite3-journal").mkdir()  # made by another program, or an older Muster
    before = state(data)
    for args in (
        ["check", "--db", str(db)],
        ["check", "--db", str(db), "--repair"],
        ["demo", "--db", str(db)],
        ["--db", str(db)],
        COMMANDS["export"](db, tmp_path / "a.json"),
        COMMANDS["backup"](db, tmp_path / "b.sqlite3"),
        COMMANDS["copy"](db, tmp_path / "c.sqlite3"),
    ):
        line = refused(capsys, args)
        assert "campaign.sqlite3-journal is a folder, where SQLite keeps" in line, line
        assert "disk I/O error" not in line
    assert state(data) == before


def test_backup_never_replaces_an_older_backup_and_copy_never_adds_to_one(
    data: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = data / "campaign.sqlite3"
    kept = tmp_path / "kept.sqlite3"
    assert main.main(COMMANDS["backup"](db, kept)) == 0
    capsys.readouterr()
    before = kept.read_bytes()
    line = refused(capsys, COMMANDS["backup"](db, kept))
    assert "is a SQLite database: Muster never writes over a database" in line
    backup = backup_of(data)
    line = refused(capsys, COMMANDS["copy"](data / "other.sqlite3", backup))
    assert "is a backup: Muster never changes a backup" in line
    assert kept.read_bytes() == before
    for args in (["import", "--db", str(backup), "x.json"], ["demo", "--db", str(backup)]):
        refused(capsys, args)
    assert main.main(["backup", "--db", str(db), "--out", str(tmp_path)]) == 0  # a folder
    assert len(list(tmp_path.glob("campaign-*-manual.sqlite3"))) == 1


def test_a_new_database_is_never_made_beside_a_log_sqlite_would_replay_into_it(
    data: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = data / "campaign.sqlite3"
    for end in ("-wal", "-journal"):
        stale = tmp_path / f"new.sqlite3{end}"
        stale.write_bytes(b"left by another database")
        for command in ("backup", "copy"):
            line = refused(capsys, COMMANDS[command](db, tmp_path / "new.sqlite3"))
            assert f"beside {tmp_path / 'new.sqlite3'} is new.sqlite3{end}" in line
        refused(capsys, ["demo", "--db", str(tmp_path / "new.sqlite3")])
        assert sorted(p.name for p in tmp_path.iterdir()) == ["data", stale.name]
        stale.unlink()


def test_a_link_out_of_its_folder_is_never_written_through(
    data: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = data / "campaign.sqlite3"
    victim = tmp_path / "victim.txt"
    victim.write_text("mine", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    for command, name in (("export", "a.json"), ("rosters", "r.pdf"), ("backup", "b.sqlite3")):
        link = out / name
        link.symlink_to(victim)
        line = refused(capsys, COMMANDS[command](db, link))
        assert "is a symbolic link that leads out of its folder" in line
    shots = tmp_path / "shots"
    shots.mkdir()
    (shots / "welcome.png").symlink_to(victim)
    result = run_muster(*COMMANDS["screenshots"](db, shots))  # it renders: a process of its own
    assert_refused(result, "welcome.png is a symbolic link that leads out of its folder")
    assert victim.read_text(encoding="utf-8") == "mine"

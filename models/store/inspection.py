"""Looking at a database file before using it, without ever changing it."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

from models.errors import (
    DatabaseBusyError,
    DatabaseDamagedError,
    DatabaseUnusableError,
)
from models.store.connection import BUSY_TIMEOUT_MS
from models.store.migrations import SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"


def inspect_file(path: Path, *, writable: bool = True) -> int | None:
    """Check that ``path`` can serve as a Muster database without changing it.

    Returns the schema version stored in the file, 0 for a SQLite file that Muster has not
    initialised yet, or None when the file does not exist yet. Raises
    :class:`DatabaseUnusableError` with a sentence a user can act on, and its subclass
    :class:`DatabaseDamagedError` when a SQLite file cannot be read. With ``writable=False``
    (commands that only read), a read-only file is accepted and a missing one refused.
    """
    if path.is_dir():
        raise DatabaseUnusableError(f"{path} is a folder, not a database file")
    if not path.exists() and not writable:
        raise DatabaseUnusableError(f"there is no database at {path}")
    if not path.exists():
        parent = path.parent if str(path.parent) else Path(".")
        if not parent.exists():
            try:
                parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise DatabaseUnusableError(
                    f"cannot create the folder {parent}: {exc.strerror}"
                ) from None
        if not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
            raise DatabaseUnusableError(f"cannot create {path}: the folder is not writable")
        return None
    if not stat.S_ISREG(path.stat().st_mode):
        raise DatabaseUnusableError(f"{path} is not a regular file")
    try:
        with path.open("rb") as fh:
            header = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise DatabaseUnusableError(f"cannot read {path}: {exc.strerror}") from None
    if header and header != SQLITE_MAGIC:
        raise DatabaseUnusableError(f"{path} is not a Muster database (not a SQLite file)")
    if writable and is_read_only(path):
        raise DatabaseUnusableError(
            f"{path} is read-only: Muster needs to write to the file and its folder"
        )
    if not header:
        return 0  # an empty file: SQLite treats it as a new database
    version = read_schema_version(path)
    if version > SCHEMA_VERSION:
        raise DatabaseUnusableError(
            f"{path} was written by a newer Muster (database version {version}; "
            f"this Muster reads up to version {SCHEMA_VERSION}). Please update Muster."
        )
    return version


def is_read_only(path: Path) -> bool:
    """Whether Muster must not write to ``path``.

    Besides what the operating system says, a file without any write permission bit counts
    as read-only even for an administrator (root may write anywhere, but the owner of the
    file has said it must not change).
    """
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK):
        return True
    return not path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)


def read_schema_version(path: Path) -> int:
    """The schema version stored in ``path``, read through a read-only connection."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as exc:
        raise DatabaseUnusableError(f"cannot open {path}: {exc}") from None
    try:
        tables = {
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if "schema_version" not in tables:
            if tables:
                raise DatabaseUnusableError(f"{path} is a SQLite database, but not one of Muster's")
            return 0
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        if row is None or not isinstance(row[0], int):
            raise DatabaseUnusableError(f"{path} has no readable Muster schema version")
        return row[0]
    except sqlite3.DatabaseError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise DatabaseBusyError(
                f"{path} is busy: another copy of Muster is writing to it. Try again."
            ) from None
        raise DatabaseDamagedError(
            f"{path} is damaged: SQLite cannot read it ({exc})", path=path
        ) from None
    finally:
        conn.close()


def file_integrity_problems(path: Path, *, quick: bool = False) -> list[str]:
    """What ``PRAGMA integrity_check`` finds wrong with the file at ``path``; [] when sound.

    Opens the file read-only, so the file itself is never changed. A file SQLite cannot read
    at all gives one problem saying so. ``quick`` runs ``quick_check`` instead: every page
    and record, without comparing indexes to their tables (five times faster; start-up uses
    it, the database check and backups use the full one).
    """
    try:
        conn = sqlite3.connect(
            f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
        )
    except sqlite3.Error as exc:
        return [str(exc)]
    try:
        pragma = "quick_check" if quick else "integrity_check"
        rows = [row[0] for row in conn.execute(f"PRAGMA {pragma}")]
    except sqlite3.DatabaseError as exc:
        return [str(exc)]
    finally:
        conn.close()
    return [] if rows == ["ok"] else [str(row) for row in rows]


def ensure_sound(path: Path, *, quick: bool = False) -> None:
    """Raise :class:`DatabaseDamagedError` when SQLite's integrity check fails on ``path``."""
    problems = file_integrity_problems(path, quick=quick)
    if problems:
        raise DatabaseDamagedError(
            f"{path} is damaged: {describe_integrity_problems(problems)}", path=path
        )


def describe_integrity_problems(problems: list[str], *, limit: int = 3) -> str:
    """SQLite's integrity findings, shortened to fit one line."""
    shown = "; ".join(" ".join(problem.split()) for problem in problems[:limit])
    more = len(problems) - limit
    return f"{shown} (and {more} more)" if more > 0 else shown

"""The database lifecycle: open, validate, migrate, back up.

This is the only module that knows the campaign is kept in SQLite. Everything else talks to
the deferred :data:`db` through Peewee, so a club can later point Muster at a PostgreSQL server
by teaching this module a second ``open_*`` function.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import peewee
from platformdirs import user_data_path

from models.errors import DatabaseBusyError, DatabaseUnusableError

db = peewee.DatabaseProxy()

APP_NAME = "muster"
DB_FILENAME = "muster.sqlite3"
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000
PRAGMAS = {
    "foreign_keys": 1,
    "journal_mode": "wal",
    "synchronous": "full",
    "busy_timeout": BUSY_TIMEOUT_MS,
}


def default_db_path() -> Path:
    """The embedded default database in the user's data folder."""
    return user_data_path(APP_NAME, appauthor=False) / DB_FILENAME


@dataclass(frozen=True)
class OpenResult:
    """What :func:`open_database` did, so the caller can tell the user."""

    path: Path
    created: bool
    migrated_from: int | None
    backup: Path | None


def inspect_file(path: Path) -> int | None:
    """Check that ``path`` can serve as a Muster database without changing it.

    Returns the schema version stored in the file, 0 for a SQLite file that Muster has not
    initialised yet, or None when the file does not exist yet. Raises
    :class:`DatabaseUnusableError` with a sentence a user can act on.
    """
    from models.migrations import SCHEMA_VERSION

    if path.is_dir():
        raise DatabaseUnusableError(f"{path} is a folder, not a database file")
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
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK):
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
        raise DatabaseUnusableError(f"{path} is damaged or not a database ({exc})") from None
    finally:
        conn.close()


def make_sqlite(path: Path | str) -> peewee.SqliteDatabase:
    """A Peewee SQLite database with Muster's pragmas."""
    return peewee.SqliteDatabase(str(path), pragmas=PRAGMAS, timeout=BUSY_TIMEOUT_MS / 1000)


def open_database(
    path: Path | str, *, backup_dir: Path | None = None, on_backup: Callable | None = None
) -> OpenResult:
    """Validate, open and migrate the database at ``path``, and bind :data:`db` to it.

    The file is never changed before it has been checked. When a migration is needed, a copy
    is taken with the SQLite backup API first.
    """
    from models.migrations import migrate

    path = Path(path).expanduser()
    version = inspect_file(path)
    backup = None
    if version and version < _current_version():
        backup = backup_before_migration(path, version, backup_dir)
    database = make_sqlite(path)
    try:
        database.connect()
    except peewee.OperationalError as exc:
        raise DatabaseUnusableError(f"cannot open {path}: {exc}") from None
    db.initialize(database)
    try:
        migrated_from = migrate(database)
    except Exception:
        close_database()
        raise
    return OpenResult(
        path=path,
        created=version in (None, 0),
        migrated_from=migrated_from,
        backup=backup,
    )


def _current_version() -> int:
    from models.migrations import SCHEMA_VERSION

    return SCHEMA_VERSION


def close_database() -> None:
    """Close the bound database, if any."""
    database = db.obj
    if database is not None and not database.is_closed():
        database.close()


def sqlite_backup(src: Path | str, dest: Path | str) -> Path:
    """Copy ``src`` to ``dest`` with the SQLite online backup API (safe while in use)."""
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".part")
    source = sqlite3.connect(f"{Path(src).resolve().as_uri()}?mode=ro", uri=True)
    try:
        target = sqlite3.connect(tmp)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()
    os.replace(tmp, dest)
    return dest


def backup_before_migration(path: Path, version: int, backup_dir: Path | None) -> Path:
    """Take a copy of ``path`` before migrating it from ``version``."""
    folder = backup_dir or path.parent / "backups"
    dest = folder / f"{path.stem}-before-v{version}-migration{path.suffix or '.sqlite3'}"
    n = 1
    while dest.exists():
        n += 1
        dest = folder / f"{path.stem}-before-v{version}-migration-{n}{path.suffix}"
    try:
        return sqlite_backup(path, dest)
    except (OSError, sqlite3.Error) as exc:
        raise DatabaseUnusableError(
            f"cannot back up {path} before upgrading it ({exc}); nothing was changed"
        ) from None


def pragma(name: str) -> object:
    """Read one pragma of the bound database (tests and the database check use it)."""
    return db.execute_sql(f"PRAGMA {name}").fetchone()[0]

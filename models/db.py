"""The database lifecycle: open, validate, migrate, and turn failed writes into words.

This is the only module, with :mod:`models.backup` (backup files are SQLite files), that knows
the campaign is kept in SQLite. Everything else talks to the deferred :data:`db` through
Peewee, so a club can later point Muster at a PostgreSQL server by teaching this module a
second ``open_*`` function.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import peewee
from platformdirs import user_data_path

from models.errors import (
    DatabaseBusyError,
    DatabaseDamagedError,
    DatabaseUnusableError,
    DatabaseWriteError,
    InvalidInput,
    MusterError,
)

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
# Pragmas of a connection that only reads (the database check without --repair).
READ_ONLY_PRAGMAS = {"foreign_keys": 1, "busy_timeout": BUSY_TIMEOUT_MS}

BUSY_MESSAGE = (
    "Another copy of Muster is writing to this campaign; try again in a moment. "
    "Nothing was changed."
)
DISK_FULL_MESSAGE = (
    "The disk is full, so this change was not saved. Nothing was lost: free some space and "
    "try again."
)
READ_ONLY_MESSAGE = (
    "The database file is read-only, so this change was not saved. Nothing was lost."
)
DISK_ERROR_MESSAGE = (
    "The disk reported an error while saving, so this change was not saved. Check the disk "
    "and try again."
)
MAX_INTEGER = 2**63 - 1
# What reading may raise besides a MusterError: Peewee's errors, and the driver's own when a
# damaged page turns up while rows are fetched (Peewee does not wrap fetching).
DRIVER_ERRORS: tuple[type[Exception], ...] = (peewee.DatabaseError, sqlite3.DatabaseError)


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


def inspect_file(path: Path, *, writable: bool = True) -> int | None:
    """Check that ``path`` can serve as a Muster database without changing it.

    Returns the schema version stored in the file, 0 for a SQLite file that Muster has not
    initialised yet, or None when the file does not exist yet. Raises
    :class:`DatabaseUnusableError` with a sentence a user can act on, and its subclass
    :class:`DatabaseDamagedError` when a SQLite file cannot be read. With ``writable=False``
    (commands that only read), a read-only file is accepted and a missing one refused.
    """
    from models.migrations import SCHEMA_VERSION

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


def translate_error(exc: BaseException) -> MusterError | None:
    """The user-readable error for a failed database write, or None when it is a bug.

    Peewee wraps the driver's exception and keeps it as the first argument; SQLite's own
    error name (``sqlite_errorname``, Python 3.11) is more reliable than the message text.
    """
    original = exc.args[0] if exc.args and isinstance(exc.args[0], BaseException) else exc
    name = getattr(original, "sqlite_errorname", "") or ""
    text = str(original).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in text:
        return DatabaseBusyError(BUSY_MESSAGE)
    if (
        name == "SQLITE_FULL"
        or "disk is full" in text
        or (isinstance(original, OSError) and original.errno == errno.ENOSPC)
    ):
        return DatabaseWriteError(DISK_FULL_MESSAGE)
    if name.startswith("SQLITE_READONLY") or "readonly database" in text:
        return DatabaseWriteError(READ_ONLY_MESSAGE)
    if name.startswith("SQLITE_IOERR") or "disk i/o error" in text:
        return DatabaseWriteError(DISK_ERROR_MESSAGE)
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text:
        return DatabaseDamagedError(
            f"The database file is damaged ({original}). Nothing more was written to it; "
            "restore the latest good backup."
        )
    return None


class MusterSqliteDatabase(peewee.SqliteDatabase):
    """SQLite with Muster's pragmas, whose failed writes raise errors a user can read.

    Every statement, BEGIN and COMMIT goes through here, so an operation written with a plain
    ``db.atomic()`` already reports a busy, full or read-only database in words (and its
    transaction is rolled back by Peewee as for any other exception).
    """

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        if sql.startswith("ROLLBACK TO SAVEPOINT") and not self._in_transaction():
            return None  # SQLite already rolled back the whole transaction (see rollback)
        with _translated():
            return super().execute_sql(sql, params)

    def rollback(self) -> None:
        # After some errors (a full disk, an I/O error) SQLite rolls the transaction back by
        # itself; rolling back again would hide that error behind "no transaction is active".
        if self._in_transaction():
            super().rollback()

    def _in_transaction(self) -> bool:
        return not self.is_closed() and self.connection().in_transaction

    def begin(self, lock_type: str | None = None) -> None:
        with _translated():
            super().begin(lock_type)

    def commit(self) -> None:
        with _translated():
            super().commit()


@contextlib.contextmanager
def _translated() -> Iterator[None]:
    try:
        yield
    except OverflowError:
        raise InvalidInput(
            f"A number is too large to store; the largest Muster can keep is {MAX_INTEGER:,}."
        ) from None
    except (peewee.DatabaseError, sqlite3.DatabaseError) as exc:
        translated = translate_error(exc)
        if translated is None:
            raise
        raise translated from None


@contextlib.contextmanager
def write_transaction() -> Iterator[None]:
    """``db.atomic()`` for a write, raising a :class:`MusterError` when it cannot be saved.

    The transaction begins IMMEDIATE (see :func:`make_sqlite`), so a second copy of Muster
    waits up to the busy timeout for the first one to finish, then gets
    :class:`DatabaseBusyError`; either way nothing is half written and no write is lost.
    """
    with _translated(), db.atomic():
        yield


def make_sqlite(path: Path | str) -> peewee.SqliteDatabase:
    """A Peewee SQLite database with Muster's pragmas.

    Transactions begin IMMEDIATE: a write transaction takes the write lock at BEGIN, waiting
    for another copy of Muster up to the busy timeout, instead of failing half-way when it
    first writes.
    """
    return MusterSqliteDatabase(
        str(path), pragmas=PRAGMAS, timeout=BUSY_TIMEOUT_MS / 1000, lock_type="IMMEDIATE"
    )


def open_database(
    path: Path | str,
    *,
    backup_dir: Path | None = None,
    on_backup: Callable | None = None,
    read_only: bool = False,
) -> OpenResult:
    """Validate, open and migrate the database at ``path``, and bind :data:`db` to it.

    The file is never changed before it has been checked: a damaged file raises
    :class:`DatabaseDamagedError` and is left as it is. When a migration is needed, a
    verified copy is taken first (see :mod:`models.backup`). With ``read_only=True`` the file
    is opened for reading only (no migration, no pragma that writes, no integrity gate, so
    the database check can report on a damaged file); an older schema is then refused.
    """
    from models.migrations import migrate

    path = Path(path).expanduser()
    if read_only:
        return _open_read_only(path)
    version = inspect_file(path)
    if version:
        ensure_sound(path, quick=True)
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


def _open_read_only(path: Path) -> OpenResult:
    version = inspect_file(path, writable=False)
    if version is not None and version < _current_version():
        raise DatabaseUnusableError(
            f"{path} was written by an older Muster (database version {version}); open it in "
            "Muster once to upgrade it (a backup is taken first), then check it again"
        )
    database = MusterSqliteDatabase(
        f"{path.resolve().as_uri()}?mode=ro",
        uri=True,
        pragmas=READ_ONLY_PRAGMAS,
        timeout=BUSY_TIMEOUT_MS / 1000,
    )
    try:
        database.connect()
    except peewee.OperationalError as exc:
        raise DatabaseUnusableError(f"cannot open {path}: {exc}") from None
    db.initialize(database)
    return OpenResult(path=path, created=False, migrated_from=None, backup=None)


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


def bound_path() -> Path | None:
    """The file the bound database lives in, or None when nothing is bound."""
    database = db.obj
    if database is None:
        return None
    name = str(database.database)
    if name.startswith("file:"):
        from urllib.parse import unquote, urlparse

        return Path(unquote(urlparse(name).path))
    return Path(name)


def _current_version() -> int:
    from models.migrations import SCHEMA_VERSION

    return SCHEMA_VERSION


def close_database() -> None:
    """Close the bound database, if any."""
    database = db.obj
    if database is not None and not database.is_closed():
        database.close()


def backup_before_migration(path: Path, version: int, backup_dir: Path | None) -> Path:
    """Take a verified copy of ``path`` before migrating it from ``version``.

    The copy goes to the backups folder (or ``backup_dir``) and is listed with the others.
    """
    from models.backup import MIGRATION, make_backup, unique_backup_path
    from models.errors import BackupError

    dest = unique_backup_path(path, MIGRATION, folder=backup_dir) if backup_dir else None
    try:
        return make_backup(path, reason=MIGRATION, dest=dest)
    except BackupError as exc:
        raise DatabaseUnusableError(
            f"cannot back up {path} before upgrading it from version {version} ({exc}); "
            "nothing was changed"
        ) from None


def pragma(name: str) -> object:
    """Read one pragma of the bound database (tests and the database check use it)."""
    return db.execute_sql(f"PRAGMA {name}").fetchone()[0]


def integrity_problems() -> list[str]:
    """What ``PRAGMA integrity_check`` finds wrong with the bound database; [] when sound."""
    try:
        rows = [row[0] for row in db.execute_sql("PRAGMA integrity_check").fetchall()]
    except (DatabaseDamagedError, *DRIVER_ERRORS) as exc:
        return [str(exc)]
    return [] if rows == ["ok"] else [str(row) for row in rows]


@dataclass(frozen=True)
class BrokenLink:
    """A row whose foreign key points at a row that does not exist."""

    table: str
    row_id: int
    parent: str


def foreign_key_problems() -> list[BrokenLink]:
    """Every broken link in the bound database (``PRAGMA foreign_key_check``)."""
    rows = db.execute_sql("PRAGMA foreign_key_check").fetchall()
    return [BrokenLink(table=row[0], row_id=row[1], parent=row[2]) for row in rows]


def json_value(field: peewee.Field, key: str) -> peewee.Node:
    """The value at ``key`` of a JSON text column, as an SQL expression.

    SQLite's ``json_extract``; a PostgreSQL back end would return ``(field::json ->> key)``
    here. Only this module knows which.
    """
    return peewee.fn.json_extract(field, f"$.{key}")

"""The connection to the campaign database, and failed writes turned into words.

:data:`db` is the deferred database every Peewee table is bound to; :mod:`models.store.lifecycle`
initialises it. Only this package knows which engine holds the campaign.
"""

from __future__ import annotations

import collections
import contextlib
import errno
import functools
import operator
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar, cast

import peewee  # its PostgreSQL driver is loaded on demand: see models/__init__.py
from platformdirs import user_data_path

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import (
    ClubRefusal,
    DatabaseBusyError,
    DatabaseDamagedError,
    DatabaseValueError,
    DatabaseWriteError,
    InvalidInput,
    MusterError,
)
from models.store.postgres import advance_sequences
from models.store.server_errors import (
    JSON_IN_QUERY_MESSAGE,
    REFUSED_MESSAGE,
    too_large_message,
)

db = peewee.DatabaseProxy()

APP_NAME = "muster"

DB_FILENAME = "muster.sqlite3"

BUSY_TIMEOUT_MS = 5000

PRAGMAS = {
    "foreign_keys": 1,
    "journal_mode": "wal",
    "synchronous": "full",
    "busy_timeout": BUSY_TIMEOUT_MS,
}

# Pragmas of a connection that only reads (the database check without --repair).
READ_ONLY_PRAGMAS = {"foreign_keys": 1, "busy_timeout": BUSY_TIMEOUT_MS}

# The refusals of a write, in English (translated where they are raised: "Database").
BUSY_MESSAGE = QT_TRANSLATE_NOOP(
    "Database",
    "Another copy of Muster is writing to this campaign; try again in a moment. Nothing was changed.",  # noqa: E501
)

DISK_FULL_MESSAGE = QT_TRANSLATE_NOOP(
    "Database",
    "The disk is full, so this change was not saved. Nothing was lost: free some space and try again.",  # noqa: E501
)

READ_ONLY_MESSAGE = QT_TRANSLATE_NOOP(
    "Database", "The database file is read-only, so this change was not saved. Nothing was lost."
)

DISK_ERROR_MESSAGE = QT_TRANSLATE_NOOP(
    "Database",
    "The disk reported an error while saving, so this change was not saved. Check the disk and try again.",  # noqa: E501
)

MAX_INTEGER = 2**63 - 1

# What reading may raise besides a MusterError: Peewee's errors, and the driver's own when a
# damaged page turns up while rows are fetched (Peewee does not wrap fetching).
DRIVER_ERRORS: tuple[type[Exception], ...] = (
    peewee.DatabaseError,
    peewee.InterfaceError,
    sqlite3.DatabaseError,
)


def default_db_path() -> Path:
    """The embedded default database in the user's data folder."""
    return user_data_path(APP_NAME, appauthor=False) / DB_FILENAME


def translate_error(exc: BaseException) -> MusterError | None:
    """The user-readable error for a failed database write, or None when it is a bug.

    Peewee wraps the driver's exception and keeps it as the first argument; SQLite's own
    error name (``sqlite_errorname``, Python 3.11) is more reliable than the message text.
    """
    original = exc.args[0] if exc.args and isinstance(exc.args[0], BaseException) else exc
    name = getattr(original, "sqlite_errorname", "") or ""
    text = str(original).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in text:
        return DatabaseBusyError(translate("Database", BUSY_MESSAGE))
    if (
        name == "SQLITE_FULL"
        or "disk is full" in text
        or (isinstance(original, OSError) and original.errno == errno.ENOSPC)
    ):
        return DatabaseWriteError(translate("Database", DISK_FULL_MESSAGE))
    if name.startswith("SQLITE_READONLY") or "readonly database" in text:
        return DatabaseWriteError(translate("Database", READ_ONLY_MESSAGE))
    if name.startswith("SQLITE_IOERR") or "disk i/o error" in text:
        return DatabaseWriteError(translate("Database", DISK_ERROR_MESSAGE))
    if "malformed json" in text or "json cannot hold blob" in text:
        # a value, not the file, is bad
        return DatabaseValueError(translate("Database", JSON_IN_QUERY_MESSAGE))
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text:
        return DatabaseDamagedError(
            translate(
                "Database",
                "The database file is damaged ({reason}). Nothing more was written to it; restore the latest good backup.",  # noqa: E501
            ).format(reason=original)
        )
    return None


# The files this process holds SQLite connections to (their real paths), through Muster's
# databases: a file judged while one is open here is left alone (models.store.journals), as
# closing any other descriptor of its -shm would drop the locks SQLite holds on it.
_OPEN_HERE: collections.Counter[str] = collections.Counter()
_OPEN_LOCK = threading.Lock()


def open_here(path: Path | str) -> bool:
    """Whether this process has a connection open to the SQLite file at ``path``."""
    with _OPEN_LOCK:
        return _OPEN_HERE[os.path.realpath(path)] > 0


def _file_of(name: str) -> str:
    if name.startswith("file:"):
        from urllib.parse import unquote, urlparse

        name = unquote(urlparse(name).path)
    return os.path.realpath(name)


class MusterSqliteDatabase(peewee.SqliteDatabase):
    """SQLite with Muster's pragmas, whose failed writes raise errors a user can read.

    Every statement, BEGIN and COMMIT goes through here, so an operation written with a plain
    ``db.atomic()`` already reports a busy, full or read-only database in words (and its
    transaction is rolled back by Peewee as for any other exception). ``damage_seen`` turns
    true once SQLite reports the file damaged; ``after_close`` holds what to do once a
    connection is closed (:mod:`models.store.lifecycle` uses both).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.damage_seen = False
        self.after_close: list[Callable[[MusterSqliteDatabase], None]] = []

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        if sql.startswith("ROLLBACK TO SAVEPOINT") and not self._in_transaction():
            return None  # SQLite already rolled back the whole transaction (see rollback)
        with self._noting_damage(), translated_errors():
            return super().execute_sql(sql, params)

    def rollback(self) -> None:
        # After some errors (a full disk, an I/O error) SQLite rolls the transaction back by
        # itself; rolling back again would hide that error behind "no transaction is active".
        if self._in_transaction():
            super().rollback()

    def _in_transaction(self) -> bool:
        return not self.is_closed() and self.connection().in_transaction

    def begin(self, lock_type: str | None = None) -> None:
        with self._noting_damage(), translated_errors():
            super().begin(lock_type)

    def commit(self) -> None:
        with self._noting_damage(), translated_errors():
            super().commit()

    def close(self) -> bool:
        closed = super().close()
        if closed:
            for hook in self.after_close:
                hook(self)
        return closed

    def _connect(self) -> Any:
        connection = super()._connect()  # type: ignore[misc]
        with _OPEN_LOCK:
            _OPEN_HERE[_file_of(str(self.database))] += 1
        return connection

    def _close(self, conn: Any) -> None:
        try:
            super()._close(conn)  # type: ignore[misc]
        finally:
            with _OPEN_LOCK:
                _OPEN_HERE[_file_of(str(self.database))] -= 1

    @contextlib.contextmanager
    def _noting_damage(self) -> Iterator[None]:
        try:
            yield
        except DatabaseDamagedError:
            self.damage_seen = True
            raise


@contextlib.contextmanager
def translated_errors() -> Iterator[None]:
    """Turn SQLite's failures inside the block into :class:`MusterError`s (see
    :func:`translate_error`); for statements run on a cursor directly, which bypass
    :meth:`MusterSqliteDatabase.execute_sql` (``executemany``)."""
    if is_server():  # the server's own translation, the driver's errors wrapped as Peewee's
        # Peewee's own wrapper of driver errors, which its type stubs leave out.
        with db.obj.translated(), peewee.__exception_wrapper__:  # type: ignore[attr-defined]
            yield
        return
    try:
        yield
    except OverflowError:
        raise InvalidInput(too_large_message()) from None
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
    with translated_errors(), db.atomic():
        yield


@contextlib.contextmanager
def read_snapshot() -> Iterator[None]:
    """Read the whole block from one snapshot of the database, even while others write: one
    read transaction on a file (BEGIN DEFERRED: WAL readers see the file as at their first
    read, and take no write lock), one REPEATABLE READ transaction on a server. Inside a
    transaction already, that one is the snapshot."""
    if is_server():
        with db.obj.snapshot():
            yield
        return
    if db.in_transaction():
        yield
        return
    with translated_errors(), db.atomic(lock_type="DEFERRED"):
        yield


@contextlib.contextmanager
def snapshot_write_transaction() -> Iterator[None]:
    """:func:`write_transaction` whose reads are one snapshot: on a file BEGIN IMMEDIATE holds
    every other writer off already; on a server the transaction is REPEATABLE READ."""
    if is_server():
        with db.obj.repeatable(), write_transaction():
            yield
        return
    with write_transaction():
        yield


def make_sqlite(path: Path | str) -> MusterSqliteDatabase:
    """A Peewee SQLite database with Muster's pragmas.

    Transactions begin IMMEDIATE: a write transaction takes the write lock at BEGIN, waiting
    for another copy of Muster up to the busy timeout, instead of failing half-way when it
    first writes.
    """
    return MusterSqliteDatabase(
        str(path), pragmas=PRAGMAS, timeout=BUSY_TIMEOUT_MS / 1000, lock_type="IMMEDIATE"
    )


def bound_path() -> Path | None:
    """The file the bound database lives in, or None when nothing is bound or it is a server."""
    database = db.obj
    if database is None or not isinstance(database, peewee.SqliteDatabase):
        return None
    name = str(database.database)
    if name.startswith("file:"):
        from urllib.parse import unquote, urlparse

        return Path(unquote(urlparse(name).path))
    return Path(name)


def is_server() -> bool:
    """Whether the bound database is on a PostgreSQL server."""
    return isinstance(db.obj, peewee.PostgresqlDatabase)


def in_campaign(campaign: Any, *sources: Any, otherwise: peewee.Node | None = None) -> peewee.Node:
    """That the rows of ``sources`` (models or their aliases) are ``campaign``'s, as SQL.

    For the tables that name their campaign only through another (a fielding through its
    game, a side through its game). On a sealed server every row also carries its campaign in
    a hidden, indexed ``campaign_id`` (*How the server is sealed*, docs/club-server.md):
    naming it lets the planner read the campaign's rows alone, not every campaign's on the
    server. A file has no such column, and its joins already say it: there, ``otherwise``
    (the same said another way: a fielding's game is one of the campaign's), or always true.
    """
    if not (is_server() and getattr(db.obj, "sealed", False)) or not sources:
        return peewee.SQL("1 = 1") if otherwise is None else otherwise
    campaign_id = getattr(campaign, "id", campaign)
    conditions = [peewee.Column(source, "campaign_id") == campaign_id for source in sources]
    return functools.reduce(operator.and_, conditions)


def ids_written(*models: type[peewee.Model]) -> None:
    """Rows of ``models`` were inserted with their own ids (an import, an undo): on a server,
    move each table's id sequence past them so the next ordinary insert does not collide.
    SQLite needs nothing (a new row takes the largest id + 1)."""
    if models and is_server():
        advance_sequences(db.obj, [model._meta.table_name for model in models])


BULK_ROWS = 1_000  # rows written to one table at once that make a server refresh its statistics


def bulk_loaded(model: type[peewee.Model], rows: int) -> None:
    """``rows`` rows of ``model`` were just written at once (an import, a copy, the demo): on
    a server, when they are many (:data:`BULK_ROWS`), its planner's statistics of the table
    are refreshed once the transaction commits. SQLite needs nothing."""
    if rows >= BULK_ROWS and is_server():
        db.obj.note_bulk_load(model._meta.table_name)


@contextlib.contextmanager
def indexes_built_after(model: type[peewee.Model]) -> Iterator[None]:
    """A bulk load of ``model``'s table, inside the caller's transaction. On a file, when
    the table is empty, its indexes that are not unique are dropped, and built again once
    the rows are in: cheaper than keeping them up to date row by row (docs/performance.md).
    Unique indexes stay, so a duplicate is refused as it is inserted, in the same words. A
    refused load rolls back with the transaction, and the dropped indexes come back with it.
    A server keeps its indexes (dropping one needs the table's owner)."""
    table = model._meta.table_name
    database = model._meta.database
    empty = not is_server() and (
        database.execute_sql(f'SELECT 1 FROM "{table}" LIMIT 1').fetchone() is None
    )
    plain = (
        database.execute_sql(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
            "AND sql LIKE 'CREATE INDEX %'",
            (table,),
        ).fetchall()
        if empty
        else []
    )
    for name, _sql in plain:
        database.execute_sql(f'DROP INDEX "{name}"')
    yield
    for _name, sql in plain:
        database.execute_sql(sql)


_Row = TypeVar("_Row", bound=peewee.Model)


def lock_row(model: type[_Row], row_id: int) -> _Row | None:
    """The row ``row_id`` of ``model``, locked until the transaction ends (None when gone).

    On a server it is read ``FOR UPDATE``; on SQLite the transaction already holds the
    database's write lock (``BEGIN IMMEDIATE``).
    """
    query = model.select().where(model._meta.primary_key == row_id)
    if not is_server():
        return query.first()
    locked = query.for_update().first()
    if locked is None and query.exists():  # seen, but club roles do not let this login change it
        raise ClubRefusal(translate("ClubServer", REFUSED_MESSAGE))
    return locked


def use_campaign(campaign_id: int | None) -> None:
    """The campaign the app or command works on now: on a server its transactions take that
    campaign's write lock, so a write in one campaign never waits for another's. A file has
    one writer at a time anyway."""
    if is_server():
        db.obj.use_campaign(campaign_id)


def close_database() -> None:
    """Close the bound database, if any."""
    database = db.obj
    if database is not None and not database.is_closed():
        database.close()


def json_value(field: peewee.Field, key: str, *, integer: bool = False) -> peewee.Node:
    """The value at ``key`` of a JSON text column, as an SQL expression.

    SQLite's ``json_extract``; on PostgreSQL ``(field::json ->> key)``, cast to a number when
    ``integer`` (SQLite's values are typed, PostgreSQL's text). A JSON array or object comes
    back as its JSON text on both. Only this module knows which engine it is.
    """
    if not is_server():
        return peewee.fn.json_extract(field, f"$.{key}")
    value = peewee.NodeList(
        (peewee.Cast(field, "json"), peewee.SQL("->>"), peewee.Cast(peewee.Value(key), "text"))
    )
    value = peewee.NodeList((value,), parens=True)
    return peewee.Cast(value, "bigint") if integer else value


# The digits of the longest whole number :func:`json_integer` reads in SQL by default: as many
# as a sum of a million of them leaves within a 64-bit integer (SQLite's SUM fails beyond).
JSON_INTEGER_DIGITS = 12


def json_integer(
    field: peewee.Field, key: str, digits: int = JSON_INTEGER_DIGITS
) -> peewee.ColumnBase:
    """The whole number at ``key`` of a JSON text column, as an SQL expression: NULL where
    the key is missing, null, or holds anything but a whole number written without a decimal
    point or an exponent (a fraction, text, true) of at most ``digits`` digits (at most 18),
    as a JSON reader in Python would give an ``int``.

    SQLite's ``json_type`` says "integer"; on PostgreSQL the member is a JSON number and its
    text only digits. Only this module knows which engine it is.
    """
    if not is_server():
        path = f"$.{key}"
        value = peewee.fn.json_extract(field, path)
        bound = 10**digits - 1
        integer = cast(peewee.Expression, peewee.fn.json_type(field, path) == "integer")
        return peewee.Case(None, [(integer & value.between(-bound, bound), value)], None)
    member = peewee.NodeList(
        (peewee.Cast(field, "json"), peewee.SQL("->"), peewee.Cast(peewee.Value(key), "text")),
        parens=True,
    )
    text = json_value(field, key)
    written = peewee.Expression(text, "~", f"^-?[0-9]{{1,{digits}}}$")
    number = cast(peewee.Expression, peewee.fn.json_typeof(member) == "number")
    return peewee.Case(None, [(number & written, peewee.Cast(text, "bigint"))], None)


def json_true(field: peewee.Field, key: str) -> peewee.Expression:
    """Whether ``key`` of a JSON text column holds ``true``, as an SQL expression."""
    # A comparison of columns is an expression; the type stubs say a bool.
    if not is_server():
        return cast(peewee.Expression, peewee.fn.json_extract(field, f"$.{key}") == 1)
    return cast(peewee.Expression, json_value(field, key) == "true")

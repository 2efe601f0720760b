"""A server's campaigns copied whole into a SQLite file, which Muster opens like any file.

``main.py backup --db URL --out FILE.sqlite3`` and the database check's backup before it
repairs anything on a server both come here. The copy keeps every row of every table with its
id, so it is the server's database as it was, not a re-import:

1. One read-only ``REPEATABLE READ`` transaction on the server: a consistent snapshot, taken
   without the write lock, so players keep playing while it is read.
2. A new SQLite file (a hidden temporary file beside the target, as for every file written
   whole: :mod:`models.store.leftovers`) gets Muster's current schema, and each table's rows,
   in id order, in one transaction.
3. The copy is verified: SQLite's integrity check and foreign key check pass, and every table
   reads back exactly as the server's snapshot (the same rows, the same values). Only then is
   it renamed to its name; a failed copy is deleted and reported, and no older file is touched.
"""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import peewee

from i18n import translate
from models.errors import BackupError
from models.store.backup import BACKUP_FOLDER, make_backup, unique_backup_path
from models.store.connection import bound_path, db, default_db_path, make_sqlite
from models.store.files import output_file, sync_folder
from models.store.guard import refuse_beside_database
from models.store.inspection import describe_integrity_problems, file_integrity_problems
from models.store.leftovers import temporary_beside
from models.store.migrations import SCHEMA_VERSION, migrate
from models.store.postgres import MusterPostgresDatabase
from models.store.schema import ALL_MODELS, SchemaVersion

BATCH = 500

TABLES = [model for model in ALL_MODELS if model is not SchemaVersion]


def backup_server(dest: Path, *, reason: str = "manual", now: dt.datetime | None = None) -> Path:
    """Copy every campaign of the bound server database into the SQLite file ``dest``.

    ``dest`` is a new file (a file that is no database is replaced once the new copy is
    verified; the guard refuses a database, :mod:`models.store.guard`) or a folder to write it
    in, named after the server's database and the time. Returns the file written; raises
    :class:`BackupError` in words, having left nothing half written.
    """
    database = db.obj
    if not isinstance(database, MusterPostgresDatabase):
        raise BackupError(translate("Backups", "there is no club server open to back up"))
    name = Path(f"{database.location.dbname}.sqlite3")
    if dest.is_dir():
        dest = unique_backup_path(name, reason, folder=dest, now=now)
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BackupError(_cannot_write(dest, exc.strerror or exc)) from None
    dest = output_file(dest, error=BackupError)  # the guard: never over a database, …
    refuse_beside_database(dest, BackupError)
    try:
        with _snapshot(database):
            tables = {model._meta.table_name: _rows(database, model) for model in TABLES}
        # Removed when the block ends unless renamed into place; cleared at a later start if
        # the writer is killed (models.store.leftovers).
        with temporary_beside(dest) as (part, _fd):
            _write_copy(part, tables)
            _verify(part, tables)
            os.replace(part, dest)
        sync_folder(dest.parent)
    except OSError as exc:
        raise BackupError(_cannot_write(dest, exc.strerror or exc)) from None
    except sqlite3.Error as exc:
        raise BackupError(_cannot_write(dest, exc)) from None
    return dest


def _cannot_write(dest: Path, reason: object) -> str:
    return translate("Backups", "cannot write the backup {file}: {reason}").format(
        file=dest, reason=reason
    )


def safety_backup(reason: str) -> Path | None:
    """A backup of the bound database before a change that needs one (the check's repairs).

    A file is copied into its own backups folder; a server into the backups folder of the
    default database in the user's data folder, named after the server's database. None when
    nothing is bound.
    """
    path = bound_path()
    if path is not None:
        return make_backup(path, reason=reason)
    database = db.obj
    if isinstance(database, MusterPostgresDatabase):
        folder = default_db_path().parent / BACKUP_FOLDER
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise BackupError(
                translate("Backups", "cannot create the folder {folder}: {reason}").format(
                    folder=folder, reason=exc.strerror
                )
            ) from None
        return backup_server(folder, reason=reason)
    return None


@contextmanager
def _snapshot(database: MusterPostgresDatabase) -> Iterator[None]:
    """A read-only, repeatable-read transaction: every table as of one moment."""
    with database.translated():
        database.cursor().execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
    try:
        yield
    finally:
        database.rollback()


def _columns(model: type[peewee.Model]) -> list[peewee.Field]:
    return list(model._meta.sorted_fields)


def _rows(database: MusterPostgresDatabase, model: type[peewee.Model]) -> list[tuple[Any, ...]]:
    fields = _columns(model)
    names = ", ".join(f'"{field.column_name}"' for field in fields)
    cursor = database.execute_sql(f'SELECT {names} FROM "{model._meta.table_name}" ORDER BY "id"')
    return [tuple(_as_sqlite(value) for value in row) for row in cursor.fetchall()]


def _as_sqlite(value: Any) -> Any:
    """A value as Muster's SQLite file keeps it (dates and times as ISO text)."""
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, dt.date):
        return value.isoformat()
    return value


def _write_copy(part: Path, tables: dict[str, list[tuple[Any, ...]]]) -> None:
    copy = make_sqlite(part)  # an empty file is a new SQLite database
    try:
        copy.connect()
        migrate(copy)  # Muster's current schema, empty
    finally:
        copy.close()
    conn = sqlite3.connect(part)
    try:
        with conn:
            for model in TABLES:
                rows = tables[model._meta.table_name]
                if not rows:
                    continue
                fields = _columns(model)
                sql = 'INSERT INTO "{}" ({}) VALUES ({})'.format(
                    model._meta.table_name,
                    ", ".join(f'"{field.column_name}"' for field in fields),
                    ", ".join("?" * len(fields)),
                )
                for start in range(0, len(rows), BATCH):
                    conn.executemany(sql, rows[start : start + BATCH])
        conn.execute("PRAGMA journal_mode=DELETE")
    finally:
        conn.close()


def _verify(part: Path, tables: dict[str, list[tuple[Any, ...]]]) -> None:
    problems = file_integrity_problems(part)
    if problems:
        raise BackupError(
            translate(
                "Backups", "the copy failed its integrity check ({problems}), so it was not kept"
            ).format(problems=describe_integrity_problems(problems))
        )
    conn = sqlite3.connect(f"{part.resolve().as_uri()}?mode=ro", uri=True)
    try:
        if conn.execute("PRAGMA foreign_key_check").fetchall():
            raise BackupError(
                translate(
                    "Backups", "the copy has broken links between its rows, so it was not kept"
                )
            )
        version = conn.execute("SELECT version FROM schema_version").fetchone()
        if version is None or version[0] != SCHEMA_VERSION:
            raise BackupError(
                translate("Backups", "the copy has no schema version, so it was not kept")
            )
        for model in TABLES:
            table = model._meta.table_name
            names = ", ".join(f'"{field.column_name}"' for field in _columns(model))
            copied = conn.execute(f'SELECT {names} FROM "{table}" ORDER BY "id"').fetchall()
            if copied != tables[table]:
                raise BackupError(
                    translate(
                        "Backups",
                        "the copy's table {table} does not read back as the server's, so it was not kept",  # noqa: E501
                    ).format(table=table)
                )
    finally:
        conn.close()

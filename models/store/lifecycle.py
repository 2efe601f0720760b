"""Opening the campaign database: validate the file, back it up when it must be migrated,
connect, migrate, and bind :data:`models.store.connection.db` to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import peewee

from models.errors import (
    BackupError,
    DatabaseUnusableError,
)
from models.store.backup import MIGRATION, make_backup, unique_backup_path
from models.store.connection import (
    BUSY_TIMEOUT_MS,
    READ_ONLY_PRAGMAS,
    MusterSqliteDatabase,
    close_database,
    db,
    make_sqlite,
)
from models.store.inspection import ensure_sound, inspect_file
from models.store.location import DatabaseLocation, parse_location
from models.store.migrations import SCHEMA_VERSION, migrate
from models.store.server import open_server


@dataclass(frozen=True)
class OpenResult:
    """What :func:`open_database` did, so the caller can tell the user.

    ``path`` is the file, or None for a server; ``location`` says where the data lives either
    way (the app shows it and remembers it, never with a password).
    """

    path: Path | None
    created: bool
    migrated_from: int | None
    backup: Path | None
    location: DatabaseLocation | None = None


def open_database(
    path: Path | str | DatabaseLocation,
    *,
    backup_dir: Path | None = None,
    on_backup: Callable | None = None,
    read_only: bool = False,
) -> OpenResult:
    """Validate, open and migrate the database at ``path``, and bind :data:`db` to it.

    ``path`` is a file, or a :class:`DatabaseLocation` (a file or a PostgreSQL server; a text
    that is a ``postgresql://`` URL is parsed as one). The file is never changed before it has
    been checked: a damaged file raises :class:`DatabaseDamagedError` and is left as it is.
    When a migration is needed, a verified copy is taken first (see :mod:`models.store.backup`).
    With ``read_only=True`` the file is opened for reading only (no migration, no pragma that
    writes, no integrity gate, so the database check can report on a damaged file); an older
    schema is then refused. A server is opened by :func:`models.store.server.open_server`.
    """
    location = parse_location(path)
    if location.is_server:
        created, migrated_from = open_server(location, read_only=read_only)
        return OpenResult(
            path=None,
            created=created,
            migrated_from=migrated_from,
            backup=None,
            location=location,
        )
    assert location.path is not None
    path = location.path
    if read_only:
        return _open_read_only(path)
    version = inspect_file(path)
    if version:
        ensure_sound(path, quick=True)
    backup = None
    if version and version < SCHEMA_VERSION:
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
        location=location,
    )


def _open_read_only(path: Path) -> OpenResult:
    version = inspect_file(path, writable=False)
    if version is not None and version < SCHEMA_VERSION:
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
    return OpenResult(
        path=path,
        created=False,
        migrated_from=None,
        backup=None,
        location=DatabaseLocation.file(path),
    )


def backup_before_migration(path: Path, version: int, backup_dir: Path | None) -> Path:
    """Take a verified copy of ``path`` before migrating it from ``version``.

    The copy goes to the backups folder (or ``backup_dir``) and is listed with the others.
    """

    dest = unique_backup_path(path, MIGRATION, folder=backup_dir) if backup_dir else None
    try:
        return make_backup(path, reason=MIGRATION, dest=dest)
    except BackupError as exc:
        raise DatabaseUnusableError(
            f"cannot back up {path} before upgrading it from version {version} ({exc}); "
            "nothing was changed"
        ) from None

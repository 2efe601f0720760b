"""Opening the campaign database: validate the file, back it up when it must be migrated,
connect, migrate, and bind :data:`models.store.connection.db` to it.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import peewee

from i18n import translate
from models.errors import (
    BackupError,
    DatabaseEmptyError,
    DatabaseUnusableError,
)
from models.store import verified
from models.store.backup import (
    MIGRATION,
    backup_dir_for,
    is_backup,
    make_backup,
    set_aside_damaged_log,
    unique_backup_path,
)
from models.store.connection import (
    BUSY_TIMEOUT_MS,
    READ_ONLY_PRAGMAS,
    MusterSqliteDatabase,
    bound_path,
    close_database,
    db,
    make_sqlite,
)
from models.store.files import os_error_text, sync_folder
from models.store.guard import (
    files_of_database,
    protect,
    refuse_beside_database,
    refuse_protected,
    refuse_read,
)
from models.store.inspection import ensure_sound, inspect_file, settle_ahead
from models.store.leftovers import clean_leftovers, temporary_beside
from models.store.location import DatabaseLocation, parse_location
from models.store.readonly import (
    COMPANIONS,
    cannot_open,
    companion,
    read_only_uri,
    tidy_companions,
)
from models.store.version import SCHEMA_VERSION, stored_version


def migrate(database: peewee.Database) -> int | None:
    """Create or upgrade the schema (:func:`models.store.migrations.migrate`, whose steps are
    imported only when there is something to do). Returns the version migrated from, or
    None."""
    if stored_version(database) == SCHEMA_VERSION:
        return None
    from models.store.migrations import migrate as run_steps

    return run_steps(database)


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
    set_aside: Path | None = None  # the copy of a damaged file and its log, when asked for


def _files_of_the_open_database() -> list[tuple[Path, str]]:
    """The open database file, its companions and its backups: never written over by a
    command or a save dialog (:func:`models.store.guard.protected_files`)."""
    path = bound_path()
    return [] if path is None else files_of_database(path, is_open=True)


protect(_files_of_the_open_database)


def open_database(
    path: Path | str | DatabaseLocation,
    *,
    backup_dir: Path | None = None,
    on_backup: Callable | None = None,
    read_only: bool = False,
    create: bool = True,
    replace_empty: bool = False,
    drop_damaged_log: bool = False,
    judge: bool = True,
) -> OpenResult:
    """Validate, open and migrate the database at ``path``, and bind :data:`db` to it.

    ``path`` is a file, or a :class:`DatabaseLocation` (a file or a PostgreSQL server; a text
    that is a ``postgresql://`` URL is parsed as one); a server is opened by
    :func:`models.store.server.open_server`.

    The file is never changed before it has been checked: a damaged file raises
    :class:`DatabaseDamagedError` and is left as it is. The check is SQLite's full
    ``integrity_check`` unless the file, exactly as it is, passed it before
    (:mod:`models.store.verified`); then the faster ``quick_check``. When a migration is needed,
    a verified copy is taken first (see :mod:`models.store.backup`).

    A missing file is created, whole (:func:`create_database_file`), unless ``create`` is
    False. An empty (0-byte) file raises :class:`DatabaseEmptyError`; only with
    ``replace_empty`` (the app's "Create a new campaign database here") is a new database put
    in its place. Leftovers of killed writers in the file's folder and its backups folder are
    removed (:mod:`models.store.leftovers`).

    The -wal and -journal beside the file are judged first, as SQLite would replay them
    (:mod:`models.store.journals`): one it would not replay whole raises
    :class:`DatabaseLogDamagedError`, and nothing is written; ``drop_damaged_log`` (the user's
    choice) keeps a copy of the file and of them first, then lets SQLite keep what it can read
    (:func:`models.store.backup.set_aside_damaged_log`; the copy is ``set_aside``). A backup
    in a backups folder is never opened for writing, and a new database is never made where
    the guard refuses it (:mod:`models.store.guard`).

    With ``read_only=True`` the file is opened for reading only (no migration, no pragma that
    writes; read-only folders and mounts work); an older schema is then refused. It is judged
    as for writing (its header and log, then the integrity check: quick for a file verified as
    it is, else in full) unless ``judge`` is False: the database check, which reports on a
    damaged file itself.
    """
    location = parse_location(path)
    if location.is_server:
        from models.store.server import open_server  # a server's modules, for a server only

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
        return _open_read_only(path, judge=judge)
    _refuse_backup(path)
    refuse_read(path, DatabaseUnusableError)  # a copy into its own source, a link to it
    settle_ahead(path)  # the quick check begun while Qt loaded (main.py), done first
    set_aside = set_aside_damaged_log(path) if drop_damaged_log else None
    try:
        version = inspect_file(path)
    except DatabaseEmptyError:
        if not replace_empty:
            raise
        version = None
    if version is None and not create:
        raise DatabaseUnusableError(
            translate("Database", "there is no database at {path}").format(path=path)
        )
    _clean_leftovers(path)
    created = False
    if version is None:
        created = create_database_file(path, replace_empty=replace_empty)
    elif verified.is_verified(path):
        ensure_sound(path, quick=True)
    elif version:
        ensure_sound(path)
        verified.remember(path)
    backup = None
    if version and version < SCHEMA_VERSION:
        backup = backup_before_migration(path, version, backup_dir)
    database = make_sqlite(path)
    try:
        database.connect()
    except peewee.OperationalError as exc:
        raise DatabaseUnusableError(cannot_open(path, exc)) from None
    database.after_close.append(_remember_after_session(path))
    db.initialize(database)
    try:
        migrated_from = migrate(database)
    except Exception:
        close_database()
        raise
    return OpenResult(
        path=path,
        created=created or version == 0,
        migrated_from=migrated_from,
        backup=backup,
        location=location,
        set_aside=set_aside,
    )


def _refuse_backup(path: Path) -> None:
    """A backup is never changed: opening one for writing (an import, a copy into it, the
    app) is refused."""
    if is_backup(path):
        raise DatabaseUnusableError(
            translate(
                "Database",
                "{path} is a backup: Muster never changes a backup, so nothing was changed. Copy it to a new name to use it, or restore it (Database ▸ Backups…)",  # noqa: E501
            ).format(path=path)
        )


def _remember_after_session(path: Path) -> Callable[[MusterSqliteDatabase], None]:
    def remember(database: MusterSqliteDatabase) -> None:
        if database.damage_seen:
            verified.forget(path)
        else:
            verified.remember(path)

    return remember


def _clean_leftovers(path: Path) -> None:
    folder = path.parent if str(path.parent) else Path(".")
    clean_leftovers(folder)
    clean_leftovers(backup_dir_for(path), backups=True)


def create_database_file(path: Path, *, replace_empty: bool = False) -> bool:
    """Create a new Muster database at ``path``, whole or not at all; True when created.

    The database is made in a temporary file beside ``path`` and only then given its name, so
    a Muster killed while creating it leaves no empty or half-made file under that name (its
    leftover is removed later, :mod:`models.store.leftovers`). When another copy of Muster
    created ``path`` in the meantime, that file is kept and False returned. With
    ``replace_empty``, an empty (0-byte) file at ``path`` is replaced.
    """
    refuse_protected(path, path, DatabaseUnusableError)
    refuse_beside_database(path, DatabaseUnusableError)
    try:
        with temporary_beside(path) as (temp, _fd):
            database = make_sqlite(temp)
            database.connect()
            try:
                migrate(database)
            finally:
                database.close()  # the only connection: SQLite folds the -wal into the file
            with open(temp, "rb+") as handle:
                os.fsync(handle.fileno())
            if replace_empty and path.exists() and path.stat().st_size == 0:
                os.replace(temp, path)
            elif not _link_new(temp, path):
                return False
        sync_folder(path.parent if str(path.parent) else Path("."))
    except (OSError, sqlite3.Error, peewee.DatabaseError) as exc:
        text = os_error_text(exc, path) if isinstance(exc, OSError) else str(exc)
        raise DatabaseUnusableError(
            translate("Database", "cannot create {path}: {reason}").format(path=path, reason=text)
        ) from None
    verified.remember(path)
    return True


def _link_new(temp: Path, path: Path) -> bool:
    """Give ``temp`` the name ``path`` unless that name is taken; False when it was."""
    try:
        os.link(temp, path)
    except FileExistsError:
        return False
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
            raise
        if path.exists():  # a file system without hard links (FAT, some network shares)
            return False
        os.replace(temp, path)
    return True


def _open_read_only(path: Path, *, judge: bool) -> OpenResult:
    version = inspect_file(path, writable=False)
    if judge and version:
        # As an opening for writing: a damaged page reads as whatever bytes it holds now.
        quick = verified.is_verified(path)
        ensure_sound(path, quick=quick)
        if not quick:
            verified.remember(path)
    if version is not None and version < SCHEMA_VERSION:
        raise DatabaseUnusableError(
            translate(
                "Database",
                "{path} was written by an older Muster (database version {version}); open it in Muster once to upgrade it (a backup is taken first), then try again",  # noqa: E501
            ).format(path=path, version=version)
        )
    existed = {suffix: companion(path, suffix).exists() for suffix in COMPANIONS}
    database = MusterSqliteDatabase(
        read_only_uri(path),
        uri=True,
        pragmas=READ_ONLY_PRAGMAS,
        timeout=BUSY_TIMEOUT_MS / 1000,
    )
    database.after_close.append(lambda _database: tidy_companions(path, existed))
    try:
        database.connect()
    except peewee.OperationalError as exc:
        raise DatabaseUnusableError(cannot_open(path, exc)) from None
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
            translate(
                "Database",
                "cannot back up {path} before upgrading it from version {version} ({reason}); nothing was changed",  # noqa: E501
            ).format(path=path, version=version, reason=exc)
        ) from None


def switch_database(location: Path | str | DatabaseLocation, **options: object) -> OpenResult:
    """Open ``location`` in place of the bound database (the app's *Connect to a club server…*
    and *Open local file…*): the same checks as :func:`open_database` (``options`` are its
    keywords), and the database bound before is closed only once the new one is open. When
    the new one cannot be opened, whatever it raises is raised and the one bound before stays
    bound, as it was."""
    before = db.obj
    try:
        opened = open_database(location, **options)  # type: ignore[arg-type]
    except BaseException:
        if db.obj is not before:  # bound, then failed (a migration): back to the one before
            close_database()
            if before is not None:
                db.initialize(before)
        raise
    if before is not None and before is not db.obj and not before.is_closed():
        before.close()
    return opened

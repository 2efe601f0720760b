"""Opening a campaign database on a PostgreSQL server: connect, look, migrate, bind (and
looking without opening, for the connect dialog's *Test connection*).

The same schema and the same numbered migrations as a SQLite file
(:mod:`models.store.migrations`). What differs is said here:

- Nothing is written before Muster has looked: a database holding tables that are not
  Muster's is refused, as is one written by a newer Muster.
- Two players starting a newer Muster at the same moment do not both migrate: the upgrade
  holds the session advisory lock :data:`~models.store.postgres.MIGRATION_LOCK`, and reads
  the schema version only once it has it; the second one finds the work done.
- There is no file to back up before a migration: the server's own backups (``pg_dump``) and
  ``main.py backup`` are the club's (docs/club-server.md). Every step is one transaction, and
  PostgreSQL changes its tables inside transactions, so a failed step leaves nothing half done.
"""

from __future__ import annotations

from peewee import fn

from models.errors import ClubRefusal, DatabaseUnusableError, MusterError
from models.store.connection import close_database, db
from models.store.location import DatabaseLocation
from models.store.migrations import SCHEMA_VERSION, migrate
from models.store.postgres import LOCK_TIMEOUT_MS, MIGRATION_LOCK, MusterPostgresDatabase
from models.store.schema import ALL_MODELS, Campaign, SchemaVersion

# How long a second Muster waits for another one's schema upgrade before giving up.
MIGRATION_WAIT_MS = 120_000


def connect_server(
    location: DatabaseLocation, *, read_only: bool = False
) -> MusterPostgresDatabase:
    """A connected database on the server (not bound), or a :class:`MusterError` in one line."""
    database = MusterPostgresDatabase(location, read_only=read_only)
    database.connect()
    return database


def open_server(location: DatabaseLocation, *, read_only: bool = False) -> tuple[bool, int | None]:
    """Connect to the server's database, check what it holds, migrate it, and bind ``db``.

    Returns whether Muster's tables were created, and the version migrated from (or None).
    With ``read_only`` every transaction of the connection is read-only, an older schema is
    refused, and so is a database without Muster's tables.
    """
    database = connect_server(location, read_only=read_only)
    try:
        version = _muster_version(database, location)
        if read_only:
            if version == 0:
                raise DatabaseUnusableError(f"{location.text} holds no Muster campaigns yet")
            if version < SCHEMA_VERSION:
                raise DatabaseUnusableError(
                    f"{location.text} was written by an older Muster (database version "
                    f"{version}); open it in Muster once to upgrade it, then try again"
                )
            migrated_from = None
        elif version < SCHEMA_VERSION:
            version, migrated_from = _migrate_locked(database, location)
        else:  # up to date (the version only ever grows): no migration, so no lock to take
            migrated_from = None
    except BaseException:
        database.close()
        raise
    close_database()
    database.sealed = True  # migrated: the write locks are there
    db.initialize(database)
    return version == 0, migrated_from


def owner_needed(location: DatabaseLocation) -> str:
    """Why a login other than the database's owner cannot use a database older than this
    Muster: only the owner may create or upgrade Muster's tables and their club roles."""
    return (
        f"{location.text} needs upgrading to this version of Muster, which only the database's "
        "owner may do: ask the club's organiser to open it once with this Muster "
        "(docs/club-server.md)"
    )


def _muster_version(database: MusterPostgresDatabase, location: DatabaseLocation) -> int:
    tables = set(database.get_tables())
    if "schema_version" not in tables:
        if tables:
            raise DatabaseUnusableError(
                f"{location.text} holds other tables than Muster's "
                f"({', '.join(sorted(tables)[:3])}…): give Muster a database of its own"
                if len(tables) > 3
                else f"{location.text} holds other tables than Muster's "
                f"({', '.join(sorted(tables))}): give Muster a database of its own"
            )
        return 0
    missing = {model._meta.table_name for model in ALL_MODELS} - tables
    version = _read_version(database, location)
    if version >= SCHEMA_VERSION and missing:
        raise DatabaseUnusableError(
            f"{location.text} lacks Muster's table {sorted(missing)[0]!r}: it is not a whole "
            "Muster database"
        )
    if version > SCHEMA_VERSION:
        raise DatabaseUnusableError(
            f"{location.text} was written by a newer Muster (database version {version}; "
            f"this Muster reads up to version {SCHEMA_VERSION}). Please update Muster."
        )
    return version


def _read_version(database: MusterPostgresDatabase, location: DatabaseLocation) -> int:
    try:
        with database.bind_ctx([SchemaVersion]):
            row = SchemaVersion.select().first()  # the table is there (_muster_version)
            return row.version if row else 0
    except ClubRefusal:
        raise DatabaseUnusableError(owner_needed(location)) from None
    except MusterError:
        raise
    except Exception:
        raise DatabaseUnusableError(
            f"{location.text} has no readable Muster schema version"
        ) from None


def _migrate_locked(
    database: MusterPostgresDatabase, location: DatabaseLocation
) -> tuple[int, int | None]:
    """Migrate while holding the migration lock; the version is read again under it (another
    Muster may have migrated meanwhile). Returns that version and the one migrated from."""
    database.execute_sql(f"SET lock_timeout = {MIGRATION_WAIT_MS}")
    database.execute_sql("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK,))
    database.execute_sql(f"SET lock_timeout = {LOCK_TIMEOUT_MS}")
    try:
        version = _muster_version(database, location)
        try:
            return version, migrate(database)
        except ClubRefusal:
            raise DatabaseUnusableError(owner_needed(location)) from None
    finally:
        if not database.is_closed():
            database.execute_sql("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK,))


def probe_server(location: DatabaseLocation) -> str:
    """Connect to the server's database, look at what it holds, and disconnect: one sentence
    saying what connecting would open (the connect dialog's *Test connection*). Nothing is
    written and nothing is bound; a :class:`MusterError` in one line when it cannot be used."""
    database = connect_server(location, read_only=True)
    try:
        version = _muster_version(database, location)
        if version == 0:
            return (
                f"Connected to {location.short_name}. The database is empty: Muster creates "
                "its tables there when you connect."
            )
        with database.bind_ctx([Campaign]):
            campaigns = Campaign.select(fn.COUNT(Campaign.id)).scalar() or 0
        held = (
            "no campaign yet"
            if campaigns == 0
            else f"{campaigns} campaign" + ("" if campaigns == 1 else "s")
        )
        upgrade = (
            " (written by an older Muster: connecting upgrades it)"
            if version < SCHEMA_VERSION
            else ""
        )
        return f"Connected to {location.short_name}: it holds {held}{upgrade}."
    finally:
        database.close()

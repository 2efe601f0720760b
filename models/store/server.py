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

from dataclasses import dataclass

from peewee import fn

from i18n import translate
from models.errors import ClubRefusal, DatabaseUnusableError, MusterError
from models.store import PLURAL
from models.store.connection import close_database, db
from models.store.inspection import newer_muster, no_schema_version
from models.store.location import DatabaseLocation
from models.store.postgres import LOCK_TIMEOUT_MS, MIGRATION_LOCK, MusterPostgresDatabase
from models.store.roles import secure
from models.store.roles.connect import close_to_outsiders
from models.store.schema import ALL_MODELS, Campaign, SchemaVersion
from models.store.version import SCHEMA_VERSION

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
                raise DatabaseUnusableError(
                    translate("ClubServer", "{where} holds no Muster campaigns yet").format(
                        where=location.text
                    )
                )
            if version < SCHEMA_VERSION:
                raise DatabaseUnusableError(
                    translate(
                        "ClubServer",
                        "{where} was written by an older Muster (database version {version}); open it in Muster once to upgrade it, then try again",  # noqa: E501
                    ).format(where=location.text, version=version)
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
    return translate(
        "ClubServer",
        "{where} needs upgrading to this version of Muster, which only the database's owner may do: ask the club's organiser to open it once with this Muster (docs/club-server.md)",  # noqa: E501
    ).format(where=location.text)


def _muster_version(database: MusterPostgresDatabase, location: DatabaseLocation) -> int:
    tables = set(database.get_tables())
    if "schema_version" not in tables:
        if tables:
            shown = ", ".join(sorted(tables)[:3]) + ("…" if len(tables) > 3 else "")
            raise DatabaseUnusableError(
                translate(
                    "ClubServer",
                    "{where} holds other tables than Muster's ({tables}): give Muster a database of its own",  # noqa: E501
                ).format(where=location.text, tables=shown)
            )
        return 0
    missing = {model._meta.table_name for model in ALL_MODELS} - tables
    version = _read_version(database, location)
    if version >= SCHEMA_VERSION and missing:
        raise DatabaseUnusableError(
            translate(
                "ClubServer",
                "{where} lacks Muster's table {table}: it is not a whole Muster database",
            ).format(where=location.text, table=repr(sorted(missing)[0]))
        )
    if version > SCHEMA_VERSION:
        raise DatabaseUnusableError(newer_muster(location.text, version))
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
        raise DatabaseUnusableError(no_schema_version(location.text)) from None


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
        from models.store.migrations import migrate  # its steps: imported only to run them

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
            return translate(
                "ClubServer",
                "Connected to {server}. The database is empty: Muster creates its tables there when you connect.",  # noqa: E501
            ).format(server=location.short_name)
        with database.bind_ctx([Campaign]):
            campaigns = Campaign.select(fn.COUNT(Campaign.id)).scalar() or 0
        if version < SCHEMA_VERSION and campaigns == 0:
            said = translate(
                "ClubServer",
                "Connected to {server}: it holds no campaign yet (written by an older Muster: connecting upgrades it).",  # noqa: E501
            )
        elif version < SCHEMA_VERSION:
            said = translate("ClubServer", "Connected to {server}: it holds %n campaign(s) (written by an older Muster: connecting upgrades it).", None, PLURAL, campaigns)  # noqa: E501  # fmt: skip
        elif campaigns == 0:
            said = translate("ClubServer", "Connected to {server}: it holds no campaign yet.")
        else:
            said = translate("ClubServer", "Connected to {server}: it holds %n campaign(s).", None, PLURAL, campaigns)  # noqa: E501  # fmt: skip
        return said.format(server=location.short_name)
    finally:
        database.close()


@dataclass(frozen=True)
class ClubDatabase:
    """What ``main.py club init`` set up: the database, its owner, whether Muster's tables
    were created now (else brought up to date, or up to date already) and whether the owner
    may create the club's logins (CREATEROLE)."""

    owner: str
    created: bool
    migrated_from: int | None
    creates_logins: bool
    # The logins let in: only the owner and these (its campaigns' members) may connect.
    members: tuple[str, ...] = ()


# What club init asks of the login it runs as, in one query: (the login, the database's
# owner, whether the login is a superuser, may create roles, and the database's encoding).
_INIT_QUERY = """
SELECT current_user::text, pg_catalog.pg_get_userbyid(d.datdba)::text, r.rolsuper,
       r.rolcreaterole, pg_catalog.pg_encoding_to_char(d.encoding)
  FROM pg_catalog.pg_database d, pg_catalog.pg_roles r
 WHERE d.datname = pg_catalog.current_database() AND r.rolname = current_user
"""


def init_server(location: DatabaseLocation) -> ClubDatabase:
    """The organiser's set-up of a club's database (``main.py club init``), run once as the
    role that owns it, as docs/club-server.md makes it: checks that the login is that owner,
    not a superuser (who would pass every club role's check), and that the database speaks
    UTF-8; creates Muster's tables, its club roles' policies and functions (or brings them up
    to date); and says whether the owner may create the club's logins. Nothing else is
    needed: no grant of the administrator's beyond creating the role and its database.
    Refused in words, changing nothing, when any check fails; the database stays bound."""
    database = connect_server(location)
    try:
        row = database.execute_sql(_INIT_QUERY).fetchone()
    finally:
        database.close()
    # (a database that keeps SQL_ASCII hands its text back as bytes)
    login, owner, superuser, createrole, encoding = (
        value.decode("utf-8", "replace") if isinstance(value, bytes) else value for value in row
    )
    if superuser:
        raise ClubRefusal(
            translate(
                "ClubServer",
                "{login} is a superuser of the server, whom PostgreSQL lets past every check of the club's roles: make the club's own role and database as docs/club-server.md says (CREATE ROLE muster LOGIN CREATEROLE …; CREATE DATABASE muster OWNER muster …) and run club init as muster. Nothing was changed.",  # noqa: E501
            ).format(login=login)
        )
    if login != owner:
        raise ClubRefusal(
            translate(
                "ClubServer",
                "{database} belongs to {owner}, not to {login}: run club init as {owner}, the role that owns the club's database (docs/club-server.md). Nothing was changed.",  # noqa: E501
            ).format(database=location.dbname, owner=owner, login=login)
        )
    if encoding != "UTF8":
        raise DatabaseUnusableError(
            translate(
                "ClubServer",
                "{database} keeps its text as {encoding}, in which names of every language do not fit: ask the administrator to create it again with ENCODING 'UTF8' (docs/club-server.md). Nothing was changed.",  # noqa: E501
            ).format(database=location.dbname, encoding=encoding)
        )
    created, migrated_from = open_server(location)
    database = db.obj
    with database.atomic():
        if not created and migrated_from is None:
            secure(database)  # up to date: the seal as this release makes it, all the same
        members = close_to_outsiders(database)
    return ClubDatabase(owner, created, migrated_from, bool(createrole), tuple(members))

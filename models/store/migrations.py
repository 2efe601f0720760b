"""Forward-only schema migrations.

A new database gets the current tables at once. An older one is brought forward one numbered
step at a time, each step in its own transaction, after :mod:`models.db` has taken a backup.
Steps use :mod:`playhouse.migrate`, which speaks both SQLite and PostgreSQL.

History of the schema:

1. The first release: campaigns, warbands, characters, purchases, games, sides, fielded
   characters and history.
2. Notes on characters (printed on the roster) and on games.
3. The warband's stash: a purchase is carried by a character or kept in a warband's stash
   (``purchase.stash``), so ``purchase.character`` may be null.
4. Games being played at the table: the tracked game, its characters' seats and marks, and
   its log (``tracked_game``, ``tracked_character``, ``tracker_entry``).
5. Club roles: the members of a campaign (``campaign_member``: a server's login role, an
   organiser or a player) and the warbands players keep (``warband_owner``). On a PostgreSQL
   server, the grants, row-level security policies and helpers of :mod:`models.store.roles`
   (every step that adds a table calls :func:`~models.store.roles.secure` again), and every
   campaign already there gets the upgrading role (the database's owner) as its organiser.
   SQLite files get the two tables and never read them.
6. The sealed server (PostgreSQL only; a SQLite file is unchanged): every table carries its
   campaign (a hidden ``campaign_id`` where the model has none), and a trigger of each table
   keeps every row's references inside its campaign; helpers that answer only about the
   calling role; per-campaign write locks and table claims in tables no login may touch; id
   sequences no login may move (:mod:`models.store.roles`).
7. Quicker reads and seals: an index of a campaign's history by kind (both engines), and on a
   server the seals brought up to date (they ask whether the caller keeps the database once
   a row, not twice, and a new campaign's creator first).
8. A dead hero stays (the server's seal; nothing on SQLite).
9. Players' reports of their games (``game_report``, and ``report_event`` for the campaign
   log): on a server, the reports one player makes and the other confirms, written only by
   the server's own functions, and the trial recordings a report is worked out in, which
   never commit (:mod:`models.reports`).
   SQLite files get the table and never read it.
10. Game night on the server the docs describe: a game's table is claimed by a session
    advisory lock of the claiming login (:mod:`models.store.claims`: no right beyond a login's
    own is needed, and nothing stored in a row says whose session holds it), for the game's
    players and organisers only; and a dispute names the warriors it is about
    (``game_report.named``, ``report_event.named``; SQLite files get the columns and never
    read them).

Later steps may add only the columns of plain new fields, which their declarations derive
(``Said(schema=N)`` in :mod:`models.records.declarations`): step N adds each to the rows'
table, every row holding what the declaration says older records hold. No step is written
for them; a step that does more is written here and runs before the columns of its number.

Every step must be safe to run twice: a database made by a release that already had a step's
change is brought forward by it again when its recorded version is older (a test rewinds the
version to run the steps again), so a step adds a column only where it is missing and makes
tables and indexes only where they are not.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

import peewee as pw
from playhouse.migrate import SchemaMigrator
from playhouse.migrate import migrate as run_operations

from i18n import translate
from models.errors import DatabaseUnusableError
from models.store import PLURAL
from models.store.roles import claim_unclaimed, secure
from models.store.schema import (
    ALL_MODELS,
    CampaignMember,
    GameReport,
    ReportEvent,
    SchemaVersion,
    TrackedCharacter,
    TrackedGame,
    TrackerEntry,
    Warband,
    WarbandOwner,
)
from models.store.version import PLAIN, SCHEMA_VERSION, WRITTEN, stored_version

__all__ = ["PLAIN", "SCHEMA_VERSION", "WRITTEN", "migrate", "stored_version"]


def _v2_notes(database: pw.Database) -> None:
    migrator = SchemaMigrator.from_database(database)
    run_operations(
        migrator.add_column("character", "notes", pw.TextField(default="")),
        migrator.add_column("game", "notes", pw.TextField(default="")),
    )


def _v3_stash(database: pw.Database) -> None:
    migrator = SchemaMigrator.from_database(database)
    warband = pw.ForeignKeyField(Warband, null=True, field=Warband.id, on_delete="CASCADE")
    run_operations(
        migrator.add_column("purchase", "stash_id", warband),
        migrator.drop_not_null("purchase", "character_id"),
    )


def _v4_tracker(database: pw.Database) -> None:
    # New tables only: nothing existing is copied or changed.
    database.create_tables([TrackedGame, TrackedCharacter, TrackerEntry])


def _v5_roles(database: pw.Database) -> None:
    # New tables only; on a server, its policies and the existing campaigns' organiser.
    database.create_tables([CampaignMember, WarbandOwner])
    secure(database)
    claim_unclaimed(database)


def _v6_sealed(database: pw.Database) -> None:
    # The server's seal; nothing on SQLite.
    secure(database)


def _v7_quicker(database: pw.Database) -> None:
    # IF NOT EXISTS: a database made by an older release's create_tables may have it
    database.execute_sql(
        'CREATE INDEX IF NOT EXISTS "history_entry_campaign_id_kind" '
        'ON "history_entry" ("campaign_id", "kind")'
    )
    secure(database)


def _v8_kept(database: pw.Database) -> None:
    # The server's seal again: a dead hero stays (K2), and an update leaves a reference it
    # does not change alone (a cascade emptying one); nothing on SQLite.
    secure(database)


def _v9_reports(database: pw.Database) -> None:
    # Players' reports of their games (models/reports.py); on a server, its seal, its policies
    # and the functions that alone write it.
    database.create_tables([GameReport, ReportEvent])
    secure(database)


def _v10_game_night(database: pw.Database) -> None:
    # The claims anew and the disputes' warriors (a database made by step 9 of this release
    # has the columns already).
    migrator = SchemaMigrator.from_database(database)
    for table in ("game_report", "report_event"):
        if "named" not in {column.name for column in database.get_columns(table)}:
            run_operations(migrator.add_column(table, "named", pw.TextField(default="[]")))
    secure(database)


# STEPS[n] brings a database from version n - 1 to version n.
STEPS: dict[int, Callable[[pw.Database], None]] = {
    2: _v2_notes,
    3: _v3_stash,
    4: _v4_tracker,
    5: _v5_roles,
    6: _v6_sealed,
    7: _v7_quicker,
    8: _v8_kept,
    9: _v9_reports,
    10: _v10_game_night,
}


def _plain_columns(version: int) -> Callable[[pw.Database], None]:
    """The step that adds the plain columns of ``version``, each only where it is missing."""

    def step(database: pw.Database) -> None:
        migrator = SchemaMigrator.from_database(database)
        for column in PLAIN:
            if column.said.schema != version:
                continue
            table = column.model._meta.table_name
            if column.name not in {c.name for c in database.get_columns(table)}:
                field = column.field(default=column.said.before)
                run_operations(migrator.add_column(table, column.name, field))

    return step


def _step(version: int) -> Callable[[pw.Database], None]:
    """What brings a database from ``version - 1`` to ``version``: its step written here, then
    the plain columns of its number."""
    written = STEPS.get(version)
    plain = _plain_columns(version)

    def step(database: pw.Database) -> None:
        if written is not None:
            written(database)
        plain(database)

    return step


def migrate(database: pw.Database) -> int | None:
    """Create or upgrade the schema. Returns the version migrated from, or None."""
    with database.bind_ctx(ALL_MODELS):
        version = stored_version(database)
        if version == SCHEMA_VERSION:
            return None
        if version > SCHEMA_VERSION:
            raise DatabaseUnusableError(
                translate(
                    "Database", "this database was written by a newer Muster (version {version})"
                ).format(version=version)
            )
        if version == 0:
            with database.atomic():
                database.create_tables(ALL_MODELS)
                secure(database)
                SchemaVersion.delete().execute()
                SchemaVersion.create(version=SCHEMA_VERSION)
            return None
        with _foreign_keys_off(database):
            for step in range(version + 1, SCHEMA_VERSION + 1):
                with database.atomic():
                    _step(step)(database)
                    _refuse_broken_links(database)
                    SchemaVersion.update(version=step).execute()
        return version


@contextlib.contextmanager
def _foreign_keys_off(database: pw.Database) -> Iterator[None]:
    """SQLite changes a column by copying its table and dropping the old one; with foreign keys
    on, dropping a table deletes its rows first and cascades (a character's purchases and
    history would go with him). The pragma works only outside a transaction."""
    sqlite = isinstance(database, pw.SqliteDatabase)
    if sqlite:
        database.execute_sql("PRAGMA foreign_keys = OFF")
    try:
        yield
    finally:
        if sqlite:
            database.execute_sql("PRAGMA foreign_keys = ON")


def _refuse_broken_links(database: pw.Database) -> None:
    """A step must leave every link whole (checked before its transaction commits)."""
    if isinstance(database, pw.SqliteDatabase):
        broken = database.execute_sql("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise DatabaseUnusableError(
                translate("Database", "upgrading the database would break %n link(s) between its rows; it was left as it was", None, PLURAL, len(broken))  # noqa: E501
            )  # fmt: skip

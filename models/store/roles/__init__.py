"""Club roles on a PostgreSQL server, sealed: the grants, row-level security policies,
triggers and helper functions that let PostgreSQL itself decide who reads and writes what
(docs/club-server.md, *Roles* and *How the server is sealed*). A SQLite file is single-user
and has none of this.

Who is who is two tables of the schema (:class:`~models.store.schema.CampaignMember`,
:class:`~models.store.schema.WarbandOwner`). Three things seal the server:

- **Every row carries its campaign.** On the server each table has a ``campaign_id`` (those
  whose Peewee model has none get a hidden column, schema step 6). A ``BEFORE`` trigger of
  each table (``muster_seal_<table>``) fills it from what the row points at, and refuses a
  row whose references lead to another campaign or to nothing (the same refusal either way,
  so it tells nothing of other campaigns), an update that would move a row to another
  campaign or change its id, and an id the table's sequence never handed out (more than
  :data:`ID_STEP` past it). The policies then read ``campaign_id`` directly: no policy joins
  another table under its own policy, and every helper runs once per statement.
- **Policies check the row before and after.** ``USING`` and ``WITH CHECK`` on every update,
  and every reference a player may write (a purchase's warrior *and* stash, a history
  entry's warband *and* character) must be his.
- **A removal is final.** The seal triggers of a login's writes lock his membership row
  (``FOR SHARE``): a removal waits for a write under way, and a write of a transaction that
  began before a removal committed fails (a serialization failure at REPEATABLE READ, no
  membership at READ COMMITTED).

The helpers answer only about the caller (no role argument): the login, or the role it
``SET ROLE`` to (:data:`CALLER`, read inside ``SECURITY DEFINER`` functions, where
``current_user`` is their owner):

- ``muster_keeper()``: the role is the database's owner (or a member of it): the *keeper*,
  who owns Muster's tables and runs its upgrades, reads and writes everything;
- ``muster_campaigns()`` / ``muster_organised()``: the campaigns the caller is a member / an
  organiser of; ``muster_own_warbands()`` / ``muster_own_characters()``: what he keeps;
- ``muster_may_create()``: whether he may start a campaign (the keeper, and organisers);
- ``muster_name_taken(name)``: campaign names are unique on the server, so a role may learn
  whether a name is taken (never by whom, nor anything else of that campaign);
- ``muster_lock_campaign(id)`` / ``muster_lock_server()``: the write locks (a row lock each,
  of the hidden table ``muster_lock``, which no login may touch), taken by members only;
- ``muster_claim(kind, id)`` / ``muster_release(kind, id)``: claims on rows (a game's
  table), for those who may hold them, held by a session advisory lock
  (:mod:`models.store.claims`); ``muster_take_claim(kind, id)``, an organiser's taking over
  of one, ``muster_claimed_elsewhere(kind, id)`` and ``muster_tables_in_play(campaign)``;
- the games a player sets up and plays (``muster_open_games()``, ``muster_own_open_games()``,
  ``muster_own_open_sides()``, ``muster_own_tracked()``, and the deferred check
  ``muster_player_game``: two sides, one of them his);
- players' reports of their games (schema step 9, :mod:`models.reports`): ``muster_try``, a
  trial recording that can never commit (``muster_trial``); ``muster_report``,
  ``muster_dispute``, ``muster_discard_report`` and ``muster_confirm_report``, the only
  writers of ``game_report`` and ``report_event``; their refusals have SQLSTATEs of class MU.

A new campaign is readable and writable by its creator in the transaction that creates it
(its hidden ``creator_xact``), and a trigger makes him its first organiser at once. A
deferred constraint trigger gives a campaign whose last organiser was removed the role that
committed it as organiser, so at every commit each campaign has one.

Clubs are apart by database (:mod:`models.store.roles.connect`): ``CONNECT`` on a club's
database follows membership of its campaigns, granted and revoked by a trigger of
``campaign_member``; ``club init`` takes it from ``PUBLIC``.

Updates and deletes a role may not make match no row (PostgreSQL's ``USING``); inserts and
updates whose new row a role may not write fail with SQLSTATE 42501, which
:mod:`models.store.postgres` puts in words. :func:`secure` is idempotent: every schema step
that adds a table calls it again.
"""

from __future__ import annotations

import peewee as pw

from models.store import claims
from models.store.roles import connect
from models.store.roles.experience import CONFIRMING, xp_seal
from models.store.roles.functions import FUNCTIONS, HIDDEN_TABLES, TRIGGERS
from models.store.roles.policies import (
    CALLER,
    INSERTS,
    KEEPER,
    MEMBERSHIP_TABLES,
    POLICIES,
    REFERENCES,
    REFUSAL,
    TRIAL,
    TRIED,
    UPDATES,
)
from models.store.roles.reports import (
    REPORT_FUNCTIONS,
    REPORTS,
    TRIALS,
    report_call,
    try_recording,
)
from models.store.roles.seals import (
    DEAD_HERO,
    KEEP_THE_DEAD,
    _hidden_columns,
    _named_heroes,
    _seal_function,
)
from models.store.schema import DEAD

__all__ = [
    "REFERENCES",
    "REPORT_FUNCTIONS",
    "claim_unclaimed",
    "name_taken",
    "report_call",
    "secure",
    "try_recording",
]

# The report functions' own helpers (schema step 9).
REPORT_INTERNAL = ("muster_report_row(text, text, jsonb, bigint)", "muster_held_report(bigint)")

# Functions only Muster's own triggers and functions call: no login runs them directly.
INTERNAL = (
    "muster_hold(bigint)",
    "muster_take_lock(bigint)",
    "muster_never_kept()",
    "muster_player_game()",
    "muster_forget_fresh()",
    "muster_keeper_changed()",
    *claims.INTERNAL,
    *REPORT_INTERNAL,
)

# Gone with step 6: they answered about any role or campaign.
OLD_FUNCTIONS = (
    "muster_campaigns(text)",
    "muster_organised(text)",
    "muster_own_warbands(text)",
    "muster_claimed(bigint)",
    "muster_dispute(bigint, text)",  # a dispute names its warriors since step 10
)


def secure(database: pw.Database) -> None:
    """Create (or bring up to date) the grants, functions, policies and triggers of club
    roles on a server; nothing on SQLite. Run by the migrations, inside their transaction."""
    if not isinstance(database, pw.PostgresqlDatabase):
        return
    execute = database.execute_sql
    schema = execute("SELECT current_schema()").fetchone()[0]
    quoted = '"' + schema.replace('"', '""') + '"'
    # (an older database being upgraded has not got the tables later steps add, yet)
    present = {
        name
        for (name,) in execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s",
            (schema,),
        ).fetchall()
    }
    for table in POLICIES:  # the old triggers, before the columns they check change
        if table in present:
            execute(f'DROP TRIGGER IF EXISTS muster_seal ON "{table}"')
    for signature in OLD_FUNCTIONS:
        execute(f"DROP FUNCTION IF EXISTS {signature} CASCADE")
    execute(HIDDEN_TABLES)
    _hidden_columns(database, present)
    # The tables' owner (who upgrades, and whose SECURITY DEFINER seals read every row) is
    # named in the policies first: the seals' look-ups then never run muster_keeper() (which
    # costs a catalog read), and an InitPlan runs only when its value is needed.
    owner = execute("SELECT quote_literal(current_user::text)").fetchone()[0]
    keeper = f"(current_user = {owner} OR {KEEPER})"
    execute(FUNCTIONS.format(schema=quoted, caller=CALLER, refusal=REFUSAL))
    _claims(database, quoted)
    execute(TRIGGERS)
    connect.install(database, quoted)
    execute(TRIALS.format(schema=quoted))
    reports = {"game_report", "report_event"} <= present
    if reports:  # schema step 9 and later
        # (its % are plpgsql's and format()'s, not the driver's placeholders)
        execute(
            REPORTS.format(
                schema=quoted, caller=CALLER, refusal=REFUSAL, confirming=CONFIRMING
            ).replace("%", "%%")
        )
    execute("INSERT INTO muster_lock (campaign_id) SELECT id FROM campaign ON CONFLICT DO NOTHING")
    for signature in INTERNAL if reports else INTERNAL[: -len(REPORT_INTERNAL)]:
        execute(f"REVOKE EXECUTE ON FUNCTION {signature} FROM PUBLIC")
    execute("GRANT SELECT ON schema_version TO PUBLIC")
    for table, (reads, writes) in POLICIES.items():
        if table not in present:
            continue  # a table a later schema step adds (an older database being upgraded)
        name = f'"{table}"'
        execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {name} TO PUBLIC")
        sequence = execute("SELECT pg_get_serial_sequence(%s, 'id')", (name,)).fetchone()[0]
        # Ids are handed out by the sequence alone: nobody may set or read it but through
        # nextval (a login that could setval would break or exhaust everyone's ids).
        execute(f"REVOKE ALL ON SEQUENCE {sequence} FROM PUBLIC")
        execute(f"GRANT USAGE ON SEQUENCE {sequence} TO PUBLIC")
        execute(f"ALTER TABLE {name} ENABLE ROW LEVEL SECURITY")
        forced = "NO FORCE" if table in MEMBERSHIP_TABLES else "FORCE"
        execute(f"ALTER TABLE {name} {forced} ROW LEVEL SECURITY")
        read = f"{keeper} OR {reads}"
        trial = f" OR {TRIAL}" if table in TRIED else ""
        write = f"{keeper} OR {writes}{trial}"
        update = f"{keeper} OR {UPDATES.get(table, writes)}{trial}"
        insert = f"{keeper} OR {INSERTS.get(table, writes)}{trial}"
        statements = {
            "muster_read": f"FOR SELECT USING ({read})",
            "muster_insert": f"FOR INSERT WITH CHECK ({insert})",
            "muster_update": f"FOR UPDATE USING ({update}) WITH CHECK ({update})",
            "muster_delete": f"FOR DELETE USING ({write})",
        }
        if table == "campaign":  # the keeper and organisers start campaigns
            statements["muster_insert"] = (
                f"FOR INSERT WITH CHECK ({keeper} OR (SELECT muster_may_create()))"
            )
        for policy, clause in statements.items():
            execute(f"DROP POLICY IF EXISTS {policy} ON {name}")
            execute(f"CREATE POLICY {policy} ON {name} {clause}")
        execute(_seal_function(table, quoted, sequence))
    execute(
        KEEP_THE_DEAD.format(
            schema=quoted,
            dead=DEAD,
            heroes=_named_heroes(),
            refusal=DEAD_HERO.replace("'", "''").replace("%", "%%"),
        )
    )
    if "history_entry" in present:
        execute(xp_seal(quoted, CALLER))


def _claims(database: pw.Database, schema: str) -> None:
    """The claims of :mod:`models.store.claims` (schema step 10): a claim table of an older
    release (held by a session's process id, schema step 6) is dropped first; claims last only
    as long as the sessions holding them, so no claim worth keeping is lost."""
    execute = database.execute_sql
    older = execute(
        "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = 'muster_claim' AND column_name = 'pid'"
    ).fetchone()
    if older:
        execute("DROP TABLE muster_claim")
    execute(
        claims.SQL.replace("{klass}", str(claims.CLAIM_CLASS))
        .replace("{caller}", CALLER)
        .replace("{schema}", schema)
        .replace("%", "%%")  # (plpgsql's %ROWTYPE, not the driver's placeholders)
    )


def name_taken(database: pw.Database, name: str) -> bool:
    """Whether a campaign of the server is called ``name``, one this role cannot read
    included (names are unique on the server); False on SQLite, where every campaign is
    read."""
    if not isinstance(database, pw.PostgresqlDatabase):
        return False
    return bool(database.execute_sql("SELECT muster_name_taken(%s)", (name,)).fetchone()[0])


def claim_unclaimed(database: pw.Database) -> None:
    """Campaigns without an organiser (those of a server upgraded to club roles) get the role
    that upgrades it, the database's owner, as their organiser; nothing on SQLite."""
    if not isinstance(database, pw.PostgresqlDatabase):
        return
    database.execute_sql(
        "INSERT INTO campaign_member (campaign_id, role, kind) "
        "SELECT c.id, current_user::text, 'organiser' FROM campaign c "
        "WHERE NOT EXISTS (SELECT 1 FROM campaign_member m WHERE m.campaign_id = c.id "
        "AND m.kind = 'organiser')"
    )

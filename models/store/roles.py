"""Club roles on a PostgreSQL server: the grants, row-level security policies and helper
functions that let PostgreSQL itself decide who reads and writes what (docs/club-server.md,
*Roles*). A SQLite file is single-user and has none of this.

Who is who is two tables of the schema (:class:`~models.store.schema.CampaignMember`,
:class:`~models.store.schema.WarbandOwner`), read by small ``SECURITY DEFINER`` functions:

- ``muster_keeper()``: the role is the database's owner (or a member of it): the *keeper*,
  who owns Muster's tables and runs its upgrades, reads and writes everything (as it could
  anyway: an owner can switch row security off).
- ``muster_name_taken(name)``: campaign names are unique on the server, so a role may learn
  whether a name is taken (never by whom, nor anything else of that campaign).
- ``muster_campaigns(role)`` / ``muster_organised(role)``: the campaigns ``role`` is a member
  / an organiser of; ``muster_claimed(campaign)``: it has an organiser;
  ``muster_own_warbands(role)``: the warbands ``role`` keeps.

The policies, per table (``FORCE ROW LEVEL SECURITY``, so the tables' owner obeys them too;
the two membership tables are not forced, so the helpers, which run as the owner, read them
without reading themselves):

- every member of a campaign reads all of it; a non-member reads nothing of it;
- an organiser writes everything of his campaign, its members included;
- a player writes his own warbands (not creating or deleting one), their characters, their
  purchases and stash, and the history entries about them;
- games, their sides and fielded characters, and the tracker are the organisers'.

A campaign with no organiser is *unclaimed*: only a new campaign inside the transaction that
creates it (or puts it back, by undo). A deferred constraint trigger makes the role that
commits it its organiser, so at every commit each campaign has one: its creator is its first
organiser, and removing the last organiser makes the remover one.

Updates and deletes a role may not make match no row (PostgreSQL's ``USING``); inserts and
updates whose new row a role may not write fail with SQLSTATE 42501, which
:mod:`models.store.postgres` puts in words. :func:`secure` is idempotent: every schema step
that adds a table calls it again.
"""

from __future__ import annotations

import peewee as pw

KEEPER = "(SELECT muster_keeper())"  # an init plan: once per statement, not per row


def _member(campaign: str) -> str:
    return (
        f"({campaign} IN (SELECT muster_campaigns(current_user::text)) "
        f"OR NOT muster_claimed({campaign}))"
    )


def _organiser(campaign: str) -> str:
    return (
        f"({campaign} IN (SELECT muster_organised(current_user::text)) "
        f"OR NOT muster_claimed({campaign}))"
    )


def _own(warband: str) -> str:
    return f"{warband} IN (SELECT muster_own_warbands(current_user::text))"


def _writes_warband(warband: str) -> str:
    return (
        f"({_own(warband)} OR {warband} IN "
        f"(SELECT w.id FROM warband w WHERE {_organiser('w.campaign_id')}))"
    )


def _organises_game(game: str) -> str:
    return f"{game} IN (SELECT g.id FROM game g WHERE {_organiser('g.campaign_id')})"


_HISTORY_WARBAND = (
    'COALESCE(warband_id, (SELECT c.warband_id FROM "character" c WHERE c.id = character_id))'
)

# table: (who reads a row, who writes it) -- SQL over the row's columns.
POLICIES: dict[str, tuple[str, str]] = {
    "campaign": (_member("id"), _organiser("id")),
    "warband": (_member("campaign_id"), _organiser("campaign_id")),
    "character": (
        "warband_id IN (SELECT id FROM warband)",
        _writes_warband("warband_id"),
    ),
    "purchase": (
        "(stash_id IS NOT NULL AND stash_id IN (SELECT id FROM warband)) OR "
        '(character_id IS NOT NULL AND character_id IN (SELECT id FROM "character"))',
        f"(stash_id IS NOT NULL AND {_writes_warband('stash_id')}) OR "
        "(character_id IS NOT NULL AND character_id IN "
        f'(SELECT c.id FROM "character" c WHERE {_writes_warband("c.warband_id")}))',
    ),
    "game": (_member("campaign_id"), _organiser("campaign_id")),
    "game_side": ("game_id IN (SELECT id FROM game)", _organises_game("game_id")),
    "game_character": ("game_id IN (SELECT id FROM game)", _organises_game("game_id")),
    "history_entry": (
        _member("campaign_id"),
        f"{_organiser('campaign_id')} OR ("
        f"{_own(_HISTORY_WARBAND)} AND (character_id IS NULL OR character_id IN "
        f'(SELECT c.id FROM "character" c WHERE {_own("c.warband_id")})) AND '
        f"campaign_id = (SELECT w.campaign_id FROM warband w WHERE w.id = {_HISTORY_WARBAND}))",
    ),
    "tracked_game": ("game_id IN (SELECT id FROM game)", _organises_game("game_id")),
    "tracked_character": (
        "tracked_id IN (SELECT id FROM tracked_game)",
        f"tracked_id IN (SELECT t.id FROM tracked_game t WHERE {_organises_game('t.game_id')})",
    ),
    "tracker_entry": (
        "tracked_id IN (SELECT id FROM tracked_game)",
        f"tracked_id IN (SELECT t.id FROM tracked_game t WHERE {_organises_game('t.game_id')})",
    ),
    "campaign_member": (_member("campaign_id"), _organiser("campaign_id")),
    "warband_owner": (
        "warband_id IN (SELECT id FROM warband)",
        f"warband_id IN (SELECT w.id FROM warband w WHERE {_organiser('w.campaign_id')}) AND "
        "member_id IN (SELECT m.id FROM campaign_member m WHERE m.campaign_id = "
        "(SELECT w2.campaign_id FROM warband w2 WHERE w2.id = warband_id))",
    ),
}

# Where updating differs from writing: a player renames his warband and writes its notes,
# but only organisers add or delete warbands.
UPDATES: dict[str, str] = {"warband": f"{_organiser('campaign_id')} OR {_own('id')}"}

# Read by the helpers as the tables' owner: row security on, but not forced on the owner.
MEMBERSHIP_TABLES = ("campaign_member", "warband_owner")

FUNCTIONS = """
CREATE OR REPLACE FUNCTION muster_keeper() RETURNS boolean
LANGUAGE sql STABLE SET search_path = {schema}, pg_temp AS $$
    SELECT coalesce(bool_or(pg_has_role(current_user, d.datdba, 'MEMBER')), false)
    FROM pg_database d WHERE d.datname = current_database()
$$;
CREATE OR REPLACE FUNCTION muster_campaigns(who text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT campaign_id FROM campaign_member WHERE role = who
$$;
CREATE OR REPLACE FUNCTION muster_organised(who text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT campaign_id FROM campaign_member WHERE role = who AND kind = 'organiser'
$$;
CREATE OR REPLACE FUNCTION muster_claimed(campaign bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM campaign_member
                   WHERE campaign_id = campaign AND kind = 'organiser')
$$;
CREATE OR REPLACE FUNCTION muster_own_warbands(who text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT o.warband_id FROM warband_owner o JOIN campaign_member m ON m.id = o.member_id
    WHERE m.role = who
$$;
CREATE OR REPLACE FUNCTION muster_name_taken(wanted text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM campaign WHERE name = wanted)
$$;
CREATE OR REPLACE FUNCTION muster_keep_an_organiser() RETURNS trigger
LANGUAGE plpgsql SET search_path = {schema}, pg_temp AS $$
DECLARE
    cid bigint;
BEGIN
    IF TG_TABLE_NAME = 'campaign' THEN cid := NEW.id; ELSE cid := OLD.campaign_id; END IF;
    IF NOT muster_claimed(cid) AND EXISTS (SELECT 1 FROM campaign WHERE id = cid) THEN
        INSERT INTO campaign_member (campaign_id, role, kind)
        VALUES (cid, current_user::text, 'organiser');
    END IF;
    RETURN NULL;
END
$$;
"""

TRIGGERS = """
DROP TRIGGER IF EXISTS muster_campaign_organiser ON campaign;
CREATE CONSTRAINT TRIGGER muster_campaign_organiser AFTER INSERT ON campaign
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_keep_an_organiser();
DROP TRIGGER IF EXISTS muster_member_organiser ON campaign_member;
CREATE CONSTRAINT TRIGGER muster_member_organiser AFTER UPDATE OR DELETE ON campaign_member
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_keep_an_organiser();
"""


def secure(database: pw.Database) -> None:
    """Create (or bring up to date) the grants, functions, policies and triggers of club
    roles on a server; nothing on SQLite. Run by the migrations, inside their transaction."""
    if not isinstance(database, pw.PostgresqlDatabase):
        return
    schema = database.execute_sql("SELECT current_schema()").fetchone()[0]
    quoted = '"' + schema.replace('"', '""') + '"'
    database.execute_sql(FUNCTIONS.format(schema=quoted))
    database.execute_sql(TRIGGERS)
    database.execute_sql("GRANT SELECT ON schema_version TO PUBLIC")
    for table, (reads, writes) in POLICIES.items():
        name = f'"{table}"'
        database.execute_sql(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {name} TO PUBLIC")
        sequence_grant = database.execute_sql(
            "SELECT format('GRANT USAGE, SELECT, UPDATE ON SEQUENCE %%s TO PUBLIC', "
            "pg_get_serial_sequence(%s, 'id'))",
            (name,),
        ).fetchone()[0]
        database.execute_sql(sequence_grant)
        database.execute_sql(f"ALTER TABLE {name} ENABLE ROW LEVEL SECURITY")
        forced = "NO FORCE" if table in MEMBERSHIP_TABLES else "FORCE"
        database.execute_sql(f"ALTER TABLE {name} {forced} ROW LEVEL SECURITY")
        read = f"{KEEPER} OR {reads}"
        write = f"{KEEPER} OR {writes}"
        update = f"{KEEPER} OR {UPDATES.get(table, writes)}"
        statements = {
            "muster_read": f"FOR SELECT USING ({read})",
            "muster_insert": f"FOR INSERT WITH CHECK ({write})",
            "muster_update": f"FOR UPDATE USING ({update}) WITH CHECK ({update})",
            "muster_delete": f"FOR DELETE USING ({write})",
        }
        if table == "campaign":  # anyone may start a campaign, and becomes its organiser
            statements["muster_insert"] = "FOR INSERT WITH CHECK (true)"
        for policy, clause in statements.items():
            database.execute_sql(f"DROP POLICY IF EXISTS {policy} ON {name}")
            database.execute_sql(f"CREATE POLICY {policy} ON {name} {clause}")


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

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

Updates and deletes a role may not make match no row (PostgreSQL's ``USING``); inserts and
updates whose new row a role may not write fail with SQLSTATE 42501, which
:mod:`models.store.postgres` puts in words. :func:`secure` is idempotent: every schema step
that adds a table calls it again.
"""

from __future__ import annotations

import peewee as pw

from i18n import translate
from models.errors import ClubRefusal
from models.store import claims
from models.store.postgres import REFUSED_MESSAGE
from models.store.schema import DEAD
from rules.games import GAME_IDS, load_game

KEEPER = "(SELECT muster_keeper())"  # an init plan: once per statement, not per row

# An explicit id (an import, an undo putting rows back) may run at most this far ahead of the
# table's sequence, which the seal trigger then moves past it: no login can exhaust the ids.
ID_STEP = 10_000_000
ID_AHEAD = 999  # how far past an explicit id the seal trigger moves the sequence

# Who is calling, from inside a SECURITY DEFINER function (where current_user is its owner).
CALLER = (
    "(CASE WHEN pg_catalog.current_setting('role') = 'none' THEN session_user::text "
    "ELSE pg_catalog.current_setting('role') END)"
)

MEMBER = "campaign_id IN (SELECT muster_campaigns())"
ORGANISER = "campaign_id IN (SELECT muster_organised())"
FRESH = "creator_xact = pg_current_xact_id_if_assigned()"


def _own(warband: str) -> str:
    return f"{warband} IN (SELECT muster_own_warbands())"


def _own_character(character: str) -> str:
    return f"{character} IN (SELECT muster_own_characters())"


# What a player may write of his own: every reference his, and at least one set.
_PLAYER_PURCHASE = (
    f"(character_id IS NOT NULL OR stash_id IS NOT NULL) AND "
    f"(character_id IS NULL OR {_own_character('character_id')}) AND "
    f"(stash_id IS NULL OR {_own('stash_id')})"
)
_PLAYER_HISTORY = (
    f"(warband_id IS NOT NULL OR character_id IS NOT NULL) AND "
    f"(warband_id IS NULL OR {_own('warband_id')}) AND "
    f"(character_id IS NULL OR {_own_character('character_id')})"
)

# table: (who reads a row, who writes it) -- SQL over the row's own columns.
POLICIES: dict[str, tuple[str, str]] = {
    "campaign": (
        f"id IN (SELECT muster_campaigns()) OR {FRESH}",
        f"id IN (SELECT muster_organised()) OR {FRESH}",
    ),
    "warband": (MEMBER, ORGANISER),
    "character": (MEMBER, f"{ORGANISER} OR {_own('warband_id')}"),
    "purchase": (MEMBER, f"{ORGANISER} OR ({_PLAYER_PURCHASE})"),
    "game": (MEMBER, ORGANISER),
    "game_side": (MEMBER, ORGANISER),
    "game_character": (MEMBER, ORGANISER),
    "history_entry": (MEMBER, f"{ORGANISER} OR ({_PLAYER_HISTORY})"),
    # a game at the table: its organisers', and its players' while it is not recorded
    "tracked_game": (MEMBER, f"{ORGANISER} OR game_id IN (SELECT muster_own_open_games())"),
    "tracked_character": (MEMBER, f"{ORGANISER} OR tracked_id IN (SELECT muster_own_tracked())"),
    "tracker_entry": (MEMBER, f"{ORGANISER} OR tracked_id IN (SELECT muster_own_tracked())"),
    "campaign_member": (MEMBER, ORGANISER),
    "warband_owner": (MEMBER, ORGANISER),
    # written by the server's own functions alone (muster_report and the others, below)
    "game_report": (MEMBER, "false"),
    "report_event": (MEMBER, "false"),
}

# A trial recording (a report being worked out, models/reports.py) may write every row of its
# campaign: its transaction can never commit (muster_trial, below).
TRIAL = "campaign_id IN (SELECT muster_trial_campaigns())"
TRIED = (
    "warband",
    "character",
    "purchase",
    "game",
    "game_side",
    "game_character",
    "history_entry",
    "tracked_game",
    "tracked_character",
    "tracker_entry",
)

# Where updating differs from writing: a player renames his warband and writes its notes,
# but only organisers add or delete warbands.
UPDATES: dict[str, str] = {"warband": f"{ORGANISER} OR {_own('id')}"}

# Where inserting differs from writing: a player sets up a game of a warband he keeps against
# another warband of the campaign (the game, its sides, who each fields, and each warband's
# history line of it); a deferred check makes sure, as the transaction commits, that every
# game a player set up has two sides at most and one of his (muster_player_game, below).
# Changing or deleting a game stays the organisers'.
INSERTS: dict[str, str] = {
    "game": (
        f"{ORGANISER} OR ({MEMBER} AND result = 'unrecorded' AND winner_id IS NULL "
        "AND recorded IS NULL)"
    ),
    "game_side": f"{ORGANISER} OR game_id IN (SELECT muster_open_games())",
    "game_character": f"{ORGANISER} OR game_id IN (SELECT muster_own_open_games())",
    "history_entry": (
        f"{ORGANISER} OR ({_PLAYER_HISTORY}) OR (kind = 'game' AND character_id IS NULL "
        "AND (game_id, warband_id) IN (SELECT s.game_id, s.warband_id FROM "
        "muster_own_open_sides() s))"
    ),
}

# Read by the helpers as the tables' owner: row security on, but not forced on the owner.
MEMBERSHIP_TABLES = ("campaign_member", "warband_owner")

# Tables whose Peewee model has no campaign: on a server they carry it in a hidden column,
# filled by the seal trigger (schema step 6). The order is the order of their parents.
HIDDEN_CAMPAIGN: dict[str, str] = {
    "character": "SELECT w.campaign_id FROM warband w WHERE w.id = t.warband_id",
    "purchase": (
        'SELECT COALESCE((SELECT c.campaign_id FROM "character" c WHERE c.id = t.character_id), '
        "(SELECT w.campaign_id FROM warband w WHERE w.id = t.stash_id))"
    ),
    "game_side": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "game_character": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "tracked_game": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "tracked_character": "SELECT g.campaign_id FROM tracked_game g WHERE g.id = t.tracked_id",
    "tracker_entry": "SELECT g.campaign_id FROM tracked_game g WHERE g.id = t.tracked_id",
    "warband_owner": "SELECT w.campaign_id FROM warband w WHERE w.id = t.warband_id",
    "game_report": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "report_event": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
}

# Each table's references: (column, the table it points into). The first decides the
# row's campaign where the row has none of its own; every other must agree.
REFERENCES: dict[str, tuple[tuple[str, str], ...]] = {
    "campaign": (),
    "warband": (("campaign_id", "campaign"),),
    "character": (("warband_id", "warband"),),
    "purchase": (("character_id", "character"), ("stash_id", "warband"), ("lost_in_id", "game")),
    "game": (("campaign_id", "campaign"), ("follows_id", "game"), ("winner_id", "warband")),
    "game_side": (("game_id", "game"), ("warband_id", "warband")),
    "game_character": (
        ("game_id", "game"),
        ("side_id", "game_side"),
        ("character_id", "character"),
    ),
    "history_entry": (
        ("campaign_id", "campaign"),
        ("warband_id", "warband"),
        ("character_id", "character"),
        ("game_id", "game"),
    ),
    "tracked_game": (("game_id", "game"),),
    "tracked_character": (("tracked_id", "tracked_game"), ("fielded_id", "game_character")),
    "tracker_entry": (("tracked_id", "tracked_game"),),
    "campaign_member": (("campaign_id", "campaign"),),
    "warband_owner": (("warband_id", "warband"), ("member_id", "campaign_member")),
    "game_report": (("game_id", "game"), ("winner_id", "warband")),
    "report_event": (("game_id", "game"),),
}

REFUSAL = "muster: this row would reach outside its campaign"

FUNCTIONS = """
CREATE OR REPLACE FUNCTION muster_caller() RETURNS text
LANGUAGE sql STABLE SET search_path = {schema}, pg_temp AS $$ SELECT {caller} $$;
-- The two keeper tests run for every statement (the policies) and every row (the seals): no
-- SET clause, so PostgreSQL inlines them; every name in them is pg_catalog's, and they run
-- as their caller.
CREATE OR REPLACE FUNCTION muster_keeper() RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT coalesce(pg_catalog.bool_or(pg_catalog.pg_has_role(current_user, d.datdba,
                                                              'MEMBER')), false)
    FROM pg_catalog.pg_database d WHERE d.datname = pg_catalog.current_database()
$$;
CREATE OR REPLACE FUNCTION muster_caller_keeper() RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT coalesce(pg_catalog.bool_or(pg_catalog.pg_has_role({caller}, d.datdba,
                                                              'MEMBER')), false)
    FROM pg_catalog.pg_database d WHERE d.datname = pg_catalog.current_database()
$$;
CREATE OR REPLACE FUNCTION muster_campaigns() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT campaign_id FROM campaign_member WHERE role = {caller}
$$;
CREATE OR REPLACE FUNCTION muster_organised() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT campaign_id FROM campaign_member WHERE role = {caller} AND kind = 'organiser'
$$;
CREATE OR REPLACE FUNCTION muster_own_warbands() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT o.warband_id FROM warband_owner o JOIN campaign_member m ON m.id = o.member_id
    WHERE m.role = {caller}
$$;
CREATE OR REPLACE FUNCTION muster_own_characters() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT c.id FROM "character" c
    JOIN warband_owner o ON o.warband_id = c.warband_id
    JOIN campaign_member m ON m.id = o.member_id
    WHERE m.role = {caller}
$$;
CREATE OR REPLACE FUNCTION muster_may_create() RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT muster_caller_keeper() OR EXISTS (
        SELECT 1 FROM campaign_member WHERE role = {caller} AND kind = 'organiser')
$$;
CREATE OR REPLACE FUNCTION muster_name_taken(wanted text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM campaign WHERE name = wanted)
$$;
CREATE OR REPLACE FUNCTION muster_is_member(cid bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT muster_caller_keeper() OR EXISTS (
        SELECT 1 FROM campaign_member WHERE campaign_id = cid AND role = {caller})
$$;
-- Whether the caller plays in the game (keeps one of its sides' warbands) or organises its
-- campaign.
CREATE OR REPLACE FUNCTION muster_plays_in(gid bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM game_side s WHERE s.game_id = gid
                   AND s.warband_id IN (SELECT muster_own_warbands()))
        OR EXISTS (SELECT 1 FROM game g WHERE g.id = gid
                   AND g.campaign_id IN (SELECT muster_organised()))
$$;
CREATE OR REPLACE FUNCTION muster_organises_game(gid bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM game g WHERE g.id = gid
                   AND g.campaign_id IN (SELECT muster_organised()))
$$;
-- Holds the caller's membership of a campaign for the rest of his transaction (FOR SHARE):
-- a removal waits for his write, and his write fails once a removal has committed.
CREATE OR REPLACE FUNCTION muster_hold(cid bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
    -- his new campaign first (he is its organiser as of the next statement): an import's
    -- every row asks, and one look-up by key is cheaper than the keeper's catalog read
    IF EXISTS (SELECT 1 FROM campaign WHERE id = cid
               AND creator_xact = pg_current_xact_id_if_assigned()) THEN
        RETURN;
    END IF;
    IF muster_caller_keeper() THEN RETURN; END IF;
    PERFORM 1 FROM campaign_member WHERE campaign_id = cid AND role = {caller} FOR SHARE;
    IF NOT FOUND THEN
        -- the words of every seal refusal: they tell nothing of which campaign it was
        RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = '{refusal}';
    END IF;
END
$$;
CREATE OR REPLACE FUNCTION muster_new_campaign() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    INSERT INTO campaign_member (campaign_id, role, kind)
    VALUES (NEW.id, {caller}, 'organiser') ON CONFLICT DO NOTHING;
    INSERT INTO muster_lock (campaign_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION muster_keep_an_organiser() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM campaign_member
                   WHERE campaign_id = OLD.campaign_id AND kind = 'organiser')
       AND EXISTS (SELECT 1 FROM campaign WHERE id = OLD.campaign_id) THEN
        INSERT INTO campaign_member (campaign_id, role, kind)
        VALUES (OLD.campaign_id, {caller}, 'organiser')
        ON CONFLICT (campaign_id, role) DO UPDATE SET kind = 'organiser';
    END IF;
    RETURN NULL;
END
$$;
-- The write locks: a row lock of the hidden table muster_lock, taken by members only.
-- Waits up to lock_timeout, then names who holds it.
CREATE OR REPLACE FUNCTION muster_take_lock(cid bigint) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    holder text;
BEGIN
    INSERT INTO muster_lock (campaign_id) VALUES (cid) ON CONFLICT DO NOTHING;
    PERFORM 1 FROM muster_lock WHERE campaign_id = cid FOR UPDATE SKIP LOCKED;
    IF FOUND THEN RETURN true; END IF;
    -- Held: say by whom (the client keeps this warning for its message if the wait times
    -- out), then wait for it as long as lock_timeout lets.
    SELECT a.usename || coalesce(' since ' || to_char(a.xact_start AT TIME ZONE 'UTC',
                                                      'YYYY-MM-DD HH24:MI "UTC"'), '')
      INTO holder
      FROM muster_lock l
      JOIN pg_locks k ON k.locktype = 'transactionid' AND k.granted AND k.mode = 'ExclusiveLock'
                     AND k.transactionid::text = l.xmax::text
      JOIN pg_stat_activity a ON a.pid = k.pid
     WHERE l.campaign_id = cid LIMIT 1;
    RAISE WARNING USING MESSAGE = 'muster-held:' || coalesce(holder, '');
    PERFORM 1 FROM muster_lock WHERE campaign_id = cid FOR UPDATE;
    RETURN true;
END
$$;
CREATE OR REPLACE FUNCTION muster_lock_campaign(cid bigint) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF cid IS NULL OR cid <= 0 OR NOT muster_is_member(cid) THEN RETURN false; END IF;
    RETURN muster_take_lock(cid);
END
$$;
CREATE OR REPLACE FUNCTION muster_lock_server() RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF NOT muster_may_create() THEN RETURN false; END IF;
    RETURN muster_take_lock(0);
END
$$;
"""

# The report functions' own helpers (schema step 9).
REPORT_INTERNAL = ("muster_report_row(text, text, jsonb, bigint)",)

# Functions only Muster's own triggers and functions call: no login runs them directly.
INTERNAL = (
    "muster_hold(bigint)",
    "muster_take_lock(bigint)",
    "muster_never_kept()",
    "muster_player_game()",
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

HIDDEN_TABLES = """
CREATE TABLE IF NOT EXISTS muster_lock (campaign_id bigint PRIMARY KEY);
INSERT INTO muster_lock (campaign_id) VALUES (0) ON CONFLICT DO NOTHING;
CREATE TABLE IF NOT EXISTS muster_trial (
    xact xid8 NOT NULL,
    campaign_id bigint NOT NULL,
    PRIMARY KEY (xact, campaign_id)
);
REVOKE ALL ON muster_lock, muster_trial FROM PUBLIC;
"""

TRIGGERS = """
DROP TRIGGER IF EXISTS muster_campaign_organiser ON campaign;
CREATE TRIGGER muster_campaign_organiser AFTER INSERT ON campaign
    FOR EACH ROW EXECUTE FUNCTION muster_new_campaign();
DROP TRIGGER IF EXISTS muster_member_organiser ON campaign_member;
CREATE CONSTRAINT TRIGGER muster_member_organiser AFTER UPDATE OR DELETE ON campaign_member
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_keep_an_organiser();
"""


def _named_heroes() -> str:
    """The ids of the games' named heroes (B5, C10), as SQL text: only a game's own profiles
    are heroes, a campaign's own never (rules/loader.py)."""
    heroes = sorted(
        {p.id for game in GAME_IDS for p in load_game(game).profiles.values() if p.hero}
    )
    return ", ".join("'" + hero.replace("'", "''") + "'" for hero in heroes)


# K2: a named hero's death keeps him from being recruited again, so a dead hero is not
# deleted by anyone (Muster refuses it first, models.characters.delete_character). He goes
# only with his warband or campaign: judged when the transaction commits, so a warband or a
# campaign deleted row by row (an undone import) goes whole.
DEAD_HERO = (
    "muster: % died in this campaign, and a named hero's death stays in its records: it keeps "
    "him from being recruited again (K2). He cannot be deleted."
)
KEEP_THE_DEAD = """
CREATE OR REPLACE FUNCTION muster_keep_the_dead() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF OLD.status = '{dead}' AND OLD.profile IN ({heroes})
            AND EXISTS (SELECT 1 FROM warband WHERE id = OLD.warband_id) THEN
        RAISE EXCEPTION '{refusal}', OLD.name USING ERRCODE = 'P0001';
    END IF;
    RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS muster_keep_the_dead ON "character";
CREATE CONSTRAINT TRIGGER muster_keep_the_dead AFTER DELETE ON "character"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_keep_the_dead();
"""


# The report functions' refusals each have a SQLSTATE of their own (class MU), which
# models.store.postgres puts in Muster's own words (REPORT_REFUSALS): no text of the server's
# is shown.
TRIALS = """
-- A trial recording: a report worked out by recording it in a transaction that can never
-- commit. Members only; the deferred trigger refuses every commit of a transaction that
-- began one (SET CONSTRAINTS ... IMMEDIATE refuses it at once).
CREATE OR REPLACE FUNCTION muster_never_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'muster: a trial recording is never kept' USING ERRCODE = '42501';
END
$$;
DROP TRIGGER IF EXISTS muster_trial_ends ON muster_trial;
CREATE CONSTRAINT TRIGGER muster_trial_ends AFTER INSERT ON muster_trial
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_never_kept();
CREATE OR REPLACE FUNCTION muster_try(cid bigint) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF cid IS NULL OR NOT muster_is_member(cid) THEN RETURN false; END IF;
    INSERT INTO muster_trial (xact, campaign_id) VALUES (pg_current_xact_id(), cid)
        ON CONFLICT DO NOTHING;
    RETURN true;
END
$$;
-- The games a player sets up (INSERTS): the unrecorded games of his campaigns, those of them
-- he plays in, and their sides.
CREATE OR REPLACE FUNCTION muster_open_games() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT g.id FROM game g WHERE g.result = 'unrecorded'
       AND g.campaign_id IN (SELECT muster_campaigns())
$$;
CREATE OR REPLACE FUNCTION muster_own_open_games() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT DISTINCT s.game_id FROM game_side s JOIN game g ON g.id = s.game_id
     WHERE g.result = 'unrecorded' AND s.warband_id IN (SELECT muster_own_warbands())
$$;
CREATE OR REPLACE FUNCTION muster_own_tracked() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT t.id FROM tracked_game t WHERE t.game_id IN (SELECT muster_own_open_games())
$$;
CREATE OR REPLACE FUNCTION muster_own_open_sides()
RETURNS TABLE (game_id bigint, warband_id bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT s.game_id, s.warband_id FROM game_side s
     WHERE s.game_id IN (SELECT muster_own_open_games())
$$;
-- As a player's transaction commits: every game he set up has two sides at most, one of them
-- a warband he keeps (an organiser's and the keeper's games are theirs to shape).
CREATE OR REPLACE FUNCTION muster_player_game() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    -- (through JSON: a game has no game_id, and plpgsql reads every field it names)
    gid bigint := CASE WHEN TG_TABLE_NAME = 'game' THEN NEW.id
                       ELSE (to_jsonb(NEW)->>'game_id')::bigint END;
BEGIN
    IF muster_caller_keeper() OR NOT EXISTS (SELECT 1 FROM game WHERE id = gid)
       OR EXISTS (SELECT 1 FROM game g WHERE g.id = gid
                  AND g.campaign_id IN (SELECT muster_organised())) THEN
        RETURN NULL;
    END IF;
    IF (SELECT count(*) FROM game_side WHERE game_id = gid) > 2
       OR NOT EXISTS (SELECT 1 FROM game_side s WHERE s.game_id = gid
                      AND s.warband_id IN (SELECT muster_own_warbands())) THEN
        RAISE EXCEPTION 'muster: a player sets up a game of his own warband against another'
            USING ERRCODE = '42501';
    END IF;
    RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS muster_player_game ON game;
CREATE CONSTRAINT TRIGGER muster_player_game AFTER INSERT ON game
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_player_game();
DROP TRIGGER IF EXISTS muster_player_game ON game_side;
CREATE CONSTRAINT TRIGGER muster_player_game AFTER INSERT ON game_side
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_player_game();
CREATE OR REPLACE FUNCTION muster_trial_campaigns() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT campaign_id FROM muster_trial WHERE xact = pg_current_xact_id_if_assigned()
$$;
"""

REPORTS = """
CREATE OR REPLACE FUNCTION muster_report(gid bigint, winner bigint, relic bigint,
                                         outcomes text, changes text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    me text := {caller};
    earlier game_report%ROWTYPE;
BEGIN
    IF NOT muster_plays_in(gid) THEN
        RAISE EXCEPTION 'muster: not a player of this game' USING ERRCODE = 'MU001';
    END IF;
    -- (a recorded game's report is a correction, which follows the same path)
    IF jsonb_typeof(changes::jsonb) <> 'array' OR jsonb_typeof(outcomes::jsonb) <> 'object' THEN
        RAISE EXCEPTION 'muster: not a report' USING ERRCODE = 'MU004';
    END IF;
    SELECT * INTO earlier FROM game_report WHERE game_id = gid FOR UPDATE;
    IF FOUND AND earlier.state = 'reported' AND earlier.reporter <> me
            AND NOT muster_organises_game(gid) THEN
        RAISE EXCEPTION 'muster: reported by the other side' USING ERRCODE = 'MU003';
    END IF;
    INSERT INTO game_report (game_id, reporter, state, winner_id, relic_carrier, outcomes,
                             changes, reason, named, reported)
    VALUES (gid, me, 'reported', winner, relic, outcomes, changes, '', '[]',
            now() AT TIME ZONE 'UTC')
    ON CONFLICT (game_id) DO UPDATE SET reporter = EXCLUDED.reporter, state = 'reported',
        winner_id = EXCLUDED.winner_id, relic_carrier = EXCLUDED.relic_carrier,
        outcomes = EXCLUDED.outcomes, changes = EXCLUDED.changes, reason = '', named = '[]',
        reported = EXCLUDED.reported;
    INSERT INTO report_event (game_id, role, kind, reason, named, happened)
    VALUES (gid, me, 'reported', '', '[]', now() AT TIME ZONE 'UTC');
END
$$;
-- ``named``: the fielded characters of the game the dispute is about (a JSON list of ids).
CREATE OR REPLACE FUNCTION muster_dispute(gid bigint, why text, named text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    earlier game_report%ROWTYPE;
    warriors jsonb;
BEGIN
    IF NOT muster_plays_in(gid) THEN
        RAISE EXCEPTION 'muster: not a player of this game' USING ERRCODE = 'MU001';
    END IF;
    SELECT * INTO earlier FROM game_report WHERE game_id = gid FOR UPDATE;
    IF NOT FOUND OR earlier.state <> 'reported' THEN
        RAISE EXCEPTION 'muster: no report to dispute' USING ERRCODE = 'MU006';
    END IF;
    IF earlier.reporter = {caller} THEN
        RAISE EXCEPTION 'muster: one''s own report' USING ERRCODE = 'MU005';
    END IF;
    warriors := coalesce(named, '[]')::jsonb;
    IF jsonb_typeof(warriors) <> 'array' OR jsonb_array_length(warriors) > 100
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(warriors) w
                  WHERE jsonb_typeof(w) <> 'number'
                     OR NOT EXISTS (SELECT 1 FROM game_character f
                                    WHERE f.game_id = gid AND f.id::numeric = w::text::numeric))
    THEN
        RAISE EXCEPTION 'muster: not a report' USING ERRCODE = 'MU004';
    END IF;
    UPDATE game_report SET state = 'disputed', reason = coalesce(why, ''),
        named = warriors::text WHERE game_id = gid;
    INSERT INTO report_event (game_id, role, kind, reason, named, happened)
    VALUES (gid, {caller}, 'disputed', coalesce(why, ''), warriors::text,
            now() AT TIME ZONE 'UTC');
END
$$;
CREATE OR REPLACE FUNCTION muster_discard_report(gid bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    earlier game_report%ROWTYPE;
BEGIN
    SELECT * INTO earlier FROM game_report WHERE game_id = gid FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'muster: no report to discard' USING ERRCODE = 'MU006';
    END IF;
    IF earlier.reporter <> {caller} AND NOT muster_organises_game(gid) THEN
        RAISE EXCEPTION 'muster: not the reporter' USING ERRCODE = 'MU001';
    END IF;
    DELETE FROM game_report WHERE game_id = gid;
    INSERT INTO report_event (game_id, role, kind, reason, named, happened)
    VALUES (gid, {caller}, 'discarded', '', '[]', now() AT TIME ZONE 'UTC');
END
$$;
-- Whether a row a report changes (as it is, and as the change leaves it) is the game's own
-- or one of its sides' warbands': the game, its sides, its fielded characters and its table;
-- the warbands' characters, their kit and their history; a dead warrior taken off a later
-- game not yet recorded, with his seat at its table.
CREATE OR REPLACE FUNCTION muster_report_row(tbl text, kind text, j jsonb, gid bigint)
RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    bands bigint[] := ARRAY(SELECT s.warband_id FROM game_side s WHERE s.game_id = gid);
    cid bigint := (SELECT g.campaign_id FROM game g WHERE g.id = gid);
    ch bigint := (j->>'character_id')::bigint;
    band_of_ch bigint := (SELECT c.warband_id FROM "character" c WHERE c.id = ch);
BEGIN
    CASE tbl
    WHEN 'game' THEN
        RETURN kind = 'update' AND (j->>'id')::bigint = gid;
    WHEN 'game_character' THEN
        RETURN (kind = 'update' AND (j->>'game_id')::bigint = gid)
            OR (kind = 'delete' AND band_of_ch = ANY(bands)
                AND (SELECT g.result FROM game g WHERE g.id = (j->>'game_id')::bigint)
                    = 'unrecorded');
    WHEN 'character' THEN
        RETURN (j->>'warband_id')::bigint = ANY(bands);
    WHEN 'purchase' THEN
        RETURN (ch IS NOT NULL OR j->>'stash_id' IS NOT NULL)
            AND (ch IS NULL OR band_of_ch = ANY(bands))
            AND (j->>'stash_id' IS NULL OR (j->>'stash_id')::bigint = ANY(bands));
    WHEN 'history_entry' THEN
        RETURN kind = 'insert' AND (j->>'campaign_id')::bigint = cid
            AND (j->>'warband_id' IS NOT NULL OR ch IS NOT NULL)
            AND (j->>'warband_id' IS NULL OR (j->>'warband_id')::bigint = ANY(bands))
            AND (ch IS NULL OR band_of_ch = ANY(bands));
    WHEN 'tracked_game' THEN
        RETURN kind = 'delete' AND (j->>'game_id')::bigint = gid;
    WHEN 'tracked_character' THEN
        RETURN kind = 'delete' AND (
            (j->>'tracked_id')::bigint IN (SELECT t.id FROM tracked_game t WHERE t.game_id = gid)
            OR (SELECT c.warband_id FROM game_character f JOIN "character" c
                    ON c.id = f.character_id WHERE f.id = (j->>'fielded_id')::bigint)
                = ANY(bands));
    WHEN 'tracker_entry' THEN
        RETURN kind = 'delete'
            AND (j->>'tracked_id')::bigint IN (SELECT t.id FROM tracked_game t
                                               WHERE t.game_id = gid);
    ELSE
        RETURN false;
    END CASE;
END
$$;
-- The other side (or an organiser) confirms a report: every row it changes is written, as
-- the report worked them out, in the caller's transaction, or none. ``digest`` is the
-- SHA-256 of the changes the caller looked at: a report changed since is not confirmed.
CREATE OR REPLACE FUNCTION muster_confirm_report(gid bigint, digest text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    me text := {caller};
    r game_report%ROWTYPE;
    change jsonb;
    tbl text;
    kind text;
    rid bigint;
    cur jsonb;
    same boolean;
    columns text;
BEGIN
    SELECT * INTO r FROM game_report WHERE game_id = gid FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'muster: no report to confirm' USING ERRCODE = 'MU006';
    END IF;
    IF NOT muster_plays_in(gid) THEN
        RAISE EXCEPTION 'muster: not a player of this game' USING ERRCODE = 'MU001';
    END IF;
    IF r.reporter = me THEN
        RAISE EXCEPTION 'muster: one''s own report' USING ERRCODE = 'MU005';
    END IF;
    IF r.state <> 'reported' AND NOT muster_organises_game(gid) THEN
        RAISE EXCEPTION 'muster: a disputed report' USING ERRCODE = 'MU006';
    END IF;
    IF digest IS DISTINCT FROM encode(sha256(convert_to(r.changes, 'UTF8')), 'hex') THEN
        RAISE EXCEPTION 'muster: not the report confirmed' USING ERRCODE = 'MU007';
    END IF;
    -- (a game recorded or corrected since the report fails below: its rows are no longer as
    -- the report found them)
    FOR change IN SELECT value FROM jsonb_array_elements(r.changes::jsonb) LOOP
        tbl := change->>'table';
        kind := change->>'kind';
        rid := (change->>'id')::bigint;
        IF tbl IS NULL OR rid IS NULL OR kind IS NULL THEN
            RAISE EXCEPTION 'muster: not a report' USING ERRCODE = 'MU004';
        END IF;
        IF kind = 'insert' THEN
            IF NOT coalesce(muster_report_row(tbl, kind, change->'after', gid), false)
                    OR (change->'after'->>'id')::bigint IS DISTINCT FROM rid THEN
                RAISE EXCEPTION '{refusal}' USING ERRCODE = '42501';
            END IF;
            EXECUTE format('INSERT INTO %1$I SELECT * FROM jsonb_populate_record(NULL::%1$I, $1)',
                           tbl) USING change->'after';
            CONTINUE;
        END IF;
        IF kind NOT IN ('update', 'delete') THEN
            RAISE EXCEPTION 'muster: not a report' USING ERRCODE = 'MU004';
        END IF;
        EXECUTE format('SELECT to_jsonb(t) FROM %I t WHERE t.id = $1 FOR UPDATE', tbl)
            INTO cur USING rid;
        IF cur IS NULL THEN
            RAISE EXCEPTION 'muster: changed since it was reported' USING ERRCODE = 'MU004';
        END IF;
        IF NOT coalesce(muster_report_row(tbl, kind, cur, gid), false) THEN
            RAISE EXCEPTION '{refusal}' USING ERRCODE = '42501';
        END IF;
        EXECUTE format('SELECT t IS NOT DISTINCT FROM jsonb_populate_record(t, $2) '
                       'FROM %I t WHERE t.id = $1', tbl)
            INTO same USING rid, coalesce(change->'before', '{{}}'::jsonb);
        IF NOT same THEN
            RAISE EXCEPTION 'muster: changed since it was reported' USING ERRCODE = 'MU004';
        END IF;
        IF kind = 'delete' THEN
            EXECUTE format('DELETE FROM %I WHERE id = $1', tbl) USING rid;
            CONTINUE;
        END IF;
        IF jsonb_typeof(change->'after') <> 'object' OR change->'after' ? 'id'
                OR NOT coalesce(muster_report_row(tbl, kind, cur || (change->'after'), gid),
                                false) THEN
            RAISE EXCEPTION '{refusal}' USING ERRCODE = '42501';
        END IF;
        SELECT string_agg(format('%I', key), ', ') INTO columns
            FROM jsonb_object_keys(change->'after') key;
        IF columns IS NULL THEN CONTINUE; END IF;
        EXECUTE format('UPDATE %1$I AS t SET (%2$s) = (SELECT %2$s FROM '
                       'jsonb_populate_record(NULL::%1$I, $1)) WHERE t.id = $2', tbl, columns)
            USING change->'after', rid;
    END LOOP;
    IF (SELECT result FROM game WHERE id = gid) = 'unrecorded' THEN
        RAISE EXCEPTION 'muster: not a report' USING ERRCODE = 'MU004';
    END IF;
    DELETE FROM game_report WHERE game_id = gid;
    INSERT INTO report_event (game_id, role, kind, reason, named, happened)
    VALUES (gid, me, 'confirmed', r.reporter, '[]', now() AT TIME ZONE 'UTC');
END
$$;
"""


def _lookup(target: str, value: str) -> str:
    """The campaign of the row ``value`` of ``target``, read past every policy (the seal
    functions are the owner's)."""
    column = "id" if target == "campaign" else "campaign_id"
    return f'(SELECT x.{column} FROM "{target}" x WHERE x.id = {value})'


def _refuse(condition: str) -> str:
    return f"IF {condition} THEN RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = '42501'; END IF;"


# In a seal (its owner's function), whether the caller is someone else than the owner: the
# owner's own writes (an upgrade, an import) skip the membership test at once.
NOT_OWNER = f"{CALLER} <> current_user::text"


def _seal_function(table: str, schema: str, sequence: str) -> str:
    """The ``BEFORE INSERT OR UPDATE OR DELETE`` trigger of ``table``: see the module's
    first point. Its look-ups are planned once (``force_generic_plan``): planning them with
    their row-level security for every row cost more than the look-ups themselves."""
    references = REFERENCES[table]
    key = "id" if table == "campaign" else "campaign_id"
    lines: list[str] = []
    if table == "campaign":
        lines.append("cid := NEW.id;")
    else:
        column, target = references[0]
        lines.append(f"cid := {_lookup(target, 'NEW.' + column)};")
        for column, target in references[1:]:  # a purchase in a stash has no warrior
            lines.append(f"IF cid IS NULL THEN cid := {_lookup(target, 'NEW.' + column)}; END IF;")
        lines.append(_refuse("cid IS NULL"))
        for column, target in references[1:]:
            lines.append(
                _refuse(
                    f"NEW.{column} IS NOT NULL AND "
                    f"{_lookup(target, 'NEW.' + column)} IS DISTINCT FROM cid"
                )
            )
        if table in HIDDEN_CAMPAIGN:
            lines.append("NEW.campaign_id := cid;")
    checks = "\n        ".join(lines)
    # An update keeps the row's campaign, and each reference it changes must stay in it. One
    # it leaves alone was sealed when it was written, and may point at a row being deleted
    # with its parent, which an ON DELETE SET NULL of the same statement is emptying (a game
    # at the table deleted with its game, a warband's sides with their warband).
    if table == "campaign":
        kept = ["cid := NEW.id;"]
    else:
        kept = [
            "cid := OLD.campaign_id;",
            # its campaign is being deleted, and this row with it
            "IF NOT EXISTS (SELECT 1 FROM campaign WHERE id = cid) THEN RETURN NEW; END IF;",
        ]
        for column, target in references:
            kept.append(
                _refuse(
                    f"NEW.{column} IS DISTINCT FROM OLD.{column} AND NEW.{column} IS NOT NULL "
                    f"AND {_lookup(target, 'NEW.' + column)} IS DISTINCT FROM cid"
                )
            )
        kept.append(_refuse(" AND ".join(f"NEW.{column} IS NULL" for column, _ in references)))
        if table in HIDDEN_CAMPAIGN:
            kept.append("NEW.campaign_id := cid;")
    updated = "\n        ".join(kept)
    on_insert = "NEW.creator_xact := pg_current_xact_id();" if table == "campaign" else ""
    on_update = "NEW.creator_xact := OLD.creator_xact;" if table == "campaign" else ""
    # A new campaign is checked by its policy (who may start one); everything else is held.
    hold = {
        "campaign": "IF TG_OP = 'UPDATE' THEN PERFORM muster_hold(cid); END IF;",
        # muster_keep_an_organiser's own insert (a trigger's) is not the caller's write
        "campaign_member": "IF pg_trigger_depth() = 1 THEN PERFORM muster_hold(cid); END IF;",
    }.get(table, "PERFORM muster_hold(cid);")
    # (muster_hold lets a keeper pass: the seal need not ask too)
    hold = f"IF {NOT_OWNER} THEN {hold} END IF;"
    # An organiser removing members (himself among them) is checked by the policy alone.
    hold_old = (
        ""
        if table == "campaign_member"
        else f"IF {NOT_OWNER} THEN PERFORM muster_hold(OLD.{key}); END IF;"
    )
    return f"""
CREATE OR REPLACE FUNCTION muster_seal_{table}() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
    cid bigint;
    issued bigint;
BEGIN
    IF TG_OP = 'DELETE' THEN
        IF EXISTS (SELECT 1 FROM campaign WHERE id = OLD.{key}) THEN
            {hold_old}
        END IF;  -- else the campaign itself is being deleted, and this row with it
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' THEN
        {_refuse("NEW.id IS DISTINCT FROM OLD.id")}
        {on_update}
        {updated}
    ELSE
        issued := coalesce(pg_sequence_last_value('{sequence}'::regclass), 0);
        IF NEW.id > issued THEN
            IF NEW.id > issued + {ID_STEP} THEN
                RAISE EXCEPTION 'muster: an id too far past those handed out'
                    USING ERRCODE = '42501';
            END IF;
            -- past it, and a thousand more: the rows an import gives ids in a row to need
            -- the sequence moved once a thousand, not once each
            PERFORM setval('{sequence}'::regclass, NEW.id + {ID_AHEAD});
        END IF;
        {on_insert}
        {checks}
    END IF;
    {hold}
    RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS muster_seal ON "{table}";
CREATE TRIGGER muster_seal BEFORE INSERT OR UPDATE OR DELETE ON "{table}"
    FOR EACH ROW EXECUTE FUNCTION muster_seal_{table}();
"""


def _hidden_columns(database: pw.Database, present: set[str]) -> None:
    """Step 6's hidden columns (idempotent): each table's campaign, filled in from its
    parents in the order of :data:`HIDDEN_CAMPAIGN`, then required and indexed; ``present``:
    the tables the database has."""
    execute = database.execute_sql
    execute("ALTER TABLE campaign ADD COLUMN IF NOT EXISTS creator_xact xid8")
    for table, parent in HIDDEN_CAMPAIGN.items():
        if table not in present:
            continue
        name = f'"{table}"'
        execute(f"ALTER TABLE {name} ADD COLUMN IF NOT EXISTS campaign_id bigint")
        execute(f"UPDATE {name} t SET campaign_id = ({parent}) WHERE t.campaign_id IS NULL")
        execute(f"DELETE FROM {name} WHERE campaign_id IS NULL")  # rows linked to nothing
        execute(f"ALTER TABLE {name} ALTER COLUMN campaign_id SET NOT NULL")
    for table in POLICIES:
        if table not in present:
            continue
        column = "id" if table == "campaign" else "campaign_id"
        execute(f'CREATE INDEX IF NOT EXISTS "{table}_muster_campaign" ON "{table}" ({column})')
    execute('CREATE INDEX IF NOT EXISTS "campaign_member_muster_role" ON campaign_member (role)')


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
    execute(TRIALS.format(schema=quoted))
    reports = {"game_report", "report_event"} <= present
    if reports:  # schema step 9 and later
        # (its % are plpgsql's and format()'s, not the driver's placeholders)
        execute(REPORTS.format(schema=quoted, caller=CALLER, refusal=REFUSAL).replace("%", "%%"))
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


def try_recording(database: pw.Database, campaign_id: int) -> None:
    """Make the current transaction a trial recording of the campaign (a report being worked
    out, :mod:`models.reports`): it may write every row of the campaign, and can never commit.
    Refused, as any other write, to a login who is not a member."""
    (allowed,) = database.execute_sql("SELECT muster_try(%s)", (campaign_id,)).fetchone()
    if not allowed:
        raise ClubRefusal(translate("ClubServer", REFUSED_MESSAGE))


def report_call(database: pw.Database, function: str, *args: object) -> None:
    """Call the server's report function ``function`` with ``args``, and note the tables it
    writes for the change notice its transaction sends (:data:`REPORT_FUNCTIONS`); its
    refusals come in Muster's words (``REPORT_REFUSALS`` in :mod:`models.store.postgres`)."""
    written = REPORT_FUNCTIONS[function]
    marks = ", ".join(["%s"] * len(args))
    database.execute_sql(f"SELECT {function}({marks})", args)
    for table in written:
        # (a server's database: models/store/postgres.py; reports are only on a server)
        database.note_written(table)  # type: ignore[attr-defined]


# Each report function, and the tables it writes (a confirmation, the report's rows too).
_REPORTS_WRITE = ("game_report", "report_event")
REPORT_FUNCTIONS: dict[str, tuple[str, ...]] = {
    "muster_report": _REPORTS_WRITE,
    "muster_dispute": _REPORTS_WRITE,
    "muster_discard_report": _REPORTS_WRITE,
    "muster_confirm_report": (
        *_REPORTS_WRITE,
        "game",
        "game_character",
        "character",
        "purchase",
        "history_entry",
        "tracked_game",
    ),
}

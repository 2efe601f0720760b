"""The seal of experience (K6) on a sealed club server: what a login other than the
database's owner writes of a warrior's XP is judged when his transaction commits
(docs/club-server.md, *How the server is sealed*).

A player's warband is his to write (the row policies), so through psql he could otherwise
buy his own warrior an advance he cannot afford, one past the campaign's limit or past 5d6,
give himself back XP no advance cost, or add an upgrade no history tells of. A deferred
constraint trigger of ``history_entry`` and of ``character`` (``muster_xp_kept``) refuses
such a transaction, each with an SQLSTATE of its own (:data:`XP_REFUSALS`, class MU) that
:mod:`models.store.server_errors` puts in Muster's words, naming the warrior. Checked at
commit, because Muster writes the upgrade first and its history entry after.

Only what the transaction wrote is judged: an entry that spends or gives back XP (its
``xp_spent``), and an upgrade added to a warrior's record. An older state (a correction that
lowered the XP earned, a limit an organiser lowered since) blocks nothing else, and entries
that only earn XP (a report confirmed) are not judged at all. The numbers are K6's, taken
from :mod:`rules.experience` and the games' data, never written here by hand.
"""

from __future__ import annotations

from rules.characters import MAX_COMBAT_DICE
from rules.experience import ADVANCES_KEY, DEFAULT_ADVANCES, MAX_LIMIT, XP_EARNED, XP_SPENT
from rules.games import CALIBURN, load_game

# The refusals' SQLSTATEs: the warrior's name is the error's detail.
OVERSPENT = "MU010"  # an advance he cannot afford
PAST_LIMIT = "MU011"  # more of an advance than the campaign allows
PAST_DICE = "MU012"  # more than 5d6
NO_SUCH_ADVANCE = "MU013"  # XP given back that no advance of his cost
UNTOLD = "MU014"  # an upgrade in his record that his history does not tell of
NOT_WHOLE = "MU015"  # an XP cost that is not a whole number
REWRITTEN = "MU016"  # an entry's XP changed after it was written
UNEARNED = "MU017"  # XP earned written by a player outside a report confirmed
# The stored words the seal reads, as models.history and models.campaigns write them (which
# read the store, so cannot be imported by it; tests/models/test_club_policies.py holds them
# equal): a history entry's kinds and the key of what a correction supersedes, and the
# campaign's switch of K6 with its default.
UPGRADE = "upgrade"
CORRECTION = "correction"
SUPERSEDES = "supersedes"
EXPERIENCE = "experience"
EXPERIENCE_DEFAULT = False
# Marks a report being confirmed in muster_fresh (models/store/roles/reports.py): the XP its
# rows award are written by the server's own function, not by the player.
CONFIRMING = "confirming"


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _advances() -> str:
    """K6's advances of each game, (game, kind, limit), as SQL rows."""
    return ", ".join(
        f"({_literal(game)}, {_literal(kind)}, {limit})"
        for game, kinds in DEFAULT_ADVANCES.items()
        for kind, (_cost, limit) in kinds.items()
    )


def _dice() -> str:
    """Each Caliburn's Wrath profile's combat dice, (profile, dice), as SQL rows."""
    return ", ".join(
        f"({_literal(p.id)}, {p.combat_dice})" for p in load_game(CALIBURN).profiles.values()
    )


def xp_seal(schema: str, caller: str) -> str:
    """The SQL of the seal (idempotent), for :func:`models.store.roles.secure`; its ``%`` are
    plpgsql's, doubled for the driver."""
    values = {
        "schema": schema,
        "caller": caller,
        "advances": _advances(),
        "dice": _dice(),
        "caliburn": _literal(CALIBURN),
        "max_limit": MAX_LIMIT,
        "max_dice": MAX_COMBAT_DICE,
        "advances_key": _literal(ADVANCES_KEY),
        "earned": _literal(XP_EARNED),
        "spent": _literal(XP_SPENT),
        "upgrade": _literal(UPGRADE),
        "correction": _literal(CORRECTION),
        "supersedes": _literal(SUPERSEDES),
        "experience": _literal(EXPERIENCE),
        "experience_default": "true" if EXPERIENCE_DEFAULT else "false",
        "overspent": OVERSPENT,
        "past_limit": PAST_LIMIT,
        "past_dice": PAST_DICE,
        "no_such": NO_SUCH_ADVANCE,
        "untold": UNTOLD,
        "not_whole": NOT_WHOLE,
        "rewritten": REWRITTEN,
        "unearned": UNEARNED,
        "confirming": _literal(CONFIRMING),
    }
    sql = XP_SEAL
    for key, value in values.items():
        sql = sql.replace("{" + key + "}", str(value))
    return sql.replace("%", "%%")


XP_SEAL = """
CREATE OR REPLACE FUNCTION muster_jsonb(value text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    RETURN value::jsonb;
EXCEPTION WHEN others THEN
    RETURN NULL;
END
$$;
-- A whole number of a JSON value (as Python's json reads an int), else NULL.
CREATE OR REPLACE FUNCTION muster_whole(value jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
    SELECT CASE WHEN jsonb_typeof(value) = 'number' AND value::text ~ '^-?[0-9]+$'
        THEN value::text::numeric END
$$;
-- A character's history entries no correction supersedes: (id, kind, details).
CREATE OR REPLACE FUNCTION muster_current_entries(cid bigint)
RETURNS TABLE (id bigint, kind text, d jsonb)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    WITH e AS (
        SELECT h.id, h.kind::text AS kind, muster_jsonb(h.details) AS d
        FROM history_entry h WHERE h.character_id = cid
    ), gone AS (
        SELECT muster_whole(x) AS id FROM e,
            LATERAL jsonb_array_elements(CASE WHEN e.kind = {correction}
                AND jsonb_typeof(e.d -> {supersedes}) = 'array'
                THEN e.d -> {supersedes} ELSE '[]'::jsonb END) x
    )
    SELECT e.id, e.kind, e.d FROM e
    WHERE NOT EXISTS (SELECT 1 FROM gone WHERE gone.id = e.id)
$$;
-- What an entry tells of XP: its kind, whose, what it earned or spent, and of which advance.
CREATE OR REPLACE FUNCTION muster_xp_told(cid bigint, kind text, details text) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT CASE WHEN jsonb_typeof(muster_jsonb(details)) = 'object' THEN
        jsonb_build_object('character', cid, 'entry', kind) || (SELECT coalesce(
            jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(muster_jsonb(details))
            WHERE key IN ({earned}, {spent}, 'kind', 'special', 'withdrawn'))
    END
$$;
-- How many upgrades of a kind a character's history tells he holds (withdrawn ones off).
CREATE OR REPLACE FUNCTION muster_told_upgrades(cid bigint, wanted text) RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT coalesce(sum(CASE WHEN e.d -> 'withdrawn' = 'true'::jsonb THEN -1 ELSE 1 END), 0)
    FROM muster_current_entries(cid) e
    WHERE e.kind = {upgrade} AND jsonb_typeof(e.d) = 'object' AND e.d ->> 'kind' = wanted
$$;
-- How many upgrades of a kind a character's record holds.
CREATE OR REPLACE FUNCTION muster_held_upgrades(upgrades text, wanted text) RETURNS bigint
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT count(*) FROM jsonb_array_elements(CASE WHEN
        jsonb_typeof(muster_jsonb(upgrades)) = 'array' THEN muster_jsonb(upgrades)
        ELSE '[]'::jsonb END) u
    WHERE jsonb_typeof(u) = 'object' AND u ->> 'kind' = wanted
$$;
CREATE OR REPLACE FUNCTION muster_xp_kept() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    h record;
    c record;
    det jsonb;
    settings jsonb;
    spent numeric;
    advance text;
    withdrawn boolean;
    top bigint;
    told bigint;
    held bigint;
    dice bigint;
    paid bigint;
    returned bigint;
BEGIN
    -- the database's owner (and whoever is a member of it) is not judged
    IF {caller} = current_user::text OR muster_caller_keeper() THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' THEN
        -- an advance paid, deleted from his history: its XP back, so the upgrade goes too
        -- (as Muster's undo takes both); an organiser's work on his campaign is his
        det := muster_jsonb(OLD.details);
        IF OLD.character_id IS NULL OR OLD.kind <> {upgrade}
                OR jsonb_typeof(det) IS DISTINCT FROM 'object'
                OR coalesce(muster_whole(det -> {spent}), 0) <= 0
                OR det -> 'withdrawn' = 'true'::jsonb
                OR OLD.campaign_id IN (SELECT muster_organised()) THEN
            RETURN NULL;
        END IF;
        SELECT ch.id, ch.name, ch.upgrades INTO c FROM "character" ch
            WHERE ch.id = OLD.character_id;
        IF FOUND AND muster_held_upgrades(c.upgrades, det ->> 'kind')
                > muster_told_upgrades(c.id, det ->> 'kind') THEN
            RAISE EXCEPTION 'muster: % would hold an upgrade his history does not tell of (K6)',
                c.name USING ERRCODE = '{untold}', DETAIL = c.name;
        END IF;
        RETURN NULL;
    END IF;
    IF TG_TABLE_NAME = 'character' THEN
        SELECT ch.id, ch.name, ch.upgrades, cp.house_rules INTO c FROM "character" ch
            JOIN warband w ON w.id = ch.warband_id JOIN campaign cp ON cp.id = w.campaign_id
            WHERE ch.id = NEW.id;
        IF NOT FOUND THEN RETURN NULL; END IF;
        settings := muster_jsonb(c.house_rules);
        IF jsonb_typeof(settings) IS DISTINCT FROM 'object' OR NOT coalesce(
                CASE WHEN jsonb_typeof(settings -> {experience}) = 'boolean'
                    THEN (settings -> {experience})::text::boolean END,
                {experience_default}) THEN
            RETURN NULL;  -- experience off: upgrades are taken free
        END IF;
        -- each kind this update added to his record: his history must tell of each he holds
        FOR advance IN
            SELECT DISTINCT u ->> 'kind' FROM jsonb_array_elements(CASE WHEN
                jsonb_typeof(muster_jsonb(NEW.upgrades)) = 'array'
                THEN muster_jsonb(NEW.upgrades) ELSE '[]'::jsonb END) u
            WHERE jsonb_typeof(u) = 'object' AND u ->> 'kind' IS NOT NULL
        LOOP
            IF muster_held_upgrades(NEW.upgrades, advance)
                    > muster_held_upgrades(OLD.upgrades, advance)
                AND muster_held_upgrades(c.upgrades, advance)
                    > muster_told_upgrades(c.id, advance) THEN
                RAISE EXCEPTION 'muster: % would hold an upgrade his history does not tell of (K6)',
                    c.name USING ERRCODE = '{untold}', DETAIL = c.name;
            END IF;
        END LOOP;
        RETURN NULL;
    END IF;
    SELECT x.id, x.character_id, x.kind, x.details INTO h FROM history_entry x
        WHERE x.id = NEW.id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    -- what an entry told of XP stays as a player wrote it: a correction tells of a change
    -- (an organiser's repairs of the campaign's rows are his to make)
    IF TG_OP = 'UPDATE' AND OLD.character_id IS NOT NULL
            AND OLD.campaign_id NOT IN (SELECT muster_organised())
            AND muster_xp_told(OLD.character_id, OLD.kind, OLD.details)
                IS DISTINCT FROM muster_xp_told(h.character_id, h.kind, h.details)
            AND (muster_xp_told(OLD.character_id, OLD.kind, OLD.details) ?| ARRAY[{earned}, {spent}]
                OR muster_xp_told(h.character_id, h.kind, h.details) ?| ARRAY[{earned}, {spent}])
            THEN
        SELECT ch.name INTO c FROM "character" ch WHERE ch.id = OLD.character_id;
        RAISE EXCEPTION 'muster: an entry of %''s history would no longer tell the XP it told (K6)',
            c.name USING ERRCODE = '{rewritten}', DETAIL = c.name;
    END IF;
    IF TG_OP = 'UPDATE' OR h.character_id IS NULL THEN RETURN NULL; END IF;
    det := muster_jsonb(h.details);
    IF jsonb_typeof(det) IS DISTINCT FROM 'object' OR NOT det ? {spent} THEN RETURN NULL; END IF;
    SELECT ch.id, ch.name, ch.profile, ch.upgrades, cp.game, cp.house_rules INTO c
        FROM "character" ch JOIN warband w ON w.id = ch.warband_id
        JOIN campaign cp ON cp.id = w.campaign_id WHERE ch.id = h.character_id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    spent := muster_whole(det -> {spent});
    IF spent IS NULL THEN
        RAISE EXCEPTION 'muster: an entry of %''s history pays XP that is not a whole number (K6)',
            c.name USING ERRCODE = '{not_whole}', DETAIL = c.name;
    END IF;
    advance := det ->> 'kind';
    withdrawn := h.kind = {upgrade} AND det -> 'withdrawn' = 'true'::jsonb;
    IF spent < 0 THEN
        -- given back: only for an advance withdrawn, and what one like it not yet
        -- withdrawn cost
        IF NOT withdrawn THEN
            RAISE EXCEPTION 'muster: % would be given back XP that no advance of his cost (K6)',
                c.name USING ERRCODE = '{no_such}', DETAIL = c.name;
        END IF;
        SELECT count(*) FILTER (WHERE NOT coalesce(e.d -> 'withdrawn' = 'true'::jsonb, false)
                                AND muster_whole(e.d -> {spent}) = -spent),
               count(*) FILTER (WHERE e.d -> 'withdrawn' = 'true'::jsonb
                                AND muster_whole(e.d -> {spent}) = spent)
            INTO paid, returned
            FROM muster_current_entries(c.id) e
            WHERE e.kind = {upgrade} AND jsonb_typeof(e.d) = 'object'
                AND e.d -> 'kind' IS NOT DISTINCT FROM det -> 'kind'
                AND e.d -> 'special' IS NOT DISTINCT FROM det -> 'special';
        IF returned > paid THEN
            RAISE EXCEPTION 'muster: % would be given back XP that no advance of his cost (K6)',
                c.name USING ERRCODE = '{no_such}', DETAIL = c.name;
        END IF;
        RETURN NULL;
    END IF;
    IF spent > 0 AND (
        SELECT coalesce(sum(muster_whole(e.d -> {earned})), 0)
            - coalesce(sum(muster_whole(e.d -> {spent})), 0)
        FROM muster_current_entries(c.id) e WHERE jsonb_typeof(e.d) = 'object'
    ) < 0 THEN
        RAISE EXCEPTION 'muster: % has not the XP to pay for this (K6)', c.name
            USING ERRCODE = '{overspent}', DETAIL = c.name;
    END IF;
    IF h.kind <> {upgrade} OR withdrawn THEN
        RETURN NULL;
    END IF;
    -- an advance paid: the campaign's limit over K6's, and 5d6 at most
    settings := muster_jsonb(c.house_rules);
    SELECT k.top INTO top FROM (VALUES {advances}) AS k(game, kind, top)
        WHERE k.game = c.game AND k.kind = advance;
    IF NOT FOUND THEN
        top := 0;  -- no such advance in this game
    ELSIF jsonb_typeof(settings) = 'object' THEN
        told := muster_whole(settings -> {advances_key} -> advance -> 'limit');
        IF jsonb_typeof(settings -> {advances_key}) = 'object'
                AND jsonb_typeof(settings -> {advances_key} -> advance) = 'object'
                AND told BETWEEN 0 AND {max_limit} THEN
            top := told;
        END IF;
    END IF;
    held := greatest(muster_held_upgrades(c.upgrades, advance),
                     muster_told_upgrades(c.id, advance));
    IF held > top THEN
        RAISE EXCEPTION 'muster: % would have more of this advance than the campaign allows (K6)',
            c.name USING ERRCODE = '{past_limit}', DETAIL = c.name;
    END IF;
    IF c.game = {caliburn} THEN
        dice := NULL;
        IF jsonb_typeof(settings) = 'object'
                AND jsonb_typeof(settings -> 'profiles') = 'array' THEN
            SELECT muster_whole(p -> 'combat_dice') INTO dice
                FROM jsonb_array_elements(settings -> 'profiles') WITH ORDINALITY AS x(p, n)
                WHERE jsonb_typeof(p) = 'object' AND p ->> 'id' = c.profile
                ORDER BY n DESC LIMIT 1;
        END IF;
        IF dice IS NULL THEN
            SELECT k.dice INTO dice FROM (VALUES {dice}) AS k(profile, dice)
                WHERE k.profile = c.profile;
        END IF;
        IF coalesce(dice, 0) + held > {max_dice} THEN
            RAISE EXCEPTION 'muster: % would roll more than {max_dice}d6 (K6)', c.name
                USING ERRCODE = '{past_dice}', DETAIL = c.name;
        END IF;
    END IF;
    RETURN NULL;
END
$$;
-- XP earned is written by an organiser (a game recorded or corrected), a trial recording
-- (which never commits) or a report confirmed (its own function): never by a player's own
-- statement. Judged as it is written, while the confirming function is running.
CREATE OR REPLACE FUNCTION muster_xp_earned() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    who text;
BEGIN
    IF {caller} = current_user::text OR muster_caller_keeper()
            OR EXISTS (SELECT 1 FROM muster_fresh WHERE xact = pg_current_xact_id_if_assigned()
                       AND tbl = {confirming}) THEN
        RETURN NULL;
    END IF;
    -- (the seal let only JSON objects through, as the caller is not the owner)
    SELECT ch.name INTO who FROM muster_new_entries n JOIN "character" ch
            ON ch.id = n.character_id
        WHERE (strpos(n.details, {earned}) > 0 OR strpos(n.details, E'\\\\') > 0)
            AND n.campaign_id NOT IN (SELECT muster_organised())
            AND n.campaign_id NOT IN (SELECT muster_trial_campaigns())
            AND n.details::jsonb ? {earned}
        LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'muster: %''s history would tell of XP earned in no game recorded (K6)',
            who USING ERRCODE = '{unearned}', DETAIL = who;
    END IF;
    RETURN NULL;
END
$$;
-- (one look at each statement's new rows: an import writes many at once)
DROP TRIGGER IF EXISTS muster_xp_earned ON history_entry;
CREATE TRIGGER muster_xp_earned AFTER INSERT ON history_entry
    REFERENCING NEW TABLE AS muster_new_entries FOR EACH STATEMENT
    EXECUTE FUNCTION muster_xp_earned();
REVOKE EXECUTE ON FUNCTION muster_current_entries(bigint) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION muster_told_upgrades(bigint, text) FROM PUBLIC;
-- (a key is told by its name, or spelt with an escape: the triggers run for either)
DROP TRIGGER IF EXISTS muster_xp_kept ON history_entry;
CREATE CONSTRAINT TRIGGER muster_xp_kept AFTER INSERT ON history_entry
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (strpos(NEW.details, {spent}) > 0 OR strpos(NEW.details, E'\\\\') > 0)
    EXECUTE FUNCTION muster_xp_kept();
DROP TRIGGER IF EXISTS muster_xp_rewritten ON history_entry;
CREATE CONSTRAINT TRIGGER muster_xp_rewritten AFTER UPDATE ON history_entry
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (strpos(OLD.details, 'xp') > 0 OR strpos(OLD.details, E'\\\\') > 0
          OR strpos(NEW.details, 'xp') > 0 OR strpos(NEW.details, E'\\\\') > 0)
    EXECUTE FUNCTION muster_xp_kept();
DROP TRIGGER IF EXISTS muster_xp_unpaid ON history_entry;
CREATE CONSTRAINT TRIGGER muster_xp_unpaid AFTER DELETE ON history_entry
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (strpos(OLD.details, 'xp') > 0 OR strpos(OLD.details, E'\\\\') > 0)
    EXECUTE FUNCTION muster_xp_kept();
DROP TRIGGER IF EXISTS muster_xp_kept ON "character";
CREATE CONSTRAINT TRIGGER muster_xp_kept AFTER UPDATE ON "character"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (NEW.upgrades IS DISTINCT FROM OLD.upgrades)
    EXECUTE FUNCTION muster_xp_kept();
"""

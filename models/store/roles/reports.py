"""Players' reports of their games on a sealed club server (schema step 9, :mod:`models.reports`):
the trial recordings, the report functions' SQL, and their calls from Muster
(:mod:`models.store.roles`)."""

from __future__ import annotations

import peewee as pw

from i18n import translate
from models.errors import ClubRefusal
from models.store.kept import written_unsaid
from models.store.server_errors import REFUSED_MESSAGE

# The report functions' refusals each have a SQLSTATE of their own (class MU), which
# models.store.server_errors puts in Muster's own words (REPORT_REFUSALS): no text of the server's
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
CREATE OR REPLACE FUNCTION muster_own_open_side_ids() RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT s.id FROM game_side s JOIN game g ON g.id = s.game_id
     WHERE g.result = 'unrecorded' AND s.warband_id IN (SELECT muster_own_warbands())
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
-- The report of a game the caller plays in (or organises), locked until his transaction
-- ends, for discarding or confirming it. Who may ask is checked first: a game he does not
-- play in answers as one that does not exist (MU001), with a report or without; a game he
-- plays in without a report is MU006.
CREATE OR REPLACE FUNCTION muster_held_report(gid bigint) RETURNS game_report
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    r game_report%ROWTYPE;
BEGIN
    IF NOT muster_plays_in(gid) THEN
        RAISE EXCEPTION 'muster: not a player of this game' USING ERRCODE = 'MU001';
    END IF;
    SELECT * INTO r FROM game_report WHERE game_id = gid FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'muster: no report' USING ERRCODE = 'MU006';
    END IF;
    RETURN r;
END
$$;
CREATE OR REPLACE FUNCTION muster_discard_report(gid bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    earlier game_report%ROWTYPE := muster_held_report(gid);
BEGIN
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
    r := muster_held_report(gid);
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
    -- the XP its rows award are this function's writes (models/store/roles/experience.py)
    INSERT INTO muster_fresh VALUES (pg_current_xact_id(), '{confirming}', gid)
        ON CONFLICT DO NOTHING;
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
    DELETE FROM muster_fresh f WHERE f.xact = pg_current_xact_id() AND f.tbl = '{confirming}';
END
$$;
"""


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
    refusals come in Muster's words (``REPORT_REFUSALS`` in :mod:`models.store.server_errors`)."""
    written = REPORT_FUNCTIONS[function]
    marks = ", ".join(["%s"] * len(args))
    database.execute_sql(f"SELECT {function}({marks})", args)
    written_unsaid()  # the kept standings read afresh (models/store/kept.py)
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

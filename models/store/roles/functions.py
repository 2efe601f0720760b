"""The helper functions, hidden tables and membership triggers of a sealed club server: who the
caller is and what he keeps, the rows his transaction is creating, the write locks, and the
change notices (:mod:`models.store.roles`)."""

from __future__ import annotations

FUNCTIONS = """
-- The rows this transaction is creating (FRESH): muster_fresh's rows never outlive it.
CREATE OR REPLACE FUNCTION muster_fresh(kind text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT row_id FROM muster_fresh WHERE xact = pg_current_xact_id_if_assigned() AND tbl = kind
$$;
CREATE OR REPLACE FUNCTION muster_is_fresh(kind text, rid bigint) RETURNS boolean
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM muster_fresh WHERE xact = pg_current_xact_id_if_assigned()
                   AND tbl = kind AND row_id = rid)
$$;
CREATE OR REPLACE FUNCTION muster_forget_fresh() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    DELETE FROM muster_fresh WHERE xact = NEW.xact AND tbl = NEW.tbl AND row_id = NEW.row_id;
    RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS muster_forget_fresh ON muster_fresh;
CREATE CONSTRAINT TRIGGER muster_forget_fresh AFTER INSERT ON muster_fresh
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_forget_fresh();
-- A change of who keeps a warband (handing it over, taking it away) is final as a removal is:
-- it writes the former keeper's membership row, which every write of his holds (muster_hold),
-- so a transaction of his that began before it fails (REPEATABLE READ) or waits for it.
CREATE OR REPLACE FUNCTION muster_keeper_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF TG_OP = 'DELETE' OR NEW.member_id IS DISTINCT FROM OLD.member_id
       OR NEW.warband_id IS DISTINCT FROM OLD.warband_id THEN
        UPDATE campaign_member SET kind = kind WHERE id = OLD.member_id
           AND EXISTS (SELECT 1 FROM campaign c WHERE c.id = OLD.campaign_id);
    END IF;
    RETURN NULL;
END
$$;
-- Whether a value is JSON of the shape ('object', 'array', or '' for any) Muster reads.
CREATE OR REPLACE FUNCTION muster_json_is(value text, shape text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    RETURN value IS NULL OR shape = '' OR jsonb_typeof(value::jsonb) = shape;
EXCEPTION WHEN others THEN
    RETURN false;
END
$$;
-- Change notices (models/store/notify.py): each login listens on a channel of his own, named
-- at random (LISTEN needs no privilege, so a channel is kept apart by no one else knowing its
-- name); muster_notify sends a committed change to the members of its campaign alone.
CREATE OR REPLACE FUNCTION muster_channel() RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    mine text;
BEGIN
    INSERT INTO muster_listener (role, channel)
    VALUES ({caller}, 'muster_' || replace(gen_random_uuid()::text, '-', ''))
    ON CONFLICT (role) DO NOTHING;
    SELECT channel INTO mine FROM muster_listener WHERE role = {caller};
    RETURN mine;
END
$$;
-- The notice: the writer's server process and the names of the tables written (Muster's own
-- alone), built here, so that every notice a member receives has Muster's shape. ``cid``: the
-- campaign written; NULL (a campaign started or imported) reaches the caller's co-members.
CREATE OR REPLACE FUNCTION muster_notify(cid bigint, tables text[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    keeper boolean := muster_caller_keeper();
    owner oid := (SELECT d.datdba FROM pg_catalog.pg_database d
                  WHERE d.datname = pg_catalog.current_database());
    notice text;
    listener record;
BEGIN
    IF cid IS NOT NULL AND NOT muster_is_member(cid) THEN RETURN; END IF;
    notice := json_build_object('pid', pg_backend_pid(), 'tables', coalesce(ARRAY(
        SELECT DISTINCT t FROM unnest(tables) t
         WHERE t IN (SELECT c.relname::text FROM pg_catalog.pg_class c
                     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r')
         ORDER BY t LIMIT 64), '{{}}'::text[]))::text;
    FOR listener IN
        SELECT l.channel FROM muster_listener l
         WHERE (CASE WHEN EXISTS (SELECT 1 FROM pg_catalog.pg_roles r WHERE r.rolname = l.role)
                     THEN pg_catalog.pg_has_role(l.role, owner, 'MEMBER') ELSE false END)
            OR l.role IN (SELECT m.role FROM campaign_member m
                           WHERE CASE WHEN cid IS NOT NULL THEN m.campaign_id = cid
                                      WHEN keeper THEN true
                                      ELSE m.campaign_id IN (SELECT muster_campaigns()) END)
    LOOP
        PERFORM pg_notify(listener.channel, notice);
    END LOOP;
END
$$;
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
    IF EXISTS (SELECT 1 FROM muster_fresh WHERE xact = pg_current_xact_id_if_assigned()
               AND tbl = 'campaign' AND row_id = cid) THEN
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
-- Starting or importing a campaign: the caller's own lock (a row of muster_lock keyed below
-- zero by his name), so that no one's open transaction stops another's work.
CREATE OR REPLACE FUNCTION muster_lock_server() RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF NOT muster_may_create() THEN RETURN false; END IF;
    RETURN muster_take_lock(-1 - abs(hashtext({caller})::bigint));
END
$$;
"""


HIDDEN_TABLES = """
CREATE TABLE IF NOT EXISTS muster_lock (campaign_id bigint PRIMARY KEY);
INSERT INTO muster_lock (campaign_id) VALUES (0) ON CONFLICT DO NOTHING;
CREATE TABLE IF NOT EXISTS muster_fresh (
    xact xid8 NOT NULL,
    tbl text NOT NULL,
    row_id bigint NOT NULL,
    PRIMARY KEY (xact, tbl, row_id)
);
CREATE TABLE IF NOT EXISTS muster_listener (role text PRIMARY KEY, channel text NOT NULL);
CREATE TABLE IF NOT EXISTS muster_trial (
    xact xid8 NOT NULL,
    campaign_id bigint NOT NULL,
    PRIMARY KEY (xact, campaign_id)
);
REVOKE ALL ON muster_lock, muster_trial, muster_fresh, muster_listener FROM PUBLIC;
"""

TRIGGERS = """
DROP TRIGGER IF EXISTS muster_campaign_organiser ON campaign;
CREATE TRIGGER muster_campaign_organiser AFTER INSERT ON campaign
    FOR EACH ROW EXECUTE FUNCTION muster_new_campaign();
DROP TRIGGER IF EXISTS muster_member_organiser ON campaign_member;
CREATE CONSTRAINT TRIGGER muster_member_organiser AFTER UPDATE OR DELETE ON campaign_member
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION muster_keep_an_organiser();
DROP TRIGGER IF EXISTS muster_keeper_changed ON warband_owner;
CREATE TRIGGER muster_keeper_changed AFTER UPDATE OR DELETE ON warband_owner
    FOR EACH ROW EXECUTE FUNCTION muster_keeper_changed();
"""

"""Claims on rows for as long as the Muster that holds one runs (a game's table, held by the
Muster that plays it): on a club server, a row of the hidden table ``muster_claim`` and a
session advisory lock, which needs no special right of anyone (docs/club-server.md, *A game
at the table*).

A claim is the row, written only by the server's ``muster_claim`` for those who may hold it
(a game's table: its players and the campaign's organisers), naming the member who holds it,
his login, and a key drawn at random when it was taken; and it is *held* while a session of
that login holds the session advisory lock ``(CLAIM_CLASS, key)``, which ``muster_claim``
takes in the claiming session. PostgreSQL lets go of a session's advisory locks when the
session ends, however it ends: Muster closing the connection, its process killed, the
network dropped. So a claim is held exactly while its Muster's connection lives, and nothing
stored in the row is trusted to say whose session it is: only a lock held now, by a session
of the claim's own login, on a key that login was given, keeps it. A restored dump's claims
are held by nobody; any login may take advisory locks, but one taken by another login, or on
a key of no claim, holds nothing; keys are drawn anew for each claim (and another if the one
drawn is taken), so no lock taken ahead can block one.

An organiser takes a claim over (``muster_take_claim``): the row becomes his; the Muster
that held it finds, at its next change, that the table is held elsewhere, and watches. Its
own lock is let go by its next claim or release (every call lets go of this session's keys
that no claim names any more). SQLite files have one Muster at a time: every claim holds.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from models.store.connection import db, is_server

# The first of the two keys of every claim's advisory lock ("MU"): the second is the claim's
# own, drawn at random. Muster's other advisory lock (the schema upgrade's) is a single
# 64-bit key, which PostgreSQL keeps apart from two-key locks.
CLAIM_CLASS = 0x4D55
CLAIMS_TABLE = "muster_claim"  # the hidden table, as change notices name it

# (the functions' SQL: models/store/roles/ runs it with the other helpers, schema step 10)
SQL = """
CREATE TABLE IF NOT EXISTS muster_claim (
    kind integer NOT NULL,
    row_id bigint NOT NULL,
    campaign_id bigint NOT NULL,
    role text NOT NULL,
    login text NOT NULL,
    key integer NOT NULL,
    since timestamptz NOT NULL,
    PRIMARY KEY (kind, row_id)
);
REVOKE ALL ON muster_claim FROM PUBLIC;
-- The campaign of a claimable row, and whether the caller may claim it: a game's table is
-- its players' and its campaign's organisers' (and the keeper's), while it is not recorded.
CREATE OR REPLACE FUNCTION muster_claim_campaign(kind integer, rid bigint) RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT CASE WHEN kind = 1 THEN (SELECT campaign_id FROM game WHERE id = rid) END
$$;
CREATE OR REPLACE FUNCTION muster_may_claim(kind integer, rid bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT kind = 1 AND EXISTS (SELECT 1 FROM game g WHERE g.id = rid
                                AND g.result = 'unrecorded')
       AND (muster_caller_keeper() OR muster_plays_in(rid))
$$;
-- Whether a session of ``login`` holds the claim's lock now (mine: this session holds it).
CREATE OR REPLACE FUNCTION muster_claim_held(claim_key integer, holder text, mine boolean)
RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT EXISTS (
        SELECT 1 FROM pg_catalog.pg_locks l
          JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
           AND l.database = (SELECT oid FROM pg_catalog.pg_database
                              WHERE datname = pg_catalog.current_database())
           AND l.classid = {klass}::oid AND l.objid = claim_key::bigint::oid
           AND a.usename = holder
           AND (NOT mine OR l.pid = pg_catalog.pg_backend_pid()))
$$;
-- This session's claim keys that no claim names any more (a claim taken over, a claim's
-- transaction rolled back): let go.
CREATE OR REPLACE FUNCTION muster_claim_tidy() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT pg_catalog.pg_advisory_unlock({klass}, l.objid::bigint::integer)
      FROM pg_catalog.pg_locks l
     WHERE l.locktype = 'advisory' AND l.pid = pg_catalog.pg_backend_pid()
       AND l.objsubid = 2 AND l.classid = {klass}::oid
       AND NOT EXISTS (SELECT 1 FROM muster_claim c WHERE c.key::bigint = l.objid::bigint
                       AND c.login = session_user::text)
$$;
CREATE OR REPLACE FUNCTION muster_claim(kind integer, rid bigint) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    cid bigint := muster_claim_campaign(kind, rid);
    held muster_claim%ROWTYPE;
    k integer;
BEGIN
    IF cid IS NULL OR NOT muster_may_claim(kind, rid) THEN RETURN false; END IF;
    PERFORM muster_claim_tidy();
    SELECT * INTO held FROM muster_claim c WHERE c.kind = muster_claim.kind AND c.row_id = rid
        FOR UPDATE;
    IF FOUND THEN
        IF held.login = session_user::text AND muster_claim_held(held.key, held.login, true)
        THEN
            RETURN true;  -- this session holds it already
        END IF;
        IF muster_claim_held(held.key, held.login, false) THEN RETURN false; END IF;
        -- held by nobody now (its Muster closed, was killed or lost its connection)
        DELETE FROM muster_claim c WHERE c.kind = muster_claim.kind AND c.row_id = rid;
    END IF;
    LOOP  -- a key no session holds (another login may have taken any number of them)
        k := 1 + floor(random() * 2147483646)::integer;
        EXIT WHEN pg_catalog.pg_try_advisory_lock({klass}, k);
    END LOOP;
    INSERT INTO muster_claim (kind, row_id, campaign_id, role, login, key, since)
    VALUES (kind, rid, cid, {caller}, session_user::text, k, now())
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN  -- another session claimed it meanwhile
        PERFORM pg_catalog.pg_advisory_unlock({klass}, k);
        RETURN false;
    END IF;
    RETURN true;
END
$$;
-- An organiser (or the keeper) takes over a claim another session holds: his from now on.
CREATE OR REPLACE FUNCTION muster_take_claim(kind integer, rid bigint) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    cid bigint := muster_claim_campaign(kind, rid);
BEGIN
    IF cid IS NULL OR NOT (muster_caller_keeper() OR cid IN (SELECT muster_organised()))
       OR NOT muster_may_claim(kind, rid) THEN
        RETURN false;
    END IF;
    DELETE FROM muster_claim c WHERE c.kind = muster_take_claim.kind AND c.row_id = rid
       AND NOT (c.login = session_user::text AND muster_claim_held(c.key, c.login, true));
    RETURN muster_claim(kind, rid);
END
$$;
-- Whether another session holds the claim (the table was taken over from this one); the
-- campaign's members only.
CREATE OR REPLACE FUNCTION muster_claimed_elsewhere(kind integer, rid bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT coalesce(muster_is_member(muster_claim_campaign(kind, rid)), false) AND EXISTS (
        SELECT 1 FROM muster_claim c
         WHERE c.kind = muster_claimed_elsewhere.kind AND c.row_id = rid
           AND muster_claim_held(c.key, c.login, false)
           AND NOT (c.login = session_user::text AND muster_claim_held(c.key, c.login, true)))
$$;
CREATE OR REPLACE FUNCTION muster_release(kind integer, rid bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    held muster_claim%ROWTYPE;
BEGIN
    SELECT * INTO held FROM muster_claim c WHERE c.kind = muster_release.kind AND c.row_id = rid
        FOR UPDATE;
    IF FOUND AND held.login = session_user::text
       AND muster_claim_held(held.key, held.login, true) THEN
        DELETE FROM muster_claim c WHERE c.kind = muster_release.kind AND c.row_id = rid;
        PERFORM pg_catalog.pg_advisory_unlock({klass}, held.key);
    END IF;
    PERFORM muster_claim_tidy();
END
$$;
-- The tables being played in a campaign, held now: its members read who holds each, since
-- when.
CREATE OR REPLACE FUNCTION muster_tables_in_play(cid bigint)
RETURNS TABLE (game_id bigint, role text, since timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT c.row_id, c.role, c.since FROM muster_claim c
     WHERE muster_is_member(cid) AND c.kind = 1 AND c.campaign_id = cid
       AND muster_claim_held(c.key, c.login, false)
$$;
"""

# Functions only the claim functions call: no login runs them directly.
INTERNAL = (
    "muster_claim_campaign(integer, bigint)",
    "muster_may_claim(integer, bigint)",
    "muster_claim_held(integer, text, boolean)",
    "muster_claim_tidy()",
)


def claim(kind: int, row_id: int) -> bool:
    """Claim one row for this Muster while its connection lives (a game tracked at this
    table): True when it holds the claim now, False when another Muster does (or this login
    may not claim the row). On a file, always True."""
    if not is_server():
        return True
    sql = "SELECT muster_claim(%s, %s)"
    held = bool(db.execute_sql(sql, (kind, row_id)).fetchone()[0])
    _announce()
    return held


def take_claim(kind: int, row_id: int) -> bool:
    """An organiser takes over the claim another Muster holds on a row (a game's table): True
    when it is his now; False for anyone else. Always True on a file."""
    if not is_server():
        return True
    sql = "SELECT muster_take_claim(%s, %s)"
    taken = bool(db.execute_sql(sql, (kind, row_id)).fetchone()[0])
    _announce()
    return taken


def claimed_elsewhere(kind: int, row_id: int) -> bool:
    """Whether another Muster, still connected, holds the claim on the row (an organiser took
    it over from this one); never on a file."""
    if not is_server():
        return False
    sql = "SELECT muster_claimed_elsewhere(%s, %s)"
    return bool(db.execute_sql(sql, (kind, row_id)).fetchone()[0])


def release_claim(kind: int, row_id: int) -> None:
    """Let go of a claim this Muster holds (:func:`claim`)."""
    if is_server():
        db.execute_sql("SELECT muster_release(%s, %s)", (kind, row_id))
        _announce()


def _announce() -> None:
    """Other Musters show who holds which table (the Games tab's queue): a claim taken or let
    go is announced as a change, with the transaction it is part of, or at once. (One let go
    by a Muster's end is not: it shows at the next change.)"""
    db.obj.note_written(CLAIMS_TABLE)


@dataclass(frozen=True)
class Held:
    """A claim held now: the row, the member who holds it, and since when (UTC)."""

    row_id: int
    role: str
    since: dt.datetime


def tables_in_play(campaign_id: int) -> list[Held]:
    """The games' tables held now in the campaign: the games being played, by whom, since
    when (members only; none on a file)."""
    if not is_server():
        return []
    rows = db.execute_sql(
        "SELECT game_id, role, since FROM muster_tables_in_play(%s) ORDER BY since",
        (campaign_id,),
    ).fetchall()
    found = []
    for row_id, role, since in cast(Iterable[tuple[int, str, dt.datetime]], rows):
        when = since.astimezone(dt.UTC).replace(tzinfo=None) if since.tzinfo else since
        found.append(Held(int(row_id), str(role), when))
    return found

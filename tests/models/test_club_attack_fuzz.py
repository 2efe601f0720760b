"""Random statements as each kind of club role, through psql's kind of connection: after every
one, each campaign the role may not write hashes as before, and no row of the server points
into another campaign than its own (docs/club-server.md, *How the server is sealed*).

``make test`` runs a short draw; ``make attack-test`` the long one (MUSTER_ATTACK_FUZZ=full).
"""

from __future__ import annotations

import contextlib
import os
from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models.store.location import DatabaseLocation
from models.store.roles import REFERENCES
from tests.club_data import (
    ALICE,
    CAMPAIGN,
    CAROL,
    ORGANISER,
    OTHER,
    VICTOR,
    campaign_id,
    hashes,
    raw,
)
from tests.conftest import Server

EXAMPLES = 400 if os.environ.get("MUSTER_ATTACK_FUZZ") == "full" else 15
CALLS = 400 if os.environ.get("MUSTER_ATTACK_FUZZ") == "full" else 4  # server functions

# Tables a player may not change (of what is there) even in his own campaign: they hash as
# before. (Reports are written by the server's report functions alone, not by any statement
# on the table. The game at the table in Alice's campaign is hers and Bob's: its tracked rows
# are hers to write, and are left out.)
ORGANISERS_ONLY = (
    "campaign", "game", "game_side", "game_character", "campaign_member", "warband_owner",
    "game_report", "report_event",
)  # fmt: skip
TABLES = tuple(REFERENCES)
# role: (the campaigns he may not write at all, the tables of his own he may not write)
ROLES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    ORGANISER: ((OTHER,), ()),
    ALICE: ((OTHER,), ORGANISERS_ONLY),
    VICTOR: ((CAMPAIGN,), ()),
    CAROL: ((CAMPAIGN, OTHER), ()),
}
VALUE_COLUMNS = {"campaign": "name", "warband": "notes", "character": "gold"}


def all_ids(pg_server: Server, location: DatabaseLocation) -> list[int]:
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        ids: set[int] = {0, 1, 10**12}
        for table in TABLES:
            ids.update(row[0] for row in admin.execute(f'SELECT id FROM "{table}"'))
        return sorted(ids)


def statement(op: str, table: str, column: str, value: int, target: int) -> tuple[str, tuple]:
    name = f'"{table}"'
    if op == "update":
        return f'UPDATE {name} SET "{column}" = %s WHERE id = %s', (value, target)
    if op == "delete":
        return f"DELETE FROM {name} WHERE id = %s", (target,)
    # a copy of a row it can read, with one column changed (the id too, when it is the one)
    return (
        f"INSERT INTO {name} SELECT (r).* FROM (SELECT jsonb_populate_record(t, "
        f"jsonb_build_object(%s, %s) || CASE WHEN %s = 'id' THEN '{{}}'::jsonb ELSE "
        f"jsonb_build_object('id', nextval(pg_get_serial_sequence('{name}', 'id'))) END) AS r "
        f"FROM {name} t WHERE t.id = %s) x",
        (column, value, column, target),
    )


def stray_links(pg_server: Server, location: DatabaseLocation) -> list[str]:
    """Rows of the server whose references lead into another campaign than the row's."""
    found = []
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        for table, references in REFERENCES.items():
            own = "t.id" if table == "campaign" else "t.campaign_id"
            for column, target in references:
                key = "x.id" if target == "campaign" else "x.campaign_id"
                count = admin.execute(
                    f'SELECT count(*) FROM "{table}" t JOIN "{target}" x ON x.id = t.{column} '
                    f"WHERE {key} <> {own}"
                ).fetchone()[0]
                if count:
                    found.append(f"{table}.{column}: {count}")
    return found


def fielded(pg_server: Server, location: DatabaseLocation, name: str) -> dict[str, Any]:
    """The campaign's fielded characters as a player may not change them: every column but
    the character each stands for (hashed), and that character by fielded row. Deleting his
    own warrior empties the link (ON DELETE SET NULL, as Muster's own delete does), and the
    game keeps the warrior as he took the field."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        cid = campaign_id(admin, name)
        rows = admin.execute(
            "SELECT md5(coalesce(string_agg((to_jsonb(t) - 'character_id')::text, ',' "
            "ORDER BY t.id), '')), count(*) FROM game_character t WHERE t.campaign_id = %s",
            (cid,),
        ).fetchone()
        links = dict(
            admin.execute(
                "SELECT id, character_id FROM game_character WHERE campaign_id = %s", (cid,)
            ).fetchall()
        )
        characters = {row[0] for row in admin.execute('SELECT id FROM "character"')}
    return {"rows": rows, "links": links, "characters": characters}


def forbidden(pg_server: Server, location: DatabaseLocation, role: str) -> dict[str, Any]:
    foreign, own_tables = ROLES[role]
    mine = CAMPAIGN if role in (ORGANISER, ALICE) else OTHER
    state = {name: hashes(pg_server, location, name) for name in foreign}
    if own_tables:
        tables = tuple(t for t in own_tables if t != "game_character")
        state["own"] = hashes(pg_server, location, mine, tables)
    return state


def links_kept(before: dict[str, Any], after: dict[str, Any]) -> bool:
    """Each fielded row as before but for the link to a warrior since deleted, now empty."""
    return (
        after["rows"] == before["rows"]
        and after["links"].keys() == before["links"].keys()
        and all(
            now == was or (now is None and was not in after["characters"])
            for fid, was in before["links"].items()
            for now in (after["links"][fid],)
        )
    )


@pytest.mark.parametrize("role", list(ROLES))
@settings(
    max_examples=EXAMPLES,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=os.environ.get("MUSTER_ATTACK_FUZZ") != "full",
)
@given(data=st.data())
def test_random_statements_as_each_role_stay_in_their_place(
    pg_server: Server, two_clubs: DatabaseLocation, role: str, data: st.DataObject
) -> None:
    ids = all_ids(pg_server, two_clubs)
    table = data.draw(st.sampled_from(TABLES))
    columns = [column for column, _ in REFERENCES[table]] + ["id"]
    if table in VALUE_COLUMNS:
        columns.append(VALUE_COLUMNS[table])
    if table not in ("campaign", "warband", "game", "history_entry", "campaign_member"):
        columns.append("campaign_id")
    op = data.draw(st.sampled_from(("insert", "update", "delete")))
    column = data.draw(st.sampled_from(columns))
    # ids come and go as statements succeed: drawn as places in the list of the moment
    value = ids[data.draw(st.integers(0, 10**6)) % len(ids)]
    target = ids[data.draw(st.integers(0, 10**6)) % len(ids)]
    sql, params = statement(op, table, column, value, target)
    before = forbidden(pg_server, two_clubs, role)
    mine = "game_character" in ROLES[role][1]
    fielded_before = fielded(pg_server, two_clubs, CAMPAIGN) if mine else None
    # refused or not: by a policy, a seal trigger, a constraint or a type
    with raw(two_clubs, role) as conn, contextlib.suppress(psycopg.errors.Error):
        conn.execute(sql, params)
    assert forbidden(pg_server, two_clubs, role) == before, (role, sql, params)
    if fielded_before is not None:
        fielded_after = fielded(pg_server, two_clubs, CAMPAIGN)
        assert links_kept(fielded_before, fielded_after), (role, sql, params)
    assert stray_links(pg_server, two_clubs) == [], (role, sql, params)


def definer_functions(pg_server: Server, location: DatabaseLocation) -> list[tuple[str, list]]:
    """Every SECURITY DEFINER function of Muster's a login may call: (name, argument types)."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        rows = admin.execute(
            "SELECT p.proname, p.proargtypes::regtype[]::text[] FROM pg_proc p "
            "JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' "
            "AND p.prosecdef AND p.prorettype <> 'trigger'::regtype "
            "AND has_function_privilege('public', p.oid, 'EXECUTE') ORDER BY 1"
        ).fetchall()
    return [(name, list(types)) for name, types in rows]


def foreign_names(pg_server: Server, location: DatabaseLocation, role: str) -> set[str]:
    """The names of the campaigns ``role`` is not in, and of their warbands and warriors."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        names: set[str] = set()
        for campaign in ROLES[role][0]:
            cid = campaign_id(admin, campaign)
            names.add(campaign)
            for sql in (
                "SELECT name FROM warband WHERE campaign_id = %s",
                'SELECT name FROM "character" WHERE campaign_id = %s',
            ):
                names.update(row[0] for row in admin.execute(sql, (cid,)) if len(row[0]) > 3)
        return names


@pytest.mark.parametrize("role", list(ROLES))
@settings(
    max_examples=CALLS,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=os.environ.get("MUSTER_ATTACK_FUZZ") != "full",
)
@given(data=st.data())
def test_every_server_function_with_any_id_tells_and_changes_nothing_outside(
    pg_server: Server, two_clubs: DatabaseLocation, role: str, data: st.DataObject
) -> None:
    """Each SECURITY DEFINER function, with ids drawn from every table of the server, after a
    LISTEN on the channel every login heard before: what the role may not change hashes as
    before, and nothing it reads or hears names another campaign."""
    ids = all_ids(pg_server, two_clubs)
    name, types = data.draw(st.sampled_from(definer_functions(pg_server, two_clubs)))
    args: list[object] = []
    for kind in types:
        if kind in ("bigint", "integer"):
            args.append(ids[data.draw(st.integers(0, 10**6)) % len(ids)])
        elif kind == "text[]":
            args.append(["character", "campaign"])
        else:
            args.append(data.draw(st.sampled_from(["x", "[]", "{}", CAMPAIGN, OTHER])))
    before = forbidden(pg_server, two_clubs, role)
    secret = foreign_names(pg_server, two_clubs, role)
    said = ""
    with raw(two_clubs, role) as conn:
        conn.execute("LISTEN muster_changes")
        try:
            marks = ", ".join(["%s"] * len(args))
            said = repr(conn.execute(f"SELECT * FROM {name}({marks})", args).fetchall())
        except psycopg.errors.Error as error:
            said = str(error)
        said += repr([n.payload for n in conn.notifies(timeout=0.01)])
    assert forbidden(pg_server, two_clubs, role) == before, (role, name, args)
    # (a name taken answers "true": muster_name_taken's documented leak, nothing more)
    assert not [s for s in secret if s in said], (role, name, args, said)

"""Random statements as each kind of club role, through psql's kind of connection: after every
one, each campaign the role may not write hashes as before, and no row of the server points
into another campaign than its own (docs/club-server.md, *How the server is sealed*).

With the two clubs in two databases (docs/club-server.md, *Clubs apart*): ``EXPLAIN ANALYZE``
with plans forced onto an index counts only rows of the role's own database and names
nothing of the other club; and a transaction begun (REPEATABLE READ, READ COMMITTED) before a
change of who keeps what (a warband handed over, a player leaving, an organiser demoted)
writes nothing after it.

``make test`` runs a short draw; ``make attack-test`` the long one (MUSTER_ATTACK_FUZZ=full).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models.store.location import DatabaseLocation
from models.store.roles import REFERENCES
from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    CAMPAIGN,
    CAROL,
    ORGANISER,
    OTHER,
    VERA,
    VICTOR,
    campaign_id,
    hashes,
    raw,
)
from tests.conftest import Server
from tests.postgres_cluster import row

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


# --- clubs apart: two clubs in two databases (docs/club-server.md, *Clubs apart*) ---------

APART_EXAMPLES = 200 if os.environ.get("MUSTER_ATTACK_FUZZ") == "full" else 2
# role: (where he plays, the other club's database)
APART_ROLES = {ALICE: "shared", ORGANISER: "shared", VICTOR: "north", VERA: "north"}


@pytest.fixture
def apart(pg_server: Server, two_clubs: DatabaseLocation) -> Iterator[dict[str, DatabaseLocation]]:
    """The two clubs in two databases, as ``club move`` leaves them (test_club_databases.py
    moves one for real): A in ``shared``, V in ``north``; each closed to all but its members
    (``club init``)."""
    with pg_server.database(template=two_clubs.dbname) as north:
        places = {"shared": two_clubs, "north": north}
        for place, gone in (("shared", OTHER), ("north", CAMPAIGN)):
            with pg_server.cluster.admin_connection(places[place].dbname) as admin:
                admin.execute("DELETE FROM campaign WHERE name = %s", (gone,))
                admin.execute(f"REVOKE CONNECT ON DATABASE {places[place].dbname} FROM PUBLIC")
                for (member,) in admin.execute("SELECT DISTINCT role FROM campaign_member"):
                    if member != "muster":
                        admin.execute(
                            f'GRANT CONNECT ON DATABASE {places[place].dbname} TO "{member}"'
                        )
        yield places


def other_club(pg_server: Server, location: DatabaseLocation) -> set[str]:
    """Every name of the club in ``location``: its campaign's, warbands' and warriors'."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        names: set[str] = set()
        for sql in (
            "SELECT name FROM campaign",
            "SELECT name FROM warband",
            'SELECT name FROM "character"',
        ):
            names.update(row[0] for row in admin.execute(sql) if len(row[0]) > 3)
        return names


def indexed_columns(pg_server: Server, location: DatabaseLocation) -> list[tuple[str, str]]:
    """(table, column) of every index of Muster's tables: the first column of each."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        rows = admin.execute(
            "SELECT DISTINCT t.relname::text, a.attname::text FROM pg_index i "
            "JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace "
            "JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0] "
            "WHERE n.nspname = 'public' AND t.relname = ANY(%s) ORDER BY 1, 2",
            (list(TABLES),),
        ).fetchall()
    return [(table, column) for table, column in rows]


def plan_counts(plan: Any) -> list[int]:
    """Every row count an EXPLAIN ANALYZE plan (JSON) states."""
    found: list[int] = []
    if isinstance(plan, dict):
        for key, value in plan.items():
            if key in ("Actual Rows", "Rows Removed by Filter", "Rows Removed by Index Recheck"):
                found.append(int(value))
            else:
                found += plan_counts(value)
    elif isinstance(plan, list):
        for item in plan:
            found += plan_counts(item)
    return found


@pytest.mark.parametrize("role", list(APART_ROLES))
@settings(
    max_examples=APART_EXAMPLES,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=os.environ.get("MUSTER_ATTACK_FUZZ") != "full",
)
@given(data=st.data())
def test_explain_analyze_on_forced_index_scans_tells_nothing_of_the_other_club(
    pg_server: Server, apart: dict[str, DatabaseLocation], role: str, data: st.DataObject
) -> None:
    """Attacks 2 and 3 across clubs: with plans forced onto an index, EXPLAIN ANALYZE counts
    only rows of the role's own database, and names nothing of the other club's."""
    mine = apart[APART_ROLES[role]]
    theirs = apart["north" if APART_ROLES[role] == "shared" else "shared"]
    secret = other_club(pg_server, theirs)
    table, column = data.draw(st.sampled_from(indexed_columns(pg_server, mine)))
    with pg_server.cluster.admin_connection(theirs.dbname) as admin:
        their_ids = [row[0] for row in admin.execute(f'SELECT id FROM "{table}"')]
    value = data.draw(st.sampled_from([*sorted(secret), *their_ids, 0, 1, 10**6, "a", "~"]))
    op = data.draw(st.sampled_from(("=", "<", ">=", "<>")))
    with pg_server.cluster.admin_connection(mine.dbname) as admin:
        rows = row(admin.execute(f'SELECT count(*) FROM "{table}"'))[0]
    before = hashes(pg_server, theirs, OTHER if theirs is apart["north"] else CAMPAIGN)
    said = ""
    with raw(mine, role) as conn:
        conn.execute("SET enable_seqscan = off")
        conn.execute("SET enable_bitmapscan = off")
        try:
            plan = row(
                conn.execute(
                    f'EXPLAIN (ANALYZE, FORMAT JSON) SELECT 1 FROM "{table}" WHERE "{column}" {op} %s',  # noqa: E501
                    (value,),
                )
            )[0]
            assert all(count <= rows for count in plan_counts(plan)), (role, table, plan)
            said = repr(plan)
        except psycopg.errors.Error as error:  # a value of the wrong type: refused in words
            said = str(error)
    said = said.replace(str(value), "")  # the statement's own value, echoed in the plan
    assert not [s for s in secret if s in said], (role, table, column, value, said)
    assert hashes(pg_server, theirs, OTHER if theirs is apart["north"] else CAMPAIGN) == before


# A change of who keeps what, made by the database's owner while a transaction of the role
# who loses by it is open: (the role, the SQL of the change, the SQL that undoes it after).
CHANGES = {
    "hand over": (
        ALICE,
        "UPDATE warband_owner SET member_id = (SELECT id FROM campaign_member WHERE role = "
        f"'{BOB}') WHERE warband_id = (SELECT id FROM warband WHERE name = '{ALICES}')",
        "UPDATE warband_owner SET member_id = (SELECT id FROM campaign_member WHERE role = "
        f"'{ALICE}') WHERE warband_id = (SELECT id FROM warband WHERE name = '{ALICES}')",
    ),
    "leave": (
        ALICE,
        f"DELETE FROM campaign_member WHERE role = '{ALICE}'",
        "WITH m AS (INSERT INTO campaign_member (campaign_id, role, kind) SELECT campaign_id, "
        f"'{ALICE}', 'player' FROM warband WHERE name = '{ALICES}' RETURNING id) "
        "INSERT INTO warband_owner (warband_id, member_id) SELECT w.id, m.id FROM m, warband w "
        f"WHERE w.name = '{ALICES}'",
    ),
    "demote": (
        ORGANISER,
        f"UPDATE campaign_member SET kind = 'player' WHERE role = '{ORGANISER}'",
        f"UPDATE campaign_member SET kind = 'organiser' WHERE role = '{ORGANISER}'",
    ),
}
# What the role could write before the change: (table, a SQL of the ids of its rows).
FORMERLY = {
    ALICE: [
        ("character", f"SELECT c.id FROM \"character\" c JOIN warband w ON w.id = c.warband_id "
                      f"WHERE w.name = '{ALICES}'"),
        ("warband", f"SELECT id FROM warband WHERE name = '{ALICES}'"),
        ("purchase", "SELECT p.id FROM purchase p JOIN warband w ON w.id = p.stash_id "
                     f"OR p.character_id IN (SELECT id FROM \"character\" WHERE warband_id = w.id) "
                     f"WHERE w.name = '{ALICES}'"),
        ("history_entry", f"SELECT h.id FROM history_entry h JOIN warband w ON w.id = "
                          f"h.warband_id WHERE w.name = '{ALICES}'"),
    ],
    ORGANISER: [
        ("campaign", "SELECT id FROM campaign"),
        ("game", "SELECT id FROM game"),
        ("campaign_member", "SELECT id FROM campaign_member"),
        ("warband", "SELECT id FROM warband"),
    ],
}  # fmt: skip


@pytest.mark.parametrize("isolation", ["REPEATABLE READ", "READ COMMITTED"])
@pytest.mark.parametrize("change", list(CHANGES))
@settings(
    max_examples=APART_EXAMPLES,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=os.environ.get("MUSTER_ATTACK_FUZZ") != "full",
)
@given(data=st.data())
def test_a_transaction_begun_before_a_change_of_who_keeps_what_writes_nothing_after_it(
    pg_server: Server,
    apart: dict[str, DatabaseLocation],
    change: str,
    isolation: str,
    data: st.DataObject,
) -> None:
    """Attack 4 and its kin, drawn: the role begins a transaction and reads; the owner hands
    his warband over, takes him out of the campaign or demotes him; then the role writes
    what he could before, and commits. Nothing of the campaign changes by it, and nothing he
    reads names the other club."""
    shared, north = apart["shared"], apart["north"]
    role, take, give_back = CHANGES[change]
    secret = other_club(pg_server, north)
    table, rows_sql = data.draw(st.sampled_from(FORMERLY[role]))
    with pg_server.cluster.admin_connection(shared.dbname) as admin:
        targets = [row[0] for row in admin.execute(rows_sql)]
        ids = sorted({0, *targets, *(row[0] for row in admin.execute("SELECT id FROM warband"))})
    columns = [column for column, _ in REFERENCES[table]] + ["id"]
    if table in VALUE_COLUMNS:
        columns.append(VALUE_COLUMNS[table])
    statements = [
        statement(
            data.draw(st.sampled_from(("insert", "update", "delete"))),
            table,
            data.draw(st.sampled_from(columns)),
            ids[data.draw(st.integers(0, 10**6)) % len(ids)],
            data.draw(st.sampled_from(targets)),
        )
        for _ in range(data.draw(st.integers(1, 3)))
    ]
    said = ""
    try:
        with raw(shared, role) as conn, raw(shared, "muster") as owner:
            conn.execute(f"BEGIN ISOLATION LEVEL {isolation}")
            said += repr(conn.execute(f'SELECT * FROM "{table}"').fetchall())
            owner.execute(take)
            before = hashes(pg_server, shared, CAMPAIGN)
            try:
                for sql, params in statements:
                    said += repr(conn.execute(sql, params).rowcount)
                conn.execute("COMMIT")
            except psycopg.errors.Error as error:
                said += str(error)
                conn.execute("ROLLBACK")
            assert hashes(pg_server, shared, CAMPAIGN) == before, (change, isolation, statements)
    finally:
        with pg_server.cluster.admin_connection(shared.dbname) as admin:
            admin.execute(give_back)
    assert not [s for s in secret if s in said], (change, said)

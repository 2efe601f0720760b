"""Club roles enforced by PostgreSQL itself: what each role reads and writes through plain SQL
on its own connection (as with psql), table by table (docs/club-server.md, *Roles*)."""

from __future__ import annotations

import psycopg
import pytest

from models import campaigns, changes, history, upgrades
from models.errors import RuleViolation
from models.store.connection import close_database
from models.store.location import DatabaseLocation
from models.store.roles import experience as seal
from models.store.schema import Character
from models.store.server_errors import translate_error
from tests.club_data import ALICE, ALICES, BOB, BOBS, CAMPAIGN, NINA, ORGANISER, raw
from tests.conftest import Server
from tests.models.test_club_operations import opened_as
from tests.postgres_cluster import row

CAMPAIGN_ID = "(SELECT id FROM campaign WHERE name = '{}')".format(CAMPAIGN.replace("'", "''"))
BOBS_ID = f"(SELECT id FROM warband WHERE name = '{BOBS}')"
ALICES_ID = f"(SELECT id FROM warband WHERE name = '{ALICES}')"
BOBS_CHARACTERS = f'(SELECT id FROM "character" WHERE warband_id = {BOBS_ID})'
GAMES = f"(SELECT id FROM game WHERE campaign_id = {CAMPAIGN_ID})"
TRACKED = f"(SELECT id FROM tracked_game WHERE game_id IN {GAMES})"

# Every table with a campaign: an UPDATE and a DELETE of rows a player other than their
# keeper may not change (Bob's warband and what hangs from it, and the organisers' rows).
FOREIGN_ROWS: dict[str, tuple[str, str]] = {
    "campaign": ("SET name = name || ' (mine)'", f"id = {CAMPAIGN_ID}"),
    "warband": ("SET notes = 'Alice was here'", f"id = {BOBS_ID}"),
    "character": ("SET gold = gold + 100", f"warband_id = {BOBS_ID}"),
    "purchase": (
        "SET price = 0",
        f"character_id IN {BOBS_CHARACTERS} OR stash_id = {BOBS_ID}",
    ),
    "game": ("SET notes = 'fixed'", f"campaign_id = {CAMPAIGN_ID}"),
    "game_side": ("SET role = role", f"game_id IN {GAMES}"),
    "game_character": ("SET name = name || '!'", f"game_id IN {GAMES}"),
    "history_entry": ("SET text = 'rewritten'", f"warband_id = {BOBS_ID}"),
    "tracked_game": ("SET turn = turn + 1", f"game_id IN {GAMES}"),
    "tracked_character": ("SET place = place", f"tracked_id IN {TRACKED}"),
    "tracker_entry": ("SET text = 'rewritten'", f"tracked_id IN {TRACKED}"),
    "campaign_member": ("SET kind = 'organiser'", f"campaign_id = {CAMPAIGN_ID}"),
    "warband_owner": (
        f"SET member_id = (SELECT id FROM campaign_member WHERE role = '{ALICE}')",
        f"warband_id = {BOBS_ID}",
    ),
}

# Rows a player may not add: into Bob's warband, and the organisers' tables.
FOREIGN_INSERTS: dict[str, str] = {
    "warband": f"INSERT INTO warband (campaign_id, name, player, notes, created) "
    f"VALUES ({CAMPAIGN_ID}, 'Alice''s second band', '', '', now())",
    "character": 'INSERT INTO "character" (warband_id, name, profile, status, position, gold, '
    "options, upgrades, injuries, notes, created) "
    f"VALUES ({BOBS_ID}, 'Spy', 'x', 'active', 9, 0, '[]', '[]', '{{}}', '', now())",
    "purchase": "INSERT INTO purchase (item, price, status, bought, stash_id) "
    f"VALUES ('gift', 0, 'owned', now(), {BOBS_ID})",
    "game": "INSERT INTO game (campaign_id, number, scenario, result, details, notes, created) "
    f"VALUES ({CAMPAIGN_ID}, 99, 'skirmish', 'unrecorded', '{{}}', '', now())",
    "history_entry": "INSERT INTO history_entry (campaign_id, warband_id, kind, text, "
    f"details, created) VALUES ({CAMPAIGN_ID}, {BOBS_ID}, 'note', 'lies', '{{}}', now())",
    "campaign_member": "INSERT INTO campaign_member (campaign_id, role, kind) "
    f"VALUES ({CAMPAIGN_ID}, '{NINA}', 'organiser')",
    "warband_owner": "INSERT INTO warband_owner (warband_id, member_id) VALUES "
    f"({BOBS_ID}, (SELECT id FROM campaign_member WHERE role = '{ALICE}'))",
}

CAMPAIGN_TABLES = tuple(FOREIGN_ROWS)
# A game at the table: its players' and its organisers' (the template's is Alice's and Bob's).
AT_THE_TABLE = ("tracked_game", "tracked_character", "tracker_entry")


def counts(conn: psycopg.Connection) -> dict[str, int]:
    return {
        table: row(conn.execute(f'SELECT count(*) FROM "{table}"'))[0] for table in CAMPAIGN_TABLES
    }


def rowcount(conn: psycopg.Connection, sql: str) -> int:
    """Rows changed by ``sql``; 0 when the server refused it outright (permission denied)."""
    try:
        with conn.transaction():
            return conn.execute(sql).rowcount
    except psycopg.errors.InsufficientPrivilege:
        return 0


def test_members_read_every_row_of_their_campaign(club_db: DatabaseLocation) -> None:
    with raw(club_db, ORGANISER) as olga, raw(club_db, ALICE) as alice, raw(club_db, BOB) as bob:
        seen = counts(olga)
        assert counts(alice) == counts(bob) == seen
    assert all(seen[table] for table in CAMPAIGN_TABLES), seen  # something of every table


def test_a_non_member_reads_nothing_of_any_campaign(club_db: DatabaseLocation) -> None:
    with raw(club_db, NINA) as nina:
        assert counts(nina) == dict.fromkeys(CAMPAIGN_TABLES, 0)
        assert row(nina.execute("SELECT count(*) FROM schema_version"))[0] == 1


def test_members_do_not_read_the_other_campaign(club_db: DatabaseLocation) -> None:
    with raw(club_db, ALICE) as alice:
        names = [row[0] for row in alice.execute("SELECT name FROM campaign")]
        assert names == [CAMPAIGN]


@pytest.mark.parametrize("table", CAMPAIGN_TABLES)
def test_a_player_changes_nothing_of_another_players_warband(
    club_db: DatabaseLocation, table: str
) -> None:
    change, where = FOREIGN_ROWS[table]
    with raw(club_db, ALICE) as alice, raw(club_db, NINA) as nina:
        before = counts(alice)
        if table not in AT_THE_TABLE:  # the table of a game Alice plays in is hers too
            assert rowcount(alice, f'UPDATE "{table}" {change} WHERE {where}') == 0
            assert rowcount(alice, f'DELETE FROM "{table}" WHERE {where}') == 0
        assert rowcount(nina, f'UPDATE "{table}" {change}') == 0
        assert rowcount(nina, f'DELETE FROM "{table}"') == 0
        insert = FOREIGN_INSERTS.get(table)
        if insert:
            with pytest.raises(psycopg.errors.InsufficientPrivilege), alice.transaction():
                alice.execute(insert)
        assert counts(alice) == before


@pytest.mark.parametrize("table", CAMPAIGN_TABLES)
def test_an_organiser_changes_every_table(fresh_club_db: DatabaseLocation, table: str) -> None:
    change, where = FOREIGN_ROWS[table]
    with raw(fresh_club_db, ORGANISER) as olga:
        assert rowcount(olga, f'UPDATE "{table}" {change} WHERE {where}') > 0
        insert = FOREIGN_INSERTS.get(table)
        if insert and table != "warband_owner":  # Bob keeps his warband: one keeper each
            assert olga.execute(insert).rowcount == 1


def test_a_player_changes_his_own_warband(fresh_club_db: DatabaseLocation) -> None:
    with raw(fresh_club_db, ALICE) as alice:
        assert (
            alice.execute(
                f"UPDATE \"character\" SET notes = 'mine' WHERE warband_id = {ALICES_ID}"
            ).rowcount
            > 0
        )
        assert alice.execute(f"UPDATE warband SET notes = 'ours' WHERE id = {ALICES_ID}").rowcount
        alice.execute(
            'INSERT INTO "character" (warband_id, name, profile, status, position, gold, '
            "options, upgrades, injuries, notes, created) "
            f"VALUES ({ALICES_ID}, 'Recruit', 'x', 'active', 9, 0, '[]', '[]', '{{}}', '', now())"
        )
        # ... but moving a warrior into his warband from Bob's is refused
        assert (
            rowcount(
                alice,
                f'UPDATE "character" SET warband_id = {ALICES_ID} WHERE warband_id = {BOBS_ID}',
            )
            == 0
        )


def test_a_player_cannot_make_himself_an_organiser(club_db: DatabaseLocation) -> None:
    with raw(club_db, ALICE) as alice:
        assert rowcount(alice, "UPDATE campaign_member SET kind = 'organiser'") == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege), alice.transaction():
            alice.execute(
                "INSERT INTO campaign_member (campaign_id, role, kind) "
                f"VALUES ({CAMPAIGN_ID}, '{ALICE}', 'organiser')"
            )


def test_an_organiser_starts_a_campaign_that_is_his_and_nobody_elses(
    fresh_club_db: DatabaseLocation,
) -> None:
    start = (
        "INSERT INTO campaign (name, game, house_rules, created) "
        "VALUES ('{}', 'caliburns_wrath', '{{}}', now()) RETURNING name"
    )
    with raw(fresh_club_db, ORGANISER) as olga, raw(fresh_club_db, ALICE) as alice:
        assert olga.execute(start.format("Olga''s League")).fetchone() == ("Olga's League",)
        league = "(SELECT id FROM campaign WHERE name = 'Olga''s League')"
        assert olga.execute(
            f"SELECT role, kind FROM campaign_member WHERE campaign_id = {league}"
        ).fetchall() == [(ORGANISER, "organiser")]
        assert "Olga's League" not in [r[0] for r in alice.execute("SELECT name FROM campaign")]


def test_a_login_who_organises_nothing_cannot_start_a_campaign(
    fresh_club_db: DatabaseLocation,
) -> None:
    """Who may start campaigns: the database's owner and the organisers it made; a player or
    a login of the server who is a member of nothing may not (docs/club-server.md)."""
    start = (
        "INSERT INTO campaign (name, game, house_rules, created) "
        "VALUES ('Mine', 'caliburns_wrath', '{}', now())"
    )
    for role in (NINA, ALICE):
        with raw(fresh_club_db, role) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(start)


def test_the_last_organiser_cannot_leave_a_campaign_unorganised(
    fresh_club_db: DatabaseLocation,
) -> None:
    with raw(fresh_club_db, ORGANISER) as olga:
        assert olga.execute("DELETE FROM campaign_member WHERE kind = 'organiser'").rowcount == 2
        # the deferred check made her its organiser again at commit (the administrator who
        # created it is gone)
        assert olga.execute(
            f"SELECT kind FROM campaign_member WHERE role = '{ORGANISER}'"
        ).fetchall() == [("organiser",)]


def test_reports_are_read_by_members_and_written_by_the_servers_functions_alone(
    fresh_club_db: DatabaseLocation,
) -> None:
    """A game's report (docs/club-server.md, *Reports of a game*): its members read it; no
    statement of any role writes it, an organiser's neither: the report functions alone."""
    unrecorded = (
        f"(SELECT id FROM game WHERE campaign_id = {CAMPAIGN_ID} AND result = 'unrecorded')"
    )
    with raw(fresh_club_db, ALICE) as alice:
        alice.execute(f"SELECT muster_report({unrecorded}, NULL, NULL, '{{}}', '[]')")
    with (
        raw(fresh_club_db, ORGANISER) as olga,
        raw(fresh_club_db, ALICE) as alice,
        raw(fresh_club_db, BOB) as bob,
        raw(fresh_club_db, NINA) as nina,
    ):
        read = "SELECT count(*) FROM game_report"
        assert [row(c.execute(read))[0] for c in (olga, alice, bob, nina)] == [1, 1, 1, 0]
        for conn in (olga, alice, bob, nina):
            assert rowcount(conn, "UPDATE game_report SET reporter = 'club_nina'") == 0
            assert rowcount(conn, "DELETE FROM game_report") == 0
            with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
                conn.execute(
                    "INSERT INTO game_report (game_id, reporter, state, outcomes, changes, "
                    f"reason, reported) VALUES ({unrecorded}, 'x', 'reported', '{{}}', '[]', "
                    "'', now())"
                )
        assert olga.execute("SELECT reporter, state FROM game_report").fetchall() == [
            (ALICE, "reported")
        ]
        # what happened to it, for the campaign log: written by the functions alone too
        notes = "SELECT count(*) FROM report_event"
        assert [row(c.execute(notes))[0] for c in (olga, alice, bob, nina)] == [1, 1, 1, 0]
        for conn in (olga, alice, bob, nina):
            assert rowcount(conn, "UPDATE report_event SET role = 'club_nina'") == 0
            assert rowcount(conn, "DELETE FROM report_event") == 0
            with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
                conn.execute(
                    "INSERT INTO report_event (game_id, role, kind, reason, happened) "
                    f"VALUES ({unrecorded}, 'x', 'confirmed', '', now())"
                )


V4_TABLES = [
    t
    for t in CAMPAIGN_TABLES
    if t not in ("campaign_member", "warband_owner", "game_report", "report_event")
]


def strip_to_version_4(pg_server: Server, location: DatabaseLocation) -> None:
    """Make ``location`` what a version-4 Muster left: no members, no policies, no grants."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        admin.execute(
            "DROP TABLE game_report, report_event, muster_trial, warband_owner, campaign_member, "
            "muster_lock, muster_claim, muster_fresh CASCADE"
        )
        for table in V4_TABLES:
            admin.execute(f'DROP TRIGGER IF EXISTS muster_seal ON "{table}"')
            admin.execute(f"DROP FUNCTION IF EXISTS muster_seal_{table}()")
        for table in ("character", "purchase", "game_side", "game_character", "tracked_game",
                      "tracked_character", "tracker_entry"):  # fmt: skip
            admin.execute(f'ALTER TABLE "{table}" DROP COLUMN campaign_id CASCADE')
        admin.execute("ALTER TABLE campaign DROP COLUMN IF EXISTS creator_xact CASCADE")
        for table in V4_TABLES:
            for policy in ("muster_read", "muster_insert", "muster_update", "muster_delete"):
                admin.execute(f'DROP POLICY IF EXISTS {policy} ON "{table}"')
            admin.execute(f'ALTER TABLE "{table}" DISABLE ROW LEVEL SECURITY')
            admin.execute(f'ALTER TABLE "{table}" NO FORCE ROW LEVEL SECURITY')
            admin.execute(f'REVOKE ALL ON "{table}" FROM PUBLIC')
        admin.execute("DROP TRIGGER muster_campaign_organiser ON campaign")
        functions = admin.execute(
            "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n "
            "ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.proname LIKE 'muster%'"
        ).fetchall()
        for (function,) in functions:
            admin.execute(f"DROP FUNCTION IF EXISTS {function} CASCADE")
        admin.execute("UPDATE schema_version SET version = 4")


def test_a_version_4_server_gains_roles_and_its_owner_organises_its_campaigns(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    from models import club
    from models.campaigns import campaign_named
    from models.errors import DatabaseUnusableError
    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from models.store.migrations import SCHEMA_VERSION
    from models.store.schema import SchemaVersion
    from tests.club_data import as_role

    strip_to_version_4(pg_server, fresh_club_db)
    with raw(fresh_club_db, NINA) as nina, pytest.raises(psycopg.errors.InsufficientPrivilege):
        nina.execute("SELECT count(*) FROM campaign")  # version 4 granted nothing
    with pytest.raises(DatabaseUnusableError, match="only the database's owner may do"):
        open_database(as_role(fresh_club_db, NINA))  # a player's newer Muster does not upgrade it
    result = open_database(fresh_club_db)  # the administrator, who made the campaigns
    try:
        assert result.migrated_from == 4 and SchemaVersion.get().version == SCHEMA_VERSION
        campaign = campaign_named(CAMPAIGN)
        assert [(m.role, m.kind, m.warbands) for m in club.members(campaign)] == [
            (fresh_club_db.user, "organiser", ())
        ]
        club.add_player(campaign=campaign, role=ALICE, warbands=[ALICES])
    finally:
        close_database()
    with raw(fresh_club_db, NINA) as nina, raw(fresh_club_db, ALICE) as alice:
        assert counts(nina) == dict.fromkeys(CAMPAIGN_TABLES, 0)
        assert [r[0] for r in alice.execute("SELECT name FROM campaign")] == [CAMPAIGN]
        assert (
            rowcount(alice, f'UPDATE "character" SET gold = 99 WHERE warband_id = {BOBS_ID}') == 0
        )


@pytest.mark.parametrize("table", AT_THE_TABLE)
def test_a_game_at_the_table_is_written_by_its_players_only(
    fresh_club_db: DatabaseLocation, table: str
) -> None:
    change, where = FOREIGN_ROWS[table]
    with raw(fresh_club_db, ORGANISER) as olga:
        olga.execute(
            f"INSERT INTO warband (campaign_id, name, player, notes, created) "
            f"VALUES ({CAMPAIGN_ID}, 'Outsiders', '', '', now())"
        )
        olga.execute(
            f"INSERT INTO campaign_member (campaign_id, role, kind) "
            f"VALUES ({CAMPAIGN_ID}, '{NINA}', 'player')"
        )
        olga.execute(
            "INSERT INTO warband_owner (warband_id, member_id) VALUES "
            "((SELECT id FROM warband WHERE name = 'Outsiders'), "
            f"(SELECT id FROM campaign_member WHERE role = '{NINA}'))"
        )
    with raw(fresh_club_db, NINA) as nina, raw(fresh_club_db, ALICE) as alice:
        assert rowcount(nina, f'UPDATE "{table}" {change} WHERE {where}') == 0
        assert rowcount(nina, f'DELETE FROM "{table}" WHERE {where}') == 0
        assert rowcount(alice, f'UPDATE "{table}" {change} WHERE {where}') > 0


def test_a_player_cannot_spend_or_write_the_xp_of_another_players_warrior(
    fresh_club_db: DatabaseLocation,
) -> None:
    """K6 through psql: Alice can neither buy an advance for one of Bob's warriors, nor write
    an entry earning or spending XP into his history, whichever warband the entry names, nor
    move one of her own entries over to him; the same entry for her own warrior she writes."""
    bobs_first = f"(SELECT min(id) FROM {BOBS_CHARACTERS} c)"
    alices_first = f'(SELECT min(id) FROM "character" WHERE warband_id = {ALICES_ID})'
    xp_entry = (
        "INSERT INTO history_entry (campaign_id, warband_id, character_id, kind, text, "
        "details, created) VALUES ({campaign}, {warband}, {character}, '{kind}', 'Paid 8 XP.', "
        "'{details}', now())"
    )
    bobs_xp = (
        "SELECT count(*) FROM history_entry WHERE details::text LIKE '%xp_%' "
        f"AND character_id IN {BOBS_CHARACTERS}"
    )
    with raw(fresh_club_db, ALICE) as alice:
        before = row(alice.execute(bobs_xp))[0], counts(alice)
        upgrade = """SET upgrades = '[{"kind": "combat"}]'"""
        assert rowcount(alice, f'UPDATE "character" {upgrade} WHERE warband_id = {BOBS_ID}') == 0
        for warband, kind, details in (
            (BOBS_ID, "upgrade", '{"kind": "combat", "xp_spent": 8}'),
            (ALICES_ID, "upgrade", '{"kind": "combat", "xp_spent": 8}'),
            ("NULL", "note", '{"xp_spent": -8}'),  # XP "given back"
            (BOBS_ID, "game", '{"xp_earned": 9}'),
        ):
            insert = xp_entry.format(
                campaign=CAMPAIGN_ID,
                warband=warband,
                character=bobs_first,
                kind=kind,
                details=details,
            )
            with pytest.raises(psycopg.errors.InsufficientPrivilege), alice.transaction():
                alice.execute(insert)
        assert (
            rowcount(
                alice,
                f"UPDATE history_entry SET character_id = {bobs_first}, "
                """details = '{"xp_earned": 9}' """
                f"WHERE warband_id = {ALICES_ID}",
            )
            == 0
        )
        assert (
            rowcount(
                alice,
                """UPDATE history_entry SET details = '{"xp_spent": -99}' """
                f"WHERE character_id IN {BOBS_CHARACTERS}",
            )
            == 0
        )
        assert (row(alice.execute(bobs_xp))[0], counts(alice)) == before
        # the same entry for a warrior of her own is hers to write
        own = xp_entry.format(
            campaign=CAMPAIGN_ID,
            warband=ALICES_ID,
            character=alices_first,
            kind="upgrade",
            details='{"kind": "combat", "xp_spent": 0}',
        )
        assert alice.execute(own).rowcount == 1
        # (one she cannot afford passes the policies, and the seal of experience refuses it)
        refused_in_words(alice, "MU010", own.replace('"xp_spent": 0', '"xp_spent": 8'))


def refused_in_words(conn: psycopg.Connection, sqlstate: str, *statements: str) -> str:
    """The seal's refusal of ``statements`` written in one transaction (at its commit): its
    SQLSTATE, and the sentence Muster shows for it."""
    with pytest.raises(psycopg.Error) as refused, conn.transaction():
        for statement in statements:
            conn.execute(statement)
    assert refused.value.sqlstate == sqlstate, refused.value
    shown = translate_error(refused.value, DatabaseLocation.server(host="h", dbname="d"))
    assert isinstance(shown, RuleViolation), refused.value
    return str(shown)


def test_what_a_player_writes_of_his_own_warriors_xp_through_psql_the_server_refuses(
    fresh_club_db: DatabaseLocation,
) -> None:
    """K6 through psql, on his own warrior: his warband is his to write (the policies'
    design), but the seal of experience refuses, at commit and in words naming the warrior,
    an advance he cannot afford, one past the campaign's limit or past 5d6, XP given back for
    no advance withdrawn, an upgrade no history tells of, a cost that is no whole number, XP
    earned in no game and an entry's XP written over; nothing of it lands."""
    alices_first = f'(SELECT min(id) FROM "character" WHERE warband_id = {ALICES_ID})'
    entry = (
        "INSERT INTO history_entry (campaign_id, warband_id, character_id, kind, text, "
        f"details, created) VALUES ({CAMPAIGN_ID}, {ALICES_ID}, {alices_first}, '{{kind}}', "
        "'Paid.', '{details}', now())"
    )
    paid = entry.format(kind="upgrade", details='{"kind": "combat", "xp_spent": 0}')
    with raw(fresh_club_db, ORGANISER) as olga:
        olga.execute(
            "UPDATE campaign SET house_rules = (house_rules::jsonb || "
            """'{"experience": true}')::text """
            f"WHERE id = {CAMPAIGN_ID}"
        )
    with raw(fresh_club_db, ALICE) as alice:
        name = row(alice.execute(f'SELECT name FROM "character" WHERE id = {alices_first}'))[0]
        before = counts(alice)
        upgrades = """'[{"kind": "combat"}, {"kind": "combat"}, {"kind": "combat"}]'"""
        for sqlstate, statements, said in (
            (
                "MU010",
                [entry.format(kind="upgrade", details='{"kind": "combat", "xp_spent": 99}')],
                f"{name} has not the XP to pay for it (K6)",
            ),
            (
                "MU011",
                [paid, paid],  # a second: past K6's one
                f"{name} would have more of this advance than the campaign allows (K6)",
            ),
            (
                "MU013",
                [entry.format(kind="note", details='{"xp_spent": -8}')],  # for nothing
                f"{name} would be given back XP that no advance of his cost",
            ),
            (
                "MU013",
                [
                    entry.format(
                        kind="upgrade",
                        details='{"kind": "combat", "withdrawn": true, "xp_spent": -8}',
                    )
                ],
                f"{name} would be given back XP that no advance of his cost",
            ),
            (
                "MU014",
                [f'UPDATE "character" SET upgrades = {upgrades} WHERE id = {alices_first}'],
                f"{name} would hold an upgrade his history does not tell of",
            ),
            (
                "MU015",
                [entry.format(kind="upgrade", details='{"kind": "combat", "xp_spent": "5"}')],
                f"{name}'s history would pay XP that is not a whole number (K6)",
            ),
            (
                "MU017",  # (the key spelt with an escape is the same key)
                [entry.format(kind="note", details='{"xp\\u005fearned": 50}')],
                f"{name}'s history would tell of XP earned in no game recorded",
            ),
        ):
            shown = refused_in_words(alice, sqlstate, *statements)
            assert said in shown and "Nothing was changed." in shown, (sqlstate, shown)
        assert counts(alice) == before
    # past 5d6: he rolls 4, and a campaign allowing two extra combat dice is no exception
    with raw(fresh_club_db, ORGANISER) as olga:
        olga.execute(
            "UPDATE campaign SET house_rules = (house_rules::jsonb || "
            """'{"advances": {"combat": {"limit": 2}}}')::text """
            f"WHERE id = {CAMPAIGN_ID}"
        )
        given = entry.format(kind="game", details='{"xp_earned": 3}')
        olga.execute(given)  # an organiser records what a game earned
    with raw(fresh_club_db, ALICE) as alice:
        dice = row(alice.execute(f'SELECT profile FROM "character" WHERE id = {alices_first}'))
        assert dice == ("king_arthur",)  # 4d6
        shown = refused_in_words(alice, "MU012", paid, paid)
        assert f"{name} would roll more than 5d6, and no warrior does (K6)" in shown, shown
        shown = refused_in_words(
            alice,
            "MU016",
            """UPDATE history_entry SET details = '{"xp_earned": 30}' """
            f"""WHERE character_id = {alices_first} AND details = '{{"xp_earned": 3}}'""",
        )
        assert f"an entry of {name}'s history would no longer tell the XP it told" in shown
        # one within the limit and 5d6, which he can afford, is his to write, with his die
        one = """'[{"kind": "combat"}]'"""
        with alice.transaction():
            alice.execute(f'UPDATE "character" SET upgrades = {one} WHERE id = {alices_first}')
            alice.execute(paid.replace('"xp_spent": 0', '"xp_spent": 2'))
        # and its entry deleted, the die kept: 2 XP back for nothing
        shown = refused_in_words(
            alice,
            "MU014",
            f"DELETE FROM history_entry WHERE character_id = {alices_first} "
            """AND details = '{"kind": "combat", "xp_spent": 2}'""",
        )
        assert f"{name} would hold an upgrade his history does not tell of" in shown


def test_a_players_own_advances_withdrawals_undo_and_redo_pass_the_seal_of_experience(
    fresh_club_db: DatabaseLocation,
) -> None:
    """K6 on the documented server, as the player: Muster's own flows write what the seal of
    experience lets pass (the upgrade first, its entry after, judged at commit): an advance
    bought with XP he earned, withdrawn for its XP back, bought again, that undone and redone;
    and one he cannot afford refused in Muster's words, nothing changed."""
    alices_first = f'(SELECT min(id) FROM "character" WHERE warband_id = {ALICES_ID})'
    with raw(fresh_club_db, ORGANISER) as olga:
        olga.execute(
            "UPDATE campaign SET house_rules = (house_rules::jsonb || "
            """'{"experience": true, "advances": {"combat": {"cost": 8}}}')::text """
            f"WHERE id = {CAMPAIGN_ID}"
        )
        olga.execute(
            "INSERT INTO history_entry (campaign_id, warband_id, character_id, kind, text, "
            f"details, created) VALUES ({CAMPAIGN_ID}, {ALICES_ID}, {alices_first}, 'game', "
            """'Earned.', '{"xp_earned": 12}', now())"""
        )
        wid = row(olga.execute(f"SELECT {alices_first}"))[0]
    opened_as(fresh_club_db, ALICE)
    try:

        def left() -> int:
            return history.xp_accounts([wid])[wid].left

        had = left()  # the 12 and what his games earned
        upgrades.advance(character=Character.get_by_id(wid), kind="combat")
        assert left() == had - 8
        upgrades.remove_upgrade(character=Character.get_by_id(wid), index=0)
        assert left() == had
        with changes.recording() as bought:
            upgrades.advance(character=Character.get_by_id(wid), kind="combat")
        assert left() == had - 8
        redo = bought.inverse().apply()  # undone
        assert left() == had and Character.get_by_id(wid).upgrades == []
        redo.apply()
        assert left() == had - 8 and len(Character.get_by_id(wid).upgrades) == 1
        with raw(fresh_club_db, ORGANISER) as olga:  # his limit raised, his XP is short
            olga.execute(
                "UPDATE campaign SET house_rules = (house_rules::jsonb || "
                """'{"advances": {"combat": {"cost": 1, "limit": 3}}}')::text """
                f"WHERE id = {CAMPAIGN_ID}"
            )
            olga.execute(
                f"UPDATE history_entry SET details = '{{\"xp_earned\": 0}}' "
                f"""WHERE character_id = {wid} AND details = '{{"xp_earned": 12}}'"""
            )
        # (12 fewer earned: a debt the organiser's change left, which blocks nothing but
        # spending more)
        with pytest.raises(RuleViolation) as refused:
            upgrades.advance(character=Character.get_by_id(wid), kind="combat")
        assert len(Character.get_by_id(wid).upgrades) == 1
        assert "XP" in str(refused.value)
        upgrades.remove_upgrade(character=Character.get_by_id(wid), index=0)
        assert left() == had - 12
    finally:
        close_database()


def test_the_seal_of_experience_reads_the_words_muster_writes() -> None:
    """The stored words the seal's SQL is made with are those models/ writes."""
    assert (seal.UPGRADE, seal.CORRECTION, seal.SUPERSEDES) == (
        history.UPGRADE,
        history.CORRECTION,
        history.SUPERSEDES,
    )
    assert seal.EXPERIENCE == campaigns.EXPERIENCE
    assert campaigns.SWITCHES[campaigns.EXPERIENCE] == seal.EXPERIENCE_DEFAULT

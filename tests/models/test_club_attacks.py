"""The sealed club server: what logins tried through psql to reach past their warband, block
or crash the others, each as the role that tried it (docs/club-server.md, *How the server is
sealed*).

One server, two clubs: campaign A (the Caliburn's Wrath demo: organiser olga, players alice
and bob) and campaign V (the Beastrider Wars demo: organiser victor, player vera), and carol
(``club_nina``), a login who is a member of nothing. After every attack, every campaign the
role may not write hashes as before.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import psycopg
import pytest

from models.store.location import DatabaseLocation
from tests.club_data import (
    ALICE,
    ALICES,
    BOBS,
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


@contextlib.contextmanager
def unchanged(pg_server: Server, location: DatabaseLocation, *names: str) -> Iterator[None]:
    before = {name: hashes(pg_server, location, name) for name in names}
    yield
    assert {name: hashes(pg_server, location, name) for name in names} == before


def refused(conn: psycopg.Connection, sql: str, params: tuple = ()) -> None:
    """The statement fails (row security or a seal trigger) or changes nothing."""
    try:
        cursor = conn.execute(sql, params)
    except psycopg.errors.InsufficientPrivilege:
        return
    assert cursor.rowcount in (0, -1), f"{sql!r} changed {cursor.rowcount} rows"


def first(conn: psycopg.Connection, sql: str) -> int:
    return row(conn.execute(sql))[0]


BOBS_WARRIOR = (
    'SELECT c.id FROM "character" c JOIN warband w ON w.id = c.warband_id '
    f"WHERE w.name = '{BOBS}' ORDER BY c.id LIMIT 1"
)
ALICES_BAND = f"SELECT id FROM warband WHERE name = '{ALICES}'"


def test_1_a_player_cannot_give_kit_to_another_players_warrior(pg_server, two_clubs) -> None:
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        kai, band = first(alice, BOBS_WARRIOR), first(alice, ALICES_BAND)
        insert = (
            "INSERT INTO purchase (character_id, stash_id, item, price, status, bought) "
            "VALUES (%s, %s, 'bow', 0, 'owned', now())"
        )
        refused(alice, insert, (kai, band))
        refused(alice, insert, (kai, None))
    with raw(two_clubs, VERA) as vera:
        v_warrior = first(vera, 'SELECT id FROM "character" ORDER BY id LIMIT 1')
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        refused(alice, insert, (v_warrior, first(alice, ALICES_BAND)))


def test_2_a_player_cannot_move_his_stash_onto_another_players_warrior(
    pg_server, two_clubs
) -> None:
    with raw(two_clubs, ALICE) as alice:
        band = first(alice, ALICES_BAND)
        alice.execute(
            "INSERT INTO purchase (stash_id, item, price, status, bought) "
            "VALUES (%s, 'dagger', 1, 'owned', now())",
            (band,),
        )
        with unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
            refused(alice, "UPDATE purchase SET character_id = %s WHERE stash_id = %s",
                    (first(alice, BOBS_WARRIOR), band))  # fmt: skip


def test_3_no_warband_moves_to_another_campaign(pg_server, two_clubs) -> None:
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        with raw(two_clubs, VICTOR) as victor:
            v = campaign_id(victor, OTHER)
        refused(alice, "UPDATE warband SET campaign_id = %s", (v,))
    with raw(two_clubs, ORGANISER) as olga, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        olga.execute(
            "INSERT INTO campaign (name, game, house_rules, created) "
            "VALUES ('Evil', 'caliburns_wrath', '{}', now())"
        )
        evil = campaign_id(olga, "Evil")
        refused(olga, "UPDATE warband SET campaign_id = %s", (evil,))
        olga.execute("DELETE FROM campaign WHERE id = %s", (evil,))


def test_4_5_6_a_planted_warband_never_reaches_another_campaign(pg_server, two_clubs) -> None:
    with raw(two_clubs, ORGANISER) as olga:  # carol may not start one: olga, organiser of A
        olga.execute(
            "INSERT INTO campaign (name, game, house_rules, created) "
            "VALUES ('Olga''s', 'caliburns_wrath', '{}', now())"
        )
        mine = campaign_id(olga, "Olga's")
        olga.execute(
            "INSERT INTO warband (campaign_id, name, player, notes, created) "
            "VALUES (%s, 'Knights of Camelot', '', '', now())",
            (mine,),
        )
        band = first(olga, f"SELECT id FROM warband WHERE campaign_id = {mine}")
        olga.execute(
            'INSERT INTO "character" (warband_id, name, profile, status, position, gold, '
            "options, upgrades, injuries, notes, created) VALUES "
            "(%s, 'Rich', 'sir_kai', 'active', 1, 999999, '[]', '[]', '{}', '', now())",
            (band,),
        )
        with raw(two_clubs, VICTOR) as victor:
            v = campaign_id(victor, OTHER)
        with unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
            for sql in (
                "UPDATE warband SET campaign_id = %s WHERE id = %s",
                "UPDATE warband SET campaign_id = %s, name = 'Knights of Camelot' WHERE id = %s",
            ):
                with pytest.raises(psycopg.errors.InsufficientPrivilege) as error:
                    olga.execute(sql, (v, band))
                assert "unique" not in str(error.value).lower()  # tells nothing of V's names
            olga.execute("DELETE FROM campaign WHERE id = %s", (mine,))


def test_7_helpers_answer_only_about_the_caller(two_clubs) -> None:
    with raw(two_clubs, CAROL) as carol:
        assert carol.execute("SELECT count(*) FROM muster_campaigns()").fetchone() == (0,)
        for call in ("muster_campaigns(%s)", "muster_own_warbands(%s)", "muster_organised(%s)"):
            with pytest.raises(psycopg.errors.UndefinedFunction):
                carol.execute(f"SELECT * FROM {call}", (VICTOR,))
    with raw(two_clubs, VERA) as vera:
        assert len(vera.execute("SELECT * FROM muster_own_warbands()").fetchall()) == 1


def test_9_no_claim_or_tracker_row_names_another_campaigns_fielded(pg_server, two_clubs) -> None:
    with raw(two_clubs, ORGANISER) as olga, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        tracked = first(olga, "SELECT id FROM tracked_game LIMIT 1")
        with raw(two_clubs, VICTOR) as victor:
            fielded = victor.execute("SELECT id FROM game_character LIMIT 1").fetchone()
        if fielded is None:
            with pg_server.cluster.admin_connection(two_clubs.dbname) as admin:
                fielded = admin.execute(
                    "SELECT gc.id FROM game_character gc JOIN game g ON g.id = gc.game_id "
                    "WHERE g.campaign_id = %s LIMIT 1",
                    (campaign_id(admin, OTHER),),
                ).fetchone()
        refused(
            olga,
            "INSERT INTO tracked_character (tracked_id, fielded_id, place, seat, marks) "
            "VALUES (%s, %s, 99, '{}', '{}')",
            (tracked, fielded[0]),
        )


def test_10_nobody_moves_or_exhausts_an_id_sequence(pg_server, two_clubs) -> None:
    with raw(two_clubs, CAROL) as carol:
        for sql in (
            "SELECT setval('character_id_seq', 1, false)",
            "SELECT setval('history_entry_id_seq', 9223372036854775807)",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                carol.execute(sql)
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        band = first(alice, ALICES_BAND)
        refused(
            alice,
            'INSERT INTO "character" (id, warband_id, name, profile, status, position, gold, '
            "options, upgrades, injuries, notes, created) VALUES (9223372036854775806, %s, "
            "'Far', 'sir_kai', 'active', 9, 0, '[]', '[]', '{}', '', now())",
            (band,),
        )


def test_12_13_advisory_locks_block_nobody(pg_server, two_clubs) -> None:
    from models import shop
    from models.campaigns import campaign_named
    from models.store.connection import close_database
    from models.store.lifecycle import open_database
    from models.store.schema import Character, Game
    from models.tracker import claim_table
    from tests.club_data import as_role

    with raw(two_clubs, CAROL) as carol:
        carol.execute("SELECT pg_advisory_lock(332143984641)")
        carol.execute("SELECT pg_advisory_lock(1297416193, g) FROM generate_series(1, 1000) g")
        for kind in (1, 2):
            claims = carol.execute(
                "SELECT muster_claim(%s, g) FROM generate_series(1, 50) g", (kind,)
            ).fetchall()
            assert claims == [(False,)] * 50
        open_database(as_role(two_clubs, ORGANISER))
        try:
            campaign = campaign_named(CAMPAIGN)
            game = Game.get((Game.campaign == campaign) & (Game.result == "unrecorded"))
            assert claim_table(game)
            kai = Character.select().where(Character.name == "Sir Kai").first()
            shop.buy_item(character=kai, item="helmet") if kai.gold else None
        finally:
            close_database()


def test_14_a_hostile_notify_is_harmless_to_the_server(two_clubs) -> None:
    with raw(two_clubs, CAROL) as carol:
        carol.execute("""SELECT pg_notify('muster_changes', '{"pid": 1e400, "tables": []}')""")


def test_15_a_removal_is_final_for_a_transaction_begun_before_it(pg_server, two_clubs) -> None:
    before = hashes(pg_server, two_clubs, CAMPAIGN, ("character", "history_entry"))
    with raw(two_clubs, ALICE) as alice:
        alice.autocommit = False
        alice.execute("BEGIN ISOLATION LEVEL REPEATABLE READ")
        band = first(alice, ALICES_BAND)
        with raw(two_clubs, ORGANISER) as olga:
            olga.execute("DELETE FROM campaign_member WHERE role = %s", (ALICE,))
        with pytest.raises((psycopg.errors.InsufficientPrivilege,
                            psycopg.errors.SerializationFailure)):  # fmt: skip
            alice.execute('UPDATE "character" SET gold = gold + 1 WHERE warband_id = %s', (band,))
            alice.execute(
                "INSERT INTO history_entry (campaign_id, warband_id, kind, text, details, "
                "created) SELECT campaign_id, id, 'note', 'after', '{}', now() FROM warband "
                "WHERE id = %s",
                (band,),
            )
            alice.commit()
        alice.rollback()
    assert hashes(pg_server, two_clubs, CAMPAIGN, ("character", "history_entry")) == before


def test_16_no_history_entry_names_another_campaigns_warband(pg_server, two_clubs) -> None:
    with raw(two_clubs, VERA) as vera:
        v_band = first(vera, "SELECT * FROM muster_own_warbands()")
        v_warrior = first(vera, f'SELECT id FROM "character" WHERE warband_id = {v_band} LIMIT 1')
    with raw(two_clubs, ORGANISER) as olga, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        a = campaign_id(olga, CAMPAIGN)
        refused(
            olga,
            "INSERT INTO history_entry (campaign_id, warband_id, character_id, kind, text, "
            "details, created) VALUES (%s, %s, %s, 'note', 'planted', '{}', now())",
            (a, v_band, v_warrior),
        )


def test_a_nonexistent_id_and_another_campaigns_id_are_refused_alike(two_clubs) -> None:
    """What a refused reference says tells nothing of whether the row exists."""
    with raw(two_clubs, VERA) as vera:
        v_band = first(vera, "SELECT * FROM muster_own_warbands()")
    messages = []
    with raw(two_clubs, ALICE) as alice:
        for target in (v_band, 10**12):
            with pytest.raises(psycopg.errors.InsufficientPrivilege) as error:
                alice.execute(
                    "INSERT INTO purchase (stash_id, item, price, status, bought) "
                    "VALUES (%s, 'x', 0, 'owned', now())",
                    (target,),
                )
            messages.append(str(error.value).splitlines()[0])
    assert messages[0] == messages[1]


def test_a_player_still_plays_his_own_warband(pg_server, two_clubs) -> None:
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, OTHER):
        band = first(alice, ALICES_BAND)
        kai = first(alice, f'SELECT id FROM "character" WHERE warband_id = {band} LIMIT 1')
        alice.execute(
            "INSERT INTO purchase (character_id, item, price, status, bought) "
            "VALUES (%s, 'helmet', 1, 'owned', now())",
            (kai,),
        )
        assert alice.execute('UPDATE "character" SET gold = gold WHERE id = %s',
                             (kai,)).rowcount == 1  # fmt: skip
        assert alice.execute(
            "SELECT campaign_id FROM purchase WHERE character_id = %s LIMIT 1", (kai,)
        ).fetchone() == (campaign_id(alice, CAMPAIGN),)


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (
            psycopg.errors.DiskFull("could not extend file: No space left on device"),
            "could not save",
        ),
        (psycopg.errors.SequenceGeneratorLimitExceeded("reached maximum value"), "run out of ids"),
    ],
)
def test_a_server_failure_in_a_bulk_write_is_one_sentence(
    pg_database: DatabaseLocation, error: Exception, words: str
) -> None:
    """An import writes its rows with executemany, past the database's own translation: a
    full disk on the server, or a sequence out of range, is a sentence there too."""
    from models.errors import DatabaseWriteError
    from models.store.connection import close_database, translated_errors
    from models.store.lifecycle import open_database

    open_database(pg_database)
    try:
        with pytest.raises(DatabaseWriteError, match=words) as raised, translated_errors():
            raise error
        assert "Traceback" not in str(raised.value) and "\n" not in str(raised.value)
    finally:
        close_database()


def test_11_a_login_locking_the_tables_is_named_not_blamed_on_another_player(
    two_clubs: DatabaseLocation,
) -> None:
    from models.campaigns import list_campaigns
    from models.errors import DatabaseBusyError
    from models.store.connection import close_database, db
    from models.store.lifecycle import open_database
    from tests.club_data import as_role

    with raw(two_clubs, CAROL) as carol:
        carol.autocommit = False
        carol.execute("LOCK TABLE campaign IN ACCESS EXCLUSIVE MODE")
        open_database(as_role(two_clubs, VICTOR))
        try:
            db.execute_sql("SET lock_timeout = 200")
            with pytest.raises(DatabaseBusyError) as busy:
                list_campaigns()
        finally:
            close_database()
        carol.rollback()
    assert str(busy.value).startswith(f"{CAROL} is holding this campaign on the club server")
    assert "another player" not in str(busy.value)


def test_a_players_delete_reaches_only_what_the_rules_let_go(
    pg_server: Server, two_clubs: DatabaseLocation
) -> None:
    """Deleting his warrior through psql takes his kit and history with him, as Muster does;
    the games he played keep their sides and his fielding under his name. His warband he
    may not delete, and nothing of another campaign or the organisers' tables changes."""
    games_of_a = ("game", "game_side", "campaign", "campaign_member", "warband_owner")
    before = hashes(pg_server, two_clubs, CAMPAIGN, games_of_a)
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, OTHER):
        band = first(alice, ALICES_BAND)
        fielded = alice.execute(
            "SELECT gc.id, gc.name, gc.character_id FROM game_character gc "
            'JOIN "character" c ON c.id = gc.character_id WHERE c.warband_id = %s LIMIT 1',
            (band,),
        ).fetchone()
        assert fielded is not None
        assert alice.execute('DELETE FROM "character" WHERE id = %s', (fielded[2],)).rowcount == 1
        assert alice.execute(
            "SELECT name, character_id FROM game_character WHERE id = %s", (fielded[0],)
        ).fetchone() == (fielded[1], None)
        refused(alice, "DELETE FROM warband WHERE id = %s", (band,))
        refused(alice, "DELETE FROM game_character WHERE id = %s", (fielded[0],))
    assert hashes(pg_server, two_clubs, CAMPAIGN, games_of_a) == before


def _dead_hero(pg_server: Server, location: DatabaseLocation) -> int:
    """Sir Kai of alice's Knights of Camelot, dead (as a recorded game leaves him)."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        kai = first(admin, """SELECT id FROM "character" WHERE name = 'Sir Kai'""")
        admin.execute("""UPDATE "character" SET status = 'dead' WHERE id = %s""", (kai,))
    return kai


@pytest.mark.parametrize("role", [ALICE, ORGANISER])
def test_a_dead_heros_death_stays_whoever_deletes_him_through_psql(
    pg_server: Server, two_clubs: DatabaseLocation, role: str
) -> None:
    """K2: a named hero's death keeps him from being recruited again, so he is not deleted,
    by his player or the organiser (Muster refuses it as well: models.characters)."""
    kai = _dead_hero(pg_server, two_clubs)
    before = hashes(pg_server, two_clubs, CAMPAIGN)
    with raw(two_clubs, role) as conn:
        with pytest.raises(psycopg.errors.RaiseException, match="died in this campaign"):
            conn.execute('DELETE FROM "character" WHERE id = %s', (kai,))
        # A dead warrior who is no hero goes, as in Muster.
        wulfstan = first(conn, """SELECT id FROM "character" WHERE name = 'Wulfstan'""")
    assert hashes(pg_server, two_clubs, CAMPAIGN) == before
    with raw(two_clubs, ORGANISER) as olga:
        assert olga.execute('DELETE FROM "character" WHERE id = %s', (wulfstan,)).rowcount == 1


def test_a_warband_or_campaign_goes_whole_with_its_dead_hero(
    pg_server: Server, two_clubs: DatabaseLocation
) -> None:
    kai = _dead_hero(pg_server, two_clubs)
    with raw(two_clubs, ORGANISER) as olga:
        band = first(olga, ALICES_BAND)
        assert olga.execute("DELETE FROM warband WHERE id = %s", (band,)).rowcount == 1
        assert olga.execute('SELECT 1 FROM "character" WHERE id = %s', (kai,)).fetchone() is None
        cid = campaign_id(olga, CAMPAIGN)
        assert olga.execute("DELETE FROM campaign WHERE id = %s", (cid,)).rowcount == 1


def test_an_organiser_deletes_a_game_being_played_at_the_table_through_psql(
    pg_server: Server, two_clubs: DatabaseLocation
) -> None:
    """The game goes with its table, seats and log: the seats' links to its fielded warriors,
    emptied as they go, are no write of anyone's."""
    with raw(two_clubs, ORGANISER) as olga:
        game = first(olga, "SELECT game_id FROM tracked_game LIMIT 1")
        assert olga.execute("DELETE FROM game WHERE id = %s", (game,)).rowcount == 1
        assert olga.execute("SELECT count(*) FROM tracked_character").fetchone() == (0,)


def _xp_entry(conn: psycopg.Connection, character: int, kind: str, details: str) -> str:
    band = first(conn, f'SELECT warband_id FROM "character" WHERE id = {character}')
    campaign = first(conn, f"SELECT campaign_id FROM warband WHERE id = {band}")
    return (
        "INSERT INTO history_entry (campaign_id, warband_id, character_id, kind, text, details, "
        f"created) VALUES ({campaign}, {band}, {character}, '{kind}', 'Paid.', '{details}', now())"
    )


@pytest.mark.parametrize(
    ("kind", "details", "times", "sqlstate"),
    [
        ("upgrade", '{"kind": "combat", "xp_spent": 50}', 1, "MU010"),  # XP he has not
        ("upgrade", '{"kind": "combat", "xp_spent": 0}', 2, "MU011"),  # past the limit
        ("note", '{"xp_spent": -20}', 1, "MU013"),  # XP back for nothing
        ("upgrade", '{"kind": "combat", "withdrawn": true, "xp_spent": -9}', 1, "MU013"),
        ("upgrade", '{"kind": "combat", "xp_spent": 0.5}', 1, "MU015"),
        ("game", '{"xp_earned": 40}', 1, "MU017"),  # XP earned in no game
    ],
)
def test_17_a_player_spends_his_own_warriors_xp_only_as_k6_allows(
    pg_server: Server, two_clubs: DatabaseLocation, kind: str, details: str, times: int,
    sqlstate: str,
) -> None:  # fmt: skip
    """K6: his own warband is his to write, but the seal of experience refuses at commit what
    K6 does not allow; the campaign hashes as before."""
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        warrior = first(
            alice, f'SELECT min(id) FROM "character" WHERE warband_id = ({ALICES_BAND})'
        )
        insert = _xp_entry(alice, warrior, kind, details)
        with pytest.raises(psycopg.Error) as refusal, alice.transaction():
            for _ in range(times):
                alice.execute(insert)
        assert refusal.value.sqlstate == sqlstate, refusal.value


def test_17_a_beastrider_player_buys_no_second_special_nor_dice_with_nothing(
    pg_server: Server, two_clubs: DatabaseLocation
) -> None:
    """K6 in The Beastrider Wars (vera): one new special at most, and no extra attack die
    written into his record alone once experience is on."""
    with raw(two_clubs, VICTOR) as victor:
        victor.execute(
            """UPDATE campaign SET house_rules = (house_rules::jsonb || '{"experience": true}')"""
            f"::text WHERE name = '{OTHER}'"
        )
    with raw(two_clubs, VERA) as vera, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        warrior = first(
            vera,
            'SELECT min(c.id) FROM "character" c JOIN warband_owner o '
            "ON o.warband_id = c.warband_id JOIN campaign_member m ON m.id = o.member_id "
            "WHERE m.role = current_user",
        )
        special = _xp_entry(vera, warrior, "upgrade", '{"kind": "special", "xp_spent": 0}')
        with pytest.raises(psycopg.Error) as refusal, vera.transaction():
            vera.execute(special)
            vera.execute(special)
        assert refusal.value.sqlstate == "MU011", refusal.value
        dice = """'[{"kind": "attack"}, {"kind": "attack"}]'"""
        with pytest.raises(psycopg.Error) as refusal:
            vera.execute(f'UPDATE "character" SET upgrades = {dice} WHERE id = {warrior}')
        assert refusal.value.sqlstate == "MU014", refusal.value

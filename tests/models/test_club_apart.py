"""The sealed club server, second round (docs/club-server.md, *How the server is sealed*): the
attacks of the second review, each as the role that made it, through psql.

The server of tests/models/test_club_attacks.py: campaign A (organiser olga, players alice and
bob), campaign V (organiser victor, player vera), carol a member of nothing.
"""

from __future__ import annotations

import os
import subprocess

import psycopg
import pytest

from tests.club_data import (
    ALICE,
    ALICES,
    BOB,
    BOBS,
    CAMPAIGN,
    CAROL,
    ORGANISER,
    OTHER,
    VICTOR,
    campaign_id,
    hashes,
    raw,
)
from tests.models.test_club_attacks import first, refused, unchanged
from tests.postgres_cluster import OWNER, OWNER_PASSWORD, row

ALICES_BAND = f"SELECT id FROM warband WHERE name = '{ALICES}'"
BOBS_BAND = f"SELECT id FROM warband WHERE name = '{BOBS}'"


def _open_game(pg_server, location) -> tuple[int, int, int]:
    """An unrecorded game of alice's warband against bob's: (game, alice's side, bob's side),
    set up by the administrator."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        a = campaign_id(admin, CAMPAIGN)
        alices, bobs = first(admin, ALICES_BAND), first(admin, BOBS_BAND)
        game = admin.execute(
            "INSERT INTO game (campaign_id, number, scenario, result, details, notes, created) "
            "VALUES (%s, 99, 'skirmish', 'unrecorded', '{}', '', now()) RETURNING id",
            (a,),
        ).fetchone()[0]
        sides = [
            admin.execute(
                "INSERT INTO game_side (game_id, warband_id, role) VALUES (%s, %s, '') "
                "RETURNING id",
                (game, band),
            ).fetchone()[0]
            for band in (alices, bobs)
        ]
    return game, sides[0], sides[1]


def _run(command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_attack_1_a_restored_dump_grants_nothing_however_transaction_ids_come_round(
    pg_server, two_clubs, tmp_path
) -> None:
    """Nothing stored in a row says which transaction made it: a dump restored onto a fresh
    server carries no creator, and carol reads nothing however many transactions she begins."""
    env = {**os.environ, "PGPASSWORD": OWNER_PASSWORD}
    dump = tmp_path / "club.dump"
    common = ["-h", "127.0.0.1", "-p", str(pg_server.cluster.port), "-U", OWNER]
    # (as the database's owner, who passes every policy: --enable-row-security)
    _run([str(pg_server.cluster.bin / "pg_dump"), *common, "--format=custom",
          "--enable-row-security", f"--file={dump}", two_clubs.dbname], env)  # fmt: skip
    with pg_server.database(template=None) as restored:
        _run([str(pg_server.cluster.bin / "pg_restore"), *common, f"--dbname={restored.dbname}",
              str(dump)], env)  # fmt: skip
        with pg_server.cluster.admin_connection(restored.dbname) as admin:
            assert admin.execute("SELECT count(*) FROM muster_fresh").fetchone() == (0,)
            columns = admin.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'campaign'"
            ).fetchall()
            assert ("creator_xact",) not in columns
            policies = admin.execute("SELECT string_agg(qual || coalesce(with_check, ''), ' ') "
                                     "FROM pg_policies").fetchone()[0]  # fmt: skip
            assert "xact" not in policies.replace("muster_is_fresh", "")
        with raw(restored, CAROL) as carol:
            carol.autocommit = False
            for _ in range(50):
                carol.execute("SELECT pg_current_xact_id()")
                assert carol.execute("SELECT count(*) FROM campaign").fetchone() == (0,)
                assert carol.execute("UPDATE campaign SET name = 'mine'").rowcount == 0
                carol.rollback()
        with raw(restored, ALICE) as alice:
            names = alice.execute("SELECT name FROM campaign").fetchall()
            assert names == [(CAMPAIGN,)]
            refused(alice, f"UPDATE warband SET notes = 'x' WHERE name = '{BOBS}'")
        with raw(restored, VICTOR) as victor:
            assert victor.execute("SELECT name FROM campaign").fetchall() == [(OTHER,)]


@pytest.mark.parametrize("isolation", ["REPEATABLE READ", "READ COMMITTED"])
def test_attack_4_handing_a_warband_over_is_final_for_an_older_transaction(
    pg_server, two_clubs, isolation
) -> None:
    with raw(two_clubs, ALICE) as alice:
        band = first(alice, ALICES_BAND)
        warrior = first(alice, f'SELECT id FROM "character" WHERE warband_id = {band} LIMIT 1')
        before = hashes(pg_server, two_clubs, CAMPAIGN, ("character",))
        alice.autocommit = False
        alice.execute(f"BEGIN ISOLATION LEVEL {isolation}")
        alice.execute("SELECT 1")
        with raw(two_clubs, ORGANISER) as olga:
            bobs = first(olga, f"SELECT id FROM campaign_member WHERE role = '{BOB}'")
            assert (
                olga.execute(
                    "UPDATE warband_owner SET member_id = %s WHERE warband_id = %s", (bobs, band)
                ).rowcount
                == 1
            )
        try:
            alice.execute('UPDATE "character" SET notes = %s WHERE id = %s', ("x", warrior))
            alice.commit()
        except (psycopg.errors.SerializationFailure, psycopg.errors.InsufficientPrivilege):
            alice.rollback()
    assert hashes(pg_server, two_clubs, CAMPAIGN, ("character",)) == before


@pytest.mark.parametrize("isolation", ["REPEATABLE READ", "READ COMMITTED"])
def test_a_demoted_organisers_older_transaction_removes_no_member(
    pg_server, two_clubs, isolation
) -> None:
    """Found by the attack test: olga, demoted while a REPEATABLE READ transaction of hers was
    open, could still delete another member's row in it, one keeping no warband (the seal held
    her membership for every write but the removal of a member)."""
    with raw(two_clubs, ORGANISER) as olga, raw(two_clubs, OWNER) as owner:
        member = first(olga, f"SELECT id FROM campaign_member WHERE role = '{OWNER}'")
        olga.execute(f"BEGIN ISOLATION LEVEL {isolation}")
        olga.execute("SELECT 1 FROM campaign_member")
        owner.execute(f"UPDATE campaign_member SET kind = 'player' WHERE role = '{ORGANISER}'")
        before = hashes(pg_server, two_clubs, CAMPAIGN, ("campaign_member", "warband_owner"))
        try:
            olga.execute("DELETE FROM campaign_member WHERE id = %s", (member,))
            olga.execute("COMMIT")
        except (psycopg.errors.SerializationFailure, psycopg.errors.InsufficientPrivilege):
            olga.execute("ROLLBACK")
    assert hashes(pg_server, two_clubs, CAMPAIGN, ("campaign_member", "warband_owner")) == before


def test_attack_5_6_a_player_writes_only_his_own_side_of_a_game(pg_server, two_clubs) -> None:
    game, mine, bobs_side = _open_game(pg_server, two_clubs)
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        bobs_warrior = first(
            alice, f'SELECT c.id FROM "character" c JOIN warband w ON w.id = c.warband_id '
            f"WHERE w.name = '{BOBS}' LIMIT 1"
        )  # fmt: skip
        a, bobs = campaign_id(alice, CAMPAIGN), first(alice, BOBS_BAND)
        fielded = (
            "INSERT INTO game_character (game_id, side_id, character_id, name, outcome) "
            "VALUES (%s, %s, %s, 'Planted', '{}')"
        )
        refused(alice, fielded, (game, bobs_side, bobs_warrior))
        refused(alice, fielded, (game, mine, bobs_warrior))
        refused(
            alice,
            "INSERT INTO history_entry (campaign_id, warband_id, game_id, kind, text, details, "
            "created) VALUES (%s, %s, %s, 'game', 'Bob surrendered his gold to Alice', '{}', "
            "now())",
            (a, bobs, game),
        )
    with raw(two_clubs, ALICE) as alice:  # her own side, still
        own = first(alice, f'SELECT c.id FROM "character" c JOIN warband w ON '
                           f"w.id = c.warband_id WHERE w.name = '{ALICES}' LIMIT 1")  # fmt: skip
        alice.execute(fielded, (game, mine, own))


def test_attack_7_no_ones_open_transaction_stops_another_club_starting_a_campaign(
    two_clubs,
) -> None:
    with raw(two_clubs, VICTOR) as victor, raw(two_clubs, ORGANISER) as olga:
        victor.autocommit = False
        assert victor.execute("SELECT muster_lock_server()").fetchone() == (True,)
        olga.execute("SET lock_timeout = '2s'")
        assert olga.execute("SELECT muster_lock_server()").fetchone() == (True,)
        victor.rollback()


def test_attack_8_13_the_functions_tell_a_non_member_nothing(pg_server, two_clubs) -> None:
    game, _, _ = _open_game(pg_server, two_clubs)
    with raw(two_clubs, ALICE) as alice:
        alice.execute("SELECT muster_report(%s, NULL, NULL, '{}', '[]')", (game,))
    said = []
    with raw(two_clubs, CAROL) as carol:
        for gid in (game, game + 1000):
            for call in ("muster_confirm_report(%s, 'x')", "muster_discard_report(%s)"):
                try:
                    carol.execute(f"SELECT {call}", (gid,))
                except psycopg.Error as error:
                    said.append((call, error.sqlstate, str(error).splitlines()[0]))
            for kind in (1, 2):
                assert carol.execute(
                    "SELECT muster_claimed_elsewhere(%s, %s)", (kind, gid)
                ).fetchone() == (False,)
    assert said[:2] == said[2:]  # a game with a report, and none at all: the same words


def test_attack_10_a_refused_insert_moves_no_sequence(pg_server, two_clubs) -> None:
    with pg_server.cluster.admin_connection(two_clubs.dbname) as admin:
        last = {t: admin.execute(f"SELECT last_value FROM {t}_id_seq").fetchone()[0]
                for t in ("purchase", "game", "campaign")}  # fmt: skip
    with raw(two_clubs, CAROL) as carol:
        refused(carol, "INSERT INTO purchase (id, stash_id, item, price, status, bought) "
                       "VALUES (%s, 1, 'bow', 0, 'owned', now())",
                (last["purchase"] + 9_999_000,))  # fmt: skip
        refused(carol, "INSERT INTO game (id, campaign_id, number, scenario, result, details, "
                       "notes, created) VALUES (%s, 1, 1, 's', 'unrecorded', '{}', '', now())",
                (last["game"] + 9_999_000,))  # fmt: skip
        refused(carol, "INSERT INTO campaign (id, name, game, house_rules, created) "
                       "VALUES (%s, 'Mine', 'caliburns_wrath', '{}', now())",
                (last["campaign"] + 9_999_000,))  # fmt: skip
    with pg_server.cluster.admin_connection(two_clubs.dbname) as admin:
        for table, value in last.items():
            now = admin.execute(f"SELECT last_value FROM {table}_id_seq").fetchone()[0]
            assert now < value + 1000, table


def test_attack_11_a_player_cannot_plant_a_value_muster_cannot_read(pg_server, two_clubs) -> None:
    with raw(two_clubs, ALICE) as alice, unchanged(pg_server, two_clubs, CAMPAIGN, OTHER):
        band = first(alice, ALICES_BAND)
        for column, value in (("options", "not json"), ("options", "{}"), ("injuries", "[]"),
                              ("upgrades", "3")):  # fmt: skip
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="could not read"):
                alice.execute(
                    f'UPDATE "character" SET {column} = %s WHERE warband_id = %s', (value, band)
                )


def test_attack_9_change_notices_reach_the_campaigns_members_alone(two_clubs) -> None:
    with (
        raw(two_clubs, CAROL) as carol,
        raw(two_clubs, BOB) as bob,
        raw(two_clubs, VICTOR) as victor,
        raw(two_clubs, ALICE) as alice,
    ):
        listening = {}
        for name, conn in (("carol", carol), ("bob", bob), ("victor", victor)):
            channel = row(conn.execute("SELECT muster_channel()"))[0]
            conn.execute(f'LISTEN "{channel}"')
            conn.execute("LISTEN muster_changes")  # the channel every login heard before
            listening[name] = conn
        a = campaign_id(alice, CAMPAIGN)
        alice.execute("SELECT muster_notify(%s, ARRAY['character', 'secret plans'])", (a,))
        carol.execute("SELECT muster_notify(%s, ARRAY['character'])", (a,))  # not hers: nothing
        # bob's first: once it is in, the others' would be (one commit delivers to all)
        heard = {"bob": [n.payload for n in bob.notifies(timeout=5, stop_after=1)]}
        heard["bob"] += [n.payload for n in bob.notifies(timeout=0.2)]
        for name in ("carol", "victor"):
            heard[name] = [n.payload for n in listening[name].notifies(timeout=0.2)]
        pid = f'"pid" : {alice.info.backend_pid}'
    assert heard["carol"] == [] and heard["victor"] == []
    assert len(heard["bob"]) == 1 and pid in heard["bob"][0]
    assert "secret" not in heard["bob"][0] and "character" in heard["bob"][0]

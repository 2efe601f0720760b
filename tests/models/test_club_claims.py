"""A game's table on the server the docs describe (its owner ``muster`` made LOGIN
CREATEROLE, no superuser, no grant of the administrator's): the Muster that plays holds it,
and lets go of it when it closes, is killed (SIGKILL) or loses its connection; an organiser
takes it over; no login holds it for a game he does not play (docs/club-server.md, *A game
at the table*)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from models import tracker
from models.campaigns import campaign_named
from models.store.claims import CLAIM_CLASS
from models.store.connection import close_database
from models.store.location import DatabaseLocation
from models.store.schema import Game
from tests.club_data import (
    ALICE,
    BOB,
    CAMPAIGN,
    NINA,
    ORGANISER,
    VERA,
    VICTOR,
    raw,
    url_as,
)
from tests.conftest import Server
from tests.models.test_club_operations import opened_as
from tests.postgres_cluster import OWNER, row

ROOT = Path(__file__).resolve().parents[2]

# Alice's Muster at the table: it holds the game's table and says so, then waits for its
# input to close (or to be killed).
ALICES_MUSTER = """
import sys
from models import tracker
from models.store.lifecycle import open_database
from models.store.location import parse_location
from models.store.schema import Game

open_database(parse_location(sys.argv[1]))
game = Game.get_by_id(int(sys.argv[2]))
print("holds" if tracker.claim_table(game) else "watches", flush=True)
sys.stdin.readline()
tracker.release_table(game.id)
print("let go", flush=True)
sys.stdin.readline()
"""


def the_game() -> Game:
    """The club's game at the table (tests/club_data.py)."""
    return Game.get((Game.campaign == campaign_named(CAMPAIGN)) & (Game.result == "unrecorded"))


@pytest.fixture
def alices_muster(fresh_club_db: DatabaseLocation) -> Iterator[subprocess.Popen[str]]:
    """Alice's Muster, another process, holding the table of the club's game."""
    opened_as(fresh_club_db, OWNER)
    game_id = the_game().id
    close_database()
    url = url_as(fresh_club_db, ALICE)
    with subprocess.Popen(
        [sys.executable, "-c", ALICES_MUSTER, url, str(game_id)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as muster:
        assert muster.stdout is not None
        assert muster.stdout.readline().strip() == "holds"
        yield muster
        if muster.poll() is None:
            muster.kill()


def gone(pg_server: Server, location: DatabaseLocation, muster: subprocess.Popen[str]) -> None:
    """Wait until the server has ended the session of the killed ``muster``: the
    administrator asks for the claim's lock, which the server grants once that session is
    gone (a wait on the server, not a sleep)."""
    muster.wait()
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        (key,) = admin.execute("SELECT key FROM muster_claim").fetchone()
        admin.execute("SET lock_timeout = '60s'")
        admin.execute("SELECT pg_advisory_lock(%s, %s)", (CLAIM_CLASS, key))
        admin.execute("SELECT pg_advisory_unlock(%s, %s)", (CLAIM_CLASS, key))


def test_the_owner_is_as_the_docs_make_it(pg_server: Server, fresh_club_db) -> None:
    """No superuser, no statistics reader: what the docs' administrator makes, and no more."""
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        row = admin.execute(
            "SELECT r.rolsuper, r.rolcreaterole, r.rolcanlogin, "
            "pg_has_role(r.oid, 'pg_read_all_stats', 'MEMBER'), "
            "pg_get_userbyid(d.datdba) FROM pg_roles r, pg_database d "
            "WHERE r.rolname = %s AND d.datname = current_database()",
            (OWNER,),
        ).fetchone()
    assert row == (False, True, True, False, OWNER)


def test_alice_holds_the_table_and_bob_watches_until_she_lets_go(
    fresh_club_db: DatabaseLocation, alices_muster: subprocess.Popen[str]
) -> None:
    opened_as(fresh_club_db, BOB)
    game = the_game()
    assert not tracker.claim_table(game)  # she holds it
    assert alices_muster.stdin is not None and alices_muster.stdout is not None
    alices_muster.stdin.write("let go\n")
    alices_muster.stdin.flush()
    assert alices_muster.stdout.readline().strip() == "let go"
    assert tracker.claim_table(game)  # hers no longer: his now
    assert tracker.claim_table(game)  # and asking again keeps it
    with raw(fresh_club_db, ALICE) as alice:
        assert not row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]


def test_a_killed_muster_lets_go_of_the_table(
    pg_server: Server, fresh_club_db: DatabaseLocation, alices_muster: subprocess.Popen[str]
) -> None:
    opened_as(fresh_club_db, BOB)
    game = the_game()
    assert not tracker.claim_table(game)
    os.kill(alices_muster.pid, signal.SIGKILL)
    gone(pg_server, fresh_club_db, alices_muster)
    assert tracker.claim_table(game)
    tracker.roll_for_turn(game=game)  # and he plays at it


def test_a_dropped_connection_lets_go_and_the_muster_holds_it_again_at_its_next_change(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    opened_as(fresh_club_db, ALICE)
    game = the_game()
    assert tracker.claim_table(game)
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        ended = admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE usename = %s AND datname = current_database()",
            (ALICE,),
        ).fetchall()
        assert ended == [(True,)]
    with raw(fresh_club_db, BOB) as bob:
        # her session is gone (pg_terminate_backend waits for it): the table is free
        assert row(bob.execute("SELECT NOT muster_claimed_elsewhere(1, %s)", (game.id,)))[0]
    with pytest.raises(Exception, match="connection"):
        tracker.roll_for_turn(game=game)  # the change that met the loss
    tracker.roll_for_turn(game=game)  # the next connects again, and holds the table again
    with raw(fresh_club_db, BOB) as bob:
        assert not row(bob.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]


def test_an_organiser_takes_the_table_over_and_the_player_watches(
    fresh_club_db: DatabaseLocation, alices_muster: subprocess.Popen[str]
) -> None:
    opened_as(fresh_club_db, BOB)
    game = the_game()
    assert not tracker.take_table(game)  # a player takes over nothing
    opened_as(fresh_club_db, ORGANISER)
    assert not tracker.claim_table(game)  # he watches, until he takes it over
    assert tracker.take_table(game)
    tracker.roll_for_turn(game=game)
    with raw(fresh_club_db, ALICE) as alice:
        assert not row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        assert row(alice.execute("SELECT muster_claimed_elsewhere(1, %s)", (game.id,)))[0]


def test_no_login_holds_a_table_he_does_not_play_at(
    pg_server: Server, two_clubs: DatabaseLocation
) -> None:
    """Not a member, a member who keeps no warband of the game, another club's organiser:
    none claims the table, takes it over, or keeps a dead claim held by taking its lock."""
    opened_as(two_clubs, OWNER)
    game = the_game()
    close_database()
    with raw(two_clubs, ORGANISER) as olga:
        olga.execute(
            "INSERT INTO campaign_member (campaign_id, role, kind) "
            "SELECT campaign_id, %s, 'player' FROM game WHERE id = %s",
            (VERA, game.id),
        )
    for role in (NINA, VERA, VICTOR):
        with raw(two_clubs, role) as outsider:
            for call in ("muster_claim", "muster_take_claim"):
                sql = f"SELECT {call}(1, %s)"
                assert not row(outsider.execute(sql, (game.id,)))[0], (role, call)
            assert (
                row(
                    outsider.execute(
                        "SELECT count(*) FROM muster_tables_in_play(%s)", (game.campaign_id,)
                    )
                )[0]
                == 0
            )
    with raw(two_clubs, ALICE) as alice, raw(two_clubs, NINA) as nina:
        assert row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        with pg_server.cluster.admin_connection(two_clubs.dbname) as admin:
            (key,) = admin.execute("SELECT key FROM muster_claim").fetchone()
        # nina cannot take the lock alice's session holds; once alice is gone she takes it,
        # and still holds no claim: the table is free for its players
        assert not row(nina.execute("SELECT pg_try_advisory_lock(%s, %s)", (CLAIM_CLASS, key)))[0]
        alice.close()
        nina.execute("SET lock_timeout = '60s'")
        nina.execute("SELECT pg_advisory_lock(%s, %s)", (CLAIM_CLASS, key))
        with raw(two_clubs, BOB) as bob:
            assert row(bob.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]


def test_a_restored_claim_is_held_by_nobody(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """A claim row as a dump restored onto another server brings it: no session holds its
    lock there, so the game's players take the table."""
    opened_as(fresh_club_db, OWNER)
    game = the_game()
    close_database()
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        admin.execute(
            "INSERT INTO muster_claim (kind, row_id, campaign_id, role, login, key, since) "
            "VALUES (1, %s, %s, %s, %s, 4242, now())",
            (game.id, game.campaign_id, ALICE, ALICE),
        )
    with raw(fresh_club_db, BOB) as bob:
        assert row(bob.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        (holder,) = row(
            bob.execute("SELECT role FROM muster_tables_in_play(%s)", (game.campaign_id,))
        )
        assert holder == BOB


def test_outsiders_read_nothing_of_the_claims(fresh_club_db: DatabaseLocation) -> None:
    with raw(fresh_club_db, NINA) as nina:
        for sql in ("SELECT * FROM muster_claim", "SELECT muster_claim_held(1, 'x', false)"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                nina.execute(sql)


def test_a_muster_whose_table_was_taken_over_lets_go_of_its_lock(
    fresh_club_db: DatabaseLocation,
) -> None:
    """Its lock names no claim any more: its next claim or release lets go of it, so a
    takeover leaves nothing held behind."""
    opened_as(fresh_club_db, OWNER)
    game = the_game()
    close_database()
    held = (
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2 "
        "AND classid = %s::oid AND pid = pg_backend_pid()"
    )
    with raw(fresh_club_db, ALICE) as alice, raw(fresh_club_db, ORGANISER) as olga:
        assert row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        assert row(alice.execute(held, (CLAIM_CLASS,)))[0] == 1
        assert row(olga.execute("SELECT muster_take_claim(1, %s)", (game.id,)))[0]
        assert row(alice.execute(held, (CLAIM_CLASS,)))[0] == 1  # until she hears of it
        assert not row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]
        assert row(alice.execute(held, (CLAIM_CLASS,)))[0] == 0
        olga.execute("SELECT muster_release(1, %s)", (game.id,))
        assert row(olga.execute(held, (CLAIM_CLASS,)))[0] == 0
        assert row(alice.execute("SELECT muster_claim(1, %s)", (game.id,)))[0]

"""Clubs apart by construction: a database per club, on the server the docs describe
(docs/club-server.md, *Clubs apart: a database per club*).

The server of tests/models/test_club_apart.py begins as a server set up before this advice:
two clubs in one database (campaign A: olga, alice, bob; campaign V: victor, vera; carol a
member of nothing). ``club init`` closes it to outsiders; a second database is made for V's
club as the docs make it, and ``club move`` moves V there with its members. Each login then
connects, through psql, only where he is a member; a notice in one database is heard in no
other; the moved campaign's members play in its new database, and the old one has it no more.
"""

from __future__ import annotations

import os
import subprocess
from typing import Any

import psycopg
import pytest

from models import club
from models.campaigns import campaign_named
from models.characters import rename_character
from models.errors import MusterError
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import Character
from tests.club_data import (
    ALICE,
    BOB,
    CAMPAIGN,
    CAROL,
    OTHER,
    PASSWORD,
    VERA,
    VICTOR,
    as_role,
    raw,
    url_as,
)
from tests.conftest import Server
from tests.postgres_cluster import row
from tests.test_command_line import run_muster

REFUSED = "permission denied for database"


def psql(pg_server: Server, dbname: str, role: str, sql: str) -> subprocess.CompletedProcess[str]:
    """``sql`` run by ``role`` in ``dbname`` with PostgreSQL's own psql."""
    command = [
        str(pg_server.cluster.bin / "psql"), "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1",
        "-h", "127.0.0.1", "-p", str(pg_server.cluster.port), "-U", role, "-d", dbname,
        "-c", sql,
    ]  # fmt: skip
    return subprocess.run(
        command,
        env={**os.environ, "PGPASSWORD": PASSWORD},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def campaigns_seen(pg_server: Server, dbname: str, role: str) -> list[str] | str:
    """The campaigns ``role`` reads in ``dbname`` through psql, or why he could not connect."""
    done = psql(pg_server, dbname, role, "SELECT name FROM campaign ORDER BY name")
    if done.returncode != 0:
        assert REFUSED in done.stderr, done.stderr
        return REFUSED
    return done.stdout.splitlines()


def heard(conn: psycopg.Connection[Any]) -> list[str]:
    return [n.payload for n in conn.notifies(timeout=0.3)]


def test_two_clubs_in_two_databases_and_a_campaign_moved_with_its_members(
    pg_server: Server, two_clubs: DatabaseLocation
) -> None:
    shared = two_clubs.dbname
    # the single-database server, closed to outsiders by club init
    done = run_muster("club", "init", "--db", pg_server.cluster.url(shared))
    assert done.returncode == 0, done.stderr
    assert f"Only muster and the members of its campaigns may connect to {shared}" in done.stdout
    assert campaigns_seen(pg_server, shared, CAROL) == REFUSED
    assert campaigns_seen(pg_server, shared, ALICE) == [CAMPAIGN]
    assert campaigns_seen(pg_server, shared, VICTOR) == [OTHER]

    with pg_server.database(template=None) as north:
        # the administrator's database for V's club; its owner sets it up
        done = run_muster("club", "init", "--db", pg_server.cluster.url(north.dbname))
        assert done.returncode == 0, done.stderr
        for role in (VICTOR, VERA, ALICE, CAROL):
            assert campaigns_seen(pg_server, north.dbname, role) == REFUSED

        to = pg_server.cluster.url(north.dbname)
        done = run_muster("club", "move", "--db", pg_server.cluster.url(shared),
                          "--campaign", OTHER, "--to", to)  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"Moved “{OTHER}” to ")

        # each login connects only where he is a member, through psql
        assert campaigns_seen(pg_server, north.dbname, VICTOR) == [OTHER]
        assert campaigns_seen(pg_server, north.dbname, VERA) == [OTHER]
        for role in (ALICE, BOB, CAROL):
            assert campaigns_seen(pg_server, north.dbname, role) == REFUSED
        for role in (VICTOR, VERA, CAROL):
            assert campaigns_seen(pg_server, shared, role) == REFUSED
        assert campaigns_seen(pg_server, shared, ALICE) == [CAMPAIGN]
        with pg_server.cluster.admin_connection(shared) as admin:
            assert admin.execute(
                "SELECT count(*) FROM campaign WHERE name = %s", (OTHER,)
            ).fetchone() == (0,)
            assert admin.execute(
                "SELECT count(*) FROM campaign_member WHERE role IN (%s, %s)", (VICTOR, VERA)
            ).fetchone() == (0,)

        # the members there as they were (muster made the demo, so organises it too), and
        # victor organises it
        done = run_muster("club", "list", "--db", url_as(north, VICTOR), "--campaign", OTHER)
        assert done.returncode == 0, done.stderr
        listed = {line.split()[0]: line.split()[1] for line in done.stdout.splitlines()}
        assert listed == {"muster": "organiser", VICTOR: "organiser", VERA: "player"}

        # vera plays in the new database, through Muster: her warrior renamed, another's not
        open_database(as_role(north, VERA))
        try:
            hers = club.role_in(campaign_named(OTHER))
            assert hers is not None and hers.kind == "player" and len(hers.warbands) == 1
            mine = Character.select().where(Character.warband.in_(hers.warbands)).first()
            rename_character(character=mine, name="Vera's Champion")
            theirs = Character.select().where(Character.warband.not_in(hers.warbands)).first()
            with pytest.raises(MusterError):
                rename_character(character=theirs, name="Not hers")
        finally:
            close_database()
        with pg_server.cluster.admin_connection(north.dbname) as admin:
            names = {name for (name,) in admin.execute('SELECT name FROM "character"')}
        assert "Vera's Champion" in names and "Not hers" not in names

        # a notice in one club's database is heard in no other, whoever knows the channel
        with (
            raw(two_clubs, ALICE) as alice,
            raw(two_clubs, BOB) as bob,
            raw(north, VICTOR) as victor,
        ):
            channel = row(alice.execute("SELECT muster_channel()"))[0]
            alice.execute(f'LISTEN "{channel}"')
            alice.execute("LISTEN muster_changes")
            victor.execute("SELECT pg_notify(%s, 'from the other club')", (channel,))
            victor.execute("NOTIFY muster_changes, 'from the other club'")
            v = row(victor.execute("SELECT id FROM campaign"))[0]
            victor.execute("SELECT muster_notify(%s, ARRAY['character'])", (v,))
            assert heard(alice) == []
            bob.execute("SELECT pg_notify(%s, 'same club')", (channel,))  # the listener works
            assert heard(alice) == ["same club"]

        # club remove lets a member out of the database once he is in none of its campaigns
        done = run_muster("club", "remove", "--db", url_as(north, VICTOR), "--campaign", OTHER,
                          "--role", VERA)  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert campaigns_seen(pg_server, north.dbname, VERA) == REFUSED
        assert campaigns_seen(pg_server, north.dbname, VICTOR) == [OTHER]

"""A club on the test server: login roles, and a campaign with an organiser and two players,
made as docs/club-server.md makes them: the database's owner (``muster``, no superuser)
creates the campaigns, and its organiser's and players' logins, with their passwords, through
``models.club`` (``main.py club add-organiser`` / ``add-player``).

The demo's Caliburn's Wrath campaign:

- ``club_olga`` organises it;
- ``club_alice`` keeps the Knights of Camelot, ``club_bob`` the Green Chapel, whose
  warriors carry kit and whose stash holds some;
- its undecided game is being played at the table (the tracker);
- ``club_nina`` is a login of the server and a member of nothing (the administrator's).

The Beastrider Wars demo campaign has no member but the owner who created it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import psycopg

from models import club
from models.campaigns import list_campaigns
from models.store.location import DatabaseLocation, parse_location
from models.store.schema import Campaign, Character, Game, Purchase, Warband
from tests.conftest import Server
from tests.postgres_cluster import ADMIN_PASSWORD

ORGANISER, ALICE, BOB, NINA = "club_olga", "club_alice", "club_bob", "club_nina"
ROLES = (ORGANISER, ALICE, BOB, NINA)
PASSWORD = ADMIN_PASSWORD
CAMPAIGN = "Demo: Caliburn's Wrath"
ALICES, BOBS = "Knights of Camelot", "The Green Chapel"


def make_roles(server: Server) -> None:
    """The login of the server who is a member of nothing (the cluster's, made once per run);
    the members' are made with the club (:func:`populate`)."""
    with server.cluster.admin_connection() as conn:
        found = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (NINA,)).fetchone()
        if not found:
            conn.execute(f"CREATE ROLE {NINA} LOGIN PASSWORD '{PASSWORD}'")


def populate() -> None:
    from models.demo import create_demo_campaigns
    from models.stash import move_kit
    from models.tracker import start_tracking

    create_demo_campaigns()
    campaign = Campaign.get(Campaign.name == CAMPAIGN)
    bobs = Warband.get(Warband.name == BOBS)
    carried = Purchase.select().join(Character).where(Character.warband == bobs).first()
    stashed = (
        Purchase.select()
        .join(Character)
        .where((Character.warband == bobs) & (Purchase.id != carried.id))
        .first()
    )
    move_kit(purchase=stashed, to=None)
    start_tracking(game=Game.get((Game.campaign == campaign) & (Game.result == "unrecorded")))
    club.add_organiser(campaign=campaign, role=ORGANISER, password=PASSWORD)
    club.add_player(campaign=campaign, role=ALICE, warbands=[ALICES], password=PASSWORD)
    club.add_player(campaign=campaign, role=BOB, warbands=[BOBS], password=PASSWORD)
    assert len(list_campaigns()) == 2


def club_template(server: Server) -> str:
    make_roles(server)
    return server.template("club", populate)


def drop_login(admin: psycopg.Connection[Any], role: str) -> None:
    """Drop the login ``role``, if there is one, as the administrator (membership granted it
    CONNECT on club databases: DROP OWNED BY takes that first, as docs/club-server.md says)."""
    if admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
        admin.execute(f'DROP OWNED BY "{role}"')
        admin.execute(f'DROP ROLE "{role}"')


def url_as(location: DatabaseLocation, role: str) -> str:
    """The location as ``role`` types it, password and all."""
    return f"postgresql://{role}:{PASSWORD}@{location.host}:{location.port}/{location.dbname}"


def as_role(location: DatabaseLocation, role: str) -> DatabaseLocation:
    return parse_location(url_as(location, role))


@contextlib.contextmanager
def raw(
    location: DatabaseLocation, role: str, password: str = PASSWORD
) -> Iterator[psycopg.Connection[Any]]:
    """A plain psycopg connection as ``role`` (what a player's psql is), autocommitting."""
    with psycopg.connect(
        host=location.host,
        port=location.port,
        dbname=location.dbname,
        user=role,
        password=password,
        autocommit=True,
    ) as conn:
        yield conn


# A second club on the same server (tests/models/conftest.py, ``two_clubs``): campaign V,
# the Beastrider Wars demo, organised by victor, vera keeping its first warband; carol is
# NINA, a login who is a member of nothing.
VICTOR, VERA = "club_victor", "club_vera"
CAROL = NINA
OTHER = "Demo: The Beastrider Wars"
TABLES = (
    "campaign", "warband", "character", "purchase", "game", "game_side", "game_character",
    "history_entry", "tracked_game", "tracked_character", "tracker_entry", "campaign_member",
    "warband_owner", "game_report", "report_event",
)  # fmt: skip


def campaign_id(conn: psycopg.Connection, name: str) -> int:
    row = conn.execute("SELECT id FROM campaign WHERE name = %s", (name,)).fetchone()
    assert row is not None, f"no campaign {name!r}"
    return row[0]


def hashes(
    pg_server: Server, location: DatabaseLocation, name: str, tables: tuple[str, ...] = TABLES
) -> dict[str, str]:
    """Every row of the campaign ``name``, table by table, as the administrator reads them."""
    with pg_server.cluster.admin_connection(location.dbname) as admin:
        cid = campaign_id(admin, name)
        found = {}
        for table in tables:
            key = "id" if table == "campaign" else "campaign_id"
            found[table] = admin.execute(
                "SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')), count(*) "
                f'FROM "{table}" t WHERE t.{key} = %s',
                (cid,),
            ).fetchone()
        return found

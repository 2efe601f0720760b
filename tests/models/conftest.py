"""The models suite runs on both engines: every test that uses the ``database`` fixture runs
once on a SQLite file and once on a database of the test PostgreSQL server (as Peewee's own
suite runs each test on every backend). Tests about SQLite files themselves (backups of
files, damaged files, pragmas, read-only files) are marked ``sqlite_only``."""

from __future__ import annotations

import pytest

from models.store.location import DatabaseLocation
from tests.club_data import OTHER, PASSWORD, VERA, VICTOR, campaign_id
from tests.conftest import POSTGRES, SQLITE, Server


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "engine" not in metafunc.fixturenames:
        return
    if metafunc.definition.get_closest_marker("sqlite_only"):
        return
    metafunc.parametrize("engine", [SQLITE, POSTGRES], indirect=True)


@pytest.fixture
def two_clubs(pg_server: Server, fresh_club_db: DatabaseLocation) -> DatabaseLocation:
    """The club's database, with campaign V organised by victor, vera keeping its first
    warband."""
    with pg_server.cluster.admin_connection() as admin:
        for role in (VICTOR, VERA):
            if not admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
                admin.execute(f"CREATE ROLE {role} LOGIN PASSWORD '{PASSWORD}'")
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        v = campaign_id(admin, OTHER)
        admin.execute(
            "INSERT INTO campaign_member (campaign_id, role, kind) VALUES (%s, %s, 'organiser'), "
            "(%s, %s, 'player')",
            (v, VICTOR, v, VERA),
        )
        band = admin.execute(
            "SELECT id FROM warband WHERE campaign_id = %s ORDER BY id LIMIT 1", (v,)
        ).fetchone()[0]
        member = admin.execute(
            "SELECT id FROM campaign_member WHERE role = %s", (VERA,)
        ).fetchone()[0]
        admin.execute(
            "INSERT INTO warband_owner (warband_id, member_id) VALUES (%s, %s)", (band, member)
        )
    return fresh_club_db

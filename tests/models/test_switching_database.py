"""Opening another database in place of the bound one (the app's Connect to a club server… and
Open local file…), and looking at a server without opening it (Test connection)."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.campaigns import create_campaign
from models.errors import DatabaseUnusableError, ServerUnavailableError
from models.store.connection import close_database, db
from models.store.lifecycle import switch_database
from models.store.location import DatabaseLocation, parse_location
from models.store.schema import Campaign
from models.store.server import probe_server
from rules.games import CALIBURN
from tests.conftest import Server
from tests.postgres_cluster import free_port


def test_the_new_database_replaces_the_old_one_once_it_is_open(database, tmp_path: Path):
    create_campaign(name="Before", game=CALIBURN)
    before = db.obj
    other = tmp_path / "other.sqlite3"
    opened = switch_database(other)
    try:
        assert opened.path == other and db.obj is not before
        assert before.is_closed()
        assert Campaign.select().count() == 0
    finally:
        close_database()


def test_a_database_that_cannot_be_opened_leaves_the_old_one_bound(database, tmp_path: Path):
    create_campaign(name="Before", game=CALIBURN)
    before = db.obj
    not_a_database = tmp_path / "notes.sqlite3"
    not_a_database.write_text("these are my notes, not a database " * 100)
    nowhere = parse_location(f"postgresql://kai@127.0.0.1:{free_port()}/club")
    for location in (DatabaseLocation.file(not_a_database), nowhere):
        with pytest.raises(DatabaseUnusableError):
            switch_database(location)
        assert db.obj is before
        assert [c.name for c in Campaign.select()] == ["Before"]


def test_probing_a_server_says_what_it_holds_and_binds_nothing(
    database, pg_server: Server, pg_database: DatabaseLocation
):
    before = db.obj
    assert probe_server(pg_database) == (
        f"Connected to {pg_database.dbname} on 127.0.0.1: it holds no campaign yet."
    )
    empty = pg_server.create(template=None)
    try:
        assert "The database is empty: Muster creates its tables there" in probe_server(empty)
    finally:
        pg_server.drop(empty)
    with pytest.raises(ServerUnavailableError, match="there is no database 'nowhere'"):
        probe_server(
            DatabaseLocation.server(
                host="127.0.0.1",
                port=pg_database.port,
                dbname="nowhere",
                user=pg_database.user,
                password=pg_database.password,
            )
        )
    assert db.obj is before

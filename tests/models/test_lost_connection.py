"""A connection the club server dropped: what was being done is refused in words that fit it,
and the next action connects again."""

from __future__ import annotations

import pytest

from models.campaigns import create_campaign, list_campaigns
from models.errors import DatabaseWriteError, ServerUnavailableError
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.server_errors import CONNECTION_LOST_MESSAGE, CONNECTION_LOST_READING
from rules.games import CALIBURN
from tests.conftest import Server


def drop_connections(pg_server: Server, location: DatabaseLocation) -> None:
    with pg_server.cluster.admin_connection() as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s "
            "AND pid <> pg_backend_pid()",
            (location.dbname,),
        )


def test_a_lost_connection_while_reading_says_nothing_could_be_read(
    pg_database: DatabaseLocation, pg_server: Server
) -> None:
    open_database(pg_database)
    create_campaign(name="Autumn", game=CALIBURN)
    drop_connections(pg_server, pg_database)
    with pytest.raises(ServerUnavailableError) as lost:
        list_campaigns()
    assert str(lost.value) == CONNECTION_LOST_READING
    assert "not saved" not in CONNECTION_LOST_READING
    assert [c.name for c in list_campaigns()] == ["Autumn"]  # connected again

    drop_connections(pg_server, pg_database)
    with pytest.raises(DatabaseWriteError) as refused:
        create_campaign(name="Winter", game=CALIBURN)
    assert str(refused.value) == CONNECTION_LOST_MESSAGE
    assert [c.name for c in list_campaigns()] == ["Autumn"]


def test_peewee_can_tell_a_usable_connection_from_a_lost_one(
    pg_database: DatabaseLocation, pg_server: Server
) -> None:
    """Peewee's own look at the connection (a pool, a reconnect) reads the driver's states,
    which its adapter took while the driver was hidden from its import (models/__init__.py)."""
    from models.store.connection import db

    open_database(pg_database)
    list_campaigns()
    assert db.obj.is_connection_usable()
    drop_connections(pg_server, pg_database)
    with pytest.raises(ServerUnavailableError):
        list_campaigns()
    assert not db.obj.is_connection_usable()

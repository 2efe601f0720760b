"""A club server costs no more statements than a file: the same operation sends the same SQL
on both engines (the write lock travels with BEGIN, the change notice with COMMIT), opening an
up-to-date server reads as little as opening a file, and a bulk load leaves the server's
planner knowing the tables' sizes."""

from __future__ import annotations

from pathlib import Path

from playhouse.test_utils import count_queries

from models import campaigns, characters, shop
from models.changes import create_many
from models.store.connection import close_database, db
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import HistoryEntry


def _statements(location: Path | DatabaseLocation) -> dict[str, int]:
    """The statements of opening ``location`` (its schema already current) and of one
    purchase there."""
    open_database(location)  # creates Muster's tables
    try:
        campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
        band = campaigns.create_warband(campaign=campaign, name="Camelot")
        kai = characters.recruit(warband=band, profile="sir_kai")
    finally:
        close_database()
    with count_queries() as opening:
        open_database(location)
    try:
        with count_queries() as buying:
            shop.buy_item(character=kai, item="helmet")
    finally:
        close_database()
    return {"open": opening.count, "buy": buying.count}


def test_a_server_sends_the_statements_a_file_does(
    db_path: Path, pg_database: DatabaseLocation
) -> None:
    on_file = _statements(db_path)
    on_server = _statements(pg_database)
    assert on_server == on_file


def test_a_bulk_load_refreshes_the_servers_statistics(pg_database: DatabaseLocation) -> None:
    open_database(pg_database)
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    first = HistoryEntry.select().count() + 1000
    rows = [
        {
            "id": first + n,
            "campaign": campaign.id,
            "warband": None,
            "character": None,
            "game": None,
            "kind": "note",
            "text": f"Entry {n}",
            "details": {},
            "created": campaign.created,
        }
        for n in range(1500)
    ]
    with db.atomic():
        create_many(HistoryEntry, rows)
    # ANALYZE sets the planner's row estimate; a table never analyzed has -1.
    (estimate,) = db.execute_sql(
        "SELECT reltuples FROM pg_class WHERE relname = 'history_entry'"
    ).fetchone()
    assert estimate >= 1500

"""Imports under attack: a full disk mid-transaction, hostile numbers and sizes, and documents
the database check would call inconsistent. Each is refused in plain words, with the JSON path
of the problem, and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.errors import DatabaseWriteError
from models.exchange import export_json, import_campaign
from models.store.backup import IMPORT, list_backups
from models.store.connection import db
from models.store.schema import Campaign, HistoryEntry
from tests.exchange_data import played_campaigns


def test_a_disk_that_fills_up_during_the_import_is_a_clear_message(database: Path) -> None:
    """The backup before the import fits, the import's own transaction does not: SQLite's
    real "database or disk is full" from the bulk insert (executemany) reads as words."""
    _beastrider, caliburn = played_campaigns()
    text = export_json(caliburn)
    campaigns, entries = Campaign.select().count(), HistoryEntry.select().count()
    pages = db.execute_sql("PRAGMA page_count").fetchone()[0]
    db.execute_sql(f"PRAGMA max_page_count = {pages}")  # not one page more
    with pytest.raises(DatabaseWriteError, match="The disk is full"):
        import_campaign(text, db_path=database)
    db.execute_sql("PRAGMA max_page_count = 1073741823")
    assert (Campaign.select().count(), HistoryEntry.select().count()) == (campaigns, entries)
    assert [b.reason for b in list_backups(database)] == [IMPORT]

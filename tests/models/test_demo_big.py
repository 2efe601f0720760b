"""The big benchmark campaign has the promised size and passes the database check."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.check import check_database
from models.demo_big import create_big_campaign
from models.exchange import export_campaign
from models.exchange.reader import read_document
from models.store.schema import (
    DEAD,
    Character,
    Game,
    GameCharacter,
    HistoryEntry,
    Purchase,
    Warband,
)


@pytest.mark.sqlite_only  # 50 s on a server; its speed there is measured by make bench
@pytest.mark.slow
def test_big_campaign_size_and_consistency(database: Path) -> None:
    campaign = create_big_campaign(seed=7)
    assert Warband.select().where(Warband.campaign == campaign).count() == 24
    assert Character.select().count() == 3_000
    assert Character.select().where(Character.status == DEAD).count() == 1_000
    assert Game.select().count() == 1_200
    assert HistoryEntry.select().count() == 60_000
    assert Purchase.select().count() == 10_000
    assert Character.select().where(Character.gold < 0).count() == 0
    # Games are linked into one story; the check finds nobody fielded after his death.
    assert Game.select().where(Game.follows.is_null()).count() == 1
    assert GameCharacter.select().count() == 1_200 * 16
    report = check_database(repair=False)
    assert report.ok, report.render()
    # Its campaign file is one the importer accepts, as the operations would have written it.
    assert len(read_document(export_campaign(campaign)).games) == 1_200

"""The big benchmark campaign has the promised size and passes the database check."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from models import limits
from models.check import check_database
from models.exchange import export_campaign, export_json
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
from tests.campaign_schema import schema_problems
from tools.demo_big import create_big_campaign

FULL = os.environ.get("MUSTER_BIG_TEST") == "full"


@pytest.mark.sqlite_only  # 50 s on a server; its speed there is measured by make bench
@pytest.mark.skipif(not FULL, reason="make big-test (MUSTER_BIG_TEST=full)")
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
    # Its campaign file is one the importer accepts, as the operations would have written it,
    # and the published schema too.
    exported = export_campaign(campaign)
    assert len(read_document(exported).games) == 1_200
    assert schema_problems(exported) == []
    # The limits agree: a campaign at every count, each record as large as the largest here,
    # is a file the import takes (models/limits.py).
    largest = {"characters": 0, "games": 0, "history": 0}
    listed = ""
    for line in export_json(campaign).splitlines():
        if line.startswith('  "') and line.endswith("["):
            listed = line.split('"')[1]
        elif line.startswith("    "):
            size = len(line.encode("utf-8"))
            if listed == "warbands":  # a warband line holds its warriors
                size //= max(1, line.count('"profile": '))
            largest["characters" if listed == "warbands" else listed] = max(
                largest["characters" if listed == "warbands" else listed], size
            )
    at_the_limits = sum(limits.LIMITS[kind] * size for kind, size in largest.items())
    assert at_the_limits < limits.MAX_FILE_BYTES, (largest, at_the_limits)

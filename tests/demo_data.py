"""The demo campaigns for a test, a tenth of the time.

`models.demo.create_demo_campaigns` runs some 650 queries (a third of a second), and a
hundred tests a worker start from it. The first test of a process makes them for real and
keeps a snapshot of its fresh SQLite file (``VACUUM INTO``); a later test on a fresh SQLite
file gets the snapshot's rows copied in, table by table, on its own connection. On the club
server, or in a database that already holds something, they are made for real each time.
``tests/models/test_demo.py`` tests the real thing.
"""

from __future__ import annotations

import atexit
import datetime as dt
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import peewee

from models import tracker
from models.demo import create_demo_campaigns
from models.outcomes import record_outcome
from models.store.connection import db
from models.store.schema import ALL_MODELS, UNRECORDED, Campaign, Game, GameSide, utcnow
from rules import tracker as t
from rules.data import BEASTRIDER

_snapshot: tuple[dt.date, Path] | None = None  # the day it was made (demo dates follow today)
_FRESH = {"schema_version"}  # the only table a fresh database has rows in


def demo_campaigns() -> list[Campaign]:
    """What ``create_demo_campaigns()`` makes, in the bound database: the Beastrider Wars
    demo, then the Caliburn's Wrath one."""
    global _snapshot
    fresh = _is_fresh_sqlite()
    if fresh and _snapshot is not None and _snapshot[0] == utcnow().date():
        _copy_in(_snapshot[1])
        return list(Campaign.select().order_by(Campaign.id))
    campaigns = create_demo_campaigns()
    if fresh:
        folder = Path(tempfile.mkdtemp(prefix="muster-demo-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        db.execute_sql("VACUUM INTO ?", (str(folder / "demo.sqlite3"),))
        _snapshot = (utcnow().date(), folder / "demo.sqlite3")
    return campaigns


def _is_fresh_sqlite() -> bool:
    if not isinstance(db.obj, peewee.SqliteDatabase):
        return False
    return not any(
        model.select().exists() for model in ALL_MODELS if model._meta.table_name not in _FRESH
    )


def _copy_in(path: Path) -> None:
    db.execute_sql("ATTACH DATABASE ? AS demo", (str(path),))
    try:
        with db.atomic():
            db.execute_sql("PRAGMA defer_foreign_keys = ON")  # a warband and its leader
            for model in ALL_MODELS:
                table = model._meta.table_name
                if table not in _FRESH:
                    db.execute_sql(f'INSERT INTO main."{table}" SELECT * FROM demo."{table}"')
    finally:
        db.execute_sql("DETACH DATABASE demo")


@dataclass(frozen=True)
class Corrected:
    """A game played at the table and corrected since: whose death, and by whom at the table
    and in the record now."""

    game: Game
    victim: str
    killed_at_the_table_by: str
    killed_by: str


def played_and_corrected(campaign: Campaign) -> Corrected:
    """The campaign's game still to play, played at the table (a blow and a death), recorded
    as the table says, then corrected: the dead warrior was killed by another of his killer's
    side. Its page, and its log, then tell two stories unless the page says which holds."""
    game = Game.get((Game.campaign == campaign) & (Game.result == UNRECORDED))
    tracker.start_tracking(game=game, seed=7)
    tracking = tracker.read_tracking(game)
    assert tracking is not None
    sides: dict[int, list[int]] = {}
    for place, seat in sorted(tracking.table.seats.items()):
        sides.setdefault(seat.side, []).append(place)
    victim, (killer, other) = sides[1][0], sides[0][:2]
    victim_fielded, other_fielded = tracking.fielded[victim], tracking.fielded[other]
    assert victim_fielded is not None and other_fielded is not None  # nobody deleted
    beastrider = tracking.rules.id == BEASTRIDER
    if beastrider:  # a die lost at each blow, and killed by the one after the last (B1)
        for _blow in range(12):
            tracker.track(game=game, change=t.Change(t.LOSE, who=victim, by=killer, what=t.DEFEND))
            so_far = tracker.tracked_outcome(game)
            if so_far is not None and so_far.outcomes[victim_fielded].get("killed"):
                break
    else:
        tracker.track(game=game, change=t.Change(t.WOUND, who=victim, by=killer, what=t.LEG))
        tracker.track(game=game, change=t.Change(t.KILL, who=victim, by=killer, what=t.SLAIN))
    played = tracker.tracked_outcome(game)
    assert played is not None
    winner = GameSide.select().where(GameSide.game == game).order_by(GameSide.id).first().warband
    record_outcome(
        game=game, winner=winner, outcomes=played.outcomes, relic_carrier=played.relic_carrier
    )
    corrected = {gc: dict(outcome) for gc, outcome in played.outcomes.items()}
    corrected[victim_fielded]["killed_by"] = other_fielded
    record_outcome(game=game, winner=winner, outcomes=corrected, relic_carrier=played.relic_carrier)
    names = {place: seat.name for place, seat in tracking.table.seats.items()}
    return Corrected(Game.get_by_id(game.id), names[victim], names[killer], names[other])

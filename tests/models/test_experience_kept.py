"""Experience kept (K6) at the doors that add up gold: the import of a campaign file refuses,
and the database check reports, a warrior whose XP does not add up to what his recorded games
awarded, or who bought an advance with XP he did not have. XP left below 0 after a correction
is no finding: the correction took back XP he had spent already."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from models import campaigns, characters, games, history, outcomes
from models.check import check_database
from models.check import report as found
from models.errors import DocumentError
from models.exchange import export_campaign, import_campaign
from models.games import SidePlan
from models.store.schema import Campaign, Character, HistoryEntry, Warband
from models.upgrades import add_upgrade


def played(database: Path) -> tuple[Campaign, Warband, list[Any]]:
    """A Beastrider campaign with experience on: Eldric's Stags win three games (2 XP each),
    then he buys an extra attack die (5 XP), 1 XP left."""
    campaign = campaigns.create_campaign(name="Border", game="beastrider_wars")
    stags = campaigns.create_warband(campaign=campaign, name="Stags")
    bears = campaigns.create_warband(campaign=campaign, name="Bears")
    eldric = characters.recruit(warband=stags, profile="stagrider", name="Eldric")
    characters.recruit(warband=bears, profile="bear_rider", name="Brann")
    plan = [SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in (stags, bears)]
    played = []
    for _ in range(3):
        game = games.create_game(campaign=campaign, scenario="skirmish", sides=plan)
        outcomes.record_outcome(game=game, winner=stags, outcomes={})
        played.append(game)
    add_upgrade(character=Character.get_by_id(eldric.id), kind="attack")
    return campaign, stags, played


def eldrics(document: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """Eldric's key in the file, and his history entries."""
    key = next(
        c["id"] for w in document["warbands"] for c in w["characters"] if c["name"] == "Eldric"
    )
    return key, [e for e in document["history"] if e.get("character") == key]


def refused(document: dict[str, Any]) -> str:
    with pytest.raises(DocumentError) as caught:
        import_campaign(document)
    return str(caught.value)


def test_the_import_refuses_xp_that_does_not_add_up(database: Path) -> None:
    campaign, _stags, _games = played(database)
    document = export_campaign(campaign) | {"name": "Border again"}

    more = copy.deepcopy(document)
    _key, entries = eldrics(more)
    next(e for e in entries if e["details"].get("xp_earned"))["details"]["xp_earned"] = 5
    assert refused(more) == (
        "warbands[0].characters[0]: Eldric's recorded games awarded him 6 XP, but his history "
        "adds up to 9 XP earned (K6)"
    )

    dearer = copy.deepcopy(document)
    _key, entries = eldrics(dearer)
    next(e for e in entries if e["details"].get("xp_spent"))["details"]["xp_spent"] = 7
    assert refused(dearer) == (
        "warbands[0].characters[0]: Eldric's history tells of an advance that cost 7 XP when "
        "he had 6 XP left: an advance is paid with XP he has (K6)"
    )
    assert Campaign.select().count() == 1  # nothing of either was kept
    import_campaign(document)  # the file as exported imports


def test_the_check_reports_xp_that_does_not_add_up(database: Path) -> None:
    _campaign, _stags, _games = played(database)
    assert check_database(repair=False).ok
    eldric = Character.get(Character.name == "Eldric")
    paid = HistoryEntry.get(
        (HistoryEntry.character == eldric.id) & (HistoryEntry.kind == history.UPGRADE)
    )
    paid.details = {**paid.details, "xp_spent": 8}
    paid.save()
    history.write(character=eldric, kind=history.NOTE, text="A gift.", details={"xp_earned": 4})
    report = check_database(repair=False)
    assert [p.text for p in report.problems if p.kind == found.HISTORY_DISAGREES] == [
        "In campaign “Border”, warband “Stags”: Eldric's recorded games awarded him 6 XP, but "
        "his history adds up to 10 XP earned (K6).",
        "In campaign “Border”, warband “Stags”: Eldric's history tells of an advance that cost "
        "8 XP when he had 6 XP left: an advance is paid with XP he has (K6).",
    ]


def test_xp_left_below_nothing_after_a_correction_checks_and_imports_clean(
    database: Path,
) -> None:
    campaign, _stags, recorded = played(database)
    for game in recorded:  # none of the three was won after all: 1 XP each
        outcomes.record_outcome(game=game, winner=None, outcomes={})
    eldric = Character.get(Character.name == "Eldric")
    assert history.xp_accounts([eldric.id])[eldric.id].left == 3 - 5
    assert check_database(repair=False).ok
    again = import_campaign(export_campaign(campaign) | {"name": "Border again"})
    assert again.name == "Border again"
    assert check_database(repair=False).ok

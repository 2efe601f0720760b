"""Advances kept (K6) at the doors: the import of a campaign file refuses, and the database check
reports, an advance paid when the warrior already had the campaign's limit of that kind (in
Caliburn's Wrath: an extra combat die past 5d6), one paid with XP that is not a whole number,
and XP given back for no advance paid. Upgrades taken free before experience was switched on
may exceed the limit."""

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
from models.store.schema import Campaign, Character, GameCharacter, HistoryEntry, Warband
from models.upgrades import add_upgrade, advance, remove_upgrade

STAGS = "In campaign “Border”, warband “Stags”: "


def border(database: Path, games_won: int = 3, **settings: Any) -> tuple[Campaign, Warband]:
    """A Beastrider campaign: Eldric's Stags win ``games_won`` games (2 XP each)."""
    campaign = campaigns.create_campaign(
        name="Border", game="beastrider_wars", house_rules=dict(settings)
    )
    stags = campaigns.create_warband(campaign=campaign, name="Stags")
    bears = campaigns.create_warband(campaign=campaign, name="Bears")
    characters.recruit(warband=stags, profile="stagrider", name="Eldric")
    characters.recruit(warband=bears, profile="bear_rider", name="Brann")
    play(campaign, stags, bears, games_won, "skirmish")
    return campaign, stags


def play(campaign: Campaign, won: Warband, lost: Warband, times: int, scenario: str) -> None:
    plan = [SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in (won, lost)]
    for _ in range(times):
        game = games.create_game(campaign=campaign, scenario=scenario, sides=plan)
        outcomes.record_outcome(game=game, winner=won, outcomes={})


def named(name: str) -> Character:
    return Character.get(Character.name == name)


def told() -> list[str]:
    """What the check says of the warriors' stories."""
    report = check_database(repair=False)
    return [p.text for p in report.problems if p.kind == found.HISTORY_DISAGREES]


def refused(document: dict[str, Any]) -> str:
    with pytest.raises(DocumentError) as caught:
        import_campaign(document)
    return str(caught.value)


def entries_of(document: dict[str, Any], name: str) -> tuple[str, list[dict[str, Any]]]:
    key = next(c["id"] for w in document["warbands"] for c in w["characters"] if c["name"] == name)
    return key, [e for e in document["history"] if e.get("character") == key]


def again(campaign: Campaign) -> dict[str, Any]:
    return export_campaign(campaign) | {"name": "Border again"}


def paid_twice(document: dict[str, Any], name: str) -> dict[str, Any]:
    """The file with the warrior's paid advance told once more, at the end of the history."""
    forged = copy.deepcopy(document)
    _key, entries = entries_of(forged, name)
    paid = next(e for e in entries if e["kind"] == "upgrade" and "xp_spent" in e["details"])
    forged["history"].append(copy.deepcopy(paid))
    return forged


def test_an_advance_paid_past_the_campaigns_limit_is_refused_and_reported(
    database: Path,
) -> None:
    campaign, _stags = border(database, advances={"attack": {"cost": 1, "limit": 1}})
    add_upgrade(character=named("Eldric"), kind="attack")
    assert told() == []
    document = again(campaign)
    import_campaign(document)  # as exported, it imports

    said = (
        "Eldric's history tells of an extra attack die paid with XP when he already had 1, "
        "the most this campaign allows (K6)"
    )
    assert refused(paid_twice(document, "Eldric")) == "warbands[0].characters[0]: " + said
    for campaign_again in Campaign.select().where(Campaign.name == "Border again"):
        campaigns.delete_campaign(campaign=campaign_again)
    eldric = named("Eldric")
    history.write(character=eldric, kind=history.UPGRADE, details={"kind": "attack", "xp_spent": 1})
    assert told() == [
        STAGS + said + ".",
        STAGS + "Extra attack dice: Eldric has 1, but his history tells of 2 (K6).",
    ]


def test_upgrades_taken_free_before_experience_may_exceed_the_limit(database: Path) -> None:
    limits = {"attack": {"limit": 1}}
    campaign, _stags = border(database, experience=False, advances=limits)
    add_upgrade(character=named("Eldric"), kind="attack")
    add_upgrade(character=named("Eldric"), kind="attack")  # free: B8 alone
    campaigns.set_house_rules(
        campaign=Campaign.get_by_id(campaign.id),
        house_rules={"experience": True, "advances": limits},
    )
    assert campaigns.switch(Campaign.get_by_id(campaign.id), campaigns.EXPERIENCE)
    bears = Warband.get(Warband.name == "Bears")
    play(Campaign.get_by_id(campaign.id), Warband.get(Warband.name == "Stags"), bears, 3,
         "skirmish")  # fmt: skip
    add_upgrade(character=named("Eldric"), kind="defend")  # 5 of his 6 XP
    assert told() == []
    document = again(campaign)
    import_campaign(document)

    _key, entries = entries_of(document, "Eldric")
    forged = copy.deepcopy(document)
    defend = next(e for e in entries if e["details"].get("kind") == "defend")
    forged["history"].append(copy.deepcopy(defend) | {"details": {"kind": "attack",
                                                                   "xp_spent": 1}})  # fmt: skip
    assert refused(forged) == (
        "warbands[0].characters[0]: Eldric's history tells of an extra attack die paid with XP "
        "when he already had 2, the most this campaign allows (K6)"
    )


def test_a_caliburn_warrior_pays_for_no_combat_die_past_5d6(database: Path) -> None:
    campaign = campaigns.create_campaign(
        name="Border",
        game="caliburns_wrath",
        house_rules={"advances": {"combat": {"cost": 1, "limit": 3}}},
    )
    camelot = campaigns.create_warband(campaign=campaign, name="Stags")
    kent = campaigns.create_warband(campaign=campaign, name="Kent")
    characters.recruit(warband=camelot, profile="sir_kai", name="Kai")  # 4d6
    characters.recruit(warband=kent, profile="sir_gawain", name="Gawain")
    play(campaign, camelot, kent, 1, "pitched_battle")
    advance(character=named("Kai"), kind="combat")  # 5d6
    assert told() == []
    document = again(campaign)
    import_campaign(document)

    said = (
        "Kai's history tells of an extra combat die paid with XP when he already rolled 5d6, "
        "and no warrior rolls more than 5d6 (K6)"
    )
    assert refused(paid_twice(document, "Kai")) == "warbands[0].characters[0]: " + said
    history.write(
        character=named("Kai"), kind=history.UPGRADE, details={"kind": "combat", "xp_spent": 1}
    )
    assert told() == [
        STAGS + said + ".",
        STAGS + "Extra combat dice: Kai has 1, but his history tells of 2 (K6).",
    ]


def test_a_cost_that_is_not_a_whole_number_is_refused_and_reported(database: Path) -> None:
    campaign, _stags = border(database)
    add_upgrade(character=named("Eldric"), kind="attack")
    document = again(campaign)
    forged = copy.deepcopy(document)
    _key, entries = entries_of(forged, "Eldric")
    next(e for e in entries if "xp_spent" in e["details"])["details"]["xp_spent"] = "5"
    said = (
        "Eldric's history tells of an extra attack die paid with “5” XP: an advance is paid "
        "with a whole number of XP (K6)"
    )
    assert refused(forged) == "warbands[0].characters[0]: " + said
    paid = HistoryEntry.get(
        (HistoryEntry.character == named("Eldric").id) & (HistoryEntry.kind == history.UPGRADE)
    )
    paid.details = {**paid.details, "xp_spent": "5"}
    paid.save()
    assert told() == [STAGS + said + "."]


def test_xp_given_back_for_no_advance_paid_is_refused_and_reported(database: Path) -> None:
    campaign, _stags = border(database)
    add_upgrade(character=named("Eldric"), kind="attack")
    remove_upgrade(character=named("Eldric"), index=0)  # 5 XP given back, as it cost
    assert told() == []
    document = again(campaign)
    import_campaign(document)

    less = copy.deepcopy(document)
    _key, entries = entries_of(less, "Eldric")
    next(e for e in entries if e["details"].get("withdrawn"))["details"]["xp_spent"] = -3
    assert refused(less) == (
        "warbands[0].characters[0]: Eldric's history gives back 3 XP for an extra attack die "
        "withdrawn, but no such advance of his was paid 3 XP: an advance withdrawn gives back "
        "what it cost (K6)"
    )
    note = copy.deepcopy(document)
    _key, entries = entries_of(note, "Eldric")
    note["history"].append(copy.deepcopy(entries[-1]) | {
        "kind": "note", "details": {"xp_spent": -4}})  # fmt: skip
    assert refused(note) == (
        "warbands[0].characters[0]: Eldric's history gives back 4 XP, but not for an advance "
        "withdrawn: only an advance withdrawn gives its XP back (K6)"
    )
    assert Campaign.select().count() == 2  # the first and its clean copy: nothing of these

    history.write(character=named("Eldric"), kind=history.NOTE, details={"xp_spent": -4})
    withdrawn = dict(history.character_history(named("Eldric"))[-2].details or {})
    assert withdrawn.get("withdrawn")
    assert told() == [
        STAGS + "Eldric's history gives back 4 XP, but not for an advance withdrawn: only an "
        "advance withdrawn gives its XP back (K6).",
    ]


def test_an_advance_taken_back_twice_gives_back_once(database: Path) -> None:
    campaign, _stags = border(database)
    add_upgrade(character=named("Eldric"), kind="attack")
    remove_upgrade(character=named("Eldric"), index=0)
    document = again(campaign)
    twice = copy.deepcopy(document)
    _key, entries = entries_of(twice, "Eldric")
    twice["history"].append(copy.deepcopy(entries[-1]))  # the withdrawal, once more
    assert refused(twice) == (
        "warbands[0].characters[0]: Eldric's history gives back 5 XP for an extra attack die "
        "withdrawn, but no such advance of his was paid 5 XP: an advance withdrawn gives back "
        "what it cost (K6)"
    )
    assert GameCharacter.select().count() == 6


def test_an_upgrade_his_history_does_not_tell_of_is_refused_and_reported(database: Path) -> None:
    """With experience on, an upgrade is an advance bought with XP and told in his history:
    one written into his record alone was bought with nothing."""
    campaign, _stags = border(database)
    add_upgrade(character=named("Eldric"), kind="attack")
    document = again(campaign)
    more = copy.deepcopy(document)
    eldric = more["warbands"][0]["characters"][0]
    eldric["upgrades"] = [*eldric["upgrades"], {"kind": "attack"}]
    said = "Extra attack dice: Eldric has 2, but his history tells of 1 (K6)"
    assert refused(more) == "warbands[0].characters[0]: " + said
    Character.update(upgrades=[{"kind": "attack"}, {"kind": "attack"}]).where(
        Character.name == "Eldric"
    ).execute()
    assert told() == [STAGS + said + "."]
    Character.update(upgrades=[]).where(Character.name == "Eldric").execute()
    assert told() == [STAGS + "Extra attack dice: Eldric has 0, but his history tells of 1 (K6)."]

"""Experience spent (K6): with experience on, an upgrade of The Beastrider Wars is an advance
bought with the warrior's XP, within the campaign's costs and limits, refused in words; taken
back, it gives its XP back. With experience off, upgrades are free as B8 says."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from models import campaigns, characters, history
from models.errors import InvalidInput, RuleViolation
from models.history import character_history, xp_accounts
from models.pdf.sheets import caliburn_line
from models.roster import roster_rows
from models.store.schema import Character
from models.upgrades import add_upgrade, advance, remove_upgrade
from rules.games import load_game


def warrior(database: Path, **settings: object) -> Character:
    campaign = campaigns.create_campaign(
        name="Border", game="beastrider_wars", house_rules=dict(settings)
    )
    band = campaigns.create_warband(campaign=campaign, name="Stags")
    return characters.recruit(warband=band, profile="infantry", name="Jory")


def earn(character: Character, xp: int) -> None:
    history.write(character=character, kind=history.NOTE, text="earned", details={"xp_earned": xp})


def left(character: Character) -> int:
    return xp_accounts([character.id])[character.id].left


def fresh(character: Character) -> Character:
    return Character.get_by_id(character.id)


def test_an_advance_costs_its_xp_and_says_so(database: Path) -> None:
    jory = warrior(database)
    with pytest.raises(
        RuleViolation, match=r"Jory has 0 XP left, and an extra attack die costs 5 XP \(K6\)\."
    ):
        add_upgrade(character=jory, kind="attack")
    earn(jory, 6)
    add_upgrade(character=jory, kind="attack")
    assert fresh(jory).upgrades == [{"kind": "attack"}]
    assert left(jory) == 1
    assert character_history(jory)[-1].text == "Gained an extra attack die. Paid 5 XP (1 XP left)."
    remove_upgrade(character=fresh(jory), index=0)
    assert left(jory) == 6
    assert character_history(jory)[-1].text == "Upgrade withdrawn. 5 XP given back (6 XP left)."


def test_past_the_limit_it_is_refused_in_words(database: Path) -> None:
    jory = warrior(database)
    earn(jory, 30)
    add_upgrade(character=jory, kind="attack")
    add_upgrade(character=fresh(jory), kind="attack")
    with pytest.raises(
        RuleViolation, match=r"Extra attack dice: Jory has 2, the most he may have \(K6\)\."
    ):
        add_upgrade(character=fresh(jory), kind="attack")
    add_upgrade(character=fresh(jory), kind="special", special="rally")
    with pytest.raises(RuleViolation, match=r"New specials: Jory has 1"):
        add_upgrade(character=fresh(jory), kind="special", special="berzerk")
    assert left(jory) == 30 - 5 - 5 - 8


def test_the_campaigns_own_costs(database: Path) -> None:
    jory = warrior(database, advances={"defend": {"cost": 2}})
    earn(jory, 2)
    add_upgrade(character=jory, kind="defend")
    assert left(jory) == 0


def test_with_experience_off_upgrades_are_free_as_b8_says(database: Path) -> None:
    jory = warrior(database, experience=False)
    for _ in range(3):
        add_upgrade(character=fresh(jory), kind="attack")
    assert len(fresh(jory).upgrades) == 3
    assert left(jory) == 0
    assert character_history(jory)[-1].text == "Gained an extra attack die."
    remove_upgrade(character=fresh(jory), index=0)
    assert character_history(jory)[-1].text == "Upgrade withdrawn."


def test_a_game_then_an_advance_exports_imports_and_checks_clean(database: Path) -> None:
    """The issue's walk in The Beastrider Wars: a game recorded, the survivors' XP, one advance
    bought with it, his dice changed; the exported file imports, and both check clean."""
    from models import games, outcomes
    from models.check import check_database
    from models.exchange import export_campaign, import_campaign
    from models.games import SidePlan
    from rules.beastrider import starting_dice
    from rules.games import BEASTRIDER, load_game

    campaign = campaigns.create_campaign(name="Border", game="beastrider_wars")
    stags = campaigns.create_warband(campaign=campaign, name="Stags")
    bears = campaigns.create_warband(campaign=campaign, name="Bears")
    eldric = characters.recruit(warband=stags, profile="stagrider", name="Eldric")
    characters.recruit(warband=bears, profile="bear_rider", name="Brann")
    plan = [SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in (stags, bears)]
    won = 0
    for _ in range(3):  # three wins: 2 XP each
        game = games.create_game(campaign=campaign, scenario="skirmish", sides=plan)
        outcomes.record_outcome(game=game, winner=stags, outcomes={})
        won += 2
    assert left(eldric) == won == 6
    add_upgrade(character=fresh(eldric), kind="attack")
    assert left(eldric) == 1
    rules = load_game(BEASTRIDER)
    assert starting_dice(rules, "stagrider", [], fresh(eldric).upgrades)[0] == (
        rules.profiles["stagrider"].attack + 1
    )
    assert check_database(repair=False).ok
    document = export_campaign(campaign)
    assert document["settings"]["experience"] is True
    again = import_campaign(copy.deepcopy(document) | {"name": "Border again"})
    copy_of_eldric = Character.get((Character.name == "Eldric") & (Character.id != eldric.id))
    assert copy_of_eldric.warband.campaign_id == again.id
    assert left(copy_of_eldric) == 1
    assert check_database(repair=False).ok


def knight(database: Path, **settings: object) -> Character:
    campaign = campaigns.create_campaign(
        name="Camelot", game="caliburns_wrath", house_rules=dict(settings)
    )
    band = campaigns.create_warband(campaign=campaign, name="Round Table")
    return characters.recruit(warband=band, profile="sir_kai", name="Kai")


def test_a_caliburn_warrior_buys_an_extra_combat_die_with_his_xp(database: Path) -> None:
    kai = knight(database)
    with pytest.raises(
        RuleViolation, match=r"Kai has 0 XP left, and an extra combat die costs 8 XP \(K6\)\."
    ):
        advance(character=kai, kind="combat")
    earn(kai, 9)
    advance(character=fresh(kai), kind="combat")
    assert fresh(kai).upgrades == [{"kind": "combat"}]
    assert left(kai) == 1
    entry = character_history(kai)[-1]
    assert entry.text == "Gained an extra combat die. Paid 8 XP (1 XP left)."
    assert entry.details is not None and entry.details["xp_spent"] == 8
    earn(kai, 8)
    with pytest.raises(
        RuleViolation, match=r"Extra combat dice: Kai has 1, the most he may have \(K6\)\."
    ):
        advance(character=fresh(kai), kind="combat")
    with pytest.raises(InvalidInput, match="Caliburn's Wrath has no such advance"):
        advance(character=fresh(kai), kind="attack")
    remove_upgrade(character=fresh(kai), index=0)
    assert fresh(kai).upgrades == []
    assert left(kai) == 9 + 8


def test_with_experience_off_a_caliburn_warrior_has_no_advances(database: Path) -> None:
    kai = knight(database, experience=False)
    earn(kai, 20)
    with pytest.raises(RuleViolation, match=r"only with experience on \(K6\)"):
        advance(character=kai, kind="combat")
    assert fresh(kai).upgrades == []


def test_his_extra_combat_die_is_on_his_roster_line_and_his_printed_line(database: Path) -> None:
    kai = knight(database)
    earn(kai, 8)
    assert "4d6" in roster_rows(kai.warband)[0].stats
    advance(character=fresh(kai), kind="combat")
    assert "5d6" in roster_rows(kai.warband)[0].stats
    assert caliburn_line(load_game("caliburns_wrath"), fresh(kai), []).combat_dice == 5


def test_a_caliburn_warrior_with_his_extra_die_checks_exports_and_imports_clean(
    database: Path,
) -> None:
    """His advance is an upgrade the check and the campaign file take (K6); any other upgrade
    of Caliburn's Wrath they refuse in words."""
    from models import games, outcomes
    from models.check import check_database
    from models.exchange import export_campaign, import_campaign
    from models.games import SidePlan
    from tests.models.test_exchange import refused

    kai = knight(database)
    camelot = kai.warband
    chapel = campaigns.create_warband(campaign=camelot.campaign, name="Chapel")
    characters.recruit(warband=chapel, profile="sir_gawain", name="Wulfstan")
    plan = [
        SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in (camelot, chapel)
    ]
    for _ in range(4):  # four wins: 8 XP
        game = games.create_game(campaign=camelot.campaign, scenario="duel", sides=plan)
        outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    advance(character=fresh(kai), kind="combat")
    document = export_campaign(kai.warband.campaign)
    assert document["warbands"][0]["characters"][0]["upgrades"] == [{"kind": "combat"}]
    again = import_campaign(copy.deepcopy(document) | {"name": "Camelot again"})
    copy_of_kai = Character.get((Character.name == "Kai") & (Character.id != kai.id))
    assert copy_of_kai.warband.campaign_id == again.id
    assert copy_of_kai.upgrades == [{"kind": "combat"}]
    assert check_database(repair=False).ok
    document["warbands"][0]["characters"][0]["upgrades"] = [{"kind": "attack"}]
    assert refused(document) == (
        "warbands[0].characters[0].upgrades[0]: Caliburn's Wrath has no upgrade “attack”"
    )

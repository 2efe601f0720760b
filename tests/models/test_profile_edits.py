"""Editing the campaign's own profiles, specials and scenarios: an edit applies to new
recruits; a change of the figures of a profile in use updates its characters, or leaves them
the figures they were recruited with."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from models import campaigns, characters
from models.changes import recording
from models.history import character_history
from models.store.schema import DEAD, Campaign, Character

SPEARMAN = {"id": "spearman", "name": "Saxon spearmen", "points": 4, "combat_dice": 2, "gold": 5}


@pytest.fixture
def saxons(database: Path) -> Campaign:
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [SPEARMAN]}
    )
    band = campaigns.create_warband(campaign=campaign, name="Saxons")
    characters.recruit_several(warband=band, profile="spearman", names=["Wulfstan", "Oswy"])
    Character.update(status=DEAD).where(Character.name == "Oswy").execute()
    return Campaign.get_by_id(campaign.id)


def edited(campaign: Campaign, **values: Any) -> dict[str, Any]:
    settings = copy.deepcopy(campaign.house_rules)
    settings["profiles"][0].update(values)
    return settings


def texts(name: str) -> list[str]:
    return [e.text for e in character_history(Character.get(Character.name == name))]


def test_a_typo_or_the_gold_is_fixed_without_a_question(saxons: Campaign) -> None:
    settings = edited(saxons, name="Saxon spearman", gold=6)
    assert campaigns.profile_changes(campaign=saxons, house_rules=settings) == []
    campaigns.set_house_rules(campaign=saxons, house_rules=settings)
    assert campaigns.rules_of(Campaign.get()).profiles["spearman"].name == "Saxon spearman"
    assert Character.get(Character.name == "Wulfstan").gold == 5  # his gold was given
    band = Campaign.get().warbands.get()
    assert characters.recruit(warband=band, profile="spearman").gold == 6  # new recruits


def test_new_figures_for_everyone_recruited_from_it(saxons: Campaign) -> None:
    settings = edited(saxons, points=5, combat_dice=3)
    [change] = campaigns.profile_changes(campaign=saxons, house_rules=settings)
    assert change.changes == ("points 4 → 5", "combat dice 2 → 3")
    assert change.characters == ("Wulfstan",)  # Oswy is dead
    campaigns.set_house_rules(campaign=saxons, house_rules=settings)
    assert Character.get(Character.name == "Wulfstan").profile == "spearman"
    assert texts("Wulfstan")[-1] == (
        "The campaign changed his profile, Saxon spearmen: points 4 → 5, combat dice 2 → 3."
    )
    assert texts("Oswy") == ["Recruited as Saxon spearmen with 5 gp."]


def test_or_the_figures_they_were_recruited_with(saxons: Campaign) -> None:
    before = copy.deepcopy(saxons.house_rules)
    settings = edited(saxons, points=5)
    with recording() as change:
        campaigns.set_house_rules(campaign=saxons, house_rules=settings, keep_figures=True)
    rules = campaigns.rules_of(Campaign.get())
    wulfstan, oswy = Character.get(name="Wulfstan"), Character.get(name="Oswy")
    assert wulfstan.profile == oswy.profile == "saxon_spearmen"
    kept = rules.profiles["saxon_spearmen"]
    assert (kept.name, kept.points, kept.recruitable) == ("Saxon spearmen", 4, False)
    assert rules.profiles["spearman"].points == 5
    assert texts("Wulfstan")[-1] == (
        "The campaign changed the profile Saxon spearmen for new recruits only "
        "(points 4 → 5); he keeps the figures he was recruited with."
    )
    band = Campaign.get().warbands.get()
    assert characters.recruit(warband=band, profile="spearman", name="Eadric").profile == (
        "spearman"
    )
    # The kept profile cannot be removed while they use it; undo puts everything back.
    change.inverse().apply()
    assert Character.get(name="Wulfstan").profile == "spearman"
    assert Campaign.get().house_rules == before


def test_beastrider_figures_in_words(database: Path) -> None:
    ambush = {"id": "ambush", "name": "Ambush", "text": "Strike first."}
    scout = {
        "id": "scout",
        "name": "Scout",
        "movement": 8,
        "toughness": 11,
        "attack": 2,
        "defend": 1,
        "specials": [],
    }
    campaign = campaigns.create_campaign(
        name="Border",
        game="beastrider_wars",
        house_rules={"specials": [ambush], "profiles": [scout]},
    )
    band = campaigns.create_warband(campaign=campaign, name="Stags")
    characters.recruit(warband=band, profile="scout", name="Maelis")
    settings = copy.deepcopy(Campaign.get().house_rules)
    settings["profiles"][0].update(specials=["ambush"], mounted=True, defend=2)
    [change] = campaigns.profile_changes(campaign=Campaign.get(), house_rules=settings)
    assert change.changes == ("defend dice 1 → 2", "specials none → Ambush", "mounted no → yes")

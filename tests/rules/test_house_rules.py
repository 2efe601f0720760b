"""A campaign's house rules: checks, normalising, and the effective game data."""

from __future__ import annotations

from typing import Any

import pytest

from rules.games import (
    BEASTRIDER,
    CALIBURN,
    HouseRulesError,
    effective_game,
    load_game,
    validate_house_rules,
)

ARCHER = {"id": "archer", "name": "Archer", "points": 5, "combat_dice": 2, "gold": 4}
SCOUT = {
    "id": "scout",
    "name": "Scout",
    "movement": 8,
    "toughness": 11,
    "attack": 2,
    "defend": 1,
    "specials": ["ambush"],
}
AMBUSH = {"id": "ambush", "name": "Ambush", "text": "Starts hidden."}


def test_no_house_rules_is_the_game_itself() -> None:
    assert effective_game(CALIBURN, None) is load_game(CALIBURN)
    assert effective_game(CALIBURN, {}) is load_game(CALIBURN)
    assert effective_game(CALIBURN, {"refund_after_play": True}) is load_game(CALIBURN)
    assert validate_house_rules(CALIBURN, None) == {}


def test_settings_the_rules_do_not_own_pass_through() -> None:
    rules = {"refund_after_play": True, "gold_awards": {"win": 2}, "base_move": 7}
    assert validate_house_rules(CALIBURN, rules) == rules


def test_unset_keys_count_as_absent() -> None:
    assert validate_house_rules(CALIBURN, {"base_move": None, "profiles": None}) == {}


def test_prices_base_move_and_switches() -> None:
    rules = effective_game(
        CALIBURN,
        {
            "prices": {"helmet": 3, "excalibur": 0},
            "base_move": 5,
            "lasting_injuries": True,
            "lose_broken_gear": False,
        },
    )
    assert rules.items["helmet"].cost == 3  # C8
    assert rules.items["excalibur"].cost == 0
    assert rules.items["shield"].cost == 1
    assert (rules.base_move, rules.lasting_injuries, rules.lose_broken_gear) == (5, True, False)
    assert dict(rules.house_rules)["prices"] == {"helmet": 3, "excalibur": 0}
    assert load_game(CALIBURN).items["helmet"].cost == 1  # the game's own data is untouched


def test_different_house_rules_never_share_data() -> None:
    cheap = effective_game(CALIBURN, {"prices": {"helmet": 0}})
    dear = effective_game(CALIBURN, {"prices": {"helmet": 5}})
    assert (cheap.items["helmet"].cost, dear.items["helmet"].cost) == (0, 5)
    assert effective_game(CALIBURN, {"prices": {"helmet": 0}}) is cheap  # cached


def test_caliburn_custom_profiles() -> None:
    footman = {"id": "footman", "name": " Footman ", "points": 3, "combat_dice": 1, "gold": 2}
    rules = {"profiles": [ARCHER, {**footman, "move": 5}]}
    normalised = validate_house_rules(CALIBURN, rules)
    assert normalised["profiles"] == [
        {**ARCHER, "move": None},
        {**footman, "name": "Footman", "move": 5},
    ]
    game = effective_game(CALIBURN, rules)
    assert list(game.profiles) == [
        "king_arthur",
        "sir_gawain",
        "green_knight",
        "sir_kai",
        "archer",
        "footman",
    ]
    archer = game.profiles["archer"]
    assert (archer.points, archer.combat_dice, archer.gold, archer.move) == (5, 2, 4, None)
    assert archer.custom and not archer.hero and archer.may_buy
    assert game.profiles["footman"].move == 5


def test_beastrider_custom_profiles_and_specials() -> None:
    rally = {"id": "rally", "text": 'Friends within 6" may act again.'}
    rules = effective_game(BEASTRIDER, {"specials": [rally, AMBUSH], "profiles": [SCOUT]})
    scout = rules.profiles["scout"]
    assert (scout.movement, scout.toughness, scout.attack, scout.defend) == (8, 11, 2, 1)
    assert scout.specials == ("ambush",) and scout.custom and not scout.mounted
    assert rules.specials["rally"].text == 'Friends within 6" may act again.'  # B6
    assert rules.specials["rally"].name == "Rally"
    assert rules.specials["ambush"].custom and rules.specials["ambush"].once_per_game
    assert list(rules.specials)[-1] == "ambush"


def test_a_profile_kept_for_earlier_recruits_is_not_recruitable() -> None:
    kept = {**SCOUT, "id": "old_scout", "recruitable": False}
    settings = {"specials": [AMBUSH], "profiles": [SCOUT, kept]}
    normalised = validate_house_rules(BEASTRIDER, settings)
    assert "recruitable" not in normalised["profiles"][0]  # written only when false
    assert normalised["profiles"][1]["recruitable"] is False
    rules = effective_game(BEASTRIDER, settings)
    assert rules.profiles["scout"].recruitable and not rules.profiles["old_scout"].recruitable
    footman = {"id": "f", "name": "F", "points": 3, "combat_dice": 1, "gold": 2}
    caliburn = effective_game(CALIBURN, {"profiles": [{**footman, "recruitable": False}]})
    assert not caliburn.profiles["f"].recruitable
    with pytest.raises(HouseRulesError, match=r"profiles\[0\]\.recruitable: must be true or"):
        validate_house_rules(CALIBURN, {"profiles": [{**footman, "recruitable": "no"}]})


def test_custom_scenarios() -> None:
    raid = {"id": "raid", "name": "Raid", "text": "Burn the barn."}
    beast = effective_game(BEASTRIDER, {"scenarios": [raid]})
    assert list(beast.scenarios) == ["skirmish", "raid"]
    assert beast.scenarios["raid"].points_rule == "none"
    caliburn = effective_game(CALIBURN, {"scenarios": [{"id": "raid", "name": "Raid"}]})
    assert caliburn.scenarios["raid"].points_rule == "limit"
    assert caliburn.scenarios["raid"].text == "" and caliburn.scenarios["raid"].custom


BAD: list[tuple[str, Any, str]] = [
    (CALIBURN, [1, 2], "house rules: must be a table of settings"),
    (CALIBURN, {"prices": {"helmet": -1}}, "prices.helmet: must be a whole number of 0 or more"),
    (CALIBURN, {"prices": {"helmet": 1.5}}, "prices.helmet: must be a whole number of 0 or more"),
    (CALIBURN, {"prices": {"hat": 1}}, "prices.hat: no item of Caliburn's Wrath has this id"),
    (CALIBURN, {"prices": {"dagger": 1}}, "prices.dagger: the Dagger is never sold"),
    (CALIBURN, {"prices": [1]}, "prices: must be a table of item ids and prices"),
    (BEASTRIDER, {"prices": {"bow": 1}}, "prices: The Beastrider Wars has no gold and no prices"),
    (CALIBURN, {"base_move": 0}, "base_move: must be a whole number from 1 to 99"),
    (CALIBURN, {"base_move": True}, "base_move: must be a whole number from 1 to 99"),
    (CALIBURN, {"lasting_injuries": "yes"}, "lasting_injuries: must be true or false"),
    (CALIBURN, {"lose_broken_gear": 0}, "lose_broken_gear: must be true or false"),
    (CALIBURN, {"profiles": {"id": "x"}}, "profiles: must be a list"),
    (CALIBURN, {"profiles": ["archer"]}, "profiles[0]: must be a table of settings"),
    (
        CALIBURN,
        {"profiles": [ARCHER, {**ARCHER, "id": "bowman", "points": -1}]},
        "profiles[1].points: must be a whole number of 0 or more",
    ),
    (
        CALIBURN,
        {"profiles": [{**ARCHER, "combat_dice": 0}]},
        "profiles[0].combat_dice: must be a whole number from 1 to 20",
    ),
    (
        CALIBURN,
        {"profiles": [{**ARCHER, "move": 0}]},
        "profiles[0].move: must be a whole number from 1 to 99",
    ),
    (CALIBURN, {"profiles": [{"id": "archer", "name": "Archer"}]}, "profiles[0].points: missing"),
    (CALIBURN, {"profiles": [{**ARCHER, "name": ""}]}, "profiles[0].name: must not be empty"),
    (CALIBURN, {"profiles": [{**ARCHER, "name": 7}]}, "profiles[0].name: must be text"),
    (
        CALIBURN,
        {"profiles": [{**ARCHER, "id": "Archer"}]},
        "profiles[0].id: must be a snake_case id (lower-case letters, digits and _)",
    ),
    (
        CALIBURN,
        {"profiles": [{**ARCHER, "id": "sir_kai"}]},
        "profiles[0].id: 'sir_kai' is already a profile of Caliburn's Wrath",
    ),
    (
        CALIBURN,
        {"profiles": [ARCHER, ARCHER]},
        "profiles[1].id: 'archer' is already a profile of this campaign",
    ),
    (
        BEASTRIDER,
        {"profiles": [{**SCOUT, "specials": ["stag_charge", "ambush"]}]},
        "profiles[0].specials: no special has the id 'ambush'",
    ),
    (
        BEASTRIDER,
        {"profiles": [{**SCOUT, "specials": [], "attack": 0}]},
        "profiles[0].attack: must be a whole number from 1 to 20",
    ),
    (
        BEASTRIDER,
        {"profiles": [{**SCOUT, "specials": [], "toughness": "12"}]},
        "profiles[0].toughness: must be a whole number from 1 to 99",
    ),
    (
        BEASTRIDER,
        {"specials": [{"id": "true_shot", "name": "True Shot", "text": "Better"}]},
        "specials[0].id: 'true_shot' is already a special of The Beastrider Wars",
    ),
    (
        BEASTRIDER,
        {"specials": [{"id": "rally", "text": "a"}, {"id": "rally", "text": "b"}]},
        "specials[1].id: 'rally' is already a special of The Beastrider Wars",
    ),
    (BEASTRIDER, {"specials": [{"id": "rally"}]}, "specials[0].text: missing"),
    (BEASTRIDER, {"specials": [{"id": "x", "text": "t"}]}, "specials[0].name: missing"),
    (CALIBURN, {"specials": [AMBUSH]}, "specials: Caliburn's Wrath has no specials"),
    (
        BEASTRIDER,
        {"scenarios": [{"id": "skirmish", "name": "Skirmish"}]},
        "scenarios[0].id: 'skirmish' is already a scenario of The Beastrider Wars",
    ),
    (CALIBURN, {"scenarios": "duel"}, "scenarios: must be a list"),
]


@pytest.mark.parametrize(("game_id", "rules", "message"), BAD)
def test_bad_house_rules_name_the_field(game_id: str, rules: Any, message: str) -> None:
    with pytest.raises(HouseRulesError) as caught:
        validate_house_rules(game_id, rules)
    assert str(caught.value) == message
    with pytest.raises(HouseRulesError):
        effective_game(game_id, rules)

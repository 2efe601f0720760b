"""Loading the two games' data, and named heroes (B5, C10)."""

from __future__ import annotations

import dataclasses

import pytest

from rules.games import (
    BEASTRIDER,
    CALIBURN,
    GAME_IDS,
    GAME_NAMES,
    RulesDataError,
    load_game,
)


def test_game_ids_and_names() -> None:
    assert GAME_IDS == ("beastrider_wars", "caliburns_wrath")
    assert GAME_NAMES == {BEASTRIDER: "The Beastrider Wars", CALIBURN: "Caliburn's Wrath"}
    assert [load_game(game).name for game in GAME_IDS] == list(GAME_NAMES.values())


def test_unknown_game_is_refused() -> None:
    with pytest.raises(RulesDataError, match="Unknown game 'chess'"):
        load_game("chess")


def test_loading_is_cached() -> None:
    assert load_game(CALIBURN) is load_game(CALIBURN)


def test_beastrider_profiles_follow_the_stats_table() -> None:
    rules = load_game(BEASTRIDER)
    assert list(rules.profiles) == ["stagrider", "bear_rider", "hrashnarr", "nave", "infantry"]
    stats = {
        key: (p.movement, p.toughness, p.attack, p.defend, p.specials)
        for key, p in rules.profiles.items()
    }
    assert stats == {
        "stagrider": (14, 13, 3, 3, ("stag_charge",)),
        "bear_rider": (10, 15, 5, 2, ("berzerk",)),
        "hrashnarr": (10, 16, 3, 5, ("true_shot",)),
        "nave": (14, 14, 3, 5, ("rally",)),
        "infantry": (6, 10, 1, 1, ()),
    }
    # B5: the leaders are the named heroes, with 3 actions; B7: Hrashnarr's bow.
    assert [p.id for p in rules.profiles.values() if p.leader] == ["hrashnarr", "nave"]
    assert [p.id for p in rules.profiles.values() if p.hero] == ["hrashnarr", "nave"]
    assert [p.actions for p in rules.profiles.values()] == [2, 2, 3, 3, 2]
    assert rules.profiles["hrashnarr"].bow == 14
    assert rules.profiles["bear_rider"].options == ("shield",)
    assert rules.profiles["infantry"].options == ("bow", "crossbow")
    assert not rules.profiles["infantry"].mounted
    assert rules.items == {}


def test_beastrider_specials_options_scenario() -> None:
    rules = load_game(BEASTRIDER)
    assert list(rules.specials) == ["stag_charge", "berzerk", "true_shot", "rally"]
    once = [s.id for s in rules.specials.values() if s.once_per_game]
    assert once == ["stag_charge", "berzerk", "rally"]  # B3
    assert rules.specials["true_shot"].passive
    assert rules.specials["stag_charge"].extra_attack_dice == 2
    assert rules.specials["rally"].text == "Effect not published."  # B6
    assert rules.options["shield"].defend_bonus == 2  # B4
    assert (rules.options["bow"].range, rules.options["crossbow"].range) == (14, 10)  # B7
    assert list(rules.scenarios) == ["skirmish"]
    assert rules.scenarios["skirmish"].name == "Skirmish"
    assert rules.terrain["difficult_terrain"].halves_foot


def test_caliburn_profiles() -> None:
    rules = load_game(CALIBURN)
    table = {
        key: (p.points, p.combat_dice, p.gold, p.natural_protection)
        for key, p in rules.profiles.items()
    }
    assert table == {
        "king_arthur": (20, 4, 15, 3),
        "sir_gawain": (10, 3, 11, 0),
        "green_knight": (40, 5, 0, 2),
        "sir_kai": (10, 4, 10, 0),
    }
    knight = rules.profiles["green_knight"]
    assert knight.fixed_items == ("war_axe",)
    assert not knight.may_buy and knight.decapitation_immune
    assert all(p.hero and p.move is None for p in rules.profiles.values())


def test_caliburn_items() -> None:
    items = load_game(CALIBURN).items
    assert {k: i.cost for k, i in items.items()} == {
        "cloth_tunic": 0,
        "mail_suit": 4,
        "partial_plate": 5,
        "full_plate": 7,
        "helmet": 1,  # C8
        "shield": 1,
        "longsword": 2,
        "mace": 1,
        "morning_star": 2,
        "spear": 1,
        "hand_axe": 1,
        "excalibur": 8,
        "war_axe": 3,
        "bastard_sword": 3,
        "flail": 3,
        "dagger": 0,
    }
    armour = {k: (i.protection, i.move_penalty) for k, i in items.items() if i.category == "armour"}
    assert armour == {
        "cloth_tunic": (0, 0),
        "mail_suit": (1, 0),
        "partial_plate": (2, 1),
        "full_plate": (3, 2),
    }
    bonus = {k: (i.damage_bonus, i.charge_bonus) for k, i in items.items() if i.is_weapon}
    assert bonus["excalibur"] == (2, 0)
    assert bonus["war_axe"] == bonus["bastard_sword"] == (1, 0)
    assert bonus["morning_star"] == (0, 1) and bonus["flail"] == (0, 2)
    assert items["excalibur"].hero_only == "king_arthur"
    assert items["excalibur"].breakage == "never"
    assert {k for k, i in items.items() if i.breakage == "sword"} == {"longsword", "bastard_sword"}
    assert {k for k, i in items.items() if i.self_wound} == {"morning_star", "flail"}
    assert items["mace"].ignores_armour == ("mail_suit",)
    assert items["hand_axe"].breaks_shield_on == items["war_axe"].breaks_shield_on == (4, 5)
    assert not items["dagger"].for_sale and items["dagger"].slot is None
    assert items["spear"].slot == "spear" and items["spear"].spear
    assert items["longsword"].slot == "hand" and items["flail"].slot == "two_handed"
    assert items["war_axe"].effect == "+1 damage; 4 or 5 breaks a shield"


def test_caliburn_tables() -> None:
    rules = load_game(CALIBURN)
    assert [c.slots for c in rules.weapon_combinations] == [
        ("spear", "shield", "hand"),
        ("two_handed", "hand"),
        ("hand", "hand", "shield"),
        ("spear", "shield"),
        ("hand", "shield"),
    ]
    chart = [(row.at_least, row.result, row.with_shield) for row in rules.damage_chart]
    assert chart == [
        (5, "leg_wound", "shield_broken"),
        (6, "leg_wound", None),
        (7, "arm_wound", None),
        (9, "neck_wound", None),
        (10, "slain", None),
        (12, "decapitated", None),
    ]
    assert dict(rules.shield_save) == {
        1: "shield_broken",
        2: "saved",
        3: "saved",
        4: "damage",
        5: "damage",
        6: "damage",
    }
    assert rules.combat.sword_shatters == (1, 2, 3)
    assert (rules.base_move, rules.lasting_injuries, rules.lose_broken_gear) == (6, False, True)
    assert list(rules.scenarios) == [
        "last_stand",
        "pitched_battle",
        "battle_in_the_castle",
        "duel",
        "capture_the_relic",
    ]
    assert rules.scenarios["last_stand"].roles == ("attacker", "defender")
    assert rules.scenarios["last_stand"].ratio_percent == 75
    assert all(s.roles == () for k, s in rules.scenarios.items() if k != "last_stand")
    terrain = {k: (t.modifier, t.running_only) for k, t in rules.terrain.items()}
    assert terrain["river"] == (-2, False) and terrain["cliff"] == (-3, False)
    assert terrain["road"] == (1, False) and terrain["downhill"] == (1, True)
    assert len(terrain) == 14


def test_loaded_data_is_immutable() -> None:
    rules = load_game(CALIBURN)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.base_move = 8  # type: ignore[misc]
    with pytest.raises(TypeError):
        rules.items["helmet"] = rules.items["shield"]  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.items["helmet"].cost = 5  # type: ignore[misc]


def test_house_rules_are_checked_once_for_each_text_they_have(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same settings, read again (a new dict each time, as a campaign's row gives them),
    are not checked again; changed settings are checked, and answered with their own rules."""
    from rules import games
    from rules import house_rules as house

    checked: list[object] = []
    normalise = house.normalise

    def counted(game: object, rules: object) -> object:
        checked.append(rules)
        return normalise(game, rules)  # type: ignore[arg-type]

    monkeypatch.setattr(house, "normalise", counted)
    dear = {"prices": {"helmet": 7}, "refund_after_play": "half"}
    first = games.effective_game(CALIBURN, dict(dear))
    assert games.effective_game(CALIBURN, {"refund_after_play": "half", "prices": {"helmet": 7}})
    assert games.effective_game(CALIBURN, dict(dear)) is first
    assert len(checked) <= 1  # none when an earlier test checked these very rules
    assert first.items["helmet"].cost == 7
    cheap = games.effective_game(CALIBURN, {"prices": {"helmet": 2}})
    assert cheap.items["helmet"].cost == 2
    assert {"prices": {"helmet": 2}} in checked


def test_house_rules_not_json_are_checked_at_every_call(monkeypatch: pytest.MonkeyPatch) -> None:
    from rules import games
    from rules import house_rules as house

    checked: list[object] = []
    normalise = house.normalise

    def counted(game: object, rules: object) -> object:
        checked.append(rules)
        return normalise(game, rules)  # type: ignore[arg-type]

    monkeypatch.setattr(house, "normalise", counted)
    odd: dict[str, object] = {"prices": {"helmet": 5}, "note": (1, 2)}  # a tuple reads as a list
    for _ in range(2):
        assert games.effective_game(CALIBURN, odd).items["helmet"].cost == 5
    games.effective_game(CALIBURN, {"note": {1}})  # a set is no JSON at all
    assert len(checked) == 3

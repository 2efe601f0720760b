"""The Beastrider Wars: dice, specials, options, actions, orders, bows, attacks, initiative."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import beastrider as bw
from rules.characters import Member, character_problems
from rules.games import BEASTRIDER, effective_game, load_game
from tests.rules.dice import ScriptedDice

GAME = load_game(BEASTRIDER)


def test_starting_dice_with_shield_and_upgrades() -> None:
    assert bw.starting_dice(GAME, "bear_rider", [], []) == (5, 2)
    assert bw.starting_dice(GAME, "bear_rider", ["shield"], []) == (5, 4)  # B4
    upgrades = [{"kind": "attack"}, {"kind": "defend"}, {"kind": "defend"}]
    assert bw.starting_dice(GAME, "infantry", ["bow"], upgrades) == (2, 3)
    assert bw.starting_dice(GAME, "nave", [], [{"kind": "special", "special": "berzerk"}]) == (
        3,
        5,
    )


def test_starting_dice_take_the_character_as_he_is() -> None:
    """Whether he may have them is the validation's question (rules/characters.py)."""
    assert bw.starting_dice(GAME, "stagrider", ["shield"], []) == (3, 5)
    assert bw.starting_dice(GAME, "infantry", ["lance"], [{"kind": "gold"}]) == (1, 1)
    with pytest.raises(ValueError, match="has no profile 'dragon'"):
        bw.starting_dice(GAME, "dragon", [], [])


def test_specials_of_include_upgrades_once() -> None:
    upgrades = [
        {"kind": "attack"},
        {"kind": "special", "special": "berzerk"},
        {"kind": "special", "special": "stag_charge"},
    ]
    assert bw.specials_of(GAME, "stagrider", upgrades) == ("stag_charge", "berzerk")
    assert bw.specials_of(GAME, "infantry", []) == ()
    assert bw.specials_of(GAME, "infantry", [{"kind": "special", "special": "flight"}]) == ()


def test_upgrade_problems() -> None:
    berzerk = {"kind": "special", "special": "berzerk"}
    assert bw.upgrade_problems(GAME, "infantry", [], berzerk) == []
    assert bw.upgrade_problems(GAME, "infantry", [], {"kind": "defend"}) == []
    assert bw.upgrade_problems(GAME, "bear_rider", [], berzerk, name="Brann") == [
        "Brann already has Berzerk: a special is learned once (B8)."
    ]
    assert bw.upgrade_problems(GAME, "infantry", [berzerk], berzerk) == [
        "Infantry already has Berzerk: a special is learned once (B8)."
    ]
    # Already broken once, and broken again: the second is new.
    assert bw.upgrade_problems(GAME, "bear_rider", [berzerk], berzerk) == [
        "Bear Rider already has Berzerk: a special is learned once (B8)."
    ]
    assert bw.upgrade_problems(GAME, "infantry", [], {"kind": "wings"}) == [
        "Infantry has an upgrade that is not an extra attack die, an extra defend die or a new "
        "special (B8)."
    ]
    assert bw.upgrade_problems(GAME, "infantry", [], {"kind": "special"}) == [
        "Infantry learned the special None, which this campaign does not have (B8)."
    ]
    assert bw.upgrade_problems(GAME, "ogre", [], berzerk) == [
        "The Beastrider Wars has no profile 'ogre'."
    ]


def test_only_one_who_shoots_learns_true_shot() -> None:
    true_shot = {"kind": "special", "special": "true_shot"}
    assert bw.upgrade_problems(GAME, "bear_rider", [], true_shot, name="Hakon") == [
        "True Shot works only with a bow, and Hakon has no bow or crossbow (B3)."
    ]
    assert bw.upgrade_problems(GAME, "bear_rider", [], true_shot, options=["shield"]) == [
        "True Shot works only with a bow, and Bear Rider has no bow or crossbow (B3)."
    ]
    for option in ("bow", "crossbow"):
        assert bw.upgrade_problems(GAME, "infantry", [], true_shot, options=[option]) == []
    assert bw.upgrade_problems(GAME, "hrashnarr", [], true_shot) == [
        "Hrashnarr the Hunter already has True Shot: a special is learned once (B8)."
    ]
    # Other specials need no bow, and a die needs none either.
    assert bw.upgrade_problems(GAME, "infantry", [], {"kind": "special", "special": "rally"}) == []
    assert bw.upgrade_problems(GAME, "bear_rider", [], {"kind": "attack"}) == []
    # One who gave up his bow keeps True Shot: he breaks no rule as he stands.
    kept = Member("Osk", "infantry", upgrades=(true_shot,))
    assert character_problems(GAME, kept) == []


def test_reasons_name_the_character() -> None:
    assert bw.option_problems(GAME, "bear_rider", ["shield"], "shield", name="Hakon") == [
        "Hakon takes a Shield only once (B4)."
    ]
    berzerk = {"kind": "special", "special": "berzerk"}
    assert bw.upgrade_problems(GAME, "bear_rider", [], berzerk, name="Hakon") == [
        "Hakon already has Berzerk: a special is learned once (B8)."
    ]


@pytest.mark.parametrize(
    ("profile", "current", "new", "problems"),
    [
        ("bear_rider", [], "shield", []),
        ("infantry", [], "crossbow", []),
        ("bear_rider", ["shield"], "shield", ["Bear Rider takes a Shield only once (B4)."]),
        ("stagrider", [], "shield", ["Stag Rider cannot take a Shield: only Bear Rider may (B4)."]),
        (
            "infantry",
            ["bow"],
            "crossbow",
            ["Infantry cannot carry a Crossbow beside a Bow: one bow or crossbow at most (B7)."],
        ),
        (
            "infantry",
            [],
            "lance",
            ["Infantry has the option 'lance', which The Beastrider Wars does not have (K1)."],
        ),
        ("wolf", [], "bow", ["The Beastrider Wars has no profile 'wolf'."]),
    ],
)
def test_option_problems(profile: str, current: list[str], new: str, problems: list[str]) -> None:
    assert bw.option_problems(GAME, profile, current, new) == problems


def test_bow_ranges() -> None:
    assert bw.bow_range(GAME, "hrashnarr", []) == 14  # B7
    assert bw.bow_range(GAME, "infantry", ["bow"]) == 14
    assert bw.bow_range(GAME, "infantry", ["crossbow"]) == 10
    assert bw.bow_range(GAME, "infantry", []) is None
    assert bw.bow_range(GAME, "bear_rider", ["shield"]) is None


def test_actions_and_turns() -> None:
    assert bw.actions_per_turn(GAME, "nave") == 3  # B5
    assert bw.actions_per_turn(GAME, "stagrider") == 2
    assert bw.turn_problems(GAME, "stagrider", ["move", "attack"]) == []
    assert bw.turn_problems(GAME, "nave", ["move", "order", "attack"]) == []
    assert bw.turn_problems(GAME, "stagrider", ["move", "move", "attack"]) == [
        "Stag Rider has 2 actions a turn, not 3."
    ]
    assert bw.turn_problems(GAME, "stagrider", ["order"]) == [
        "Stag Rider is not a leader and cannot give orders."
    ]
    assert bw.turn_problems(GAME, "nave", ["order", "order", "special"]) == [
        "A leader gives at most one order a turn."
    ]
    assert bw.turn_problems(GAME, "nave", ["special", "special", "dance"]) == [
        "Unknown actions: dance.",
        "A special can be used only once.",
    ]


def test_orders() -> None:
    assert bw.order_problems(GAME, "hrashnarr", distance=10) == []
    assert bw.order_problems(GAME, "hrashnarr", distance=10.5, orders_given=1) == [
        "A leader gives at most one order a turn.",
        'Hrashnarr the Hunter can only order a character within 10" (one move).',
    ]
    assert bw.order_problems(GAME, "infantry", distance=1) == [
        "Infantry is not a leader and cannot give orders."
    ]


@pytest.mark.parametrize(
    ("distance", "clear", "problems"),
    [
        (7.5, True, []),
        (14, True, []),
        (7, True, ['The enemy must be more than 7" and at most 14" away.']),
        (14.5, True, ['The enemy must be more than 7" and at most 14" away.']),
        (10, False, ["The enemy must be in clear sight."]),
    ],
)
def test_stag_charge_distance(distance: float, clear: bool, problems: list[str]) -> None:
    assert (
        bw.stag_charge_problems(GAME, "stagrider", distance=distance, clear_sight=clear) == problems
    )


def test_stag_charge_needs_the_special() -> None:
    assert bw.stag_charge_problems(GAME, "nave", distance=10) == [
        "Princess Nave Khra has no charge special."
    ]


def test_a_stag_charge_learned_as_an_upgrade_is_a_stag_charge() -> None:
    learned = [{"kind": "special", "special": "stag_charge"}]
    assert bw.stag_charge_problems(GAME, "nave", distance=10, upgrades=learned) == []
    # Infantry charge over their own Movement: more than 3" and at most 6".
    assert bw.stag_charge_problems(GAME, "infantry", distance=5, upgrades=learned) == []
    assert bw.stag_charge_problems(GAME, "infantry", distance=7, upgrades=learned) == [
        'The enemy must be more than 3" and at most 6" away.'
    ]


def test_moves() -> None:
    assert bw.move_distance(GAME, "infantry") == 6
    assert bw.move_distance(GAME, "infantry", ["difficult_terrain"]) == 3
    assert bw.move_distance(GAME, "stagrider", ["difficult_terrain"]) == 14


def test_new_fighter_and_lasting_injuries() -> None:
    rider = bw.new_fighter(GAME, "bear_rider", options=["shield"], injuries={"defend": 1})
    assert (rider.name, rider.attack, rider.defend, rider.toughness) == ("Bear Rider", 5, 4, 15)
    lasting = effective_game(BEASTRIDER, {"lasting_injuries": True})
    hurt = bw.new_fighter(lasting, "bear_rider", options=["shield"], injuries={"defend": 1})
    assert (hurt.attack, hurt.defend) == (5, 3)  # K4
    broken = bw.new_fighter(lasting, "infantry", name="Tam", injuries={"attack": 1})
    assert (broken.name, broken.attack, broken.status) == ("Tam", 0, bw.FLEEING)
    archer = bw.new_fighter(GAME, "infantry", options=["crossbow"])
    assert archer.bow == 10 and archer.specials == ()


def test_roll_attack_reads_attack_then_defend_dice() -> None:
    dice = ScriptedDice([18, 14, 3, 15, 16])
    roll = bw.roll_attack(dice, 3, 2, 13)
    assert roll.attack_rolls == (18, 14, 3) and roll.defend_rolls == (15, 16)
    assert roll.cancelled == ((14, 15),) and roll.left == (18, 3)
    assert roll.wounded and dice.done


def fighters() -> tuple[bw.Fighter, bw.Fighter]:
    return bw.new_fighter(GAME, "stagrider"), bw.new_fighter(GAME, "bear_rider")


def test_a_wound_takes_the_die_the_attacker_picks() -> None:
    stag, bear = fighters()
    result = bw.resolve_attack(ScriptedDice([16, 2, 2, 10, 11]), GAME, stag, bear, lose="defend")
    assert result.roll.wounded
    assert (result.defender.attack, result.defender.defend) == (5, 1)
    assert result.follow_up is None
    chosen: list[int] = []

    def pick(target: bw.Fighter) -> str:
        chosen.append(target.defend)
        return "attack"

    result = bw.resolve_attack(ScriptedDice([16, 2, 2, 10, 11]), GAME, stag, bear, lose=pick)
    assert chosen == [2]
    assert (result.defender.attack, result.defender.defend) == (4, 2)


def test_a_missed_attack_changes_nothing() -> None:
    stag, bear = fighters()
    result = bw.resolve_attack(ScriptedDice([16, 2, 2, 17, 1]), GAME, stag, bear)
    assert not result.roll.wounded
    assert result.defender == bear and result.attacker == stag


def test_flee_and_death() -> None:
    stag, _ = fighters()
    last = replace(stag, attack=1)
    assert bw.apply_wound(last, "attack").status == bw.FLEEING
    assert bw.apply_wound(last, "attack").attack == 0
    bare = replace(stag, defend=0)
    assert bw.apply_wound(bare, "attack").status == bw.KILLED
    assert bw.apply_wound(bare, "defend").status == bw.KILLED
    assert bw.flee(bare).status == bw.FLEEING
    with pytest.raises(ValueError, match="not 'toughness'"):
        bw.apply_wound(stag, "toughness")


def test_losing_the_last_attack_die_means_fleeing_not_leaving_at_once() -> None:
    """B1 text: he flees over his next actions, and is removed only at the table's edge."""
    stag, bear = fighters()
    fleeing = bw.apply_wound(replace(stag, attack=1), "attack")
    assert fleeing.status == bw.FLEEING
    # Still on the table: he can be attacked (and wounded again) while he runs.
    assert bw.attack_problems(GAME, bear, fleeing) == []
    hit = bw.resolve_attack(ScriptedDice([20, 1, 1, 1, 1, 1, 1, 1]), GAME, bear, fleeing)
    assert hit.roll.wounded and hit.defender.defend == fleeing.defend - 1  # no attack die left
    # He cannot attack, and spends every action moving.
    assert bw.attack_problems(GAME, fleeing, bear) == ["Stag Rider is fleeing and cannot attack."]
    assert bw.turn_problems(GAME, "stagrider", ["move", "move"], fleeing=True) == []
    assert bw.turn_problems(GAME, "stagrider", ["move", "special"], fleeing=True) == [
        "Stag Rider is fleeing: every action is a move to the edge of the table."
    ]
    # At the edge he is removed from the game.
    gone = bw.leave_table(fleeing)
    assert gone.status == bw.FLED
    assert bw.attack_problems(GAME, bear, gone) == [
        "Stag Rider has left the table and cannot be attacked."
    ]


def test_stag_charge_adds_two_dice_once_a_game() -> None:
    stag, bear = fighters()
    dice = ScriptedDice([1, 1, 1, 1, 20, 19, 19])
    result = bw.resolve_attack(dice, GAME, stag, bear, special="stag_charge")
    assert len(result.roll.attack_rolls) == 5 and dice.done
    assert result.roll.wounded and result.attacker.used == ("stag_charge",)
    with pytest.raises(ValueError, match="already used Stag Charge this game"):
        bw.resolve_attack(random.Random(1), GAME, result.attacker, bear, special="stag_charge")


def test_berzerk_allows_one_more_attack_after_a_wound() -> None:
    _, bear = fighters()
    stag = bw.new_fighter(GAME, "stagrider")
    dice = ScriptedDice([20, 1, 1, 1, 1, 1, 1, 1])
    first = bw.resolve_attack(dice, GAME, bear, stag)
    assert first.follow_up == "berzerk"
    again = bw.resolve_attack(
        ScriptedDice([20, 1, 1, 1, 1, 1, 1, 1]),
        GAME,
        first.attacker,
        first.defender,
        special="berzerk",
    )
    assert again.attacker.used == ("berzerk",)
    assert again.follow_up is None
    assert again.defender.attack == 1


def test_berzerk_needs_a_wound_before_it() -> None:
    """B3: only after the Bear Rider has wounded may he attack again with Berzerk."""
    bear = bw.new_fighter(GAME, "bear_rider")
    stag = bw.new_fighter(GAME, "stagrider")
    assert bw.attack_problems(GAME, bear, stag, special="berzerk") == [
        "Berzerk follows only an attack that wounded."
    ]
    with pytest.raises(ValueError, match="follows only an attack that wounded"):
        bw.resolve_attack(random.Random(1), GAME, bear, stag, special="berzerk")
    missed = bw.resolve_attack(ScriptedDice([1, 1, 1, 1, 1, 20, 20, 20]), GAME, bear, stag)
    assert not missed.roll.wounded and missed.follow_up is None
    assert bw.attack_problems(GAME, missed.attacker, stag, special="berzerk") == [
        "Berzerk follows only an attack that wounded."
    ]
    wounded = bw.resolve_attack(ScriptedDice([20, 1, 1, 1, 1, 1, 1, 1]), GAME, bear, stag)
    assert wounded.attacker.follow_up == "berzerk"
    assert bw.attack_problems(GAME, wounded.attacker, wounded.defender, special="berzerk") == []
    # Any other attack in between spends the chance.
    other = bw.resolve_attack(
        ScriptedDice([1, 1, 1, 1, 1, 20, 20, 20]), GAME, wounded.attacker, wounded.defender
    )
    assert other.attacker.follow_up is None


def test_true_shot_leaves_no_defend_dice() -> None:
    hunter = bw.new_fighter(GAME, "hrashnarr")
    nave = bw.new_fighter(GAME, "nave")
    dice = ScriptedDice([14, 2, 2])
    shot = bw.resolve_attack(dice, GAME, hunter, nave, ranged=True, distance=14)
    assert shot.roll.defend_rolls == () and shot.roll.wounded and dice.done
    dice = ScriptedDice([14, 2, 2, 15, 1, 1, 1, 1])
    blow = bw.resolve_attack(dice, GAME, hunter, nave)  # in melee she defends as usual
    assert len(blow.roll.defend_rolls) == 5 and not blow.roll.wounded


def test_crossbows_shoot_with_defence() -> None:
    archer = bw.new_fighter(GAME, "infantry", options=["crossbow"])
    stag = bw.new_fighter(GAME, "stagrider")
    dice = ScriptedDice([13, 12, 12, 12])
    assert bw.resolve_attack(dice, GAME, archer, stag, ranged=True, distance=9).roll.wounded


@pytest.mark.parametrize(
    ("attacker", "kwargs", "message"),
    [
        ("infantry", {"ranged": True}, "Infantry has no bow or crossbow."),
        ("hrashnarr", {"ranged": True, "distance": 15}, 'out of range: 14" at most'),
        ("hrashnarr", {"special": "true_shot"}, "True Shot is always in use"),
        ("infantry", {"special": "rally"}, "Infantry does not have the special 'rally'."),
        ("infantry", {"special": "shout"}, "Infantry does not have the special 'shout'."),
    ],
)
def test_attacks_that_are_not_allowed(attacker: str, kwargs: dict, message: str) -> None:
    fighter = bw.new_fighter(GAME, attacker)
    target = bw.new_fighter(GAME, "nave")
    with pytest.raises(ValueError, match=message):
        bw.resolve_attack(random.Random(3), GAME, fighter, target, **kwargs)


def test_gone_characters_neither_attack_nor_are_attacked() -> None:
    stag, bear = fighters()
    assert bw.attack_problems(GAME, bw.flee(stag), replace(bear, status=bw.KILLED)) == [
        "Stag Rider is fleeing and cannot attack.",
        "Bear Rider has been killed and cannot be attacked.",
    ]

"""C1-C6 with dice: the roll-off, the shield save, the damage roll, double ones."""

from __future__ import annotations

import random
from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from rules.caliburn import (
    Combatant,
    DamageRoll,
    WeaponBreak,
    break_weapon,
    damage_outcome,
    double_ones,
    make_blow,
    resolve_blow,
    resolve_combat,
    roll_damage,
)
from rules.games import CALIBURN, load_game
from tests.rules.dice import ScriptedDice

GAME = load_game(CALIBURN)


def test_damage_roll_reads_the_chart() -> None:
    blow = make_blow(GAME, "war_axe", armour="mail_suit")
    assert roll_damage(ScriptedDice([4, 5]), GAME, blow) == DamageRoll((4, 5), 9, "neck_wound")
    assert roll_damage(ScriptedDice([6, 6]), GAME, blow) == DamageRoll((6, 6), 12, "decapitated")
    helmeted = make_blow(GAME, "longsword", helmet=True)
    assert roll_damage(ScriptedDice([5, 5]), GAME, helmeted).result == "neck_wound"
    assert roll_damage(ScriptedDice([5, 6]), GAME, helmeted).result == "slain"


def test_natural_twelve_beats_full_plate_but_not_the_green_knight() -> None:
    plate = make_blow(GAME, "dagger", armour="full_plate", defender="king_arthur")
    assert damage_outcome(GAME, plate, 12) == (6, "decapitated")
    knight = make_blow(GAME, "excalibur", defender="green_knight")
    assert damage_outcome(GAME, knight, 12) == (12, "none")


def test_shield_save() -> None:
    blow = make_blow(GAME, "longsword", shield=True)
    broken = resolve_blow(ScriptedDice([1]), GAME, blow)
    assert (broken.shield_roll, broken.damage, broken.result) == (1, None, "shield_broken")
    assert resolve_blow(ScriptedDice([3]), GAME, blow).result == "saved"
    dice = ScriptedDice([4, 2, 3])
    through = resolve_blow(dice, GAME, blow)
    # C2: a 5 on the chart breaks the shield he still has.
    assert through.damage == DamageRoll((2, 3), 5, "shield_broken") and dice.done
    no_shield = resolve_blow(ScriptedDice([2, 3]), GAME, make_blow(GAME, "longsword"))
    assert (no_shield.shield_roll, no_shield.result) == (None, "leg_wound")


def test_axe_breaks_the_shield_after_a_failed_save() -> None:
    blow = make_blow(GAME, "hand_axe", shield=True)
    assert resolve_blow(ScriptedDice([6, 1, 3]), GAME, blow).result == "shield_broken"


@given(st.sampled_from(list(GAME.items)), st.booleans(), st.booleans())
def test_rolled_damage_agrees_with_the_odds_table(weapon: str, shield: bool, helmet: bool) -> None:
    if not GAME.items[weapon].is_weapon:
        return
    blow = make_blow(GAME, weapon, shield=shield, helmet=helmet, armour="mail_suit")
    for first, second in product(range(1, 7), repeat=2):
        rolled = roll_damage(ScriptedDice([first, second]), GAME, blow)
        assert (rolled.total, rolled.result) == damage_outcome(GAME, blow, first + second)


def test_double_ones() -> None:
    assert double_ones([1, 1, 5])
    assert not double_ones([1, 6, 5])


def test_weapons_break_on_double_ones() -> None:
    def breaks(weapon: str, faces: list[int], items: tuple[str, ...] = ()) -> WeaponBreak:
        fighter = Combatant("sir_kai", (weapon, *items))
        dice = ScriptedDice(faces)
        result = break_weapon(dice, GAME, fighter)
        assert dice.done
        return result

    assert breaks("mace", []) == WeaponBreak("mace", True)
    assert breaks("longsword", [3]) == WeaponBreak("longsword", True, 3)
    assert breaks("bastard_sword", [4]) == WeaponBreak("bastard_sword", False, 4)
    excalibur = break_weapon(ScriptedDice([]), GAME, Combatant("king_arthur", ("excalibur",)))
    assert excalibur == WeaponBreak("excalibur", False)
    # The dagger is no sword: it breaks like any other weapon (C6), though he is never
    # without one after the game (K3 takes nothing he did not buy).
    assert break_weapon(ScriptedDice([]), GAME, Combatant("sir_kai")) == WeaponBreak("dagger", True)
    knight = break_weapon(ScriptedDice([]), GAME, Combatant("green_knight"))
    assert knight == WeaponBreak("war_axe", True)
    # A Morning Star breaks and its bearer rolls damage on himself: his mail counts, no bonus.
    star = breaks("morning_star", [4, 4], ("mail_suit", "shield"))
    assert star == WeaponBreak("morning_star", True, None, DamageRoll((4, 4), 7, "arm_wound"))
    flail = breaks("flail", [2, 3], ("helmet",))
    assert flail.self_wound == DamageRoll((2, 3), 5, "leg_wound")
    shielded = breaks("morning_star", [2, 3], ("shield",))
    assert shielded.self_wound == DamageRoll((2, 3), 5, "shield_broken")


def test_a_charge_wins_a_close_combat() -> None:
    charger = Combatant("sir_gawain", ("longsword", "shield"), charging=True)
    target = Combatant("sir_kai", ("mace", "shield", "mail_suit", "helmet"))
    dice = ScriptedDice([4, 2, 3, 5, 6, 1, 1, 5, 6, 4])
    result = resolve_combat(dice, GAME, charger, target)
    assert result.rolls == ((4, 2, 3), (5, 6, 1, 1))
    assert result.modifiers == (2, 0) and result.scores == (6, 6)
    assert result.winner is None and result.blow is None  # C1: a tie, no damage
    assert result.breaks == (None, WeaponBreak("mace", True))
    assert dice.faces == [5, 6, 4]


def test_the_winner_strikes_one_blow() -> None:
    charger = Combatant("sir_gawain", ("longsword", "shield"), charging=True)
    target = Combatant("sir_kai", ("spear", "shield", "mail_suit", "helmet"))
    dice = ScriptedDice([6, 2, 3, 5, 2, 1, 3, 4, 5, 5])
    result = resolve_combat(dice, GAME, charger, target)
    assert result.modifiers == (1, 0)  # C1: +1 against a spear
    assert result.scores == (7, 5) and result.winner == 0
    assert result.blow is not None
    assert result.blow.shield_roll == 4
    assert result.blow.damage == DamageRoll((5, 5), 9, "neck_wound")  # 10 - mail 1
    assert dice.done


def test_wounds_lower_the_score_and_the_loser_can_win() -> None:
    hurt = Combatant("sir_kai", ("war_axe",), injuries={"arm": 1, "neck": 1})
    green = Combatant("green_knight")
    dice = ScriptedDice([6, 6, 6, 1, 4, 4, 4, 4, 4, 6, 6])
    result = resolve_combat(dice, GAME, hurt, green)
    assert result.modifiers == (-3, 0) and result.scores == (3, 4) and result.winner == 1
    assert result.blow is not None and result.blow.damage == DamageRoll((6, 6), 13, "decapitated")


def test_a_chosen_weapon_is_used() -> None:
    fighter = Combatant(
        "sir_kai", ("longsword", "morning_star"), charging=True, weapon="morning_star"
    )
    assert fighter.weapon_id(GAME) == "morning_star"
    blow = fighter.blow_against(GAME, Combatant("sir_gawain"))
    assert blow.bonus == 1


def test_what_broke_earlier_in_the_game_is_off_his_kit() -> None:
    # The Green Knight's own War Axe broke: he fights with his dagger (C6), which breaks too.
    knight = Combatant("green_knight", ("war_axe",), broken=("war_axe",))
    assert knight.weapon_id(GAME) == "dagger"
    assert break_weapon(ScriptedDice([]), GAME, knight) == WeaponBreak("dagger", True)
    # Sir Kai's shield and spear broke: no shield save (C4), and a charge at him is +2 (C1).
    kai = Combatant("sir_kai", ("spear", "shield", "mace"), broken=("spear", "shield"))
    blow = knight.blow_against(GAME, kai)
    assert (blow.bonus, blow.shield) == (0, False)
    charger = Combatant("sir_gawain", ("longsword",), charging=True)
    dice = ScriptedDice([4, 2, 3, 5, 6, 5, 5])
    result = resolve_combat(dice, GAME, charger, kai)
    assert result.modifiers == (2, 0) and result.scores == (6, 6) and dice.done
    assert result.winner is None and result.breaks == (None, None)


def test_seeded_dice_replay_a_combat() -> None:
    first = Combatant("king_arthur", ("excalibur", "shield", "mail_suit"))
    second = Combatant("green_knight")
    one = resolve_combat(random.Random(7), GAME, first, second)
    two = resolve_combat(random.Random(7), GAME, first, second)
    assert one == two


def test_his_advances_extra_die_is_rolled() -> None:
    """K6: a warrior who bought an extra combat die rolls it (Sir Kai 5d6, not 4d6); never
    more than 5d6 (the Green Knight rolls his own five)."""
    kai = Combatant("sir_kai", ("longsword",), extra_dice=1)
    knight = Combatant("green_knight", extra_dice=1)
    assert (kai.dice(GAME), knight.dice(GAME)) == (5, 5)
    dice = ScriptedDice([2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 4, 4])
    result = resolve_combat(dice, GAME, kai, knight)
    assert result.rolls == ((2, 3, 4, 5, 6), (1, 2, 3, 4, 5))
    assert result.scores == (6, 5) and result.winner == 0
    assert dice.done  # his fifth die, then the blow's two damage dice: nothing else

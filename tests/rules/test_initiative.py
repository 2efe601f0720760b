"""Who goes first: B9's d20 roll-off in The Beastrider Wars, the d6 ruling in Caliburn's Wrath."""

from __future__ import annotations

import pytest

from rules import initiative
from rules.games import BEASTRIDER, CALIBURN, load_game
from tests.rules.dice import ScriptedDice

BEASTS = load_game(BEASTRIDER)
KNIGHTS = load_game(CALIBURN)


def test_each_game_rolls_its_own_die() -> None:
    assert (BEASTS.initiative.die, KNIGHTS.initiative.die) == (20, 6)
    with pytest.raises(AssertionError, match="not a face of d6"):
        initiative.roll_off(KNIGHTS, ("Camelot", "Kent"), ScriptedDice([7, 2]))


def test_the_beastrider_roll_off_rerolls_ties_and_names_who_rolled_what() -> None:
    dice = ScriptedDice([7, 7, 20, 20, 3, 11])
    roll = initiative.roll_off(BEASTS, ("Stags", "Bears"), dice)
    assert dice.done
    assert roll.rounds == ((7, 7), (20, 20), (3, 11))
    assert (roll.sides, roll.die, roll.winner, roll.winner_name) == (
        ("Stags", "Bears"),
        20,
        1,
        "Bears",
    )
    assert initiative.describe(BEASTS, roll) == (
        "Each side rolled a d20: Stags 7, Bears 7 (a tie, rolled again); Stags 20, Bears 20 "
        "(a tie, rolled again); Stags 3, Bears 11: Bears chooses who acts first."
    )


def test_caliburns_wrath_rolls_a_d6_for_player_1() -> None:
    roll = initiative.roll_off(KNIGHTS, ("Camelot", "Kent"), ScriptedDice([4, 4, 5, 2]))
    assert roll.rounds == ((4, 4), (5, 2)) and roll.winner == 0
    assert initiative.describe(KNIGHTS, roll) == (
        "Each side rolled a d6: Camelot 4, Kent 4 (a tie, rolled again); Camelot 5, Kent 2: "
        "Camelot chooses who is player 1."
    )
    # Player 1 stays player 1: no roll on later turns, whatever the wounds.
    later = initiative.next_turn(KNIGHTS, roll, ScriptedDice([]), wounds=(0, 3))
    assert (later.winner, later.rounds, later.decided_by) == (0, (), initiative.KEPT)
    assert initiative.describe(KNIGHTS, later) == (
        "The places of the first turn are kept: Camelot chooses who is player 1."
    )


def test_later_beastrider_turns_go_to_whoever_wounded_more() -> None:
    first = initiative.roll_off(BEASTS, ("Stags", "Bears"), ScriptedDice([12, 4]))
    assert first.winner == 0
    more = initiative.next_turn(BEASTS, first, ScriptedDice([]), wounds=(0, 3))
    assert (more.winner, more.decided_by, more.rounds) == (1, initiative.BY_WOUNDS, ())
    assert initiative.describe(BEASTS, more) == (
        "Bears inflicted the most wounds last turn: Bears chooses who acts first."
    )
    dice = ScriptedDice([5, 6])
    equal = initiative.next_turn(BEASTS, first, dice, wounds=(1, 1))
    assert (equal.rounds, equal.winner, equal.decided_by) == (((5, 6),), 1, initiative.BY_DICE)
    none = initiative.next_turn(BEASTS, first, ScriptedDice([9, 2]), wounds=(0, 0))
    assert none.rounds == ((9, 2),)
    with pytest.raises(ValueError, match="wounds each side inflicted"):
        initiative.next_turn(BEASTS, first, ScriptedDice([]), wounds=(1,))


def test_more_sides_roll_again_until_one_is_highest() -> None:
    dice = ScriptedDice([3, 6, 6, 5, 1, 2])
    roll = initiative.roll_off(KNIGHTS, ("A", "B", "C"), dice)
    assert roll.rounds == ((3, 6, 6), (5, 1, 2)) and roll.winner_name == "A"
    with pytest.raises(ValueError, match="two sides"):
        initiative.roll_off(KNIGHTS, ("A",), ScriptedDice([]))

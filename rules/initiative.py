"""Who goes first, in each game's own way: a roll-off with the dice passed in, every roll kept.

The Beastrider Wars (B9): turn 1, each player rolls a d20, again while they tie, and the higher
chooses who acts first; on later turns whoever inflicted more wounds in the turn before chooses,
and equal (or no) wounds mean rolling again. Caliburn's Wrath numbers its players 1 and 2 and
says no more; Muster's ruling is a d6 roll-off, again on a tie, whose winner chooses who is
player 1, the two keeping their places all game. The figures are the game data's
(:class:`~rules.data.InitiativeRules`); these functions serve the setting up of a game and,
turn by turn, a game being played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from i18n import translate
from rules.data import LATER_KEPT, GameData

# Why a roll-off went the way it did.
BY_DICE = "dice"
BY_WOUNDS = "wounds"  # more wounds inflicted in the turn before (B9)
KEPT = "kept"  # the places of turn 1 are kept (Caliburn's Wrath)


@dataclass(frozen=True)
class Roll:
    """Who chooses to go first, and how that was settled.

    ``sides`` names the players in the order they rolled; each of ``rounds`` holds one die per
    side in that order, ties and all, the last round deciding. ``winner`` is the index of the
    side who chooses. ``decided_by`` is BY_DICE, or BY_WOUNDS or KEPT when no die was rolled.
    """

    sides: tuple[str, ...]
    die: int
    rounds: tuple[tuple[int, ...], ...]
    winner: int
    decided_by: str = BY_DICE

    @property
    def winner_name(self) -> str:
        """The name of the side who chooses."""
        return self.sides[self.winner]


def _highest(faces: Sequence[int]) -> int | None:
    """The index of the one highest value, or None when the highest is shared."""
    top = max(faces)
    return faces.index(top) if list(faces).count(top) == 1 else None


def roll_off(rules: GameData, sides: Sequence[str], rng: random.Random) -> Roll:
    """Every side rolls the game's initiative die, all again while the highest tie; the
    highest chooses (B9 for The Beastrider Wars, the ruling for Caliburn's Wrath).

    ValueError for fewer than two sides.
    """
    if len(sides) < 2:
        raise ValueError(_two_sides())
    die = rules.initiative.die
    rounds = []
    while True:
        faces = tuple(rng.randint(1, die) for _ in sides)
        rounds.append(faces)
        winner = _highest(faces)
        if winner is not None:
            return Roll(tuple(sides), die, tuple(rounds), winner)


def next_turn(
    rules: GameData,
    previous: Roll,
    rng: random.Random,
    *,
    wounds: Sequence[int] = (),
) -> Roll:
    """Who chooses on the turn after ``previous``.

    The Beastrider Wars (B9): the side who inflicted the most wounds last turn (``wounds``,
    one count per side); equal or none, a roll-off as on turn 1. Caliburn's Wrath: the places
    of turn 1 are kept, with no roll.
    """
    if rules.initiative.later_turns != LATER_KEPT and len(wounds) != len(previous.sides):
        raise ValueError(translate("RollOff", "Give the wounds each side inflicted last turn."))
    settled = without_dice(rules, previous, previous.sides, wounds)
    return settled if settled is not None else roll_off(rules, previous.sides, rng)


def without_dice(
    rules: GameData, previous: Roll | None, sides: Sequence[str], wounds: Sequence[int]
) -> Roll | None:
    """Who chooses on a later turn when no die is rolled, or None when the players roll again.

    The Beastrider Wars (B9): the side who inflicted the most wounds last turn (``wounds``, one
    count per side of ``sides``). Caliburn's Wrath: the places of the turn before are kept
    (None when that turn was never settled).
    """
    die = rules.initiative.die
    if rules.initiative.later_turns == LATER_KEPT:
        if previous is None:
            return None
        return Roll(previous.sides, previous.die, (), previous.winner, KEPT)
    most = _highest(wounds) if wounds else None
    if most is not None and wounds[most] > 0:
        return Roll(tuple(sides), die, (), most, BY_WOUNDS)
    return None


def from_faces(rules: GameData, sides: Sequence[str], rounds: Sequence[Sequence[int]]) -> Roll:
    """A roll-off rolled at the table and typed in: every round, one face per side.

    ValueError, in words, when a face is not one of the game's die, a round lacks a side's
    die, a round before the last has a single highest (it would have ended the roll-off) or
    the last round is still a tie.
    """
    die = rules.initiative.die
    if len(sides) < 2:
        raise ValueError(_two_sides())
    if not rounds:
        raise ValueError(translate("RollOff", "Type each side's d{die}.").format(die=die))
    checked = []
    for number, faces in enumerate(rounds, start=1):
        faces = tuple(faces)
        if len(faces) != len(sides):
            raise ValueError(
                translate("RollOff", "Each side rolls one d{die}: type {count} dice.").format(
                    die=die, count=len(sides)
                )
            )
        for face in faces:
            if not 1 <= face <= die:
                raise ValueError(
                    translate("RollOff", "A d{die} shows 1 to {die}, not {face}.").format(
                        die=die, face=face
                    )
                )
        winner = _highest(faces)
        if number < len(rounds) and winner is not None:
            raise ValueError(
                translate("RollOff", "Only the last round has a winner: the others were ties.")
            )
        if number == len(rounds) and winner is None:
            top = max(faces)
            tied = [name for name, face in zip(sides, faces, strict=True) if face == top]
            raise ValueError(
                translate("RollOff", "{sides} tied on {face}: roll again.").format(
                    sides=_and(tied), face=top
                )
            )
        checked.append(faces)
    winner = _highest(checked[-1])
    assert winner is not None
    return Roll(tuple(sides), die, tuple(checked), winner)


def describe(rules: GameData, roll: Roll) -> str:
    """The roll in words, naming which side rolled what: "Camelot 4, Kent 4 (a tie, rolled
    again); Camelot 5, Kent 2: Camelot chooses who is player 1."."""
    side, what = roll.winner_name, rules.initiative.chooses
    if roll.decided_by == BY_WOUNDS:
        return translate(
            "RollOff", "{side} inflicted the most wounds last turn: {side} chooses {what}."
        ).format(side=side, what=what)
    if roll.decided_by == KEPT:
        return translate(
            "RollOff", "The places of the first turn are kept: {side} chooses {what}."
        ).format(side=side, what=what)
    rounds = []
    for number, faces in enumerate(roll.rounds, start=1):
        text = ", ".join(
            translate("RollOff", "{side} {face}", "a side's die").format(side=name, face=face)
            for name, face in zip(roll.sides, faces, strict=True)
        )
        if number < len(roll.rounds):
            text = translate("RollOff", "{faces} (a tie, rolled again)").format(faces=text)
        rounds.append(text)
    return translate(
        "RollOff", "Each side rolled a d{die}: {rounds}: {side} chooses {what}."
    ).format(die=roll.die, rounds="; ".join(rounds), side=side, what=what)


def _two_sides() -> str:
    return translate("RollOff", "A roll-off needs two sides or more.")


def _and(names: Sequence[str]) -> str:
    """ "a and b" (or "a and b and c")."""
    said = names[0]
    for name in names[1:]:
        said = translate("RollOff", "{first} and {second}").format(first=said, second=name)
    return said

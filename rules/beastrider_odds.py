"""Whether a Beastrider Wars attack wounds (B1), and the exact chance that it does.

The defender cancels attack dice so as to stop the wound whenever he can (B1). By Hall's
theorem he can cancel every attack die scoring at least the Toughness exactly when, for every
score v at or above the Toughness, no more attack dice than defend dice score v or more. So an
attack wounds iff for some such v, more attack dice than defend dice score v or more.

For the odds, read the twenty faces from the top down and keep the running counts of attack
and defend dice seen so far: the attack fails exactly when the attack count never passes the
defend count at any face from 20 down to the Toughness (a ballot condition). ``_ballot``
counts, for k top faces and A attack and D defend dice all showing one of those faces, the
labelled outcomes that keep the condition; dice below the Toughness are free. Integers only,
built once, so every answer is a handful of additions.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from math import comb

FACES = 20
_TABLE_STEP = 10  # tables are built for pools up to a multiple of this


def attack_wounds(attack_rolls: Sequence[int], defend_rolls: Sequence[int], toughness: int) -> bool:
    """Whether these rolls wound a target of this Toughness once the defender cancels (B1)."""
    for value in {roll for roll in attack_rolls if roll >= toughness}:
        attack = sum(1 for roll in attack_rolls if roll >= value)
        defend = sum(1 for roll in defend_rolls if roll >= value)
        if attack > defend:
            return True
    return False


def cancel(
    attack_rolls: Sequence[int], defend_rolls: Sequence[int], toughness: int
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """The defender's best cancelling: (attack, defend) pairs removed, and the attack dice left.

    Only dice that could wound are worth cancelling; each defend die removes at most one attack
    die scoring no more than it. Taking the attack dice from the highest down, any defend die
    high enough for one is high enough for every lower one, so the smallest such is used.
    """
    free = sorted(defend_rolls)
    pairs: list[tuple[int, int]] = []
    left: list[int] = []
    for roll in sorted(attack_rolls, reverse=True):
        match = next((die for die in free if die >= roll), None)
        if roll < toughness or match is None:
            left.append(roll)
            continue
        free.remove(match)
        pairs.append((roll, match))
    return tuple(pairs), tuple(left)


@cache
def _ballot(size: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """N[k][A][D]: labelled ways for A attack and D defend dice to show only the top k faces
    with, at every face v among them, no more attack than defend dice scoring v or more."""
    tables = []
    current = [[1 if a == d == 0 else 0 for d in range(size + 1)] for a in range(size + 1)]
    tables.append(tuple(map(tuple, current)))
    for _ in range(FACES):
        # The next face down: j defend dice, then i attack dice, show it; the ballot condition
        # is checked once both are placed.
        with_defend = [
            [sum(comb(d, j) * row[d - j] for j in range(d + 1)) for d in range(size + 1)]
            for row in current
        ]
        current = [
            [
                sum(comb(a, i) * with_defend[a - i][d] for i in range(a + 1)) if a <= d else 0
                for d in range(size + 1)
            ]
            for a in range(size + 1)
        ]
        tables.append(tuple(map(tuple, current)))
    return tuple(tables)


@cache
def wound_chance(attack_dice: int, defend_dice: int, toughness: int) -> Fraction:
    """The exact chance that one attack of this many d20s wounds (B1, B2).

    True Shot is ``wound_chance(a, 0, t)``; Stag Charge is ``wound_chance(a + 2, d, t)``.
    """
    if attack_dice < 0 or defend_dice < 0:
        raise ValueError("dice pools cannot be negative")
    toughness = min(max(toughness, 1), FACES + 1)
    top = FACES + 1 - toughness  # faces that can wound
    low = toughness - 1  # faces that cannot
    size = -(-max(attack_dice, defend_dice, 1) // _TABLE_STEP) * _TABLE_STEP
    ways = _ballot(size)[top]
    low_powers = [low**n for n in range(attack_dice + defend_dice + 1)]
    stopped = 0
    for a in range(attack_dice + 1):
        row = ways[a]
        inner = sum(
            comb(defend_dice, d) * row[d] * low_powers[defend_dice - d]
            for d in range(a, defend_dice + 1)
        )
        stopped += comb(attack_dice, a) * low_powers[attack_dice - a] * inner
    total = FACES ** (attack_dice + defend_dice)
    return Fraction(total - stopped, total)

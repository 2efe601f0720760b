"""B1, B2: whether an attack wounds, and its exact odds."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from fractions import Fraction
from math import factorial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import beastrider_odds
from rules.beastrider import attack_wounds, wound_chance
from rules.beastrider_odds import cancel

die = st.integers(min_value=1, max_value=20)
toughness = st.integers(min_value=1, max_value=21)


def wounds_by_matching(attack: Sequence[int], defend: Sequence[int], toughness: int) -> bool:
    """Brute force: try every way of giving defend dice to attack dice, one each at most."""
    dangerous = [roll for roll in attack if roll >= toughness]
    if len(dangerous) > len(defend):
        return True
    for chosen in itertools.permutations(defend, len(dangerous)):
        if all(a <= d for a, d in zip(dangerous, chosen, strict=True)):
            return False
    return True


def chance_by_enumeration(attack: int, defend: int, toughness: int) -> Fraction:
    """Brute force: every one of the 20^(a+d) rolls."""
    hits = sum(
        attack_wounds(rolls[:attack], rolls[attack:], toughness)
        for rolls in itertools.product(range(1, 21), repeat=attack + defend)
    )
    return Fraction(hits, 20 ** (attack + defend))


@pytest.mark.parametrize(
    ("attack", "defend", "toughness", "wounded"),
    [
        ([15], [14], 13, True),
        ([15], [15], 13, False),  # equal is cancelled
        ([12], [], 13, False),  # below Toughness
        ([13], [], 13, True),  # equal to Toughness wounds
        ([18, 14], [19], 13, True),  # one defend die removes one attack die
        ([18, 14], [19, 14], 13, False),
        ([18, 14], [15, 20], 13, False),
        ([18, 14], [15, 16], 13, True),  # 18 beats both
        ([20, 20, 3], [20, 20], 13, False),  # B2: one wound at most, and none here
        ([], [5], 1, False),
    ],
)
def test_attack_wounds(attack: list[int], defend: list[int], toughness: int, wounded: bool) -> None:
    assert attack_wounds(attack, defend, toughness) is wounded


def test_cancel_shows_the_dice_that_get_through() -> None:
    pairs, left = cancel([18, 14, 3], [15, 16], 13)
    assert pairs == ((14, 15),)
    assert left == (18, 3)


@given(st.lists(die, max_size=5), st.lists(die, max_size=5), toughness)
def test_attack_wounds_agrees_with_brute_force_matching(
    attack: list[int], defend: list[int], toughness: int
) -> None:
    wounded = attack_wounds(attack, defend, toughness)
    assert wounded == wounds_by_matching(attack, defend, toughness)
    _, left = cancel(attack, defend, toughness)
    assert wounded == any(roll >= toughness for roll in left)


@pytest.mark.parametrize(
    ("attack", "defend", "toughness", "chance"),
    [
        (1, 0, 13, Fraction(2, 5)),  # 8 faces of 20
        (2, 0, 13, Fraction(16, 25)),  # 1 - (12/20)^2
        (1, 1, 13, Fraction(31, 100)),  # sum of (a - 1) for a = 13..20, over 400
        (1, 1, 1, Fraction(19, 40)),  # a > d: 190 of 400
        (2, 1, 20, Fraction(371, 4000)),  # 1/400 + (38/400)(19/20)
        (3, 0, 21, Fraction(0)),  # no d20 reaches 21
        (3, 0, 1, Fraction(1)),
        (0, 3, 5, Fraction(0)),
        (3, 2, 0, wound_chance(3, 2, 1)),  # a Toughness below 1 is 1
    ],
)
def test_wound_chance_by_hand(attack: int, defend: int, toughness: int, chance: Fraction) -> None:
    assert wound_chance(attack, defend, toughness) == chance


def compositions(dice: int, bins: int) -> list[tuple[int, ...]]:
    """Every way of putting ``dice`` dice into ``bins`` faces, as counts per face."""
    if bins == 1:
        return [(dice,)]
    return [(n, *rest) for n in range(dice + 1) for rest in compositions(dice - n, bins - 1)]


def chance_by_counts(attack: int, defend: int, toughness: int) -> Fraction:
    """Independent check for middling pools: faces below the Toughness merged into one, every
    pair of count vectors weighed by its multinomial coefficients, B1 applied directly."""
    faces = list(range(20, toughness - 1, -1))  # the faces that can wound, top first
    weights = [1] * len(faces) + [toughness - 1]  # the last bin holds every low face

    def ways(counts: tuple[int, ...]) -> int:
        result = factorial(sum(counts))
        for count, weight in zip(counts, weights, strict=True):
            result = result // factorial(count) * weight**count
        return result

    hits = 0
    for a_counts in compositions(attack, len(weights)):
        for d_counts in compositions(defend, len(weights)):
            a_seen = d_seen = 0
            for index in range(len(faces)):
                a_seen += a_counts[index]
                d_seen += d_counts[index]
                if a_seen > d_seen:
                    hits += ways(a_counts) * ways(d_counts)
                    break
    return Fraction(hits, 20 ** (attack + defend))


def test_wound_chance_of_the_profiles() -> None:
    # Stag Charge on a Bear Rider with a shield.
    assert wound_chance(3 + 2, 4, 15) == Fraction(30310610129, 51200000000)
    assert wound_chance(3 + 2, 4, 15) == chance_by_counts(5, 4, 15)
    # True Shot on Nave: any die of 14 or more wounds.
    assert wound_chance(3, 0, 14) == 1 - Fraction(13, 20) ** 3


@pytest.mark.parametrize(("attack", "defend", "toughness"), [(3, 3, 13), (4, 2, 16), (2, 5, 18)])
def test_wound_chance_equals_counting(attack: int, defend: int, toughness: int) -> None:
    assert wound_chance(attack, defend, toughness) == chance_by_counts(attack, defend, toughness)


@pytest.mark.parametrize(("attack", "defend", "toughness"), [(2, 2, 14), (1, 3, 8), (3, 1, 17)])
def test_wound_chance_equals_enumeration(attack: int, defend: int, toughness: int) -> None:
    assert wound_chance(attack, defend, toughness) == chance_by_enumeration(
        attack, defend, toughness
    )


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2), st.integers(min_value=0, max_value=1), toughness)
def test_wound_chance_equals_enumeration_for_small_pools(
    attack: int, defend: int, toughness: int
) -> None:
    assert wound_chance(attack, defend, toughness) == chance_by_enumeration(
        attack, defend, toughness
    )


pool = st.integers(min_value=0, max_value=12)


@given(pool, pool, toughness)
def test_wound_chance_is_monotone(attack: int, defend: int, toughness: int) -> None:
    chance = wound_chance(attack, defend, toughness)
    assert 0 <= chance <= 1
    assert wound_chance(attack + 1, defend, toughness) >= chance
    assert wound_chance(attack, defend + 1, toughness) <= chance
    assert wound_chance(attack, defend, toughness + 1) <= chance


def test_wound_chance_refuses_negative_pools() -> None:
    with pytest.raises(ValueError, match="cannot be negative"):
        wound_chance(-1, 2, 10)


def test_the_full_table_is_whole_probabilities() -> None:
    # Its speed is measured by `make bench` (docs/performance.md), not asserted here.
    wound_chance.cache_clear()
    beastrider_odds._ballot.cache_clear()
    table = [wound_chance(a, d, t) for a in range(11) for d in range(11) for t in range(1, 22)]
    assert len(table) == 11 * 11 * 21
    assert all(0 <= chance <= 1 for chance in table)
    assert table[0] == 0 and wound_chance(10, 0, 1) == 1


def test_large_pools_build_larger_tables() -> None:
    assert wound_chance(15, 0, 11) == 1 - Fraction(1, 2) ** 15

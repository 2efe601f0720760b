"""C1-C5 as exact odds: the combat roll-off, the shield save and the damage roll."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.caliburn import combat_odds, injury_odds, injury_odds_in
from rules.games import CALIBURN, effective_game, load_game

KEYS = [
    "none",
    "saved",
    "shield_broken",
    "leg_wound",
    "arm_wound",
    "neck_wound",
    "slain",
    "decapitated",
]


def odds(**values: F) -> dict[str, F]:
    """All eight outcomes, zero unless given."""
    return {key: values.get(key, F(0)) for key in KEYS}


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((1, 1), (F(5, 12), F(1, 6), F(5, 12))),
        ((1, 1, 2, 0), (F(13, 18), F(1, 9), F(1, 6))),  # a charge: 26, 4 and 6 of 36
        ((2, 1), (F(125, 216), F(1, 6), F(55, 216))),
        ((1, 2), (F(55, 216), F(1, 6), F(125, 216))),
        ((1, 1, 0, 5), (F(0), F(1, 36), F(35, 36))),
        ((1, 1, 0, 6), (F(0), F(0), F(1))),
    ],
)
def test_combat_odds_by_hand(args: tuple[int, ...], expected: tuple[F, F, F]) -> None:
    assert combat_odds(*args) == expected


def test_combat_needs_dice() -> None:
    with pytest.raises(ValueError, match="at least one combat die"):
        combat_odds(0, 2)


@given(st.integers(1, 6), st.integers(1, 6), st.integers(-4, 4), st.integers(-4, 4))
def test_combat_odds_sum_to_one_and_are_symmetric(a: int, b: int, ma: int, mb: int) -> None:
    win, tie, lose = combat_odds(a, b, ma, mb)
    assert win + tie + lose == 1 and min(win, tie, lose) >= 0
    assert combat_odds(b, a, mb, ma) == (lose, tie, win)
    assert combat_odds(a + 1, b, ma, mb)[0] >= win


PLAIN = odds(
    none=F(1, 6),
    leg_wound=F(1, 4),
    arm_wound=F(11, 36),
    neck_wound=F(1, 9),
    slain=F(5, 36),
    decapitated=F(1, 36),
)


def test_damage_chart_without_modifiers() -> None:
    assert injury_odds("longsword") == PLAIN
    assert list(injury_odds("longsword")) == KEYS


def test_mace_ignores_mail() -> None:
    assert injury_odds("mace", armour="mail_suit") == PLAIN
    assert injury_odds("longsword", armour="mail_suit") == odds(
        none=F(10, 36),
        leg_wound=F(11, 36),
        arm_wound=F(9, 36),
        neck_wound=F(3, 36),
        slain=F(2, 36),
        decapitated=F(1, 36),  # C3: a natural 12 all the same
    )


def test_helmet_turns_ten_into_nine() -> None:
    assert injury_odds("longsword", helmet=True) == odds(
        none=F(1, 6),
        leg_wound=F(1, 4),
        arm_wound=F(11, 36),
        neck_wound=F(7, 36),
        slain=F(2, 36),
        decapitated=F(1, 36),
    )


def test_scabbard_of_king_arthur() -> None:
    assert injury_odds("longsword", defender="king_arthur") == odds(
        none=F(7, 12), leg_wound=F(1, 4), arm_wound=F(5, 36), decapitated=F(1, 36)
    )


def test_green_knight_natural_armour_and_no_decapitation() -> None:
    assert injury_odds("longsword", defender="green_knight") == odds(
        none=F(4, 9), leg_wound=F(11, 36), arm_wound=F(7, 36), neck_wound=F(1, 18)
    )
    # A charging Flail's +2 cancels his armour: the plain chart, but a 12 does him no harm.
    assert injury_odds("flail", defender="green_knight", charging=True) == {
        **PLAIN,
        "none": F(7, 36),
        "decapitated": F(0),
    }


def test_charge_bonuses_of_morning_star_and_flail() -> None:
    assert injury_odds("morning_star") == PLAIN
    assert injury_odds("flail") == PLAIN
    assert injury_odds("morning_star", charging=True) == injury_odds("war_axe")
    assert injury_odds("flail", charging=True) == injury_odds("excalibur")
    assert injury_odds("excalibur", armour="full_plate") == injury_odds(
        "dagger", armour="mail_suit"
    )


def test_shield_save_then_damage() -> None:
    assert injury_odds("longsword", shield=True) == odds(
        none=F(1, 12),
        saved=F(1, 3),
        shield_broken=F(2, 9),  # a save of 1, or a 5 on the chart
        leg_wound=F(5, 72),
        arm_wound=F(11, 72),
        neck_wound=F(1, 18),
        slain=F(5, 72),
        decapitated=F(1, 72),
    )


def test_axes_break_shields_on_four_or_five() -> None:
    assert injury_odds("hand_axe", shield=True)["shield_broken"] == F(1, 6) + F(7, 72)
    assert injury_odds("hand_axe", shield=True)["none"] == F(1, 24)
    assert injury_odds("war_axe", shield=True) == odds(
        none=F(1, 72),
        saved=F(1, 3),
        shield_broken=F(17, 72),
        leg_wound=F(1, 18),
        arm_wound=F(11, 72),
        neck_wound=F(5, 72),
        slain=F(7, 72),
        decapitated=F(1, 24),  # 11 + 1 makes 12: decapitated
    )
    # Without a shield an axe's 4 is no damage and its 5 a leg wound.
    assert injury_odds("hand_axe") == PLAIN


def test_house_rules_do_not_change_the_chart() -> None:
    rules = effective_game(CALIBURN, {"prices": {"helmet": 3}})
    assert injury_odds_in(rules, "longsword") == PLAIN


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"weapon": "bow"}, "no weapon 'bow'"),
        ({"weapon": "shield"}, "no weapon 'shield'"),
        ({"weapon": "mace", "armour": "helmet"}, "no armour 'helmet'"),
        ({"weapon": "mace", "defender": "merlin"}, "no profile 'merlin'"),
    ],
)
def test_injury_odds_refuse_unknown_ids(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        injury_odds(**kwargs)


GAME = load_game(CALIBURN)


@given(
    st.sampled_from([key for key, item in GAME.items.items() if item.is_weapon]),
    st.sampled_from([None, *GAME.profiles]),
    st.sampled_from([key for key, item in GAME.items.items() if item.category == "armour"]),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
def test_injury_odds_sum_to_one(
    weapon: str, defender: str | None, armour: str, helmet: bool, shield: bool, charging: bool
) -> None:
    result = injury_odds(
        weapon, defender=defender, armour=armour, helmet=helmet, shield=shield, charging=charging
    )
    assert list(result) == KEYS
    assert sum(result.values()) == 1
    assert all(value >= 0 for value in result.values())
    if not shield:
        assert result["saved"] == result["shield_broken"] == 0
    if defender == "green_knight":
        assert result["decapitated"] == 0
    else:
        assert result["decapitated"] >= F(1, 72)  # C3: nothing prevents a natural 12

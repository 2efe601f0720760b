"""K6 Experience: the awards of a game, the advances' costs and limits, why an advance is
refused, a campaign's own figures checked, and XP added up from a history."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rules.experience import (
    DEFAULT_XP_AWARDS,
    XP_EARNED,
    XP_SPENT,
    Account,
    Advance,
    account,
    advance_refusals,
    advances,
    advances_taken,
    settings_problems,
    xp_awards,
    xp_earned,
)
from rules.games import BEASTRIDER, CALIBURN, load_game

BEASTS = load_game(BEASTRIDER)
KNIGHTS = load_game(CALIBURN)


def earned(**kw: Any) -> int:
    game = {"dead": False, "fled": False, "won": False, "kills": 0, "relic": False, **kw}
    return xp_earned(DEFAULT_XP_AWARDS, **game)


# --- earning ---------------------------------------------------------------------------------


def test_the_awards_of_k6() -> None:
    assert earned() == 1  # for playing
    assert earned(won=True) == 2
    assert earned(kills=3) == 4
    assert earned(relic=True) == 3
    assert earned(won=True, kills=2, relic=True) == 6


def test_the_dead_earn_nothing_and_one_who_fled_earns_for_playing() -> None:
    assert earned(dead=True, won=True, kills=2, relic=True) == 0
    assert earned(fled=True, won=True, kills=2) == 1
    assert earned(dead=True, fled=True) == 0


def test_a_campaign_sets_its_own_awards() -> None:
    awards = xp_awards({"xp_awards": {"played": 2, "kill": 0}})
    assert awards == {"played": 2, "won": 1, "kill": 0, "relic": 2}
    assert xp_earned(awards, dead=False, fled=False, won=True, kills=4, relic=False) == 3
    # what it cannot use is ignored
    assert xp_awards({"xp_awards": {"played": -1, "won": True, "other": 3}}) == dict(
        DEFAULT_XP_AWARDS
    )
    assert xp_awards({"xp_awards": None}) == dict(DEFAULT_XP_AWARDS)
    assert xp_awards({}) == dict(DEFAULT_XP_AWARDS)


# --- the advances on offer -------------------------------------------------------------------


def test_each_games_advances_with_k6s_costs_and_limits() -> None:
    assert advances(BEASTRIDER, {}) == {
        "attack": Advance("attack", 5, 2),
        "defend": Advance("defend", 5, 2),
        "special": Advance("special", 8, 1),
    }
    assert advances(CALIBURN, {}) == {"combat": Advance("combat", 8, 1)}
    assert advances(CALIBURN, {})["combat"].name == "an extra combat die"
    assert advances(BEASTRIDER, {})["special"].counted == "New specials"


def test_a_campaign_sets_its_own_costs_and_limits() -> None:
    own = {"advances": {"attack": {"cost": 3}, "special": {"limit": 2, "cost": 10}}}
    offered = advances(BEASTRIDER, own)
    assert offered["attack"] == Advance("attack", 3, 2)
    assert offered["special"] == Advance("special", 10, 2)
    assert offered["defend"] == Advance("defend", 5, 2)
    # what it cannot use is ignored
    bad = {"advances": {"combat": {"cost": -1, "limit": 10}}}
    assert advances(CALIBURN, bad)["combat"] == Advance("combat", 8, 1)
    assert advances(CALIBURN, {"advances": {"combat": 4}})["combat"] == Advance("combat", 8, 1)
    assert advances(CALIBURN, {"advances": [1]})["combat"] == Advance("combat", 8, 1)


def test_a_campaigns_own_figures_are_checked_in_words() -> None:
    assert settings_problems(BEASTRIDER, {}) == []
    assert settings_problems(BEASTRIDER, {"xp_awards": None, "advances": None}) == []
    good = {"xp_awards": {"played": 0, "relic": 99}, "advances": {"attack": {"cost": 0}}}
    assert settings_problems(BEASTRIDER, good) == []
    assert settings_problems(
        CALIBURN,
        {
            "xp_awards": {"played": 100, "won": True, "bravery": 1},
            "advances": {
                "attack": {"cost": 5},
                "combat": {"cost": 8, "limit": 10, "colour": "red"},
            },
        },
    ) == [
        "xp_awards.played: must be a whole number from 0 to 99",
        "xp_awards.won: must be a whole number from 0 to 99",
        "xp_awards.bravery: no such award (K6)",
        "advances.attack: this game has no such advance (K6)",
        "advances.combat: must say only its cost and its limit",
    ]
    assert settings_problems(CALIBURN, {"advances": {"combat": {"cost": "8", "limit": 10}}}) == [
        "advances.combat.cost: must be a whole number from 0 to 99",
        "advances.combat.limit: must be a whole number from 0 to 9",
    ]
    assert settings_problems(CALIBURN, {"xp_awards": 3, "advances": "all"}) == [
        "xp_awards: must be a table of awards",
        "advances: must be a table of advances",
    ]


# --- spending --------------------------------------------------------------------------------


def test_a_beastrider_warrior_buys_what_he_can_afford_and_may_have() -> None:
    for kind in ("attack", "defend"):
        assert advance_refusals(BEASTS, "infantry", [], {"kind": kind}, xp_left=5) == []
    special = {"kind": "special", "special": "rally"}
    assert advance_refusals(BEASTS, "stagrider", [], special, xp_left=8) == []


def test_an_advance_he_cannot_afford_is_refused_with_its_cost() -> None:
    assert advance_refusals(
        BEASTS, "infantry", [], {"kind": "attack"}, xp_left=4, name="Brann"
    ) == ["Brann has 4 XP left, and an extra attack die costs 5 XP (K6)."]
    assert advance_refusals(
        BEASTS, "infantry", [], {"kind": "special", "special": "rally"}, xp_left=7
    ) == ["Infantry has 7 XP left, and a new special costs 8 XP (K6)."]


def test_an_advance_past_its_limit_is_refused() -> None:
    two = [{"kind": "attack"}, {"kind": "attack"}, {"kind": "defend"}]
    assert advance_refusals(BEASTS, "infantry", two, {"kind": "defend"}, xp_left=5) == []
    assert advance_refusals(
        BEASTS, "infantry", two, {"kind": "attack"}, xp_left=3, name="Brann"
    ) == [
        "Brann has 3 XP left, and an extra attack die costs 5 XP (K6).",
        "Extra attack dice: Brann has 2, the most he may have (K6).",
    ]
    learned = [{"kind": "special", "special": "rally"}]
    assert advance_refusals(
        BEASTS,
        "stagrider",
        learned,
        {"kind": "special", "special": "berzerk"},
        xp_left=20,
        name="Ulf",
    ) == ["New specials: Ulf has 1, the most he may have (K6)."]
    # a campaign's own limit
    more = {"advances": {"special": {"limit": 2}}}
    assert (
        advance_refusals(
            BEASTS,
            "stagrider",
            learned,
            {"kind": "special", "special": "berzerk"},
            xp_left=20,
            settings=more,
        )
        == []
    )


def test_a_special_is_refused_as_b8_refuses_it() -> None:
    assert advance_refusals(
        BEASTS,
        "stagrider",
        [],
        {"kind": "special", "special": "stag_charge"},
        xp_left=8,
        name="Ulf",
    ) == ["Ulf already has Stag Charge: a special is learned once (B8)."]
    assert advance_refusals(
        BEASTS, "bear_rider", [], {"kind": "special", "special": "true_shot"}, xp_left=8
    ) == ["True Shot works only with a bow, and Bear Rider has no bow or crossbow (B3)."]
    assert (
        advance_refusals(
            BEASTS,
            "infantry",
            [],
            {"kind": "special", "special": "true_shot"},
            xp_left=8,
            options=["bow"],
        )
        == []
    )


def test_a_caliburn_warrior_buys_one_combat_die_and_never_rolls_above_5d6() -> None:
    assert advance_refusals(KNIGHTS, "king_arthur", [], {"kind": "combat"}, xp_left=8) == []
    assert advance_refusals(
        KNIGHTS, "king_arthur", [{"kind": "combat"}], {"kind": "combat"}, xp_left=8, name="Arthur"
    ) == [
        "Extra combat dice: Arthur has 1, the most he may have (K6).",
        "Arthur rolls 5d6 already, and no warrior rolls more than 5d6 (K6).",
    ]
    assert advance_refusals(KNIGHTS, "green_knight", [], {"kind": "combat"}, xp_left=0) == [
        "The Green Knight has 0 XP left, and an extra combat die costs 8 XP (K6).",
        "The Green Knight rolls 5d6 already, and no warrior rolls more than 5d6 (K6).",
    ]
    # a campaign may raise the limit, never the 5d6
    settings = {"advances": {"combat": {"limit": 3}}}
    assert (
        advance_refusals(
            KNIGHTS,
            "sir_gawain",
            [{"kind": "combat"}],
            {"kind": "combat"},
            xp_left=8,
            settings=settings,
        )
        == []
    )
    assert advance_refusals(
        KNIGHTS,
        "sir_gawain",
        [{"kind": "combat"}, {"kind": "combat"}],
        {"kind": "combat"},
        xp_left=8,
        settings=settings,
        name="Gawain",
    ) == ["Gawain rolls 5d6 already, and no warrior rolls more than 5d6 (K6)."]


def test_an_advance_the_game_does_not_have_or_an_unknown_profile_is_refused() -> None:
    assert advance_refusals(KNIGHTS, "king_arthur", [], {"kind": "attack"}, xp_left=9) == [
        "Caliburn's Wrath has no such advance (K6)."
    ]
    assert advance_refusals(BEASTS, "dragon", [], {"kind": "attack"}, xp_left=9) == [
        "The Beastrider Wars has no profile “dragon” (K6)."
    ]


def test_advances_taken_before_experience_count_toward_the_limit() -> None:
    assert advances_taken([{"kind": "attack"}, {"kind": "special"}, {}], "attack") == 1


# --- the account -----------------------------------------------------------------------------


def test_xp_left_is_earned_less_spent_from_the_history() -> None:
    history = [
        {XP_EARNED: 3},
        None,
        {XP_EARNED: 2, "gold": 4},
        {XP_SPENT: 5},
        {XP_EARNED: -1},  # a correction
        {XP_EARNED: "lots", XP_SPENT: True},
    ]
    assert account(history) == Account(earned=4, spent=5)
    assert account(history).left == -1
    assert account([]) == Account()


@given(
    st.lists(
        st.one_of(
            st.builds(lambda n: {XP_EARNED: n}, st.integers(0, 9)),
            st.builds(lambda n: {XP_SPENT: n}, st.integers(0, 9)),
        )
    )
)
def test_left_is_always_earned_less_spent(history: list[dict[str, int]]) -> None:
    total = account(history)
    assert total.earned == sum(e.get(XP_EARNED, 0) for e in history)
    assert total.spent == sum(e.get(XP_SPENT, 0) for e in history)
    assert total.left == total.earned - total.spent

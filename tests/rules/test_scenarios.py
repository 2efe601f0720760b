"""C11 points checks, and the Beastrider Skirmish."""

from __future__ import annotations

import pytest

from rules.games import BEASTRIDER, CALIBURN, effective_game, load_game
from rules.scenarios import PointsCheck, SideSpec, game_problems, points_check, relic_problems

GAME = effective_game(
    CALIBURN,
    {
        "profiles": [
            {"id": "footman", "name": "Footman", "points": 3, "combat_dice": 1, "gold": 2},
            {"id": "sergeant", "name": "Sergeant", "points": 8, "combat_dice": 2, "gold": 4},
        ],
        "scenarios": [{"id": "raid", "name": "Raid", "text": ""}],
    },
)
ATTACKER = SideSpec("attacker", ("king_arthur", "sir_kai"))  # 30: a defender may have 22


def defender(footmen: int) -> SideSpec:
    return SideSpec("defender", ("sir_gawain",) + ("footman",) * footmen)


def test_last_stand_defender_may_have_three_quarters_rounded_down() -> None:
    check = points_check(GAME, "last_stand", [defender(4), ATTACKER], None)
    assert check == PointsCheck((), (), (22, 30))
    assert check.ok


def test_last_stand_defender_over_three_quarters() -> None:
    check = points_check(GAME, "last_stand", [ATTACKER, defender(5)], 25)
    assert check.errors == (
        "The defender fields 25 points; at most 22 (75% of the attacker's 30, rounded down; C11).",
        "The attacker fields 30 points, over the limit of 25 (C11).",
    )
    # Only the agreed limit may be played over; the scenario's own share may not.
    assert check.over_limit == ("The attacker fields 30 points, over the limit of 25 (C11).",)
    assert not check.ok


def test_last_stand_needs_its_roles() -> None:
    check = points_check(GAME, "last_stand", [ATTACKER, SideSpec("", ("sir_gawain",))], None)
    assert check.errors == (
        "This scenario needs one side of each role: attacker and defender (C11).",
    )
    assert check.points == (30, 10)


@pytest.mark.parametrize(
    "scenario", ["pitched_battle", "battle_in_the_castle", "capture_the_relic", "raid"]
)
def test_equal_points_scenarios_keep_to_the_limit(scenario: str) -> None:
    sides = [SideSpec("", ("green_knight",)), SideSpec("", ("sir_kai", "sir_gawain"))]
    assert points_check(GAME, scenario, sides, 40) == PointsCheck((), (), (40, 20))
    over = points_check(GAME, scenario, sides, 30)
    assert (
        over.errors == over.over_limit == ("Side 1 fields 40 points, over the limit of 30 (C11).",)
    )
    assert points_check(GAME, scenario, sides, None) == PointsCheck(
        (),
        ("No points limit is set and the sides are unequal: 40 against 20 points (C11).",),
        (40, 20),
    )
    even = [SideSpec("", ("sir_kai",)), SideSpec("", ("sir_gawain",))]
    assert points_check(GAME, scenario, even, None) == PointsCheck((), (), (10, 10))


def test_duel_one_warrior_a_side() -> None:
    close = [SideSpec("", ("sergeant",)), SideSpec("", ("sir_kai",))]
    assert points_check(GAME, "duel", close, None) == PointsCheck((), (), (8, 10))
    far = [SideSpec("", ("king_arthur",)), SideSpec("", ("sir_kai",))]
    assert points_check(GAME, "duel", far, None).warnings == (
        "The duellists' points differ by 10, more than a quarter of 20 (C11).",
    )
    crowd = [SideSpec("", ("footman", "footman")), SideSpec("", ("sir_kai",))]
    check = points_check(GAME, "duel", crowd, 9)
    assert check.errors == (
        "Side 2 fields 10 points, over the limit of 9 (C11).",
        "Side 1 must field exactly one warrior in a duel (C11).",
    )
    assert check.warnings == (
        "The duellists' points differ by 4, more than a quarter of 10 (C11).",
    )
    assert check.over_limit == ("Side 2 fields 10 points, over the limit of 9 (C11).",)


def test_a_duel_is_exactly_two_sides() -> None:
    three = [SideSpec("", ("sir_kai",)), SideSpec("", ("sir_gawain",)), SideSpec("", ("footman",))]
    check = points_check(GAME, "duel", three, None)
    assert check.errors == ("A duel is fought by exactly two sides, not 3 (C11).",)
    assert not check.ok
    empty = [SideSpec("", ("sir_kai",)), SideSpec("", ())]
    assert points_check(GAME, "duel", empty, None).errors == (
        "Side 2 must field at least one warrior.",
    )


def test_sides_must_be_real() -> None:
    check = points_check(
        GAME,
        "pitched_battle",
        [SideSpec("", ()), SideSpec("", ("sir_kai", "sir_kai", "mordred"))],
        -5,
    )
    assert check.errors == (
        "Side 1 must field at least one warrior.",
        "Caliburn's Wrath has no profile 'mordred'.",
        "Side 2 fields Sir Kai 2 times; a hero appears once (C10).",
        "The points limit cannot be negative.",
    )
    assert check.points == (0, 20)
    alone = points_check(GAME, "duel", [SideSpec("", ("sir_kai",))], None)
    assert alone.errors == ("A game needs at least two sides.",)


def test_unknown_scenario() -> None:
    assert points_check(GAME, "siege", [], None) == PointsCheck(
        ("Caliburn's Wrath has no scenario 'siege'.",), (), ()
    )


def test_beastrider_skirmish_needs_a_character_a_side() -> None:
    rules = load_game(BEASTRIDER)
    sides = [SideSpec("", ("stagrider",)), SideSpec("", ("bear_rider", "infantry"))]
    assert points_check(rules, "skirmish", sides, None) == PointsCheck((), (), (0, 0))
    assert points_check(rules, "skirmish", sides, 10) == PointsCheck((), (), (0, 0))
    empty = [SideSpec("", ("stagrider",)), SideSpec("", ())]
    assert points_check(rules, "skirmish", empty, None).errors == (
        "Side 2 must field at least one warrior.",
    )


def test_the_relic_belongs_to_capture_the_relic_and_to_the_winners() -> None:
    assert GAME.scenarios["capture_the_relic"].relic
    assert relic_problems(GAME, "capture_the_relic", carrier_side=1, winner_side=1) == []
    assert relic_problems(GAME, "pitched_battle", carrier_side=None, winner_side=0) == []
    assert relic_problems(GAME, "pitched_battle", carrier_side=0, winner_side=0) == [
        "Pitched Battle has no relic to carry off: only Capture the Relic has one (C11)."
    ]
    assert relic_problems(GAME, "raid", carrier_side=0, winner_side=0) == [
        "Raid has no relic to carry off: only Capture the Relic has one (C11)."
    ]
    assert relic_problems(GAME, "capture_the_relic", carrier_side=0, winner_side=1) == [
        "The relic carrier must be of the winning side: the first side to escape with the relic "
        "wins (C11)."
    ]
    assert relic_problems(GAME, "capture_the_relic", carrier_side=0, winner_side=None) == [
        "A draw has no relic carrier: the first side to escape with the relic wins (C11)."
    ]
    slain = relic_problems(
        GAME, "capture_the_relic", carrier_side=1, winner_side=1, carrier_died=True
    )
    assert slain == [
        "The relic carrier died in the game: the relic is carried off by one who escapes the "
        "board with it (C11)."
    ]


def test_a_game_is_judged_only_on_what_is_still_known() -> None:
    crowd = [SideSpec("", ("footman", "footman")), SideSpec("", ("sir_kai",))]
    assert game_problems(GAME, "duel", crowd) == [
        "Side 1 must field exactly one warrior in a duel (C11)."
    ]
    assert game_problems(GAME, "duel", crowd, complete=False) == []
    assert game_problems(GAME, "duel", crowd, complete=False, carrier_side=0, winner_side=0) == [
        "Duel has no relic to carry off: only Capture the Relic has one (C11)."
    ]
    # Its points were checked when it was set up; the campaign may change them since.
    rich = [SideSpec("", ("green_knight",)), SideSpec("", ("sir_kai", "sir_gawain"))]
    assert game_problems(GAME, "pitched_battle", rich) == []
    twice = [SideSpec("", ("sir_kai", "sir_kai")), SideSpec("defender", ("sir_gawain",))]
    assert game_problems(GAME, "last_stand", twice) == [
        "This scenario needs one side of each role: attacker and defender (C11).",
        "Side 1 fields Sir Kai 2 times; a hero appears once (C10).",
    ]
    assert game_problems(GAME, "siege", twice) == []


def test_a_game_kept_is_judged_on_empty_sides_and_last_stands_share() -> None:
    """Every side fields someone, and Last Stand's defender has at most 75% of the attacker's
    points (C11), whenever a game is judged, not only when it is set up; the share is judged
    on the game's own profiles, whose points a campaign cannot change."""
    empty = [SideSpec("", ("sir_kai",)), SideSpec("", ())]
    assert game_problems(GAME, "duel", empty) == ["Side 2 must field at least one warrior."]
    assert game_problems(GAME, "pitched_battle", empty) == [
        "Side 2 must field at least one warrior."
    ]
    assert game_problems(GAME, "duel", empty, complete=False) == []
    too_many = [SideSpec("attacker", ("sir_kai",)), SideSpec("defender", ("king_arthur",))]
    assert game_problems(GAME, "last_stand", too_many) == [
        "The defender fields 20 points; at most 7 (75% of the attacker's 10, rounded down; C11)."
    ]
    assert game_problems(GAME, "last_stand", too_many, complete=False) == []
    assert game_problems(GAME, "last_stand", [defender(4), ATTACKER]) == []
    # A campaign's own profile may have cost less when the game was set up.
    own = [SideSpec("attacker", ("footman",)), SideSpec("defender", ("sergeant",))]
    assert game_problems(GAME, "last_stand", own) == []


def test_a_side_is_named_by_its_warband_when_it_has_one() -> None:
    sides = [
        SideSpec("", ("sir_kai", "king_arthur"), name="Knights of Camelot"),
        SideSpec("", (), name="The Green Chapel"),
    ]
    assert points_check(GAME, "pitched_battle", sides, 20).errors == (
        "The Green Chapel must field at least one warrior.",
        "Knights of Camelot fields 30 points, over the limit of 20 (C11).",
    )
    both = [SideSpec("attacker", ("sir_kai", "sir_kai"), name="Knights of Camelot"), defender(1)]
    assert points_check(GAME, "last_stand", both, None).errors == (
        "Knights of Camelot (the attacker) fields Sir Kai 2 times; a hero appears once (C10).",
    )


def test_the_last_stand_check_names_the_warbands_it_has() -> None:
    attacker = SideSpec("attacker", ATTACKER.profile_ids, name="Knights of Camelot")
    the_defender = SideSpec("defender", defender(5).profile_ids, name="The Green Chapel")
    check = points_check(GAME, "last_stand", [attacker, the_defender], 25)
    assert check.errors == (
        "The Green Chapel (the defender) fields 25 points; at most 22 (75% of Knights of "
        "Camelot's 30, rounded down; C11).",
        "Knights of Camelot (the attacker) fields 30 points, over the limit of 25 (C11).",
    )

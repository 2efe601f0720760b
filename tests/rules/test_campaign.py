"""What carries over between games: deaths (K2, B8), broken gear (K3), injuries (K4)."""

from __future__ import annotations

from rules.campaign import add_injuries, gear_lost_after_game, injuries_after_game, is_dead
from rules.games import BEASTRIDER, CALIBURN, effective_game, load_game


def test_dead_for_the_campaign() -> None:
    assert [is_dead(o) for o in ("killed", "slain", "decapitated")] == [True, True, True]
    assert [is_dead(o) for o in ("fled", "neck_wound", "none")] == [False, False, False]


def test_wounds_heal_unless_lasting_injuries() -> None:
    rules = load_game(CALIBURN)
    assert injuries_after_game(rules, {"leg": 1, "arm": 0}) == {}
    lasting = effective_game(CALIBURN, {"lasting_injuries": True})
    assert injuries_after_game(lasting, {"leg": 1, "arm": 0}) == {"leg": 1}
    beast = effective_game(BEASTRIDER, {"lasting_injuries": True})
    assert injuries_after_game(beast, {"attack": 2}) == {"attack": 2}


def test_injuries_add_up() -> None:
    assert add_injuries({"leg": 1, "arm": 1}, {"leg": 1, "arm": -1, "neck": 1}) == {
        "leg": 2,
        "neck": 1,
    }


def test_broken_gear_is_lost_unless_switched_off() -> None:
    assert gear_lost_after_game(load_game(CALIBURN), ["shield", "mace"]) == ("shield", "mace")
    keep = effective_game(CALIBURN, {"lose_broken_gear": False})
    assert gear_lost_after_game(keep, ["shield"]) == ()

"""The tracker's odds from the table as it stands, and a tracked game as JSON data: written,
read back, refused with the path of what is wrong, and its log checked to add up."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from rules import initiative
from rules import tracker as t
from rules import tracker_changes as tc
from rules import tracker_json as tj
from rules import tracker_odds as to
from rules.beastrider import wound_chance
from rules.caliburn import combat_odds, injury_odds_in
from rules.games import BEASTRIDER, CALIBURN, load_game
from tests.rules.test_tracker import BEASTS, KNIGHTS, melee, skirmish


def test_beastrider_odds_use_the_dice_left() -> None:
    play = skirmish()
    play("lose", who=2, by=0, what="defend")
    odds = to.beastrider_attack(BEASTS, play.table, 0, 2)
    assert (odds.attack_dice, odds.defend_dice, odds.toughness) == (3, 3, 15)
    assert odds.chance == wound_chance(3, 3, 15) and odds.problems == ()
    charged = to.beastrider_attack(BEASTS, play.table, 0, 2, special="stag_charge")
    assert charged.attack_dice == 5
    assert to.charges(BEASTS, play.table.seats[0]) == ("stag_charge",)
    # True Shot: Hrashnarr's bow faces no defend dice (B3).
    shot = to.beastrider_attack(BEASTS, play.table, 3, 0, ranged=True)
    assert shot.defend_dice == 0 and shot.chance == wound_chance(3, 0, 13)
    play("special", who=0, what="stag_charge")
    again = to.beastrider_attack(BEASTS, play.table, 0, 2, special="stag_charge")
    assert again.problems == ("Sable has already used Stag Charge this game.",)
    same = to.beastrider_attack(BEASTS, play.table, 0, 1)
    assert same.problems[0] == "Sable and Nave are on the same side."


def test_caliburn_odds_follow_wounds_and_broken_kit() -> None:
    play = melee()
    fresh = to.caliburn_fight(KNIGHTS, play.table, 1, 2, charging=True)
    assert fresh.modifiers == (1, 0)  # a charge against a spear (C1)
    assert fresh.attacker.weapon == "excalibur" and fresh.defender.shield
    play("wound", who=1, by=2, what="arm")
    play("shield", who=2, by=1)
    play("weapon", who=2, what="spear")
    odds = to.caliburn_fight(KNIGHTS, play.table, 1, 2)
    assert odds.modifiers == (-1, 0)
    assert not odds.defender.shield and "spear" not in odds.defender.items
    assert odds.defender.weapon == "hand_axe" and odds.defender.move == 6 - 0
    wins, ties, losses = combat_odds(4, 3, -1, 0)
    assert (odds.attacker_wins, odds.tie, odds.defender_wins) == (wins, ties, losses)
    hits = injury_odds_in(KNIGHTS, "excalibur", defender="sir_gawain", helmet=True)
    assert odds.hits == hits
    assert odds.out == wins * (hits["slain"] + hits["decapitated"])
    back = odds.hits_back
    assert odds.out_back == losses * (back["slain"] + back["decapitated"])
    assert odds.problems == ()
    play("kill", who=2, by=1, what="slain")
    assert to.caliburn_fight(KNIGHTS, play.table, 0, 1).problems == (
        "Sir Kai and King Arthur are on the same side.",
    )
    assert to.caliburn_fight(KNIGHTS, play.table, 1, 2).problems == (
        "Wulfstan is out of the fight.",
    )


def test_the_green_knight_with_his_war_axe_broken_strikes_with_his_dagger() -> None:
    """The Green Knight (attacking, not charging) strikes Sir Kai, who carries a Longsword
    and a Shield and no armour or helmet. His War Axe is his profile's own (C10), but once the
    tracker marks it broken he fights with his dagger (C6): no +1, and no axe's 4 or 5
    breaking the shield (C5). With the axe the blow would be slain 7/72, decapitated 1/24 and
    shield broken 17/72."""
    seats = [
        t.caliburn_seat(
            KNIGHTS, 0, name="Sir Kai", side=0, profile="sir_kai", kit=("longsword", "shield")
        ),
        t.caliburn_seat(
            KNIGHTS, 1, name="The Green Knight", side=1, profile="green_knight", kit=("war_axe",)
        ),
    ]
    table = t.start(KNIGHTS, ["Camelot", "Chapel"], seats, seed=3)
    whole = to.caliburn_fight(KNIGHTS, table, 1, 0)
    assert whole.attacker.weapon == "war_axe" and whole.defender.shield
    assert whole.hits["slain"] == Fraction(7, 72)
    table = tc.apply(KNIGHTS, table, t.Change("weapon", who=1, what="war_axe"))
    odds = to.caliburn_fight(KNIGHTS, table, 1, 0)
    assert odds.attacker.weapon == "dagger" and odds.attacker.items == ()
    assert odds.attacker.broken == ("war_axe",) and odds.attacker.stats.damage_bonus == "none"
    assert odds.defender.shield and odds.problems == ()
    # Shield save 1 (1/6) breaks it; 4-6 (1/2) roll 2d6 with no bonus, no protection (C2-C4).
    assert odds.hits["slain"] == Fraction(5, 72)  # 10 or 11
    assert odds.hits["decapitated"] == Fraction(1, 72)  # a natural 12 (C3)
    assert odds.hits["shield_broken"] == Fraction(2, 9)  # 1/6, and 1/2 of a total of 5
    assert odds.hits == injury_odds_in(KNIGHTS, "dagger", defender="sir_kai", shield=True)


def test_initiative_without_dice_and_typed_faces() -> None:
    sides = ("Stags", "Bears")
    assert initiative.without_dice(BEASTS, None, sides, (2, 2)) is None
    assert initiative.without_dice(BEASTS, None, sides, ()) is None
    assert initiative.without_dice(KNIGHTS, None, sides, ()) is None
    with pytest.raises(ValueError, match="two sides"):
        initiative.from_faces(BEASTS, ("Stags",), [(1,)])
    with pytest.raises(ValueError, match="Type each side's d20"):
        initiative.from_faces(BEASTS, sides, [])
    with pytest.raises(ValueError, match="type 2 dice"):
        initiative.from_faces(BEASTS, sides, [(1, 2, 3)])
    with pytest.raises(ValueError, match="Only the last round has a winner"):
        initiative.from_faces(BEASTS, sides, [(1, 2), (3, 4)])
    roll = initiative.from_faces(KNIGHTS, sides, [(6, 6), (2, 5)])
    assert (roll.die, roll.winner, roll.rounds) == (6, 1, ((6, 6), (2, 5)))


def _played() -> tuple[t.Table, list[tuple[object, object]]]:
    """A table after a few changes, and its log as (change, undo) data."""
    play = skirmish()
    entries: list[tuple[object, object]] = [(None, None)]
    for change in (
        tc.muster_roll(BEASTS, play.table),
        t.Change(t.LOSE, who=2, by=0, what="defend"),
        t.Change(t.SPECIAL, who=0, what="stag_charge"),
        t.Change(t.ORDER, who=1, to=0),
        t.Change(t.NEXT_TURN),
        t.Change(t.KILL, who=3, by=1),
    ):
        before = play.table
        play.table = tc.apply(BEASTS, before, change)
        entries.append((tj.change_json(change), tj.undo_json(before, play.table)))
    return play.table, entries


def _as_json(table: t.Table) -> tuple[dict, dict[int, tuple[dict[str, Any], dict[str, Any]]]]:
    data = json.loads(json.dumps(tj.state_json(table)))
    seats = {
        p: json.loads(json.dumps([tj.seat_json(s), tj.marks_json(table.marks[p])]))
        for p, s in table.seats.items()
    }
    return data, {p: (seat, marks) for p, (seat, marks) in seats.items()}


def test_a_table_goes_to_json_and_back_unchanged() -> None:
    table, entries = _played()
    state, seats = _as_json(table)
    assert tj.table_from_json(BEASTRIDER, state, seats) == table
    assert tj.verify(BEASTS, table, json.loads(json.dumps(entries))) is None
    knights = melee(has_relic=True)
    knights("wound", who=0, by=2, what="leg")
    knights("weapon", who=2, what="spear")
    knights("relic", who=2)
    state, seats = _as_json(knights.table)
    assert tj.table_from_json(CALIBURN, state, seats) == knights.table
    assert "second_weapon_broken" not in seats[2][1]  # written only once a second one broke
    knights("weapon", who=2, what="hand_axe")
    state, seats = _as_json(knights.table)
    assert seats[2][1]["second_weapon_broken"] == "hand_axe"
    assert tj.table_from_json(CALIBURN, state, seats) == knights.table
    assert "wielding" not in seats[0][1]  # written only once the player chose a weapon
    knights("wield", who=0, what="dagger")
    state, seats = _as_json(knights.table)
    assert seats[0][1]["wielding"] == "dagger"
    assert tj.table_from_json(CALIBURN, state, seats) == knights.table
    assert tj.change_from_json({"kind": "wield", "who": 0, "what": "dagger"}) == (
        t.Change(t.WIELD, who=0, what="dagger")
    )
    del seats[2][1]["weapon_broken"]
    with pytest.raises(tj.TrackerDataError, match=r"marks\[2\]\.weapon_broken: missing"):
        tj.table_from_json(CALIBURN, state, seats)
    # Changes keep only what they say.
    assert tj.change_json(t.Change(t.NEXT_TURN)) == {"kind": "next_turn"}
    assert tj.change_from_json({"kind": "roll", "faces": [[3, 4]], "rolled": "typed"}) == (
        t.Change(t.ROLL, faces=((3, 4),), rolled="typed")
    )
    assert tj.roll_json(None) is None


def test_a_log_that_does_not_add_up_is_refused_at_its_first_wrong_entry() -> None:
    table, entries = _played()
    changed = list(entries)
    changed[2] = ({"kind": "lose", "who": 2, "by": 0, "what": "attack"}, entries[2][1])
    assert tj.verify(BEASTS, table, changed) == (
        2,
        "the change does not lead to the table that follows it",
    )
    assert tj.verify(BEASTS, table, [*entries, (None, None)]) == (
        7,
        "only the lines that open the log have no change",
    )
    assert tj.verify(BEASTS, table, [({"kind": "next_turn"}, None)]) == (
        0,
        "only the lines that open the log have no change",
    )
    broken = list(entries)
    broken[6] = (entries[6][0], {"state": {}, "marks": {}})
    assert tj.verify(BEASTS, table, broken) == (6, "[6].undo.state.sides: missing")
    refused = list(entries)
    refused[6] = ({"kind": "kill", "who": 3, "by": 2}, entries[6][1])
    assert tj.verify(BEASTS, table, refused) == (
        6,
        "Hrashnarr cannot be killed by Brann Ironhide, of his own side.",
    )


@pytest.mark.parametrize(
    ("where", "value", "problem"),
    [
        ("state.turn", [], "turn: must be an object {...}"),
        ("state.extra", 1, "extra: unknown field"),
        ("state.sides", ["Stags"], "sides: must name two sides or more"),
        ("state.sides", "Stags", "sides: must be a list [...]"),
        ("state.sides.0", "", "sides[0]: must be text of 1 to 100 characters"),
        ("state.seed", -1, "seed: must be 0 to 9,223,372,036,854,775,807"),
        ("state.seed", True, "seed: must be a whole number"),
        ("state.has_relic", 1, "has_relic: must be true or false"),
        ("state.turn.number", 0, "turn.number: must be 1 to 100,000"),
        ("state.turn.rolled", "dice", "turn.rolled: must be one of '', 'muster', 'typed', 'setup'"),
        ("state.turn.first", 2, "turn.first: must be 0 to 1"),
        ("state.turn.roll", {"die": 20}, "turn.roll.sides: missing"),
        ("seat.side", 5, "seats[2].side: no such side"),
        ("seat.injuries", {"head": 1}, "seats[2].injuries.head: unknown field"),
        ("seat.kit", [1], "seats[2].kit[0]: must be text of 1 to 80 characters"),
        ("seat.bow", 200, "seats[2].bow: must be 0 to 100"),
        ("marks.wounds", [[1, "leg"]], "marks[2].wounds[0]: must be [turn, kind, by]"),
        ("marks.wounds", [[1, "head", None]], "marks[2].wounds[0][1]: must be one of"),
        ("marks.orders", [[1]], "marks[2].orders[0]: must be [turn, place]"),
        ("marks.weapon_broken", "", "marks[2].weapon_broken: must be text of 1 to 80"),
        ("marks.second_weapon_broken", "mace", "marks[2].second_weapon_broken: is given without"),
        ("marks.wounds", None, "marks[2].wounds: must be a list"),
        ("marks.killed_by", -1, "marks[2].killed_by: must be 0 to 9,999"),
        ("marks.orders", [[1, 2]] * 10_001, "marks[2].orders: must hold at most 10,000"),
    ],
)
def test_tracked_data_is_refused_with_the_path_of_the_first_wrong_value(
    where: str, value: object, problem: str
) -> None:
    table, _entries = _played()
    state, seats = _as_json(table)
    seat, marks = seats[2]
    target: object
    head, _, rest = where.partition(".")
    target = {"state": state, "seat": seat, "marks": marks}[head]
    keys = rest.split(".")
    for key in keys[:-1]:
        target = target[key]  # type: ignore[index]
    last: str | int = int(keys[-1]) if keys[-1].isdigit() else keys[-1]
    target[last] = value  # type: ignore[index]
    with pytest.raises(tj.TrackerDataError) as caught:
        tj.table_from_json(BEASTRIDER, state, seats)
    assert problem in str(caught.value)


def test_rolls_and_changes_are_read_with_care() -> None:
    roll = {"die": 20, "sides": ["A", "B"], "rolls": [[1]], "winner": 0, "decided_by": "dice"}
    with pytest.raises(tj.TrackerDataError, match=r"rolls\[0\]: must hold one die"):
        tj.roll_from_json(roll, "roll")
    with pytest.raises(tj.TrackerDataError, match="sides: must name two sides"):
        tj.roll_from_json({**roll, "sides": ["A"], "rolls": []}, "roll")
    with pytest.raises(tj.TrackerDataError, match=r"change\.kind: missing"):
        tj.change_from_json({})
    with pytest.raises(tj.TrackerDataError, match=r"change\.kind: must be one of"):
        tj.change_from_json({"kind": "dance"})
    with pytest.raises(tj.TrackerDataError, match=r"change\.faces\[0\]\[1\]: must be 1 to 100"):
        tj.change_from_json({"kind": "roll", "faces": [[1, 0]]})
    assert tj.change_from_json({"kind": "first", "side": 1}).side == 1
    assert str(tj.TrackerDataError("", "no path")) == "no path"
    assert load_game(BEASTRIDER) is not None
    assert KNIGHTS.initiative.die == 6


def test_a_seats_extra_dice_are_kept_and_read_with_care() -> None:
    """K6: a seat keeps his advances' extra combat dice; a table kept before (no field) reads
    as none, and a hostile value is refused in words."""
    knights = melee()
    kai = t.caliburn_seat(
        KNIGHTS, 0, name="Sir Kai", side=0, profile="sir_kai", upgrades=[{"kind": "combat"}]
    )
    table = t.start(KNIGHTS, ["Camelot", "Chapel"], [kai, knights.table.seats[2]], seed=3)
    state, seats = _as_json(table)
    assert seats[0][0]["extra_dice"] == 1 and "extra_dice" not in seats[2][0]
    assert tj.table_from_json(CALIBURN, state, seats) == table
    assert to.fighting(KNIGHTS, tj.table_from_json(CALIBURN, state, seats), 0).combat_dice == 5
    del seats[0][0]["extra_dice"]  # as a table kept before advances: none
    assert tj.table_from_json(CALIBURN, state, seats).seats[0].extra_dice == 0
    for value, problem in (
        (-1, "seats[0].extra_dice: must be 0 to 5"),
        (10**30, "seats[0].extra_dice: must be 0 to 5"),
        ("1", "seats[0].extra_dice: must be a whole number"),
        (True, "seats[0].extra_dice: must be a whole number"),
        (None, "seats[0].extra_dice: must be a whole number"),
    ):
        seats[0][0]["extra_dice"] = value
        with pytest.raises(tj.TrackerDataError) as caught:
            tj.table_from_json(CALIBURN, state, seats)
        assert str(caught.value) == problem
    del seats[0][0]["name"]
    with pytest.raises(tj.TrackerDataError, match=r"seats\[0\]\.name: missing"):
        tj.table_from_json(CALIBURN, state, seats)
    # A Beastrider character's dice are his attack and defend dice: none extra.
    beasts, _entries = _played()
    state, seats = _as_json(beasts)
    seats[1][0]["extra_dice"] = 1
    with pytest.raises(tj.TrackerDataError) as caught:
        tj.table_from_json(BEASTRIDER, state, seats)
    assert str(caught.value) == (
        "seats[1].extra_dice: only a Caliburn's Wrath warrior has extra combat dice"
    )

"""A game at the table, change by change: each game's rules for what a change does, the log's
words for it, who acts first each turn, and the outcome the table becomes."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from rules import tracker as t
from rules import tracker_changes as tc
from rules.caliburn import combat_odds
from rules.data import DECAPITATED, SLAIN
from rules.games import BEASTRIDER, CALIBURN, effective_game, load_game
from rules.initiative import BY_WOUNDS, KEPT, Roll, roll_off
from rules.tracker_log import begun, describe, line
from rules.tracker_odds import caliburn_fight, fighting

BEASTS = load_game(BEASTRIDER)
KNIGHTS = load_game(CALIBURN)


class Play:
    """A table and its log: each change judged as it is made, applied, and said, as the
    tracker does."""

    def __init__(self, rules, table: t.Table) -> None:
        self.rules = rules
        self.table = table
        self.lines: list[str] = []

    def __call__(self, kind: str, **fields: object) -> str:
        change = tc.as_made(self.rules, self.table, t.Change(kind, **fields))  # type: ignore[arg-type]
        after = tc.apply(self.rules, self.table, change)
        text = describe(self.rules, self.table, change, after)
        self.lines.append(line(after.turn.number, text))
        self.table = after
        return text

    def refused(self, kind: str, **fields: object) -> str:
        with pytest.raises(t.TrackerRefusal) as caught:
            change = t.Change(kind, **fields)  # type: ignore[arg-type]
            tc.apply(self.rules, self.table, tc.as_made(self.rules, self.table, change))
        return str(caught.value)

    def marks(self, place: int) -> t.Marks:
        return self.table.marks[place]

    def kill(self, who: int, by: int | None = None) -> str:
        """A Beastrider character stripped of his defend dice, then killed (B1)."""
        for _ in range(t.dice_left(self.table, who)[1]):
            self("lose", who=who, what="defend")
        return self("kill", who=who, by=by)


def skirmish(**seats: Any) -> Play:
    """Sable (stag rider) and Nave (leader) for the Stags; Brann (bear rider with a shield)
    and Hrashnarr (True Shot) for the Bears."""
    chosen = [
        t.beastrider_seat(BEASTS, 0, name="Sable", side=0, profile="stagrider"),
        t.beastrider_seat(BEASTS, 1, name="Nave", side=0, profile="nave"),
        t.beastrider_seat(
            BEASTS, 2, name="Brann Ironhide", side=1, profile="bear_rider", options=["shield"]
        ),
        t.beastrider_seat(BEASTS, 3, name="Hrashnarr", side=1, profile="hrashnarr"),
    ]
    return Play(BEASTS, t.start(BEASTS, ["Stags", "Bears"], chosen, seed=7, **seats))


def melee(rules=KNIGHTS, **seats: Any) -> Play:
    """Sir Kai (spear, shield, partial plate) and King Arthur (Excalibur) for Camelot;
    Wulfstan (spear, shield, helmet, an axe) and the Green Knight for the Chapel."""
    chosen = [
        t.caliburn_seat(
            rules,
            0,
            name="Sir Kai",
            side=0,
            profile="sir_kai",
            kit=("partial_plate", "spear", "shield"),
        ),
        t.caliburn_seat(
            rules,
            1,
            name="King Arthur",
            side=0,
            profile="king_arthur",
            kit=("excalibur", "mail_suit"),
        ),
        t.caliburn_seat(
            rules,
            2,
            name="Wulfstan",
            side=1,
            profile="sir_gawain",
            kit=("spear", "shield", "helmet", "hand_axe"),
            injuries={"leg": 1},
        ),
        t.caliburn_seat(
            rules, 3, name="The Green Knight", side=1, profile="green_knight", kit=("war_axe",)
        ),
    ]
    return Play(rules, t.start(rules, ["Camelot", "Chapel"], chosen, seed=3, **seats))


# --- The Beastrider Wars ----------------------------------------------------------------


def test_a_beastrider_table_begins_with_each_characters_dice() -> None:
    play = skirmish()
    assert t.dice_left(play.table, 2) == (5, 4)  # a shield's 2 defend dice (B4)
    assert play.table.seats[3].bow == 14 and "true_shot" in play.table.seats[3].specials
    assert play.table.turn == t.Turn(1)
    assert begun(BEASTS, play.table) == [
        "The game began: Stags (2 characters) against Bears (2 characters)."
    ]
    # Lasting injuries that took every attack die: he flees from the start (B1, B8).
    lasting = effective_game(BEASTRIDER, {"lasting_injuries": True})
    hurt = t.beastrider_seat(
        lasting, 0, name="Osk", side=0, profile="infantry", injuries={"attack": 1}
    )
    assert hurt.attack == 0 and t.first_marks(lasting, hurt).status == t.FLEEING


def test_a_table_needs_two_sides_and_someone_fielded() -> None:
    seat = t.beastrider_seat(BEASTS, 0, name="Sable", side=0, profile="stagrider")
    with pytest.raises(t.TrackerRefusal, match="two sides"):
        t.start(BEASTS, ["Stags"], [seat], seed=1)
    with pytest.raises(t.TrackerRefusal, match="Nobody"):
        t.start(BEASTS, ["Stags", "Bears"], [], seed=1)


def test_a_wound_takes_the_die_the_attacker_names_and_counts_for_him() -> None:
    play = skirmish()
    assert play("lose", who=2, by=0, what="defend") == (
        "Brann Ironhide lost a defend die (attacked by Sable)"
    )
    assert play("lose", who=2, what="attack") == "Brann Ironhide lost an attack die"
    assert play.lines == [
        "Turn 1 · Brann Ironhide lost a defend die (attacked by Sable)",
        "Turn 1 · Brann Ironhide lost an attack die",
    ]
    assert t.dice_left(play.table, 2) == (4, 3)
    assert t.inflicted(play.table, 0) == 1 and t.inflicted(play.table, 0, turn=2) == 0
    assert t.wounds_by_side(play.table, 1) == (1, 0)  # the unattributed wound counts for nobody


def test_the_last_attack_die_makes_him_flee_and_no_defend_die_left_kills() -> None:
    play = skirmish()
    for _ in range(2):
        play("lose", who=0, by=2, what="attack")
    assert play("lose", who=0, by=2, what="attack") == (
        "Sable lost his last attack die and must flee (attacked by Brann Ironhide)"
    )
    assert play.marks(0).status == t.FLEEING
    # Fleeing, he has no attack die: a wound takes a defend die whatever is named (B1).
    assert (
        play("lose", who=0, by=3, what="attack")
        == "Sable lost a defend die (attacked by Hrashnarr)"
    )
    play("lose", who=0, what="defend")
    assert play("lose", who=0, what="defend") == "Sable lost his last defend die"
    assert play("lose", who=0, by=2, what="attack") == (
        "Sable was killed: wounded with no defend die left (attacked by Brann Ironhide)"
    )
    assert (play.marks(0).status, play.marks(0).killed_by) == (t.KILLED, 2)
    assert play.refused("lose", who=0, what="attack") == "Sable is dead: take his death back first."


def test_the_last_defend_die() -> None:
    play = skirmish()
    for _ in range(4):
        play("lose", who=1, what="defend")
    assert play("lose", who=1, by=2, what="defend") == (
        "Nave lost his last defend die (attacked by Brann Ironhide)"
    )


def test_wounds_are_refused_from_ones_own_side_and_for_whoever_left() -> None:
    play = skirmish()
    assert play.refused("lose", who=2, by=3, what="defend") == (
        "Brann Ironhide cannot be wounded by Hrashnarr, of his own side."
    )
    assert play.refused("lose", who=2, what="shield") == "A wound takes an attack or a defend die."
    assert play.refused("lose", who=9, what="attack") == "Choose a character at the table first."
    assert play.refused("lose", what="attack") == "Choose a character at the table first."
    assert play.refused("dance", who=0) == "Unknown change 'dance'."
    for _ in range(3):
        play("lose", who=0, what="attack")
    play("leave", who=0)
    assert play.refused("lose", who=0, what="attack") == "Sable has left the table."


def test_a_die_given_back_takes_back_his_latest_such_wound() -> None:
    play = skirmish()
    for _ in range(3):
        play("lose", who=0, by=2, what="attack")
    assert play("restore", who=0, what="attack") == "Sable got back an attack die and stops fleeing"
    assert play.marks(0).status == t.ACTIVE and t.dice_left(play.table, 0) == (1, 3)
    assert play("restore", who=0, what="attack") == "Sable got back an attack die"
    assert play.refused("restore", who=0, what="defend") == "Sable has lost no defend die."
    assert play.refused("restore", who=0, what="special") == (
        "Only an attack or a defend die can be given back."
    )
    play.kill(0, by=2)
    assert play.refused("restore", who=0, what="attack") == (
        "Sable is dead: take his death back first."
    )


def test_a_once_per_game_special_is_ticked_once() -> None:
    play = skirmish()
    assert play("special", who=0, what="stag_charge") == "Sable used Stag Charge"
    assert play.refused("special", who=0, what="stag_charge") == (
        "Sable has already used Stag Charge this game (B3)."
    )
    assert play("special", who=0, what="stag_charge", on=False) == (
        "Sable has not used Stag Charge after all"
    )
    assert play.refused("special", who=0, what="stag_charge", on=False) == (
        "Sable has not used Stag Charge."
    )
    assert play.refused("special", who=3, what="true_shot") == (
        "True Shot is always in use; it is never ticked (B3)."
    )
    assert play.refused("special", who=0, what="berzerk") == (
        "Sable does not have the special 'berzerk'."
    )
    assert t.once_per_game(BEASTS, play.table.seats[3]) == ()
    for _ in range(3):
        play("lose", who=0, what="attack")
    assert play.refused("special", who=0, what="stag_charge") == (
        "Sable is fleeing: every action of his is a move (B1)."
    )


def test_berzerk_follows_only_an_attack_that_wounded() -> None:
    """B3: a Bear Rider who has wounded his enemy may attack again at once; the tick is
    refused until he has wounded someone this turn."""
    play = skirmish()
    assert play.refused("special", who=2, what="berzerk") == (
        "Berzerk follows only an attack that wounded, and Brann Ironhide has wounded nobody "
        "this turn (B3)."
    )
    play("lose", who=0, by=2, what="defend")
    assert play("special", who=2, what="berzerk") == "Brann Ironhide used Berzerk"
    assert play.refused("special", who=2, what="berzerk") == (
        "Brann Ironhide has already used Berzerk this game (B3)."
    )
    play("next_turn")
    assert play("special", who=2, what="berzerk", on=False).endswith("after all")
    assert play.refused("special", who=2, what="berzerk").startswith("Berzerk follows only")


def test_fleeing_and_leaving_the_table() -> None:
    play = skirmish()
    assert play.refused("flee", who=0) == (
        "Sable still has defend dice: only a character who lost them all may choose to flee (B1)."
    )
    assert play.refused("flee", who=0, on=False) == "Sable is not fleeing."
    assert play.refused("leave", who=0) == (
        "Sable is not fleeing: only a fleeing character leaves (B1)."
    )
    for _ in range(3):
        play("lose", who=0, what="defend")
    assert play("flee", who=0) == "Sable chose to flee"
    assert play.refused("flee", who=0) == "Sable is fleeing already."
    assert play("flee", who=0, on=False) == "Sable stopped fleeing"
    play("flee", who=0)
    assert play("leave", who=0) == "Sable reached the edge of the table and left the game"
    assert not play.table.in_play(0)
    assert play("leave", who=0, on=False) == "Sable is back on the table, fleeing"
    assert play.refused("leave", who=0, on=False) == "Sable has not left the table."
    for _ in range(3):
        play("lose", who=1, what="attack")
    assert (
        play.refused("flee", who=1, on=False) == "Nave has no attack die left: he must flee (B1)."
    )


def test_killed_by_whom_and_a_death_taken_back() -> None:
    """B1: a character is killed when wounded again after losing all his defend dice. A death
    given at the table is that wound, and counts as one for who acts first (B9)."""
    play = skirmish()
    assert play.refused("kill", who=2, by=0) == (
        "Brann Ironhide still has 4 defend dice: a character is killed only when wounded again "
        "after losing all his defend dice (B1)."
    )
    assert play.kill(2, by=0) == (
        "Brann Ironhide was killed: wounded with no defend die left (attacked by Sable)"
    )
    assert play.marks(2).killed_by == 0 and t.wounds_by_side(play.table, 1) == (1, 0)
    assert play.refused("kill", who=2, by=0) == "Brann Ironhide is dead: take his death back first."
    assert play("kill", who=2, on=False) == "Brann Ironhide is not dead after all"
    assert play.marks(2).status == t.ACTIVE and t.dice_left(play.table, 2) == (5, 0)
    assert play.refused("kill", who=2, on=False) == "Brann Ironhide is not dead."
    assert play.refused("kill", who=2, by=3) == (
        "Brann Ironhide cannot be wounded by Hrashnarr, of his own side."
    )
    assert play.refused("kill", who=2, what="slain") == "The Beastrider Wars has no death 'slain'."
    assert play.kill(3) == "Hrashnarr was killed: wounded with no defend die left"
    for _ in range(3):
        play("lose", who=0, what="attack")
    play.kill(0)
    play("kill", who=0, on=False)
    assert play.marks(0).status == t.FLEEING  # still without attack dice
    # As a game's log keeps it from before B1 was judged at the table, a death is made as
    # it was.
    table = tc.apply(BEASTS, skirmish().table, t.Change(t.KILL, who=2, by=0))
    assert table.marks[2].status == t.KILLED and t.dice_left(table, 2) == (5, 4)


def test_a_leader_gives_one_order_a_turn_to_a_friend() -> None:
    play = skirmish()
    assert play("order", who=1, to=0) == "Nave gave an order to Sable"
    assert t.orders_given(play.table, 1) == (0,)
    assert play.refused("order", who=1, to=0) == "A leader gives at most one order a turn (B5)."
    assert play("order", who=1, to=0, on=False) == "Nave's order to Sable is taken back"
    assert play.refused("order", who=1, to=0, on=False) == "Nave gave no order to Sable this turn."
    assert play.refused("order", who=0, to=1) == (
        "Sable is not a leader and cannot give orders (B5)."
    )
    assert play.refused("order", who=1, to=2) == "Nave can only order a friend of his own side."
    assert play.refused("order", who=1, to=1) == "Nave can only order a friend of his own side."
    play.kill(0, by=2)
    assert play.refused("order", who=1, to=0) == "Sable is not fighting and cannot be ordered."
    play.kill(1, by=2)
    assert play.refused("order", who=1, to=0) == "Nave is not fighting and cannot give orders."
    assert t.is_leader(BEASTS, play.table.seats[1])
    assert not t.is_leader(BEASTS, t.Seat(9, "Ghost", 0, "no_such_profile"))


def test_turn_one_is_rolled_by_muster_from_the_games_seed_and_shown() -> None:
    play = skirmish()
    change = tc.muster_roll(BEASTS, play.table)
    again = tc.muster_roll(BEASTS, play.table)
    assert change == again  # the same seed and roll number give the same faces
    expected = roll_off(BEASTS, ("Stags", "Bears"), t.dice_for(7, 1))
    assert change.faces == expected.rounds and change.rolled == t.BY_MUSTER
    text = play("roll", faces=change.faces, rolled=change.rolled)
    assert text.startswith("Muster rolled the dice (game seed 7, roll 1). Each side rolled a d20:")
    assert play.table.turn.roll_number == 1 and play.table.rolls == 1
    assert play.table.turn.first == expected.winner
    assert play.refused("roll", faces=((3, 4),), rolled="typed") == (
        "Who chooses was settled for turn 1 already: take it back first."
    )
    # The next roll of the game has other dice.
    assert t.dice_for(7, 2).random() != t.dice_for(7, 1).random()


def test_dice_typed_in_from_the_table_and_who_acts_first() -> None:
    play = skirmish()
    assert play.refused("first", side=1) == "Roll first: the winner chooses who acts first."
    assert play.refused("roll", faces=((3, 4),)) == (
        "Say how the dice were rolled: by Muster, or at the table."
    )
    assert play.refused("roll", faces=((9, 9),), rolled="typed") == (
        "Stags and Bears tied on 9: roll again."
    )
    assert play.refused("roll", faces=((21, 9),), rolled="typed") == "A d20 shows 1 to 20, not 21."
    assert play("roll", faces=((9, 9), (4, 17)), rolled="typed") == (
        "Dice rolled at the table. Each side rolled a d20: Stags 9, Bears 9 (a tie, rolled "
        "again); Stags 4, Bears 17: Bears chooses who acts first."
    )
    assert play.table.rolls == 0 and play.table.turn.first == 1
    assert play("first", side=0) == "Bears chose: Stags acts first"
    assert play.refused("first", side=2) == "Choose one of the sides."


def test_later_turns_go_to_whoever_wounded_more_else_a_new_roll_b9() -> None:
    play = skirmish()
    play("roll", faces=((4, 17),), rolled="typed")
    play("lose", who=2, by=0, what="defend")
    play("lose", who=2, by=1, what="defend")
    play("lose", who=0, by=3, what="defend")
    assert t.wounds_by_side(play.table, 1) == (2, 1)
    assert play("next_turn") == (
        "A new turn. Stags inflicted the most wounds last turn: Stags chooses who acts first"
    )
    turn = play.table.turn
    assert turn.roll is not None
    assert (turn.number, turn.roll.decided_by, turn.first) == (2, BY_WOUNDS, 0)
    assert play.lines[-1].startswith("Turn 2 · A new turn.")
    assert play("next_turn") == (
        "A new turn. No side inflicted more wounds last turn: the players roll for who "
        "chooses who acts first"
    )
    assert play.table.turn == t.Turn(3)


def test_caliburns_wrath_keeps_the_places_of_the_first_turn() -> None:
    play = melee()
    assert play("next_turn") == "A new turn. The players roll for who chooses who is player 1"
    play("roll", faces=((2, 5),), rolled="typed")
    play("first", side=0)
    assert play("next_turn") == (
        "A new turn. The places of the first turn are kept: Camelot is player 1"
    )
    assert play.table.turn.roll is not None
    assert (play.table.turn.roll.decided_by, play.table.turn.first) == (KEPT, 0)
    assert play.refused("first", side=1) == (
        "The places of the first turn are kept for the whole game."
    )


def test_a_roll_made_when_the_game_was_set_up_settles_turn_one() -> None:
    roll = Roll(("Stags", "Bears"), 20, ((3, 11),), 1)
    play = skirmish(roll=roll)
    assert (play.table.turn.roll, play.table.turn.first, play.table.turn.rolled) == (
        roll,
        1,
        t.AT_SETUP,
    )
    assert begun(BEASTS, play.table)[1] == (
        "Rolled when the game was set up: Each side rolled a d20: Stags 3, Bears 11: Bears "
        "chooses who acts first."
    )


def test_the_beastrider_outcome_is_what_was_tracked() -> None:
    play = skirmish()
    play("lose", who=2, by=0, what="defend")
    play("special", who=0, what="stag_charge")
    for _ in range(3):
        play("lose", who=1, by=2, what="attack")
    play.kill(3, by=0)
    outcomes = t.outcomes(BEASTS, play.table)
    assert outcomes[0] == {
        "attack_lost": 0,
        "defend_lost": 0,
        "special_used": True,
        "fled": False,
        "killed": False,
        "killed_by": None,
        "wounds_inflicted": 2,  # the death he gave Hrashnarr is a wound too
    }
    assert outcomes[1]["attack_lost"] == 3 and outcomes[1]["fled"]
    assert outcomes[2]["defend_lost"] == 1 and outcomes[2]["wounds_inflicted"] == 3
    assert outcomes[3]["killed"] and outcomes[3]["killed_by"] == 0
    assert t.standing(play.table) == (0, 1) and t.winner(play.table) is None
    play.kill(2, by=0)
    assert t.standing(play.table) == (0,) and t.winner(play.table) == 0


# --- Caliburn's Wrath -------------------------------------------------------------------


def test_wounds_change_move_and_combat_score_at_once() -> None:
    play = melee()
    assert play("wound", who=0, by=2, what="leg") == (
        'Sir Kai took a leg wound (from Wulfstan): he moves 3" now'
    )
    assert (
        play("wound", who=0, what="arm") == "Sir Kai took an arm wound: his combat score is -1 now"
    )
    assert (
        play("wound", who=0, what="neck") == "Sir Kai took a neck wound: his combat score is -3 now"
    )
    assert t.game_wounds(play.table, 0) == {"leg": 1, "arm": 1, "neck": 1}
    assert play("wound", who=0, what="leg", on=False) == (
        "Sir Kai's leg wound is taken back: he moves 5\" now"
    )
    assert play.refused("wound", who=0, what="leg", on=False) == (
        "Sir Kai has taken no leg wound in this game."
    )
    assert play.refused("wound", who=0, what="head") == "A wound is a leg, an arm or a neck wound."
    for _ in range(19):
        play("wound", who=1, what="arm")
    play("wound", who=1, what="arm")
    assert play.refused("wound", who=1, what="arm") == (
        "King Arthur cannot take more than 20 arm wounds."
    )


def test_lasting_wounds_count_only_when_the_campaign_keeps_them() -> None:
    assert melee().table.seats[2].injuries == {}
    lasting = effective_game(CALIBURN, {"lasting_injuries": True})
    play = melee(lasting)
    assert dict(play.table.seats[2].injuries) == {"leg": 1}
    assert t.all_wounds(play.table, 2) == {"leg": 1, "arm": 0, "neck": 0}
    assert play("wound", who=2, what="leg") == 'Wulfstan took a leg wound: he moves 2" now'


def test_shields_and_weapons_break() -> None:
    play = melee()
    assert play("shield", who=0, by=2) == "Sir Kai's shield broke (hit by Wulfstan)"
    assert play.refused("shield", who=0) == "Sir Kai's shield is broken already."
    assert play("shield", who=0, on=False) == "Sir Kai's shield is whole after all"
    assert play.refused("shield", who=0, on=False) == "Sir Kai's shield is not broken."
    assert play.refused("shield", who=1) == "King Arthur carries no shield."
    assert (
        play.refused("shield", who=0, by=1)
        == "Sir Kai cannot be hit by King Arthur, of his own side."
    )
    assert play("weapon", who=0, what="spear") == "Sir Kai's Spear broke"
    assert play.refused("weapon", who=0, what="spear") == "Sir Kai's Spear is broken already."
    assert play("weapon", who=0, what="spear", on=False) == "Sir Kai's Spear is whole after all"
    assert play.refused("weapon", who=0, what="spear", on=False) == "Sir Kai's Spear is not broken."
    assert play.refused("weapon", who=1, what="excalibur") == "Excalibur never breaks (C6)."
    assert play.refused("weapon", who=1, what="flail") == "King Arthur carries no Flail to break."
    assert play.refused("weapon", who=1, what="lance") == "King Arthur carries no lance to break."
    # Two weapons can break in one game (C6: the current weapon breaks on each double one).
    assert play("weapon", who=2, what="hand_axe") == "Wulfstan's Hand Axe broke"
    assert play("weapon", who=2, what="spear") == "Wulfstan's Spear broke"
    assert play.marks(2).weapon_broken == "hand_axe"
    assert play.marks(2).second_weapon_broken == "spear"
    assert t.outcomes(KNIGHTS, play.table)[2]["second_weapon_broken"] == "spear"
    assert play.refused("weapon", who=2, what="spear") == "Wulfstan's Spear is broken already."
    # Taking the first back keeps the second as the one broken weapon.
    assert play("weapon", who=2, what="hand_axe", on=False) == (
        "Wulfstan's Hand Axe is whole after all"
    )
    assert (play.marks(2).weapon_broken, play.marks(2).second_weapon_broken) == ("spear", None)
    # Two maces are two weapons; a third breakable weapon waits for a third double one.
    armed = Play(
        KNIGHTS,
        t.start(
            KNIGHTS,
            ["Camelot", "Chapel"],
            [
                t.caliburn_seat(
                    KNIGHTS,
                    0,
                    name="Bors",
                    side=0,
                    profile="sir_kai",
                    kit=("mace",) * 2 + ("spear",),
                ),
                t.caliburn_seat(KNIGHTS, 1, name="Cerdic", side=1, profile="saxon_spearman"),
            ],
            seed=3,
        ),
    )
    assert armed("weapon", who=0, what="mace") == "Bors's Mace broke"
    assert armed("weapon", who=0, what="mace") == "Bors's Mace broke"
    assert armed.refused("weapon", who=0, what="spear") == (
        "Two of Bors's weapons broke already; he fights with his dagger."
    )
    assert armed("weapon", who=0, what="mace", on=False) == "Bors's Mace is whole after all"
    assert armed.refused("weapon", who=0, what="dagger") == (
        "Bors fights with his dagger now, which is always carried and never lost (C7)."
    )
    assert armed.marks(0).weapons_broken == ("mace",)
    # The Green Knight's axe breaks like any other (C6).
    assert play("weapon", who=3, what="war_axe") == "The Green Knight's War Axe broke"


def test_the_player_chooses_the_weapon_he_fights_with() -> None:
    """C6, C7: the player chooses among the weapons his kit allows; by default the best damage
    bonus, Excalibur before any other; the odds and the weapon that breaks follow his choice."""
    arthur = t.caliburn_seat(
        KNIGHTS, 0, name="King Arthur", side=0, profile="king_arthur",
        kit=("bastard_sword", "excalibur", "mail_suit"),
    )  # fmt: skip
    foe = t.caliburn_seat(KNIGHTS, 1, name="Cerdic", side=1, profile="sir_kai")
    play = Play(KNIGHTS, t.start(KNIGHTS, ["Camelot", "Chapel"], [arthur, foe], seed=3))
    assert t.at_hand(KNIGHTS, play.table, 0) == ("excalibur", "bastard_sword", "dagger")
    assert t.wielded(KNIGHTS, play.table, 0) == "excalibur"
    # Excalibur's +2: slain or decapitated on 8 or more of 2d6 against no armour (15/36).
    odds = caliburn_fight(KNIGHTS, play.table, 0, 1)
    assert odds.attacker.weapon == "excalibur"
    assert odds.hits[SLAIN] + odds.hits[DECAPITATED] == Fraction(15, 36)
    assert play("wield", who=0, what="bastard_sword") == "King Arthur takes up his Bastard Sword"
    assert play.marks(0).wielding == "bastard_sword"
    odds = caliburn_fight(KNIGHTS, play.table, 0, 1)
    assert odds.attacker.weapon == "bastard_sword"
    assert odds.hits[SLAIN] + odds.hits[DECAPITATED] == Fraction(5, 18)
    assert play.refused("wield", who=0, what="bastard_sword") == (
        "King Arthur fights with his Bastard Sword already."
    )
    assert play.refused("wield", who=0, what="flail") == (
        "King Arthur carries no Flail to fight with (C7)."
    )
    assert play.refused("wield", who=1, what="excalibur") == (
        "Cerdic carries no Excalibur to fight with (C7)."
    )
    # Broken on double ones, the weapon in his hand is gone: he fights with his best again.
    play("weapon", who=0, what="bastard_sword")
    assert t.wielded(KNIGHTS, play.table, 0) == "excalibur"
    assert play.refused("wield", who=0, what="bastard_sword") == (
        "King Arthur's Bastard Sword is broken: he cannot fight with it (C6)."
    )
    assert play("wield", who=0, what="dagger") == "King Arthur takes up his Dagger"
    assert t.wielded(KNIGHTS, play.table, 0) == "dagger"
    # Whole after all: the dagger is still his choice until he takes up another.
    play("weapon", who=0, what="bastard_sword", on=False)
    assert t.wielded(KNIGHTS, play.table, 0) == "dagger"
    play("kill", who=0, by=1, what=SLAIN)
    assert play.refused("wield", who=0, what="excalibur") == (
        "King Arthur is dead: take his death back first."
    )
    beasts = skirmish()
    assert beasts.refused("wield", who=0, what="spear") == (
        "Only a warrior of Caliburn's Wrath changes weapon."
    )


def test_slain_or_decapitated_by_whom_and_the_relic() -> None:
    play = melee(has_relic=True)
    assert play("relic", who=2) == "Wulfstan carries the relic"
    assert play.refused("relic", who=2) == "Wulfstan carries the relic already."
    assert play("kill", who=2, by=0, what="slain") == (
        "Wulfstan was slain by Sir Kai and dropped the relic"
    )
    assert play.table.relic is None
    assert play.refused("relic", who=2) == "Wulfstan is dead: take his death back first."
    assert play.refused("kill", who=3, by=1, what="decapitated") == (
        "Decapitation does The Green Knight no harm at all (C3)."
    )
    assert play("kill", who=0, by=3, what="decapitated") == (
        "Sir Kai was decapitated by The Green Knight"
    )
    play("relic", who=1)
    assert play("relic") == "Nobody carries the relic"
    assert play("kill", who=0, on=False) == "Sir Kai is not dead after all"
    assert play.marks(0).status == t.ACTIVE
    assert play.refused("kill", who=1, what="killed") == "Caliburn's Wrath has no death 'killed'."
    assert melee().refused("relic", who=0) == "Only Capture the Relic has a relic (C11)."


def test_the_caliburn_outcome_is_what_was_tracked() -> None:
    play = melee(has_relic=True)
    play("wound", who=0, by=2, what="arm")
    play("shield", who=0, by=2)
    play("weapon", who=2, what="hand_axe")
    play("kill", who=2, by=0, what="slain")
    play("relic", who=1)
    outcomes = t.outcomes(KNIGHTS, play.table)
    assert outcomes[0] == {
        "leg": 0,
        "arm": 1,
        "neck": 0,
        "fate": "",
        "killed_by": None,
        "shield_broken": True,
        "weapon_broken": None,
        "second_weapon_broken": None,
    }
    assert outcomes[2]["fate"] == "slain" and outcomes[2]["killed_by"] == 0
    assert outcomes[2]["weapon_broken"] == "hand_axe"
    # Who carries the relic is not who escaped the board with it first (C11): the players say.
    assert t.winner(play.table) is None
    play("kill", who=1, by=2, what="slain")
    play("kill", who=0, by=3, what="slain")
    assert t.standing(play.table) == (1,) and t.winner(play.table) is None


def test_a_place_nobody_holds_any_more_is_named_so() -> None:
    play = skirmish()
    assert play.table.name(None) == "someone no longer in the game"
    assert play.table.name(12) == "someone no longer in the game"
    assert t.changed_places(play.table, play.table) == ()
    assert Fraction(0) == 0  # the module's own figures are Fractions


def _advanced(rules: Any = KNIGHTS, **upgraded: int) -> Play:
    """The melee with some warriors' extra combat dice bought as advances (K6), by place."""
    plain = melee(rules).table
    seats = [
        t.caliburn_seat(
            rules,
            place,
            name=seat.name,
            side=seat.side,
            profile=seat.profile,
            kit=seat.kit,
            injuries=seat.injuries,
            upgrades=[{"kind": "combat"}] * upgraded.get(f"p{place}", 0),
        )
        for place, seat in plain.seats.items()
    ]
    return Play(rules, t.start(rules, ["Camelot", "Chapel"], seats, seed=3))


def test_a_warriors_advances_roll_at_the_table() -> None:
    """K6: Sir Kai bought an extra combat die: his seat keeps it, and the table's odds roll
    5d6 for him, not his profile's 4d6. Never above 5d6: a second die he may not have, and
    the Green Knight's five stay five."""
    play = _advanced(p0=1, p2=1, p3=1)
    seats = play.table.seats
    assert [seats[p].extra_dice for p in range(4)] == [1, 0, 1, 0]
    assert to_fighting(play.table, 0) == 5 and to_fighting(play.table, 1) == 4
    assert to_fighting(play.table, 2) == 4 and to_fighting(play.table, 3) == 5
    odds = caliburn_fight(KNIGHTS, play.table, 0, 2)
    assert (odds.attacker.combat_dice, odds.defender.combat_dice) == (5, 4)
    wins = (odds.attacker_wins, odds.tie, odds.defender_wins)
    assert wins == combat_odds(5, 4, *odds.modifiers) != combat_odds(4, 3, *odds.modifiers)
    assert _advanced(p0=2).table.seats[0].extra_dice == 1  # 4d6 + 2 would be 6d6
    # A wound says his combat score with his dice as they are.
    assert play("wound", who=0, by=2, what="arm").endswith("his combat score is -1 now")
    # A profile the rules no longer know keeps the dice as bought (refused when seated).
    unknown = t.caliburn_seat(
        KNIGHTS, 0, name="Bors", side=0, profile="sir_bors", upgrades=[{"kind": "combat"}]
    )
    assert unknown.extra_dice == 1


def to_fighting(table: t.Table, place: int) -> int:
    return fighting(KNIGHTS, table, place).combat_dice

"""A game at the table, tracked change by change: who is where, what happened to each
fielded character, the turn and who acts first in it.

The tracked game is a :class:`Table`: its sides, each fielded character's :class:`Seat` (who
he is, as he took the field: fixed for the game) and :class:`Marks` (what has happened to
him: dice lost, wounds, specials used, fleeing, death), the :class:`Turn` and who acts first
in it, the relic's carrier and the game's dice. A :class:`Change` is one thing that happened
at the table; :func:`rules.tracker_changes.apply` gives the table after it, or refuses it with
the rules' reason (:class:`TrackerRefusal`). :mod:`rules.tracker_log` says a change as a line
of the game's log, :mod:`rules.tracker_odds` gives the odds of a fight from the table as it is,
and :mod:`rules.tracker_json` writes a table as plain JSON data and reads it back.

Characters are named by their *place* at the table (0, 1, ...: the order they were seated
in), never by a record of the database, so a table is the same data wherever it is kept.

The rules are each game's own: a Beastrider wound takes the die the attacker names, the last
attack die makes him flee and a wound with no defend die left kills (B1, through
:func:`rules.beastrider.apply_wound`); once-per-game specials are ticked once (B3); a leader
gives one order a turn (B5); who chooses who acts first is B9 (:mod:`rules.initiative`), the
wounds of the turn before counted from what was tracked. A Caliburn warrior's leg, arm and neck
wounds change his move and his combat score at once (C1, C12); a broken shield or weapon and a
death are marked as the outcome records them (C3, C6); the relic is carried in Capture the
Relic only (C11).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from i18n import translate
from rules import beastrider
from rules.caliburn_kit import (
    combat_dice,
    extra_combat_dice,
    fighting_weapon,
    lasting_wounds,
    weapons_at_hand,
)
from rules.data import BEASTRIDER, DECAPITATED, EMPTY, SLAIN, GameData
from rules.initiative import Roll
from rules.outcomes import MAX_WOUNDS, blank_outcome

# What a character's state on the table is. The Beastrider Wars uses the first four (B1);
# Caliburn's Wrath ACTIVE and the two deaths of its damage chart (C2).
ACTIVE = beastrider.ACTIVE
FLEEING = beastrider.FLEEING
FLED = beastrider.FLED
KILLED = beastrider.KILLED
DEATHS = (KILLED, SLAIN, DECAPITATED)
OUT = (FLED, *DEATHS)  # no longer in the game
STATUSES = (ACTIVE, FLEEING, FLED, *DEATHS)

# What a wound did. The Beastrider Wars: a die lost, or death with no defend die left (B1).
# Caliburn's Wrath: the damage chart's leg, arm and neck wounds (C2).
ATTACK = "attack"
DEFEND = "defend"
FATAL = "fatal"
LEG = "leg"
ARM = "arm"
NECK = "neck"
DICE = (ATTACK, DEFEND)
BODY = (LEG, ARM, NECK)
WOUND_KINDS = (ATTACK, DEFEND, FATAL, LEG, ARM, NECK)

# The kinds of change.
LOSE = "lose"  # a Beastrider wound: a die lost (what: attack or defend), by the attacker
RESTORE = "restore"  # a Beastrider die given back (what: attack or defend)
SPECIAL = "special"  # a once-per-game special used (what: its id)
FLEE = "flee"  # a Beastrider character without defend dice chooses to flee
LEAVE = "leave"  # a fleeing character reaches the edge of the table
KILL = "kill"  # killed, slain or decapitated (what), by whom
ORDER = "order"  # a Beastrider leader orders a friend (to)
WOUND = "wound"  # a Caliburn wound (what: leg, arm or neck), by whom
SHIELD_BROKEN = "shield"  # a Caliburn warrior's shield breaks
WEAPON_BROKEN = "weapon"  # a Caliburn warrior's weapon breaks (what: its item id)
WIELD = "wield"  # a Caliburn warrior takes up another weapon he carries (what: its item id)
RELIC = "relic"  # who carries the relic now (who, or None)
ROLL = "roll"  # the dice for who chooses who acts first this turn
FIRST = "first"  # the side who acts first this turn (side)
NEXT_TURN = "next_turn"
KINDS = (
    LOSE,
    RESTORE,
    SPECIAL,
    FLEE,
    LEAVE,
    KILL,
    ORDER,
    WOUND,
    SHIELD_BROKEN,
    WEAPON_BROKEN,
    RELIC,
    ROLL,
    FIRST,
    NEXT_TURN,
    WIELD,
)
# How the dice of a roll-off were rolled.
BY_MUSTER = "muster"  # by Muster, from the game's seed
BY_HAND = "typed"  # at the table, and typed in
AT_SETUP = "setup"  # when the game was set up
ROLLED = (BY_MUSTER, BY_HAND, AT_SETUP)


class TrackerRefusal(ValueError):
    """A change the rules (or the table as it is) refuse; the message says why."""


@dataclass(frozen=True)
class Seat:
    """A fielded character as he took the field: what stays the same all game.

    The Beastrider Wars: his dice (lasting injuries counted, B8), specials and bow. Caliburn's
    Wrath: his kit (his profile's own items included), the lasting wounds that count (K4) and
    the extra combat dice his advances give him (K6: those he rolls, so never above 5d6).
    """

    place: int
    name: str
    side: int  # the index of his side in ``Table.sides``
    profile: str
    attack: int = 0
    defend: int = 0
    specials: tuple[str, ...] = ()
    bow: int | None = None
    kit: tuple[str, ...] = ()
    injuries: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    extra_dice: int = 0


@dataclass(frozen=True)
class Wound:
    """One wound taken: in which turn, what it did (``WOUND_KINDS``) and by whom (a place)."""

    turn: int
    kind: str
    by: int | None = None


@dataclass(frozen=True)
class Marks:
    """What has happened to one character in the game so far."""

    wounds: tuple[Wound, ...] = ()
    used: tuple[str, ...] = ()  # once-per-game specials ticked (B3)
    orders: tuple[tuple[int, int], ...] = ()  # (turn, place of the friend ordered) (B5)
    status: str = ACTIVE
    killed_by: int | None = None
    shield_broken: bool = False
    weapon_broken: str | None = None  # the first weapon broken on double ones (C6)
    second_weapon_broken: str | None = None  # and a second, in the same game
    # The weapon the player chose for him, of those he carries (C6, C7); None: the best one
    # (rules.caliburn_kit.fighting_weapon). One that broke leaves him the best of the rest.
    wielding: str | None = None

    @property
    def weapons_broken(self) -> tuple[str, ...]:
        """The weapons broken this game, in the order they broke (C6)."""
        return tuple(w for w in (self.weapon_broken, self.second_weapon_broken) if w)


@dataclass(frozen=True)
class Turn:
    """The turn being played and who acts first in it.

    ``roll`` is who chooses (a roll-off, the wounds of the turn before, or the places kept);
    None until it is settled. ``first`` is the side who acts first (Caliburn's Wrath: player
    1), the chooser's side unless he chose otherwise. ``rolled`` says how the dice were
    rolled, and ``roll_number`` which of the game's dice rolls Muster made it.
    """

    number: int = 1
    roll: Roll | None = None
    first: int | None = None
    rolled: str = ""
    roll_number: int | None = None


@dataclass(frozen=True)
class Table:
    """A tracked game: everything the tracker shows, as plain data."""

    rules_id: str
    sides: tuple[str, ...]
    seats: Mapping[int, Seat]
    marks: Mapping[int, Marks]
    turn: Turn = field(default_factory=Turn)
    relic: int | None = None  # the place of the relic's carrier
    has_relic: bool = False  # the scenario has a relic (Capture the Relic, C11)
    seed: int = 0  # the seed of the dice Muster rolls for this game
    rolls: int = 0  # how many roll-offs Muster has rolled for it

    def name(self, place: int | None) -> str:
        """The name of the character at ``place``; "someone no longer in the game" for a
        place no one holds any more."""
        seat = self.seats.get(place) if place is not None else None
        if seat is None:
            return translate("Tracker", "someone no longer in the game")
        return seat.name

    def in_play(self, place: int) -> bool:
        """Whether the character at ``place`` is still in the game (not fled, not dead)."""
        return self.marks[place].status not in OUT


@dataclass(frozen=True)
class Change:
    """One thing that happened at the table. Unused fields stay blank.

    ``who`` is the place of the character it happened to, ``by`` of the one who did it (the
    attacker), ``to`` of a leader's friend ordered; ``what`` is the die, wound, special, weapon
    or death; ``on`` False takes a mark back (a slip). A roll-off has its ``faces``, every
    round one face per side, and how they were ``rolled``; ``side`` is who acts first.
    """

    kind: str
    who: int | None = None
    by: int | None = None
    to: int | None = None
    what: str = ""
    on: bool = True
    faces: tuple[tuple[int, ...], ...] = ()
    rolled: str = ""
    side: int | None = None


# --- seating the characters ----------------------------------------------------------------


def beastrider_seat(
    rules: GameData,
    place: int,
    *,
    name: str,
    side: int,
    profile: str,
    options: Sequence[str] = (),
    upgrades: Sequence[Mapping[str, object]] = (),
    injuries: Mapping[str, int] | None = None,
) -> Seat:
    """A Beastrider character as he takes the field: his dice less lasting injuries (B8)."""
    fighter = beastrider.new_fighter(
        rules, profile, name=name, options=options, upgrades=upgrades, injuries=injuries
    )
    return Seat(
        place,
        name,
        side,
        profile,
        attack=fighter.attack,
        defend=fighter.defend,
        specials=fighter.specials,
        bow=fighter.bow,
    )


def caliburn_seat(
    rules: GameData,
    place: int,
    *,
    name: str,
    side: int,
    profile: str,
    kit: Sequence[str] = (),
    injuries: Mapping[str, int] | None = None,
    upgrades: Sequence[object] = (),
) -> Seat:
    """A Caliburn warrior as he takes the field: his kit, his lasting wounds when the
    campaign keeps them (K4), and the extra combat dice of his advances that he rolls (K6:
    never above 5d6)."""
    kept = lasting_wounds(rules, injuries)
    extra = extra_combat_dice(upgrades)
    known = rules.profiles.get(profile)
    if known is not None:
        extra = combat_dice(known, extra) - known.combat_dice
    return Seat(
        place,
        name,
        side,
        profile,
        kit=tuple(kit),
        injuries=MappingProxyType(kept),
        extra_dice=extra,
    )


def first_marks(rules: GameData, seat: Seat) -> Marks:
    """His marks when the game begins: a Beastrider character without attack dice flees (B1)."""
    if rules.id == BEASTRIDER and seat.attack == 0:
        return Marks(status=FLEEING)
    return Marks()


def start(
    rules: GameData,
    sides: Sequence[str],
    seats: Iterable[Seat],
    *,
    seed: int,
    roll: Roll | None = None,
    has_relic: bool = False,
) -> Table:
    """The table as the game begins, on turn 1. ``roll`` is who chooses who acts first, when
    it was rolled as the game was set up."""
    if len(sides) < 2:
        raise TrackerRefusal(translate("Tracker", "A game needs two sides or more."))
    seated = {seat.place: seat for seat in seats}
    if not seated:
        raise TrackerRefusal(translate("Tracker", "Nobody is fielded in this game."))
    turn = Turn(1, roll, roll.winner if roll else None, AT_SETUP if roll else "")
    return Table(
        rules.id,
        tuple(sides),
        MappingProxyType(seated),
        MappingProxyType({place: first_marks(rules, seat) for place, seat in seated.items()}),
        turn,
        has_relic=has_relic,
        seed=seed,
    )


# --- reading the table ------------------------------------------------------------------


def count(marks: Marks, kind: str) -> int:
    """How many of his wounds did ``kind``."""
    return sum(1 for wound in marks.wounds if wound.kind == kind)


def dice_left(table: Table, place: int) -> tuple[int, int]:
    """(attack, defend) dice a Beastrider character has left (B1)."""
    seat, marks = table.seats[place], table.marks[place]
    return seat.attack - count(marks, ATTACK), seat.defend - count(marks, DEFEND)


def game_wounds(table: Table, place: int) -> dict[str, int]:
    """A Caliburn warrior's leg, arm and neck wounds taken in this game."""
    marks = table.marks[place]
    return {kind: count(marks, kind) for kind in BODY}


def all_wounds(table: Table, place: int) -> dict[str, int]:
    """A Caliburn warrior's wounds that count now: his lasting ones and this game's (C1, C12)."""
    taken = game_wounds(table, place)
    lasting = table.seats[place].injuries
    return {kind: taken[kind] + lasting.get(kind, 0) for kind in BODY}


def inflicted(table: Table, place: int, turn: int | None = None) -> int:
    """How many wounds the character at ``place`` inflicted (in ``turn``, or all game)."""
    return sum(
        1
        for marks in table.marks.values()
        for wound in marks.wounds
        if wound.by == place and (turn is None or wound.turn == turn)
    )


def wounds_by_side(table: Table, turn: int) -> tuple[int, ...]:
    """The wounds each side inflicted in ``turn``, in the order of the sides (B9)."""
    counts = [0] * len(table.sides)
    for marks in table.marks.values():
        for wound in marks.wounds:
            if wound.turn == turn and wound.by is not None and wound.by in table.seats:
                counts[table.seats[wound.by].side] += 1
    return tuple(counts)


def orders_given(table: Table, place: int) -> tuple[int, ...]:
    """The places of the friends a leader ordered in the turn being played (B5)."""
    number = table.turn.number
    return tuple(to for turn, to in table.marks[place].orders if turn == number)


def once_per_game(rules: GameData, seat: Seat) -> tuple[str, ...]:
    """The specials of his the roster ticks once used (B3): not the passive ones."""
    return tuple(
        key
        for key in seat.specials
        if key in rules.specials
        and rules.specials[key].once_per_game
        and not rules.specials[key].passive
    )


def is_leader(rules: GameData, seat: Seat) -> bool:
    """Whether he may give orders (B5)."""
    profile = rules.profiles.get(seat.profile)
    return profile is not None and profile.leader


def standing(table: Table) -> tuple[int, ...]:
    """The sides with someone still in the game, in order."""
    return tuple(
        index
        for index in range(len(table.sides))
        if any(seat.side == index and table.in_play(p) for p, seat in table.seats.items())
    )


def dice_for(seed: int, number: int) -> random.Random:
    """The dice of the game's ``number``-th roll-off: the same seed and number always give the
    same faces, so a resumed game rolls on as it would have (and taking a roll back and
    rolling again gives the same faces)."""
    return random.Random(f"muster-tracker:{seed}:{number}")


def wielded(rules: GameData, table: Table, place: int) -> str:
    """The weapon the Caliburn warrior at ``place`` fights with now: the one the player chose,
    while it is whole, else the best he has at hand (C6, C7)."""
    seat, marks = table.seats[place], table.marks[place]
    return fighting_weapon(
        rules, seat.profile, seat.kit, broken=marks.weapons_broken, chosen=marks.wielding
    )


def at_hand(rules: GameData, table: Table, place: int) -> tuple[str, ...]:
    """The weapons the Caliburn warrior at ``place`` may take up now, best first, his dagger
    last: his kit less what broke this game (C6, C7)."""
    seat, marks = table.seats[place], table.marks[place]
    return weapons_at_hand(rules, seat.profile, seat.kit, broken=marks.weapons_broken)


def changed_places(before: Table, after: Table) -> tuple[int, ...]:
    """The places whose marks ``after`` changed."""
    return tuple(p for p, marks in after.marks.items() if before.marks.get(p) != marks)


# --- the outcome ------------------------------------------------------------------------


def outcomes(rules: GameData, table: Table) -> dict[int, dict[str, Any]]:
    """Each character's outcome as the post-battle screen records it (:mod:`rules.outcomes`),
    from what was tracked; ``killed_by`` is the killer's place."""
    result = {}
    for place, seat in table.seats.items():
        marks = table.marks[place]
        outcome = blank_outcome(rules.id)
        if rules.id == BEASTRIDER:
            attack, defend = dice_left(table, place)
            outcome.update(
                attack_lost=seat.attack - attack,
                defend_lost=seat.defend - defend,
                special_used=bool(marks.used),
                fled=marks.status in (FLEEING, FLED),
                killed=marks.status == KILLED,
                killed_by=marks.killed_by if marks.status == KILLED else None,
                wounds_inflicted=min(inflicted(table, place), MAX_WOUNDS),
            )
        else:
            dead = marks.status in (SLAIN, DECAPITATED)
            outcome.update(game_wounds(table, place))
            outcome.update(
                fate=marks.status if dead else "",
                killed_by=marks.killed_by if dead else None,
                shield_broken=marks.shield_broken,
                weapon_broken=marks.weapon_broken,
                second_weapon_broken=marks.second_weapon_broken,
            )
        result[place] = outcome
    return result


def winner(table: Table) -> int | None:
    """The side who won, when the table says so: the only side with someone still in the
    game (B's "Winning the game"); None when the players must say. With a relic in play the
    players always say: the first side to escape the board with it wins (C11), and the table
    knows who carries it, not who escaped with it."""
    if table.has_relic:
        return None
    sides = standing(table)
    return sides[0] if len(sides) == 1 else None

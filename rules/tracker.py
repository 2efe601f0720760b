"""A game at the table, tracked change by change: who is where, what happened to each
fielded character, the turn and who acts first in it.

The tracked game is a :class:`Table`: its sides, each fielded character's :class:`Seat` (who
he is, as he took the field: fixed for the game) and :class:`Marks` (what has happened to
him: dice lost, wounds, specials used, fleeing, death), the :class:`Turn` and who acts first
in it, the relic's carrier and the game's dice. A :class:`Change` is one thing that happened
at the table; :func:`apply` gives the table after it, or refuses it with the rules' reason
(:class:`TrackerRefusal`). :mod:`rules.tracker_log` says a change as a line of the game's log,
:mod:`rules.tracker_odds` gives the odds of a fight from the table as it is, and
:mod:`rules.tracker_json` writes a table as plain JSON data and reads it back.

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
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from i18n import PLURAL, QT_TRANSLATE_NOOP, translate
from rules import beastrider
from rules.caliburn_kit import DAGGER_ID, fighting_weapon, lasting_wounds, weapons_at_hand
from rules.data import BEASTRIDER, DECAPITATED, EMPTY, SHIELD, SLAIN, GameData, named
from rules.initiative import KEPT, Roll, from_faces, roll_off, without_dice
from rules.outcomes import MAX_WOUNDS, blank_outcome, breakable_weapons

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
    Wrath: his kit (his profile's own items included) and the lasting wounds that count (K4).
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
) -> Seat:
    """A Caliburn warrior as he takes the field: his kit, and his lasting wounds when the
    campaign keeps them (K4)."""
    kept = lasting_wounds(rules, injuries)
    return Seat(place, name, side, profile, kit=tuple(kit), injuries=MappingProxyType(kept))


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


# --- changes ----------------------------------------------------------------------------


def _refuse(text: str) -> TrackerRefusal:
    return TrackerRefusal(text)


def _seat(table: Table, place: int | None) -> Seat:
    if place is None or place not in table.seats:
        raise _refuse(translate("Tracker", "Choose a character at the table first."))
    return table.seats[place]


# What a change does to a character, as :func:`_opponent` refuses it done by his own side.
_BY_OWN_SIDE = {
    "wounded": QT_TRANSLATE_NOOP(
        "Tracker", "{name} cannot be wounded by {other}, of his own side."
    ),
    "killed": QT_TRANSLATE_NOOP("Tracker", "{name} cannot be killed by {other}, of his own side."),
    "hit": QT_TRANSLATE_NOOP("Tracker", "{name} cannot be hit by {other}, of his own side."),
}


def _opponent(table: Table, seat: Seat, by: int | None, what: str = "wounded") -> None:
    if by is None:
        return
    other = _seat(table, by)
    if other.side == seat.side:
        raise _refuse(
            translate("Tracker", _BY_OWN_SIDE[what]).format(name=seat.name, other=other.name)
        )


def _in_play(table: Table, seat: Seat) -> Marks:
    marks = table.marks[seat.place]
    if marks.status == FLED:
        raise _refuse(translate("Tracker", "{name} has left the table.").format(name=seat.name))
    if marks.status in DEATHS:
        raise _refuse(
            translate("Tracker", "{name} is dead: take his death back first.").format(
                name=seat.name
            )
        )
    return marks


def _with(table: Table, place: int, marks: Marks, **more: Any) -> Table:
    return replace(table, marks=MappingProxyType({**table.marks, place: marks}), **more)


def _remove_last(wounds: tuple[Wound, ...], kind: str) -> tuple[Wound, ...]:
    """``wounds`` without the latest of ``kind`` (there is one)."""
    index = max(i for i, wound in enumerate(wounds) if wound.kind == kind)
    return wounds[:index] + wounds[index + 1 :]


def as_made(rules: GameData, table: Table, change: Change) -> Change:
    """The change a player's key makes at the table, judged as it is made; :func:`apply` then
    makes it, and replays the changes a game's log keeps as they were made (so a log kept
    before one of these was judged still adds up).

    - In The Beastrider Wars a character is killed only when wounded again after losing all
      his defend dice (B1): a death given then is that wound (a defend die he cannot lose),
      so it counts as damage for who acts first next turn (B9); with defend dice left it is
      refused.
    - Berzerk follows only an attack that wounded (B3): a Bear Rider who has wounded nobody
      this turn cannot tick it.
    """
    if not change.on:
        return change
    if change.kind == SPECIAL:
        found = rules.specials.get(change.what or "")
        seat = _seat(table, change.who)
        if (
            found is not None
            and found.attack_again_on_wound
            and change.what in seat.specials
            and change.what not in table.marks[seat.place].used
            and not inflicted(table, seat.place, turn=table.turn.number)
        ):
            raise _refuse(
                translate(
                    "Tracker",
                    "{special} follows only an attack that wounded, and {name} has wounded nobody this turn (B3).",  # noqa: E501
                ).format(special=named(found), name=seat.name)
            )
        return change
    if change.kind != KILL or rules.id != BEASTRIDER or change.what not in ("", KILLED):
        return change  # another game's death, or no such death: judged as it is made
    seat = _seat(table, change.who)
    _in_play(table, seat)
    defend = dice_left(table, seat.place)[1]
    if defend:
        # fmt: off
        text = translate("Tracker", "{name} still has %n defend die(s): a character is killed only when wounded again after losing all his defend dice (B1).", None, PLURAL, defend)  # noqa: E501
        # fmt: on
        raise _refuse(text.format(name=seat.name))
    return Change(LOSE, who=change.who, by=change.by, what=DEFEND)


def apply(rules: GameData, table: Table, change: Change) -> Table:
    """The table after ``change``; TrackerRefusal, in words, when the rules (or the table as
    it is) refuse it."""
    handler = _HANDLERS.get(change.kind)
    if handler is None:
        raise _refuse(translate("Tracker", "Unknown change {kind}.").format(kind=repr(change.kind)))
    return handler(rules, table, change)


def _lose(rules: GameData, table: Table, change: Change) -> Table:
    """A Beastrider wound: the attacker names the die; the last attack die makes him flee, a
    wound with no defend die left kills him (B1)."""
    seat = _seat(table, change.who)
    _opponent(table, seat, change.by)
    if change.what not in DICE:
        raise _refuse(translate("Tracker", "A wound takes an attack or a defend die."))
    marks = _in_play(table, seat)
    attack, defend = dice_left(table, seat.place)
    fighter = beastrider.Fighter(seat.profile, seat.name, 0, attack, defend, status=marks.status)
    after = beastrider.apply_wound(fighter, change.what)
    kind = FATAL if after.status == KILLED else ATTACK if after.attack < attack else DEFEND
    wound = Wound(table.turn.number, kind, change.by)
    return _with(
        table,
        seat.place,
        replace(
            marks,
            wounds=(*marks.wounds, wound),
            status=after.status,
            killed_by=change.by if after.status == KILLED else marks.killed_by,
        ),
    )


def _restore(rules: GameData, table: Table, change: Change) -> Table:
    """A Beastrider die given back (a slip corrected): his latest wound that took such a die
    is taken back; with an attack die again, a character who had to flee stops (B1)."""
    seat = _seat(table, change.who)
    if change.what not in DICE:
        raise _refuse(translate("Tracker", "Only an attack or a defend die can be given back."))
    marks = table.marks[seat.place]
    if marks.status in DEATHS:
        raise _refuse(
            translate("Tracker", "{name} is dead: take his death back first.").format(
                name=seat.name
            )
        )
    if not count(marks, change.what):
        if change.what == ATTACK:
            raise _refuse(
                translate("Tracker", "{name} has lost no attack die.").format(name=seat.name)
            )
        raise _refuse(translate("Tracker", "{name} has lost no defend die.").format(name=seat.name))
    attack, _defend = dice_left(table, seat.place)
    status = marks.status
    if change.what == ATTACK and attack == 0 and status == FLEEING:
        status = ACTIVE
    return _with(
        table,
        seat.place,
        replace(marks, wounds=_remove_last(marks.wounds, change.what), status=status),
    )


def _special(rules: GameData, table: Table, change: Change) -> Table:
    """A once-per-game special ticked, or the tick taken back (B3)."""
    seat = _seat(table, change.who)
    found = rules.specials.get(change.what)
    if found is None or change.what not in seat.specials:
        raise _refuse(
            translate("Tracker", "{name} does not have the special {special}.").format(
                name=seat.name, special=repr(change.what)
            )
        )
    if found.passive:
        raise _refuse(
            translate("Tracker", "{special} is always in use; it is never ticked (B3).").format(
                special=named(found)
            )
        )
    marks = table.marks[seat.place]
    if not change.on:
        if change.what not in marks.used:
            raise _refuse(
                translate("Tracker", "{name} has not used {special}.").format(
                    name=seat.name, special=named(found)
                )
            )
        used = tuple(key for key in marks.used if key != change.what)
        return _with(table, seat.place, replace(marks, used=used))
    _in_play(table, seat)
    if change.what in marks.used:
        raise _refuse(
            translate("Tracker", "{name} has already used {special} this game (B3).").format(
                name=seat.name, special=named(found)
            )
        )
    if marks.status == FLEEING:
        raise _refuse(
            translate("Tracker", "{name} is fleeing: every action of his is a move (B1).").format(
                name=seat.name
            )
        )
    return _with(table, seat.place, replace(marks, used=(*marks.used, change.what)))


def _flee(rules: GameData, table: Table, change: Change) -> Table:
    """A character without defend dice may choose to flee; one without attack dice must (B1)."""
    seat = _seat(table, change.who)
    marks = _in_play(table, seat)
    attack, defend = dice_left(table, seat.place)
    if change.on:
        if marks.status == FLEEING:
            raise _refuse(translate("Tracker", "{name} is fleeing already.").format(name=seat.name))
        if defend > 0:
            raise _refuse(
                translate(
                    "Tracker",
                    "{name} still has defend dice: only a character who lost them all may choose to flee (B1).",  # noqa: E501
                ).format(name=seat.name)
            )
        return _with(table, seat.place, replace(marks, status=FLEEING))
    if marks.status != FLEEING:
        raise _refuse(translate("Tracker", "{name} is not fleeing.").format(name=seat.name))
    if attack == 0:
        raise _refuse(
            translate("Tracker", "{name} has no attack die left: he must flee (B1).").format(
                name=seat.name
            )
        )
    return _with(table, seat.place, replace(marks, status=ACTIVE))


def _leave(rules: GameData, table: Table, change: Change) -> Table:
    """A fleeing character reaches the edge of the table and is removed from the game (B1)."""
    seat = _seat(table, change.who)
    marks = table.marks[seat.place]
    if change.on:
        if marks.status != FLEEING:
            raise _refuse(
                translate(
                    "Tracker", "{name} is not fleeing: only a fleeing character leaves (B1)."
                ).format(name=seat.name)
            )
        return _with(table, seat.place, replace(marks, status=FLED))
    if marks.status != FLED:
        raise _refuse(translate("Tracker", "{name} has not left the table.").format(name=seat.name))
    return _with(table, seat.place, replace(marks, status=FLEEING))


def _kill(rules: GameData, table: Table, change: Change) -> Table:
    """Killed (The Beastrider Wars), slain or decapitated (Caliburn's Wrath), by whom; a
    death taken back. Decapitation does the Green Knight no harm (C3); a carrier who dies
    drops the relic."""
    seat = _seat(table, change.who)
    marks = table.marks[seat.place]
    beast = rules.id == BEASTRIDER
    if not change.on:
        if marks.status not in DEATHS:
            raise _refuse(translate("Tracker", "{name} is not dead.").format(name=seat.name))
        attack = dice_left(table, seat.place)[0] if beast else 1
        status = ACTIVE if attack > 0 else FLEEING
        return _with(table, seat.place, replace(marks, status=status, killed_by=None))
    fate = change.what or (KILLED if beast else "")
    if fate not in ((KILLED,) if beast else (SLAIN, DECAPITATED)):
        raise _refuse(
            translate("Tracker", "{game} has no death {death}.").format(
                game=named(rules), death=repr(change.what)
            )
        )
    _opponent(table, seat, change.by, "killed")
    _in_play(table, seat)
    profile = rules.profiles.get(seat.profile)
    if fate == DECAPITATED and profile is not None and profile.decapitation_immune:
        raise _refuse(
            translate("Tracker", "Decapitation does {name} no harm at all (C3).").format(
                name=seat.name
            )
        )
    relic = None if table.relic == seat.place else table.relic
    return _with(table, seat.place, replace(marks, status=fate, killed_by=change.by), relic=relic)


def _order(rules: GameData, table: Table, change: Change) -> Table:
    """A leader's order to a friend: one a turn, to one of his own side still fighting (B5)."""
    seat = _seat(table, change.who)
    friend = _seat(table, change.to)
    marks = table.marks[seat.place]
    given = orders_given(table, seat.place)
    if not change.on:
        if friend.place not in given:
            raise _refuse(
                translate("Tracker", "{name} gave no order to {friend} this turn.").format(
                    name=seat.name, friend=friend.name
                )
            )
        orders = tuple(o for o in marks.orders if o != (table.turn.number, friend.place))
        return _with(table, seat.place, replace(marks, orders=orders))
    if not is_leader(rules, seat):
        raise _refuse(
            translate("Tracker", "{name} is not a leader and cannot give orders (B5).").format(
                name=seat.name
            )
        )
    if marks.status != ACTIVE:
        raise _refuse(
            translate("Tracker", "{name} is not fighting and cannot give orders.").format(
                name=seat.name
            )
        )
    if given:
        raise _refuse(translate("Tracker", "A leader gives at most one order a turn (B5)."))
    if friend.side != seat.side or friend.place == seat.place:
        raise _refuse(
            translate("Tracker", "{name} can only order a friend of his own side.").format(
                name=seat.name
            )
        )
    if table.marks[friend.place].status != ACTIVE:
        raise _refuse(
            translate("Tracker", "{name} is not fighting and cannot be ordered.").format(
                name=friend.name
            )
        )
    orders = (*marks.orders, (table.turn.number, friend.place))
    return _with(table, seat.place, replace(marks, orders=orders))


# A Caliburn wound taken back that he never took, and one too many, by the kind of wound.
_NO_WOUND = {
    LEG: QT_TRANSLATE_NOOP("Tracker", "{name} has taken no leg wound in this game."),
    ARM: QT_TRANSLATE_NOOP("Tracker", "{name} has taken no arm wound in this game."),
    NECK: QT_TRANSLATE_NOOP("Tracker", "{name} has taken no neck wound in this game."),
}
_TOO_MANY = {
    LEG: QT_TRANSLATE_NOOP("Tracker", "{name} cannot take more than {most} leg wounds."),
    ARM: QT_TRANSLATE_NOOP("Tracker", "{name} cannot take more than {most} arm wounds."),
    NECK: QT_TRANSLATE_NOOP("Tracker", "{name} cannot take more than {most} neck wounds."),
}


def _wound(rules: GameData, table: Table, change: Change) -> Table:
    """A Caliburn wound of the damage chart, or one taken back (C2): the move and the combat
    score follow from his wounds (C1, C12)."""
    seat = _seat(table, change.who)
    if change.what not in BODY:
        raise _refuse(translate("Tracker", "A wound is a leg, an arm or a neck wound."))
    marks = table.marks[seat.place]
    if not change.on:
        if not count(marks, change.what):
            raise _refuse(translate("Tracker", _NO_WOUND[change.what]).format(name=seat.name))
        return _with(
            table, seat.place, replace(marks, wounds=_remove_last(marks.wounds, change.what))
        )
    _opponent(table, seat, change.by)
    _in_play(table, seat)
    if count(marks, change.what) >= MAX_WOUNDS:
        raise _refuse(
            translate("Tracker", _TOO_MANY[change.what]).format(name=seat.name, most=MAX_WOUNDS)
        )
    wound = Wound(table.turn.number, change.what, change.by)
    return _with(table, seat.place, replace(marks, wounds=(*marks.wounds, wound)))


def _shield(rules: GameData, table: Table, change: Change) -> Table:
    """His shield broken (C2, C4, C5), or whole after all."""
    seat = _seat(table, change.who)
    marks = table.marks[seat.place]
    if SHIELD not in seat.kit:
        raise _refuse(translate("Tracker", "{name} carries no shield.").format(name=seat.name))
    if change.on == marks.shield_broken:
        if change.on:
            text = translate("Tracker", "{name}'s shield is broken already.")
        else:
            text = translate("Tracker", "{name}'s shield is not broken.")
        raise _refuse(text.format(name=seat.name))
    _opponent(table, seat, change.by, "hit")
    return _with(table, seat.place, replace(marks, shield_broken=change.on))


def _weapon(rules: GameData, table: Table, change: Change) -> Table:
    """His weapon broken on double ones (C6), or whole after all. Each double one breaks the
    weapon he fights with, so two can break in one game (the outcome keeps two); then he
    fights with his dagger, which never counts as kit (C7)."""
    seat = _seat(table, change.who)
    marks = table.marks[seat.place]
    item = rules.items.get(change.what)
    name = named(item) if item is not None else change.what
    broken = marks.weapons_broken
    if not change.on:
        if change.what not in broken:
            raise _refuse(
                translate("Tracker", "{name}'s {item} is not broken.").format(
                    name=seat.name, item=name
                )
            )
        if marks.second_weapon_broken == change.what:
            return _with(table, seat.place, replace(marks, second_weapon_broken=None))
        first = marks.second_weapon_broken
        return _with(
            table, seat.place, replace(marks, weapon_broken=first, second_weapon_broken=None)
        )
    if change.what == DAGGER_ID:
        raise _refuse(
            translate(
                "Tracker",
                "{name} fights with his dagger now, which is always carried and never lost (C7).",
            ).format(name=seat.name)
        )
    if change.what not in breakable_weapons(rules, seat.kit):
        if item is not None and change.what in seat.kit and item.is_weapon:
            raise _refuse(translate("Tracker", "{item} never breaks (C6).").format(item=name))
        raise _refuse(
            translate("Tracker", "{name} carries no {item} to break.").format(
                name=seat.name, item=name
            )
        )
    if broken.count(change.what) >= seat.kit.count(change.what):
        raise _refuse(
            translate("Tracker", "{name}'s {item} is broken already.").format(
                name=seat.name, item=name
            )
        )
    if len(broken) == 2:
        raise _refuse(
            translate(
                "Tracker", "Two of {name}'s weapons broke already; he fights with his dagger."
            ).format(name=seat.name)
        )
    if marks.weapon_broken is None:
        return _with(table, seat.place, replace(marks, weapon_broken=change.what))
    return _with(table, seat.place, replace(marks, second_weapon_broken=change.what))


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


def _wield(rules: GameData, table: Table, change: Change) -> Table:
    """He fights with another weapon of those he carries, the player's choice (C6, C7): the
    odds follow it, and double ones break it."""
    seat = _seat(table, change.who)
    if rules.id == BEASTRIDER:
        raise _refuse(translate("Tracker", "Only a warrior of Caliburn's Wrath changes weapon."))
    marks = _in_play(table, seat)
    item = rules.items.get(change.what)
    name = named(item) if item is not None else change.what
    if change.what not in at_hand(rules, table, seat.place):
        if change.what in marks.weapons_broken:
            text = translate("Tracker", "{name}'s {item} is broken: he cannot fight with it (C6).")
        else:
            text = translate("Tracker", "{name} carries no {item} to fight with (C7).")
        raise _refuse(text.format(name=seat.name, item=name))
    if change.what == wielded(rules, table, seat.place):
        raise _refuse(
            translate("Tracker", "{name} fights with his {item} already.").format(
                name=seat.name, item=name
            )
        )
    return _with(table, seat.place, replace(marks, wielding=change.what))


def _relic(rules: GameData, table: Table, change: Change) -> Table:
    """Who carries the relic now (Capture the Relic, C11); nobody when ``who`` is None."""
    if not table.has_relic:
        raise _refuse(translate("Tracker", "Only Capture the Relic has a relic (C11)."))
    if change.who is None:
        return replace(table, relic=None)
    seat = _seat(table, change.who)
    _in_play(table, seat)
    if table.relic == seat.place:
        raise _refuse(
            translate("Tracker", "{name} carries the relic already.").format(name=seat.name)
        )
    return replace(table, relic=seat.place)


def _roll(rules: GameData, table: Table, change: Change) -> Table:
    """Who chooses who acts first this turn, by the dice: each side's die, again while the
    highest tie (B9; Caliburn's Wrath's ruling). The winner's side acts first unless he
    chooses otherwise (:data:`FIRST`)."""
    if table.turn.roll is not None:
        raise _refuse(
            translate(
                "Tracker", "Who chooses was settled for turn {turn} already: take it back first."
            ).format(turn=table.turn.number)
        )
    if change.rolled not in (BY_MUSTER, BY_HAND):
        raise _refuse(
            translate("Tracker", "Say how the dice were rolled: by Muster, or at the table.")
        )
    try:
        roll = from_faces(rules, table.sides, change.faces)
    except ValueError as exc:
        raise _refuse(str(exc)) from None
    number = table.rolls + 1 if change.rolled == BY_MUSTER else None
    turn = replace(
        table.turn, roll=roll, first=roll.winner, rolled=change.rolled, roll_number=number
    )
    return replace(table, turn=turn, rolls=number if number is not None else table.rolls)


def _first(rules: GameData, table: Table, change: Change) -> Table:
    """The side the chooser lets act first (B9), or makes player 1 (Caliburn's Wrath)."""
    roll = table.turn.roll
    if roll is None:
        raise _refuse(translate("Tracker", "Roll first: the winner chooses who acts first."))
    if roll.decided_by == KEPT:
        raise _refuse(
            translate("Tracker", "The places of the first turn are kept for the whole game.")
        )
    if change.side is None or not 0 <= change.side < len(table.sides):
        raise _refuse(translate("Tracker", "Choose one of the sides."))
    return replace(table, turn=replace(table.turn, first=change.side))


def _next_turn(rules: GameData, table: Table, change: Change) -> Table:
    """The next turn: the side who inflicted more wounds in this one chooses (B9), or the
    places are kept (Caliburn's Wrath); otherwise the players roll again."""
    now = table.turn
    settled = without_dice(rules, now.roll, table.sides, wounds_by_side(table, now.number))
    first = None
    if settled is not None:
        first = now.first if settled.decided_by == KEPT else settled.winner
    turn = Turn(now.number + 1, settled, first, "")
    return replace(table, turn=turn)


_HANDLERS = {
    LOSE: _lose,
    RESTORE: _restore,
    SPECIAL: _special,
    FLEE: _flee,
    LEAVE: _leave,
    KILL: _kill,
    ORDER: _order,
    WOUND: _wound,
    SHIELD_BROKEN: _shield,
    WEAPON_BROKEN: _weapon,
    RELIC: _relic,
    ROLL: _roll,
    FIRST: _first,
    NEXT_TURN: _next_turn,
    WIELD: _wield,
}


def muster_roll(rules: GameData, table: Table) -> Change:
    """The roll-off Muster rolls for this turn, with the game's dice (:func:`dice_for`)."""
    roll = roll_off(rules, table.sides, dice_for(table.seed, table.rolls + 1))
    return Change(ROLL, faces=roll.rounds, rolled=BY_MUSTER)


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

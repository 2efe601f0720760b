"""The changes made at the game tracker's table (:mod:`rules.tracker`): :func:`apply` gives the
table after a :class:`~rules.tracker.Change`, or refuses it with the rules' reason
(:class:`~rules.tracker.TrackerRefusal`); :func:`as_made` judges a player's key as it is made,
and :func:`muster_roll` rolls who chooses who acts first.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType
from typing import Any

from i18n import PLURAL, QT_TRANSLATE_NOOP, translate
from rules import beastrider
from rules.caliburn_kit import DAGGER_ID
from rules.data import BEASTRIDER, DECAPITATED, SHIELD, SLAIN, GameData, named
from rules.initiative import KEPT, from_faces, roll_off, without_dice
from rules.outcomes import MAX_WOUNDS, breakable_weapons
from rules.tracker import (
    ACTIVE,
    ARM,
    ATTACK,
    BODY,
    BY_HAND,
    BY_MUSTER,
    DEATHS,
    DEFEND,
    DICE,
    FATAL,
    FIRST,
    FLED,
    FLEE,
    FLEEING,
    KILL,
    KILLED,
    LEAVE,
    LEG,
    LOSE,
    NECK,
    NEXT_TURN,
    ORDER,
    RELIC,
    RESTORE,
    ROLL,
    SHIELD_BROKEN,
    SPECIAL,
    WEAPON_BROKEN,
    WIELD,
    WOUND,
    Change,
    Marks,
    Seat,
    Table,
    TrackerRefusal,
    Turn,
    Wound,
    at_hand,
    count,
    dice_for,
    dice_left,
    inflicted,
    is_leader,
    orders_given,
    wielded,
    wounds_by_side,
)


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

"""A tracked game as plain JSON data, and back: what the database keeps of a game being played
and what a campaign file carries (docs/campaign-format.md, ``games[].tracker``).

Reading checks every value's shape and bounds and raises :class:`TrackerDataError` naming the
first wrong one by its path (``marks.wounds[2]``). :func:`verify` checks that a game's log adds
up: each change, applied to the table as it was before it (kept with the change for taking it
back), gives the table as it was after it, down to the table as it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from i18n import translate
from rules import tracker as t
from rules import tracker_changes as tc
from rules.caliburn_kit import MAX_COMBAT_DICE
from rules.data import CALIBURN, GameData
from rules.initiative import BY_DICE, BY_WOUNDS, KEPT, Roll
from rules.outcomes import MAX_WOUNDS

MAX_PLACE = 9_999
MAX_TURN = 100_000
MAX_SEED = 2**63 - 1
MAX_DICE = 100
MAX_ROUNDS = 100
MAX_NAME = 100
MAX_ID = 80
DECIDED = (BY_DICE, BY_WOUNDS, KEPT)

SEAT_KEYS: tuple[str, ...] = ("name", "side", "profile", "attack", "defend", "specials", "bow")
SEAT_KEYS += ("kit",)
SEAT_KEYS += ("injuries",)
# A Caliburn warrior's extra combat dice from his advances (K6): written only when he has
# some, so a table kept before advances were (or of a warrior with none) is written as it was,
# and one without it reads as none.
SEAT_OPTIONAL = ("extra_dice",)
MARKS_KEYS: tuple[str, ...] = ("wounds", "used", "orders", "status", "killed_by")
MARKS_KEYS += ("shield_broken",)
MARKS_KEYS += ("weapon_broken",)
# A second weapon broken in the same game (C6), and the weapon the player chose for him (C7):
# written only when one did or was, so a table kept before either could be is written as it
# was.
MARKS_OPTIONAL = ("second_weapon_broken", "wielding")
STATE_KEYS = ("sides", "turn", "relic", "has_relic", "seed", "rolls")
TURN_KEYS = ("number", "roll", "first", "rolled", "roll_number")
ROLL_KEYS = ("die", "sides", "rolls", "winner", "decided_by")
CHANGE_KEYS = ("kind", "who", "by", "to", "what", "on", "faces", "rolled", "side")
UNDO_KEYS = ("state", "marks")


class TrackerDataError(ValueError):
    """A tracked game's data that cannot be used: ``path`` says where, ``problem`` what."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem


# --- writing ------------------------------------------------------------------------------


def seat_json(seat: t.Seat) -> dict[str, Any]:
    """A seat without its place (kept beside it)."""
    return {
        "name": seat.name,
        "side": seat.side,
        "profile": seat.profile,
        "attack": seat.attack,
        "defend": seat.defend,
        "specials": list(seat.specials),
        "bow": seat.bow,
        "kit": list(seat.kit),
        "injuries": dict(sorted(seat.injuries.items())),
    } | ({"extra_dice": extra} if (extra := seat.extra_dice) else {})


def marks_json(marks: t.Marks) -> dict[str, Any]:
    return {
        "wounds": [[wound.turn, wound.kind, wound.by] for wound in marks.wounds],
        "used": list(marks.used),
        "orders": [list(order) for order in marks.orders],
        "status": marks.status,
        "killed_by": marks.killed_by,
        "shield_broken": marks.shield_broken,
        "weapon_broken": marks.weapon_broken,
    } | (
        ({"second_weapon_broken": second} if (second := marks.second_weapon_broken) else {})
        | ({"wielding": wielding} if (wielding := marks.wielding) else {})
    )


def roll_json(roll: Roll | None) -> dict[str, Any] | None:
    if roll is None:
        return None
    return {
        "die": roll.die,
        "sides": list(roll.sides),
        "rolls": [list(faces) for faces in roll.rounds],
        "winner": roll.winner,
        "decided_by": roll.decided_by,
    }


def state_json(table: t.Table) -> dict[str, Any]:
    """The table but for its seats and marks: the sides, the turn, the relic, the dice."""
    turn = table.turn
    return {
        "sides": list(table.sides),
        "turn": {
            "number": turn.number,
            "roll": roll_json(turn.roll),
            "first": turn.first,
            "rolled": turn.rolled,
            "roll_number": turn.roll_number,
        },
        "relic": table.relic,
        "has_relic": table.has_relic,
        "seed": table.seed,
        "rolls": table.rolls,
    }


def change_json(change: t.Change) -> dict[str, Any]:
    """A change, its blank fields left out."""
    blank = t.Change(change.kind)
    data: dict[str, Any] = {"kind": change.kind}
    for key in CHANGE_KEYS[1:]:
        value = getattr(change, key)
        if value != getattr(blank, key):
            data[key] = [list(faces) for faces in value] if key == "faces" else value
    return data


def undo_json(before: t.Table, after: t.Table) -> dict[str, Any]:
    """What taking ``after`` back to ``before`` needs: the state before, and the marks it
    changed as they were."""
    return {
        "state": state_json(before),
        "marks": {str(p): marks_json(before.marks[p]) for p in t.changed_places(before, after)},
    }


# --- reading ------------------------------------------------------------------------------


def _number(value: int) -> str:
    """A large number with its thousands grouped: "10,000"."""
    return f"{value:,}".replace(",", translate("TrackerData", ",", "thousands separator"))


def _at(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _obj(value: object, path: str, keys: Sequence[str], *, optional: bool = False) -> dict:
    if not isinstance(value, Mapping):
        raise TrackerDataError(path, translate("TrackerData", "must be an object {...}"))
    unknown = [k for k in value if k not in keys]
    if unknown:
        raise TrackerDataError(
            _at(path, str(unknown[0])), translate("TrackerData", "unknown field")
        )
    if not optional:
        missing = [k for k in keys if k not in value]
        if missing:
            raise TrackerDataError(_at(path, missing[0]), translate("TrackerData", "missing"))
    return dict(value)


def _whole(value: object, path: str, maximum: int, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TrackerDataError(path, translate("TrackerData", "must be a whole number"))
    if not minimum <= value <= maximum:
        raise TrackerDataError(
            path,
            translate("TrackerData", "must be {minimum} to {maximum}").format(
                minimum=minimum, maximum=_number(maximum)
            ),
        )
    return value


def _place(value: object, path: str) -> int | None:
    return None if value is None else _whole(value, path, MAX_PLACE)


def _text(value: object, path: str, maximum: int = MAX_NAME, *, empty: bool = False) -> str:
    if not isinstance(value, str) or (not value and not empty) or len(value) > maximum:
        raise TrackerDataError(
            path,
            translate("TrackerData", "must be text of {least} to {most} characters").format(
                least=0 if empty else 1, most=maximum
            ),
        )
    return value


def _flag(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise TrackerDataError(path, translate("TrackerData", "must be true or false"))
    return value


def _list(value: object, path: str, maximum: int = 10_000) -> list:
    if not isinstance(value, list | tuple):
        raise TrackerDataError(path, translate("TrackerData", "must be a list [...]"))
    if len(value) > maximum:
        raise TrackerDataError(
            path,
            translate("TrackerData", "must hold at most {most} entries").format(
                most=_number(maximum)
            ),
        )
    return list(value)


def _choice(value: object, path: str, allowed: Sequence[str]) -> str:
    if value not in allowed:
        raise TrackerDataError(
            path,
            translate("TrackerData", "must be one of {choices}").format(
                choices=", ".join(repr(a) for a in allowed)
            ),
        )
    return str(value)


def seat_from_json(place: int, value: object, path: str = "seat") -> t.Seat:
    data = _obj(value, path, SEAT_KEYS + SEAT_OPTIONAL, optional=True)
    missing = [k for k in SEAT_KEYS if k not in data]
    if missing:
        raise TrackerDataError(_at(path, missing[0]), translate("TrackerData", "missing"))
    injuries = _obj(data["injuries"], _at(path, "injuries"), t.BODY, optional=True)
    return t.Seat(
        place=place,
        name=_text(data["name"], _at(path, "name")),
        side=_whole(data["side"], _at(path, "side"), MAX_PLACE),
        profile=_text(data["profile"], _at(path, "profile"), MAX_ID),
        attack=_whole(data["attack"], _at(path, "attack"), MAX_DICE),
        defend=_whole(data["defend"], _at(path, "defend"), MAX_DICE),
        specials=tuple(
            _text(s, _at(_at(path, "specials"), i), MAX_ID)
            for i, s in enumerate(_list(data["specials"], _at(path, "specials"), MAX_DICE))
        ),
        bow=None if data["bow"] is None else _whole(data["bow"], _at(path, "bow"), MAX_DICE),
        kit=tuple(
            _text(s, _at(_at(path, "kit"), i), MAX_ID)
            for i, s in enumerate(_list(data["kit"], _at(path, "kit"), MAX_DICE))
        ),
        injuries=MappingProxyType(
            {
                k: _whole(n, _at(_at(path, "injuries"), k), MAX_WOUNDS * 100)
                for k, n in injuries.items()
            }
        ),
        extra_dice=_whole(data.get("extra_dice", 0), _at(path, "extra_dice"), MAX_COMBAT_DICE),
    )


def marks_from_json(value: object, path: str = "marks") -> t.Marks:
    data = _obj(value, path, MARKS_KEYS + MARKS_OPTIONAL, optional=True)
    missing = [k for k in MARKS_KEYS if k not in data]
    if missing:
        raise TrackerDataError(_at(path, missing[0]), translate("TrackerData", "missing"))
    wounds = []
    for i, entry in enumerate(_list(data["wounds"], _at(path, "wounds"), MAX_WOUNDS * 10)):
        where = _at(_at(path, "wounds"), i)
        entry = _list(entry, where)
        if len(entry) != 3:
            raise TrackerDataError(where, translate("TrackerData", "must be [turn, kind, by]"))
        wounds.append(
            t.Wound(
                _whole(entry[0], _at(where, 0), MAX_TURN, 1),
                _choice(entry[1], _at(where, 1), t.WOUND_KINDS),
                _place(entry[2], _at(where, 2)),
            )
        )
    orders = []
    for i, entry in enumerate(_list(data["orders"], _at(path, "orders"))):
        where = _at(_at(path, "orders"), i)
        entry = _list(entry, where)
        if len(entry) != 2:
            raise TrackerDataError(where, translate("TrackerData", "must be [turn, place]"))
        orders.append(
            (
                _whole(entry[0], _at(where, 0), MAX_TURN, 1),
                _whole(entry[1], _at(where, 1), MAX_PLACE),
            )
        )
    weapon = data["weapon_broken"]
    second, where_second = data.get("second_weapon_broken"), _at(path, "second_weapon_broken")
    wielding = data.get("wielding")
    if second is not None and weapon is None:
        raise TrackerDataError(
            where_second, translate("TrackerData", "is given without a first broken weapon")
        )
    return t.Marks(
        wounds=tuple(wounds),
        used=tuple(
            _text(s, _at(_at(path, "used"), i), MAX_ID)
            for i, s in enumerate(_list(data["used"], _at(path, "used"), MAX_DICE))
        ),
        orders=tuple(orders),
        status=_choice(data["status"], _at(path, "status"), t.STATUSES),
        killed_by=_place(data["killed_by"], _at(path, "killed_by")),
        shield_broken=_flag(data["shield_broken"], _at(path, "shield_broken")),
        weapon_broken=None if weapon is None else _text(weapon, _at(path, "weapon_broken"), MAX_ID),
        second_weapon_broken=None if second is None else _text(second, where_second, MAX_ID),
        wielding=None if wielding is None else _text(wielding, _at(path, "wielding"), MAX_ID),
    )


def roll_from_json(value: object, path: str) -> Roll | None:
    if value is None:
        return None
    data = _obj(value, path, ROLL_KEYS)
    sides = tuple(
        _text(s, _at(_at(path, "sides"), i))
        for i, s in enumerate(_list(data["sides"], _at(path, "sides"), MAX_PLACE))
    )
    rounds = []
    for i, faces in enumerate(_list(data["rolls"], _at(path, "rolls"), MAX_ROUNDS)):
        where = _at(_at(path, "rolls"), i)
        faces = _list(faces, where, MAX_PLACE)
        if len(faces) != len(sides):
            raise TrackerDataError(
                where, translate("TrackerData", "must hold one die for each side")
            )
        rounds.append(tuple(_whole(f, _at(where, j), MAX_DICE, 1) for j, f in enumerate(faces)))
    if len(sides) < 2:
        raise TrackerDataError(
            _at(path, "sides"), translate("TrackerData", "must name two sides or more")
        )
    return Roll(
        sides,
        _whole(data["die"], _at(path, "die"), MAX_DICE, 2),
        tuple(rounds),
        _whole(data["winner"], _at(path, "winner"), len(sides) - 1),
        _choice(data["decided_by"], _at(path, "decided_by"), DECIDED),
    )


def table_from_json(
    rules_id: str,
    state: object,
    seats: Mapping[int, tuple[object, object]],
    path: str = "",
) -> t.Table:
    """The table from its state and each place's (seat, marks) data."""
    data = _obj(state, path, STATE_KEYS)
    sides = tuple(
        _text(s, _at(_at(path, "sides"), i))
        for i, s in enumerate(_list(data["sides"], _at(path, "sides"), MAX_PLACE))
    )
    if len(sides) < 2:
        raise TrackerDataError(
            _at(path, "sides"), translate("TrackerData", "must name two sides or more")
        )
    where = _at(path, "turn")
    turn = _obj(data["turn"], where, TURN_KEYS)
    first = turn["first"]
    number = turn["roll_number"]
    seated = {}
    marks = {}
    for place, (seat, mark) in seats.items():
        seated[place] = seat_from_json(place, seat, _at(path, f"seats[{place}]"))
        if seated[place].side >= len(sides):
            raise TrackerDataError(
                _at(path, f"seats[{place}].side"), translate("TrackerData", "no such side")
            )
        if seated[place].extra_dice and rules_id != CALIBURN:
            raise TrackerDataError(
                _at(path, f"seats[{place}].extra_dice"),
                translate("TrackerData", "only a Caliburn's Wrath warrior has extra combat dice"),
            )
        marks[place] = marks_from_json(mark, _at(path, f"marks[{place}]"))
    return t.Table(
        rules_id,
        sides,
        MappingProxyType(seated),
        MappingProxyType(marks),
        t.Turn(
            _whole(turn["number"], _at(where, "number"), MAX_TURN, 1),
            roll_from_json(turn["roll"], _at(where, "roll")),
            None if first is None else _whole(first, _at(where, "first"), len(sides) - 1),
            _choice(turn["rolled"], _at(where, "rolled"), ("", *t.ROLLED)),
            None if number is None else _whole(number, _at(where, "roll_number"), MAX_SEED, 1),
        ),
        relic=_place(data["relic"], _at(path, "relic")),
        has_relic=_flag(data["has_relic"], _at(path, "has_relic")),
        seed=_whole(data["seed"], _at(path, "seed"), MAX_SEED),
        rolls=_whole(data["rolls"], _at(path, "rolls"), MAX_SEED),
    )


def change_from_json(value: object, path: str = "change") -> t.Change:
    data = _obj(value, path, CHANGE_KEYS, optional=True)
    if "kind" not in data:
        raise TrackerDataError(_at(path, "kind"), translate("TrackerData", "missing"))
    faces = []
    for i, entry in enumerate(_list(data.get("faces", []), _at(path, "faces"), MAX_ROUNDS)):
        where = _at(_at(path, "faces"), i)
        faces.append(
            tuple(_whole(f, _at(where, j), MAX_DICE, 1) for j, f in enumerate(_list(entry, where)))
        )
    side = data.get("side")
    return t.Change(
        kind=_choice(data["kind"], _at(path, "kind"), t.KINDS),
        who=_place(data.get("who"), _at(path, "who")),
        by=_place(data.get("by"), _at(path, "by")),
        to=_place(data.get("to"), _at(path, "to")),
        what=_text(data.get("what", ""), _at(path, "what"), MAX_ID, empty=True),
        on=_flag(data.get("on", True), _at(path, "on")),
        faces=tuple(faces),
        rolled=_choice(data.get("rolled", ""), _at(path, "rolled"), ("", *t.ROLLED)),
        side=None if side is None else _whole(side, _at(path, "side"), MAX_PLACE),
    )


def restore(table: t.Table, undo: object, path: str = "undo") -> t.Table:
    """``table`` taken back to before a change, from the change's :func:`undo_json`."""
    data = _obj(undo, path, UNDO_KEYS)
    changed = _obj(data["marks"], _at(path, "marks"), [str(p) for p in table.seats], optional=True)
    seats = {p: (seat_json(s), marks_json(table.marks[p])) for p, s in table.seats.items()}
    for key, value in changed.items():
        seats[int(key)] = (seats[int(key)][0], value)
    return table_from_json(table.rules_id, data["state"], seats, _at(path, "state"))


def verify(
    rules: GameData, table: t.Table, entries: Sequence[tuple[object, object]]
) -> tuple[int, str] | None:
    """Whether a game's log adds up: ``entries`` are each log line's (change, undo) data,
    oldest first; the lines that open the log have neither. None when every change, applied
    to the table its undo keeps, gives the table the next change started from (the last one,
    ``table``); otherwise the index of the first entry that does not, and why."""
    now = table
    opening = True
    for index, (change, undo) in enumerate(entries):
        if change is None or undo is None:
            if not opening or change is not None or undo is not None:
                return index, translate(
                    "TrackerData", "only the lines that open the log have no change"
                )
        else:
            opening = False
    for index in range(len(entries) - 1, -1, -1):
        change, undo = entries[index]
        if change is None:
            break
        try:
            before = restore(now, undo, f"[{index}].undo")
            after = tc.apply(rules, before, change_from_json(change, f"[{index}].change"))
        except ValueError as exc:
            return index, str(exc)
        if after != now:
            return index, translate(
                "TrackerData", "the change does not lead to the table that follows it"
            )
        now = before
    return None

"""The game's log: each change at the table said as one line, "Brann Ironhide lost a defend
die (attacked by Sable)", with what it did (he must flee, he moves 4" now). The tracker writes
"Turn 2 · " before it (:func:`line`)."""

from __future__ import annotations

from rules import tracker as t
from rules.caliburn_kit import warrior_stats
from rules.data import BEASTRIDER, GameData
from rules.initiative import KEPT
from rules.initiative import describe as describe_roll

SEPARATOR = " · "


def line(turn: int, text: str) -> str:
    """A line of the log as the tracker and the printouts show it: "Turn 2 · ..."."""
    return f"Turn {turn}{SEPARATOR}{text}"


def begun(rules: GameData, table: t.Table) -> list[str]:
    """What the log says when the game begins: the sides, and who chooses who acts first
    when it was rolled as the game was set up."""
    counts = []
    for index, side in enumerate(table.sides):
        fielded = sum(1 for seat in table.seats.values() if seat.side == index)
        counts.append(f"{side} ({fielded} {'character' if fielded == 1 else 'characters'})")
    lines = ["The game began: " + " against ".join(counts) + "."]
    if table.turn.roll is not None:
        lines.append("Rolled when the game was set up: " + describe_roll(rules, table.turn.roll))
    return lines


def _by(table: t.Table, place: int | None, word: str = "attacked by") -> str:
    return f" ({word} {table.name(place)})" if place is not None else ""


def _a(kind: str) -> str:
    return ("an " if kind[:1] in "aeiou" else "a ") + kind


def describe(rules: GameData, before: t.Table, change: t.Change, after: t.Table) -> str:
    """``change`` in words, with what it did: ``before`` and ``after`` are the table either
    side of it."""
    who = before.name(change.who) if change.who is not None else ""
    kind = change.kind
    if kind == t.LOSE:
        return _lost(before, change, after)
    if kind == t.RESTORE:
        assert change.who is not None  # a restore names its warrior (rules.tracker)
        stops = (before.marks[change.who].status, after.marks[change.who].status) == (
            t.FLEEING,
            t.ACTIVE,
        )
        return f"{who} got back {_a(change.what)} die" + (" and stops fleeing" if stops else "")
    if kind == t.SPECIAL:
        name = rules.specials[change.what].name
        return f"{who} used {name}" if change.on else f"{who} has not used {name} after all"
    if kind == t.FLEE:
        return f"{who} chose to flee" if change.on else f"{who} stopped fleeing"
    if kind == t.LEAVE:
        if change.on:
            return f"{who} reached the edge of the table and left the game"
        return f"{who} is back on the table, fleeing"
    if kind == t.KILL:
        return _death(before, change, after)
    if kind == t.ORDER:
        friend = before.name(change.to)
        if change.on:
            return f"{who} gave an order to {friend}"
        return f"{who}'s order to {friend} is taken back"
    if kind == t.WOUND:
        return _wound(rules, change, after, who)
    if kind == t.SHIELD_BROKEN:
        if change.on:
            return f"{who}'s shield broke" + _by(before, change.by, "hit by")
        return f"{who}'s shield is whole after all"
    if kind == t.WEAPON_BROKEN:
        item = rules.items.get(change.what)
        name = item.name if item is not None else change.what
        return f"{who}'s {name} broke" if change.on else f"{who}'s {name} is whole after all"
    if kind == t.RELIC:
        return f"{who} carries the relic" if change.on and who else "Nobody carries the relic"
    if kind == t.ROLL:
        return _rolled(rules, after)
    if kind == t.FIRST:
        return _first(rules, after)
    return _turn(rules, after)


def _lost(before: t.Table, change: t.Change, after: t.Table) -> str:
    place = change.who
    assert place is not None
    who = before.name(place)
    by = _by(before, change.by)
    wound = after.marks[place].wounds[-1]
    if wound.kind == t.FATAL:
        return f"{who} was killed: wounded with no defend die left{by}"
    attack, defend = t.dice_left(after, place)
    left = attack if wound.kind == t.ATTACK else defend
    if left:
        return f"{who} lost {_a(wound.kind)} die{by}"
    if wound.kind == t.ATTACK:
        return f"{who} lost his last attack die and must flee{by}"
    return f"{who} lost his last {wound.kind} die{by}"


def _death(before: t.Table, change: t.Change, after: t.Table) -> str:
    who = before.name(change.who)
    if not change.on:
        return f"{who} is not dead after all"
    fate = after.marks[change.who].status if change.who is not None else ""
    text = f"{who} was {fate}"
    if change.by is not None:
        text += f" by {before.name(change.by)}"
    if before.relic == change.who and after.relic is None:
        text += " and dropped the relic"
    return text


def _wound(rules: GameData, change: t.Change, after: t.Table, who: str) -> str:
    place = change.who
    assert place is not None
    seat = after.seats[place]
    stats = warrior_stats(rules, seat.profile, seat.kit, t.all_wounds(after, place))
    if change.what == t.LEG:
        effect = f'he moves {stats.move}" now'
    else:
        effect = f"his combat score is {stats.combat_modifier:+d} now"
    if change.on:
        return f"{who} took {_a(change.what)} wound{_by(after, change.by, 'from')}: {effect}"
    return f"{who}'s {change.what} wound is taken back: {effect}"


def _rolled(rules: GameData, after: t.Table) -> str:
    turn = after.turn
    assert turn.roll is not None
    if turn.rolled == t.BY_MUSTER:
        how = f"Muster rolled the dice (game seed {after.seed}, roll {turn.roll_number})"
    else:
        how = "Dice rolled at the table"
    return f"{how}. {describe_roll(rules, turn.roll)}"


def _first(rules: GameData, after: t.Table) -> str:
    turn = after.turn
    assert turn.roll is not None and turn.first is not None
    chooses = rules.initiative.chooses.removeprefix("who ")
    return f"{turn.roll.winner_name} chose: {after.sides[turn.first]} {chooses}"


def _turn(rules: GameData, after: t.Table) -> str:
    turn = after.turn
    if turn.roll is None:
        if rules.id == BEASTRIDER:
            return (
                "A new turn. No side inflicted more wounds last turn: the players roll for "
                f"who chooses {rules.initiative.chooses}"
            )
        return f"A new turn. The players roll for who chooses {rules.initiative.chooses}"
    if turn.roll.decided_by == KEPT and turn.first is not None:
        chooses = rules.initiative.chooses.removeprefix("who ")
        side = after.sides[turn.first]
        return f"A new turn. The places of the first turn are kept: {side} {chooses}"
    return f"A new turn. {describe_roll(rules, turn.roll).rstrip('.')}"

"""The game's log: each change at the table said as one line, "Brann Ironhide lost a defend
die (attacked by Sable)", with what it did (he must flee, he moves 4" now). The tracker writes
"Turn 2 · " before it (:func:`line`)."""

from __future__ import annotations

from i18n import PLURAL, QT_TRANSLATE_NOOP, translate
from rules import tracker as t
from rules.caliburn_kit import warrior_stats
from rules.data import BEASTRIDER, GameData, named
from rules.initiative import KEPT
from rules.initiative import describe as describe_roll

SEPARATOR = " · "


def line(turn: int, text: str) -> str:
    """A line of the log as the tracker and the printouts show it: "Turn 2 · ..."."""
    return translate("TrackerLog", "Turn {turn}{separator}{text}").format(
        turn=turn, separator=SEPARATOR, text=text
    )


def begun(rules: GameData, table: t.Table) -> list[str]:
    """What the log says when the game begins: the sides, and who chooses who acts first
    when it was rolled as the game was set up."""
    counts = []
    for index, side in enumerate(table.sides):
        fielded = sum(1 for seat in table.seats.values() if seat.side == index)
        counts.append(
            translate("TrackerLog", "{side} (%n character(s))", None, PLURAL, fielded).format(
                side=side
            )
        )
    against = counts[0]
    for count in counts[1:]:
        against = translate("TrackerLog", "{first} against {second}").format(
            first=against, second=count
        )
    lines = [translate("TrackerLog", "The game began: {sides}.").format(sides=against)]
    if table.turn.roll is not None:
        lines.append(
            translate("TrackerLog", "Rolled when the game was set up: {roll}").format(
                roll=describe_roll(rules, table.turn.roll)
            )
        )
    return lines


def _by(table: t.Table, place: int | None) -> str:
    """ " (attacked by Sable)", or "" when nobody is named."""
    if place is None:
        return ""
    return translate("TrackerLog", " (attacked by {name})").format(name=table.name(place))


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
        if change.what == t.ATTACK and stops:
            text = translate("TrackerLog", "{name} got back an attack die and stops fleeing")
        elif change.what == t.ATTACK:
            text = translate("TrackerLog", "{name} got back an attack die")
        else:
            text = translate("TrackerLog", "{name} got back a defend die")
        return text.format(name=who)
    if kind == t.SPECIAL:
        name = named(rules.specials[change.what])
        if change.on:
            text = translate("TrackerLog", "{name} used {special}")
        else:
            text = translate("TrackerLog", "{name} has not used {special} after all")
        return text.format(name=who, special=name)
    if kind == t.FLEE:
        if change.on:
            return translate("TrackerLog", "{name} chose to flee").format(name=who)
        return translate("TrackerLog", "{name} stopped fleeing").format(name=who)
    if kind == t.LEAVE:
        if change.on:
            text = translate("TrackerLog", "{name} reached the edge of the table and left the game")
        else:
            text = translate("TrackerLog", "{name} is back on the table, fleeing")
        return text.format(name=who)
    if kind == t.KILL:
        return _death(before, change, after)
    if kind == t.ORDER:
        friend = before.name(change.to)
        if change.on:
            text = translate("TrackerLog", "{name} gave an order to {friend}")
        else:
            text = translate("TrackerLog", "{name}'s order to {friend} is taken back")
        return text.format(name=who, friend=friend)
    if kind == t.WOUND:
        return _wound(rules, change, after, who)
    if kind == t.SHIELD_BROKEN:
        if not change.on:
            return translate("TrackerLog", "{name}'s shield is whole after all").format(name=who)
        if change.by is None:
            return translate("TrackerLog", "{name}'s shield broke").format(name=who)
        return translate("TrackerLog", "{name}'s shield broke (hit by {by})").format(
            name=who, by=before.name(change.by)
        )
    if kind == t.WEAPON_BROKEN:
        item = rules.items.get(change.what)
        name = named(item) if item is not None else change.what
        if change.on:
            text = translate("TrackerLog", "{name}'s {item} broke")
        else:
            text = translate("TrackerLog", "{name}'s {item} is whole after all")
        return text.format(name=who, item=name)
    if kind == t.WIELD:
        item = rules.items.get(change.what)
        name = named(item) if item is not None else change.what
        return translate("TrackerLog", "{name} takes up his {item}").format(name=who, item=name)
    if kind == t.RELIC:
        if change.on and who:
            return translate("TrackerLog", "{name} carries the relic").format(name=who)
        return translate("TrackerLog", "Nobody carries the relic")
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
        text = translate("TrackerLog", "{name} was killed: wounded with no defend die left{by}")
    else:
        attack, defend = t.dice_left(after, place)
        left = attack if wound.kind == t.ATTACK else defend
        if left and wound.kind == t.ATTACK:
            text = translate("TrackerLog", "{name} lost an attack die{by}")
        elif left:
            text = translate("TrackerLog", "{name} lost a defend die{by}")
        elif wound.kind == t.ATTACK:
            text = translate("TrackerLog", "{name} lost his last attack die and must flee{by}")
        else:
            text = translate("TrackerLog", "{name} lost his last defend die{by}")
    return text.format(name=who, by=by)


def _death(before: t.Table, change: t.Change, after: t.Table) -> str:
    who = before.name(change.who)
    if not change.on:
        return translate("TrackerLog", "{name} is not dead after all").format(name=who)
    fate = after.marks[change.who].status if change.who is not None else ""
    dropped = before.relic == change.who and after.relic is None
    by = before.name(change.by) if change.by is not None else None
    text = {
        t.KILLED: translate("TrackerLog", "{name} was killed"),
        t.SLAIN: translate("TrackerLog", "{name} was slain"),
        t.DECAPITATED: translate("TrackerLog", "{name} was decapitated"),
    }.get(fate, "{name} was " + fate)  # a death of the rules, always
    if by is not None:
        text = {
            t.KILLED: translate("TrackerLog", "{name} was killed by {by}"),
            t.SLAIN: translate("TrackerLog", "{name} was slain by {by}"),
            t.DECAPITATED: translate("TrackerLog", "{name} was decapitated by {by}"),
        }.get(fate, text + " by {by}")
    if dropped:
        text = translate("TrackerLog", "{death} and dropped the relic").format(death=text)
    return text.format(name=who, by=by)


def _wound(rules: GameData, change: t.Change, after: t.Table, who: str) -> str:
    place = change.who
    assert place is not None
    seat = after.seats[place]
    stats = warrior_stats(
        rules, seat.profile, seat.kit, t.all_wounds(after, place), extra_dice=seat.extra_dice
    )
    if change.what == t.LEG:
        effect = translate("TrackerLog", 'he moves {inches}" now').format(inches=stats.move)
    else:
        effect = translate("TrackerLog", "his combat score is {score} now").format(
            score=f"{stats.combat_modifier:+d}"
        )
    by = after.name(change.by) if change.by is not None else None
    if change.on:
        if by is None:
            text = translate("TrackerLog", _TOOK[change.what])
        else:
            text = translate("TrackerLog", _TOOK_FROM[change.what])
    else:
        text = translate("TrackerLog", _TAKEN_BACK[change.what])
    return text.format(name=who, by=by, effect=effect)


# A Caliburn wound in the log, by its kind: taken (from whom), or taken back.
_TOOK = {
    t.LEG: QT_TRANSLATE_NOOP("TrackerLog", "{name} took a leg wound: {effect}"),
    t.ARM: QT_TRANSLATE_NOOP("TrackerLog", "{name} took an arm wound: {effect}"),
    t.NECK: QT_TRANSLATE_NOOP("TrackerLog", "{name} took a neck wound: {effect}"),
}
_TOOK_FROM = {
    t.LEG: QT_TRANSLATE_NOOP("TrackerLog", "{name} took a leg wound (from {by}): {effect}"),
    t.ARM: QT_TRANSLATE_NOOP("TrackerLog", "{name} took an arm wound (from {by}): {effect}"),
    t.NECK: QT_TRANSLATE_NOOP("TrackerLog", "{name} took a neck wound (from {by}): {effect}"),
}
_TAKEN_BACK = {
    t.LEG: QT_TRANSLATE_NOOP("TrackerLog", "{name}'s leg wound is taken back: {effect}"),
    t.ARM: QT_TRANSLATE_NOOP("TrackerLog", "{name}'s arm wound is taken back: {effect}"),
    t.NECK: QT_TRANSLATE_NOOP("TrackerLog", "{name}'s neck wound is taken back: {effect}"),
}


def _rolled(rules: GameData, after: t.Table) -> str:
    turn = after.turn
    assert turn.roll is not None
    if turn.rolled == t.BY_MUSTER:
        text = translate(
            "TrackerLog", "Muster rolled the dice (game seed {seed}, roll {number}). {roll}"
        )
    else:
        text = translate("TrackerLog", "Dice rolled at the table. {roll}")
    return text.format(
        seed=after.seed, number=turn.roll_number, roll=describe_roll(rules, turn.roll)
    )


def _first(rules: GameData, after: t.Table) -> str:
    turn = after.turn
    assert turn.roll is not None and turn.first is not None
    return translate("TrackerLog", "{winner} chose: {side} {chosen}").format(
        winner=turn.roll.winner_name, side=after.sides[turn.first], chosen=rules.initiative.chosen
    )


def _turn(rules: GameData, after: t.Table) -> str:
    turn = after.turn
    if turn.roll is None:
        if rules.id == BEASTRIDER:
            text = translate(
                "TrackerLog",
                "A new turn. No side inflicted more wounds last turn: the players roll for who chooses {what}",  # noqa: E501
            )
        else:
            text = translate("TrackerLog", "A new turn. The players roll for who chooses {what}")
        return text.format(what=rules.initiative.chooses)
    if turn.roll.decided_by == KEPT and turn.first is not None:
        return translate(
            "TrackerLog", "A new turn. The places of the first turn are kept: {side} {chosen}"
        ).format(side=after.sides[turn.first], chosen=rules.initiative.chosen)
    return translate("TrackerLog", "A new turn. {roll}").format(
        roll=describe_roll(rules, turn.roll).rstrip(".")
    )

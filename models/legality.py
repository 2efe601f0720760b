"""Whether the campaign's characters keep the rules, read from the database.

The rules are :func:`rules.characters.character_problems`; this module gives it what it needs
about a character: his kit, his warband's characters recruited before him, and the named heroes
who died in the campaign before he was recruited. A hero's death is the time his death was
recorded (his latest ``death`` history entry); a dead hero without one (a campaign file written
by hand) counts against his own warband only. Recruiting, reinstating, the roster and the
database check all ask here, so they agree.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, cast

import peewee as pw

from models import history
from models.campaigns import rules_of
from models.shop import kit_of, kit_of_items, purchases_by_character
from models.store.connection import db
from models.store.schema import (
    ACTIVE,
    DEAD,
    OWNED,
    Campaign,
    Character,
    HistoryEntry,
    Purchase,
    Warband,
)
from rules.characters import Breach, Member, character_problems, hero_problems
from rules.games import GameData


@dataclass(frozen=True)
class Fall:
    """A dead character of the campaign, and when his death was recorded: the history entry
    (its id orders it exactly among the campaign's entries) and its time; None when unknown."""

    character_id: Any  # a database id, or a campaign file's key
    warband_id: Any
    profile: str
    entry_id: int | None
    when: dt.datetime | None


def falls_in(
    campaign: Campaign | int, profiles: Iterable[str] | None = None, *, plain: bool = False
) -> list[Fall]:
    """The campaign's dead characters with their latest death entry: one query. Only those of
    ``profiles`` when given (a roster needs only its heroes' own: K2). ``plain``: the rows as
    the driver hands them (:func:`campaign_problems`)."""
    where = (Warband.campaign == campaign) & (Character.status == DEAD)
    if profiles is not None:
        where &= Character.profile.in_(sorted(set(profiles)))
    query = (
        Character.select(
            Character.id,
            Character.warband,
            Character.profile,
            pw.fn.MAX(HistoryEntry.id).alias("entry_id"),
            pw.fn.MAX(HistoryEntry.created).alias("died"),
        )
        .join(Warband)
        .switch(Character)
        .join(
            HistoryEntry,
            pw.JOIN.LEFT_OUTER,
            on=(HistoryEntry.character == Character.id) & (HistoryEntry.kind == history.DEATH),
        )
        .where(where)
        .group_by(Character.id)
    )
    # Rows as .tuples() gives them (the type stubs say models): ids, profile, entry, time.
    rows = cast(Iterable[tuple[int, int, str, int | None, Any]], _tuples(query, plain))
    return [
        Fall(character_id, warband_id, profile, entry_id, _time(died))
        for character_id, warband_id, profile, entry_id, died in rows
    ]


def recruitments_in(
    campaign: Campaign | int, characters: Iterable[int] | None = None, *, plain: bool = False
) -> dict[int, int]:
    """The id of each character's ``recruited`` history entry, by character id: one query.
    Only those of the ``characters`` (ids) when given; ``plain`` as :func:`falls_in`'s."""
    where = (
        (HistoryEntry.campaign == campaign)
        & (HistoryEntry.kind == history.RECRUITED)
        & HistoryEntry.character.is_null(False)
    )
    if characters is not None:
        where &= HistoryEntry.character.in_(sorted(set(characters)))
    query = (
        HistoryEntry.select(HistoryEntry.character, pw.fn.MIN(HistoryEntry.id))
        .where(where)
        .group_by(HistoryEntry.character)
    )
    return dict(cast(Iterable[tuple[int, int]], _tuples(query, plain)))


def _tuples(query: pw.SelectBase, plain: bool) -> Iterable[tuple[Any, ...]]:
    """The rows of ``query`` as tuples: through the models' conversions, or (``plain``) as the
    driver hands them, for a caller that knows every value is already of its column's type."""
    if plain:
        return cast(Iterable[tuple[Any, ...]], db.execute_sql(*query.sql()))
    return cast(Iterable[tuple[Any, ...]], query.tuples())


class CharacterRow(NamedTuple):
    """What the rules read of a character (:func:`campaign_problems`), as plain values: the
    attributes of :class:`Character` they read, its options and upgrades read as its JSON
    columns read them, its time of creation as stored (:func:`_time` reads it)."""

    id: int
    warband_id: int
    name: str
    profile: str
    status: str
    options: Any
    upgrades: Any
    created: Any


def _time(value: object) -> dt.datetime | None:
    if isinstance(value, dt.datetime):
        return value
    if isinstance(value, str):  # an aggregate comes back as SQLite's text
        try:
            return dt.datetime.fromisoformat(value)
        except ValueError:
            return None
    return None


def fallen_before(
    falls: Iterable[Fall],
    *,
    character_id: Any,
    warband_id: Any,
    created: object,
    recruited: int | None = None,
) -> frozenset[str]:
    """The profiles of those who died before this character was recruited (K2): in the whole
    campaign, and in his own warband always (two of a named hero were never in it alive at
    once, so his came after). Which came first is told by the order of the death entry and of
    his ``recruited`` entry (``recruited``) when both exist, else by the times, to the second.
    """
    joined = _time(created)

    def died_first(fall: Fall) -> bool:
        if fall.entry_id is not None and recruited is not None:
            return fall.entry_id < recruited
        return fall.when is not None and joined is not None and fall.when < joined

    return frozenset(
        fall.profile
        for fall in falls
        if fall.character_id != character_id and (fall.warband_id == warband_id or died_first(fall))
    )


def fallen_before_character(
    falls: Iterable[Fall], character: Character, recruited: int | None
) -> frozenset[str]:
    """:func:`fallen_before` for a character of the database."""
    return fallen_before(
        falls,
        character_id=character.id,
        warband_id=character.warband_id,
        created=character.created,
        recruited=recruited,
    )


def member(
    character: Character, items: Sequence[str] = (), named: Callable[[str], str] = str
) -> Member:
    """A character as the rules see him, with the item ids he carries; ``named`` says how a
    text names him (the database check quotes names)."""
    return Member(
        name=named(character.name),
        profile=character.profile,
        dead=character.status == DEAD,
        items=tuple(items),
        options=tuple(character.options or ()),
        upgrades=tuple(character.upgrades or ()),
    )


def warband_problems(
    rules: GameData,
    characters: Sequence[Character],
    kits: Mapping[int, Sequence[str]],
    falls: Sequence[Fall],
    recruitments: Mapping[int, int],
    named: Callable[[str], str] = str,
    only: int | None = None,
) -> dict[int, list[Breach]]:
    """The rules each active character of one warband breaks, by character id (those who keep
    them all are left out). ``characters`` are the whole warband; ``kits`` what each carries;
    ``falls`` and ``recruitments`` the campaign's (:func:`falls_in`, :func:`recruitments_in`).
    With ``only``, that character's alone.
    """
    ordered = sorted(characters, key=lambda c: c.id)
    members = [member(c, named=named) for c in ordered]  # once: a warband can be long
    problems: dict[int, list[Breach]] = {}
    for index, character in enumerate(ordered):
        if character.status != ACTIVE or only not in (None, character.id):
            continue
        # Who came before him and who had fallen matter only to a named hero (B5, C10, K2).
        hero = is_named_hero(rules, character.profile)
        found = character_problems(
            rules,
            member(character, kits.get(character.id, ()), named),
            before=members[:index] if hero else (),
            fallen=(
                fallen_before_character(falls, character, recruitments.get(character.id))
                if hero
                else frozenset()
            ),
        )
        if found:
            problems[character.id] = found
    return problems


def warband_breaches(
    rules: GameData,
    campaign: Campaign | int,
    characters: Sequence[Character],
    kits: Mapping[int, Sequence[str]],
) -> dict[int, list[Breach]]:
    """:func:`warband_problems` of one warband, reading the campaign's deaths and recruitments
    for its own active named heroes alone: only they can break the rules of who died or came
    first (B5, C10, K2). Two queries, none when no such hero is in it."""
    heroes = [c for c in characters if c.status == ACTIVE and is_named_hero(rules, c.profile)]
    if not heroes:
        return warband_problems(rules, characters, kits, [], {})
    return warband_problems(
        rules,
        characters,
        kits,
        falls_in(campaign, {c.profile for c in heroes}),
        recruitments_in(campaign, [c.id for c in heroes]),
    )


def is_named_hero(rules: GameData, profile_id: str) -> bool:
    """Whether ``profile_id`` is one of the game's named heroes (B5, C10)."""
    profile = rules.profiles.get(profile_id)
    return profile is not None and profile.hero


def campaign_problems(
    campaign: Campaign | int,
    rules: GameData | None = None,
    named: Callable[[str], str] = str,
    *,
    plain: bool = False,
) -> dict[int, list[Breach]]:
    """The rules each active character of the campaign (or of the campaign id, with its
    ``rules``) breaks, by character id: five queries whatever its size.

    ``plain``: the rows are read as the driver hands them, without building a model of each
    character (the database check, once it has found every value of its column's type, when
    the models' conversions would change nothing but the time they take)."""
    if rules is None:
        rules = rules_of(
            campaign if isinstance(campaign, Campaign) else Campaign.get_by_id(campaign)
        )
    # What the rules read of each (member, kit_of_items, fallen_before_character).
    query = (
        Character.select(
            Character.id,
            Character.warband,
            Character.name,
            Character.profile,
            Character.status,
            Character.options,
            Character.upgrades,
            Character.created,
        )
        .join(Warband)
        .where(Warband.campaign == campaign)
        .order_by(Character.id)
    )
    characters: list[Any]  # Character, or CharacterRow: the attributes the rules read
    if plain:
        options, upgrades = Character.options.python_value, Character.upgrades.python_value
        characters = [
            CharacterRow(key, warband, name, profile, status, options(kept), upgrades(up), made)
            for key, warband, name, profile, status, kept, up, made in _tuples(query, plain)
        ]
    else:
        characters = list(query)
    owned: dict[int, list[str]] = {}  # the item ids each owns, oldest first
    kit = (
        Purchase.select(Purchase.character, Purchase.item)
        .join(Character, on=(Purchase.character == Character.id))
        .join(Warband)
        .where((Warband.campaign == campaign) & (Purchase.status == OWNED))
        .order_by(Purchase.id)
    )
    for character_id, item in _tuples(kit, plain):
        owned.setdefault(character_id, []).append(item)
    kits = {c.id: kit_of_items(rules, c, owned.get(c.id, ())) for c in characters}
    falls = falls_in(campaign, plain=plain)
    recruitments = recruitments_in(campaign, plain=plain)
    by_warband: dict[int, list[Character]] = {}
    for character in characters:
        by_warband.setdefault(character.warband_id, []).append(character)
    problems: dict[int, list[Breach]] = {}
    for members in by_warband.values():
        problems.update(warband_problems(rules, members, kits, falls, recruitments, named))
    return problems


def recruit_refusals(warband: Warband, name: str = "") -> dict[str, list[Breach]]:
    """Why ``warband`` may not recruit from each of the campaign's profiles now (B5, C10, K2),
    by profile id (those it may recruit from are left out): the named heroes in it, and those
    who died anywhere in the campaign. Two queries."""
    rules = rules_of(warband.campaign)
    present = [
        member(c)
        for c in Character.select().where(Character.warband == warband).order_by(Character.id)
    ]
    fallen = {fall.profile for fall in falls_in(warband.campaign_id)}
    refusals = {}
    for profile in rules.profiles.values():
        who = name.strip() or profile.name
        found = hero_problems(rules, Member(who, profile.id), before=present, fallen=fallen)
        if found:
            refusals[profile.id] = found
    return refusals


def recruit_problems(warband: Warband, profile: str, name: str = "") -> list[Breach]:
    """Why ``warband`` may not recruit from ``profile`` now (K1, B5, C10, K2)."""
    rules = rules_of(warband.campaign)
    if profile not in rules.profiles:
        return hero_problems(rules, Member(name.strip() or profile, profile))
    return recruit_refusals(warband, name).get(profile, [])


def reinstate_problems(character: Character) -> list[Breach]:
    """Why a retired character may not come back: a named hero who is in his warband again,
    or who died in the campaign before he was recruited."""
    campaign = character.warband.campaign
    rules = rules_of(campaign)
    others = (
        Character.select()
        .where((Character.warband == character.warband_id) & (Character.id != character.id))
        .order_by(Character.id)
    )
    return hero_problems(
        rules,
        member(character),
        before=[member(c) for c in others],
        fallen=fallen_before_character(
            falls_in(campaign), character, recruitments_in(campaign).get(character.id)
        ),
    )


def problems_of(character: Character) -> list[Breach]:
    """The rules one active character breaks (none for the dead and the retired): what his
    roster line and the character panel warn of."""
    if character.status != ACTIVE:
        return []
    campaign = character.warband.campaign
    rules = rules_of(campaign)
    # Who came first, and who had fallen, matter to a named hero alone (B5, C10, K2): his
    # warband, his profile's deaths and his own recruitment are read only for him, so the
    # panel does not grow with the campaign.
    hero = is_named_hero(rules, character.profile)
    members = (
        list(
            Character.select()
            .where(Character.warband == character.warband_id)
            .order_by(Character.id)
        )
        if hero
        else [character]
    )
    owned = purchases_by_character([character.id])
    kits = {character.id: kit_of(rules, character, owned[character.id])}
    found = warband_problems(
        rules,
        members,
        kits,
        falls_in(campaign, [character.profile]) if hero else [],
        recruitments_in(campaign, [character.id]) if hero else {},
        only=character.id,
    )
    return found.get(character.id, [])

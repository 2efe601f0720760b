"""The characters' stories, read from the database for the one judgement of them
(:func:`rules.story.judge`).

Everything the campaign holds of a character goes in: his status and gold, what he bought and
at what price, his history (its superseded entries left out), the games he is fielded in with
each recorded outcome and what recording it changed, and the enemies he killed. The roster
(and so the published pages and the character panel), recording a game (and so a club's
confirmation of a report) and the database check read them here; the import of a campaign
file reads the same from the file (:mod:`models.exchange.history_reader`).

Reading one warband's stories, or the whole campaign's, takes five queries whatever its size
(eight when the database check adds the histories up in SQL, and one more when some of them
are read entry by entry).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple, cast

import msgspec
import peewee as pw

from models import history
from models.errors import DocumentError
from models.history import GOLD_CHANGE
from models.records.declarations import GOLD_CORRECTION, GOLD_KEYS
from models.records.details import gold_told
from models.store.connection import JSON_INTEGER_DIGITS, db, json_integer, json_value
from models.store.kept import kept_until_change
from models.store.schema import (
    DEAD,
    RETURNED,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    HistoryEntry,
    Purchase,
    Warband,
)
from rules import experience
from rules.data import GameData
from rules.outcomes import KILLED_BY, how_died
from rules.story import NO_HISTORY, Bought, Fielded, History, Judgement, Story, judge

# The kinds of entry that move a character's gold (any entry may, by its ``gold_change``),
# and those his story reads: those, his recruitment, his kills, his death and his upgrades (the
# advances he paid for, K6). An entry of another kind (a game set up, an injury, kit moved)
# tells his story nothing.
MOVES_GOLD = frozenset((*GOLD_KEYS, GOLD_CORRECTION[0]))
TOLD = MOVES_GOLD | {history.RECRUITED, history.KILL, history.DEATH, history.UPGRADE}
# What the keys of the XP an entry earned or spent begin with (K6: ``xp_earned``, ``xp_spent``):
# a history with such an entry is read entry by entry.
XP_KEYS = '"xp_'


class Stories:
    """The stories of a campaign's characters (of one warband, or only ``characters``, when
    given), read in five queries: :attr:`stories` by character id, and :meth:`judged`.
    ``named`` says how a finding names a character (the database check quotes names).

    :attr:`untold` are the history entries that do not say how they moved their character's
    gold (the import refuses such a file; the check reports them): (entry id, character id,
    the problem), in the order of the history. Such a story is not added up.

    ``summed``: the histories are added up in SQL (:meth:`_summed`), for the database check
    once it has found every value of its column's type and every JSON text readable; the
    same stories as read entry by entry.

    ``parsed``: how the caller reads a game's details text (JSON parsed, each distinct text
    once): the database check has read every game's details for its rules, and the effects
    of each are taken from them instead of being picked out in SQL and parsed again.
    """

    def __init__(
        self,
        rules: GameData,
        campaign: int,
        *,
        warband: int | None = None,
        characters: Iterable[int] | None = None,
        named: Callable[[str], str] = str,
        summed: bool = False,
        parsed: Callable[[str], Any] | None = None,
    ) -> None:
        self.rules = rules
        self.campaign = campaign
        self.untold: list[tuple[int, int, DocumentError]] = []
        self.stories: dict[int, Story] = {}
        where = Warband.campaign == campaign
        if warband is not None:
            where &= Character.warband == warband
        if characters is not None:
            where &= Character.id.in_(sorted(set(characters)))
        query = (
            Character.select(
                Character.id,
                Character.name,
                Character.profile,
                Character.status,
                Character.gold,
                Character.upgrades,
            )
            .join(Warband)
            .where(where)
            .order_by(Character.id)
        )
        people = list(_rows(query))
        if not people:
            return
        bought = _bought(where)
        told, prices = self._summed(where) if summed else self._told(where)
        fielded, whose = _fielded(rules, where, parsed)
        kills = _kills(campaign, where, whose)
        texts: dict[str, Any] = {}
        for character_id, name, profile, status, gold, upgrades in people:
            upgrades = _parsed(upgrades, texts)
            self.stories[character_id] = Story(
                name=named(name),
                profile=profile,
                marked_dead=status == DEAD,
                gold=gold if _whole(gold) else None,
                bought=tuple(
                    Bought(item, price, refund, prices.get(purchase_id))
                    for purchase_id, item, price, refund in bought.get(character_id, ())
                ),
                fielded=tuple(fielded.get(character_id, ())),
                kills=kills.get(character_id, 0),
                history=told.get(character_id, NO_HISTORY),
                upgrades=history.upgrade_counts(upgrades) if isinstance(upgrades, list) else None,
            )

    def judged(self) -> dict[int, Judgement]:
        """:func:`rules.story.judge` of each story, by character id."""
        offered = None
        if any(story.history.advances for story in self.stories.values()):
            offered = experience.advances(self.rules.id, _settings(self.campaign))
        return {
            key: judge(self.rules, story, offered=offered) for key, story in self.stories.items()
        }

    def _summed(self, where: pw.Expression) -> tuple[dict[int, History], dict[int, int]]:
        """As :meth:`_told`, each character's history added up in SQL, grouped by character
        (the same query on both engines). Only the histories SQL does not add up are read
        entry by entry: those with a correction (it may supersede entries), an entry naming
        ``gold_change``, or an entry of a kind that moves gold whose amount is missing or not
        a whole number (it is reported as :attr:`untold`)."""
        prices = _prices_told(where)
        if prices is None:
            return self._told(where)
        entry = HistoryEntry
        moved, by_entry = _summed_terms(entry)
        query = (
            entry.select(
                entry.character,
                _count(by_entry),
                _count(entry.kind == history.RECRUITED),
                pw.fn.SUM(pw.fn.COALESCE(moved, 0)),
                _count(entry.kind == history.KILL),
                _count(entry.kind == history.DEATH),
            )
            .join(Character, on=(entry.character == Character.id))
            .join(Warband)
            .where(where & _told_entries(entry))
            .group_by(entry.character)
        )
        sums = {row[0]: [int(value) for value in row[1:]] for row in _rows(query)}
        deaths = (
            entry.select(entry.character, Game.number)
            .join(Character, on=(entry.character == Character.id))
            .join(Warband)
            .switch(entry)
            .join(Game, on=(entry.game == Game.id))
            .where(where & (entry.kind == history.DEATH))
            .group_by(entry.character, Game.number)
        )
        deaths_in: dict[int, list[int]] = {}
        for character_id, number in _rows(deaths):
            if _whole(number):
                deaths_in.setdefault(character_id, []).append(number)
        found: dict[int, History] = {}
        for character_id, (apart, begun, gold, kills, died) in sums.items():
            if not apart:
                found[character_id] = History(
                    begun=begun > 0,
                    gold=gold,
                    kills=kills,
                    deaths=died,
                    deaths_in=tuple(sorted(deaths_in.get(character_id, ()))),
                )
        if len(found) < len(sums):
            other = HistoryEntry.alias()
            _moved, read_by_entry = _summed_terms(other)
            read_apart = other.select(other.character).where(_told_entries(other) & read_by_entry)
            told, _prices = self._told(where & HistoryEntry.character.in_(read_apart))
            found.update(told)
        return found, prices

    def _told(self, where: pw.Expression) -> tuple[dict[int, History], dict[int, int]]:
        """Each character's history as the judgement reads it (:func:`told_by`), and the
        price each purchase entry tells, by purchase id."""
        query = (
            HistoryEntry.select(
                HistoryEntry.id,
                HistoryEntry.character,
                HistoryEntry.kind,
                HistoryEntry.details,
                Game.number,
            )
            .join(Character, on=(HistoryEntry.character == Character.id))
            .join(Warband)
            .switch(HistoryEntry)
            .join(Game, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.game == Game.id))
            .where(
                where
                & (
                    HistoryEntry.kind.in_(sorted(TOLD))
                    | HistoryEntry.details.contains(f'"{GOLD_CHANGE}"')
                    | HistoryEntry.details.contains(XP_KEYS)
                )
            )
            .order_by(HistoryEntry.id)
        )
        texts: dict[str, Any] = {}
        adding: dict[int, Adding] = {}
        prices: dict[int, int] = {}
        for entry_id, character_id, kind, text, number in _rows(query):
            # Of a kill, a death or his recruitment the kind is enough; the details are read
            # of an entry that may move his gold, or a correction.
            needed = (
                kind in MOVES_GOLD
                or kind == history.UPGRADE
                or not isinstance(text, str)
                or GOLD_CHANGE in text
                or XP_KEYS in text
            )
            details = _parsed(text, texts) if needed else None
            details = details if isinstance(details, Mapping) else {}
            his = adding.get(character_id)
            if his is None:
                his = adding[character_id] = Adding()
            his.add(StoryRow(entry_id, kind, details, number if _whole(number) else None))
            if needed:
                try:
                    gold_told(kind, details, "")
                except DocumentError as exc:
                    his.readable = False
                    self.untold.append((entry_id, character_id, exc))
            if kind == history.PURCHASE:
                purchase, price = details.get("purchase"), details.get("price")
                if type(purchase) is int and type(price) is int:
                    prices[purchase] = price
        return {c: his.history() for c, his in adding.items()}, prices


def judgements(
    rules: GameData,
    campaign: int,
    *,
    warband: int | None = None,
    characters: Iterable[int] | None = None,
    named: Callable[[str], str] = str,
) -> dict[int, Judgement]:
    """The judgement of each character's story (:class:`Stories`), by character id."""
    return Stories(rules, campaign, warband=warband, characters=characters, named=named).judged()


@kept_until_change(lambda _rules, campaign, warband: (campaign, warband))
def warband_judgements(rules: GameData, campaign: int, warband: int) -> dict[int, Judgement]:
    """:func:`judgements` of one warband's characters, kept until the database changes
    (:mod:`models.store.kept`): the roster reads them again as the user goes from warband to
    warband, and a ten-year club's warband has a history of thousands of entries."""
    return judgements(rules, campaign, warband=warband)


def findings_of(character: Character, rules: GameData) -> list[str]:
    """What one character's story says is wrong, a sentence each (the character panel)."""
    judged = judgements(rules, character.warband.campaign_id, characters=[character.id])
    return [finding.sentence for finding in judged[character.id].findings]


def _settings(campaign: int) -> Mapping[str, Any]:
    """The campaign's settings (its advances, K6), as stored: a value that is not a table of
    them (planted around Muster) counts as none, which the database check reports on its own."""
    for (text,) in _rows(Campaign.select(Campaign.house_rules).where(Campaign.id == campaign)):
        settings = _parsed(text, {})
        if isinstance(settings, Mapping):
            return settings
    return {}


def _rows(query: pw.SelectBase) -> Iterable[tuple[Any, ...]]:
    """The rows of ``query`` as the driver gives them: JSON as its text, no conversions."""
    return cast(Iterable[tuple[Any, ...]], db.execute_sql(*query.sql()))


def _whole(value: object) -> bool:
    """Whether a value read from the database is a whole number, as its column says: a row
    planted around Muster may hold anything, and a screen that reads it must not fail."""
    return type(value) is int


def _parsed(text: Any, texts: dict[str, Any]) -> Any:
    """A JSON column's value, each distinct text parsed once (a server may hand it parsed)."""
    if not isinstance(text, str):
        return text
    if text not in texts:
        try:
            texts[text] = msgspec.json.decode(text)  # six times json's speed
        except msgspec.DecodeError:
            try:
                texts[text] = json.loads(text)  # NaN and the like, which json reads
            except ValueError:
                texts[text] = None  # not JSON: the database check reports it
    return texts[text]


# --- the queries ------------------------------------------------------------------------------


def _told_entries(entry: Any) -> pw.Expression:
    """The history entries (of the model ``entry``, HistoryEntry or an alias) a story reads:
    of the kinds it tells, or naming ``gold_change``."""
    return cast(
        pw.Expression,
        entry.kind.in_(sorted(TOLD))
        | entry.details.contains(f'"{GOLD_CHANGE}"')
        | entry.details.contains(XP_KEYS),
    )


def _summed_terms(entry: Any) -> tuple[pw.Node, pw.Expression]:
    """How much an entry (of the model ``entry``) moved its character's gold, in SQL, as
    :func:`models.history.gold_change` says (NULL where the amount it must say is missing or
    not a whole number); and whether it is read in Python instead (:meth:`Stories._summed`)."""
    kind, details = entry.kind, entry.details
    moved = pw.Case(
        None,
        [
            (kind == key_of, json_integer(details, key) * (-1 if key_of == history.PURCHASE else 1))
            for key_of, (key, _what) in GOLD_KEYS.items()
        ],
        0,
    )
    apart = (
        (kind == history.CORRECTION)
        | details.contains(f'"{GOLD_CHANGE}"')
        | details.contains(XP_KEYS)
        | (kind.in_(sorted(GOLD_KEYS)) & moved.is_null())
    )
    return moved, cast(pw.Expression, apart)


def _count(condition: pw.Expression) -> pw.Node:
    """How many rows of a group meet ``condition``, in SQL."""
    return pw.fn.SUM(pw.Case(None, [(condition, 1)], 0))


def _prices_told(where: pw.Expression) -> dict[int, int] | None:
    """The price each purchase entry of ``where`` tells, by purchase id, as :meth:`Stories._told`
    reads them (the latest entry naming a purchase wins). None when an entry names a purchase
    or a price SQL does not read as a whole number and Python may (a number of more digits):
    then the stories are read entry by entry."""
    digits = JSON_INTEGER_DIGITS + 6  # a purchase's id or price: within bigint
    purchase = json_integer(HistoryEntry.details, "purchase", digits)
    price = json_integer(HistoryEntry.details, "price", digits)
    said = {
        key: cast(pw.ColumnBase, json_value(HistoryEntry.details, key))
        for key in ("purchase", "price")
    }
    unread = (said["purchase"].is_null(False) & purchase.is_null()) | (
        said["price"].is_null(False) & price.is_null()
    )
    query = (
        HistoryEntry.select(purchase, price, pw.Case(None, [(unread, 1)], 0))
        .join(Character, on=(HistoryEntry.character == Character.id))
        .join(Warband)
        .where(where & (HistoryEntry.kind == history.PURCHASE))
        .order_by(HistoryEntry.id)
    )
    prices: dict[int, int] = {}
    for purchase_id, paid, unreadable in _rows(query):
        if unreadable:
            return None
        if purchase_id is not None and paid is not None:
            prices[purchase_id] = paid
    return prices


def _bought(where: pw.Expression) -> dict[int, list[tuple[int, str, int, int]]]:
    """What each character bought and still has, lost or returned: (purchase id, item, price
    paid, refund)."""
    query = (
        Purchase.select(
            Purchase.character,
            Purchase.id,
            Purchase.item,
            Purchase.price,
            Purchase.status,
            Purchase.refund,
        )
        .join(Character, on=(Purchase.character == Character.id))
        .join(Warband)
        .where(where)
        .order_by(Purchase.id)
    )
    found: dict[int, list[tuple[int, str, int, int]]] = {}
    rows = _rows(query)
    for character_id, purchase_id, item, price, status, refund in rows:
        if not _whole(price):
            continue  # a value the database should not hold: the check reports it
        given = refund if status == RETURNED and _whole(refund) else 0
        found.setdefault(character_id, []).append((purchase_id, item, price, given))
    return found


def _fielded(
    rules: GameData, where: pw.Expression, parsed: Callable[[str], Any] | None = None
) -> tuple[dict[int, list[Fielded]], dict[int, int]]:
    """The games each character is fielded in, in the order of their numbers, and whose
    fielding each fielded id is (for the kills). Of an outcome only how he died is read (in
    SQL); of a game its effects, once a game: picked out in SQL, or from its whole details
    as ``parsed`` reads them (:class:`Stories`)."""
    mine = (
        GameCharacter.select(
            GameCharacter.id,
            GameCharacter.character,
            GameCharacter.game,
            json_value(GameCharacter.outcome, "killed"),
            json_value(GameCharacter.outcome, "fate"),
        )
        .join(Game, on=(GameCharacter.game == Game.id))
        .switch(GameCharacter)
        .join(Character, on=(GameCharacter.character == Character.id))
        .join(Warband)
        .where(where)
        .order_by(Game.number, GameCharacter.id)
    )
    rows = list(_rows(mine))
    played = Game.select(
        Game.id,
        Game.number,
        Game.result,
        json_value(Game.details, "effects") if parsed is None else Game.details.cast("text"),
    ).where(Game.id.in_(sorted({row[2] for row in rows})))
    texts: dict[str, Any] = {}
    games = {game_id: (number, result, text) for game_id, number, result, text in
             _rows(played)}  # fmt: skip
    found: dict[int, list[Fielded]] = {}
    whose: dict[int, int] = {}
    for (
        fielded_id,
        character_id,
        game_id,
        killed,
        fate,
    ) in rows:
        whose[fielded_id] = character_id
        number, result, text = games[game_id]
        if not _whole(number):
            continue  # a value the database should not hold: the check reports it
        recorded = result != UNRECORDED
        if not recorded:
            effects = None
        elif parsed is None:
            effects = _parsed(text, texts)
        else:
            details = parsed(text)  # the whole details
            effects = details.get("effects") if isinstance(details, dict) else None
        effect = effects.get(str(fielded_id)) if isinstance(effects, dict) else None
        effect = effect if isinstance(effect, dict) else None
        gold = effect.get("gold") if effect is not None else 0
        xp = effect.get("xp") if effect is not None else None
        said = {"killed": killed in (1, True, "true"), "fate": fate}
        found.setdefault(character_id, []).append(
            Fielded(
                number,
                recorded,
                how_died(rules.id, said) if recorded else None,
                effects_died=effect.get("died") is True if effect is not None else None,
                gold=gold if type(gold) is int else 0,
                xp=xp if type(xp) is int else None,
            )
        )
    return found, whose


def _kills(campaign: int, where: pw.Expression, whose: Mapping[int, int]) -> dict[int, int]:
    """How many each character (of ``where``) killed in the campaign's recorded games, counted
    from his victims' outcomes (``killed_by``: the killer's fielded id, one of ``whose``)."""
    killer = json_value(GameCharacter.outcome, KILLED_BY, integer=True)
    # A victim of theirs played in a game they played in: only those games' outcomes are read.
    played = (
        GameCharacter.select(GameCharacter.game)
        .join(Character, on=(GameCharacter.character == Character.id))
        .join(Warband)
        .where(where)
    )
    query = (
        GameCharacter.select(killer)
        .join(Game, on=(GameCharacter.game == Game.id))
        .where(
            (Game.campaign == campaign)
            & (Game.result != UNRECORDED)
            & GameCharacter.game.in_(played)
        )
    )
    counts: dict[int, int] = {}
    for (fielded_id,) in _rows(query):
        if fielded_id is None:
            continue
        try:
            character_id = whose.get(int(fielded_id))
        except (TypeError, ValueError):
            continue
        if character_id is not None:
            counts[character_id] = counts.get(character_id, 0) + 1
    return counts


class StoryRow(NamedTuple):
    """A history entry of a character as his story reads it: its id, kind, details (a
    mapping) and the number of the game it names, if any."""

    id: int
    kind: str
    details: Mapping[str, Any]
    game: int | None


class Adding:
    """One character's history added up as it is read, an entry at a time (oldest first):
    his entries are kept only to take back those a correction supersedes, at the end."""

    __slots__ = ("begun", "corrected", "entries", "readable", "told")

    def __init__(self) -> None:
        self.told = history.Told()
        self.entries: list[StoryRow] = []
        self.begun = self.corrected = False
        self.readable = True  # False once an entry does not say how it moved his gold

    def add(self, entry: StoryRow) -> None:
        self.entries.append(entry)
        self.told.add(
            entry.kind,
            history.gold_change(entry.kind, entry.details),
            entry.game,
            xp=experience.account((entry.details,)),
            details=entry.details,
        )
        if entry.kind == history.RECRUITED:
            self.begun = True
        elif entry.kind == history.CORRECTION:
            self.corrected = True

    def history(self) -> History:
        """What the history tells (:func:`told_by`)."""
        if not self.corrected:
            return self.told.history(begun=self.begun, readable=self.readable)
        return told_by(self.entries, readable=self.readable)


def told_by(entries: Sequence[StoryRow], *, readable: bool = True) -> History:
    """What one character's history tells (his entries, oldest first), as the judgement of
    his story reads it: it is begun by his recruitment; it cannot be added up when a
    correction of the old kind stands in it or (``readable`` False) an entry does not say how
    it moved his gold; the entries a correction supersedes are left out."""
    kinds = {entry.kind for entry in entries}
    readable = readable and not any(
        history.told_the_old_way(entry.kind, entry.details) for entry in entries
    )
    # Added up in the order of the history, an entry a correction supersedes taken back when
    # the correction comes (so each advance is judged against the XP he had then, K6); one
    # a correction names before it is written is taken back at the end.
    told = history.Told()
    gone = history.superseded_by(entries)
    seen: dict[int, StoryRow] = {}
    for entry in entries:
        for earlier in history.superseded_ids(entry.kind, entry.details):
            if seen.pop(earlier, None) is not None:
                _take_back(told, entries, earlier)
        seen[entry.id] = entry
        _add(told, entry)
    for entry_id in gone:
        if entry_id in seen:
            _take_back(told, entries, entry_id)
    return told.history(begun=history.RECRUITED in kinds, readable=readable)


def _add(told: history.Told, entry: StoryRow, times: int = 1) -> None:
    told.add(
        entry.kind,
        history.gold_change(entry.kind, entry.details),
        entry.game,
        times,
        xp=experience.account((entry.details,)),
        details=entry.details,
    )


def _take_back(told: history.Told, entries: Sequence[StoryRow], entry_id: int) -> None:
    _add(told, next(entry for entry in entries if entry.id == entry_id), -1)

"""What a campaign's records tell: the summary of a recorded game (who died, what was lost,
the gold paid) and the campaign's log, every history entry filtered by warband and kind."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models import history
from models.campaigns import rules_of
from models.games import fielded, scenario_name, sides_of
from models.history_text import shown
from models.store.schema import (
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from rules.data import GameData
from rules.outcomes import BOOL, CHOICE, INT, KILLED_BY, REF, WEAPON, how_died, shape_of

# How a character's campaign ended in a game (rules.outcomes.DEATHS), in words.
HOW_DIED = {
    "killed": QT_TRANSLATE_NOOP("GameLog", "killed"),
    "slain": QT_TRANSLATE_NOOP("GameLog", "slain"),
    "decapitated": QT_TRANSLATE_NOOP("GameLog", "decapitated"),
}

# The kinds of history entry, in words, in the order the log's filter offers them; shown
# translated: translate("GameLog", name).
KIND_NAMES = {
    history.GAME: QT_TRANSLATE_NOOP("GameLog", "Games"),
    history.DEATH: QT_TRANSLATE_NOOP("GameLog", "Deaths"),
    history.KILL: QT_TRANSLATE_NOOP("GameLog", "Kills"),
    history.INJURY: QT_TRANSLATE_NOOP("GameLog", "Lasting injuries"),
    history.GEAR_LOST: QT_TRANSLATE_NOOP("GameLog", "Broken gear"),
    history.GOLD: QT_TRANSLATE_NOOP("GameLog", "Gold earned"),
    history.PURCHASE: QT_TRANSLATE_NOOP("GameLog", "Purchases"),
    history.RETURN: QT_TRANSLATE_NOOP("GameLog", "Returns"),
    history.KIT: QT_TRANSLATE_NOOP("GameLog", "Kit moved"),
    history.RECRUITED: QT_TRANSLATE_NOOP("GameLog", "Recruits"),
    history.RENAMED: QT_TRANSLATE_NOOP("GameLog", "Renamings"),
    history.RETIRED: QT_TRANSLATE_NOOP("GameLog", "Retirements"),
    history.REINSTATED: QT_TRANSLATE_NOOP("GameLog", "Reinstatements"),
    history.OPTION: QT_TRANSLATE_NOOP("GameLog", "Options"),
    history.UPGRADE: QT_TRANSLATE_NOOP("GameLog", "Upgrades"),
    history.PROFILE: QT_TRANSLATE_NOOP("GameLog", "Profile changes"),
    history.CORRECTION: QT_TRANSLATE_NOOP("GameLog", "Corrections"),
    history.WARBAND: QT_TRANSLATE_NOOP("GameLog", "Warbands"),
    history.NOTE: QT_TRANSLATE_NOOP("GameLog", "Campaign notes"),
}


@dataclass(frozen=True)
class WarriorPart:
    """One fielded character's part in a recorded game, in words: what the summary, a
    report's review and the published game page show for him."""

    fielded_id: int
    name: str
    warband: str
    fate: str  # "slain by Sir Kai (Knights of Camelot)", "survived"
    dead: bool
    took: tuple[str, ...]  # what else the outcome says: "leg wounds: 2", "shield broken"
    kills: tuple[str, ...]  # whom he killed: "Wulfstan (The Green Chapel)"
    injuries: str  # the lasting injuries the game gave him: "1 leg", or ""
    lost: str  # the kit he lost: "Shield and Spear", or ""
    stashed: str  # the kit his death left in the stash, or ""
    gold: int
    relic: bool  # he carried the relic off
    xp: int | None = None  # the XP the game awarded him (K6); None with experience off


@dataclass(frozen=True)
class GameSummary:
    """What a recorded game did to the campaign, in words, for the players to read out."""

    title: str  # "Game 3: Pitched Battle"
    result: str  # "Knights of Camelot won against The Green Chapel."
    deaths: tuple[str, ...]  # "Wulfstan (The Green Chapel), slain by Sir Kai"
    injuries: tuple[str, ...]  # "Oswy: 1 neck"
    lost: tuple[str, ...]  # "Sir Kai: Shield"
    stashed: tuple[str, ...]  # "Wulfstan's Spear and Helmet, to The Green Chapel's stash"
    gold: tuple[str, ...]  # "Sir Kai: 3 gp"
    gold_total: int
    warriors: tuple[WarriorPart, ...] = ()  # everyone fielded, side by side
    relic: str = ""  # who carried the relic off: "Sir Kai (Knights of Camelot)", or ""


def game_summary(
    game: Game,
    *,
    read: tuple[GameData, Sequence[GameSide], Sequence[GameCharacter]] | None = None,
    purchases: Mapping[int, Purchase] | None = None,
) -> GameSummary:
    """The summary of a recorded game, from its outcomes and the effects it pinned.

    ``read``: the game as already read (its rules, sides with their warbands and everyone
    fielded, in the order :func:`models.games.fielded` gives them), and ``purchases``, every
    purchase its effects name, when a caller summing up many games read them all at once;
    otherwise they are read here."""
    if read is None:
        game = Game.get_by_id(game.id)
        rules = rules_of(game.campaign)
        sides: Sequence[GameSide] = sides_of(game)
        everyone: Sequence[GameCharacter] = fielded(game)
    else:
        rules, sides, everyone = read
    side_names = {side.id: side.warband.name for side in sides}
    names = {gc.id: gc.name for gc in everyone}
    side_of = {gc.id: gc.side_id for gc in everyone}
    title = translate("GameLog", "Game {number}: {scenario}").format(
        number=game.number, scenario=scenario_name(rules, game.scenario)
    )
    if game.result == UNRECORDED:
        return GameSummary(title, translate("GameLog", "Not recorded yet."), (), (), (), (), (), 0)
    if game.winner_id is None:
        result = translate("GameLog", "A draw between {warbands}.").format(
            warbands=_listed([s.warband.name for s in sides])
        )
    else:
        winner = next((s.warband.name for s in sides if s.warband_id == game.winner_id), None)
        losers = [s.warband.name for s in sides if s.warband_id != game.winner_id]
        result = translate("GameLog", "{winner} won against {losers}.").format(
            winner=winner or translate("GameLog", "A deleted warband"), losers=_listed(losers)
        )
    deaths = []
    for gc in everyone:
        died = how_died(rules.id, gc.outcome or {})
        if died is not None:
            how = translate("GameLog", HOW_DIED[died]) if died in HOW_DIED else died
            killer = (gc.outcome or {}).get(KILLED_BY)
            if killer in names:
                deaths.append(
                    translate(
                        "GameLog", "{name} ({warband}): {how} by {killer} of {killer_warband}"
                    ).format(
                        name=gc.name,
                        warband=side_names[gc.side_id],
                        how=how,
                        killer=names[killer],
                        killer_warband=side_names[side_of[killer]],
                    )
                )
            else:
                deaths.append(
                    translate("GameLog", "{name} ({warband}): {how}").format(
                        name=gc.name, warband=side_names[gc.side_id], how=how
                    )
                )
    effects = {int(k): v for k, v in ((game.details or {}).get("effects") or {}).items()}
    if purchases is None:
        purchases = {
            p.id: p for p in Purchase.select().where(Purchase.id.in_(purchases_named(effects)))
        }

    def items(ids: Sequence[int]) -> list[str]:
        return [
            rules.items[purchases[i].item].name
            if purchases[i].item in rules.items
            else purchases[i].item
            for i in ids
            if i in purchases
        ]

    injuries, lost, stashed, gold = [], [], [], []
    total = 0
    for gc in everyone:
        effect = effects.get(gc.id)
        if not effect:
            continue
        if effect.get("injuries"):
            wounds = ", ".join(
                f"{n} {_injury(key)}" for key, n in sorted(effect["injuries"].items())
            )
            injuries.append(f"{gc.name}: {wounds}")
        if items(effect.get("lost") or []):
            lost.append(f"{gc.name}: {_listed(items(effect['lost']))}")
        if items(effect.get("stashed") or []):
            stashed.append(
                translate("GameLog", "{name}'s {items}, to the stash of {warband}").format(
                    name=gc.name,
                    items=_listed(items(effect["stashed"])),
                    warband=side_names[gc.side_id],
                )
            )
        if effect.get("gold"):
            gold.append(
                translate("GameLog", "{name}: {gold} gp").format(name=gc.name, gold=effect["gold"])
            )
            total += effect["gold"]
    carrier = (game.details or {}).get("relic_carrier")
    warriors = tuple(
        _part(rules, gc, everyone, side_names, effects.get(gc.id) or {}, items, carrier)
        for gc in everyone
    )
    relic = next((f"{w.name} ({w.warband})" for w in warriors if w.relic), "")
    return GameSummary(
        title,
        result,
        tuple(deaths),
        tuple(injuries),
        tuple(lost),
        tuple(stashed),
        tuple(gold),
        total,
        warriors,
        relic,
    )


def purchases_named(effects: Mapping[Any, Any]) -> list[int]:
    """The purchases a game's effects (its details' ``effects``, by fielded id) name as lost
    or left in a stash."""
    return [
        pid
        for e in effects.values()
        if isinstance(e, Mapping)
        for pid in (e.get("lost") or []) + (e.get("stashed") or [])
    ]


def _part(
    rules: GameData,
    gc: GameCharacter,
    everyone: Sequence[GameCharacter],
    side_names: dict[int, str],
    effect: dict[str, Any],
    items: Callable[[Sequence[int]], list[str]],
    carrier: Any,
) -> WarriorPart:
    """One fielded character's part, from his outcome and the effects the game pinned."""
    outcome = gc.outcome or {}
    by_id = {other.id: other for other in everyone}
    died = how_died(rules.id, outcome)
    if died is None:
        fate = translate("GameLog", "survived")
    else:
        how = translate("GameLog", HOW_DIED[died]) if died in HOW_DIED else died
        killer = by_id.get(outcome.get(KILLED_BY))  # type: ignore[arg-type]
        fate = (
            translate("GameLog", "{how} by {killer} ({warband})").format(
                how=how, killer=killer.name, warband=side_names[killer.side_id]
            )
            if killer is not None
            else how
        )
    kills = tuple(
        f"{victim.name} ({side_names[victim.side_id]})"
        for victim in everyone
        if (victim.outcome or {}).get(KILLED_BY) == gc.id
    )
    wounds = effect.get("injuries") or {}
    return WarriorPart(
        fielded_id=gc.id,
        name=gc.name,
        warband=side_names[gc.side_id],
        fate=fate,
        dead=died is not None,
        took=outcome_phrases(rules, outcome),
        kills=kills,
        injuries=", ".join(f"{n} {_injury(key)}" for key, n in sorted(wounds.items())),
        lost=_listed(items(effect.get("lost") or [])) if items(effect.get("lost") or []) else "",
        stashed=(
            _listed(items(effect.get("stashed") or []))
            if items(effect.get("stashed") or [])
            else ""
        ),
        gold=int(effect.get("gold") or 0),
        relic=carrier is not None and carrier == gc.id,
        xp=_whole(effect.get("xp")),
    )


def _whole(value: Any) -> int | None:
    """A pinned number as a whole number, or None (not pinned, or not a number)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def outcome_phrases(rules: GameData, outcome: Mapping[str, Any]) -> tuple[str, ...]:
    """What an outcome says of a character besides his death and killer, in words, in the
    order the post-battle table shows it: "leg wounds: 2", "shield broken", "weapon broken:
    Spear"."""
    shape = shape_of(rules.id)
    phrases = []
    for field in shape.fields:
        if field.key in (shape.death, KILLED_BY):
            continue
        value = outcome.get(field.key)
        if field.kind == INT and isinstance(value, int) and value > 0:
            phrases.append(
                translate("GameLog", "{what}: {count}").format(what=field.what, count=value)
            )
        elif field.kind == BOOL and value is True:
            phrases.append(field.what)
        elif field.kind == REF and field.refers_to == WEAPON and isinstance(value, str):
            item = rules.items.get(value)
            phrases.append(
                translate("GameLog", "{what}: {item}").format(
                    what=field.what, item=item.name if item is not None else value
                )
            )
        elif field.kind == CHOICE and value not in (None, field.blank):
            label = dict(field.choices).get(value, str(value))
            phrases.append(
                translate("GameLog", "{what}: {count}").format(what=field.what, count=label)
            )
    return tuple(phrases)


def _listed(names: Sequence[str]) -> str:
    """Names as a sentence lists them: "Shield", "Shield and Spear", "Helmet, Shield and
    Spear"."""
    if len(names) == 1:
        return names[0]
    return translate("GameLog", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


# The lasting injuries a game's summary counts, by their outcome's keys (K4, B8).
INJURY_NAMES = {
    "leg": QT_TRANSLATE_NOOP("GameLog", "leg"),
    "arm": QT_TRANSLATE_NOOP("GameLog", "arm"),
    "neck": QT_TRANSLATE_NOOP("GameLog", "neck"),
    "attack": QT_TRANSLATE_NOOP("GameLog", "attack"),
    "defend": QT_TRANSLATE_NOOP("GameLog", "defend"),
}


def _injury(key: str) -> str:
    return translate("GameLog", INJURY_NAMES[key]) if key in INJURY_NAMES else key


@dataclass(frozen=True)
class LogRow:
    """One line of the campaign's log."""

    when: dt.date
    warband: str  # "" for an entry of the campaign itself
    who: str  # the character, or "" for an entry of a warband or the campaign
    kind: str
    text: str
    corrected: dt.date | None = None  # when a correction superseded the entry (it stays)
    at: dt.datetime | None = None  # when it was written (UTC), to merge the log's sources


def corrections_in(campaign: Campaign) -> dict[int, dt.date]:
    """The campaign's superseded entries: entry id -> the date of the (latest) correction that
    superseded it. One query, of the corrections only."""
    query = (
        HistoryEntry.select(
            HistoryEntry.id, HistoryEntry.kind, HistoryEntry.details, HistoryEntry.created
        )
        .where((HistoryEntry.campaign == campaign) & (HistoryEntry.kind == history.CORRECTION))
        .order_by(HistoryEntry.id)
    )
    return {
        entry_id: correction.created.date()
        for entry_id, correction in history.superseded_by(query).items()
    }


def _entries(campaign: Campaign, warband_id: int | None, kinds: Sequence[str]) -> pw.Expression:
    where = HistoryEntry.campaign == campaign
    if warband_id is not None:
        where &= HistoryEntry.warband == warband_id
    if kinds:
        where &= HistoryEntry.kind.in_(list(kinds))
    return where


def log_size(
    campaign: Campaign, *, warband_id: int | None = None, kinds: Sequence[str] = ()
) -> int:
    """How many entries :func:`campaign_log` has with these filters. One query."""
    return HistoryEntry.select().where(_entries(campaign, warband_id, kinds)).count()


def campaign_log(
    campaign: Campaign,
    *,
    warband_id: int | None = None,
    kinds: Sequence[str] = (),
    offset: int = 0,
    limit: int | None = None,
) -> list[LogRow]:
    """Everything that happened in the campaign, newest first: every history entry of the
    campaign, its warbands and its characters, optionally of one warband and of some kinds,
    those a correction superseded marked with its date (they stay, as in every history);
    ``limit`` entries from ``offset`` on, for a screen that reads a page at a time. Two
    queries: the entries, and the corrections."""
    corrected = corrections_in(campaign)
    query = _log_query(campaign, warband_id, kinds).offset(offset)
    if limit is not None:
        query = query.limit(limit)
    return _log_rows(query, corrected)


def log_pages(
    campaign: Campaign, size: int, corrected: Mapping[int, dt.date] | None = None
) -> Iterator[list[LogRow]]:
    """The whole campaign log, newest first, ``size`` entries at a time (the last page may
    hold fewer; none when the log is empty): each page read after the last entry of the one
    before (by id, not by offset, so every page takes the same time). ``corrected``: the
    campaign's :func:`corrections_in`, when the caller read them already."""
    if corrected is None:
        corrected = corrections_in(campaign)
    after: int | None = None
    while True:
        query = _log_query(campaign, None, ())
        if after is not None:
            query = query.where(HistoryEntry.id < after)
        ids: list[int] = []
        page = _log_rows(query.limit(size), corrected, ids)
        if not page:
            return
        yield page
        if len(page) < size:
            return
        after = ids[-1]


def _log_query(campaign: Campaign, warband_id: int | None, kinds: Sequence[str]) -> Any:
    return (
        HistoryEntry.select(
            HistoryEntry.id,
            HistoryEntry.created,
            HistoryEntry.kind,
            HistoryEntry.text,
            HistoryEntry.details,
            Warband.name,
            Character.name,
            Game.played_on,
        )
        .join(Warband, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.warband == Warband.id))
        .switch(HistoryEntry)
        .join(Character, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.character == Character.id))
        .switch(HistoryEntry)
        .join(Game, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.game == Game.id))
        .where(_entries(campaign, warband_id, kinds))
        .order_by(HistoryEntry.id.desc())
    )


def _log_rows(
    query: Any, corrected: Mapping[int, dt.date], ids: list[int] | None = None
) -> list[LogRow]:
    """The log's rows ``query`` reads (as :func:`_log_query` selects them); their entries'
    ids added to ``ids``, when given."""
    # rows as .tuples() gives them (the stubs type them as entries); no warband, character or
    # game (an entry of the campaign, of a warband, outside a game) reads None
    rows = cast(
        Iterable[tuple[int, dt.datetime, str, str, Any, str | None, str | None, dt.date | None]],
        query.tuples(),
    )
    if ids is not None:
        rows = list(rows)
        ids.extend(row[0] for row in rows)
    return [
        LogRow(
            when=played_on or created.date(),
            warband=warband or "",
            who=who or "",
            kind=kind,
            text=shown(text, details),  # in the reader's language
            corrected=corrected.get(entry_id),
            at=created,
        )
        for entry_id, created, kind, text, details, warband, who, played_on in rows
    ]


# Reads the log's entries from an offset: so many, or (None) all the rest.
Reader = Callable[[int, int | None], list[LogRow]]


class MergedLog:
    """The campaign's history, read a page at a time by ``read``, with a few entries of
    another source merged in by time, newest first (a club server's report events, which
    the server keeps apart from the histories). Called as ``read`` is, with the offset of the
    merged log; reading on from where the last call ended reads only what is new."""

    def __init__(self, read: Reader, extra: Sequence[LogRow]) -> None:
        self._read = read
        self._extra = sorted(extra, key=_newest_first)
        self._reset()

    def _reset(self) -> None:
        self._given = 0  # merged rows handed out so far
        self._history = 0  # history rows read so far
        self._pending: list[LogRow] = []  # history rows read, not handed out yet
        self._used = 0  # extra rows handed out so far
        self._ended = False  # the history has no more rows

    def __call__(self, offset: int, limit: int | None) -> list[LogRow]:
        if offset != self._given:
            self._reset()
            self._take(offset)
        rows = self._take(limit)
        return rows

    def _take(self, limit: int | None) -> list[LogRow]:
        out: list[LogRow] = []
        while limit is None or len(out) < limit:
            if not self._pending and not self._ended:
                wanted = None if limit is None else max(limit - len(out), 1)
                page = self._read(self._history, wanted)
                self._history += len(page)
                self._pending = page
                self._ended = wanted is None or len(page) < wanted
            extra = self._extra[self._used] if self._used < len(self._extra) else None
            if not self._pending and extra is None:
                break
            if extra is not None and (
                not self._pending or _newest_first(extra) <= _newest_first(self._pending[0])
            ):
                out.append(extra)
                self._used += 1
            else:
                out.append(self._pending.pop(0))
        self._given += len(out)
        return out


def _newest_first(row: LogRow) -> tuple[float, ...]:
    when = row.at or dt.datetime.combine(row.when, dt.time())
    return (-when.timestamp(),)

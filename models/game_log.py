"""What a campaign's records tell: the summary of a recorded game (who died, what was lost,
the gold paid) and the campaign's log, every history entry filtered by warband and kind."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import cast

import peewee as pw

from models import history
from models.campaigns import rules_of
from models.games import fielded, scenario_name, sides_of
from models.store.schema import (
    UNRECORDED,
    Campaign,
    Character,
    Game,
    HistoryEntry,
    Purchase,
    Warband,
)
from rules.outcomes import KILLED_BY, how_died

# The kinds of history entry, in words, in the order the log's filter offers them.
KIND_NAMES = {
    history.GAME: "Games",
    history.DEATH: "Deaths",
    history.KILL: "Kills",
    history.INJURY: "Lasting injuries",
    history.GEAR_LOST: "Broken gear",
    history.GOLD: "Gold earned",
    history.PURCHASE: "Purchases",
    history.RETURN: "Returns",
    history.KIT: "Kit moved",
    history.RECRUITED: "Recruits",
    history.RENAMED: "Renamings",
    history.RETIRED: "Retirements",
    history.REINSTATED: "Reinstatements",
    history.OPTION: "Options",
    history.UPGRADE: "Upgrades",
    history.PROFILE: "Profile changes",
    history.CORRECTION: "Corrections",
    history.WARBAND: "Warbands",
    history.NOTE: "Campaign notes",
}


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


def game_summary(game: Game) -> GameSummary:
    """The summary of a recorded game, from its outcomes and the effects it pinned."""
    game = Game.get_by_id(game.id)
    rules = rules_of(game.campaign)
    sides = sides_of(game)
    side_names = {side.id: side.warband.name for side in sides}
    everyone = fielded(game)
    names = {gc.id: gc.name for gc in everyone}
    side_of = {gc.id: gc.side_id for gc in everyone}
    title = f"Game {game.number}: {scenario_name(rules, game.scenario)}"
    if game.result == UNRECORDED:
        return GameSummary(title, "Not recorded yet.", (), (), (), (), (), 0)
    if game.winner_id is None:
        result = "A draw between " + history.listed([s.warband.name for s in sides]) + "."
    else:
        winner = next((s.warband.name for s in sides if s.warband_id == game.winner_id), None)
        losers = [s.warband.name for s in sides if s.warband_id != game.winner_id]
        result = f"{winner or 'A deleted warband'} won against {history.listed(losers)}."
    deaths = []
    for gc in everyone:
        how = how_died(rules.id, gc.outcome or {})
        if how is not None:
            killer = (gc.outcome or {}).get(KILLED_BY)
            by = f" by {names[killer]} of {side_names[side_of[killer]]}" if killer in names else ""
            deaths.append(f"{gc.name} ({side_names[gc.side_id]}): {how}{by}")
    effects = {int(k): v for k, v in ((game.details or {}).get("effects") or {}).items()}
    purchases = {
        p.id: p
        for p in Purchase.select().where(
            Purchase.id.in_(
                [
                    pid
                    for e in effects.values()
                    for pid in (e.get("lost") or []) + (e.get("stashed") or [])
                ]
            )
        )
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
            wounds = ", ".join(f"{n} {key}" for key, n in sorted(effect["injuries"].items()))
            injuries.append(f"{gc.name}: {wounds}")
        if items(effect.get("lost") or []):
            lost.append(f"{gc.name}: {history.listed(items(effect['lost']))}")
        if items(effect.get("stashed") or []):
            stashed.append(
                f"{gc.name}'s {history.listed(items(effect['stashed']))}, to the stash of "
                f"{side_names[gc.side_id]}"
            )
        if effect.get("gold"):
            gold.append(f"{gc.name}: {effect['gold']} gp")
            total += effect["gold"]
    return GameSummary(
        title,
        result,
        tuple(deaths),
        tuple(injuries),
        tuple(lost),
        tuple(stashed),
        tuple(gold),
        total,
    )


@dataclass(frozen=True)
class LogRow:
    """One line of the campaign's log."""

    when: dt.date
    warband: str  # "" for an entry of the campaign itself
    who: str  # the character, or "" for an entry of a warband or the campaign
    kind: str
    text: str
    corrected: dt.date | None = None  # when a correction superseded the entry (it stays)


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
    query = (
        HistoryEntry.select(
            HistoryEntry.id,
            HistoryEntry.created,
            HistoryEntry.kind,
            HistoryEntry.text,
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
        .offset(offset)
    )
    if limit is not None:
        query = query.limit(limit)
    # rows as .tuples() gives them (the stubs type them as entries); no warband, character or
    # game (an entry of the campaign, of a warband, outside a game) reads None
    rows = cast(
        Iterable[tuple[int, dt.datetime, str, str, str | None, str | None, dt.date | None]],
        query.tuples(),
    )
    return [
        LogRow(
            when=played_on or created.date(),
            warband=warband or "",
            who=who or "",
            kind=kind,
            text=text,
            corrected=corrected.get(entry_id),
        )
        for entry_id, created, kind, text, warband, who, played_on in rows
    ]

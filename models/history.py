"""Writing and reading the append-only history of characters, warbands and campaigns.

Nothing written here is changed afterwards. A correction is a new entry whose details list
the entries it supersedes (``"supersedes": [ids]``); readers work out from those lists which
entries are superseded (:func:`superseded_by`), and show them struck through, "corrected on"
the correction's date. Each entry that moves a character's gold says by how much
(:func:`gold_change`), so the database check can add his history up.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from typing import Any

import peewee

from models import changes
from models.store.schema import Campaign, Character, Game, HistoryEntry, Warband

# Details keys: the entries a correction supersedes, and a gold change spelled out.
SUPERSEDES = "supersedes"
GOLD_CHANGE = "gold_change"

# HistoryEntry.kind values
RECRUITED = "recruited"
RENAMED = "renamed"
RETIRED = "retired"
REINSTATED = "reinstated"
PURCHASE = "purchase"
RETURN = "return"
OPTION = "option"
UPGRADE = "upgrade"
GAME = "game"
INJURY = "injury"
KILL = "kill"
DEATH = "death"
GEAR_LOST = "gear_lost"
GOLD = "gold"
CORRECTION = "correction"
WARBAND = "warband"
NOTE = "note"


def write(
    *,
    kind: str,
    text: str,
    character: Character | None = None,
    warband: Warband | None = None,
    campaign: Campaign | None = None,
    game: Game | None = None,
    details: dict[str, Any] | None = None,
) -> HistoryEntry:
    """Append one entry. A character's entry also names his warband and campaign."""
    if character is not None:
        warband = warband or character.warband
    if warband is not None:
        campaign = campaign or warband.campaign
    if campaign is None:
        raise ValueError("a history entry needs a campaign")
    return changes.create(
        HistoryEntry,
        campaign=campaign,
        warband=warband,
        character=character,
        game=game,
        kind=kind,
        text=text,
        details=details or {},
    )


def character_history(character: Character) -> list[HistoryEntry]:
    """A character's timeline, oldest first (one query, games joined for their dates)."""
    return list(
        HistoryEntry.select(HistoryEntry, Game)
        .join(Game, peewee.JOIN.LEFT_OUTER)
        .where(HistoryEntry.character == character)
        .order_by(HistoryEntry.id)
    )


def warband_history(warband: Warband) -> list[HistoryEntry]:
    """Everything that happened in a warband (its own entries and its characters'), oldest first."""
    return list(
        HistoryEntry.select(HistoryEntry, Character, Game)
        .join(Character, peewee.JOIN.LEFT_OUTER)
        .switch(HistoryEntry)
        .join(Game, peewee.JOIN.LEFT_OUTER)
        .where(HistoryEntry.warband == warband)
        .order_by(HistoryEntry.id)
    )


def entry_date(entry: HistoryEntry) -> dt.date:
    """When it happened: the game's date for what happened in a game, else when it was written."""
    if entry.game_id is not None and entry.game is not None and entry.game.played_on:
        return entry.game.played_on
    return entry.created.date()


def superseded_by(entries: Iterable[HistoryEntry]) -> dict[int, HistoryEntry]:
    """Which of ``entries`` a later correction among them supersedes: entry id -> the
    correction (the latest, if several)."""
    found: dict[int, HistoryEntry] = {}
    for entry in entries:
        supersedes = (entry.details or {}).get(SUPERSEDES) if entry.kind == CORRECTION else None
        if isinstance(supersedes, list):
            for entry_id in supersedes:
                if isinstance(entry_id, int):
                    found[entry_id] = entry
    return found


def current(entries: Iterable[HistoryEntry]) -> list[HistoryEntry]:
    """The entries no correction supersedes, in their order."""
    entries = list(entries)
    gone = superseded_by(entries)
    return [entry for entry in entries if entry.id not in gone]


def gold_change(kind: str, details: Mapping[str, Any] | None) -> int:
    """How much an entry moved its character's gold: what he was recruited with, paid,
    was refunded, earned, or what a correction says (``gold_change``, or the check's repair
    of negative gold, from and to)."""
    details = details or {}

    def number(key: str) -> int:
        value = details.get(key, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    if GOLD_CHANGE in details:
        return number(GOLD_CHANGE)
    if kind in (RECRUITED, GOLD):
        return number("gold")
    if kind == PURCHASE:
        return -number("price")
    if kind == RETURN:
        return number("refund")
    if kind == CORRECTION and details.get("field") == "gold":
        return number("to") - number("from")
    return 0

"""Writing and reading the append-only history of characters, warbands and campaigns."""

from __future__ import annotations

import datetime as dt
from typing import Any

import peewee

from models import changes
from models.store.schema import Campaign, Character, Game, HistoryEntry, Warband

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
KIT = "kit"  # kit moved between warriors and the warband's stash (K5)
PROFILE = "profile"  # the campaign changed the profile a character was recruited from


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

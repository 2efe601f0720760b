"""Leaderboards of a campaign's characters, added up from the recorded games (the campaign's
league, models/league.py): most kills, most games played, and the longest-lived (most games
survived); and, in a campaign with experience on (K6), most XP earned, as the histories add
it up."""

from __future__ import annotations

from dataclasses import dataclass

from models.campaigns import EXPERIENCE, switch
from models.history import current
from models.league import league
from models.store.connection import translated_errors
from models.store.kept import by_campaign, kept_until_change
from models.store.schema import (
    Campaign,
    Character,
    HistoryEntry,
    Warband,
)
from rules import experience

TOP = 10


@dataclass(frozen=True)
class Leader:
    """One line of a leaderboard."""

    character_id: int
    name: str
    warband: str
    status: str
    value: int


@dataclass(frozen=True)
class Leaderboards:
    kills: tuple[Leader, ...]  # enemies killed
    games: tuple[Leader, ...]  # recorded games played
    survived: tuple[Leader, ...]  # recorded games played and lived through
    xp: tuple[Leader, ...] | None = None  # XP earned (K6); None: experience is off


@translated_errors()  # SQL that reads stored JSON fails as it fetches: in words
def leaderboards(campaign: Campaign, top: int = TOP) -> Leaderboards:
    """The campaign's leaderboards, ``top`` characters each, ties by name; characters since
    deleted are left out (their games keep their names, but there is no one to list).

    Added up from the campaign's league (:func:`models.league.league`: kept, moved by the
    games recorded since, or read afresh); most XP (experience on) from the histories, kept
    until the database changes.
    """
    kept = league(campaign)
    found = kept.shown.get(("boards", top))
    if found is None:

        def board(counts: str) -> tuple[Leader, ...]:
            leaders = []
            for character_id, value in kept.top(counts, top):
                name, status, warband = kept.characters[character_id]
                leaders.append(Leader(character_id, name, kept.warbands[warband][0], status, value))
            return tuple(leaders)

        found = kept.shown[("boards", top)] = (
            board("kills"),
            board("played"),
            board("survived"),
        )
    kills, games, survived = found
    return Leaderboards(
        kills=kills,
        games=games,
        survived=survived,
        xp=_most_xp(campaign, top) if switch(campaign, EXPERIENCE) else None,
    )


@kept_until_change(by_campaign)
def _most_xp(campaign: Campaign, top: int) -> tuple[Leader, ...]:
    """The ``top`` characters by XP earned (K6), as their histories add it up (the entries
    no correction superseded), ties by name; those who earned none are left out. One query:
    the histories of the campaign's characters, each with his name and warband."""
    query = (
        HistoryEntry.select(
            HistoryEntry.id,
            HistoryEntry.character,
            HistoryEntry.kind,
            HistoryEntry.details,
            Character.id,
            Character.name,
            Character.status,
            Warband.id,
            Warband.name,
        )
        .join(Character, on=(HistoryEntry.character == Character.id))
        .join(Warband, on=((Character.warband == Warband.id) & (Warband.campaign == campaign)))
        .order_by(HistoryEntry.id)
    )
    entries: dict[int, list[HistoryEntry]] = {}
    who: dict[int, Character] = {}
    for entry in query:
        entries.setdefault(entry.character.id, []).append(entry)
        who[entry.character.id] = entry.character
    earned = {
        character_id: experience.account(entry.details for entry in current(listed)).earned
        for character_id, listed in entries.items()
    }
    leaders = sorted(
        (
            Leader(cid, who[cid].name, who[cid].warband.name, who[cid].status, value)
            for cid, value in earned.items()
            if value > 0
        ),
        key=lambda leader: (-leader.value, leader.name, leader.character_id),
    )
    return tuple(leaders[:top])

"""Leaderboards of a campaign's characters, as SQL aggregates over the recorded games: most
kills, most games played, and the longest-lived (most games survived); and, in a campaign
with experience on (K6), most XP earned, as the histories add it up."""

from __future__ import annotations

from dataclasses import dataclass

import peewee as pw

from models.campaigns import EXPERIENCE, switch
from models.history import current
from models.standings import died
from models.store.connection import in_campaign, json_value, translated_errors
from models.store.kept import by_campaign, kept_until_change
from models.store.schema import (
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
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


def _board(
    query: pw.Select, count: pw.Function, top: int, campaign: Campaign
) -> tuple[Leader, ...]:
    """The ``top`` characters by ``count``, ties by name; characters since deleted are left
    out (their games keep their names, but there is no one to list)."""
    rows = (
        query.select_extend(Character.id, Character.name, Character.status, Warband.name)
        .join(Character, on=(GameCharacter.character == Character.id))
        # the campaign's warbands only: the planner need not pair each row with every
        # warband on a server
        .join(Warband, on=((Character.warband == Warband.id) & (Warband.campaign == campaign)))
        .group_by(Character.id, Warband.id)
        .order_by(count.desc(), Character.name, Character.id)
        .limit(top)
        .tuples()
    )
    return tuple(
        Leader(character_id, name, warband, status, value)
        for value, character_id, name, status, warband in rows
    )


@kept_until_change(by_campaign)
@translated_errors()  # SQL that reads stored JSON fails as it fetches: in words
def leaderboards(campaign: Campaign, top: int = TOP) -> Leaderboards:
    """The campaign's leaderboards, ``top`` characters each. Three queries; four with
    experience on."""
    # The fieldings of the campaign's recorded games; on a server, named by their own
    # campaign too, so that only the campaign's rows are read (and their outcomes parsed).
    recorded = (
        (Game.campaign == campaign)
        & (Game.result != UNRECORDED)
        & in_campaign(campaign, GameCharacter)
    )
    played = pw.fn.COUNT(GameCharacter.id)
    games = GameCharacter.select(played).join(Game).switch(GameCharacter).where(recorded)
    survived = pw.fn.COUNT(GameCharacter.id)
    # An outcome that leaves out its death field (a campaign file may) is no death.
    lived = (
        GameCharacter.select(survived)
        .join(Game)
        .switch(GameCharacter)
        .where(recorded & (pw.Case(None, [(died(campaign.game), 1)], 0) == 0))
    )
    # A kill is a victim of a recorded game whose killed_by names the killer's fielding.
    victim = GameCharacter.alias("victim")
    killed = pw.fn.COUNT(victim.id)
    kills = (
        GameCharacter.select(killed)
        .join(
            victim,
            on=(
                (json_value(victim.outcome, "killed_by", integer=True) == GameCharacter.id)
                # victims of the campaign's own games: the join reads the campaign's rows,
                # not every fielding on the server
                & in_campaign(
                    campaign,
                    victim,
                    otherwise=victim.game.in_(
                        Game.select(Game.id).where(Game.campaign == campaign)
                    ),
                )
            ),
        )
        .switch(GameCharacter)
        .join(Game)
        .switch(GameCharacter)
        .where(recorded)
    )
    return Leaderboards(
        kills=_board(kills, killed, top, campaign),
        games=_board(games, played, top, campaign),
        survived=_board(lived, survived, top, campaign),
        xp=_most_xp(campaign, top) if switch(campaign, EXPERIENCE) else None,
    )


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

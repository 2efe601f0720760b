"""League tables, standings over time and a character's record, from recorded games."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import cast

import peewee as pw

from models.colours import colours_by_id
from models.league import POINTS_FOR_DRAW as POINTS_FOR_DRAW  # read from here too
from models.league import POINTS_FOR_WIN as POINTS_FOR_WIN
from models.league import died as died
from models.league import league
from models.store.connection import in_campaign, translated_errors
from models.store.schema import (
    DRAW,
    UNRECORDED,
    WINNER,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
)
from rules.outcomes import INJURY_FIELDS


@dataclass
class Standing:
    """One warband's line in the league table."""

    warband_id: int
    name: str
    player: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    kills: int = 0
    losses: int = 0

    @property
    def points(self) -> int:
        return POINTS_FOR_WIN * self.won + POINTS_FOR_DRAW * self.drawn


@translated_errors()  # SQL that reads stored JSON fails as it fetches: in words
def standings(campaign: Campaign) -> list[Standing]:
    """The league table: points (2 a win, 1 a draw), then kills, then name.

    Added up from the campaign's league (:func:`models.league.league`): kept, moved by the
    games recorded since, or read afresh.
    """
    kept = league(campaign)
    found = kept.shown.get("standings")
    if found is None:
        table = []
        for warband_id, (name, player) in kept.warbands.items():
            played, won, drawn, kills, losses = kept.table.get(warband_id, (0, 0, 0, 0, 0))
            table.append(
                Standing(
                    warband_id,
                    name,
                    player,
                    played,
                    won,
                    drawn,
                    played - won - drawn,
                    kills,
                    losses,
                )
            )
        found = kept.shown["standings"] = sorted(
            table, key=lambda s: (-s.points, -s.kills, s.name.casefold())
        )
    # Each caller gets its own rows (a Standing may be changed by its reader); equal rows
    # while nothing was recorded.
    return [replace(row) for row in found]


def results(campaign: Campaign) -> dict[int, tuple[int, int, int]]:
    """Each warband's recorded games: (played, won, drawn), by warband id. One query."""
    recorded = (Game.campaign == campaign) & (Game.result != UNRECORDED)
    won = pw.fn.SUM(
        pw.Case(None, [((Game.result == WINNER) & (Game.winner == GameSide.warband), 1)], 0)
    )
    drawn = pw.fn.SUM(pw.Case(None, [(Game.result == DRAW, 1)], 0))
    query = (
        GameSide.select(GameSide.warband, pw.fn.COUNT(GameSide.id), won, drawn)
        .join(Game)
        .where(recorded & in_campaign(campaign, GameSide))
        .group_by(GameSide.warband)
        .tuples()
    )
    rows = cast(Iterable[tuple[int, int, int | None, int | None]], query)  # as .tuples() gives
    return {wid: (played, int(w or 0), int(d or 0)) for wid, played, w, d in rows}


@dataclass(frozen=True)
class LeagueLine:
    """One warband's line on the standings chart."""

    warband_id: int
    name: str
    colour: str  # "#rrggbb": the warband's colour, as every screen shows it (models.colours)
    points: list[int]  # its league points after each recorded game


@translated_errors()  # SQL that reads stored JSON fails as it fetches: in words
def standings_over_time(campaign: Campaign) -> tuple[list[int], list[LeagueLine]]:
    """The numbers of the recorded games, and each warband's league points after each of
    them, for the standings chart: one line a warband, in its colour. Added up from the
    campaign's league, as :func:`standings` is."""
    kept = league(campaign)
    found = kept.shown.get("over_time")
    if found is None:
        numbers, points = kept.over_time()
        names = {warband_id: name for warband_id, (name, _player) in kept.warbands.items()}
        colours = colours_by_id(names)
        # By warband, not by name: two warbands of one name are two lines.
        lines = [
            LeagueLine(warband_id, name, colours[warband_id], points[warband_id])
            for warband_id, name in names.items()
        ]
        found = kept.shown["over_time"] = (numbers, lines)
    return found


@dataclass(frozen=True)
class Record:
    """A character's summary counts, shown above his history."""

    games: int
    wins: int
    kills: int
    injuries: int


def character_record(character: Character) -> Record:
    """Games played, won, kills and injuries taken, from the recorded games. Two queries."""
    mine = list(
        GameCharacter.select(GameCharacter, Game, GameSide)
        .join(Game)
        .switch(GameCharacter)
        .join(GameSide)
        .where((GameCharacter.character == character) & (Game.result != UNRECORDED))
    )
    games = len(mine)
    wins = sum(1 for gc in mine if gc.game.winner_id == gc.side.warband_id)
    injuries = sum(
        sum(int((gc.outcome or {}).get(key) or 0) for key in INJURY_FIELDS) for gc in mine
    )
    ids = [gc.id for gc in mine]
    kills = 0
    if ids:
        game_ids = list({gc.game_id for gc in mine})
        for victim in GameCharacter.select(GameCharacter.outcome).where(
            GameCharacter.game.in_(game_ids)
        ):
            if (victim.outcome or {}).get("killed_by") in ids:
                kills += 1
    return Record(games=games, wins=wins, kills=kills, injuries=injuries)

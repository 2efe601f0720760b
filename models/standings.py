"""League tables, standings over time and a character's record, from recorded games."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

import peewee as pw

from models.colours import colours_by_id
from models.store.connection import in_campaign, json_true, json_value, translated_errors
from models.store.kept import by_campaign, kept_until_change
from models.store.schema import (
    DRAW,
    UNRECORDED,
    WINNER,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    Warband,
)
from rules.outcomes import BOOL, DEATHS, INJURY_FIELDS, shape_of

POINTS_FOR_WIN = 2
POINTS_FOR_DRAW = 1


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


@kept_until_change(by_campaign)
@translated_errors()  # SQL that reads stored JSON fails as it fetches: in words
def standings(campaign: Campaign) -> list[Standing]:
    """The league table: points (2 a win, 1 a draw), then kills, then name.

    Three queries, whatever the size of the campaign.
    """
    table = {
        w.id: Standing(w.id, w.name, w.player)
        for w in Warband.select().where(Warband.campaign == campaign)
    }
    recorded = (Game.campaign == campaign) & (Game.result != UNRECORDED)
    for warband_id, (played, won, drawn) in results(campaign).items():
        row = table.get(warband_id)
        if row is not None:
            row.played, row.won, row.drawn = played, won, drawn
            row.lost = played - won - drawn
    # Every death of the campaign's recorded games, with the victim's and the killer's
    # warbands: one pass over the outcomes gives both losses and kills.
    killer = GameCharacter.alias("killer")
    killer_side = GameSide.alias("killer_side")
    deaths = (
        GameCharacter.select(GameSide.warband, killer_side.warband)
        .join(GameSide)
        .switch(GameCharacter)
        .join(Game)
        .switch(GameCharacter)
        .join(
            killer,
            pw.JOIN.LEFT_OUTER,
            on=(
                (killer.id == json_value(GameCharacter.outcome, "killed_by", integer=True))
                # killers of the campaign's own games: the campaign's rows only
                # (on a server by the killer's own campaign alone: with his game's too, the
                # planner hashed the campaign's every fielding again for each death)
                & in_campaign(
                    campaign,
                    killer,
                    otherwise=killer.game.in_(
                        Game.select(Game.id).where(Game.campaign == campaign)
                    ),
                )
            ),
        )
        .join(killer_side, pw.JOIN.LEFT_OUTER, on=(killer.side == killer_side.id))
        # on a server, the campaign's fieldings and sides alone are read (and parsed)
        .where(recorded & in_campaign(campaign, GameCharacter, GameSide) & died(campaign.game))
        .tuples()
    )
    # rows as .tuples() gives them: the victim's warband, the killer's (None: no killer)
    for victim_warband, killer_warband in cast(Iterable[tuple[int, int | None]], deaths):
        if victim_warband in table:
            table[victim_warband].losses += 1
        if killer_warband in table:
            table[killer_warband].kills += 1
    return sorted(table.values(), key=lambda s: (-s.points, -s.kills, s.name.casefold()))


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


def died(rules_id: str) -> pw.Expression:
    """Whether a fielded character's outcome is a death, as SQL: the outcome's death field,
    as rules/outcomes.py declares it, holds a death (K2)."""
    shape = shape_of(rules_id)
    death = shape.field(shape.death)
    if death.kind == BOOL:
        return json_true(GameCharacter.outcome, death.key)
    value = json_value(GameCharacter.outcome, death.key)
    # json_value builds a function, a cast or a node list: each a column, typed as a node
    assert isinstance(value, pw.ColumnBase)
    return value.in_([choice for choice in death.values if choice in DEATHS])


@dataclass(frozen=True)
class LeagueLine:
    """One warband's line on the standings chart."""

    warband_id: int
    name: str
    colour: str  # "#rrggbb": the warband's colour, as every screen shows it (models.colours)
    points: list[int]  # its league points after each recorded game


@kept_until_change(by_campaign)
def standings_over_time(campaign: Campaign) -> tuple[list[int], list[LeagueLine]]:
    """The numbers of the recorded games, and each warband's league points after each of
    them, for the standings chart: one line a warband, in its colour."""
    warbands = {w.id: w.name for w in Warband.select().where(Warband.campaign == campaign)}
    colours = colours_by_id(warbands)
    recorded = (Game.campaign == campaign) & (Game.result != UNRECORDED)
    query = (
        Game.select(Game.id, Game.number, Game.result, Game.winner)
        .where(recorded)
        .order_by(Game.number)
        .tuples()
    )
    # rows as .tuples() gives them (the stubs type them as models), here and below
    games = list(cast(Iterable[tuple[int, int, str, int | None]], query))
    sides: dict[int, list[int]] = defaultdict(list)
    side_rows = GameSide.select(GameSide.game, GameSide.warband).join(Game).where(recorded).tuples()
    for game_id, warband_id in cast(Iterable[tuple[int, int]], side_rows):
        sides[game_id].append(warband_id)
    totals = dict.fromkeys(warbands, 0)
    # By warband, not by name: two warbands of one name are two lines.
    points: dict[int, list[int]] = {warband_id: [] for warband_id in warbands}
    numbers = []
    for game_id, number, result, winner_id in games:
        for warband_id in sides[game_id]:
            if warband_id not in totals:
                continue
            if result == DRAW:
                totals[warband_id] += POINTS_FOR_DRAW
            elif winner_id == warband_id:
                totals[warband_id] += POINTS_FOR_WIN
        numbers.append(number)
        for warband_id, values in points.items():
            values.append(totals[warband_id])
    lines = [
        LeagueLine(warband_id, name, colours[warband_id], points[warband_id])
        for warband_id, name in warbands.items()
    ]
    return numbers, lines


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

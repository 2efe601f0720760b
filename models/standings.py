"""League tables, standings over time and a character's record, from recorded games."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from models.outcomes import is_dead
from models.schema import (
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


def _recorded(campaign: Campaign) -> list[Game]:
    return list(
        Game.select()
        .where((Game.campaign == campaign) & (Game.result != UNRECORDED))
        .order_by(Game.number)
    )


def standings(campaign: Campaign) -> list[Standing]:
    """The league table: points (2 a win, 1 a draw), then kills, then name. Three queries."""
    table = {
        w.id: Standing(w.id, w.name, w.player)
        for w in Warband.select().where(Warband.campaign == campaign)
    }
    games = {g.id: g for g in _recorded(campaign)}
    if not games:
        return sorted(table.values(), key=lambda s: s.name.casefold())
    sides = list(GameSide.select().where(GameSide.game.in_(list(games))))
    warband_of_side = {side.id: side.warband_id for side in sides}
    for side in sides:
        row = table.get(side.warband_id)
        if row is None:
            continue
        game = games[side.game_id]
        row.played += 1
        if game.result == DRAW:
            row.drawn += 1
        elif game.result == WINNER and game.winner_id == side.warband_id:
            row.won += 1
        else:
            row.lost += 1
    campaign_game = campaign.game
    fielded = GameCharacter.select().where(GameCharacter.game.in_(list(games)))
    side_of_gc = {}
    outcomes = []
    for gc in fielded:
        side_of_gc[gc.id] = gc.side_id
        outcomes.append(gc)
    for gc in outcomes:
        outcome = gc.outcome or {}
        if is_dead(campaign_game, outcome):
            table[warband_of_side[gc.side_id]].losses += 1
            killer = outcome.get("killed_by")
            if killer in side_of_gc:
                table[warband_of_side[side_of_gc[killer]]].kills += 1
    return sorted(table.values(), key=lambda s: (-s.points, -s.kills, s.name.casefold()))


def standings_over_time(campaign: Campaign) -> tuple[list[int], dict[str, list[int]]]:
    """League points of each warband after each recorded game, for the standings chart."""
    games = _recorded(campaign)
    warbands = {w.id: w.name for w in Warband.select().where(Warband.campaign == campaign)}
    sides: dict[int, list[int]] = defaultdict(list)
    if games:
        for side in GameSide.select().where(GameSide.game.in_([g.id for g in games])):
            sides[side.game_id].append(side.warband_id)
    totals = dict.fromkeys(warbands, 0)
    series: dict[str, list[int]] = {name: [] for name in warbands.values()}
    numbers = []
    for game in games:
        for warband_id in sides[game.id]:
            if warband_id not in totals:
                continue
            if game.result == DRAW:
                totals[warband_id] += POINTS_FOR_DRAW
            elif game.winner_id == warband_id:
                totals[warband_id] += POINTS_FOR_WIN
        numbers.append(game.number)
        for warband_id, name in warbands.items():
            series[name].append(totals[warband_id])
    return numbers, series


@dataclass(frozen=True)
class Record:
    """A character's summary counts, shown above his history."""

    games: int
    wins: int
    kills: int
    injuries: int


INJURY_KEYS = ("attack_lost", "defend_lost", "leg", "arm", "neck")


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
    injuries = sum(sum(int((gc.outcome or {}).get(key) or 0) for key in INJURY_KEYS) for gc in mine)
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

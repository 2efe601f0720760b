"""Leaderboards of characters: most kills, most games, longest-lived."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from playhouse.test_utils import count_queries

from models import campaigns, characters, games, outcomes
from models.leaderboards import leaderboards
from models.standings import standings, standings_over_time
from models.store.location import DatabaseLocation
from models.store.schema import DEAD, Campaign, Character, GameCharacter, Warband

LEVY = {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 2}


def board(leaders: tuple) -> list[tuple[str, int]]:
    return [(leader.name, leader.value) for leader in leaders]


def play(campaign: Campaign, *, killed: dict[str, str], recorded: bool = True) -> None:
    """A game of everyone able to play in Camelot against Kent; ``killed``: victim → killer."""
    sides = [Warband.get(Warband.name == name) for name in ("Camelot", "Kent")]
    game = games.create_game(
        campaign=campaign,
        scenario="skirmish" if campaign.game == "beastrider_wars" else "pitched_battle",
        sides=[games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in sides],
    )
    if not recorded:
        return
    fielded = {gc.name: gc.id for gc in GameCharacter.select().where(GameCharacter.game == game)}
    outcomes.record_outcome(
        game=game,
        winner=None,
        outcomes={
            fielded[victim]: {"fate": "slain", "killed_by": fielded[killer]}
            for victim, killer in killed.items()
        },
    )


def test_kills_games_and_games_survived(database: Path) -> None:
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [LEVY]}
    )
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    kent = campaigns.create_warband(campaign=campaign, name="Kent")
    characters.recruit_several(warband=camelot, profile="levy", names=["Kai", "Bors"])
    characters.recruit_several(warband=kent, profile="levy", names=["Gawain", "Agravain", "Ywain"])
    play(campaign, killed={"Agravain": "Kai"})
    play(campaign, killed={"Ywain": "Kai", "Bors": "Gawain"})
    play(campaign, killed={}, recorded=False)  # not recorded: it counts for nothing
    characters.delete_character(character=Character.get(Character.name == "Bors"))
    with count_queries() as counter:
        boards = leaderboards(campaign)
    assert counter.count == 4  # one more for most XP: a new campaign has experience (K6)
    assert board(boards.kills) == [("Kai", 2), ("Gawain", 1)]  # Bors was deleted
    assert board(boards.games) == [("Gawain", 2), ("Kai", 2), ("Ywain", 2), ("Agravain", 1)]
    # Ywain died in his second game, Agravain in his first.
    assert board(boards.survived) == [("Gawain", 2), ("Kai", 2), ("Ywain", 1)]
    ywain = next(leader for leader in boards.games if leader.name == "Ywain")
    assert (ywain.status, ywain.warband) == (DEAD, "Kent")
    assert board(leaderboards(campaign, top=1).games) == [("Gawain", 2)]


def test_an_outcome_without_its_death_field_is_no_death(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Border", game="beastrider_wars")
    for band, profile, name in (("Camelot", "stagrider", "Maelis"), ("Kent", "bear_rider", "Ulla")):
        warband = campaigns.create_warband(campaign=campaign, name=band)
        characters.recruit(warband=warband, profile=profile, name=name)
    play(campaign, killed={})
    GameCharacter.update(outcome={}).execute()  # as a campaign file may write it
    assert board(leaderboards(campaign).survived) == [("Maelis", 1), ("Ulla", 1)]


def test_a_kill_counts_only_in_the_game_it_was_made_in(database: Path) -> None:
    """The kills board reads only the campaign's own games: a victim of another game whose
    outcome names one of this campaign's fieldings (a damaged row) is no kill of his."""
    from models.standings import standings
    from models.store.schema import Game

    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [LEVY]}
    )
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    kent = campaigns.create_warband(campaign=campaign, name="Kent")
    characters.recruit_several(warband=camelot, profile="levy", names=["Kai"])
    characters.recruit_several(warband=kent, profile="levy", names=["Gawain", "Ywain"])
    play(campaign, killed={"Ywain": "Kai"})
    kai = GameCharacter.get(GameCharacter.name == "Kai")
    other = campaigns.create_campaign(
        name="Elsewhere", game="caliburns_wrath", house_rules={"profiles": [LEVY]}
    )
    for name in ("Camelot", "Kent"):
        band = campaigns.create_warband(campaign=other, name=name)
        characters.recruit_several(warband=band, profile="levy", names=[f"{name} levy"])
    sides = list(Warband.select().where(Warband.campaign == other))
    game = games.create_game(
        campaign=other,
        scenario="pitched_battle",
        sides=[games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in sides],
    )
    Game.update(result="draw").where(Game.id == game.id).execute()
    GameCharacter.update(outcome={"fate": "slain", "killed_by": kai.id}).where(
        GameCharacter.game == game
    ).execute()
    assert board(leaderboards(campaign).kills) == [("Kai", 1)]
    assert {row.name: row.kills for row in standings(campaign)}["Camelot"] == 1


def _written_by_another_connection(database: Path | DatabaseLocation, sql: str) -> None:
    """``sql`` committed by a connection of its own: another copy of Muster, or another
    login of the club."""
    if isinstance(database, DatabaseLocation):
        import psycopg

        with psycopg.connect(**database.connect_params(), autocommit=True) as conn:  # type: ignore[arg-type]  # libpq's keys (connect_params)
            conn.execute(sql)
        return
    other = sqlite3.connect(database, isolation_level=None)
    try:
        other.execute(sql)
    finally:
        other.close()


def test_the_summaries_are_kept_until_the_database_changes(
    database: Path | DatabaseLocation,
) -> None:
    """Shown again with nothing written since, the standings, the chart and the leaderboards
    read nothing; anything written, here or by another connection, is read afresh."""
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [LEVY]}
    )
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    kent = campaigns.create_warband(campaign=campaign, name="Kent")
    characters.recruit_several(warband=camelot, profile="levy", names=["Kai"])
    characters.recruit_several(warband=kent, profile="levy", names=["Gawain", "Ywain"])
    play(campaign, killed={"Gawain": "Kai"})

    def shown() -> tuple:
        return (
            [(s.name, s.played, s.kills) for s in standings(campaign)],
            standings_over_time(campaign)[0],
            board(leaderboards(campaign).kills),
        )

    first = shown()
    assert first == ([("Camelot", 1, 1), ("Kent", 1, 0)], [1], [("Kai", 1)])
    with count_queries() as counter:
        assert shown() == first
    assert counter.count == 0
    play(campaign, killed={})  # recorded here
    assert shown() == ([("Camelot", 2, 1), ("Kent", 2, 0)], [1, 2], [("Kai", 1)])
    _written_by_another_connection(
        database, "UPDATE warband SET name = 'Lyonesse' WHERE name = 'Kent'"
    )
    assert shown()[0] == [("Camelot", 2, 1), ("Lyonesse", 2, 0)]
    renamed = "UPDATE character SET name = 'Kay' WHERE name = 'Kai'"
    _written_by_another_connection(database, renamed)
    assert shown()[2] == [("Kay", 1)]

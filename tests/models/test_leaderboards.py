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
    # The league (models/league.py): the warbands, the characters, the recorded games with
    # their sides, their fieldings; one more for most XP: a new campaign has experience (K6).
    assert counter.count == 5
    with count_queries() as counter:
        standings(campaign), standings_over_time(campaign)
    assert counter.count == 0  # the same league, kept
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


def _seen(campaign: Campaign) -> tuple:
    """Everything the Standings tab shows of ``campaign``."""
    boards = leaderboards(campaign)
    return (
        [
            (s.warband_id, s.name, s.player, s.played, s.won, s.drawn, s.lost, s.kills, s.losses)
            for s in standings(campaign)
        ],
        standings_over_time(campaign),
        [board(getattr(boards, key)) for key in ("kills", "games", "survived")],
        [(leader.warband, leader.status) for leader in boards.games],
    )


def test_after_a_change_only_what_it_wrote_is_read_and_the_league_is_as_read_afresh(
    database: Path | DatabaseLocation,
) -> None:
    """A game recorded, corrected, undone and redone, a warrior renamed or deleted, a warband
    deleted: the league reads only the games and rows the change wrote, and shows what
    reading everything afresh shows. Another connection's write reads everything again."""
    from models.changes import recording
    from models.store.kept import forget_everything
    from models.store.schema import Game

    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [LEVY]}
    )
    for band, names in (("Camelot", ["Kai", "Bors"]), ("Kent", ["Gawain", "Ywain"])):
        warband = campaigns.create_warband(campaign=campaign, name=band)
        characters.recruit_several(warband=warband, profile="levy", names=names)
    lyonesse = campaigns.create_warband(campaign=campaign, name="Lyonesse")
    characters.recruit_several(warband=lyonesse, profile="levy", names=["Tristan"])
    play(campaign, killed={"Gawain": "Kai"})

    def changed(write, *, reads: int) -> None:
        """After ``write`` (run in a recording, as the app runs every action): the league
        read in ``reads`` statements at most (a fresh read takes five: the warbands, the
        characters, the games, their fieldings, and most XP), and as a fresh read shows it."""
        _seen(campaign)  # kept as it is now
        with recording() as written:
            write()
        steps.append(written)
        with count_queries() as counter:
            seen = _seen(campaign)
        assert counter.count <= reads
        forget_everything()
        assert seen == _seen(campaign)

    steps: list = []
    changed(lambda: play(campaign, killed={"Ywain": "Bors"}), reads=5)
    game = Game.select().where(Game.campaign == campaign).order_by(Game.number.desc()).get()
    fielded = {gc.name: gc.id for gc in GameCharacter.select().where(GameCharacter.game == game)}
    kent = Warband.get(Warband.name == "Kent")
    corrected = {fielded["Kai"]: {"fate": "slain", "killed_by": fielded["Ywain"]}}
    changed(lambda: outcomes.record_outcome(game=game, winner=kent, outcomes=corrected), reads=4)
    for undone in (steps[-1].inverse(), steps[-1]):  # undo the correction, then redo it
        changed(undone.apply, reads=4)
    changed(lambda: play(campaign, killed={}, recorded=False), reads=2)  # set up, unrecorded
    later = Game.select().where(Game.campaign == campaign).order_by(Game.number.desc()).get()
    bors = GameCharacter.get((GameCharacter.game == later) & (GameCharacter.name == "Bors"))
    changed(  # and recorded, an action of its own
        lambda: outcomes.record_outcome(
            game=later, winner=None, outcomes={bors.id: {"fate": "slain"}}
        ),
        reads=4,
    )
    kai = Character.get(Character.name == "Kai")
    changed(lambda: characters.rename_character(character=kai, name="Kay"), reads=2)
    gawain = Character.get(Character.name == "Gawain")
    changed(lambda: characters.delete_character(character=gawain), reads=4)
    # the warbands, its characters, its games again (and most XP)
    changed(lambda: campaigns.delete_warband(warband=kent), reads=5)
    changed(steps[-1].inverse().apply, reads=5)  # the warband back, with its games' sides
    # a fresh read: four statements (and one for most XP)
    with count_queries() as counter:
        _seen(campaign)
    assert counter.count == 0
    # A write of this connection's own that no recorded change says (as a repair might make),
    # then a recorded one: the league cannot follow rows it was not told, and reads afresh.
    Warband.update(name="Cornwall").where(Warband.id == kent.id).execute()
    with recording():
        characters.rename_character(character=kai, name="Kai")
    with count_queries() as counter:
        seen = _seen(campaign)
    assert counter.count == 5
    assert "Cornwall" in [name for _id, name, *_rest in seen[0]]
    _written_by_another_connection(database, "UPDATE game SET result = 'draw'")
    with count_queries() as counter:
        seen = _seen(campaign)
    assert counter.count == 5
    assert seen[0][0][5] == 3  # every game a draw now, Camelot's three too


def test_a_server_change_is_followed_only_when_its_own_transaction_alone_moved_the_snapshot() -> (
    None
):
    """``xmin:xmax:xip`` before and after a recorded change on a server: followed row by row
    only when one transaction id was given out (the change's) and no other transaction ended."""
    from models.store.kept import _only_this

    assert _only_this("100:100:", "101:101:")
    assert _only_this("98:100:98,99", "98:101:98,99")  # the two still running
    assert not _only_this("100:100:", "102:102:")  # another transaction wrote too
    assert not _only_this("98:100:98,99", "98:101:98")  # 99 ended meanwhile
    assert not _only_this("98:100:98", "100:101:")  # 98 ended
    assert not _only_this("100:100:", "not a snapshot")
    assert _only_this((5, 7), (9, 7))  # a file: this connection's rows, no other's commit
    assert not _only_this((5, 7), (9, 8))

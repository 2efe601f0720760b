"""Advances at the table (K6): a warrior's advances change the dice he rolls in the tracker.
A Caliburn's Wrath warrior's extra combat dice are kept in his seat, in the database and in
the campaign file (version 6), and read with care; a Beastrider warrior's extra attack and
defend dice are in his seat's dice."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from playhouse.test_utils import count_queries

from models import campaigns, characters, games, outcomes, tracker
from models.check import check_database
from models.exchange import export_json, import_campaign
from models.games import SidePlan
from models.roster import fighter_of
from models.store.schema import Campaign, Character, Game, TrackedCharacter, Warband
from models.upgrades import add_upgrade, advance
from rules import tracker as t
from rules import tracker_odds as to
from rules.caliburn import combat_odds
from rules.games import BEASTRIDER, CALIBURN, load_game
from tests.models.test_exchange import refused


def _sides(*bands: Warband) -> list[SidePlan]:
    return [SidePlan(b.id, "", tuple(c.id for c in games.able_to_play(b))) for b in bands]


def _won_games(campaign: Campaign, winner: Warband, loser: Warband, count: int) -> None:
    """``count`` games the first warband won, each survivor earning his XP (K6)."""
    for _ in range(count):
        scenario = "skirmish" if campaign.game == BEASTRIDER else "pitched_battle"
        game = games.create_game(campaign=campaign, scenario=scenario, sides=_sides(winner, loser))
        outcomes.record_outcome(game=game, winner=winner, outcomes={})


def _at_the_table(campaign: Campaign, *bands: Warband) -> tuple[Game, tracker.Tracking]:
    scenario = "skirmish" if campaign.game == BEASTRIDER else "pitched_battle"
    game = games.create_game(campaign=campaign, scenario=scenario, sides=_sides(*bands))
    tracker.start_tracking(game=game, seed=5)
    tracking = tracker.read_tracking(game)
    assert tracking is not None
    return game, tracking


def _place(tracking: tracker.Tracking, name: str) -> int:
    return next(p for p, seat in tracking.table.seats.items() if seat.name == name)


def knights(database: Path) -> tuple[Campaign, Character, Game, tracker.Tracking]:
    """Kai won four games (8 XP), bought an extra combat die with them, and is at the table
    against Wulfstan."""
    campaign = campaigns.create_campaign(name="Camelot", game=CALIBURN)
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    chapel = campaigns.create_warband(campaign=campaign, name="Chapel")
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    characters.recruit(warband=chapel, profile="sir_gawain", name="Wulfstan")
    _won_games(campaign, camelot, chapel, 4)
    advance(character=Character.get_by_id(kai.id), kind="combat")
    game, tracking = _at_the_table(campaign, camelot, chapel)
    return campaign, kai, game, tracking


def test_a_caliburn_warrior_who_bought_a_die_rolls_five_at_the_table(database: Path) -> None:
    _campaign, _kai, game, tracking = knights(database)
    rules = load_game(CALIBURN)
    kai, wulfstan = _place(tracking, "Kai"), _place(tracking, "Wulfstan")
    assert tracking.table.seats[kai].extra_dice == 1
    assert tracking.table.seats[wulfstan].extra_dice == 0
    row = TrackedCharacter.get(TrackedCharacter.place == kai)
    assert row.seat["extra_dice"] == 1
    assert "extra_dice" not in TrackedCharacter.get(TrackedCharacter.place == wulfstan).seat
    odds = to.caliburn_fight(rules, tracking.table, kai, wulfstan)
    assert (odds.attacker.combat_dice, odds.defender.combat_dice) == (5, 3)
    assert (odds.attacker_wins, odds.tie, odds.defender_wins) == combat_odds(5, 3, 0, 0)
    # A change made at the table keeps his seat as it was.
    tracker.track(game=game, change=t.Change(t.WOUND, who=kai, by=wulfstan, what=t.ARM))
    again = tracker.read_tracking(game)
    assert again is not None and again.table.seats[kai].extra_dice == 1
    assert check_database(repair=False).ok


def test_a_table_kept_before_advances_reads_as_no_extra_dice(database: Path) -> None:
    _campaign, _kai, game, tracking = knights(database)
    kai = _place(tracking, "Kai")
    row = TrackedCharacter.get(TrackedCharacter.place == kai)
    TrackedCharacter.update(seat={k: v for k, v in row.seat.items() if k != "extra_dice"}).where(
        TrackedCharacter.id == row.id
    ).execute()
    before = tracker.read_tracking(game)
    assert before is not None and before.table.seats[kai].extra_dice == 0
    assert check_database(repair=False).ok
    TrackedCharacter.update(seat=row.seat | {"extra_dice": -3}).where(
        TrackedCharacter.id == row.id
    ).execute()
    report = check_database(repair=False)
    assert not report.ok
    assert "extra_dice: must be 0 to 5" in report.render()


def test_his_extra_dice_come_through_the_campaign_file(database: Path) -> None:
    campaign, _kai, game, tracking = knights(database)
    document = json.loads(export_json(campaign))
    at = next(i for i, g in enumerate(document["games"]) if g["number"] == game.number)
    kai = _place(tracking, "Kai")
    seats = document["games"][at]["tracker"]["seats"]
    index = next(i for i, seat in enumerate(seats) if seat["place"] == kai)
    assert seats[index]["seat"]["extra_dice"] == 1
    imported = import_campaign(copy.deepcopy(document) | {"name": "Camelot again"})
    again = tracker.read_tracking(
        Game.get((Game.campaign == imported) & (Game.number == game.number))
    )
    assert again is not None and again.table == tracking.table
    assert check_database(repair=False).ok
    where = f"games[{at}].tracker.seats[{index}].seat.extra_dice"
    for value, problem in (
        (-1, "must be 0 to 5"),
        (10**20, "must be 0 to 5"),
        ("1", "must be a whole number"),
        (None, "must be a whole number"),
        (2, "Kai would roll 6d6, and no warrior rolls more than 5d6 (K6)"),
    ):
        hostile = copy.deepcopy(document)
        hostile["games"][at]["tracker"]["seats"][index]["seat"]["extra_dice"] = value
        assert refused(hostile) == f"{where}: {problem}"
    older = copy.deepcopy(document)
    older["version"] = 5
    for played in older["games"]:  # version 6's XP in the games' effects aside
        for effect in (played.get("details") or {}).get("effects", {}).values():
            effect.pop("xp", None)
    assert refused(older) == (
        f"{where}: unknown field in a version 5 campaign file (extra combat dice from advances "
        "at the table came with version 6)"
    )


@pytest.mark.parametrize("kind", ["attack", "defend"])
def test_a_beastrider_warriors_advanced_dice_show_and_roll_at_the_table(
    database: Path, kind: str
) -> None:
    """The Beastrider Wars: an extra attack or defend die bought with XP is in his seat's dice,
    rolled by the table's odds, and the post-battle screen lets him lose it."""
    rules = load_game(BEASTRIDER)
    campaign = campaigns.create_campaign(name="Border", game=BEASTRIDER)
    stags = campaigns.create_warband(campaign=campaign, name="Stags")
    bears = campaigns.create_warband(campaign=campaign, name="Bears")
    eldric = characters.recruit(warband=stags, profile="stagrider", name="Eldric")
    characters.recruit(warband=bears, profile="bear_rider", name="Brann")
    _won_games(campaign, stags, bears, 3)  # 2 XP a win
    add_upgrade(character=Character.get_by_id(eldric.id), kind=kind)
    profile = rules.profiles["stagrider"]
    dice = (profile.attack + (kind == "attack"), profile.defend + (kind == "defend"))
    fighter = fighter_of(rules, Character.get_by_id(eldric.id))
    assert (fighter.attack, fighter.defend) == dice
    game, tracking = _at_the_table(campaign, stags, bears)
    place, brann = _place(tracking, "Eldric"), _place(tracking, "Brann")
    assert t.dice_left(tracking.table, place) == dice
    assert to.beastrider_attack(rules, tracking.table, place, brann).attack_dice == dice[0]
    assert to.beastrider_attack(rules, tracking.table, brann, place).defend_dice == dice[1]
    tracker.abandon(game=game)
    lost = {"attack_lost": dice[0]} if kind == "attack" else {"defend_lost": dice[1]}
    fielded = next(gc for gc in games.fielded(game) if gc.name == "Eldric")
    outcomes.record_outcome(
        game=game, winner=None, outcomes={fielded.id: lost | {"fled": kind == "attack"}}
    )


def test_the_table_reads_each_warriors_xp_in_two_more_queries(database: Path) -> None:
    """With experience on, the tracker shows each warrior's XP (K6): Kai earned 8 in four
    wins, spent 8 on his die; Wulfstan earned 4 for playing. Off, none, and no query for it."""
    campaign, _kai, game, tracking = knights(database)
    assert tracking.xp is not None
    xp = {tracking.table.seats[p].name: (a.earned, a.spent, a.left) for p, a in tracking.xp.items()}
    assert xp == {"Kai": (8, 8, 0), "Wulfstan": (4, 0, 4)}
    with count_queries() as on:
        tracker.read_tracking(game)
    campaigns.set_house_rules(campaign=campaign, house_rules={"experience": False})
    with count_queries() as off:
        off_tracking = tracker.read_tracking(game)
    assert off_tracking is not None and off_tracking.xp is None
    assert on.count == off.count + 2

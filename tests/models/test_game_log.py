"""A recorded game's summary and the campaign's log."""

from __future__ import annotations

from pathlib import Path

from playhouse.test_utils import count_queries

from models import campaigns, characters, games, outcomes, shop
from models.game_log import campaign_log, game_summary
from models.store.schema import Campaign, GameCharacter, Warband


def duel(campaign: Campaign, one: str, two: str) -> games.Game:
    first, second = (Warband.get(Warband.name == n) for n in (one, two))
    return games.create_game(
        campaign=campaign,
        scenario="skirmish" if campaign.game == "beastrider_wars" else "duel",
        sides=[
            games.SidePlan(first.id, "", tuple(c.id for c in games.able_to_play(first))),
            games.SidePlan(second.id, "", tuple(c.id for c in games.able_to_play(second))),
        ],
    )


def gc(name: str) -> int:
    return GameCharacter.get(GameCharacter.name == name).id


def test_a_beastrider_game_and_a_draw(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Border", game="beastrider_wars")
    for band, profile, name in (("Stags", "stagrider", "Maelis"), ("Bears", "bear_rider", "Ulla")):
        warband = campaigns.create_warband(campaign=campaign, name=band)
        characters.recruit(warband=warband, profile=profile, name=name)
    game = duel(campaign, "Stags", "Bears")
    assert game_summary(game).result == "Not recorded yet."
    outcomes.record_outcome(
        game=game,
        winner=None,
        outcomes={gc("Ulla"): {"defend_lost": 2, "killed": True, "killed_by": gc("Maelis")}},
    )
    summary = game_summary(game)
    assert summary.title == "Game 1: Skirmish"
    assert summary.result == "A draw between Stags and Bears."
    assert summary.deaths == ("Ulla (Bears): killed by Maelis of Stags",)
    assert (summary.lost, summary.stashed, summary.gold, summary.gold_total) == ((), (), (), 0)


def test_lasting_injuries_gold_and_a_death_without_a_killer(database: Path) -> None:
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"lasting_injuries": True}
    )
    for band, profile, name in (("Camelot", "sir_kai", "Kai"), ("Kent", "sir_gawain", "Gawain")):
        warband = campaigns.create_warband(campaign=campaign, name=band)
        characters.recruit(warband=warband, profile=profile, name=name)
    shop.buy_item(character=characters.Character.get(name="Gawain"), item="mace")
    game = duel(campaign, "Camelot", "Kent")
    outcomes.record_outcome(
        game=game,
        winner=Warband.get(Warband.name == "Camelot"),
        outcomes={gc("Kai"): {"leg": 1, "arm": 1}, gc("Gawain"): {"fate": "decapitated"}},
    )
    summary = game_summary(game)
    assert summary.deaths == ("Gawain (Kent): decapitated",)
    assert summary.injuries == ("Kai: 1 arm, 1 leg",)
    assert summary.stashed == ("Gawain's Mace, to the stash of Kent",)
    assert summary.gold == ("Kai: 2 gp",)  # played and won; nobody killed Gawain by hand


def test_the_log_is_two_queries_newest_first(database: Path) -> None:
    levy = {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 2}
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [levy]}
    )
    camelot = campaigns.create_warband(campaign=campaign, name="Camelot")
    kent = campaigns.create_warband(campaign=campaign, name="Kent")
    for n in range(5):
        characters.recruit(warband=camelot if n % 2 else kent, profile="levy", name=f"K{n}")
        if n < 4:
            characters.retire_character(character=characters.Character.get(name=f"K{n}"))
    with count_queries() as counter:
        rows = campaign_log(campaign)
    assert counter.count == 2  # the entries, and the corrections
    assert [r.text for r in rows[:2]] == [
        "Recruited as Levy with 2 gp.",
        "Retired from the warband.",
    ]
    assert rows[-1].warband == "" and rows[-1].who == ""
    assert {r.warband for r in campaign_log(campaign, warband_id=camelot.id)} == {"Camelot"}
    retired = campaign_log(campaign, kinds=["retired"])
    assert len(retired) == 4 and {r.kind for r in retired} == {"retired"}


def test_the_log_marks_what_a_correction_superseded(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    for band, profile, name in (("Camelot", "sir_kai", "Kai"), ("Kent", "sir_gawain", "Gawain")):
        warband = campaigns.create_warband(campaign=campaign, name=band)
        characters.recruit(warband=warband, profile=profile, name=name)
    game = duel(campaign, "Camelot", "Kent")
    camelot = Warband.get(Warband.name == "Camelot")
    outcomes.record_outcome(
        game=game,
        winner=camelot,
        outcomes={gc("Gawain"): {"fate": "slain", "killed_by": gc("Kai")}},
    )
    assert all(row.corrected is None for row in campaign_log(campaign))
    # Gawain was only wounded after all: the kill and the death stay in the log, superseded.
    outcomes.record_outcome(game=game, winner=camelot, outcomes={gc("Gawain"): {"leg": 1}})
    kills = campaign_log(campaign, kinds=["kill"])
    assert [row.text for row in kills] == ["Killed Gawain of Kent."]
    assert kills[0].corrected is not None
    deaths = campaign_log(campaign, kinds=["death"])
    assert len(deaths) == 1 and deaths[0].corrected == kills[0].corrected
    corrections = campaign_log(campaign, kinds=["correction"])
    assert corrections and all(row.corrected is None for row in corrections)

"""Experience seen (K6): most XP on the leaderboards, and each warrior's XP on the published
pages; none of it in a campaign with experience off."""

from __future__ import annotations

from pathlib import Path

import pytest
from playhouse.test_utils import count_queries

from models import campaigns, characters, games, outcomes
from models.leaderboards import leaderboards
from models.publish import publish_campaign
from models.store.schema import Campaign, Character, GameCharacter, Warband

LEVY = {"id": "levy", "name": "Levy", "points": 3, "combat_dice": 1, "gold": 2}


def round_table(experience: bool) -> Campaign:
    campaign = campaigns.create_campaign(
        name="Round Table",
        game="caliburns_wrath",
        house_rules={"profiles": [LEVY], "experience": experience},
    )
    for name, who in (("Camelot", ("Kai", "Bors")), ("Kent", ("Gawain", "Ywain"))):
        warband = campaigns.create_warband(campaign=campaign, name=name)
        characters.recruit_several(warband=warband, profile="levy", names=list(who))
    return campaign


def play(campaign: Campaign, *, winner: str | None, killed: dict[str, str]) -> games.Game:
    sides = [Warband.get(Warband.name == name) for name in ("Camelot", "Kent")]
    game = games.create_game(
        campaign=campaign,
        scenario="pitched_battle",
        sides=[games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in sides],
    )
    fielded = {gc.name: gc.id for gc in GameCharacter.select().where(GameCharacter.game == game)}
    outcomes.record_outcome(
        game=game,
        winner=Warband.get(Warband.name == winner) if winner else None,
        outcomes={
            fielded[victim]: {"fate": "slain", "killed_by": fielded[killer]}
            for victim, killer in killed.items()
        },
    )
    return game


def board(leaders: tuple | None) -> list[tuple[str, int]] | None:
    return None if leaders is None else [(leader.name, leader.value) for leader in leaders]


def test_most_xp_earned_in_one_more_query_and_recomputed_by_a_correction(
    database: Path,
) -> None:
    campaign = round_table(experience=True)
    game = play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    with count_queries() as counter:
        boards = leaderboards(campaign)
    # the league's four queries (models/league.py), and one for the histories
    assert counter.count == 5
    # Kai: played, won, one kill; Bors: played, won; Gawain: played; Ywain died.
    assert board(boards.xp) == [("Kai", 3), ("Bors", 2), ("Gawain", 1)]
    outcomes.record_outcome(game=game, winner=None, outcomes={})  # a draw, nobody killed
    assert board(leaderboards(campaign).xp) == [
        ("Bors", 1),
        ("Gawain", 1),
        ("Kai", 1),
        ("Ywain", 1),
    ]


def test_without_experience_there_is_no_xp_board(database: Path) -> None:
    campaign = round_table(experience=False)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    with count_queries() as counter:
        boards = leaderboards(campaign)
    assert counter.count == 4 and boards.xp is None  # the league's four queries


@pytest.mark.sqlite_only  # the pages are the same on a server (what it reads)
def test_the_published_pages_show_each_warriors_xp_and_most_xp(
    database: Path, tmp_path: Path
) -> None:
    campaign = round_table(experience=True)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    out = tmp_path / "site"
    publish_campaign(campaign=campaign, out=out)
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "<h3>Most XP earned</h3>" in index and "Kai</a> (Camelot): 3</li>" in index
    kai = Character.get(Character.name == "Kai")
    said = '<div class="xp">XP: 3 left (3 earned, 0 spent)</div>'
    assert said in (out / "characters" / f"{kai.id}.html").read_text(encoding="utf-8")
    assert said in (out / "warbands" / f"{kai.warband_id}.html").read_text(encoding="utf-8")


@pytest.mark.sqlite_only
def test_without_experience_the_pages_show_no_xp(database: Path, tmp_path: Path) -> None:
    campaign = round_table(experience=False)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    out = tmp_path / "site"
    publish_campaign(campaign=campaign, out=out)
    assert "Most XP" not in (out / "index.html").read_text(encoding="utf-8")
    kai = Character.get(Character.name == "Kai")
    assert 'class="xp"' not in (out / "characters" / f"{kai.id}.html").read_text(encoding="utf-8")


@pytest.mark.sqlite_only  # the cards are the same on a server (what it reads)
def test_each_printed_card_shows_his_xp_left_of_what_he_earned(database: Path) -> None:
    from models.pdf.cards import render_cards
    from tests.models.pdf_support import FIXED, flat, pdf_pages

    campaign = round_table(experience=True)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    printed = flat(" ".join(pdf_pages(render_cards(campaign=campaign, options=FIXED))))
    assert printed.count("XP left") == 3  # Ywain is dead: no card
    assert "Kai" in printed and "3 of 3" in printed and "2 of 2" in printed


@pytest.mark.sqlite_only
def test_without_experience_the_cards_have_no_xp(database: Path) -> None:
    from models.pdf.cards import render_cards
    from tests.models.pdf_support import FIXED, pdf_pages

    campaign = round_table(experience=False)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    assert "XP" not in " ".join(pdf_pages(render_cards(campaign=campaign, options=FIXED)))

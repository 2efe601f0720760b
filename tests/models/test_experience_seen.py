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


def _cells_fit(table) -> int:
    """Every line of ``table``'s cells within its cell's width; how many were checked."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.platypus import Paragraph

    from models.pdf.lines import TextLine

    checked = 0
    for row in table._cellvalues:
        for value in row:
            for part in value if isinstance(value, list | tuple) else [value]:
                if isinstance(part, Paragraph):
                    assert max(part.getActualLineWidths0()) <= part.width + 0.01
                    checked += 1
                elif isinstance(part, TextLine):
                    width = stringWidth(part.text, part.style.fontName, part.style.fontSize)
                    assert width <= part.width, part.text
                    checked += 1
    return checked


@pytest.mark.sqlite_only  # the sheets are the same on a server (what it reads)
def test_the_printed_roster_table_shows_each_warriors_xp_within_his_cell(
    database: Path,
) -> None:
    from models.pdf import render_rosters, roster_printout
    from models.pdf.renderer import Renderer
    from models.pdf.roster import caliburn_table
    from tests.models.pdf_support import FIXED, flat, pdf_pages

    campaign = round_table(experience=True)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    kai = Character.get(Character.name == "Kai")
    from models.upgrades import advance

    campaigns.set_house_rules(
        campaign=campaign,
        house_rules={
            **Campaign.get_by_id(campaign.id).house_rules,
            "advances": {"combat": {"cost": 2, "limit": 1}},
        },
    )
    advance(character=kai, kind="combat")  # 3 earned, 2 spent
    printed = flat(" ".join(pdf_pages(render_rosters(campaign=campaign, options=FIXED))))
    assert "XP: 1 left" in printed and "3 earned, 2 spent" in printed  # Kai
    assert "XP: 2 left" in printed and "2 earned, 0 spent" in printed  # Bors
    assert printed.count("XP:") == 3  # Ywain is dead: not on the sheet
    renderer = Renderer(FIXED)
    for sheet in roster_printout(campaign=campaign).sheets:
        table, _ = caliburn_table(renderer, sheet.lines)
        width, _ = table.wrap(renderer.frame_width, renderer.frame_height)
        assert width <= renderer.frame_width and _cells_fit(table) > 8


@pytest.mark.sqlite_only
def test_the_printed_beastrider_roster_shows_xp_and_none_with_experience_off(
    database: Path,
) -> None:
    from models.pdf import render_rosters
    from tests.models.pdf_support import FIXED, flat, pdf_pages
    from tests.ui.helpers import earn

    for experience in (True, False):
        campaign = campaigns.create_campaign(
            name=f"Borders {experience}",
            game="beastrider_wars",
            house_rules={"experience": experience},
        )
        stags = campaigns.create_warband(campaign=campaign, name=f"Stags {experience}")
        eldric = characters.recruit(warband=stags, profile="stagrider", name="Eldric")
        earn(eldric, 7)
        printed = flat(" ".join(pdf_pages(render_rosters(campaign=campaign, options=FIXED))))
        assert ("XP: 7 left" in printed) is experience
        assert ("XP" in printed) is experience


@pytest.mark.sqlite_only
def test_the_game_night_pack_shows_the_xp_of_those_fielded(database: Path) -> None:
    """A game not yet played: each fielded warrior's XP now, on his side's sheet. Once the
    game is recorded its sheets show him as he took the field, whose XP then was not kept:
    none (the game's own XP is in its outcome)."""
    from models.pdf import render_game_pack
    from tests.models.pdf_support import FIXED, flat, pdf_pages

    campaign = round_table(experience=True)
    play(campaign, winner="Camelot", killed={"Ywain": "Kai"})
    sides = [Warband.get(Warband.name == name) for name in ("Camelot", "Kent")]
    second = games.create_game(
        campaign=campaign,
        scenario="pitched_battle",
        sides=[games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in sides],
    )
    pages = pdf_pages(render_game_pack(game=second, options=FIXED))
    camelot = flat(pages[1])  # the scenario sheet, then each side's roster
    assert "Kai Levy XP: 3 left 3 earned, 0 spent" in camelot and "XP: 2 left" in camelot
    assert flat(" ".join(pages)).count("XP:") == 3  # Kai, Bors, Gawain; Ywain is dead
    first = games.Game.get(games.Game.campaign == campaign, games.Game.number == 1)
    assert "XP:" not in " ".join(pdf_pages(render_game_pack(game=first, options=FIXED)))


@pytest.mark.sqlite_only
def test_without_experience_the_pack_has_no_xp(database: Path) -> None:
    from models.pdf import render_game_pack
    from tests.models.pdf_support import FIXED, pdf_pages

    campaign = round_table(experience=False)
    sides = [Warband.get(Warband.name == name) for name in ("Camelot", "Kent")]
    game = games.create_game(
        campaign=campaign,
        scenario="pitched_battle",
        sides=[games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in sides],
    )
    assert "XP" not in " ".join(pdf_pages(render_game_pack(game=game, options=FIXED)))

"""Text is text in print: names, notes and histories that look like Paragraph markup
(``<para>``, ``<font>``, ``<img src=…>``, ``&amp;``, ``<br/>``) are printed as typed on every
roster sheet and in every game-night pack, never parsed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from models.pdf import render_game_pack, render_rosters
from models.store.schema import Campaign, Game
from tests.hostile_text import RLO, TOKEN, Hostile, plant_hostile_demo
from tests.models.pdf_support import pdf_pages


@pytest.fixture
def hostile(database: Path) -> Hostile:
    return plant_hostile_demo()


def unspaced(text: str) -> str:
    """Text without its whitespace: a name wrapped over two lines of a cell reads whole."""
    return re.sub(r"\s+", "", text)


def misprinted(hostile: Hostile, pdf: bytes) -> list[str]:
    """Each text whose token a page prints more often than the text itself, as typed."""
    found = []
    for number, page in enumerate(pdf_pages(pdf), start=1):
        printed = unspaced(page)
        for token in set(TOKEN.findall(printed)):
            typed = unspaced(hostile.texts[token])
            if printed.count(token) != printed.count(typed):
                found.append(f"page {number}: {hostile.texts[token]!r} in {page!r}")
    return found


def test_rosters_print_names_and_notes_as_typed(hostile: Hostile) -> None:
    for campaign in Campaign.select().order_by(Campaign.id):
        pdf = render_rosters(campaign=campaign)
        assert misprinted(hostile, pdf) == []
        printed = unspaced("".join(pdf_pages(pdf)))
        assert unspaced(campaign.name) in printed
        for warband in campaign.warbands:
            assert unspaced(warband.name) in printed
            assert unspaced(warband.player) in printed
        for profile in campaign.house_rules.get("profiles", []):  # the campaign's own
            assert unspaced(profile["name"]) in printed


def test_game_packs_print_names_and_notes_as_typed(hostile: Hostile) -> None:
    games = list(Game.select().order_by(Game.id))
    assert any(game.result != "unrecorded" for game in games)
    for game in games:
        pdf = render_game_pack(game=game)
        assert misprinted(hostile, pdf) == []
        printed = unspaced("".join(pdf_pages(pdf)))
        assert RLO in game.notes and unspaced(game.notes) in printed
        for fielded in game.fielded:
            assert unspaced(fielded.name) in printed


def test_the_misprint_check_finds_markup_parsed(hostile: Hostile) -> None:
    """The check itself: a name set as markup (its tags gone) is found out."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    name = next(text for text in hostile.texts.values() if text.startswith("<font"))
    import io

    out = io.BytesIO()
    SimpleDocTemplate(out, pagesize=A4).build([Paragraph(name, getSampleStyleSheet()["Normal"])])
    assert misprinted(hostile, out.getvalue())

"""Warrior cards (``rosters --cards``): a card per warrior able to play, several to a page, to
cut out; each card whole on one page (read back as text), and the pages filled (looked at as
pictures), for both demo campaigns and a warband of 125 from the big campaign, in English and
German."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from models.demo import BIG_NAME
from models.pdf.cards import render_cards
from models.pdf.printouts import roster_printout
from models.pdf.sheets import BeastriderLine, CaliburnLine, Line
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import ACTIVE, Campaign, Character, Warband
from tests.demo_data import demo_campaigns
from tests.models.pdf_support import FIXED, flat, pdf_pages


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    from ui.language import activate

    activate(request.param)
    try:
        yield request.param
    finally:
        activate("en")


def card_words(line: Line) -> list[str]:
    """What his card must say, whole: his name, his kit or options and specials, and the
    tallies and ruled notes at its foot."""
    if isinstance(line, CaliburnLine):
        said = [line.name, *(weapon.name for weapon in line.weapons)]
        if line.armour:
            said.append(line.armour)
    else:
        assert isinstance(line, BeastriderLine)
        said = [line.name, *(name for name, _rule in line.option_rules)]
        said += [special.name for special in line.specials]
    return said


def cards_whole(data: bytes, lines: list[Line]) -> dict[str, list[int]]:
    """For each warrior, the pages his card's words are on: one page each when whole."""
    pages = [flat(page) for page in pdf_pages(data)]
    named: dict[str, list[Line]] = {}
    for line in lines:
        named.setdefault(line.name, []).append(line)
    found = {}
    for name, alike in named.items():
        # Two warriors of one name have a card each.
        shown = sum(page.count(name) for page in pages)
        others = sum(page.count(name) for other in named if other != name and name in other
                     for page in [" ".join(pages)])  # fmt: skip
        assert shown - others >= len(alike), name
        if len(alike) > 1:
            continue
        on = [i for i, page in enumerate(pages) if name in page]
        assert len(on) == 1, (name, on)  # one card, on one page
        missing = [word for word in card_words(alike[0]) if word not in pages[on[0]]]
        assert missing == [], (name, missing)
        found[name] = on
    return found


def pictures(data: bytes) -> list:
    document = pdfium.PdfDocument(data)
    try:
        return [page.render(scale=50 / 72).to_pil().convert("L") for page in document]
    finally:
        document.close()


def lowest_ink(picture) -> float:
    """How far down the page its lowest mark above the footer is, as a share of the page."""
    height = picture.height
    footer = int(height * 0.93)
    for y in range(footer, 0, -1):
        darkest, _lightest = picture.crop((0, y, picture.width, y + 1)).getextrema()
        if darkest < 128:
            return y / height
    return 0.0


def test_every_demo_warrior_has_a_whole_card(database: Path, language: str) -> None:
    for campaign in demo_campaigns():
        printout = roster_printout(campaign=campaign)
        lines = [line for sheet in printout.sheets for line in sheet.lines]
        able = (
            Character.select()
            .join(Warband)
            .where((Warband.campaign == campaign) & (Character.status == ACTIVE))
        )
        assert sorted(line.name for line in lines) == sorted(c.name for c in able)
        data = render_cards(campaign=campaign, options=FIXED)
        cards_whole(data, lines)
        pages = [flat(page) for page in pdf_pages(data)]
        notes = "Notes" if language == "en" else "Notizen"
        kills = "Kills" if language == "en" else "Tötungen"
        # Every card ends in its tallies and its ruled notes: as many as the cards.
        assert sum(page.count(kills) for page in pages) == len(lines)
        assert sum(page.count(notes) for page in pages) == len(lines)
        # Each warband on pages of its own.
        for sheet in printout.sheets:
            assert sum(sheet.header.warband in page for page in pages) >= 1


def test_a_warband_of_125_fills_its_pages_with_whole_cards(big_file: Path, tmp_path: Path) -> None:
    big = tmp_path / "big.sqlite3"
    shutil.copy(big_file, big)  # the big campaign, made once for the test process
    open_database(big)
    try:
        _cards_of_a_big_warband()
    finally:
        close_database()


def _cards_of_a_big_warband() -> None:
    campaign = Campaign.get(Campaign.name == BIG_NAME)
    warband = Warband.select().where(Warband.campaign == campaign).order_by(Warband.name).first()
    printout = roster_printout(campaign=campaign, warbands=[warband])
    lines = list(printout.sheets[0].lines)
    assert len(lines) > 60
    data = render_cards(campaign=campaign, warbands=[warband], options=FIXED)
    cards_whole(data, lines)
    pages = [flat(page) for page in pdf_pages(data)]
    # Six to a page (two by three), the last page what is left.
    kills = [page.count("Kills") for page in pages]
    assert kills[:-1] == [6] * (len(pages) - 1) and 1 <= kills[-1] <= 6
    assert sum(kills) == len(lines)
    # Looked at as pictures: every full page inked down to its foot.
    shown = pictures(data)
    assert len(shown) == len(pages)
    assert all(lowest_ink(picture) > 0.85 for picture in shown[:-1])

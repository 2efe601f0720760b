"""Roster sheets: what a player reads at the table, as pypdf extracts it from the PDF."""

from __future__ import annotations

import datetime as dt
from io import BytesIO
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from playhouse.test_utils import count_queries
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph

from models.campaigns import create_campaign, create_warband, set_house_rules
from models.characters import recruit, set_character_notes
from models.colours import warband_colours
from models.errors import NotFoundError
from models.pdf import PdfOptions, render_rosters, roster_printout
from models.pdf.lines import TextLine
from models.pdf.renderer import Renderer
from models.pdf.roster import NOTES_IN_TABLE, beastrider_table
from models.pdf.sheets import campaign_named, game_numbered, warbands_named
from models.roster import roster_rows
from models.shop import buy_item
from models.store.schema import Campaign, Character, Game, Warband
from models.upgrades import add_option, add_upgrade
from tests.models.pdf_support import (
    FIXED,
    FOOTSOLDIERS,
    beastrider_campaign,
    caliburn_campaign,
    column_titles_present,
    dice_boxes,
    flat,
    page_sizes,
    pdf_pages,
    rows,
)

BEASTRIDER_TITLES = ("Character", "Attack", "Defend", "Special")
CALIBURN_TITLES = ("Warrior", "Pts", "Dice", "Move", "Armour", "Weapons", "Gold", "Wounds")


def test_beastrider_sheet_has_the_rules_columns_and_a_box_per_die(database: Path) -> None:
    made = beastrider_campaign()
    data = render_rosters(campaign=made.campaign, options=FIXED)
    pages = pdf_pages(data)
    # Warbands by name: the Bear Riders first, then the Stagriders, each on its own page.
    assert len(pages) == 2
    bears, stags = pages
    assert "Bear Riders of Helles" in bears and "Player: Aiden" in bears
    assert "Campaign: Border skirmishes" in bears
    assert column_titles_present(bears, BEASTRIDER_TITLES)

    found = rows(bears, ["Hrashnarr the Hunter", "Brann Ironhide", "Hakon Benched", "Jory Quarrel"])
    hunter = found["Hrashnarr the Hunter"]
    assert 'Move 10" · Toughness 16 · Bow 14"' in hunter
    assert "★ Leader: 3 actions, gives orders" in hunter
    assert "True Shot: passive" in hunter
    assert dice_boxes(hunter) == (3, 5, 0)  # True Shot is never ticked
    brann = found["Brann Ironhide"]
    assert dice_boxes(brann) == (5, 4, 1)  # the shield's two extra defend dice (B4); Berzerk
    assert "Shield" in brann and "Berzerk" in brann
    assert "Notes: Carries the clan banner." in brann
    jory = found["Jory Quarrel"]
    assert 'Move 6" · Toughness 10 · Crossbow 10"' in jory
    assert dice_boxes(jory) == (1, 1, 0)
    assert "None" in jory
    assert "★" not in jory

    found = rows(stags, ["Princess Nave Khra", "Eldric", "Wenna the archer"])
    assert dice_boxes(found["Eldric"]) == (4, 3, 1)  # an attack upgrade: one more box
    assert "4 dice" in found["Eldric"] and "Stag Charge" in found["Eldric"]
    assert dice_boxes(found["Princess Nave Khra"]) == (3, 5, 1)  # Rally is ticked once
    assert 'Bow 14"' in found["Wenna the archer"]


def test_dead_and_retired_characters_are_not_printed(database: Path) -> None:
    made = beastrider_campaign()
    text = "\n".join(pdf_pages(render_rosters(campaign=made.campaign, options=FIXED)))
    assert "Eldric" in text
    assert "Fallen Tovar" not in text
    assert "Retired Maelis" not in text


def test_caliburn_sheet_gives_each_warriors_figures_kit_and_wound_boxes(database: Path) -> None:
    made = caliburn_campaign()
    data = render_rosters(campaign=made.campaign, warbands=[made.camelot], options=FIXED)
    (page,) = pdf_pages(data)
    assert column_titles_present(page, CALIBURN_TITLES)
    assert "Knights of Camelot" in page and "Player: Morgan" in page
    found = rows(page, ["King Arthur", "Sir Kai", "Sir Gawain", "Cai ap Rhys"])

    arthur = found["King Arthur"]
    for expected in (
        "King Arthur Pendragon",
        "• Scabbard of Excalibur: 3 off",
        "20",  # points
        "4d6",
        '6"',  # the base move: mail has no move penalty
        "Mail Suit −1",
        "Scabbard −3",  # his Scabbard, not natural armour
        "Protection −4 in all",
        "Helmet",
        "Shield · ☐ broken",
        "Excalibur · damage +2",
        "+2 damage; never breaks",
        "Dagger · damage none",
        "1 gp",  # 15 gp less Excalibur 8, mail 4, helmet 1, shield 1
    ):
        assert expected in arthur, expected
    for wound in ("Leg", "Arm", "Neck"):
        line = next(line for line in arthur.splitlines() if line.startswith(wound))
        assert line.count("☐") == 3

    kai = found["Sir Kai"]
    assert '5"' in kai  # partial plate: -1" move (C12)
    assert "Partial Plate −2" in kai and "No helmet" in kai
    assert "Spear · damage none" in kai and "A charger's bonus against him is +1" in kai
    assert "3 gp" in kai

    gawain = found["Sir Gawain"]
    assert "3d6" in gawain and "No shield" in gawain
    assert "Bastard Sword · damage +1" in gawain and "Mace · damage none" in gawain
    # What a Mace does is to his foe, not to him (C2): said so, as the app says it.
    assert "his foe's Mail Suit gives no protection" in " ".join(gawain.split())
    assert "No protection is received from mail" not in " ".join(gawain.split())
    assert "Notes: Owes the Green Knight a blow." in gawain

    cai = found["Cai ap Rhys"]
    assert "Briton swordsman" in cai and '5"' in cai  # the campaign profile's own move
    assert "Cloth Tunic 0" in cai and "7 gp" in cai


def test_the_green_knight_carries_his_war_axe(database: Path) -> None:
    made = caliburn_campaign()
    (page,) = pdf_pages(render_rosters(campaign=made.campaign, warbands=[made.chapel]))
    knight = rows(page, ["The Green Knight", "Wulfstan"])["The Green Knight"]
    assert "40" in knight and "5d6" in knight
    assert "War Axe · damage +1" in knight
    assert "Natural armour −2" in knight and "Protection −2 in all" in knight
    assert "0 gp" in knight


def test_lasting_wounds_are_counted_and_said(database: Path) -> None:
    made = caliburn_campaign(house_rules={"lasting_injuries": True})
    kai = next(c for c in made.camelot.characters if c.name == "Sir Kai")
    kai.injuries = {"leg": 1, "arm": 1}
    kai.save()
    (page,) = pdf_pages(render_rosters(campaign=made.campaign, warbands=[made.camelot]))
    row = " ".join(rows(page, ["King Arthur", "Sir Kai", "Sir Gawain"])["Sir Kai"].split())
    assert "Lasting wounds: leg 1, arm 1; −1 in combat" in row
    assert "4d6 −1" in row
    assert '3"' in row  # 6 base, -1 plate, -2 leg wound


def test_lasting_wounds_switched_off_heal_him_on_every_view(database: Path) -> None:
    """K4: once the campaign no longer keeps lasting injuries, his stored wounds count nowhere:
    not on the roster sheet, the roster's figures or the character panel's (all ask
    rules.caliburn.lasting_wounds), as the tracker and the odds already did."""
    made = caliburn_campaign(house_rules={"lasting_injuries": True})
    kai = next(c for c in made.camelot.characters if c.name == "Sir Kai")
    kai.injuries = {"leg": 1, "arm": 1}
    kai.save()
    settings = dict(made.campaign.house_rules)
    set_house_rules(campaign=made.campaign, house_rules={**settings, "lasting_injuries": False})
    campaign = Campaign.get_by_id(made.campaign.id)
    (page,) = pdf_pages(render_rosters(campaign=campaign, warbands=[made.camelot]))
    row = " ".join(rows(page, ["King Arthur", "Sir Kai", "Sir Gawain"])["Sir Kai"].split())
    assert "Lasting wounds" not in row and "4d6 −1" not in row
    assert '5"' in row  # 6 base, -1 plate: the leg wound healed
    assert row.count("Sir Kai") == 1  # a named hero's name, once
    (line,) = [r for r in roster_rows(made.camelot) if r.name == "Sir Kai"]
    assert "M5 " in line.stats and "4d6 " in line.stats


def test_a_long_warband_repeats_its_column_titles_and_never_splits_a_row(
    database: Path,
) -> None:
    campaign = create_campaign(
        name="Long roster", game="beastrider_wars", house_rules={"experience": False}
    )
    host = create_warband(campaign=campaign, name="The Great Host", player="Ann")
    names = [f"Spearman {n:02d}" for n in range(1, 46)]
    expected = {}
    for number, name in enumerate(names, start=1):
        profile = "stagrider" if number % 3 == 0 else "infantry"
        character = recruit(warband=host, profile=profile, name=name)
        attack = 3 + number % 4 if profile == "stagrider" else 1
        for _ in range(attack - (3 if profile == "stagrider" else 1)):
            add_upgrade(character=character, kind="attack")
        if profile == "infantry" and number % 2:
            add_option(character=character, option="bow")
        if number % 4 == 0:
            set_character_notes(character=character, notes=f"Notes of {name}. " * 12)
        defend = 3 if profile == "stagrider" else 1
        expected[name] = (attack, defend, 1 if profile == "stagrider" else 0)

    pages = pdf_pages(render_rosters(campaign=campaign, options=FIXED))
    assert len(pages) >= 3
    seen: dict[str, int] = {}
    for number, page in enumerate(pages, start=1):
        assert column_titles_present(page, BEASTRIDER_TITLES), f"page {number}"
        assert "The Great Host" in page and "Player: Ann" in page
        assert f"page {number} of {len(pages)}" in page
        for name, row in rows(page, names).items():
            seen[name] = seen.get(name, 0) + 1
            # A row cut at the page end would lose boxes or its notes to the next page.
            assert dice_boxes(row) == expected[name], name
            if name.endswith(("04", "08", "12", "16", "20", "24", "28", "32", "36", "40", "44")):
                assert f"Notes of {name}." in row, name
    assert seen == dict.fromkeys(names, 1)


def test_unicode_names_print_as_written(database: Path) -> None:
    campaign = create_campaign(name="Ἀχαιοί καὶ Τρῶες", game="beastrider_wars")
    band = create_warband(campaign=campaign, name="Дружина", player="Ольга Святославна")
    for name in ("Ælfrīc Þórsson", "Ἀχιλλεύς", "Đorđe Čolić", "Святослав"):
        recruit(warband=band, profile="stagrider", name=name)
    data = render_rosters(campaign=campaign, options=FIXED)
    (page,) = pdf_pages(data)
    for name in (
        "Ἀχαιοί καὶ Τρῶες",
        "Дружина",
        "Ольга Святославна",
        "Ælfrīc Þórsson",
        "Ἀχιλλεύς",
        "Đorđe Čolić",
        "Святослав",
    ):
        assert name in page, name
    # Every font is a TrueType font embedded in the file: nothing depends on the reader's fonts.
    reader = PdfReader(BytesIO(data))
    fonts = reader.pages[0]["/Resources"]["/Font"]  # type: ignore[index]  # pypdf: any object; a dictionary here
    assert fonts
    for ref in fonts.values():
        font = ref.get_object()
        descendant = (
            font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
        )
        descriptor = descendant["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor, descendant["/BaseFont"]


def test_long_names_and_long_notes_wrap_inside_their_cells(database: Path) -> None:
    campaign = create_campaign(name="Wrapping", game="beastrider_wars")
    band = create_warband(campaign=campaign, name="W" * 100, player="P" * 100)
    long_name = "Aethelweard" * 9  # 99 letters, no space to break at
    character = recruit(warband=band, profile="bear_rider", name=long_name)
    notes = "A long story. " * 200
    set_character_notes(character=character, notes=notes)
    printout = roster_printout(campaign=campaign)
    renderer = Renderer(FIXED)
    (line,) = printout.sheets[0].lines
    table, long_notes = beastrider_table(renderer, [line])
    width, _ = table.wrap(renderer.frame_width, renderer.frame_height)
    assert width <= renderer.frame_width
    checked = 0
    for row in table._cellvalues:
        for cell in row:
            for paragraph in cell if isinstance(cell, list | tuple) else [cell]:
                if isinstance(paragraph, Paragraph):
                    # Wrapped to its cell's inner width, no line comes out wider.
                    assert max(paragraph.getActualLineWidths0()) <= paragraph.width + 0.01
                    checked += 1
                elif isinstance(paragraph, TextLine):  # a short text printed as a plain line
                    style = paragraph.style
                    width = stringWidth(paragraph.text, style.fontName, style.fontSize)
                    assert width <= paragraph.width
                    checked += 1
    assert checked > 8
    assert long_notes == [(long_name, notes.strip())]

    pages = pdf_pages(render_rosters(campaign=campaign, options=FIXED))
    flat = "".join("".join(pages).split())
    assert long_name in flat
    assert "(in full below the table)" in pages[0]
    assert "Notes in full" in "".join(pages)
    # The whole story is there, over as many pages as it takes.
    assert "".join(pages).count("A long story.") > (NOTES_IN_TABLE // 14) + 150


def test_letter_is_a_setting(database: Path) -> None:
    made = beastrider_campaign()
    a4 = render_rosters(campaign=made.campaign, options=FIXED)
    letter = render_rosters(campaign=made.campaign, page_size="letter")
    assert {size for size in page_sizes(a4)} == {(595.2756, 841.8898)}
    assert {size for size in page_sizes(letter)} == {(612.0, 792.0)}
    with pytest.raises(ValueError, match="page size"):
        PdfOptions(page_size="a3")


def test_footer_gives_page_x_of_y_and_the_date_printed(database: Path) -> None:
    made = caliburn_campaign()
    options = PdfOptions(printed_on=dt.date(2031, 12, 24))
    pages = pdf_pages(render_rosters(campaign=made.campaign, options=options))
    assert len(pages) == 2
    for number, page in enumerate(pages, start=1):
        assert f"page {number} of 2" in page
        assert "Printed 2031-12-24" in page
    today = pdf_pages(render_rosters(campaign=made.campaign))[0]
    assert f"Printed {dt.date.today().isoformat()}" in today


def test_printed_for_a_game_the_header_gives_scenario_date_and_points(database: Path) -> None:
    made = caliburn_campaign()
    data = render_rosters(
        campaign=made.campaign, game=made.game, warbands=[made.chapel], options=FIXED
    )
    (page,) = pdf_pages(data)
    assert "The Green Chapel" in page and "Knights of Camelot" not in page
    assert "Game 2: Last Stand" in page
    assert "Date: 2024-05-03" in page
    assert "Side: Defender" in page
    assert "Fielded: 44 points" in page  # the Green Knight 40 + one Saxon spearman 4
    assert "Wulfstan" in page and "Oswy" not in page  # only who was fielded
    other = caliburn_campaign(name="Another")
    with pytest.raises(NotFoundError, match="not a game of"):
        roster_printout(campaign=other.campaign, game=made.game)


def test_an_empty_warband_and_an_empty_campaign_still_print(database: Path) -> None:
    campaign = create_campaign(name="Quiet", game="caliburns_wrath")
    assert "This campaign has no warbands yet." in pdf_pages(render_rosters(campaign=campaign))[0]
    create_warband(campaign=campaign, name="Nobody yet")
    page = pdf_pages(render_rosters(campaign=campaign))[0]
    assert "Nobody yet" in page and "No characters able to play." in page


def test_reading_a_campaign_takes_a_fixed_number_of_queries(database: Path) -> None:
    def queries(size: int) -> int:
        campaign = create_campaign(
            name=f"Size {size}", game="caliburns_wrath", house_rules={"profiles": FOOTSOLDIERS}
        )
        for band in ("A", "B"):
            warband = create_warband(campaign=campaign, name=band)
            for n in range(size):
                recruit(warband=warband, profile="saxon_spearman", name=f"{band}{n}")
        with count_queries() as counter:
            roster_printout(campaign=campaign)
        return counter.count

    # The warbands; their totals (warbands, characters, results, stashes); then the
    # characters and kit of each; and (experience on, K6) every warrior's XP at once.
    assert queries(2) == queries(12) == 10


def test_finding_what_the_command_line_names(database: Path) -> None:
    made = caliburn_campaign()
    assert campaign_named("Round Table") == made.campaign
    with pytest.raises(NotFoundError, match=r"no campaign named “Nope” \(campaigns: Round Table"):
        campaign_named("Nope")
    assert warbands_named(made.campaign, ["The Green Chapel"]) == [made.chapel]
    with pytest.raises(NotFoundError, match="no warband named “Picts”"):
        warbands_named(made.campaign, ["The Green Chapel", "Picts"])
    assert game_numbered(made.campaign, 2) == made.game
    with pytest.raises(NotFoundError, match=r"no game number 7 \(games: 1, 2\)"):
        game_numbered(made.campaign, 7)
    Game.delete().execute()
    with pytest.raises(NotFoundError, match="games: none yet"):
        game_numbered(made.campaign, 1)


def test_a_profile_the_campaign_no_longer_has_still_prints_the_name(database: Path) -> None:
    for made in (beastrider_campaign(), caliburn_campaign()):
        warband = made.campaign.warbands.order_by(Warband.name).first()
        character = warband.characters.order_by(Character.position).first()
        Character.update(profile="vanished").where(Character.id == character.id).execute()
        (page,) = pdf_pages(render_rosters(campaign=made.campaign, warbands=[warband]))
        assert "vanished (unknown profile)" in flat(page)
        assert character.name in page


def test_charge_bonuses_are_printed_for_the_charge(database: Path) -> None:
    made = caliburn_campaign()
    wulfstan = next(c for c in made.chapel.characters if c.name == "Wulfstan")
    bold = recruit(warband=made.chapel, profile="briton_swordsman", name="Beornwulf")
    buy_item(character=bold, item="morning_star")
    (page,) = pdf_pages(render_rosters(campaign=made.campaign, warbands=[made.chapel]))
    row = flat(
        rows(page, ["The Green Knight", wulfstan.name, "Oswy", "Eadric", "Beornwulf"])["Beornwulf"]
    )
    assert "Morning Star · damage +1 when charging" in row


def test_each_warbands_sheet_is_ruled_in_its_colour(database: Path) -> None:
    made = caliburn_campaign()
    colours = warband_colours(made.campaign.id)
    document = pdfium.PdfDocument(render_rosters(campaign=made.campaign, options=FIXED))
    try:
        pictures = [page.render(scale=100 / 72).to_pil().convert("RGB") for page in document]
    finally:
        document.close()
    warbands = list(
        Warband.select().where(Warband.campaign == made.campaign).order_by(Warband.name)
    )
    assert len(pictures) == len(warbands) == 2
    for picture, warband in zip(pictures, warbands, strict=True):
        wanted = tuple(int(colours[warband.id][i : i + 2], 16) for i in (1, 3, 5))
        # The rule under the header, in the top fifth of the page; no other warband's colour.
        top = picture.crop((0, 0, picture.width, picture.height // 5))
        seen = {colour for _count, colour in top.getcolors(maxcolors=1 << 16)}
        assert wanted in seen
        others = {c for w, c in colours.items() if w != warband.id}
        assert not {tuple(int(c[i : i + 2], 16) for i in (1, 3, 5)) for c in others} & seen

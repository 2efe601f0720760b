"""Campaigns to print, built through the operations users perform (games with plain Peewee
creates, as the game-setup screens are not ours), and reading text back out of a PDF."""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from io import BytesIO

from pypdf import PdfReader

from i18n import translate
from models.campaigns import create_campaign, create_warband
from models.characters import recruit, retire_character, set_character_notes
from models.pdf import PdfOptions
from models.shop import buy_item
from models.store.schema import DEAD, Campaign, Character, Game, GameCharacter, GameSide, Warband
from models.upgrades import add_option, add_upgrade

FIXED = PdfOptions(printed_on=dt.date(2024, 5, 1), created=dt.datetime(2024, 5, 1, 12, 0))

FOOTSOLDIERS = [
    {"id": "saxon_spearman", "name": "Saxon spearman", "points": 4, "combat_dice": 2, "gold": 5},
    {
        "id": "briton_swordsman",
        "name": "Briton swordsman",
        "points": 5,
        "combat_dice": 2,
        "gold": 7,
        "move": 5,
    },
]


@dataclass
class BeastriderCampaign:
    campaign: Campaign
    stags: Warband
    bears: Warband
    game: Game


@dataclass
class CaliburnCampaign:
    campaign: Campaign
    camelot: Warband
    chapel: Warband
    game: Game
    first: Game


def beastrider_campaign(name: str = "Border skirmishes") -> BeastriderCampaign:
    campaign = create_campaign(
        name=name, game="beastrider_wars", house_rules={"experience": False}
    )  # upgrades free, as B8 has them (K6 off)
    stags = create_warband(campaign=campaign, name="Stagriders of Deastir", player="Grayne")
    recruit(warband=stags, profile="nave", name="Princess Nave Khra")
    eldric = recruit(warband=stags, profile="stagrider", name="Eldric")
    add_upgrade(character=eldric, kind="attack")
    archer = recruit(warband=stags, profile="infantry", name="Wenna the archer")
    add_option(character=archer, option="bow")
    fallen = recruit(warband=stags, profile="stagrider", name="Fallen Tovar")
    Character.update(status=DEAD).where(Character.id == fallen.id).execute()
    resting = recruit(warband=stags, profile="stagrider", name="Retired Maelis")
    retire_character(character=resting)

    bears = create_warband(campaign=campaign, name="Bear Riders of Helles", player="Aiden")
    hunter = recruit(warband=bears, profile="hrashnarr", name="Hrashnarr the Hunter")
    brann = recruit(warband=bears, profile="bear_rider", name="Brann Ironhide")
    add_option(character=brann, option="shield")
    set_character_notes(character=brann, notes="Carries the clan banner.")
    recruit(warband=bears, profile="bear_rider", name="Hakon Benched")  # not fielded
    jory = recruit(warband=bears, profile="infantry", name="Jory Quarrel")
    add_option(character=jory, option="crossbow")

    game = Game.create(
        campaign=campaign, number=1, scenario="skirmish", played_on=dt.date(2024, 5, 3)
    )
    sides = [GameSide.create(game=game, warband=w) for w in (stags, bears)]
    for side, fielded in (
        (sides[0], [eldric, archer, fallen]),
        (sides[1], [hunter, brann, jory]),
    ):
        for character in fielded:
            GameCharacter.create(game=game, side=side, character=character, name=character.name)
    return BeastriderCampaign(campaign, stags, bears, game)


def caliburn_campaign(
    name: str = "Round Table", house_rules: dict | None = None
) -> CaliburnCampaign:
    rules = {"profiles": FOOTSOLDIERS, **(house_rules or {})}
    campaign = create_campaign(name=name, game="caliburns_wrath", house_rules=rules)
    camelot = create_warband(campaign=campaign, name="Knights of Camelot", player="Morgan")
    arthur = recruit(warband=camelot, profile="king_arthur", name="King Arthur")
    for item in ("excalibur", "mail_suit", "helmet", "shield"):
        buy_item(character=arthur, item=item)
    kai = recruit(warband=camelot, profile="sir_kai", name="Sir Kai")
    for item in ("partial_plate", "spear", "shield"):
        buy_item(character=kai, item=item)
    gawain = recruit(warband=camelot, profile="sir_gawain", name="Sir Gawain")
    for item in ("mail_suit", "bastard_sword", "mace"):
        buy_item(character=gawain, item=item)
    set_character_notes(character=gawain, notes="Owes the Green Knight a blow.")
    recruit(warband=camelot, profile="briton_swordsman", name="Cai ap Rhys")

    chapel = create_warband(campaign=campaign, name="The Green Chapel", player="Bertilak")
    knight = recruit(warband=chapel, profile="green_knight", name="The Green Knight")
    saxons = []
    for warrior in ("Wulfstan", "Oswy", "Eadric"):
        saxon = recruit(warband=chapel, profile="saxon_spearman", name=warrior)
        for item in ("spear", "shield"):
            buy_item(character=saxon, item=item)
        saxons.append(saxon)

    first = Game.create(
        campaign=campaign,
        number=1,
        scenario="pitched_battle",
        played_on=dt.date(2024, 4, 1),
        result="draw",
    )
    game = Game.create(
        campaign=campaign,
        number=2,
        scenario="last_stand",
        played_on=dt.date(2024, 5, 3),
        follows=first,
        points_limit=60,
        notes="The chapel defends the ford.",
    )
    attack = GameSide.create(game=game, warband=camelot, role="attacker")
    defend = GameSide.create(game=game, warband=chapel, role="defender")
    for character in (arthur, kai, gawain):
        GameCharacter.create(game=game, side=attack, character=character, name=character.name)
    for character in (knight, saxons[0]):
        GameCharacter.create(game=game, side=defend, character=character, name=character.name)
    # A fielded warrior deleted since keeps only his name on the game: nothing to print.
    GameCharacter.create(game=game, side=defend, character=None, name="Deleted Dunstan")
    return CaliburnCampaign(campaign, camelot, chapel, game, first)


# --- reading PDFs ---------------------------------------------------------------------------


def pdf_pages(data: bytes) -> list[str]:
    """The text of each page, NFC-normalised."""
    reader = PdfReader(BytesIO(data))
    return [unicodedata.normalize("NFC", page.extract_text()) for page in reader.pages]


def flat(text: str) -> str:
    """Text with every run of whitespace made one space: wrapped lines read as one."""
    return " ".join(text.split())


def page_sizes(data: bytes) -> list[tuple[float, float]]:
    reader = PdfReader(BytesIO(data))
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages]


def rows(page: str, names: Sequence[str]) -> dict[str, str]:
    """Each named character's row on a page: from the line bearing his name to the next such
    line (ReportLab draws a table row by row, so the text comes out in that order)."""
    lines = page.splitlines()
    # The game record under the table names them again: the table's rows come first.
    record = translate("RosterSheet", "Game record")
    if record in lines:
        lines = lines[: lines.index(record)]
    starts: list[tuple[int, str]] = []
    for i, line in enumerate(lines):
        name = line.strip()
        # The profile's name may repeat the character's ("Sir Kai", Sir Kai) on the next line.
        if name in names and not (starts and starts[-1] == (i - 1, name)):
            starts.append((i, name))
    found = {}
    for index, (start, name) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(lines)
        found[name] = "\n".join(lines[start:end])
    return found


def dice_boxes(row: str) -> tuple[int, int, int]:
    """(attack boxes, defend boxes, special tick boxes) of a Beastrider row: each dice cell
    ends with its caption ("3 dice")."""
    parts = re.split(r"\b\d+ dic?e\b", row)
    assert len(parts) == 3, row
    return parts[0].count("☐"), parts[1].count("☐"), parts[2].count("☐")


def column_titles_present(page: str, titles: Sequence[str]) -> bool:
    """Whether the table's column titles appear on the page, in order, one to a line."""
    pattern = r"\s*\n\s*".join(re.escape(title) for title in titles)
    return re.search(pattern, page) is not None

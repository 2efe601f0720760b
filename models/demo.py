"""Demo campaigns, one per game, built through the same operations a user performs."""

from __future__ import annotations

from models.campaigns import create_campaign, create_warband, list_campaigns
from models.characters import recruit
from models.db import db
from models.schema import Campaign
from models.shop import buy_item
from models.upgrades import add_option, add_upgrade
from rules.games import BEASTRIDER, CALIBURN

BEASTRIDER_DEMO = "Demo: The Beastrider Wars"
CALIBURN_DEMO = "Demo: Caliburn's Wrath"

FOOTSOLDIERS = [
    {
        "id": "saxon_spearman",
        "name": "Saxon spearman",
        "points": 4,
        "combat_dice": 2,
        "gold": 5,
        "move": None,
    },
    {
        "id": "briton_swordsman",
        "name": "Briton swordsman",
        "points": 5,
        "combat_dice": 2,
        "gold": 7,
        "move": None,
    },
]


def _free_name(name: str) -> str:
    taken = {c.name for c in list_campaigns()}
    candidate, n = name, 1
    while candidate in taken:
        n += 1
        candidate = f"{name} ({n})"
    return candidate


def create_demo_campaigns() -> list[Campaign]:
    """Create one campaign of each game, with warbands and equipped characters."""
    with db.atomic():
        return [_beastrider_demo(), _caliburn_demo()]


def _beastrider_demo() -> Campaign:
    campaign = create_campaign(name=_free_name(BEASTRIDER_DEMO), game=BEASTRIDER)
    stags = create_warband(
        campaign=campaign,
        name="Stagriders of Deastir",
        player="Grayne",
        notes="Nave Khra's border guard.",
    )
    recruit(warband=stags, profile="nave", name="Princess Nave Khra")
    for name in ("Eldric", "Maelis", "Tovar"):
        recruit(warband=stags, profile="stagrider", name=name)
    archer = recruit(warband=stags, profile="infantry", name="Wenna the archer")
    add_option(character=archer, option="bow")
    recruit(warband=stags, profile="infantry", name="Osk")

    bears = create_warband(
        campaign=campaign,
        name="Bear Riders of Helles",
        player="Aiden",
        notes="Hrashnarr's hunters.",
    )
    recruit(warband=bears, profile="hrashnarr", name="Hrashnarr the Hunter")
    shieldbearer = recruit(warband=bears, profile="bear_rider", name="Brann Ironhide")
    add_option(character=shieldbearer, option="shield")
    veteran = recruit(warband=bears, profile="bear_rider", name="Ulla Greyclaw")
    add_upgrade(character=veteran, kind="defend")
    recruit(warband=bears, profile="bear_rider", name="Hakon")
    crossbow = recruit(warband=bears, profile="infantry", name="Jory Quarrel")
    add_option(character=crossbow, option="crossbow")
    return campaign


def _caliburn_demo() -> Campaign:
    campaign = create_campaign(
        name=_free_name(CALIBURN_DEMO),
        game=CALIBURN,
        house_rules={"profiles": FOOTSOLDIERS},
    )
    camelot = create_warband(
        campaign=campaign,
        name="Knights of Camelot",
        player="Morgan",
        notes="The Round Table rides out.",
    )
    arthur = recruit(warband=camelot, profile="king_arthur", name="King Arthur")
    for item in ("excalibur", "mail_suit", "helmet", "shield"):
        buy_item(character=arthur, item=item)
    kai = recruit(warband=camelot, profile="sir_kai", name="Sir Kai")
    for item in ("partial_plate", "spear", "shield"):
        buy_item(character=kai, item=item)
    gawain = recruit(warband=camelot, profile="sir_gawain", name="Sir Gawain")
    for item in ("mail_suit", "bastard_sword", "mace"):
        buy_item(character=gawain, item=item)
    levy = recruit(warband=camelot, profile="briton_swordsman", name="Cai ap Rhys")
    for item in ("longsword", "shield", "helmet"):
        buy_item(character=levy, item=item)

    chapel = create_warband(
        campaign=campaign,
        name="The Green Chapel",
        player="Bertilak",
        notes="Strange allies of the Green Knight.",
    )
    recruit(warband=chapel, profile="green_knight", name="The Green Knight")
    for name in ("Wulfstan", "Æthelric", "Oswy"):
        saxon = recruit(warband=chapel, profile="saxon_spearman", name=name)
        for item in ("spear", "shield", "helmet"):
            buy_item(character=saxon, item=item)
    return campaign

"""Demo campaigns, one per game, built through the same operations a user performs.

Both have experience on (K6), in short campaigns whose extra dice cost 4 XP: the Beastrider
Wars one switches it on after its veteran took his upgrade free, so each warrior starts at
0 XP; a warrior of each buys an extra die with the XP of his games (Maelis an attack die, Sir
Kai a fifth combat die), and the screenshots show both.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from models.campaigns import create_campaign, create_warband, list_campaigns, set_house_rules
from models.characters import recruit
from models.games import SidePlan, able_to_play, create_game
from models.outcomes import record_outcome
from models.shop import buy_item
from models.store.connection import db
from models.store.schema import Campaign, Character, Game, GameCharacter, Warband, as_of, utcnow
from models.upgrades import add_option, add_upgrade, advance
from rules.games import BEASTRIDER, CALIBURN

BEASTRIDER_DEMO = "Demo: The Beastrider Wars"
CALIBURN_DEMO = "Demo: Caliburn's Wrath"

# The benchmark campaign's name (tools/demo_big.py makes it: `main.py demo --size big` from a
# checkout, and `make bench`); the screenshots look for it.
BIG_NAME = "Club league (ten years)"

# K6's extra dice in the demos, short campaigns: 4 XP each, as many as K6 allows.
SHORT_CAMPAIGN_DIE = {"cost": 4, "limit": 2}

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
    """Create one campaign of each game: warbands, equipped characters and linked games.

    The campaigns happened in the weeks before today: recruited and equipped a week before
    the first game, each game set up and recorded on its night, the last one played within
    the month, and the game still to play set up a week ago for tonight.
    """
    today = utcnow().date()
    with db.atomic():
        with as_of(_evening(today - dt.timedelta(weeks=9), 18)):
            beastrider = _beastrider_demo()
        with as_of(_evening(today - dt.timedelta(weeks=9) + dt.timedelta(days=1), 20)):
            _experience_on(beastrider)
        _beastrider_games(beastrider, today)
        with as_of(_evening(today - dt.timedelta(weeks=10), 18)):
            caliburn = _caliburn_demo()
        _caliburn_games(caliburn, today)
        return [beastrider, caliburn]


def _evening(day: dt.date, hour: int, minute: int = 0) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, minute))


def _game_night(
    campaign: Campaign, played_on: dt.date, outcomes: dict[str, Any] | None = None, **setup: Any
) -> Game:
    """A game set up at seven on the night it was played, and recorded at ten with
    ``outcomes`` (record_outcome's arguments but the game); or, with none, set up a week
    before the night it is to be played."""
    set_up = _evening(played_on, 19)
    if outcomes is None:
        set_up -= dt.timedelta(weeks=1)
    with as_of(set_up):
        game = create_game(campaign=campaign, played_on=played_on, **setup)
    if outcomes is not None:
        with as_of(_evening(played_on, 22)):
            record_outcome(game=game, **_by_name(game, outcomes))
    return game


def _by_name(game: Game, outcomes: dict[str, Any]) -> dict[str, Any]:
    """record_outcome's arguments with fielded characters named: each name becomes the
    fielded character's id, in the outcomes, as a killer and as the relic's carrier."""

    def gc(value: Any) -> Any:
        return _gc(game, value) if isinstance(value, str) else value

    result = dict(outcomes)
    result["outcomes"] = {
        _gc(game, name): {k: gc(v) if k == "killed_by" else v for k, v in outcome.items()}
        for name, outcome in outcomes["outcomes"].items()
    }
    if "relic_carrier" in result:
        result["relic_carrier"] = gc(result["relic_carrier"])
    return result


def _side(warband: Warband, *names: str, role: str = "") -> SidePlan:
    chosen = [c for c in able_to_play(warband) if not names or c.name in names]
    return SidePlan(warband.id, role, tuple(c.id for c in chosen))


def _gc(game: Game, name: str) -> int:
    return GameCharacter.get((GameCharacter.game == game) & (GameCharacter.name == name)).id


def _beastrider_games(campaign: Campaign, today: dt.date) -> None:
    stags, bears = (
        Warband.get((Warband.campaign == campaign) & (Warband.name == n))
        for n in ("Stagriders of Deastir", "Bear Riders of Helles")
    )
    first = _game_night(
        campaign,
        today - dt.timedelta(weeks=8),
        {
            "winner": bears,
            "outcomes": {
                "Osk": {
                    "defend_lost": 1,  # his only defend die, then injured again: killed (B1)
                    "killed": True,
                    "killed_by": "Brann Ironhide",
                },
                # every attack die lost: he must flee (B1)
                "Eldric": {"attack_lost": 3, "fled": True, "special_used": True},
                "Brann Ironhide": {"wounds_inflicted": 2, "defend_lost": 1},
                "Hrashnarr the Hunter": {"wounds_inflicted": 1},
            },
        },
        scenario="skirmish",
        sides=[_side(stags), _side(bears)],
        notes="The first clash at the ford.",
    )
    second = _game_night(
        campaign,
        today - dt.timedelta(weeks=4),
        {
            "winner": stags,
            "outcomes": {
                "Jory Quarrel": {"defend_lost": 1, "killed": True, "killed_by": "Maelis"},
                "Maelis": {"wounds_inflicted": 3, "special_used": True},
                "Ulla Greyclaw": {"attack_lost": 1, "defend_lost": 2},
            },
        },
        scenario="skirmish",
        follows=first,
        sides=[_side(stags), _side(bears)],
        notes="Nave's riders return for revenge.",
    )
    # Maelis, who killed Jory Quarrel, spends his XP on an extra attack die.
    _advance(campaign, "Maelis", "attack", _evening(today - dt.timedelta(weeks=3), 20))
    _game_night(
        campaign,
        today,
        scenario="skirmish",
        follows=second,
        sides=[_side(stags), _side(bears)],
        notes="The decider.",
    )


def _caliburn_games(campaign: Campaign, today: dt.date) -> None:
    camelot, chapel = (
        Warband.get((Warband.campaign == campaign) & (Warband.name == n))
        for n in ("Knights of Camelot", "The Green Chapel")
    )
    first = _game_night(
        campaign,
        today - dt.timedelta(weeks=9),
        {
            "winner": camelot,
            "outcomes": {
                "Wulfstan": {"fate": "slain", "killed_by": "Sir Kai"},
                "Cai ap Rhys": {"shield_broken": True, "leg": 1},
                "Oswy": {"arm": 1},
            },
        },
        scenario="pitched_battle",
        points_limit=30,
        sides=[
            _side(camelot, "Sir Kai", "Sir Gawain", "Cai ap Rhys"),
            _side(chapel, "Wulfstan", "Æthelric", "Oswy"),
        ],
    )
    second = _game_night(
        campaign,
        today - dt.timedelta(weeks=6),
        {"winner": None, "outcomes": {"King Arthur": {"leg": 1}}},
        scenario="duel",
        follows=first,
        sides=[_side(camelot, "King Arthur"), _side(chapel, "The Green Knight")],
        notes="The Green Knight's challenge.",
    )
    third = _game_night(
        campaign,
        today - dt.timedelta(weeks=2),
        {
            "winner": chapel,
            "relic_carrier": "Æthelric",
            "outcomes": {"Sir Gawain": {"arm": 1, "neck": 1}, "Oswy": {"leg": 1}},
        },
        scenario="capture_the_relic",
        points_limit=30,
        follows=second,
        sides=[
            _side(camelot, "Sir Kai", "Sir Gawain", "Cai ap Rhys"),
            _side(chapel, "Æthelric", "Oswy"),
        ],
    )
    # Sir Kai, who slew Wulfstan, spends his XP on a fifth combat die.
    _advance(campaign, "Sir Kai", "combat", _evening(today - dt.timedelta(days=11), 20))
    _game_night(
        campaign,
        today,
        scenario="last_stand",
        follows=third,
        sides=[
            _side(camelot, "King Arthur", "Sir Kai", role="attacker"),
            _side(chapel, "Æthelric", "Oswy", role="defender"),
        ],
        notes="The Chapel holds the relic at the old chapel.",
    )


def _beastrider_demo() -> Campaign:
    # Made with experience off (K6), as a campaign begun before it: its veteran took his
    # upgrade free, as B8 has it.
    campaign = create_campaign(
        name=_free_name(BEASTRIDER_DEMO), game=BEASTRIDER, house_rules={"experience": False}
    )
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
        house_rules={
            "profiles": FOOTSOLDIERS,
            "advances": {"combat": {**SHORT_CAMPAIGN_DIE, "limit": 1}},
        },
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


def _experience_on(campaign: Campaign) -> None:
    """The organiser switches experience on (K6) before the first game, once the veteran has
    taken his upgrade free: each warrior starts at 0 XP. A short campaign, its extra dice
    cost 4 XP."""
    set_house_rules(
        campaign=campaign,
        house_rules={
            **(campaign.house_rules or {}),
            "experience": True,
            "advances": {kind: SHORT_CAMPAIGN_DIE for kind in ("attack", "defend")},
        },
    )


def _advance(campaign: Campaign, name: str, kind: str, on: dt.datetime) -> None:
    """``name`` spends his XP on an advance (K6) on the evening ``on``."""
    character = (
        Character.select()
        .join(Warband)
        .where((Warband.campaign == campaign) & (Character.name == name))
        .get()
    )
    with as_of(on):
        advance(character=character, kind=kind)

"""The layout of a campaign file (docs/campaign-format.md): the fields of each object, and the
checked document the reader hands over, as dataclasses."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

import msgspec

from models.campaigns import SWITCHES
from models.history import KINDS, SUPERSEDES
from models.records import declarations as declared
from models.records.declarations import FORMAT, VERSION, field_names  # noqa: F401 (re-exported)
from rules.games import GAME_IDS
from rules.house_rules import OWNED_KEYS
from rules.outcomes import injury_keys

# Each record's fields, in the order the file writes them, as declared once
# (models/records/declarations.py).
CAMPAIGN_FIELDS = field_names(declared.Campaign)
WARBAND_FIELDS = field_names(declared.Warband)
CHARACTER_FIELDS = field_names(declared.Character)
PURCHASE_FIELDS = field_names(declared.Purchase)
GAME_FIELDS = field_names(declared.Game)
SIDE_FIELDS = field_names(declared.Side)
FIELDED_FIELDS = field_names(declared.Fielded)
HISTORY_FIELDS = field_names(declared.HistoryEntry)
EFFECT_FIELDS = field_names(declared.Effect)
DETAILS_FIELDS = ("effects", "relic_carrier", "initiative", "fielded", "over_limit", "log")
# A fielded character as he took the field (version 2), kept so a game prints as played.
AS_FIELDED_FIELDS = field_names(declared.AsFielded)
INITIATIVE_FIELDS = ("die", "sides", "rolls", "winner", "winner_name")
INITIATIVE_OPTIONAL = ("die", "sides", "winner_name")  # version 1 had rolls, winner, name

SETTINGS_KEYS = (*OWNED_KEYS, "refund_after_play", "gold_awards", *SWITCHES)
HISTORY_KINDS = KINDS
# The keys of a character's lasting injuries, as each game's outcome declares them.
INJURY_KEYS = {rules_id: injury_keys(rules_id) for rules_id in GAME_IDS}
# History details are free-form, except these keys, which refer to rows of the campaign.
DETAIL_PURCHASE = "purchase"
DETAIL_VICTIM = "victim_id"
DETAIL_OUTCOMES = ("outcome", "before", "after")
DETAIL_SUPERSEDES = SUPERSEDES  # the entries a correction supersedes (version 2)
DETAIL_FIELDED = "fielded"


# --- the checked document ----------------------------------------------------------------

# A game's details and its fielded characters' outcomes are held packed once the game is read:
# their JSON text, a few bytes where the objects took hundreds, until they are written.
Packed = bytes
Unpacked = dict[str, Any]


def pack(value: Unpacked) -> Packed:
    """A checked JSON object as the compact JSON text :func:`unpacked` reads back."""
    return msgspec.json.encode(value)


def unpacked(value: Unpacked | Packed) -> Unpacked:
    """The object ``value`` holds, packed or not."""
    if isinstance(value, bytes):
        result: Unpacked = msgspec.json.decode(value)
        return result
    return value


@dataclass(slots=True)
class PurchaseDoc:
    key: str
    item: str
    price: int
    status: str
    refund: int | None
    bought: dt.datetime
    lost_in: int | None  # a game number


@dataclass(slots=True)
class CharacterDoc:
    key: str
    name: str
    profile: str
    status: str
    position: int
    gold: int
    options: list[str]
    upgrades: list[dict[str, Any]]
    injuries: dict[str, int]
    notes: str
    created: dt.datetime
    purchases: list[PurchaseDoc]


@dataclass(slots=True)
class WarbandDoc:
    key: str
    name: str
    player: str
    notes: str
    created: dt.datetime
    characters: list[CharacterDoc]
    stash: list[PurchaseDoc] = field(default_factory=list)


@dataclass(slots=True)
class FieldedDoc:
    key: str
    character: str | None
    name: str
    outcome: Unpacked | Packed  # killed_by is a fielded key; packed once the game is read


@dataclass(slots=True)
class SideDoc:
    warband: str
    role: str
    fielded: list[FieldedDoc]


@dataclass(slots=True)
class GameDoc:
    number: int
    scenario: str
    played_on: dt.date | None
    follows: int | None  # a game number
    points_limit: int | None
    result: str
    winner: str | None  # a warband key
    notes: str
    created: dt.datetime
    recorded: dt.datetime | None
    sides: list[SideDoc]
    details: Unpacked | Packed  # fielded, character and purchase keys; packed once read
    tracker: dict[str, Any] | None = None  # being played at the table (version 3)


@dataclass(slots=True)
class HistoryDoc:
    kind: str
    text: str
    details: dict[str, Any]  # purchase, character and fielded keys inside
    created: dt.datetime
    warband: str | None
    character: str | None
    game: int | None


@dataclass(slots=True)
class CampaignDoc:
    """A checked campaign document, ready to be written."""

    name: str
    game: str
    created: dt.datetime
    settings: dict[str, Any]
    warbands: list[WarbandDoc] = field(default_factory=list)
    games: list[GameDoc] = field(default_factory=list)
    history: list[HistoryDoc] = field(default_factory=list)

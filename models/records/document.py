"""The layout of a campaign file (docs/campaign-format.md): the fields of each object, and the
checked document the reader hands over."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

import msgspec

from models.campaigns import SWITCHES
from models.history import SUPERSEDES
from models.records import declarations as declared
from models.records.declarations import FORMAT, VERSION, field_names  # noqa: F401 (re-exported)
from rules.games import GAME_IDS
from rules.house_rules import OWNED_KEYS
from rules.outcomes import injury_keys

# Each record's fields, in the order the file writes them, as declared once
# (models/records/declarations.py).
CAMPAIGN_FIELDS = field_names(declared.Campaign)
INITIATIVE_FIELDS = ("die", "sides", "rolls", "winner", "winner_name")
INITIATIVE_OPTIONAL = ("die", "sides", "winner_name")  # version 1 had rolls, winner, name

SETTINGS_KEYS = (
    *OWNED_KEYS,
    "refund_after_play",
    "gold_awards",
    "xp_awards",
    "advances",
    *SWITCHES,
)
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


# What a record's details or outcome hold once packed (:class:`CampaignDoc` keeps them): one
# empty object for all, which nothing changes.
PACKED: Unpacked = {}
PACKED_DETAILS: declared.Details[str] = declared.Details()


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
class CampaignDoc:
    """A checked campaign document, ready to be written: its records as declared
    (:mod:`models.records.declarations`), each checked, its ids, references and texts as the
    file writes them. A game's details and its fielded characters' outcomes are held packed
    once the game is read, by game number and fielded key, in place of their fields."""

    name: str
    game: str
    created: dt.datetime
    settings: dict[str, Any]
    details: dict[int, Packed]
    outcomes: dict[str, Packed]
    warbands: list[declared.Warband] = field(default_factory=list)
    games: list[declared.Game] = field(default_factory=list)
    history: list[declared.HistoryEntry] = field(default_factory=list)

"""The two games: loading their data and merging a campaign's house rules.

``load_game`` reads ``resources/games/<game id>.toml`` once and checks it; ``effective_game``
merges a campaign's house rules into it. Both return immutable :class:`GameData`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from rules import house_rules as _house
from rules.data import (
    BEASTRIDER,
    CALIBURN,
    GAME_IDS,
    CombatRules,
    DamageRow,
    GameData,
    Item,
    Option,
    Profile,
    Scenario,
    Special,
    Terrain,
    WeaponCombination,
)
from rules.errors import HouseRulesError, RulesDataError

__all__ = [
    "BEASTRIDER",
    "CALIBURN",
    "DATA_DIR",
    "GAME_IDS",
    "GAME_NAMES",
    "CombatRules",
    "DamageRow",
    "GameData",
    "HouseRulesError",
    "Item",
    "Option",
    "Profile",
    "RulesDataError",
    "Scenario",
    "Special",
    "Terrain",
    "WeaponCombination",
    "effective_game",
    "load_game",
    "validate_house_rules",
]

# The games' names in English, as stored texts write them; shown as the game data's catalogue
# translates them: ``translate("Game", GAME_NAMES[game_id])`` (rules.game_strings), or the
# loaded game's ``name``.
GAME_NAMES: dict[str, str] = {
    BEASTRIDER: "The Beastrider Wars",
    CALIBURN: "Caliburn's Wrath",
}

DATA_DIR = Path(__file__).resolve().parent.parent / "resources" / "games"


@cache
def load_game(game_id: str) -> GameData:
    """The game's own data, read from its TOML file and checked, once a process.

    Raises RulesDataError for an unknown game id or a broken file.
    """
    if game_id not in GAME_IDS:
        raise RulesDataError(f"Unknown game {game_id!r}; the games are " + ", ".join(GAME_IDS))
    return _read(DATA_DIR / f"{game_id}.toml", game_id)


def _read(path: Path, game_id: str) -> GameData:
    from rules.loader import read_game  # its TOML parser is imported only when a file is read

    return read_game(path, game_id)


def validate_house_rules(game_id: str, house_rules: Mapping[str, Any] | None) -> dict[str, Any]:
    """A campaign's house rules, checked and normalised; HouseRulesError names the bad field.

    Settings the rules do not own (the campaign's own, such as ``refund_after_play``) are
    returned unchanged.
    """
    return _house.normalise(load_game(game_id), house_rules)


def effective_game(game_id: str, house_rules: Mapping[str, Any] | None) -> GameData:
    """The game's data merged with a campaign's house rules (HouseRulesError if they are bad).

    House rules as a campaign stores them (JSON) are checked once for each text they have:
    the result is kept by that text, so a changed setting is never answered with stale data
    and the same settings are not checked again at every call (buying one item asked for the
    rules three times, an import some nine). Rules that are not JSON's values are checked at
    every call, as before.
    """
    stored = _stored_text(house_rules)
    if stored is None:
        return _effective(game_id, house_rules)
    return _effective_of_text(game_id, stored)


def _stored_text(house_rules: Mapping[str, Any] | None) -> str | None:
    """The house rules as the JSON text they are kept as, when they read back unchanged."""
    try:
        text = json.dumps(house_rules, sort_keys=True)
    except (TypeError, ValueError):  # not JSON's values: a set, an object, a circle
        return None
    return text if json.loads(text) == house_rules else None


@lru_cache(maxsize=64)
def _effective_of_text(game_id: str, stored: str) -> GameData:
    return _effective(game_id, json.loads(stored))


def _effective(game_id: str, house_rules: Mapping[str, Any] | None) -> GameData:
    owned = _house.owned_part(validate_house_rules(game_id, house_rules))
    return _merged(game_id, json.dumps(owned, sort_keys=True))


@lru_cache(maxsize=64)
def _merged(game_id: str, owned_json: str) -> GameData:
    return _house.merge(load_game(game_id), json.loads(owned_json))

"""A quick first look, for the column check (:mod:`models.check.columns`), at the two long
parts of a recorded game's details: what the game changed for each fielded character
(``effects``) and each warrior as he took the field (``fielded``), sixteen or more of each in
a game.

:func:`quick_details` says only that these parts hold, without the JSON paths the full check
builds for its messages: it is as strict as :meth:`ColumnCheck.game_details` or stricter
(exact types), so when it finds them sound the full check need only read the rest of the
details, and when it does not, the full check reads them whole and says what is wrong.
"""

from __future__ import annotations

from typing import Any

from models.records.document import AS_FIELDED_FIELDS, EFFECT_FIELDS
from models.store.schema import CHARACTER_STATUSES
from models.validation import MAX_NUMBER

EFFECT_KEYS = frozenset(EFFECT_FIELDS)
EFFECT_REQUIRED = EFFECT_KEYS - {"stashed"}
WARRIOR_KEYS = frozenset(AS_FIELDED_FIELDS)
STATUSES = frozenset(CHARACTER_STATUSES)


def _link(value: Any) -> bool:
    return value is None or type(value) is int


def _links(value: Any) -> bool:
    return type(value) is list and all(v is None or type(v) is int for v in value)


def _whole(value: Any) -> bool:
    return type(value) is int and 0 <= value <= MAX_NUMBER


def _texts(value: Any) -> bool:
    return type(value) is list and all(type(v) is str for v in value)


def _injuries(value: Any, keys: tuple[str, ...] | None) -> bool:
    """None for ``keys``: the campaign's game is not known, and injuries are not read."""
    return keys is None or (
        type(value) is dict and all(k in keys and _whole(n) for k, n in value.items())
    )


def _effect(effect: Any, keys: tuple[str, ...] | None) -> bool:
    return (
        type(effect) is dict
        and EFFECT_REQUIRED <= effect.keys() <= EFFECT_KEYS
        and _link(effect["character"])
        and type(effect["status_before"]) is str
        and effect["status_before"] in STATUSES
        and type(effect["died"]) is bool
        and _injuries(effect["injuries"], keys)
        and _links(effect["lost"])
        and _whole(effect["gold"])
        and _links(effect.get("stashed", []))
    )


def _warrior(warrior: Any, keys: tuple[str, ...] | None) -> bool:
    return (
        type(warrior) is dict
        and warrior.keys() == WARRIOR_KEYS
        and type(warrior["name"]) is str
        and type(warrior["profile"]) is str
        and type(warrior["notes"]) is str
        and _texts(warrior["items"])
        and _texts(warrior["options"])
        and type(warrior["upgrades"]) is list
        and _injuries(warrior["injuries"], keys)
        and _whole(warrior["gold"])
    )


def quick_details(data: Any, injury_keys: tuple[str, ...] | None) -> Any:
    """``data`` (a game's details) with its effects emptied and its warriors as fielded left
    out when both surely hold, for the full check to read the rest; else ``data`` itself."""
    if type(data) is not dict:
        return data
    effects, fielded = data.get("effects", {}), data.get("fielded", {})
    if not (
        type(effects) is dict
        and all(n.isdigit() and _effect(e, injury_keys) for n, e in effects.items())
        and type(fielded) is dict
        and all(n.isdigit() and _warrior(w, injury_keys) for n, w in fielded.items())
    ):
        return data
    rest = {key: value for key, value in data.items() if key != "fielded"}
    if "effects" in rest:
        rest["effects"] = {}
    return rest

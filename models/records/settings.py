"""A campaign's settings and house rules, as a campaign file and the database both keep them:
read by the import and by the database check."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.campaigns import DEFAULT_REFUND_AFTER_PLAY, REFUND_POLICIES, validate_settings
from models.errors import MusterError
from models.records.document import SETTINGS_KEYS
from models.records.fields import (
    at,
    choice,
    fail,
    free_json,
    ident,
    item,
    name,
    not_an_object,
    notes,
    obj,
    whole,
)
from rules.aftermath import DEFAULT_GOLD_AWARDS
from rules.games import load_game


def read_settings(value: object, path: str, game_id: str) -> dict[str, Any]:
    """The campaign's settings and house rules (the field ``settings`` of a file, the column
    ``house_rules`` of a campaign), as the rules check them."""
    if not isinstance(value, Mapping):
        not_an_object(path, value)
    obj(value, path, SETTINGS_KEYS, optional=SETTINGS_KEYS)
    settings = free_json(value, path)
    refund = settings.get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
    choice(refund, at(path, "refund_after_play"), tuple(REFUND_POLICIES), "refund setting")
    if settings.get("gold_awards") is not None:
        awards = obj(
            settings["gold_awards"],
            at(path, "gold_awards"),
            tuple(DEFAULT_GOLD_AWARDS),
            optional=tuple(DEFAULT_GOLD_AWARDS),
        )
        for award, amount in awards.items():
            whole(amount, at(at(path, "gold_awards"), award))
    prices = settings.get("prices")
    if isinstance(prices, Mapping):
        for item_id in prices:
            ident(item_id, at(at(path, "prices"), item_id), load_game(game_id).items, "item")
    for kind in ("profiles", "specials", "scenarios"):
        # Names and texts as written: the rules would trim them, silently.
        entries = settings.get(kind)
        for i, entry in enumerate(entries if isinstance(entries, list) else ()):
            where = item(at(path, kind), i)
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                entry["name"] = name(entry["name"], at(where, "name"))  # composed: NFC
            if isinstance(entry, dict) and isinstance(entry.get("text"), str):
                entry["text"] = notes(entry["text"], at(where, "text"))
    try:
        normalised = validate_settings(game_id, settings)
    except MusterError as exc:
        # The rules name the setting first: "profiles[0].points: must be ...".
        where, sep, problem = str(exc).partition(": ")
        if sep and " " not in where:
            fail(f"{path}.{where}" if path else where, problem)  # a path of its own
        fail(path, str(exc))
    _bounded(normalised, path)
    return normalised


def _bounded(value: object, path: str) -> None:
    """Every number in the settings within 0..MAX_NUMBER (the rules set no upper bound)."""
    if isinstance(value, int) and not isinstance(value, bool):
        whole(value, path)
    elif isinstance(value, Mapping):
        for k, v in value.items():
            _bounded(v, at(path, k))
    elif isinstance(value, list | tuple):
        for i, v in enumerate(value):
            _bounded(v, item(path, i))

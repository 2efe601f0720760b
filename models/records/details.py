"""A game's details (``Game.details``), and what a character's history entry says of his gold
in its details, as a campaign file and the database both keep them: declared once
(:class:`models.records.declarations.Details`, :data:`~models.records.declarations.GOLD_KEYS`)
and read by the import and the database check alike, so both say the same of the same value.

The details refer to the game's fielded characters, and its effects to characters and
purchases: by key in a file, by the row's id in the database. Each door shapes the details as
it declares them (``Details[Key]``, ``Details[RowId]``) and says what a reference is through
``refer(value, path, what)`` (``what``: "fielded", "character" or "purchase"), which checks
it and gives it as it is kept; ``fielded(key, path)`` does the same for a key of ``effects``
or ``fielded``, which names a character fielded in the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import msgspec

from i18n import QT_TRANSLATE_NOOP, translate
from models.history import GOLD_CHANGE
from models.records import declarations as declared
from models.records import kit
from models.records.fields import at, composed, fail, item, kind_of
from models.records.initiative import read_initiative
from rules.data import GameData

Refer = Callable[[Any, str, str], Any]
FieldedKey = Callable[[str, str], Any]

# What only a recorded game keeps, and the words for an unrecorded game that has it (shown
# translated: translate("CampaignFile", words)).
RECORDED_ONLY = {
    "effects": QT_TRANSLATE_NOOP("CampaignFile", "a game not recorded yet has none"),
    "relic_carrier": QT_TRANSLATE_NOOP("CampaignFile", "a game not recorded yet has none"),
    "fielded": QT_TRANSLATE_NOOP("CampaignFile", "a game not recorded yet has none"),
    "log": QT_TRANSLATE_NOOP(
        "CampaignFile", "a game not recorded yet keeps its log in its tracker"
    ),
}


def read_details(
    data: declared.Details[Any],
    path: str,
    *,
    recorded: bool,
    game_id: str | None,
    rules: GameData | None,
    refer: Refer,
    fielded: FieldedKey,
) -> dict[str, Any]:
    """The shaped ``details`` of a game at ``path``, checked and as they are kept; ``game_id``
    and ``rules`` None where the campaign's game or house rules cannot be read (then only
    the shapes are checked)."""
    given = {name for name in declared.field_names(declared.Details) if _has(data, name)}
    if recorded and "effects" not in given:
        fail(
            at(path, "effects"),
            translate("CampaignFile", "missing: a recorded game keeps what it changed"),
        )
    for name, words in RECORDED_ONLY.items():
        if name in given and not recorded:
            fail(at(path, name), translate("CampaignFile", words))
    result: dict[str, Any] = {}
    if "effects" in given:
        where = at(path, "effects")
        result["effects"] = {}
        for key, effect in data.effects.items():  # type: ignore[union-attr]
            at_key = _at_key(where, key)
            kept = fielded(key, at_key)  # the key first, as the format refuses it first
            result["effects"][kept] = _effect(effect, at_key, game_id, refer)
    if "relic_carrier" in given:
        result["relic_carrier"] = refer(data.relic_carrier, at(path, "relic_carrier"), "fielded")
    if "initiative" in given:
        result["initiative"] = read_initiative(data.initiative, at(path, "initiative"))
    if "fielded" in given:
        where = at(path, "fielded")
        result["fielded"] = {}
        for key, warrior in data.fielded.items():  # type: ignore[union-attr]
            at_key = _at_key(where, key)
            kept = fielded(key, at_key)
            result["fielded"][kept] = (
                kit.as_fielded(warrior, at_key, game_id, rules)
                if game_id is not None
                else msgspec.to_builtins(warrior)
            )
    if "log" in given:
        # The log's reader (and the tracker's rules) load with the first log read: the app's
        # start reads none (models.story uses this module for gold_told).
        from models.records.tracker_doc import read_log

        result["log"] = read_log(data.log, at(path, "log"))
    if "over_limit" in given:
        where = at(path, "over_limit")
        result["over_limit"] = [
            composed(words, where, i)
            for i, words in enumerate(data.over_limit)  # type: ignore[arg-type]
        ]
    return result


def _at_key(path: str, key: str) -> str:
    """:func:`at` of a key of ``effects`` or ``fielded``: as the database keeps them, a fielded
    character's id in ASCII digits, which JSON quotes as they are (one key a fielding)."""
    if key.isascii() and key.isdigit():
        return f'{path}["{key}"]'
    return at(path, key)


def _has(data: declared.Details[Any], name: str) -> bool:
    return getattr(data, name) is not msgspec.UNSET


def _effect(
    effect: declared.Effect[Any], path: str, game_id: str | None, refer: Refer
) -> dict[str, Any]:
    """What recording the game changed for one fielded character. (A game keeps one for each
    fielded character: the paths of what is empty, nothing to refuse, are not spelled out.)"""
    character = refer(effect.character, at(path, "character"), "character")
    injuries = effect.injuries
    if game_id is not None and not (type(injuries) is dict and not injuries):
        injuries = kit.injuries(injuries, at(path, "injuries"), game_id)
    elif game_id is not None:
        injuries = {}
    return {
        "character": character,
        "status_before": effect.status_before,
        "died": effect.died,
        "injuries": injuries,
        "lost": _purchases(effect.lost, path, "lost", refer),
        "gold": effect.gold,
        "stashed": _purchases(effect.stashed, path, "stashed", refer),
        "xp": effect.xp,
    }


def _purchases(value: list[Any], path: str, name: str, refer: Refer) -> list[Any]:
    if not value:
        return []
    where = at(path, name)
    return [refer(purchase, item(where, i), "purchase") for i, purchase in enumerate(value)]


def gold_told(kind: str, details: Mapping[str, object], path: str) -> None:
    """A character's history entry of ``kind`` that moves his gold says by how much, in the
    keys his story is added up from (:data:`declarations.GOLD_KEYS`): refused, naming the key,
    where one is missing or not a whole number. ``details`` are those at ``path``."""
    correction, pair, what = declared.GOLD_CORRECTION
    if GOLD_CHANGE in details:
        told = {GOLD_CHANGE: QT_TRANSLATE_NOOP("CampaignFile", "how much the entry moved his gold")}
    elif kind in declared.GOLD_KEYS:
        key, what = declared.GOLD_KEYS[kind]
        told = {key: what}
    elif kind == correction and details.get("field") == "gold":
        told = dict.fromkeys(pair, what)
    else:
        return
    for key, what in told.items():
        if key not in details:  # never gold_change: it is given
            if kind == correction:
                missing = translate(
                    "CampaignFile", "missing: a correction of a character's gold says {what}"
                )
            else:
                missing = translate(
                    "CampaignFile", "missing: a {kind} entry of a character says {what}"
                )
            fail(
                at(path, key),
                missing.format(kind=kind, what=translate("CampaignFile", what)),
            )
        if type(details[key]) is not int:
            fail(
                at(path, key),
                translate("CampaignFile", "must be a whole number ({what}), not {kind}").format(
                    what=translate("CampaignFile", what), kind=kind_of(details[key])
                ),
            )

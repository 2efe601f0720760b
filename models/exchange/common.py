"""What writing and reading campaign files share: references inside JSON details translated
both ways, the error for a file that cannot be read or written, and pausing the collector."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from models.errors import MusterError
from models.records.document import (
    DETAIL_FIELDED,
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
)

Lookup = Callable[[Any], Any]


class ExchangeFileError(MusterError):
    """A campaign file that cannot be read or written (missing, a folder, no permission)."""


def lookup(mapping: Mapping[Any, Any]) -> Lookup:
    """Translate one reference; what the mapping does not know becomes null."""

    def translate(value: Any) -> Any:
        if value is None or isinstance(value, bool) or not isinstance(value, int | str):
            return None
        return mapping.get(value)

    return translate


def places_from(first: int) -> Lookup:
    """Translate a place in the history (0 for its first entry) into the id of its row, the
    rows having ids from ``first`` in the history's order; anything else becomes null."""

    def translate(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return None
        return first + value

    return translate


def translate_outcome(outcome: Any, fielded: Lookup) -> Any:
    """An outcome with ``killed_by`` (a fielded character) translated."""
    if not isinstance(outcome, Mapping):
        return outcome
    result = dict(outcome)
    if result.get("killed_by") is not None:
        result["killed_by"] = fielded(result["killed_by"])
    return result


def translate_game_details(
    details: Any, *, fielded: Lookup, character: Lookup, purchase: Lookup
) -> Any:
    """``Game.details`` with its references translated: the effects (keyed by fielded
    character, naming the character and the purchases lost or put in the stash) and the relic
    carrier. Effects of
    a fielded character the other side does not know are left out."""
    if not isinstance(details, Mapping):
        return details
    result = dict(details)
    effects = details.get("effects")
    if isinstance(effects, Mapping):
        result["effects"] = {}
        for fielded_ref, effect in effects.items():
            translated_ref = fielded(fielded_ref)
            if translated_ref is None:
                continue
            effect = dict(effect) if isinstance(effect, Mapping) else effect
            if isinstance(effect, dict):
                effect["character"] = character(effect.get("character"))
                # Games recorded before the warband's stash existed stashed nothing.
                effect.setdefault("stashed", [])
                effect.setdefault("xp", None)  # recorded before experience (K6)
                for name in ("lost", "stashed"):
                    purchases = effect.get(name)
                    if isinstance(purchases, list):
                        effect[name] = [purchase(p) for p in purchases]
            result["effects"][str(translated_ref)] = effect
    if "relic_carrier" in details:
        result["relic_carrier"] = fielded(details["relic_carrier"])
    as_fielded = details.get(DETAIL_FIELDED)
    if isinstance(as_fielded, Mapping):
        result[DETAIL_FIELDED] = {
            str(key): value
            for key, value in ((fielded(ref), value) for ref, value in as_fielded.items())
            if key is not None
        }
    return result


def translate_history_details(
    details: Any,
    *,
    fielded: Lookup,
    character: Lookup,
    purchase: Lookup,
    history: Lookup | None = None,
) -> Any:
    """A history entry's details with the purchase, the victim, the outcomes and the entries
    a correction supersedes translated (entries the other side does not know are left out)."""
    if not isinstance(details, Mapping):
        return details
    result = dict(details)
    superseded = result.get(DETAIL_SUPERSEDES)
    if history is not None and isinstance(superseded, list):
        translated = [history(entry) for entry in superseded]
        result[DETAIL_SUPERSEDES] = [entry for entry in translated if entry is not None]
    if DETAIL_PURCHASE in result:
        result[DETAIL_PURCHASE] = purchase(result[DETAIL_PURCHASE])
    if DETAIL_VICTIM in result:
        result[DETAIL_VICTIM] = character(result[DETAIL_VICTIM])
    for name in DETAIL_OUTCOMES:
        if name in result:
            result[name] = translate_outcome(result[name], fielded)
    return result

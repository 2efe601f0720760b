"""A campaign's house rules: checking them and merging them into a game's data.

A campaign keeps its house rules as one JSON object, next to settings of its own (such as
``refund_after_play``); keys the rules do not own pass through untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from rules.data import (
    BEASTRIDER,
    POINTS_LIMIT,
    POINTS_NONE,
    GameData,
    Profile,
    Scenario,
    Special,
)
from rules.errors import HouseRulesError
from rules.fields import Entry, is_whole, whole_problem

# The keys of a campaign's house rules that belong to the rules.
OWNED_KEYS = (
    "prices",
    "base_move",
    "lasting_injuries",
    "lose_broken_gear",
    "profiles",
    "specials",
    "scenarios",
)

# Bounds of a campaign's own profiles, so the odds and the roster stay sensible.
MAX_DICE = 20
MAX_STAT = 99


def _error(where: str) -> Callable[[str, str], HouseRulesError]:
    def make(field: str, problem: str) -> HouseRulesError:
        path = f"{where}.{field}" if field else where
        return HouseRulesError(f"{path}: {problem}")

    return make


def _list(rules: Mapping[str, Any], key: str) -> list[Any]:
    value = rules[key]
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise HouseRulesError(f"{key}: must be a list")
    return list(value)


def _prices(game: GameData, value: Any) -> dict[str, int]:
    if not isinstance(value, Mapping):
        raise HouseRulesError("prices: must be a table of item ids and prices")
    if value and not game.items:
        raise HouseRulesError(f"prices: {game.name} has no gold and no prices")
    prices: dict[str, int] = {}
    for ident, price in value.items():
        item = game.items.get(ident)
        if item is None:
            raise HouseRulesError(f"prices.{ident}: no item of {game.name} has this id")
        if not item.for_sale:
            raise HouseRulesError(f"prices.{ident}: the {item.name} is never sold")
        if not is_whole(price) or price < 0:
            raise HouseRulesError(f"prices.{ident}: {whole_problem(0, None)}")
        prices[ident] = int(price)
    return prices


def _new_id(entry: Entry, taken: Mapping[str, str], game: GameData, kind: str) -> str:
    ident = entry.ident("id")
    if ident in taken:
        raise entry.fail("id", f"{ident!r} is already {taken[ident]}")
    taken[ident] = f"a {kind} of this campaign"
    return ident


def _specials(game: GameData, value: list[Any]) -> list[dict[str, Any]]:
    if value and game.id != BEASTRIDER:
        raise HouseRulesError(f"specials: {game.name} has no specials")
    taken = {key: f"a special of {game.name}" for key in game.specials}
    result: list[dict[str, Any]] = []
    rewritten: set[str] = set()
    for index, table in enumerate(value):
        entry = Entry(table, _error(f"specials[{index}]"))
        ident = entry.ident("id")
        own = game.specials.get(ident)
        if own is not None and own.unpublished and ident not in rewritten:
            rewritten.add(ident)
            result.append({"id": ident, "text": entry.text("text")})
            continue
        ident = _new_id(entry, taken, game, "special")
        result.append(
            {"id": ident, "name": entry.text("name"), "text": entry.text("text", allow_empty=True)}
        )
    return result


def _profile(game: GameData, entry: Entry, ident: str, specials: set[str]) -> dict[str, Any]:
    result: dict[str, Any] = {"id": ident, "name": entry.text("name")}
    if game.id == BEASTRIDER:
        result["movement"] = entry.whole("movement", minimum=1, maximum=MAX_STAT)
        result["toughness"] = entry.whole("toughness", minimum=1, maximum=MAX_STAT)
        result["attack"] = entry.whole("attack", minimum=1, maximum=MAX_DICE)
        result["defend"] = entry.whole("defend", minimum=0, maximum=MAX_DICE)
        own = entry.idents("specials", ())
        for special in own:
            if special not in specials:
                raise entry.fail("specials", f"no special has the id {special!r}")
        result["specials"] = list(own)
        result["mounted"] = entry.flag("mounted", False)
    else:
        result["points"] = entry.whole("points", minimum=0)
        result["combat_dice"] = entry.whole("combat_dice", minimum=1, maximum=MAX_DICE)
        result["gold"] = entry.whole("gold", minimum=0)
        result["move"] = entry.optional_whole("move", minimum=1, maximum=MAX_STAT)
    return result


def _scenario(entry: Entry, ident: str) -> dict[str, Any]:
    return {
        "id": ident,
        "name": entry.text("name"),
        "text": entry.text("text", "", allow_empty=True),
    }


def normalise(game: GameData, house_rules: Mapping[str, Any] | None) -> dict[str, Any]:
    """Check a campaign's house rules against the game; the normalised dict, or HouseRulesError.

    Keys the rules do not own are passed through unchanged; a key set to None counts as unset.
    """
    if house_rules is None:
        return {}
    if not isinstance(house_rules, Mapping):
        raise HouseRulesError("house rules: must be a table of settings")
    result = {key: value for key, value in house_rules.items() if key not in OWNED_KEYS}
    rules = {key: house_rules[key] for key in OWNED_KEYS if house_rules.get(key) is not None}
    top = Entry(rules, lambda field, problem: HouseRulesError(f"{field}: {problem}"))
    if "prices" in rules:
        result["prices"] = _prices(game, rules["prices"])
    if "base_move" in rules:
        result["base_move"] = top.whole("base_move", minimum=1, maximum=MAX_STAT)
    for key in ("lasting_injuries", "lose_broken_gear"):
        if key in rules:
            result[key] = top.flag(key)
    specials = set(game.specials)
    if "specials" in rules:
        result["specials"] = _specials(game, _list(rules, "specials"))
        specials.update(special["id"] for special in result["specials"])
    if "profiles" in rules:
        taken = {key: f"a profile of {game.name}" for key in game.profiles}
        result["profiles"] = []
        for index, table in enumerate(_list(rules, "profiles")):
            entry = Entry(table, _error(f"profiles[{index}]"))
            ident = _new_id(entry, taken, game, "profile")
            result["profiles"].append(_profile(game, entry, ident, specials))
    if "scenarios" in rules:
        taken = {key: f"a scenario of {game.name}" for key in game.scenarios}
        result["scenarios"] = []
        for index, table in enumerate(_list(rules, "scenarios")):
            entry = Entry(table, _error(f"scenarios[{index}]"))
            ident = _new_id(entry, taken, game, "scenario")
            result["scenarios"].append(_scenario(entry, ident))
    return result


def owned_part(normalised: Mapping[str, Any]) -> dict[str, Any]:
    """Only the keys the rules own: what the effective data depends on."""
    return {key: normalised[key] for key in OWNED_KEYS if key in normalised}


def _custom_profile(game: GameData, spec: Mapping[str, Any]) -> Profile:
    if game.id == BEASTRIDER:
        return Profile(
            id=spec["id"],
            name=spec["name"],
            custom=True,
            movement=spec["movement"],
            toughness=spec["toughness"],
            attack=spec["attack"],
            defend=spec["defend"],
            specials=tuple(spec["specials"]),
            mounted=spec["mounted"],
        )
    return Profile(
        id=spec["id"],
        name=spec["name"],
        custom=True,
        points=spec["points"],
        combat_dice=spec["combat_dice"],
        gold=spec["gold"],
        move=spec["move"],
    )


def merge(game: GameData, rules: Mapping[str, Any]) -> GameData:
    """The game's data with normalised house rules applied (see :func:`normalise`)."""
    if not rules:
        return game
    prices = rules.get("prices", {})
    items = {
        key: replace(item, cost=prices[key]) if key in prices else item
        for key, item in game.items.items()
    }
    specials = dict(game.specials)
    for spec in rules.get("specials", ()):
        if spec["id"] in specials:
            specials[spec["id"]] = replace(specials[spec["id"]], text=spec["text"])
        else:
            specials[spec["id"]] = Special(spec["id"], spec["name"], spec["text"], custom=True)
    profiles = dict(game.profiles)
    for spec in rules.get("profiles", ()):
        profiles[spec["id"]] = _custom_profile(game, spec)
    scenarios = dict(game.scenarios)
    rule = POINTS_NONE if game.id == BEASTRIDER else POINTS_LIMIT
    for spec in rules.get("scenarios", ()):
        scenarios[spec["id"]] = Scenario(
            spec["id"], spec["name"], spec["text"], custom=True, points_rule=rule
        )
    return replace(
        game,
        items=MappingProxyType(items),
        specials=MappingProxyType(specials),
        profiles=MappingProxyType(profiles),
        scenarios=MappingProxyType(scenarios),
        base_move=rules.get("base_move", game.base_move),
        lasting_injuries=rules.get("lasting_injuries", game.lasting_injuries),
        lose_broken_gear=rules.get("lose_broken_gear", game.lose_broken_gear),
        house_rules=MappingProxyType(dict(rules)),
    )

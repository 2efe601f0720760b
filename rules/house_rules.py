"""A campaign's house rules: checking them and merging them into a game's data.

A campaign keeps its house rules as one JSON object, next to settings of its own (such as
``refund_after_play``); keys the rules do not own pass through untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from i18n import translate
from rules.data import (
    BEASTRIDER,
    POINTS_LIMIT,
    POINTS_NONE,
    GameData,
    Profile,
    Scenario,
    Special,
    named,
)
from rules.errors import HouseRulesError
from rules.fields import Entry, is_whole, whole_problem
from rules.game_strings import NATURAL_ARMOUR, PROTECTION, game_text

# The keys of a campaign's house rules that belong to the rules.
OWNED_KEYS = (
    "prices",
    "base_move",
    "lasting_injuries",
    "lose_broken_gear",
    "heroes_return",
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
        raise HouseRulesError(translate("HouseRules", "{key}: must be a list").format(key=key))
    return list(value)


def _prices(rules: GameData, value: Any) -> dict[str, int]:
    if not isinstance(value, Mapping):
        raise HouseRulesError(
            translate("HouseRules", "prices: must be a table of item ids and prices")
        )
    if value and not rules.items:
        raise HouseRulesError(
            translate("HouseRules", "prices: {game} has no gold and no prices").format(
                game=named(rules)
            )
        )
    prices: dict[str, int] = {}
    for ident, price in value.items():
        item = rules.items.get(ident)
        if item is None:
            raise HouseRulesError(
                translate("HouseRules", "prices.{id}: no item of {game} has this id").format(
                    id=ident, game=named(rules)
                )
            )
        if not item.for_sale:
            raise HouseRulesError(
                translate("HouseRules", "prices.{id}: the {item} is never sold").format(
                    id=ident, item=named(item)
                )
            )
        if not is_whole(price) or price < 0:
            raise HouseRulesError(
                translate("HouseRules", "prices.{id}: {problem}").format(
                    id=ident, problem=whole_problem(0, None)
                )
            )
        prices[ident] = int(price)
    return prices


def _new_id(entry: Entry, taken: dict[str, str], own: str) -> str:
    """A new entry's id, not ``taken`` (each id by what has it); ``own`` says what has it now:
    "a profile of this campaign"."""
    ident = entry.ident("id")
    if ident in taken:
        raise entry.fail(
            "id",
            translate("HouseRules", "{id} is already {what}").format(
                id=repr(ident), what=taken[ident]
            ),
        )
    taken[ident] = own
    return ident


def _specials(rules: GameData, value: list[Any]) -> list[dict[str, Any]]:
    if value and rules.id != BEASTRIDER:
        raise HouseRulesError(
            translate("HouseRules", "specials: {game} has no specials").format(game=named(rules))
        )
    game_own = translate("HouseRules", "a special of {game}").format(game=named(rules))
    taken = dict.fromkeys(rules.specials, game_own)
    result: list[dict[str, Any]] = []
    rewritten: set[str] = set()
    for index, table in enumerate(value):
        entry = Entry(table, _error(f"specials[{index}]"))
        ident = entry.ident("id")
        own = rules.specials.get(ident)
        if own is not None and own.unpublished and ident not in rewritten:
            rewritten.add(ident)
            result.append({"id": ident, "text": entry.text("text")})
            continue
        ident = _new_id(entry, taken, translate("HouseRules", "a special of this campaign"))
        result.append(
            {"id": ident, "name": entry.text("name"), "text": entry.text("text", allow_empty=True)}
        )
    return result


def _profile(rules: GameData, entry: Entry, ident: str, specials: set[str]) -> dict[str, Any]:
    result: dict[str, Any] = {"id": ident, "name": entry.text("name")}
    if rules.id == BEASTRIDER:
        result["movement"] = entry.whole("movement", minimum=1, maximum=MAX_STAT)
        result["toughness"] = entry.whole("toughness", minimum=1, maximum=MAX_STAT)
        result["attack"] = entry.whole("attack", minimum=1, maximum=MAX_DICE)
        result["defend"] = entry.whole("defend", minimum=0, maximum=MAX_DICE)
        own = entry.idents("specials", ())
        for special in own:
            if special not in specials:
                raise entry.fail(
                    "specials",
                    translate("HouseRules", "no special has the id {id}").format(id=repr(special)),
                )
        result["specials"] = list(own)
        result["mounted"] = entry.flag("mounted", False)
    else:
        result["points"] = entry.whole("points", minimum=0)
        result["combat_dice"] = entry.whole("combat_dice", minimum=1, maximum=MAX_DICE)
        result["gold"] = entry.whole("gold", minimum=0)
        result["move"] = entry.optional_whole("move", minimum=1, maximum=MAX_STAT)
    if not entry.flag("recruitable", True):
        result["recruitable"] = False  # written only when false: older campaigns keep their form
    return result


def _scenario(entry: Entry, ident: str) -> dict[str, Any]:
    return {
        "id": ident,
        "name": entry.text("name"),
        "text": entry.text("text", "", allow_empty=True),
    }


def normalise(rules: GameData, house_rules: Mapping[str, Any] | None) -> dict[str, Any]:
    """Check a campaign's house rules against the game; the normalised dict, or HouseRulesError.

    Keys the rules do not own are passed through unchanged; a key set to None counts as unset.
    """
    if house_rules is None:
        return {}
    if not isinstance(house_rules, Mapping):
        raise HouseRulesError(translate("HouseRules", "house rules: must be a table of settings"))
    result = {key: value for key, value in house_rules.items() if key not in OWNED_KEYS}
    owned = {key: house_rules[key] for key in OWNED_KEYS if house_rules.get(key) is not None}
    top = Entry(owned, lambda field, problem: HouseRulesError(f"{field}: {problem}"))
    if "prices" in owned:
        result["prices"] = _prices(rules, owned["prices"])
    if "base_move" in owned:
        result["base_move"] = top.whole("base_move", minimum=1, maximum=MAX_STAT)
    for key in ("lasting_injuries", "lose_broken_gear", "heroes_return"):
        if key in owned:
            result[key] = top.flag(key)
    specials = set(rules.specials)
    if "specials" in owned:
        result["specials"] = _specials(rules, _list(owned, "specials"))
        specials.update(special["id"] for special in result["specials"])
    if "profiles" in owned:
        game_own = translate("HouseRules", "a profile of {game}").format(game=named(rules))
        taken = dict.fromkeys(rules.profiles, game_own)
        result["profiles"] = []
        ours = translate("HouseRules", "a profile of this campaign")
        for index, table in enumerate(_list(owned, "profiles")):
            entry = Entry(table, _error(f"profiles[{index}]"))
            ident = _new_id(entry, taken, ours)
            result["profiles"].append(_profile(rules, entry, ident, specials))
    if "scenarios" in owned:
        game_own = translate("HouseRules", "a scenario of {game}").format(game=named(rules))
        taken = dict.fromkeys(rules.scenarios, game_own)
        result["scenarios"] = []
        ours = translate("HouseRules", "a scenario of this campaign")
        for index, table in enumerate(_list(owned, "scenarios")):
            entry = Entry(table, _error(f"scenarios[{index}]"))
            ident = _new_id(entry, taken, ours)
            result["scenarios"].append(_scenario(entry, ident))
    return result


def owned_part(normalised: Mapping[str, Any]) -> dict[str, Any]:
    """Only the keys the rules own: what the effective data depends on."""
    return {key: normalised[key] for key in OWNED_KEYS if key in normalised}


def _custom_profile(rules: GameData, spec: Mapping[str, Any]) -> Profile:
    recruitable = spec.get("recruitable", True)
    if rules.id == BEASTRIDER:
        return Profile(
            id=spec["id"],
            name=spec["name"],  # typed by the campaign: never translated
            custom=True,
            recruitable=recruitable,
            protection_name=game_text(PROTECTION, NATURAL_ARMOUR),
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
        recruitable=recruitable,
        protection_name=game_text(PROTECTION, NATURAL_ARMOUR),
        points=spec["points"],
        combat_dice=spec["combat_dice"],
        gold=spec["gold"],
        move=spec["move"],
    )


def merge(rules: GameData, owned: Mapping[str, Any]) -> GameData:
    """The game's rules with normalised house rules applied (see :func:`normalise`)."""
    if not owned:
        return rules
    prices = owned.get("prices", {})
    items = {
        key: replace(item, cost=prices[key]) if key in prices else item
        for key, item in rules.items.items()
    }
    specials = dict(rules.specials)
    for spec in owned.get("specials", ()):
        if spec["id"] in specials:
            specials[spec["id"]] = replace(specials[spec["id"]], text=spec["text"])
        else:
            specials[spec["id"]] = Special(spec["id"], spec["name"], spec["text"], custom=True)
    profiles = dict(rules.profiles)
    for spec in owned.get("profiles", ()):
        profiles[spec["id"]] = _custom_profile(rules, spec)
    scenarios = dict(rules.scenarios)
    rule = POINTS_NONE if rules.id == BEASTRIDER else POINTS_LIMIT
    for spec in owned.get("scenarios", ()):
        scenarios[spec["id"]] = Scenario(
            spec["id"], spec["name"], spec["text"], custom=True, points_rule=rule
        )
    return replace(
        rules,
        items=MappingProxyType(items),
        specials=MappingProxyType(specials),
        profiles=MappingProxyType(profiles),
        scenarios=MappingProxyType(scenarios),
        base_move=owned.get("base_move", rules.base_move),
        lasting_injuries=owned.get("lasting_injuries", rules.lasting_injuries),
        lose_broken_gear=owned.get("lose_broken_gear", rules.lose_broken_gear),
        heroes_return=owned.get("heroes_return", rules.heroes_return),
        house_rules=MappingProxyType(dict(owned)),
    )

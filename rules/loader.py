"""Loading and checking one game data file (TOML) into a :class:`~rules.data.GameData`.

Every check names the file, the entry and the field, so a broken file can be mended by
someone who has never read this code.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

from i18n import translate
from rules.data import (
    ARMOUR,
    BEASTRIDER,
    BREAKAGES,
    BREAKS,
    CALIBURN,
    DAGGER,
    GAME_IDS,
    ITEM_CATEGORIES,
    LATER_TURNS,
    ONE_HANDED,
    OUTCOMES,
    POINTS_NONE,
    POINTS_RATIO,
    POINTS_RULES,
    SHIELD,
    SHIELD_SAVE_RESULTS,
    SLOT_HAND,
    SLOT_SHIELD,
    SLOT_SPEAR,
    SLOT_TWO_HANDED,
    SLOTS,
    TWO_HANDED,
    CombatRules,
    DamageRow,
    GameData,
    InitiativeRules,
    Item,
    Option,
    Profile,
    Scenario,
    Special,
    Terrain,
    WeaponCombination,
)
from rules.errors import RulesDataError
from rules.fields import Entry
from rules.game_strings import (
    COMBINATION,
    GAME,
    INITIATIVE,
    ITEM,
    NATURAL_ARMOUR,
    NOTE,
    OPTION,
    PROFILE,
    PROTECTION,
    SCENARIO,
    SPECIAL,
    TERRAIN,
    chosen,
    game_text,
)

T = TypeVar("T")


class _File:
    """The file being loaded: its name, for every error message."""

    def __init__(self, path: Path) -> None:
        self.name = path.name

    def error(self, entry: str) -> Callable[[str, str], RulesDataError]:
        def make(field: str, problem: str) -> RulesDataError:
            if field:
                return RulesDataError(
                    translate("GameFile", "{file}: {entry}, field '{field}': {problem}").format(
                        file=self.name, entry=entry, field=field, problem=problem
                    )
                )
            return RulesDataError(
                translate("GameFile", "{file}: {entry}: {problem}").format(
                    file=self.name, entry=entry, problem=problem
                )
            )

        return make

    def entry(self, table: object, label: str) -> Entry:
        return Entry(table, self.error(label))

    def section(
        self, root: Mapping[str, Any], key: str, read: Callable[[Entry], T], *, required: bool
    ) -> dict[str, T]:
        """Read an array of tables keyed by their unique ``id``."""
        tables = root.get(key)
        if tables is None and not required:
            return {}
        if not isinstance(tables, list) or (required and not tables):
            raise self.error(key)(
                "",
                translate("GameFile", "must be a non-empty list of tables ([[{key}]])").format(
                    key=key
                ),
            )
        result: dict[str, T] = {}
        for index, table in enumerate(tables):
            label = f"{key}[{index}]"
            if isinstance(table, Mapping) and isinstance(table.get("id"), str):
                label += f" ({table['id']})"
            entry = self.entry(table, label)
            ident = entry.ident("id")
            if ident in result:
                raise entry.fail(
                    "id",
                    translate("GameFile", "{id} is used by another entry").format(id=repr(ident)),
                )
            result[ident] = read(entry)
        return result


# The stats every profile of a game must give, with their least value.
REQUIRED_STATS: Mapping[str, Mapping[str, int]] = {
    BEASTRIDER: {"movement": 1, "toughness": 1, "attack": 1, "defend": 0},
    CALIBURN: {"points": 0, "combat_dice": 1, "gold": 0},
}


def _profile(required: Mapping[str, int], entry: Entry) -> Profile:
    for stat, least in required.items():
        entry.whole(stat, minimum=least)
    name = entry.text("name")
    return Profile(
        id=entry.ident("id"),
        name=game_text(PROFILE, name),
        english_name=name,
        hero=entry.flag("hero", False),
        movement=entry.whole("movement", 0),
        toughness=entry.whole("toughness", 0),
        attack=entry.whole("attack", 0),
        defend=entry.whole("defend", 0),
        specials=entry.idents("specials", ()),
        leader=entry.flag("leader", False),
        actions=entry.whole("actions", 2, minimum=1),
        bow=entry.optional_whole("bow", minimum=1),
        mounted=entry.flag("mounted", False),
        points=entry.whole("points", 0),
        combat_dice=entry.whole("combat_dice", 0),
        gold=entry.whole("gold", 0),
        move=entry.optional_whole("move", minimum=1),
        fixed_items=entry.idents("fixed_items", ()),
        natural_protection=entry.whole("natural_protection", 0),
        protection_name=game_text(PROTECTION, entry.text("protection_name", NATURAL_ARMOUR)),
        may_buy=entry.flag("may_buy", True),
        decapitation_immune=entry.flag("decapitation_immune", False),
        notes=tuple(game_text(NOTE, note) for note in entry.texts("notes", ())),
    )


def _special(entry: Entry) -> Special:
    name = entry.text("name")
    return Special(
        id=entry.ident("id"),
        name=game_text(SPECIAL, name),
        english_name=name,
        text=game_text(SPECIAL, entry.text("text")),
        once_per_game=entry.flag("once_per_game", True),
        passive=entry.flag("passive", False),
        extra_attack_dice=entry.whole("extra_attack_dice", 0),
        bow_ignores_defence=entry.flag("bow_ignores_defence", False),
        attack_again_on_wound=entry.flag("attack_again_on_wound", False),
        unpublished=entry.flag("unpublished", False),
    )


def _option(entry: Entry) -> Option:
    name = entry.text("name")
    return Option(
        id=entry.ident("id"),
        name=game_text(OPTION, name),
        english_name=name,
        profiles=entry.idents("profiles"),
        text=game_text(OPTION, entry.text("text")),
        defend_bonus=entry.whole("defend_bonus", 0),
        range=entry.optional_whole("range", minimum=1),
    )


def _slot(category: str, spear: bool) -> str | None:
    if category == ONE_HANDED:
        return SLOT_SPEAR if spear else SLOT_HAND
    return {TWO_HANDED: SLOT_TWO_HANDED, SHIELD: SLOT_SHIELD}.get(category)


def _item(entry: Entry) -> Item:
    category = entry.choice("category", ITEM_CATEGORIES)
    spear = entry.flag("spear", False)
    if spear and category != ONE_HANDED:
        raise entry.fail("spear", translate("GameFile", "only a one-handed weapon can be a spear"))
    name = entry.text("name")
    return Item(
        id=entry.ident("id"),
        name=game_text(ITEM, name),
        english_name=name,
        category=category,
        cost=entry.whole("cost"),
        protection=entry.whole("protection", 0),
        move_penalty=entry.whole("move_penalty", 0),
        damage_bonus=entry.whole("damage_bonus", 0),
        charge_bonus=entry.whole("charge_bonus", 0),
        effect=game_text(ITEM, entry.text("effect", "", allow_empty=True)),
        hero_only=entry.ident("hero_only") if "hero_only" in entry.table else None,
        for_sale=entry.flag("for_sale", True),
        slot=_slot(category, spear),
        breakage=entry.choice("breakage", BREAKAGES, BREAKS),
        self_wound=entry.flag("self_wound", False),
        ignores_armour=entry.idents("ignores_armour", ()),
        breaks_shield_on=entry.wholes("breaks_shield_on", ()),
        spear=spear,
    )


def _terrain(entry: Entry) -> Terrain:
    name = entry.text("name")
    return Terrain(
        id=entry.ident("id"),
        name=game_text(TERRAIN, name),
        english_name=name,
        modifier=entry.whole("modifier", 0, minimum=None),
        running_only=entry.flag("running_only", False),
        halves_foot=entry.flag("halves_foot", False),
    )


def _scenario(entry: Entry) -> Scenario:
    rule = entry.choice("points_rule", POINTS_RULES, POINTS_NONE)
    percent = entry.optional_whole("ratio_percent", minimum=1, maximum=100)
    if rule == POINTS_RATIO and percent is None:
        raise entry.fail(
            "ratio_percent", translate("GameFile", 'missing (needed by points_rule = "ratio")')
        )
    roles = entry.idents("roles", ())
    if rule == POINTS_RATIO and len(roles) != 2:
        raise entry.fail(
            "roles",
            translate("GameFile", "a ratio scenario needs two roles: the larger side first"),
        )
    name = entry.text("name")
    return Scenario(
        id=entry.ident("id"),
        name=game_text(SCENARIO, name),
        english_name=name,
        text=game_text(SCENARIO, entry.text("text")),
        roles=roles,
        points_rule=rule,
        ratio_percent=percent,
        relic=entry.flag("relic", False),
    )


def _combination(entry: Entry) -> WeaponCombination:
    slots = entry.idents("slots")
    for slot in slots:
        if slot not in SLOTS:
            raise entry.fail(
                "slots",
                translate("GameFile", "unknown place {slot}; use {places}").format(
                    slot=repr(slot), places=", ".join(SLOTS)
                ),
            )
    name = entry.text("name")
    return WeaponCombination(
        id=entry.ident("id"),
        name=game_text(COMBINATION, name),
        slots=slots,
        english_name=name,
    )


def _combat(file: _File, root: Mapping[str, Any]) -> CombatRules:
    if "combat" not in root:
        return CombatRules()
    entry = file.entry(root["combat"], "combat")
    return CombatRules(
        charge_bonus=entry.whole("charge_bonus"),
        charge_bonus_vs_spear=entry.whole("charge_bonus_vs_spear"),
        arm_wound_modifier=entry.whole("arm_wound_modifier", minimum=None),
        neck_wound_modifier=entry.whole("neck_wound_modifier", minimum=None),
        leg_wound_move_penalty=entry.whole("leg_wound_move_penalty"),
        helmet_from=entry.whole("helmet_from", minimum=None),
        helmet_to=entry.whole("helmet_to", minimum=None),
        unpreventable_natural=entry.whole("unpreventable_natural", minimum=2, maximum=12),
        sword_shatters=entry.wholes("sword_shatters"),
        run_multiplier=entry.whole("run_multiplier", minimum=1),
    )


def _initiative(file: _File, root: Mapping[str, Any]) -> InitiativeRules:
    if "initiative" not in root:
        return InitiativeRules()
    entry = file.entry(root["initiative"], "initiative")
    chooses = entry.text("chooses")
    return InitiativeRules(
        die=entry.whole("die", minimum=2, maximum=100),
        chooses=game_text(INITIATIVE, chooses),
        chosen=game_text(INITIATIVE, chosen(chooses)),
        english_chooses=chooses,
        later_turns=entry.choice("later_turns", LATER_TURNS),
    )


def _damage_chart(file: _File, root: Mapping[str, Any]) -> tuple[DamageRow, ...]:
    rows: list[DamageRow] = []
    for index, table in enumerate(root.get("damage_chart", ())):
        entry = file.entry(table, f"damage_chart[{index}]")
        at_least = entry.whole("at_least", minimum=None)
        if rows and at_least <= rows[-1].at_least:
            raise entry.fail(
                "at_least",
                translate("GameFile", "rows must go up: each starts above the one before"),
            )
        with_shield = None
        if "with_shield" in entry.table:
            with_shield = entry.choice("with_shield", OUTCOMES)
        rows.append(DamageRow(at_least, entry.choice("result", OUTCOMES), with_shield))
    return tuple(rows)


def _shield_save(file: _File, root: Mapping[str, Any]) -> Mapping[int, str]:
    results: dict[int, str] = {}
    tables = root.get("shield_save", ())
    for index, table in enumerate(tables):
        entry = file.entry(table, f"shield_save[{index}]")
        result = entry.choice("result", SHIELD_SAVE_RESULTS)
        for roll in entry.wholes("rolls"):
            if roll in results or not 1 <= roll <= 6:
                raise entry.fail(
                    "rolls",
                    translate("GameFile", "{roll} is not a die face, or is listed twice").format(
                        roll=roll
                    ),
                )
            results[roll] = result
    if tables and sorted(results) != [1, 2, 3, 4, 5, 6]:
        raise file.error("shield_save")(
            "rolls", translate("GameFile", "the rows must cover the faces 1 to 6")
        )
    return MappingProxyType(dict(sorted(results.items())))


def _check_refs(
    file: _File, section: str, owner: str, field: str, ids: Sequence[str], known: Mapping
) -> None:
    for ident in ids:
        if ident not in known:
            raise file.error(f"{section} ({owner})")(
                field, translate("GameFile", "unknown id {id}").format(id=repr(ident))
            )


def _check_references(file: _File, rules: GameData) -> None:
    """Every id an entry mentions must be defined in the same file."""
    for profile in rules.profiles.values():
        _check_refs(file, "profiles", profile.id, "specials", profile.specials, rules.specials)
        _check_refs(file, "profiles", profile.id, "fixed_items", profile.fixed_items, rules.items)
    for option in rules.options.values():
        _check_refs(file, "options", option.id, "profiles", option.profiles, rules.profiles)
    armour = {key: item for key, item in rules.items.items() if item.category == ARMOUR}
    for item in rules.items.values():
        hero = (item.hero_only,) if item.hero_only else ()
        _check_refs(file, "items", item.id, "hero_only", hero, rules.profiles)
        _check_refs(file, "items", item.id, "ignores_armour", item.ignores_armour, armour)


# Sections a Caliburn's Wrath file cannot do without, and the items the rules name (C6, C7).
CALIBURN_SECTIONS = ("items", "weapon_combinations", "damage_chart", "shield_save", "combat")
CALIBURN_ITEMS = {"dagger": DAGGER, "cloth_tunic": ARMOUR}


def _check_caliburn(file: _File, root: Mapping[str, Any], rules: GameData) -> None:
    for key in CALIBURN_SECTIONS:
        if not root.get(key):
            raise file.error(key)(
                "", translate("GameFile", "missing: Caliburn's Wrath needs this section")
            )
    for ident, category in CALIBURN_ITEMS.items():
        item = rules.items.get(ident)
        if item is None or item.category != category:
            raise file.error(f"items ({ident})")(
                "category",
                translate("GameFile", "the rules need a {category} {id}").format(
                    category=category, id=repr(ident)
                ),
            )


def read_game(path: Path, expected_id: str | None = None) -> GameData:
    """Load and check one game data file; raises RulesDataError naming file, entry and field."""
    file = _File(path)
    try:
        with path.open("rb") as handle:
            root = tomllib.load(handle)
    except OSError as exc:
        raise RulesDataError(
            translate("GameFile", "{file}: cannot be read ({reason})").format(
                file=file.name, reason=exc.strerror
            )
        ) from exc
    except tomllib.TOMLDecodeError as exc:
        raise RulesDataError(
            translate("GameFile", "{file}: not valid TOML ({reason})").format(
                file=file.name, reason=exc
            )
        ) from exc
    top = file.entry(root, translate("GameFile", "the top of the file"))
    game_id = top.choice("id", GAME_IDS)
    if expected_id is not None and game_id != expected_id:
        raise top.fail(
            "id",
            translate("GameFile", "is {found}, expected {expected}").format(
                found=repr(game_id), expected=repr(expected_id)
            ),
        )
    read_profile = partial(_profile, REQUIRED_STATS[game_id])
    settings = file.entry(root.get("settings", {}), "settings")
    options = file.section(root, "options", _option, required=False)
    profiles = {
        key: _with_options(profile, options)
        for key, profile in file.section(root, "profiles", read_profile, required=True).items()
    }
    name = top.text("name")
    game = GameData(
        id=game_id,
        name=game_text(GAME, name),
        english_name=name,
        source=str(path),
        profiles=MappingProxyType(profiles),
        specials=MappingProxyType(file.section(root, "specials", _special, required=False)),
        options=MappingProxyType(options),
        items=MappingProxyType(file.section(root, "items", _item, required=False)),
        scenarios=MappingProxyType(file.section(root, "scenarios", _scenario, required=True)),
        terrain=MappingProxyType(file.section(root, "terrain", _terrain, required=False)),
        weapon_combinations=tuple(
            file.section(root, "weapon_combinations", _combination, required=False).values()
        ),
        damage_chart=_damage_chart(file, root),
        shield_save=_shield_save(file, root),
        combat=_combat(file, root),
        initiative=_initiative(file, root),
        base_move=settings.whole("base_move", 6, minimum=1, maximum=99),
        lasting_injuries=settings.flag("lasting_injuries", False),
        lose_broken_gear=settings.flag("lose_broken_gear", True),
        heroes_return=settings.flag("heroes_return", False),
    )
    _check_references(file, game)
    if game_id == CALIBURN:
        _check_caliburn(file, root, game)
    return game


def _with_options(profile: Profile, options: Mapping[str, Option]) -> Profile:
    allowed = tuple(key for key, option in options.items() if profile.id in option.profiles)
    return replace(profile, options=allowed)

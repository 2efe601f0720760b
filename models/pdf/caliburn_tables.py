"""The tables of Caliburn's Wrath's quick reference, each a list of rows (the first is the
header) of Paragraph markup, with every figure read from the campaign's rules."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from models.pdf.renderer import signed, text
from rules.data import (
    ARM_WOUND,
    DAGGER,
    DAMAGE,
    DECAPITATED,
    LEG_WOUND,
    NECK_WOUND,
    NONE,
    SAVED,
    SHIELD_BROKEN,
    SLAIN,
    TWO_HANDED,
    GameData,
)


def listed(names: Sequence[str], word: str = "and") -> str:
    """'Longsword, Bastard Sword' style lists: "A, B and C"."""
    shown = [text(name) for name in names]
    if len(shown) < 2:
        return "".join(shown)
    return f"{', '.join(shown[:-1])} {word} {shown[-1]}"


def _ranges(points: Sequence[int], last_open: bool) -> list[str]:
    """'5', '7–8', '12 or more' for damage-chart rows starting at ``points``."""
    labels = []
    for index, start in enumerate(points):
        if index + 1 < len(points):
            end = points[index + 1] - 1
            labels.append(str(start) if end == start else f"{start}–{end}")
        else:
            labels.append(f"{start} or more" if last_open else str(start))
    return labels


def outcome_names(rules: GameData) -> dict[str, str]:
    """What each result of the damage chart and the shield save does, with the data's figures."""
    combat = rules.combat
    return {
        NONE: "No damage",
        SAVED: "Wound saved",
        DAMAGE: "Roll damage as normal",
        SHIELD_BROKEN: "Shield broken",
        LEG_WOUND: f'Leg wound: −{combat.leg_wound_move_penalty}" on every further move',
        ARM_WOUND: f"Arm wound: {signed(combat.arm_wound_modifier)} in all further combats",
        NECK_WOUND: f"Neck wound: {signed(combat.neck_wound_modifier)} in all further combats",
        SLAIN: "Head wound: slain",
        DECAPITATED: "Decapitated: an unpreventable kill",
    }


def damage_chart_rows(rules: GameData) -> list[list[str]]:
    """The damage chart (C2) as table rows, from the data's thresholds."""
    names = outcome_names(rules)
    chart = sorted(rules.damage_chart, key=lambda row: row.at_least)
    rows = [["2d6 total", "Result"]]
    if chart:
        rows.append([f"{chart[0].at_least - 1} or less", names[NONE]])
    for label, row in zip(_ranges([r.at_least for r in chart], True), chart, strict=True):
        result = names[row.result]
        if row.with_shield:
            otherwise = result[0].lower() + result[1:]
            result = f"{names[row.with_shield]} if he has a shield, otherwise {otherwise}"
        rows.append([label, result])
    return rows


def shield_save_rows(rules: GameData) -> list[list[str]]:
    """The shield save (C4) as table rows: the data's rolls grouped by what they do."""
    names = outcome_names(rules)
    rows = [["1d6", "Result"]]
    ordered = sorted(rules.shield_save.items())
    for result, group in groupby(ordered, key=lambda pair: pair[1]):
        rolls = [roll for roll, _ in group]
        label = str(rolls[0]) if len(rolls) == 1 else f"{rolls[0]}–{rolls[-1]}"
        rows.append([label, names[result]])
    return rows


def weapon_rows(rules: GameData) -> list[list[str]]:
    """The weapon table at the campaign's prices."""
    rows = [["Weapon", "Hands", "Damage bonus", "Cost", "Special"]]
    for item in rules.items.values():
        if not item.is_weapon:
            continue
        hands = (
            "—" if item.category == DAGGER else ("two" if item.category == TWO_HANDED else "one")
        )
        bonus = [signed(item.damage_bonus)] if item.damage_bonus else []
        if item.charge_bonus:
            bonus.append(f"{signed(item.damage_bonus + item.charge_bonus)} when charging")
        cost = f"{item.cost} gp" if item.for_sale else "free"
        if item.hero_only:
            owner = rules.profiles.get(item.hero_only)
            cost += f", {text(owner.name) if owner else item.hero_only} only"
        rows.append([text(item.name), hands, ", ".join(bonus) or "none", cost, text(item.effect)])
    return rows


def profile_rows(rules: GameData) -> list[list[str]]:
    """Every profile of the campaign (the game's and its own): points, combat dice, gold, the
    protection he is born with and what is his alone (C10, C13)."""
    rows = [["Warrior", "Points", "Dice", "Gold", "Protection", "His own"]]
    for profile in rules.profiles.values():
        own = []
        if profile.fixed_items:
            carried = listed([rules.items[key].name for key in profile.fixed_items])
            own.append(f"always armed with his {carried}")
        if not profile.may_buy:
            own.append("buys nothing")
        own += [
            f"only he may carry {text(item.name)}"
            for item in rules.items.values()
            if item.hero_only == profile.id
        ]
        if profile.decapitation_immune:
            own.append("decapitation does him no harm (C3)")
        if profile.hero:
            own.append("a named hero: once in a warband")
        if profile.custom:
            own.append("the campaign's own profile")
        said = "; ".join(own)
        rows.append(
            [
                text(profile.name),
                str(profile.points),
                f"{profile.combat_dice}d6",
                f"{profile.gold} gp" if profile.may_buy else "none",
                (
                    f"{text(profile.protection_name)} {signed(-profile.natural_protection)}"
                    if profile.natural_protection
                    else "—"
                ),
                said[:1].upper() + said[1:] if said else "—",
            ]
        )
    return rows

"""The tables of Caliburn's Wrath's quick reference, each a list of rows (the first is the
header) of Paragraph markup, with every figure read from the campaign's rules."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from i18n import language, translate
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

# Languages that write nouns with a capital in mid-sentence: a name is not lower-cased there.
CAPITALISED_NOUNS = frozenset({"de"})


def in_sentence(phrase: str) -> str:
    """``phrase`` (a name, a chart's result) continuing a sentence: lower-cased, except in a
    language that capitalises its nouns, where its capitals are most likely a noun's."""
    return phrase if language() in CAPITALISED_NOUNS else phrase.lower()


def listed(names: Sequence[str], either: bool = False) -> str:
    """'Longsword, Bastard Sword' style lists: "A, B and C" ("A, B or C" for ``either``)."""
    shown = [text(name) for name in names]
    if len(shown) < 2:
        return "".join(shown)
    first, last = ", ".join(shown[:-1]), shown[-1]
    if either:
        return translate("QuickReference", "{first} or {last}").format(first=first, last=last)
    return translate("QuickReference", "{first} and {last}").format(first=first, last=last)


def _ranges(points: Sequence[int], last_open: bool) -> list[str]:
    """'5', '7–8', '12 or more' for damage-chart rows starting at ``points``."""
    labels = []
    for index, start in enumerate(points):
        if index + 1 < len(points):
            end = points[index + 1] - 1
            labels.append(str(start) if end == start else f"{start}–{end}")
        else:
            labels.append(
                translate("QuickReference", "{start} or more").format(start=start)
                if last_open
                else str(start)
            )
    return labels


def outcome_names(rules: GameData) -> dict[str, str]:
    """What each result of the damage chart and the shield save does, with the data's figures."""
    combat = rules.combat
    return {
        NONE: translate("QuickReference", "No damage"),
        SAVED: translate("QuickReference", "Wound saved"),
        DAMAGE: translate("QuickReference", "Roll damage as normal"),
        SHIELD_BROKEN: translate("QuickReference", "Shield broken"),
        LEG_WOUND: translate(
            "QuickReference", 'Leg wound: −{penalty}" on every further move'
        ).format(penalty=combat.leg_wound_move_penalty),
        ARM_WOUND: translate(
            "QuickReference", "Arm wound: {modifier} in all further combats"
        ).format(modifier=signed(combat.arm_wound_modifier)),
        NECK_WOUND: translate(
            "QuickReference", "Neck wound: {modifier} in all further combats"
        ).format(modifier=signed(combat.neck_wound_modifier)),
        SLAIN: translate("QuickReference", "Head wound: slain"),
        DECAPITATED: translate("QuickReference", "Decapitated: an unpreventable kill"),
    }


def damage_chart_rows(rules: GameData) -> list[list[str]]:
    """The damage chart (C2) as table rows, from the data's thresholds."""
    names = outcome_names(rules)
    chart = sorted(rules.damage_chart, key=lambda row: row.at_least)
    rows = [[translate("QuickReference", "2d6 total"), translate("QuickReference", "Result")]]
    if chart:
        less = translate("QuickReference", "{end} or less").format(end=chart[0].at_least - 1)
        rows.append([less, names[NONE]])
    for label, row in zip(_ranges([r.at_least for r in chart], True), chart, strict=True):
        result = names[row.result]
        if row.with_shield:
            result = translate(
                "QuickReference", "{shield} if he has a shield, otherwise {result}"
            ).format(shield=names[row.with_shield], result=in_sentence(result))
        rows.append([label, result])
    return rows


def shield_save_rows(rules: GameData) -> list[list[str]]:
    """The shield save (C4) as table rows: the data's rolls grouped by what they do."""
    names = outcome_names(rules)
    rows = [[translate("QuickReference", "1d6"), translate("QuickReference", "Result")]]
    ordered = sorted(rules.shield_save.items())
    for result, group in groupby(ordered, key=lambda pair: pair[1]):
        rolls = [roll for roll, _ in group]
        label = str(rolls[0]) if len(rolls) == 1 else f"{rolls[0]}–{rolls[-1]}"
        rows.append([label, names[result]])
    return rows


def weapon_rows(rules: GameData) -> list[list[str]]:
    """The weapon table at the campaign's prices."""
    rows = [
        [
            translate("QuickReference", "Weapon"),
            translate("QuickReference", "Hands"),
            translate("QuickReference", "Damage bonus"),
            translate("QuickReference", "Cost"),
            translate("QuickReference", "Special"),
        ]
    ]
    for item in rules.items.values():
        if not item.is_weapon:
            continue
        if item.category == DAGGER:
            hands = "—"
        elif item.category == TWO_HANDED:
            hands = translate("QuickReference", "two")
        else:
            hands = translate("QuickReference", "one")
        bonus = [signed(item.damage_bonus)] if item.damage_bonus else []
        if item.charge_bonus:
            bonus.append(
                translate("QuickReference", "{bonus} when charging").format(
                    bonus=signed(item.damage_bonus + item.charge_bonus)
                )
            )
        cost = (
            translate("QuickReference", "{cost} gp").format(cost=item.cost)
            if item.for_sale
            else translate("QuickReference", "free")
        )
        if item.hero_only:
            owner = rules.profiles.get(item.hero_only)
            cost = translate("QuickReference", "{cost}, {hero} only").format(
                cost=cost, hero=text(owner.name) if owner else item.hero_only
            )
        bonus_text = ", ".join(bonus) or translate("QuickReference", "none", "damage bonus")
        rows.append([text(item.name), hands, bonus_text, cost, text(item.effect)])
    return rows


def profile_rows(rules: GameData) -> list[list[str]]:
    """Every profile of the campaign (the game's and its own): points, combat dice, gold, the
    protection he is born with and what is his alone (C10, C13)."""
    rows = [
        [
            translate("QuickReference", "Warrior"),
            translate("QuickReference", "Points"),
            translate("QuickReference", "Dice"),
            translate("QuickReference", "Gold"),
            translate("QuickReference", "Protection"),
            translate("QuickReference", "His own"),
        ]
    ]
    for profile in rules.profiles.values():
        own = []
        if profile.fixed_items:
            carried = listed([rules.items[key].name for key in profile.fixed_items])
            own.append(
                translate("QuickReference", "always armed with his {items}").format(items=carried)
            )
        if not profile.may_buy:
            own.append(translate("QuickReference", "buys nothing"))
        own += [
            translate("QuickReference", "only he may carry {item}").format(item=text(item.name))
            for item in rules.items.values()
            if item.hero_only == profile.id
        ]
        if profile.decapitation_immune:
            own.append(translate("QuickReference", "decapitation does him no harm (C3)"))
        if profile.hero:
            own.append(translate("QuickReference", "a named hero: once in a warband"))
        if profile.custom:
            own.append(translate("QuickReference", "the campaign's own profile"))
        said = "; ".join(own)
        rows.append(
            [
                text(profile.name),
                str(profile.points),
                translate("QuickReference", "{count}d6").format(count=profile.combat_dice),
                (
                    translate("QuickReference", "{gold} gp").format(gold=profile.gold)
                    if profile.may_buy
                    else translate("QuickReference", "none", "gold")
                ),
                (
                    f"{text(profile.protection_name)} {signed(-profile.natural_protection)}"
                    if profile.natural_protection
                    else "—"
                ),
                said[:1].upper() + said[1:] if said else "—",
            ]
        )
    return rows

"""Caliburn's Wrath: the public rules API.

The functions the odds screen and the acceptance checks call with plain ids
(``combat_odds``, ``injury_odds``, ``loadout_problems``) use the game's own data; the ``*_in``
variants and everything else take the campaign's effective data
(``rules.games.effective_game``), so house rules count.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from i18n import translate
from rules.caliburn_damage import (
    Blow,
    blow_odds,
    combat_odds,
    damage_outcome,
    injury_odds_in,
    make_blow,
)
from rules.caliburn_kit import (
    WarriorStats,
    carried,
    charge_bonus,
    combat_modifier,
    fighting_weapon,
    item_rule,
    lasting_wounds,
    move_allowance,
    warrior_stats,
    weapons_at_hand,
)
from rules.caliburn_melee import (
    BlowResult,
    Combatant,
    CombatResult,
    DamageRoll,
    WeaponBreak,
    break_weapon,
    double_ones,
    resolve_blow,
    resolve_combat,
    roll_damage,
)
from rules.characters import added_problems, kit_problems
from rules.data import CALIBURN, GameData, named
from rules.games import load_game
from rules.scenarios import PointsCheck, SideSpec, points_check

__all__ = [
    "Blow",
    "BlowResult",
    "CombatResult",
    "Combatant",
    "DamageRoll",
    "PointsCheck",
    "SideSpec",
    "WarriorStats",
    "WeaponBreak",
    "blow_odds",
    "break_weapon",
    "charge_bonus",
    "combat_modifier",
    "combat_odds",
    "damage_outcome",
    "double_ones",
    "fighting_weapon",
    "injury_odds",
    "injury_odds_in",
    "item_rule",
    "lasting_wounds",
    "loadout_problems",
    "loadout_problems_in",
    "make_blow",
    "move_allowance",
    "points_check",
    "purchase_problems",
    "resolve_blow",
    "resolve_combat",
    "roll_damage",
    "take_problems",
    "warrior_stats",
    "weapons_at_hand",
]


def injury_odds(
    weapon: str,
    *,
    defender: str | None = None,
    armour: str = "cloth_tunic",
    helmet: bool = False,
    shield: bool = False,
    charging: bool = False,
) -> dict[str, Fraction]:
    """The exact outcome of one won combat: the shield save (C4), then the damage roll (C2,
    C3, C5).

    ``weapon`` is the winner's weapon id, ``defender`` the loser's profile id (it matters for
    the Green Knight and King Arthur), the rest the loser's kit. Every outcome key is present
    (none, saved, shield_broken, leg_wound, arm_wound, neck_wound, slain, decapitated), zero
    when it cannot happen; the values sum to 1.
    """
    return injury_odds_in(
        load_game(CALIBURN),
        weapon,
        defender=defender,
        armour=armour,
        helmet=helmet,
        shield=shield,
        charging=charging,
    )


def loadout_problems(profile: str, items: Sequence[str]) -> list[str]:
    """Every reason, in a player's words, why this profile may not carry these item ids (gold,
    weapon combinations, one armour/helmet/shield, hero-only items, unknown ids); empty when
    the loadout is legal. Uses the game's own data and the profile's gold."""
    return loadout_problems_in(load_game(CALIBURN), profile, items)


def loadout_problems_in(
    rules: GameData, profile_id: str, items: Sequence[str], *, gold: int | None = None
) -> list[str]:
    """Every reason this profile may not carry these items (C7-C10); empty when he may.

    ``rules`` is the effective data (house-rule prices count); ``gold`` is what he has to
    spend on the whole kit, by default his profile's gold (C9). The kit is checked by
    :func:`rules.characters.kit_problems`, naming him by his profile.
    """
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [_no_profile(rules, profile_id)]
    who = named(profile)
    problems = [breach.sentence for breach in kit_problems(rules, who, profile, items)]
    _, bought = carried(rules, profile, [ident for ident in items if ident in rules.items])
    budget = profile.gold if gold is None else gold
    cost = sum(item.cost for item in bought)
    if profile.may_buy and cost > budget:
        problems.append(
            translate("Caliburn", "This kit costs {cost} gp; {name} has {gold} gp (C9).").format(
                cost=cost, name=who, gold=budget
            )
        )
    return problems


def _no_profile(rules: GameData, profile_id: str) -> str:
    return translate("Caliburn", "{game} has no profile {profile}.").format(
        game=named(rules), profile=repr(profile_id)
    )


def purchase_problems(
    rules: GameData,
    profile_id: str,
    owned_items: Sequence[str],
    new_item: str,
    gold_left: int,
    *,
    name: str | None = None,
) -> list[str]:
    """Why this warrior (``name``, by default his profile's) may not buy ``new_item`` now
    (C7-C10): what it would break of :func:`rules.characters.kit_problems` that his kit does
    not break already, and his gold; an empty list when he may."""
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [_no_profile(rules, profile_id)]
    item = rules.items.get(new_item)
    if item is None:
        return [
            translate("Caliburn", "{game} has no item {item}.").format(
                game=named(rules), item=repr(new_item)
            )
        ]
    who = name or named(profile)
    if not profile.may_buy:
        return [translate("Caliburn", "{name} buys nothing (C10).").format(name=who)]
    if not item.for_sale:
        return [
            translate(
                "Caliburn", "Every warrior already carries {item}; it is not sold (C7)."
            ).format(item=_a_item(named(item)))
        ]
    owned = list(owned_items)
    problems = [
        breach.sentence
        for breach in added_problems(
            kit_problems(rules, who, profile, owned),
            kit_problems(rules, who, profile, [*owned, new_item]),
        )
    ]
    if item.cost > gold_left:
        problems.append(
            translate("Caliburn", "{item} costs {cost} gp; {name} has {gold} gp left (C9).").format(
                item=named(item), cost=item.cost, name=who, gold=gold_left
            )
        )
    return problems


def take_problems(
    rules: GameData,
    profile_id: str,
    owned_items: Sequence[str],
    new_item: str,
    *,
    name: str | None = None,
) -> list[str]:
    """Why this warrior (``name``, by default his profile's) may not take ``new_item`` from
    his warband's stash or a comrade (K5).

    The rules of buying it apply (:func:`purchase_problems`: the legal combinations of C7 and
    the heroes' restrictions of C10, checked by :func:`rules.characters.kit_problems`), but not
    his gold (C9): the item is already paid for.
    """
    profile = rules.profiles.get(profile_id)
    item = rules.items.get(new_item)
    if profile is not None and not profile.may_buy:
        return [
            translate(
                "Caliburn", "{name} takes nothing: he carries only his own arms (C10)."
            ).format(name=name or named(profile))
        ]
    cost = item.cost if item is not None else 0
    return purchase_problems(rules, profile_id, owned_items, new_item, cost, name=name)


def _a_item(name: str) -> str:
    if name[:1].lower() in "aeiou":
        return translate("Caliburn", "an {item}").format(item=name)
    return translate("Caliburn", "a {item}").format(item=name)

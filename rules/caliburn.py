"""Caliburn's Wrath: the public rules API.

The functions the odds screen and the acceptance checks call with plain ids
(``combat_odds``, ``injury_odds``, ``loadout_problems``) use the game's own data; the ``*_in``
variants and everything else take the campaign's effective data
(``rules.games.effective_game``), so house rules count.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

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
    charge_bonus,
    combat_modifier,
    fighting_weapon,
    loadout_problems_in,
    move_allowance,
    purchase_problems,
    take_problems,
    warrior_stats,
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
from rules.data import CALIBURN
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

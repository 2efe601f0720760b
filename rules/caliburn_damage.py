"""Caliburn's Wrath blows: the combat roll-off odds (C1), the shield save (C4) and the damage
roll (C2, C3, C5), exact, as Fractions.

One function, :func:`damage_outcome`, reads the damage chart; the odds enumerate the 36 rolls
of 2d6 through it and the dice-rolling code in ``caliburn_melee`` rolls through it, so the
two can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from i18n import translate
from rules.data import (
    ARMOUR,
    DAMAGE,
    DECAPITATED,
    NONE,
    OUTCOMES,
    GameData,
    Item,
    named,
)

D6 = range(1, 7)
DAGGER_ID = "dagger"
TUNIC = "cloth_tunic"


@dataclass(frozen=True)
class Blow:
    """What the shield save and the damage roll of one blow depend on."""

    weapon: Item
    bonus: int  # the winner's damage bonus, charge included
    protection: int  # the loser's armour (unless the weapon ignores it) and natural protection
    helmet: bool
    shield: bool
    decapitation_immune: bool


def make_blow(
    rules: GameData,
    weapon: str,
    *,
    defender: str | None = None,
    armour: str = TUNIC,
    helmet: bool = False,
    shield: bool = False,
    charging: bool = False,
) -> Blow:
    """The blow of ``weapon`` against a loser so equipped (C2). ValueError for unknown ids."""
    item = rules.items.get(weapon)
    if item is None or not item.is_weapon:
        raise ValueError(
            translate("Caliburn", "{game} has no weapon {item}.").format(
                game=named(rules), item=repr(weapon)
            )
        )
    worn = rules.items.get(armour)
    if worn is None or worn.category != ARMOUR:
        raise ValueError(
            translate("Caliburn", "{game} has no armour {item}.").format(
                game=named(rules), item=repr(armour)
            )
        )
    natural, immune = 0, False
    if defender is not None:
        profile = rules.profiles.get(defender)
        if profile is None:
            raise ValueError(
                translate("Caliburn", "{game} has no profile {profile}.").format(
                    game=named(rules), profile=repr(defender)
                )
            )
        natural, immune = profile.natural_protection, profile.decapitation_immune
    return Blow(
        weapon=item,
        bonus=item.damage_bonus + (item.charge_bonus if charging else 0),
        protection=(0 if worn.id in item.ignores_armour else worn.protection) + natural,
        helmet=helmet,
        shield=shield,
        decapitation_immune=immune,
    )


def damage_outcome(rules: GameData, blow: Blow, natural: int) -> tuple[int, str]:
    """(total, result) of a damage roll whose two dice add up to ``natural`` (C2, C3, C5).

    A natural 12 decapitates whatever the modifiers; a helmet turns a total of exactly 10
    into 9; an axe's 4 or 5 breaks a shield; decapitation does the Green Knight no harm.
    """
    combat = rules.combat
    total = natural + blow.bonus - blow.protection
    if blow.helmet and total == combat.helmet_from:
        total = combat.helmet_to
    if natural == combat.unpreventable_natural:
        result = DECAPITATED
    elif blow.shield and total in blow.weapon.breaks_shield_on:
        result = "shield_broken"
    else:
        result = NONE
        for row in rules.damage_chart:
            if total >= row.at_least:
                result = row.with_shield if blow.shield and row.with_shield else row.result
    if result == DECAPITATED and blow.decapitation_immune:
        result = NONE
    return total, result


def blow_odds(rules: GameData, blow: Blow) -> dict[str, Fraction]:
    """The chance of each outcome of one blow: shield save if he has a shield, then damage."""
    odds = dict.fromkeys(OUTCOMES, Fraction(0))
    share = Fraction(1)
    if blow.shield:
        for result in rules.shield_save.values():
            if result != DAMAGE:
                odds[result] += Fraction(1, 6)
        share = Fraction(list(rules.shield_save.values()).count(DAMAGE), 6)
    for first, second in product(D6, D6):
        _, result = damage_outcome(rules, blow, first + second)
        odds[result] += share / 36
    return odds


def injury_odds_in(
    rules: GameData,
    weapon: str,
    *,
    defender: str | None = None,
    armour: str = TUNIC,
    helmet: bool = False,
    shield: bool = False,
    charging: bool = False,
) -> dict[str, Fraction]:
    """:func:`rules.caliburn.injury_odds` on the given (effective) game data."""
    blow = make_blow(
        rules,
        weapon,
        defender=defender,
        armour=armour,
        helmet=helmet,
        shield=shield,
        charging=charging,
    )
    return blow_odds(rules, blow)


def _highest_die(dice: int) -> dict[int, Fraction]:
    """Chance that the highest of ``dice`` d6 is each face."""
    if dice < 1:
        raise ValueError(translate("Caliburn", "A combatant rolls at least one combat die."))
    return {face: Fraction(face**dice - (face - 1) ** dice, 6**dice) for face in D6}


def combat_odds(
    dice_a: int, dice_b: int, mod_a: int = 0, mod_b: int = 0
) -> tuple[Fraction, Fraction, Fraction]:
    """(a wins, tie, b wins) of a combat: highest die plus modifiers, equal scores a tie (C1)."""
    high_a, high_b = _highest_die(dice_a), _highest_die(dice_b)
    wins = ties = Fraction(0)
    for face_a, chance_a in high_a.items():
        for face_b, chance_b in high_b.items():
            score_a, score_b = face_a + mod_a, face_b + mod_b
            if score_a > score_b:
                wins += chance_a * chance_b
            elif score_a == score_b:
                ties += chance_a * chance_b
    return wins, ties, 1 - wins - ties

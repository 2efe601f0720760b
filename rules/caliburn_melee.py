"""Caliburn's Wrath melee with dice: the roll-off (C1), the shield save (C4), the damage roll
(C2, C3, C5) and weapons breaking on double ones (C6).

Dice come from the ``random.Random`` passed in, in a fixed order: the first combatant's combat
dice, the second's, then the winner's blow (shield save, two damage dice), then double ones of
the first combatant and of the second (a sword's d6, a self-inflicted damage roll).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rules.caliburn_damage import DAGGER_ID, Blow, damage_outcome, make_blow
from rules.caliburn_kit import armour_of, carried, combat_dice, combat_modifier, fighting_weapon
from rules.data import BREAKS, DAMAGE, EMPTY, HELMET, NEVER_BREAKS, SHIELD, GameData, Item


@dataclass(frozen=True)
class DamageRoll:
    """Two d6 on the damage chart (C2)."""

    dice: tuple[int, int]
    total: int
    result: str


@dataclass(frozen=True)
class BlowResult:
    """A won combat's blow: the shield save if any, the damage roll if any, and the result."""

    shield_roll: int | None
    damage: DamageRoll | None
    result: str


def roll_damage(rng: random.Random, rules: GameData, blow: Blow) -> DamageRoll:
    """Roll 2d6 on the damage chart for this blow (C2, C3, C5)."""
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    total, result = damage_outcome(rules, blow, sum(dice))
    return DamageRoll(dice, total, result)


def resolve_blow(rng: random.Random, rules: GameData, blow: Blow) -> BlowResult:
    """The shield save when the loser has a shield (C4), then the damage roll unless it ended
    the blow."""
    shield_roll = None
    if blow.shield:
        shield_roll = rng.randint(1, 6)
        saved = rules.shield_save[shield_roll]
        if saved != DAMAGE:
            return BlowResult(shield_roll, None, saved)
    damage = roll_damage(rng, rules, blow)
    return BlowResult(shield_roll, damage, damage.result)


@dataclass(frozen=True)
class WeaponBreak:
    """Double ones (C6): whether his weapon broke, the sword's d6, the self-inflicted wound."""

    weapon: str
    broken: bool
    sword_roll: int | None = None
    self_wound: DamageRoll | None = None


def double_ones(rolls: Sequence[int]) -> bool:
    """Whether two or more combat dice show an unmodified 1 (C6)."""
    return list(rolls).count(1) >= 2


@dataclass(frozen=True)
class Combatant:
    """One side of a combat: who he is, his kit and wounds, whether he charged, what of his
    kit broke earlier in the game (off it, a profile's own War Axe too: C6), and the extra
    combat dice his advances gave him (K6)."""

    profile_id: str
    items: tuple[str, ...] = ()
    injuries: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    charging: bool = False
    weapon: str | None = None  # the weapon he fights with; None: his best (fighting_weapon)
    broken: tuple[str, ...] = ()  # broken this game, with ``items`` his whole kit as listed
    extra_dice: int = 0  # from his advances (K6)

    def dice(self, rules: GameData) -> int:
        """The combat dice he rolls: his profile's and his advances', never above 5d6 (K6)."""
        return combat_dice(rules.profiles[self.profile_id], self.extra_dice)

    def weapon_id(self, rules: GameData) -> str:
        """The weapon he fights with."""
        return self.weapon or fighting_weapon(
            rules, self.profile_id, self.items, broken=self.broken
        )

    def kit(self, rules: GameData) -> list[Item]:
        """What he carries now, but the dagger (rules.caliburn_kit.carried)."""
        kit, _ = carried(rules, rules.profiles[self.profile_id], self.items, broken=self.broken)
        return kit

    def blow_against(self, rules: GameData, loser: Combatant) -> Blow:
        """His blow against the loser as equipped (C2)."""
        kit = loser.kit(rules)
        return make_blow(
            rules,
            self.weapon_id(rules),
            defender=loser.profile_id,
            armour=armour_of(rules, kit).id,
            helmet=any(item.category == HELMET for item in kit),
            shield=any(item.category == SHIELD for item in kit),
            charging=self.charging,
        )


def break_weapon(rng: random.Random, rules: GameData, fighter: Combatant) -> WeaponBreak:
    """What double ones do to this combatant's weapon (C6): a sword shatters on 1-3,
    Excalibur never breaks, anything else breaks (the dagger and the Green Knight's War Axe
    too; K3 never takes them off him); a Morning Star or Flail also wounds its bearer (a
    damage roll with his own protection and no weapon bonus)."""
    weapon = rules.items[fighter.weapon_id(rules)]
    sword_roll = None
    if weapon.breakage == NEVER_BREAKS:
        broken = False
    elif weapon.breakage == BREAKS:
        broken = True
    else:
        sword_roll = rng.randint(1, 6)
        broken = sword_roll in rules.combat.sword_shatters
    self_wound = None
    if weapon.self_wound:
        own = Combatant(fighter.profile_id, fighter.items, weapon=DAGGER_ID, broken=fighter.broken)
        self_wound = roll_damage(rng, rules, own.blow_against(rules, fighter))
    return WeaponBreak(weapon.id, broken, sword_roll, self_wound)


@dataclass(frozen=True)
class CombatResult:
    """One combat: dice, modifiers, scores, the winner (0, 1, or None on a tie), his blow, and
    what double ones did to each side's weapon."""

    rolls: tuple[tuple[int, ...], tuple[int, ...]]
    modifiers: tuple[int, int]
    scores: tuple[int, int]
    winner: int | None
    blow: BlowResult | None
    breaks: tuple[WeaponBreak | None, WeaponBreak | None]


def resolve_combat(
    rng: random.Random, rules: GameData, first: Combatant, second: Combatant
) -> CombatResult:
    """Fight one combat (C1-C6): both roll their combat dice (their advances' too, K6), the
    higher score wins and strikes one blow, then double ones break weapons. The blow is struck
    with the weapon he held, even if it breaks in this combat."""
    pair = (first, second)
    held = tuple(tuple(item.id for item in side.kit(rules)) for side in pair)
    modifiers = (
        combat_modifier(rules, first.injuries, charging=first.charging, opponent_items=held[1]),
        combat_modifier(rules, second.injuries, charging=second.charging, opponent_items=held[0]),
    )
    rolls = tuple(tuple(rng.randint(1, 6) for _ in range(side.dice(rules))) for side in pair)
    scores = (max(rolls[0]) + modifiers[0], max(rolls[1]) + modifiers[1])
    winner = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
    blow = None
    if winner is not None:
        striker, loser = pair[winner], pair[1 - winner]
        blow = resolve_blow(rng, rules, striker.blow_against(rules, loser))
    breaks = tuple(
        break_weapon(rng, rules, side) if double_ones(side_rolls) else None
        for side, side_rolls in zip(pair, rolls, strict=True)
    )
    return CombatResult(
        rolls=(rolls[0], rolls[1]),
        modifiers=modifiers,
        scores=scores,
        winner=winner,
        blow=blow,
        breaks=(breaks[0], breaks[1]),
    )

"""The odds of a fight at the table, from each character's state at that moment: the dice he
has left, his wounds, a broken shield or weapon. The same exact figures as the Odds helper
(:func:`rules.beastrider.wound_chance`, :func:`rules.caliburn.combat_odds` and
:func:`rules.caliburn.injury_odds_in`), for the two characters as the tracker has them."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from i18n import translate
from rules import beastrider
from rules import tracker as t
from rules.caliburn import combat_modifier, combat_odds, injury_odds_in
from rules.caliburn_kit import WarriorStats, warrior_stats
from rules.data import DECAPITATED, SHIELD, SLAIN, GameData

# A Beastrider character's state on the table as rules.beastrider names it; a dead Caliburn
# warrior is out of the fight like a killed one.
_FIGHTER_STATUS = {t.SLAIN: t.KILLED, t.DECAPITATED: t.KILLED}


@dataclass(frozen=True)
class AttackOdds:
    """One Beastrider attack as the table stands: the dice rolled and the chance to wound."""

    attack_dice: int
    defend_dice: int
    toughness: int
    chance: Fraction
    problems: tuple[str, ...] = ()  # why this attack cannot be made now; the odds still show


def _fighter(rules: GameData, table: t.Table, place: int) -> beastrider.Fighter:
    seat, marks = table.seats[place], table.marks[place]
    attack, defend = t.dice_left(table, place)
    profile = rules.profiles.get(seat.profile)
    return beastrider.Fighter(
        seat.profile,
        seat.name,
        profile.toughness if profile is not None else 0,
        attack,
        defend,
        specials=seat.specials,
        used=marks.used,
        bow=seat.bow,
        status=_FIGHTER_STATUS.get(marks.status, marks.status),
    )


def _same_side(one: str, other: str) -> str:
    return translate("TrackerOdds", "{one} and {other} are on the same side.").format(
        one=one, other=other
    )


def charges(rules: GameData, seat: t.Seat) -> tuple[str, ...]:
    """His specials that add attack dice to one attack (Stag Charge, B3)."""
    return tuple(
        key
        for key in seat.specials
        if key in rules.specials and rules.specials[key].extra_attack_dice
    )


def beastrider_attack(
    rules: GameData,
    table: t.Table,
    attacker: int,
    defender: int,
    *,
    special: str | None = None,
    ranged: bool = False,
) -> AttackOdds:
    """The chance that ``attacker`` wounds ``defender`` with one attack now (B1-B4, B7):
    his attack dice left (and a charge's), against the defend dice left, none against True
    Shot's bow."""
    one, other = _fighter(rules, table, attacker), _fighter(rules, table, defender)
    problems = beastrider.attack_problems(rules, one, other, special=special, ranged=ranged)
    if table.seats[attacker].side == table.seats[defender].side:
        problems.insert(0, _same_side(one.name, other.name))
    dice = one.attack
    if special is not None and special in rules.specials:
        dice += rules.specials[special].extra_attack_dice
    specials = [rules.specials[key] for key in one.specials if key in rules.specials]
    defend = other.defend
    if ranged and one.bow is not None and any(found.bow_ignores_defence for found in specials):
        defend = 0
    chance = beastrider.wound_chance(dice, defend, other.toughness)
    return AttackOdds(dice, defend, other.toughness, chance, tuple(problems))


@dataclass(frozen=True)
class Fighting:
    """A Caliburn warrior as he fights now: what he still carries, his wounds, and the dice he
    rolls (his advances' too, K6)."""

    name: str
    profile: str
    items: tuple[str, ...]  # his kit without what broke
    weapon: str  # what he fights with
    wounds: dict[str, int]  # lasting and of this game (C1, C12)
    combat_dice: int
    armour: str
    helmet: bool
    shield: bool
    move: int
    broken: tuple[str, ...]  # what broke this game, off his kit (C4-C6)
    stats: WarriorStats  # his figures as he fights now, what broke off his kit


def fighting(rules: GameData, table: t.Table, place: int) -> Fighting:
    """The warrior at ``place`` as he fights now: a broken weapon or shield no longer counts,
    a profile's own one neither (the Green Knight's War Axe); he fights with the weapon the
    player chose for him while it is whole, else his best at hand, else his dagger (C6, C7:
    :func:`rules.tracker.wielded`)."""
    seat, marks = table.seats[place], table.marks[place]
    broken = marks.weapons_broken + ((SHIELD,) if marks.shield_broken else ())
    items = list(seat.kit)
    for gone in broken:
        if gone in items:
            items.remove(gone)
    wounds = t.all_wounds(table, place)
    # His whole kit as listed and what broke: a fixed item the listing may leave out is
    # carried, unless it broke (rules.caliburn_kit.carried).
    stats = warrior_stats(
        rules, seat.profile, seat.kit, wounds, broken=broken, extra_dice=seat.extra_dice
    )
    return Fighting(
        seat.name,
        seat.profile,
        tuple(items),
        t.wielded(rules, table, place),
        wounds,
        stats.combat_dice,
        stats.armour,
        stats.helmet,
        stats.shield,
        stats.move,
        broken,
        stats,
    )


@dataclass(frozen=True)
class FightOdds:
    """A Caliburn melee as the table stands: who wins it (C1) and what each blow does
    (C2-C5), given that its striker won."""

    attacker_wins: Fraction
    tie: Fraction
    defender_wins: Fraction
    hits: dict[str, Fraction]  # the attacker's blow on the defender
    hits_back: dict[str, Fraction]  # the defender's blow on the attacker
    modifiers: tuple[int, int]
    attacker: Fighting
    defender: Fighting
    problems: tuple[str, ...] = ()

    @property
    def out(self) -> Fraction:
        """The chance that the defender is slain or decapitated in one exchange."""
        return self.attacker_wins * (self.hits[SLAIN] + self.hits[DECAPITATED])

    @property
    def out_back(self) -> Fraction:
        """The chance that the attacker is slain or decapitated instead."""
        return self.defender_wins * (self.hits_back[SLAIN] + self.hits_back[DECAPITATED])


def _blow(rules: GameData, winner: Fighting, loser: Fighting, charging: bool) -> dict:
    return injury_odds_in(
        rules,
        winner.weapon,
        defender=loser.profile,
        armour=loser.armour,
        helmet=loser.helmet,
        shield=loser.shield,
        charging=charging,
    )


def caliburn_fight(
    rules: GameData, table: t.Table, attacker: int, defender: int, *, charging: bool = False
) -> FightOdds:
    """Who wins a melee between two warriors as they are now (C1), and their blows (C2-C5)."""
    one, other = fighting(rules, table, attacker), fighting(rules, table, defender)
    problems = []
    if table.seats[attacker].side == table.seats[defender].side:
        problems.append(_same_side(one.name, other.name))
    for place, who in ((attacker, one), (defender, other)):
        if not table.in_play(place):
            problems.append(
                translate("TrackerOdds", "{name} is out of the fight.").format(name=who.name)
            )
    modifiers = (
        combat_modifier(rules, one.wounds, charging=charging, opponent_items=other.items),
        combat_modifier(rules, other.wounds),
    )
    wins, ties, losses = combat_odds(one.combat_dice, other.combat_dice, *modifiers)
    return FightOdds(
        wins,
        ties,
        losses,
        _blow(rules, one, other, charging),
        _blow(rules, other, one, False),
        modifiers,
        one,
        other,
        tuple(problems),
    )

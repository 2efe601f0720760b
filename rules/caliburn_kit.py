"""Caliburn's Wrath kit: legal loadouts and purchases (C7-C10), a warrior's figures, his
combat modifier (C1) and his move (C12).

A kit is a list of item ids. The dagger is always carried and never counted; a profile's
fixed items (the Green Knight's War Axe) are carried whether listed or not; the Cloth Tunic is
what a warrior wears when he has no other armour. What broke in a game (``broken``: a weapon on
double ones, C6; a shield, C4, C5) is off his kit until the game ends, a fixed item too: the
Green Knight whose War Axe broke fights on with his dagger.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from i18n import translate
from rules.data import ARMOUR, HELMET, NEVER_BREAKS, SHIELD, GameData, Item, Profile, named

TUNIC = "cloth_tunic"
DAGGER_ID = "dagger"
# K6: Caliburn's Wrath's one advance, an extra combat die; never above 5d6.
COMBAT = "combat"
MAX_COMBAT_DICE = 5

# Keys of a warrior's injuries; the longer spellings are accepted too.
INJURY_KEYS = {
    "leg": "leg",
    "leg_wound": "leg",
    "arm": "arm",
    "arm_wound": "arm",
    "neck": "neck",
    "neck_wound": "neck",
}


def lasting_wounds(rules: GameData, injuries: Mapping[str, int] | None) -> dict[str, int]:
    """The wounds a warrior carries into a game, by kind, those he has none of left out: his
    stored ones while the campaign keeps lasting injuries, none once it does not (K4). Every
    view of a warrior asks this, so switching the setting off heals him everywhere alike."""
    if not rules.lasting_injuries:
        return {}
    return {kind: n for kind, n in wounds(injuries).items() if n}


def wounds(injuries: Mapping[str, int] | None) -> dict[str, int]:
    """Leg, arm and neck wounds from a warrior's injuries; other keys are not his concern."""
    counts = {"leg": 0, "arm": 0, "neck": 0}
    for key, count in (injuries or {}).items():
        if key in INJURY_KEYS:
            if count < 0:
                raise ValueError(
                    translate("Kit", "Injury counts cannot be negative ({key}: {count}).").format(
                        key=key, count=count
                    )
                )
            counts[INJURY_KEYS[key]] += count
    return counts


def _profile(rules: GameData, profile_id: str) -> Profile:
    profile = rules.profiles.get(profile_id)
    if profile is None:
        raise ValueError(
            translate("Caliburn", "{game} has no profile {profile}.").format(
                game=named(rules), profile=repr(profile_id)
            )
        )
    return profile


def carried(
    rules: GameData, profile: Profile, items: Sequence[str], *, broken: Sequence[str] = ()
) -> tuple[list[Item], list[Item]]:
    """(everything he carries but the dagger, what of it was bought); unknown ids are skipped.

    One listed copy of each fixed item is the fixed one, not a purchase. ``broken`` is what
    broke in this game, given with his whole kit as listed: one copy of each id is off it, his
    fixed item first (the Green Knight's War Axe, C6), else one he bought.
    """
    fixed = list(profile.fixed_items)
    bought: list[Item] = []
    for ident in items:
        if ident in fixed:
            fixed.remove(ident)
        elif ident in rules.items and ident != DAGGER_ID:
            bought.append(rules.items[ident])
    own = list(profile.fixed_items)
    for ident in broken:
        if ident in own:
            own.remove(ident)
        else:
            bought = _without_one(bought, ident)
    return [rules.items[key] for key in own] + bought, bought


def _without_one(kit: list[Item], ident: str) -> list[Item]:
    """The kit less its first item with this id, if he has one."""
    for index, item in enumerate(kit):
        if item.id == ident:
            return kit[:index] + kit[index + 1 :]
    return kit


def armour_of(rules: GameData, kit: Sequence[Item]) -> Item:
    """The armour he wears: his one real armour, else the Cloth Tunic."""
    worn = [item for item in kit if item.category == ARMOUR and item.id != TUNIC]
    return worn[0] if worn else rules.items[TUNIC]


def _weapon_rank(item: Item) -> tuple[bool, int, int, int]:
    """How good a weapon is to fight with, best highest: Excalibur (never breaks) before any
    other, then the damage bonus, then the bonus when charging, then two-handed before a hand
    weapon before a spear (C2, C7)."""
    slot = {"two_handed": 2, "hand": 1, "spear": 0}.get(item.slot or "", -1)
    return (item.breakage == NEVER_BREAKS, item.damage_bonus, item.charge_bonus, slot)


def weapons_at_hand(
    rules: GameData, profile_id: str, items: Sequence[str], *, broken: Sequence[str] = ()
) -> tuple[str, ...]:
    """The weapons a warrior can fight with now, each once, best first (:func:`_weapon_rank`,
    the first listed of equals first), and his dagger last, which everyone carries (C6, C7).
    What is ``broken`` this game is not among them (see :func:`carried`)."""
    kit, _ = carried(rules, _profile(rules, profile_id), items, broken=broken)
    weapons = {item.id: item for item in kit if item.is_weapon and item.id != DAGGER_ID}
    ranked = sorted(weapons.values(), key=_weapon_rank, reverse=True)
    return (*(item.id for item in ranked), DAGGER_ID)


def fighting_weapon(
    rules: GameData,
    profile_id: str,
    items: Sequence[str],
    *,
    broken: Sequence[str] = (),
    chosen: str | None = None,
) -> str:
    """The weapon a warrior fights with: ``chosen`` (the player's choice at the table) while
    he has it at hand, else the weapon with the best damage bonus, Excalibur before any other
    (:func:`weapons_at_hand`), else his dagger (C6). What is ``broken`` this game is not at
    hand: the Green Knight whose War Axe broke has his dagger."""
    at_hand = weapons_at_hand(rules, profile_id, items, broken=broken)
    return chosen if chosen in at_hand else at_hand[0]


@dataclass(frozen=True)
class WarriorStats:
    """What a warrior's roster line shows, kit and wounds counted."""

    points: int
    combat_dice: int
    combat_modifier: int  # from wounds; a charge adds to it in the fight itself (C1)
    protection: int  # off every damage roll against him (C2)
    move: int  # inches (C12)
    damage_bonus: str  # e.g. "+1", "+2 when charging", "none"
    armour: str  # armour id worn
    weapon: str  # weapon id he fights with by default
    helmet: bool
    shield: bool
    specials: tuple[str, ...]  # readable effects of his profile and kit, on himself
    against_foes: tuple[str, ...] = ()  # what his weapons do to whoever he fights (C2, C5)
    run: int = 0  # inches when he runs or charges: his base move doubled, then less (C12)


def _bonus_text(item: Item) -> str:
    """His damage bonus with this weapon: "+1", "+2 when charging"; "" for none."""
    parts = []
    if item.damage_bonus:
        parts.append(f"+{item.damage_bonus}")
    if item.charge_bonus:
        parts.append(
            translate("Kit", "+{bonus} when charging").format(
                bonus=item.damage_bonus + item.charge_bonus
            )
        )
    return ", ".join(parts)


def _damage_bonus(kit: Sequence[Item]) -> str:
    weapons = list(dict.fromkeys(item for item in kit if item.is_weapon))
    none = translate("Kit", "none", "no damage bonus")
    if len(weapons) == 1:
        return _bonus_text(weapons[0]) or none
    texts = [
        translate("Kit", "{bonus} ({weapon})").format(bonus=_bonus_text(item), weapon=named(item))
        for item in weapons
        if _bonus_text(item)
    ]
    return ", ".join(texts) if texts else none


def base_move(
    rules: GameData, profile: Profile, kit: Sequence[Item], legs: int, *, double: bool = False
) -> int:
    """His move before terrain (C12): his own or the base move, doubled when he runs or
    charges, then less armour's penalty and his leg wounds (once); never below 0."""
    move = profile.move if profile.move is not None else rules.base_move
    if double:
        move *= rules.combat.run_multiplier
    move -= armour_of(rules, kit).move_penalty + legs * rules.combat.leg_wound_move_penalty
    return max(move, 0)


def extra_combat_dice(upgrades: Sequence[object]) -> int:
    """How many extra combat dice his upgrades are (K6: each ``{"kind": "combat"}``); an entry
    that is not a mapping (a damaged row) counts for nothing."""
    return sum(
        1 for upgrade in upgrades if isinstance(upgrade, Mapping) and upgrade.get("kind") == COMBAT
    )


def combat_dice(profile: Profile, extra: int) -> int:
    """The combat dice he rolls: his profile's, and ``extra`` more from his advances, which
    never take him above 5d6 (K6; a profile a house rule gave more keeps its own)."""
    room = max(MAX_COMBAT_DICE - profile.combat_dice, 0)
    return profile.combat_dice + min(max(extra, 0), room)


def warrior_stats(
    rules: GameData,
    profile_id: str,
    items: Sequence[str],
    injuries: Mapping[str, int],
    *,
    broken: Sequence[str] = (),
    upgrades: Sequence[Mapping[str, object]] = (),
    extra_dice: int = 0,
) -> WarriorStats:
    """A warrior's figures with his kit, wounds and advances (C1, C2, C12; K6: each upgrade
    ``{"kind": "combat"}`` is an extra combat die, as is each of ``extra_dice``, the ones a
    tracker's seat keeps; never above 5d6), without what is ``broken`` this game (see
    :func:`carried`)."""
    profile = _profile(rules, profile_id)
    kit, _ = carried(rules, profile, items, broken=broken)
    hurt = wounds(injuries)
    carried_once = list(dict.fromkeys(kit))
    # A weapon that acts on his foe (a Mace against mail, an axe against a shield) is listed
    # apart: "No protection from mail" among his own effects read as his own weakness.
    # "Mace: ...": a view may find an item's effects by the name before the colon.
    notes = [
        f"{named(item)}: {item.effect}"
        for item in carried_once
        if item.category != ARMOUR and item.effect and not foe_effect(rules, item)
    ]
    against = [
        f"{named(item)}: {foe_effect(rules, item)}"
        for item in carried_once
        if foe_effect(rules, item)
    ]
    return WarriorStats(
        points=profile.points,
        combat_dice=combat_dice(profile, extra_combat_dice(upgrades) + extra_dice),
        combat_modifier=hurt["arm"] * rules.combat.arm_wound_modifier
        + hurt["neck"] * rules.combat.neck_wound_modifier,
        protection=armour_of(rules, kit).protection + profile.natural_protection,
        move=base_move(rules, profile, kit, hurt["leg"]),
        damage_bonus=_damage_bonus(kit),
        armour=armour_of(rules, kit).id,
        weapon=fighting_weapon(rules, profile_id, items, broken=broken),
        helmet=any(item.category == HELMET for item in kit),
        shield=any(item.category == SHIELD for item in kit),
        specials=(*profile.notes, *notes),
        against_foes=tuple(against),
        run=base_move(rules, profile, kit, hurt["leg"], double=True),
    )


def item_rule(rules: GameData, item: Item) -> str:
    """What a kit list says beside an item: what it does to the one its bearer fights when it
    acts on him (a Mace, an axe: :func:`foe_effect`), else its own effect ("" for none)."""
    return foe_effect(rules, item) or item.effect


def foe_effect(rules: GameData, item: Item) -> str:
    """What an item does to the one its bearer fights, in words; empty for most items.

    A Mace: "his foe's Mail Suit gives no protection" (C2); an axe: "a damage total of 4 or 5
    breaks his foe's shield" (C5). Any damage bonus is in the warrior's own figures.
    """
    parts = []
    if item.ignores_armour:
        armour = _either(
            [named(rules.items[key]) if key in rules.items else key for key in item.ignores_armour]
        )
        parts.append(
            translate("Kit", "his foe's {armour} gives no protection").format(armour=armour)
        )
    if item.breaks_shield_on:
        totals = _either([str(total) for total in item.breaks_shield_on])
        parts.append(
            translate("Kit", "a damage total of {totals} breaks his foe's shield").format(
                totals=totals
            )
        )
    return "; ".join(parts)


def _either(values: Sequence[str]) -> str:
    """ "a or b" (or "a or b or c")."""
    said = values[0]
    for value in values[1:]:
        said = translate("Kit", "{first} or {second}").format(first=said, second=value)
    return said


def charge_bonus(rules: GameData, defender_items: Sequence[str]) -> int:
    """A charger's bonus to his combat score: +2, or +1 against a spear (C1)."""
    spear = any(rules.items[key].spear for key in defender_items if key in rules.items)
    return rules.combat.charge_bonus_vs_spear if spear else rules.combat.charge_bonus


def combat_modifier(
    rules: GameData,
    injuries: Mapping[str, int] | None = None,
    *,
    charging: bool = False,
    opponent_items: Sequence[str] = (),
) -> int:
    """A combatant's modifier to his highest die (C1): the charge, less his wounds."""
    hurt = wounds(injuries)
    modifier = (
        hurt["arm"] * rules.combat.arm_wound_modifier
        + hurt["neck"] * rules.combat.neck_wound_modifier
    )
    return modifier + (charge_bonus(rules, opponent_items) if charging else 0)


def move_allowance(
    rules: GameData,
    profile_id: str,
    items: Sequence[str],
    injuries: Mapping[str, int] | None = None,
    *,
    terrain: Sequence[str] = (),
    running: bool = False,
    charging: bool = False,
) -> int:
    """How far a warrior moves this move sequence (C12).

    Running or charging doubles his base move; armour and leg wounds then subtract once, and
    terrain modifiers are added once, never doubled. Downhill counts only when he runs, not
    when he charges. Never below 0.
    """
    profile = _profile(rules, profile_id)
    kit, _ = carried(rules, profile, items)
    move = base_move(rules, profile, kit, wounds(injuries)["leg"], double=running or charging)
    for key in terrain:
        ground = rules.terrain.get(key)
        if ground is None:
            raise ValueError(
                translate("Kit", "{game} has no terrain {terrain}.").format(
                    game=named(rules), terrain=repr(key)
                )
            )
        if running or not ground.running_only:
            move += ground.modifier
    return max(move, 0)

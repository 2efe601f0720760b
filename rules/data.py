"""The games as immutable data: profiles, specials, options, items, scenarios, terrain.

Everything here is a frozen dataclass; collections are tuples or read-only mappings, so data
loaded once can be shared by every campaign without being changed by one of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol

from i18n import language

EMPTY: Mapping[Any, Any] = MappingProxyType({})

BEASTRIDER = "beastrider_wars"
CALIBURN = "caliburns_wrath"
GAME_IDS = (BEASTRIDER, CALIBURN)

# Item categories (Caliburn's Wrath).
ARMOUR = "armour"
HELMET = "helmet"
SHIELD = "shield"
ONE_HANDED = "one_handed"
TWO_HANDED = "two_handed"
DAGGER = "dagger"
ITEM_CATEGORIES = (ARMOUR, HELMET, SHIELD, ONE_HANDED, TWO_HANDED, DAGGER)

# The places a weapon or shield takes in a weapon combination (C7).
SLOT_SPEAR = "spear"
SLOT_HAND = "hand"
SLOT_TWO_HANDED = "two_handed"
SLOT_SHIELD = "shield"
SLOTS = (SLOT_SPEAR, SLOT_HAND, SLOT_TWO_HANDED, SLOT_SHIELD)

# What happens to a weapon on double ones (C6).
BREAKS = "breaks"
SWORD = "sword"
NEVER_BREAKS = "never"
BREAKAGES = (BREAKS, SWORD, NEVER_BREAKS)

# Results of the damage chart and the shield save (C2-C5), in the order the odds list them.
NONE = "none"
SAVED = "saved"
SHIELD_BROKEN = "shield_broken"
LEG_WOUND = "leg_wound"
ARM_WOUND = "arm_wound"
NECK_WOUND = "neck_wound"
SLAIN = "slain"
DECAPITATED = "decapitated"
OUTCOMES = (NONE, SAVED, SHIELD_BROKEN, LEG_WOUND, ARM_WOUND, NECK_WOUND, SLAIN, DECAPITATED)
DAMAGE = "damage"  # shield save: roll damage as normal
SHIELD_SAVE_RESULTS = (SHIELD_BROKEN, SAVED, DAMAGE)

# How a scenario's points are checked (C11).
POINTS_NONE = "none"
POINTS_LIMIT = "limit"
POINTS_RATIO = "ratio"
POINTS_DUEL = "duel"
POINTS_RULES = (POINTS_NONE, POINTS_LIMIT, POINTS_RATIO, POINTS_DUEL)


class Named(Protocol):
    """A thing of the game data with a name: shown in the language Muster speaks, kept in
    English too (the file's own name, or a campaign's own, which is never translated)."""

    @property
    def name(self) -> str: ...

    @property
    def english_name(self) -> str: ...


class _KeepsEnglish:
    """``english_name`` left blank is the name itself (a campaign's own, never translated)."""

    def __post_init__(self) -> None:
        if not getattr(self, "english_name"):  # noqa: B009 (the dataclass's field)
            object.__setattr__(self, "english_name", getattr(self, "name"))  # noqa: B009


def named(thing: Named) -> str:
    """A thing's name in the language being written: English inside
    :func:`i18n.in_english` (the text a history entry keeps), else as shown."""
    return thing.english_name if language() == "en" else thing.name


@dataclass(frozen=True)
class Profile(_KeepsEnglish):
    """A kind of character or warrior a warband may recruit.

    Fields a game does not use are left at 0, None or ().
    """

    id: str
    name: str
    hero: bool = False  # a named hero appears at most once in a warband (B5, C10)
    custom: bool = False  # a campaign's own profile (house rules)
    # False: kept for the characters recruited from it before the campaign changed it; no new
    # recruit takes it (a campaign's own profiles only)
    recruitable: bool = True
    # The Beastrider Wars
    movement: int = 0
    toughness: int = 0
    attack: int = 0
    defend: int = 0
    specials: tuple[str, ...] = ()
    leader: bool = False
    actions: int = 2
    options: tuple[str, ...] = ()  # option ids this profile may take
    bow: int | None = None  # range in inches of a bow he always carries
    mounted: bool = False  # rides a beast: no terrain penalty
    # Caliburn's Wrath
    points: int = 0
    combat_dice: int = 0
    gold: int = 0
    move: int | None = None  # None: the campaign's base move (C12)
    fixed_items: tuple[str, ...] = ()  # always carried, never bought
    natural_protection: int = 0  # subtracted from damage rolls against him
    protection_name: str = "Natural armour"  # what gives it: "Scabbard" for King Arthur
    may_buy: bool = True
    decapitation_immune: bool = False
    notes: tuple[str, ...] = ()  # readable traits, e.g. the Scabbard
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)


@dataclass(frozen=True)
class Special(_KeepsEnglish):
    """A special ability of the Beastrider Wars (B3, B6)."""

    id: str
    name: str
    text: str
    once_per_game: bool = True
    passive: bool = False
    custom: bool = False
    extra_attack_dice: int = 0  # Stag Charge
    bow_ignores_defence: bool = False  # True Shot
    attack_again_on_wound: bool = False  # Berzerk
    unpublished: bool = False  # the text gives no effect; a campaign may write one (B6)
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)


@dataclass(frozen=True)
class Option(_KeepsEnglish):
    """Equipment a Beastrider Wars profile may take: a shield, a bow, a crossbow (B4, B7)."""

    id: str
    name: str
    profiles: tuple[str, ...]
    text: str
    defend_bonus: int = 0
    range: int | None = None  # inches, for bows and crossbows
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)


@dataclass(frozen=True)
class Item(_KeepsEnglish):
    """Arms and armour of Caliburn's Wrath, with the campaign's price in ``cost``."""

    id: str
    name: str
    category: str
    cost: int
    protection: int = 0
    move_penalty: int = 0
    damage_bonus: int = 0
    charge_bonus: int = 0  # extra damage bonus when charging
    effect: str = ""
    hero_only: str | None = None
    for_sale: bool = True
    slot: str | None = None  # place in a weapon combination (C7)
    breakage: str = BREAKS  # on double ones (C6)
    self_wound: bool = False  # on double ones the bearer rolls damage against himself
    ignores_armour: tuple[str, ...] = ()  # armour ids that give no protection against it
    breaks_shield_on: tuple[int, ...] = ()  # damage totals that break a shield (C5)
    spear: bool = False  # a charger against this bearer gets the lower bonus (C1)
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)

    @property
    def is_weapon(self) -> bool:
        """Whether this item is a weapon (the dagger included)."""
        return self.category in (ONE_HANDED, TWO_HANDED, DAGGER)


@dataclass(frozen=True)
class WeaponCombination(_KeepsEnglish):
    """One allowed set of weapon and shield places (C7)."""

    id: str
    name: str
    slots: tuple[str, ...]
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)


@dataclass(frozen=True)
class DamageRow:
    """A row of the damage chart: totals from ``at_least`` up to the next row's start."""

    at_least: int
    result: str
    with_shield: str | None = None  # the result instead when the loser has a shield


@dataclass(frozen=True)
class CombatRules:
    """The numbers of Caliburn's Wrath melee and movement (C1-C6, C12)."""

    charge_bonus: int = 2
    charge_bonus_vs_spear: int = 1
    arm_wound_modifier: int = -1
    neck_wound_modifier: int = -2
    leg_wound_move_penalty: int = 2
    helmet_from: int = 10
    helmet_to: int = 9
    unpreventable_natural: int = 12
    sword_shatters: tuple[int, ...] = (1, 2, 3)
    run_multiplier: int = 2


# How the later turns of a game decide who chooses to go first.
LATER_BY_WOUNDS = "wounds"  # whoever inflicted more wounds last turn chooses; equal: roll (B9)
LATER_KEPT = "kept"  # the places won on turn 1 are kept for the whole game
LATER_TURNS = (LATER_BY_WOUNDS, LATER_KEPT)


@dataclass(frozen=True)
class InitiativeRules:
    """Who goes first: a roll-off with one die each, again while the highest tie (B9)."""

    die: int = 20
    chooses: str = "who acts first"  # what the winner of the roll-off chooses
    chosen: str = "acts first"  # the choice said of the side chosen: "Kent acts first"
    # ``chooses`` in the game data file's English, whatever the language shown (blank: as
    # ``chooses``): what to look a game's own wording up by
    english_chooses: str = ""

    def __post_init__(self) -> None:
        if not self.english_chooses:
            object.__setattr__(self, "english_chooses", self.chooses)

    later_turns: str = LATER_BY_WOUNDS


@dataclass(frozen=True)
class Scenario(_KeepsEnglish):
    """A scenario: a name, its text, the sides' roles and how points are checked (C11)."""

    id: str
    name: str
    text: str
    roles: tuple[str, ...] = ()
    custom: bool = False
    points_rule: str = POINTS_NONE
    ratio_percent: int | None = None  # Last Stand: the defender's share of the attacker's
    relic: bool = False  # Capture the Relic: the first side to escape with it wins
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)


@dataclass(frozen=True)
class Terrain(_KeepsEnglish):
    """A kind of terrain and what it does to a move."""

    id: str
    name: str
    modifier: int = 0
    running_only: bool = False
    halves_foot: bool = False  # Beastrider infantry move half over it
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)


@dataclass(frozen=True)
class GameData(_KeepsEnglish):
    """One game's data, merged with a campaign's house rules when it has any."""

    id: str
    name: str
    source: str
    profiles: Mapping[str, Profile]
    specials: Mapping[str, Special] = field(default_factory=lambda: EMPTY)
    options: Mapping[str, Option] = field(default_factory=lambda: EMPTY)
    items: Mapping[str, Item] = field(default_factory=lambda: EMPTY)
    scenarios: Mapping[str, Scenario] = field(default_factory=lambda: EMPTY)
    terrain: Mapping[str, Terrain] = field(default_factory=lambda: EMPTY)
    weapon_combinations: tuple[WeaponCombination, ...] = ()
    damage_chart: tuple[DamageRow, ...] = ()
    shield_save: Mapping[int, str] = field(default_factory=lambda: EMPTY)
    combat: CombatRules = field(default_factory=CombatRules)
    initiative: InitiativeRules = field(default_factory=InitiativeRules)
    base_move: int = 6
    lasting_injuries: bool = False
    lose_broken_gear: bool = True
    heroes_return: bool = False  # a named hero who died may be recruited again (not K2)
    house_rules: Mapping[str, Any] = field(default_factory=lambda: EMPTY)  # normalised
    english_name: str = ""  # the name in the game data file; blank: ``name`` (a campaign's own)

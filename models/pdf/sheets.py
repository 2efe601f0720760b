"""What a printout shows, read from the campaign in a fixed number of queries.

Everything here is plain frozen data. The renderers never touch the database, so the app can
read a campaign on its own thread (SQLite connections belong to the thread that opened them)
and hand the slow part, the layout, to a worker thread.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import campaign_named
from models.errors import NotFoundError
from models.roster import fighter_of, warband_characters
from models.shop import purchases_by_character
from models.store.schema import (
    ACTIVE,
    Campaign,
    Character,
    Game,
    Warband,
    stored_whole,
)
from rules import beastrider, caliburn
from rules.caliburn_kit import DAGGER_ID, carried
from rules.experience import Account
from rules.games import BEASTRIDER, GameData

# The fourth argument of a plural translate(context, text, None, PLURAL, n): unused, but
# pyside6-lupdate (6.11) sees a plural only after a bare name there, not after None (its
# Python parser reads that place as an encoding's name), and only with a name, a number or a
# call for the count, not an attribute.
PLURAL = None

ROLE_ORDER = {"attacker": 0, "defender": 1}
ROLE_NAMES = {
    "attacker": QT_TRANSLATE_NOOP("Printout", "Attacker"),
    "defender": QT_TRANSLATE_NOOP("Printout", "Defender"),
}


def role_name(role: str) -> str:
    """A side's role as printed: "Attacker"; "" for none."""
    if role in ROLE_NAMES:
        return translate("Printout", ROLE_NAMES[role])
    return role.capitalize()


@dataclass(frozen=True)
class SheetHeader:
    """What the top of every page of a sheet says."""

    campaign: str
    game_name: str  # the rules: "The Beastrider Wars" or "Caliburn's Wrath"
    warband: str = ""
    player: str = ""
    game_number: int | None = None  # printed for a game: its number, scenario, date, points
    scenario: str = ""
    played_on: dt.date | None = None
    points: str = ""  # "45 points", or "5 characters" in the Beastrider Wars (no points)
    role: str = ""
    colour: str = ""  # the warband's (models.colours), the rule under the header; hex

    @property
    def for_game(self) -> bool:
        return self.game_number is not None


@dataclass(frozen=True)
class SpecialMark:
    """A special on a Beastrider roster: a tick box unless it is passive (B3)."""

    name: str
    passive: bool
    text: str = ""  # what it does, as the warrior cards print it


@dataclass(frozen=True)
class BeastriderLine:
    """One character of a Beastrider Wars roster sheet."""

    name: str
    profile: str
    movement: int
    toughness: int
    attack: int  # dice at the start of the game: one box each
    defend: int
    specials: tuple[SpecialMark, ...]
    leader: bool
    actions: int
    bow: str  # 'Bow 14"', 'Crossbow 10"' or ""
    options: tuple[str, ...]  # other options taken, e.g. ("Shield",)
    notes: str
    # For the warrior cards: each option taken with what it does, and his lasting injuries
    # (("defend", 1),) as his history keeps them.
    option_rules: tuple[tuple[str, str], ...] = ()
    injuries: tuple[tuple[str, int], ...] = ()
    xp: Account | None = None  # his XP (K6); None when the campaign has experience off


@dataclass(frozen=True)
class WeaponMark:
    """A weapon on a Caliburn's Wrath roster: its damage bonus and what else it does."""

    name: str
    bonus: str  # "+1", "+2 when charging", "none"
    effect: str


@dataclass(frozen=True)
class CaliburnLine:
    """One warrior of a Caliburn's Wrath roster sheet."""

    name: str
    profile: str
    points: int
    combat_dice: int
    combat_modifier: int  # from lasting arm and neck wounds (C1)
    move: int
    run: int  # and charge (C12)
    armour: str
    armour_protection: int
    natural_protection: int
    protection: int  # in all
    protection_name: str  # what gives the natural protection: "Scabbard", "Natural armour"
    helmet: bool
    shield: bool
    weapons: tuple[WeaponMark, ...]
    gold: int
    lasting_wounds: tuple[tuple[str, int], ...]  # (("leg", 1),) when lasting injuries are on
    traits: tuple[str, ...]  # the profile's own notes, e.g. the Scabbard of Excalibur
    notes: str
    xp: Account | None = None  # his XP (K6); None when the campaign has experience off


Line = BeastriderLine | CaliburnLine


@dataclass(frozen=True)
class RosterSheet:
    """One warband's roster: a header and one line per character able to play; a warband's
    own sheet (not a game's) says its totals under the header."""

    header: SheetHeader
    lines: tuple[Line, ...]
    totals: str = ""  # "3 of 4 able to play · 45 points · 12 gp unspent · ..."


@dataclass(frozen=True)
class SideSummary:
    """One side of a game, as the scenario sheet lists it."""

    warband: str
    player: str
    role: str
    fielded: int
    points: int


@dataclass(frozen=True)
class OutcomeLine:
    """One fielded character's part in a recorded game, as the pack prints it."""

    warband: str
    name: str
    text: str  # "took 1 leg wound, slain by Kai"


@dataclass(frozen=True)
class ScenarioSheet:
    """The first page of a game-night pack."""

    header: SheetHeader
    number: int
    scenario: str
    text: str
    played_on: dt.date | None
    points_limit: int | None
    follows: str  # "" when the game follows none
    sides: tuple[SideSummary, ...]
    problems: tuple[str, ...]  # the scenario's points check (C11): errors, then warnings
    notes: str
    first: str = ""  # who goes first, as it was rolled when the game was set up
    result: str = ""  # "Camelot won", "A draw"; "" while the game is not recorded
    outcomes: tuple[OutcomeLine, ...] = ()  # each fielded character's part, once recorded
    log: tuple[str, ...] = ()  # the game's log, "Turn 2 · ...", when it was played tracked
    log_note: str = ""  # the log predates a correction of the game (models.tracker.log_note)


@dataclass(frozen=True)
class Printout:
    """Everything one PDF shows; rendered by :mod:`models.pdf.pack` without the database."""

    title: str
    campaign: str
    rules: GameData
    sheets: tuple[RosterSheet, ...]
    scenario: ScenarioSheet | None = None
    quick_reference: bool = False


# --- finding what the user named ------------------------------------------------------------


def warbands_named(campaign: Campaign, names: Sequence[str]) -> list[Warband]:
    """The campaign's warbands called ``names``, in that order, in one query."""
    found = {w.name: w for w in Warband.select().where(Warband.campaign == campaign)}
    missing = [name for name in names if name not in found]
    if missing:
        there = ", ".join(sorted(found)) or translate("Printout", "none", "warbands")
        raise NotFoundError(
            translate(
                "Printout",
                "the campaign “{campaign}” has no warband named “{warband}” (warbands: {there})",
            ).format(campaign=campaign.name, warband=missing[0], there=there)
        )
    return [found[name] for name in dict.fromkeys(names)]


def game_numbered(campaign: Campaign, number: int) -> Game:
    """The campaign's game number ``number``."""
    game = Game.get_or_none((Game.campaign == campaign) & (Game.number == number))
    if game is None:
        numbers = [g.number for g in Game.select(Game.number).where(Game.campaign == campaign)]
        there = ", ".join(map(str, sorted(numbers))) or translate("Printout", "none yet")
        raise NotFoundError(
            translate(
                "Printout", "the campaign “{campaign}” has no game number {number} (games: {there})"
            ).format(campaign=campaign.name, number=number, there=there)
        )
    return game


# --- reading sheets -------------------------------------------------------------------------


def warband_sheet(
    campaign: Campaign,
    rules: GameData,
    warband: Warband,
    totals: str = "",
    colour: str = "",
    xp: dict[int, Account] | None = None,
) -> RosterSheet:
    """Two queries: the characters, then everything they carry. ``colour``: the warband's
    (models.colours), as its summary has it; ``xp``: each character's XP (K6), when the
    campaign has experience on (those not in it have none yet)."""
    playing = [c for c in warband_characters(warband) if c.status == ACTIVE]
    header = SheetHeader(
        campaign=campaign.name,
        game_name=rules.name,
        warband=warband.name,
        player=warband.player,
        colour=colour,
    )
    lines = lines_of(rules, playing)
    if xp is not None:
        lines = tuple(
            replace(line, xp=xp.get(character.id, Account()))
            for line, character in zip(lines, playing, strict=True)
        )
    return RosterSheet(header, lines, totals)


def lines_of(rules: GameData, characters: Sequence[Character]) -> tuple[Line, ...]:
    if rules.id == BEASTRIDER:
        return tuple(beastrider_line(rules, c) for c in characters)
    purchases = purchases_by_character([c.id for c in characters])
    return tuple(caliburn_line(rules, c, [p.item for p in purchases[c.id]]) for c in characters)


def beastrider_line(rules: GameData, character: Character) -> BeastriderLine:
    """A character's roster line: his starting dice less any lasting injuries (B4, B8)."""
    profile = rules.profiles.get(character.profile)
    if profile is None:
        return BeastriderLine(
            name=character.name,
            profile=_unknown_profile(character.profile),
            movement=0,
            toughness=0,
            attack=0,
            defend=0,
            specials=(),
            leader=False,
            actions=0,
            bow="",
            options=(),
            notes=character.notes,
        )
    fighter = fighter_of(rules, character, name=character.name)
    specials = tuple(
        SpecialMark(rules.specials[key].name, rules.specials[key].passive, rules.specials[key].text)
        for key in fighter.specials
    )
    shooting = beastrider.bow_range(rules, character.profile, character.options)
    bow = ""
    if shooting is not None:
        ranged = [rules.options[key] for key in character.options if rules.options[key].range]
        named = next(
            (option.name for option in ranged if option.range == shooting),
            translate("Printout", "Bow"),
        )
        bow = f'{named} {shooting}"'
    return BeastriderLine(
        name=character.name,
        profile=profile.name,
        movement=profile.movement,
        toughness=profile.toughness,
        attack=fighter.attack,
        defend=fighter.defend,
        specials=specials,
        leader=profile.leader,
        actions=profile.actions,
        bow=bow,
        options=tuple(
            rules.options[key].name for key in character.options if not rules.options[key].range
        ),
        notes=character.notes,
        option_rules=tuple(
            (rules.options[key].name, rules.options[key].text)
            for key in character.options
            if key in rules.options
        ),
        injuries=_injuries(character),
    )


def _injuries(character: Character) -> tuple[tuple[str, int], ...]:
    """His lasting injuries as his record keeps them: (("attack", 1),)."""
    kept = character.injuries if isinstance(character.injuries, dict) else {}
    return tuple(
        (key, count) for key, count in kept.items() if isinstance(count, int) and count > 0
    )


def _unknown_profile(profile: str) -> str:
    return translate("Printout", "{profile} (unknown profile)").format(profile=profile)


def _gold(character: Character) -> int:
    what = translate("Printout", "gold of {name}").format(name=character.name)
    return stored_whole(character.gold, what) or 0


def _bonus_text(bonus: int, charge_bonus: int) -> str:
    parts = [f"+{bonus}"] if bonus else []
    if charge_bonus:
        parts.append(
            translate("Printout", "{bonus} when charging").format(bonus=f"+{bonus + charge_bonus}")
        )
    return ", ".join(parts) or translate("Printout", "none", "damage bonus")


def caliburn_line(rules: GameData, character: Character, bought: Sequence[str]) -> CaliburnLine:
    """A warrior's roster line from his kit: his profile's own items and what he bought."""
    profile = rules.profiles.get(character.profile)
    if profile is None:
        return CaliburnLine(
            name=character.name,
            profile=_unknown_profile(character.profile),
            points=0,
            combat_dice=0,
            combat_modifier=0,
            move=0,
            run=0,
            armour="",
            armour_protection=0,
            natural_protection=0,
            protection=0,
            protection_name="",
            helmet=False,
            shield=False,
            weapons=(),
            gold=_gold(character),
            lasting_wounds=(),
            traits=(),
            notes=character.notes,
        )
    items = [*profile.fixed_items, *bought]
    injuries = caliburn.lasting_wounds(rules, character.injuries)  # K4: kept only while on
    stats = caliburn.warrior_stats(
        rules, character.profile, items, injuries, upgrades=character.upgrades
    )
    kit, _ = carried(rules, profile, items)
    weapons = [item for item in dict.fromkeys(kit) if item.is_weapon]
    weapons.append(rules.items[DAGGER_ID])  # everyone carries a dagger (C7)
    armour = rules.items[stats.armour]
    return CaliburnLine(
        name=character.name,
        profile=profile.name,
        points=stats.points,
        combat_dice=stats.combat_dice,
        combat_modifier=stats.combat_modifier,
        move=stats.move,
        run=stats.run,
        armour=armour.name,
        armour_protection=armour.protection,
        natural_protection=profile.natural_protection,
        protection=stats.protection,
        protection_name=profile.protection_name,
        helmet=stats.helmet,
        shield=stats.shield,
        weapons=tuple(
            WeaponMark(
                item.name,
                _bonus_text(item.damage_bonus, item.charge_bonus),
                caliburn.item_rule(rules, item),
            )
            for item in weapons
        ),
        gold=_gold(character),
        lasting_wounds=tuple(injuries.items()),
        traits=profile.notes,
        notes=character.notes,
    )


__all__ = [
    "BeastriderLine",
    "CaliburnLine",
    "OutcomeLine",
    "Printout",
    "RosterSheet",
    "ScenarioSheet",
    "SheetHeader",
    "SideSummary",
    "SpecialMark",
    "WeaponMark",
    "beastrider_line",
    "caliburn_line",
    "campaign_named",
    "game_numbered",
    "warbands_named",
]

"""What a printout shows, read from the campaign in a fixed number of queries.

Everything here is plain frozen data. The renderers never touch the database, so the app can
read a campaign on its own thread (SQLite connections belong to the thread that opened them)
and hand the slow part, the layout, to a worker thread.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

import peewee as pw

from models.campaigns import campaign_named, rules_of
from models.errors import NotFoundError
from models.roster import warband_characters
from models.shop import purchases_by_character
from models.store.schema import (
    ACTIVE,
    DEAD,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    Warband,
    stored_whole,
)
from rules import beastrider, caliburn
from rules.caliburn_kit import DAGGER_ID, carried, wounds
from rules.games import BEASTRIDER, GameData
from rules.scenarios import SideSpec, points_check

ROLE_ORDER = {"attacker": 0, "defender": 1}


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

    @property
    def for_game(self) -> bool:
        return self.game_number is not None


@dataclass(frozen=True)
class SpecialMark:
    """A special on a Beastrider roster: a tick box unless it is passive (B3)."""

    name: str
    passive: bool


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
    armour: str
    armour_protection: int
    natural_protection: int
    protection: int  # in all
    helmet: bool
    shield: bool
    weapons: tuple[WeaponMark, ...]
    gold: int
    lasting_wounds: tuple[tuple[str, int], ...]  # (("leg", 1),) when lasting injuries are on
    traits: tuple[str, ...]  # the profile's own notes, e.g. the Scabbard of Excalibur
    notes: str


Line = BeastriderLine | CaliburnLine


@dataclass(frozen=True)
class RosterSheet:
    """One warband's roster: a header and one line per character able to play."""

    header: SheetHeader
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class SideSummary:
    """One side of a game, as the scenario sheet lists it."""

    warband: str
    player: str
    role: str
    fielded: int
    points: int


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
        there = ", ".join(sorted(found)) or "none"
        raise NotFoundError(
            f"the campaign “{campaign.name}” has no warband named “{missing[0]}” "
            f"(warbands: {there})"
        )
    return [found[name] for name in dict.fromkeys(names)]


def game_numbered(campaign: Campaign, number: int) -> Game:
    """The campaign's game number ``number``."""
    game = Game.get_or_none((Game.campaign == campaign) & (Game.number == number))
    if game is None:
        numbers = [g.number for g in Game.select(Game.number).where(Game.campaign == campaign)]
        there = ", ".join(map(str, sorted(numbers))) or "none yet"
        raise NotFoundError(
            f"the campaign “{campaign.name}” has no game number {number} (games: {there})"
        )
    return game


# --- reading sheets -------------------------------------------------------------------------


def roster_printout(
    *, campaign: Campaign, warbands: Sequence[Warband] | None = None, game: Game | None = None
) -> Printout:
    """The roster sheets of ``warbands`` (default: every warband of the campaign).

    Only characters able to play are listed, in roster order. Given a ``game``, the sheets are
    those of its sides (those of ``warbands`` only, if given), each listing the characters
    fielded in it, with the scenario, date and points in the header.
    """
    rules = rules_of(campaign)
    if game is not None:
        if game.campaign_id != campaign.id:
            raise NotFoundError(f"Game {game.number} is not a game of “{campaign.name}”.")
        sheets, _ = _game_sheets(campaign, rules, game, warbands)
        title = f"{campaign.name}: rosters for game {game.number}"
    else:
        chosen = (
            list(warbands)
            if warbands is not None
            else list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.name))
        )
        sheets = [_warband_sheet(campaign, rules, warband) for warband in chosen]
        title = f"{campaign.name}: rosters"
    return Printout(title=title, campaign=campaign.name, rules=rules, sheets=tuple(sheets))


def game_pack_printout(*, game: Game) -> Printout:
    """The game-night pack: the scenario sheet, each side's roster, the quick reference."""
    campaign = game.campaign
    rules = rules_of(campaign)
    sheets, scenario = _game_sheets(campaign, rules, game, None)
    return Printout(
        title=f"{campaign.name}: game {game.number}, {scenario.scenario}",
        campaign=campaign.name,
        rules=rules,
        sheets=tuple(sheets),
        scenario=scenario,
        quick_reference=True,
    )


def _warband_sheet(campaign: Campaign, rules: GameData, warband: Warband) -> RosterSheet:
    """Two queries: the characters, then everything they carry."""
    playing = [c for c in warband_characters(warband) if c.status == ACTIVE]
    header = SheetHeader(
        campaign=campaign.name,
        game_name=rules.name,
        warband=warband.name,
        player=warband.player,
    )
    return RosterSheet(header, _lines(rules, playing))


def _lines(rules: GameData, characters: Sequence[Character]) -> tuple[Line, ...]:
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
            profile=f"{character.profile} (unknown profile)",
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
    fighter = beastrider.new_fighter(
        rules,
        character.profile,
        name=character.name,
        options=character.options,
        upgrades=character.upgrades,
        injuries=character.injuries,
    )
    specials = tuple(
        SpecialMark(rules.specials[key].name, rules.specials[key].passive)
        for key in fighter.specials
    )
    shooting = beastrider.bow_range(rules, character.profile, character.options)
    bow = ""
    if shooting is not None:
        ranged = [rules.options[key] for key in character.options if rules.options[key].range]
        named = next((option.name for option in ranged if option.range == shooting), "Bow")
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
    )


def _bonus_text(bonus: int, charge_bonus: int) -> str:
    parts = [f"+{bonus}"] if bonus else []
    if charge_bonus:
        parts.append(f"+{bonus + charge_bonus} when charging")
    return ", ".join(parts) or "none"


def caliburn_line(rules: GameData, character: Character, bought: Sequence[str]) -> CaliburnLine:
    """A warrior's roster line from his kit: his profile's own items and what he bought."""
    profile = rules.profiles.get(character.profile)
    if profile is None:
        return CaliburnLine(
            name=character.name,
            profile=f"{character.profile} (unknown profile)",
            points=0,
            combat_dice=0,
            combat_modifier=0,
            move=0,
            armour="",
            armour_protection=0,
            natural_protection=0,
            protection=0,
            helmet=False,
            shield=False,
            weapons=(),
            gold=stored_whole(character.gold, f"gold of {character.name}"),
            lasting_wounds=(),
            traits=(),
            notes=character.notes,
        )
    items = [*profile.fixed_items, *bought]
    injuries = character.injuries or {}
    stats = caliburn.warrior_stats(rules, character.profile, items, injuries)
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
        armour=armour.name,
        armour_protection=armour.protection,
        natural_protection=profile.natural_protection,
        protection=stats.protection,
        helmet=stats.helmet,
        shield=stats.shield,
        weapons=tuple(
            WeaponMark(item.name, _bonus_text(item.damage_bonus, item.charge_bonus), item.effect)
            for item in weapons
        ),
        gold=stored_whole(character.gold, f"gold of {character.name}"),
        lasting_wounds=tuple((key, n) for key, n in wounds(injuries).items() if n),
        traits=profile.notes,
        notes=character.notes,
    )


# --- games ----------------------------------------------------------------------------------


def _points_text(rules: GameData, points: int, fielded: int) -> str:
    if rules.id == BEASTRIDER:
        return f"{fielded} character{'s' if fielded != 1 else ''}"
    return f"{points} point{'s' if points != 1 else ''}"


def _game_sheets(
    campaign: Campaign, rules: GameData, game: Game, only: Sequence[Warband] | None
) -> tuple[list[RosterSheet], ScenarioSheet]:
    """The sides' sheets and the scenario sheet of ``game``, in five queries at most.

    A side lists the characters fielded in the game who still exist and are not dead; while
    the game is unrecorded none of them has died in it.
    """
    sides = sorted(
        GameSide.select(GameSide, Warband).join(Warband).where(GameSide.game == game),
        key=lambda side: (ROLE_ORDER.get(side.role, 2), side.id),
    )
    fielded = (
        GameCharacter.select(GameCharacter, Character)
        .join(Character, pw.JOIN.LEFT_OUTER)
        .where(GameCharacter.game == game)
        .order_by(Character.position, Character.id)
    )
    by_side: dict[int, list[Character]] = {side.id: [] for side in sides}
    for row in fielded:
        if row.character_id is not None and row.character.status != DEAD:
            by_side.setdefault(row.side_id, []).append(row.character)
    every = [c for side in sides for c in by_side[side.id]]
    lines = dict(zip([c.id for c in every], _lines(rules, every), strict=True))

    scenario = rules.scenarios.get(game.scenario)
    scenario_name = scenario.name if scenario else f"{game.scenario} (unknown scenario)"
    summaries: list[SideSummary] = []
    sheets: list[RosterSheet] = []
    wanted = None if only is None else {w.id for w in only}
    for side in sides:
        characters = by_side[side.id]
        points = sum(
            rules.profiles[c.profile].points for c in characters if c.profile in rules.profiles
        )
        summaries.append(
            SideSummary(side.warband.name, side.warband.player, side.role, len(characters), points)
        )
        if wanted is not None and side.warband_id not in wanted:
            continue
        header = SheetHeader(
            campaign=campaign.name,
            game_name=rules.name,
            warband=side.warband.name,
            player=side.warband.player,
            game_number=game.number,
            scenario=scenario_name,
            played_on=game.played_on,
            points=_points_text(rules, points, len(characters)),
            role=side.role,
        )
        sheets.append(RosterSheet(header, tuple(lines[c.id] for c in characters)))

    check = points_check(
        rules,
        game.scenario,
        [SideSpec(side.role, tuple(c.profile for c in by_side[side.id])) for side in sides],
        game.points_limit,
    )
    sheet = ScenarioSheet(
        header=SheetHeader(
            campaign=campaign.name,
            game_name=rules.name,
            game_number=game.number,
            scenario=scenario_name,
            played_on=game.played_on,
        ),
        number=game.number,
        scenario=scenario_name,
        text=scenario.text if scenario else "",
        played_on=game.played_on,
        points_limit=game.points_limit,
        follows=_follows(rules, game),
        sides=tuple(summaries),
        problems=(*check.errors, *check.warnings),
        notes=game.notes,
    )
    return sheets, sheet


def _follows(rules: GameData, game: Game) -> str:
    """'Game 2, Pitched Battle, played 2024-03-01' for the game this one follows, or ''."""
    if game.follows_id is None:
        return ""
    before = Game.get_by_id(game.follows_id)  # deleting a game clears follows (SET NULL)
    scenario = rules.scenarios.get(before.scenario)
    text = f"Game {before.number}, {scenario.name if scenario else before.scenario}"
    if before.played_on:
        text += f", played {before.played_on.isoformat()}"
    return text


__all__ = [
    "BeastriderLine",
    "CaliburnLine",
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
    "game_pack_printout",
    "roster_printout",
    "warbands_named",
]

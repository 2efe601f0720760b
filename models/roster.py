"""Read-only views of a warband for screens and printouts, in a fixed number of queries."""

from __future__ import annotations

from dataclasses import dataclass

from models.campaigns import rules_of
from models.shop import purchases_by_character
from models.store.schema import DEAD, Campaign, Character, Warband
from rules import beastrider, caliburn
from rules.games import BEASTRIDER, GameData


@dataclass(frozen=True)
class RosterRow:
    """One line of a warband's roster as the roster screen shows it."""

    character_id: int
    name: str
    profile: str
    profile_name: str
    stats: str
    status: str
    gold: int | None
    kit: str
    items: tuple[str, ...]
    hero: bool = False  # a named hero of the game (his name and his profile's overlap)

    @property
    def dead(self) -> bool:
        return self.status == DEAD


def warband_characters(warband: Warband) -> list[Character]:
    """The warband's characters in roster order."""
    return list(
        Character.select()
        .where(Character.warband == warband)
        .order_by(Character.position, Character.id)
    )


def living_characters(campaign: Campaign) -> list[Character]:
    """The campaign's characters not dead (K2, B8), by warband name then roster order.

    One query; each character's warband is loaded with him.
    """
    return list(
        Character.select(Character, Warband)
        .join(Warband)
        .where((Warband.campaign == campaign) & (Character.status != DEAD))
        .order_by(Warband.name, Character.position, Character.id)
    )


def roster_rows(warband: Warband, rules: GameData | None = None) -> list[RosterRow]:
    """The roster of ``warband``: three queries whatever its size."""
    rules = rules or rules_of(warband.campaign)
    characters = warband_characters(warband)
    purchases = purchases_by_character([c.id for c in characters])
    return [character_row(rules, c, [p.item for p in purchases[c.id]]) for c in characters]


def character_row(rules: GameData, character: Character, bought: list[str]) -> RosterRow:
    profile = rules.profiles.get(character.profile)
    profile_name = profile.name if profile else f"{character.profile} (unknown profile)"
    if rules.id == BEASTRIDER:
        items: tuple[str, ...] = tuple(character.options)
        stats = beastrider_stats(rules, character) if profile else ""
        kit = ", ".join(beastrider_kit(rules, character))
        gold = None
    else:
        fixed = tuple(profile.fixed_items) if profile else ()
        items = fixed + tuple(bought)
        stats = caliburn_stats(rules, character, items) if profile else ""
        kit = ", ".join(rules.items[i].name if i in rules.items else i for i in items)
        gold = character.gold
    return RosterRow(
        character_id=character.id,
        name=character.name,
        profile=character.profile,
        profile_name=profile_name,
        stats=stats,
        status=character.status,
        gold=gold,
        kit=kit or "—",
        items=items,
        hero=bool(profile and profile.hero),
    )


def beastrider_kit(rules: GameData, character: Character) -> list[str]:
    """What a Beastrider character carries, in words: his profile's own bow (Hrashnarr's,
    B7), then the options he took (a shield, a bow or a crossbow)."""
    profile = rules.profiles.get(character.profile)
    own = [f'Bow (his own, {profile.bow}")'] if profile is not None and profile.bow else []
    taken = [rules.options[o].name if o in rules.options else o for o in character.options]
    return own + taken


def beastrider_stats(rules: GameData, character: Character) -> str:
    profile = rules.profiles[character.profile]
    attack, defend = beastrider.starting_dice(
        rules, character.profile, character.options, character.upgrades
    )
    return f"M{profile.movement} T{profile.toughness} A{attack} D{defend}"


def caliburn_stats(rules: GameData, character: Character, items: tuple[str, ...]) -> str:
    stats = caliburn.warrior_stats(rules, character.profile, items, character.injuries or {})
    return (
        f"{stats.points} pts, {stats.combat_dice}d6, move {stats.move}, "
        f"protection {stats.protection}"
    )

"""Read-only views of a warband for screens and printouts, in a fixed number of queries."""

from __future__ import annotations

from dataclasses import dataclass

from models.campaigns import rules_of
from models.legality import falls_in, recruitments_in, warband_problems
from models.shop import kit_of, purchases_by_character
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
    problems: tuple[str, ...] = ()  # the rules he breaks, a sentence each (ruling cited)

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
    """The roster of ``warband``, each row with the rules its character breaks: five queries
    whatever its size."""
    rules = rules or rules_of(warband.campaign)
    characters = warband_characters(warband)
    purchases = purchases_by_character([c.id for c in characters])
    kits = {c.id: kit_of(rules, c, purchases[c.id]) for c in characters}
    broken = warband_problems(
        rules,
        characters,
        kits,
        falls_in(warband.campaign_id),
        recruitments_in(warband.campaign_id),
    )
    return [
        character_row(
            rules,
            c,
            [p.item for p in purchases[c.id]],
            tuple(breach.sentence for breach in broken.get(c.id, [])),
        )
        for c in characters
    ]


def character_row(
    rules: GameData, character: Character, bought: list[str], problems: tuple[str, ...] = ()
) -> RosterRow:
    profile = rules.profiles.get(character.profile)
    profile_name = profile.name if profile else f"{character.profile} (unknown profile)"
    if rules.id == BEASTRIDER:
        items: tuple[str, ...] = tuple(character.options)
        stats = beastrider_stats(rules, character) if profile else ""
        kit = ", ".join(
            rules.options[o].name if o in rules.options else o for o in character.options
        )
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
        problems=problems,
    )


def beastrider_stats(rules: GameData, character: Character) -> str:
    """Movement, Toughness and the dice he starts a game with: less his lasting injuries when
    the campaign keeps them (B8, K4), as his roster sheet prints them."""
    fighter = beastrider.new_fighter(
        rules,
        character.profile,
        options=character.options,
        upgrades=character.upgrades,
        injuries=character.injuries,
    )
    profile = rules.profiles[character.profile]
    return f"M{profile.movement} T{fighter.toughness} A{fighter.attack} D{fighter.defend}"


def caliburn_stats(rules: GameData, character: Character, items: tuple[str, ...]) -> str:
    stats = caliburn.warrior_stats(rules, character.profile, items, character.injuries or {})
    return (
        f"{stats.points} pts, {stats.combat_dice}d6, move {stats.move}, "
        f"protection {stats.protection}"
    )

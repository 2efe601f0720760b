"""Read-only views of a warband for screens and printouts, in a fixed number of queries."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, cast

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import EXPERIENCE, rules_of, switch
from models.colours import colours_by_id
from models.history import xp_accounts
from models.shop import kit_of, owned_purchases, purchases_by_character
from models.standings import results
from models.stash import item_name, stashes
from models.store.schema import ACTIVE, DEAD, Campaign, Character, Warband
from models.store.tolerant import is_stand_in, rows_or_stand_ins, unreadable
from rules import beastrider, caliburn, experience
from rules.data import Profile
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
    kit_rules: str = ""  # each piece of kit's rule text, a line each, for a tooltip
    hero: bool = False  # a named hero of the game (his name and his profile's overlap)
    # His warrior card (ui/roster_cards.py): the game's figures as labelled boxes, his points
    # (Caliburn's Wrath), his kit and specials each with its rule, his lasting injuries.
    figures: tuple[tuple[str, str], ...] = ()
    points: int | None = None
    kit_list: tuple[tuple[str, str], ...] = ()
    specials: tuple[tuple[str, str], ...] = ()
    injuries: tuple[str, ...] = ()
    # His XP earned, spent and left (K6); None when the campaign has experience off.
    xp: experience.Account | None = None
    # Why his row cannot be read whole (models.store.tolerant); empty when it can. Such a row
    # has his id and name, and nothing else is worked out from it.
    unreadable: str = ""

    @property
    def dead(self) -> bool:
        return self.status == DEAD


def warband_characters(warband: Warband) -> list[Character]:
    """The warband's characters in roster order."""
    return list(_roster_query(warband))


def _roster_query(warband: Warband) -> pw.ModelSelect[Character]:
    return (
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
    """The roster of ``warband``, each row with the rules its character breaks and what the
    judgement of his story finds (:func:`rules.story.judge`): ten queries whatever its size
    (eight when no active named hero is in it), one more for the XP of a campaign with
    experience on (K6)."""
    # The rules a character breaks, and what his story says, are the roster screen's:
    # printouts never load them.
    from models.legality import warband_breaches
    from models.story import warband_judgements

    rules = rules or rules_of(warband.campaign)
    listed = rows_or_stand_ins(_roster_query(warband), UNREADABLE_CHARACTER)
    characters = [c for c in listed if not is_stand_in(c)]
    purchases = purchases_by_character([c.id for c in characters])
    kits = {c.id: kit_of(rules, c, purchases[c.id]) for c in characters}
    broken = warband_breaches(rules, warband.campaign_id, characters, kits)
    judged = warband_judgements(rules, warband.campaign_id, warband.id)
    accounts = (
        xp_accounts([c.id for c in characters]) if switch(warband.campaign, EXPERIENCE) else {}
    )
    return [
        _unreadable_row(c)
        if is_stand_in(c)
        else character_row(
            rules,
            c,
            [p.item for p in purchases[c.id]],
            tuple(breach.sentence for breach in broken.get(c.id, []))
            + tuple(f.sentence for f in (judged[c.id].findings if c.id in judged else ())),
            xp=accounts.get(c.id),
        )
        for c in listed
    ]


# What a character's row shows for the fields that cannot be read.
UNREADABLE_CHARACTER = {
    "name": lambda row_id: translate("Roster", "Character {id} (unreadable)").format(id=row_id),
    "status": "",
}


def _unreadable_row(character: Character) -> RosterRow:
    """The roster's row of a character whose row cannot be read whole: his id and name."""
    return RosterRow(
        character_id=character.id,
        name=character.name,
        profile="",
        profile_name="",
        stats="",
        status=character.status if isinstance(character.status, str) else "",
        gold=None,
        kit="",
        items=(),
        unreadable=unreadable(character),
    )


def character_row(
    rules: GameData,
    character: Character,
    bought: list[str],
    problems: tuple[str, ...] = (),
    xp: experience.Account | None = None,
) -> RosterRow:
    profile = rules.profiles.get(character.profile)
    profile_name = (
        profile.name
        if profile
        else translate("Roster", "{profile} (unknown profile)").format(profile=character.profile)
    )
    # His figures, worked out once for his row's words and his card's boxes.
    card: dict[str, Any] = {}
    stats = ""
    if rules.id == BEASTRIDER:
        items: tuple[str, ...] = tuple(character.options)
        if profile:
            fighter = fighter_of(rules, character)
            stats = beastrider_stats(profile, fighter)
            card = _beastrider_card(rules, character, fighter)
        kit = ", ".join(beastrider_kit(rules, character))
        kit_rules = "\n".join(
            f"{rules.options[o].name}: {rules.options[o].text}"
            for o in character.options
            if o in rules.options
        )
        gold = None
    else:
        fixed = tuple(profile.fixed_items) if profile else ()
        items = fixed + tuple(bought)
        if profile:
            hurt = caliburn.lasting_wounds(rules, character.injuries)
            warrior = caliburn.warrior_stats(
                rules, character.profile, items, hurt, upgrades=character.upgrades
            )
            stats = caliburn_stats(warrior)
            card = _caliburn_card(rules, character, items, warrior)
        kit = ", ".join(rules.items[i].name if i in rules.items else i for i in items)
        kit_rules = "\n".join(
            f"{rules.items[i].name}: {caliburn.item_rule(rules, rules.items[i])}"
            for i in dict.fromkeys(items)
            if i in rules.items and caliburn.item_rule(rules, rules.items[i])
        )
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
        kit_rules=kit_rules,
        hero=bool(profile and profile.hero),
        xp=xp,
        **card,
    )


def xp_words(xp: experience.Account) -> str:
    """His XP on his card and page (K6): "3 left (5 earned, 2 spent)"."""
    return translate("Roster", "{left} left ({earned} earned, {spent} spent)").format(
        left=xp.left, earned=xp.earned, spent=xp.spent
    )


def card_row(rules: GameData, character: Character) -> RosterRow:
    """One character's row, his card with it, read on its own (the character panel shows his
    card), with his XP when his campaign has experience on (K6; one more query); the rules he
    breaks are the caller's to give."""
    saved = character.id is not None and character.warband_id is not None  # not one drafted
    xp = (
        xp_accounts([character.id])[character.id]
        if saved and switch(character.warband.campaign, EXPERIENCE)
        else None
    )
    return character_row(rules, character, [p.item for p in owned_purchases(character)], xp=xp)


def fighter_of(
    rules: GameData, character: Character, *, name: str | None = None
) -> beastrider.Fighter:
    """A Beastrider character as he takes the field: the dice he starts a game with, his
    options, upgrades and lasting injuries counted (B4, B8, K4)."""
    return beastrider.new_fighter(
        rules,
        character.profile,
        name=name,
        options=character.options,
        upgrades=character.upgrades,
        injuries=character.injuries,
    )


def injury_words(key: str, count: int) -> str:
    """``count`` lasting injuries of one kind, in words: "2 leg wounds" (B8, K4)."""
    if key == "leg":
        return translate("Roster", "%n leg wound(s)", None, None, count)
    if key == "arm":
        return translate("Roster", "%n arm wound(s)", None, None, count)
    if key == "neck":
        return translate("Roster", "%n neck wound(s)", None, None, count)
    if key == "attack":
        return translate("Roster", "%n attack dice lost", None, None, count)
    if key == "defend":
        return translate("Roster", "%n defend dice lost", None, None, count)
    return f"{count} {key}"


# The figures' names on a warrior card: kept English in the row (the screens look up their
# tooltips by them) and shown translated, translate("Roster", label).
MOVE = QT_TRANSLATE_NOOP("Roster", "Move")
BOW = QT_TRANSLATE_NOOP("Roster", "Bow")
CROSSBOW = "crossbow"  # the option's id (RULINGS.md)


def _card(
    rules: GameData,
    character: Character,
    figures: list[tuple[str, str]],
    kit: list[tuple[str, str]],
    specials: tuple[str, ...],
) -> dict[str, Any]:
    """What his warrior card shows beyond his row: the figures, kit, specials (his
    profile's, then those he gained) and the lasting injuries the campaign keeps (K4)."""
    kept = (character.injuries or {}) if rules.lasting_injuries else {}
    return {
        "figures": tuple(figures),
        "kit_list": tuple(kit),
        "specials": tuple(
            (rules.specials[s].name, rules.specials[s].text)
            for s in dict.fromkeys(specials)
            if s in rules.specials
        ),
        "injuries": tuple(
            injury_words(key, count)
            for key, count in sorted(kept.items())
            if isinstance(count, int) and count > 0
        ),
    }


def _beastrider_card(
    rules: GameData, character: Character, fighter: beastrider.Fighter
) -> dict[str, Any]:
    profile = rules.profiles[character.profile]
    figures = [
        (MOVE, f'{profile.movement}"'),
        (QT_TRANSLATE_NOOP("Roster", "Toughness"), str(fighter.toughness)),
        (QT_TRANSLATE_NOOP("Roster", "Attack"), str(fighter.attack)),
        (QT_TRANSLATE_NOOP("Roster", "Defend"), str(fighter.defend)),
    ]
    if fighter.bow:
        # His profile's own bow, or the bow or crossbow he took as an option (B7).
        shooting = [rules.options[o] for o in character.options if o in rules.options]
        crossbow = not profile.bow and any(
            option.id == CROSSBOW and option.range == fighter.bow for option in shooting
        )
        label = QT_TRANSLATE_NOOP("Roster", "Crossbow") if crossbow else BOW
        figures.append((label, f'{fighter.bow}"'))
    kit = [
        (rules.options[o].name, rules.options[o].text)
        for o in character.options
        if o in rules.options
    ]
    if profile.bow:
        kit.insert(
            0,
            (
                translate("Roster", "Own bow"),
                translate("Roster", 'range {range}"').format(range=profile.bow),
            ),
        )
    return _card(rules, character, figures, kit, (*profile.specials, *fighter.specials))


def _caliburn_card(
    rules: GameData,
    character: Character,
    items: tuple[str, ...],
    stats: caliburn.WarriorStats,
) -> dict[str, Any]:
    modifier = f"{stats.combat_modifier:+d}" if stats.combat_modifier else ""
    figures = [
        (
            QT_TRANSLATE_NOOP("Roster", "Combat"),
            translate("Roster", "{dice}d6{modifier}").format(
                dice=stats.combat_dice, modifier=modifier
            ),
        ),
        (MOVE, f'{stats.move}"'),
        (QT_TRANSLATE_NOOP("Roster", "Run"), f'{stats.run}"'),  # or charge
        (QT_TRANSLATE_NOOP("Roster", "Protection"), str(stats.protection)),
        (
            QT_TRANSLATE_NOOP("Roster", "Gold"),
            translate("Roster", "{gold} gp").format(gold=character.gold),
        ),
    ]
    kit = [
        (rules.items[i].name, caliburn.item_rule(rules, rules.items[i]))
        for i in items
        if i in rules.items
    ]
    profile = rules.profiles[character.profile]
    card = _card(rules, character, figures, kit, profile.specials)
    # His profile's own traits (King Arthur's Scabbard, the Green Knight's natural armour and
    # his indifference to decapitation: C2, C3, C10), as his printed roster lists them.
    card["specials"] += tuple(trait(note) for note in profile.notes)
    return {**card, "points": stats.points}


def trait(note: str) -> tuple[str, str]:
    """A profile's note as a card lists it: its name and its rule ("Scabbard of Excalibur",
    "3 off every damage roll against him"), or the whole note with no rule."""
    name, colon, rule = note.partition(": ")
    return (name, rule) if colon else (note, "")


def beastrider_kit(rules: GameData, character: Character) -> list[str]:
    """What a Beastrider character carries, in words: his profile's own bow (Hrashnarr's,
    B7), then the options he took (a shield, a bow or a crossbow)."""
    profile = rules.profiles.get(character.profile)
    own = (
        [translate("Roster", 'Own bow ({range}")').format(range=profile.bow)]
        if profile is not None and profile.bow
        else []
    )
    taken = [rules.options[o].name if o in rules.options else o for o in character.options]
    return own + taken


def beastrider_stats(profile: Profile, fighter: beastrider.Fighter) -> str:
    """Movement, Toughness and the dice he starts a game with (:func:`fighter_of`: less his
    lasting injuries when the campaign keeps them, B8, K4), as his roster sheet prints them."""
    return translate("Roster", "M{movement} T{toughness} A{attack} D{defend}").format(
        movement=profile.movement,
        toughness=fighter.toughness,
        attack=fighter.attack,
        defend=fighter.defend,
    )


def caliburn_stats(stats: caliburn.WarriorStats) -> str:
    """Points, combat dice, move, run and protection, short, as the roster table shows
    them (its cell's tooltip, and his card, name each figure)."""
    return translate("Roster", "{points} pts · {dice}d6 · M{move} R{run} P{protection}").format(
        points=stats.points,
        dice=stats.combat_dice,
        move=stats.move,
        run=stats.run,
        protection=stats.protection,
    )


@dataclass(frozen=True)
class WarbandSummary:
    """A warband's totals, as the warband list, the roster and its printout show them."""

    warband: Warband
    able: int  # characters able to play
    total: int  # characters on the books, the dead and the retired too
    points: int  # the profile points of those able to play (C11); none in the Beastrider Wars
    gold: int  # the unspent gold of those able to play (C9)
    stash: tuple[str, ...]  # the names of the items in the warband's stash (K5)
    won: int
    drawn: int
    lost: int
    colour: str = ""  # its colour, "#rrggbb" (models.colours)

    @property
    def unreadable(self) -> str:
        """Why the warband's row cannot be read whole (models.store.tolerant); empty if it can."""
        return unreadable(self.warband)

    @property
    def record(self) -> str:
        """Won, drawn and lost, as league tables write it: "3–1–2"."""
        return f"{self.won}–{self.drawn}–{self.lost}"

    def describe(self, rules: GameData) -> str:
        """The totals in a line: "3 of 4 able to play · 45 points · 12 gp unspent · stash:
        Spear · won 2, drawn 0, lost 1"."""
        parts = [
            translate("Roster", "{able} of {total} able to play").format(
                able=self.able, total=self.total
            )
        ]
        if rules.id != BEASTRIDER:
            points = self.points  # a plain name: lupdate reads no attribute as a count
            parts += [
                translate("Roster", "%n point(s)", None, None, points),
                translate("Roster", "{gold} gp unspent").format(gold=self.gold),
            ]
            parts.append(
                translate("Roster", "stash: {items}").format(items=", ".join(self.stash))
                if self.stash
                else translate("Roster", "stash empty")
            )
        parts.append(
            translate("Roster", "won {won}, drawn {drawn}, lost {lost}").format(
                won=self.won, drawn=self.drawn, lost=self.lost
            )
        )
        return " · ".join(parts)


def warband_summaries(campaign: Campaign, rules: GameData | None = None) -> list[WarbandSummary]:
    """The campaign's warbands by name, each with its totals: four queries whatever the size."""
    rules = rules or rules_of(campaign)
    warbands = rows_or_stand_ins(
        Warband.select().where(Warband.campaign == campaign).order_by(Warband.name),
        {
            "name": lambda row_id: translate("Roster", "Warband {id} (unreadable)").format(
                id=row_id
            ),
            "player": "",
            "notes": "",
        },
    )
    counts: dict[int, list[int]] = {w.id: [0, 0, 0, 0] for w in warbands}  # able, all, pts, gp
    rows = (
        Character.select(
            Character.warband,
            Character.profile,
            Character.status,
            pw.fn.COUNT(Character.id),
            pw.fn.SUM(Character.gold),
        )
        .join(Warband)
        .where(Warband.campaign == campaign)
        .group_by(Character.warband, Character.profile, Character.status)
        .tuples()
    )
    # Rows as .tuples() gives them (the type stubs say models).
    totals_of = cast(Iterable[tuple[int, str, str, int, int | None]], rows)
    for warband_id, profile_id, status, number, gold in totals_of:
        totals = counts[warband_id]
        totals[1] += number
        if status == ACTIVE:
            profile = rules.profiles.get(profile_id)
            totals[0] += number
            totals[2] += number * (profile.points if profile else 0)
            totals[3] += int(gold or 0)
    played = results(campaign)
    stashed = stashes([w.id for w in warbands])
    colours = colours_by_id(w.id for w in warbands)
    summaries = []
    for warband in warbands:
        able, total, points, gold = counts[warband.id]
        games, won, drawn = played.get(warband.id, (0, 0, 0))
        summaries.append(
            WarbandSummary(
                warband=warband,
                able=able,
                total=total,
                points=points,
                gold=gold,
                stash=tuple(item_name(rules, p.item) for p in stashed[warband.id]),
                won=won,
                drawn=drawn,
                lost=games - won - drawn,
                colour=colours[warband.id],
            )
        )
    return summaries

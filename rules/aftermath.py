"""What a game's outcome carries over into the campaign (:mod:`rules.outcomes` says what an
outcome is): deaths (K2), lost gear (K3), lasting injuries (K4) and gold awards, each
character's :class:`Effects` computed from what he was before the game
(:class:`~rules.outcomes.CharacterState`) and the campaign's house rules and settings; and
:func:`carry_over`, the same in words, as the post-battle screen says it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from i18n import translate
from rules.data import CALIBURN, EMPTY, SHIELD, GameData
from rules.experience import xp_earned
from rules.outcomes import (
    WEAPON,
    WEAPONS_BROKEN,
    CharacterState,
    is_dead,
    shape_of,
)

# Gold awarded after a game of Caliburn's Wrath to each warrior who survived it; a campaign
# may set its own amounts in its settings, under "gold_awards".
DEFAULT_GOLD_AWARDS = MappingProxyType({"played": 1, "won": 1, "kill": 1, "relic": 2})


def gold_awards(settings: Mapping[str, Any]) -> dict[str, int]:
    """The gold a campaign awards (its ``gold_awards`` setting over the defaults); amounts
    that are not whole numbers are ignored."""
    awards = dict(DEFAULT_GOLD_AWARDS)
    awards.update(
        {
            k: v
            for k, v in (settings.get("gold_awards") or {}).items()
            if k in awards and isinstance(v, int) and not isinstance(v, bool)
        }
    )
    return awards


def injuries_taken(rules_id: str, outcome: Mapping[str, Any]) -> dict[str, int]:
    """The injuries of one game, by injury key: dice lost, or leg, arm and neck wounds."""
    fields = [f for f in shape_of(rules_id).fields if f.injury]
    return {f.injury: outcome[f.key] for f in fields if outcome[f.key]}


def injuries_after_game(rules: GameData, injuries: Mapping[str, int]) -> dict[str, int]:
    """The injuries of a game a character keeps (K4, B8): none, unless the campaign has lasting
    injuries switched on."""
    if not rules.lasting_injuries:
        return {}
    return {key: count for key, count in injuries.items() if count}


def add_injuries(old: Mapping[str, int], new: Mapping[str, int]) -> dict[str, int]:
    """A character's injuries after another game's lasting ones are added (or, negative,
    taken back)."""
    total = dict(old)
    for key, count in new.items():
        total[key] = total.get(key, 0) + count
    return {key: count for key, count in total.items() if count}


def broken_gear(outcome: Mapping[str, Any]) -> tuple[str, ...]:
    """The item ids an outcome says broke: his shield, then his weapons (C4-C6)."""
    broken = []
    if outcome.get("shield_broken"):
        broken.append(SHIELD)
    for key in WEAPONS_BROKEN:
        if outcome.get(key):
            broken.append(outcome[key])
    return tuple(broken)


def gear_lost_after_game(
    rules: GameData, broken: Iterable[str], profile: str | None = None
) -> tuple[str, ...]:
    """The broken shields and weapons taken off a character's kit after the game (K3): all of
    them, unless the campaign switched losing broken gear off.

    What he never bought is never lost: the dagger everyone carries (C7) and his profile's own
    items (the Green Knight's War Axe, C10) are his again for the next game.
    """
    if not rules.lose_broken_gear:
        return ()
    own = (
        rules.profiles[profile].fixed_items
        if profile is not None and profile in rules.profiles
        else ()
    )
    return tuple(
        item
        for item in broken
        if item not in own and (item not in rules.items or rules.items[item].for_sale)
    )


@dataclass(frozen=True)
class Effects:
    """What one game changes for one character in the campaign."""

    died: bool = False  # dead from now on (K2); False when he was dead already
    injuries: Mapping[str, int] = field(default_factory=lambda: EMPTY)  # kept from it (K4)
    lost: tuple[str, ...] = ()  # item ids taken off his kit (K3)
    gold: int = 0  # gold he earns (Caliburn's Wrath)
    xp: int | None = None  # experience he earns (K6); None: the campaign has it off


def character_effects(
    rules: GameData,
    awards: Mapping[str, int],
    state: CharacterState,
    outcome: Mapping[str, Any],
    *,
    won: bool,
    kills: int,
    relic: bool,
    xp_awards: Mapping[str, int] | None = None,
) -> Effects:
    """The campaign effects of one character's checked outcome.

    ``awards`` are the campaign's :func:`gold_awards`; ``won`` whether his side won, ``kills``
    how many he killed, ``relic`` whether he carried the relic off. The dead keep no injuries
    and earn no gold, but their broken gear is lost all the same. A warrior who buys nothing
    has no gold and earns none (C10: the Green Knight). ``xp_awards`` are the campaign's
    :func:`rules.experience.xp_awards` when it has experience on (K6): the XP he earns, which
    the Green Knight earns like everyone.
    """
    dead = is_dead(rules.id, outcome)
    lasting = injuries_after_game(rules, injuries_taken(rules.id, outcome)) if not dead else {}
    gold = 0
    profile = rules.profiles.get(state.profile)
    earns = profile is None or profile.may_buy
    if shape_of(rules.id).gold and not dead and earns:
        gold = awards["played"] + (awards["won"] if won else 0) + awards["kill"] * kills
        gold += awards["relic"] if relic else 0
    xp = None
    if xp_awards is not None:
        fled = outcome.get("fled") is True
        xp = xp_earned(xp_awards, dead=dead, fled=fled, won=won, kills=kills, relic=relic)
    return Effects(
        died=dead and not state.dead,
        injuries=lasting,
        lost=gear_lost_after_game(rules, broken_gear(outcome), state.profile),
        gold=gold,
        xp=xp,
    )


@dataclass(frozen=True)
class Said:
    """A rule in words, as a screen shows it, and the ids of the rulings behind it."""

    text: str
    rulings: str = ""  # e.g. "K4; a house rule of this campaign"


def carry_over(rules: GameData) -> tuple[Said, ...]:
    """What recording a game carries over into this campaign, a sentence each.

    Only what applies to the game: broken gear where gear can break (Caliburn's Wrath), lost
    dice or wounds as the game counts its injuries, gold where survivors earn it.
    """
    shape = shape_of(rules.id)
    said = [Said(translate("Outcomes", "Deaths are for good."), "K2")]
    if any(f.needs or f.refers_to == WEAPON for f in shape.fields):
        said.append(
            Said(translate("Outcomes", "Broken gear is lost."), "K3")
            if rules.lose_broken_gear
            else Said(
                translate("Outcomes", "Broken gear is kept."),
                translate("Outcomes", "K3; a house rule of this campaign"),
            )
        )
    house_k4 = translate("Outcomes", "K4; a house rule of this campaign")
    if rules.id == CALIBURN:
        said.append(
            Said(translate("Outcomes", "Wounds carry over to later games."), house_k4)
            if rules.lasting_injuries
            else Said(translate("Outcomes", "Wounds heal after the game."), "K4")
        )
    else:
        said.append(
            Said(translate("Outcomes", "Lost dice carry over to later games."), house_k4)
            if rules.lasting_injuries
            else Said(translate("Outcomes", "Lost dice come back after the game."), "K4")
        )
    if shape.gold:
        said.append(Said(translate("Outcomes", "Survivors earn gold per the campaign's settings.")))
    return tuple(said)


def carry_over_xp(awards: Mapping[str, int]) -> Said:
    """What a game awards in experience (K6), as the post-battle screen says it."""
    return Said(
        translate(
            "Outcomes",
            "Survivors earn XP: {played} for playing, {won} more for a win, {kill} a kill, {relic} for the relic; one who fled earns only the {played} for playing.",  # noqa: E501
        ).format(**awards),
        "K6",
    )

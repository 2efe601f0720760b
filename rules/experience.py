"""Experience (K6): what a game awards each fielded survivor, what advances cost and how many a
character may have, why an advance is refused, and what his history adds up to.

A campaign switches experience on or off (a setting of the campaign, kept by models/); these
functions are asked only when it is on. Its settings may hold ``xp_awards`` (``{"played",
"won", "kill", "relic": XP}``) and ``advances`` (``{kind: {"cost": XP, "limit": count}}``)
over the defaults below: :func:`settings_problems` says what is wrong with them, and
:func:`xp_awards` and :func:`advances` read them.

An advance is kept as an upgrade of the character (``{"kind": "attack"}``, ``"defend"``,
``{"kind": "special", "special": id}`` in The Beastrider Wars as B8 has them; ``{"kind":
"combat"}`` in Caliburn's Wrath). The history entry that earns XP says so under
``xp_earned``, the one that spends it under ``xp_spent`` (a correction: the difference under
``xp_earned``), so :func:`account` adds a character's XP up from his history.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from i18n import QT_TRANSLATE_NOOP, translate
from rules import beastrider
from rules.characters import MAX_COMBAT_DICE  # K6: never above 5d6, whatever the campaign says
from rules.data import BEASTRIDER, CALIBURN, EMPTY, GameData, named

__all__ = [
    "ADVANCE_COUNTS",
    "ADVANCE_NAMES",
    "DEFAULT_ADVANCES",
    "DEFAULT_XP_AWARDS",
    "MAX_COMBAT_DICE",
    "NO_XP",
    "XP_EARNED",
    "XP_SPENT",
    "Account",
    "Advance",
    "account",
    "advance_refusals",
    "advances",
    "advances_taken",
    "settings_problems",
    "xp_awards",
    "xp_earned",
]

# The settings' keys and the history's.
AWARDS_KEY = "xp_awards"
ADVANCES_KEY = "advances"
XP_EARNED = "xp_earned"
XP_SPENT = "xp_spent"

# K6: 1 for playing, 1 more for a won game, 1 a kill, 2 for carrying the relic off.
DEFAULT_XP_AWARDS = MappingProxyType({"played": 1, "won": 1, "kill": 1, "relic": 2})
# K6: each game's advances, (cost in XP, how many he may have).
DEFAULT_ADVANCES: Mapping[str, Mapping[str, tuple[int, int]]] = MappingProxyType(
    {
        BEASTRIDER: MappingProxyType({"attack": (5, 2), "defend": (5, 2), "special": (8, 1)}),
        CALIBURN: MappingProxyType({"combat": (8, 1)}),
    }
)
# What a campaign may set: an award or a cost up to 99 XP, a limit up to 9.
MAX_XP = 99
MAX_LIMIT = 9

# Each advance in words, shown translated: translate("Experience", name).
ADVANCE_NAMES = {
    "attack": QT_TRANSLATE_NOOP("Experience", "an extra attack die"),
    "defend": QT_TRANSLATE_NOOP("Experience", "an extra defend die"),
    "special": QT_TRANSLATE_NOOP("Experience", "a new special"),
    "combat": QT_TRANSLATE_NOOP("Experience", "an extra combat die"),
}
# Each advance counted, as a heading: translate("Experience", name).
ADVANCE_COUNTS = {
    "attack": QT_TRANSLATE_NOOP("Experience", "Extra attack dice"),
    "defend": QT_TRANSLATE_NOOP("Experience", "Extra defend dice"),
    "special": QT_TRANSLATE_NOOP("Experience", "New specials"),
    "combat": QT_TRANSLATE_NOOP("Experience", "Extra combat dice"),
}


@dataclass(frozen=True)
class Advance:
    """One kind of advance a campaign offers: what it costs and how many a character may have."""

    kind: str
    cost: int
    limit: int

    @property
    def name(self) -> str:
        return translate("Experience", ADVANCE_NAMES[self.kind])

    @property
    def counted(self) -> str:
        return translate("Experience", ADVANCE_COUNTS[self.kind])


def _whole(value: object, top: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= top


def settings_problems(game_id: str, settings: Mapping[str, Any]) -> list[str]:
    """What is wrong with a campaign's experience settings (``xp_awards``, ``advances``), each
    naming the setting as a player sees it; empty when they may be used. A setting set to
    ``null`` counts as unset."""
    problems: list[str] = []
    must = translate("Experience", "{key}: must be a whole number from 0 to {top}")
    awards = settings.get(AWARDS_KEY)
    if awards is not None:
        if not isinstance(awards, Mapping):
            problems.append(translate("Experience", "xp_awards: must be a table of awards"))
        else:
            for key, value in awards.items():
                where = f"{AWARDS_KEY}.{key}"
                if key not in DEFAULT_XP_AWARDS:
                    problems.append(
                        translate("Experience", "{key}: no such award (K6)").format(key=where)
                    )
                elif not _whole(value, MAX_XP):
                    problems.append(must.format(key=where, top=MAX_XP))
    offered = settings.get(ADVANCES_KEY)
    if offered is not None:
        if not isinstance(offered, Mapping):
            problems.append(translate("Experience", "advances: must be a table of advances"))
            return problems
        kinds = DEFAULT_ADVANCES[game_id]
        for kind, value in offered.items():
            where = f"{ADVANCES_KEY}.{kind}"
            if kind not in kinds:
                problems.append(
                    translate("Experience", "{key}: this game has no such advance (K6)").format(
                        key=where
                    )
                )
            elif not isinstance(value, Mapping) or set(value) - {"cost", "limit"}:
                problems.append(
                    translate("Experience", "{key}: must say only its cost and its limit").format(
                        key=where
                    )
                )
            else:
                for part, top in (("cost", MAX_XP), ("limit", MAX_LIMIT)):
                    if part in value and not _whole(value[part], top):
                        problems.append(must.format(key=f"{where}.{part}", top=top))
    return problems


def xp_awards(settings: Mapping[str, Any]) -> dict[str, int]:
    """The XP a campaign awards (its ``xp_awards`` over K6's); what it cannot use is ignored."""
    awards = dict(DEFAULT_XP_AWARDS)
    given = settings.get(AWARDS_KEY)
    if isinstance(given, Mapping):
        awards.update({k: v for k, v in given.items() if k in awards and _whole(v, MAX_XP)})
    return awards


def advances(game_id: str, settings: Mapping[str, Any]) -> dict[str, Advance]:
    """The advances a campaign of ``game_id`` offers, by kind, with its costs and limits over
    K6's; what it cannot use is ignored."""
    given = settings.get(ADVANCES_KEY)
    given = given if isinstance(given, Mapping) else EMPTY
    offered = {}
    for kind, (cost, limit) in DEFAULT_ADVANCES[game_id].items():
        own = given.get(kind)
        own = own if isinstance(own, Mapping) else EMPTY
        offered[kind] = Advance(
            kind,
            own["cost"] if _whole(own.get("cost"), MAX_XP) else cost,
            own["limit"] if _whole(own.get("limit"), MAX_LIMIT) else limit,
        )
    return offered


def xp_earned(
    awards: Mapping[str, int], *, dead: bool, fled: bool, won: bool, kills: int, relic: bool
) -> int:
    """The XP one fielded character earns in a game (K6): nothing if he died in it; the award
    for playing if he fled; else that, the award for a won game, one per kill and the one for
    carrying the relic off."""
    if dead:
        return 0
    if fled:
        return awards["played"]
    xp = awards["played"] + awards["kill"] * kills
    xp += awards["won"] if won else 0
    return xp + (awards["relic"] if relic else 0)


def advances_taken(upgrades: Sequence[Mapping[str, object]], kind: str) -> int:
    """How many advances of ``kind`` a character has: every upgrade of that kind counts, bought
    with XP or taken before the campaign switched experience on."""
    return sum(1 for upgrade in upgrades if upgrade.get("kind") == kind)


def advance_refusals(
    rules: GameData,
    profile_id: str,
    upgrades: Sequence[Mapping[str, object]],
    advance: Mapping[str, object],
    *,
    xp_left: int,
    settings: Mapping[str, Any] = EMPTY,
    options: Sequence[str] = (),
    name: str | None = None,
) -> list[str]:
    """Why a character (``name``, by default his profile's) may not buy ``advance`` (an upgrade
    as the module says) with the ``xp_left`` he has, each in words ending with the ruling;
    empty when he may. The cost, the limit, then the game's own rules: B8's for a new special
    (The Beastrider Wars), 5d6 at most (Caliburn's Wrath)."""
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [
            translate("Experience", "{game} has no profile “{profile}” (K6).").format(
                game=named(rules), profile=profile_id
            )
        ]
    who = name or named(profile)
    kind = advance.get("kind")
    offered = advances(rules.id, settings)
    if kind not in offered:
        return [
            translate("Experience", "{game} has no such advance (K6).").format(game=named(rules))
        ]
    offer = offered[str(kind)]
    refusals = []
    if offer.cost > xp_left:
        refusals.append(
            translate(
                "Experience", "{name} has {left} XP left, and {advance} costs {cost} XP (K6)."
            ).format(name=who, left=xp_left, advance=offer.name, cost=offer.cost)
        )
    taken = advances_taken(upgrades, offer.kind)
    if taken >= offer.limit:
        refusals.append(
            translate(
                "Experience", "{advances}: {name} has {taken}, the most he may have (K6)."
            ).format(advances=offer.counted, name=who, taken=taken)
        )
    if rules.id == CALIBURN:
        dice = profile.combat_dice + taken
        if dice >= MAX_COMBAT_DICE:
            refusals.append(
                translate(
                    "Experience",
                    "{name} rolls {dice}d6 already, and no warrior rolls more than {top}d6 (K6).",
                ).format(name=who, dice=dice, top=MAX_COMBAT_DICE)
            )
    else:
        refusals += beastrider.upgrade_problems(
            rules, profile_id, upgrades, advance, options=options, name=name
        )
    return refusals


@dataclass(frozen=True)
class Account:
    """A character's XP as his history adds it up."""

    earned: int = 0
    spent: int = 0

    @property
    def left(self) -> int:
        return self.earned - self.spent


NO_XP = Account()


def account(details: Iterable[Mapping[str, Any] | None]) -> Account:
    """The XP the details of a character's history entries (those no correction supersedes)
    earned and spent: their ``xp_earned`` and ``xp_spent``; what is not a whole number counts
    for nothing."""
    earned = spent = 0
    for entry in details:
        entry = entry or EMPTY
        for key, value in entry.items():
            if isinstance(value, int) and not isinstance(value, bool):
                if key == XP_EARNED:
                    earned += value
                elif key == XP_SPENT:
                    spent += value
    return Account(earned, spent)

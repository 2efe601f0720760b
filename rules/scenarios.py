"""Scenario points checks (C11) for Caliburn's Wrath, and the plain Skirmish of the Beastrider
Wars (each side fields at least one character; that game has no points)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from i18n import translate
from rules.data import (
    BEASTRIDER,
    POINTS_DUEL,
    POINTS_LIMIT,
    POINTS_RATIO,
    GameData,
    Scenario,
    named,
)
from rules.game_strings import ROLE, game_text


@dataclass(frozen=True)
class SideSpec:
    """One side of a game: its role ("" when the scenario has none) and the profiles it fields."""

    role: str
    profile_ids: tuple[str, ...]
    name: str = ""  # the warband that takes it, as the players know it ("": "Side 2")


@dataclass(frozen=True)
class PointsCheck:
    """Errors stop the game being set up; warnings are shown but allowed. ``points`` per side.

    ``over_limit`` holds the errors that are only a side over the agreed points limit (they
    are in ``errors`` too): a campaign may let the players play anyway.
    """

    errors: tuple[str, ...]
    warnings: tuple[str, ...]
    points: tuple[int, ...]
    over_limit: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """Whether the game may be played as set up."""
        return not self.errors


def _role(role: str) -> str:
    """A scenario's role as a word: "attacker" (an id of the game data, translated)."""
    return game_text(ROLE, role)


def _side_name(index: int, side: SideSpec) -> str:
    if side.name and side.role:
        return translate("Scenarios", "{side} (the {role})").format(
            side=side.name, role=_role(side.role)
        )
    if side.name:
        return side.name
    if side.role:
        return translate("Scenarios", "The {role}").format(role=_role(side.role))
    return translate("Scenarios", "Side {number}").format(number=index + 1)


def _and(words: Sequence[str]) -> str:
    """ "a and b" (or "a and b and c")."""
    said = words[0]
    for word in words[1:]:
        said = translate("Scenarios", "{first} and {second}").format(first=said, second=word)
    return said


def _roles(scenario_roles: Sequence[str], sides: Sequence[SideSpec]) -> list[str]:
    if not scenario_roles:
        return []
    given = sorted(side.role for side in sides)
    if given != sorted(scenario_roles):
        wanted = _and([_role(role) for role in scenario_roles])
        return [
            translate(
                "Scenarios", "This scenario needs one side of each role: {roles} (C11)."
            ).format(roles=wanted)
        ]
    return []


def _limit_errors(
    sides: Sequence[SideSpec], points: Sequence[int], limit: int, role: str | None = None
) -> list[str]:
    """Each side over ``limit`` (of those with ``role``, when one is given)."""
    text = translate("Scenarios", "{side} fields {points} points, over the limit of {limit} (C11).")
    return [
        text.format(side=_side_name(index, side), points=total, limit=limit)
        for index, (side, total) in enumerate(zip(sides, points, strict=True))
        if total > limit and role in (None, side.role)
    ]


def _heroes_twice(rules: GameData, index: int, side: SideSpec) -> list[str]:
    once = "B5" if rules.id == BEASTRIDER else "C10"
    known = [rules.profiles[key] for key in side.profile_ids if key in rules.profiles]
    text = translate(
        "Scenarios", "{side} fields {hero} {count} times; a hero appears once ({rule})."
    )
    return [
        text.format(side=_side_name(index, side), hero=named(profile), count=count, rule=once)
        for profile, count in Counter(known).items()
        if profile.hero and count > 1
    ]


def _duellists(sides: Sequence[SideSpec]) -> list[str]:
    errors = []
    if len(sides) > 2:
        errors.append(
            translate(
                "Scenarios", "A duel is fought by exactly two sides, not {count} (C11)."
            ).format(count=len(sides))
        )
    text = translate("Scenarios", "{side} must field exactly one warrior in a duel (C11).")
    errors += [
        text.format(side=_side_name(index, side))
        for index, side in enumerate(sides)
        if side.profile_ids and len(side.profile_ids) != 1
    ]
    return errors


def _ratio_errors(
    scenario: Scenario, sides: Sequence[SideSpec], points: Sequence[int]
) -> list[str]:
    """Last Stand's points by role: the smaller side (the defender) at most the scenario's
    share of the larger's points, rounded down (C11). Each side is named by its warband
    where the caller gave one."""
    larger, smaller = scenario.roles
    index = {side.role: n for n, side in enumerate(sides)}
    big, small = sides[index[larger]], sides[index[smaller]]
    allowed = points[index[larger]] * (scenario.ratio_percent or 0) // 100
    if points[index[smaller]] <= allowed:
        return []
    if big.name:
        text = translate(
            "Scenarios",
            "{side} fields {points} points; at most {allowed} ({percent}% of {whose}'s {larger}, rounded down; C11).",  # noqa: E501
        )
    else:
        text = translate(
            "Scenarios",
            "{side} fields {points} points; at most {allowed} ({percent}% of the {role}'s {larger}, rounded down; C11).",  # noqa: E501
        )
    return [
        text.format(
            side=_side_name(index[smaller], small),
            points=points[index[smaller]],
            allowed=allowed,
            percent=scenario.ratio_percent,
            whose=big.name,
            role=_role(larger),
            larger=points[index[larger]],
        )
    ]


def _empty_sides(sides: Sequence[SideSpec]) -> list[str]:
    text = translate("Scenarios", "{side} must field at least one warrior.")
    return [
        text.format(side=_side_name(index, side))
        for index, side in enumerate(sides)
        if not side.profile_ids
    ]


def points_check(
    rules: GameData, scenario_id: str, sides: Sequence[SideSpec], limit: int | None
) -> PointsCheck:
    """Check the sides' points against the scenario (C11).

    Points are the sum of the fielded profiles' points; kit does not count. Last Stand: the
    defender at most 75% of the attacker's points, rounded down (and the attacker within the
    limit, if one is agreed). Pitched Battle, Battle in the Castle, Capture the Relic and a
    campaign's own scenarios: each side at most the limit; without a limit, unequal sides are
    warned about. Duel: one warrior a side; a warning when their points differ by more than a
    quarter of the higher, and exactly two sides. Every side fields at least one warrior, and
    a named hero at most once.
    """
    scenario = rules.scenarios.get(scenario_id)
    if scenario is None:
        text = translate("Scenarios", "{game} has no scenario {scenario}.").format(
            game=named(rules), scenario=repr(scenario_id)
        )
        return PointsCheck((text,), (), ())
    errors: list[str] = []
    warnings: list[str] = []
    if len(sides) < 2:
        errors.append(translate("Scenarios", "A game needs at least two sides."))
    errors += _roles(scenario.roles, sides)
    errors += _empty_sides(sides)
    points = []
    no_profile = translate("Scenarios", "{game} has no profile {profile}.")
    for index, side in enumerate(sides):
        unknown = [key for key in side.profile_ids if key not in rules.profiles]
        errors += [no_profile.format(game=named(rules), profile=repr(key)) for key in unknown]
        known = [rules.profiles[key] for key in side.profile_ids if key not in unknown]
        errors += _heroes_twice(rules, index, side)
        points.append(sum(profile.points for profile in known))
    if limit is not None and limit < 0:
        errors.append(translate("Scenarios", "The points limit cannot be negative."))
        limit = None
    rule = scenario.points_rule
    over_limit: list[str] = []
    if rule == POINTS_RATIO and not errors:
        errors += _ratio_errors(scenario, sides, points)
        if limit is not None:  # the larger side within the limit; the smaller is within it
            over_limit += _limit_errors(sides, points, limit, role=scenario.roles[0])
        errors += over_limit
    elif rule in (POINTS_LIMIT, POINTS_DUEL):
        if limit is not None:
            over_limit += _limit_errors(sides, points, limit)
            errors += over_limit
        elif rule == POINTS_LIMIT and len(set(points)) > 1:
            against = str(points[0])
            for total in points[1:]:
                against = translate("Scenarios", "{first} against {second}").format(
                    first=against, second=total
                )
            warnings.append(
                translate(
                    "Scenarios",
                    "No points limit is set and the sides are unequal: {points} points (C11).",
                ).format(points=against)
            )
    if rule == POINTS_DUEL:
        errors += _duellists(sides)
        high, low = max(points, default=0), min(points, default=0)
        if (high - low) * 4 > high:
            warnings.append(
                translate(
                    "Scenarios",
                    "The duellists' points differ by {difference}, more than a quarter of {high} (C11).",  # noqa: E501
                ).format(difference=high - low, high=high)
            )
    return PointsCheck(tuple(errors), tuple(warnings), tuple(points), tuple(over_limit))


def relic_problems(
    rules: GameData,
    scenario_id: str,
    *,
    carrier_side: int | None,
    winner_side: int | None,
    carrier_died: bool = False,
) -> list[str]:
    """Why the relic may not have been carried off as recorded (C11): only a scenario with a
    relic (Capture the Relic) has one, and the first side to escape with it wins, so its
    carrier is of the winning side, and escaped the board alive (``carrier_died``: his outcome
    says he died). ``carrier_side`` and ``winner_side`` index the sides (None: nobody carried
    it off; a draw)."""
    if carrier_side is None:
        return []
    scenario = rules.scenarios.get(scenario_id)
    if scenario is None or not scenario.relic:
        what = named(scenario) if scenario is not None else scenario_id
        return [
            translate(
                "Scenarios",
                "{scenario} has no relic to carry off: only Capture the Relic has one (C11).",
            ).format(scenario=what)
        ]
    if winner_side is None:
        return [
            translate(
                "Scenarios",
                "A draw has no relic carrier: the first side to escape with the relic wins (C11).",
            )
        ]
    if carrier_side != winner_side:
        return [
            translate(
                "Scenarios",
                "The relic carrier must be of the winning side: the first side to escape with the relic wins (C11).",  # noqa: E501
            )
        ]
    if carrier_died:
        return [
            translate(
                "Scenarios",
                "The relic carrier died in the game: the relic is carried off by one who escapes the board with it (C11).",  # noqa: E501
            )
        ]
    return []


def game_problems(
    rules: GameData,
    scenario_id: str,
    sides: Sequence[SideSpec],
    *,
    complete: bool = True,
    carrier_side: int | None = None,
    winner_side: int | None = None,
    carrier_died: bool = False,
) -> list[str]:
    """The rules a game set up or played breaks, whatever happened since: its sides' roles,
    a side that fields nobody, a named hero fielded twice on a side, a duel's two sides of
    one warrior each, Last Stand's defender within his share of the attacker's points (when
    every side and everyone fielded is still known: ``complete``), and
    :func:`relic_problems`.

    The points limit is not judged again: it was checked when the game was set up, and a
    campaign may let a side play over it. Last Stand's share is judged on the game's own
    profiles, whose points are fixed; a campaign may change its own profiles' points since.
    """
    scenario = rules.scenarios.get(scenario_id)
    problems: list[str] = []
    if scenario is not None and complete:
        problems += _roles(scenario.roles, sides)
        problems += _empty_sides(sides)
        for index, side in enumerate(sides):
            problems += _heroes_twice(rules, index, side)
        if scenario.points_rule == POINTS_DUEL:
            problems += _duellists(sides)
        if scenario.points_rule == POINTS_RATIO and not problems:
            by_side = [[rules.profiles.get(key) for key in side.profile_ids] for side in sides]
            if all(p is not None and not p.custom for profiles in by_side for p in profiles):
                points = [sum(p.points for p in profiles if p is not None) for profiles in by_side]
                problems += _ratio_errors(scenario, sides, points)
    return problems + relic_problems(
        rules,
        scenario_id,
        carrier_side=carrier_side,
        winner_side=winner_side,
        carrier_died=carrier_died,
    )

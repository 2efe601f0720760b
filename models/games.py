"""Setting up games: scenario, sides and roles, points, who is fielded, linked games."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import peewee as pw

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import rules_of, switch
from models.errors import InvalidInput, RuleViolation
from models.limits import check_room
from models.store.connection import db, json_value, translated_errors
from models.store.schema import (
    ACTIVE,
    DEAD,
    DISPUTED,
    RETIRED,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameReport,
    GameSide,
    TrackedGame,
    Warband,
)
from models.validation import MAX_POINTS, check_number, clean_notes
from rules.games import GameData
from rules.initiative import Roll, roll_off
from rules.initiative import describe as describe_roll
from rules.scenarios import PointsCheck, SideSpec, points_check
from rules.story import MARKED, Judgement


@dataclass(frozen=True)
class SidePlan:
    """One side of a game being set up: a warband, its role and the characters it fields."""

    warband_id: int
    role: str = ""
    character_ids: tuple[int, ...] = field(default_factory=tuple)


def scenario_name(rules: GameData, scenario_id: str) -> str:
    scenario = rules.scenarios.get(scenario_id)
    return scenario.name if scenario else scenario_id


def game_choices(
    campaign: Campaign, *, newest: int | None = None, including: int | None = None
) -> list[tuple[int, int, str, dt.date | None]]:
    """(id, number, scenario, date) of the campaign's games, newest first: one light query.
    With ``newest``, only that many of the newest, and the game of id ``including`` (a game
    already chosen) wherever it is."""
    query = (
        Game.select(Game.id, Game.number, Game.scenario, Game.played_on)
        .where(Game.campaign == campaign)
        .order_by(Game.number.desc())
        .tuples()
    )
    if newest is not None:
        newer = Game.select(Game.id).where(Game.campaign == campaign)
        newer = newer.order_by(Game.number.desc()).limit(newest)
        query = query.where(Game.id.in_(newer) | (Game.id == including))
    # rows as .tuples() gives them (the stubs type them as games)
    return list(cast(Iterable[tuple[int, int, str, dt.date | None]], query))


def able_to_play(warband: Warband) -> list[Character]:
    """Characters who may be fielded: alive and not retired, in roster order."""
    return list(
        Character.select()
        .where((Character.warband == warband) & (Character.status == ACTIVE))
        .order_by(Character.position, Character.id)
    )


def able_to_play_names(warband_id: int) -> list[tuple[int, str, str]]:
    """(id, name, profile) of the characters who may be fielded, in roster order: what a
    list to tick them from shows, in one light query."""
    query = (
        Character.select(Character.id, Character.name, Character.profile)
        .where((Character.warband == warband_id) & (Character.status == ACTIVE))
        .order_by(Character.position, Character.id)
        .tuples()
    )
    # rows as .tuples() gives them (the stubs type them as characters)
    return list(cast(Iterable[tuple[int, str, str]], query))


def _judged(
    rules: GameData, campaign: int, able: Sequence[int], warbands: Sequence[int | None]
) -> dict[int, Judgement]:
    """The judgement of the story of each warrior ``able`` to play (K2: a death any record
    tells of). A side's warband is judged whole and kept until the database changes
    (:func:`models.story.warband_judgements`, which the roster keeps too): the dialog checks
    the setup at every change of it, and a ten-year club's side has hundreds of warriors with
    thousands of history entries. A warrior of no side's warband is judged alone."""
    from models.story import judgements, warband_judgements  # loaded after the first paint

    judged: dict[int, Judgement] = {}
    for warband in sorted({w for w in warbands if w is not None}):
        judged.update(warband_judgements(rules, campaign, warband))
    rest = [cid for cid in able if cid not in judged]
    if rest:
        judged.update(judgements(rules, campaign, characters=rest))
    return {cid: judged[cid] for cid in able if cid in judged}


def check_setup(
    *,
    campaign: Campaign,
    scenario: str,
    sides: Sequence[SidePlan],
    points_limit: int | None,
    over_limit: bool = False,
) -> PointsCheck:
    """The rules' checks for a game as planned (C11), with the app's own on top.

    Errors stop the game being set up; warnings are shown but allowed. With ``over_limit``
    (the players play anyway) and a campaign that allows it (``allow_over_limit``), a side
    over the agreed points limit is a warning, not an error; either way ``over_limit`` of the
    result says which sides are over it.
    """
    rules = rules_of(campaign)
    ids = [cid for side in sides for cid in side.character_ids]
    warband_ids = [side.warband_id for side in sides]
    # Only what the checks read, of the sides' warbands: a side of a big warband is a hundred
    # characters and more, and a query naming each of them is long to build. One picked from
    # elsewhere (changed meanwhile) is read by his id.
    wanted = (Character.id, Character.name, Character.warband, Character.status, Character.profile)
    characters = (
        {c.id: c for c in Character.select(*wanted).where(Character.warband.in_(warband_ids))}
        if ids
        else {}
    )
    elsewhere = [cid for cid in ids if cid not in characters]
    if elsewhere:
        characters.update(
            {c.id: c for c in Character.select(*wanted).where(Character.id.in_(elsewhere))}
        )
    extra: list[str] = []
    if len(set(warband_ids)) != len(warband_ids):
        extra.append(translate("Games", "A warband can take only one side of a game."))
    chosen = Warband.select(Warband.id, Warband.name).where(Warband.id.in_(warband_ids))
    names: dict[int, str] = {warband.id: warband.name for warband in chosen}
    # A death any record of the campaign tells of is a death (K2), his status or not.
    able = [cid for cid in ids if getattr(characters.get(cid), "status", None) == ACTIVE]
    judged = _judged(rules, campaign.id, able, [characters[cid].warband_id for cid in able])
    specs = []
    for side in sides:
        profiles = []
        for cid in side.character_ids:
            if cid in judged:
                extra += [f.sentence for f in judged[cid].findings if f.about == MARKED]
            character = characters.get(cid)
            if character is None:
                extra.append(
                    translate("Games", "A character picked for this game no longer exists.")
                )
                continue
            if character.warband_id != side.warband_id:
                extra.append(
                    translate("Games", "{name} is not in that side's warband.").format(
                        name=character.name
                    )
                )
            if character.status == DEAD:
                extra.append(
                    translate("Games", "{name} is dead and cannot play.").format(
                        name=character.name
                    )
                )
            elif character.status == RETIRED:
                extra.append(
                    translate("Games", "{name} is retired and cannot play.").format(
                        name=character.name
                    )
                )
            elif character.status != ACTIVE:
                extra.append(
                    translate("Games", "{name} is {status} and cannot play.").format(
                        name=character.name, status=character.status
                    )
                )
            profiles.append(character.profile)
        name = names.get(side.warband_id, "")
        specs.append(SideSpec(role=side.role, profile_ids=tuple(profiles), name=name))
    result = points_check(rules, scenario, specs, points_limit)
    errors = list(dict.fromkeys([*extra, *result.errors]))
    warnings = list(result.warnings)
    if over_limit and result.over_limit and switch(campaign, "allow_over_limit"):
        errors = [error for error in errors if error not in result.over_limit]
        warnings += result.over_limit
    return PointsCheck(tuple(errors), tuple(warnings), result.points, result.over_limit)


def over_limit_note(check: PointsCheck, over_limit: bool) -> list[str]:
    """What ``Game.details["over_limit"]`` keeps: the sides over the limit, when played anyway."""
    return list(check.over_limit) if over_limit and not check.errors else []


def create_game(
    *,
    campaign: Campaign,
    scenario: str,
    sides: Sequence[SidePlan],
    points_limit: int | None = None,
    follows: Game | None = None,
    played_on: dt.date | None = None,
    notes: str = "",
    initiative: dict | None = None,
    over_limit: bool = False,
) -> Game:
    """Set up a game of the campaign. Refused with the rules' reason when a check fails.

    With ``over_limit`` the players play anyway over the points limit, when the campaign
    allows it; the game keeps the note (``details["over_limit"]``) and the histories say so.
    """
    if points_limit is not None:
        check_number(points_limit, what=translate("Games", "Points limit"), maximum=MAX_POINTS)
    notes = clean_notes(notes)
    rules = rules_of(campaign)
    if scenario not in rules.scenarios:
        raise InvalidInput(
            translate("Games", "Unknown scenario “{scenario}”.").format(scenario=scenario)
        )
    if follows is not None and follows.campaign_id != campaign.id:
        raise InvalidInput(
            translate("Games", "A game can only follow a game of the same campaign.")
        )
    with db.atomic():
        check = check_setup(
            campaign=campaign,
            scenario=scenario,
            sides=sides,
            points_limit=points_limit,
            over_limit=over_limit,
        )
        if check.errors:
            raise RuleViolation(" ".join(check.errors))
        check_room("games", campaign.id)
        number = (
            Game.select(pw.fn.MAX(Game.number)).where(Game.campaign == campaign).scalar() or 0
        ) + 1
        details: dict[str, Any] = {"initiative": initiative} if initiative else {}
        over = over_limit_note(check, over_limit)
        if over:
            details["over_limit"] = over
        game = changes.create(
            Game,
            campaign=campaign,
            number=number,
            scenario=scenario,
            played_on=played_on,
            follows=follows,
            points_limit=points_limit,
            result=UNRECORDED,
            details=details,
            notes=notes,
        )
        warbands = {
            w.id: w for w in Warband.select().where(Warband.id.in_([s.warband_id for s in sides]))
        }
        made = []
        for plan in sides:
            warband = warbands.get(plan.warband_id)
            if warband is None or warband.campaign_id != campaign.id:
                raise InvalidInput(translate("Games", "A side's warband is not in this campaign."))
            made.append(changes.create(GameSide, game=game, warband=warband, role=plan.role))
        # Every side first, then who each fields and the histories: on a club server a player
        # writes the other side's part of a game he plays in (docs/club-server.md).
        for plan, side in zip(sides, made, strict=True):
            warband = warbands[plan.warband_id]
            for character in (
                Character.select()
                .where(Character.id.in_(list(plan.character_ids)))
                .order_by(Character.position, Character.id)
            ):
                changes.create(
                    GameCharacter,
                    game=game,
                    side=side,
                    character=character,
                    name=character.name,
                    outcome={},
                )
            opponents = ", ".join(
                warbands[s.warband_id].name for s in sides if s.warband_id != plan.warband_id
            )
            history.write(
                warband=warband,
                game=game,
                kind=history.GAME,
                said=set_up_message(
                    "game_set_up", rules, number, scenario, opponents, plan.role, over
                ),
                details={"game": number, "scenario": scenario, "role": plan.role},
            )
    return game


def set_up_message(
    message_id: str,
    rules: GameData,
    number: int,
    scenario: str,
    opponents: str,
    role: str,
    over: Sequence[str],
) -> list[said.Message]:
    """What a warband's history says of a game set up or changed (``message_id``
    "game_set_up" or "game_changed"): its scenario, the opponents, the side's role, and the
    points checks it was played over (their sentences as the check said them)."""
    about = {
        "number": number,
        "scenario": said.data_name(rules, "scenarios", scenario),
        "opponents": opponents,
    }
    told = [
        said.message(f"{message_id}_as", **about, role=said.game_text("Role", role))
        if role
        else said.message(message_id, **about)
    ]
    if over:
        told.append(said.message("over_limit", reasons=" ".join(over)))
    return told


def roll_first_player(*, rules: GameData, sides: Sequence[str], rng: random.Random) -> dict:
    """Roll off for who goes first, the game's own way (B9; Caliburn's Wrath's ruling): plain
    data to keep with the game, naming which side rolled what.

    ``{"die": 6, "sides": ["Camelot", "Kent"], "rolls": [[4, 4], [5, 2]], "winner": 0}``:
    each of ``rolls`` holds one die per side, in the order of ``sides``.
    """
    roll = roll_off(rules, sides, rng)
    return {
        "die": roll.die,
        "sides": list(roll.sides),
        "rolls": [list(faces) for faces in roll.rounds],
        "winner": roll.winner,
    }


def recorded_roll(record: Mapping[str, Any]) -> Roll:
    """A roll kept with a game, read back; a roll kept before the sides were named (a d20 of
    The Beastrider Wars with only the winner's name) calls the other side by its number."""
    rolls = tuple(tuple(pair) for pair in record.get("rolls") or ())
    winner = int(record.get("winner") or 0)
    sides = list(record.get("sides") or [])
    if not sides:
        count = len(rolls[0]) if rolls else 2
        sides = [
            translate("Games", "Side {number}").format(number=index + 1) for index in range(count)
        ]
        if record.get("winner_name") and winner < count:
            sides[winner] = record["winner_name"]
    return Roll(tuple(sides), int(record.get("die") or 20), rolls, winner)


def initiative_text(rules: GameData, game: Game) -> str:
    """Who goes first in ``game`` in words ("Each side rolled a d6: Camelot 5, Kent 2:
    Camelot chooses who is player 1."), or "" when nobody rolled when it was set up."""
    record = (game.details or {}).get("initiative")
    if not record:
        return ""
    return describe_roll(rules, recorded_roll(record))


def delete_game(*, game: Game) -> None:
    """Delete a game that has not been recorded. A recorded game is corrected, not deleted."""
    if game.result != UNRECORDED:
        raise RuleViolation(
            translate(
                "Games",
                "Game {number} has been recorded; correct its outcome instead of deleting it.",
            ).format(number=game.number)
        )
    with db.atomic():
        changes.delete(game)


def sides_of(game: Game) -> list[GameSide]:
    return list(
        GameSide.select(GameSide, Warband)
        .join(Warband)
        .where(GameSide.game == game)
        .order_by(GameSide.id)
    )


def fielded(game: Game) -> list[GameCharacter]:
    """Everyone fielded in ``game``, side by side, in roster order."""
    return list(
        GameCharacter.select(GameCharacter, GameSide)
        .join(GameSide)
        .where(GameCharacter.game == game)
        .order_by(GameSide.id, GameCharacter.id)
    )


@dataclass(frozen=True)
class GameRow:
    """One line of the campaign's list of games."""

    game_id: int
    number: int
    played_on: dt.date | None
    scenario: str
    sides: str
    result: str
    follows: int | None
    recorded: bool
    fielded: int
    points_limit: int | None = None
    over_limit: tuple[str, ...] = ()  # played over the limit: the sides over it, in words
    playing: int | None = None  # the turn being played at the table (models.tracker)
    warband_ids: tuple[int, ...] = ()  # its sides' warbands
    report: ReportLine | None = None  # a player's report waiting for the other side
    empty_sides: tuple[str, ...] = ()  # not recorded: the warbands whose side fields no one


@dataclass(frozen=True)
class ReportLine:
    """A game's report waiting for the other side (a club server's, models.reports): who
    made it, whether it is disputed, and why."""

    reporter: str
    disputed: bool
    reason: str


@translated_errors()  # SQL that reads stored JSON fails as it fetches: in words
def game_rows(campaign: Campaign) -> list[GameRow]:
    """The campaign's games for the games screen, newest first, in five queries."""
    rules = rules_of(campaign)
    query = (
        Game.select(
            Game.id,
            Game.number,
            Game.played_on,
            Game.scenario,
            Game.result,
            Game.winner,
            Game.follows,
            Game.points_limit,
            json_value(Game.details, "over_limit").coerce(False),  # JSON text of a list, or null
        )
        .where(Game.campaign == campaign)
        .order_by(Game.number.desc())
        .tuples()
    )
    # Rows as .tuples() gives them (the stubs type them as models), here and below:
    # (id, number, played on, scenario, result, winner, follows, points limit, over limit).
    games = list(
        cast(
            Iterable[
                tuple[
                    int,
                    int,
                    dt.date | None,
                    str,
                    str,
                    int | None,
                    int | None,
                    int | None,
                    str | None,
                ]
            ],
            query,
        )
    )
    if not games:
        return []
    sides: dict[int, list[tuple[int, str, str]]] = {}
    side_rows = (
        GameSide.select(GameSide.game, Warband.id, Warband.name, GameSide.role)
        .join(Warband)
        .where(Warband.campaign == campaign)
        .order_by(GameSide.id)
        .tuples()
    )
    for game_id, warband_id, name, role in cast(Iterable[tuple[int, int, str, str]], side_rows):
        sides.setdefault(game_id, []).append((warband_id, name, role))
    # With, in the same statement, each side of a game not recorded that fields no one (left
    # so by an earlier version of Muster, docs/rulings.md K2): its game, -1 and its name.
    has_someone = GameCharacter.select().where(GameCharacter.side == GameSide.id)
    count_rows = (
        GameCharacter.select(
            GameCharacter.game, pw.fn.COUNT(GameCharacter.id), pw.Value(None).alias("name")
        )
        .join(Game)
        .where(Game.campaign == campaign)
        .group_by(GameCharacter.game)
    ).union_all(
        GameSide.select(GameSide.game, pw.Value(-1), Warband.name)
        .join(Warband)
        .join(Game, on=GameSide.game == Game.id)
        .where(
            (Game.campaign == campaign) & (Game.result == UNRECORDED) & ~pw.fn.EXISTS(has_someone)
        )
    )
    counts: dict[int, int] = {}  # game id -> fielded
    empty: dict[int, list[str]] = {}  # game id -> the warbands of its sides that field no one
    for game_id, count, side_name in cast(
        Iterable[tuple[int, int, str | None]], count_rows.tuples()
    ):
        if count >= 0:
            counts[game_id] = count
        else:
            empty.setdefault(game_id, []).append(side_name or "")
    turn_rows = (
        TrackedGame.select(TrackedGame.game, TrackedGame.turn)
        .join(Game)
        .where(Game.campaign == campaign)
        .tuples()
    )
    playing = dict(cast(Iterable[tuple[int, int]], turn_rows))  # game id -> turn at the table
    report_rows = (
        GameReport.select(GameReport.game, GameReport.reporter, GameReport.state, GameReport.reason)
        .join(Game)
        .where(Game.campaign == campaign)
        .tuples()
    )
    reported = {
        game_id: ReportLine(reporter, state == DISPUTED, reason)
        for game_id, reporter, state, reason in cast(
            Iterable[tuple[int, str, str, str]], report_rows
        )
    }
    numbers = {game_id: number for game_id, number, *_rest in games}
    scenario_names = {sid: s.name for sid, s in rules.scenarios.items()}
    rows = []
    for game_id, number, played_on, scenario, result, winner_id, follows_id, limit, over in games:
        game_sides = sides.get(game_id, [])
        empty_sides = tuple(empty.get(game_id, ()))
        report = reported.get(game_id)
        if result == UNRECORDED and report is not None and report.disputed:
            outcome = translate("Games", "Report by {reporter} disputed: {reason}").format(
                reporter=report.reporter, reason=report.reason
            )
        elif result == UNRECORDED and report is not None:
            outcome = translate(
                "Games", "Reported by {reporter}, waiting for the other side to confirm"
            ).format(reporter=report.reporter)
        elif result == UNRECORDED and game_id in playing:
            outcome = translate("Games", "Being played: turn {turn}").format(turn=playing[game_id])
        elif result == UNRECORDED and empty_sides:
            outcome = translate("Games", "Setup to change: no one fielded for {warbands}").format(
                warbands=", ".join(empty_sides)
            )
        elif result == UNRECORDED:
            outcome = translate("Games", "Not recorded yet")
        elif result == "draw":
            outcome = translate("Games", "Draw")
        else:
            winner = next((name for wid, name, _r in game_sides if wid == winner_id), None)
            outcome = translate("Games", "{winner} won").format(
                winner=winner or translate("Games", "A deleted warband")
            )
        if result != UNRECORDED and report is not None:  # a correction proposed
            outcome = (
                translate("Games", "{result}; correction by {reporter} disputed: {reason}").format(
                    result=outcome, reporter=report.reporter, reason=report.reason
                )
                if report.disputed
                else translate(
                    "Games",
                    "{result}; correction reported by {reporter}, waiting for the other side",
                ).format(result=outcome, reporter=report.reporter)
            )
        rows.append(
            GameRow(
                game_id=game_id,
                number=number,
                played_on=played_on,
                scenario=scenario_names.get(scenario, scenario),
                sides=translate("Games", " v ", "between the sides of a game").join(
                    name + (f" ({translate('Role', role)})" if role else "")
                    for _wid, name, role in game_sides
                ),
                result=outcome,
                follows=numbers.get(follows_id) if follows_id else None,
                recorded=result != UNRECORDED,
                fielded=counts.get(game_id, 0),
                points_limit=limit,
                over_limit=tuple(json.loads(over) if over else ()),
                playing=playing.get(game_id),
                warband_ids=tuple(wid for wid, _name, _role in game_sides),
                report=report,
                empty_sides=empty_sides,
            )
        )
    return rows

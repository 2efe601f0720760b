"""Changing the setup of a game not yet recorded, instead of deleting it and setting it up
again: its scenario, sides and roles, who is fielded, points limit, date and notes."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import rules_of
from models.errors import InvalidInput, RuleViolation
from models.games import (
    MAX_POINTS,
    SidePlan,
    check_setup,
    over_limit_note,
    set_up_message,
)
from models.store.connection import db
from models.store.schema import UNRECORDED, Character, Game, GameCharacter, GameSide, Warband
from models.tracker import tracked_game
from models.validation import check_number, clean_notes
from rules.data import GameData


def setup_of(game: Game) -> list[SidePlan]:
    """The game's sides as planned: each warband, its role and whom it fields, in roster order."""
    plans = []
    for side in GameSide.select().where(GameSide.game == game).order_by(GameSide.id):
        fielded = (
            GameCharacter.select(GameCharacter.character)
            .join(Character)
            .where(GameCharacter.side == side)
            .order_by(Character.position, Character.id)
        )
        plans.append(
            SidePlan(
                side.warband_id,
                side.role,
                tuple(gc.character_id for gc in fielded if gc.character_id is not None),
            )
        )
    return plans


def _check_follows(game: Game, follows: Game | None) -> None:
    if follows is None:
        return
    if follows.campaign_id != game.campaign_id:
        raise InvalidInput(
            translate("Games", "A game can only follow a game of the same campaign.")
        )
    seen = {game.id}
    current: Game | None = follows
    while current is not None:
        if current.id in seen:
            raise InvalidInput(
                translate("Games", "Game {number} cannot follow a game that follows it.").format(
                    number=game.number
                )
            )
        seen.add(current.id)
        current = Game.get_or_none(Game.id == current.follows_id) if current.follows_id else None


def edit_game(
    *,
    game: Game,
    scenario: str,
    sides: Sequence[SidePlan],
    points_limit: int | None = None,
    follows: Game | None = None,
    played_on: dt.date | None = None,
    notes: str = "",
    initiative: dict | None = None,
    over_limit: bool = False,
) -> None:
    """Change the setup of a game that has not been recorded, checked as a new game is.

    A warband taken off the game, and each warband still in it, get a history entry saying so;
    a recorded game is corrected instead (:func:`models.outcomes.record_outcome`).
    """
    if points_limit is not None:
        check_number(points_limit, what=translate("Games", "Points limit"), maximum=MAX_POINTS)
    notes = clean_notes(notes)
    with db.atomic():
        game = Game.get_by_id(game.id)
        if game.result != UNRECORDED:
            raise RuleViolation(
                translate(
                    "Games",
                    "Game {number} has been recorded; correct its outcome instead of changing its setup.",  # noqa: E501
                ).format(number=game.number)
            )
        if tracked_game(game) is not None:
            raise RuleViolation(
                translate(
                    "Games",
                    "Game {number} is being played at the table: finish or abandon it before changing its setup.",  # noqa: E501
                ).format(number=game.number)
            )
        campaign = game.campaign
        rules = rules_of(campaign)
        if scenario not in rules.scenarios:
            raise InvalidInput(
                translate("Games", "Unknown scenario “{scenario}”.").format(scenario=scenario)
            )
        _check_follows(game, follows)
        check = check_setup(
            campaign=campaign,
            scenario=scenario,
            sides=sides,
            points_limit=points_limit,
            over_limit=over_limit,
        )
        if check.errors:
            raise RuleViolation(" ".join(check.errors))
        before = _setup(game, setup_of(game))
        details: dict[str, Any] = {
            k: v for k, v in (game.details or {}).items() if k not in ("initiative", "over_limit")
        }
        if initiative:
            details["initiative"] = initiative
        over = over_limit_note(check, over_limit)
        if over:
            details["over_limit"] = over
        changes.update(
            game,
            scenario=scenario,
            points_limit=points_limit,
            follows=follows.id if follows else None,
            played_on=played_on,
            notes=notes,
            details=details,
        )
        warbands = _warbands(game, [plan.warband_id for plan in sides])
        _replace_sides(game, sides, warbands)
        if _setup(game, sides) != before:
            _write_history(game, sides, warbands, rules, over)


def _setup(game: Game, sides: Sequence[SidePlan]) -> tuple[Any, ...]:
    """What the history speaks of: whether any of it changed."""
    return (
        game.scenario,
        game.points_limit,
        game.follows_id,
        game.played_on,
        game.notes,
        tuple((p.warband_id, p.role, frozenset(p.character_ids)) for p in sides),
        tuple((game.details or {}).get("over_limit") or ()),
    )


def _warbands(game: Game, warband_ids: Sequence[int]) -> dict[int, Warband]:
    playing = GameSide.select(GameSide.warband).where(GameSide.game == game)
    query = Warband.select().where(Warband.id.in_(list(warband_ids)) | Warband.id.in_(playing))
    found = {w.id: w for w in query}
    for warband_id in warband_ids:
        warband = found.get(warband_id)
        if warband is None or warband.campaign_id != game.campaign_id:
            raise InvalidInput(translate("Games", "A side's warband is not in this campaign."))
    return found


def _replace_sides(game: Game, sides: Sequence[SidePlan], warbands: dict[int, Warband]) -> None:
    """Sides no longer planned go (with whom they fielded); the others are set as planned."""
    existing = {s.warband_id: s for s in GameSide.select().where(GameSide.game == game)}
    planned = {plan.warband_id for plan in sides}
    for warband_id, gone in existing.items():
        if warband_id not in planned:
            changes.delete(gone)
            history.write(
                warband=warbands[warband_id],
                game=game,
                kind=history.GAME,
                said=said.message("taken_off_changed", number=game.number),
                details={"game": game.number, "changed": True},
            )
    for plan in sides:
        side = existing.get(plan.warband_id)
        if side is None:
            side = changes.create(GameSide, game=game, warband=plan.warband_id, role=plan.role)
        elif side.role != plan.role:
            changes.update(side, role=plan.role)
        now = list(GameCharacter.select().where(GameCharacter.side == side))
        if {gc.character_id for gc in now} == set(plan.character_ids):
            continue
        # Nothing refers to the fielded of a game not recorded: set them again in roster order.
        for gc in now:
            changes.delete(gc)
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


def _write_history(
    game: Game,
    sides: Sequence[SidePlan],
    warbands: dict[int, Warband],
    rules: GameData,
    over: Sequence[str],
) -> None:
    for plan in sides:
        opponents = ", ".join(
            warbands[p.warband_id].name for p in sides if p.warband_id != plan.warband_id
        )
        history.write(
            warband=warbands[plan.warband_id],
            game=game,
            kind=history.GAME,
            said=set_up_message(
                "game_changed", rules, game.number, game.scenario, opponents, plan.role, over
            ),
            details={"game": game.number, "scenario": game.scenario, "role": plan.role},
        )

"""Recording a game's outcome for everyone at once, with its campaign effects, and corrections.

What an outcome is and what it changes are the rules' (:mod:`rules.outcomes`): this module
checks each fielded character's outcome against its fields, applies the effects the rules
compute (deaths K2, lost gear K3, lasting injuries K4, gold awards) in one transaction, and
writes the histories (:mod:`models.outcome_history`). What the effects changed is kept in
``Game.details["effects"]``, so a correction first takes those effects back and then applies
the corrected outcome; the history gains correction entries and loses nothing.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Mapping
from typing import Any, cast

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import EXPERIENCE, rules_of, switch
from models.errors import ChangedElsewhereError, InvalidInput, RuleViolation
from models.games import fielded, sides_of
from models.outcome_history import Earlier, RecordedGame, write_corrections, write_history
from models.shop import kit_of, purchases_by_character
from models.stash import dead_kit_to_stash, stash_kit, unstash_kit
from models.store.connection import db, lock_row
from models.store.schema import (
    ACTIVE,
    DEAD,
    DRAW,
    LOST,
    OWNED,
    UNRECORDED,
    WINNER,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
    utcnow,
)
from models.story import judgements
from models.tracker import end_tracking, tracked_game
from models.validation import check_number
from rules.aftermath import Effects, add_injuries, character_effects, gold_awards
from rules.data import GameData
from rules.experience import xp_awards
from rules.outcomes import (
    BOOL,
    CHOICE,
    INT,
    REF,
    WEAPON,
    CharacterState,
    blank_outcome,
    character_state,
    is_dead,
    kills,
    refusal,
    shape_of,
)
from rules.scenarios import relic_problems
from rules.story import FIELDED

# --- checking -----------------------------------------------------------------------------


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput(translate("Outcomes", "{what} must be yes or no.").format(what=what))
    return value


def normalise(
    rules: GameData,
    gc: GameCharacter,
    raw: Mapping[str, Any],
    *,
    opponents: set[int],
    state: CharacterState | None,
) -> dict[str, Any]:
    """One character's outcome, complete and checked; InvalidInput names what is wrong, and
    RuleViolation what a ruling forbids.

    ``state`` is the character before the game's effects (None when he is no longer in the
    campaign); ``opponents`` the GameCharacter ids who may have killed him.
    """
    shape = shape_of(rules.id)
    outcome = blank_outcome(rules.id)
    unknown = set(raw) - set(outcome)
    if unknown:
        count = len(unknown)
        raise InvalidInput(
            translate(
                "Outcomes", "{name}: unknown outcome field(s) {fields}.", None, None, count
            ).format(name=gc.name, fields=", ".join(sorted(unknown)))
        )
    outcome.update(raw)
    who = gc.name
    for field in shape.of_kind(INT):
        outcome[field.key] = check_number(
            outcome[field.key], what=f"{who}: {field.what}", maximum=field.maximum
        )
    for field in shape.of_kind(CHOICE):
        if outcome[field.key] not in field.values:
            allowed = ", ".join(value for value in field.values if value)
            raise InvalidInput(
                translate("Outcomes", "{name}: the {field} must be {allowed} or neither.").format(
                    name=who, field=field.what, allowed=allowed
                )
            )
    for field in shape.of_kind(BOOL):
        _flag(outcome[field.key], f"{who}: {field.what}")
    for field in shape.of_kind(REF):
        if field.refers_to == WEAPON:
            outcome[field.key] = outcome[field.key] or None
    problem = refusal(rules, who, state, outcome, opponents)
    if problem is not None:
        raise (RuleViolation if problem.ruling else InvalidInput)(problem.text)
    return outcome


# --- effects ------------------------------------------------------------------------------


def _apply(
    game: Game, character: Character, effect: Effects, owned: list[Purchase], *, stash: bool
) -> dict[str, Any]:
    """Write one character's campaign effects; return what was changed, to undo it later.

    ``owned`` is what he owned before the game, oldest first: a lost item is the oldest of it.
    With ``stash``, the kit of a warrior who died goes to his warband's stash (K5).
    """
    record: dict[str, Any] = {
        "character": character.id,
        "status_before": character.status,
        "died": False,
        "injuries": {},
        "lost": [],
        "gold": 0,
        "stashed": [],
    }
    if effect.died:
        changes.update(character, status=DEAD)
        record["died"] = True
    if effect.injuries:
        changes.update(character, injuries=add_injuries(character.injuries or {}, effect.injuries))
        record["injuries"] = dict(effect.injuries)
    for item in effect.lost:
        purchase = next((p for p in owned if p.item == item and p.status == OWNED), None)
        if purchase is not None:
            changes.update(purchase, status=LOST, lost_in=game.id)
            record["lost"].append(purchase.id)
    if effect.gold:
        changes.update(character, gold=character.gold + effect.gold)
        record["gold"] = effect.gold
    # K6: kept in his history only, told by the game's entry; None with experience off
    record["xp"] = effect.xp
    if effect.died and stash:
        record["stashed"] = stash_kit(character, owned)
    return record


def _revert(effect: Mapping[str, Any], game: Game) -> tuple[list[str], int]:
    """Take back one character's effects; returns notes on what could not be taken back, and
    the gold awarded that stays with him (he had spent it)."""
    notes: list[str] = []
    character = Character.get_or_none(Character.id == effect["character"])
    if character is None:
        return notes, 0
    if effect.get("died") and character.status == DEAD:
        changes.update(character, status=effect.get("status_before") or ACTIVE)
    notes += unstash_kit(character, effect.get("stashed") or [])
    if effect.get("injuries"):
        less = {key: -n for key, n in effect["injuries"].items()}
        remaining = add_injuries(character.injuries or {}, less)
        changes.update(character, injuries={k: n for k, n in remaining.items() if n > 0})
    for purchase_id in effect.get("lost", []):
        purchase = Purchase.get_or_none(Purchase.id == purchase_id)
        if purchase is not None and purchase.status == LOST and purchase.lost_in_id == game.id:
            changes.update(purchase, status=OWNED, lost_in=None)
    gold = effect.get("gold", 0)
    kept = 0
    if gold:
        taken = min(gold, character.gold)
        changes.update(character, gold=character.gold - taken)
        if taken < gold:
            kept = gold - taken
            notes.append(f"only {taken} of the {gold} gp awarded could be taken back")
    return notes, kept


def _as_fielded(rules: GameData, character: Character, owned: list[Purchase]) -> dict[str, Any]:
    """A character as he took the field: what his roster line printed, kept with the game so
    its pack prints the game as it was played."""
    return {
        "name": character.name,
        "profile": character.profile,
        "items": kit_of(rules, character, owned) if rules.items else [],
        "options": list(character.options or []),
        "upgrades": list(character.upgrades or []),
        "injuries": dict(character.injuries or {}),
        "gold": character.gold,
        "notes": character.notes,
    }


def _state(rules: GameData, character: Character, owned: list[Purchase]) -> CharacterState:
    return character_state(
        rules,
        profile=character.profile,
        options=character.options,
        upgrades=character.upgrades,
        dead=character.status == DEAD,
        kit=kit_of(rules, character, owned),
        injuries=character.injuries,
    )


# --- the operation ----------------------------------------------------------------------


def outcome_state(game: Game) -> str:
    """What a game's recording is now, as a short text to compare: its result, winner and
    every fielded character's outcome (see ``expected_state`` of :func:`record_outcome`)."""
    rows = (
        GameCharacter.select(GameCharacter.id, GameCharacter.outcome)
        .where(GameCharacter.game == game.id)
        .order_by(GameCharacter.id)
        .tuples()
    )
    # Rows as .tuples() gives them (the type stubs say models).
    outcomes = [[gc_id, outcome] for gc_id, outcome in cast(Iterable[tuple[int, Any]], rows)]
    state = [game.winner_id, (game.details or {}).get("relic_carrier"), outcomes]
    return f"{game.result}:{json.dumps(state, sort_keys=True, default=str)}"


def record_outcome(
    *,
    game: Game,
    winner: Warband | None,
    outcomes: Mapping[int, Mapping[str, Any]],
    relic_carrier: int | None = None,
    expected_state: str | None = None,
    put_back: bool = True,
) -> None:
    """Record (or correct) the whole game at once: the result and every fielded character.

    ``winner`` is the winning warband, or None for a draw. ``outcomes`` maps GameCharacter ids
    to their outcome; characters left out are recorded as unhurt. ``relic_carrier`` is the
    GameCharacter who carried the relic off (Capture the Relic). ``expected_state`` is
    :func:`outcome_state` of the game as the screen showed it: when another player recorded
    or corrected the game meanwhile, :class:`ChangedElsewhereError` says so and nothing is
    written (so of two recordings of one game, the second is refused). Without ``put_back``,
    a correction that brings a warrior back leaves him off the later games his death took
    him off (a club's report: the server lets a report add no one to another game).
    """
    with db.atomic():
        game = lock_row(Game, game.id) or Game.get_by_id(game.id)
        if expected_state is not None and outcome_state(game) != expected_state:
            if expected_state.startswith(UNRECORDED):
                message = translate(
                    "Outcomes",
                    "Game {number} was recorded by another player since you opened it. Nothing was recorded: look at the game again.",  # noqa: E501
                )
            else:
                message = translate(
                    "Outcomes",
                    "Game {number} was corrected by another player since you opened it. Nothing was recorded: look at the game again.",  # noqa: E501
                )
            raise ChangedElsewhereError(message.format(number=game.number))
        campaign = game.campaign
        rules = rules_of(campaign)
        sides = sides_of(game)
        side_of_warband = {side.warband_id: side for side in sides}
        if winner is not None and winner.id not in side_of_warband:
            raise InvalidInput(
                translate("Outcomes", "The winner must be one of the warbands that played.")
            )
        everyone = fielded(game)
        by_id = {gc.id: gc for gc in everyone}
        fielding = {gc.side_id for gc in everyone}
        empty = [side.warband.name for side in sides if side.id not in fielding]
        if empty and game.result == UNRECORDED:  # left so by an earlier version (K2)
            raise RuleViolation(
                translate(
                    "Outcomes",
                    "No one is fielded for {warbands} in game {number}: change its setup first (Games ▸ Change setup…).",  # noqa: E501
                ).format(warbands=", ".join(empty), number=game.number)
            )
        unknown = set(outcomes) - set(by_id)
        if unknown:
            raise InvalidInput(
                translate("Outcomes", "An outcome names someone who was not fielded in this game.")
            )
        if relic_carrier is not None and relic_carrier not in by_id:
            raise InvalidInput(
                translate("Outcomes", "The relic can only be carried off by someone who played.")
            )
        side_index = {side.id: index for index, side in enumerate(sides)}
        relic = relic_problems(
            rules,
            game.scenario,
            carrier_side=(
                side_index[by_id[relic_carrier].side_id] if relic_carrier is not None else None
            ),
            winner_side=(side_index[side_of_warband[winner.id].id] if winner is not None else None),
            carrier_died=relic_carrier is not None
            and is_dead(rules.id, {**blank_outcome(rules.id), **outcomes.get(relic_carrier, {})}),
        )
        if relic:
            raise RuleViolation(" ".join(relic))
        characters = {
            c.id: c
            for c in Character.select().where(
                Character.id.in_([gc.character_id for gc in everyone if gc.character_id])
            )
        }
        _refuse_the_dead(rules, game, everyone)
        correcting = game.result != UNRECORDED
        old = {gc.id: dict(gc.outcome or {}) for gc in everyone}
        earlier = Earlier(
            outcomes=old,
            result=game.result,
            winner_id=game.winner_id,
            relic=(game.details or {}).get("relic_carrier"),
            effects=dict((game.details or {}).get("effects") or {}),
        )
        if correcting:
            # Take the earlier effects back first, so the corrected outcome is checked against
            # the kit the warriors took into the game (a shield lost in it is his again).
            for effect in earlier.effects.values():
                notes, kept = _revert(effect, game)
                earlier.notes.setdefault(effect["character"], []).extend(notes)
                earlier.kept[effect["character"]] = earlier.kept.get(effect["character"], 0) + kept
            characters = {
                c.id: c for c in Character.select().where(Character.id.in_(list(characters)))
            }
        owned = purchases_by_character(list(characters))
        states: dict[int, CharacterState] = {}
        new: dict[int, dict[str, Any]] = {}
        # As each took the field: kept from the first recording, taken now for the rest.
        as_fielded = dict((game.details or {}).get("fielded") or {})
        for gc in everyone:
            character = characters.get(gc.character_id) if gc.character_id else None
            if character is not None:
                states[gc.id] = _state(rules, character, owned[character.id])
                as_fielded.setdefault(
                    str(gc.id), _as_fielded(rules, character, owned[character.id])
                )
            new[gc.id] = normalise(
                rules,
                gc,
                outcomes.get(gc.id, {}),
                opponents={o.id for o in everyone if o.side_id != gc.side_id},
                state=states.get(gc.id),
            )
        awards = gold_awards(campaign.house_rules or {})
        xp = xp_awards(campaign.house_rules or {}) if switch(campaign, EXPERIENCE) else None
        stash = dead_kit_to_stash(campaign)
        killed = kills(new)
        effects: dict[str, Any] = {}
        for gc in everyone:
            character = characters.get(gc.character_id) if gc.character_id else None
            if character is not None:
                effect = character_effects(
                    rules,
                    awards,
                    states[gc.id],
                    new[gc.id],
                    won=winner is not None and gc.side_id == side_of_warband[winner.id].id,
                    kills=killed[gc.id],
                    relic=relic_carrier == gc.id,
                    xp_awards=xp,
                )
                effects[str(gc.id)] = _apply(
                    game, character, effect, owned[character.id], stash=stash
                )
            if new[gc.id] != old[gc.id]:
                changes.update(gc, outcome=new[gc.id])
        details = dict(game.details or {})
        details["effects"] = effects
        details["relic_carrier"] = relic_carrier
        details["fielded"] = as_fielded
        changes.update(
            game,
            result=WINNER if winner is not None else DRAW,
            winner=winner.id if winner is not None else None,
            details=details,
            recorded=utcnow() if not correcting else game.recorded,
            played_on=game.played_on or dt.date.today(),
        )
        record = RecordedGame(
            rules,
            game,
            sides,
            everyone,
            names={gc.id: gc.name for gc in everyone},
            side_names={side.id: side.warband.name for side in sides},
            winner=winner,
            relic=relic_carrier,
            effects=effects,
        )
        if correcting:
            write_corrections(record, earlier, new)
        else:
            write_history(record, new)
        if correcting and put_back:
            _put_back_the_living(game, everyone, old, new, rules)
        _withdraw_the_dead_from_later_games(game, everyone, new, rules)
        # A game played at the table keeps its log; its table is done with (models.tracker).
        end_tracking(game)


def _refuse_the_dead(rules: GameData, game: Game, everyone: list[GameCharacter]) -> None:
    """No one who died before ``game`` plays in it (K2): a death any record of the campaign
    tells of counts (:func:`rules.story.judge`), his status or not (a row planted through
    psql, a campaign file edited by hand)."""
    ids = [gc.character_id for gc in everyone if gc.character_id is not None]
    if not ids:
        return
    judged = judgements(rules, game.campaign_id, characters=ids)
    for gc in everyone:
        judgement = judged.get(gc.character_id) if gc.character_id is not None else None
        if judgement is None or not judgement.dead_before(game.number):
            continue
        found = next(f for f in judgement.findings if f.about == FIELDED and f.game == game.number)
        raise RuleViolation(found.sentence)


def _withdraw_the_dead_from_later_games(
    game: Game,
    everyone: list[GameCharacter],
    outcomes: Mapping[int, Mapping[str, Any]],
    rules: GameData,
) -> None:
    """Who dies in ``game`` cannot play in a later one (K2).

    Recording a game late, or correcting it, can kill someone already picked for a later
    game: he is taken off a game not yet recorded, and the recording is refused when a later
    recorded game has him playing.
    """
    dead = {
        gc.character_id: gc.name
        for gc in everyone
        if gc.character_id is not None and is_dead(rules.id, outcomes[gc.id])
    }
    if not dead:
        return
    emptied: dict[int, Game] = {}  # the sides of later games someone was taken off
    later = (
        GameCharacter.select(GameCharacter, Game)
        .join(Game)
        .where(
            (Game.campaign == game.campaign_id)
            & (Game.number > game.number)
            & GameCharacter.character.in_(list(dead))
        )
        .order_by(Game.number)
    )
    for fielded_later in later:
        assert fielded_later.character_id is not None  # the query asks for the dead
        name = dead[fielded_later.character_id]
        if fielded_later.game.result != UNRECORDED:
            raise RuleViolation(
                translate(
                    "Outcomes",
                    "{name} cannot have died in game {number}: he played in game {later}, which is recorded.",  # noqa: E501
                ).format(name=name, number=game.number, later=fielded_later.game.number)
            )
        changes.delete(fielded_later)
        history.write(
            character=Character.get_by_id(fielded_later.character_id),
            game=fielded_later.game,
            kind=history.CORRECTION,
            said=said.message(
                "taken_off_died", number=fielded_later.game.number, died_in=game.number
            ),
            details={"game": fielded_later.game.number, "died_in": game.number},
        )
        emptied.setdefault(fielded_later.side_id, fielded_later.game)
    _refuse_an_empty_side(game, emptied)


def _refuse_an_empty_side(game: Game, emptied: Mapping[int, Game]) -> None:
    """A later game not yet played keeps someone on each side: a recording that kills
    everyone a side fields there is refused, and the players change that game's setup
    first (docs/rulings.md, K2)."""
    if not emptied:
        return
    still = {
        gc.side_id
        for gc in GameCharacter.select(GameCharacter.side).where(
            GameCharacter.side.in_(list(emptied))
        )
    }
    for side_id, later in emptied.items():
        if side_id in still:
            continue
        warband = Warband.get_by_id(GameSide.get_by_id(side_id).warband_id)
        raise RuleViolation(
            translate(
                "Outcomes",
                "Nothing was recorded: {warband} would field no one in game {later}, which is set up but not played yet, as everyone it fields there dies in game {number}. Change game {later}'s setup first (Games ▸ Change setup…), or delete it.",  # noqa: E501
            ).format(warband=warband.name, later=later.number, number=game.number)
        )


def _put_back_the_living(
    game: Game,
    everyone: list[GameCharacter],
    old: Mapping[int, Mapping[str, Any]],
    new: Mapping[int, Mapping[str, Any]],
    rules: GameData,
) -> None:
    """A correction that brings back a warrior who died in ``game`` puts him back into each
    later game not yet recorded that his death took him off, as undo would: unless that
    game's setup was changed since (the players chose again) or his warband no longer plays
    in it, or it is being played at the table (docs/rulings.md, K2)."""
    back = {
        gc.character_id: gc
        for gc in everyone
        if gc.character_id is not None
        and is_dead(rules.id, {**blank_outcome(rules.id), **old[gc.id]})
        and not is_dead(rules.id, new[gc.id])
    }
    if not back:
        return
    taken_off = (
        HistoryEntry.select(HistoryEntry.id, HistoryEntry.character, HistoryEntry.details)
        .where(
            (HistoryEntry.campaign == game.campaign_id)
            & (HistoryEntry.kind == history.CORRECTION)
            & HistoryEntry.character.in_(list(back))
            & HistoryEntry.details.contains('"died_in"')
        )
        .order_by(HistoryEntry.id)
    )
    done: set[tuple[int | None, int]] = set()
    for entry in taken_off:
        details = entry.details if isinstance(entry.details, Mapping) else {}
        number = details.get("game")
        if details.get("died_in") != game.number or not isinstance(number, int):
            continue
        character = Character.get_or_none(Character.id == entry.character_id)
        if (entry.character_id, number) in done or character is None:
            continue
        done.add((entry.character_id, number))
        later = Game.get_or_none((Game.campaign == game.campaign_id) & (Game.number == number))
        if later is None or later.result != UNRECORDED or character.status != ACTIVE:
            continue
        side = GameSide.get_or_none(
            (GameSide.game == later) & (GameSide.warband == character.warband_id)
        )
        set_up_since = (
            HistoryEntry.select()
            .where(
                (HistoryEntry.game == later)
                & (HistoryEntry.kind == history.GAME)
                & HistoryEntry.character.is_null()
                & (HistoryEntry.id > entry.id)
            )
            .exists()
        )
        fielded_there = (
            GameCharacter.select()
            .where((GameCharacter.game == later) & (GameCharacter.character == character))
            .exists()
        )
        if side is None or set_up_since or fielded_there or tracked_game(later) is not None:
            continue
        changes.create(
            GameCharacter, game=later, side=side, character=character, name=character.name
        )
        history.write(
            character=character,
            game=later,
            kind=history.CORRECTION,
            said=said.message("put_back", number=number, brought_back_in=game.number),
            details={"game": number, "brought_back_in": game.number},
        )

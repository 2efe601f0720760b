"""A game played at the table, tracked change by change: beginning it, each change in one
transaction, taking the last change back, abandoning it, and the outcome it pre-fills.

What a change does is the rules' (:mod:`rules.tracker`); this module keeps the table in the
database (``TrackedGame``, ``TrackedCharacter``, ``TrackerEntry``) and nowhere else, so a
killed process loses at most the change being made, and another copy of Muster reading the
same database sees the table as it is (:func:`read_tracking`, and ``revision`` to tell that it
changed). Each change is read, checked and written inside one write transaction, from the
table as the database holds it then: two players changing the same game one after the other
each change the table the other left.

Tracker changes are not on the campaign's undo stack: the tracker takes back its own last
change (:func:`take_back`), and the log is the record. Abandoning a game and recording it
(which keeps the log with the game: :func:`end_tracking`) write through :mod:`models.changes`,
so the window's undo brings the table back.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from i18n import QT_TRANSLATE_NOOP, translate
from models import changes, history
from models.campaigns import EXPERIENCE, rules_of, switch
from models.errors import InvalidInput, MusterError, RuleViolation
from models.games import fielded, recorded_roll, sides_of
from models.shop import kit_of, purchases_by_character
from models.store.claims import claim, claimed_elsewhere, release_claim, take_claim
from models.store.connection import db
from models.store.schema import (
    UNRECORDED,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    TrackedCharacter,
    TrackedGame,
    TrackerEntry,
    utcnow,
)
from rules import experience
from rules import tracker as t
from rules import tracker_changes as tc
from rules import tracker_json as tj
from rules.data import BEASTRIDER, GameData
from rules.tracker_log import begun, describe
from rules.tracker_log import line as log_line

SEED_RANGE = 1_000_000  # seeds people can read out and type
AT_THE_TABLE = 1  # the kind of claim (models.store.claims.claim) a tracker holds


@dataclass(frozen=True)
class LogLine:
    """One line of a game's log: its turn and what happened."""

    turn: int
    text: str

    def __str__(self) -> str:
        return log_line(self.turn, self.text)


@dataclass(frozen=True)
class Tracking:
    """A tracked game as the tracker shows it, read in five queries (seven with experience
    on: each warrior's XP)."""

    game_id: int
    rules: GameData
    table: t.Table
    fielded: dict[int, int | None]  # place -> his GameCharacter id (None: since deleted)
    lines: tuple[LogLine, ...]
    revision: int
    last: str  # the change Ctrl+Z takes back, in words; "" when there is none
    # place -> his XP as his history adds it up now (K6); None with experience off. A
    # warrior no longer in the campaign has none.
    xp: Mapping[int, experience.Account] | None = None


@dataclass(frozen=True)
class TrackedOutcome:
    """What the post-battle screen is filled with from the table: the winner (a warband id,
    None for a draw, or UNDECIDED), each fielded character's outcome and the relic's carrier
    (fielded ids)."""

    winner: Any
    outcomes: dict[int, dict[str, Any]] = field(default_factory=dict)
    relic_carrier: int | None = None


UNDECIDED = "undecided"


def _not_played(game: Game) -> RuleViolation:
    return RuleViolation(
        translate(
            "Tracking", "Game {number} is not being played any more: it was finished or abandoned."
        ).format(number=game.number)
    )


def tracked_game(game: Game) -> TrackedGame | None:
    """The game's table, when it is being played."""
    return TrackedGame.get_or_none(TrackedGame.game == game.id)


def start_tracking(*, game: Game, seed: int | None = None) -> TrackedGame:
    """Begin playing ``game`` at the table: everyone fielded takes his seat as he is now, turn
    1 begins (who chooses who acts first settled already when it was rolled as the game was
    set up). ``seed`` seeds the dice Muster rolls for it (by default, a random one).

    Refused for a recorded game, a game nobody is fielded in, one already being played, and
    a fielded character no longer in the campaign or of a profile the rules no longer have.
    """
    with db.atomic():
        game = Game.get_by_id(game.id)
        if game.result != UNRECORDED:
            raise RuleViolation(
                translate(
                    "Tracking", "Game {number} has been recorded; it is not played again."
                ).format(number=game.number)
            )
        if tracked_game(game) is not None:
            raise RuleViolation(
                translate("Tracking", "Game {number} is being played already.").format(
                    number=game.number
                )
            )
        rules = rules_of(game.campaign)
        sides = sides_of(game)
        everyone = fielded(game)
        if not everyone:
            raise RuleViolation(
                translate(
                    "Tracking", "Nobody is fielded in game {number}: set it up first."
                ).format(number=game.number)
            )
        characters = {
            c.id: c
            for c in Character.select().where(
                Character.id.in_([gc.character_id for gc in everyone if gc.character_id])
            )
        }
        owned = purchases_by_character(list(characters))
        index = {side.id: number for number, side in enumerate(sides)}
        seats = []
        for place, gc in enumerate(everyone):
            character = characters.get(gc.character_id) if gc.character_id else None
            if character is None:
                raise RuleViolation(
                    translate(
                        "Tracking",
                        "{name} is no longer in the campaign: change the game's setup first.",
                    ).format(name=gc.name)
                )
            if character.profile not in rules.profiles:
                raise RuleViolation(
                    translate(
                        "Tracking",
                        "{name}'s profile “{profile}” is not in this campaign's rules any more.",
                    ).format(name=character.name, profile=character.profile)
                )
            seats.append(_seat(rules, place, index[gc.side_id], character, owned[character.id]))
        initiative = (game.details or {}).get("initiative")
        roll = None
        if initiative:
            roll = recorded_roll(initiative)
            if len(roll.sides) != len(sides):
                roll = None
        scenario = rules.scenarios.get(game.scenario)
        table = t.start(
            rules,
            [side.warband.name for side in sides],
            seats,
            seed=seed if seed is not None else random.SystemRandom().randrange(SEED_RANGE),
            roll=roll,
            has_relic=scenario is not None and scenario.relic,
        )
        tracked = TrackedGame.create(game=game, turn=table.turn.number, state=tj.state_json(table))
        TrackedCharacter.insert_many(
            [
                {
                    "tracked": tracked.id,
                    "fielded": everyone[place].id,
                    "place": place,
                    "seat": tj.seat_json(seat),
                    "marks": tj.marks_json(table.marks[place]),
                }
                for place, seat in table.seats.items()
            ]
        ).execute()
        TrackerEntry.insert_many(
            [{"tracked": tracked.id, "turn": 1, "text": text} for text in begun(rules, table)]
        ).execute()
    return tracked


def _seat(rules: GameData, place: int, side: int, character: Character, owned: list) -> t.Seat:
    if rules.id == BEASTRIDER:
        return t.beastrider_seat(
            rules,
            place,
            name=character.name,
            side=side,
            profile=character.profile,
            options=character.options or [],
            upgrades=character.upgrades or [],
            injuries=character.injuries or {},
        )
    return t.caliburn_seat(
        rules,
        place,
        name=character.name,
        side=side,
        profile=character.profile,
        kit=kit_of(rules, character, owned),
        injuries=character.injuries or {},
        upgrades=character.upgrades or [],
    )


def _load(tracked: TrackedGame, rules: GameData) -> tuple[t.Table, dict[int, TrackedCharacter]]:
    rows = {
        row.place: row
        for row in TrackedCharacter.select().where(TrackedCharacter.tracked == tracked.id)
    }
    table = tj.table_from_json(
        rules.id, tracked.state, {place: (row.seat, row.marks) for place, row in rows.items()}
    )
    return table, rows


def read_tracking(game: Game) -> Tracking | None:
    """The game's table and log as the database holds them, or None when it is not being
    played. Every screen showing a tracked game reads it here (:meth:`reload` of the
    tracker), so a change made elsewhere shows as soon as it is read again."""
    tracked = tracked_game(game)
    if tracked is None:
        return None
    campaign = Game.get_by_id(game.id).campaign
    rules = rules_of(campaign)
    table, rows = _load(tracked, rules)
    query = (
        TrackerEntry.select(TrackerEntry.turn, TrackerEntry.text, TrackerEntry.undo)
        .where(TrackerEntry.tracked == tracked.id)
        .order_by(TrackerEntry.id)
        .tuples()
    )
    entries = list(cast(Iterable[tuple[int, str, Any]], query))  # rows as .tuples() gives
    last = entries[-1][1] if entries and entries[-1][2] is not None else ""
    return Tracking(
        game_id=game.id,
        rules=rules,
        table=table,
        fielded={place: row.fielded_id for place, row in rows.items()},
        lines=tuple(LogLine(turn, text) for turn, text, _undo in entries),
        revision=tracked.revision,
        last=last,
        xp=_xp_at_the_table(rows) if switch(campaign, EXPERIENCE) else None,
    )


def _xp_at_the_table(rows: Mapping[int, TrackedCharacter]) -> dict[int, experience.Account]:
    """Each seated warrior's XP (K6), by place, in two queries."""
    places = {row.fielded_id: place for place, row in rows.items() if row.fielded_id is not None}
    query = (
        GameCharacter.select(GameCharacter.id, GameCharacter.character)
        .where(GameCharacter.id.in_(list(places)) & GameCharacter.character.is_null(False))
        .tuples()
    )
    whose = dict(cast(Iterable[tuple[int, int]], query))  # rows as .tuples() gives
    accounts = history.xp_accounts(list(whose.values()))
    return {places[fielded]: accounts[character] for fielded, character in whose.items()}


class TableTaken(MusterError):
    """Another Muster holds the table this one played at (an organiser took it over): this
    one only watches the game now."""


# Shown translated: translate("Tracking", TAKEN).
TAKEN = QT_TRANSLATE_NOOP(
    "Tracking",
    "Another Muster holds this game's table now (an organiser took it over, or this Muster lost its connection meanwhile): this tracker now follows the game, and nothing was changed here.",  # noqa: E501
)


def _held_here(game: Game) -> None:
    """Refuse a change at the table while another Muster holds it (an organiser took it over
    from this one, on a club server). A table nobody holds (this Muster's connection dropped
    and was made again, which lets go of its claim) is claimed again first. (A login who may
    not hold it claims nothing, and the server refuses his change as any other.)"""
    if not claim(AT_THE_TABLE, game.id) and claimed_elsewhere(AT_THE_TABLE, game.id):
        raise TableTaken(translate("Tracking", TAKEN))


def track(*, game: Game, change: t.Change) -> LogLine:
    """Make one change at the table, in one transaction: the change is applied to the table
    as the database holds it, and the table, the log line and what taking it back needs are
    written together. RuleViolation with the rules' reason when it is refused."""
    with db.atomic():
        _held_here(game)
        tracked = tracked_game(game)
        if tracked is None:
            raise _not_played(game)
        rules = rules_of(Game.get_by_id(game.id).campaign)
        before, rows = _load(tracked, rules)
        try:
            change = tc.as_made(rules, before, change)
            after = tc.apply(rules, before, change)
        except t.TrackerRefusal as exc:
            raise RuleViolation(str(exc)) from None
        entry = LogLine(after.turn.number, describe(rules, before, change, after))
        for place in t.changed_places(before, after):
            TrackedCharacter.update(marks=tj.marks_json(after.marks[place])).where(
                TrackedCharacter.id == rows[place].id
            ).execute()
        _write_state(tracked, after)
        TrackerEntry.create(
            tracked=tracked,
            turn=entry.turn,
            text=entry.text,
            change=tj.change_json(change),
            undo=tj.undo_json(before, after),
        )
    return entry


def _write_state(tracked: TrackedGame, table: t.Table) -> None:
    TrackedGame.update(
        turn=table.turn.number,
        state=tj.state_json(table),
        revision=TrackedGame.revision + 1,
        updated=utcnow(),
    ).where(TrackedGame.id == tracked.id).execute()


def roll_for_turn(*, game: Game) -> LogLine:
    """Muster rolls for who chooses who acts first this turn, with the game's own dice (its
    seed and the number of the roll: a resumed game rolls on as it would have)."""
    with db.atomic():
        tracked = tracked_game(game)
        if tracked is None:
            raise _not_played(game)
        rules = rules_of(Game.get_by_id(game.id).campaign)
        table, _rows = _load(tracked, rules)
        return track(game=game, change=tc.muster_roll(rules, table))


def typed_roll(*, game: Game, faces: list[list[int]]) -> LogLine:
    """The dice rolled at the table for who chooses, typed in: every round, one die a side."""
    change = t.Change(t.ROLL, faces=tuple(tuple(f) for f in faces), rolled=t.BY_HAND)
    return track(game=game, change=change)


def take_back(*, game: Game) -> LogLine:
    """Take back the last change (Ctrl+Z in the tracker): the table is as it was before it,
    and its line leaves the log. The lines that open the log are never taken back."""
    with db.atomic():
        _held_here(game)
        tracked = tracked_game(game)
        if tracked is None:
            raise _not_played(game)
        entry = (
            TrackerEntry.select()
            .where(TrackerEntry.tracked == tracked.id)
            .order_by(TrackerEntry.id.desc())
            .first()
        )
        if entry is None or entry.undo is None:
            raise InvalidInput(
                translate("Tracking", "There is nothing to take back: the game has just begun.")
            )
        rules = rules_of(Game.get_by_id(game.id).campaign)
        now, rows = _load(tracked, rules)
        before = tj.restore(now, entry.undo)
        for place in t.changed_places(now, before):
            TrackedCharacter.update(marks=tj.marks_json(before.marks[place])).where(
                TrackedCharacter.id == rows[place].id
            ).execute()
        _write_state(tracked, before)
        entry.delete_instance()
    return LogLine(entry.turn, entry.text)


def abandon(*, game: Game) -> None:
    """Stop playing ``game`` at the table: its table and log are deleted, and the game stays
    set up, not recorded. Written through :mod:`models.changes`, so it can be undone."""
    with db.atomic():
        tracked = tracked_game(game)
        if tracked is None:
            raise _not_played(game)
        changes.delete(tracked)


def end_tracking(game: Game) -> None:
    """A tracked game was recorded: its log is kept with it (``Game.details["log"]``, the
    lines as ``{"turn", "text"}``) and its table is deleted. Nothing happens for a game that
    was not tracked. Called inside the recording's transaction, through :mod:`models.changes`
    (so undoing the recording brings the table back)."""
    tracked = tracked_game(game)
    if tracked is None:
        return
    lines = [{"turn": turn, "text": text} for turn, text in _log_lines(tracked)]
    game = Game.get_by_id(game.id)
    changes.update(game, details={**(game.details or {}), "log": lines})
    changes.delete(tracked)


def tracked_outcome(game: Game) -> TrackedOutcome | None:
    """The outcome the table says, for the post-battle screen to show (and the players to
    change), or None when the game is not being played."""
    tracking = read_tracking(game)
    if tracking is None:
        return None
    rules, table = tracking.rules, tracking.table
    gc_of = tracking.fielded
    outcomes: dict[int, dict[str, Any]] = {}
    for place, outcome in t.outcomes(rules, table).items():
        killer = outcome.get("killed_by")
        outcome["killed_by"] = gc_of.get(killer) if killer is not None else None
        fielded = gc_of.get(place)
        if fielded is not None:
            outcomes[fielded] = outcome
    # A side is the warband of its seats' fielded characters (a side's index alone could
    # point at another warband once one was deleted).
    sides = (
        GameCharacter.select(GameCharacter.id, GameSide.warband)
        .join(GameSide)
        .where(GameCharacter.game == game.id)
        .tuples()
    )
    # Rows as .tuples() gives them; looked up by a seat's fielded id, which may be None.
    warband_of: dict[int | None, int] = dict(cast(Iterable[tuple[int, int]], sides))
    side = t.winner(table)
    winner: Any = next(
        (
            warband_of[gc_of[place]]
            for place, seat in table.seats.items()
            if seat.side == side and gc_of.get(place) in warband_of
        ),
        UNDECIDED,
    )
    carrier = gc_of.get(table.relic) if table.relic is not None else None
    return TrackedOutcome(winner, outcomes, carrier)


# Shown translated: translate("Tracking", CORRECTED_SINCE).
CORRECTED_SINCE = QT_TRANSLATE_NOOP(
    "Tracking",
    "This log was kept at the table as the game was played. The game's record was corrected since: where they differ, the record is what counts.",  # noqa: E501
)


def log_note(game: Game) -> str:
    """A word on a recorded game's log when the game was corrected after it was played at the
    table (the log says what happened at the table, the record what was settled since); empty
    otherwise."""
    if not (game.details or {}).get("log"):
        return ""
    corrected = (
        HistoryEntry.select()
        .where((HistoryEntry.game == game.id) & (HistoryEntry.kind == history.CORRECTION))
        .exists()
    )
    return translate("Tracking", CORRECTED_SINCE) if corrected else ""


def game_log(game: Game) -> tuple[LogLine, ...]:
    """A game's log: kept with it when it was recorded, or its table's while it is played;
    empty for a game never tracked."""
    game = Game.get_by_id(game.id)
    kept = (game.details or {}).get("log")
    if kept:
        return tuple(LogLine(entry["turn"], entry["text"]) for entry in kept)
    tracked = tracked_game(game)
    if tracked is None:
        return ()
    return tuple(LogLine(turn, text) for turn, text in _log_lines(tracked))


def _log_lines(tracked: TrackedGame) -> list[tuple[int, str]]:
    """The lines of a table's log, in their order: (turn, text)."""
    query = (
        TrackerEntry.select(TrackerEntry.turn, TrackerEntry.text)
        .where(TrackerEntry.tracked == tracked.id)
        .order_by(TrackerEntry.id)
        .tuples()
    )
    return list(cast(Iterable[tuple[int, str]], query))  # rows as .tuples() gives them


def log_problem(game: Game) -> str | None:
    """Whether the tracked game's log adds up (:func:`rules.tracker_json.verify`): None, or
    the first entry that does not, in words."""
    tracked = tracked_game(game)
    if tracked is None:
        return None
    rules = rules_of(Game.get_by_id(game.id).campaign)
    table, _rows = _load(tracked, rules)
    query = (
        TrackerEntry.select(TrackerEntry.change, TrackerEntry.undo)
        .where(TrackerEntry.tracked == tracked.id)
        .order_by(TrackerEntry.id)
        .tuples()
    )
    entries = list(cast(Iterable[tuple[Any, Any]], query))  # rows as .tuples() gives them
    found = tj.verify(rules, table, entries)
    if found is None:
        return None
    return translate("Tracking", "line {number} of the log: {problem}").format(
        number=found[0] + 1, problem=found[1]
    )


def claim_table(game: Game) -> bool:
    """Claim the game's table for this Muster, while its tracker is open: False when another
    Muster on the club server holds it (it is tracking the game now), and this one watches."""
    return claim(AT_THE_TABLE, game.id)


def take_table(game: Game) -> bool:
    """An organiser takes over the game's table from the Muster playing it (on a club server):
    True when this one holds it now; the other's tracker is refused its next change and
    watches from then on."""
    return take_claim(AT_THE_TABLE, game.id)


def release_table(game_id: int) -> None:
    """This Muster's tracker of the game closed: another may take the table."""
    release_claim(AT_THE_TABLE, game_id)

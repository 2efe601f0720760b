"""Where a game's record and its table's log part: a report that differs from what the table
says (shown to the player who confirms it), and a recorded game corrected after it was played
at the table (its published page says so, and which lines of the log may no longer hold).

The table's outcome is :func:`models.tracker.tracked_outcome` while the game is at the table
(a report waits with the table still there). Once recorded, the log is text; what was
recorded before a correction is in the correction's history entries (``details["before"]``,
each character's outcome as recorded before), so a corrected game tells, warrior by warrior,
what the record said when the log was kept and what it says now.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from i18n import translate
from models import history
from models.campaigns import rules_of
from models.game_log import HOW_DIED, outcome_phrases
from models.games import fielded, sides_of
from models.history_text import shown
from models.store.schema import Game, GameCharacter, GameSide, HistoryEntry
from models.tracker import UNDECIDED, LogLine, TrackedOutcome, game_log, tracked_outcome
from rules.data import GameData
from rules.outcomes import KILLED_BY, blank_outcome, how_died


@dataclass(frozen=True)
class Difference:
    """One thing two tellings of a game say differently: about whom ("" for the game itself),
    what the table's log says, and what the report (or the record) says."""

    who: str
    table: str
    told: str


def outcome_words(
    rules: GameData,
    outcome: Mapping[str, Any],
    everyone: Mapping[int, GameCharacter],
) -> str:
    """A character's outcome in words: his fate, then the rest ("slain by Brann, leg wounds:
    1"), or "unhurt"."""
    whole = {**blank_outcome(rules.id), **outcome}
    died = how_died(rules.id, whole)
    parts = []
    if died is not None:
        how = translate("GameLog", HOW_DIED[died]) if died in HOW_DIED else died
        killer = everyone.get(whole.get(KILLED_BY))  # type: ignore[arg-type]
        parts.append(
            translate("GameLog", "{how} by {killer}").format(how=how, killer=killer.name)
            if killer is not None
            else how
        )
    parts.extend(outcome_phrases(rules, whole))
    return ", ".join(parts) if parts else translate("BattleReport", "unhurt")


def table_differences(
    game: Game,
    *,
    winner_id: int | None,
    outcomes: Mapping[int, Mapping[str, Any]],
    relic_carrier: int | None,
) -> list[Difference]:
    """Where this outcome (a report's) differs from what the game's table says, while it is
    at the table: the winner, each warrior, the relic. Empty when the game is not at the
    table, or when they agree."""
    table = tracked_outcome(game)
    if table is None:
        return []
    return _differences(game, table, winner_id, outcomes, relic_carrier)


def _differences(
    game: Game,
    table: TrackedOutcome,
    winner_id: int | None,
    outcomes: Mapping[int, Mapping[str, Any]],
    relic_carrier: int | None,
) -> list[Difference]:
    rules = rules_of(game.campaign)
    game_sides = sides_of(game)
    sides = {side.warband_id: side.warband.name for side in game_sides}
    by_side = {side.id: side.warband.name for side in game_sides}
    everyone = {gc.id: gc for gc in fielded(game)}
    side_names = {gc.id: by_side.get(gc.side_id, "") for gc in everyone.values()}
    found = []
    if table.winner != UNDECIDED and table.winner != winner_id:
        found.append(
            Difference(
                "",
                _result(table.winner, sides),
                _result(winner_id, sides),
            )
        )
    for gc_id, gc in everyone.items():
        at_table = table.outcomes.get(gc_id) or {}
        told = outcomes.get(gc_id) or {}
        if {**blank_outcome(rules.id), **at_table} == {**blank_outcome(rules.id), **told}:
            continue
        found.append(
            Difference(
                f"{gc.name} ({side_names[gc_id]})",
                outcome_words(rules, at_table, everyone),
                outcome_words(rules, told, everyone),
            )
        )
    if table.relic_carrier != relic_carrier and (table.relic_carrier or relic_carrier):
        found.append(
            Difference(
                translate("BattleReport", "The relic"),
                _carrier(table.relic_carrier, everyone),
                _carrier(relic_carrier, everyone),
            )
        )
    return found


def _result(winner_id: Any, sides: Mapping[int, str]) -> str:
    if winner_id is None:
        return translate("BattleReport", "a draw")
    return translate("BattleReport", "{warband} won").format(
        warband=sides.get(winner_id, translate("GameLog", "A deleted warband"))
    )


def _carrier(carrier: int | None, everyone: Mapping[int, GameCharacter]) -> str:
    if carrier is None or carrier not in everyone:
        return translate("BattleReport", "carried off by nobody")
    return translate("BattleReport", "carried off by {name}").format(name=everyone[carrier].name)


@dataclass(frozen=True)
class CorrectedLog:
    """A recorded game's log, and the corrections made to its record since it was kept."""

    lines: tuple[LogLine, ...]
    corrections: tuple[str, ...]  # each correction entry of the game, in the reader's words
    changed: tuple[str, ...]  # the warriors whose part the corrections changed, by name
    doubtful: frozenset[int]  # the lines (indexes) about them: they may no longer hold


def corrected_log(
    game: Game,
    *,
    read: tuple[GameData, Sequence[GameSide], Sequence[GameCharacter], Sequence[HistoryEntry]]
    | None = None,
) -> CorrectedLog | None:
    """The game's log, when it was kept at the table and the game was corrected since (None
    otherwise): what the corrections said, whose part they changed (a warrior whose outcome
    as first recorded differs from his outcome now), and which lines of the log name one of
    them.

    ``read``: the game as already read (its rules, its sides with their warbands, everyone
    fielded as :func:`models.games.fielded` gives them, and its corrections oldest first),
    when a caller going through many games read them all at once; otherwise read here."""
    kept = (game.details or {}).get("log") if read is not None else None
    if kept:  # read with the game: its log as it was kept
        lines = tuple(LogLine(entry["turn"], entry["text"]) for entry in kept)
    else:
        game = Game.get_by_id(game.id)
        lines = game_log(game)
    if not lines or game.result == "unrecorded":
        return None
    if read is None:
        entries: Sequence[HistoryEntry] = list(
            HistoryEntry.select()
            .where((HistoryEntry.game == game.id) & (HistoryEntry.kind == history.CORRECTION))
            .order_by(HistoryEntry.id)
        )
    else:
        entries = read[3]
    if not entries:
        return None
    first_recorded: dict[int, Any] = {}
    for entry in entries:
        details = entry.details or {}
        if entry.character_id is not None and entry.character_id not in first_recorded:
            first_recorded[entry.character_id] = details.get("before")
    if read is None:
        rules = rules_of(game.campaign)
        everyone: Sequence[GameCharacter] = fielded(game)
        sides: Sequence[GameSide] = sides_of(game)
    else:
        rules, sides, everyone = read[0], read[1], read[2]
    # whom each correction is about: a fielded character (by his name in the game) or a side
    about: dict[tuple[str, int | None], str] = {
        ("c", gc.character_id): gc.name for gc in everyone if gc.character_id
    }
    about.update({("w", side.warband_id): side.warband.name for side in sides})
    changed = [
        gc.name
        for gc in everyone
        if gc.character_id in first_recorded
        and isinstance(first_recorded[gc.character_id], dict)
        and {**blank_outcome(rules.id), **first_recorded[gc.character_id]}
        != {**blank_outcome(rules.id), **(gc.outcome or {})}
    ]
    return CorrectedLog(
        lines=lines,
        corrections=tuple(
            translate("BattleReport", "{who}: {what}").format(
                who=about.get(("c", entry.character_id)) or about.get(("w", entry.warband_id), ""),
                what=shown(entry.text, entry.details),
            )
            for entry in entries
        ),
        changed=tuple(changed),
        doubtful=frozenset(_naming(lines, changed)),
    )


def _naming(lines: Sequence[LogLine], names: Sequence[str]) -> list[int]:
    """The indexes of the lines that name any of ``names`` (as a whole name)."""
    if not names:
        return []
    pattern = re.compile(
        "|".join(rf"(?<!\w){re.escape(name)}(?!\w)" for name in sorted(names, key=len)[::-1])
    )
    return [index for index, line in enumerate(lines) if pattern.search(line.text)]

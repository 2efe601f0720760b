"""Two players record their game on a club server: one reports it, the other confirms it.

On a club server a player may not write another player's warband (docs/club-server.md,
*Roles*), and recording a game writes both. So a game's players record it in two steps:

- :func:`report_outcome` (either player, or an organiser) takes the same arguments and makes
  the same checks as :func:`models.outcomes.record_outcome`. It works out every row the
  recording writes by recording the game in a *trial*: a transaction the server lets write the
  whole campaign and never lets commit (``muster_try``, :mod:`models.store.roles`). The rows,
  as plain data (:mod:`models.changes`), are kept with the report (``game_report``). Nothing
  changes in either warband.
- :func:`confirm_outcome` (the other side, or an organiser; never the reporter) works the
  report out again, here and now, and compares: a report that no longer fits the warbands (one
  of them changed since) is refused. Then the server's ``muster_confirm_report`` writes the
  report's rows, those and no others, each only if it is still as the report found it, in one
  transaction, or none. The game is then recorded as :func:`record_outcome` records it.
- :func:`dispute_outcome` (the other side) says why not; either player may then report the game
  again. :func:`discard_report` (the reporter, or an organiser) takes a report back.

What the server enforces, whatever a login sends through psql, is in docs/club-server.md (*Two
players record their game*). On a SQLite file, where one person keeps everything,
:func:`record_outcome` records a game at once and there is nothing to report.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, cast

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models import changes
from models.battle_report import Difference, table_differences
from models.errors import InvalidInput, MusterError
from models.game_log import GameSummary, LogRow, game_summary
from models.games import fielded
from models.outcomes import record_outcome
from models.store.connection import db, is_server, write_transaction
from models.store.roles import report_call, try_recording
from models.store.schema import (
    ALL_MODELS,
    DISPUTED,
    REPORTED,
    Campaign,
    DateTimeField,
    Game,
    GameCharacter,
    GameReport,
    GameSide,
    ReportEvent,
    Warband,
)
from models.validation import clean_notes, grouped

# Refusals, shown translated: translate("Reports", ON_A_FILE).
ON_A_FILE = QT_TRANSLATE_NOOP(
    "Reports",
    "Reports are for a club server, where each player keeps his own warband. In a campaign file you keep, record the game (Games ▸ Record outcome…).",  # noqa: E501
)
NOT_FITTING = QT_TRANSLATE_NOOP(
    "Reports",
    "This report no longer fits the warbands: one of them changed after the game was reported. Nothing was recorded; report the game again (or ask the other player to).",  # noqa: E501
)
MAX_REASON = 500  # characters of a dispute's reason

# Every table a recording writes, by name (the changes name their tables).
_MODELS = {model._meta.table_name: model for model in ALL_MODELS}


@dataclass(frozen=True)
class Report:
    """A report waiting for the other side: who made it, what it says, and its state
    (``reported``, or ``disputed`` with the reason)."""

    game_id: int
    reporter: str
    state: str
    winner_id: int | None
    relic_carrier: int | None
    outcomes: dict[int, dict[str, Any]]
    reason: str
    reported: dt.datetime
    changes: str  # the rows the recording writes, as the server keeps them (JSON)
    named: tuple[int, ...] = ()  # the fielded characters (ids) a dispute is about

    @property
    def disputed(self) -> bool:
        return self.state == DISPUTED


def report_of(game: Game) -> Report | None:
    """The report of ``game`` waiting for confirmation, or None."""
    row = GameReport.get_or_none(GameReport.game == game.id)
    if row is None:
        return None
    try:
        outcomes = {int(key): value for key, value in json.loads(row.outcomes).items()}
    except (ValueError, TypeError, AttributeError):
        outcomes = {}  # not what Muster writes: confirming it is refused (it fits nothing)
    return Report(
        game_id=row.game_id,
        reporter=row.reporter,
        state=row.state,
        winner_id=row.winner_id,
        relic_carrier=row.relic_carrier,
        outcomes=outcomes,
        reason=row.reason,
        reported=row.reported,
        changes=row.changes,
        named=named_ids(row.named),
    )


def named_ids(text: Any) -> tuple[int, ...]:
    """The fielded characters' ids a dispute names, as the server keeps them (a JSON list);
    anything else names nobody."""
    try:
        found = json.loads(text)
    except (ValueError, TypeError):
        return ()
    if not isinstance(found, list):
        return ()
    return tuple(i for i in found if type(i) is int)


# The campaign log's kind for what happened to a game's report (not a history entry's kind:
# the server keeps these apart from the warbands' histories).
REPORT_KIND = "report"


def report_log(campaign: Campaign, *, warband_id: int | None = None) -> list[LogRow]:
    """What happened to the reports of the campaign's games, newest first, as entries of the
    campaign log (one per event; of the games of one warband with ``warband_id``); none on a
    file. Three queries."""
    if not is_server():
        return []
    where = Game.campaign == campaign
    if warband_id is not None:
        where &= Game.id.in_(GameSide.select(GameSide.game).where(GameSide.warband == warband_id))
    query = (
        ReportEvent.select(
            ReportEvent.happened,
            Game.id,
            Game.number,
            ReportEvent.role,
            ReportEvent.kind,
            ReportEvent.reason,
            ReportEvent.named,
        )
        .join(Game)
        .where(where)
        .order_by(ReportEvent.happened.desc(), ReportEvent.id.desc())
        .tuples()
    )
    # rows as .tuples() gives them (the stubs type them as events)
    rows = list(cast(Iterable[tuple[dt.datetime, int, int, str, str, str, str]], query))
    games = {row[1] for row in rows}
    sides: dict[int, list[str]] = {}
    for game_id, name in cast(
        Iterable[tuple[int, str]],
        GameSide.select(GameSide.game, Warband.name)
        .join(Warband)
        .where(GameSide.game.in_(games))
        .order_by(GameSide.id)
        .tuples(),
    ):
        sides.setdefault(game_id, []).append(name)
    names = {
        gc_id: name
        for gc_id, name in cast(
            Iterable[tuple[int, str]],
            GameCharacter.select(GameCharacter.id, GameCharacter.name)
            .where(GameCharacter.game.in_(games))
            .tuples(),
        )
    }
    entries = []
    against = translate("Games", " v ", "between the sides of a game")  # as the games list
    for happened, game_id, number, role, kind, reason, named in rows:
        about = ", ".join(names[i] for i in named_ids(named) if i in names)
        entries.append(
            LogRow(
                when=happened.date(),
                warband=against.join(sides.get(game_id, [])),
                who=role,
                kind=REPORT_KIND,
                text=_event_text(number, role, kind, reason, about),
                at=happened,
            )
        )
    return entries


def _event_text(number: int, role: str, kind: str, reason: str, about: str) -> str:
    if kind == "disputed" and about:
        text = translate(
            "Reports", "Game {number}: report disputed by {role}, about {warriors}: {reason}"
        )
    elif kind == "disputed":
        text = translate("Reports", "Game {number}: report disputed by {role}: {reason}")
    elif kind == "confirmed":
        text = translate(
            "Reports", "Game {number}: {reason}'s report confirmed by {role}: the game is recorded"
        )
    elif kind == "discarded":
        text = translate("Reports", "Game {number}: report discarded by {role}")
    else:
        text = translate(
            "Reports", "Game {number}: reported by {role}, for the other side to confirm"
        )
    return text.format(number=number, role=role, reason=reason, warriors=about)


@dataclass(frozen=True)
class ReportedGame:
    """A report as the other side reviews it before confirming or disputing it: the game as
    confirming would record it (worked out in a trial that never commits, so it is exactly
    what would be written), where the report differs from the table's log, the warriors
    a dispute named, and the XP confirming awards (K6)."""

    report: Report
    summary: GameSummary | None  # None when the report no longer fits the warbands
    problem: str  # why it no longer fits, in words ("" when it does)
    differences: tuple[Difference, ...]
    named: tuple[str, ...]  # the warriors a dispute is about, by name
    # The XP confirming awards each fielded warrior, as the recording pins it (K6), in the
    # order of the game: (name, XP). Empty with experience off, or when it no longer fits.
    xp: tuple[tuple[str, int], ...] = ()


def reported_game(game: Game) -> ReportedGame | None:
    """The report of ``game`` as a member reviews it (None when there is none): what
    confirming it records, told as a recorded game's summary is (the winner, each warrior's
    fate, wounds, kills, lost kit and gold, the relic)."""
    if not is_server():
        return None
    game = Game.get_by_id(game.id)
    report = report_of(game)
    if report is None:
        return None
    differences = table_differences(
        game,
        winner_id=report.winner_id,
        outcomes=report.outcomes,
        relic_carrier=report.relic_carrier,
    )
    names = {gc.id: gc.name for gc in fielded(game)}
    winner = Warband.get_or_none(Warband.id == report.winner_id) if report.winner_id else None
    summary: GameSummary | None = None
    problem = ""
    xp: tuple[tuple[str, int], ...] = ()
    try:
        with write_transaction():
            try_recording(db.obj, game.campaign_id)
            record_outcome(
                game=game,
                winner=winner,
                outcomes=report.outcomes,
                relic_carrier=report.relic_carrier,
                put_back=False,  # as the report's rows will be written
            )
            summary = game_summary(game)
            xp = _xp_awarded(game)
            raise _Trial
    except _Trial:
        pass
    except MusterError as exc:
        problem = translate("Reports", "{refusal} ({problem})").format(
            refusal=translate("Reports", NOT_FITTING), problem=exc
        )
    return ReportedGame(
        report=report,
        summary=summary,
        problem=problem,
        differences=tuple(differences),
        named=tuple(names[i] for i in report.named if i in names),
        xp=xp,
    )


def _xp_awarded(game: Game) -> tuple[tuple[str, int], ...]:
    """The XP the recording of ``game`` (just made, in the trial) pinned for each warrior
    (K6): none with experience off."""
    effects = (Game.get_by_id(game.id).details or {}).get("effects") or {}
    awarded = []
    for gc in fielded(game):
        effect = effects.get(str(gc.id))
        xp = effect.get("xp") if isinstance(effect, dict) else None
        if type(xp) is int:
            awarded.append((gc.name, xp))
    return tuple(awarded)


def _on_server() -> None:
    if not is_server():
        raise InvalidInput(translate("Reports", ON_A_FILE))


class _Trial(Exception):
    """Ends a trial recording: its transaction is rolled back."""


def _worked_out(
    game: Game,
    winner: Warband | None,
    outcomes: Mapping[int, Mapping[str, Any]],
    relic_carrier: int | None,
) -> str:
    """Every row recording the game writes, worked out by recording it in a trial that is
    rolled back (and could not commit): the changes as the server's tables hold them."""
    text = ""
    try:
        with write_transaction():
            try_recording(db.obj, game.campaign_id)
            with changes.recording() as recorded:
                record_outcome(
                    game=game,
                    winner=winner,
                    outcomes=outcomes,
                    relic_carrier=relic_carrier,
                    put_back=False,  # muster_report_row adds no one to another game
                )
            text = _stored(recorded)
            raise _Trial
    except _Trial:
        pass
    return text


def _stored(recorded: changes.ChangeSet) -> str:
    """The changes as plain JSON: each row's table, kind, id, and its columns before and
    after as the database stores them."""
    rows = []
    for change in recorded.changes:
        model = change.model
        rows.append(
            {
                "table": model._meta.table_name,
                "kind": change.kind,
                "id": change.row_id,
                "before": _columns(model, change.before),
                "after": _columns(model, change.after),
            }
        )
    return json.dumps(rows, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _columns(model: type[pw.Model], values: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if values is None:
        return None
    row: dict[str, Any] = {}
    for name, value in values.items():
        field = model._meta.fields[name]
        stored = field.db_value(value)
        if isinstance(stored, dt.datetime):
            stored = stored.isoformat(sep=" ")
        elif isinstance(stored, dt.date):
            stored = stored.isoformat()
        row[field.column_name] = stored
    return row


def _comparable(text: str) -> list[Any]:
    """The changes of a report, as two workings-out of the same outcome on the same warbands
    agree: the ids new rows were given, and the times rows were written, left out."""
    try:
        rows = json.loads(text)
    except ValueError:
        return [None]
    if not isinstance(rows, list):
        return [None]
    out: list[Any] = []
    for row in rows:
        if not isinstance(row, dict):
            return [None]
        model = _MODELS.get(row.get("table"))
        if model is None:
            return [None]
        left_out = {
            field.column_name
            for field in model._meta.sorted_fields
            if isinstance(field, DateTimeField)
        }
        if row.get("kind") == "insert":
            left_out.add("id")
        out.append(
            (
                row.get("table"),
                row.get("kind"),
                None if row.get("kind") == "insert" else row.get("id"),
                _without(row.get("before"), left_out),
                _without(row.get("after"), left_out),
            )
        )
    return out


def _without(columns: Any, left_out: set[str]) -> Any:
    if not isinstance(columns, dict):
        return columns
    return {key: value for key, value in columns.items() if key not in left_out}


def _outcomes_text(outcomes: Mapping[int, Mapping[str, Any]]) -> str:
    return json.dumps(
        {str(key): dict(value) for key, value in outcomes.items()},
        ensure_ascii=False,
        sort_keys=True,
    )


def report_outcome(
    *,
    game: Game,
    winner: Warband | None,
    outcomes: Mapping[int, Mapping[str, Any]],
    relic_carrier: int | None = None,
) -> None:
    """Report the outcome of ``game``, as :func:`record_outcome` records it (the same
    arguments and checks), for the other side to confirm. Nothing changes in either warband
    until then. Either player of the game, or an organiser, reports; a report waiting for
    the other side is replaced by its reporter, and a disputed one by either player. The
    report of a recorded game is a correction of it, confirmed the same way."""
    _on_server()
    game = Game.get_by_id(game.id)
    worked_out = _worked_out(game, winner, outcomes, relic_carrier)
    with write_transaction():
        report_call(
            db.obj,
            "muster_report",
            game.id,
            winner.id if winner is not None else None,
            relic_carrier,
            _outcomes_text(outcomes),
            worked_out,
        )


def confirm_outcome(*, game: Game) -> None:
    """Confirm the report of ``game`` (the other side, or an organiser): the game is recorded
    as reported, every effect in both warbands written in one transaction, or nothing. Refused
    to its reporter, and when the report no longer fits the warbands."""
    _on_server()
    game = Game.get_by_id(game.id)
    report = report_of(game)
    if report is None:
        raise InvalidInput(
            translate("Reports", "Game {number} has no report waiting to be confirmed.").format(
                number=game.number
            )
        )
    winner = Warband.get_or_none(Warband.id == report.winner_id) if report.winner_id else None
    try:
        again = _worked_out(game, winner, report.outcomes, report.relic_carrier)
    except MusterError as exc:
        raise InvalidInput(
            translate("Reports", "{refusal} ({problem})").format(
                refusal=translate("Reports", NOT_FITTING), problem=exc
            )
        ) from None
    if _comparable(again) != _comparable(report.changes):
        raise InvalidInput(translate("Reports", NOT_FITTING))
    digest = hashlib.sha256(report.changes.encode("utf-8")).hexdigest()
    with write_transaction():
        report_call(db.obj, "muster_confirm_report", game.id, digest)


def dispute_outcome(*, game: Game, reason: str, warriors: Iterable[int] = ()) -> None:
    """Dispute the report of ``game`` (the other side), saying why, and naming the warriors
    (fielded characters' ids) it is about: it waits, unconfirmed, until either player reports
    the game again or an organiser settles it."""
    _on_server()
    why = clean_notes(reason, what=translate("Reports", "The reason"))
    if not why:
        raise InvalidInput(
            translate("Reports", "Say why you dispute the report, for the other player to read.")
        )
    if len(why) > MAX_REASON:
        raise InvalidInput(
            translate(
                "Reports",
                "The reason is {length} characters long; please keep it to {maximum} or fewer.",
            ).format(length=grouped(len(why)), maximum=MAX_REASON)
        )
    named = sorted({int(w) for w in warriors})
    fielded = {
        gc.id for gc in GameCharacter.select(GameCharacter.id).where(GameCharacter.game == game.id)
    }
    if not set(named) <= fielded:
        raise InvalidInput(
            translate("Reports", "A dispute names only warriors who took the field in the game.")
        )
    with write_transaction():
        report_call(db.obj, "muster_dispute", game.id, why, json.dumps(named))


def discard_report(*, game: Game) -> None:
    """Take back the report of ``game`` (its reporter, or an organiser)."""
    _on_server()
    with write_transaction():
        report_call(db.obj, "muster_discard_report", game.id)


__all__ = [
    "DISPUTED",
    "REPORTED",
    "REPORT_KIND",
    "Report",
    "ReportedGame",
    "confirm_outcome",
    "discard_report",
    "dispute_outcome",
    "named_ids",
    "report_log",
    "report_of",
    "report_outcome",
    "reported_game",
]

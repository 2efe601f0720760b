"""What waits on a club server, for the Games tab's queue: reports waiting for the other side,
disputed reports, and games being played at the table, each with its game, who, since when
and what to do next. An organiser's queue holds the whole campaign's; a player's, the games
of his warbands (and the tables in play, which every member may watch). None on a file."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from i18n import translate
from models.club import ClubRole
from models.games import GameRow
from models.reports import named_ids
from models.store.claims import tables_in_play
from models.store.connection import is_server
from models.store.schema import (
    Campaign,
    GameCharacter,
    GameReport,
    ReportEvent,
    TrackedGame,
)

# What an item is.
REPORTED, DISPUTED_REPORT, AT_THE_TABLE = "reported", "disputed", "table"

# The window's actions an item leads to (ui/actions.py names them).
REVIEW, REPORT_AGAIN, PLAY = "confirm_report", "record_game", "play_game"


@dataclass(frozen=True)
class QueueItem:
    """One thing waiting: its game, what it is, who, since when (UTC), and the next step."""

    game_id: int
    number: int
    sides: str
    kind: str  # REPORTED, DISPUTED_REPORT or AT_THE_TABLE
    what: str  # in words: "Reported by alice", "Disputed by bob: …", "At the table, turn 3"
    who: str  # the login who reported, disputed, or holds the table ("" for nobody)
    since: dt.datetime
    todo: str  # the next step, in words ("" when it is someone else's)
    action: str  # the window's action for that step ("" for none)


def club_queue(
    campaign: Campaign, rows: Sequence[GameRow], role: ClubRole | None
) -> list[QueueItem]:
    """What waits in the campaign for ``role`` (the games as the Games tab lists them,
    ``rows``), oldest first; empty on a file. Four queries."""
    if role is None or not is_server():
        return []
    mine = [
        row
        for row in rows
        if not row.recorded
        and (row.report is not None or row.playing is not None)
        and (role.organises or row.playing is not None or set(row.warband_ids) & role.warbands)
    ]
    if not mine:
        return []
    ids = [row.game_id for row in mine]
    reported = dict(
        cast(
            Iterable[tuple[int, dt.datetime]],
            GameReport.select(GameReport.game, GameReport.reported)
            .where(GameReport.game.in_(ids))
            .tuples(),
        )
    )
    disputes: dict[int, tuple[str, dt.datetime, str]] = {}
    events = (
        ReportEvent.select(
            ReportEvent.game, ReportEvent.role, ReportEvent.happened, ReportEvent.named
        )
        .where(ReportEvent.game.in_(ids) & (ReportEvent.kind == "disputed"))
        .order_by(ReportEvent.id)
        .tuples()
    )
    for game_id, who, when, named in cast(Iterable[tuple[int, str, dt.datetime, str]], events):
        disputes[game_id] = (who, when, named)
    names = dict(
        cast(
            Iterable[tuple[int, str]],
            GameCharacter.select(GameCharacter.id, GameCharacter.name)
            .where(GameCharacter.game.in_(ids))
            .tuples(),
        )
    )
    tables = dict(
        cast(
            Iterable[tuple[int, dt.datetime]],
            TrackedGame.select(TrackedGame.game, TrackedGame.updated)
            .where(TrackedGame.game.in_(ids))
            .tuples(),
        )
    )
    held = {claim.row_id: claim for claim in tables_in_play(campaign.id)}
    items = []
    for row in mine:
        plays = bool(set(row.warband_ids) & role.warbands)
        report = row.report
        if report is not None and not report.disputed:
            yours = plays and report.reporter != role.role
            if yours or role.organises:
                todo = translate("ClubQueue", "Look at it, then confirm or dispute it")
                if not yours:
                    todo = translate("ClubQueue", "Look at it, then confirm or discard it")
                action = REVIEW
            else:
                todo, action = "", ""
            items.append(
                QueueItem(
                    row.game_id,
                    row.number,
                    row.sides,
                    REPORTED,
                    translate("ClubQueue", "Reported by {reporter}").format(
                        reporter=report.reporter
                    ),
                    report.reporter,
                    reported.get(row.game_id, dt.datetime.min),
                    todo,
                    action,
                )
            )
        elif report is not None:
            who, when, named = disputes.get(row.game_id, ("", dt.datetime.min, "[]"))
            about = ", ".join(names[i] for i in named_ids(named) if i in names)
            what = (
                translate("ClubQueue", "Disputed by {role}, about {warriors}: {reason}")
                if about
                else translate("ClubQueue", "Disputed by {role}: {reason}")
            ).format(role=who, warriors=about, reason=report.reason)
            if role.organises:
                todo = translate("ClubQueue", "Settle it: confirm, or discard it for a new report")
                action = REVIEW
            elif plays:
                todo = translate("ClubQueue", "Report the game again, as it was played")
                action = REPORT_AGAIN
            else:
                todo, action = "", ""
            items.append(
                QueueItem(
                    row.game_id,
                    row.number,
                    row.sides,
                    DISPUTED_REPORT,
                    what,
                    who,
                    when,
                    todo,
                    action,
                )
            )
        # a reported game's table waits for the report's end, as the report's row says; it is
        # listed only while someone plays at it
        if row.playing is not None and (report is None or row.game_id in held):
            claim = held.get(row.game_id)
            if claim is not None:
                what = translate("ClubQueue", "At the table, turn {turn}: played by {role}").format(
                    turn=row.playing, role=claim.role
                )
                since, who = claim.since, claim.role
                todo = (
                    translate("ClubQueue", "Watch it, or take the table over")
                    if role.organises
                    else translate("ClubQueue", "Watch it")
                )
            else:
                what = translate(
                    "ClubQueue", "At the table, turn {turn}: nobody is playing it now"
                ).format(turn=row.playing)
                since, who = tables.get(row.game_id, dt.datetime.min), ""
                todo = (
                    translate("ClubQueue", "Resume playing, or record it")
                    if role.organises or plays
                    else translate("ClubQueue", "Watch it")
                )
            items.append(
                QueueItem(
                    row.game_id, row.number, row.sides, AT_THE_TABLE, what, who, since, todo, PLAY
                )
            )
    return sorted(items, key=lambda item: (item.since, item.number))

"""A club server's failures in Muster's own words (:mod:`models.store.postgres`): an
unreachable server, a refused login, a missing database, a serialization failure, a lost
connection, a refused report or a number too large each become a :class:`MusterError` with one
plain line, told apart by their SQLSTATE; never a text of the server's, never the password.
"""

from __future__ import annotations

import peewee

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import (
    ClubRefusal,
    DatabaseBusyError,
    DatabaseUnusableError,
    DatabaseValueError,
    DatabaseWriteError,
    InvalidInput,
    MusterError,
    RuleViolation,
    ServerLoginError,
    ServerUnavailableError,
)
from models.store.files import grouped
from models.store.location import DatabaseLocation
from rules.characters import MAX_COMBAT_DICE

# The refusals, in English: translated where they are raised, in the context "ClubServer"
# (JSON_IN_QUERY_MESSAGE, which a file gives too, in "Database").
BUSY_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "Another player is writing to this campaign; try again in a moment. Nothing was changed.",
)
CONNECTION_LOST_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The connection to the club server was lost, so this change was not saved. Nothing was lost: check the network and try again.",  # noqa: E501
)
CONNECTION_LOST_READING = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The connection to the club server was lost, so Muster could not read the campaign. Nothing was lost: check the network and try again.",  # noqa: E501
)
READ_ONLY_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer", "The club server only lets you read this campaign. Nothing was changed."
)
REFUSED_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The club server refused this change: only the campaign's organisers, and a warband's own player for his warband, may make it (has an organiser changed your role?). Nothing was changed.",  # noqa: E501
)
NAME_TAKEN_MESSAGE = QT_TRANSLATE_NOOP(
    "ClubServer",
    "The club server already holds a campaign of that name (perhaps one you are not a member of); choose another name. Nothing was changed.",  # noqa: E501
)

# A query that reads into stored JSON (the standings' outcomes) met text that is no JSON.
JSON_IN_QUERY_MESSAGE = QT_TRANSLATE_NOOP(
    "Database",
    "The database holds a value Muster cannot read: a stored JSON value (a game's outcomes or details) is not JSON. The database check (Database ▸ Check… in the app) finds it and says what can be done.",  # noqa: E501
)

# What the report functions of the server refuse (models/store/roles/), each with a
# SQLSTATE of its own (class MU), in Muster's own words: no text of the server's is shown.
# In English; translated where they are raised ("ClubServer").
REPORT_REFUSALS = {
    "MU001": QT_TRANSLATE_NOOP(
        "ClubServer", "Only the players of a game, and the campaign's organisers, may do that."
    ),
    "MU002": QT_TRANSLATE_NOOP("ClubServer", "This game is recorded already."),
    "MU003": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The other side has reported this game already: confirm or dispute that report.",
    ),
    "MU004": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The warbands changed after this game was reported, so the report no longer fits them: report the game again.",  # noqa: E501
    ),
    "MU005": QT_TRANSLATE_NOOP(
        "ClubServer", "A report is confirmed by the other side, not by whoever reported it."
    ),
    "MU006": QT_TRANSLATE_NOOP("ClubServer", "There is no report of this game waiting for that."),
    "MU007": QT_TRANSLATE_NOOP(
        "ClubServer", "The report changed while you looked at it: look at it again."
    ),
}

# What the seal of experience refuses (models/store/roles/experience.py), each naming the
# warrior (the error's detail). In English; translated where they are raised ("ClubServer").
XP_REFUSALS = {
    "MU010": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name} has not the XP to pay for it (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU011": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name} would have more of this advance than the campaign allows (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU012": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name} would roll more than {top}d6, and no warrior does (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU013": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name} would be given back XP that no advance of his cost; an advance withdrawn gives back what it cost (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU014": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name} would hold an upgrade his history does not tell of; an advance is bought with XP (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU015": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name}'s history would pay XP that is not a whole number (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU016": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: an entry of {name}'s history would no longer tell the XP it told; a correction tells of a change (K6). Nothing was changed.",  # noqa: E501
    ),
    "MU017": QT_TRANSLATE_NOOP(
        "ClubServer",
        "The club server refused this: {name}'s history would tell of XP earned in no game recorded; XP is earned in games (K6). Nothing was changed.",  # noqa: E501
    ),
}


# SQLSTATE classes and codes (PostgreSQL's appendix A).
_BUSY = {"40001", "40P01", "55P03", "57014"}  # serialization, deadlock, lock timeout, cancel
_READ_ONLY = {"25006"}  # read-only transaction
_REFUSED = "42501"  # insufficient privilege: a grant, or a row-level security policy
_UNIQUE = "23505"
_INVALID_TEXT = "22P02"  # invalid text representation (text that is no JSON)
_DISK = {"53100", "53200", "53300"}  # disk full, out of memory, too many connections
_NUMBER_OUT_OF_RANGE = "22003"
_SEQUENCE_EXHAUSTED = "2200H"  # nextval reached the sequence's largest value
_GONE = {"57P01", "57P02", "57P03"}  # the server shut down, crashed, or is starting up

MAX_INTEGER = 2**63 - 1


def too_large_message() -> str:
    """The refusal of a number past what either engine stores (a 64-bit integer)."""
    return translate(
        "Database", "A number is too large to store; the largest Muster can keep is {largest}."
    ).format(largest=grouped(MAX_INTEGER))


def _sqlstate(exc: BaseException) -> str:
    """The SQLSTATE of a driver error, whether Peewee kept it as its first argument or as the
    exception it was raised from (psycopg's own checks, before the server, have none)."""
    candidates = [*exc.args[:1], exc, exc.__cause__, exc.__context__]
    for candidate in candidates:
        state = getattr(candidate, "sqlstate", None)
        if state:
            return str(state)
    return ""


def _detail(exc: BaseException) -> str:
    """The detail of a driver error (the warrior a refusal names), or empty."""
    for candidate in (*exc.args[:1], exc, exc.__cause__, exc.__context__):
        diag = getattr(candidate, "diag", None)
        detail = getattr(diag, "message_detail", None)
        if detail:
            return str(detail)
    return ""


HELD_MARK = "muster-held:"  # muster_take_lock's refusal: who holds the campaign, since when


def held_message(warning: str | None) -> str | None:
    """The sentence for a write lock another login holds, from the server's warning as the
    wait began (``muster_take_lock``)."""
    if not warning or HELD_MARK not in warning:
        return None
    holder = warning.split(HELD_MARK, 1)[1].splitlines()[0].strip()
    who, _, since = holder.partition(" since ")
    if not who:
        return None
    if since:
        return translate(
            "ClubServer",
            "{who} has held this campaign on the club server since {since}, so Muster cannot change it now; try again in a moment, or ask the server's administrator to end that session. Nothing was changed.",  # noqa: E501
        ).format(who=_printable(who), since=_printable(since))
    return translate(  # when, only the server may see
        "ClubServer",
        "{who} is holding this campaign on the club server, so Muster cannot change it now; try again in a moment, or ask the server's administrator to end that session. Nothing was changed.",  # noqa: E501
    ).format(who=_printable(who))


def _printable(text: str) -> str:
    """A name from the server, shown as plain characters (at most 63 of them)."""
    return "".join(c if c.isprintable() else "?" for c in text[:63])


def translate_error(
    exc: BaseException, location: DatabaseLocation, *, held: str | None = None
) -> MusterError | None:
    """The user-readable error for a failed statement on the server, or None when a bug;
    ``held`` is the server's last word on who holds the lock waited for."""
    state = _sqlstate(exc)
    if state in _BUSY:
        return DatabaseBusyError(held_message(held) or translate("ClubServer", BUSY_MESSAGE))
    if state in _READ_ONLY:
        return DatabaseWriteError(translate("ClubServer", READ_ONLY_MESSAGE))
    if state == _REFUSED:
        return ClubRefusal(translate("ClubServer", REFUSED_MESSAGE))
    if state in REPORT_REFUSALS:
        return InvalidInput(translate("ClubServer", REPORT_REFUSALS[state]))
    if state in XP_REFUSALS:
        return RuleViolation(
            translate("ClubServer", XP_REFUSALS[state]).format(
                name=_printable(_detail(exc)), top=MAX_COMBAT_DICE
            )
        )
    if state == _INVALID_TEXT and "json" in str(exc).lower():
        return DatabaseValueError(translate("Database", JSON_IN_QUERY_MESSAGE))
    if state == _UNIQUE and "campaign_name" in str(exc):
        return InvalidInput(translate("ClubServer", NAME_TAKEN_MESSAGE))
    if state == _SEQUENCE_EXHAUSTED:
        return DatabaseWriteError(
            translate(
                "ClubServer",
                "The club server {host} has run out of ids for new rows, so this change was not saved. Nothing was lost; ask the server's administrator (docs/club-server.md).",  # noqa: E501
            ).format(host=location.host)
        )
    if state == _NUMBER_OUT_OF_RANGE or (
        isinstance(exc, peewee.DataError) and "out of range" in str(exc)
    ):
        return InvalidInput(too_large_message())
    if state in _DISK:
        return DatabaseWriteError(
            translate(
                "ClubServer",
                "The club server {host} could not save this change ({reason}). Nothing was lost; try again later.",  # noqa: E501
            ).format(host=location.host, reason=location.scrub(_first_line(exc)))
        )
    if (
        state.startswith("08")
        or state in _GONE
        or (not state and isinstance(exc, peewee.OperationalError))
    ):
        return DatabaseWriteError(translate("ClubServer", CONNECTION_LOST_MESSAGE))
    return None


def connection_error(exc: BaseException, location: DatabaseLocation) -> DatabaseUnusableError:
    """One plain line for a connection the server refused or could not make."""
    state = _sqlstate(exc)
    detail = location.scrub(_first_line(exc))
    where = location.text
    lowered = detail.lower()
    if state == "28P01" or "password authentication failed" in lowered:
        if location.user:
            return ServerLoginError(
                translate(
                    "ClubServer", "{where}: the server refused the password for {user}"
                ).format(where=where, user=location.user)
            )
        return ServerLoginError(
            translate(
                "ClubServer", "{where}: the server refused the password for this user"
            ).format(where=where)
        )
    if "no password supplied" in lowered or "password is required" in lowered:
        return ServerLoginError(
            translate(
                "ClubServer",
                "{where}: the server asks for a password (give it in PGPASSWORD or ~/.pgpass)",
            ).format(where=where)
        )
    if state == "28000" or ("role" in lowered and "does not exist" in lowered):
        return ServerLoginError(
            translate(
                "ClubServer", "{where}: the server does not let this user in ({reason})"
            ).format(where=where, reason=detail)
        )
    if state == "3D000" or ("database" in lowered and "does not exist" in lowered):
        return ServerUnavailableError(
            translate(
                "ClubServer",
                "{where}: there is no database {database} on the server (the club's organiser creates it: see docs/club-server.md)",  # noqa: E501
            ).format(where=where, database=repr(location.dbname))
        )
    return ServerUnavailableError(
        translate("ClubServer", "cannot reach the club server {where} ({reason})").format(
            where=where, reason=detail
        )
    )


def _first_line(exc: BaseException) -> str:
    original = exc.args[0] if exc.args and isinstance(exc.args[0], BaseException) else exc
    lines = [line.strip() for line in str(original).splitlines() if line.strip()]
    text = lines[0] if lines else type(original).__name__
    # libpq prefixes: 'connection failed: connection to server at "x" (1.2.3.4), port 5432
    # failed: FATAL:  ...' -- keep the part that says what went wrong.
    for marker in ("FATAL:", "ERROR:"):
        if marker in text:
            text = text.split(marker, 1)[1].strip()
    if " failed: " in text:
        text = text.rsplit(" failed: ", 1)[1].strip()
    return text

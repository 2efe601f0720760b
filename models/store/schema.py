"""The Peewee tables of a Muster database.

One schema for the whole domain. Nothing here is SQLite-specific: JSON is kept as text, dates
as Peewee's portable fields, so the same tables can live on a PostgreSQL server.

Ids of profiles, items, specials, scenarios and games are the stable snake_case ids of
RULINGS.md, stored as text: a data update never breaks a saved roster, because the rows keep
the id and the price that was paid.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import DatabaseValueError
from models.store.connection import MAX_INTEGER, db

# Character.status
ACTIVE = "active"
DEAD = "dead"
RETIRED = "retired"
CHARACTER_STATUSES = (ACTIVE, DEAD, RETIRED)

# Game.result
UNRECORDED = "unrecorded"
DRAW = "draw"
WINNER = "winner"
GAME_RESULTS = (UNRECORDED, DRAW, WINNER)

# Purchase.status
OWNED = "owned"
RETURNED = "returned"
LOST = "lost"
PURCHASE_STATUSES = (OWNED, RETURNED, LOST)


# The time a piece of work says it is done at (:func:`as_of`), in this thread or task only.
_AS_OF: ContextVar[dt.datetime | None] = ContextVar("muster_as_of", default=None)


def utcnow() -> dt.datetime:
    """Timestamps are stored as naive UTC: now, or the moment :func:`as_of` set."""
    moment = _AS_OF.get()
    if moment is not None:
        return moment
    return dt.datetime.now(dt.UTC).replace(tzinfo=None, microsecond=0)


@contextmanager
def as_of(moment: dt.datetime) -> Iterator[None]:
    """Stamp what is written inside with ``moment`` (naive UTC), as if done then: the demo
    campaigns are recruited, bought for and played over the weeks before today. Only this
    thread (or asyncio task) sees it; the clock is the real one again afterwards."""
    token = _AS_OF.set(moment.replace(microsecond=0))
    try:
        yield
    finally:
        _AS_OF.reset(token)


# --- fields that read only what they can use ----------------------------------------------
#
# A file can hold anything in any column (SQLite keeps text in a number column, bytes in a
# text column), and a planted row on a server can hold JSON of any shape. Every field below
# gives back a value of its own type or None, or raises DatabaseValueError naming the column:
# the app shows that as unreadable where it appears (ui/unreadable.py) and the database check
# names and repairs the value. Nothing reads a wrong type and fails later, far from it.


# What a value is not, in English (translated by unreadable(), "StoredValues"); constants, so
# that reading a value that is fine costs nothing more.
NOT_TEXT = QT_TRANSLATE_NOOP("StoredValues", "not text")
NOT_WHOLE = QT_TRANSLATE_NOOP("StoredValues", "not a whole number")
NOT_AN_ID = QT_TRANSLATE_NOOP("StoredValues", "not the id of a row")
NOT_A_MOMENT = QT_TRANSLATE_NOOP("StoredValues", "not a date and time")
NOT_A_DATE = QT_TRANSLATE_NOOP("StoredValues", "not a date")
NOT_JSON = QT_TRANSLATE_NOOP("StoredValues", "not JSON")
NOT_A_TABLE = QT_TRANSLATE_NOOP("StoredValues", "not a table of values")
NOT_A_LIST = QT_TRANSLATE_NOOP("StoredValues", "not a list")


def unreadable(field: pw.Field, value: Any, why: str) -> DatabaseValueError:
    """The words for ``value`` of ``field`` that Muster cannot use (``why``: what it is not,
    one of the texts above)."""
    shown = repr(value[:40] if isinstance(value, str | bytes) else value)
    if len(shown) > 60:
        shown = shown[:57] + "…"
    return DatabaseValueError(
        translate(
            "StoredValues",
            "The database holds a value Muster cannot read: the {field} of a {table} is {value}, {why}. The database check (Database ▸ Check… in the app) finds it and says what can be done.",  # noqa: E501
        ).format(
            field=field.name,
            table=field.model.__name__.lower(),
            value=shown,
            why=translate("StoredValues", why),
        )
    )


def _text(field: pw.Field, value: Any) -> str | None:
    if value is None or type(value) is str:
        return value
    if isinstance(value, bytes | memoryview):  # a blob: text if it is UTF-8, as Peewee reads it
        try:
            return bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            raise unreadable(field, bytes(value), NOT_TEXT) from None
    return str(value)  # a number SQLite kept in a text column reads as its digits


class TextField(pw.TextField):
    """Text; bytes that are no UTF-8 are unreadable."""

    def python_value(self, value: Any) -> str | None:
        return _text(self, value)


class CharField(pw.CharField):
    """Short text (an id of the rules, a status); bytes that are no UTF-8 are unreadable."""

    def python_value(self, value: Any) -> str | None:
        return _text(self, value)


def _whole(field: pw.Field, value: Any, why: str) -> int | None:
    if value is None or type(value) is int:
        return value
    if type(value) is float and math.isfinite(value) and -MAX_INTEGER - 1 <= value <= MAX_INTEGER:
        return int(value)  # a fraction SQLite kept, as Peewee reads it: its whole part
    raise unreadable(field, value, why)


class IntegerField(pw.IntegerField):
    """A whole number; text, or a number past a 64-bit integer, is unreadable."""

    def python_value(self, value: Any) -> int | None:
        return _whole(self, value, NOT_WHOLE)


class ForeignKeyField(pw.ForeignKeyField):
    """A link to a row by its id; anything but a whole number is unreadable."""

    def python_value(self, value: Any) -> Any:
        return _whole(self, value, NOT_AN_ID)


class DateTimeField(pw.DateTimeField):
    """A moment (naive UTC); text that is no date and time is unreadable."""

    def python_value(self, value: Any) -> dt.datetime | None:
        if isinstance(value, bytes | memoryview):
            raise unreadable(self, bytes(value), NOT_A_MOMENT)
        read = super().python_value(value)
        if read is None or isinstance(read, dt.datetime):
            return read
        if type(read) is dt.date:  # a date alone is its midnight
            return dt.datetime.combine(read, dt.time())
        raise unreadable(self, value, NOT_A_MOMENT)


class DateField(pw.DateField):
    """A day; text that is no date is unreadable."""

    def python_value(self, value: Any) -> dt.date | None:
        if isinstance(value, bytes | memoryview):
            raise unreadable(self, bytes(value), NOT_A_DATE)
        read = super().python_value(value)
        if read is None or type(read) is dt.date:
            return read
        if isinstance(read, dt.datetime):
            return read.date()
        raise unreadable(self, value, NOT_A_DATE)


class JSONField(pw.TextField):
    """Structured details kept as JSON text (portable across SQLite and PostgreSQL).

    ``shape`` is the type the value must have once read (``dict`` or ``list``): a table of
    house rules that reads as a number is as unreadable as text that is no JSON.
    """

    def __init__(self, *args: Any, shape: type | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.shape = shape

    def db_value(self, value: Any) -> str | None:
        if value is None:
            return None
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    def python_value(self, value: str | None) -> Any:
        if value is None:
            return None
        try:
            read = json.loads(value)
        except (ValueError, TypeError, RecursionError):  # too deep is no value of Muster's
            raise unreadable(self, value, NOT_JSON) from None
        if self.shape is not None and not isinstance(read, self.shape):
            why = NOT_A_TABLE if self.shape is dict else NOT_A_LIST
            raise unreadable(self, value, why)
        return read


def stored_whole(value: Any, what: str) -> int | None:
    """A whole number read from the database, or None; anything else (text that SQLite kept
    in a number column) raises :class:`DatabaseValueError` naming ``what``."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise DatabaseValueError(
        translate(
            "StoredValues",
            "The database holds {value} as the {what}, not a whole number. The database check (Database ▸ Check… in the app) finds it.",  # noqa: E501
        ).format(value=repr(str(value)[:40]), what=what)
    )


class BaseModel(pw.Model):
    id: pw.AutoField[int]  # Peewee's automatic primary key (declared for the type checker)

    class Meta:
        database = db
        legacy_table_names = False


class SchemaVersion(BaseModel):
    """One row: the version of this schema, read before anything else."""

    version = IntegerField()


class Campaign(BaseModel):
    """A series of linked games of one of the two games (K1)."""

    name = TextField(unique=True)
    game = CharField(max_length=40)  # "beastrider_wars" or "caliburns_wrath"
    house_rules = JSONField(default=dict, shape=dict)
    created = DateTimeField(default=utcnow)
    warbands: pw.ModelSelect[Warband]  # the backref of Warband.campaign, for the type checker


class Warband(BaseModel):
    """One player's band of characters in a campaign."""

    campaign = ForeignKeyField(Campaign, backref="warbands", on_delete="CASCADE")
    campaign_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    characters: pw.ModelSelect[Character]  # the backref of Character.warband, ditto
    name = TextField()
    player = TextField(default="")
    notes = TextField(default="")
    created = DateTimeField(default=utcnow)

    class Meta:
        indexes = ((("campaign", "name"), True),)


class Character(BaseModel):
    """A warrior of a warband, recruited from a game profile or a campaign's own profile."""

    warband = ForeignKeyField(Warband, backref="characters", on_delete="CASCADE")
    warband_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    name = TextField()
    profile = CharField(max_length=80)
    status = CharField(max_length=10, default=ACTIVE, index=True)
    position = IntegerField(default=0)  # roster order (the Beastrider Wars acts in it)
    gold = IntegerField(default=0)  # unspent gold pieces (Caliburn's Wrath, C9)
    options = JSONField(
        default=list, shape=list
    )  # option ids, e.g. ["shield"] (Beastrider Wars, B4/B7)
    upgrades = JSONField(default=list, shape=list)  # [{"kind": "special"|"attack"|"defend", ...}]
    injuries = JSONField(
        default=dict, shape=dict
    )  # lasting injuries, e.g. {"leg": 1} or {"attack": 1}
    notes = TextField(default="")  # added in schema version 2
    created = DateTimeField(default=utcnow)

    class Meta:
        indexes = ((("warband", "position"), False),)


class Game(BaseModel):
    """One game of a campaign; games link into the campaign's story through ``follows``."""

    campaign = ForeignKeyField(Campaign, backref="games", on_delete="CASCADE")
    campaign_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    sides: pw.ModelSelect[GameSide]  # the backref of GameSide.game, ditto
    fielded: pw.ModelSelect[GameCharacter]  # the backref of GameCharacter.game, ditto
    number = IntegerField()  # sequence number within the campaign, from 1
    scenario = CharField(max_length=80)
    played_on = DateField(null=True)
    follows = ForeignKeyField("self", null=True, backref="followed_by", on_delete="SET NULL")
    follows_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    points_limit = IntegerField(null=True)
    result = CharField(max_length=12, default=UNRECORDED)
    winner = ForeignKeyField(Warband, null=True, on_delete="SET NULL")
    winner_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    details = JSONField(default=dict, shape=dict)  # initiative roll, relic carrier, ...
    notes = TextField(default="")  # added in schema version 2
    created = DateTimeField(default=utcnow)
    recorded = DateTimeField(null=True)

    class Meta:
        indexes = ((("campaign", "number"), True),)


class Purchase(BaseModel):
    """An item a warrior bought, with the price pinned at the time of purchase.

    It is carried by a warrior (``character``) or kept in his warband's stash (``stash``,
    schema version 3): exactly one of the two is set. Moving it changes only that (K5).
    """

    character = ForeignKeyField(
        Character, null=True, backref="purchases", on_delete="CASCADE"
    )  # null while in a stash (schema version 3)
    character_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    item = CharField(max_length=80)
    price = IntegerField()
    status = CharField(max_length=10, default=OWNED)
    bought = DateTimeField(default=utcnow)
    refund = IntegerField(null=True)  # gold given back when returned
    lost_in = ForeignKeyField(Game, null=True, on_delete="SET NULL")
    lost_in_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    stash = ForeignKeyField(Warband, null=True, backref="stash", on_delete="CASCADE")
    stash_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker


class GameSide(BaseModel):
    """A warband taking part in a game, with its role where the scenario has roles."""

    game = ForeignKeyField(Game, backref="sides", on_delete="CASCADE")
    game_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    warband = ForeignKeyField(Warband, backref="sides", on_delete="CASCADE")
    warband_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    role = CharField(max_length=20, default="")  # "", "attacker", "defender"

    class Meta:
        indexes = ((("game", "warband"), True),)


class GameCharacter(BaseModel):
    """A character fielded in a game, and what happened to him in it."""

    game = ForeignKeyField(Game, backref="fielded", on_delete="CASCADE")
    game_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    side = ForeignKeyField(GameSide, backref="fielded", on_delete="CASCADE")
    side_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    character = ForeignKeyField(Character, null=True, backref="games", on_delete="SET NULL")
    character_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    name = TextField()  # kept readable if the character is deleted later
    outcome = JSONField(default=dict, shape=dict)

    class Meta:
        indexes = ((("game", "character"), True),)


class HistoryEntry(BaseModel):
    """An append-only log line of a character's (or a warband's) story.

    Corrections are new entries; nothing here is ever updated in place. Names of other
    characters (victims, killers) are copied into ``text`` and ``details`` so they stay
    readable after those characters are deleted.
    """

    campaign = ForeignKeyField(Campaign, backref="history", on_delete="CASCADE")
    campaign_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    warband = ForeignKeyField(Warband, null=True, backref="history", on_delete="CASCADE")
    warband_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    character = ForeignKeyField(Character, null=True, backref="history", on_delete="CASCADE")
    character_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    game = ForeignKeyField(Game, null=True, backref="history", on_delete="SET NULL")
    game_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    kind = CharField(max_length=30, index=True)
    text = TextField()
    details = JSONField(default=dict, shape=dict)
    created = DateTimeField(default=utcnow)

    class Meta:
        indexes = (
            (("character", "id"), False),
            (("warband", "id"), False),
            # a campaign's entries of one kind (its recruitments, for a hero's history)
            (("campaign", "kind"), False),
        )


class TrackedGame(BaseModel):
    """A game being played at the table, tracked change by change (schema version 4).

    ``state`` is the table but for its seats (:func:`rules.tracker_json.state_json`: the
    sides, the turn and who acts first in it, the relic, the game's dice); ``turn`` repeats
    the turn for queries. ``revision`` counts the changes written, so a reader can tell it
    changed. Recording the game keeps its log with it and deletes these rows.
    """

    game = ForeignKeyField(Game, unique=True, backref="tracked", on_delete="CASCADE")
    game_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    turn = IntegerField(default=1)
    state = JSONField(default=dict, shape=dict)
    revision = IntegerField(default=0)
    started = DateTimeField(default=utcnow)
    updated = DateTimeField(default=utcnow)


class TrackedCharacter(BaseModel):
    """A fielded character at the table: his place, his seat (as he took the field) and his
    marks (what has happened to him); :mod:`rules.tracker_json` reads both. A seat outlives
    its fielded character (his warband deleted): the table and its log stay whole."""

    tracked = ForeignKeyField(TrackedGame, backref="seats", on_delete="CASCADE")
    tracked_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    fielded = ForeignKeyField(
        GameCharacter, null=True, unique=True, backref="tracked", on_delete="SET NULL"
    )
    fielded_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    place = IntegerField()
    seat = JSONField(default=dict, shape=dict)
    marks = JSONField(default=dict, shape=dict)

    class Meta:
        indexes = ((("tracked", "place"), True),)


class TrackerEntry(BaseModel):
    """A line of a tracked game's log: the change as data, and what taking it back restores
    (the table's state and the marks it changed, as they were before); both null for the
    lines that open the log."""

    tracked = ForeignKeyField(TrackedGame, backref="entries", on_delete="CASCADE")
    tracked_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    turn = IntegerField()
    text = TextField()
    change = JSONField(null=True)
    undo = JSONField(null=True)
    created = DateTimeField(default=utcnow)

    class Meta:
        indexes = ((("tracked", "id"), False),)


# CampaignMember.kind (club roles, schema version 5)
ORGANISER = "organiser"
PLAYER = "player"
MEMBER_KINDS = (ORGANISER, PLAYER)


class CampaignMember(BaseModel):
    """A login role of the club server that belongs to a campaign, as an organiser or a player
    (schema version 5; docs/club-server.md, *Roles*). The server's row-level security policies
    read it (:mod:`models.store.roles`); a SQLite file is single-user and never reads it.

    Membership is the server's, not the campaign's: it is not undone with a campaign's changes
    (``recorded = False``: the database's own cascade deletes it) and not in campaign files.
    """

    campaign = ForeignKeyField(Campaign, backref="members", on_delete="CASCADE")
    campaign_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    role = TextField()  # the PostgreSQL login role, as current_user names it
    kind = CharField(max_length=10, default=PLAYER)

    class Meta:
        indexes = ((("campaign", "role"), True),)
        recorded = False


class WarbandOwner(BaseModel):
    """A warband kept by a member of its campaign, who may change it (schema version 5)."""

    warband = ForeignKeyField(Warband, unique=True, backref="owners", on_delete="CASCADE")
    warband_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    member = ForeignKeyField(CampaignMember, backref="warbands", on_delete="CASCADE")
    member_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker

    class Meta:
        recorded = False


# GameReport.state (players' reports, schema version 9)
REPORTED = "reported"
DISPUTED = "disputed"
REPORT_STATES = (REPORTED, DISPUTED)


class GameReport(BaseModel):
    """One player's report of a game's outcome on a club server, waiting for the other side
    to confirm it (schema version 9; docs/club-server.md, *Two players record their game*).

    ``winner``, ``relic_carrier`` and ``outcomes`` are what the reporter entered, as
    :func:`models.outcomes.record_outcome` takes them; ``changes`` is every row the
    recording writes, worked out as the reporter reported (:mod:`models.reports`), which the
    server applies, and only that, when the other side confirms. Only the server's own
    functions write it (:mod:`models.store.roles`); a SQLite file has one user, who records
    games himself, and never reads it. Like membership, it is not undone and not in campaign
    files: a confirmed report becomes the recorded game.
    """

    game = ForeignKeyField(Game, unique=True, backref="reports", on_delete="CASCADE")
    game_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    reporter = TextField()  # the login role who reported, as the server names it
    state = CharField(max_length=10, default=REPORTED)
    winner = ForeignKeyField(Warband, null=True, on_delete="CASCADE")
    winner_id: pw.ForeignKeyField[int | None]  # the id the link holds, for the type checker
    relic_carrier = IntegerField(null=True)
    outcomes = TextField(default="{}")  # JSON: fielded character's id -> outcome
    changes = TextField(default="[]")  # JSON: the rows the recording writes
    reason = TextField(default="")  # why the other side disputes it
    # JSON: the fielded characters (ids) the dispute is about (schema version 10)
    named = TextField(default="[]")
    reported = DateTimeField(default=utcnow)

    class Meta:
        recorded = False


# ReportEvent.kind: what happened to a game's report (schema version 9)
REPORT_EVENTS = ("reported", "disputed", "discarded", "confirmed")


class ReportEvent(BaseModel):
    """What happened to the reports of a campaign's games on a club server, for the campaign
    log: who reported, disputed (and why), discarded or confirmed a game's report, and when
    (schema version 9). Written by the server's report functions alone; like membership, the
    server's own, not undone and not in campaign files (a confirmed report is the recorded
    game, written as an organiser's recording is)."""

    game = ForeignKeyField(Game, backref="report_events", on_delete="CASCADE")
    game_id: pw.ForeignKeyField[int]  # the id the link holds, for the type checker
    role = TextField()  # the login role who did it
    kind = CharField(max_length=10)
    reason = TextField(default="")  # why it was disputed; confirmed: whose report it was
    # JSON: the fielded characters (ids) a dispute named (schema version 10)
    named = TextField(default="[]")
    happened = DateTimeField(default=utcnow)

    class Meta:
        recorded = False


ALL_MODELS: tuple[type[BaseModel], ...] = (
    SchemaVersion,
    Campaign,
    Warband,
    Character,
    Game,
    Purchase,
    GameSide,
    GameCharacter,
    HistoryEntry,
    TrackedGame,
    TrackedCharacter,
    TrackerEntry,
    CampaignMember,
    WarbandOwner,
    GameReport,
    ReportEvent,
)

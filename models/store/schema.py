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
from typing import Any

import peewee as pw

from models.errors import DatabaseValueError
from models.store.connection import db

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


def utcnow() -> dt.datetime:
    """Timestamps are stored as naive UTC."""
    return dt.datetime.now(dt.UTC).replace(tzinfo=None, microsecond=0)


class JSONField(pw.TextField):
    """Structured details kept as JSON text (portable across SQLite and PostgreSQL)."""

    def db_value(self, value: Any) -> str | None:
        if value is None:
            return None
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    def python_value(self, value: str | None) -> Any:
        if value is None:
            return None
        try:
            return json.loads(value)
        except (ValueError, TypeError, RecursionError):  # too deep is no value of Muster's
            shown = repr(value[:40] if isinstance(value, str | bytes) else value)
            raise DatabaseValueError(
                f"The database holds a value Muster cannot read: the {self.name} of a "
                f"{self.model.__name__.lower()} is {shown}, not JSON. The database check "
                "(Database ▸ Check… in the app) finds it and says what can be done."
            ) from None


def stored_whole(value: Any, what: str) -> int | None:
    """A whole number read from the database, or None; anything else (text that SQLite kept
    in a number column) raises :class:`DatabaseValueError` naming ``what``."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise DatabaseValueError(
        f"The database holds {str(value)[:40]!r} as the {what}, not a whole number. The "
        "database check (Database ▸ Check… in the app) finds it."
    )


class BaseModel(pw.Model):
    class Meta:
        database = db
        legacy_table_names = False


class SchemaVersion(BaseModel):
    """One row: the version of this schema, read before anything else."""

    version = pw.IntegerField()


class Campaign(BaseModel):
    """A series of linked games of one of the two games (K1)."""

    name = pw.TextField(unique=True)
    game = pw.CharField(max_length=40)  # "beastrider_wars" or "caliburns_wrath"
    house_rules = JSONField(default=dict)
    created = pw.DateTimeField(default=utcnow)


class Warband(BaseModel):
    """One player's band of characters in a campaign."""

    campaign = pw.ForeignKeyField(Campaign, backref="warbands", on_delete="CASCADE")
    name = pw.TextField()
    player = pw.TextField(default="")
    notes = pw.TextField(default="")
    created = pw.DateTimeField(default=utcnow)

    class Meta:
        indexes = ((("campaign", "name"), True),)


class Character(BaseModel):
    """A warrior of a warband, recruited from a game profile or a campaign's own profile."""

    warband = pw.ForeignKeyField(Warband, backref="characters", on_delete="CASCADE")
    name = pw.TextField()
    profile = pw.CharField(max_length=80)
    status = pw.CharField(max_length=10, default=ACTIVE, index=True)
    position = pw.IntegerField(default=0)  # roster order (the Beastrider Wars acts in it)
    gold = pw.IntegerField(default=0)  # unspent gold pieces (Caliburn's Wrath, C9)
    options = JSONField(default=list)  # option ids, e.g. ["shield"] (Beastrider Wars, B4/B7)
    upgrades = JSONField(default=list)  # [{"kind": "special"|"attack"|"defend", ...}]
    injuries = JSONField(default=dict)  # lasting injuries, e.g. {"leg": 1} or {"attack": 1}
    notes = pw.TextField(default="")  # added in schema version 2
    created = pw.DateTimeField(default=utcnow)

    class Meta:
        indexes = ((("warband", "position"), False),)


class Game(BaseModel):
    """One game of a campaign; games link into the campaign's story through ``follows``."""

    campaign = pw.ForeignKeyField(Campaign, backref="games", on_delete="CASCADE")
    number = pw.IntegerField()  # sequence number within the campaign, from 1
    scenario = pw.CharField(max_length=80)
    played_on = pw.DateField(null=True)
    follows = pw.ForeignKeyField("self", null=True, backref="followed_by", on_delete="SET NULL")
    points_limit = pw.IntegerField(null=True)
    result = pw.CharField(max_length=12, default=UNRECORDED)
    winner = pw.ForeignKeyField(Warband, null=True, on_delete="SET NULL")
    details = JSONField(default=dict)  # initiative roll, relic carrier, ...
    notes = pw.TextField(default="")  # added in schema version 2
    created = pw.DateTimeField(default=utcnow)
    recorded = pw.DateTimeField(null=True)

    class Meta:
        indexes = ((("campaign", "number"), True),)


class Purchase(BaseModel):
    """An item a warrior bought, with the price pinned at the time of purchase.

    It is carried by a warrior (``character``) or kept in his warband's stash (``stash``,
    schema version 3): exactly one of the two is set. Moving it changes only that (K5).
    """

    character = pw.ForeignKeyField(
        Character, null=True, backref="purchases", on_delete="CASCADE"
    )  # null while in a stash (schema version 3)
    item = pw.CharField(max_length=80)
    price = pw.IntegerField()
    status = pw.CharField(max_length=10, default=OWNED)
    bought = pw.DateTimeField(default=utcnow)
    refund = pw.IntegerField(null=True)  # gold given back when returned
    lost_in = pw.ForeignKeyField(Game, null=True, on_delete="SET NULL")
    stash = pw.ForeignKeyField(Warband, null=True, backref="stash", on_delete="CASCADE")


class GameSide(BaseModel):
    """A warband taking part in a game, with its role where the scenario has roles."""

    game = pw.ForeignKeyField(Game, backref="sides", on_delete="CASCADE")
    warband = pw.ForeignKeyField(Warband, backref="sides", on_delete="CASCADE")
    role = pw.CharField(max_length=20, default="")  # "", "attacker", "defender"

    class Meta:
        indexes = ((("game", "warband"), True),)


class GameCharacter(BaseModel):
    """A character fielded in a game, and what happened to him in it."""

    game = pw.ForeignKeyField(Game, backref="fielded", on_delete="CASCADE")
    side = pw.ForeignKeyField(GameSide, backref="fielded", on_delete="CASCADE")
    character = pw.ForeignKeyField(Character, null=True, backref="games", on_delete="SET NULL")
    name = pw.TextField()  # kept readable if the character is deleted later
    outcome = JSONField(default=dict)

    class Meta:
        indexes = ((("game", "character"), True),)


class HistoryEntry(BaseModel):
    """An append-only log line of a character's (or a warband's) story.

    Corrections are new entries; nothing here is ever updated in place. Names of other
    characters (victims, killers) are copied into ``text`` and ``details`` so they stay
    readable after those characters are deleted.
    """

    campaign = pw.ForeignKeyField(Campaign, backref="history", on_delete="CASCADE")
    warband = pw.ForeignKeyField(Warband, null=True, backref="history", on_delete="CASCADE")
    character = pw.ForeignKeyField(Character, null=True, backref="history", on_delete="CASCADE")
    game = pw.ForeignKeyField(Game, null=True, backref="history", on_delete="SET NULL")
    kind = pw.CharField(max_length=30, index=True)
    text = pw.TextField()
    details = JSONField(default=dict)
    created = pw.DateTimeField(default=utcnow)

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

    game = pw.ForeignKeyField(Game, unique=True, backref="tracked", on_delete="CASCADE")
    turn = pw.IntegerField(default=1)
    state = JSONField(default=dict)
    revision = pw.IntegerField(default=0)
    started = pw.DateTimeField(default=utcnow)
    updated = pw.DateTimeField(default=utcnow)


class TrackedCharacter(BaseModel):
    """A fielded character at the table: his place, his seat (as he took the field) and his
    marks (what has happened to him); :mod:`rules.tracker_json` reads both. A seat outlives
    its fielded character (his warband deleted): the table and its log stay whole."""

    tracked = pw.ForeignKeyField(TrackedGame, backref="seats", on_delete="CASCADE")
    fielded = pw.ForeignKeyField(
        GameCharacter, null=True, unique=True, backref="tracked", on_delete="SET NULL"
    )
    place = pw.IntegerField()
    seat = JSONField(default=dict)
    marks = JSONField(default=dict)

    class Meta:
        indexes = ((("tracked", "place"), True),)


class TrackerEntry(BaseModel):
    """A line of a tracked game's log: the change as data, and what taking it back restores
    (the table's state and the marks it changed, as they were before); both null for the
    lines that open the log."""

    tracked = pw.ForeignKeyField(TrackedGame, backref="entries", on_delete="CASCADE")
    turn = pw.IntegerField()
    text = pw.TextField()
    change = JSONField(null=True)
    undo = JSONField(null=True)
    created = pw.DateTimeField(default=utcnow)

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

    campaign = pw.ForeignKeyField(Campaign, backref="members", on_delete="CASCADE")
    role = pw.TextField()  # the PostgreSQL login role, as current_user names it
    kind = pw.CharField(max_length=10, default=PLAYER)

    class Meta:
        indexes = ((("campaign", "role"), True),)
        recorded = False


class WarbandOwner(BaseModel):
    """A warband kept by a member of its campaign, who may change it (schema version 5)."""

    warband = pw.ForeignKeyField(Warband, unique=True, backref="owners", on_delete="CASCADE")
    member = pw.ForeignKeyField(CampaignMember, backref="warbands", on_delete="CASCADE")

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
)

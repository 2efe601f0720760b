"""What every column of every table must hold, for the database check's column check
(:mod:`models.check.columns`): its kind, whether it may be empty, its range, its allowed values,
and for JSON which shape check reads it."""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models.games import MAX_POINTS
from models.history import KINDS
from models.records import declarations as declared
from models.store.connection import MAX_INTEGER
from models.store.raw import DAY, JSON, LINK, MOMENT, NUMBER, TEXT
from models.store.schema import (
    ALL_MODELS,
    CHARACTER_STATUSES,
    GAME_RESULTS,
    PURCHASE_STATUSES,
    BaseModel,
    JSONField,
)
from rules import tracker_json as tj
from rules.games import GAME_IDS

ROLES = ("", "attacker", "defender")


@dataclass(frozen=True)
class Column:
    """What one column must hold; ``words`` names it for a person."""

    name: str
    kind: str
    words: str
    null: bool = False
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    shape: str = ""  # JSON: which shape check (a method of ColumnCheck)
    # A name, judged by the import's own rule (models.records.fields.name); a player's may
    # be empty, which is no player.
    is_name: bool = False
    empty_allowed: bool = False

    @property
    def called(self) -> str:
        """The words, translated."""
        return translate("DatabaseColumn", self.words)

    def the(self, problem: str) -> str:
        """ "the <words> <problem>", the verb agreeing with the words: "the notes are …"
        (``problem`` translated; English's "is" made "are" for the words that take it)."""
        if self.words in PLURAL and problem.startswith("is "):
            problem = "are " + problem.removeprefix("is ")
        return translate("DatabaseCheck", "the {column} {problem}").format(
            column=self.called, problem=problem
        )


# The words of columns that take "are".
PLURAL = frozenset(
    {"notes", "options", "upgrades", "lasting injuries", "house rules", "details"}
    | {"marks at the table"}
)


# What the schema does not say of a column, by table and field: the words that name it where
# its field's name does not, and its range, allowed values and JSON shape check.
NAME: dict[str, Any] = {"is_name": True}
# The words of every column, as a report names it (translated: Column.called): those SAID
# gives, "time it was made" for every "created", and the rest its field's name, "_" a space.
WORDS = (
    QT_TRANSLATE_NOOP("DatabaseColumn", "buyer"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "campaign"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "change"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "character"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "count of changes"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "date played"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "details"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "fielded character"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "game"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "game at the table"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "game it follows"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "game it was lost in"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "gold"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "house rules"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "item"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "kind"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "lasting injuries"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "marks at the table"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "name"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "notes"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "number"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "options"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "outcome"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "place at the table"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "place on the roster"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "player"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "points limit"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "price"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "profile"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "record of what it changed"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "refund"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "result"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "role"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "scenario"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "seat at the table"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "side"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "state of the table"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "status"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "text"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "time it was bought"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "time it was last changed"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "time it was made"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "time it was recorded"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "time it was started"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "turn"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "upgrades"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "warband"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "warband whose stash keeps it"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "way back"),
    QT_TRANSLATE_NOOP("DatabaseColumn", "winner"),
)
SAID: dict[str, dict[str, dict[str, Any]]] = {
    "campaign": {
        "name": NAME,
        "game": {"choices": GAME_IDS},
        "house_rules": {"shape": "house_rules"},
    },
    # (a warband's name and player: their declarations say)
    "character": {
        "name": NAME,
        "status": {"choices": CHARACTER_STATUSES},
        "position": {"words": "place on the roster", "minimum": 0, "maximum": MAX_INTEGER},
        # gold below 0 is a problem of its own, with a repair
        "options": {"shape": "options"},
        "upgrades": {"shape": "upgrades"},
        "injuries": {"words": "lasting injuries", "shape": "injuries"},
    },
    "game": {
        # a number below 1, or twice, is a problem of its own
        "played_on": {"words": "date played"},
        "follows": {"words": "game it follows"},
        "points_limit": {"minimum": 0, "maximum": MAX_POINTS},
        "result": {"choices": GAME_RESULTS},
        "details": {"words": "record of what it changed", "shape": "game_details"},
        "recorded": {"words": "time it was recorded"},
    },
    "purchase": {
        # Carried by a character or kept in a warband's stash (K5): which one, or neither or
        # both, is a problem of its own (records.kit_places).
        "character": {"words": "buyer"},
        "stash": {"words": "warband whose stash keeps it"},
        "price": {"null": True},  # missing or below 0: its own problem, with a repair
        "status": {"choices": PURCHASE_STATUSES},
        "bought": {"words": "time it was bought"},
        "refund": {"minimum": 0, "maximum": MAX_INTEGER},
        "lost_in": {"words": "game it was lost in"},
    },
    "game_side": {"role": {"choices": ROLES}},
    "game_character": {"name": NAME, "outcome": {"shape": "outcome"}},
    "history_entry": {"kind": {"choices": KINDS}, "details": {"shape": "history_details"}},
    # The games being played at the table (schema step 4; their shapes read by
    # rules.tracker_json).
    "tracked_game": {
        "turn": {"minimum": 1, "maximum": tj.MAX_TURN},
        "state": {"words": "state of the table", "shape": "tracker_state"},
        "revision": {"words": "count of changes", "minimum": 0, "maximum": MAX_INTEGER},
        "started": {"words": "time it was started"},
        "updated": {"words": "time it was last changed"},
    },
    "tracked_character": {
        "tracked": {"words": "game at the table"},
        "fielded": {"words": "fielded character"},
        "place": {"words": "place at the table", "minimum": 0, "maximum": tj.MAX_PLACE},
        "seat": {"words": "seat at the table", "shape": "tracker_seat"},
        "marks": {"words": "marks at the table", "shape": "tracker_marks"},
    },
    "tracker_entry": {
        "tracked": {"words": "game at the table"},
        "turn": {"minimum": 1, "maximum": tj.MAX_TURN},
        # Both empty for the lines that open the log.
        "change": {"shape": "tracker_change"},
        "undo": {"words": "way back", "shape": "tracker_undo"},
    },
}
# Tables the check does not read: the schema's version, a club server's memberships and its
# players' reports waiting for confirmation (the server's own, checked by its seals and its
# report functions: docs/club-server.md; a report is checked again as it is confirmed).
UNCHECKED = frozenset(
    ("schema_version", "campaign_member", "warband_owner", "game_report", "report_event")
)


def _kind(field: pw.Field) -> str:
    if isinstance(field, pw.ForeignKeyField):
        return LINK
    if isinstance(field, JSONField):
        return JSON
    if isinstance(field, pw.DateTimeField):
        return MOMENT
    if isinstance(field, pw.DateField):
        return DAY
    return NUMBER if isinstance(field, pw.IntegerField) else TEXT


def _declared(model: type[BaseModel]) -> dict[str, dict[str, Any]]:
    """What the declarations of the records ``model`` keeps say of its columns: their words,
    and a name's rule (models.records.declarations)."""
    found: dict[str, dict[str, Any]] = {}
    for record in declared.ALL_RECORDS:
        if declared.KEPT_IN.get(record.__name__) is not model:
            continue
        hints = typing.get_type_hints(record, include_extras=True)
        for name, said in declared.said_of(record).items():
            column: dict[str, Any] = {"words": said.words} if said.words else {}
            try:
                kind = declared.text_kind(hints[name])
            except TypeError:
                kind = ""
            if kind == declared.NAME:
                column |= NAME
            elif kind == declared.OPTIONAL_NAME:
                column |= {**NAME, "empty_allowed": True}
            found[name] = column
    return found


def _columns(model: type[BaseModel]) -> tuple[Column, ...]:
    """Every column of ``model``'s table: its kind and whether it may be empty as the schema
    declares them, named by its field's name ("time it was made" for ``created``) or the
    words its declaration says, with what :data:`SAID` adds. A JSON column needs its shape
    check said."""
    said = SAID.get(model._meta.table_name, {})
    declared_here = _declared(model)
    columns = []
    for field in model._meta.sorted_fields[1:]:  # its id first
        words, _context = declared.words_of(field.name, None)
        column = Column(
            **{"name": field.column_name, "kind": _kind(field), "words": words}
            | {"null": bool(field.null)}
            | declared_here.get(field.name, {})
            | said.get(field.name, {})
        )
        if column.kind == JSON and not column.shape:
            raise TypeError(f"{model.__name__}.{field.name}: say which shape check reads it")
        columns.append(column)
    return tuple(columns)


# What every column of every table the check reads must hold.
TABLES: dict[str, tuple[Column, ...]] = {
    model._meta.table_name: _columns(model)
    for model in ALL_MODELS
    if model._meta.table_name not in UNCHECKED
}
# The columns besides the JSON ones that the JSON columns' shape checks read: what names the
# campaign (whose rules they are read by), and a game's result.
JSON_CONTEXT: dict[str, tuple[str, ...]] = {
    "character": ("warband_id",),
    "game": ("campaign_id", "result"),
    "game_character": ("game_id",),
    "history_entry": ("campaign_id",),
    "tracked_game": ("game_id",),
    "tracked_character": ("tracked_id",),
    "tracker_entry": ("tracked_id",),
}

# The JSON a repair puts in place of text that is not JSON at all, where one is safe.
RESET: dict[tuple[str, str], Any] = {
    ("character", "options"): [],
    ("character", "upgrades"): [],
    ("character", "injuries"): {},
}

"""Each record of a campaign file, declared once: its fields in their order, their types,
bounds, choices and which may be null (docs/campaign-format.md).

The declarations are msgspec structs. From them come the field names the reader and the
database check take (:mod:`models.records.document`) and the published JSON Schema of the
file, ``docs/campaign.schema.json`` (:mod:`models.records.schema`). What a schema cannot say
is the reader's alone, and the format document lists it: the names and ids the campaign's own
rules know (profiles, items, scenarios, roles), references to keys declared elsewhere in the
file, duplicate keys, and the rules over a whole campaign. What the schema accepts, the reader
accepts in the same way: a whole number written ``2e0`` or ``2.0`` (JSON Schema's "integer"),
a text in another Unicode normal form than C (read composed, as Muster keeps every text).
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Annotated, Any, Generic, Literal, NamedTuple, TypeVar

import msgspec
import peewee as pw
from msgspec import Meta

from i18n import QT_TRANSLATE_NOOP
from models.history import CORRECTION, GOLD, KINDS, PURCHASE, RECRUITED, RETURN
from models.limits import LIMITS
from models.store import schema as tables
from models.store.connection import MAX_INTEGER
from models.store.schema import CHARACTER_STATUSES, GAME_RESULTS, PURCHASE_STATUSES
from models.validation import MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_NUMBER, MAX_POINTS
from rules.characters import CALIBURN_UPGRADE_KINDS, UPGRADE_KINDS
from rules.fields import SNAKE_CASE
from rules.games import GAME_IDS

FORMAT = "muster-campaign"
# 2: the initiative names its die and which side rolled what; a recorded game keeps each
# fielded character as he took the field, and notes a side it let play over the points limit;
# history corrections name what they supersede; a warband's stash (K5), and the kit a death put
# there; the heroes_return, dead_kit_to_stash and allow_over_limit settings.
# 3: a game being played at the table (games[].tracker), and the log a recorded game played
# that way keeps (details.log).
# 4: a second weapon broken in the same game (C6): a Caliburn's Wrath outcome's
# second_weapon_broken, and the tracker's marks of the same name.
# 5: the weapon the player chose for a warrior at the table (C6, C7): the tracker's marks'
# wielding, and the change that takes one up (kind "wield") in its log.
# Later versions are the fields that came with them: VERSION (below the records) is the
# latest a field's Said(since=...) names, and never below this one.
HIGHEST_UNDECLARED = 5

# Invisible characters no text of the file holds (a name not even the ones that reorder text);
# notes and texts may hold line breaks and tabs.
_CONTROLS = "\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f"
_LINES = "\\t\\n"
_BIDI = "\\u202a-\\u202e\\u2066-\\u2069"
_EDGE = f"[^\\s{_CONTROLS}{_LINES}{_BIDI}]"  # a name's first and last character


def _choice(values: tuple[str, ...]) -> Any:
    return Literal.__getitem__(values)


# The patterns of the kinds of text, by which a refusal names what was wanted
# (models.records.shape).
# Each ends in "$(?!\n)": "$" alone would let a line break end the text.
KEY_PATTERN = "^[A-Za-z0-9_-]{1,64}$(?!\\n)"
NAME_PATTERN = f"^{_EDGE}(?:[^{_CONTROLS}{_LINES}{_BIDI}]*{_EDGE})?$(?!\\n)"
NOTES_PATTERN = f"^(?:[^\\s{_CONTROLS}](?:[^{_CONTROLS}]*[^\\s{_CONTROLS}])?)?$(?!\\n)"
TEXT_PATTERN = f"^[^\\s{_CONTROLS}](?:[^{_CONTROLS}]*[^\\s{_CONTROLS}])?$(?!\\n)"
MOMENT_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?Z$(?!\\n)"
DAY_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$(?!\\n)"
PROFILE_PATTERN = SNAKE_CASE.pattern + "(?!\\n)"


@dataclass(frozen=True)
class Said:
    """What a record's declaration says of one of its fields beyond its type and bounds, put in
    its annotation: ``motto: Annotated[Notes, Said(...)]``. Everything about the field is
    derived from here (docs/architecture.md, *Adding a field*):

    - ``words``: what the database check calls its column (marked for translation in the
      context "DatabaseColumn"); its name, ``_`` a space, when not given.
    - ``label``: what a refusal of a value the user typed calls it ("Warband name"; context
      "CampaignFile"); the check's words when not given.
    - ``edit``: users edit it: it is a field of the record's edit struct
      (:mod:`models.records.edits`: ``WarbandEdit``...), which the operations and the dialogs
      take.
    - ``default``: what a new record holds (the column's default, the edit struct's).
    - ``since``: the campaign file format version it came with (1: the first). A field of a
      later version is what makes that version: an older file's records are given ``older``
      as they are read, and an older file that has it is refused, naming ``what`` it is
      (context "CampaignFile"; the check's words when not given).
    - ``schema``: the database schema version that added its column, for a plain new field
      (text, a whole number, true or false; null if declared so): the column is derived from
      the declaration (:func:`plain_columns`) and added to an older database by that step of
      :mod:`models.store.migrations`, each row given ``older``. 0: a column written by hand
      in :mod:`models.store.schema`, or none.
    - ``older``: what a record made before the field holds; ``default`` when not given.
    - ``changed``: the words for another player's change to it while a dialog showed it
      (context "CampaignFile"), ``{value}`` its value now; ``cleared`` when it is empty now.
    """

    words: str = ""
    label: str = ""
    edit: bool = False
    default: Any = None
    since: int = 1
    schema: int = 0
    older: Any = ...
    what: str = ""
    changed: str = ""
    cleared: str = ""

    @property
    def before(self) -> Any:
        """What a record made before the field holds."""
        return self.default if self.older is ... else self.older


Key = Annotated[
    str,
    Meta(
        pattern=KEY_PATTERN,
        description='A key of an object of the file, such as "w1": 1 to 64 letters, digits, '
        "_ or -, each declared once (an id) and referred to by the others.",
    ),
]
Name = Annotated[
    str,
    Meta(
        min_length=1,
        max_length=MAX_NAME_LENGTH,
        pattern=NAME_PATTERN,
        description="A name: not empty, no spaces at its ends, no invisible control "
        "characters, none of the controls that reorder text. Read in Unicode normal form C "
        "(a name in another form is composed as it is read; its length counts the composed "
        "text).",
    ),
]
# A player's name: a name, or empty for none.
NameOrEmpty = Annotated[str, Meta(max_length=MAX_NAME_LENGTH, description="A name, or empty.")]
Notes = Annotated[
    str,
    Meta(
        max_length=MAX_NOTES_LENGTH,
        pattern=NOTES_PATTERN,
        description="Free text, lines allowed, no spaces at its ends; may be empty.",
    ),
]
Text = Annotated[
    str,
    Meta(
        min_length=1,
        max_length=MAX_NOTES_LENGTH,
        pattern=TEXT_PATTERN,
        description="A history entry as people read it: lines allowed, never empty.",
    ),
]
Moment = Annotated[
    str,
    Meta(
        pattern=MOMENT_PATTERN,
        description="A time, ISO 8601 in UTC: 2026-11-01T18:00:00Z.",
    ),
]
Day = Annotated[str, Meta(pattern=DAY_PATTERN, description="A date: 2026-11-01.")]
Whole = Annotated[int, Meta(ge=0, le=MAX_NUMBER)]
GameNumber = Annotated[int, Meta(ge=1, le=MAX_NUMBER, description="A game, by its number.")]
Ident = Annotated[
    str, Meta(description="The id of a profile, item, option or special the campaign knows.")
]
FreeForm = Annotated[
    dict[str, Any],
    Meta(description="A free-form object: any JSON without fractions (see the document)."),
]


class Record(msgspec.Struct, forbid_unknown_fields=True):
    """A record of the file: every field is given, and no other."""


class Purchase(Record):
    id: Key
    item: Ident
    price: Whole
    status: _choice(PURCHASE_STATUSES)  # type: ignore[valid-type]
    refund: Whole | None
    bought: Moment
    lost_in: GameNumber | None


class Upgrade(Record):
    kind: _choice((*UPGRADE_KINDS, *CALIBURN_UPGRADE_KINDS))  # type: ignore[valid-type]
    special: Ident | msgspec.UnsetType = msgspec.UNSET


class Character(Record):
    id: Key
    name: Annotated[
        Name,
        Said(
            label=QT_TRANSLATE_NOOP("CampaignFile", "Character name"),
            edit=True,
            changed=QT_TRANSLATE_NOOP("CampaignFile", "he is now called “{value}”"),
        ),
    ]
    profile: Ident
    status: _choice(CHARACTER_STATUSES)  # type: ignore[valid-type]
    position: Whole
    gold: Whole
    options: list[Ident]
    upgrades: list[Upgrade]
    injuries: dict[str, Whole]
    notes: Annotated[
        Notes,
        Said(
            edit=True,
            default="",
            changed=QT_TRANSLATE_NOOP("CampaignFile", "his notes were changed"),
        ),
    ]
    created: Moment
    purchases: list[Purchase]


class Warband(Record):
    id: Key
    name: Annotated[
        Name,
        Said(
            label=QT_TRANSLATE_NOOP("CampaignFile", "Warband name"),
            edit=True,
            changed=QT_TRANSLATE_NOOP("CampaignFile", "it is now called “{value}”"),
        ),
    ]
    player: Annotated[
        NameOrEmpty,
        Said(
            label=QT_TRANSLATE_NOOP("CampaignFile", "Player name"),
            edit=True,
            default="",
            changed=QT_TRANSLATE_NOOP("CampaignFile", "its player is now “{value}”"),
            cleared=QT_TRANSLATE_NOOP("CampaignFile", "it has no player now"),
        ),
    ]
    notes: Annotated[
        Notes,
        Said(
            edit=True,
            default="",
            changed=QT_TRANSLATE_NOOP("CampaignFile", "its notes were changed"),
        ),
    ]
    created: Moment
    characters: list[Character]
    stash: Annotated[
        list[Purchase], Said(since=2, what=QT_TRANSLATE_NOOP("CampaignFile", "stashes"), older=[])
    ]


class Fielded(Record):
    id: Key
    character: Key | None
    name: Name
    outcome: FreeForm


class Side(Record):
    warband: Key
    role: Annotated[str, Meta(description="The side's role in its scenario, or empty.")]
    fielded: list[Fielded]


class HistoryEntry(Record):
    kind: _choice(KINDS)  # type: ignore[valid-type]
    text: Text
    details: FreeForm
    created: Moment
    warband: Key | None
    character: Key | None
    game: GameNumber | None


# What a character's history entry says of how much it moved his gold, in its details, which
# his story is added up from (models.history.gold_change): the key each kind says it in, and
# what that says; GOLD_CHANGE, where given, says it instead of any; a correction of his gold
# (its "field" "gold") says it in GOLD_CORRECTION. Each a whole number, and each in the schema.
# What a key says is shown translated: translate("CampaignFile", what).
GOLD_KEYS = {
    RECRUITED: (
        "gold",
        QT_TRANSLATE_NOOP("CampaignFile", "the gold he was recruited with (0 for none)"),
    ),
    GOLD: ("gold", QT_TRANSLATE_NOOP("CampaignFile", "the gold he was given, or paid if below 0")),
    PURCHASE: ("price", QT_TRANSLATE_NOOP("CampaignFile", "the price he paid")),
    RETURN: ("refund", QT_TRANSLATE_NOOP("CampaignFile", "the gold he was refunded (0 for none)")),
}
GOLD_CORRECTION = (
    CORRECTION,
    ("from", "to"),
    QT_TRANSLATE_NOOP("CampaignFile", "the gold he had before and after it"),
)


class AsFielded(Record):
    """A fielded character as he took the field, what his roster line printed: a value of a
    game's ``details.fielded`` (version 2)."""

    name: Name
    profile: Annotated[str, Meta(pattern=PROFILE_PATTERN, description="A profile's id.")]
    items: list[Ident]
    options: list[Ident]
    upgrades: list[Upgrade]
    injuries: dict[str, Whole]
    gold: Whole
    notes: Notes


# How a game's details refer to its fielded characters, characters and purchases: by key in a
# campaign file, by the row's id in the database (whose check reads the details as declared).
R = TypeVar("R")
RowId = Annotated[int, Meta(ge=1, le=MAX_INTEGER, description="A row of the database.")]


class Effect(Record, Generic[R]):
    """What recording a game changed for one fielded character: a value of a game's
    ``details.effects``."""

    character: R | None
    status_before: _choice(CHARACTER_STATUSES)  # type: ignore[valid-type]
    died: bool
    injuries: dict[str, Whole]
    lost: list[R | None]
    gold: Whole
    stashed: Annotated[
        list[R | None],
        Said(
            since=2,
            what=QT_TRANSLATE_NOOP("CampaignFile", "kit put in the stash by a death"),
            older=[],
        ),
    ]
    xp: Annotated[
        Whole | None,
        Said(
            since=6,
            what=QT_TRANSLATE_NOOP("CampaignFile", "experience earned in the game"),
            older=None,  # K6: null, the campaign had experience off
        ),
    ]


class Details(Record, Generic[R], omit_defaults=True):
    """A game's details, each field only where it has one: what recording the game changed,
    by fielded character; the fielded character who carried off the relic; the roll-off for
    who went first; the warriors as they took the field, by fielded character (version 2);
    the points checks' words for a side let play over the limit (version 2); the log of a
    game played at the table (version 3)."""

    effects: dict[str, Effect[R]] | msgspec.UnsetType = msgspec.UNSET
    relic_carrier: R | msgspec.UnsetType | None = msgspec.UNSET
    initiative: FreeForm | msgspec.UnsetType = msgspec.UNSET
    fielded: dict[str, AsFielded] | msgspec.UnsetType = msgspec.UNSET
    over_limit: list[Notes] | msgspec.UnsetType = msgspec.UNSET
    log: list[FreeForm] | msgspec.UnsetType = msgspec.UNSET


class Game(Record):
    number: GameNumber
    scenario: Ident
    played_on: Day | None
    follows: GameNumber | None
    points_limit: Annotated[int, Meta(ge=0, le=MAX_POINTS)] | None
    result: _choice(GAME_RESULTS)  # type: ignore[valid-type]
    winner: Key | None
    notes: Notes
    created: Moment
    recorded: Moment | None
    sides: list[Side]
    details: Details[Key]
    tracker: Annotated[
        FreeForm | None,
        Said(
            since=3,
            what=QT_TRANSLATE_NOOP("CampaignFile", "games being played at the table"),
            older=None,
        ),
    ]


class Since(NamedTuple):
    """A field that came after version 1: the version that added it, what it is (for the
    refusal of an older file that has it, translated in ``context``), and what a record of an
    older file holds in its place (a JSON value; the reader upgrades the file with it as it is
    read)."""

    version: int
    what: str
    older: Any
    context: str = "CampaignFile"


def said_of(record: type[msgspec.Struct]) -> dict[str, Said]:
    """What ``record``'s declaration says of each of its fields that has a :class:`Said`, in
    their order."""
    hints = typing.get_type_hints(record, include_extras=True)
    found = {}
    for name in record.__struct_fields__:
        for meta in getattr(hints[name], "__metadata__", ()):
            if isinstance(meta, Said):
                found[name] = meta
    return found


# The kinds of text a user types into a field (models.records.edits), by its declared type.
NAME, OPTIONAL_NAME, NOTES = "name", "optional name", "notes"


def text_kind(annotation: Any) -> str:
    """Which kind of text a field declared ``annotation`` holds; TypeError for none."""
    metas = [m for m in getattr(annotation, "__metadata__", ()) if isinstance(m, Meta)]
    patterns = {m.pattern for m in metas}
    if NAME_PATTERN in patterns:
        return NAME
    if NOTES_PATTERN in patterns or TEXT_PATTERN in patterns:
        return NOTES
    if any(m.description == "A name, or empty." for m in metas):
        return OPTIONAL_NAME
    raise TypeError(f"not a name, a name or empty, or notes: {annotation}")


def words_of(name: str, said: Said | None) -> tuple[str, str]:
    """What the database check calls a field, and the context its words are translated in."""
    if said is not None and said.words:
        return said.words, "DatabaseColumn"
    return ("time it was made" if name == "created" else name.replace("_", " ")), "DatabaseColumn"


def _since(records: tuple[type[msgspec.Struct], ...]) -> dict[tuple[str, str], Since]:
    since = {}
    for record in records:
        for name, said in said_of(record).items():
            if said.since > 1:
                what, context = (said.what, "CampaignFile") if said.what else words_of(name, said)
                since[record.__name__, name] = Since(said.since, what, said.before, context)
    return since


# The records of a file (the campaign's own fields came with version 1, and stay so).
RECORDS: tuple[type[msgspec.Struct], ...] = (
    Purchase,
    Upgrade,
    Character,
    Warband,
    Fielded,
    Side,
    HistoryEntry,
    AsFielded,
    Effect,
    Details,
    Game,
)
# The fields that came after version 1, by record (models.exchange.reader), from their
# declarations (Said(since=...)). What each is, is shown translated:
# translate(since.context, since.what).
SINCE: dict[tuple[str, str], Since] = _since(RECORDS)
# The version of the format this Muster writes: the latest that added a field.
VERSION = max([HIGHEST_UNDECLARED, *(since.version for since in SINCE.values())])


class Campaign(Record):
    format: _choice((FORMAT,))  # type: ignore[valid-type]
    version: Literal.__getitem__(VERSION)  # type: ignore[valid-type]
    name: Name
    game: _choice(GAME_IDS)  # type: ignore[valid-type]
    created: Moment
    settings: FreeForm
    warbands: Annotated[list[Warband], Meta(max_length=LIMITS["warbands"])]
    games: Annotated[list[Game], Meta(max_length=LIMITS["games"])]
    history: Annotated[list[HistoryEntry], Meta(max_length=LIMITS["history"])]


# Every record of a file, the campaign first.
ALL_RECORDS: tuple[type[msgspec.Struct], ...] = (Campaign, *RECORDS)


def field_names(record: type[msgspec.Struct]) -> tuple[str, ...]:
    """The fields of ``record``, in the order the file writes them."""
    return record.__struct_fields__


# --- the columns of plain new fields ----------------------------------------------------------
# The table that keeps each record of the file, a field a column of the same name.
KEPT_IN: dict[str, type[tables.BaseModel]] = {
    "Campaign": tables.Campaign,
    "Warband": tables.Warband,
    "Character": tables.Character,
    "Purchase": tables.Purchase,
    "Game": tables.Game,
    "Side": tables.GameSide,
    "Fielded": tables.GameCharacter,
    "HistoryEntry": tables.HistoryEntry,
}


class PlainColumn(NamedTuple):
    """The column of a plain field a later schema version added (``Said(schema=...)``)."""

    model: type[tables.BaseModel]
    name: str
    said: Said
    kind: type
    null: bool

    def field(self, default: Any = ...) -> pw.Field:
        """A new Peewee field for it: by default, what a new row holds; a migration gives the
        rows already there ``said.before``."""
        value = self.said.default if default is ... else default
        made = tables.IntegerField if self.kind is int else tables.TextField
        return made(null=True, default=value) if self.null else made(default=value)


def _plain_kind(annotation: Any) -> tuple[type, bool]:
    """The Python type of a plain field and whether it may be null; TypeError for any other."""
    while hasattr(annotation, "__metadata__"):  # Annotated
        annotation = annotation.__origin__
    args = typing.get_args(annotation)
    null = type(None) in args
    if null:
        (annotation,) = [a for a in args if a is not type(None)] or [None]
        while hasattr(annotation, "__metadata__"):
            annotation = annotation.__origin__
    if annotation is bool or annotation not in (str, int):
        raise TypeError(annotation)
    return annotation, null


def plain_columns() -> list[PlainColumn]:
    """The columns derived from the declarations: each field a ``Said(schema=N)`` declares."""
    found = []
    for record in ALL_RECORDS:
        hints = typing.get_type_hints(record, include_extras=True)
        for name, said in said_of(record).items():
            if not said.schema:
                continue
            model = KEPT_IN.get(record.__name__)
            try:
                kind, null = _plain_kind(hints[name])
            except TypeError:
                model = None
            if model is not None and not said.words:
                raise TypeError(
                    f"{record.__name__}.{name}: say the words the database check calls its "
                    'column, marked for translators: words=QT_TRANSLATE_NOOP("DatabaseColumn", …)'
                )
            if model is None:
                raise TypeError(
                    f"{record.__name__}.{name}: only a plain field (text, a whole number) of "
                    "a record kept in a table is given its column; write this one in "
                    "models/store/schema.py with a step of its own in models/store/migrations.py"
                )
            found.append(PlainColumn(model, name, said, kind, null))
    return found


def _own_columns() -> None:
    """Give each table the columns of its plain declared fields, as it is loaded: whatever
    reads or writes the tables has imported this module (the migrations, the check, the
    campaign files, the operations that edit them)."""
    for column in plain_columns():
        if column.name not in column.model._meta.fields:
            column.model._meta.add_field(column.name, column.field())


_own_columns()

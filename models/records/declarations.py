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

from typing import Annotated, Any, Generic, Literal, NamedTuple, TypeVar

import msgspec
from msgspec import Meta

from i18n import QT_TRANSLATE_NOOP
from models.history import CORRECTION, GOLD, KINDS, PURCHASE, RECRUITED, RETURN
from models.limits import LIMITS
from models.store.connection import MAX_INTEGER
from models.store.schema import CHARACTER_STATUSES, GAME_RESULTS, PURCHASE_STATUSES
from models.validation import MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_NUMBER, MAX_POINTS
from rules.characters import UPGRADE_KINDS
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
VERSION = 5

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
    kind: _choice(UPGRADE_KINDS)  # type: ignore[valid-type]
    special: Ident | msgspec.UnsetType = msgspec.UNSET


class Character(Record):
    id: Key
    name: Name
    profile: Ident
    status: _choice(CHARACTER_STATUSES)  # type: ignore[valid-type]
    position: Whole
    gold: Whole
    options: list[Ident]
    upgrades: list[Upgrade]
    injuries: dict[str, Whole]
    notes: Notes
    created: Moment
    purchases: list[Purchase]


class Warband(Record):
    id: Key
    name: Name
    player: Annotated[str, Meta(max_length=MAX_NAME_LENGTH, description="A name, or empty.")]
    notes: Notes
    created: Moment
    characters: list[Character]
    stash: list[Purchase]


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
    stashed: list[R | None]


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
    tracker: FreeForm | None


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


class Since(NamedTuple):
    """A field that came after version 1: the version that added it, what it is (for the
    refusal of an older file that has it), and what a record of an older file holds in its
    place (a JSON value; the reader upgrades the file with it as it is read)."""

    version: int
    what: str
    older: Any


# The fields that came after version 1, by record (models.exchange.reader). A field added
# to a record is declared above, under a new VERSION, and here. What each is, is shown
# translated: translate("CampaignFile", since.what).
SINCE: dict[tuple[str, str], Since] = {
    ("Warband", "stash"): Since(2, QT_TRANSLATE_NOOP("CampaignFile", "stashes"), []),
    ("Effect", "stashed"): Since(
        2, QT_TRANSLATE_NOOP("CampaignFile", "kit put in the stash by a death"), []
    ),
    ("Game", "tracker"): Since(
        3, QT_TRANSLATE_NOOP("CampaignFile", "games being played at the table"), None
    ),
}


def field_names(record: type[msgspec.Struct]) -> tuple[str, ...]:
    """The fields of ``record``, in the order the file writes them."""
    return record.__struct_fields__

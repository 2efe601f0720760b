"""The pieces a campaign file is written from, a record at a time: a long table read as plain
rows in batches, stored values turned into the JSON text the format writes, and the file
written as its lines come, into a temporary file that replaces the old one once complete.

A stored value converts to exactly the text that Peewee's field conversion followed by
:func:`json.dumps` gives (the file must not change by a byte): values of the types a column
holds are used as they come, and anything else (text that SQLite kept in a number column, a
time in another layout) goes through the field's own conversion. Free-form JSON is written
with its keys sorted, by the json module's encoder.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import chain, repeat
from json.encoder import encode_basestring
from pathlib import Path
from typing import Any

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import DatabaseValueError, MusterError
from models.store.connection import db
from models.store.files import write_chunks
from models.store.schema import JSONField, stored_whole

# The format's separators, one record a line; free-form objects with their keys sorted.
plain = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": ")).encode
keys_sorted = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "), sort_keys=True).encode

BATCH = 2000  # rows fetched at a time
WRITE_CHARS = 1 << 18  # text encoded and written at a time (a game's line is some 10,000)
CACHED = 20_000  # distinct stored texts remembered, per kind, before starting afresh


def stamp(value: Any) -> Any:
    """A stored time as the format writes it: ISO 8601, UTC, with a Z."""
    if isinstance(value, dt.datetime):
        return value.replace(tzinfo=None).isoformat() + "Z"
    if value is None:
        return None
    raise _not_a_date(value, NOT_A_MOMENT)


def day(value: Any) -> Any:
    """A stored date as the format writes it."""
    if value is None or (isinstance(value, dt.date) and not isinstance(value, dt.datetime)):
        return value.isoformat() if value is not None else None
    raise _not_a_date(value, NOT_A_DAY)


NOT_A_MOMENT = QT_TRANSLATE_NOOP(
    "CampaignExport",
    "The campaign holds {value} where a date and time belongs, so it cannot be exported. The database check (Database ▸ Check… in the app) finds it.",  # noqa: E501
)
NOT_A_DAY = QT_TRANSLATE_NOOP(
    "CampaignExport",
    "The campaign holds {value} where a date belongs, so it cannot be exported. The database check (Database ▸ Check… in the app) finds it.",  # noqa: E501
)


def _not_a_date(value: Any, sentence: str) -> DatabaseValueError:
    return DatabaseValueError(
        translate("CampaignExport", sentence).format(value=repr(str(value)[:40]))
    )


def whole(value: Any, what: str) -> str:
    """A stored whole number (or null) as JSON text; anything else raises, naming ``what``."""
    if value.__class__ is int:
        return int.__repr__(value)
    if value is None:
        return "null"
    return plain(stored_whole(value, what))


def quoted(value: Any) -> str:
    """A stored value as JSON text: texts (nearly all of them) without the encoder's detour."""
    return encode_basestring(value) if value.__class__ is str else plain(value)


class Texts(dict[Any, str]):
    """Stored values of a column with few of them (kinds, statuses, profiles) as JSON text."""

    def __missing__(self, value: Any) -> str:
        if len(self) >= CACHED:
            self.clear()
        self[value] = encoded = plain(value)
        return encoded


class Stamps(dict[Any, str]):
    """Stored times (as the row holds them) to their JSON text. A big campaign's thousands
    of rows share a few thousand times: each is converted once, by the field's conversion."""

    def __init__(self) -> None:
        super().__init__()
        self.field = pw.DateTimeField()

    def __missing__(self, raw: Any) -> str:
        text = plain(stamp(self.field.python_value(raw)))
        if len(self) >= CACHED:
            self.clear()
        self[raw] = text
        return text


def parsed(raw: Any, field: pw.Field) -> Any:
    """A JSON column's stored text, parsed as its field parses it (the same error if not)."""
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except (ValueError, TypeError, RecursionError):
        return field.python_value(raw)  # raises DatabaseValueError, naming the column


class SortedJson(dict[Any, str]):
    """A JSON column's stored texts to the text the format writes (keys sorted), for columns
    written as they are stored: many rows hold the same text (``[]``, ``{"gold": 1}``)."""

    def __init__(self, field: pw.Field) -> None:
        super().__init__()
        self.field = field

    def __missing__(self, raw: Any) -> str:
        text = keys_sorted(parsed(raw, self.field))
        if len(self) >= CACHED:
            self.clear()
        self[raw] = text
        return text


class Translated(dict[Any, str]):
    """As :class:`SortedJson`, for a column whose references the document translates:
    ``translate`` turns the parsed value into the document's, ``plain_as_stored`` says
    whether it would leave it as it is (then its text is remembered)."""

    def __init__(self, field: pw.Field, translate: Any, plain_as_stored: Any) -> None:
        super().__init__()
        self.field = field
        self.translate = translate
        self.plain_as_stored = plain_as_stored

    def __missing__(self, raw: Any) -> str:
        value = parsed(raw, self.field)
        if not self.plain_as_stored(value):
            return keys_sorted(self.translate(value))
        text = keys_sorted(value)
        if len(self) >= CACHED:
            self.clear()
        self[raw] = text
        return text


def _expected_type(field: pw.Field) -> type | None:
    """The type a column's values have when the field's conversion leaves them as they are;
    None for the columns converted here (JSON, times), which take their raw values."""
    if isinstance(field, pw.ForeignKeyField):
        return _expected_type(field.rel_field)
    if isinstance(field, JSONField | pw.DateTimeField | pw.DateField):
        return None
    if isinstance(field, pw.IntegerField):
        return int
    if isinstance(field, pw.CharField | pw.TextField):
        return str
    raise TypeError(f"no plain reading for {field!r}")  # pragma: no cover - a programming slip


def plain_rows(query: pw.ModelSelect[Any], fields: Sequence[pw.Field]) -> Iterator[tuple[Any, ...]]:
    """The rows of ``query`` (selecting ``fields``, in that order) as tuples, fetched in
    batches, without a model instance or a conversion per value.

    Numbers and texts come as the fields would give them (a row holding anything else goes
    through the fields' conversions); JSON and time columns come as stored, for
    :func:`parsed` and :class:`Stamps`.
    """
    return chain.from_iterable(_batches(query, fields))


def _batches(query: pw.ModelSelect, fields: Sequence[pw.Field]) -> Iterator[list[tuple[Any, ...]]]:
    expected = [_expected_type(field) for field in fields]
    allowed = [None if kind is None else (kind, type(None)) for kind in expected]
    usual: set[tuple[type, ...]] = set()  # the types of rows the fields leave as they are

    def left_alone(shape: tuple[type, ...]) -> bool:
        return all(ok is None or kind in ok for ok, kind in zip(allowed, shape, strict=True))

    def as_converted(row: tuple[Any, ...]) -> tuple[Any, ...]:
        if left_alone(tuple(map(type, row))):
            return row
        return tuple(
            value if ok is None else field.python_value(value)
            for field, ok, value in zip(fields, allowed, row, strict=True)
        )

    cursor = db.execute(query)
    try:
        while rows := cursor.fetchmany(BATCH):
            shapes = set(map(tuple, map(map, repeat(type), rows)))  # the types of each row
            if all(map(left_alone, shapes - usual)):
                usual.update(shapes)
                yield rows
            else:
                yield list(map(as_converted, rows))
    finally:
        # The generator may be closed only after the database was (an error elsewhere ended
        # the export): its cursor then has nothing left to let go.
        with contextlib.suppress(Exception):
            cursor.close()


def _encoded(lines: Iterable[str]) -> Iterator[bytes]:
    """The text of ``lines`` as UTF-8, about :data:`WRITE_CHARS` characters at a time."""
    batch: list[str] = []
    size = 0
    for line in lines:
        batch.append(line)
        size += len(line)
        if size >= WRITE_CHARS:
            yield "".join(batch).encode("utf-8")
            batch.clear()
            size = 0
    if batch:
        yield "".join(batch).encode("utf-8")


def write_lines(
    path: Path | str, lines: Iterable[str], *, error: type[MusterError] = MusterError
) -> Path:
    """Write the text ``lines`` make to ``path``, as they come, replacing the file only once
    complete (:func:`models.store.files.write_chunks`).

    A failure to write raises ``error`` with one readable sentence and leaves any earlier file
    untouched; an error while the lines are made leaves it untouched too and passes through.
    """
    return write_chunks(path, _encoded(lines), error=error)


def items(values: Iterable[str]) -> str:
    """JSON texts as the text of a JSON list."""
    return "[" + ", ".join(values) + "]"


def refs(keys: Mapping[Any, str]) -> dict[Any, str]:
    """A document's keys (``w1``, ``c12``…) by row id, as JSON text."""
    return {row_id: plain(key) for row_id, key in keys.items()}

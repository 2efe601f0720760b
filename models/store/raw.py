"""Rows as the engine holds them, for the database check (:mod:`models.check.columns`): read
without Peewee's conversions (which pass a wrong value on, or fail on it), text that is not
valid UTF-8 kept as its bytes, and, in SQL, the rows whose values may not be what their
columns hold, so that the check reads only those.

On SQLite a value may have any type whatever its column says (``typeof``), and text may not be
valid UTF-8, which SQL cannot see: :func:`valid_utf8` reads each text column of a table in one
piece, and a table that holds such text is read whole, row by row. On a server every value has
its column's type, and text is always UTF-8. Each condition of :func:`suspect_ids` is true for
every row the check could find fault with (a wrong type, a missing value, a value out of range
or not among the choices, a time that is not one), and may be true for a few more: the check
reads the rows it names and decides. A JSON column's shape is not judged here.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator
from typing import Any, Protocol

from models.store.connection import db, is_server

# The kinds of column, as the check reads them (models.check.tables, from the schema).
TEXT, NUMBER, LINK, MOMENT, DAY, JSON = "text", "number", "link", "moment", "day", "json"
ID_BATCH = 500  # ids in one IN (...) list


class ColumnRule(Protocol):
    """What a column must hold, as :func:`suspect_ids` reads it."""

    @property
    def name(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def null(self) -> bool: ...
    @property
    def minimum(self) -> int | None: ...
    @property
    def maximum(self) -> int | None: ...
    @property
    def choices(self) -> tuple[str, ...]: ...


class BadText(bytes):
    """Text stored in the database that is not valid UTF-8, as its bytes."""


def _text_or_bytes(data: bytes) -> str | BadText:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return BadText(data)


def raw_rows(
    table: str, names: tuple[str, ...], ids: Iterable[int] | None = None
) -> Iterator[dict[str, Any]]:
    """The rows of ``table`` as SQLite holds them, in the order of their ids; text that is not
    UTF-8 as BadText (the driver would otherwise fail on it). With ``ids``, only those rows."""
    if ids is not None:
        chosen = sorted(ids)
        for start in range(0, len(chosen), ID_BATCH):
            batch = chosen[start : start + ID_BATCH]
            where = f'WHERE "id" IN ({", ".join(str(int(i)) for i in batch)})'
            yield from _raw_rows(table, names, where)
        return
    yield from _raw_rows(table, names, "")


def distinct_rows(table: str, names: tuple[str, ...]) -> Iterator[dict[str, Any]]:
    """Each distinct combination of the values of ``names`` in ``table``, read as
    :func:`raw_rows` reads them (in no particular order)."""
    columns = ", ".join(f'"{name}"' for name in names)
    yield from _read(list(names), f'SELECT DISTINCT {columns} FROM "{table}"')


def _raw_rows(table: str, names: tuple[str, ...], where: str) -> Iterator[dict[str, Any]]:
    keys = ["id", *(name for name in names if name != "id")]
    columns = ", ".join(f'"{key}"' for key in keys)
    yield from _read(keys, f'SELECT {columns} FROM "{table}" {where} ORDER BY "id"')


def _read(keys: list[str], query: str) -> Iterator[dict[str, Any]]:
    connection = db.connection()
    if not hasattr(connection, "text_factory"):
        # A server: its text is always valid UTF-8, and its values keep their column's type.
        for values in db.execute_sql(query):
            yield dict(zip(keys, map(_as_sqlite_holds, values), strict=True))
        return
    previous = connection.text_factory
    connection.text_factory = _text_or_bytes
    try:
        for values in connection.execute(query):
            yield dict(zip(keys, values, strict=True))
    finally:
        connection.text_factory = previous


def _as_sqlite_holds(value: Any) -> Any:
    """A server's typed value as the same column holds it in SQLite (where Peewee writes
    times as text and booleans as 0 or 1), so one check reads both engines."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, dt.datetime):
        return str(value.replace(tzinfo=None))
    if isinstance(value, dt.date):
        return value.isoformat()
    return value


D2 = "[0-9][0-9]"
_DATE = f"{D2}{D2}-{D2}-{D2}"
_TIME = f"{_DATE} {D2}:{D2}:{D2}"
# The three ways Muster (through Peewee) writes a time or a date; anything else is read.
_WRITTEN = (_DATE, _TIME, f"{_TIME}.{D2}{D2}{D2}")


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _sqlite_time(name: str) -> str:
    """True for a time (or date) Muster wrote, which Python's calendar accepts: the date is
    checked by its round trip through SQLite's calendar (which takes February 30 as March 1;
    ``IS``, as the round trip of a month 13 is empty),
    the hours, minutes and seconds by their digits."""
    written = " OR ".join(f"{name} GLOB '{pattern}'" for pattern in _WRITTEN)
    # Most are a date and a time to the second, which come back the same from the calendar.
    common = (
        f"strftime('%Y-%m-%d %H:%M:%S', julianday({name})) IS {name} "
        f"AND substr({name}, 1, 4) != '0000'"
    )
    other = (
        f"({written}) AND substr({name}, 1, 4) != '0000' "
        f"AND date(julianday(substr({name}, 1, 10))) IS substr({name}, 1, 10) "
        f"AND (length({name}) = 10 OR (substr({name}, 12, 2) < '24' "
        f"AND substr({name}, 15, 2) < '60' AND substr({name}, 18, 2) < '60'))"
    )
    return f"({common}) OR ({other})"


def _wrong(column: ColumnRule, name: str, server: bool) -> str:
    """True (or possibly true) for a value of ``column`` that is not empty and is wrong."""
    parts = []
    if column.kind in (TEXT, JSON, MOMENT, DAY) and not server:
        parts.append(f"typeof({name}) != 'text'")
    if column.kind in (NUMBER, LINK) and not server:
        parts.append(f"typeof({name}) != 'integer'")
    if column.kind == TEXT and column.choices:
        parts.append(f"{name} NOT IN ({', '.join(_quoted(c) for c in column.choices)})")
    if column.kind in (NUMBER, LINK):
        if column.minimum is not None:
            parts.append(f"{name} < {column.minimum}")
        if column.maximum is not None:
            parts.append(f"{name} > {column.maximum}")
    if column.kind in (MOMENT, DAY):
        # On a server a time is a time; one the driver cannot hand to Python is read, so it
        # fails there as before.
        parts.append(f"NOT isfinite({name})" if server else f"NOT ({_sqlite_time(name)})")
    return " OR ".join(f"({part})" for part in parts)


def suspect_condition(columns: Iterable[ColumnRule]) -> str:
    """An SQL condition true for every row whose columns the column check might report."""
    server = is_server()
    conditions = []
    for column in columns:
        name = f'"{column.name}"'
        wrong = _wrong(column, name, server)
        if column.null:
            if wrong:
                conditions.append(f"({name} IS NOT NULL AND ({wrong}))")
        else:
            conditions.append(f"{name} IS NULL" + (f" OR {wrong}" if wrong else ""))
    return " OR ".join(f"({condition})" for condition in conditions) or "0 = 1"


def suspect_ids(table: str, columns: Iterable[ColumnRule]) -> set[int]:
    """The ids of the rows of ``table`` that :func:`suspect_condition` picks out."""
    cursor = db.execute_sql(f'SELECT "id" FROM "{table}" WHERE {suspect_condition(columns)}')
    return {row[0] for row in cursor}


def unusual_names(table: str, column: str, longest: int) -> list[tuple[int, str]]:
    """(id, name) of the rows of ``table`` whose ``column``, a name, is not plain: a text with
    a character other than printable ASCII, spaces at an end, empty or longer than
    ``longest``. Every other name passes the import's rule (``models.records.fields.name``),
    which judges these."""
    name, p = f'"{column}"', db.param
    odd = f"{name} ~ {p}" if is_server() else f"{name} GLOB {p}"
    condition = (
        f"{odd} OR {name} LIKE {p} OR {name} LIKE {p} OR {name} = '' OR length({name}) > {longest}"
    )
    if not is_server():  # a value that is no text is the column check's (not a name at all)
        condition = f"typeof({name}) = 'text' AND ({condition})"
    patterns = ("[^ -~]" if is_server() else "*[^ -~]*", " %", "% ")
    cursor = db.execute_sql(f'SELECT "id", {name} FROM "{table}" WHERE {condition}', patterns)
    return [(row_id, value) for row_id, value in cursor if isinstance(value, str)]


def valid_utf8(table: str, columns: Iterable[ColumnRule]) -> bool:
    """Whether every text of the text and JSON columns of ``table`` is valid UTF-8 (always, on
    a server). The texts of a column are joined by newlines and decoded at once: an invalid
    sequence cannot borrow from its neighbour across a newline, so the whole decodes exactly
    when each text does."""
    if is_server():
        return True
    names = [column.name for column in columns if column.kind in (TEXT, JSON)]
    if not names:
        return True
    joined = ", ".join(
        f"CAST(group_concat(CAST(\"{name}\" AS BLOB), x'0a') AS BLOB)" for name in names
    )
    row = db.execute_sql(f'SELECT {joined} FROM "{table}"').fetchone()
    try:
        for blob in row:
            if blob is not None:
                blob.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True

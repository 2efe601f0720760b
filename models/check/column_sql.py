"""The column check's first pass, in SQL: which rows of a table may hold a value that
:mod:`models.check.columns` would report, so that Python reads only those.

Each condition is true for every row the column check could find fault with (a wrong type, a
missing value, a value out of range or not among the choices, a time that is not one), and may
be true for a few more: the column check reads the rows it names and decides, with the same
words as ever. The JSON columns' shapes are not judged here (only a missing value or one that
is not text); :mod:`models.check.columns` reads them in one pass of its own.

On SQLite a value may have any type whatever its column says (``typeof``), and text may not be
valid UTF-8, which SQL cannot see: :func:`valid_utf8` reads each text column of a table in one
piece, and a table that holds such text is read whole, row by row, as before. On a server
every value has its column's type, and text is always UTF-8.
"""

from __future__ import annotations

from collections.abc import Iterable

from models.check.tables import DAY, JSON, LINK, MOMENT, NUMBER, TEXT, Column
from models.store.connection import db, is_server
from models.validation import MAX_NAME_LENGTH

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


def _wrong(column: Column, name: str, server: bool) -> str:
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


def suspect_condition(columns: Iterable[Column]) -> str:
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


def suspect_ids(table: str, columns: Iterable[Column]) -> set[int]:
    """The ids of the rows of ``table`` that :func:`suspect_condition` picks out."""
    cursor = db.execute_sql(f'SELECT "id" FROM "{table}" WHERE {suspect_condition(columns)}')
    return {row[0] for row in cursor}


def unusual_names(table: str, column: Column) -> list[tuple[int, str]]:
    """(id, name) of the rows of ``table`` whose ``column``, a name, is not plain: a text with
    a character other than printable ASCII, spaces at an end, empty or too long. Every other
    name passes the import's rule (``models.records.fields.name``), which judges these."""
    name, p = f'"{column.name}"', db.param
    odd = f"{name} ~ {p}" if is_server() else f"{name} GLOB {p}"
    condition = (
        f"{odd} OR {name} LIKE {p} OR {name} LIKE {p} OR {name} = '' "
        f"OR length({name}) > {MAX_NAME_LENGTH}"
    )
    if not is_server():  # a value that is no text is the column check's (not a name at all)
        condition = f"typeof({name}) = 'text' AND ({condition})"
    patterns = ("[^ -~]" if is_server() else "*[^ -~]*", " %", "% ")
    cursor = db.execute_sql(f'SELECT "id", {name} FROM "{table}" WHERE {condition}', patterns)
    return [(row_id, value) for row_id, value in cursor if isinstance(value, str)]


def valid_utf8(table: str, columns: Iterable[Column]) -> bool:
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

"""Reading rows as SQLite holds them, for the database check: no Peewee conversion (which
passes a wrong value on, or fails on it), and text that is not valid UTF-8 kept as its bytes
instead of stopping the driver."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator
from types import SimpleNamespace
from typing import Any

from models.check.report import plural, shown
from models.store.connection import db

ID_BATCH = 500  # ids in one IN (...) list


class BadText(bytes):
    """Text stored in the database that is not valid UTF-8, as its bytes."""


def _text_or_bytes(data: bytes) -> str | BadText:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return BadText(data)


def records(table: str, *fields: str) -> list[SimpleNamespace]:
    """``fields`` of every row of ``table``, whatever they hold: text that is not text shown
    with replacement characters, so a name can always be printed in a report."""
    found = []
    for row in raw_rows(table, fields):
        for name, value in row.items():
            if isinstance(value, bytes):
                row[name] = value.decode("utf-8", "replace")
        found.append(SimpleNamespace(**row))
    return found


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


def described(value: object) -> str:
    """A stored value as a report names it."""
    if value is None:
        return "empty"
    if isinstance(value, BadText):
        return f"text that is not valid UTF-8 ({plural(len(value), 'byte')})"
    if isinstance(value, bytes):
        return f"binary data ({plural(len(value), 'byte')})"
    if isinstance(value, str):
        return f"the text {shown(value)}"
    return f"the number {value}"

"""Lists that still show when one of their rows holds a value Muster cannot read.

A field that reads a value of the wrong type raises :class:`~models.errors.DatabaseValueError`
(``models/store/schema.py``), and so does the query that met it. A list that is read through
:func:`rows_or_stand_ins` is read again a row at a time when that happens: each row that can be
read is itself, and each that cannot is a *stand-in*, an instance holding its id and whatever
of its fields can be read (a readable placeholder for the others), with ``unreadable`` set to
the words why. The views show a stand-in as unreadable and act on nothing of it; nothing is
ever written from one, so the value it could not read stays as it is for the check to repair.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import peewee as pw

from models.errors import DatabaseValueError

M = TypeVar("M", bound=pw.Model)


def is_stand_in(row: object) -> bool:
    """Whether ``row`` stands in for a row that could not be read whole."""
    return bool(unreadable(row))


def unreadable(row: object) -> str:
    """Why ``row`` stands in for a row that could not be read whole, in words; empty for a
    row read whole."""
    return str(getattr(row, "unreadable", ""))


# A field's placeholder: a value, or a function of the row's id ("Warband 12 (unreadable)").
Fallbacks = Mapping[str, Any | Callable[[int], Any]]


def stand_in(model: type[M], row_id: int, why: DatabaseValueError, fallbacks: Fallbacks) -> M:
    """An instance of ``model`` for the row ``row_id``: each field as stored where it can be
    read (a link as the id it holds), else its entry in ``fallbacks`` (or None); ``unreadable``
    holds ``why`` in words."""
    values: dict[str, Any] = {"id": row_id}
    for field in model._meta.sorted_fields:
        if field.name == "id":
            continue
        try:
            value = model.select(field).where(model._meta.primary_key == row_id).scalar()
        except DatabaseValueError:
            value = fallbacks.get(field.name)
            value = value(row_id) if callable(value) else value
        values[field.name] = value
    row = model(**values)
    row.unreadable = str(why)  # type: ignore[attr-defined]  # a stand-in's mark
    return row


def rows_or_stand_ins(query: pw.ModelSelect[M], fallbacks: Fallbacks) -> list[M]:
    """The rows ``query`` selects, in its order; a row that cannot be read whole is a
    :func:`stand_in`, whose unreadable fields are given their ``fallbacks``."""
    try:
        return list(query)
    except DatabaseValueError:
        pass  # a row at a time, below
    model = query.model
    key = model._meta.primary_key
    rows: list[M] = []
    ids: Any = query.clone().select(key).tuples()  # Peewee's typing knows no tuples' rows
    for (row_id,) in ids:
        try:
            rows.append(model.get_by_id(row_id))
        except DatabaseValueError as why:
            rows.append(stand_in(model, row_id, why, fallbacks))
    return rows

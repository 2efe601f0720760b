"""Single fields of a campaign file checked the quick way first, the way most values are.

A big campaign file holds millions of values, nearly all plainly right: ASCII names, small
whole numbers, ids the reader already knows, the same few times again and again. Each function
here takes the field's value with the path of the object it is in and the field's name, and
accepts a plainly right value with a few type and range tests, without building the field's
path. Anything else goes through the full check of :mod:`models.records.fields` with the
path built then, which returns the value or refuses it with its message: what is accepted and
what is refused, and how, is exactly that check's.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Mapping
from typing import Any

from models.records.fields import (
    INTERNED_TEXT,
    at,
    choice,
    flag,
    ident,
    name,
    notes,
    obj,
    ref,
    text,
    timestamp,
    whole,
)
from models.store.connection import MAX_INTEGER
from models.validation import MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_NUMBER

intern = sys.intern

# The times already read, as timestamp() read them: a game night's entries share their time.
_MOMENTS: dict[str, dt.datetime] = {}
MAX_MOMENTS = 100_000


def fields_of(value: object, path: str, names: tuple[str, ...], names_set: frozenset[str]) -> Any:
    """An object with exactly the fields ``names`` (``names_set`` the same, as a set)."""
    if type(value) is dict and value.keys() == names_set:
        return value
    return obj(value, path, names)


def whole_at(
    value: object, path: str, field: str, *, minimum: int = 0, maximum: int = MAX_NUMBER
) -> int:
    """:func:`~models.records.fields.whole` of the field ``field`` of the object at ``path``."""
    if type(value) is int and minimum <= value <= maximum:
        return value
    return whole(value, at(path, field), minimum=minimum, maximum=maximum)


def optional_whole_at(value: object, path: str, field: str, *, maximum: int = MAX_NUMBER) -> Any:
    if value is None:
        return None
    return whole_at(value, path, field, maximum=maximum)


def flag_at(value: object, path: str, field: str) -> bool:
    if type(value) is bool:
        return value
    return flag(value, at(path, field))


def _plain(value: object, max_length: int) -> bool:
    """ASCII text without control characters, spaces at its ends or more than ``max_length``
    characters: what every text check accepts (ASCII is always composed and encodable, and
    holds none of the controls that reorder text)."""
    return (
        type(value) is str
        and value.isascii()
        and value.isprintable()
        and len(value) <= max_length
        and value == value.strip()
    )


def name_at(value: object, path: str, field: str) -> str:
    """:func:`~models.records.fields.name`."""
    if _plain(value, MAX_NAME_LENGTH) and value:
        return value  # type: ignore[return-value]
    return name(value, at(path, field))


def notes_at(value: object, path: str, field: str) -> str:
    """:func:`~models.records.fields.notes`."""
    if _plain(value, MAX_NOTES_LENGTH):
        return value  # type: ignore[return-value]
    return notes(value, at(path, field))


def entry_text_at(value: object, path: str, field: str) -> str:
    """A history entry's text: lines allowed, never empty."""
    if _plain(value, MAX_NOTES_LENGTH) and value:
        return value  # type: ignore[return-value]
    return text(value, at(path, field), max_length=MAX_NOTES_LENGTH, lines=True)


def moment_at(value: object, path: str, field: str) -> dt.datetime:
    """:func:`~models.records.fields.timestamp`, one object for each time."""
    if type(value) is str:
        known = _MOMENTS.get(value)
        if known is not None:
            return known
    moment = timestamp(value, at(path, field))
    if len(_MOMENTS) < MAX_MOMENTS:
        _MOMENTS[value] = moment  # type: ignore[index]
    return moment


def choice_at(
    value: object,
    path: str,
    field: str,
    canonical: Mapping[str, str],
    choices: tuple[str, ...],
    what: str,
) -> str:
    """:func:`~models.records.fields.choice`; ``canonical`` maps each choice to itself."""
    if type(value) is str:
        found = canonical.get(value)
        if found is not None:
            return found
    return choice(value, at(path, field), choices, what)


def ident_at(value: object, path: str, field: str, known: Mapping[str, Any], what: str) -> str:
    """:func:`~models.records.fields.ident`."""
    if type(value) is str and value in known:
        return intern(value)
    return ident(value, at(path, field), known, what)


def ref_at(
    value: object, path: str, field: str, known: Mapping[str, Any] | set[str], what: str
) -> str | None:
    """:func:`~models.records.fields.ref`."""
    if value is None:
        return None
    if type(value) is str and value in known:
        return intern(value)
    return ref(value, at(path, field), known, what)


def canonical(choices: tuple[str, ...]) -> dict[str, str]:
    """Each choice mapped to itself, for :func:`choice_at`."""
    return {c: c for c in choices}


# A free-form object (free_json) taken the quick way: this many fields at most, each name and
# text at most this long, so that it stays far within the limits of one free-form object.
FLAT_FIELDS = 64
FLAT_TEXT = 1_000


def flat_free(value: dict[Any, Any]) -> dict[str, Any] | None:
    """:func:`~models.records.fields.free_json` of an object of a few plain fields (ASCII
    texts, whole numbers in range, true, false, null), as it would copy it; None for anything
    else, which then takes the full check."""
    if len(value) > FLAT_FIELDS:
        return None
    result = {}
    for key, v in value.items():
        if type(key) is not str or not key.isascii() or len(key) > FLAT_TEXT:
            return None
        kind = type(v)
        if kind is str:
            if not v.isascii() or len(v) > FLAT_TEXT:
                return None
            if len(v) <= INTERNED_TEXT:
                v = intern(v)
        elif kind is int:
            if not -MAX_INTEGER <= v <= MAX_INTEGER:
                return None
        elif v is not None and kind is not bool:
            return None
        result[intern(key)] = v
    return result

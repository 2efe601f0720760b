"""Reading single fields of a campaign file, each check naming the JSON path it failed at.

Every function raises :class:`~models.errors.DocumentError` with the path and a problem a
person can act on; nothing is ever changed to make a value fit.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from collections.abc import Mapping
from typing import Any, NoReturn

from models.errors import DocumentError
from models.store.connection import MAX_INTEGER
from models.validation import MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_NUMBER

PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")
TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,6})?Z")
DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
MAX_DEPTH = 24  # of free-form details; also stops a Python dict that contains itself
MAX_ROLLS = 100
SHOWN_LENGTH = 40


def fail(path: str, problem: str) -> NoReturn:
    """Raise the error for ``path``; its message stays one line whatever the document holds."""
    raise DocumentError(one_line(path), one_line(problem))


def one_line(message: str) -> str:
    return "".join(
        f"\\u{ord(ch):04x}" if unicodedata.category(ch) == "Cc" else ch for ch in message
    )


def at(path: str, name: str) -> str:
    """The path of a field: ``warbands[0].name``, or ``details["odd key"]`` for a name that
    is not a plain identifier."""
    if not PLAIN_NAME.fullmatch(name):
        return f"{path}[{json.dumps(name)}]"
    return f"{path}.{name}" if path else name


def item(path: str, index: int) -> str:
    return f"{path}[{index}]"


def shown(value: object) -> str:
    """A value as a message quotes it: repr, shortened."""
    text = repr(value) if isinstance(value, str) else type(value).__name__
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 2] + "…'"


def kind_of(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return f"a {type(value).__name__}"


def number_text(value: int) -> str:
    return f"{value:,}" if abs(value) < 10**30 else "a far larger number"


def obj(
    value: object, path: str, fields: tuple[str, ...], *, optional: tuple[str, ...] = ()
) -> Mapping[str, Any]:
    """An object with exactly ``fields`` (those in ``optional`` may be left out)."""
    if not isinstance(value, Mapping):
        fail(path, f"must be an object {{...}}, not {kind_of(value)}")
    for key in value:
        if not isinstance(key, str):
            fail(path, "field names must be text")
        if key not in fields:
            fail(at(path, key), "unknown field")
    for name in fields:
        if name not in value and name not in optional:
            fail(at(path, name), "missing")
    return value


def array(value: object, path: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        fail(path, f"must be a list [...], not {kind_of(value)}")
    return list(value)


def whole(value: object, path: str, *, minimum: int = 0, maximum: int = MAX_NUMBER) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        fail(path, f"must be a whole number, not {kind_of(value)}")
    if value < minimum:
        fail(path, f"cannot be less than {minimum:,} (got {number_text(value)})")
    if value > maximum:
        fail(path, f"cannot be more than {maximum:,} (got {number_text(value)})")
    return value


def optional_whole(value: object, path: str, **bounds: int) -> int | None:
    return None if value is None else whole(value, path, **bounds)


def flag(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        fail(path, f"must be true or false, not {kind_of(value)}")
    return value


def encodable(value: str, path: str) -> None:
    """Refuse text SQLite cannot store: a lone surrogate (JSON allows "\\ud800")."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        fail(path, f"contains an invalid character (U+{ord(value[exc.start]):04X})")


# Unicode's control characters (category Cc) are exactly these two ranges.
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
CONTROL_BUT_LINES = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def text(
    value: object,
    path: str,
    *,
    max_length: int = MAX_NAME_LENGTH,
    lines: bool = False,
    allow_empty: bool = False,
) -> str:
    """Text as Muster stores it (see models.validation), refused rather than changed."""
    if not isinstance(value, str):
        fail(path, f"must be text, not {kind_of(value)}")
    encodable(value, path)
    control = (CONTROL_BUT_LINES if lines else CONTROL).search(value)
    if control is not None:
        fail(path, f"contains an invisible control character (U+{ord(control.group()):04X})")
    if not value and not allow_empty:
        fail(path, "cannot be empty")
    if value != value.strip():
        fail(path, "has spaces or line breaks at its start or end")
    if unicodedata.normalize("NFC", value) != value:
        fail(path, "is not in Unicode normal form C (composed characters)")
    if len(value) > max_length:
        fail(path, f"is {len(value):,} characters long; the most is {max_length:,}")
    return value


def name(value: object, path: str) -> str:
    return text(value, path)


def notes(value: object, path: str) -> str:
    return text(value, path, max_length=MAX_NOTES_LENGTH, lines=True, allow_empty=True)


def ident(value: object, path: str, known: Mapping[str, Any], what: str) -> str:
    """An id of the game data (profile, item, ...) the campaign knows."""
    if not isinstance(value, str):
        fail(path, f"must be the id of a {what} (text), not {kind_of(value)}")
    if value not in known:
        fail(path, f"unknown {what} {shown(value)}")
    return value


def choice(value: object, path: str, choices: tuple[str, ...], what: str) -> str:
    if not isinstance(value, str) or value not in choices:
        wanted = ", ".join(repr(c) for c in choices)
        got = shown(value) if isinstance(value, str) else kind_of(value)
        fail(path, f"unknown {what} {got}; it must be one of {wanted}")
    return value


def key(value: object, path: str) -> str:
    if not isinstance(value, str) or not KEY.fullmatch(value):
        fail(path, 'must be a key such as "w1" (1 to 64 letters, digits, _ or -)')
    return value


def ref(value: object, path: str, known: Mapping[str, Any] | set[str], what: str) -> str | None:
    """A reference by key to a row of the document, or null."""
    if value is None:
        return None
    if not isinstance(value, str):
        fail(path, f"must be the id of a {what} (text) or null, not {kind_of(value)}")
    if value not in known:
        fail(path, f"no {what} has the id {shown(value)}")
    return value


def game_ref(value: object, path: str, numbers: set[int]) -> int | None:
    if value is None:
        return None
    number = whole(value, path, minimum=1)
    if number not in numbers:
        fail(path, f"there is no game number {number}")
    return number


def timestamp(value: object, path: str) -> dt.datetime:
    if not isinstance(value, str) or not TIMESTAMP.fullmatch(value):
        fail(path, 'must be a UTC date and time such as "2026-09-05T20:15:00Z"')
    try:
        return dt.datetime.fromisoformat(value[:-1])
    except ValueError:
        fail(path, f"{shown(value)} is not a real date and time")


def optional_timestamp(value: object, path: str) -> dt.datetime | None:
    return None if value is None else timestamp(value, path)


def date(value: object, path: str) -> dt.date | None:
    if value is None:
        return None
    if not isinstance(value, str) or not DATE.fullmatch(value):
        fail(path, 'must be a date such as "2026-09-05", or null')
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        fail(path, f"{shown(value)} is not a real date")


def free_json(value: object, path: str, depth: int = 0) -> Any:
    """Free-form data (history details, initiative): JSON values Muster can store exactly."""
    if depth > MAX_DEPTH:
        fail(path, "is nested too deeply")
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return whole(value, path, minimum=-MAX_INTEGER, maximum=MAX_INTEGER)
    if isinstance(value, float):
        fail(path, "must be a whole number (Muster keeps no fractions)")
    if isinstance(value, str):
        encodable(value, path)
        return value
    if isinstance(value, list | tuple):
        return [free_json(v, item(path, i), depth + 1) for i, v in enumerate(value)]
    if isinstance(value, Mapping):
        result = {}
        for k, v in value.items():
            if not isinstance(k, str):
                fail(path, "field names must be text")
            encodable(k, path)
            result[k] = free_json(v, at(path, k), depth + 1)
        return result
    fail(path, f"cannot be stored: {kind_of(value)}")

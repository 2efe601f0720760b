"""Reading single fields of a campaign file, each check naming the JSON path it failed at.

Every function raises :class:`~models.errors.DocumentError` with the path and a problem a
person can act on; nothing is ever changed to make a value fit, but for one thing the JSON
Schema cannot tell apart either: a text in another Unicode normal form (NFD, as some systems
write an accent) is the same text, and is read composed, in normal form C, as Muster keeps
every text.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import re
import sys
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NoReturn

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import DocumentError
from models.store.connection import MAX_INTEGER
from models.validation import MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_NUMBER, bidi_control, grouped

PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")
TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,6})?Z")
DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
MAX_DEPTH = 24  # of free-form details; also stops a Python dict that contains itself
MAX_ROLLS = 100
SHOWN_LENGTH = 40
# One free-form object (a history entry's details, the settings): at most this many values
# (numbers, texts, true/false/null, lists and objects) and characters of text in all.
MAX_FREE_VALUES = 10_000
MAX_FREE_TEXT = 200_000
INTERNED_TEXT = 40  # free-form texts this short are kept once for the whole file


@dataclass(frozen=True)
class NotWhole:
    """A number of the file with a fraction or an exponent (``2.5``, ``1e400``), as written."""

    text: str


@dataclass(frozen=True)
class HugeNumber:
    """A whole number of the file with more digits than any number Muster keeps, as written
    (``count``: its digits, when it is written with an exponent)."""

    text: str
    count: int = 0

    @property
    def digits(self) -> int:
        return self.count or len(self.text.lstrip("-"))


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
    if name not in _PLAIN_NAMES:
        if not PLAIN_NAME.fullmatch(name):
            return f"{path}[{json.dumps(name)}]"
        if len(_PLAIN_NAMES) < MAX_PLAIN_NAMES:
            _PLAIN_NAMES.add(name)
    return f"{path}.{name}" if path else name


_PLAIN_NAMES: set[str] = set()  # the names at() found plain, most of them the format's own
MAX_PLAIN_NAMES = 4_096


def item(path: str, index: int) -> str:
    return f"{path}[{index}]"


def shown(value: object) -> str:
    """A value as a message quotes it: repr, shortened."""
    text = repr(value) if isinstance(value, str) else type(value).__name__
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 2] + "…'"


def kind_of(value: object) -> str:
    """What ``value`` is, as a refusal names it ("must be text, not a number")."""
    if value is None:
        return translate("CampaignFile", "null")
    if isinstance(value, bool):
        return translate("CampaignFile", "true or false")
    if isinstance(value, int | float | NotWhole | HugeNumber):
        return translate("CampaignFile", "a number")
    if isinstance(value, str):
        return translate("CampaignFile", "text")
    if isinstance(value, list | tuple):
        return translate("CampaignFile", "a list")
    if isinstance(value, Mapping):
        return translate("CampaignFile", "an object")
    return translate("CampaignFile", "a {type}").format(type=type(value).__name__)


def shown_number(text: str) -> str:
    """A number as the file wrote it, shortened."""
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 1] + "…"


def number_text(value: int) -> str:
    if abs(value) < 10**30:
        return grouped(value)
    return translate("CampaignFile", "a far larger number")


def code_point(ch: str) -> str:
    """A character as a refusal names it: U+0007."""
    return f"U+{ord(ch):04X}"


def obj(
    value: object, path: str, fields: tuple[str, ...], *, optional: tuple[str, ...] = ()
) -> Mapping[str, Any]:
    """An object with exactly ``fields`` (those in ``optional`` may be left out)."""
    if not isinstance(value, Mapping):
        not_an_object(path, value)
    for key in value:
        if not isinstance(key, str):
            fail(path, translate("CampaignFile", "field names must be text"))
        if key not in fields:
            fail(at(path, key), translate("CampaignFile", "unknown field"))
    for name in fields:
        if name not in value and name not in optional:
            fail(at(path, name), translate("CampaignFile", "missing"))
    return value


def not_an_object(path: str, value: object) -> NoReturn:
    """Refuse ``value`` at ``path``, where an object belongs."""
    fail(
        path,
        translate("CampaignFile", "must be an object {{...}}, not {kind}").format(
            kind=kind_of(value)
        ),
    )


def array(value: object, path: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        fail(
            path,
            translate("CampaignFile", "must be a list [...], not {kind}").format(
                kind=kind_of(value)
            ),
        )
    return list(value)


def whole(value: object, path: str, *, minimum: int = 0, maximum: int = MAX_NUMBER) -> int:
    if isinstance(value, NotWhole):
        fail(
            path,
            translate("CampaignFile", "must be a whole number, not {number}").format(
                number=shown_number(value.text)
            ),
        )
    if isinstance(value, HugeNumber):
        fail(
            path,
            translate(
                "CampaignFile",
                "is a number of {digits} digits; it must be from {minimum} to {maximum}",
            ).format(
                digits=grouped(value.digits), minimum=grouped(minimum), maximum=grouped(maximum)
            ),
        )
    if isinstance(value, bool) or not isinstance(value, int):
        fail(
            path,
            translate("CampaignFile", "must be a whole number, not {kind}").format(
                kind=kind_of(value)
            ),
        )
    if value < minimum:
        fail(
            path,
            translate("CampaignFile", "cannot be less than {minimum} (got {value})").format(
                minimum=grouped(minimum), value=number_text(value)
            ),
        )
    if value > maximum:
        fail(
            path,
            translate("CampaignFile", "cannot be more than {maximum} (got {value})").format(
                maximum=grouped(maximum), value=number_text(value)
            ),
        )
    return value


def optional_whole(value: object, path: str, **bounds: int) -> int | None:
    return None if value is None else whole(value, path, **bounds)


def flag(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        fail(
            path,
            translate("CampaignFile", "must be true or false, not {kind}").format(
                kind=kind_of(value)
            ),
        )
    return value


def encodable(value: str, path: str) -> None:
    """Refuse text SQLite cannot store: a lone surrogate (JSON allows "\\ud800")."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        fail(
            path,
            translate("CampaignFile", "contains an invalid character ({code})").format(
                code=code_point(value[exc.start])
            ),
        )


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
    """Text as Muster stores it (see models.validation), refused rather than changed; in
    Unicode normal form C (a text in another form is composed: the same text)."""
    if not isinstance(value, str):
        fail(
            path, translate("CampaignFile", "must be text, not {kind}").format(kind=kind_of(value))
        )
    encodable(value, path)
    control = (CONTROL_BUT_LINES if lines else CONTROL).search(value)
    if control is not None:
        fail(
            path,
            translate("CampaignFile", "contains an invisible control character ({code})").format(
                code=code_point(control.group())
            ),
        )
    if not value and not allow_empty:
        fail(path, translate("CampaignFile", "cannot be empty"))
    if value != value.strip():
        fail(path, translate("CampaignFile", "has spaces or line breaks at its start or end"))
    value = unicodedata.normalize("NFC", value)
    if len(value) > max_length:
        fail(
            path,
            translate("CampaignFile", "is {length} characters long; the most is {most}").format(
                length=grouped(len(value)), most=grouped(max_length)
            ),
        )
    return value


# What a stored text not in normal form C is (the database check: Muster keeps every text
# composed; a campaign file's is composed as it is read).
NOT_COMPOSED = QT_TRANSLATE_NOOP(
    "CampaignFile", "is not in Unicode normal form C (composed characters)"
)


def _field(path: str, field: str | int) -> str:
    return item(path, field) if isinstance(field, int) else at(path, field)


# --- the rules a declaration cannot say, for the values of a shaped record -------------------
# (models.records.shape): each takes the path of the record and the field (or index) in it,
# and builds the field's path only to refuse it.


def composed(value: str, path: str, field: str | int, max_length: int | None = None) -> str:
    """A text SQLite can store, in Unicode normal form C (composed, when given in another
    form: the same text), of at most ``max_length`` characters so composed."""
    if not value.isascii():
        where = _field(path, field)
        encodable(value, where)
        if not unicodedata.is_normalized("NFC", value):
            value = unicodedata.normalize("NFC", value)
            if max_length is not None and len(value) > max_length:
                fail(
                    where,
                    translate(
                        "CampaignFile", "is {length} characters long; the most is {most}"
                    ).format(length=grouped(len(value)), most=grouped(max_length)),
                )
    return value


def known(value: str, path: str, field: str | int, ids: Mapping[str, Any], what: str) -> str:
    """:func:`ident` of a declared text."""
    if value in ids:
        return sys.intern(value)  # ids repeat thousands of times in a big campaign
    return ident(value, _field(path, field), ids, what)


def known_ref(
    value: str | None, path: str, field: str | int, keys: Mapping[str, Any] | set[str], what: str
) -> str | None:
    """:func:`ref` of a declared key or null."""
    if value is None or value not in keys:
        return ref(value, _field(path, field), keys, what)
    return sys.intern(value)


def moment(value: str, path: str, field: str) -> dt.datetime:
    """:func:`timestamp` of a text of the declared pattern."""
    found = _moment(value)
    return timestamp(value, _field(path, field)) if found is None else found


def name(value: object, path: str) -> str:
    """A name: text as a name may be, without the controls that reorder text."""
    checked = text(value, path)
    control = bidi_control(checked)
    if control is not None:
        fail(
            path,
            translate(
                "CampaignFile",
                "contains an invisible direction control ({code}), which could make it read as another name",  # noqa: E501
            ).format(code=code_point(control)),
        )
    return checked


def notes(value: object, path: str) -> str:
    return text(value, path, max_length=MAX_NOTES_LENGTH, lines=True, allow_empty=True)


def ident(value: object, path: str, known: Mapping[str, Any], what: str) -> str:
    """An id of the game data (profile, item, ...) the campaign knows."""
    if not isinstance(value, str):
        fail(path, id_not_text(what, value))
    if value not in known:
        fail(path, unknown_id(what, shown(value)))
    return sys.intern(value)  # ids repeat thousands of times in a big campaign


def a(word: str) -> str:
    """``word`` with its indefinite article: "an option", "a profile"."""
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


# --- the refusals that name what an id or a reference is ------------------------------------
# Each a whole sentence for each thing named (a translation needs the whole sentence: its
# words change with the thing), by the English word the readers pass as ``what``; a word
# not listed gets the general sentence.

ID_NOT_TEXT = {
    "profile": QT_TRANSLATE_NOOP("CampaignFile", "must be the id of a profile (text), not {kind}"),
    "item": QT_TRANSLATE_NOOP("CampaignFile", "must be the id of an item (text), not {kind}"),
    "option": QT_TRANSLATE_NOOP("CampaignFile", "must be the id of an option (text), not {kind}"),
    "special": QT_TRANSLATE_NOOP("CampaignFile", "must be the id of a special (text), not {kind}"),
    "scenario": QT_TRANSLATE_NOOP(
        "CampaignFile", "must be the id of a scenario (text), not {kind}"
    ),
}
UNKNOWN_ID = {
    "profile": QT_TRANSLATE_NOOP("CampaignFile", "unknown profile {value}"),
    "item": QT_TRANSLATE_NOOP("CampaignFile", "unknown item {value}"),
    "option": QT_TRANSLATE_NOOP("CampaignFile", "unknown option {value}"),
    "special": QT_TRANSLATE_NOOP("CampaignFile", "unknown special {value}"),
    "scenario": QT_TRANSLATE_NOOP("CampaignFile", "unknown scenario {value}"),
}
REF_NOT_TEXT = {
    "warband": QT_TRANSLATE_NOOP(
        "CampaignFile", "must be the id of a warband (text) or null, not {kind}"
    ),
    "character": QT_TRANSLATE_NOOP(
        "CampaignFile", "must be the id of a character (text) or null, not {kind}"
    ),
    "purchase": QT_TRANSLATE_NOOP(
        "CampaignFile", "must be the id of a purchase (text) or null, not {kind}"
    ),
    "fielded character": QT_TRANSLATE_NOOP(
        "CampaignFile", "must be the id of a fielded character (text) or null, not {kind}"
    ),
    "character fielded in this game": QT_TRANSLATE_NOOP(
        "CampaignFile",
        "must be the id of a character fielded in this game (text) or null, not {kind}",
    ),
}
NO_SUCH_REF = {
    "warband": QT_TRANSLATE_NOOP("CampaignFile", "no warband has the id {value}"),
    "character": QT_TRANSLATE_NOOP("CampaignFile", "no character has the id {value}"),
    "purchase": QT_TRANSLATE_NOOP("CampaignFile", "no purchase has the id {value}"),
    "fielded character": QT_TRANSLATE_NOOP(
        "CampaignFile", "no fielded character has the id {value}"
    ),
    "character fielded in this game": QT_TRANSLATE_NOOP(
        "CampaignFile", "no character fielded in this game has the id {value}"
    ),
}
UNKNOWN_CHOICE = {
    "game": QT_TRANSLATE_NOOP("CampaignFile", "unknown game {value}; it must be one of {choices}"),
    "role": QT_TRANSLATE_NOOP("CampaignFile", "unknown role {value}; it must be one of {choices}"),
    "refund setting": QT_TRANSLATE_NOOP(
        "CampaignFile", "unknown refund setting {value}; it must be one of {choices}"
    ),
    "status": QT_TRANSLATE_NOOP(
        "CampaignFile", "unknown status {value}; it must be one of {choices}"
    ),
    "result": QT_TRANSLATE_NOOP(
        "CampaignFile", "unknown result {value}; it must be one of {choices}"
    ),
    "kind": QT_TRANSLATE_NOOP("CampaignFile", "unknown kind {value}; it must be one of {choices}"),
    "upgrade": QT_TRANSLATE_NOOP(
        "CampaignFile", "unknown upgrade {value}; it must be one of {choices}"
    ),
    "fate": QT_TRANSLATE_NOOP("CampaignFile", "unknown fate {value}; it must be one of {choices}"),
}


def id_not_text(what: str, value: object) -> str:
    """The refusal of ``value``, not text, where the id of a ``what`` belongs."""
    sentence = ID_NOT_TEXT.get(what)
    if sentence is None:
        return translate("CampaignFile", "must be the id of {thing} (text), not {kind}").format(
            thing=a(what), kind=kind_of(value)
        )
    return translate("CampaignFile", sentence).format(kind=kind_of(value))


def unknown_id(what: str, value: str) -> str:
    """The refusal of ``value`` (as shown), an id of a ``what`` the campaign does not know."""
    sentence = UNKNOWN_ID.get(what)
    if sentence is None:
        return translate("CampaignFile", "unknown {thing} {value}").format(thing=what, value=value)
    return translate("CampaignFile", sentence).format(value=value)


def choice(value: object, path: str, choices: tuple[str, ...], what: str) -> str:
    if not isinstance(value, str) or value not in choices:
        wanted = ", ".join(repr(c) for c in choices)
        got = shown(value) if isinstance(value, str) else kind_of(value)
        sentence = UNKNOWN_CHOICE.get(what)
        if sentence is None:
            problem = translate(
                "CampaignFile", "unknown {thing} {value}; it must be one of {choices}"
            ).format(thing=what, value=got, choices=wanted)
        else:
            problem = translate("CampaignFile", sentence).format(value=got, choices=wanted)
        fail(path, problem)
    return choices[choices.index(value)]  # the one copy, not the file's own


def key(value: object, path: str) -> str:
    if not isinstance(value, str) or not KEY.fullmatch(value):
        fail(
            path,
            translate(
                "CampaignFile", 'must be a key such as "w1" (1 to 64 letters, digits, _ or -)'
            ),
        )
    return sys.intern(value)  # one copy, shared by every reference to it (see ref)


def ref(value: object, path: str, known: Mapping[str, Any] | set[str], what: str) -> str | None:
    """A reference by key to a row of the document, or null."""
    if value is None:
        return None
    if not isinstance(value, str):
        sentence = REF_NOT_TEXT.get(what)
        if sentence is None:
            problem = translate(
                "CampaignFile", "must be the id of {thing} (text) or null, not {kind}"
            ).format(thing=a(what), kind=kind_of(value))
        else:
            problem = translate("CampaignFile", sentence).format(kind=kind_of(value))
        fail(path, problem)
    if value not in known:
        sentence = NO_SUCH_REF.get(what)
        if sentence is None:
            problem = translate("CampaignFile", "no {thing} has the id {value}").format(
                thing=what, value=shown(value)
            )
        else:
            problem = translate("CampaignFile", sentence).format(value=shown(value))
        fail(path, problem)
    return sys.intern(value)


def timestamp(value: object, path: str) -> dt.datetime:
    if not isinstance(value, str) or not TIMESTAMP.fullmatch(value):
        fail(
            path,
            translate("CampaignFile", 'must be a UTC date and time such as "2026-09-05T20:15:00Z"'),
        )
    moment = _moment(value)
    if moment is None:
        fail(
            path,
            translate("CampaignFile", "{value} is not a real date and time").format(
                value=shown(value)
            ),
        )
    return moment


@functools.lru_cache(maxsize=4096)
def _moment(value: str) -> dt.datetime | None:
    # A game night's entries share their time: one object for all of them.
    try:
        return dt.datetime.fromisoformat(value[:-1])
    except ValueError:
        return None


def date(value: object, path: str) -> dt.date | None:
    if value is None:
        return None
    if not isinstance(value, str) or not DATE.fullmatch(value):
        fail(path, translate("CampaignFile", 'must be a date such as "2026-09-05", or null'))
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        fail(
            path,
            translate("CampaignFile", "{value} is not a real date").format(value=shown(value)),
        )


def free_json(value: object, path: str, depth: int = 0, budget: list[Any] | None = None) -> Any:
    """Free-form data (history details, initiative, settings): JSON values Muster can store
    exactly, at most :data:`MAX_FREE_VALUES` values and :data:`MAX_FREE_TEXT` characters of
    text in one object."""
    if budget is None:
        budget = [MAX_FREE_VALUES, MAX_FREE_TEXT, path]  # what is left, and where it began
    _spend_value(budget)
    if depth > MAX_DEPTH:
        fail(path, translate("CampaignFile", "is nested too deeply"))
    if type(value) is dict or isinstance(value, Mapping):
        return _free_object(value, path, depth, budget)
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | HugeNumber):
        return whole(value, path, minimum=-MAX_INTEGER, maximum=MAX_INTEGER)
    if isinstance(value, float | NotWhole):
        written = value.text if isinstance(value, NotWhole) else repr(value)
        fail(
            path,
            translate(
                "CampaignFile", "must be a whole number (Muster keeps no fractions), not {number}"
            ).format(number=written),
        )
    if isinstance(value, str):
        _spend_text(value, path, budget)
        # Short texts in details are mostly ids and names a big campaign repeats thousands of
        # times ("helmet", "slain"): one copy of each.
        return sys.intern(value) if len(value) <= INTERNED_TEXT else value
    if isinstance(value, list | tuple):
        return [free_json(v, item(path, i), depth + 1, budget) for i, v in enumerate(value)]
    fail(path, translate("CampaignFile", "cannot be stored: {kind}").format(kind=kind_of(value)))


def _free_object(value: Mapping[Any, Any], path: str, depth: int, budget: list[Any]) -> Any:
    result = {}
    for k, v in value.items():
        if type(k) is not str:
            fail(path, translate("CampaignFile", "field names must be text"))
        _spend_text(k, path, budget)
        kind = type(v)
        if kind is str or kind is int or kind is bool or v is None:
            # A plain field, the most of them, taken here rather than in a call of its own,
            # its path built only to refuse it; the rules of free_json.
            _spend_value(budget)
            if kind is str:
                if not v.isascii():
                    encodable(v, at(path, k))
                _spend_text(v, path, budget)
                if len(v) <= INTERNED_TEXT:
                    v = sys.intern(v)
            elif kind is int and not -MAX_INTEGER <= v <= MAX_INTEGER:
                whole(v, at(path, k), minimum=-MAX_INTEGER, maximum=MAX_INTEGER)
        else:
            v = free_json(v, at(path, k), depth + 1, budget)
        result[sys.intern(k)] = v
    return result


def _spend_value(budget: list[Any]) -> None:
    budget[0] -= 1
    if budget[0] < 0:
        fail(
            budget[2],
            translate(
                "CampaignFile",
                "holds more than {most} values; a free-form object may hold at most that many",
            ).format(most=grouped(MAX_FREE_VALUES)),
        )


def _spend_text(value: str, path: str, budget: list[Any]) -> None:
    if not value.isascii():
        encodable(value, path)
    budget[1] -= len(value)
    if budget[1] < 0:
        fail(
            budget[2],
            translate(
                "CampaignFile",
                "holds more than {most} characters of text; a free-form object may hold at most that many",  # noqa: E501
            ).format(most=grouped(MAX_FREE_TEXT)),
        )

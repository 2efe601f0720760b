"""Reading the JSON of a campaign file a record at a time.

A campaign file is one object whose big members are lists (warbands, games, history). Parsing
it whole holds the text and every parsed object at once, about ten times the file's size.
:class:`Members` reads the text from a stream instead, a record (one item of a top-level
list) at a time: each item is parsed, handed to the reader, checked and turned into a compact
document, and its parsed form dropped. What stays is the text of the record being read.

Muster writes each record on a line of its own, so a record is usually one line; any other
layout reads the same, more text being read until the record is complete (a record may be at
most :data:`MAX_RECORD_CHARS` characters). JSON is parsed by the json module's own scanner,
with the same strictness as :func:`models.exchange.importer.parse_document`: a field twice in
one object, NaN and Infinity are refused; numbers with a fraction are kept as
:class:`NotWhole` and numbers of thousands of digits as :class:`HugeNumber`, so that the
reader refuses them with the JSON path of the field. A number written with a decimal point or
an exponent that is a whole number (``2e0``, ``2.0``, ``-0.0``) is that whole number, as JSON
Schema's "integer" takes it (the schema and the reader accept the same numbers); the values
stored in a database are read stricter (:func:`loads_stored`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from decimal import Decimal, InvalidOperation
from typing import Any, TextIO

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import DocumentError
from models.records.fields import HugeNumber, NotWhole, shown
from models.validation import grouped

CHUNK = 1 << 20  # characters read at a time, at most (Muster's records are one line each)
READ_AHEAD = 1 << 16  # characters of whole lines read at once, at least (while there are more)
MAX_RECORD_CHARS = 16_000_000  # one record of a top-level list, or one other member
HUGE_DIGITS = 30  # longer whole numbers are kept as text: no Muster number has as many
_WHITESPACE = re.compile(r"[ \t\n\r]*")
_SEPARATOR = re.compile(r"[ \t\n\r]*,[ \t\n\r]*")  # between two items of a list
# The refusals of a text that is not JSON: the JSON decoder's own words (in English, as
# Python writes them: "Expecting value") where in the text, by line and column.
NOT_JSON = QT_TRANSLATE_NOOP(
    "CampaignFile",
    "this is not a Muster campaign file: it is not valid JSON ({problem} at line {line}, column {column})",  # noqa: E501
)
# ... and of one that is not UTF-8, with Python's reason ("invalid start byte").
NOT_UTF8 = QT_TRANSLATE_NOOP(
    "CampaignFile", "this is not a Muster campaign file: it is not UTF-8 text ({reason})"
)
NOT_A_CAMPAIGN_FILE = QT_TRANSLATE_NOOP(
    "CampaignFile", "this is not a Muster campaign file: {problem}"
)
NESTED = QT_TRANSLATE_NOOP(
    "CampaignFile", "this is not a Muster campaign file: it is nested too deeply"
)


# What the JSON decoder says (Python's json module, and this module in its words), shown
# translated; anything else it says is shown as it says it.
JSON_PROBLEMS = frozenset(
    (
        QT_TRANSLATE_NOOP("CampaignFile", "Expecting value"),
        QT_TRANSLATE_NOOP("CampaignFile", "Expecting property name enclosed in double quotes"),
        QT_TRANSLATE_NOOP("CampaignFile", "Expecting ':' delimiter"),
        QT_TRANSLATE_NOOP("CampaignFile", "Expecting ',' delimiter"),
        QT_TRANSLATE_NOOP("CampaignFile", "Extra data"),
        QT_TRANSLATE_NOOP("CampaignFile", "Unterminated string starting at"),
    )
)
_CONTROL_AT = re.compile(r"Invalid control character (.*) at")


def not_json(problem: str, line: int, column: int) -> str:
    """:data:`NOT_JSON`, translated; ``problem`` as the JSON decoder says it."""
    if problem in JSON_PROBLEMS:
        problem = translate("CampaignFile", problem)
    elif control := _CONTROL_AT.fullmatch(problem):
        problem = translate("CampaignFile", "Invalid control character {character} at").format(
            character=control.group(1)
        )
    return translate("CampaignFile", NOT_JSON).format(problem=problem, line=line, column=column)


def not_utf8(reason: str) -> str:
    """:data:`NOT_UTF8`, translated."""
    return translate("CampaignFile", NOT_UTF8).format(reason=reason)


def _reject_constant(name: str) -> Any:
    raise ValueError(
        translate("CampaignFile", "{name} is not a number JSON allows").format(name=name)
    )


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) < len(pairs):
        seen: set[str] = set()
        for name, _value in pairs:
            if name in seen:
                raise ValueError(
                    translate(
                        "CampaignFile", "the field {name} appears twice in one object"
                    ).format(name=shown(name))
                )
            seen.add(name)
    # The field names are kept once for the whole file where the reader keeps them (free-form
    # details, outcomes): the scanner shares them only within a record.
    return result


def _whole(text: str) -> int | HugeNumber:
    return HugeNumber(text) if len(text.lstrip("-")) > HUGE_DIGITS else int(text)


MAX_EXPONENT = 100_000  # beyond it a number is not worked out digit by digit


def _number(text: str) -> int | HugeNumber | NotWhole:
    """A number written with a decimal point or an exponent: the whole number it is, as JSON
    Schema's "integer" takes it (``2e0``, ``2.0``), else :class:`NotWhole` (``2.5``)."""
    exponent = text.lower().partition("e")[2]
    try:
        value = Decimal(text)
        if abs(int(exponent or 0)) > MAX_EXPONENT:
            if value.is_zero():
                return 0
            if value.adjusted() > 0:  # a whole number of more digits than anyone writes
                return HugeNumber(text, count=value.adjusted() + 1)
            return NotWhole(text)
        if value != value.to_integral_value():
            return NotWhole(text)
    except (InvalidOperation, ValueError):
        return NotWhole(text)
    if value.adjusted() >= HUGE_DIGITS:
        return HugeNumber(text, count=value.adjusted() + 1)
    return int(value)


DECODER = json.JSONDecoder(
    object_pairs_hook=_unique_keys, parse_constant=_reject_constant, parse_float=_number
)
# Used again on a record that held a number too long for int(): finds which field it was.
CAREFUL_DECODER = json.JSONDecoder(
    object_pairs_hook=_unique_keys,
    parse_constant=_reject_constant,
    parse_float=_number,
    parse_int=_whole,
)
# The JSON a database stores: every number with a decimal point or an exponent is kept as it
# is written, for the database check to report (the app reads such a value as a fraction).
STORED_DECODER = json.JSONDecoder(
    object_pairs_hook=_unique_keys, parse_constant=_reject_constant, parse_float=NotWhole
)
CAREFUL_STORED_DECODER = json.JSONDecoder(
    object_pairs_hook=_unique_keys,
    parse_constant=_reject_constant,
    parse_float=NotWhole,
    parse_int=_whole,
)


def loads(text: str) -> Any:
    """A whole JSON text of a campaign file, parsed with Muster's strictness (see the
    module's docstring)."""
    return _loads(text, DECODER, CAREFUL_DECODER)


def loads_stored(text: str) -> Any:
    """A JSON text a database stores, parsed as :func:`loads` parses a file's, but for its
    numbers: any with a decimal point or an exponent is :class:`NotWhole`."""
    return _loads(text, STORED_DECODER, CAREFUL_STORED_DECODER)


def _loads(text: str, decoder: json.JSONDecoder, careful: json.JSONDecoder) -> Any:
    try:
        return decoder.decode(text)
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError) or "integer string conversion" not in str(exc):
            raise
    return careful.decode(text)


class Items:
    """The items of a top-level list, parsed one at a time as they are asked for."""

    def __init__(self, members: Members, key: str) -> None:
        self.members = members
        self.key = key
        self.done = False
        self._items: Iterator[Any] | None = None

    def __iter__(self) -> Iterator[Any]:
        # One pass over the text: iterating again goes on where the last iteration stopped.
        if self._items is None:
            self._items = self.members._items(self)
        return self._items

    def drain(self) -> None:
        """Read past the items not asked for (their JSON is still checked)."""
        for _item in self:
            pass


class Members:
    """The members of the top-level object of the JSON text read from ``stream``.

    Iterating gives ``(name, value)`` in the order of the text; a member whose value is a list
    gives an :class:`Items` instead, which must be read (or drained) before the next member.
    Raises :class:`DocumentError` where the text is not JSON, with its line and column, or
    where a record is too long or breaks a rule of strict JSON, with its path.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.buf = ""
        self.pos = 0
        self.eof = False
        self.lines_before = 0  # newlines in the text dropped from the buffer
        self.column_before = 0  # characters of the current line dropped from the buffer
        self.path = ""  # of the record being read, for messages
        self.unread: Exception | None = None  # met reading ahead, raised when its turn comes

    # --- the text -----------------------------------------------------------------------

    def _more(self, at_least: int = 1) -> bool:
        """Read at least ``at_least`` more characters (whole lines, and those of the next
        :data:`READ_AHEAD` characters); False at the end.

        A line that cannot be read (not UTF-8, a failing disk) while reading ahead is
        refused when the text before it is used up, as if it had been read then."""
        if self.unread is not None:
            error, self.unread = self.unread, None
            raise error
        if self.eof:
            return False
        self._compact()
        added = 0
        lines = []
        while added < at_least or added < READ_AHEAD:
            try:
                chunk = self._line()
            except (DocumentError, OSError) as exc:
                if added < at_least:
                    raise
                self.unread = exc
                break
            if not chunk:
                self.eof = True
                break
            lines.append(chunk)
            added += len(chunk)
        self.buf += "".join(lines)
        return added > 0

    def _line(self) -> str:
        """The next line of the text (at most :data:`CHUNK` characters of it)."""
        try:
            return self.stream.readline(CHUNK)
        except UnicodeDecodeError as exc:
            raise DocumentError("", not_utf8(exc.reason)) from None

    def _compact(self) -> None:
        """Drop the text already read, before more is added (each addition copies what is
        held); kept while it is most of the buffer, so a huge line is not copied again and
        again."""
        if self.pos == 0 or self.pos < len(self.buf) // 2:
            return
        dropped = self.buf[: self.pos]
        newline = dropped.rfind("\n")
        self.lines_before += dropped.count("\n")
        self.column_before = (
            self.pos - newline - 1 if newline >= 0 else self.column_before + self.pos
        )
        self.buf = self.buf[self.pos :]
        self.pos = 0

    def _skip_space(self) -> str:
        """Skip whitespace; the next character, or "" at the end of the text."""
        while True:
            space = _WHITESPACE.match(self.buf, self.pos)
            assert space is not None  # the pattern matches the empty text too
            self.pos = space.end()
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._more():
                return ""

    def _where(self, pos: int) -> tuple[int, int]:
        """The line and column of ``pos``."""
        line = self.lines_before + self.buf.count("\n", 0, pos) + 1
        newline = self.buf.rfind("\n", 0, pos)
        column = pos - newline if newline >= 0 else self.column_before + pos + 1
        return line, column

    def _expect(self, message: str) -> DocumentError:
        """``message`` in the words of Python's JSON decoder ("Expecting value")."""
        return DocumentError("", not_json(message, *self._where(self.pos)))

    # --- values -------------------------------------------------------------------------

    def _value(self) -> Any:
        """The JSON value at the current position, read whole.

        The position stays at the value's start until it is read: reading more text may drop
        what lies before it from the buffer (:meth:`_compact`), which moves the position."""
        if not self._skip_space():
            raise self._expect("Expecting value")
        decoder = DECODER
        while True:
            try:
                value, end = decoder.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                line, column = self._where(exc.pos)  # reading more may move the text held
                if self._may_continue(exc.pos, exc.msg):
                    continue
                raise DocumentError("", not_json(exc.msg, line, column)) from None
            except RecursionError:
                raise DocumentError(self.path, translate("CampaignFile", NESTED)) from None
            except ValueError as exc:  # a field twice, NaN, or a number of thousands of digits
                if "integer string conversion" in str(exc) and decoder is DECODER:
                    decoder = CAREFUL_DECODER
                    continue
                where = self.path or ""
                raise DocumentError(
                    where,
                    str(exc)
                    if where
                    else translate("CampaignFile", NOT_A_CAMPAIGN_FILE).format(problem=exc),
                ) from None
            if end == len(self.buf) and self._more():
                continue  # a number may go on in the text still to come
            if end - self.pos > MAX_RECORD_CHARS:
                raise self._too_long()
            self.pos = end
            return value

    def _may_continue(self, error_at: int, message: str) -> bool:
        """Whether the value may only be cut short by the end of the text read so far; reads
        more when so (doubling what is held, so a record is parsed a few times at most)."""
        if self.eof:
            return False
        if self.buf.endswith("\n"):  # whole lines: only whitespace may follow a cut value
            cut = error_at >= len(self.buf.rstrip(" \t\n\r"))
        else:  # a line read in part: the cut may be anywhere in it
            cut = error_at >= self.buf.rfind("\n") + 1
        cut = cut or message.startswith("Unterminated string")
        if not cut:
            return False
        if len(self.buf) - self.pos > MAX_RECORD_CHARS:
            raise self._too_long()
        return self._more(at_least=max(len(self.buf) - self.pos, 1))

    def _too_long(self) -> DocumentError:
        if self.path:
            problem = translate(
                "CampaignFile",
                "{path} has a record longer than {most} characters; Muster reads records of at most that size",  # noqa: E501
            )
        else:
            problem = translate(
                "CampaignFile",
                "the file has a record longer than {most} characters; Muster reads records of at most that size",  # noqa: E501
            )
        return DocumentError(
            self.path, problem.format(path=self.path, most=grouped(MAX_RECORD_CHARS))
        )

    # --- the top-level object -----------------------------------------------------------

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        if self._skip_space() != "{":
            value = self._value()
            self._end()
            raise NotAnObject(value)
        self.pos += 1
        seen: set[str] = set()
        if self._skip_space() == "}":
            self.pos += 1
            self._end()
            return
        while True:
            if self._skip_space() != '"':
                raise self._expect("Expecting property name enclosed in double quotes")
            self.path = ""
            name = self._value()
            if name in seen:
                raise DocumentError(
                    "",
                    translate(
                        "CampaignFile",
                        "this is not a Muster campaign file: the field {name} appears twice in one object",  # noqa: E501
                    ).format(name=shown(name)),
                )
            seen.add(name)
            if self._skip_space() != ":":
                raise self._expect("Expecting ':' delimiter")
            self.pos += 1
            if self._skip_space() == "[":
                items = Items(self, name)
                yield name, items
                if not items.done:
                    items.drain()
            else:
                self.path = name if isinstance(name, str) else ""
                yield name, self._value()
            self.path = ""
            following = self._skip_space()
            if following == ",":
                self.pos += 1
                continue
            if following == "}":
                self.pos += 1
                self._end()
                return
            raise self._expect("Expecting ',' delimiter")

    def _items(self, items: Items) -> Iterator[Any]:
        if items.done:
            return
        self.pos += 1  # the "["
        index = 0
        if self._skip_space() == "]":
            self.pos += 1
            items.done = True
            return
        scan = DECODER.scan_once  # type: ignore[attr-defined]  # the json module's scanner
        while True:
            self.path = f"{items.key}[{index}]"
            # Most records lie whole in the text held, each followed by a comma and the end of
            # its line: one record read here the quick way, with the same steps as
            # _value() and _skip_space() take, which read anything else.
            buf, pos = self.buf, self.pos
            try:
                value, end = scan(buf, pos)
            except (StopIteration, ValueError, RecursionError):
                value = self._value()  # refused there, or read after more text
            else:
                if end == len(buf) or end - pos > MAX_RECORD_CHARS or pos == len(buf):
                    value = self._value()
                else:
                    self.pos = end
            yield value
            index += 1
            buf = self.buf
            separator = _SEPARATOR.match(buf, self.pos)
            if separator is not None:
                self.pos = separator.end()
                following = buf[self.pos] if self.pos < len(buf) else self._skip_space()
                if following == "]":
                    raise self._expect("Expecting value")
                continue
            following = self._skip_space()
            if following == ",":
                self.pos += 1
                if self._skip_space() == "]":
                    raise self._expect("Expecting value")
                continue
            if following == "]":
                self.pos += 1
                items.done = True
                return
            raise self._expect("Expecting ',' delimiter")

    def _end(self) -> None:
        if self._skip_space():
            raise self._expect("Extra data")


class NotAnObject(Exception):
    """The text is JSON, but not an object: the reader says what it holds."""

    def __init__(self, value: Any) -> None:
        super().__init__("not an object")
        self.value = value

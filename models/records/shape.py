"""A record of a campaign file given its declared shape by msgspec, or refused in the format
document's words.

:func:`shaped` hands a parsed record (one warband, game or history entry) to
``msgspec.convert`` against its declaration (:mod:`models.records.declarations`): every type,
bound, choice, pattern and nullability the declaration says is msgspec's to check, once. A
record that does not fit is refused with the JSON path of its first problem, and the words of
docs/campaign-format.md: msgspec's own message ("Expected `int` >= 0 - at `$.gold`") only
says where to look, and the words come from the declared type and the value found there
(:mod:`models.records.fields`). What a declaration cannot say (Unicode normal form C, ids the
campaign's rules know, references, the rules over records) is the readers' to check after.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from sys import intern
from typing import Any, NoReturn, TypeVar, cast

import msgspec
from msgspec import inspect

from i18n import QT_TRANSLATE_NOOP, translate
from models.records import declarations as declared
from models.records.fields import (
    array,
    at,
    choice,
    composed,
    date,
    fail,
    flag,
    id_not_text,
    item,
    key,
    moment,
    name,
    notes,
    obj,
    ref,
    text,
    timestamp,
    whole,
)
from models.validation import MAX_NOTES_LENGTH

Record = TypeVar("Record", bound=msgspec.Struct)

_WHERE = re.compile(r" - at `\$(.*)`$")
_KEY_IN = "`key` in "
_STEP = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[([0-9]+|\.\.\.)\]")
# What a field's id or reference names, in a message ("unknown profile 'x'"): the word the
# refusals of models.records.fields are chosen by.
NAMES = {
    "profile": "profile",
    "item": "item",
    "options": "option",
    "special": "special",
    "scenario": "scenario",
    "character": "character",
    "warband": "warband",
    "winner": "warband",
    "lost": "purchase",
    "stashed": "purchase",
    "relic_carrier": "character fielded in this game",
}
# What a field refers to by its key, where it names another object of the file.
REFERRED = frozenset(("character", "warband", "purchase", "character fielded in this game"))
# What a choice is called in a message, where not by its field's name.
CALLED = {(declared.Upgrade, "kind"): "upgrade", (declared.Effect, "status_before"): "status"}


def shaped(value: object, path: str, record: type[Record]) -> Record:
    """``value``, the record at ``path``, as the declared ``record``; refused at its first
    problem (see the module's docstring)."""
    try:
        return msgspec.convert(value, record)
    except msgspec.ValidationError as exc:
        refuse(str(exc), value, path, record)


def checked(value: object, path: str, record: type[Record]) -> Record:
    """:func:`shaped`, then :func:`checked_fields`."""
    data = shaped(value, path, record)
    checked_fields(data, path)
    return data


def checked_fields(data: msgspec.Struct, path: str) -> None:
    """What a declaration cannot say of the kinds of the fields of ``data``, a shaped record
    at ``path``: each name, note and text storable, and composed in Unicode normal form C
    (:func:`fields.composed`), each time and date a real one (:func:`fields.moment`,
    :func:`fields.date`). A field declared of one of these kinds is checked so with no more
    code."""
    _checker(type(data))(data, path)


@functools.cache
def _checker(record: type[msgspec.Struct]) -> Any:
    """:func:`checked_fields` for one record, put together as the text of one function, as
    :mod:`dataclasses` puts together an ``__init__``: a file's tens of thousands of records
    are checked as fast as by hand."""
    patterns = {
        declared.NAME_PATTERN: _TEXT,
        declared.NOTES_PATTERN: _TEXT,
        declared.TEXT_PATTERN: _TEXT,
        declared.MOMENT_PATTERN: _MOMENT,
        declared.DAY_PATTERN: _DAY,
    }
    lines = ["def check(d, path):", "    pass"]
    for field in _info(record).fields:
        kind = _bare(field.type)
        if isinstance(kind, inspect.StrType) and kind.pattern in patterns:
            lines.append(patterns[kind.pattern].format(field=field.name, most=kind.max_length))
    found = {"composed": composed, "moment": moment, "date": date, "at": at, "intern": intern}
    exec("\n".join(lines), found)
    return found["check"]


_TEXT = """    v = d.{field}
    if not v.isascii():
        d.{field} = composed(v, path, "{field}", {most})"""
_MOMENT = """    v = d.{field}
    if v is not None:
        moment(v, path, "{field}")
        d.{field} = intern(v)  # a game night's records share their time"""
_DAY = """    v = d.{field}
    if v is not None:
        date(v, at(path, "{field}"))"""


def refuse(message: str, value: Any, path: str, record: type[msgspec.Struct]) -> NoReturn:
    """Raise the document's error for msgspec's ``message`` about ``value``."""
    key_not_text = _KEY_IN in message  # "Expected `str`, got `int` - at `key` in `$.details`"
    where = _WHERE.search(message.replace(_KEY_IN, ""))
    owner: Any = record
    field = ""
    kind: Any = _info(record)
    for name_, index in _STEP.findall(where.group(1) if where else ""):
        kind = _bare(kind)
        if name_:
            owner, field = getattr(kind.cls, "__origin__", kind.cls), name_  # Effect[Key]: Effect
            kind = next(f.type for f in kind.fields if f.name == name_)
            value, path = value[name_], at(path, name_)
        elif index == "...":  # a value of an object with keys of its own (injuries, effects)
            kind = kind.value_type
            found, value = next(
                ((k, v) for k, v in value.items() if not _fits(kind, v)),
                next(iter(value.items())),
            )
            path = at(path, found)
        else:
            kind = kind.item_type
            value, path = value[int(index)], item(path, int(index))
    if key_not_text:
        fail(path, translate("CampaignFile", "field names must be text"))
    if isinstance(_bare(kind), inspect.StructType) and isinstance(value, Mapping):
        _fields_of(value, path, _bare(kind))
    _problem(kind, value, path, NAMES.get(field, ""), CALLED.get((owner, field), field))


@functools.cache
def _info(record: type[msgspec.Struct]) -> Any:
    return inspect.type_info(record)


# How a field holds records: a list of them, an object of them by key, or one.
LIST, BY_KEY, ONE = "list", "by key", "one"


@functools.cache
def held_records(record: type[msgspec.Struct]) -> dict[str, tuple[str, type[msgspec.Struct]]]:
    """The fields of ``record`` that hold records, how each holds them (:data:`LIST`,
    :data:`BY_KEY`, :data:`ONE`) and the record (``Effect`` for ``Effect[Key]``)."""
    held = {}
    for field in _info(record).fields:
        kind = _bare(field.type)
        for how, inner in (
            (LIST, getattr(kind, "item_type", None)),
            (BY_KEY, getattr(kind, "value_type", None)),
            (ONE, kind),
        ):
            if isinstance(inner, inspect.StructType):
                held[field.name] = (how, getattr(inner.cls, "__origin__", inner.cls))
                break
    return held


def _bare(kind: Any) -> Any:
    """A type without its description, and without null where it may be null."""
    if isinstance(kind, inspect.Metadata):
        kind = kind.type
    if isinstance(kind, inspect.UnionType):
        kind = next(t for t in kind.types if not isinstance(t, inspect.NoneType))
    return kind.type if isinstance(kind, inspect.Metadata) else kind


def _bounds(kind: inspect.IntType) -> tuple[int, int]:
    """The bounds of a declared whole number (each declares both)."""
    assert kind.ge is not None and kind.le is not None
    return kind.ge, kind.le


def _fits(kind: Any, value: object) -> bool:
    """Whether ``value`` is of the declared ``kind`` (a record, or a whole number; any other
    kind is taken to fit: msgspec names the place of anything else)."""
    kind = _bare(kind)
    if isinstance(kind, inspect.StructType):
        try:
            msgspec.convert(value, kind.cls)
        except msgspec.ValidationError:
            return False
        return True
    if not isinstance(kind, inspect.IntType):
        return True
    minimum, maximum = _bounds(kind)
    return type(value) is int and minimum <= value <= maximum


def _fields_of(value: Mapping[str, Any], path: str, kind: Any) -> None:
    """Refuse an object with a field its record does not have, or without one it needs."""
    names = tuple(f.name for f in kind.fields)
    obj(value, path, names, optional=tuple(f.name for f in kind.fields if not f.required))


def _problem(kind: Any, value: object, path: str, names: str, called: str) -> NoReturn:
    kind = _bare(kind)
    if isinstance(kind, inspect.IntType):
        minimum, maximum = _bounds(kind)
        whole(value, path, minimum=minimum, maximum=maximum)
    elif isinstance(kind, inspect.BoolType):
        flag(value, path)
    elif isinstance(kind, inspect.LiteralType):
        choice(value, path, cast(tuple[str, ...], kind.values), called)
    elif isinstance(kind, inspect.ListType):
        array(value, path)
    elif isinstance(kind, inspect.DictType | inspect.StructType):
        obj(value, path, ())
    elif isinstance(kind, inspect.StrType):
        _text_problem(kind, value, path, names)
    fail(
        path,
        translate("CampaignFile", "does not fit the campaign format (docs/campaign-format.md)"),
    )


# What a record needs where its reference is null, by what the reference names.
NEEDED = {
    "warband": QT_TRANSLATE_NOOP("CampaignFile", "a side needs its warband"),
}


def _text_problem(kind: Any, value: object, path: str, names: str) -> None:
    pattern = kind.pattern
    if names in REFERRED:
        if value is None:
            needed = NEEDED.get(names)
            if needed is None:
                fail(
                    path, translate("CampaignFile", "a side needs its {thing}").format(thing=names)
                )
            fail(path, translate("CampaignFile", needed))
        ref(value, path, set(), names)
    elif pattern == declared.KEY_PATTERN:  # the record's own id
        key(value, path)
    elif pattern == declared.MOMENT_PATTERN:
        timestamp(value, path)
    elif pattern == declared.DAY_PATTERN:
        date(value, path)
    elif pattern == declared.NAME_PATTERN:
        name(value, path)
    elif pattern == declared.NOTES_PATTERN:
        notes(value, path)
    elif pattern == declared.PROFILE_PATTERN:
        fail(path, translate("CampaignFile", "must be a profile id such as 'sir_kai'"))
    elif pattern == declared.TEXT_PATTERN:
        text(value, path, max_length=MAX_NOTES_LENGTH, lines=True)
    elif names and not isinstance(value, str):
        fail(path, id_not_text(names, value))
    else:
        text(value, path, max_length=kind.max_length or MAX_NOTES_LENGTH, allow_empty=True)

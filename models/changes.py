"""Recorded changes: what an operation wrote, as plain data that can be undone and redone.

Operations write through :func:`create`, :func:`update` and :func:`delete`. When a
:func:`recording` is active, each write is also appended to its :class:`ChangeSet`. A change set
is plain data; :meth:`ChangeSet.apply` replays it in one transaction and returns its inverse,
so undo restores rows exactly (ids, gold, timestamps and history included) and redo puts the
same rows back.
"""

from __future__ import annotations

import contextlib
import copy
import datetime as dt
import json
import operator
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models.changed import Changed
from models.errors import ChangedElsewhereError, ClubRefusal, MusterError
from models.store import kept
from models.store.connection import (
    bulk_loaded,
    db,
    ids_written,
    indexes_built_after,
    is_server,
    lock_row,
    translated_errors,
)
from models.store.schema import JSONField
from models.store.server_errors import REFUSED_MESSAGE

Kind = Literal["insert", "delete", "update"]
M = TypeVar("M", bound=pw.Model)


@dataclass(frozen=True)
class RowChange:
    """One row written: inserted, deleted (with all its values) or updated (before / after)."""

    kind: Kind
    model: type[pw.Model]
    row_id: int
    before: dict[str, Any] | None
    after: dict[str, Any] | None

    def inverse(self) -> RowChange:
        kind: Kind = {"insert": "delete", "delete": "insert", "update": "update"}[self.kind]  # type: ignore[assignment]
        return RowChange(kind, self.model, self.row_id, self.after, self.before)

    def apply(self) -> None:
        """Write this change, first making sure the row still holds what the change expects.

        An update or a delete expects the row to hold ``before`` (what the action it undoes,
        or redoes, left there); an insert expects no row with its id. When another player (or
        another copy of Muster) has changed the row since, :class:`ChangeConflict` says what
        changed, and the caller's transaction writes nothing.
        """
        model = self.model
        pk = model._meta.primary_key
        if self.kind == "insert":
            assert self.after is not None
            if model.select().where(pk == self.row_id).exists():
                raise ChangeConflict(model, self.row_id, row=None, changed="exists")
            model.insert(**self.after).execute()
            return
        current = lock_row(model, self.row_id)
        if current is None:
            raise ChangeConflict(model, self.row_id, row=None, changed="gone")
        assert self.before is not None
        for name, expected in self.before.items():
            field_ = model._meta.fields[name]
            if _normal(field_, current.__data__.get(name)) != _normal(field_, expected):
                raise ChangeConflict(
                    model, self.row_id, row=current, changed=name, expected=expected
                )
        if self.kind == "delete":
            model.delete().where(pk == self.row_id).execute()
        else:
            assert self.after is not None
            model.update(**self.after).where(pk == self.row_id).execute()


def _normal(field_: pw.Field, value: Any) -> Any:
    """A value as it reads back from the database (a date typed as text equals the date)."""
    if value is None:
        return None
    try:
        return field_.python_value(field_.db_value(value))
    except (TypeError, ValueError):
        return value


def _kind(model: type[pw.Model]) -> str:
    names = {"HistoryEntry": "history entry", "GameSide": "side", "GameCharacter": "fielding"}
    return names.get(model.__name__, model.__name__.lower())


# The kinds of row a change names, with their article, as the refusals say them.
THE_KIND = {
    "Campaign": QT_TRANSLATE_NOOP("Changes", "the campaign"),
    "Warband": QT_TRANSLATE_NOOP("Changes", "the warband"),
    "Character": QT_TRANSLATE_NOOP("Changes", "the character"),
    "Game": QT_TRANSLATE_NOOP("Changes", "the game"),
    "Purchase": QT_TRANSLATE_NOOP("Changes", "the purchase"),
    "GameSide": QT_TRANSLATE_NOOP("Changes", "the side"),
    "GameCharacter": QT_TRANSLATE_NOOP("Changes", "the fielding"),
    "HistoryEntry": QT_TRANSLATE_NOOP("Changes", "the history entry"),
}
A_KIND = {
    "Campaign": QT_TRANSLATE_NOOP("Changes", "a campaign"),
    "Warband": QT_TRANSLATE_NOOP("Changes", "a warband"),
    "Character": QT_TRANSLATE_NOOP("Changes", "a character"),
    "Game": QT_TRANSLATE_NOOP("Changes", "a game"),
    "Purchase": QT_TRANSLATE_NOOP("Changes", "a purchase"),
    "GameSide": QT_TRANSLATE_NOOP("Changes", "a side"),
    "GameCharacter": QT_TRANSLATE_NOOP("Changes", "a fielding"),
    "HistoryEntry": QT_TRANSLATE_NOOP("Changes", "a history entry"),
}


def _the_kind(model: type[pw.Model]) -> str:
    """The kind of row, with the definite article: "the warband"."""
    found = THE_KIND.get(model.__name__)
    return translate("Changes", found) if found else f"the {_kind(model)}"


def _describe(model: type[pw.Model], row: pw.Model) -> str:
    """The row in a few words: its name, or its kind and number."""
    name = getattr(row, "name", None)
    if name:
        return str(name)
    number = getattr(row, "number", None)
    if number is not None:
        if model.__name__ == "Game":
            return translate("Changes", "game {number}").format(number=number)
        return f"{_kind(model)} {number}"
    found = A_KIND.get(model.__name__)
    return translate("Changes", found) if found else f"a {_kind(model)}"


def _shown(value: Any) -> str:
    if value is None:
        return translate("Changes", "nothing")
    if isinstance(value, str):
        return (
            translate("Changes", "“{value}”").format(value=value)
            if value
            else translate("Changes", "empty")
        )
    return str(value)


class ChangeConflict(MusterError):
    """The database no longer holds what the change set expects (changed elsewhere)."""

    def __init__(
        self,
        model: type[pw.Model],
        row_id: int,
        *,
        row: pw.Model | None = None,
        changed: str = "",
        expected: Any = None,
    ) -> None:
        self.model = model
        self.row_id = row_id
        self.changed = changed
        kind = _the_kind(model)
        if changed == "gone":
            detail = translate("Changes", "{kind} it concerns was deleted elsewhere").format(
                kind=kind
            )
        elif changed == "exists":
            detail = translate("Changes", "{kind} it would put back is there again").format(
                kind=kind
            )
        elif changed and row is not None:
            detail = translate(
                "Changes",
                "{row} was changed elsewhere in the meantime: {field} is now {now}, not {expected}",
            ).format(
                row=_describe(model, row),
                field=changed.replace("_", " "),
                now=_shown(row.__data__.get(changed)),
                expected=_shown(expected),
            )
        else:
            detail = translate("Changes", "{kind} it concerns was changed elsewhere").format(
                kind=kind
            )
        super().__init__(
            translate(
                "Changes", "This cannot be undone or redone: {detail}. Nothing was changed."
            ).format(detail=detail)
        )


@dataclass
class ChangeSet:
    """The rows one user action wrote, in order."""

    changes: list[RowChange] = field(default_factory=list)

    def inverse(self) -> ChangeSet:
        return ChangeSet([change.inverse() for change in reversed(self.changes)])

    def apply(self) -> ChangeSet:
        """Write these changes in one transaction and return the change set that undoes them."""
        try:
            with kept.noting() as written, db.atomic():
                for change in self.changes:
                    change.apply()
                ids_written(*{c.model for c in self.changes if c.kind == "insert"})
                written.extend(self.changes)  # what the kept summaries follow (kept.py)
        except pw.IntegrityError:
            raise ChangeConflict(self.changes[0].model, self.changes[0].row_id) from None
        return self.inverse()

    def changed(self) -> Changed:
        """What these changes write, for the screens: their tables, the columns of the rows
        they update (by their fields' names), their rows. Applying the inverse writes the same."""
        tables: set[str] = set()
        columns: set[tuple[str, str]] = set()
        rows: set[tuple[str, int]] = set()
        for change in self.changes:
            table = change.model._meta.table_name
            rows.add((table, change.row_id))
            if change.kind == "update":
                for values in (change.before, change.after):
                    columns.update((table, name) for name in values or ())
            else:
                tables.add(table)
        return Changed(frozenset(tables), frozenset(columns), frozenset(rows))

    def __bool__(self) -> bool:
        return bool(self.changes)


_recording: ContextVar[ChangeSet | None] = ContextVar("_recording", default=None)


@contextlib.contextmanager
def recording() -> Iterator[ChangeSet]:
    """Collect every write made by operations inside the block.

    If the block raises, its transaction (opened by the operation) is rolled back and the
    partial record is discarded with it.
    """
    changes = ChangeSet()
    token = _recording.set(changes)
    try:
        with kept.noting() as written:
            yield changes
            written.extend(changes.changes)  # what the kept summaries follow (kept.py)
    finally:
        _recording.reset(token)


def _record(change: RowChange) -> None:
    changes = _recording.get()
    if changes is not None:
        changes.changes.append(change)


def _row_data(row: pw.Model) -> dict[str, Any]:
    return {name: row.__data__.get(name) for name in row._meta.fields}


def create(model: type[M], **values: Any) -> M:
    """Insert a row (the caller holds the transaction) and record it."""
    row = model.create(**values)
    if "id" in values:
        ids_written(model)
    _record(RowChange("insert", model, row.get_id(), None, _row_data(row)))
    return row


_ROWS_A_STATEMENT = 500  # rows of one multi-row INSERT on a server


def create_many(
    model: type[pw.Model], rows: Iterable[dict[str, Any]], *, batch: int = 2_000
) -> None:
    """Insert many rows that carry their own ids, a batch at a time, and record each one.

    For bulk writes such as an import: on a file, one prepared statement run for every row of
    a batch (DB-API executemany); on a server, multi-row statements of up to
    :data:`_ROWS_A_STATEMENT` rows, so that the policies' per-statement work is done once a few
    hundred rows. Either way Peewee builds no SQL per row. ``rows`` may be a generator:
    only a batch of them is held at a time. Every field must be given (by name, foreign keys
    as ids), as the recorded change replays it.

    Values are turned into what the database stores a column at a time: a column whose values
    are all of a type Peewee would pass on unchanged (see :func:`_unchanged_types`) is passed
    on as it is, a JSON column is encoded with one encoder, and any other goes through its
    field's ``db_value`` as Peewee would.
    """
    names = list(model._meta.fields)
    fields = [model._meta.fields[name] for name in names]
    database = model._meta.database
    opening, closing = database.quote  # the quote characters of this kind of database

    def quoted(name: str) -> str:
        return f"{opening}{name}{closing}"

    head = "INSERT INTO {} ({}) VALUES ".format(
        quoted(model._meta.table_name), ", ".join(quoted(field.column_name) for field in fields)
    )
    one_row = "({})".format(", ".join([database.param] * len(fields)))
    sql = head + one_row
    # On a server, many rows to a statement: a row-level security policy's init plans (its
    # `(SELECT muster_...())`) run once a statement, and executemany runs one statement a
    # row. PostgreSQL takes at most 65,535 parameters a statement.
    per_statement = min(_ROWS_A_STATEMENT, 60_000 // len(fields)) if is_server() else 1
    values_of = operator.itemgetter(*names)
    unchanged = [_unchanged_types(field) for field in fields]
    changes = _recording.get()
    # executemany bypasses the database's execute_sql, so its errors are translated here.
    written = 0
    with database.atomic(), translated_errors(), indexes_built_after(model):
        cursor = database.cursor()
        for chunk in _batched(rows, batch):
            written += len(chunk)
            try:
                given = list(map(values_of, chunk))
            except KeyError:
                for row in chunk:
                    missing = set(names) - set(row)
                    if missing:
                        raise ValueError(
                            f"{model.__name__} row lacks {', '.join(sorted(missing))}"
                        ) from None
                raise
            if len(names) == 1:
                given = [(value,) for value in given]
            columns = [
                _db_values(field, column, plain)
                for field, column, plain in zip(
                    fields, zip(*given, strict=True), unchanged, strict=True
                )
            ]
            tuples = list(zip(*columns, strict=True))
            if per_statement == 1:
                cursor.executemany(sql, tuples)
            else:
                for start in range(0, len(tuples), per_statement):
                    part = tuples[start : start + per_statement]
                    statement = head + ", ".join([one_row] * len(part))
                    cursor.execute(statement, [value for row in part for value in row])
            if changes is not None:
                changes.changes.extend(
                    RowChange(
                        "insert", model, row["id"], None, dict(zip(names, values, strict=True))
                    )
                    for row, values in zip(chunk, given, strict=True)
                )
        ids_written(model)  # a server's id sequence moves past the ids given
        bulk_loaded(model, written)


# JSON text as JSONField.db_value writes it (json.dumps with the same options), with one
# encoder for a whole import: the json module's own C encoder where there is one, made once.
_JSON = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"))
_MARKERS: dict[int, Any] = {}  # the containers being encoded (a circle is refused)
_C_ENCODER = getattr(json.encoder, "c_make_encoder", None)
_ENCODE_CHUNKS = (
    _C_ENCODER(
        _MARKERS,
        _JSON.default,
        json.encoder.encode_basestring,
        None,
        _JSON.key_separator,
        _JSON.item_separator,
        True,  # sort_keys
        False,  # skipkeys
        True,  # allow_nan
    )
    if _C_ENCODER is not None
    else None
)


def _json_texts(column: tuple[Any, ...]) -> list[str | None]:
    """Each value of a JSON column as its text, None as None."""
    if _ENCODE_CHUNKS is None:
        encode = _JSON.encode
        return [None if value is None else encode(value) for value in column]
    chunks, join = _ENCODE_CHUNKS, "".join
    try:
        return [None if value is None else join(chunks(value, 0)) for value in column]
    except BaseException:
        _MARKERS.clear()  # a refused value leaves its containers marked
        raise


def _db_values(field: pw.Field, column: tuple[Any, ...], plain: frozenset[type]) -> Any:
    """The values of one column as the database stores them (``field.db_value`` of each)."""
    kinds = set(map(type, column))
    kinds.discard(type(None))
    if kinds <= plain:
        return column
    if type(field).db_value is JSONField.db_value:
        return _json_texts(column)
    db_value = field.db_value
    return [db_value(value) for value in column]


def _unchanged_types(field: pw.Field) -> frozenset[type]:
    """The types of value ``field.db_value`` gives back unchanged (None always is): an int
    for a whole number or an id, a str for text, a datetime or a date for their fields."""
    cls = type(field)
    if isinstance(field, pw.ForeignKeyField):
        if cls.db_value is not pw.ForeignKeyField.db_value:
            return frozenset()
        return _unchanged_types(field.rel_field)
    if cls.db_value is not pw.Field.db_value:
        return frozenset()
    return _UNCHANGED.get(cls.adapt, frozenset())


_UNCHANGED = {
    pw.IntegerField.adapt: frozenset({int}),
    pw.CharField.adapt: frozenset({str}),
    pw.DateTimeField.adapt: frozenset({dt.datetime}),
    pw.DateField.adapt: frozenset({dt.date}),
}


def _batched(rows: Iterable[dict[str, Any]], size: int) -> Iterator[list[dict[str, Any]]]:
    chunk: list[dict[str, Any]] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def update(row: pw.Model, **values: Any) -> None:
    """Change some fields of ``row`` and record their old and new values."""
    before = {name: copy.deepcopy(row.__data__.get(name)) for name in values}
    shown = _describe(type(row), row)  # as the user knows it, before the change
    for name, value in values.items():
        setattr(row, name, value)
    after = {name: copy.deepcopy(row.__data__.get(name)) for name in values}
    _written(row.save(only=[row._meta.fields[name] for name in values]), row, shown)
    _record(RowChange("update", type(row), row.get_id(), before, after))


def delete(row: pw.Model) -> None:
    """Delete ``row`` and everything that cascades from it, recording all of it.

    Foreign keys that cascade are followed so children are deleted first. Links that the
    database would set to null are nulled and recorded first, so an undo can put every row back
    before restoring the links between them.
    """
    deletes: dict[tuple[str, int], pw.Model] = {}
    nulls: list[tuple[pw.Model, str]] = []
    _collect(row, deletes, nulls)
    for child, field_name in nulls:
        child = deletes.get(_key(child), child)
        before = {field_name: child.__data__.get(field_name)}
        if before[field_name] is None:
            continue
        type(child).update({field_name: None}).where(
            type(child)._meta.primary_key == child.get_id()
        ).execute()
        child.__data__[field_name] = None
        _record(RowChange("update", type(child), child.get_id(), before, {field_name: None}))
    for victim in deletes.values():
        data = _row_data(victim)
        model = type(victim)
        _written(model.delete().where(model._meta.primary_key == victim.get_id()).execute(), victim)
        _record(RowChange("delete", type(victim), victim.get_id(), data, None))


def _written(count: int, row: pw.Model, shown: str = "") -> None:
    """A club server matches no row where this login may not write (row-level security,
    docs/club-server.md): say so, rather than report a change that was not made (the caller's
    transaction is rolled back, so nothing is half-written). SQLite always writes."""
    if count or not is_server():
        return
    model = type(row)
    if model.select().where(model._meta.primary_key == row.get_id()).exists():
        raise ClubRefusal(translate("ClubServer", REFUSED_MESSAGE))
    raise ChangedElsewhereError(
        translate(
            "Changes",
            "{row} is gone from the club server: another player deleted it, or your membership of the campaign was changed. Nothing was changed.",  # noqa: E501
        ).format(row=_capital(shown or _describe(model, row)))
    )


def _key(row: pw.Model) -> tuple[str, int]:
    return (type(row).__name__, row.get_id())


def _collect(
    row: pw.Model,
    deletes: dict[tuple[str, int], pw.Model],
    nulls: list[tuple[pw.Model, str]],
    visiting: set[tuple[str, int]] | None = None,
) -> None:
    """Children before parents, in ``deletes`` (a dict keeps insertion order)."""
    visiting = visiting if visiting is not None else set()
    key = _key(row)
    if key in deletes or key in visiting:
        return
    visiting.add(key)
    for fk, child_model in type(row)._meta.backrefs.items():
        if not getattr(child_model._meta, "recorded", True):
            continue  # a club's membership: the database's cascade deletes it, unrecorded
        children = list(child_model.select().where(fk == row.get_id()))
        if fk.on_delete == "CASCADE":
            for child in children:
                _collect(child, deletes, nulls, visiting)
        else:
            nulls.extend((child, fk.name) for child in children)
    deletes[key] = row


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]

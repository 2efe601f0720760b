"""Where each declared record of a campaign file (:mod:`models.records.declarations`) is
kept in the database, for the writer and the importer alike: every declared field is the
column of the same name in its record's table, except the few each names to handle by hand
(a record's key, the lists of other records it holds, JSON whose references the file
translates). A field declared and neither kept nor handled stops both with a programming
error naming it, so a new field is read and written once it is declared and has its column
(tests/models/test_declared_fields.py)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import msgspec
import peewee as pw

from models.exchange.writing import plain_rows
from models.records import declarations as declared
from models.records.fields import moment
from models.store.schema import (
    BaseModel,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    JSONField,
    Purchase,
    Warband,
)

Row = tuple[Any, ...]
Write = Callable[[Row], str]


class Layout:
    """Where a declared record is kept: its table, and the column of each of its fields.

    ``heads`` are the columns the writer reads before the record's own (its row's id, the
    record it belongs to); ``by_hand`` are the fields the writer and the importer handle
    themselves. Every other declared field is the column of the same name, in the
    declaration's order.
    """

    def __init__(
        self,
        record: type[msgspec.Struct],
        model: type[BaseModel],
        heads: Sequence[pw.Field],
        by_hand: Sequence[str] = (),
    ) -> None:
        self.record, self.model, self.by_hand = record, model, frozenset(by_hand)
        self.columns: tuple[pw.Field, ...] = tuple(
            self._column(name) for name in declared.field_names(record) if name not in by_hand
        )
        self.fields = (*heads, *self.columns)
        # The columns that link to other rows: the file names those by their keys.
        self.links = tuple(
            (column.name, column.rel_model)
            for column in self.columns
            if isinstance(column, pw.ForeignKeyField)
        )

    def _column(self, name: str) -> pw.Field:
        column = self.model._meta.fields.get(name)
        if column is None:
            raise TypeError(
                f"{self.record.__name__}.{name} is no column of {self.model.__name__}: the "
                "writer cannot write it, nor the importer keep it"
            )
        return column

    def at(self, name: str) -> int:
        """Where the column ``name`` is in a row."""
        return next(i for i, column in enumerate(self.fields) if column.name == name)

    def rows(self, query: pw.ModelSelect[Any]) -> Iterator[Row]:
        return plain_rows(query.select(*self.fields), self.fields)

    def writer(self, kinds: Callable[[pw.Field], Callable[[Any], str]], **by_hand: Write) -> Write:
        """The text of a row: each column's value written by ``kinds(column)``, the fields
        written by hand by the functions given for them (of the whole row).

        The function is put together as the text of one f-string, as :mod:`dataclasses`
        puts together a class's ``__init__``: a record's fields are known once, and the
        history's tens of thousands of rows are then written as fast as by a hand-written
        f-string (a loop over the fields took a fifth longer to export the big campaign).
        """
        if set(by_hand) != self.by_hand:
            raise TypeError(f"{self.record.__name__}: write {sorted(self.by_hand)} by hand")
        writers: dict[str, Callable[[Any], str]] = {}
        template = ""
        for i, name in enumerate(declared.field_names(self.record)):
            value = "row" if name in by_hand else f"row[{self.at(name)}]"
            writers[f"w{i}"] = by_hand.get(name) or kinds(self.model._meta.fields[name])
            template += f'{", " if i else ""}"{name}": {{w{i}({value})}}'
        text: Write = eval(f"lambda row: f{'{{' + template + '}}'!r}", writers)
        return text

    def rows_from(
        self, ids: Mapping[type[BaseModel], Mapping[Any, int]]
    ) -> Callable[..., dict[str, Any]]:
        """A function of a checked record of the file (its fields as attributes) and the
        columns handled by hand (as keywords) that gives the record's new row: each link's
        key turned into the new id of the row it names, by ``ids`` of the linked table; each
        time and date parsed (the reader checked them); each JSON column's structs made
        plain JSON values.

        Put together as one dict display, as :meth:`writer` is, for the history's many rows.
        """
        links = dict(self.links)
        found: dict[str, Any] = {"moment": moment, "day": dt.date.fromisoformat}
        found["builtins"] = msgspec.to_builtins
        parts = []
        for column in self.columns:
            value = f"r.{column.name}"
            if column.name in links:
                found[f"{column.name}_ids"] = ids[links[column.name]]
                value = f"None if {value} is None else {column.name}_ids[{value}]"
            elif isinstance(column, pw.DateTimeField | pw.DateField):
                parsed = (
                    f"moment({value}, '', {column.name!r})"
                    if isinstance(column, pw.DateTimeField)
                    else f"day({value})"
                )
                value = f"None if {value} is None else {parsed}"
            elif isinstance(column, JSONField):
                value = f"builtins({value})"
            parts.append(f"{column.name!r}: {value}")
        row: Callable[..., dict[str, Any]] = eval(
            f"lambda r, **hand: {{{', '.join(parts)}, **hand}}", found
        )
        return row


WARBAND = Layout(declared.Warband, Warband, (Warband.id,), ("id", "characters", "stash"))
CHARACTER = Layout(
    declared.Character, Character, (Character.id, Character.warband), ("id", "purchases")
)
PURCHASE = Layout(
    declared.Purchase, Purchase, (Purchase.id, Purchase.character, Purchase.stash), ("id",)
)
GAME = Layout(declared.Game, Game, (Game.id, Game.details), ("sides", "details", "tracker"))
SIDE = Layout(declared.Side, GameSide, (GameSide.id, GameSide.game), ("fielded",))
FIELDED = Layout(
    declared.Fielded,
    GameCharacter,
    (GameCharacter.id, GameCharacter.side, GameCharacter.outcome),
    ("id", "outcome"),
)
HISTORY = Layout(
    declared.HistoryEntry, HistoryEntry, (HistoryEntry.id, HistoryEntry.details), ("details",)
)

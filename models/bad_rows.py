"""Which rows of a campaign hold a value Muster cannot read: by table, id, name and column.

One warrior's bad stored value (``options = 'not json'`` planted in a file, or by the owner of
a club server) stops only what needs it (docs/club-server.md, *What a value Muster cannot read
stops*): ``rosters`` and ``publish`` leave out what they cannot read and say which row it is,
``export`` refuses in one line naming the row. These functions find the rows, reading each
column's stored value through its field as every read does, so what they name is exactly what
a read would fail on; they are called only once a read has failed, never on the way to a
sound printout.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import peewee as pw

from i18n import translate
from models.errors import DatabaseValueError
from models.store.schema import (
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
    db,
)


@dataclass(frozen=True)
class BadRow:
    """A row holding a value Muster cannot read."""

    table: str
    row_id: int
    column: str
    name: str = ""  # the row's name where it has one (a warrior's, a warband's)
    warband_id: int | None = None  # a warrior's warband
    warband: str = ""

    def words(self) -> str:
        """The row in words: "the warrior Sir Kai (table character, id 13, column options)"."""
        if self.table == "character":
            return translate(
                "BadRows", "the warrior {name} (table character, id {id}, column {column})"
            ).format(name=self.name, id=self.row_id, column=self.column)
        if self.name:
            return translate(
                "BadRows", "the row “{name}” (table {table}, id {id}, column {column})"
            ).format(name=self.name, table=self.table, id=self.row_id, column=self.column)
        return translate(
            "BadRows", "the row of table {table} with id {id} (column {column})"
        ).format(table=self.table, id=self.row_id, column=self.column)


def repair_hint(db_text: str | None) -> str:
    """How to repair such a value, in one sentence naming the command (``db_text``: the
    database as ``--db`` takes it; None: in the app)."""
    if db_text is None:
        return translate(
            "BadRows",
            "Repair it with the database check (Database ▸ Check…, then Repair what is safe; a backup is taken first).",  # noqa: E501
        )
    return translate(
        "BadRows",
        "Repair it with: muster check --db {db} --repair (a backup is taken first; an organiser or the server's owner runs it on a club server).",  # noqa: E501
    ).format(db=db_text)


def _readable(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bytes | memoryview):
        return bytes(value).decode("utf-8", "replace")
    return "" if value is None else str(value)


def _scan(query: pw.ModelSelect[Any]) -> Iterable[tuple[dict[str, Any], str]]:
    """Each row ``query`` selects as stored (its raw values by field name), with each column
    whose stored value its field cannot read."""
    model = query.model
    fields = list(model._meta.sorted_fields)
    sql, params = query.select(*fields).sql()
    for raw in db.execute_sql(sql, params).fetchall():
        values = {field.name: value for field, value in zip(fields, raw, strict=True)}
        for field, value in zip(fields, raw, strict=True):
            try:
                field.python_value(value)
            except DatabaseValueError:
                yield values, field.column_name


def unreadable_warriors(campaign: Campaign) -> list[BadRow]:
    """The campaign's warriors whose rows hold a value Muster cannot read, in roster order."""
    warbands = Warband.select(Warband.id).where(Warband.campaign == campaign.id)
    names = {
        row_id: _readable(name)
        for row_id, name in db.execute_sql(
            *Warband.select(Warband.id, Warband.name).where(Warband.campaign == campaign.id).sql()
        ).fetchall()
    }
    query = (
        Character.select()
        .where(Character.warband.in_(warbands))
        .order_by(Character.warband, Character.position, Character.id)
    )
    found: list[BadRow] = []
    for values, column in _scan(query):
        band = values["warband"]
        found.append(
            BadRow(
                table="character",
                row_id=values["id"],
                column=column,
                name=_readable(values["name"]),
                warband_id=band,
                warband=names.get(band, ""),
            )
        )
    return found


def first_unreadable(campaign: Campaign) -> BadRow | None:
    """The first row of the campaign holding a value Muster cannot read (its warriors first),
    or None when every row reads."""
    warriors = unreadable_warriors(campaign)
    if warriors:
        return warriors[0]
    c = campaign.id
    warbands = Warband.select(Warband.id).where(Warband.campaign == c)
    games = Game.select(Game.id).where(Game.campaign == c)
    characters = Character.select(Character.id).where(Character.warband.in_(warbands))
    queries: list[tuple[pw.ModelSelect[Any], str | None]] = [
        (Campaign.select().where(Campaign.id == c), "name"),
        (Warband.select().where(Warband.campaign == c), "name"),
        (
            Purchase.select().where(
                Purchase.character.in_(characters) | Purchase.stash.in_(warbands)
            ),
            None,
        ),
        (Game.select().where(Game.campaign == c), None),
        (GameSide.select().where(GameSide.game.in_(games)), None),
        (GameCharacter.select().where(GameCharacter.game.in_(games)), "name"),
        (HistoryEntry.select().where(HistoryEntry.campaign == c), None),
    ]
    for query, name in queries:
        for values, column in _scan(query.order_by(query.model._meta.primary_key)):
            return BadRow(
                table=query.model._meta.table_name,
                row_id=values["id"],
                column=column,
                name=_readable(values.get(name)) if name else "",
            )
    return None


def printable_warbands(
    campaign: Campaign, warbands: Sequence[Warband] | None
) -> tuple[list[Warband], list[BadRow]]:
    """Of ``warbands`` (None: every warband of the campaign), those whose warriors all read,
    and the warriors that do not, which leave their warband out of a printout."""
    bad = unreadable_warriors(campaign)
    if warbands is None:
        warbands = list(
            Warband.select().where(Warband.campaign == campaign.id).order_by(Warband.id)
        )
    chosen = {w.id for w in warbands}
    out = {b.warband_id for b in bad}
    return [w for w in warbands if w.id not in out], [b for b in bad if b.warband_id in chosen]


def left_out_of_rosters(bad: BadRow, db_text: str | None) -> str:
    """The line saying a warband's roster was left out because of ``bad``."""
    return translate(
        "BadRows",
        "The roster of “{warband}” was left out: {row} holds a value Muster cannot read. {repair}",
    ).format(warband=bad.warband, row=bad.words(), repair=repair_hint(db_text))


def left_out_of_pages(bad: BadRow, db_text: str | None) -> str:
    """The line saying a warrior's page was not made because of ``bad``."""
    return translate(
        "BadRows",
        "The page of {row} was not made (his warband's page shows him as unreadable; a page published before is kept): he holds a value Muster cannot read. {repair}",  # noqa: E501
    ).format(row=bad.words(), repair=repair_hint(db_text))


def cannot_export(campaign: str, bad: BadRow, db_text: str) -> str:
    """The one line refusing to export ``campaign`` because of ``bad``."""
    return translate(
        "BadRows",
        "Cannot export “{campaign}”: {row} holds a value Muster cannot read, and a campaign file holds every row. {repair} Nothing was written.",  # noqa: E501
    ).format(campaign=campaign, row=bad.words(), repair=repair_hint(db_text))


def cannot_print(campaign: str, bad: BadRow, db_text: str) -> str:
    """The one line refusing a printout of ``campaign`` that needs ``bad``."""
    return translate(
        "BadRows",
        "Cannot print this from “{campaign}”: {row} holds a value Muster cannot read. {repair} Nothing was written.",  # noqa: E501
    ).format(campaign=campaign, row=bad.words(), repair=repair_hint(db_text))


def refusal(campaign_name: str, db_text: str, *, export: bool) -> str | None:
    """The one line refusing to export (or print from) the campaign named ``campaign_name``,
    naming the first row of it that holds a value Muster cannot read; None when none does."""
    found = Campaign.select(Campaign.id).where(Campaign.name == campaign_name).tuples().first()
    if found is None:
        return None
    bad = first_unreadable(Campaign(id=found[0]))
    if bad is None:
        return None
    return (cannot_export if export else cannot_print)(campaign_name, bad, db_text)


__all__ = [
    "BadRow",
    "cannot_export",
    "cannot_print",
    "first_unreadable",
    "left_out_of_pages",
    "left_out_of_rosters",
    "printable_warbands",
    "refusal",
    "repair_hint",
    "unreadable_warriors",
]

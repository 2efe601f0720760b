"""Where a record's shape is still said twice, a test holds the copies together: the database
check's columns (models/check/tables.py) agree with Peewee's schema (models/store/schema.py)
column by column, so a column added to one and not the other fails here."""

from __future__ import annotations

import peewee as pw
import pytest

from models.check.tables import DAY, JSON, LINK, MOMENT, NUMBER, TABLES, TEXT
from models.store import schema

# Tables the check does not read: the schema's version, and a club server's memberships
# (the server's own, checked by its seals: docs/club-server.md).
UNCHECKED = {"schema_version", "campaign_member", "warband_owner"}
# Columns the check reads more leniently than the schema writes them, on purpose: a purchase
# without a price (from before prices were pinned) is a problem of its own, with a repair.
LENIENT = {("purchase", "price")}


def kind_of(field: pw.Field) -> str:
    if isinstance(field, pw.ForeignKeyField):
        return LINK
    if isinstance(field, schema.JSONField):
        return JSON
    if isinstance(field, pw.DateTimeField):
        return MOMENT
    if isinstance(field, pw.DateField):
        return DAY
    if isinstance(field, pw.IntegerField):
        return NUMBER
    return TEXT


def test_the_check_reads_every_column_of_the_schema_as_the_schema_declares_it() -> None:
    disagreements = []
    for model in schema.ALL_MODELS:
        table = model._meta.table_name
        columns = {f.column_name: f for f in model._meta.sorted_fields if f.column_name != "id"}
        if table in UNCHECKED:
            assert table not in TABLES
            continue
        checked = {column.name: column for column in TABLES[table]}
        if set(columns) != set(checked):
            disagreements.append((table, sorted(set(columns) ^ set(checked))))
        for name in sorted(set(columns) & set(checked)):
            field, column = columns[name], checked[name]
            if kind_of(field) != column.kind:
                disagreements.append((table, name, kind_of(field), column.kind))
            if bool(field.null) != column.null and (table, name) not in LENIENT:
                disagreements.append((table, name, "null", field.null, column.null))
    assert set(TABLES) <= {model._meta.table_name for model in schema.ALL_MODELS}
    assert disagreements == []


def test_a_column_the_check_does_not_know_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(TABLES, "warband", TABLES["warband"][:-1])  # forget one column
    with pytest.raises(AssertionError, match="warband"):
        test_the_check_reads_every_column_of_the_schema_as_the_schema_declares_it()

"""Recorded change sets: undo restores rows exactly, redo puts the same rows back."""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, cast

import peewee as pw
import pytest
from peewee import fn

from models import campaigns, characters
from models.changes import create_many, recording
from models.errors import RuleViolation
from models.store.connection import db
from models.store.schema import ALL_MODELS, Character, SchemaVersion


def dicts(query: pw.ModelSelect[Any]) -> Iterable[dict[str, Any]]:
    """The rows of ``query`` as .dicts() gives them (Peewee's stubs say models)."""
    return cast(Iterable[dict[str, Any]], query.dicts())


def dump() -> dict[str, list[dict[str, Any]]]:
    """Every row of every table, as plain data (but a club's membership, which is the
    server's and not undone: docs/club-server.md)."""
    return {
        model.__name__: [dict(row) for row in dicts(model.select().order_by(model.id))]
        for model in ALL_MODELS
        if model is not SchemaVersion and getattr(model._meta, "recorded", True)
    }


def test_undo_and_redo_of_a_cascading_delete_restore_every_row(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    characters.recruit(warband=band, profile="sir_kai")
    characters.recruit(warband=band, profile="king_arthur")
    before = dump()
    with recording() as changes:
        campaigns.delete_campaign(campaign=campaign)
    after = dump()
    assert after["Campaign"] == [] and after["Character"] == []
    changes.inverse().apply()
    assert dump() == before
    changes.apply()
    assert dump() == after


def test_a_refused_operation_records_nothing(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    characters.recruit(warband=band, profile="king_arthur")
    before = dump()
    with recording() as changes, pytest.raises(RuleViolation):
        characters.recruit(warband=band, profile="king_arthur")
    assert not changes
    assert dump() == before


def test_apply_inverse_returns_to_the_forward_changes(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    with recording() as changes:
        campaigns.rename_campaign(campaign=campaign, name="The Table Round")
    redo = changes.inverse().apply()
    assert redo.changes == changes.changes


def test_a_bulk_insert_stores_what_inserting_row_by_row_stores(database: Path) -> None:
    """create_many hands plain values to the database as they are and converts the rest as
    each field would (a flag counted as a number, a time written as text, JSON): its rows
    read back as the same rows inserted one at a time."""
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    values = {
        "warband": band.id,
        "name": "Bedwyr Ælfric",
        "profile": "levy",
        "status": "active",
        "position": True,
        "gold": 7,
        "options": ["spare_horse"],
        "upgrades": [],
        "injuries": {"leg": 1, "arm": 0},
        "notes": "Lame\nbut loyal",
        "created": "2026-09-05 20:15:00",
    }
    one = Character.create(**values)
    with db.atomic():
        create_many(Character, [{**values, "id": one.id + 1}])
    rows = list(dicts(Character.select().where(Character.warband == band).order_by(Character.id)))
    assert [{**row, "id": 0} for row in rows[-2:]] == [{**rows[-2], "id": 0}] * 2
    assert rows[-1]["position"] == 1
    assert rows[-1]["created"] == dt.datetime(2026, 9, 5, 20, 15)


def test_a_bulk_insert_refuses_a_row_without_every_field_or_with_a_circle(
    database: Path,
) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    first = Character.select(fn.MAX(Character.id)).scalar() or 0
    row = {
        "id": first + 1,
        "warband": band.id,
        "name": "Bedwyr",
        "profile": "levy",
        "status": "active",
        "position": 1,
        "gold": 0,
        "options": [],
        "upgrades": [],
        "injuries": {},
        "notes": "",
        "created": campaign.created,
    }
    with pytest.raises(ValueError, match="Character row lacks gold, notes"):
        create_many(Character, [{k: v for k, v in row.items() if k not in ("gold", "notes")}])
    circle: list[Any] = []
    circle.append(circle)
    with pytest.raises(ValueError, match="Circular reference"):
        create_many(Character, [{**row, "options": circle}])
    create_many(Character, [row])  # the refused circle left nothing behind
    assert Character.get_by_id(first + 1).options == []


@contextlib.contextmanager
def traced() -> Iterator[list[str]]:
    """The statements the SQLite connection runs meanwhile."""
    statements: list[str] = []
    db.connection().set_trace_callback(statements.append)
    try:
        yield statements
    finally:
        db.connection().set_trace_callback(None)


def _indexes(table: str) -> set[tuple[str, str]]:
    return set(
        db.execute_sql(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
            "AND sql IS NOT NULL",
            (table,),
        ).fetchall()
    )


def _character_rows(band_id: int, first: int, count: int, created: Any) -> list[dict[str, Any]]:
    return [
        {
            "id": first + n,
            "warband": band_id,
            "name": f"Levy {n}",
            "profile": "levy",
            "status": "active",
            "position": n,
            "gold": 0,
            "options": [],
            "upgrades": [],
            "injuries": {},
            "notes": "",
            "created": created,
        }
        for n in range(count)
    ]


@pytest.mark.sqlite_only
def test_a_bulk_insert_into_an_empty_table_builds_its_plain_indexes_after_the_rows(
    database: Path,
) -> None:
    """On a file, an empty table's indexes that are not unique are built once its rows are
    in (cheaper than keeping them up to date row by row), and are the same indexes after;
    a refused insert leaves them as they were."""
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    before = _indexes("character")
    assert any(sql.startswith("CREATE INDEX") for _name, sql in before)
    rows = _character_rows(band.id, 1, 50, campaign.created)
    with pytest.raises(ValueError, match="Character row lacks gold"), db.atomic():
        create_many(Character, [*rows[:-1], {k: v for k, v in rows[-1].items() if k != "gold"}])
    assert _indexes("character") == before
    with traced() as statements, db.atomic():
        create_many(Character, rows)
    assert _indexes("character") == before
    inserted = next(i for i, s in enumerate(statements) if s.startswith('INSERT INTO "character"'))
    built = [i for i, s in enumerate(statements) if s.startswith("CREATE INDEX")]
    assert len(built) == sum(sql.startswith("CREATE INDEX") for _n, sql in before)
    assert min(built) > inserted
    assert Character.select().where(Character.warband == band).count() == 50


@pytest.mark.sqlite_only
def test_a_bulk_insert_into_a_table_with_rows_keeps_its_indexes(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    one = characters.recruit(warband=band, profile="king_arthur")
    with traced() as statements, db.atomic():
        create_many(Character, _character_rows(band.id, one.id + 1, 3, campaign.created))
    assert not [s for s in statements if "INDEX" in s]

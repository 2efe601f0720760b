"""Writing campaign files a record at a time: values of unusual types are written as the
models read them, and a write that fails part way leaves the earlier file as it was."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import peewee as pw
import pytest

from models.demo import CALIBURN_DEMO
from models.errors import DatabaseValueError
from models.exchange import export_campaign, export_json, write_campaign_file, writing
from models.exchange.writing import write_lines
from models.store.connection import db
from models.store.schema import Campaign, Character, HistoryEntry, Purchase, Warband
from tests.exchange_data import played_campaigns


@pytest.fixture
def caliburn(database: Path) -> Campaign:
    played_campaigns()
    return Campaign.get(name=CALIBURN_DEMO)


@pytest.mark.sqlite_only  # a server's typed columns hold nothing but their type
def test_values_sqlite_keeps_in_other_types_are_written_as_the_models_read_them(
    caliburn: Campaign,
) -> None:
    """A whole number kept as 7.5 is read as 7, a name kept as bytes as text, a time written
    another way as the time it gives (as Peewee's fields read them)."""
    purchase = (
        Purchase.select().join(Character).join(Warband).where(Warband.campaign == caliburn).first()
    )
    entry = HistoryEntry.select().where(HistoryEntry.campaign == caliburn).order_by(HistoryEntry.id)
    db.execute_sql(
        "UPDATE character SET gold = 7.5, name = CAST('Sir Bors' AS BLOB), "
        "created = '2024-05-06T07:08:09' WHERE id = ?",
        (purchase.character_id,),
    )
    db.execute_sql(
        "UPDATE purchase SET price = 3.25, bought = '2024-05-06' WHERE id = ?", (purchase.id,)
    )
    db.execute_sql(
        "UPDATE history_entry SET created = '2024-05-06 07:08:09.250000' WHERE id = ?",
        (entry.first().id,),
    )
    document = export_campaign(caliburn)
    (written,) = (
        c for w in document["warbands"] for c in w["characters"] if c["name"] == "Sir Bors"
    )
    assert written["gold"] == 7
    assert written["created"] == "2024-05-06T07:08:09Z"
    assert (written["purchases"][0]["price"], written["purchases"][0]["bought"]) == (
        3,
        "2024-05-06T00:00:00Z",
    )
    assert document["history"][0]["created"] == "2024-05-06T07:08:09.250000Z"


def test_the_texts_remembered_along_the_way_change_nothing(
    caliburn: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The stored texts a long campaign repeats are converted once; forgetting them as often
    as can be gives the same file."""
    text = export_json(caliburn)
    monkeypatch.setattr(writing, "CACHED", 1)
    monkeypatch.setattr(writing, "BATCH", 3)
    assert export_json(caliburn) == text


def test_a_write_that_fails_part_way_leaves_the_earlier_file(
    caliburn: Campaign, tmp_path: Path
) -> None:
    out = tmp_path / "files" / "caliburn.json"
    out.parent.mkdir()
    write_campaign_file(caliburn, out)
    before = out.read_bytes()
    assert before == export_json(caliburn).encode("utf-8")
    last = HistoryEntry.select(pw.fn.MAX(HistoryEntry.id)).where(HistoryEntry.campaign == caliburn)
    HistoryEntry.update(details=pw.SQL("'{not json'")).where(HistoryEntry.id == last).execute()
    with pytest.raises(DatabaseValueError, match="not JSON"):
        write_campaign_file(caliburn, out)
    assert out.read_bytes() == before
    assert [p.name for p in out.parent.iterdir()] == [out.name]


def test_a_file_is_written_whole_from_its_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(writing, "WRITE_CHARS", 100)  # many writes
    out = tmp_path / "lines.json"
    lines = (f'"line {i}"\n' for i in range(5000))
    write_lines(out, lines)
    assert [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] == [
        f"line {i}" for i in range(5000)
    ]


def test_an_os_error_while_the_lines_are_made_is_not_a_failure_to_write(
    tmp_path: Path,
) -> None:
    out = tmp_path / "lines.json"
    out.write_text("earlier", encoding="utf-8")

    def lines() -> Iterator[str]:
        yield "{\n"
        raise FileNotFoundError(2, "No such file or directory", "rules.json")

    with pytest.raises(FileNotFoundError, match=r"rules\.json"):
        write_lines(out, lines())
    assert out.read_text(encoding="utf-8") == "earlier"
    assert [p.name for p in tmp_path.iterdir()] == [out.name]

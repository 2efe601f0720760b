"""Imports under attack: a full disk mid-transaction, hostile numbers and sizes, and documents
the database check would call inconsistent. Each is refused in plain words, with the JSON path
of the problem, and nothing is written."""

from __future__ import annotations

import json
import os
import stat
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from models import limits
from models.check import check_database
from models.check import report as found
from models.errors import DatabaseWriteError, DocumentError
from models.exchange import (
    MAX_FILE_BYTES,
    ExchangeFileError,
    export_campaign,
    export_json,
    import_campaign,
    open_campaign_file,
    reader,
)
from models.exchange.source import text_of
from models.records import stream
from models.records.fields import MAX_FREE_TEXT, MAX_FREE_VALUES
from models.store.backup import IMPORT, list_backups
from models.store.connection import db
from models.store.schema import (
    ACTIVE,
    DEAD,
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
)
from tests.exchange_data import played_campaigns


@pytest.mark.sqlite_only  # SQLite's own full disk
def test_a_disk_that_fills_up_during_the_import_is_a_clear_message(database: Path) -> None:
    """The backup before the import fits, the import's own transaction does not: SQLite's
    real "database or disk is full" from the bulk insert (executemany) reads as words."""
    _beastrider, caliburn = played_campaigns()
    text = export_json(caliburn)
    campaigns, entries = Campaign.select().count(), HistoryEntry.select().count()
    pages = db.execute_sql("PRAGMA page_count").fetchone()[0]
    db.execute_sql(f"PRAGMA max_page_count = {pages}")  # not one page more
    with pytest.raises(DatabaseWriteError, match="The disk is full"):
        import_campaign(text, db_path=database)
    db.execute_sql("PRAGMA max_page_count = 1073741823")
    assert (Campaign.select().count(), HistoryEntry.select().count()) == (campaigns, entries)
    assert [b.reason for b in list_backups(database)] == [IMPORT]


# --- hostile sizes -----------------------------------------------------------------------------


@pytest.fixture
def caliburn_text(database: Path) -> str:
    _beastrider, caliburn = played_campaigns()
    return export_json(caliburn)


def refused(document: object) -> str:
    with pytest.raises(DocumentError) as caught:
        import_campaign(document)
    return str(caught.value)


def with_history(text: str, entries: list[str]) -> str:
    """The campaign file ``text`` with ``entries`` (JSON texts) added to its history."""
    head, sep, tail = text.rpartition("\n  ]\n}")
    assert sep
    return head + "".join(f",\n    {entry}" for entry in entries) + sep + tail


def test_only_regular_files_are_read(tmp_path: Path) -> None:
    fifo = tmp_path / "campaign.json"
    os.mkfifo(fifo)  # reading it would wait for a writer forever
    with pytest.raises(ExchangeFileError, match="not a regular file"):
        open_campaign_file(fifo)
    if os.geteuid() == 0:  # an endless device, made in the temporary folder
        zero = tmp_path / "zero"
        os.mknod(zero, 0o600 | stat.S_IFCHR, os.makedev(1, 5))
        with pytest.raises(ExchangeFileError, match="not a regular file"):
            open_campaign_file(zero)


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: nothing is written, or read
    with pytest.raises(ExchangeFileError, match=r"500\.0 MB; a campaign file can be at most 500"):
        open_campaign_file(big)


def test_too_many_history_entries_are_refused_with_the_limit(
    caliburn_text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    count = len(json.loads(caliburn_text)["history"])
    monkeypatch.setitem(limits.LIMITS, "history", count - 1)
    assert refused(caliburn_text) == (
        f"history: holds more than {count - 1:,} records; a campaign file may hold at most "
        "that many"
    )


def test_a_details_object_over_the_limits_is_refused_with_its_path(caliburn_text: str) -> None:
    last = len(json.loads(caliburn_text)["history"])
    entry: dict[str, Any] = {
        "kind": "note",
        "text": "Numbers.",
        "details": {"numbers": list(range(MAX_FREE_VALUES))},
        "created": "2026-09-05T20:15:00Z",
        "warband": None,
        "character": None,
        "game": None,
    }
    text = with_history(caliburn_text, [json.dumps(entry)])
    assert refused(text) == (
        f"history[{last}].details: holds more than {MAX_FREE_VALUES:,} values; a free-form "
        "object may hold at most that many"
    )
    entry["details"] = {"story": "x" * (MAX_FREE_TEXT + 1)}
    assert refused(with_history(caliburn_text, [json.dumps(entry)])).startswith(
        f"history[{last}].details: holds more than {MAX_FREE_TEXT:,} characters of text"
    )


def test_a_record_over_the_limit_is_refused(
    caliburn_text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stream, "MAX_RECORD_CHARS", 2_000)
    problem = refused(caliburn_text)
    assert problem.startswith("warbands[0]: ") and "longer than 2,000 characters" in problem


def test_reading_a_file_for_an_import_holds_less_than_its_size(
    caliburn_text: str, tmp_path: Path
) -> None:
    """What the import's reader holds at its peak, counted by Python's own allocator (no
    timing): a record at a time, the checked warbands and games, and a few numbers for each
    history entry, which is handed on and let go; not the file's whole parse, nor its
    history."""
    entry = json.loads(caliburn_text)["history"][-1]
    entries = [
        json.dumps({**entry, "text": f"Entry {i} of a long history."}) for i in range(16_000)
    ]
    path = tmp_path / "long.json"
    path.write_text(with_history(caliburn_text, entries), encoding="utf-8")
    size = path.stat().st_size
    source = open_campaign_file(path)
    tracemalloc.start()
    try:
        plan, history = reader.stream_history(text_of(source))
        read = sum(1 for _entry in history)
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert read > 16_000 and not plan.history
    assert peak < size, f"{peak:,} bytes at the peak for a file of {size:,}"


# --- numbers in words -----------------------------------------------------------------------


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize(
    ("number", "problem"),
    [
        ("9" * 5_000, "is a number of 5,000 digits; it must be from 0 to 1,000,000"),
        ("1e400", "is a number of 401 digits; it must be from 0 to 1,000,000"),
        ("1e999999999", "is a number of 1,000,000,000 digits; it must be from 0 to 1,000,000"),
        ("2.5", "must be a whole number, not 2.5"),
        ("25e-1", "must be a whole number, not 25e-1"),
        ("1e-999999999", "must be a whole number, not 1e-999999999"),
        ("-1.0", "cannot be less than 0 (got -1)"),
    ],
)
def test_numbers_that_are_not_whole_or_too_long_are_refused_with_their_path(
    caliburn_text: str, number: str, problem: str
) -> None:
    document = json.loads(caliburn_text)
    gold = document["warbands"][1]["characters"][0]["gold"]
    text = caliburn_text.replace(f'"gold": {gold},', f'"gold": {number},', 1)
    assert text != caliburn_text
    assert refused(text) == f"warbands[1].characters[0].gold: {problem}"


def test_numbers_in_free_form_details_are_refused_with_their_path(caliburn_text: str) -> None:
    last = len(json.loads(caliburn_text)["history"])
    entry = (
        '{"kind": "note", "text": "N.", "details": {"n": [1, %s]}, '
        '"created": "2026-09-05T20:15:00Z", "warband": null, "character": null, "game": null}'
    )
    assert refused(with_history(caliburn_text, [entry % ("9" * 5_000)])) == (
        f"history[{last}].details.n[1]: is a number of 5,000 digits; it must be from "
        "-9,223,372,036,854,775,807 to 9,223,372,036,854,775,807"
    )
    assert refused(with_history(caliburn_text, [entry % "1e400"])) == (
        f"history[{last}].details.n[1]: is a number of 401 digits; it must be from "
        "-9,223,372,036,854,775,807 to 9,223,372,036,854,775,807"
    )
    assert refused(with_history(caliburn_text, [entry % "0.5"])) == (
        f"history[{last}].details.n[1]: must be a whole number (Muster keeps no fractions), not 0.5"
    )


# --- the import refuses what the check would report ----------------------------------------


def test_a_dead_character_fielded_after_his_death_is_refused_as_the_check_reports_it(
    database: Path,
) -> None:
    """The example of the issue: Tovar died in game 2 and is fielded again in games 3 and 4.
    The check reports both fieldings; the file of the campaign is refused at the first."""
    beastrider, _caliburn = played_campaigns()
    tovar = Character.get(Character.name == "Tovar")
    assert tovar.status == DEAD
    later = list(
        Game.select().where((Game.campaign == beastrider) & (Game.number > 2)).order_by(Game.number)
    )
    for game in later:
        side = GameSide.get((GameSide.game == game) & (GameSide.warband == tovar.warband))
        outcome = {} if game.result == UNRECORDED else {"killed": False}
        GameCharacter.insert(
            game=game, side=side, character=tovar, name="Tovar", outcome=outcome
        ).execute()
    report = check_database(repair=False)
    dead = [p.text for p in report.problems if p.kind == found.DEAD_FIELDED]
    assert dead == [
        f"In campaign “{beastrider.name}”, warband “{tovar.warband.name}”: Tovar died in game 2, "
        f"so he cannot be fielded in game {game.number} (K2)."
        for game in later
    ]
    document = export_campaign(beastrider)
    game_index = [g["number"] for g in document["games"]].index(later[0].number)
    path = refused(json.dumps(document))
    assert path.startswith(f"games[{game_index}].sides[")
    assert path.endswith(
        f".character: Tovar died in game 2, so he cannot be fielded in game {later[0].number} (K2)"
    )
    # Brought back by hand (his status no longer dead, his history unchanged): his game still
    # records his death (K2), so he is still fielded after it, and his status disagrees; both
    # the check and the import say so, and the check's repair marks him dead again.
    Character.update(status=ACTIVE).where(Character.id == tovar.id).execute()
    report = check_database(repair=False)
    assert [p.kind for p in report.problems] == [found.DIED_UNMARKED] + [found.DEAD_FIELDED] * 2
    assert report.problems[0].text == (
        f"In campaign “{beastrider.name}”, warband “{tovar.warband.name}”: Tovar died in game 2, "
        "but is not marked dead: a character killed, slain or decapitated is dead for the rest "
        "of the campaign (K2)."
    )
    path = refused(json.dumps(export_campaign(beastrider)))
    assert path.endswith(
        ".status: Tovar died in game 2, but is not marked dead: a character killed, slain or "
        "decapitated is dead for the rest of the campaign (K2)"
    ), path
    repaired = check_database(repair=True)
    assert [p.kind for p in repaired.problems if p.repaired] == [found.DIED_UNMARKED]
    assert Character.get_by_id(tovar.id).status == DEAD
    assert [p.kind for p in check_database(repair=False).problems] == [found.DEAD_FIELDED] * 2

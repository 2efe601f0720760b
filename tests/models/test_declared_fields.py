"""Every field declared in models/records/declarations.py is written, read, published and
checked: a field added to a declaration and forgotten by the writer, the reader, the JSON
Schema or the database check fails here, naming it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import msgspec
import pytest

from models.check import check_database, tables
from models.check.tables import TABLES
from models.errors import DocumentError
from models.exchange import export_campaign, import_campaign, importer, layout, reader, writer
from models.exchange.layout import Layout
from models.records import declarations as declared
from models.records.schema import schema_text
from models.store.connection import db
from models.store.schema import Character, TextField, Warband
from tests.exchange_data import played_campaigns

RECORDS: tuple[type[msgspec.Struct], ...] = (
    declared.Campaign,
    declared.Warband,
    declared.Character,
    declared.Purchase,
    declared.Upgrade,
    declared.Game,
    declared.Side,
    declared.Fielded,
    declared.HistoryEntry,
)
# Where each record's first instance is in a campaign file (its warband, character, purchase,
# upgrade, game, side and fielded character are the first that have one).
PATHS: dict[type[msgspec.Struct], tuple[Any, ...]] = {
    declared.Campaign: (),
    declared.Warband: ("warbands", 0),
    declared.Character: ("warbands", 0, "characters", 0),
    declared.Game: ("games", 0),
    declared.Side: ("games", 0, "sides", 0),
    declared.Fielded: ("games", 0, "sides", 0, "fielded", 0),
    declared.HistoryEntry: ("history", 0),
}
# The table of the database that keeps each record, and the fields it keeps elsewhere: its
# key (the row's id), its lists (rows of other tables) and what only a file says.
TABLE: dict[type[msgspec.Struct], str] = {
    declared.Campaign: "campaign",
    declared.Warband: "warband",
    declared.Character: "character",
    declared.Purchase: "purchase",
    declared.Game: "game",
    declared.Side: "game_side",
    declared.Fielded: "game_character",
    declared.HistoryEntry: "history_entry",
}
NOT_A_COLUMN = {
    "id",  # the row's own id
    "format",  # what the file is
    "version",
    "warbands",  # rows of other tables
    "characters",
    "stash",
    "purchases",
    "games",
    "sides",
    "fielded",
    "history",
    "tracker",  # a game at the table: tracked_game, tracked_character, tracker_entry
}
COLUMN: dict[tuple[type[msgspec.Struct], str], str] = {
    (declared.Campaign, "settings"): "house_rules",
}
LINKS: set[tuple[type[msgspec.Struct], str]] = {  # a FIELD_id column
    (declared.Purchase, "lost_in"),
    (declared.Game, "follows"),
    (declared.Game, "winner"),
    (declared.Side, "warband"),
    (declared.Fielded, "character"),
    (declared.HistoryEntry, "warband"),
    (declared.HistoryEntry, "character"),
    (declared.HistoryEntry, "game"),
}
# Columns the check reads more leniently than a file may hold them, on purpose: a purchase
# without a price (from before prices were pinned) is a problem of its own, with a repair.
LENIENT = {("purchase", "price")}


def _nullable(record: type[msgspec.Struct], name: str) -> bool:
    info = msgspec.inspect.type_info(record)
    assert isinstance(info, msgspec.inspect.StructType)
    (field,) = (f for f in info.fields if f.name == name)
    kind = field.type
    return isinstance(kind, msgspec.inspect.UnionType) and any(
        isinstance(t, msgspec.inspect.NoneType) for t in kind.types
    )


def _required(record: type[msgspec.Struct]) -> tuple[str, ...]:
    info = msgspec.inspect.type_info(record)
    assert isinstance(info, msgspec.inspect.StructType)
    return tuple(f.name for f in info.fields if f.required)


@pytest.fixture
def exported(database: Path) -> list[dict[str, Any]]:
    """The played campaigns as files: Beastrider Wars warriors have upgrades, Caliburn's
    Wrath warriors buy kit."""
    return [export_campaign(campaign) for campaign in played_campaigns()]


def _at(document: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        document = document[step]
    return document


def _records(document: dict[str, Any]) -> dict[type[msgspec.Struct], list[dict[str, Any]]]:
    """Every record of a campaign file, by its declaration."""
    warbands = document["warbands"]
    characters = [c for w in warbands for c in w["characters"]]
    sides = [s for g in document["games"] for s in g["sides"]]
    return {
        declared.Campaign: [document],
        declared.Warband: warbands,
        declared.Character: characters,
        declared.Purchase: [p for c in characters for p in c["purchases"]]
        + [p for w in warbands for p in w["stash"]],
        declared.Upgrade: [u for c in characters for u in c["upgrades"]],
        declared.Game: document["games"],
        declared.Side: sides,
        declared.Fielded: [f for s in sides for f in s["fielded"]],
        declared.HistoryEntry: document["history"],
    }


def _first(
    documents: list[dict[str, Any]], record: type[msgspec.Struct]
) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """A campaign file with a ``record``, and where in it the first one is."""
    if record in PATHS:
        return documents[0], PATHS[record]
    inner = {declared.Purchase: "purchases", declared.Upgrade: "upgrades"}[record]
    for document in documents:
        for w, warband in enumerate(document["warbands"]):
            for c, character in enumerate(warband["characters"]):
                if character[inner]:
                    return document, ("warbands", w, "characters", c, inner, 0)
    raise AssertionError(f"no {record.__name__} in the campaigns")


def _shown(path: tuple[Any, ...]) -> str:
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else step)
    return text


def test_the_writer_writes_every_declared_field_in_its_order(
    exported: list[dict[str, Any]],
) -> None:
    for record in RECORDS:
        instances = [one for document in exported for one in _records(document)[record]]
        assert instances, f"the campaigns have no {record.__name__}"
        for instance in instances:
            fields = tuple(instance)
            assert fields == tuple(f for f in declared.field_names(record) if f in fields)
            assert set(_required(record)) <= set(fields), record.__name__


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r.__name__)
def test_the_reader_refuses_a_file_without_a_declared_field(
    exported: list[dict[str, Any]], record: type[msgspec.Struct]
) -> None:
    original, path = _first(exported, record)
    for name in _required(record):
        document = json.loads(json.dumps(original))
        del _at(document, path)[name]
        with pytest.raises(DocumentError) as caught:
            import_campaign(json.dumps(document))
        where = f"{_shown(path)}.{name}" if path else name
        assert str(caught.value).startswith(f"{where}: missing"), (record.__name__, name)


def test_the_schema_requires_every_declared_field() -> None:
    definitions = json.loads(schema_text())["$defs"]
    for record in RECORDS:
        schema = definitions[record.__name__]
        assert set(schema["properties"]) == set(declared.field_names(record)), record
        assert set(schema.get("required", ())) == set(_required(record)), record


def test_the_check_reads_every_declared_field_that_the_database_keeps() -> None:
    disagreements: list[tuple[str, str, str, object]] = []
    for record, table in TABLE.items():
        columns = {column.name: column for column in TABLES[table]}
        for name in declared.field_names(record):
            if name in NOT_A_COLUMN:
                continue
            column_name = COLUMN.get(
                (record, name), f"{name}_id" if (record, name) in LINKS else name
            )
            column = columns.get(column_name)
            if column is None:
                disagreements.append((record.__name__, name, "no column", column_name))
            elif column.null != _nullable(record, name) and (table, column_name) not in LENIENT:
                disagreements.append((record.__name__, name, "null", column.null))
    assert disagreements == []


def test_a_declared_field_the_table_does_not_keep_stops_the_writer() -> None:
    """A field declared and given no column (nor written by hand) is a programming error the
    writer names as it is loaded, not a key silently missing from every file."""

    class Nicknamed(declared.Warband):
        nickname: declared.Name

    with pytest.raises(TypeError, match=r"Nicknamed\.nickname is no column of Warband"):
        Layout(Nicknamed, Warband, (Warband.id,), ("id", "characters", "stash"))
    layout = Layout(declared.Warband, Warband, (Warband.id,), ("id", "characters", "stash"))
    with pytest.raises(TypeError, match="write"):
        layout.writer(lambda column: str, id=str)  # characters and stash forgotten


class Nicknamed(declared.Character):
    """A character of a later version of the file, declared with a nickname."""

    nickname: declared.Notes = ""


class WithNicknames(declared.Warband):
    characters: list[Nicknamed]  # type: ignore[assignment]  # the later version's, in place


class NicknamedCampaign(declared.Campaign):
    warbands: list[WithNicknames]  # type: ignore[assignment]  # the later version's, in place


@pytest.mark.sqlite_only  # the column is added to the file by hand, as a migration step would
def test_a_field_declared_and_given_its_column_is_written_read_and_checked_with_no_more_code(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A field whose column is written by hand (one that is not plain, or kept before the
    declarations derived plain columns: docs/architecture.md, *Adding a field*) is its
    declaration, its column (with its migration step) and the document: here a character's
    nickname, declared and given a column, and nothing else.
    Exported, it is in the file; imported, it is kept; in another normal form than C, it is
    read composed; with a control character, it is refused at its path; the database check
    reads its column."""
    monkeypatch.setattr(declared, "Character", Nicknamed)
    monkeypatch.setattr(declared, "Warband", WithNicknames)
    monkeypatch.setattr(declared, "Campaign", NicknamedCampaign)
    campaign = played_campaigns()[1]
    Character._meta.add_field("nickname", TextField(default=""))  # the column
    try:
        db.execute_sql("ALTER TABLE character ADD COLUMN nickname TEXT NOT NULL DEFAULT ''")
        # What the modules made of the declarations and the schema as they were loaded.
        characters = layout.Layout(Nicknamed, *_character_keys())
        warbands = layout.Layout(WithNicknames, *_warband_keys())
        for module in (layout, writer, importer):
            monkeypatch.setattr(module, "CHARACTER", characters)
            monkeypatch.setattr(module, "WARBAND", warbands)
        monkeypatch.setitem(TABLES, "character", tables._columns(Character))
        Character.update(nickname="Red").where(Character.name == "Sir Kai").execute()

        document = export_campaign(campaign)
        kai = next(
            c for w in document["warbands"] for c in w["characters"] if c["name"] == "Sir Kai"
        )
        assert kai["nickname"] == "Red"
        document["name"] = "Copy"
        copied = import_campaign(json.dumps(document))
        kept = Character.select().join(Warband).where(Warband.campaign == copied)
        assert kept.where(Character.name == "Sir Kai").get().nickname == "Red"  # type: ignore[attr-defined]  # the scratch column
        assert export_campaign(copied)["warbands"] == document["warbands"]

        kai["nickname"] = "Re\u0301d"  # R, e and a combining accent: not in normal form C
        document["name"] = "Another copy"
        composed = import_campaign(json.dumps(document))
        kept = Character.select().join(Warband).where(Warband.campaign == composed)
        assert kept.where(Character.name == "Sir Kai").get().nickname == "R\u00e9d"  # type: ignore[attr-defined]  # the scratch column
        kai["nickname"] = "Re\x07d"
        document["name"] = "A third copy"
        with pytest.raises(DocumentError, match=r"characters\[\d+\]\.nickname: "):
            import_campaign(json.dumps(document))

        db.execute_sql("UPDATE character SET nickname = x'ff' WHERE name = 'Sir Kai'")
        report = check_database(repair=False)
        texts = [problem.text for problem in report.problems]
        assert "“Sir Kai” of warband “Knights of Camelot”: the nickname is binary data" in (
            "\n".join(texts)
        ), texts
    finally:
        Character._meta.remove_field("nickname")


def _character_keys() -> tuple[Any, ...]:
    return layout.CHARACTER.model, layout.CHARACTER.fields[:2], ("id", "purchases")


def _warband_keys() -> tuple[Any, ...]:
    return layout.WARBAND.model, layout.WARBAND.fields[:1], ("id", "characters", "stash")


@pytest.mark.sqlite_only  # the reader upgrades the file before a row is written
def test_a_field_a_later_version_added_to_a_record_inside_another_is_given_to_older_files(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fields a version added (declarations.SINCE) are given to an older file's records,
    nested ones too, with no upgrade written for them; an older file that has one is refused
    at its path. Here: a character's notes, as if version 2 had added them."""
    golden = Path(__file__).resolve().parent / "golden" / "campaign-example-v1.json"
    version_1 = json.loads(golden.read_text(encoding="utf-8"))
    assert version_1["version"] == 1
    since = {**declared.SINCE, ("Character", "notes"): declared.Since(2, "notes", "")}
    monkeypatch.setattr(declared, "SINCE", since)
    reader._added_fields.cache_clear()
    try:
        version_1["warbands"][0]["characters"][0]["notes"] = "Kept"
        with pytest.raises(DocumentError) as caught:
            import_campaign(json.dumps(version_1))
        assert str(caught.value) == (
            "warbands[0].characters[0].notes: unknown field in a version 1 campaign file "
            "(notes came with version 2)"
        )
        for warband in version_1["warbands"]:
            for character in warband["characters"]:
                del character["notes"]
        campaign = import_campaign(json.dumps(version_1))
        notes = {c["notes"] for w in export_campaign(campaign)["warbands"] for c in w["characters"]}
        assert notes == {""}
    finally:
        reader._added_fields.cache_clear()


def test_only_a_plain_field_said_in_words_is_given_a_column_of_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A derived column is text or a whole number, with the words the check calls it, for
    translators; anything else is written by hand, and the declarations say so as they load."""

    class Warband(declared.Warband):  # the warband, declared with one field more
        flag: Annotated[bool, declared.Said(words="flag", schema=99)] = False

    monkeypatch.setattr(declared, "ALL_RECORDS", (Warband,))
    with pytest.raises(TypeError, match=r"Warband\.flag: only a plain field"):
        declared.plain_columns()

    class Mottoed(declared.Warband):
        motto: Annotated[declared.Notes, declared.Said(default="", schema=99)] = ""

    Mottoed.__name__ = "Warband"
    monkeypatch.setattr(declared, "ALL_RECORDS", (Mottoed,))
    with pytest.raises(TypeError, match=r"Warband\.motto: say the words"):
        declared.plain_columns()
    monkeypatch.undo()
    assert declared.plain_columns() == []  # this Muster's fields are kept by hand

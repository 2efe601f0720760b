"""Campaign files: export, import and export again; refusals naming the JSON path; fuzzing."""

from __future__ import annotations

import copy
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models import changes
from models.campaigns import delete_campaign
from models.check import check_database
from models.demo import BEASTRIDER_DEMO, CALIBURN_DEMO
from models.errors import DatabaseWriteError, DocumentError, MusterError
from models.exchange import VERSION, export_campaign, export_json, import_campaign, parse_document
from models.store.backup import IMPORT, list_backups
from models.store.connection import DISK_FULL_MESSAGE, close_database
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.schema import ALL_MODELS, Campaign, HistoryEntry, SchemaVersion
from tests.conftest import Server
from tests.exchange_data import played_campaigns, with_later_fields, without_later_fields

TABLES = [model for model in ALL_MODELS if model is not SchemaVersion]


def file_of(database: Path | DatabaseLocation) -> Path | None:
    """The file to back up before an import (a server keeps its own backups)."""
    return database if isinstance(database, Path) else None


def backups_of(database: Path | DatabaseLocation) -> list[str]:
    return [b.reason for b in list_backups(database)] if isinstance(database, Path) else []


def row_counts() -> dict[str, int]:
    return {model.__name__: model.select().count() for model in TABLES}


@pytest.fixture(scope="session")
def played_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A closed database file with both demo campaigns after a season of use (corrections,
    deaths, a deleted character), made once and copied for each test."""
    path = tmp_path_factory.mktemp("played") / "template.sqlite3"
    open_database(path)
    try:
        played_campaigns()
    finally:
        close_database()
    return path


@pytest.fixture
def db_path(tmp_path: Path, played_template: Path) -> Path:
    """Every test of this module starts from a copy of the played campaigns."""
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(played_template, path)
    return path


@pytest.fixture
def pg_database(pg_server: Server) -> Iterator[DatabaseLocation]:
    """On the server too, every test starts from a copy of the played campaigns."""
    with pg_server.database(template=pg_server.template("played", played_campaigns)) as location:
        yield location


@pytest.fixture
def played(database: Path) -> tuple[Campaign, Campaign]:
    return Campaign.get(name=BEASTRIDER_DEMO), Campaign.get(name=CALIBURN_DEMO)


@pytest.fixture
def caliburn_doc(played: tuple[Campaign, Campaign]) -> dict[str, Any]:
    return export_campaign(played[1])


@pytest.fixture
def beastrider_doc(played: tuple[Campaign, Campaign]) -> dict[str, Any]:
    return export_campaign(played[0])


# --- the round trip ------------------------------------------------------------------------


@pytest.mark.parametrize("which", [0, 1], ids=["beastrider", "caliburn"])
def test_export_import_export_gives_the_same_document(
    played: tuple[Campaign, Campaign], tmp_path: Path, which: int
) -> None:
    text = export_json(played[which])
    document = json.loads(text)
    # What the season put in is in the file.
    assert document["format"] == "muster-campaign" and document["version"] == VERSION
    assert {e["kind"] for e in document["history"]} >= {"correction", "death", "kill", "game"}
    assert any(f["character"] is None for g in document["games"] for s in g["sides"]
               for f in s["fielded"])  # fmt: skip
    close_database()
    other = tmp_path / "other.sqlite3"
    open_database(other)
    imported = import_campaign(text, db_path=other)
    assert export_json(imported) == text
    assert check_database(repair=False).ok
    [backup] = list_backups(other)
    assert backup.reason == IMPORT


def test_corrections_and_the_sides_as_fielded_come_through(
    played: tuple[Campaign, Campaign], caliburn_doc: dict[str, Any]
) -> None:
    from models import history

    entries = caliburn_doc["history"]
    corrections = [
        (i, e)
        for i, e in enumerate(entries)
        if e["kind"] == "correction" and e["details"].get("supersedes")
    ]
    assert corrections
    for index, entry in corrections:
        assert all(0 <= earlier < index for earlier in entry["details"]["supersedes"])
    first = caliburn_doc["games"][0]
    fielded = first["details"]["fielded"]
    keys = {f["id"] for side in first["sides"] for f in side["fielded"]}
    assert set(fielded) <= keys and fielded
    kai = next(v for v in fielded.values() if v["name"] == "Sir Kai")
    assert kai["profile"] == "sir_kai" and "spear" in kai["items"]

    def struck(campaign: Campaign) -> list[str]:
        rows = list(
            HistoryEntry.select().where(HistoryEntry.campaign == campaign).order_by(HistoryEntry.id)
        )
        gone = history.superseded_by(rows)
        return [e.text for e in rows if e.id in gone]

    imported = import_campaign(caliburn_doc)
    assert struck(imported) == struck(played[1]) != []
    assert export_campaign(imported)["games"][0]["details"]["fielded"] == fielded


def version_1(document: dict[str, Any]) -> dict[str, Any]:
    """The document as Muster wrote it before version 2: no sides as fielded, no superseded
    entries, the initiative of a d20 with only the winner's name, no stashes (nor kit a death
    put in one), no game played over the points limit, no game at the table."""
    old = without_later_fields(document, 1)
    for game in old["games"]:
        game["details"].pop("fielded", None)
        game["details"].pop("over_limit", None)
        roll = game["details"].get("initiative")
        if roll:
            game["details"]["initiative"] = {
                "rolls": roll["rolls"],
                "winner": roll["winner"],
                "winner_name": roll["sides"][roll["winner"]],
            }
    for entry in old["history"]:
        entry["details"].pop("supersedes", None)
    return old


def test_a_version_1_roll_off_still_imports(beastrider_doc: dict[str, Any]) -> None:
    from models.campaigns import rules_of
    from models.games import initiative_text
    from models.store.schema import Game

    old = version_1(beastrider_doc)
    campaign = import_campaign(old)
    rolled = next(g for g in Game.select().where(Game.campaign == campaign) if g.details.get(
        "initiative"))  # fmt: skip
    text = initiative_text(rules_of(campaign), rolled)
    assert text.startswith("Each side rolled a d20: ") and "chooses who acts first." in text
    assert export_campaign(campaign)["version"] == VERSION


def test_superseded_entries_must_be_earlier_and_named_by_a_correction(
    caliburn_doc: dict[str, Any],
) -> None:
    index = next(i for i, e in enumerate(caliburn_doc["history"]) if e["details"].get("supersedes"))
    later = copy.deepcopy(caliburn_doc)
    later["history"][index]["details"]["supersedes"] = [index]
    assert refused(later) == (
        f"history[{index}].details.supersedes[0]: must be the number of an earlier entry of "
        "history[]"
    )
    wrong = copy.deepcopy(caliburn_doc)
    wrong["history"][0]["details"]["supersedes"] = []
    assert refused(wrong) == "history[0].details.supersedes: only a correction supersedes entries"


def test_a_correction_supersedes_only_its_own_characters_entries(
    beastrider_doc: dict[str, Any],
) -> None:
    """As the check reads a story: a correction that lists another character's entry takes
    nothing out of that character's story, so an extra kill there is still counted."""
    document = copy.deepcopy(beastrider_doc)
    entries = document["history"]
    kill = next(e for e in entries if e["kind"] == "kill")
    other = next(
        e for e in entries if e["character"] not in (None, kill["character"])
    )  # a character of either side
    entries.append(copy.deepcopy(kill))  # one kill too many in the killer's story
    entries.append(
        {
            "kind": "correction",
            "text": "Corrected.",
            "details": {"supersedes": [len(entries) - 1]},
            "created": kill["created"],
            "warband": other["warband"],
            "character": other["character"],
            "game": None,
        }
    )
    killer = next(
        (w, c)
        for w, warband in enumerate(document["warbands"])
        for c, character in enumerate(warband["characters"])
        if character["id"] == kill["character"]
    )
    assert refused(document).startswith(f"warbands[{killer[0]}].characters[{killer[1]}]")


def test_games_that_break_their_scenario_are_refused(caliburn_doc: dict[str, Any]) -> None:
    relic = next(
        i for i, g in enumerate(caliburn_doc["games"]) if g["scenario"] == "capture_the_relic"
    )
    game = caliburn_doc["games"][relic]
    losers = next(s for s in game["sides"] if s["warband"] != game["winner"])
    wrong = copy.deepcopy(caliburn_doc)
    wrong["games"][relic]["details"]["relic_carrier"] = losers["fielded"][0]["id"]
    assert refused(wrong) == (
        f"games[{relic}].details.relic_carrier: The relic carrier must be of the winning side: "
        "the first side to escape with the relic wins (C11)"
    )
    duel = next(i for i, g in enumerate(caliburn_doc["games"]) if g["scenario"] == "duel")
    crowd = copy.deepcopy(caliburn_doc)
    sides = crowd["games"][duel]["sides"]
    sides[0]["fielded"].append({**copy.deepcopy(sides[1]["fielded"][0]), "id": "f-extra",
                                "character": None, "name": "A stranger"})  # fmt: skip
    crowd["games"][duel]["details"]["fielded"]["f-extra"] = {
        **crowd["games"][duel]["details"]["fielded"][sides[1]["fielded"][0]["id"]],
        "name": "A stranger",
    }
    assert refused(crowd) == (
        f"games[{duel}].sides: Side 1 must field exactly one warrior in a duel (C11)"
    )


def test_the_text_is_stable_json(played: tuple[Campaign, Campaign]) -> None:
    text = export_json(played[1])
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert "Æthelric" in text  # written as UTF-8, not \u escapes
    assert text.startswith(f'{{\n  "format": "muster-campaign",\n  "version": {VERSION},\n')
    assert export_json(played[1]) == text


def test_an_import_into_the_same_database_is_a_new_campaign_that_stands_alone(
    played: tuple[Campaign, Campaign],
) -> None:
    for original in played:
        document = export_campaign(original)
        imported = import_campaign(document)
        assert imported.name == f"{original.name} (2)"
        assert imported.id != original.id
        # Nothing of the copy points at the original: deleting it changes nothing in the copy.
        delete_campaign(campaign=original)
        again = export_campaign(imported)
        assert again["name"] == document["name"] + " (2)"
        assert {**again, "name": document["name"]} == document
    assert check_database(repair=False).ok


def test_importing_twice_gives_numbered_names(caliburn_doc: dict[str, Any]) -> None:
    names = [import_campaign(caliburn_doc).name for _ in range(2)]
    assert names == ["Demo: Caliburn's Wrath (2)", "Demo: Caliburn's Wrath (3)"]


def test_a_suffix_keeps_a_long_name_within_100_characters(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["name"] = "Ж" * 100
    assert import_campaign(caliburn_doc).name == "Ж" * 100
    assert import_campaign(caliburn_doc).name == "Ж" * 96 + " (2)"


def test_undo_removes_the_imported_campaign_and_redo_brings_it_back(
    caliburn_doc: dict[str, Any],
) -> None:
    before = row_counts()
    with changes.recording() as recorded:
        imported = import_campaign(caliburn_doc)
    undo = recorded.inverse()
    redo = undo.apply()
    assert row_counts() == before
    assert Campaign.get_or_none(Campaign.id == imported.id) is None
    redo.apply()
    assert export_campaign(Campaign.get_by_id(imported.id)) == {
        **caliburn_doc,
        "name": caliburn_doc["name"] + " (2)",
    }


def test_a_campaign_whose_warband_was_deleted_still_round_trips(
    played: tuple[Campaign, Campaign], tmp_path: Path
) -> None:
    from models.campaigns import delete_warband
    from tests.exchange_data import warband

    delete_warband(warband=warband(played[0], "Bear Riders of Helles"))
    text = export_json(played[0])
    first = json.loads(text)["games"][0]
    assert first["result"] == "winner" and first["winner"] is None  # the winners are gone
    close_database()
    open_database(tmp_path / "other.sqlite3")
    assert export_json(import_campaign(text)) == text


# --- all or nothing ---------------------------------------------------------------------------


def test_a_bad_last_history_entry_creates_nothing(
    caliburn_doc: dict[str, Any], database: Path
) -> None:
    caliburn_doc["history"][-1]["character"] = "c999"
    before = row_counts()
    last = len(caliburn_doc["history"]) - 1
    with pytest.raises(DocumentError) as refused:
        import_campaign(caliburn_doc, db_path=file_of(database))
    assert str(refused.value) == f"history[{last}].character: no character has the id 'c999'"
    assert row_counts() == before
    assert backups_of(database) == []  # refused before anything was done


def test_a_failure_writing_the_last_history_entry_creates_nothing(
    caliburn_doc: dict[str, Any], database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The document is sound, but the disk fills up as the very last row is written."""
    total = len(caliburn_doc["history"])
    create_many = changes.create_many
    written: list[dict[str, Any]] = []

    def create_until_the_disk_is_full(model: Any, rows: Any, **kw: Any) -> None:
        if model is not HistoryEntry:
            return create_many(model, rows, **kw)
        rows = list(rows)
        create_many(model, rows[:-1], **kw)  # everything but the very last row goes in
        written.extend(rows[:-1])
        raise DatabaseWriteError(DISK_FULL_MESSAGE)

    monkeypatch.setattr(
        "models.exchange.importer.changes.create_many", create_until_the_disk_is_full
    )
    before = row_counts()
    with pytest.raises(DatabaseWriteError, match="disk is full"):
        import_campaign(caliburn_doc, db_path=file_of(database))
    assert len(written) == total - 1
    assert row_counts() == before
    assert backups_of(database) == ([IMPORT] if file_of(database) else [])


# --- refusals name the JSON path of the first problem -------------------------------------


def at(document: Any, *path: str | int) -> Any:
    for step in path:
        document = document[step]
    return document


def json_path(*path: str | int) -> str:
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else step)
    return text


def refused(document: Any) -> str:
    before = row_counts()
    with pytest.raises(DocumentError) as caught:
        import_campaign(document)
    assert row_counts() == before
    return str(caught.value)


def test_the_example_of_the_issue(caliburn_doc: dict[str, Any]) -> None:
    third = copy.deepcopy(caliburn_doc["warbands"][1])
    third.update(id="w3", name="The Lake")
    for character in third["characters"]:
        character["id"] = "lake-" + character["id"]
        for purchase in character["purchases"]:
            purchase["id"] = "lake-" + purchase["id"]
    third["characters"][0]["profile"] = "sir_lancelot"
    caliburn_doc["warbands"].append(third)
    assert refused(caliburn_doc) == (
        "warbands[2].characters[0].profile: unknown profile 'sir_lancelot'"
    )


def test_the_first_problem_is_the_one_reported(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["warbands"][0]["characters"][1]["gold"] = -5
    caliburn_doc["games"][0]["scenario"] = "tea_party"
    caliburn_doc["history"][0]["kind"] = "gossip"
    assert refused(caliburn_doc) == (
        "warbands[0].characters[1].gold: cannot be less than 0 (got -5)"
    )


BAD_VALUES: list[tuple[tuple[str | int, ...], Any, str]] = [
    (("name",), "", "cannot be empty"),
    (("game",), "chess", "unknown game 'chess'"),
    (("created",), "yesterday", "must be a UTC date and time"),
    (("created",), "2026-02-30T10:00:00Z", "is not a real date and time"),
    (("settings", "refund_after_play"), "sometimes", "unknown refund setting 'sometimes'"),
    (("settings", "profiles", 0, "points"), -1, "must be a whole number of 0 or more"),
    (("settings", "profiles", 0, "gold"), 10**12, "cannot be more than 1,000,000"),
    (("settings", "profiles", 0, "name"), "Saxon\x07", "invisible control character (U+0007)"),
    (("settings", "profiles", 0, "name"), "Saxon ", "spaces or line breaks at its start or end"),
    (("settings", "scenarios", 0, "text"), "\nHold it.", "spaces or line breaks at its start"),
    (("settings", "prices"), {"dagger": 3}, "never sold"),
    (("settings", "gold_awards", "kill"), -2, "cannot be less than 0"),
    (("warbands", 0, "id"), "w 1", "must be a key such as"),
    (("warbands", 1, "id"), "w1", "the id 'w1' is already used by warbands[0]"),
    (("warbands", 1, "name"), "Knights of Camelot", "warbands[0] already has this name"),
    (("warbands", 0, "player"), " Morgan", "spaces or line breaks at its start or end"),
    (("warbands", 0, "notes"), "x" * 20_001, "20,001 characters long; the most is 20,000"),
    (("warbands", 0, "characters", 0, "status"), "undead", "unknown status 'undead'"),
    (("warbands", 0, "characters", 0, "options"), ["shield"], "unknown option 'shield'"),
    (("warbands", 0, "characters", 0, "upgrades"), [{"kind": "attack"}], "has no upgrade “attack”"),
    (("warbands", 0, "characters", 0, "injuries"), {"nose": 1}, "unknown field"),
    (("warbands", 0, "characters", 0, "purchases", 0, "item"), "vorpal_sword", "unknown item"),
    (("warbands", 0, "characters", 0, "purchases", 0, "lost_in"), 99, "no game number 99"),
    (("warbands", 0, "characters", 0, "purchases", 0, "bought"), None, "must be a UTC date"),
    (("games", 0, "scenario"), "tea_party", "unknown scenario 'tea_party'"),
    (("games", 0, "played_on"), "2026-13-01", "is not a real date"),
    (("games", 1, "follows"), 2, "a game cannot follow itself"),
    (("games", 3, "winner"), "w1", "a game whose result is 'unrecorded' has no winner"),
    (("games", 0, "winner"), "w7", "no warband has the id 'w7'"),
    (("games", 0, "recorded"), None, "a recorded game needs the time it was recorded"),
    (("games", 0, "sides", 1, "warband"), "w1", "the warband 'w1' already has a side"),
    (("games", 0, "sides", 0, "role"), "attacker", "unknown role 'attacker'"),
    (("games", 0, "sides", 0, "fielded", 0, "character"), "c6", "not in this side's warband"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome", "fate"), "eaten", "unknown fate"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome", "colour"), "red", "unknown field"),
    (("games", 0, "sides", 1, "fielded", 0, "outcome", "killed_by"), "f5", "another side"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome", "killed_by"), "f5", "who died"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome", "weapon_broken"), "shield", "not a weap"),
    (("games", 0, "details", "effects", "f1", "lost"), ["p999"], "no purchase has the id"),
    (("games", 0, "details", "effects", "f1", "character"), "c1", "the character fielded"),
    (("games", 0, "details", "relic_carrier"), "f7", "no character fielded in this game"),
    (("games", 0, "details", "weather"), "rain", "unknown field"),
    (("games", 3, "details", "effects"), {}, "a game not recorded yet has none"),
    (("settings",), [], "must be an object {...}, not a list"),
    (("games", 1, "number"), 1, "another game already has the number 1"),
    (("games", 0, "played_on"), "12/09/2026", "must be a date such as"),
    (("games", 3, "recorded"), "2026-12-12T20:00:00Z", "a game not recorded yet has no time"),
    (("games", 3, "sides", 0, "fielded", 0, "outcome"), {"leg": 1}, "not recorded yet has no o"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome"), {}, "a recorded game needs an outcome"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome"), [], "must be an object"),
    (("games", 0, "sides", 0, "fielded", 0, "outcome", "shield_broken"), "yes", "true or false"),
    (("games", 0, "sides", 0, "fielded", 1, "character"), "c2", "fielded twice in this game"),
    (("games", 0, "sides", 0, "warband"), None, "a side needs its warband"),
    (("games", 0, "details"), {}, "missing: a recorded game keeps what it changed"),
    (("games", 0, "details", "effects"), [], "must be an object {...}, not a list"),
    (("history", 0, "kind"), "gossip", "unknown kind 'gossip'"),
    (("history", 0, "text"), "", "cannot be empty"),
    (("history", 2, "warband"), "w2", "must be the warband of the entry's character"),
    (("history", 0, "game"), 42, "there is no game number 42"),
    (("history", 0, "details"), [], "must be an object {...}, not a list"),
    (("history", 3, "details", "purchase"), "p99", "no purchase has the id 'p99'"),
    (("history", 0, "details", "mood"), 1.5, "must be a whole number"),
    (("history", 0, "details", "mood"), 2**64, "cannot be more than"),
    (("history", 0, "details", "mood"), "\ud800", "invalid character (U+D800)"),
]


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize(("path", "value", "problem"), BAD_VALUES)
def test_each_bad_value_is_refused_with_its_path(
    caliburn_doc: dict[str, Any], path: tuple[str | int, ...], value: Any, problem: str
) -> None:
    at(caliburn_doc, *path[:-1])[path[-1]] = value
    message = refused(caliburn_doc)
    assert message.startswith(json_path(*path)), message
    assert problem in message


def character_at(document: dict[str, Any], name: str) -> tuple[str, dict[str, Any]]:
    """The JSON path of the character called ``name``, and the character."""
    for w, warband in enumerate(document["warbands"]):
        for c, character in enumerate(warband["characters"]):
            if character["name"] == name:
                return f"warbands[{w}].characters[{c}]", character
    raise KeyError(name)


def bought(character: dict[str, Any], *items: str) -> None:
    for n, item_id in enumerate(items):
        character["purchases"].append(
            {
                "id": f"{character['id']}-extra-{n}",
                "item": item_id,
                "price": 3,
                "status": "owned",
                "refund": None,
                "bought": "2026-09-01T18:00:00Z",
                "lost_in": None,
            }
        )


def test_the_three_files_that_broke_the_rules_are_refused(caliburn_doc: dict[str, Any]) -> None:
    """Written by hand from docs/campaign-format.md, each was imported without a word."""
    axes = copy.deepcopy(caliburn_doc)
    where, kai = character_at(axes, "Sir Kai")  # partial plate, spear and shield
    bought(kai, "war_axe", "flail")
    assert refused(axes) == (
        f"{where}.purchases: Sir Kai cannot carry a War Axe and a Flail beside a Spear and a "
        "Shield (C7)"
    )
    sword = copy.deepcopy(caliburn_doc)
    where, saxon = character_at(sword, "Oswy")
    bought(saxon, "excalibur")
    assert refused(sword) == (
        f"{where}.purchases: Oswy cannot carry Excalibur: only King Arthur Pendragon may (C10)"
    )
    twice = copy.deepcopy(caliburn_doc)
    where, knight = character_at(twice, "The Green Knight")
    chapel = twice["warbands"][int(where[9])]
    again = {**copy.deepcopy(knight), "id": "gk2", "name": "Bertilak", "purchases": []}
    chapel["characters"].append(again)
    assert refused(twice) == (
        f"warbands[{where[9]}].characters[{len(chapel['characters']) - 1}].profile: Bertilak "
        "cannot be a second Green Knight in this warband: The Green Knight already is, and a "
        "named hero appears once in a warband (C10)"
    )
    # The dead, and the retired, are not checked: what they carry no longer plays.
    kai["status"] = "retired"
    assert import_campaign(axes).name.endswith("(2)")


def test_what_the_campaigns_house_rules_allow_is_allowed(caliburn_doc: dict[str, Any]) -> None:
    heroes = copy.deepcopy(caliburn_doc)
    where, knight = character_at(heroes, "The Green Knight")
    knight["status"] = "dead"
    heroes["history"].append(
        {
            "kind": "death",
            "text": "Slain.",
            "details": {},
            "created": "2026-12-20T20:00:00Z",
            "warband": heroes["warbands"][int(where[9])]["id"],
            "character": knight["id"],
            "game": None,
        }
    )
    heroes["warbands"][0]["characters"].append(
        {
            **copy.deepcopy(knight),
            "id": "gk2",
            "status": "active",
            "purchases": [],
            "created": "2026-12-24T20:00:00Z",
        }
    )
    assert refused(copy.deepcopy(heroes)) == (
        f"warbands[0].characters[{len(heroes['warbands'][0]['characters']) - 1}].profile: "
        "The Green Knight died in this campaign and cannot be recruited again: the dead stay "
        "dead (K2)"
    )
    heroes["settings"]["heroes_return"] = True
    imported = import_campaign(heroes)
    assert imported.house_rules["heroes_return"] is True


def test_beastrider_options_and_upgrades_are_checked(beastrider_doc: dict[str, Any]) -> None:
    stags = beastrider_doc["warbands"][0]["characters"]
    nave = copy.deepcopy(beastrider_doc)
    nave["warbands"][0]["characters"][0]["options"] = ["shield"]
    assert refused(nave) == (
        "warbands[0].characters[0].options: Princess Nave Khra cannot take a Shield: only Bear "
        "Rider may (B4)"
    )
    bows = copy.deepcopy(beastrider_doc)
    archer = next(i for i, c in enumerate(stags) if c["options"] == ["bow"])
    bows["warbands"][0]["characters"][archer]["options"] = ["bow", "crossbow"]
    assert "one bow or crossbow at most (B7)" in refused(bows)
    twice = copy.deepcopy(beastrider_doc)
    twice["warbands"][0]["characters"][1]["upgrades"] = [
        {"kind": "special", "special": "berzerk"},
        {"kind": "special", "special": "berzerk"},
    ]
    assert refused(twice) == (
        "warbands[0].characters[1].upgrades: Eldric already has Berzerk: a special is learned "
        "once (B8)"
    )
    twice["warbands"][0]["characters"][1]["upgrades"] = [
        {"kind": "special", "special": "true_shot"}
    ]
    assert refused(twice) == (
        "warbands[0].characters[1].upgrades: Eldric cannot have True Shot: it works only with a "
        "bow, and a Stag Rider never carries a bow or crossbow (B3)"
    )
    special = copy.deepcopy(beastrider_doc)
    special["warbands"][0]["characters"][0]["upgrades"] = [{"kind": "special", "special": "x"}]
    assert refused(special) == "warbands[0].characters[0].upgrades[0].special: unknown special 'x'"
    for upgrade, problem in (
        ({"kind": "special"}, "upgrades[0].special: missing"),
        ({"kind": "attack", "special": "true_shot"}, "only a special upgrade names a special"),
    ):
        wrong = copy.deepcopy(beastrider_doc)
        wrong["warbands"][0]["characters"][1]["upgrades"] = [upgrade]
        assert problem in refused(wrong)
    rolled = next(i for i, g in enumerate(beastrider_doc["games"]) if "initiative" in g["details"])
    for rolls, problem in (([], "must hold 1 to 100 rolls"), ([[20]], "one roll for each")):
        wrong = copy.deepcopy(beastrider_doc)
        wrong["games"][rolled]["details"]["initiative"]["rolls"] = rolls
        assert refused(wrong).startswith(f"games[{rolled}].details.initiative.rolls")
        assert problem in refused(wrong)
    leg = copy.deepcopy(beastrider_doc)
    leg["warbands"][0]["characters"][0]["injuries"] = {"leg": 1}  # a Caliburn's Wrath wound
    assert refused(leg) == "warbands[0].characters[0].injuries.leg: unknown field"


def test_a_winner_must_have_played(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["warbands"].append(
        {
            "id": "w3",
            "name": "The Lake",
            "player": "",
            "notes": "",
            "characters": [],
            "created": caliburn_doc["created"],
            "stash": [],
        }
    )
    caliburn_doc["games"][0]["winner"] = "w3"
    assert refused(caliburn_doc) == "games[0].winner: the warband 'w3' did not play in this game"


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
def test_an_outcome_like_one_found_sound_is_judged_on_its_own(
    caliburn_doc: dict[str, Any],
) -> None:
    """The reader keeps its verdict on each outcome it found sound: one that differs only in
    a type (``true`` is not ``1``) or in who killed him is judged again."""
    fielded = caliburn_doc["games"][0]["sides"][0]["fielded"]
    fielded[0]["outcome"] = {"leg": 1}
    fielded[1]["outcome"] = {"leg": True}
    assert refused(caliburn_doc).startswith(
        "games[0].sides[0].fielded[1].outcome.leg: must be a whole number"
    )
    opponent = caliburn_doc["games"][0]["sides"][1]["fielded"][0]["id"]
    fielded[0]["outcome"] = {"fate": "slain", "killed_by": opponent}
    fielded[1]["outcome"] = {"fate": "slain", "killed_by": fielded[0]["id"]}  # his own side
    assert refused(caliburn_doc) == (
        "games[0].sides[0].fielded[1].outcome.killed_by: a character can only be killed by "
        "someone of another side"
    )


def test_a_killer_in_a_history_entry_played_in_its_game(caliburn_doc: dict[str, Any]) -> None:
    index, entry = next(
        (i, e) for i, e in enumerate(caliburn_doc["history"]) if "outcome" in e["details"]
    )
    entry["details"]["outcome"].update(fate="slain", killed_by="f7")  # f7 played in game 2
    assert refused(caliburn_doc) == (
        f"history[{index}].details.outcome.killed_by: 'f7' did not play in game {entry['game']}"
    )


def test_odd_rows_in_the_database_are_exported_as_they_are_and_refused_on_import(
    played: tuple[Campaign, Campaign],
) -> None:
    """Rows no Muster writes (a raw SQL edit, say) do not stop an export; the import then
    names them."""
    from models.store.schema import Game, GameCharacter

    game = Game.get((Game.campaign == played[1]) & (Game.number == 1))
    Game.update(details=["not", "an", "object"]).where(Game.id == game.id).execute()
    GameCharacter.update(outcome="slain").where(GameCharacter.game == game).execute()
    HistoryEntry.update(details=7).where(HistoryEntry.campaign == played[1]).execute()
    document = export_campaign(played[1])
    assert document["games"][0]["details"] == ["not", "an", "object"]
    assert refused(document) == (
        "games[0].sides[0].fielded[0].outcome: must be an object {...}, not text"
    )


def test_missing_and_unknown_fields(caliburn_doc: dict[str, Any]) -> None:
    missing = copy.deepcopy(caliburn_doc)
    del missing["warbands"][1]["characters"][2]["notes"]
    assert refused(missing) == "warbands[1].characters[2].notes: missing"
    extra = copy.deepcopy(caliburn_doc)
    extra["games"][1]["sides"][0]["colour"] = "green"
    assert refused(extra) == "games[1].sides[0].colour: unknown field"


def test_games_that_follow_each_other_in_a_circle(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["games"][0]["follows"] = 4
    assert refused(caliburn_doc) == (
        "games[0].follows: the games' follows links go round in a circle"
    )


def test_a_game_may_follow_a_later_numbered_game(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["games"][0]["follows"] = 4  # 4 follows 3 follows 2 follows 1 follows... no:
    caliburn_doc["games"][1]["follows"] = None  # 2 starts; 1 follows 4
    imported = import_campaign(caliburn_doc)
    again = export_campaign(imported)
    assert [g["follows"] for g in again["games"]][:4] == [4, None, 2, 3]


def test_ids_may_be_any_keys(caliburn_doc: dict[str, Any]) -> None:
    text = json.dumps(caliburn_doc)
    for old, new in (('"w1"', '"camelot"'), ('"c2"', '"sir-kai"'), ('"f1"', '"12"')):
        text = text.replace(old, new)
    imported = import_campaign(text)
    assert export_campaign(imported) == {**caliburn_doc, "name": caliburn_doc["name"] + " (2)"}


# --- the file as a whole ----------------------------------------------------------------------


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "not valid JSON (Expecting value at line 1, column 1)"),
        ('{"format": "muster-campaign",\n  "version": 1,,}', "at line 2, column 16"),
        ("[1, 2, 3]", "it holds a list, not an object"),
        ('{"format": "muster-campaign", "format": "x"}', "'format' appears twice"),
        ('{"version": NaN}', "NaN is not a number JSON allows"),
        ("[" * 100_000, "nested too deeply"),
        ('{"v": ' + "9" * 5000 + "}", "this is not a Muster campaign file"),
        ("{}", "format: missing: this is not a Muster campaign file"),
        ('{"format": "pdf"}', "format: this is not a Muster campaign file"),
        ('{"format": "muster-campaign"}', "version: missing"),
    ],
)
def test_files_that_are_not_campaign_documents(database: Path, text: str, problem: str) -> None:
    assert problem in refused(text)


def test_bytes_with_a_byte_order_mark_and_bytes_that_are_not_utf8(
    caliburn_doc: dict[str, Any],
) -> None:
    data = "\ufeff".encode() + json.dumps(caliburn_doc, ensure_ascii=False).encode()
    assert import_campaign(data).name.endswith("(2)")
    assert "not UTF-8 text" in refused(b"\xff\xfe{}")


def test_a_line_that_is_not_utf8_is_refused_when_its_turn_comes(
    caliburn_doc: dict[str, Any],
) -> None:
    """The file is read ahead, but a line that cannot be read is refused only once what comes
    before it is read: a refused record before it is what the refusal names."""

    def file_with(history: list[dict[str, Any]]) -> bytes:
        lines = [f'{{"{key}": {json.dumps(caliburn_doc[key])},' for key in ("format",)]
        for key in ("version", "name", "game", "created", "settings"):
            lines.append(f'"{key}": {json.dumps(caliburn_doc[key])},')
        for key in ("warbands", "games"):
            lines.append(f'"{key}": [' + ",\n".join(map(json.dumps, caliburn_doc[key])) + "],")
        lines.append('"history": [' + ",\n".join(map(json.dumps, history)) + ",")
        return "\n".join(lines).encode() + b'\n"\xff"]}'

    entry = caliburn_doc["history"][0]
    padding = [entry] * (20_000 // len(json.dumps(entry)) + 1)  # beyond the first 8 KB read
    assert "not UTF-8 text" in refused(file_with(padding))
    assert refused(file_with([{**entry, "kind": "bogus"}, *padding])).startswith(
        "history[0].kind: unknown kind 'bogus'"
    )


def test_a_newer_format_version_is_refused(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["version"] = VERSION + 1
    caliburn_doc["something_new"] = True
    assert refused(caliburn_doc) == (
        f"version: this file was written by a newer Muster (campaign format version "
        f"{VERSION + 1}; this Muster reads versions 1 to {VERSION}). Please update Muster to "
        "import it."
    )


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize("version", [0, -1, HUGE_VERSION := 10**40, True, 1.0, "2"])
def test_a_version_that_is_not_a_version_is_refused(
    caliburn_doc: dict[str, Any], version: Any
) -> None:
    caliburn_doc["version"] = version
    assert refused(caliburn_doc).startswith("version: ")


def test_fields_of_a_later_version_are_unknown_in_an_older_file(
    caliburn_doc: dict[str, Any],
) -> None:
    """A field a later format version added is not read from an older file as if the file
    were of that version: the file says it is older, so the field is one it cannot have."""
    version_2 = copy.deepcopy(caliburn_doc)
    version_2["version"] = 2
    assert refused(version_2) == (
        "games[0].tracker: unknown field in a version 2 campaign file (games being played at "
        "the table came with version 3)"
    )
    version_5 = copy.deepcopy(caliburn_doc)
    version_5["version"] = 5
    first = next(iter(version_5["games"][0]["details"]["effects"]))
    assert refused(version_5) == (
        f"games[0].details.effects.{first}.xp: unknown field in a version 5 campaign file "
        "(experience earned in the game came with version 6)"
    )
    caliburn_doc = copy.deepcopy(caliburn_doc)
    for game in caliburn_doc["games"]:  # the older versions below hold no XP
        for effect in (game.get("details") or {}).get("effects", {}).values():
            effect.pop("xp", None)
    for entry in caliburn_doc["history"]:  # in the games or in the histories (K6)
        for key in ("xp_earned", "xp_spent"):
            entry["details"].pop(key, None)
    version_3 = copy.deepcopy(caliburn_doc)
    version_3["version"] = 3
    for game in version_3["games"]:
        for side in game["sides"]:
            for fielded in side["fielded"]:
                fielded["outcome"].pop("second_weapon_broken", None)
    import_campaign(copy.deepcopy(version_3))  # nothing of version 4 in it: it reads the same
    outcome = version_3["games"][0]["sides"][1]["fielded"][0]["outcome"]
    outcome["second_weapon_broken"] = None
    assert refused(version_3) == (
        "games[0].sides[1].fielded[0].outcome.second_weapon_broken: unknown field in a "
        "version 3 campaign file (a second broken weapon came with version 4)"
    )
    version_1 = copy.deepcopy(caliburn_doc)
    version_1["version"] = 1
    assert refused(version_1) == (
        "warbands[0].stash: unknown field in a version 1 campaign file (stashes came with "
        "version 2)"
    )
    for warband in version_1["warbands"]:
        del warband["stash"]
    first = next(iter(version_1["games"][0]["details"]["effects"]))
    assert refused(version_1) == (
        f"games[0].details.effects.{first}.stashed: unknown field in a version 1 campaign "
        "file (kit put in the stash by a death came with version 2)"
    )


def test_a_version_1_file_still_imports(database: Path) -> None:
    """Version 1 had no stashes: its warbands' stashes are empty, and no death put kit in
    one (K5)."""
    golden = Path(__file__).resolve().parent / "golden" / "campaign-example-v1.json"
    old = json.loads(golden.read_text(encoding="utf-8"))
    assert old["version"] == 1
    imported = import_campaign(golden.read_bytes())
    expected = with_later_fields(old)  # each field a later version added, as older ones hold it
    assert {str(w["stash"]) for w in expected["warbands"]} == {"[]"}
    effects = [e for g in expected["games"] for e in g["details"]["effects"].values()]
    assert effects and {str(e["stashed"]) for e in effects} == {"[]"}
    assert {g["tracker"] for g in expected["games"]} == {None}  # not played at the table
    assert export_campaign(imported) == expected
    assert check_database(repair=False).ok


def test_a_stash_holds_only_owned_items(caliburn_doc: dict[str, Any]) -> None:
    stashed = next(w for w in caliburn_doc["warbands"] if w["stash"])
    index = caliburn_doc["warbands"].index(stashed)
    for field, value, problem in (
        ("status", "lost", "an item in the stash is owned: it was not returned or lost"),
        ("refund", 1, "an item in the stash was not returned"),
        ("lost_in", 1, "an item in the stash was not lost"),
    ):
        document = copy.deepcopy(caliburn_doc)
        document["warbands"][index]["stash"][0][field] = value
        assert refused(document) == f"warbands[{index}].stash[0].{field}: {problem}"


# --- names and numbers at the edges -----------------------------------------------------------


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("K" * 10_000, "is 10,000 characters long; the most is 100"),
        ("Sir\x00Kai", "contains an invisible control character (U+0000)"),
        ("Sir\tKai", "contains an invisible control character (U+0009)"),
        ("Sir Kai\n", "contains an invisible control character (U+000A)"),
        (" Sir Kai", "has spaces or line breaks at its start or end"),
        (42, "must be text, not a number"),
    ],
)
def test_names_that_cannot_be_stored_as_written_are_refused(
    caliburn_doc: dict[str, Any], name: Any, problem: str
) -> None:
    caliburn_doc["warbands"][0]["characters"][1]["name"] = name
    assert refused(caliburn_doc) == f"warbands[0].characters[1].name: {problem}"


@pytest.mark.parametrize(
    "name",
    ["K" * 100, "Sir Kai 🐉⚔️👑", "אבירי השולחן העגול", "مرلين الساحر", "Sébastien", "王"],
)
def test_names_in_any_script_come_back_exactly(caliburn_doc: dict[str, Any], name: str) -> None:
    caliburn_doc["warbands"][0]["characters"][1]["name"] = name
    caliburn_doc["warbands"][1]["name"] = name
    caliburn_doc["name"] = name
    imported = import_campaign(caliburn_doc)
    again = export_campaign(imported)
    assert again["name"] == name
    assert again["warbands"][0]["characters"][1]["name"] == name
    assert again["warbands"][1]["name"] == name


def test_texts_in_another_normal_form_are_read_composed(caliburn_doc: dict[str, Any]) -> None:
    """The JSON Schema cannot tell "Se\u0301bastien" from "Sébastien", nor can a person: the
    import takes both, and keeps the composed form (NFC), as Muster keeps every text."""
    decomposed, composed = "Se\u0301bastien", "S\u00e9bastien"
    caliburn_doc["name"] = decomposed
    warband = caliburn_doc["warbands"][1]
    warband.update(name=decomposed, player=decomposed, notes=f"{decomposed} rides.")
    warband["characters"][0]["notes"] = f"{decomposed} notes."
    imported = import_campaign(caliburn_doc)
    again = export_campaign(imported)
    assert again["name"] == composed
    assert again["warbands"][1]["name"] == composed
    assert again["warbands"][1]["player"] == composed
    assert again["warbands"][1]["notes"] == f"{composed} rides."
    assert again["warbands"][1]["characters"][0]["notes"] == f"{composed} notes."
    caliburn_doc["name"] = "Another"
    caliburn_doc["warbands"][0]["name"] = composed  # the same name as the other warband's
    message = refused(caliburn_doc)
    assert message.startswith("warbands[1].name: ") and "unique" in message


HUGE = 10**40
NUMBERS: list[tuple[tuple[str | int, ...], int, int | None]] = [
    # (path, the smallest allowed value, the largest; None: a game number, refused unless
    # the game exists)
    (("warbands", 0, "characters", 0, "position"), 0, 1_000_000),
    (("warbands", 0, "characters", 0, "purchases", 0, "price"), 0, 1_000_000),
    (("warbands", 0, "characters", 0, "purchases", 0, "refund"), 0, 1_000_000),
    (("warbands", 0, "characters", 3, "injuries", "leg"), 0, 1_000_000),
    (("games", 0, "points_limit"), 0, 100_000),
    (("games", 0, "sides", 0, "fielded", 0, "outcome", "leg"), 0, 20),
    (("games", 0, "details", "effects", "f1", "gold"), 0, 1_000_000),
    (("games", 0, "details", "effects", "f1", "injuries", "arm"), 0, 1_000_000),
    (("settings", "profiles", 0, "points"), 0, 1_000_000),
    (("settings", "prices", "helmet"), 0, 1_000_000),
    (("settings", "gold_awards", "kill"), 0, 1_000_000),
    (("games", 4, "number"), 1, 1_000_000),
    (("warbands", 0, "characters", 0, "purchases", 0, "lost_in"), 1, None),
    (("games", 1, "follows"), 1, None),
    (("history", 0, "game"), 1, None),
    (("version",), 1, VERSION),
]


def test_gold_must_be_a_number_and_what_the_history_adds_up_to(
    caliburn_doc: dict[str, Any],
) -> None:
    arthur = caliburn_doc["warbands"][0]["characters"][0]
    for value in (-1, HUGE, True, "1"):
        wrong = copy.deepcopy(caliburn_doc)
        wrong["warbands"][0]["characters"][0]["gold"] = value
        assert refused(wrong).startswith("warbands[0].characters[0].gold: ")
    wrong = copy.deepcopy(caliburn_doc)
    wrong["warbands"][0]["characters"][0]["gold"] = arthur["gold"] + 1
    assert refused(wrong) == (
        f"warbands[0].characters[0]: {arthur['name']} has {arthur['gold'] + 1} gp, but his "
        f"history adds up to {arthur['gold']} gp (C9)"
    )


@pytest.mark.parametrize(("path", "lowest", "highest"), NUMBERS)
def test_negative_zero_and_huge_numbers(
    caliburn_doc: dict[str, Any], path: tuple[str | int, ...], lowest: int, highest: int | None
) -> None:
    where = json_path(*path)
    extremes = [-1, -HUGE, 0, HUGE, 2**63, True, 1.0, "1"]
    for value in extremes if highest is None else [*extremes, highest]:
        document = copy.deepcopy(caliburn_doc)
        at(document, *path[:-1])[path[-1]] = value
        in_range = (
            isinstance(value, int)
            and not isinstance(value, bool)
            and highest is not None
            and lowest <= value <= highest
        )
        if not in_range:
            message = refused(document)
            assert message.startswith(where + ": "), (value, message)
            assert "less than" in message or "more than" in message or "whole number" in message \
                or "newer Muster" in message or "no game number" in message, message  # fmt: skip
            continue
        if path == ("games", 4, "number"):  # a renumbered game: its history goes with it
            for entry in document["history"]:
                entry["game"] = value if entry["game"] == 5 else entry["game"]
        if path[-1] == "price":  # no entry tells another price (C9: rules.story)
            key = at(document, *path[:-1])["id"]
            for entry in document["history"]:
                if entry["details"].get("purchase") == key:
                    del entry["details"]["purchase"]
        imported = import_campaign(document)  # zero is a number like any other
        assert at(export_campaign(imported), *path) == value
    if highest is not None:
        document = copy.deepcopy(caliburn_doc)
        at(document, *path[:-1])[path[-1]] = highest + 1
        assert refused(document).startswith(where + ": ")


# --- fuzzing ----------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)
FUZZ = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def paths_of(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_of(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_of(v, (*prefix, i))


def import_or_refuse(document: Any) -> Campaign | None:
    """Import; on refusal, check that only a MusterError came out and nothing was written."""
    before = row_counts()
    try:
        campaign = import_campaign(document)
    except MusterError:
        assert row_counts() == before
        return None
    assert check_database(repair=False).ok
    assert export_json(import_campaign(export_json(campaign)))  # what came in goes out again
    return campaign


@pytest.mark.sqlite_only  # fuzzing the reader, which knows no engine
@FUZZ
@given(value=JSON_VALUES)
def test_fuzz_arbitrary_json_values(database: Path, value: Any) -> None:
    assert import_or_refuse(value) is None
    assert import_or_refuse(json.dumps(value)) is None


@pytest.mark.sqlite_only  # fuzzing the reader, which knows no engine
@FUZZ
@given(text=st.text(max_size=200) | st.binary(max_size=200))
def test_fuzz_arbitrary_text(database: Path, text: str | bytes) -> None:
    assert import_or_refuse(text) is None


@pytest.mark.sqlite_only  # fuzzing the reader, which knows no engine
@FUZZ
@given(data=st.data())
def test_fuzz_mutations_of_a_valid_document(
    played: tuple[Campaign, Campaign], data: st.DataObject
) -> None:
    base = export_campaign(played[data.draw(st.sampled_from([0, 1]))])
    document = copy.deepcopy(base)
    all_paths = [p for p in paths_of(document) if p]
    leaves = [at(document, *p) for p in all_paths]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(all_paths))
        try:
            parent = at(document, *path[:-1])
            parent[path[-1]]  # still there after an earlier mutation?
        except (KeyError, IndexError, TypeError):
            continue
        how = data.draw(st.sampled_from(["replace", "reuse", "delete", "add"]))
        if how == "replace":
            parent[path[-1]] = data.draw(JSON_VALUES)
        elif how == "reuse":  # another value of the document: plausible ids, numbers, names
            parent[path[-1]] = copy.deepcopy(data.draw(st.sampled_from(leaves)))
        elif how == "delete":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[data.draw(st.text(max_size=8))] = data.draw(JSON_VALUES)
    campaign = import_or_refuse(document)
    if campaign is not None:
        delete_campaign(campaign=campaign)


def test_odd_python_values_are_refused_too(caliburn_doc: dict[str, Any]) -> None:
    loop: dict[str, Any] = {}
    loop["again"] = loop
    for details in (loop, {"x": {1, 2}}, {"x": b"bytes"}, {1: "x"}, {"x": float("nan")}):
        document = copy.deepcopy(caliburn_doc)
        document["history"][0]["details"] = details
        assert refused(document).startswith("history[0].details")
    document = copy.deepcopy(caliburn_doc)
    document["games"][0]["details"]["effects"] = {1: {}}
    assert refused(document) == "games[0].details.effects: field names must be text"
    document["warbands"][0] = {1: "x"}
    assert refused(document) == "warbands[0]: field names must be text"
    assert parse_document('{"a": 1}') == {"a": 1}


def test_an_odd_field_name_is_quoted_in_the_path(caliburn_doc: dict[str, Any]) -> None:
    caliburn_doc["warbands"][0]["sir kai\x07"] = 1
    assert refused(caliburn_doc) == 'warbands[0]["sir kai\\u0007"]: unknown field'
    del caliburn_doc["warbands"][0]["sir kai\x07"]
    caliburn_doc[""] = 1
    assert refused(caliburn_doc) == '[""]: unknown field'


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    caliburn_doc: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from models.exchange import ExchangeFileError, write_campaign_file

    out = tmp_path / "out" / "campaign.json"
    out.parent.mkdir()
    out.write_text("the export of last week")

    def disk_full(*_args: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("models.store.files.os.replace", disk_full)
    campaign = Campaign.get(Campaign.name == caliburn_doc["name"])
    with pytest.raises(ExchangeFileError, match=r"cannot write .*: the disk is full"):
        write_campaign_file(campaign, out)
    assert [p.name for p in out.parent.iterdir()] == ["campaign.json"]
    assert out.read_text() == "the export of last week"
    monkeypatch.undo()
    write_campaign_file(campaign, out)
    assert json.loads(out.read_text(encoding="utf-8")) == caliburn_doc


def test_the_documented_example_imports_and_exports_unchanged(database: Path) -> None:
    example = Path(__file__).resolve().parents[2] / "docs" / "campaign-example.json"
    text = example.read_text(encoding="utf-8")
    imported = import_campaign(text)
    assert export_json(imported) == text
    format_doc = example.with_name("campaign-format.md").read_text(encoding="utf-8")
    assert '"name": "Autumn at Camelot"' in format_doc


def test_games_recorded_before_the_stash_still_round_trip(
    played: tuple[Campaign, Campaign], tmp_path: Path
) -> None:
    """A database recorded before the warband's stash existed holds effects without
    ``stashed`` (the migration leaves game details as they were); its campaign file imports,
    the effects read as stashing nothing."""
    from models.store.schema import Game

    for game in Game.select().where(Game.campaign == played[1]):
        details = dict(game.details or {})
        effects = details.get("effects")
        if not effects:
            continue
        details["effects"] = {
            ref: {k: v for k, v in effect.items() if k != "stashed"}
            for ref, effect in effects.items()
        }
        Game.update(details=details).where(Game.id == game.id).execute()
    text = export_json(played[1])
    effects = [
        e for g in json.loads(text)["games"] for e in g["details"].get("effects", {}).values()
    ]
    assert effects and all(e["stashed"] == [] for e in effects)
    close_database()
    open_database(tmp_path / "other.sqlite3")
    assert export_json(import_campaign(text)) == text

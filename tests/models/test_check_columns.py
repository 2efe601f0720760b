"""The database check reads every column of every table: wrong types, values out of range,
unknown choices, dates that are not dates and JSON of the wrong shape are each reported in
plain words, with a repair where one is safe and "needs a person" otherwise; the check itself,
exports and printouts never fail on such values with a traceback."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from models import history
from models.check import check_database, explain_failure
from models.check import report as found
from models.errors import DatabaseValueError
from models.exchange import export_json
from models.pdf import render_rosters
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign, Character, HistoryEntry
from tests.data_safety import raw_sql
from tests.exchange_data import played_campaigns
from tests.test_command_line import assert_refused, run_muster

CALIBURN = "Demo: Caliburn's Wrath"
CALIBURN_FIELDED = (
    "(SELECT min(f.id) FROM game_character f JOIN game g ON g.id = f.game_id "
    "JOIN campaign c ON c.id = g.campaign_id WHERE c.game = 'caliburns_wrath')"
)
LAST_LINE = "(SELECT max(id) FROM tracker_entry)"
# (SQL, the start of the problem's text after the record's name, can it be repaired?)
BAD_VALUES = [
    (
        "UPDATE character SET options = '[' WHERE name = 'Sir Kai'",
        "the options are not readable JSON",
        True,
    ),
    (
        "UPDATE history_entry SET details = '{not json' WHERE id = 1",
        "the details are not readable JSON",
        True,
    ),
    (
        "UPDATE character SET status = 'zombie' WHERE name = 'Sir Kai'",
        "the status is “zombie”; it must be 'active', 'dead' or 'retired'",
        False,
    ),
    (
        "UPDATE character SET created = 'garbage' WHERE name = 'Sir Kai'",
        "the time it was made is the text “garbage”, not a date and time",
        False,
    ),
    (
        "UPDATE game SET played_on = '2025-13-45' WHERE number = 1",
        "the date played is the text “2025-13-45”, not a real date",
        False,
    ),
    (
        "UPDATE character SET gold = 'abc' WHERE name = 'Sir Kai'",
        "the gold is the text “abc”, not a whole number",
        False,
    ),
    (
        """UPDATE campaign SET house_rules = '{"prices": 5}' WHERE game = 'caliburns_wrath'""",
        "in the house rules, prices: must be a table of item ids and prices",
        False,
    ),
    (
        "UPDATE character SET injuries = '[1]' WHERE name = 'Sir Kai'",
        "the lasting injuries must be an object {...}, not a list",
        False,
    ),
    (
        """UPDATE character SET options = '["wings"]' WHERE name = 'Sir Kai'""",
        "in the options, [0]: unknown option 'wings'",
        False,
    ),
    (
        """UPDATE character SET upgrades = '[{"kind": "attack"}]' WHERE name = 'Sir Kai'""",
        "in the upgrades, [0]: Caliburn's Wrath has no upgrade “attack”",
        False,
    ),
    (
        "UPDATE character SET position = -4 WHERE name = 'Sir Kai'",
        "the place on the roster is -4; it cannot be less than 0",
        False,
    ),
    (
        "UPDATE character SET name = X'00ff' WHERE name = 'Sir Kai'",
        "the name is binary data (2 bytes), not text",
        False,
    ),
    (
        "UPDATE purchase SET bought = 12 WHERE id = 1",
        "the time it was bought is the number 12, not a date and time",
        False,
    ),
    (
        "UPDATE purchase SET refund = -1 WHERE id = 1",
        "the refund is -1; it cannot be less than 0",
        False,
    ),
    (
        "UPDATE game SET result = 'lost' WHERE number = 1",
        "the result is “lost”; it must be 'unrecorded', 'draw' or 'winner'",
        False,
    ),
    (
        "UPDATE game SET points_limit = 2.5 WHERE number = 1",
        "the points limit is the number 2.5, not a whole number",
        False,
    ),
    (
        "UPDATE game SET details = '[]' WHERE number = 1",
        "the record of what it changed must be an object {...}, not a list",
        False,
    ),
    (
        """UPDATE game_character SET outcome = '{"leg": "x"}' WHERE id = """ + CALIBURN_FIELDED,
        "in the outcome, leg: must be a whole number, not text",
        False,
    ),
    (
        "UPDATE game_character SET outcome = json_set(outcome, '$.weapon_broken', 'helmet') "
        "WHERE id = " + CALIBURN_FIELDED,
        "in the outcome, weapon_broken: 'helmet' is not a weapon",
        False,
    ),
    (
        "UPDATE campaign SET house_rules = json_set(house_rules, '$.gold_awards', "
        "json('{\"bribe\": 3}')) WHERE game = 'caliburns_wrath'",
        "in the house rules, gold_awards.bribe: unknown field",
        False,
    ),
    (
        "UPDATE game_side SET role = 'king' WHERE id = 1",
        "the role is “king”; it must be '', 'attacker' or 'defender'",
        False,
    ),
    ("UPDATE history_entry SET kind = 'rumour' WHERE id = 1", "the kind is “rumour”", False),
    (
        """UPDATE history_entry SET details = '{"n": 1.5}' WHERE id = 1""",
        "in the details, n: must be a whole number (Muster keeps no fractions), not 1.5",
        False,
    ),
    (
        "UPDATE warband SET player = X'01' WHERE id = 1",
        "the player is binary data (1 byte), not text",
        False,
    ),
    # The games being played at the table, and the log a recorded one keeps.
    ("UPDATE tracked_game SET turn = 0", "at the table: the turn is 0; it cannot be less", False),
    (
        """UPDATE tracked_game SET state = '{"sides": []}'""",
        "at the table: in the state of the table, turn: missing",
        False,
    ),
    (
        """UPDATE tracked_character SET marks = '{"wounds": 3}' WHERE id = 1""",
        "The seat #1 at the table of game 4 of campaign “Demo: The Beastrider Wars”: in the "
        "marks at the table, used: missing",
        False,
    ),
    (
        "UPDATE tracked_character SET seat = '[]' WHERE id = 1",
        "the seat at the table must be an object {...}",
        False,
    ),
    (
        """UPDATE tracker_entry SET change = '{"kind": "dance"}' WHERE id = """ + LAST_LINE,
        "of the log of game 4 of campaign “Demo: The Beastrider Wars”: in the change, kind: "
        "must be one of 'lose',",
        False,
    ),
    (
        """UPDATE tracker_entry SET undo = '{"state": {}, "marks": {}}' WHERE id = """ + LAST_LINE,
        "in the way back, state.sides: missing",
        False,
    ),
    (
        "UPDATE game SET details = json_set(details, '$.effects.' || ("
        "SELECT min(key) FROM json_each(details, '$.effects')) || '.gold', -3) WHERE number = 1",
        "Game 1 of campaign “Demo: The Beastrider Wars”: in the record of what it changed, "
        'effects["1"].gold: cannot be less than 0 (got -3)',
        False,
    ),
    (
        "UPDATE game SET details = json_set(details, '$.fielded.' || ("
        "SELECT max(key) FROM json_each(details, '$.fielded')) || '.items', json('[7]')) "
        "WHERE number = 1",
        "Game 1 of campaign “Demo: The Beastrider Wars”: in the record of what it changed, "
        'fielded["',
        False,
    ),
    (
        "UPDATE game SET details = json_set(details, '$.fielded.' || ("
        "SELECT max(key) FROM json_each(details, '$.fielded')) || '.items', "
        "json('[\"no_such_item\"]')) WHERE number = 1",
        "].items[0]: unknown item 'no_such_item'",
        False,
    ),
    (
        "UPDATE game SET details = json_set(details, '$.initiative.winner', 7) "
        "WHERE json_extract(details, '$.initiative') IS NOT NULL",
        "in the record of what it changed, initiative.winner: cannot be more than 1 (got 7)",
        False,
    ),
    (
        "UPDATE game SET details = json_set(details, '$.log[0].turn', 0) "
        "WHERE json_extract(details, '$.log') IS NOT NULL",
        "Game 3 of campaign “Demo: The Beastrider Wars”: in the record of what it changed, "
        "log[0].turn: cannot be less than 1",
        False,
    ),
    (  # what only a recorded game keeps, on a game not recorded, as the import refuses it
        "UPDATE game SET details = json_set(details, '$.relic_carrier', "
        "(SELECT min(f.id) FROM game_character f WHERE f.game_id = game.id)) "
        "WHERE result = 'unrecorded' AND id = (SELECT min(id) FROM game "
        "WHERE result = 'unrecorded')",
        "in the record of what it changed, relic_carrier: a game not recorded yet has none",
        False,
    ),
    (  # "notes" takes "are", "outcome" takes "is"
        "UPDATE character SET notes = x'ff' WHERE name = 'Sir Kai'",
        "the notes are binary data (1 byte), not text",
        False,
    ),
    (
        "UPDATE game_character SET outcome = '{' WHERE id = (SELECT min(id) FROM game_character)",
        "the outcome is not readable JSON",
        False,
    ),
]


@pytest.fixture(scope="module")
def played_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("played") / "template.sqlite3"
    open_database(path)
    try:
        played_campaigns()
    finally:
        close_database()
    return path


@pytest.fixture
def played(tmp_path: Path, played_template: Path) -> Iterator[Path]:
    """A copy of the demo campaigns after a season of use, closed."""
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(played_template, path)
    yield path
    close_database()


def corrupt(path: Path, statement: str) -> None:
    raw_sql(path, statement)
    open_database(path, read_only=True)


@pytest.mark.parametrize(("statement", "problem", "repairable"), BAD_VALUES)
def test_each_bad_value_is_reported_in_words(
    played: Path, statement: str, problem: str, repairable: bool
) -> None:
    corrupt(played, statement)
    report = check_database(repair=False)
    texts = [p.text for p in report.problems if p.kind in (found.BAD_VALUE, found.UNREADABLE)]
    assert any(problem in text for text in texts), report.render()
    bad = next(p for p in report.problems if problem in p.text)
    assert bad.repairable == repairable
    assert ("Needs a person to decide: " in bad.render()) != repairable
    assert "Traceback" not in report.render()


def test_unreadable_options_are_repaired_and_the_text_kept(played: Path) -> None:
    raw_sql(played, "UPDATE character SET options = '[' WHERE name = 'Sir Kai'")
    open_database(played)
    report = check_database(repair=True)
    assert report.ok, report.render()
    kai = Character.get(Character.name == "Sir Kai")
    assert kai.options == []
    correction = (
        HistoryEntry.select()
        .where((HistoryEntry.kind == history.CORRECTION) & (HistoryEntry.character == kai))
        .order_by(HistoryEntry.id.desc())
        .get()
    )
    assert correction.details == {
        "by": "check",
        "field": "options",
        "to": [],
        "unreadable": "[",
        "message": {"id": "check_unreadable", "args": {"column": "options"}},
    }
    assert check_database(repair=False).problems == []


def test_unreadable_history_details_are_kept_as_text(played: Path) -> None:
    raw_sql(played, "UPDATE history_entry SET details = '{not json' WHERE id = 1")
    open_database(played)
    assert check_database(repair=True).ok
    assert HistoryEntry.get_by_id(1).details == {"unreadable_details": "{not json"}


@pytest.mark.parametrize("statement", [BAD_VALUES[i][0] for i in (0, 5, 6)])
def test_exports_and_printouts_explain_bad_values_in_one_line(
    played: Path, tmp_path: Path, statement: str
) -> None:
    """A warrior's bad value names the row and the repair (tests/test_unreadable_warrior.py:
    the rosters of every other warband are printed); any other, the database check."""
    raw_sql(played, statement)
    warrior = "Sir Kai" in statement
    result = run_muster("export", "--db", str(played), "--campaign", CALIBURN,
                        "--out", str(tmp_path / "a.json"))  # fmt: skip
    assert_refused(result, "--repair" if warrior else "database check")
    result = run_muster("rosters", "--db", str(played), "--campaign", CALIBURN,
                        "--out", str(tmp_path / "a.pdf"))  # fmt: skip
    if warrior:
        assert result.returncode == 1 and "Sir Kai" in result.stderr, result.stderr
        assert "Traceback" not in result.stderr
    else:
        assert_refused(result, "database check")


def test_a_failure_the_check_cannot_explain_stays_a_bug(played: Path) -> None:
    open_database(played)
    assert explain_failure(RuntimeError("a bug")) is None
    campaign = Campaign.get(Campaign.name == CALIBURN)
    export_json(campaign)  # sound data reads
    render_rosters(campaign=campaign)


def test_the_issues_examples_give_no_traceback_in_the_app_either(played: Path) -> None:
    raw_sql(played, "UPDATE character SET options = '[' WHERE name = 'Sir Kai'")
    open_database(played)
    campaign = Campaign.get(Campaign.name == CALIBURN)
    with pytest.raises(DatabaseValueError, match="not JSON"):
        export_json(campaign)


def test_what_a_game_kept_of_its_warriors_is_read_when_the_campaigns_game_is_unknown(
    played: Path,
) -> None:
    """A campaign whose game Muster does not know still has its games' records read for their
    shape: a fielded warrior's kit that is not text is reported, besides the unknown game."""
    raw_sql(
        played,
        "UPDATE campaign SET game = 'chess' WHERE name = 'Demo: The Beastrider Wars'",
        "UPDATE game SET details = json_set(details, '$.fielded.' || ("
        "SELECT max(key) FROM json_each(details, '$.fielded')) || '.items', json('[7]')) "
        "WHERE number = 1 AND campaign_id = "
        "(SELECT id FROM campaign WHERE name = 'Demo: The Beastrider Wars')",
    )
    open_database(played, read_only=True)
    report = check_database(repair=False)
    texts = [p.text for p in report.problems if p.kind == found.BAD_VALUE]
    assert any("“chess”" in text for text in texts), report.render()
    assert any(
        "Game 1 of campaign “Demo: The Beastrider Wars”" in text
        and "].items[0]: must be text" in text
        for text in texts
    ), report.render()


def test_an_entry_that_does_not_say_how_it_moved_his_gold_is_reported(played: Path) -> None:
    """As the import refuses it, naming the key; his story is not added up without it."""
    corrupt(
        played,
        "UPDATE history_entry SET details = json_remove(details, '$.price') WHERE id = "
        "(SELECT min(id) FROM history_entry WHERE kind = 'purchase')",
    )
    report = check_database(repair=False)
    texts = [p.text for p in report.problems if p.kind == found.HISTORY_DISAGREES]
    assert len(texts) == 1, report.render()
    assert texts[0].startswith("History entry #"), texts
    assert texts[0].endswith(
        ": in the details, price: missing: a purchase entry of a character says the price he paid."
    )

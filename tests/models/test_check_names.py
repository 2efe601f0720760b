"""The same checks of names at every door: a name the import of a campaign file refuses (an
invisible direction control, a control character, spaces at its ends, nothing at all, too
long, not composed), planted straight into the database, is reported by the database check,
row by row, in the import's own words; the checks of the rules still run."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.check import CheckReport, check_database
from models.check import report as found
from models.errors import DocumentError
from models.records import fields
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign, Character, Game, GameCharacter, GameSide, Warband
from tests.data_safety import populate, raw_sql
from tests.test_command_line import run_muster

SPOOF = "Knight\u202e 1"  # RIGHT-TO-LEFT OVERRIDE: the import refuses it in a name


def name_problems(report: CheckReport) -> list[str]:
    return [problem.text for problem in report.problems if problem.kind == found.BAD_NAME]


def knight(name: str) -> Character:
    return Character.get(Character.name == name)


def test_names_in_any_script_pass(database: Path) -> None:
    populate()
    Character.update(name="אבירי השולחן").where(Character.name == "Knight 1").execute()
    Character.update(name="Sir Kai 🐉⚔️").where(Character.name == "Knight 2").execute()
    Character.update(name="Zoë & <b>Kai</b>").where(Character.name == "Knight 3").execute()
    Warband.update(player="").where(Warband.name == "Orkney").execute()  # no player: no name
    report = check_database(repair=False)
    assert report.ok and report.problems == [], report.render()


def test_a_direction_control_planted_in_a_name_is_reported(database: Path) -> None:
    populate()
    Character.update(name=SPOOF).where(Character.name == "Knight 1").execute()
    report = check_database(repair=False)
    assert not report.ok
    assert name_problems(report) == [
        "“Knight\ufffd 1” of warband “Camelot”: the name contains an invisible direction "
        "control (U+202E), which could make it read as another name."
    ]
    bad = next(p for p in report.problems if p.kind == found.BAD_NAME)
    assert not bad.repairable and bad.render().startswith("Needs a person to decide: ")
    # A name that reads wrong keeps none of the checks of the rules from running.
    assert found.RULES_SKIPPED not in [p.kind for p in report.problems]


def test_every_name_column_is_judged_by_the_imports_rule(database: Path) -> None:
    campaign = populate()
    game = Game.get()
    camelot = Warband.get(Warband.name == "Camelot")
    side = GameSide.create(game=game, warband=camelot)
    GameCharacter.create(game=game, side=side, character=knight("Knight 5"), name="Knight 5")
    planted = [
        (Campaign.update(name="Autumn ").where(Campaign.id == campaign.id), "name"),
        (Warband.update(player="\u2067Ann").where(Warband.id == camelot.id), "player"),
        (Warband.update(name="Ork\u0007ney").where(Warband.name == "Orkney"), "name"),
        (Character.update(name="").where(Character.name == "Knight 2"), "name"),
        (Character.update(name="K" * 101).where(Character.name == "Knight 3"), "name"),
        # An i and a combining acute accent, not composed.
        (GameCharacter.update(name="Kai\u0301"), "name"),
    ]
    values = ["Autumn ", "\u2067Ann", "Ork\u0007ney", "", "K" * 101, "Kai\u0301"]
    for query, _column in planted:
        query.execute()
    texts = name_problems(check_database(repair=False))
    assert len(texts) == len(planted), texts
    for (_query, column), value, text in zip(planted, values, texts, strict=True):
        try:
            kept = fields.name(value, "")
        except DocumentError as refused:
            problem = refused.problem
        else:  # a file's name is read composed; the database keeps only composed names
            assert kept != value
            problem = "is not in Unicode normal form C (composed characters)"
        assert text.endswith(f": the {column} {problem}."), text
    assert texts[0] == (
        "Campaign “Autumn ”: the name has spaces or line breaks at its start or end."
    )
    assert texts[-1].startswith("“Kai\u0301”, fielded in game 1 of campaign “Autumn ”: ")


@pytest.mark.sqlite_only  # the command line, on a file planted with sqlite3
@pytest.mark.parametrize("control", ["\u202e", "\u2066"])
def test_check_exits_1_naming_the_warrior_whose_name_holds_a_direction_control(
    db_path: Path, control: str
) -> None:
    open_database(db_path)
    try:
        populate()
    finally:
        close_database()
    clean = run_muster("check", "--db", str(db_path))
    assert clean.returncode == 0, clean.stdout + clean.stderr
    raw_sql(db_path, f"UPDATE character SET name = 'Knight{control} 1' WHERE name = 'Knight 1'")
    result = run_muster("check", "--db", str(db_path))
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        "Needs a person to decide: “Knight\ufffd 1” of warband “Camelot”: the name contains an "
        f"invisible direction control (U+{ord(control):04X})"
    ) in result.stdout
    assert "Traceback" not in result.stderr

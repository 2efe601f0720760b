"""A game played at the table, kept in the database: begun, changed one transaction at a
time, taken back, abandoned, and recorded with its log."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from models import changes
from models import tracker as tracking
from models.errors import InvalidInput, RuleViolation
from models.game_edits import edit_game, setup_of
from models.games import delete_game, fielded, game_rows
from models.outcomes import record_outcome
from models.store.connection import close_database, db
from models.store.lifecycle import open_database
from models.store.migrations import SCHEMA_VERSION
from models.store.schema import (
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    SchemaVersion,
    TrackedCharacter,
    TrackedGame,
    TrackerEntry,
    Warband,
)
from rules import tracker as t
from rules.games import BEASTRIDER, CALIBURN
from tests.demo_data import demo_campaigns
from tests.models.test_database import build_v1_database


@pytest.fixture
def demo(database: Path) -> list[Campaign]:
    return demo_campaigns()


def unrecorded(game_id: str) -> Game:
    campaign = Campaign.get(Campaign.game == game_id)
    return Game.get((Game.campaign == campaign) & (Game.result == UNRECORDED))


def place_of(game: Game, name: str) -> int:
    found = tracking.read_tracking(game)
    assert found is not None
    return next(p for p, seat in found.table.seats.items() if seat.name == name)


def test_a_version_3_database_gains_the_tracker_tables(db_path: Path) -> None:
    build_v1_database(db_path)
    result = open_database(db_path)
    try:
        assert result.migrated_from == 1 and SchemaVersion.get().version == SCHEMA_VERSION >= 4
        for model in (TrackedGame, TrackedCharacter, TrackerEntry):
            assert db.table_exists(model._meta.table_name)
        game = Game.get()
        warband = Warband.get()
        side = game.sides.model.create(game=game, warband=warband)
        other = Warband.create(campaign=warband.campaign, name="Kent")
        game.sides.model.create(game=game, warband=other)
        GameCharacter.create(game=game, side=side, character=Character.get(), name="Kai")
        tracking.start_tracking(game=game, seed=1)
        found = tracking.read_tracking(game)
        assert found is not None
        assert found.table.seats[0].name == "Kai"
    finally:
        close_database()


def test_beginning_seats_everyone_fielded_as_he_is_now(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracked = tracking.start_tracking(game=game, seed=4821)
    assert tracked.turn == 1 and tracked.revision == 0
    found = tracking.read_tracking(game)
    assert found is not None
    names = [seat.name for seat in found.table.seats.values()]
    assert names == [gc.name for gc in fielded(game)]
    assert found.table.sides == ("Stagriders of Deastir", "Bear Riders of Helles")
    brann = found.table.seats[place_of(game, "Brann Ironhide")]
    assert (brann.attack, brann.defend) == (5, 4)  # his shield (B4)
    assert found.table.seed == 4821
    assert [str(line) for line in found.lines] == [
        "Turn 1 · The game began: Stagriders of Deastir (5 characters) against Bear Riders "
        "of Helles (4 characters)."
    ]
    assert found.last == ""
    with pytest.raises(InvalidInput, match="nothing to take back"):
        tracking.take_back(game=game)
    with pytest.raises(RuleViolation, match="being played already"):
        tracking.start_tracking(game=game)
    [row] = [r for r in game_rows(game.campaign) if r.game_id == game.id]
    assert (row.playing, row.result) == (1, "Being played: turn 1")


def test_a_caliburn_table_keeps_kit_and_who_chose_at_setup(demo: list[Campaign]) -> None:
    game = unrecorded(CALIBURN)
    details = dict(game.details)
    details["initiative"] = {
        "die": 6,
        "sides": ["Knights of Camelot", "The Green Chapel"],
        "rolls": [[5, 2]],
        "winner": 0,
    }
    Game.update(details=details).where(Game.id == game.id).execute()
    tracking.start_tracking(game=game, seed=1)
    found = tracking.read_tracking(game)
    assert found is not None
    arthur = found.table.seats[place_of(game, "King Arthur")]
    assert "excalibur" in arthur.kit
    assert found.table.turn.first == 0 and found.table.turn.rolled == t.AT_SETUP
    assert str(found.lines[1]).startswith("Turn 1 · Rolled when the game was set up: Each side")


def test_games_that_cannot_be_played_are_refused(demo: list[Campaign]) -> None:
    recorded = Game.get(Game.result != UNRECORDED)
    with pytest.raises(RuleViolation, match="has been recorded"):
        tracking.start_tracking(game=recorded)
    game = unrecorded(BEASTRIDER)
    first = fielded(game)[0]
    Character.update(profile="dragon").where(Character.id == first.character_id).execute()
    with pytest.raises(RuleViolation, match="is not in this campaign's rules any more"):
        tracking.start_tracking(game=game)
    Character.delete().where(Character.id == first.character_id).execute()
    with pytest.raises(RuleViolation, match="is no longer in the campaign"):
        tracking.start_tracking(game=game)
    GameCharacter.delete().where(GameCharacter.game == game).execute()
    with pytest.raises(RuleViolation, match="Nobody is fielded"):
        tracking.start_tracking(game=game)
    assert TrackedGame.select().count() == 0


def test_each_change_is_written_whole_and_taken_back_exactly(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=4821)
    brann, maelis = place_of(game, "Brann Ironhide"), place_of(game, "Maelis")
    start = tracking.read_tracking(game)
    line = tracking.track(game=game, change=t.Change(t.LOSE, who=brann, by=maelis, what="defend"))
    assert str(line) == "Turn 1 · Brann Ironhide lost a defend die (attacked by Maelis)"
    after = tracking.read_tracking(game)
    assert start is not None and after is not None
    assert after.revision == 1 and after.last == line.text
    assert t.dice_left(after.table, brann) == (5, 3)
    with pytest.raises(RuleViolation, match="of his own side"):
        tracking.track(game=game, change=t.Change(t.LOSE, who=brann, by=brann, what="attack"))
    assert tracking.read_tracking(game) == after  # a refusal writes nothing
    assert tracking.take_back(game=game) == line
    back = tracking.read_tracking(game)
    assert back is not None
    assert back.table == start.table and back.lines == start.lines and back.revision == 2
    assert tracking.log_problem(game) is None


def test_muster_rolls_the_same_dice_for_the_same_seed(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=99)
    first = tracking.roll_for_turn(game=game)
    assert "game seed 99, roll 1" in first.text
    tracking.take_back(game=game)
    assert tracking.roll_for_turn(game=game) == first  # taken back, the dice fall the same
    with pytest.raises(RuleViolation, match="settled for turn 1 already"):
        tracking.typed_roll(game=game, faces=[[3, 4]])
    tracking.take_back(game=game)
    typed = tracking.typed_roll(game=game, faces=[[8, 8], [3, 4]])
    assert typed.text.startswith("Dice rolled at the table. Each side rolled a d20:")


def test_a_refused_change_and_a_game_no_longer_played(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    for operation in (
        lambda: tracking.track(game=game, change=t.Change(t.NEXT_TURN)),
        lambda: tracking.roll_for_turn(game=game),
        lambda: tracking.take_back(game=game),
        lambda: tracking.abandon(game=game),
    ):
        with pytest.raises(RuleViolation, match="not being played any more"):
            operation()
    assert tracking.read_tracking(game) is None
    assert tracking.tracked_outcome(game) is None
    assert tracking.game_log(game) == ()
    assert tracking.log_problem(game) is None


def test_abandoning_leaves_the_game_set_up_and_can_be_undone(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=1)
    tracking.track(game=game, change=t.Change(t.NEXT_TURN))
    before = tracking.read_tracking(game)
    with changes.recording() as recorded:
        tracking.abandon(game=game)
    assert tracking.read_tracking(game) is None and TrackerEntry.select().count() == 0
    assert Game.get_by_id(game.id).result == UNRECORDED
    recorded.inverse().apply()
    assert tracking.read_tracking(game) == before


def test_changing_the_setup_waits_for_the_game_to_end(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=1)
    with pytest.raises(RuleViolation, match="being played at the table"):
        edit_game(game=game, scenario=game.scenario, sides=setup_of(game))
    # Deleting the game takes its table with it, and undoing brings both back.
    with changes.recording() as recorded:
        delete_game(game=game)
    assert TrackedGame.select().count() == 0
    recorded.inverse().apply()
    assert tracking.read_tracking(game) is not None


def test_recording_keeps_the_log_with_the_game(demo: list[Campaign]) -> None:
    game = unrecorded(CALIBURN)
    tracking.start_tracking(game=game, seed=5)
    kai, oswy = place_of(game, "Sir Kai"), place_of(game, "Oswy")
    aethelric = place_of(game, "Æthelric")
    tracking.track(game=game, change=t.Change(t.WOUND, who=oswy, by=kai, what="leg"))
    tracking.track(game=game, change=t.Change(t.SHIELD_BROKEN, who=kai, by=oswy))
    tracking.track(game=game, change=t.Change(t.KILL, who=oswy, by=kai, what="slain"))
    tracking.track(game=game, change=t.Change(t.KILL, who=aethelric, by=kai, what="slain"))
    prefill = tracking.tracked_outcome(game)
    assert prefill is not None
    found = tracking.read_tracking(game)
    assert found is not None
    oswy_gc, kai_gc = found.fielded[oswy], found.fielded[kai]
    assert oswy_gc is not None and kai_gc is not None  # nobody fielded was deleted
    camelot = Warband.get(Warband.name == "Knights of Camelot")
    assert prefill.winner == camelot.id  # nobody of the Chapel still stands
    assert prefill.outcomes[oswy_gc]["fate"] == "slain"
    assert prefill.outcomes[oswy_gc]["killed_by"] == kai_gc
    assert prefill.outcomes[kai_gc]["shield_broken"]
    log = [str(line) for line in found.lines]
    with changes.recording() as recorded:
        record_outcome(game=game, winner=camelot, outcomes=prefill.outcomes)
    assert tracking.read_tracking(game) is None
    kept = Game.get_by_id(game.id).details["log"]
    assert [f"Turn {e['turn']} · {e['text']}" for e in kept] == log
    assert [str(line) for line in tracking.game_log(game)] == log
    # Undoing the recording brings the game back to the table as it was.
    recorded.inverse().apply()
    again = tracking.read_tracking(game)
    assert again is not None and [str(line) for line in again.lines] == log
    assert "log" not in Game.get_by_id(game.id).details
    assert [str(line) for line in tracking.game_log(game)] == log


def recorded_at_the_table() -> tuple[Game, Warband]:
    """The Caliburn demo's unrecorded game, played at the table (Sir Kai slays Oswy) and
    recorded as the table says; and the winners."""
    game = unrecorded(CALIBURN)
    tracking.start_tracking(game=game, seed=5)
    kai, oswy = place_of(game, "Sir Kai"), place_of(game, "Oswy")
    tracking.track(game=game, change=t.Change(t.KILL, who=oswy, by=kai, what="slain"))
    prefill = tracking.tracked_outcome(game)
    assert prefill is not None
    camelot = Warband.get(Warband.name == "Knights of Camelot")
    record_outcome(game=game, winner=camelot, outcomes=prefill.outcomes)
    return Game.get_by_id(game.id), camelot


def test_a_log_the_game_was_corrected_after_says_so_on_the_pack(demo: list[Campaign]) -> None:
    """The pack of a corrected game does not contradict itself without a word: the log is
    what happened at the table, the corrected record what counts."""
    from models.campaigns import rules_of
    from models.pdf.printouts import game_sheets  # the game-night pack's page of the game
    from models.pdf.sheets import ScenarioSheet

    def sheet_of(game: Game) -> ScenarioSheet:
        campaign = Game.get_by_id(game.id).campaign
        return game_sheets(campaign, rules_of(campaign), Game.get_by_id(game.id), None)[1]

    game, camelot = recorded_at_the_table()
    assert tracking.log_note(Game.get_by_id(game.id)) == ""
    sheet = sheet_of(game)
    assert sheet.log and sheet.log_note == ""
    record_outcome(game=Game.get_by_id(game.id), winner=camelot, outcomes={})  # he lived
    sheet = sheet_of(game)
    assert sheet.log_note == tracking.CORRECTED_SINCE
    assert "corrected since" in sheet.log_note


def test_no_winner_is_suggested_while_both_sides_stand(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=1)
    prefill = tracking.tracked_outcome(game)
    assert prefill is not None
    assert prefill.winner == tracking.UNDECIDED and prefill.relic_carrier is None


def test_a_log_that_was_tampered_with_is_found(demo: list[Campaign]) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=1)
    brann = place_of(game, "Brann Ironhide")
    tracking.track(game=game, change=t.Change(t.LOSE, who=brann, what="defend"))
    entry = TrackerEntry.select().order_by(TrackerEntry.id.desc()).first()
    entry.change = {"kind": "lose", "who": brann, "what": "attack"}
    entry.save()
    assert tracking.log_problem(game) == (
        "line 2 of the log: the change does not lead to the table that follows it"
    )


@pytest.mark.sqlite_only  # a second connection to the file
def test_another_connection_reads_the_table_as_written(
    demo: list[Campaign], database: Path
) -> None:
    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=1)
    tracking.track(game=game, change=t.Change(t.NEXT_TURN))
    other = sqlite3.connect(database)
    try:
        turn, revision = other.execute("SELECT turn, revision FROM tracked_game").fetchone()
        assert (turn, revision) == (2, 1)
    finally:
        other.close()


def test_the_database_check_finds_a_log_that_does_not_add_up(demo: list[Campaign]) -> None:
    from models.check import check_database

    game = unrecorded(BEASTRIDER)
    tracking.start_tracking(game=game, seed=1)
    brann = place_of(game, "Brann Ironhide")
    tracking.track(game=game, change=t.Change(t.LOSE, who=brann, what="defend"))
    assert check_database(repair=False).problems == []

    entry = TrackerEntry.select().order_by(TrackerEntry.id.desc()).first()
    entry.change = {"kind": "lose", "who": brann, "what": "attack"}
    entry.save()
    found = check_database(repair=False).problems
    assert [(p.kind, p.repairable) for p in found] == [("tracker_log", False)]
    assert found[0].text == (
        f"The log of game {game.number} of campaign “{game.campaign.name}”, being played at "
        "the table, does not add up at line 2 of the log: the change does not lead to the "
        "table that follows it."
    )

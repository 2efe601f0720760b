"""Campaign files carry the games played at the table (format version 3): a game being played
comes back exactly where it was, and goes on from there; a recorded game keeps its log; older
files still import; a table whose log does not add up is refused with its path."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from models import tracker
from models.check import check_database
from models.exchange import VERSION, export_campaign, export_json, import_campaign
from models.store.schema import Campaign, Game
from rules import tracker as t
from tests.exchange_data import with_later_fields
from tests.models.test_exchange import (  # noqa: F401  (fixtures)
    beastrider_doc,
    db_path,
    pg_database,
    played,
    played_template,
    refused,
)

GOLDEN = Path(__file__).resolve().parent / "golden"


def game_of(campaign: Campaign, number: int) -> Game:
    return Game.get((Game.campaign == campaign) & (Game.number == number))


def index_of(document: dict[str, Any], number: int) -> int:
    return next(i for i, game in enumerate(document["games"]) if game["number"] == number)


def test_a_game_at_the_table_and_a_recorded_log_come_through(
    played: tuple[Campaign, Campaign],  # noqa: F811
) -> None:
    beastrider = played[0]
    playing, recorded = game_of(beastrider, 4), game_of(beastrider, 3)
    before = tracker.read_tracking(playing)
    assert before is not None and before.table.turn.number == 2
    kept_log = tracker.game_log(recorded)
    assert kept_log and tracker.tracked_game(recorded) is None

    document = json.loads(export_json(beastrider))
    assert document["version"] == VERSION
    at_table = document["games"][index_of(document, 4)]["tracker"]
    assert [entry["text"] for entry in at_table["log"]] == [line.text for line in before.lines]
    assert document["games"][index_of(document, 3)]["tracker"] is None
    assert document["games"][index_of(document, 3)]["details"]["log"] == [
        {"turn": line.turn, "text": line.text} for line in kept_log
    ]

    imported = import_campaign(document)
    again = tracker.read_tracking(game_of(imported, 4))
    assert again is not None
    assert (again.table, again.lines, again.last) == (before.table, before.lines, before.last)
    assert tracker.log_problem(game_of(imported, 4)) is None
    assert tracker.game_log(game_of(imported, 3)) == kept_log
    assert check_database(repair=False).ok

    # The game goes on where it was, as it would have in the campaign it came from.
    for game in (playing, game_of(imported, 4)):
        tracker.take_back(game=game)
        tracker.track(game=game, change=t.Change(t.NEXT_TURN))
        tracker.roll_for_turn(game=game)
    after = tracker.read_tracking(playing), tracker.read_tracking(game_of(imported, 4))
    assert after[0] is not None and after[1] is not None
    assert after[0].table == after[1].table and after[0].lines == after[1].lines
    assert after[1].table.turn.number == 3 and after[1].table.turn.roll is not None


def test_a_version_2_file_still_imports(database: Path) -> None:
    golden = GOLDEN / "campaign-example-v2.json"
    old = json.loads(golden.read_text(encoding="utf-8"))
    assert old["version"] == 2
    imported = import_campaign(golden.read_bytes())  # read a record at a time
    expected = with_later_fields(old)  # each field a later version added, as older ones hold it
    assert {g["tracker"] for g in expected["games"]} == {None}  # not played at the table
    assert export_campaign(imported) == expected
    assert check_database(repair=False).ok


def test_a_table_that_does_not_add_up_is_refused(
    beastrider_doc: dict[str, Any],  # noqa: F811
) -> None:
    playing = index_of(beastrider_doc, 4)
    where = f"games[{playing}].tracker"

    def changed(edit: Any) -> dict[str, Any]:
        document = copy.deepcopy(beastrider_doc)
        edit(document["games"][playing]["tracker"], document)
        return document

    def lost_line(tracked: dict[str, Any], _document: dict[str, Any]) -> None:
        del tracked["log"][-2]

    assert refused(changed(lost_line)).startswith(f"{where}.log[")

    def more_dice(tracked: dict[str, Any], _document: dict[str, Any]) -> None:
        tracked["seats"][0]["seat"]["attack"] = "many"

    assert refused(changed(more_dice)).startswith(f"{where}.seats[0].seat.attack: ")

    def twice(tracked: dict[str, Any], _document: dict[str, Any]) -> None:
        tracked["seats"][1]["fielded"] = tracked["seats"][0]["fielded"]

    assert refused(changed(twice)) == f"{where}.seats[1].fielded: the character has two seats"

    def on_a_recorded_game(tracked: dict[str, Any], document: dict[str, Any]) -> None:
        document["games"][index_of(document, 3)]["tracker"] = copy.deepcopy(tracked)

    assert refused(changed(on_a_recorded_game)) == (
        f"games[{index_of(beastrider_doc, 3)}].tracker: a recorded game is not being played: "
        "its log is in its details"
    )

    def log_before_recording(tracked: dict[str, Any], document: dict[str, Any]) -> None:
        document["games"][playing]["details"]["log"] = [{"turn": 1, "text": "Begun."}]

    assert refused(changed(log_before_recording)) == (
        f"games[{playing}].details.log: a game not recorded yet keeps its log in its tracker"
    )


def test_a_weapon_chosen_at_the_table_comes_through_from_version_5(
    played: tuple[Campaign, Campaign],  # noqa: F811
) -> None:
    """Version 5: the weapon the player chose for a warrior at the table (C6, C7) is kept in
    his marks and its change in the log; a version 4 file cannot hold either."""
    caliburn = played[1]
    game = Game.get((Game.campaign == caliburn) & (Game.result == "unrecorded"))
    tracker.start_tracking(game=game, seed=5)
    tracking = tracker.read_tracking(game)
    assert tracking is not None
    seats = tracking.table.seats
    arthur = next(place for place, seat in seats.items() if seat.name == "King Arthur")
    tracker.track(game=game, change=t.Change(t.WIELD, who=arthur, what="dagger"))
    before = tracker.read_tracking(game)
    assert before is not None and before.table.marks[arthur].wielding == "dagger"
    assert before.lines[-1].text == "King Arthur takes up his Dagger"
    document = json.loads(export_json(caliburn))
    imported = import_campaign(copy.deepcopy(document))
    again = tracker.read_tracking(game_of(imported, game.number))
    assert again is not None and again.table == before.table
    assert check_database(repair=False).ok
    at = index_of(document, game.number)
    for played_game in document["games"]:  # version 6's XP aside (K6)
        for effect in (played_game.get("details") or {}).get("effects", {}).values():
            effect.pop("xp", None)
    document["version"] = 4
    assert refused(copy.deepcopy(document)) == (
        f"games[{at}].tracker.seats[{arthur}].marks.wielding: unknown field in a version 4 "
        "campaign file (a weapon chosen at the table came with version 5)"
    )
    for seat in document["games"][at]["tracker"]["seats"]:
        seat["marks"].pop("wielding", None)
    last = len(document["games"][at]["tracker"]["log"]) - 1
    assert refused(document) == (
        f"games[{at}].tracker.log[{last}].change.kind: a change a version 4 campaign file "
        "cannot hold (a weapon chosen at the table came with version 5)"
    )

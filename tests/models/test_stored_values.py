"""A value the database holds that does not fit its column is read as a DatabaseValueError in
words, on both engines: never a wrong type that fails later, never "the file is damaged"."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.errors import DatabaseDamagedError, DatabaseValueError
from models.games import game_rows
from models.leaderboards import leaderboards
from models.standings import standings
from models.store.connection import db
from models.store.schema import Campaign, Character, Game, GameCharacter
from tests.demo_data import demo_campaigns


@pytest.fixture
def demo(database: Path) -> list[Campaign]:
    return demo_campaigns()


def _set(table: str, column: str, value: str, row: int) -> None:
    param = "%s" if db.obj.param == "%s" else "?"
    db.execute_sql(f'UPDATE "{table}" SET "{column}" = {param} WHERE id = {param}', (value, row))


@pytest.mark.parametrize("read", [standings, leaderboards])
def test_outcomes_that_are_no_json_are_a_bad_value_not_damage(demo, read) -> None:
    campaign = demo[0]
    fielded = (
        GameCharacter.select()
        .join(Game)
        .where(Game.campaign == campaign)
        .order_by(GameCharacter.id)
    ).first()
    _set("game_character", "outcome", "{", fielded.id)
    with pytest.raises(DatabaseValueError, match="not JSON") as raised:
        read(campaign)
    assert not isinstance(raised.value, DatabaseDamagedError)


def test_game_details_that_are_no_json_are_a_bad_value(demo) -> None:
    campaign = demo[0]
    game = Game.select().where(Game.campaign == campaign).first()
    _set("game", "details", "[[[", game.id)
    with pytest.raises(DatabaseValueError, match="not JSON"):
        game_rows(campaign)


@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("options", "5", "not a list"),
        ("injuries", "[1]", "not a table of values"),
        ("upgrades", "{", "not JSON"),
    ],
)
def test_json_of_the_wrong_shape_is_a_bad_value(demo, column, value, words) -> None:
    character = Character.select().order_by(Character.id).first()
    _set("character", column, value, character.id)
    with pytest.raises(DatabaseValueError, match=words):
        Character.get_by_id(character.id)


@pytest.mark.sqlite_only  # a server's typed columns hold nothing else
@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("gold", "abc", "not a whole number"),
        ("gold", 1e30, "not a whole number"),
        ("warband_id", "x", "not the id of a row"),
        ("name", b"\xff\xfe", "not text"),
        ("created", "yesterday", "not a date and time"),
    ],
)
def test_a_value_sqlite_keeps_in_a_column_of_another_type(demo, column, value, words) -> None:
    character = Character.select().order_by(Character.id).first()
    db.execute_sql("PRAGMA foreign_keys = OFF")  # as another program could leave it
    db.execute_sql(f'UPDATE "character" SET "{column}" = ? WHERE id = ?', (value, character.id))
    db.execute_sql("PRAGMA foreign_keys = ON")
    with pytest.raises(DatabaseValueError, match=words):
        Character.get_by_id(character.id)

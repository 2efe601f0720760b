"""Every column of every table: the type, range, allowed values, dates and JSON shape Muster
relies on when it reads a row.

The rows are read as SQLite stores them (no Peewee conversion, which would pass a wrong value
on or fail on it), and each value that Muster could not use is reported in plain words: which
record, which field, what it holds and what it should hold. The JSON columns are parsed with
the campaign file's strictness and checked with the same field checks as an import
(:mod:`models.records.fields`), and outcomes against the fields their game declares
(:mod:`rules.outcomes`).

Verdicts: a history entry's details that are not JSON at all are repaired (the text is kept in
the details, under ``unreadable_details``); a character's options, upgrades or lasting
injuries that are not JSON are set to none, the text kept in a correction entry of his history,
so they can be given again in the app. Everything else needs a person: a value that was
damaged cannot be guessed back.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from i18n import translate
from models.check import repairs
from models.check.report import BAD_NAME, BAD_VALUE, UNREADABLE, described, shown
from models.check.tables import (
    DAY,
    JSON,
    JSON_CONTEXT,
    LINK,
    MOMENT,
    NUMBER,
    RESET,
    TABLES,
    TEXT,
    Column,
)
from models.errors import DocumentError, MusterError
from models.records import declarations as declared
from models.records import fields, kit
from models.records.details import read_details
from models.records.fields import (
    NotWhole,
    at,
    fail,
    free_json,
    kind_of,
    not_an_object,
    obj,
)
from models.records.settings import read_settings
from models.records.shape import shaped
from models.records.stream import loads_stored as loads
from models.store.connection import db
from models.store.raw import (
    BadText,
    distinct_rows,
    raw_rows,
    suspect_ids,
    unusual_names,
    valid_utf8,
)
from models.store.schema import UNRECORDED
from models.validation import MAX_NAME_LENGTH, grouped
from rules import tracker_json as tj
from rules.games import GAME_IDS, GameData, effective_game

# A game's details as the database keeps them: each reference a row's id.
STORED_DETAILS = declared.Details[declared.RowId]


def _one_of(choices: tuple[str, ...]) -> str:
    quoted = [repr(c) for c in choices]
    if len(quoted) == 1:
        return quoted[0]
    return translate("DatabaseCheck", "{choices} or {last}").format(
        choices=", ".join(quoted[:-1]), last=quoted[-1]
    )


# What Peewee reads as a date and time, or a date (its formats, without time zones): other
# text it hands on as text, which the exports and screens cannot use.
STORED_TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,6})?)?")


def _is_time(value: object) -> bool:
    if not isinstance(value, str) or not STORED_TIME.fullmatch(value):
        return False
    try:
        dt.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


class ColumnCheck:
    """Checks every column of every table, naming records through the database check's
    :class:`models.check.records.Finder` (which imports this module)."""

    def __init__(self, finder: Any) -> None:  # a models.check.records.Finder
        self.finder = finder
        self.games = {
            row[0]: (row[1], row[2])
            for row in db.execute_sql('SELECT "id", "campaign_id", "number" FROM "game"')
        }
        self.tracked_games = {
            row[0]: row[1] for row in db.execute_sql('SELECT "id", "game_id" FROM "tracked_game"')
        }
        self.rules: dict[int | None, GameData | None] = {}  # by campaign; None: not readable
        self.json_verdicts: dict[tuple[Any, ...], bool] = {}
        self.name_verdicts: dict[str, str] = {}  # what is wrong with a name ("": nothing)
        self.game_ids: dict[int | None, str] = {}  # None: a row of no known campaign

    # --- context ----------------------------------------------------------------------

    def campaign_of(self, table: str, row: Mapping[str, Any]) -> int | None:
        finder = self.finder
        if table == "campaign":
            return row["id"]
        if table in ("warband", "history_entry", "game"):
            return row.get("campaign_id")
        if table == "character":
            return finder.campaign_of_warband(row["warband_id"])
        if table == "purchase":
            if row["character_id"] is None and row["stash_id"] is not None:
                return finder.campaign_of_warband(row["stash_id"])
            return finder.campaign_of_character(row["character_id"])
        game = self.games.get(self.game_of(table, row))
        return game[0] if game else None

    def game_of_tracked(self, tracked_id: object) -> int | None:
        return self.tracked_games.get(tracked_id) if isinstance(tracked_id, int) else None

    def game_of(self, table: str, row: Mapping[str, Any]) -> object:
        """The id of the game a row belongs to (a game's own for a game)."""
        if table == "game":
            return row["id"]
        if table in ("tracked_character", "tracker_entry"):
            return self.game_of_tracked(row["tracked_id"])
        return row.get("game_id")

    def where(self, table: str, row: Mapping[str, Any]) -> str:
        """The record, as a person knows it: "Character “Osk” of warband “Riders”"."""
        finder = self.finder
        campaign = finder.campaign_name(self.campaign_of(table, row))
        game_id = self.game_of(table, row)
        game = self.games.get(game_id)
        in_game = (
            translate("DatabaseCheck", "game {number} of {campaign}").format(
                number=game[1], campaign=campaign
            )
            if game
            else translate("DatabaseCheck", "game #{id}").format(id=game_id)
        )
        names = {
            "campaign": lambda: _capitalised(campaign),
            "warband": lambda: translate("DatabaseCheck", "Warband {name} of {campaign}").format(
                name=shown(row["name"]), campaign=campaign
            ),
            "character": lambda: finder.character_name(row["id"]),
            "game": lambda: _capitalised(in_game),
            "purchase": lambda: self.purchase(row),
            "game_side": lambda: translate("DatabaseCheck", "A side of {game}").format(
                game=in_game
            ),
            "game_character": lambda: translate(
                "DatabaseCheck", "{name}, fielded in {game}"
            ).format(name=shown(row["name"]), game=in_game),
            "history_entry": lambda: translate(
                "DatabaseCheck", "History entry #{id} of {campaign}"
            ).format(id=row["id"], campaign=campaign),
            "tracked_game": lambda: translate("DatabaseCheck", "{game}, at the table").format(
                game=_capitalised(in_game)
            ),
            "tracked_character": lambda: translate(
                "DatabaseCheck", "The seat #{id} at the table of {game}"
            ).format(id=row["id"], game=in_game),
            "tracker_entry": lambda: translate(
                "DatabaseCheck", "Line #{id} of the log of {game}"
            ).format(id=row["id"], game=in_game),
        }
        return names[table]()

    def purchase(self, row: Mapping[str, Any]) -> str:
        """A purchase and whose it is: "The purchase #3 of “Osk” of warband “Riders”", "The
        purchase #4 in the stash of warband ..."."""
        if row["character_id"] is None and row["stash_id"] is not None:
            warband = self.finder.warbands.get(row["stash_id"])
            name = shown(warband.name) if warband else f"#{row['stash_id']}"
            return translate(
                "DatabaseCheck", "The purchase #{id} in the stash of warband {warband}"
            ).format(id=row["id"], warband=name)
        return translate("DatabaseCheck", "The purchase #{id} of {character}").format(
            id=row["id"], character=self.finder.character_name(row["character_id"])
        )

    # --- the check ----------------------------------------------------------------------

    def run(self) -> None:
        """Check every table; the campaigns first, whose rules the others are read by.

        SQL picks out the rows whose plain columns may be wrong (:mod:`models.store.raw`)
        and one pass over the JSON columns those whose JSON may be, and the names that are not
        plain ASCII those whose names may be; only these rows are read whole and checked value
        by value. A table whose text is not all UTF-8 is read whole.
        """
        for table, columns in TABLES.items():
            names = tuple(column.name for column in columns)
            if table == "campaign" or not valid_utf8(table, columns):
                suspects = None
            else:
                suspects = (
                    suspect_ids(table, columns)
                    | self.json_suspects(table, columns)
                    | self.name_suspects(table, columns)
                )
                if not suspects:
                    continue
            for row in raw_rows(table, names, suspects):
                if table == "campaign":
                    self.note_rules(row)
                for column in columns:
                    self.check(table, row, column)

    def name_suspects(self, table: str, columns: tuple[Column, ...]) -> set[int]:
        """The ids of the rows of ``table`` with a name the import's rule refuses: only the
        names that are not plain ASCII are read (:func:`unusual_names`) and judged."""
        return {
            row_id
            for column in columns
            if column.is_name
            for row_id, value in unusual_names(table, column.name, MAX_NAME_LENGTH)
            if self.name_problem(column, value)
        }

    def name_problem(self, column: Column, value: object) -> str:
        """What the import of a campaign file would say of ``value`` as a name ("": nothing):
        one rule for a name at every door (:func:`models.records.fields.name`); and a name
        the import would compose (another Unicode normal form) is not one Muster keeps."""
        if not isinstance(value, str) or (value == "" and column.empty_allowed):
            return ""
        verdict = self.name_verdicts.get(value)
        if verdict is None:
            try:
                kept = fields.name(value, "")
                verdict = "" if kept == value else translate("CampaignFile", fields.NOT_COMPOSED)
            except DocumentError as exc:
                verdict = exc.problem
            self.name_verdicts[value] = verdict
        return verdict

    def json_suspects(self, table: str, columns: tuple[Column, ...]) -> set[int]:
        """The ids of the rows of ``table`` whose JSON the column check may report. A text is
        judged once for each campaign (and, for a game, result) it appears in, as the shape
        checks read nothing else of the row; only when one fails are the rows read."""
        json_columns = [column for column in columns if column.kind == JSON]
        context = JSON_CONTEXT.get(table, ())
        for column in json_columns:
            for row in distinct_rows(table, (*context, column.name)):
                if not self.json_verdict(table, row, column):
                    return self.json_suspect_rows(table, json_columns)
        return set()

    def json_suspect_rows(self, table: str, json_columns: list[Column]) -> set[int]:
        names = (*JSON_CONTEXT[table], *(column.name for column in json_columns))
        return {
            row["id"]
            for row in raw_rows(table, names)
            if not all(self.json_verdict(table, row, column) for column in json_columns)
        }

    def json_verdict(self, table: str, row: Mapping[str, Any], column: Column) -> bool:
        """Whether the JSON of ``column`` in ``row`` is sound (a missing one is found in SQL)."""
        text = row[column.name]
        if text is None:
            return True
        key = (table, column.name, self.campaign_of(table, row), row.get("result"), text)
        good = self.json_verdicts.get(key)
        if good is None:
            good = self.json_verdicts[key] = self.json_is_good(table, row, column, text)
        return good

    def json_is_good(self, table: str, row: Mapping[str, Any], column: Column, text: Any) -> bool:
        """Whether the column check finds nothing wrong with the JSON ``text``."""
        if not isinstance(text, str):
            return False
        try:
            getattr(self, column.shape)(loads(text), table, row)
        except Exception:  # read the row whole, and let the check say what it is
            return False
        return True

    def note_rules(self, row: Mapping[str, Any]) -> None:
        game_id = row["game"]
        if game_id not in GAME_IDS:
            self.rules[row["id"]] = None
            return
        self.game_ids[row["id"]] = game_id
        rules: GameData | None = None
        if isinstance(row["house_rules"], str):
            try:
                house_rules = json.loads(row["house_rules"])
                rules = effective_game(game_id, house_rules)
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                rules = None  # reported with the column
        self.rules[row["id"]] = rules

    def rules_for(self, table: str, row: Mapping[str, Any]) -> tuple[str | None, GameData | None]:
        campaign = self.campaign_of(table, row)
        return self.game_ids.get(campaign), self.rules.get(campaign)

    def check(self, table: str, row: Mapping[str, Any], column: Column) -> None:
        value = row[column.name]
        if column.kind == JSON:
            self.check_json(table, row, column, value)
            return
        problem = self.problem(column, value)
        if problem:
            self.finder.add(BAD_VALUE, _found(self.where(table, row), column.the(problem)))
        elif column.is_name and (problem := self.name_problem(column, value)):
            # Read as any other name (the rules checks still run); a person names it again.
            self.finder.add(BAD_NAME, _found(self.where(table, row), column.the(problem)))

    def problem(self, column: Column, value: object) -> str:
        """What is wrong with ``value`` in ``column``; "" when nothing."""
        if value is None:
            return "" if column.null else translate("DatabaseCheck", "is missing (empty)")
        if isinstance(value, BadText):
            return translate("DatabaseCheck", "is {value}").format(value=described(value))
        if column.kind == TEXT:
            if not isinstance(value, str):
                return translate("DatabaseCheck", "is {value}, not text").format(
                    value=described(value)
                )
            if column.choices and value not in column.choices:
                return translate("DatabaseCheck", "is {value}; it must be {choices}").format(
                    value=shown(value), choices=_one_of(column.choices)
                )
        elif column.kind in (NUMBER, LINK):
            if isinstance(value, bool) or not isinstance(value, int):
                return translate("DatabaseCheck", "is {value}, not a whole number").format(
                    value=described(value)
                )
            if column.minimum is not None and value < column.minimum:
                return translate(
                    "DatabaseCheck", "is {value}; it cannot be less than {minimum}"
                ).format(value=grouped(value), minimum=grouped(column.minimum))
            if column.maximum is not None and value > column.maximum:
                return translate(
                    "DatabaseCheck", "is {value}; it cannot be more than {maximum}"
                ).format(value=grouped(value), maximum=grouped(column.maximum))
        elif column.kind == MOMENT and not _is_time(value):
            return translate("DatabaseCheck", "is {value}, not a date and time").format(
                value=described(value)
            )
        elif column.kind == DAY and not _is_time(value):
            return translate("DatabaseCheck", "is {value}, not a real date").format(
                value=described(value)
            )
        return ""

    def check_json(self, table: str, row: Mapping[str, Any], column: Column, value: Any) -> None:
        if value is None and column.null:
            return
        if not isinstance(value, str):
            not_json = translate("DatabaseCheck", "is {value}, not JSON text").format(
                value=described(value)
            )
            self.finder.add(BAD_VALUE, _found(self.where(table, row), column.the(not_json)))
            return
        try:
            data = loads(value)
        except (ValueError, RecursionError):
            self.unreadable(table, row, column, value, self.where(table, row))
            return
        try:
            getattr(self, column.shape)(data, table, row)
        except DocumentError as exc:
            where = self.where(table, row)
            if exc.path:
                text = translate(
                    "DatabaseCheck", "{record}: in the {column}, {path}: {problem}."
                ).format(record=where, column=column.called, path=exc.path, problem=exc.problem)
            else:
                text = _found(where, column.the(exc.problem))
            self.finder.add(BAD_VALUE, text)

    def unreadable(
        self, table: str, row: Mapping[str, Any], column: Column, value: str, where: str
    ) -> None:
        problem = translate("DatabaseCheck", "is not readable JSON ({text})").format(
            text=shown(value)
        )
        text = _found(where, column.the(problem))
        fix: Callable[[], None] | None = None
        remedy = ""
        if table == "history_entry":
            fix = repairs.keep_unreadable_details(row["id"], value)
            remedy = translate(
                "DatabaseCheck", "keep the text in the details, under “unreadable_details”"
            )
        elif (table, column.name) in RESET:
            campaign = self.campaign_of(table, row)
            if campaign is not None and campaign in self.finder.campaigns:
                empty = RESET[(table, column.name)]
                fix = repairs.reset_unreadable(
                    row["id"], row["warband_id"], campaign, column.name, value, empty
                )
                remedy = translate(
                    "DatabaseCheck",
                    "set the {column} to none and keep the text in a correction of the character's history, so they can be given again",  # noqa: E501
                ).format(column=column.called)
        self.finder.add(UNREADABLE, text, fix, remedy)

    # --- the shapes of the JSON columns ---------------------------------------------------

    def house_rules(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        game_id = row["game"]
        if game_id not in GAME_IDS:  # reported with the column game
            if not isinstance(data, Mapping):
                not_an_object("", data)
            free_json(data, "")
            return
        settings = read_settings(data, "", game_id)
        try:
            effective_game(game_id, settings)
        except (MusterError, ValueError) as exc:
            fail("", translate("DatabaseCheck", "cannot be used: {problem}").format(problem=exc))
        except (TypeError, KeyError, AttributeError):
            fail(
                "",
                translate(
                    "DatabaseCheck", "cannot be used: they are not laid out as Muster writes them"
                ),
            )

    def options(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        kit.options(data, "", self.rules_for(table, row)[1])

    def upgrades(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        kit.upgrades(data, "", *self.rules_for(table, row))

    def injuries(self, data: Any, table: str, row: Mapping[str, Any], path: str = "") -> None:
        game_id, _rules = self.rules_for(table, row)
        if game_id is not None:
            kit.injuries(data, path, game_id)

    def game_details(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        """As the import reads a game's details (:func:`read_details`), each reference the id
        of a row, each key of the effects and the warriors as they took the field the id of
        one fielded in the game."""
        effects = data.get("effects") if isinstance(data, dict) else None
        if isinstance(effects, dict):  # recorded before the warband's stash (schema step 3)
            for effect in effects.values():
                if isinstance(effect, dict):
                    effect.setdefault("stashed", [])
                    effect.setdefault("xp", None)  # recorded before experience (K6)
        game_id, rules = self.rules_for(table, row)
        read_details(
            shaped(data, "", STORED_DETAILS),
            "",
            recorded=row["result"] != UNRECORDED,
            game_id=game_id,
            rules=rules,
            refer=lambda value, _path, _what: value,
            fielded=_fielded_id,
        )

    def outcome(self, data: Any, table: str, row: Mapping[str, Any], path: str = "") -> None:
        game_id, rules = self.rules_for(table, row)
        if game_id is not None:
            kit.outcome(data, path, game_id, rules, _link)

    # The tables of a game at the table (schema step 4), read by rules.tracker_json as the
    # tracker reads them, so a value it could not open is reported instead of failing then.
    def tracker_state(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _tracker(tj.table_from_json, "", data, {})

    def tracker_seat(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _tracker(tj.seat_from_json, 0, data, "")

    def tracker_marks(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _tracker(tj.marks_from_json, data, "")

    def tracker_change(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _tracker(tj.change_from_json, data, "")

    def tracker_undo(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        undo = obj(data, "", tj.UNDO_KEYS)
        _tracker(tj.table_from_json, "", undo["state"], {}, "state")
        marks = undo["marks"]
        if not isinstance(marks, Mapping):
            not_an_object("marks", marks)
        for place, value in marks.items():
            if not place.isdigit():
                fail(
                    at("marks", place),
                    translate("DatabaseCheck", "must be the number of a place at the table"),
                )
            _tracker(tj.marks_from_json, value, at("marks", place))

    def history_details(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        if not isinstance(data, Mapping):
            not_an_object("", data)
        free_json(data, "")
        for name in ("purchase", "victim_id"):
            if name in data:
                _link(data[name], name)
        for name in ("outcome", "before", "after"):
            if name in data:
                self.outcome(data[name], table, row, name)


def _tracker(read: Any, *args: Any) -> None:
    """``read(*args)``, with a problem :mod:`rules.tracker_json` finds as a DocumentError."""
    try:
        read(*args)
    except tj.TrackerDataError as exc:
        fail(exc.path, exc.problem)


def _fielded_id(key: str, path: str) -> str:
    if not key.isdigit():
        fail(path, translate("DatabaseCheck", "must be the number of a fielded character"))
    return key


def _link(value: object, path: str) -> None:
    """A row's id, or null."""
    if value is not None and (isinstance(value, bool | NotWhole) or not isinstance(value, int)):
        fail(
            path,
            translate(
                "DatabaseCheck", "must be the number of a record, or null, not {kind}"
            ).format(kind=kind_of(value)),
        )


def _found(record: str, problem: str) -> str:
    """A bad value, as the report says it: the record, then what is wrong ("the gold is ...")."""
    return translate("DatabaseCheck", "{record}: {problem}.").format(record=record, problem=problem)


def _capitalised(text: str) -> str:
    """``text`` to begin a sentence: "campaign “Autumn”" as "Campaign “Autumn”"."""
    return text[:1].upper() + text[1:]

"""The JSON columns of the games being played at the table (schema step 4) for the database
check's column check (:mod:`models.check.columns`): their shapes, read by
:mod:`rules.tracker_json` as the tracker reads them, so a value the tracker could not open is
reported in words instead of failing when the game is opened."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.records.fields import at, fail, kind_of, obj
from models.records.tracker_doc import read_log
from rules import tracker_json as tj


def _read(read: Any, *args: Any) -> Any:
    """``read(*args)`` with a problem :mod:`rules.tracker_json` finds as a DocumentError."""
    try:
        return read(*args)
    except tj.TrackerDataError as exc:
        fail(exc.path, exc.problem)


class TrackerShapes:
    """The shape checks of the tracker's JSON columns, mixed into
    :class:`models.check.columns.ColumnCheck`."""

    tracked_games: dict[int, int]  # tracked game id -> its game id

    def game_of_tracked(self, tracked_id: object) -> int | None:
        return self.tracked_games.get(tracked_id) if isinstance(tracked_id, int) else None

    def tracker_state(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _read(tj.table_from_json, "", data, {})

    def tracker_seat(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _read(tj.seat_from_json, 0, data, "")

    def tracker_marks(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _read(tj.marks_from_json, data, "")

    def tracker_change(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        _read(tj.change_from_json, data, "")

    def tracker_undo(self, data: Any, table: str, row: Mapping[str, Any]) -> None:
        undo = obj(data, "", tj.UNDO_KEYS)
        _read(tj.table_from_json, "", undo["state"], {}, "state")
        marks = undo["marks"]
        if not isinstance(marks, Mapping):
            fail("marks", f"must be an object {{...}}, not {kind_of(marks)}")
        for place, value in marks.items():
            if not place.isdigit():
                fail(at("marks", place), "must be the number of a place at the table")
            _read(tj.marks_from_json, value, at("marks", place))

    def game_log(self, data: Any) -> None:
        """The log a recorded game keeps (``details.log``)."""
        read_log(data, "log")

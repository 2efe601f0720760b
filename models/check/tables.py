"""What every column of every table must hold, for the database check's column check
(:mod:`models.check.columns`): its kind, whether it may be empty, its range, its allowed values,
and for JSON which shape check reads it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from models.games import MAX_POINTS
from models.history import KINDS
from models.store.connection import MAX_INTEGER
from models.store.schema import CHARACTER_STATUSES, GAME_RESULTS, PURCHASE_STATUSES
from rules import tracker_json as tj
from rules.games import GAME_IDS

TEXT, NUMBER, LINK, MOMENT, DAY, JSON = "text", "number", "link", "moment", "day", "json"
ROLES = ("", "attacker", "defender")


@dataclass(frozen=True)
class Column:
    """What one column must hold; ``words`` names it for a person."""

    name: str
    kind: str
    words: str
    null: bool = False
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    shape: str = ""  # JSON: which shape check (a method of ColumnCheck)
    # A name, judged by the import's own rule (models.records.fields.name); a player's may
    # be empty, which is no player.
    is_name: bool = False
    empty_allowed: bool = False


CREATED = Column("created", MOMENT, "time it was made")
TABLES: dict[str, tuple[Column, ...]] = {
    "campaign": (
        Column("name", TEXT, "name", is_name=True),
        Column("game", TEXT, "game", choices=GAME_IDS),
        Column("house_rules", JSON, "house rules", shape="house_rules"),
        CREATED,
    ),
    "warband": (
        Column("campaign_id", LINK, "campaign"),
        Column("name", TEXT, "name", is_name=True),
        Column("player", TEXT, "player", is_name=True, empty_allowed=True),
        Column("notes", TEXT, "notes"),
        CREATED,
    ),
    "character": (
        Column("warband_id", LINK, "warband"),
        Column("name", TEXT, "name", is_name=True),
        Column("profile", TEXT, "profile"),
        Column("status", TEXT, "status", choices=CHARACTER_STATUSES),
        Column("position", NUMBER, "place on the roster", minimum=0, maximum=MAX_INTEGER),
        Column("gold", NUMBER, "gold"),  # below 0: a problem of its own, with a repair
        Column("options", JSON, "options", shape="options"),
        Column("upgrades", JSON, "upgrades", shape="upgrades"),
        Column("injuries", JSON, "lasting injuries", shape="injuries"),
        Column("notes", TEXT, "notes"),
        CREATED,
    ),
    "game": (
        Column("campaign_id", LINK, "campaign"),
        Column("number", NUMBER, "number"),  # below 1, or twice: a problem of its own
        Column("scenario", TEXT, "scenario"),
        Column("played_on", DAY, "date played", null=True),
        Column("follows_id", LINK, "game it follows", null=True),
        Column("points_limit", NUMBER, "points limit", null=True, minimum=0, maximum=MAX_POINTS),
        Column("result", TEXT, "result", choices=GAME_RESULTS),
        Column("winner_id", LINK, "winner", null=True),
        Column("details", JSON, "record of what it changed", shape="game_details"),
        Column("notes", TEXT, "notes"),
        CREATED,
        Column("recorded", MOMENT, "time it was recorded", null=True),
    ),
    "purchase": (
        # Carried by a character or kept in a warband's stash (K5): which one, or neither or
        # both, is a problem of its own (records.kit_places).
        Column("character_id", LINK, "buyer", null=True),
        Column("stash_id", LINK, "warband whose stash keeps it", null=True),
        Column("item", TEXT, "item"),
        Column("price", NUMBER, "price", null=True),  # missing or below 0: its own problem
        Column("status", TEXT, "status", choices=PURCHASE_STATUSES),
        Column("bought", MOMENT, "time it was bought"),
        Column("refund", NUMBER, "refund", null=True, minimum=0, maximum=MAX_INTEGER),
        Column("lost_in_id", LINK, "game it was lost in", null=True),
    ),
    "game_side": (
        Column("game_id", LINK, "game"),
        Column("warband_id", LINK, "warband"),
        Column("role", TEXT, "role", choices=ROLES),
    ),
    "game_character": (
        Column("game_id", LINK, "game"),
        Column("side_id", LINK, "side"),
        Column("character_id", LINK, "character", null=True),
        Column("name", TEXT, "name", is_name=True),
        Column("outcome", JSON, "outcome", shape="outcome"),
    ),
    "history_entry": (
        Column("campaign_id", LINK, "campaign"),
        Column("warband_id", LINK, "warband", null=True),
        Column("character_id", LINK, "character", null=True),
        Column("game_id", LINK, "game", null=True),
        Column("kind", TEXT, "kind", choices=KINDS),
        Column("text", TEXT, "text"),
        Column("details", JSON, "details", shape="history_details"),
        CREATED,
    ),
}
# The games being played at the table (schema step 4; shapes in models.check.tracker_columns).
TABLES.update(
    {
        "tracked_game": (
            Column("game_id", LINK, "game"),
            Column("turn", NUMBER, "turn", minimum=1, maximum=tj.MAX_TURN),
            Column("state", JSON, "state of the table", shape="tracker_state"),
            Column("revision", NUMBER, "count of changes", minimum=0, maximum=MAX_INTEGER),
            Column("started", MOMENT, "time it was started"),
            Column("updated", MOMENT, "time it was last changed"),
        ),
        "tracked_character": (
            Column("tracked_id", LINK, "game at the table"),
            Column("fielded_id", LINK, "fielded character", null=True),
            Column("place", NUMBER, "place at the table", minimum=0, maximum=tj.MAX_PLACE),
            Column("seat", JSON, "seat at the table", shape="tracker_seat"),
            Column("marks", JSON, "marks at the table", shape="tracker_marks"),
        ),
        "tracker_entry": (
            Column("tracked_id", LINK, "game at the table"),
            Column("turn", NUMBER, "turn", minimum=1, maximum=tj.MAX_TURN),
            Column("text", TEXT, "text"),
            # Both empty for the lines that open the log.
            Column("change", JSON, "change", null=True, shape="tracker_change"),
            Column("undo", JSON, "way back", null=True, shape="tracker_undo"),
            Column("created", MOMENT, "time it was made"),
        ),
    }
)
# The columns besides the JSON ones that the JSON columns' shape checks read: what names the
# campaign (whose rules they are read by), and a game's result.
JSON_CONTEXT: dict[str, tuple[str, ...]] = {
    "character": ("warband_id",),
    "game": ("campaign_id", "result"),
    "game_character": ("game_id",),
    "history_entry": ("campaign_id",),
    "tracked_game": ("game_id",),
    "tracked_character": ("tracked_id",),
    "tracker_entry": ("tracked_id",),
}

# The JSON a repair puts in place of text that is not JSON at all, where one is safe.
RESET: dict[tuple[str, str], Any] = {
    ("character", "options"): [],
    ("character", "upgrades"): [],
    ("character", "injuries"): {},
}

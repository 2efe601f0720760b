"""Who reads and writes each table of a sealed club server: the row-level security policies'
conditions, each table's references and hidden campaign, and the values a login may write
(:mod:`models.store.roles`)."""

from __future__ import annotations

from models.store.schema import ALL_MODELS, JSONField

KEEPER = "(SELECT muster_keeper())"  # an init plan: once per statement, not per row

# An explicit id (an import, an undo putting rows back) may run at most this far ahead of the
# table's sequence, which the seal trigger then moves past it: no login can exhaust the ids.
ID_STEP = 10_000_000
ID_AHEAD = 999  # how far past an explicit id the seal trigger moves the sequence

# Who is calling, from inside a SECURITY DEFINER function (where current_user is its owner).
CALLER = (
    "(CASE WHEN pg_catalog.current_setting('role') = 'none' THEN session_user::text "
    "ELSE pg_catalog.current_setting('role') END)"
)

MEMBER = "campaign_id IN (SELECT muster_campaigns())"
ORGANISER = "campaign_id IN (SELECT muster_organised())"
# A row this transaction is creating (a new campaign, a player's new game): told by a row of the
# hidden table muster_fresh, which its transaction deletes as it commits, so that no committed
# row, and no dump, ever holds one (nothing stored in a row is trusted to say which
# transaction or session made it: transaction ids come round, and a dump restored onto
# another server brings every row with it).
# (a campaign's, row by row and volatile: the row its own statement's trigger just wrote)
FRESH = "muster_is_fresh('campaign', id)"
FRESH_GAME = "game_id IN (SELECT muster_fresh('game'))"


def _own(warband: str) -> str:
    return f"{warband} IN (SELECT muster_own_warbands())"


def _own_character(character: str) -> str:
    return f"{character} IN (SELECT muster_own_characters())"


# What a player may write of his own: every reference his, and at least one set.
_PLAYER_PURCHASE = (
    f"(character_id IS NOT NULL OR stash_id IS NOT NULL) AND "
    f"(character_id IS NULL OR {_own_character('character_id')}) AND "
    f"(stash_id IS NULL OR {_own('stash_id')})"
)
_PLAYER_HISTORY = (
    f"(warband_id IS NOT NULL OR character_id IS NOT NULL) AND "
    f"(warband_id IS NULL OR {_own('warband_id')}) AND "
    f"(character_id IS NULL OR {_own_character('character_id')})"
)

# table: (who reads a row, who writes it) -- SQL over the row's own columns.
POLICIES: dict[str, tuple[str, str]] = {
    "campaign": (
        f"id IN (SELECT muster_campaigns()) OR {FRESH}",
        f"id IN (SELECT muster_organised()) OR {FRESH}",
    ),
    "warband": (MEMBER, ORGANISER),
    "character": (MEMBER, f"{ORGANISER} OR {_own('warband_id')}"),
    "purchase": (MEMBER, f"{ORGANISER} OR ({_PLAYER_PURCHASE})"),
    "game": (MEMBER, ORGANISER),
    "game_side": (MEMBER, ORGANISER),
    "game_character": (MEMBER, ORGANISER),
    "history_entry": (MEMBER, f"{ORGANISER} OR ({_PLAYER_HISTORY})"),
    # a game at the table: its organisers', and its players' while it is not recorded
    "tracked_game": (MEMBER, f"{ORGANISER} OR game_id IN (SELECT muster_own_open_games())"),
    "tracked_character": (MEMBER, f"{ORGANISER} OR tracked_id IN (SELECT muster_own_tracked())"),
    "tracker_entry": (MEMBER, f"{ORGANISER} OR tracked_id IN (SELECT muster_own_tracked())"),
    "campaign_member": (MEMBER, ORGANISER),
    "warband_owner": (MEMBER, ORGANISER),
    # written by the server's own functions alone (muster_report and the others, below)
    "game_report": (MEMBER, "false"),
    "report_event": (MEMBER, "false"),
}

# A trial recording (a report being worked out, models/reports.py) may write every row of its
# campaign: its transaction can never commit (muster_trial, below).
TRIAL = "campaign_id IN (SELECT muster_trial_campaigns())"
TRIED = (
    "warband",
    "character",
    "purchase",
    "game",
    "game_side",
    "game_character",
    "history_entry",
    "tracked_game",
    "tracked_character",
    "tracker_entry",
)

# Where updating differs from writing: a player renames his warband and writes its notes,
# but only organisers add or delete warbands.
UPDATES: dict[str, str] = {"warband": f"{ORGANISER} OR {_own('id')}"}

# Where inserting differs from writing: a player sets up a game of a warband he keeps against
# another warband of the campaign (the game, its sides, who each fields, and each warband's
# history line of it); a deferred check makes sure, as the transaction commits, that every
# game a player set up has two sides at most and one of his (muster_player_game, below).
# Changing or deleting a game stays the organisers'.
INSERTS: dict[str, str] = {
    "game": (
        f"{ORGANISER} OR ({MEMBER} AND result = 'unrecorded' AND winner_id IS NULL "
        "AND recorded IS NULL)"
    ),
    "game_side": f"{ORGANISER} OR game_id IN (SELECT muster_open_games())",
    # his own side's warriors; the other side's only as he sets the game up (its transaction)
    "game_character": (
        f"{ORGANISER} OR (game_id IN (SELECT muster_own_open_games()) AND (("
        f"side_id IN (SELECT muster_own_open_side_ids()) AND {_own_character('character_id')}"
        f") OR {FRESH_GAME}))"
    ),
    # a line about his own warband; the other side's game line only as he sets the game up
    "history_entry": (
        f"{ORGANISER} OR ({_PLAYER_HISTORY}) OR (kind = 'game' AND character_id IS NULL "
        f"AND {FRESH_GAME} AND (game_id, warband_id) IN (SELECT s.game_id, s.warband_id FROM "
        "muster_own_open_sides() s))"
    ),
}

# Read by the helpers as the tables' owner: row security on, but not forced on the owner.
MEMBERSHIP_TABLES = ("campaign_member", "warband_owner")

# Tables whose Peewee model has no campaign: on a server they carry it in a hidden column,
# filled by the seal trigger (schema step 6). The order is the order of their parents.
HIDDEN_CAMPAIGN: dict[str, str] = {
    "character": "SELECT w.campaign_id FROM warband w WHERE w.id = t.warband_id",
    "purchase": (
        'SELECT COALESCE((SELECT c.campaign_id FROM "character" c WHERE c.id = t.character_id), '
        "(SELECT w.campaign_id FROM warband w WHERE w.id = t.stash_id))"
    ),
    "game_side": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "game_character": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "tracked_game": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "tracked_character": "SELECT g.campaign_id FROM tracked_game g WHERE g.id = t.tracked_id",
    "tracker_entry": "SELECT g.campaign_id FROM tracked_game g WHERE g.id = t.tracked_id",
    "warband_owner": "SELECT w.campaign_id FROM warband w WHERE w.id = t.warband_id",
    "game_report": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
    "report_event": "SELECT g.campaign_id FROM game g WHERE g.id = t.game_id",
}

# Each table's references: (column, the table it points into). The first decides the
# row's campaign where the row has none of its own; every other must agree.
REFERENCES: dict[str, tuple[tuple[str, str], ...]] = {
    "campaign": (),
    "warband": (("campaign_id", "campaign"),),
    "character": (("warband_id", "warband"),),
    "purchase": (("character_id", "character"), ("stash_id", "warband"), ("lost_in_id", "game")),
    "game": (("campaign_id", "campaign"), ("follows_id", "game"), ("winner_id", "warband")),
    "game_side": (("game_id", "game"), ("warband_id", "warband")),
    "game_character": (
        ("game_id", "game"),
        ("side_id", "game_side"),
        ("character_id", "character"),
    ),
    "history_entry": (
        ("campaign_id", "campaign"),
        ("warband_id", "warband"),
        ("character_id", "character"),
        ("game_id", "game"),
    ),
    "tracked_game": (("game_id", "game"),),
    "tracked_character": (("tracked_id", "tracked_game"), ("fielded_id", "game_character")),
    "tracker_entry": (("tracked_id", "tracked_game"),),
    "campaign_member": (("campaign_id", "campaign"),),
    "warband_owner": (("warband_id", "warband"), ("member_id", "campaign_member")),
    "game_report": (("game_id", "game"), ("winner_id", "warband")),
    "report_event": (("game_id", "game"),),
}

REFUSAL = "muster: this row would reach outside its campaign"
UNREADABLE = "muster: a value Muster could not read back"

# Each table's JSON columns and the shape each must have once read (object, array, or '' for
# any): a login's value that Muster could not read back is refused by the seal.
_SHAPES: dict[object, str] = {dict: "object", list: "array"}
JSON_COLUMNS: dict[str, tuple[tuple[str, str], ...]] = {
    model._meta.table_name: tuple(
        (field.column_name, _SHAPES.get(field.shape, ""))
        for field in model._meta.sorted_fields
        if isinstance(field, JSONField)
    )
    for model in ALL_MODELS
}

"""The window's actions, declared once: one row per action in ``ACTIONS``.

A row gives the action's text, what it does (a method of ``WindowCommands``), where it
appears (``PLACES``: the menus, the toolbar, the warband list's context menu), its shortcut and
status tip, and when it is enabled, shown or named otherwise: predicates over the window's
``WindowState``. ``ActionTable`` (``ui/action_table.py``) makes the ``QAction``s from the
rows, lays out the menus, and applies the predicates again whenever the selection changes.
Adding an action is adding a row.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import methodcaller as call
from typing import Any

from PySide6.QtGui import QKeySequence

from models.store.schema import DEAD, RETIRED
from ui.selection import FILE_MEMBERS, WindowState

Condition = Callable[[WindowState], bool]


@dataclass(frozen=True)
class Place:
    title: str  # a menu's title; "" for the toolbar and the context menu
    groups: tuple[str, ...]  # top to bottom (left to right), a separator between groups


# Where actions can go, each as "place/group". Menus appear on the menu bar in this order.
PLACES = {
    "campaign": Place(
        "&Campaign",
        ("manage", "settings", "demo", "print", "file", "database", "safety", "quit"),
    ),
    "edit": Place("&Edit", ("undo", "preferences")),
    "warband": Place("&Warband", ("edit",)),
    "character": Place("Ch&aracter", ("edit", "kit", "order", "status")),
    "games": Place("Game&s", ("edit",)),
    "tools": Place("T&ools", ("odds",)),
    "help": Place("&Help", ("help", "about")),
    "toolbar": Place("", ("campaign", "undo")),  # a separator before each group
    "warbands": Place("", ("edit",)),  # the warband list's context menu
}


@dataclass(frozen=True)
class ActionRow:
    name: str  # the window's attribute is <name>_action
    text: str = ""
    # Calls a method of the window's commands (ui.window_commands); None: the action is made
    # elsewhere and only placed here.
    handler: Callable[[Any], object] | None = None
    places: tuple[str, ...] = ()
    shortcut: str | QKeySequence.StandardKey | None = None
    tip: str = ""  # the status tip, and the tooltip
    enabled: Condition | None = None  # None: always enabled
    visible: Condition | None = None  # None: always shown
    # This text (or the text this gives) instead while the condition holds.
    alt_text: tuple[str | Callable[[WindowState], str], Condition] | None = None
    why_not: Callable[[WindowState], str] | None = None  # a reason that replaces the tooltip
    # Club roles on a server: ("organiser", "record games") for the organisers' actions,
    # ("warband", "") for the selected warband's player's; disabled for other roles, saying why.
    needs: tuple[str, str] | None = None
    # Its icon's meaning (ui/icons.py ICONS), on the toolbar, in the menus and on buttons.
    icon: str = ""


def campaign_open(state: WindowState) -> bool:
    return state.roster.campaign is not None


def warband_chosen(state: WindowState) -> bool:
    return state.roster.warband is not None


def character_chosen(state: WindowState) -> bool:
    return state.roster.character is not None


def game_with_players(state: WindowState) -> bool:
    return state.game is not None and state.game.fielded > 0


def game_with_players_to_play(state: WindowState) -> bool:
    return game_with_players(state) and state.game is not None and not state.game.recorded


def why_disabled(state: WindowState) -> str:
    """Why an action on what is selected cannot be taken, when its row gives no reason of its
    own: what to open or select first, or what the selection is that the action is not for."""
    roster = state.roster
    if roster.campaign is None:
        return "Open a campaign first, or start one (Campaign ▸ New campaign…)"
    if roster.warband is None:
        return "Select a warband first, or add one (Warband ▸ New warband…)"
    if roster.character is None:
        return "Select a character of the roster first, or recruit one"
    if roster.character.status == DEAD:
        return f"{roster.character.name} is dead: his record is kept as it is (K2)"
    if roster.character.status == RETIRED:
        return f"{roster.character.name} is retired: reinstate him first (Character ▸ Reinstate)"
    return ""


def why_no_game(state: WindowState, *, recorded: bool | None = None) -> str:
    """Why a game action cannot be taken: no game selected, none of its sides set up, or the
    game recorded (``recorded`` False: the action is for games not recorded) or not."""
    game = state.game
    if state.roster.campaign is None:
        return why_disabled(state)
    if game is None:
        return "Select a game on the Games tab first, or set one up (Games ▸ New game…)"
    if recorded is False and game.recorded:
        return "The game is recorded: correct its outcome instead (Games ▸ Correct outcome…)"
    if recorded is True and not game.recorded:
        return "The game is not recorded yet: record its outcome first"
    if game.fielded == 0:
        return "Nobody is fielded in this game yet: change its setup first (Games ▸ Change setup…)"
    return ""


SERVER_BACKUPS = (
    "A club server is backed up by its organiser: main.py backup --db URL --out FILE.sqlite3, "
    "or pg_dump (see docs/club-server.md)"
)

K = QKeySequence.StandardKey
ACTIONS: tuple[ActionRow, ...] = (
    # Campaign
    ActionRow(
        "new_campaign",
        "&New campaign…",
        call("new_campaign"),
        ("campaign/manage", "toolbar/campaign"),
        K.New,
        "Start a new campaign",
        icon="new-campaign",
    ),
    ActionRow(
        "rename_campaign",
        "&Rename campaign…",
        call("rename_campaign"),
        ("campaign/manage",),
        enabled=campaign_open,
        needs=("organiser", "rename the campaign"),
        icon="rename",
    ),
    ActionRow(
        "delete_campaign",
        "&Delete campaign…",
        call("delete_campaign"),
        ("campaign/manage",),
        enabled=campaign_open,
        needs=("organiser", "delete the campaign"),
        icon="delete",
    ),
    ActionRow(
        "settings",
        "Campaign &settings…",
        call("campaign_settings"),
        ("campaign/settings", "toolbar/campaign"),
        "Ctrl+,",
        "House rules, and the campaign's own profiles, specials and scenarios",
        enabled=campaign_open,
        needs=("organiser", "change the campaign's settings"),
        icon="settings",
    ),
    ActionRow(
        "club_members",
        "Club &members…",
        call("club_members"),
        ("campaign/settings",),
        tip="The campaign's organisers and players on the club server, and their warbands",
        enabled=lambda s: s.on_server and campaign_open(s),
        why_not=lambda s: "" if s.on_server else FILE_MEMBERS,
        icon="club-members",
    ),
    ActionRow(
        "demo", "Create d&emo campaigns", call("create_demo"), ("campaign/demo",), icon="demo"
    ),
    ActionRow(
        "export_rosters",
        "Export r&osters…",
        call("export_rosters"),
        ("campaign/print",),
        "Ctrl+P",
        "Print the roster sheets of the selected warband (PDF)",
        enabled=warband_chosen,
        icon="print",
    ),
    ActionRow(
        "export_all_rosters",
        "Export all rosters of the &campaign…",
        call("export_all_rosters"),
        ("campaign/print",),
        tip="Print every warband's roster sheet (PDF)",
        enabled=campaign_open,
        icon="print-all",
    ),
    ActionRow(
        "publish_pages",
        "Publish as &web pages…",
        call("publish_pages"),
        ("campaign/print",),
        tip="Write the campaign as a folder of web pages, for any web host or a phone",
        enabled=campaign_open,
        icon="export-file",
    ),
    ActionRow(
        "export_campaign",
        "E&xport campaign file…",
        call("export_campaign_file"),
        ("campaign/file",),
        tip="Write the campaign, with everything in it, to a JSON campaign file",
        enabled=campaign_open,
        icon="export-file",
    ),
    ActionRow(
        "import_campaign",
        "&Import campaign file…",
        call("import_campaign_file"),
        ("campaign/file",),
        "Ctrl+I",
        "Add a campaign from a JSON campaign file",
        icon="import-file",
    ),
    ActionRow(
        "connect",
        "Connect to a club ser&ver…",
        call("connect_to_server"),
        ("campaign/database",),
        tip="Work on the club's campaigns on a PostgreSQL server, shared with the other players",
        icon="connect",
    ),
    ActionRow(
        "open_local",
        "Open &local file…",
        call("open_local_file"),
        ("campaign/database",),
        tip="Work on a campaign database file on this computer",
        icon="open-local",
    ),
    ActionRow(
        "backups",
        "&Backups / Restore…",
        call("open_backups"),
        ("campaign/safety",),
        tip="Back up now, or restore a backup",
        enabled=lambda s: not s.on_server,
        why_not=lambda s: SERVER_BACKUPS if s.on_server else "",
        icon="backups",
    ),
    ActionRow(
        "check",
        "C&heck database…",
        call("open_check"),
        ("campaign/safety",),
        tip="Check the database and repair what is safe",
        icon="check",
    ),
    ActionRow("quit", "&Quit", call("quit"), ("campaign/quit",), K.Quit, icon="quit"),
    # Edit: undo and redo come from the editor (ui/undo.py), with their own shortcuts.
    ActionRow("undo", places=("edit/undo", "toolbar/undo"), icon="undo"),
    ActionRow("redo", places=("edit/undo", "toolbar/undo"), icon="redo"),
    ActionRow(
        "preferences",
        "&Preferences…",
        call("preferences"),
        ("edit/preferences",),
        tip="Muster's own settings: the language it speaks",
        icon="settings",
    ),
    # Warband
    ActionRow(
        "new_warband",
        "&New warband…",
        call("new_warband"),
        ("warband/edit", "warbands/edit"),
        "Ctrl+Shift+N",
        enabled=campaign_open,
        needs=("organiser", "add warbands"),
        icon="new-warband",
    ),
    ActionRow(
        "edit_warband",
        "&Edit warband…",
        call("edit_warband"),
        ("warband/edit", "warbands/edit"),
        enabled=warband_chosen,
        needs=("warband", ""),
        icon="edit-warband",
    ),
    ActionRow(
        "warband_history",
        "&History…",
        call("warband_history"),
        ("warband/edit",),
        "Ctrl+H",
        "The warband's history",
        enabled=warband_chosen,
        icon="history",
    ),
    ActionRow(
        "delete_warband",
        "&Delete warband…",
        call("delete_warband"),
        ("warband/edit", "warbands/edit"),
        enabled=warband_chosen,
        needs=("organiser", "delete warbands"),
        icon="delete-warband",
    ),
    # Character
    ActionRow(
        "recruit",
        "&Recruit…",
        call("recruit"),
        ("character/edit",),
        "Ctrl+R",
        "Recruit a character into the warband",
        enabled=warband_chosen,
        needs=("warband", ""),
        icon="recruit",
    ),
    ActionRow(
        "rename_character",
        "Re&name…",
        call("rename_character"),
        ("character/edit",),
        "F2",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="rename",
    ),
    ActionRow(
        "notes",
        "Not&es…",
        call("edit_notes"),
        ("character/edit",),
        "Ctrl+E",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="notes",
    ),
    ActionRow(
        "shop",
        "&Shop…",
        call("open_shop"),
        ("character/kit",),
        "Ctrl+B",
        "Spend the warrior's gold (Caliburn's Wrath)",
        enabled=lambda s: s.roster.can_shop,
        visible=lambda s: s.roster.caliburn,
        why_not=lambda s: s.roster.kit_problem,
        needs=("warband", ""),
        icon="shop",
    ),
    ActionRow(
        "upgrades",
        "&Options and upgrades…",
        call("open_upgrades"),
        ("character/kit",),
        "Ctrl+U",
        "Options and upgrades (The Beastrider Wars)",
        enabled=lambda s: s.roster.can_upgrade,
        visible=lambda s: s.roster.beastrider,
        why_not=lambda s: s.roster.kit_problem,
        needs=("warband", ""),
        icon="upgrades",
    ),
    ActionRow(
        "move_up",
        "Move &up",
        call("move_character", -1),
        ("character/order",),
        "Ctrl+Up",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="move-up",
    ),
    ActionRow(
        "move_down",
        "Move do&wn",
        call("move_character", 1),
        ("character/order",),
        "Ctrl+Down",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="move-down",
    ),
    ActionRow(
        "retire",
        "Re&tire",
        call("toggle_retired"),
        ("character/status",),
        enabled=lambda s: s.roster.alive,
        alt_text=("Rein&state", lambda s: s.roster.retired),
        needs=("warband", ""),
        icon="retire",
    ),
    ActionRow(
        "delete_character",
        "&Delete character…",
        call("delete_character"),
        ("character/status",),
        K.Delete,
        enabled=character_chosen,
        needs=("warband", ""),
        icon="delete-character",
    ),
    # Games
    ActionRow(
        "new_game",
        "&New game…",
        call("new_game"),
        ("games/edit",),
        "Ctrl+G",
        "Set up a game of the campaign",
        enabled=campaign_open,
        needs=("player", "set up games"),
        icon="new-game",
    ),
    ActionRow(
        "edit_game",
        "C&hange setup…",
        call("edit_game"),
        ("games/edit",),
        "Ctrl+Shift+G",
        "Change the scenario, sides, who is fielded or the points limit of a game not recorded",
        enabled=lambda s: s.game is not None and not s.game.recorded and s.game.playing is None,
        why_not=lambda s: (
            "The game is being played at the table: finish or abandon it first."
            if s.game is not None and s.game.playing is not None
            else why_no_game(s, recorded=False)
        ),
        needs=("organiser", "change games"),
        icon="edit-game",
    ),
    ActionRow(
        "play_game",
        "&Play this game…",
        call("play_game"),
        ("games/edit",),
        "Ctrl+Shift+T",
        "Play the selected game at the table: turns, who acts first, losses and deaths, "
        "tracked as they happen, to be recorded as its outcome",
        enabled=lambda s: game_with_players_to_play(s) and not s.play_refusal(),
        # A member who is not an organiser may only watch.
        why_not=lambda s: s.play_refusal() or why_no_game(s, recorded=False),
        alt_text=(
            lambda s: "&Watch the game at the table…" if s.watches else "Resume &playing…",
            lambda s: s.game is not None and s.game.playing is not None,
        ),
        icon="play",
    ),
    ActionRow(
        "record_game",
        "&Record outcome…",
        call("record_game"),
        ("games/edit",),
        "Ctrl+Shift+R",
        "Record the selected game's outcome, or correct it; on a club server a player reports "
        "it, for the other side to confirm",
        enabled=game_with_players,
        alt_text=(
            lambda s: (
                ("&Report a correction…" if s.reports else "&Correct outcome…")
                if s.game is not None and s.game.recorded
                else "&Report outcome…"
            ),
            lambda s: s.game is not None and (s.game.recorded or s.reports),
        ),
        needs=("game", "report this game"),
        icon="record",
    ),
    ActionRow(
        "confirm_report",
        "C&onfirm report",
        call("confirm_report"),
        ("games/edit",),
        tip="Record the selected game as the other side reported it: both warbands change now",
        enabled=lambda s: not s.report_refusal("confirm"),
        why_not=lambda s: s.report_refusal("confirm"),
        visible=lambda s: s.on_server,  # a file's games are recorded at once
        icon="record",
    ),
    ActionRow(
        "dispute_report",
        "D&ispute report…",
        call("dispute_report"),
        ("games/edit",),
        tip="Say why the other side's report of the selected game is wrong; either of you may "
        "then report it again",
        enabled=lambda s: not s.report_refusal("dispute"),
        why_not=lambda s: s.report_refusal("dispute"),
        visible=lambda s: s.on_server,  # a file's games are recorded at once
        icon="edit-game",
    ),
    ActionRow(
        "discard_report",
        "Disc&ard report",
        call("discard_report"),
        ("games/edit",),
        tip="Take back the report of the selected game",
        enabled=lambda s: not s.report_refusal("discard"),
        why_not=lambda s: s.report_refusal("discard"),
        visible=lambda s: s.on_server,  # a file's games are recorded at once
        icon="delete",
    ),
    ActionRow(
        "game_summary",
        "Game su&mmary…",
        call("game_summary"),
        ("games/edit",),
        tip="Who died, what was lost and the gold paid in the selected game",
        enabled=lambda s: s.game is not None and s.game.recorded,
        why_not=lambda s: why_no_game(s, recorded=True),
        icon="summary",
    ),
    ActionRow(
        "delete_game",
        "&Delete game…",
        call("delete_game"),
        ("games/edit",),
        enabled=lambda s: s.game is not None and not s.game.recorded,
        why_not=lambda s: why_no_game(s, recorded=False),
        needs=("organiser", "delete games"),
        icon="delete",
    ),
    ActionRow(
        "export_pack",
        "Export game-night pac&k…",
        call("export_game_pack"),
        ("games/edit", "campaign/print"),
        "Ctrl+Shift+P",
        "The scenario sheet, each side's roster and the quick reference (PDF)",
        enabled=game_with_players,
        icon="game-pack",
    ),
    # Tools and help
    ActionRow(
        "odds",
        "&Odds helper…",
        call("open_odds"),
        ("tools/odds",),
        "Ctrl+D",
        "The exact chances of an attack, a melee and its injuries",
        enabled=campaign_open,
        icon="odds",
    ),
    ActionRow(
        "shortcuts",
        "&Keyboard shortcuts",
        call("show_shortcuts"),
        ("help/help",),
        K.HelpContents,
        "Every keyboard shortcut of Muster",
        icon="shortcuts",
    ),
    ActionRow("about", "&About Muster", call("about"), ("help/about",), icon="about"),
)

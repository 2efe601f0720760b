"""The window's actions, declared once: one row per action in ``ACTIONS``.

A row gives the action's text, what it does (a method of ``WindowCommands``), where it
appears (``PLACES``: the menus, the toolbar, the warband list's context menu), its shortcut and
status tip, and when it is enabled, shown or named otherwise: predicates over the window's
``WindowState``. ``ActionTable`` (``ui/action_table.py``) makes the ``QAction``s from the
rows, lays out the menus, and applies the predicates again whenever the selection changes.
Adding an action is adding a row.
"""

from __future__ import annotations

from operator import methodcaller as call

from PySide6.QtGui import QKeySequence

from i18n import QT_TRANSLATE_NOOP, translate
from ui.action_rows import (
    ActionRow,
    Place,
    campaign_open,
    character_chosen,
    game_with_players,
    game_with_players_to_play,
    warband_chosen,
    why_no_game,
)
from ui.selection import FILE_MEMBERS

# Where actions can go, each as "place/group". Menus appear on the menu bar in this order.
PLACES = {
    "campaign": Place(
        QT_TRANSLATE_NOOP("Actions", "&Campaign"),
        ("manage", "settings", "demo", "print", "file", "database", "safety", "quit"),
    ),
    "edit": Place(QT_TRANSLATE_NOOP("Actions", "&Edit"), ("undo", "preferences")),
    "warband": Place(QT_TRANSLATE_NOOP("Actions", "&Warband"), ("edit",)),
    "character": Place(
        QT_TRANSLATE_NOOP("Actions", "Ch&aracter"), ("edit", "kit", "order", "status")
    ),
    "games": Place(QT_TRANSLATE_NOOP("Actions", "Game&s"), ("edit",)),
    "tools": Place(QT_TRANSLATE_NOOP("Actions", "T&ools"), ("odds",)),
    "help": Place(QT_TRANSLATE_NOOP("Actions", "&Help"), ("help", "about")),
    "toolbar": Place("", ("campaign", "undo")),  # a separator before each group
    "warbands": Place("", ("edit",)),  # the warband list's context menu
}


SERVER_BACKUPS = QT_TRANSLATE_NOOP(
    "Actions",
    "A club server is backed up by its organiser: main.py backup --db URL --out FILE.sqlite3, or pg_dump (see docs/club-server.md)",  # noqa: E501
)

K = QKeySequence.StandardKey
ACTIONS: tuple[ActionRow, ...] = (
    # Campaign
    ActionRow(
        "new_campaign",
        QT_TRANSLATE_NOOP("Actions", "&New campaign…"),
        call("new_campaign"),
        ("campaign/manage", "toolbar/campaign"),
        K.New,
        QT_TRANSLATE_NOOP("Actions", "Start a new campaign"),
        icon="new-campaign",
    ),
    ActionRow(
        "rename_campaign",
        QT_TRANSLATE_NOOP("Actions", "&Rename campaign…"),
        call("rename_campaign"),
        ("campaign/manage",),
        enabled=campaign_open,
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP(
                "WindowState", "Only the campaign's organisers can rename the campaign"
            ),
        ),
        icon="rename",
    ),
    ActionRow(
        "delete_campaign",
        QT_TRANSLATE_NOOP("Actions", "&Delete campaign…"),
        call("delete_campaign"),
        ("campaign/manage",),
        enabled=campaign_open,
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP(
                "WindowState", "Only the campaign's organisers can delete the campaign"
            ),
        ),
        icon="delete",
    ),
    ActionRow(
        "settings",
        QT_TRANSLATE_NOOP("Actions", "Campaign &settings…"),
        call("campaign_settings"),
        ("campaign/settings", "toolbar/campaign"),
        "Ctrl+,",
        QT_TRANSLATE_NOOP(
            "Actions", "House rules, and the campaign's own profiles, specials and scenarios"
        ),
        enabled=campaign_open,
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP(
                "WindowState", "Only the campaign's organisers can change the campaign's settings"
            ),
        ),
        icon="settings",
    ),
    ActionRow(
        "club_members",
        QT_TRANSLATE_NOOP("Actions", "Club &members…"),
        call("club_members"),
        ("campaign/settings",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "The campaign's organisers and players on the club server, and their warbands",
        ),
        enabled=lambda s: s.on_server and campaign_open(s),
        why_not=lambda s: "" if s.on_server else translate("WindowState", FILE_MEMBERS),
        icon="club-members",
    ),
    ActionRow(
        "demo",
        QT_TRANSLATE_NOOP("Actions", "Create d&emo campaigns"),
        call("create_demo"),
        ("campaign/demo",),
        icon="demo",
    ),
    ActionRow(
        "export_rosters",
        QT_TRANSLATE_NOOP("Actions", "Export r&osters…"),
        call("export_rosters"),
        ("campaign/print",),
        "Ctrl+P",
        QT_TRANSLATE_NOOP("Actions", "Print the roster sheets of the selected warband (PDF)"),
        enabled=warband_chosen,
        icon="print",
    ),
    ActionRow(
        "export_cards",
        QT_TRANSLATE_NOOP("Actions", "Export warrior c&ards…"),
        call("export_cards"),
        ("campaign/print",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "A card per warrior of the selected warband able to play, several to a page, to cut out (PDF)",  # noqa: E501
        ),
        enabled=warband_chosen,
        icon="print",
    ),
    ActionRow(
        "export_all_rosters",
        QT_TRANSLATE_NOOP("Actions", "Export all rosters of the &campaign…"),
        call("export_all_rosters"),
        ("campaign/print",),
        tip=QT_TRANSLATE_NOOP("Actions", "Print every warband's roster sheet (PDF)"),
        enabled=campaign_open,
        icon="print-all",
    ),
    ActionRow(
        "publish_pages",
        QT_TRANSLATE_NOOP("Actions", "Publish as &web pages…"),
        call("publish_pages"),
        ("campaign/print",),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Write the campaign as a folder of web pages, for any web host or a phone"
        ),
        enabled=campaign_open,
        icon="export-file",
    ),
    ActionRow(
        "export_campaign",
        QT_TRANSLATE_NOOP("Actions", "E&xport campaign file…"),
        call("export_campaign_file"),
        ("campaign/file",),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Write the campaign, with everything in it, to a JSON campaign file"
        ),
        enabled=campaign_open,
        icon="export-file",
    ),
    ActionRow(
        "import_campaign",
        QT_TRANSLATE_NOOP("Actions", "&Import campaign file…"),
        call("import_campaign_file"),
        ("campaign/file",),
        "Ctrl+I",
        QT_TRANSLATE_NOOP("Actions", "Add a campaign from a JSON campaign file"),
        icon="import-file",
    ),
    ActionRow(
        "connect",
        QT_TRANSLATE_NOOP("Actions", "Connect to a club ser&ver…"),
        call("connect_to_server"),
        ("campaign/database",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Work on the club's campaigns on a PostgreSQL server, shared with the other players",
        ),
        icon="connect",
    ),
    ActionRow(
        "open_local",
        QT_TRANSLATE_NOOP("Actions", "Open &local file…"),
        call("open_local_file"),
        ("campaign/database",),
        tip=QT_TRANSLATE_NOOP("Actions", "Work on a campaign database file on this computer"),
        icon="open-local",
    ),
    ActionRow(
        "backups",
        QT_TRANSLATE_NOOP("Actions", "&Backups / Restore…"),
        call("open_backups"),
        ("campaign/safety",),
        tip=QT_TRANSLATE_NOOP("Actions", "Back up now, or restore a backup"),
        enabled=lambda s: not s.on_server,
        why_not=lambda s: translate("Actions", SERVER_BACKUPS) if s.on_server else "",
        icon="backups",
    ),
    ActionRow(
        "check",
        QT_TRANSLATE_NOOP("Actions", "C&heck database…"),
        call("open_check"),
        ("campaign/safety",),
        tip=QT_TRANSLATE_NOOP("Actions", "Check the database and repair what is safe"),
        icon="check",
    ),
    ActionRow(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        call("quit"),
        ("campaign/quit",),
        K.Quit,
        icon="quit",
    ),
    # Edit: undo and redo come from the editor (ui/undo.py), with their own shortcuts.
    ActionRow("undo", places=("edit/undo", "toolbar/undo"), icon="undo"),
    ActionRow("redo", places=("edit/undo", "toolbar/undo"), icon="redo"),
    ActionRow(
        "preferences",
        QT_TRANSLATE_NOOP("Actions", "&Preferences…"),
        call("preferences"),
        ("edit/preferences",),
        tip=QT_TRANSLATE_NOOP("Actions", "Muster's own settings: the language it speaks"),
        icon="settings",
    ),
    # Warband
    ActionRow(
        "new_warband",
        QT_TRANSLATE_NOOP("Actions", "&New warband…"),
        call("new_warband"),
        ("warband/edit", "warbands/edit"),
        "Ctrl+Shift+N",
        enabled=campaign_open,
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP("WindowState", "Only the campaign's organisers can add warbands"),
        ),
        icon="new-warband",
    ),
    ActionRow(
        "edit_warband",
        QT_TRANSLATE_NOOP("Actions", "&Edit warband…"),
        call("edit_warband"),
        ("warband/edit", "warbands/edit"),
        enabled=warband_chosen,
        needs=("warband", ""),
        icon="edit-warband",
    ),
    ActionRow(
        "warband_history",
        QT_TRANSLATE_NOOP("Actions", "&History…"),
        call("warband_history"),
        ("warband/edit",),
        "Ctrl+H",
        QT_TRANSLATE_NOOP("Actions", "The warband's history"),
        enabled=warband_chosen,
        icon="history",
    ),
    ActionRow(
        "delete_warband",
        QT_TRANSLATE_NOOP("Actions", "&Delete warband…"),
        call("delete_warband"),
        ("warband/edit", "warbands/edit"),
        enabled=warband_chosen,
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP("WindowState", "Only the campaign's organisers can delete warbands"),
        ),
        icon="delete-warband",
    ),
    # Character
    ActionRow(
        "recruit",
        QT_TRANSLATE_NOOP("Actions", "&Recruit…"),
        call("recruit"),
        ("character/edit",),
        "Ctrl+R",
        QT_TRANSLATE_NOOP("Actions", "Recruit a character into the warband"),
        enabled=warband_chosen,
        needs=("warband", ""),
        icon="recruit",
    ),
    ActionRow(
        "rename_character",
        QT_TRANSLATE_NOOP("Actions", "Re&name…"),
        call("rename_character"),
        ("character/edit",),
        "F2",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="rename",
    ),
    ActionRow(
        "notes",
        QT_TRANSLATE_NOOP("Actions", "Not&es…"),
        call("edit_notes"),
        ("character/edit",),
        "Ctrl+E",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="notes",
    ),
    ActionRow(
        "shop",
        QT_TRANSLATE_NOOP("Actions", "&Shop…"),
        call("open_shop"),
        ("character/kit",),
        "Ctrl+B",
        QT_TRANSLATE_NOOP("Actions", "Spend the warrior's gold (Caliburn's Wrath)"),
        enabled=lambda s: s.roster.can_shop,
        visible=lambda s: s.roster.caliburn,
        why_not=lambda s: s.roster.kit_problem,
        needs=("warband", ""),
        icon="shop",
    ),
    ActionRow(
        "upgrades",
        QT_TRANSLATE_NOOP("Actions", "&Options and upgrades…"),
        call("open_upgrades"),
        ("character/kit",),
        "Ctrl+U",
        QT_TRANSLATE_NOOP("Actions", "Options and upgrades (The Beastrider Wars)"),
        enabled=lambda s: s.roster.can_upgrade,
        visible=lambda s: s.roster.beastrider,
        why_not=lambda s: s.roster.kit_problem,
        needs=("warband", ""),
        icon="upgrades",
    ),
    ActionRow(
        "advance",
        QT_TRANSLATE_NOOP("Actions", "Ad&vance…"),
        call("open_advance"),
        ("character/kit",),
        None,
        QT_TRANSLATE_NOOP("Actions", "Spend the warrior's XP on an advance (Caliburn's Wrath)"),
        enabled=lambda s: s.roster.can_shop,
        visible=lambda s: s.roster.caliburn,
        why_not=lambda s: s.roster.kit_problem,
        needs=("warband", ""),
        icon="upgrades",
    ),
    ActionRow(
        "move_up",
        QT_TRANSLATE_NOOP("Actions", "Move &up"),
        call("move_character", -1),
        ("character/order",),
        "Ctrl+Up",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="move-up",
    ),
    ActionRow(
        "move_down",
        QT_TRANSLATE_NOOP("Actions", "Move do&wn"),
        call("move_character", 1),
        ("character/order",),
        "Ctrl+Down",
        enabled=character_chosen,
        needs=("warband", ""),
        icon="move-down",
    ),
    ActionRow(
        "retire",
        QT_TRANSLATE_NOOP("Actions", "Re&tire"),
        call("toggle_retired"),
        ("character/status",),
        enabled=lambda s: s.roster.alive,
        alt_text=(QT_TRANSLATE_NOOP("Actions", "Rein&state"), lambda s: s.roster.retired),
        needs=("warband", ""),
        icon="retire",
    ),
    ActionRow(
        "delete_character",
        QT_TRANSLATE_NOOP("Actions", "&Delete character…"),
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
        QT_TRANSLATE_NOOP("Actions", "&New game…"),
        call("new_game"),
        ("games/edit",),
        "Ctrl+G",
        QT_TRANSLATE_NOOP("Actions", "Set up a game of the campaign"),
        enabled=campaign_open,
        needs=(
            "player",
            QT_TRANSLATE_NOOP(
                "WindowState", "Only the campaign's organisers and players can set up games"
            ),
        ),
        icon="new-game",
    ),
    ActionRow(
        "edit_game",
        QT_TRANSLATE_NOOP("Actions", "C&hange setup…"),
        call("edit_game"),
        ("games/edit",),
        "Ctrl+Shift+G",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Change the scenario, sides, who is fielded or the points limit of a game not recorded",
        ),
        enabled=lambda s: s.game is not None and not s.game.recorded and s.game.playing is None,
        why_not=lambda s: (
            translate(
                "Actions", "The game is being played at the table: finish or abandon it first."
            )
            if s.game is not None and s.game.playing is not None
            else why_no_game(s, recorded=False)
        ),
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP("WindowState", "Only the campaign's organisers can change games"),
        ),
        icon="edit-game",
    ),
    ActionRow(
        "play_game",
        QT_TRANSLATE_NOOP("Actions", "&Play this game…"),
        call("play_game"),
        ("games/edit",),
        "Ctrl+Shift+T",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Play the selected game at the table: turns, who acts first, losses and deaths, tracked as they happen, to be recorded as its outcome",  # noqa: E501
        ),
        enabled=lambda s: game_with_players_to_play(s) and not s.play_refusal(),
        # A member who is not an organiser may only watch.
        why_not=lambda s: s.play_refusal() or why_no_game(s, recorded=False),
        alt_text=(
            lambda s: (
                QT_TRANSLATE_NOOP("Actions", "&Watch the game at the table…")
                if s.watches
                else QT_TRANSLATE_NOOP("Actions", "Resume &playing…")
            ),
            lambda s: s.game is not None and s.game.playing is not None,
        ),
        icon="play",
    ),
    ActionRow(
        "record_game",
        QT_TRANSLATE_NOOP("Actions", "&Record outcome…"),
        call("record_game"),
        ("games/edit",),
        "Ctrl+Shift+R",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Record the selected game's outcome, or correct it; on a club server a player reports it, for the other side to confirm",  # noqa: E501
        ),
        enabled=game_with_players,
        alt_text=(
            lambda s: (
                (
                    QT_TRANSLATE_NOOP("Actions", "&Report a correction…")
                    if s.reports
                    else QT_TRANSLATE_NOOP("Actions", "&Correct outcome…")
                )
                if s.game is not None and s.game.recorded
                else QT_TRANSLATE_NOOP("Actions", "&Report outcome…")
            ),
            lambda s: s.game is not None and (s.game.recorded or s.reports),
        ),
        needs=(
            "game",
            QT_TRANSLATE_NOOP(
                "WindowState",
                "Only the game's players and the campaign's organisers can report this game",
            ),
        ),
        icon="record",
    ),
    ActionRow(
        "confirm_report",
        QT_TRANSLATE_NOOP("Actions", "C&onfirm report"),
        call("confirm_report"),
        ("games/edit",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Record the selected game as the other side reported it: both warbands change now",
        ),
        enabled=lambda s: not s.report_refusal("confirm"),
        why_not=lambda s: s.report_refusal("confirm"),
        visible=lambda s: s.on_server,  # a file's games are recorded at once
        icon="record",
    ),
    ActionRow(
        "dispute_report",
        QT_TRANSLATE_NOOP("Actions", "D&ispute report…"),
        call("dispute_report"),
        ("games/edit",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Say why the other side's report of the selected game is wrong; either of you may then report it again",  # noqa: E501
        ),
        enabled=lambda s: not s.report_refusal("dispute"),
        why_not=lambda s: s.report_refusal("dispute"),
        visible=lambda s: s.on_server,  # a file's games are recorded at once
        icon="edit-game",
    ),
    ActionRow(
        "discard_report",
        QT_TRANSLATE_NOOP("Actions", "Disc&ard report"),
        call("discard_report"),
        ("games/edit",),
        tip=QT_TRANSLATE_NOOP("Actions", "Take back the report of the selected game"),
        enabled=lambda s: not s.report_refusal("discard"),
        why_not=lambda s: s.report_refusal("discard"),
        visible=lambda s: s.on_server,  # a file's games are recorded at once
        icon="delete",
    ),
    ActionRow(
        "game_summary",
        QT_TRANSLATE_NOOP("Actions", "Game su&mmary…"),
        call("game_summary"),
        ("games/edit",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Who died, what was lost and the gold paid in the selected game, recorded or reported",
        ),
        enabled=lambda s: s.game is not None and (s.game.recorded or s.game.report is not None),
        why_not=lambda s: why_no_game(s, recorded=True),
        icon="summary",
    ),
    ActionRow(
        "delete_game",
        QT_TRANSLATE_NOOP("Actions", "&Delete game…"),
        call("delete_game"),
        ("games/edit",),
        enabled=lambda s: s.game is not None and not s.game.recorded,
        why_not=lambda s: why_no_game(s, recorded=False),
        needs=(
            "organiser",
            QT_TRANSLATE_NOOP("WindowState", "Only the campaign's organisers can delete games"),
        ),
        icon="delete",
    ),
    ActionRow(
        "export_pack",
        QT_TRANSLATE_NOOP("Actions", "Export game-night pac&k…"),
        call("export_game_pack"),
        ("games/edit", "campaign/print"),
        "Ctrl+Shift+P",
        QT_TRANSLATE_NOOP(
            "Actions", "The scenario sheet, each side's roster and the quick reference (PDF)"
        ),
        enabled=game_with_players,
        icon="game-pack",
    ),
    # Tools and help
    ActionRow(
        "odds",
        QT_TRANSLATE_NOOP("Actions", "&Odds helper…"),
        call("open_odds"),
        ("tools/odds",),
        "Ctrl+D",
        QT_TRANSLATE_NOOP("Actions", "The exact chances of an attack, a melee and its injuries"),
        enabled=campaign_open,
        icon="odds",
    ),
    ActionRow(
        "shortcuts",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"),
        call("show_shortcuts"),
        ("help/help",),
        K.HelpContents,
        QT_TRANSLATE_NOOP("Actions", "Every keyboard shortcut of Muster"),
        icon="shortcuts",
    ),
    ActionRow(
        "about",
        QT_TRANSLATE_NOOP("Actions", "&About Muster"),
        call("about"),
        ("help/about",),
        icon="about",
    ),
)

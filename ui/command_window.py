"""What the window's commands (:mod:`ui.window_commands`, :mod:`ui.game_commands`) stand on:
the window they act for (:class:`CommandWindow`) and what every command shares
(:class:`Commands`: the window, the open trackers and tools, deleting after asking)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QTabWidget

from i18n import translate
from models.changed import Changed
from models.club import ClubRole
from models.store.location import DatabaseLocation
from models.store.schema import Campaign
from ui import common
from ui.tasks import Task
from ui.undo import Editor

if TYPE_CHECKING:  # the window's tabs; the Games tab is built when first shown
    from ui.dialogs.shortcuts import ShortcutsDialog
    from ui.games_tab import GamesTab
    from ui.roster_tab import RosterTab
    from ui.tracker.window import TrackerWindow


class CommandWindow(QMainWindow):
    """What the commands need of the window they act for: :class:`ui.main_window.MainWindow`
    builds on this, so that this module need not import the window, and each dialog the
    commands open has the window as its parent."""

    db_path: Path | None  # None on a club server
    location: DatabaseLocation
    editor: Editor
    club_role: ClubRole | None  # yours in the campaign shown, on a club server
    campaign_model: QAbstractItemModel
    action_table: Mapping[str, QAction]
    roster_tab: RosterTab
    tabs: QTabWidget
    # Each row of ui/actions.py is also the window's <name>_action (MainWindow sets them), as
    # commands and tests reach it; tests/ui/test_window_actions.py holds the list to ACTIONS.
    new_campaign_action: QAction
    rename_campaign_action: QAction
    delete_campaign_action: QAction
    settings_action: QAction
    club_members_action: QAction
    demo_action: QAction
    export_rosters_action: QAction
    export_cards_action: QAction
    export_all_rosters_action: QAction
    publish_pages_action: QAction
    export_campaign_action: QAction
    import_campaign_action: QAction
    connect_action: QAction
    open_local_action: QAction
    backups_action: QAction
    check_action: QAction
    quit_action: QAction
    undo_action: QAction
    redo_action: QAction
    preferences_action: QAction
    new_warband_action: QAction
    edit_warband_action: QAction
    warband_history_action: QAction
    delete_warband_action: QAction
    recruit_action: QAction
    rename_character_action: QAction
    notes_action: QAction
    shop_action: QAction
    upgrades_action: QAction
    advance_action: QAction
    move_up_action: QAction
    move_down_action: QAction
    retire_action: QAction
    delete_character_action: QAction
    new_game_action: QAction
    edit_game_action: QAction
    play_game_action: QAction
    record_game_action: QAction
    confirm_report_action: QAction
    dispute_report_action: QAction
    discard_report_action: QAction
    game_summary_action: QAction
    delete_game_action: QAction
    export_pack_action: QAction
    odds_action: QAction
    shortcuts_action: QAction
    about_action: QAction

    @property
    def campaign(self) -> Campaign | None:
        raise NotImplementedError

    @property
    def games_tab(self) -> GamesTab:
        raise NotImplementedError

    def select_campaign(self, campaign_id: int) -> None:
        raise NotImplementedError

    def show_dialog(self, dialog: QDialog, on_accept: Any = None) -> QDialog:
        raise NotImplementedError

    def refresh(self, changed: Changed | None = None) -> None:
        raise NotImplementedError

    def after_restore(self) -> None:
        raise NotImplementedError


class Commands:
    """The window, and what every command shares."""

    def __init__(self, window: CommandWindow) -> None:
        self.window = window
        self.exchange_task: Task | None = None  # an export or import of a campaign file
        self.odds_dialog: QDialog | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.trackers: dict[int, TrackerWindow] = {}  # game id -> its tracker, while open

    def _delete(self, title: str, question: str, label: str, operation: Any, **target: Any) -> None:
        """Ask first (through ``common.confirm``), then delete as one undoable change."""
        question = translate(
            "WindowCommands", "{question}\n\nYou can undo this with Edit ▸ Undo."
        ).format(question=question)
        if common.confirm(self.window, title, question, ok=translate("WindowCommands", "Delete")):
            self.window.editor.attempt(label, operation, **target)

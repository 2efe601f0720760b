"""What the window's actions do: open a dialog on what is selected, or ask first and run an
operation through the editor. ``ui/actions.py`` says which action calls which method."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QTabWidget

import ui.tracker.keys  # noqa: F401  (the tracker's keys, for Help ▸ Keyboard shortcuts)
from i18n import translate
from models import campaigns as campaign_ops
from models import characters as character_ops
from models import games as games_ops
from models.changed import AT_THE_TABLE, Changed
from models.club import ClubRole
from models.errors import MusterError
from models.store.location import DatabaseLocation
from models.store.schema import RETIRED, UNRECORDED, Campaign, Game
from ui import common
from ui.tasks import Task
from ui.undo import Editor

if TYPE_CHECKING:  # the window's tabs; the Games tab is built when first shown
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


class WindowCommands:
    """The handlers of the window's actions; each acts on the window's current selection."""

    def __init__(self, window: CommandWindow) -> None:
        self.window = window
        self.exchange_task: Task | None = None  # an export or import of a campaign file
        self.odds_dialog: QDialog | None = None
        self.shortcuts_dialog: QDialog | None = None
        self.trackers: dict[int, TrackerWindow] = {}  # game id -> its tracker, while open

    def _delete(self, title: str, question: str, label: str, operation: Any, **target: Any) -> None:
        """Ask first (through ``common.confirm``), then delete as one undoable change."""
        question = translate(
            "WindowCommands", "{question}\n\nYou can undo this with Edit ▸ Undo."
        ).format(question=question)
        if common.confirm(self.window, title, question, ok=translate("WindowCommands", "Delete")):
            self.window.editor.attempt(label, operation, **target)

    # --- campaigns --------------------------------------------------------------------

    def new_campaign(self) -> None:
        from ui.dialogs.campaign_new import NewCampaignDialog

        window = self.window

        def done(dialog: NewCampaignDialog) -> None:
            window.select_campaign(dialog.result_value.id)

        window.show_dialog(NewCampaignDialog(window, window.editor), done)

    def rename_campaign(self) -> None:
        from ui.dialogs.rename import RenameDialog

        window = self.window
        if window.campaign is None:
            return
        window.show_dialog(
            RenameDialog(
                window,
                window.editor,
                title=translate("WindowCommands", "Rename campaign"),
                current=window.campaign.name,
                operation=campaign_ops.rename_campaign,
                target={"campaign": window.campaign},
                watch=(window.campaign, "name"),
            )
        )

    def delete_campaign(self) -> None:
        """Delete the campaign on show, with its history. The deletion itself goes on the
        history of the campaign shown next (or of the welcome page), where Undo brings the
        campaign back."""
        window = self.window
        campaign = window.campaign
        if campaign is None or not common.confirm(
            window,
            translate("WindowCommands", "Delete campaign"),
            translate(
                "WindowCommands",
                "Delete the campaign “{campaign}” with all its warbands, characters, games and history?\n\nYou can undo this with Edit ▸ Undo.",  # noqa: E501
            ).format(campaign=campaign.name),
            ok=translate("WindowCommands", "Delete"),
        ):
            return
        try:
            _none, changes = window.editor.record(campaign_ops.delete_campaign, campaign=campaign)
        except MusterError as exc:
            common.show_error(window, str(exc))
            return
        window.editor.forget(campaign.id)
        window.refresh()
        window.editor.push_recorded(
            translate("WindowCommands", "delete campaign “{campaign}”").format(
                campaign=campaign.name
            ),
            changes,
        )

    def campaign_settings(self) -> None:
        from ui.dialogs.settings import CampaignSettingsDialog

        window = self.window
        if window.campaign is not None:
            window.show_dialog(
                CampaignSettingsDialog(window, window.editor, campaign=window.campaign)
            )

    def create_demo(self) -> None:
        from models.demo import create_demo_campaigns

        window = self.window
        try:
            created, changes = window.editor.record(create_demo_campaigns)
        except MusterError as exc:
            common.show_error(window, str(exc))
            return
        window.editor.push_recorded(
            translate("WindowCommands", "create the demo campaigns"),
            changes,
            starts_campaign=created[0].id,
        )
        window.select_campaign(created[0].id)

    def export_campaign_file(self) -> None:
        from ui.exchange import export_campaign_file

        if self.window.campaign is not None:
            self.exchange_task = export_campaign_file(self.window, campaign=self.window.campaign)

    def import_campaign_file(self, path: Path | None = None) -> Task | None:
        """Import a campaign file, asked for (*File ▸ Import campaign file…*) or ``path``, the
        file Muster was opened with, once the user agrees; the running import, or None."""
        from ui.exchange import import_campaign_file

        window = self.window
        self.exchange_task = import_campaign_file(
            window,
            editor=window.editor,
            on_imported=lambda c: window.select_campaign(c.id),
            path=path,
        )
        return self.exchange_task

    def export_rosters(self) -> None:
        from ui.export import export_rosters

        warband = self.window.roster_tab.selected_warband()
        if warband is not None:
            export_rosters(self.window, campaign=warband.campaign, warbands=[warband])

    def export_cards(self) -> None:
        from ui.export import export_cards

        warband = self.window.roster_tab.selected_warband()
        if warband is not None:
            export_cards(self.window, campaign=warband.campaign, warbands=[warband])

    def export_all_rosters(self) -> None:
        from ui.export import export_rosters

        if self.window.campaign is not None:
            export_rosters(self.window, campaign=self.window.campaign)

    def publish_pages(self) -> None:
        from ui.export import publish_pages

        if self.window.campaign is not None:
            publish_pages(self.window, campaign=self.window.campaign)

    def connect_to_server(self) -> None:
        from ui.switching import connect_to_server

        connect_to_server(self.window)

    def open_local_file(self) -> None:
        from ui.switching import open_local_file

        open_local_file(self.window)

    def open_backups(self) -> None:
        from ui.dialogs.backups import BackupsDialog

        window = self.window
        if window.db_path is None:  # a club server: the action is disabled, and says why
            return
        window.show_dialog(BackupsDialog(window, window.db_path, on_restored=window.after_restore))

    def club_members(self) -> None:
        from ui.dialogs.club_members import ClubMembersDialog

        window = self.window
        if window.campaign is None or not window.location.is_server:
            return
        dialog = ClubMembersDialog(window, campaign=window.campaign)
        # Your own role may have changed: the window reads it again.
        dialog.finished.connect(lambda _r: window.refresh() if dialog.changed else None)
        window.show_dialog(dialog)

    def open_check(self) -> None:
        from ui.dialogs.check import CheckDialog

        self.window.show_dialog(CheckDialog(self.window, on_repaired=self.window.refresh))

    def quit(self) -> None:
        self.window.close()

    # --- warbands ---------------------------------------------------------------------

    def new_warband(self) -> None:
        from ui.dialogs.warband_edit import WarbandDialog

        window = self.window
        if window.campaign is None:
            return

        def done(dialog: WarbandDialog) -> None:
            window.roster_tab.select_warband(dialog.result_value.id)

        window.show_dialog(WarbandDialog(window, window.editor, campaign=window.campaign), done)

    def edit_warband(self) -> None:
        from ui.dialogs.warband_edit import WarbandDialog

        window = self.window
        warband = window.roster_tab.selected_warband()
        if warband is not None:
            window.show_dialog(
                WarbandDialog(window, window.editor, campaign=warband.campaign, warband=warband)
            )

    def warband_history(self) -> None:
        from ui.dialogs.warband_history import WarbandHistoryDialog

        warband = self.window.roster_tab.selected_warband()
        if warband is not None:
            self.window.show_dialog(WarbandHistoryDialog(self.window, warband=warband))

    def delete_warband(self) -> None:
        warband = self.window.roster_tab.selected_warband()
        if warband is not None:
            self._delete(
                translate("WindowCommands", "Delete warband"),
                translate(
                    "WindowCommands",
                    "Delete the warband “{warband}” with all its characters and their history?",
                ).format(warband=warband.name),
                translate("WindowCommands", "delete warband “{warband}”").format(
                    warband=warband.name
                ),
                campaign_ops.delete_warband,
                warband=warband,
            )

    # --- characters -------------------------------------------------------------------

    def recruit(self) -> None:
        from ui.dialogs.recruit import RecruitDialog

        window = self.window
        warband = window.roster_tab.selected_warband()
        if warband is None:
            return

        def done(dialog: RecruitDialog) -> None:
            window.roster_tab.select_character(dialog.result_value.id)

        window.show_dialog(RecruitDialog(window, window.editor, warband=warband), done)

    def rename_character(self) -> None:
        from ui.dialogs.rename import RenameDialog

        window = self.window
        character = window.roster_tab.selected_character()
        if character is not None:
            window.show_dialog(
                RenameDialog(
                    window,
                    window.editor,
                    title=translate("WindowCommands", "Rename character"),
                    current=character.name,
                    operation=character_ops.rename_character,
                    target={"character": character},
                    watch=(character, "name"),
                )
            )

    def edit_notes(self) -> None:
        from ui.dialogs.notes import NotesDialog

        window = self.window
        character = window.roster_tab.selected_character()
        if character is not None:
            window.show_dialog(NotesDialog(window, window.editor, character=character))

    def open_shop(self) -> None:
        from ui.dialogs.shop import ShopDialog

        window = self.window
        character = window.roster_tab.selected_character()
        if character is not None and window.action_table["shop"].isEnabled():
            window.show_dialog(ShopDialog(window, window.editor, character=character))

    def open_upgrades(self) -> None:
        from ui.dialogs.upgrades import UpgradesDialog

        window = self.window
        character = window.roster_tab.selected_character()
        if character is not None and window.action_table["upgrades"].isEnabled():
            window.show_dialog(UpgradesDialog(window, window.editor, character=character))

    def move_character(self, offset: int) -> None:
        character = self.window.roster_tab.selected_character()
        if character is not None:
            label = (
                translate("WindowCommands", "move {name} up")
                if offset < 0
                else translate("WindowCommands", "move {name} down")
            )
            self.window.editor.attempt(
                label.format(name=character.name),
                character_ops.move_character,
                character=character,
                offset=offset,
            )

    def toggle_retired(self) -> None:
        editor = self.window.editor
        character = self.window.roster_tab.selected_character()
        if character is None:
            return
        if character.status == RETIRED:
            editor.attempt(
                translate("WindowCommands", "reinstate {name}").format(name=character.name),
                character_ops.reinstate_character,
                character=character,
            )
        else:
            editor.attempt(
                translate("WindowCommands", "retire {name}").format(name=character.name),
                character_ops.retire_character,
                character=character,
            )

    def delete_character(self) -> None:
        character = self.window.roster_tab.selected_character()
        if character is not None:
            self._delete(
                translate("WindowCommands", "Delete character"),
                translate(
                    "WindowCommands",
                    "Delete {name} and his history for good? Games he played keep his name.\n\nA dead or retired character can stay on the roster instead.",  # noqa: E501
                ).format(name=character.name),
                translate("WindowCommands", "delete {name}").format(name=character.name),
                character_ops.delete_character,
                character=character,
            )

    # --- games ------------------------------------------------------------------------

    def new_game(self) -> None:
        from ui.dialogs.game_setup import GameSetupDialog

        window = self.window
        if window.campaign is None:
            return

        def done(dialog: GameSetupDialog) -> None:
            window.tabs.setCurrentWidget(window.games_tab)
            if dialog.result_value is not None:  # accepted: the game set up
                window.games_tab.select_game(dialog.result_value.id)

        window.show_dialog(GameSetupDialog(window, window.editor, campaign=window.campaign), done)

    def edit_game(self) -> None:
        from ui.dialogs.game_setup import GameSetupDialog

        window = self.window
        game = window.games_tab.selected_game()
        if game is None or game.result != UNRECORDED:
            return

        def done(dialog: GameSetupDialog) -> None:
            window.games_tab.select_game(game.id)

        window.show_dialog(
            GameSetupDialog(window, window.editor, campaign=game.campaign, game=game), done
        )

    def record_game(self) -> None:
        from models import tracker as tracker_ops
        from models.reports import report_of
        from ui.dialogs.post_battle import PostBattleDialog

        window = self.window
        game = window.games_tab.selected_game()
        if game is not None:
            # A game played at the table is recorded as the table says, to check and change.
            prefill = tracker_ops.tracked_outcome(game)
            # On a club server a player reports the game, for the other side to confirm.
            reporting = window.club_role is not None and not window.club_role.organises
            report = report_of(game) if window.location.is_server else None
            if report is not None:
                # reported already (and perhaps disputed): shown as reported, to change
                prefill = tracker_ops.TrackedOutcome(
                    winner=report.winner_id,
                    outcomes=report.outcomes,
                    relic_carrier=report.relic_carrier,
                )
            # Once recorded (or corrected), the summary says what the game did.
            window.show_dialog(
                PostBattleDialog(
                    window, window.editor, game=game, prefill=prefill, report=reporting
                ),
                (lambda _dialog: window.refresh())
                if reporting
                else (lambda _dialog: self.game_summary(game)),
            )

    def _report_step(self, operation: Callable[..., object], **kwargs: Any) -> bool:
        """Run a step of a game's report (models/reports.py): written by the club server's own
        functions, so nothing goes on the undo history; the window reads it all again."""
        window = self.window
        try:
            operation(**kwargs)
        except MusterError as exc:
            window.editor.changed_elsewhere(exc)
            common.show_error(window, str(exc))
            return False
        window.refresh()
        return True

    def confirm_report(self) -> None:
        """The other side's report, as confirming it records the game, to confirm (or, from
        there, to dispute); an organiser confirms or settles any."""
        from ui.dialogs.confirm_report import ConfirmReportDialog

        window = self.window
        game = window.games_tab.selected_game()
        if game is None:
            return
        role = window.club_role
        plays = role is not None and bool(
            {side.warband_id for side in games_ops.sides_of(game)} & role.warbands
        )
        try:
            dialog = ConfirmReportDialog(window, window.editor, game=game, may_dispute=plays)
        except MusterError as exc:
            common.show_error(window, str(exc))
            window.refresh()
            return
        dialog.dispute_wanted.connect(self.dispute_report)
        window.show_dialog(dialog, lambda _dialog: self._recorded(game))

    def _recorded(self, game: Game) -> None:
        self.window.refresh()
        self.game_summary(game)

    def dispute_report(self) -> None:
        """Say what is wrong with the other side's report, and about whom."""
        from ui.dialogs.dispute_report import DisputeReportDialog

        window = self.window
        game = window.games_tab.selected_game()
        if game is None:
            return
        try:
            dialog = DisputeReportDialog(window, window.editor, game=game)
        except MusterError as exc:
            common.show_error(window, str(exc))
            window.refresh()
            return
        window.show_dialog(dialog, lambda _dialog: window.refresh())

    def discard_report(self) -> None:
        from models.reports import discard_report

        window = self.window
        game = window.games_tab.selected_game()
        if game is not None and common.confirm(
            window,
            translate("WindowCommands", "Discard report"),
            translate("WindowCommands", "Take back the report of game {number}?").format(
                number=game.number
            ),
        ):
            self._report_step(discard_report, game=game)

    def play_game(self) -> None:
        """Play the selected game at the table: its tracker, begun now or resumed where it
        was. One tracker a game; asking again brings it to the front."""
        from ui.tracker.opening import open_tracker

        window = self.window
        game = window.games_tab.selected_game()
        if game is None or game.result != UNRECORDED:
            return
        shown = self.trackers.get(game.id)
        if shown is not None:
            shown.raise_()
            shown.activateWindow()
            return
        # Begun, or its turn moved on: what the Games tab shows of a game at the table.
        at_the_table = Changed.of_tables(AT_THE_TABLE)
        tracker = open_tracker(
            window, window.editor, game, window.club_role, lambda: window.refresh(at_the_table)
        )
        if tracker is None:
            return
        tracker.tracking_changed.connect(lambda: window.refresh(at_the_table))
        # recorded (or, by a player on a club server, reported): what it did, or would do
        tracker.game_finished.connect(lambda _id: self.game_summary(game))
        tracker.destroyed.connect(lambda _o=None, gid=game.id: self._tracker_closed(gid))
        self.trackers[game.id] = tracker
        tracker.show()

    def _tracker_closed(self, game_id: int) -> None:
        from ui.tracker.opening import let_go

        tracker = self.trackers.pop(game_id, None)
        if tracker is not None:
            let_go(tracker, game_id)

    def game_summary(self, game: Game | None = None) -> None:
        from models.reports import report_of
        from ui.dialogs.game_summary import GameSummaryDialog

        window = self.window
        game = game or window.games_tab.selected_game()
        if game is None:
            return
        game = Game.get_by_id(game.id)
        if game.result != UNRECORDED or (window.location.is_server and report_of(game)):
            window.show_dialog(GameSummaryDialog(window, game=game))

    def delete_game(self) -> None:
        from models import tracker as tracker_ops

        game = self.window.games_tab.selected_game()
        if game is not None:
            playing = tracker_ops.tracked_game(game) is not None
            question = (
                translate(
                    "WindowCommands",
                    "Delete game {number}? It has not been recorded. It is being played at the table: its log goes with it.",  # noqa: E501
                )
                if playing
                else translate("WindowCommands", "Delete game {number}? It has not been recorded.")
            )
            self._delete(
                translate("WindowCommands", "Delete game"),
                question.format(number=game.number),
                translate("WindowCommands", "delete game {number}").format(number=game.number),
                games_ops.delete_game,
                game=game,
            )

    def export_game_pack(self) -> None:
        from ui.export import export_game_pack

        game = self.window.games_tab.selected_game()
        if game is not None:
            export_game_pack(self.window, game=game)

    # --- tools and help ---------------------------------------------------------------

    def open_odds(self) -> None:
        """The odds helper is a calculator to keep open beside the window: not modal."""
        window = self.window
        if window.campaign is None:
            return
        from ui.dialogs.odds import OddsDialog

        dialog = OddsDialog(window, campaign=window.campaign, editor=window.editor)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.odds_dialog = dialog

    def show_shortcuts(self) -> None:
        """Keyboard shortcuts: a list to keep open beside the window, so not modal."""
        from ui.dialogs.shortcuts import ShortcutsDialog

        dialog = ShortcutsDialog(self.window, self.window.action_table)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.shortcuts_dialog = dialog

    def preferences(self) -> None:
        from ui.dialogs.preferences import PreferencesDialog

        self.window.show_dialog(PreferencesDialog(self.window))

    def about(self) -> None:
        from ui.dialogs.about import AboutDialog

        self.window.show_dialog(AboutDialog(self.window, db_path=self.window.location))

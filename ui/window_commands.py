"""What the window's actions do: open a dialog on what is selected, or ask first and run an
operation through the editor. ``ui/actions.py`` says which action calls which method; the game
actions' methods are in ``ui/game_commands.py``, which this class builds on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

import ui.tracker.keys  # noqa: F401  (the tracker's keys, for Help ▸ Keyboard shortcuts)
from i18n import translate
from models import campaigns as campaign_ops
from models import characters as character_ops
from models.errors import MusterError
from models.store.schema import RETIRED
from ui import common
from ui.game_commands import GameCommands
from ui.tasks import Task


class WindowCommands(GameCommands):
    """The handlers of the window's actions; each acts on the window's current selection."""

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

    def open_advance(self) -> None:
        from ui.dialogs.advance import AdvanceDialog

        window = self.window
        character = window.roster_tab.selected_character()
        if character is not None and window.action_table["advance"].isEnabled():
            window.show_dialog(AdvanceDialog(window, window.editor, character=character))

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

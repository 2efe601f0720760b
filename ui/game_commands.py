"""What the window's game actions do (:mod:`ui.window_commands` holds the others): set up a game
and change it, record its outcome, report, confirm, dispute or discard it on a club server, play
it in the tracker, its summary, deleting it and its game-night pack."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from i18n import translate
from models import games as games_ops
from models.changed import AT_THE_TABLE, Changed
from models.errors import MusterError
from models.store.schema import UNRECORDED, Game
from ui import common
from ui.command_window import Commands


class GameCommands(Commands):
    """The handlers of the game actions; each acts on the game selected."""

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

"""The other side's report of a game, to confirm (or dispute): what confirming records, each
warrior's part, and where the report differs from the table's log (models.reports)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QWidget

from i18n import translate
from models.errors import InvalidInput, MusterError
from models.reports import ReportedGame, confirm_outcome, reported_game
from models.store.schema import Game
from rules.games import BEASTRIDER
from ui.dialogs.form import FormDialog
from ui.dialogs.game_summary import give_the_page_the_room, report_html, summary_view
from ui.undo import Editor


class ConfirmReportDialog(FormDialog):
    """Confirming records the game as reported: both warbands change at once, and the
    confirmation is not on anyone's Undo list (an organiser corrects a recorded game). A
    refusal (the report changed, or no longer fits) is said here, and nothing is written."""

    default_size = (820, 620)
    dispute_wanted = Signal()  # the player would rather dispute it

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        game: Game,
        may_dispute: bool,
        reported: ReportedGame | None = None,
    ) -> None:
        self.game = Game.get_by_id(game.id)
        reported = reported or reported_game(self.game)
        if reported is None:
            raise InvalidInput(
                translate("Reports", "Game {number} has no report waiting to be confirmed.").format(
                    number=self.game.number
                )
            )
        super().__init__(
            parent,
            editor,
            "ConfirmReportDialog",
            translate("ConfirmReportDialog", "Confirm the report of game {number}").format(
                number=self.game.number
            ),
        )
        self.reported = reported
        title = reported.summary.title if reported.summary else str(self.game.number)
        self.text_view = summary_view(title)
        beastrider = self.game.campaign.game == BEASTRIDER
        self.text_view.setHtml(report_html(reported, kit_and_gold=not beastrider))
        layout = self.outer_layout
        layout.insertWidget(0, self.text_view, 1)
        give_the_page_the_room(layout)
        self.ok_button.setText(translate("ConfirmReportDialog", "Confirm report"))
        self.ok_button.setToolTip(
            translate(
                "ConfirmReportDialog",
                "Record the game as reported: both warbands change now, and this is not undone here (an organiser corrects a recorded game)",  # noqa: E501
            )
        )
        self.ok_button.setEnabled(reported.summary is not None)
        self.dispute_button = QPushButton(translate("ConfirmReportDialog", "&Dispute…"))
        self.dispute_button.setVisible(may_dispute)
        self.buttons.addButton(self.dispute_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.dispute_button.clicked.connect(self._dispute)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Tab as the buttons are laid out: Confirm, Dispute, Cancel
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        QWidget.setTabOrder(self.ok_button, self.dispute_button)
        QWidget.setTabOrder(self.dispute_button, cancel)

    def _dispute(self) -> None:
        self.dispute_wanted.emit()
        self.reject()

    def submit(self) -> None:
        try:
            confirm_outcome(game=self.game)
        except MusterError as exc:
            self.editor.changed_elsewhere(exc)  # the report or the warbands changed: read them
            raise

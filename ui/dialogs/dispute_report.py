"""Dispute the other side's report of a game: what it says, why it is wrong, and the warriors
it is wrong about (models.reports.dispute_outcome). Nothing changes in either warband; either
player may then report the game again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QWidget,
)

from i18n import translate
from models.errors import InvalidInput, MusterError
from models.games import fielded, sides_of
from models.reports import ReportedGame, dispute_outcome, reported_game
from models.store.schema import Game
from rules.games import BEASTRIDER
from ui.dialogs.form import FormDialog
from ui.dialogs.game_summary import give_the_page_the_room, report_html, summary_view
from ui.undo import Editor
from ui.views import name_for_readers


class DisputeReportDialog(FormDialog):
    """What typed and ticked here stays when the dispute is refused (the report changed
    meanwhile, a reason too long)."""

    default_size = (820, 680)

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        game: Game,
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
            "DisputeReportDialog",
            translate("DisputeReportDialog", "Dispute the report of game {number}").format(
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
        self.reason_edit = QPlainTextEdit()
        self.reason_edit.setTabChangesFocus(True)
        self.reason_edit.setPlaceholderText(
            translate("DisputeReportDialog", "What is wrong with it? The other player reads this.")
        )
        self.reason_edit.setFixedHeight(self.reason_edit.fontMetrics().lineSpacing() * 4 + 12)
        self.form.addRow(translate("DisputeReportDialog", "&Why:"), self.reason_edit)
        self.warrior_list = QListWidget()
        name_for_readers(
            self.warrior_list,
            translate("DisputeReportDialog", "The warriors it is about"),
            translate(
                "DisputeReportDialog",
                "Everyone who took the field; tick those the report is wrong about (Space ticks).",
            ),
        )
        side_names = {side.id: side.warband.name for side in sides_of(self.game)}
        for gc in fielded(self.game):
            item = QListWidgetItem(f"{gc.name} ({side_names.get(gc.side_id, '')})")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, gc.id)
            self.warrior_list.addItem(item)
        rows = min(self.warrior_list.count(), 6)
        self.warrior_list.setFixedHeight(
            self.warrior_list.sizeHintForRow(0) * max(rows, 1) + 2 * self.warrior_list.frameWidth()
        )
        self.form.addRow(translate("DisputeReportDialog", "&About:"), self.warrior_list)
        self.ok_button.setText(translate("DisputeReportDialog", "Dispute report"))

    def named(self) -> list[int]:
        """The fielded characters ticked."""
        return [
            self.warrior_list.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.warrior_list.count())
            if self.warrior_list.item(row).checkState() == Qt.CheckState.Checked
        ]

    def name(self, gc_id: int, on: bool = True) -> None:
        """Tick (or untick) the warrior ``gc_id``, as a user would."""
        for row in range(self.warrior_list.count()):
            item = self.warrior_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == gc_id:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def submit(self) -> None:
        try:
            dispute_outcome(
                game=self.game, reason=self.reason_edit.toPlainText(), warriors=self.named()
            )
        except MusterError as exc:
            self.editor.changed_elsewhere(exc)
            raise

"""After a game is recorded: who died, what was lost, the kit put in the stash, the gold paid."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from models.game_log import GameSummary, game_summary
from models.store.schema import Game
from rules.games import BEASTRIDER
from rules.i18n import translate
from ui.common import MusterDialog


def summary_html(summary: GameSummary, *, kit_and_gold: bool) -> str:
    """The summary as a page: the result, then each kind of consequence, or that there was
    none."""
    parts = [f"<h3>{html.escape(summary.title)}</h3>", f"<p>{html.escape(summary.result)}</p>"]

    def section(title: str, lines: tuple[str, ...], none: str) -> None:
        parts.append(f"<h4>{html.escape(title)}</h4>")
        if not lines:
            parts.append(f"<p>{html.escape(none)}</p>")
            return
        items = "".join(f"<li>{html.escape(line[0].upper() + line[1:])}</li>" for line in lines)
        parts.append(f"<ul>{items}</ul>")

    section(
        translate("GameSummary", "Killed"),
        summary.deaths,
        translate("GameSummary", "Nobody died."),
    )
    section(
        translate("GameSummary", "Lasting injuries"),
        summary.injuries,
        translate("GameSummary", "None."),
    )
    if kit_and_gold:
        section(
            translate("GameSummary", "Lost: broken in the game"),
            summary.lost,
            translate("GameSummary", "Nothing."),
        )
        section(
            translate("GameSummary", "Left in the stash by the dead"),
            summary.stashed,
            translate("GameSummary", "Nothing."),
        )
        section(
            translate("GameSummary", "Gold paid: {gold} gp").format(gold=summary.gold_total),
            summary.gold,
            translate("GameSummary", "None."),
        )
    return "".join(parts)


class GameSummaryDialog(MusterDialog):
    """The summary of a recorded game, to read out at the table; nothing here changes."""

    default_size = (520, 520)

    def __init__(self, parent: QWidget | None, *, game: Game) -> None:
        summary = game_summary(game)
        super().__init__(
            parent,
            "GameSummaryDialog",
            translate("GameSummary", "After the battle — {game}").format(game=summary.title),
        )
        self.summary = summary
        self.text_view = QTextBrowser()
        self.text_view.setObjectName("gameSummary")
        self.text_view.setAccessibleName(
            translate("GameSummary", "What happened in {game}").format(game=summary.title)
        )
        beastrider = game.campaign.game == BEASTRIDER  # that game has no kit to lose, no gold
        self.text_view.setHtml(summary_html(summary, kit_and_gold=not beastrider))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text_view, 1)
        layout.addWidget(buttons)
        if not self._sized:  # as tall as what it says (a short game, a short dialog)
            width = self.default_size[0]
            document = self.text_view.document()
            document.setTextWidth(width - 40)
            frame = 2 * self.text_view.frameWidth() + 2 * document.documentMargin()
            wanted = int(document.size().height() + frame) + buttons.sizeHint().height() + 40
            self.resize(width, max(200, min(wanted, self.default_size[1] + 200)))

"""After a game is recorded: who died, what was lost, the kit put in the stash, the gold paid,
and each warrior's part. On a club server, the same for a game reported and waiting for the
other side: what confirming the report would record, and where it differs from the table."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from i18n import translate
from models.battle_report import Difference
from models.game_log import GameSummary, WarriorPart, game_summary
from models.reports import ReportedGame, reported_game
from models.store.schema import UNRECORDED, Game
from rules.games import BEASTRIDER
from ui.common import MusterDialog
from ui.text import escaped


def summary_html(summary: GameSummary, *, kit_and_gold: bool, warriors_first: bool = False) -> str:
    """The summary as a page: the result, each kind of consequence (or that there was none),
    then each warrior's part (or first, for a report to check)."""
    parts = [f"<h3>{html.escape(summary.title)}</h3>", f"<p>{html.escape(summary.result)}</p>"]
    if summary.relic:
        parts.append(
            "<p>{}</p>".format(
                html.escape(
                    translate("GameSummary", "The relic was carried off by {carrier}.").format(
                        carrier=summary.relic
                    )
                )
            )
        )

    if warriors_first and summary.warriors:
        parts.append(warriors_html(summary.warriors, kit_and_gold=kit_and_gold))

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
    if summary.warriors and not warriors_first:
        parts.append(warriors_html(summary.warriors, kit_and_gold=kit_and_gold))
    return "".join(parts)


def warriors_html(warriors: tuple[WarriorPart, ...], *, kit_and_gold: bool) -> str:
    """Each warrior's part, side by side: his fate, what else happened to him, his kills,
    lasting injuries, (Caliburn's Wrath) the kit he lost and his gold, and the XP he earned
    (K6, when the campaign had experience on)."""
    headers = [
        translate("GameSummary", "Warrior"),
        translate("GameSummary", "Fate"),
        translate("GameSummary", "Wounds and more"),
        translate("GameSummary", "Kills"),
        translate("GameSummary", "Lasting injuries"),
    ]
    if kit_and_gold:
        headers += [translate("GameSummary", "Kit lost"), translate("GameSummary", "Gold")]
    experience = any(part.xp is not None for part in warriors)  # K6 on when it was recorded
    if experience:
        headers.append(translate("GameSummary", "XP"))
    rows = []
    for part in warriors:
        name = f"{part.name} ({part.warband})"
        if part.relic:
            name += " — " + translate("GameSummary", "carried the relic off")
        cells = [
            name,
            part.fate,
            ", ".join(part.took) or "—",
            ", ".join(part.kills) or "—",
            part.injuries or "—",
        ]
        if kit_and_gold:
            cells += [
                part.lost or "—",
                translate("GameSummary", "{gold} gp").format(gold=part.gold),
            ]
        if experience:
            cells.append(
                translate("GameSummary", "{xp} XP").format(xp=part.xp)
                if part.xp is not None
                else "—"
            )
        style = ' style="color: #a01010"' if part.dead else ""
        rows.append(f"<tr{style}>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in headers)
    return (
        f"<h4>{html.escape(translate('GameSummary', 'Each warrior'))}</h4>"
        "<table width='98%' cellspacing='0' cellpadding='3' border='1'>"
        f"<tr>{head}</tr>{''.join(rows)}</table>"
    )


def differences_html(differences: tuple[Difference, ...], *, heading: str, told: str) -> str:
    """Where two tellings of a game differ: the table's log, and ``told`` (the report's, or
    the record's), one line each."""
    if not differences:
        return ""
    items = []
    for difference in differences:
        said = translate("GameSummary", "the table's log: {table} — {told}: {said}").format(
            table=difference.table, told=told, said=difference.told
        )
        who = difference.who or translate("GameSummary", "The result")
        items.append(f"<li><b>{escaped(who)}</b>: {html.escape(said)}</li>")
    return f"<h4>{html.escape(heading)}</h4><ul>{''.join(items)}</ul>"


def report_html(reported: ReportedGame, *, kit_and_gold: bool) -> str:
    """A report as the other side reviews it: who reported it and when, its state, what
    confirming it records, and where it differs from the table."""
    report = reported.report
    parts = []
    when = report.reported.strftime("%Y-%m-%d %H:%M UTC")
    if report.disputed:
        about = ", ".join(reported.named)
        said = (
            translate(
                "GameSummary",
                "Reported by {reporter} ({when}); disputed, about {warriors}: {reason}",
            )
            if about
            else translate("GameSummary", "Reported by {reporter} ({when}); disputed: {reason}")
        ).format(reporter=report.reporter, when=when, warriors=about, reason=report.reason)
    else:
        said = translate(
            "GameSummary",
            "Reported by {reporter} ({when}), waiting for the other side to confirm. Confirming records the game as below.",  # noqa: E501
        ).format(reporter=report.reporter, when=when)
    parts.append(f"<p><i>{html.escape(said)}</i></p>")
    if reported.problem:
        parts.append(f"<p><b>{html.escape(reported.problem)}</b></p>")
    if reported.summary is not None:
        parts.append(summary_html(reported.summary, kit_and_gold=kit_and_gold, warriors_first=True))
    if reported.xp:
        awarded = "".join(
            "<li>"
            + html.escape(translate("GameSummary", "{name}: {xp} XP").format(name=name, xp=xp))
            + "</li>"
            for name, xp in reported.xp
        )
        heading = translate("GameSummary", "Experience confirming awards (K6)")
        parts.append(f"<h4>{html.escape(heading)}</h4><ul>{awarded}</ul>")
    parts.insert(
        1,
        differences_html(
            reported.differences,
            heading=translate("GameSummary", "Where the report differs from the table's log"),
            told=translate("GameSummary", "the report"),
        ),
    )
    return "".join(parts)


class GameSummaryDialog(MusterDialog):
    """The summary of a recorded game, to read out at the table (or of a reported game, as
    confirming it would record it); nothing here changes."""

    default_size = (760, 560)

    def __init__(self, parent: QWidget | None, *, game: Game) -> None:
        game = Game.get_by_id(game.id)
        beastrider = game.campaign.game == BEASTRIDER  # that game has no kit to lose, no gold
        reported = reported_game(game) if game.result == UNRECORDED else None
        if reported is not None:
            summary = reported.summary or game_summary(game)
            title = translate("GameSummary", "Reported — {game}").format(game=summary.title)
            page = report_html(reported, kit_and_gold=not beastrider)
        else:
            summary = game_summary(game)
            title = translate("GameSummary", "After the battle — {game}").format(game=summary.title)
            page = summary_html(summary, kit_and_gold=not beastrider)
        super().__init__(parent, "GameSummaryDialog", title)
        self.summary = summary
        self.reported = reported
        self.text_view = summary_view(summary.title)
        self.text_view.setHtml(page)
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


def give_the_page_the_room(layout: QVBoxLayout) -> None:
    """A form dialog's stretch gives way to the page put above its form."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is not None and item.spacerItem() is not None:
            layout.setStretch(index, 0)


def summary_view(title: str) -> QTextBrowser:
    """The read-only page a summary is shown in, named for screen readers."""
    view = QTextBrowser()
    view.setObjectName("gameSummary")
    view.setAccessibleName(translate("GameSummary", "What happened in {game}").format(game=title))
    return view

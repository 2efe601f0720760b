"""Export roster… and Export game-night pack…: ask for a file, lay the PDF out on a worker
thread, write it atomically, then open it in the system's viewer.

The campaign is read here, on the main thread, into plain data (a quick read); only the
layout and the writing, which take the time, run on the worker.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from i18n import QT_TRANSLATE_NOOP, translate
from models import pdf  # its ReportLab parts load on the first printout
from models.bad_rows import BadRow, left_out_of_rosters, printable_warbands
from models.errors import DatabaseValueError
from models.pdf.paper import PAGE_SIZES, locale_page_size
from models.store.schema import Campaign, Game, Warband
from ui import common
from ui.tasks import Task, run_task

PAGE_SIZE_KEY = "export/page_size"
# Shown as translate("Export", name).
PAGE_SIZE_NAMES = {
    "a4": QT_TRANSLATE_NOOP("Export", "A4"),
    "letter": QT_TRANSLATE_NOOP("Export", "US Letter"),
}


def page_size() -> str:
    """The paper size to print on: the user's choice, else the locale's, as the command line
    chooses it (A4, unless the locale prints on US Letter: models.pdf.paper)."""
    chosen = QSettings().value(PAGE_SIZE_KEY, "", type=str)
    if chosen in PAGE_SIZES:
        return chosen
    return locale_page_size()


def set_page_size(value: str) -> None:
    if value not in PAGE_SIZES:
        raise ValueError(f"Unknown page size {value!r}")
    QSettings().setValue(PAGE_SIZE_KEY, value)


def page_size_menu(parent: QWidget) -> QMenu:
    """A "Paper size" menu (A4, US Letter) for the main window to add next to the exports."""
    menu = QMenu(translate("Export", "Paper si&ze"), parent)
    group = QActionGroup(menu)
    current = page_size()
    for key, name in PAGE_SIZE_NAMES.items():
        action = QAction(translate("Export", name), menu, checkable=True)
        action.setChecked(key == current)
        action.triggered.connect(lambda _checked=False, key=key: set_page_size(key))
        group.addAction(action)
        menu.addAction(action)
    return menu


def export_rosters(
    parent: QWidget | None, *, campaign: Campaign, warbands: Sequence[Warband] | None = None
) -> None:
    """Export roster…: the sheets of ``warbands`` (default: every warband of the campaign)."""
    chosen = list(warbands) if warbands is not None else None
    one = bool(chosen) and len(chosen or ()) == 1
    label = (
        chosen[0].name
        if one and chosen
        else translate("Export", "rosters", "the file name of every roster's sheets")
    )
    title = (
        translate("Export", "Export roster") if one else translate("Export", "Export all rosters")
    )
    path = common.ask_save_path(
        parent, title, common.file_name(campaign.name, label, suffix=".pdf")
    )
    if path is None:
        return
    try:
        printout, left_out = _roster_printout(campaign, chosen)
    except Exception as exc:
        _show_failure(parent, exc)
        return
    if left_out:  # every other warband is printed: say which was not, and the repair
        common.show_error(parent, "\n\n".join(left_out_of_rosters(b, None) for b in left_out))
    _render_and_open(parent, printout, path, translate("Export", "Printing the roster sheets…"))


def _roster_printout(
    campaign: Campaign, chosen: list[Warband] | None
) -> tuple[pdf.Printout, list[BadRow]]:
    """The roster sheets of ``chosen``; a warband with a warrior Muster cannot read is left
    out (and named) when others remain, as ``main.py rosters`` does."""
    try:
        return pdf.roster_printout(campaign=campaign, warbands=chosen), []
    except DatabaseValueError:
        others, left_out = printable_warbands(campaign, chosen)
        if not left_out or not others:
            raise
    return pdf.roster_printout(campaign=campaign, warbands=others), left_out


def export_cards(
    parent: QWidget | None, *, campaign: Campaign, warbands: Sequence[Warband]
) -> None:
    """Export warrior cards…: a card per warrior of ``warbands`` able to play, to cut out."""
    chosen = list(warbands)
    label = (
        translate("Export", "{warband} cards", "a file name").format(warband=chosen[0].name)
        if len(chosen) == 1
        else translate("Export", "cards", "a file name")
    )
    path = common.ask_save_path(
        parent,
        translate("Export", "Export warrior cards"),
        common.file_name(campaign.name, label, suffix=".pdf"),
    )
    if path is None:
        return
    try:
        printout = pdf.roster_printout(campaign=campaign, warbands=chosen)
    except Exception as exc:
        _show_failure(parent, exc)
        return
    _render_and_open(
        parent,
        printout,
        path,
        translate("Export", "Printing the warrior cards…"),
        render=pdf.render_card_printout,
    )


def export_game_pack(parent: QWidget | None, *, game: Game) -> None:
    """Export game-night pack…: the scenario sheet, each side's roster, the quick reference."""
    campaign = game.campaign
    game_name = translate("Export", "game {number}", "in a file name").format(number=game.number)
    suggested = common.file_name(campaign.name, game_name, suffix=".pdf")
    path = common.ask_save_path(parent, translate("Export", "Export game-night pack"), suggested)
    if path is None:
        return
    try:
        printout = pdf.game_pack_printout(game=game)
    except Exception as exc:
        _show_failure(parent, exc)
        return
    _render_and_open(parent, printout, path, translate("Export", "Printing the game-night pack…"))


def _render_and_open(
    parent: QWidget | None,
    printout: pdf.Printout,
    path: Path,
    busy_text: str,
    render: Callable[[pdf.Printout, pdf.PdfOptions], bytes] | None = None,
) -> Task:
    paper = page_size()
    options = pdf.PdfOptions(page_size=paper)
    lay_out = render or pdf.render_printout

    def work() -> Path:
        return pdf.write_pdf(path, lay_out(printout, options))

    def done(written: Path) -> None:
        said_where(parent, written, paper)
        if not common.open_file(written):
            common.show_error(
                parent,
                translate(
                    "Export", "The PDF was saved as {path}, but no program could open it."
                ).format(path=written),
            )

    return run_task(
        parent,
        work,
        on_done=done,
        on_error=lambda exc: _show_failure(parent, exc),
        busy_text=busy_text,
    )


def said_where(parent: QWidget | None, path: Path, paper: str) -> None:
    """Say in the window's status bar where the PDF went and on which paper, whether a viewer
    opens it or not (the message stays a while: a viewer may take the focus meanwhile)."""
    window = parent.window() if parent is not None else None
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(
            translate("Export", "Saved {path} ({paper}).").format(
                path=path, paper=translate("Export", PAGE_SIZE_NAMES[paper])
            ),
            SAID_FOR_MS,
        )


SAID_FOR_MS = 30_000


def _show_failure(parent: QWidget | None, error: Exception) -> None:
    """A printout that failed: its reason, or what the database check finds wrong with the
    data it read; anything else is a bug, shown in the crash report as anywhere in the app."""
    from models.check import explain_failure  # the check is big: loaded when a printout fails

    explained = explain_failure(error)
    if explained is not None:
        common.show_error(parent, str(explained))
    else:
        sys.excepthook(type(error), error, error.__traceback__)


def publish_pages(parent: QWidget | None, *, campaign: Campaign) -> Task | None:
    """Campaign ▸ Publish as web pages…: the campaign as a folder of static pages
    (models/publish.py), written off the UI thread; the folder's front page opens once done."""
    from models.bad_rows import left_out_of_pages
    from models.publish import publish_campaign

    out = common.ask_folder(
        parent, translate("Export", "Publish as web pages: choose a folder for the pages")
    )
    if out is None:
        return None
    campaign_id = campaign.id

    def work() -> tuple[Path, tuple[BadRow, ...]]:
        published = publish_campaign(campaign=Campaign.get_by_id(campaign_id), out=out)
        return out / "index.html", published.left_out

    def failed(exc: Exception) -> None:
        from models.errors import MusterError

        if isinstance(exc, MusterError):
            common.show_error(parent, str(exc), title=translate("Export", "Publish as web pages"))
        else:
            _show_failure(parent, exc)

    def done(made: tuple[Path, tuple[BadRow, ...]]) -> None:
        index, left_out = made
        if left_out:  # every other page was made: say which were not, and the repair
            common.show_error(
                parent,
                "\n\n".join(left_out_of_pages(bad, None) for bad in left_out),
                title=translate("Export", "Publish as web pages"),
            )
        if not common.open_file(index):
            common.show_error(
                parent,
                translate(
                    "Export",
                    "The pages were published in {folder}, but no browser could open them.",
                ).format(folder=out),
            )

    return run_task(
        parent,
        work,
        on_done=done,
        on_error=failed,
        busy_text=translate("Export", "Publishing “{campaign}” as web pages…").format(
            campaign=campaign.name
        ),
    )

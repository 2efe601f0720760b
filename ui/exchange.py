"""Campaign ▸ Export… and Import…: campaign files chosen by the user, written and read by
:mod:`models.exchange`.

The main window wires the two functions to its menu. Both run off the UI thread (a big
campaign takes seconds) on the worker's own connection, and hand back only ids (see
:mod:`ui.tasks`). The import's recorded changes go on the window's :class:`~ui.undo.Editor`,
so Edit ▸ Undo removes the imported campaign again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMainWindow, QWidget

from i18n import QT_TRANSLATE_NOOP, translate
from models.changes import ChangeSet, recording
from models.check import explain_failure
from models.errors import MusterError
from models.exchange import import_campaign, open_campaign_file, write_campaign_file
from models.store.connection import bound_path
from models.store.schema import Campaign
from ui import common
from ui.tasks import Task, run_task
from ui.undo import Editor

# Shown as translate("Exchange", FILE_FILTER).
FILE_FILTER = QT_TRANSLATE_NOOP("Exchange", "Muster campaigns (*.json);;All files (*)")


def suggested_file_name(campaign_name: str) -> str:
    """A file name for a campaign's export: its name, made safe for every file system."""
    fallback = translate("Exchange", "campaign", "the file name of a campaign without a name")
    return common.file_name(campaign_name, suffix=".json", fallback=fallback)


def export_campaign_file(parent: QWidget | None, *, campaign: Campaign) -> Task | None:
    """Ask where to save ``campaign``, then write it there off the UI thread.

    Returns the running :class:`~ui.tasks.Task` (its ``finished`` signal tells when the file
    is written or the error shown), or None when the user cancelled.
    """
    title = translate("Exchange", "Export campaign")
    path = common.ask_save_path(parent, title, suggested_file_name(campaign.name))
    if path is None:
        return None
    campaign_id = campaign.id

    def work() -> Path:
        return write_campaign_file(Campaign.get_by_id(campaign_id), path)

    def failed(exc: Exception) -> None:
        explained = explain_failure(exc)  # values the database should not hold: which
        if explained is None:
            raise exc
        common.show_error(
            parent,
            translate("Exchange", "The campaign was not exported: {problem}").format(
                problem=explained
            ),
            title=title,
        )

    def done(written: Path) -> None:
        window = parent.window() if parent is not None else None
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(
                translate("Exchange", "Exported “{campaign}” to {path}").format(
                    campaign=campaign.name, path=written
                ),
                8000,
            )

    busy = translate("Exchange", "Exporting “{campaign}”…").format(campaign=campaign.name)
    return run_task(parent, work, on_done=done, on_error=failed, busy_text=busy)


def import_campaign_file(
    parent: QWidget | None,
    *,
    editor: Editor,
    on_imported: Callable[[Campaign], None],
    path: Path | None = None,
) -> Task | None:
    """Ask for a campaign file and add it as a new campaign (undoable); then ``on_imported``.
    Given ``path`` (the file Muster was opened with), ask whether to import it instead.

    The import runs off the UI thread, on its own connection to the database, while the
    window stays painted but takes no input. A file that cannot be read or imported is
    explained in a message box and changes nothing. Returns the running task, or None when
    nothing was started.
    """
    title = translate("Exchange", "Import campaign")
    if path is None:
        path = common.ask_open_path(parent, title, translate("Exchange", FILE_FILTER))
    elif not common.confirm(
        parent,
        title,
        translate(
            "Exchange", "Import the campaign file “{file}” into this database as a new campaign?"
        ).format(file=path.name),
        ok=translate("Exchange", "Import"),
    ):
        return None
    if path is None:
        return None
    try:
        data = open_campaign_file(path)  # checked here, read on the worker
    except MusterError as exc:
        common.show_error(parent, _not_imported(path, exc), title=title)
        return None
    db_path = bound_path()
    window = parent.window() if parent is not None else None

    def work() -> tuple[int, ChangeSet]:
        with recording() as changes:
            campaign = import_campaign(data, db_path=db_path)
        return campaign.id, changes

    def done(result: tuple[int, ChangeSet]) -> None:
        _enable(window)
        campaign_id, changes = result
        campaign = Campaign.get_by_id(campaign_id)
        editor.push_recorded(
            translate("Exchange", "import campaign “{campaign}”").format(campaign=campaign.name),
            changes,
            starts_campaign=campaign_id,
        )
        on_imported(campaign)

    def failed(exc: Exception) -> None:
        _enable(window)
        if not isinstance(exc, MusterError):
            raise exc
        common.show_error(parent, _not_imported(path, exc), title=title)

    if window is not None:
        window.setEnabled(False)  # no edits while the import holds the database
    busy = translate("Exchange", "Importing {file}…").format(file=path.name)
    return run_task(parent, work, on_done=done, on_error=failed, busy_text=busy)


def _not_imported(path: Path, exc: MusterError) -> str:
    return translate("Exchange", "{file} was not imported. {problem}").format(
        file=path.name, problem=exc
    )


def _enable(window: QWidget | None) -> None:
    if window is not None:
        window.setEnabled(True)

"""Campaign ▸ Export… and Import…: campaign files chosen by the user, written and read by
:mod:`models.exchange`.

The main window wires the two functions to its menu. The import runs through the window's
:class:`~ui.undo.Editor`, so Edit ▸ Undo removes the imported campaign again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from models.db import bound_path
from models.errors import MusterError
from models.exchange import import_campaign, read_campaign_file, write_campaign_file
from models.schema import Campaign
from ui import common
from ui.undo import Editor

FILE_FILTER = "Muster campaigns (*.json);;All files (*)"
# Characters that some file systems do not allow in a file name.
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]+')


def suggested_file_name(campaign_name: str) -> str:
    """A file name for a campaign's export: its name, made safe for every file system."""
    stem = _UNSAFE.sub("_", campaign_name).strip(" .") or "campaign"
    return f"{stem}.json"


def export_campaign_file(parent: QWidget | None, *, campaign: Campaign) -> Path | None:
    """Ask where to save ``campaign`` and write it there; the file written, or None."""
    path = common.ask_save_path(parent, "Export campaign", suggested_file_name(campaign.name))
    if path is None:
        return None
    try:
        with _busy():
            return write_campaign_file(campaign, path)
    except MusterError as exc:
        common.show_error(parent, f"The campaign was not exported: {exc}", title="Export campaign")
        return None


def import_campaign_file(
    parent: QWidget | None, *, editor: Editor, on_imported: Callable[[Campaign], None]
) -> Campaign | None:
    """Ask for a campaign file and add it as a new campaign (undoable); then ``on_imported``.

    A file that cannot be read or imported is explained in a message box and changes nothing.
    """
    path = common.ask_open_path(parent, "Import campaign", FILE_FILTER)
    if path is None:
        return None
    try:
        with _busy():
            data = read_campaign_file(path)
            campaign = editor.run(
                "Import campaign", import_campaign, document=data, db_path=bound_path()
            )
    except MusterError as exc:
        common.show_error(parent, f"{path.name} was not imported. {exc}", title="Import campaign")
        return None
    on_imported(campaign)
    return campaign


class _busy:
    """The wait cursor while a big campaign is written or read (on the UI thread: the
    database connection and the undo recording belong to it)."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *_exc: object) -> None:
        QGuiApplication.restoreOverrideCursor()

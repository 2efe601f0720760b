"""The damaged database at start-up: say so, and offer the latest good backup."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from models.errors import MusterError
from models.store.backup import backup_dir_for, backup_info, latest_good_backup, restore_backup
from ui.common import message_box

RESTORE_TEXT = "Restore latest backup"
QUIT_TEXT = "Quit"


def offer_latest_backup(
    parent: QWidget | None, db_path: Path, problem: str, *, give_up: str = QUIT_TEXT
) -> bool:
    """Tell the user the database is damaged; restore the latest good backup if they ask.

    Returns True when the backup was restored (the caller then opens the database again),
    False when the user chose to quit (``give_up``: Quit at start-up, Cancel when opening
    another file in the window) or nothing could be restored. The damaged file is never
    overwritten: the restore moves it aside first and says where.
    """
    good = latest_good_backup(db_path)
    box = QMessageBox(parent)
    box.setObjectName("DamagedDatabaseBox")
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle("Muster's database is damaged")
    box.setTextFormat(Qt.TextFormat.PlainText)  # a path may hold anything
    box.setText(
        f"Muster's database is damaged, so it was not opened:\n\n{problem}\n\n"
        "Muster has not changed the file."
    )
    restore = None
    if good is not None:
        info = backup_info(good, db_path)
        when = f" from {info.created:%A %d %B %Y, %H:%M}" if info else ""
        box.setInformativeText(
            f"The latest good backup is{when}:\n{good}\n\n"
            "Restoring it keeps the damaged file beside it, renamed, so nothing is thrown "
            "away. Changes made after that backup are not in it."
        )
        restore = box.addButton(RESTORE_TEXT, QMessageBox.ButtonRole.AcceptRole)
    else:
        box.setInformativeText(
            f"There is no good backup in {backup_dir_for(db_path)}. Keep the damaged file: "
            "it may still be rescued with SQLite's own tools."
        )
    quit_button = box.addButton(give_up, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(restore or quit_button)
    box.exec()
    if restore is None or box.clickedButton() is not restore:
        return False
    assert good is not None
    try:
        aside = restore_backup(db_path, good)
    except MusterError as exc:
        message_box(
            parent,
            "The backup was not restored",
            f"{exc}\n\nNothing was changed.",
            icon=QMessageBox.Icon.Critical,
        ).exec()
        return False
    message_box(
        parent,
        "Backup restored",
        f"The backup was restored. The damaged file was kept as:\n{aside}",
        icon=QMessageBox.Icon.Information,
    ).exec()
    return True

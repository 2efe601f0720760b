"""The damaged database at start-up: say so, and offer the latest good backup."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from models.errors import MusterError
from models.store.backup import backup_dir_for, backup_info, latest_good_backup, restore_backup
from rules.i18n import QT_TRANSLATE_NOOP, translate
from ui.common import message_box
from ui.dialogs.backups import local_time

RESTORE_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Restore latest backup")
QUIT_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Quit")
# The other give-up button a caller passes (translated here too, when it comes in English).
CANCEL_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Cancel")


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
    box.setWindowTitle(translate("DamagedDatabase", "Muster's database is damaged"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # a path may hold anything
    box.setText(
        translate(
            "DamagedDatabase",
            "Muster's database is damaged, so it was not opened:\n\n{problem}\n\nMuster has not changed the file.",  # noqa: E501
        ).format(problem=problem)
    )
    restore = None
    if good is not None:
        info = backup_info(good, db_path)
        if info:
            said = translate(
                "DamagedDatabase",
                "The latest good backup is from {when}:\n{file}\n\nRestoring it keeps the damaged file beside it, renamed, so nothing is thrown away. Changes made after that backup are not in it.",  # noqa: E501
            )
        else:
            said = translate(
                "DamagedDatabase",
                "The latest good backup is:\n{file}\n\nRestoring it keeps the damaged file beside it, renamed, so nothing is thrown away. Changes made after that backup are not in it.",  # noqa: E501
            )
        # Qt's date pattern: "Friday 14 March 2025, 20:15"
        pattern = translate("DamagedDatabase", "dddd dd MMMM yyyy, HH:mm")
        when = local_time(info.created, pattern) if info else ""
        box.setInformativeText(said.format(when=when, file=good))
        restore = box.addButton(
            translate("DamagedDatabase", RESTORE_TEXT), QMessageBox.ButtonRole.AcceptRole
        )
    else:
        box.setInformativeText(
            translate(
                "DamagedDatabase",
                "There is no good backup in {folder}. Keep the damaged file: it may still be rescued with SQLite's own tools.",  # noqa: E501
            ).format(folder=backup_dir_for(db_path))
        )
    quit_button = box.addButton(
        translate("DamagedDatabase", give_up), QMessageBox.ButtonRole.RejectRole
    )
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
            translate("DamagedDatabase", "The backup was not restored"),
            translate("DamagedDatabase", "{problem}\n\nNothing was changed.").format(problem=exc),
            icon=QMessageBox.Icon.Critical,
        ).exec()
        return False
    message_box(
        parent,
        translate("DamagedDatabase", "Backup restored"),
        translate(
            "DamagedDatabase", "The backup was restored. The damaged file was kept as:\n{file}"
        ).format(file=aside),
        icon=QMessageBox.Icon.Information,
    ).exec()
    return True

"""The damaged database at start-up: say so, and offer the latest good backup (and, when the
damage is in its -wal or -journal, to go on without what cannot be read of it, a copy of both
kept first)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError
from models.store.backup import backup_dir_for, backup_info, latest_good_backup, restore_backup
from ui.common import message_box
from ui.dialogs.backups import local_time

RESTORE_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Restore latest backup")
DROP_LOG_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Keep a copy and open without them")
QUIT_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Quit")
# The other give-up button a caller passes (translated here too, when it comes in English).
CANCEL_TEXT = QT_TRANSLATE_NOOP("DamagedDatabase", "Cancel")
# What the user chose besides giving up (offer_latest_backup's answers).
RESTORED, DROP_LOG = "restored", "drop log"


def offer_latest_backup(
    parent: QWidget | None,
    db_path: Path,
    problem: str,
    *,
    give_up: str = QUIT_TEXT,
    log: bool = False,
) -> str | None:
    """Tell the user the database is damaged; restore the latest good backup if they ask.

    Returns :data:`RESTORED` when the backup was restored (the caller then opens the database
    again), None when the user chose to quit (``give_up``: Quit at start-up, Cancel when
    opening another file in the window) or nothing could be restored. The damaged file is
    never overwritten: the restore moves it aside first and says where. With ``log`` (the
    damage is in the -wal or -journal beside it) the user may also go on without what cannot
    be read of it: :data:`DROP_LOG`, and the caller opens it so
    (``open_database(drop_damaged_log=True)``, which keeps a copy of both first).
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
    drop = None
    if log:
        box.setInformativeText(
            "\n\n".join(
                (
                    box.informativeText(),
                    translate(
                        "DamagedDatabase",
                        "Or keep a copy of the file and of its damaged log beside it, and open the database with what SQLite can read: the changes it cannot read are then in the copy only.",  # noqa: E501
                    ),
                )
            )
        )
        drop = box.addButton(
            translate("DamagedDatabase", DROP_LOG_TEXT), QMessageBox.ButtonRole.DestructiveRole
        )
    quit_button = box.addButton(
        translate("DamagedDatabase", give_up), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(restore or quit_button)
    box.exec()
    if drop is not None and box.clickedButton() is drop:
        return DROP_LOG
    if restore is None or box.clickedButton() is not restore:
        return None
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
        return None
    message_box(
        parent,
        translate("DamagedDatabase", "Backup restored"),
        translate(
            "DamagedDatabase", "The backup was restored. The damaged file was kept as:\n{file}"
        ).format(file=aside),
        icon=QMessageBox.Icon.Information,
    ).exec()
    return RESTORED


def tell_log_set_aside(parent: QWidget | None, aside: Path) -> None:
    """Say where the copy of a database and its damaged log was kept."""
    message_box(
        parent,
        translate("DamagedDatabase", "Database opened"),
        translate(
            "DamagedDatabase",
            "The database was opened with what SQLite could read. The file and its damaged log, as they were, were kept as:\n{file}",  # noqa: E501
        ).format(file=aside),
        icon=QMessageBox.Icon.Information,
    ).exec()

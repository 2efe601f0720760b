"""Backups / Restore…: the list of backups, "Back up now", and restoring one."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError
from models.store.backup import (
    MANUAL,
    BackupInfo,
    backup_dir_for,
    list_backups,
    make_backup,
    restore_backup,
)
from models.store.connection import db
from models.store.lifecycle import open_database
from ui import common
from ui.item_models import RecordTableModel
from ui.views import keyboard_friendly, name_for_readers, sortable


def human_size(size: int) -> str:
    """A file size as people read it: 980 bytes, 12.4 kB, 3.1 MB (the number in the language's
    way: 12,4 kB in German)."""
    if size < 1000:
        return translate("BackupsDialog", "{size} bytes").format(size=size)
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    scaled = float(size)
    for unit in ("kB", "MB", "GB"):
        scaled /= 1000
        if scaled < 1000 or unit == "GB":
            return f"{locale.toString(scaled, 'f', 1)} {unit}"
    raise AssertionError("unreachable")


def local_time(moment: dt.datetime, pattern: str) -> str:
    """``moment`` written with Qt's date ``pattern`` ("dddd dd MMMM yyyy"), in the language's
    names of days and months."""
    when = QDateTime(
        QDate(moment.year, moment.month, moment.day),
        QTime(moment.hour, moment.minute, moment.second),
    )
    return QLocale().toString(when, pattern)


class BackupTableModel(RecordTableModel):
    """The backups of one database, newest first; RecordRole gives the BackupInfo."""

    COL_TAKEN, COL_REASON, COL_SIZE, COL_FILE = range(4)
    headers = (
        QT_TRANSLATE_NOOP("BackupsDialog", "Taken"),
        QT_TRANSLATE_NOOP("BackupsDialog", "Why"),
        QT_TRANSLATE_NOOP("BackupsDialog", "Size"),
        QT_TRANSLATE_NOOP("BackupsDialog", "File"),
    )
    time_columns = (COL_TAKEN,)

    def sort_key(self, info: BackupInfo, column: int) -> Any:
        # A date as written ("Mon 05 May") and a size in its unit ("3.1 MB") sort as what
        # they say.
        if column == self.COL_TAKEN:
            return info.created
        if column == self.COL_SIZE:
            return info.size
        return super().sort_key(info, column)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        found = super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole and isinstance(found, str):
            return translate("BackupsDialog", found)
        return found

    def cell(self, info: BackupInfo, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.COL_TAKEN:
                # Qt's date pattern: "Fri 14 Mar 2025, 20:15"
                return local_time(
                    info.created, translate("BackupsDialog", "ddd dd MMM yyyy, HH:mm")
                )
            if column == self.COL_REASON:
                return info.reason_text
            if column == self.COL_SIZE:
                return human_size(info.size)
            if column == self.COL_FILE:
                return info.path.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return str(info.path)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.COL_SIZE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class BackupsDialog(common.MusterDialog):
    """Lists the backups of ``db_path``; backs up now; restores the selected one.

    A restore backs up the current state first, then reopens the database itself;
    ``on_restored`` is called afterwards so the window can reload what it shows (and clear
    its undo stack, whose steps refer to the state before the restore).
    """

    default_size = (720, 440)

    def __init__(
        self, parent: QWidget | None, db_path: Path, *, on_restored: Callable[[], None]
    ) -> None:
        super().__init__(parent, "BackupsDialog", translate("BackupsDialog", "Backups"))
        self.db_path = Path(db_path)
        self._on_restored = on_restored
        intro = QLabel(
            translate(
                "BackupsDialog",
                "Backups of {database} are kept in {folder}. Muster backs up when it starts (if anything changed since the day before), before every upgrade and import, and before a restore.",  # noqa: E501
            ).format(database=self.db_path.name, folder=backup_dir_for(self.db_path))
        )
        intro.setWordWrap(True)
        self.model = BackupTableModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        name_for_readers(
            self.table,
            translate("BackupsDialog", "Backups"),
            translate("BackupsDialog", "Each backup of the database, newest first, to restore."),
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        keyboard_friendly(self.table)
        sortable(self.table)
        self.table.horizontalHeader().setSectionResizeMode(
            BackupTableModel.COL_FILE, QHeaderView.ResizeMode.Stretch
        )
        self.message = common.message_label()
        self.backup_button = QPushButton(translate("BackupsDialog", "&Back up now"))
        self.restore_button = QPushButton(translate("BackupsDialog", "&Restore…"))
        self.restore_button.setEnabled(False)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.backup_button)
        buttons.addWidget(self.restore_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.backup_button.clicked.connect(self.back_up_now)
        self.restore_button.clicked.connect(self.restore_selected)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.table.doubleClicked.connect(self.restore_selected)
        self.refresh()

    def refresh(self) -> None:
        self.model.set_rows(list_backups(self.db_path))
        self.table.resizeColumnsToContents()
        self._selection_changed()

    def selected(self) -> BackupInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.record(rows[0].row()) if rows else None

    def _selection_changed(self, *_args: object) -> None:
        self.restore_button.setEnabled(self.selected() is not None)

    def _select(self, path: Path) -> None:
        for row in range(self.model.rowCount()):
            if self.model.record(row).path == path:
                self.table.selectRow(row)
                return

    def back_up_now(self) -> None:
        try:
            path = make_backup(self.db_path, reason=MANUAL)
        except MusterError as exc:
            common.set_message(
                self.message,
                translate("BackupsDialog", "No backup was made: {problem}.").format(problem=exc),
            )
            return
        self.refresh()
        self._select(path)
        common.set_message(
            self.message,
            translate("BackupsDialog", "Backed up to {file}.").format(file=path.name),
            common.OK_STYLE,
        )

    def restore_selected(self, *_args: object) -> None:
        info = self.selected()
        if info is None:
            return
        if not common.confirm(
            self,
            translate("BackupsDialog", "Restore a backup"),
            translate(
                "BackupsDialog",
                "Restore the backup taken {day} at {time}?\n\nEvery campaign in this database goes back to how it was then. Muster first backs up the current state, so you can come back to it by restoring that copy.",  # noqa: E501
            ).format(
                # Qt's date pattern: "Friday 14 March 2025"
                day=local_time(info.created, translate("BackupsDialog", "dddd dd MMMM yyyy")),
                time=local_time(info.created, "HH:mm"),
            ),
            ok=translate("BackupsDialog", "Restore"),
        ):
            return
        try:
            safety = restore_backup(self.db_path, info.path)
        except MusterError as exc:
            common.set_message(
                self.message,
                translate("BackupsDialog", "Nothing was restored: {problem}.").format(problem=exc),
            )
            self._reopen()
            return
        if not self._reopen():
            return
        self._on_restored()
        self.refresh()
        common.set_message(
            self.message,
            translate(
                "BackupsDialog",
                "Restored the backup taken {when}. The state before the restore is kept as {file}.",
            ).format(
                # Qt's date pattern: "14 Mar 2025, 20:15"
                when=local_time(info.created, translate("BackupsDialog", "dd MMM yyyy, HH:mm")),
                file=safety.name,
            ),
            common.OK_STYLE,
        )

    def _reopen(self) -> bool:
        if db.obj is not None and not db.obj.is_closed():
            return True
        try:
            open_database(self.db_path)
        except MusterError as exc:
            common.set_message(
                self.message,
                translate(
                    "BackupsDialog", "The database could not be opened again: {problem}."
                ).format(problem=exc),
            )
            return False
        return True

"""Help ▸ About Muster: the version, the licences, and where the data and backups live."""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QIcon
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models import __version__
from models.store.backup import backup_dir_for
from models.store.connection import default_db_path
from models.store.location import DatabaseLocation, parse_location
from ui import common
from ui.resources import ICON, LICENCES, RESOURCES
from ui.text import plain_label, tip

# (what, its licence, the licence's text); what and the licence are translated where shown
CREDITS: tuple[tuple[str, str, Path], ...] = (
    (
        "Muster",
        QT_TRANSLATE_NOOP("AboutDialog", "GNU General Public License, version 3 or later"),
        LICENCES / "GPL-3.0.txt",
    ),
    (
        f"Qt for Python (PySide6 {PySide6.__version__})",
        QT_TRANSLATE_NOOP("AboutDialog", "GNU Lesser General Public License, version 3"),
        LICENCES / "LGPL-3.0.txt",
    ),
    (
        QT_TRANSLATE_NOOP("AboutDialog", "DejaVu fonts, embedded in printouts"),
        QT_TRANSLATE_NOOP(
            "AboutDialog", "Bitstream Vera and Arev fonts licence (free to use and share)"
        ),
        RESOURCES / "fonts" / "LICENSE-DejaVu.txt",
    ),
)


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the system's file manager (tests patch this)."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class AboutDialog(common.MusterDialog):
    default_size = (680, 440)

    def __init__(self, parent: QWidget | None, *, db_path: Path | DatabaseLocation) -> None:
        """``db_path``: the open database, a file or a club server's location."""
        super().__init__(parent, "about", translate("AboutDialog", "About Muster"))
        location = parse_location(db_path)
        # On a club server, the data folder is still this computer's (settings, local files).
        self.db_path = location.path or default_db_path()
        layout = QVBoxLayout(self)

        heading = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(QIcon(str(ICON)).pixmap(64, 64))
        heading.addWidget(icon)
        what_it_is = translate(
            "AboutDialog",
            "A campaign manager for The Beastrider Wars and Caliburn's Wrath: warbands from game to game, the shop, scenarios, histories and roster sheets.",  # noqa: E501
        )
        title = QLabel(f"<h2>Muster {__version__}</h2>{what_it_is}")
        title.setObjectName("aboutTitle")
        title.setWordWrap(True)
        heading.addWidget(title, 1)
        layout.addLayout(heading)

        licences = QGroupBox(translate("AboutDialog", "Licences"))
        licence_rows = QGridLayout(licences)
        licence_rows.setColumnStretch(1, 1)
        self.licence_buttons: dict[str, QPushButton] = {}
        for row, (what, licence, text) in enumerate(CREDITS):
            shown = translate("AboutDialog", what)
            button = QPushButton(translate("AboutDialog", "Read…"))
            button.setAccessibleName(
                translate("AboutDialog", "Read the licence of {what}").format(what=shown)
            )
            button.setToolTip(str(text))
            button.clicked.connect(lambda _checked=False, text=text: common.open_file(text))
            name = QLabel(shown)
            label = QLabel(translate("AboutDialog", licence))
            label.setWordWrap(True)
            licence_rows.addWidget(name, row, 0)
            licence_rows.addWidget(label, row, 1)
            licence_rows.addWidget(button, row, 2)
            self.licence_buttons[what] = button
        layout.addWidget(licences)

        data = QGroupBox(translate("AboutDialog", "Your data"))
        data_rows = QFormLayout(data)
        # Paths and addresses as they are (ui.text): a folder may be named anything.
        self.database_label = plain_label(location.text)
        self.backups_label = plain_label(
            str(backup_dir_for(self.db_path))
            if location.path is not None
            else translate("AboutDialog", "kept by the club's organiser (main.py backup, pg_dump)")
        )
        for label in (self.database_label, self.backups_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        data_rows.addRow(translate("AboutDialog", "Campaigns:"), self.database_label)
        data_rows.addRow(translate("AboutDialog", "Backups:"), self.backups_label)
        self.open_folder_button = QPushButton(translate("AboutDialog", "Open data folder"))
        self.open_folder_button.setToolTip(tip(str(self.db_path.parent)))
        self.open_folder_button.clicked.connect(self._open_data_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.open_folder_button)
        folder_row.addStretch(1)
        data_rows.addRow("", folder_row)
        layout.addWidget(data)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _open_data_folder(self) -> None:
        if not open_folder(self.db_path.parent):
            common.show_error(
                self,
                translate("AboutDialog", "No file manager could open {folder}.").format(
                    folder=self.db_path.parent
                ),
            )

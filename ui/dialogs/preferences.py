"""Edit ▸ Preferences…: the app's own settings (the language), kept in QSettings for this
user, apart from any campaign."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from i18n import language, translate
from models.errors import MusterError
from ui.common import MusterDialog, show_error
from ui.language import LANGUAGES, save_setting, setting, system_language


class PreferencesDialog(MusterDialog):
    fits_contents = 420

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent, "PreferencesDialog", translate("PreferencesDialog", "Preferences"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_box = QComboBox()
        system = LANGUAGES[system_language()]
        self.language_box.addItem(
            translate("PreferencesDialog", "The system's ({language})").format(language=system),
            "",
        )
        for code, name in LANGUAGES.items():  # each in its own words
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(setting())))
        form.addRow(translate("PreferencesDialog", "&Language:"), self.language_box)
        layout.addLayout(form)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.language_box.currentIndexChanged.connect(self._say_when)
        self._say_when()

    def chosen(self) -> str:
        """The language chosen, "" to follow the system."""
        return str(self.language_box.currentData() or "")

    def _say_when(self) -> None:
        code = self.chosen() or system_language()
        self.note.setText(
            ""
            if code == language()
            else translate(
                "PreferencesDialog", "Muster speaks the language chosen when it next starts."
            )
        )

    def accept(self) -> None:
        try:
            save_setting(self.chosen())
        except MusterError as exc:  # a full disk, a folder that cannot be written
            show_error(self, str(exc))
            return
        super().accept()

"""A club member's password, set without psql (*Campaign ▸ Club members… ▸ Set password…*):
made by Muster and shown once, to hand over, or typed (twice). Muster keeps no copy: the
password goes to the server as the verifier it keeps (models.club.set_password), and is
never written to a log, a setting or a message."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models import club
from models.errors import InvalidInput, MusterError
from models.store.schema import Campaign
from ui.common import MusterDialog, message_label, set_message
from ui.text import plain_label

GENERATE, TYPED = "generate", "typed"


class PasswordChoice(QWidget):
    """Make a password (shown once) or type one, twice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.make_button = QRadioButton(
            translate("SetPasswordDialog", "&Make one for them (shown once, to hand over)")
        )
        self.type_button = QRadioButton(translate("SetPasswordDialog", "T&ype one:"))
        self.group = QButtonGroup(self)
        self.group.addButton(self.make_button)
        self.group.addButton(self.type_button)
        self.make_button.setChecked(True)
        self.password_edit = QLineEdit()
        self.again_edit = QLineEdit()
        for edit in (self.password_edit, self.again_edit):
            edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setAccessibleName(translate("SetPasswordDialog", "Password"))
        self.again_edit.setAccessibleName(translate("SetPasswordDialog", "The same again"))
        self.again_edit.setPlaceholderText(translate("SetPasswordDialog", "the same again"))
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addRow(self.make_button)
        layout.addRow(self.type_button, self.password_edit)
        layout.addRow("", self.again_edit)
        self.group.buttonToggled.connect(lambda *_: self._toggled())
        self._toggled()

    def _toggled(self) -> None:
        typed = self.type_button.isChecked()
        self.password_edit.setEnabled(typed)
        self.again_edit.setEnabled(typed)

    def chosen(self) -> tuple[str, str]:
        """How the password is made, and the password: made now, or typed (checked; the
        two fields must agree). InvalidInput says why not, never with the password."""
        if self.make_button.isChecked():
            return GENERATE, club.generated_password()
        typed = self.password_edit.text()
        club.check_password(typed)
        if self.again_edit.text() != typed:
            raise InvalidInput(
                translate("SetPasswordDialog", "The two passwords differ; type the same twice.")
            )
        return TYPED, typed

    def clear(self) -> None:
        self.password_edit.clear()
        self.again_edit.clear()


class SetPasswordDialog(MusterDialog):
    """Set the password of a member's login (an organiser, whose own login may: CREATEROLE).
    A refusal is said here, and what was typed stays."""

    fits_contents = 480

    def __init__(self, parent: QWidget | None, *, campaign: Campaign, role: str) -> None:
        super().__init__(
            parent,
            "SetPasswordDialog",
            translate("SetPasswordDialog", "Set the password of {login}").format(login=role),
        )
        self.campaign = campaign
        self.role = role
        self.choice = PasswordChoice()
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("SetPasswordDialog", "Set password"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.choice)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def accept(self) -> None:
        try:
            how, password = self.choice.chosen()
            club.set_password(campaign=self.campaign, role=self.role, password=password)
        except MusterError as exc:
            set_message(self.message, str(exc))
            return
        self.choice.clear()
        super().accept()
        if how == GENERATE:
            show_password(self.parentWidget(), self.role, password)


def show_password(parent: QWidget | None, role: str, password: str) -> None:
    """Show a password Muster made, once, to hand over (tests patch it)."""
    dialog = PasswordShownDialog(parent, role, password)
    dialog.exec()


class PasswordShownDialog(MusterDialog):
    """A password just made, shown this once; closed, it is gone from the screen (the
    field is emptied)."""

    fits_contents = 420

    def __init__(self, parent: QWidget | None, role: str, password: str) -> None:
        super().__init__(
            parent,
            "PasswordShownDialog",
            translate("SetPasswordDialog", "The password of {login}").format(login=role),
        )
        said = plain_label(
            translate(
                "SetPasswordDialog",
                "Hand this password to {login}: Muster keeps no copy, and this is the only time it is shown. They change it when they like (in psql, \\password).",  # noqa: E501
            ).format(login=role)
        )
        said.setWordWrap(True)
        self.field = QLineEdit(password)
        self.field.setReadOnly(True)
        self.field.setAccessibleName(translate("SetPasswordDialog", "The new password"))
        font = self.field.font()
        font.setFamily("monospace")
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.field.setFont(font)
        copy = QPushButton(translate("SetPasswordDialog", "&Copy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.field.text()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addWidget(QLabel(""))
        layout.addWidget(self.field)
        layout.addWidget(buttons)
        QWidget.setTabOrder(self.field, copy)  # as laid out: the field, Copy, Close
        QWidget.setTabOrder(copy, buttons.button(QDialogButtonBox.StandardButton.Close))

    def done(self, result: int) -> None:
        self.field.clear()
        super().done(result)

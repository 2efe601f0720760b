"""Connecting to a club server: the connect dialog, and the questions asked on the way (the
password, what to do when the server cannot be opened, which local file to open).

The questions are plain functions, each a modal box: tests patch them, as they patch
``ui.common.confirm``. ``ui/switching.py`` and ``ui/app.py`` ask them; this module opens no
database itself (the dialog's *Test connection* only looks, on a worker thread).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError, ServerLoginError
from models.store.location import DEFAULT_PORT, DatabaseLocation
from models.store.server import probe_server
from ui.common import ERROR_STYLE, OK_STYLE, MusterDialog, message_label, on_edit, set_message
from ui.tasks import Task, run_task
from ui.text import plain

# TLS modes (libpq's sslmode) in plain words, the usual choice first. "" is libpq's default,
# prefer, left out of the URL.
TLS_MODES = (
    ("", QT_TRANSLATE_NOOP("ConnectDialog", "Encrypted when the server offers it (prefer)")),
    ("require", QT_TRANSLATE_NOOP("ConnectDialog", "Always encrypted (require)")),
    (
        "verify-full",
        QT_TRANSLATE_NOOP(
            "ConnectDialog", "Encrypted, and the server's certificate checked (verify-full)"
        ),
    ),
    (
        "verify-ca",
        QT_TRANSLATE_NOOP(
            "ConnectDialog", "Encrypted, and the certificate's issuer checked (verify-ca)"
        ),
    ),
    (
        "allow",
        QT_TRANSLATE_NOOP("ConnectDialog", "Not encrypted unless the server insists (allow)"),
    ),
    (
        "disable",
        QT_TRANSLATE_NOOP("ConnectDialog", "Never encrypted, for a trusted network only (disable)"),
    ),
)

# What the user chose when a server could not be opened.
RETRY = "retry"
LOCAL = "local"
GIVE_UP = "give up"  # quit at start-up; keep the database on show in the window

# The buttons of the box for a server that cannot be opened (translated where shown).
RETRY_TEXT = QT_TRANSLATE_NOOP("ConnectDialog", "Retry")
LOCAL_TEXT = QT_TRANSLATE_NOOP("ConnectDialog", "Open local file")
QUIT_TEXT = QT_TRANSLATE_NOOP("ConnectDialog", "Quit")
KEEP_TEXT = QT_TRANSLATE_NOOP("ConnectDialog", "Cancel")


class ConnectDialog(MusterDialog):
    """Host, port, database, user, TLS mode and an optional password; *Test connection* says
    whether they work. The caller connects with :meth:`location` once the dialog is accepted."""

    default_size = (560, 380)

    def __init__(
        self,
        parent: QWidget | None,
        *,
        recent: list[DatabaseLocation],
        current: DatabaseLocation | None = None,
    ) -> None:
        super().__init__(
            parent, "ConnectDialog", translate("ConnectDialog", "Connect to a club server")
        )
        self.test_task: Task | None = None  # Test connection, while it runs
        self._closed = False
        self._recent = recent
        layout = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "ConnectDialog",
                "Your club's organiser gives you the server, the database, your user name and the password. Muster remembers the server for next time, never the password.",  # noqa: E501
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.form = QFormLayout()
        layout.addLayout(self.form)

        self.recent_combo = QComboBox(self)  # held by the dialog, shown or not
        self.recent_combo.setObjectName("recentServers")
        self.recent_combo.setAccessibleName(translate("ConnectDialog", "Recent servers"))
        self.recent_combo.addItem("")
        for location in recent:
            self.recent_combo.addItem(location.text)
        self.recent_combo.currentIndexChanged.connect(self._recent_chosen)
        if recent:
            self.form.addRow(translate("ConnectDialog", "&Recent servers:"), self.recent_combo)
        else:
            self.recent_combo.hide()
        self.host_edit = QLineEdit()
        self.host_edit.setPlaceholderText("club.example.org")
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setGroupSeparatorShown(False)
        self.database_edit = QLineEdit("muster")
        self.user_edit = QLineEdit()
        self.user_edit.setPlaceholderText("muster")
        self.tls_combo = QComboBox()
        for mode, label in TLS_MODES:
            self.tls_combo.addItem(translate("ConnectDialog", label), mode)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setPlaceholderText(
            translate("ConnectDialog", "optional: asked for when needed; never stored")
        )
        self.form.addRow(translate("ConnectDialog", "Ser&ver:"), self.host_edit)
        self.form.addRow(translate("ConnectDialog", "&Port:"), self.port_spin)
        self.form.addRow(translate("ConnectDialog", "&Database:"), self.database_edit)
        self.form.addRow(translate("ConnectDialog", "&User:"), self.user_edit)
        self.form.addRow(translate("ConnectDialog", "&Encryption:"), self.tls_combo)
        self.form.addRow(translate("ConnectDialog", "Pass&word:"), self.password_edit)

        test_row = QHBoxLayout()
        self.test_button = QPushButton(translate("ConnectDialog", "&Test connection"))
        self.test_button.setAutoDefault(False)
        self.test_button.clicked.connect(self.test_connection)
        test_row.addWidget(self.test_button)
        test_row.addStretch(1)
        layout.addLayout(test_row)
        self.message = message_label()
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button.setText(translate("ConnectDialog", "&Connect"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        start = current if current is not None and current.is_server else None
        start = start or (recent[0] if recent else None)
        self.fill(start)
        if start in recent:
            self.recent_combo.setCurrentIndex(recent.index(start) + 1)
        for field in (self.host_edit, self.port_spin, self.database_edit, self.user_edit):
            on_edit(field, self._edited)
        on_edit(self.tls_combo, self._edited)
        on_edit(self.password_edit, self._edited)
        self.host_edit.setFocus()

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def fill(self, location: DatabaseLocation | None) -> None:
        """Put a server's fields in the form (a recent one); the password stays as typed."""
        if location is None or not location.is_server:
            return
        self.host_edit.setText(location.host)
        self.port_spin.setValue(location.port)
        self.database_edit.setText(location.dbname)
        self.user_edit.setText(location.user)
        index = self.tls_combo.findData(location.sslmode if location.sslmode != "prefer" else "")
        self.tls_combo.setCurrentIndex(max(index, 0))

    def _recent_chosen(self, row: int) -> None:
        if row > 0:
            self.fill(self._recent[row - 1])

    def _edited(self) -> None:
        set_message(self.message, "")

    def location(self) -> DatabaseLocation:
        """The server the form names, with the password typed (if any); raises
        :class:`~models.errors.DatabaseUnusableError` when the fields do not name one."""
        return DatabaseLocation.server(
            host=self.host_edit.text(),
            port=self.port_spin.value(),
            dbname=self.database_edit.text(),
            user=self.user_edit.text(),
            sslmode=str(self.tls_combo.currentData() or ""),
            password=self.password_edit.text() or None,
        )

    def test_connection(self) -> None:
        """Connect on a worker thread, look at what the database holds, and say so here; the
        dialog stays responsive meanwhile (a server that does not answer takes a few
        seconds)."""
        try:
            location = self.location()
        except MusterError as exc:
            set_message(self.message, str(exc))
            return
        self.test_button.setEnabled(False)
        set_message(
            self.message,
            translate("ConnectDialog", "Connecting to {server}…").format(
                server=location.short_name
            ),
            OK_STYLE,
        )
        self.test_task = run_task(
            self,
            lambda: probe_server(location),
            on_done=self._tested,
            on_error=lambda exc: self._test_failed(exc, location),
            busy_text=translate("ConnectDialog", "Testing the connection…"),
        )

    def _tested(self, text: str) -> None:
        if not self._closed:
            self.test_button.setEnabled(True)
            set_message(self.message, text, OK_STYLE)

    def _test_failed(self, exc: Exception, location: DatabaseLocation) -> None:
        if not isinstance(exc, MusterError):
            raise exc  # a bug: the crash report
        if self._closed:
            return
        self.test_button.setEnabled(True)
        problem = location.scrub(str(exc))
        if isinstance(exc, ServerLoginError) and not location.password:
            text = translate(
                "ConnectDialog",
                "It does not work: {problem}. Type the password above and test again.",
            ).format(problem=problem)
        else:
            text = translate("ConnectDialog", "It does not work: {problem}").format(problem=problem)
        set_message(self.message, text, ERROR_STYLE)

    def accept(self) -> None:
        try:
            self.location()
        except MusterError as exc:
            set_message(self.message, str(exc))
            return
        super().accept()

    def done(self, result: int) -> None:
        self._closed = True
        super().done(result)


def ask_password(parent: QWidget | None, location: DatabaseLocation, problem: str) -> str | None:
    """Ask for the server's password (hidden as typed, never stored); None when cancelled."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(translate("ConnectDialog", "Password for the club server"))
    if location.user:
        question = translate(
            "ConnectDialog",
            "{problem}.\n\nThe password of {user} for {server} (Muster uses it for this connection only, and never stores it):",  # noqa: E501
        )
    else:
        question = translate(
            "ConnectDialog",
            "{problem}.\n\nThe password of your user for {server} (Muster uses it for this connection only, and never stores it):",  # noqa: E501
        )
    dialog.setLabelText(
        question.format(problem=problem, user=location.user, server=location.short_name)
    )
    for label in dialog.findChildren(QLabel):
        plain(label)  # the server's words and the address typed, as they are (ui.text)
    dialog.setTextEchoMode(QLineEdit.EchoMode.Password)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    text = dialog.textValue()
    dialog.deleteLater()
    return text if ok and text else None


def unreachable_box(
    parent: QWidget | None,
    location: DatabaseLocation,
    problem: str,
    *,
    local: Path,
    showing: DatabaseLocation | None,
) -> tuple[QMessageBox, dict[object, str]]:
    """The box for a server that cannot be opened, and what each of its buttons means.

    ``showing`` is the database the window keeps on show (None at start-up, where the last
    button quits)."""
    box = QMessageBox(parent)
    box.setObjectName("ServerUnavailableBox")
    # Room for a server's address and the driver's reason on a line (a message box's label
    # is narrow by default, and would wrap them word by word).
    box.setStyleSheet(
        "QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel {min-width: 34em;}"
    )
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("ConnectDialog", "Cannot open the club server"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # the driver's words, as they are
    box.setText(
        translate(
            "ConnectDialog", "Muster could not open the club server {server}:\n\n{problem}"
        ).format(server=location.short_name, problem=problem)
    )
    if showing is None:
        choices = translate(
            "ConnectDialog",
            "Nothing was changed. Retry when the server or the network is back, open your local database file ({file}) instead, or quit Muster.",  # noqa: E501
        )
    else:
        choices = translate(
            "ConnectDialog",
            "Nothing was changed. Retry when the server or the network is back, open your local database file ({file}) instead, or cancel to keep working on {database}.",  # noqa: E501
        )
    box.setInformativeText(
        choices.format(file=local, database=showing.short_name if showing else "")
    )
    retry = box.addButton(translate("ConnectDialog", RETRY_TEXT), QMessageBox.ButtonRole.AcceptRole)
    local_button = box.addButton(
        translate("ConnectDialog", LOCAL_TEXT), QMessageBox.ButtonRole.ActionRole
    )
    give_up = box.addButton(
        translate("ConnectDialog", QUIT_TEXT if showing is None else KEEP_TEXT),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.setDefaultButton(retry)
    box.setEscapeButton(give_up)
    return box, {retry: RETRY, local_button: LOCAL, give_up: GIVE_UP}


def ask_unreachable(
    parent: QWidget | None,
    location: DatabaseLocation,
    problem: str,
    *,
    local: Path,
    showing: DatabaseLocation | None,
) -> str:
    """Ask what to do about a server that cannot be opened: RETRY, LOCAL or GIVE_UP."""
    box, choices = unreachable_box(parent, location, problem, local=local, showing=showing)
    box.exec()
    return choices.get(box.clickedButton(), GIVE_UP)


def ask_database_file(parent: QWidget | None, offered: Path) -> Path | None:
    """Ask which local database file to open, ``offered`` (the default database) selected
    first; a name not there yet is allowed (the caller asks before creating it). None when
    cancelled."""
    dialog = QFileDialog(parent, translate("ConnectDialog", "Open local file"), str(offered.parent))
    dialog.setObjectName("OpenLocalFileDialog")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setNameFilters(
        [
            translate("ConnectDialog", "Muster databases (*.sqlite3 *.sqlite *.db)"),
            translate("ConnectDialog", "All files (*)"),
        ]
    )
    dialog.selectFile(str(offered))
    if not dialog.exec() or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])

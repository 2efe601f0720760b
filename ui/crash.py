"""A global excepthook: an unexpected error shows a copyable report instead of killing the app."""

from __future__ import annotations

import platform
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QApplication, QMessageBox

from models.errors import MusterError


def crash_report(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> str:
    """The text a user can copy into a bug report."""
    lines = traceback.format_exception(exc_type, exc, tb)
    return (
        f"Muster on Python {platform.python_version()}, Qt {qVersion()}, {platform.platform()}\n\n"
        + "".join(lines)
    )


def show_crash_dialog(report: str) -> None:
    box = QMessageBox(QApplication.activeWindow())
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle("Something went wrong")
    box.setText(
        "Muster hit an unexpected error. Your saved data is safe: every change is written in "
        "one transaction, so the last action was either saved whole or not at all.\n\n"
        "Please copy the details below into a bug report."
    )
    box.setDetailedText(report)
    box.exec()


def show_plain_error(exc: MusterError) -> None:
    """A known problem that reached the top (the club server went away while the window read
    from it): its sentence, without a crash report."""
    box = QMessageBox(QApplication.activeWindow())
    box.setObjectName("PlainErrorBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Muster")
    box.setText(str(exc))
    box.exec()


def excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if isinstance(exc, MusterError):  # words for the user, not a bug
        sys.stderr.write(f"muster: error: {exc}\n")
        if QApplication.instance() is not None:
            show_plain_error(exc)
        return
    report = crash_report(exc_type, exc, tb)
    sys.stderr.write(report)
    if QApplication.instance() is not None:
        show_crash_dialog(report)


def install_excepthook() -> None:
    sys.excepthook = excepthook

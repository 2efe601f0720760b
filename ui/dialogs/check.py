"""Check database…: run the check, show its report, and repair what is safe on request."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models.check import CheckReport, check_database
from models.errors import MusterError
from ui import common
from ui.text import plain_label


class CheckDialog(common.MusterDialog):
    """Runs the database check (report only) when it opens and shows the report.

    "Repair what is safe" asks first, then repairs in one transaction after a backup;
    ``on_repaired`` lets the window reload what it shows afterwards.
    """

    default_size = (640, 420)

    def __init__(
        self, parent: QWidget | None, *, on_repaired: Callable[[], None] | None = None
    ) -> None:
        super().__init__(parent, "CheckDialog", translate("CheckDialog", "Check database"))
        self._on_repaired = on_repaired
        self.report: CheckReport | None = None
        self.summary = plain_label()  # a failure's words may name a warrior or a path
        self.summary.setWordWrap(True)
        self.report_view = QPlainTextEdit()
        self.report_view.setReadOnly(True)
        self.report_view.setAccessibleName(translate("CheckDialog", "What the check found"))
        self.message = common.message_label()
        self.repair_button = QPushButton(translate("CheckDialog", "&Repair what is safe"))
        self.recheck_button = QPushButton(translate("CheckDialog", "Check &again"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.repair_button)
        buttons.addWidget(self.recheck_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.report_view, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.repair_button.clicked.connect(self.repair)
        self.recheck_button.clicked.connect(self.run_check)
        self.run_check()

    def run_check(self) -> None:
        """Check without changing anything, and show what was found."""
        common.set_message(self.message, "")
        try:
            self._show(check_database(repair=False))
        except MusterError as exc:
            self._failed(
                translate("CheckDialog", "The check could not run: {problem}.").format(problem=exc)
            )

    def repair(self) -> None:
        if self.report is None or not self.report.repairable:
            return
        # English says "this problem" for one, "these 2 problems" for more (its catalogue).
        count = len(self.report.repairable)
        if not common.confirm(
            self,
            translate("CheckDialog", "Repair the database"),
            translate(
                "CheckDialog",
                "Repair these %n problem(s)? Muster backs up the database first, and each repair is noted in the records it changes.",  # noqa: E501
                None,
                None,
                count,
            ),
            ok=translate("CheckDialog", "Repair"),
        ):
            return
        try:
            report = check_database(repair=True)
        except MusterError as exc:
            common.set_message(
                self.message,
                translate("CheckDialog", "Nothing was repaired: {problem}.").format(problem=exc),
            )
            return
        self._show(report)
        if self._on_repaired is not None:
            self._on_repaired()

    def _show(self, report: CheckReport) -> None:
        self.report = report
        if not report.problems:
            self.summary.setText(translate("CheckDialog", "All is well."))
            self.summary.setStyleSheet(common.OK_STYLE)
        elif report.ok:
            self.summary.setText(translate("CheckDialog", "Every problem found was repaired."))
            self.summary.setStyleSheet(common.OK_STYLE)
        else:
            self.summary.setText(translate("CheckDialog", "The check found problems."))
            self.summary.setStyleSheet(common.WARNING_STYLE)
        self.report_view.setPlainText(report.render())
        self.repair_button.setEnabled(bool(report.repairable) and not report.damaged)

    def _failed(self, text: str) -> None:
        self.report = None
        self.summary.setText(text)
        self.summary.setStyleSheet(common.ERROR_STYLE)
        self.report_view.clear()
        self.repair_button.setEnabled(False)

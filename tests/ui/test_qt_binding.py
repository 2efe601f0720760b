"""The Qt binding must not leak or over-release references: a long session must not crash."""

from __future__ import annotations

import sys

from PySide6.QtGui import QStandardItem
from PySide6.QtWidgets import QLabel

from ui.app import make_application


def test_methods_returning_nothing_keep_none_alive(qtbot) -> None:
    # PySide6 6.12.0 on Python 3.11 dropped a reference to None on every such call, and the
    # interpreter aborted once None's count reached zero (after a few thousand calls to
    # setText, appendRow, setCheckState...). A working binding changes the count by ~0.
    make_application()
    label = QLabel()
    qtbot.addWidget(label)
    item = QStandardItem("x")
    before = sys.getrefcount(None)
    for _ in range(2_000):
        label.setText("a")
        item.setEditable(False)
    assert abs(sys.getrefcount(None) - before) < 100

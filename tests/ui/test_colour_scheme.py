"""Dark and light: the app follows the system's colour scheme, and a dark palette keeps the
text readable (Qt 6.5+ reports the scheme; MUSTER_COLOUR_SCHEME overrides it, for testing
and for a desktop that reports none)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from ui.app import apply_colour_scheme, colour_scheme_wanted
from ui.common import ERROR_STYLE, OK_STYLE, WARNING_STYLE


def contrast(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_scheme_follows_the_system_unless_told(monkeypatch) -> None:
    monkeypatch.delenv("MUSTER_COLOUR_SCHEME", raising=False)
    system = QGuiApplication.styleHints().colorScheme()
    assert colour_scheme_wanted() == system
    monkeypatch.setenv("MUSTER_COLOUR_SCHEME", "dark")
    assert colour_scheme_wanted() == Qt.ColorScheme.Dark
    monkeypatch.setenv("MUSTER_COLOUR_SCHEME", "light")
    assert colour_scheme_wanted() == Qt.ColorScheme.Light


def test_a_dark_palette_keeps_every_text_readable(qtbot) -> None:
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    before = QPalette(app.palette())
    try:
        apply_colour_scheme(Qt.ColorScheme.Dark)
        palette = app.palette()
        window, base = (
            palette.color(QPalette.ColorRole.Window),
            palette.color(QPalette.ColorRole.Base),
        )
        assert window.lightness() < 80 and base.lightness() < 80
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            assert contrast(palette.color(role), base) >= 7
        highlight = palette.color(QPalette.ColorRole.Highlight)
        assert contrast(palette.color(QPalette.ColorRole.HighlightedText), highlight) >= 4.5
        # The messages' colours read on either background.
        for style in (ERROR_STYLE, WARNING_STYLE, OK_STYLE):
            colour = QColor(style.split(":")[1].strip(" ;"))
            assert contrast(colour, base) >= 3, style
            assert contrast(colour, QColor("#ffffff")) >= 3, style
        apply_colour_scheme(Qt.ColorScheme.Light)
        assert app.palette().color(QPalette.ColorRole.Base).lightness() > 200
    finally:
        app.setPalette(before)

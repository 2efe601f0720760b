"""Paper sizes, kept apart from the renderer so choosing one does not load ReportLab's layout."""

from __future__ import annotations

from reportlab.lib.pagesizes import A4, LETTER

PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
DEFAULT_PAGE_SIZE = "a4"

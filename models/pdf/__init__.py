"""Printouts: roster sheets and the game-night pack, rendered with ReportLab (no Qt).

``sheets`` holds the plain data a printout shows and ``printouts`` reads a campaign or a
game into it in a fixed number of queries; ``renderer``
holds the stylesheet, the page templates and the numbered canvas; ``roster``, ``quickref``
and ``pack`` build the story. The entry points return the PDF as bytes; :func:`write_pdf`
puts them on disk without ever leaving half a file.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from models.errors import MusterError
from models.pdf.paper import DEFAULT_PAGE_SIZE, PAGE_SIZES
from models.store.files import write_atomically

# ReportLab's layout engine takes a while to import: load it on first use, not at start-up.
_LAZY = {
    "render_cards": "models.pdf.cards",
    "render_card_printout": "models.pdf.cards",
    "render_game_pack": "models.pdf.pack",
    "render_printout": "models.pdf.pack",
    "render_rosters": "models.pdf.pack",
    "PdfOptions": "models.pdf.renderer",
    "Printout": "models.pdf.sheets",
    "campaign_named": "models.pdf.sheets",
    "game_numbered": "models.pdf.sheets",
    "game_pack_printout": "models.pdf.printouts",
    "roster_printout": "models.pdf.printouts",
    "warbands_named": "models.pdf.sheets",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'models.pdf' has no attribute {name!r}")


__all__ = [
    "DEFAULT_PAGE_SIZE",
    "PAGE_SIZES",
    "ExportError",
    "PdfOptions",
    "Printout",
    "campaign_named",
    "game_numbered",
    "game_pack_printout",
    "render_card_printout",
    "render_cards",
    "render_game_pack",
    "render_printout",
    "render_rosters",
    "roster_printout",
    "warbands_named",
    "write_pdf",
]


class ExportError(MusterError):
    """The PDF could not be written where the user asked."""


def write_pdf(path: Path | str, data: bytes) -> Path:
    """Write ``data`` to ``path`` atomically; :class:`ExportError` says why it could not be."""
    return write_atomically(path, data, error=ExportError)

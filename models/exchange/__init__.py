"""Campaign files: export a campaign to JSON and import one back (docs/campaign-format.md).

A campaign file carries everything a campaign holds: settings and house rules, warbands,
characters, purchases with their pinned prices, games with their sides, outcomes and effects,
and the whole history. Rows refer to each other by keys local to the document ("w1", "c3",
"p2", "f7"; games by number), never by database ids, so an import can never point at rows of
another campaign. Exporting, importing and exporting again gives the same document.

An import is checked whole first (:mod:`models.exchange.reader`), then the database is backed
up, then a new campaign is written in one transaction through :mod:`models.changes`, so the
app can undo it like any other action.
"""

import importlib
from typing import Any

# Each public name and the module that holds it, imported when the name is first asked for:
# an export does not load the reader and the importer (some 40 ms of `main.py export`). Code
# that wants the names typed imports them from their modules.
_HOMES = {
    "ExchangeFileError": "models.exchange.common",
    "import_campaign": "models.exchange.importer",
    "FORMAT": "models.records.declarations",
    "VERSION": "models.records.declarations",
    "MAX_FILE_BYTES": "models.exchange.source",
    "CampaignFile": "models.exchange.source",
    "open_campaign_file": "models.exchange.source",
    "parse_document": "models.exchange.source",
    "export_campaign": "models.exchange.writer",
    "export_json": "models.exchange.writer",
    "write_campaign_file": "models.exchange.writer",
}
__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOMES[name]), name)
    globals()[name] = value
    return value

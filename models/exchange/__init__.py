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

from models.exchange.common import ExchangeFileError
from models.exchange.importer import import_campaign
from models.exchange.source import (
    MAX_FILE_BYTES,
    CampaignFile,
    open_campaign_file,
    parse_document,
)
from models.exchange.writer import export_campaign, export_json, write_campaign_file
from models.records.declarations import FORMAT, VERSION

__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "VERSION",
    "CampaignFile",
    "ExchangeFileError",
    "export_campaign",
    "export_json",
    "import_campaign",
    "open_campaign_file",
    "parse_document",
    "write_campaign_file",
]

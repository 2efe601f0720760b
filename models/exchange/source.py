"""Where a campaign file's text comes from: a file on disk (only a regular file, only up to
:data:`MAX_FILE_BYTES`), or text or bytes already in memory; read as a stream, so that the
reader holds a record at a time (:mod:`models.records.stream`)."""

from __future__ import annotations

import io
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from i18n import translate
from models.errors import DocumentError
from models.exchange.common import ExchangeFileError
from models.limits import MAX_FILE_BYTES
from models.records.stream import NESTED, NOT_A_CAMPAIGN_FILE, loads, not_json
from models.store.files import open_regular


@dataclass(frozen=True)
class CampaignFile:
    """A campaign file on disk that Muster may read: a regular file within the size limit."""

    path: Path
    size: int

    def open_text(self) -> TextIO:
        """The file's text, decoded as UTF-8 (a byte order mark is skipped) as it is read.

        Checked again as it is opened: the name may have been given to something else since.
        """
        return io.TextIOWrapper(
            _opened(self.path), encoding="utf-8-sig", errors="strict", newline=""
        )


def open_campaign_file(path: Path | str) -> CampaignFile:
    """Check that ``path`` is a campaign file Muster may read, without reading it yet.

    Raises :class:`ExchangeFileError` saying why not (missing, a folder, a device or a named
    pipe, too big, no permission, a name too long).
    """
    path = Path(path).expanduser()
    with _opened(path) as handle:
        size = os.fstat(handle.fileno()).st_size
    return CampaignFile(path, size)


def _opened(path: Path) -> io.BufferedReader:
    # what: as models.store.files marks it for translation
    return open_regular(path, what="a campaign file", limit=MAX_FILE_BYTES, error=ExchangeFileError)


def text_of(document: str | bytes | bytearray | CampaignFile) -> Callable[[], TextIO]:
    """A function that opens the text of ``document`` from its start, each time it is called."""
    if isinstance(document, CampaignFile):
        return document.open_text
    if isinstance(document, bytes | bytearray):
        data = bytes(document)
        return lambda: io.TextIOWrapper(
            io.BytesIO(data), encoding="utf-8-sig", errors="strict", newline=""
        )
    text = document.removeprefix("\ufeff")
    return lambda: io.StringIO(text, newline="")


def parse_document(text: str | bytes) -> Any:
    """Parse the whole text of a campaign file with the reader's strictness; DocumentError
    says where it is not JSON."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DocumentError(
                "",
                translate(
                    "CampaignFile",
                    "this is not a Muster campaign file: it is not UTF-8 text (byte {byte})",
                ).format(byte=exc.start),
            ) from None
    text = text.removeprefix("\ufeff")
    try:
        return loads(text)
    except RecursionError:
        raise DocumentError("", translate("CampaignFile", NESTED)) from None
    except json.JSONDecodeError as exc:
        raise DocumentError("", not_json(exc.msg, exc.lineno, exc.colno)) from None
    except ValueError as exc:
        raise DocumentError(
            "", translate("CampaignFile", NOT_A_CAMPAIGN_FILE).format(problem=exc)
        ) from None

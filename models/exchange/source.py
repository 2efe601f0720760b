"""Where a campaign file's text comes from: a file on disk (only a regular file, only up to
:data:`MAX_FILE_BYTES`), or text or bytes already in memory; read as a stream, so that the
reader holds a record at a time (:mod:`models.records.stream`)."""

from __future__ import annotations

import io
import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from models.errors import DocumentError
from models.exchange.common import ExchangeFileError
from models.limits import MAX_FILE_BYTES
from models.records.stream import NOT_JSON, loads
from models.store.files import os_error_text


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
            _open_regular(self.path), encoding="utf-8-sig", errors="strict", newline=""
        )


def _open_regular(path: Path) -> io.BufferedReader:
    """``path`` opened for reading, when it is a regular file within the size limit.

    Opened without waiting (a named pipe would wait for a writer forever), then checked: a
    device, a pipe or a socket is never read, as it could be endless.
    """
    try:
        # Looked at before it is opened: a device is never even opened. The opened file is
        # looked at again, in case the name was given to something else in between.
        _refuse_unless_regular(path, os.stat(path))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise ExchangeFileError(f"there is no file {path}") from None
    except IsADirectoryError:
        raise ExchangeFileError(f"{path} is a folder, not a campaign file") from None
    except OSError as exc:
        raise ExchangeFileError(f"cannot read {path}: {os_error_text(exc, path)}") from None
    try:
        _refuse_unless_regular(path, os.fstat(fd))
        handle = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    return handle


def _refuse_unless_regular(path: Path, info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise ExchangeFileError(f"{path} is a folder, not a campaign file")
    if not stat.S_ISREG(info.st_mode):
        raise ExchangeFileError(
            f"{path} is not a regular file (a device or a named pipe); Muster imports only "
            "campaign files"
        )
    if info.st_size > MAX_FILE_BYTES:
        raise ExchangeFileError(
            f"{path} is {info.st_size / 1e6:,.1f} MB; a campaign file can be at most "
            f"{MAX_FILE_BYTES / 1e6:,.0f} MB"
        )


def open_campaign_file(path: Path | str) -> CampaignFile:
    """Check that ``path`` is a campaign file Muster may read, without reading it yet.

    Raises :class:`ExchangeFileError` saying why not (missing, a folder, a device or a named
    pipe, too big, no permission, a name too long).
    """
    path = Path(path).expanduser()
    with _open_regular(path) as handle:
        size = os.fstat(handle.fileno()).st_size
    return CampaignFile(path, size)


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
                "", f"this is not a Muster campaign file: it is not UTF-8 text (byte {exc.start})"
            ) from None
    text = text.removeprefix("\ufeff")
    try:
        return loads(text)
    except RecursionError:
        raise DocumentError(
            "", "this is not a Muster campaign file: it is nested too deeply"
        ) from None
    except json.JSONDecodeError as exc:
        raise DocumentError(
            "", f"{NOT_JSON} ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        ) from None
    except ValueError as exc:
        raise DocumentError("", f"this is not a Muster campaign file: {exc}") from None

"""Which database files have passed SQLite's full integrity check, as they are now.

``PRAGMA quick_check`` reads every page but does not compare indexes with their tables; only
``integrity_check`` does, and it costs several times as long (figures in docs/performance.md).
Muster must never write to a damaged file, so a file opened for writing gets the full check
unless this record says that the file, exactly as it is now, passed it before. The record is
kept in the user's cache folder (``verified.json``), one entry per file, keyed by what changes
whenever the bytes of the file can have changed:

- the file's device, inode, size, modification and status-change times (a tool that restores
  the modification time still changes the status-change time);
- SQLite's file change counter in its header (bytes 24 to 27);
- the -wal and -journal beside it: absent, or their inode, size, modification and
  status-change times.

A file passes into the record after a full check, when Muster creates it, and when Muster
closes it after a session in which SQLite reported no damage: what SQLite itself wrote while
Muster had the file open is trusted, as the next quick check at start-up confirms page by page.
Anything else that touches the file (a copy, a restore, another program, a flipped byte)
changes the key, and the next opening runs the full check again. Losing the record only costs
time: every file is then checked in full once more.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path

from platformdirs import user_cache_path

from models.store.connection import APP_NAME

RECORD_NAME = "verified.json"
KEEP = 64  # files remembered; the oldest entries go first


def record_path() -> Path:
    """The record, in the user's cache folder."""
    return user_cache_path(APP_NAME, appauthor=False) / RECORD_NAME


def file_key(path: Path) -> list[int | str] | None:
    """What identifies the bytes of the database at ``path`` now; None when unreadable."""
    path = Path(path)
    try:
        info = path.stat()
        with path.open("rb") as fh:
            header = fh.read(28)
        beside: list[int] = []
        for end in ("-wal", "-journal"):
            try:
                other = path.with_name(path.name + end).stat()
                beside += [other.st_ino, other.st_size, other.st_mtime_ns, other.st_ctime_ns]
            except FileNotFoundError:
                beside += [-1, -1, -1, -1]
    except OSError:
        return None
    return [
        info.st_dev,
        info.st_ino,
        info.st_size,
        info.st_mtime_ns,
        info.st_ctime_ns,
        header[24:28].hex(),
        *beside,
    ]


def _name(path: Path) -> str:
    return str(Path(path).resolve())


def _load() -> dict[str, list[int | str]]:
    try:
        data = json.loads(record_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    return files if isinstance(files, dict) else {}


def _save(files: dict[str, list[int | str]]) -> None:
    folder = record_path().parent
    with contextlib.suppress(OSError):  # a record that cannot be kept costs only time
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=".verified.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump({"files": files}, handle)
            os.replace(temp, record_path())
        finally:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def is_verified(path: Path) -> bool:
    """Whether the file at ``path``, exactly as it is now, has passed the full check."""
    key = file_key(path)
    return key is not None and _load().get(_name(path)) == key


def remember(path: Path) -> None:
    """Record the file at ``path``, as it is now, as sound."""
    key = file_key(path)
    if key is None:
        return
    files = _load()
    name = _name(path)
    files.pop(name, None)
    files[name] = key
    _save(dict(list(files.items())[-KEEP:]))


def forget(path: Path) -> None:
    """Drop ``path`` from the record: its next opening checks it in full."""
    files = _load()
    if files.pop(_name(path), None) is not None:
        _save(files)

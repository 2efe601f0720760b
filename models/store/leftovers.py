"""Temporary files: written beside the file they become, locked while their writer works, and
removed once their writer is gone.

Every file Muster writes whole (a campaign file, a printout, a backup, a new database) is first
written to a hidden temporary file in the same folder, ``.NAME.XXXXXXXX.part``, and renamed to
its name only once complete. The writer holds an exclusive ``flock`` on the temporary file
until it is done; the operating system drops the lock when the writer ends, however it ends
(SIGKILL included). A temporary file nobody holds, untouched for a minute, is a leftover of a
writer that was killed or failed: :func:`clean_leftovers` removes it, with SQLite's -journal,
-wal and -shm beside it, when Muster starts on a database (its folder and its backups) and
before it writes into a folder.

Only Muster's own names are touched: a hidden name ending in eight random characters and
``.part``, and in a backups folder (Muster's own) any ``*.part`` an older Muster left. Where
``flock`` does not exist (Windows), a leftover must be a day old.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

SQLITE_COMPANIONS = ("-journal", "-wal", "-shm")
_COMPANION = r"(?:-journal|-wal|-shm)?"
TEMPORARY = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.part" + _COMPANION + "$")
OLD_BACKUP_PART = re.compile(r"^.+\.part" + _COMPANION + "$")  # in a backups folder only
GRACE_SECONDS = 60  # a writer locks its file at once; this covers the moment before
UNLOCKED_GRACE_SECONDS = 24 * 3600  # where files cannot be locked
NAME_BYTES = 120  # of the final name kept in the temporary one (a name may have 255 bytes)


def shortened(name: str, limit: int) -> str:
    """``name`` cut to at most ``limit`` bytes of UTF-8, never inside a character."""
    data = name.encode("utf-8", "surrogateescape")
    if len(data) <= limit:
        return name
    return data[:limit].decode("utf-8", "ignore")


@contextlib.contextmanager
def temporary_beside(path: Path) -> Iterator[tuple[Path, int]]:
    """A new, empty, locked temporary file beside ``path``: its path and an open descriptor.

    Whatever the block leaves of it (the file, SQLite's journal beside it) is removed when the
    block ends, unless the block renamed it into place. OSError passes through.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    prefix = "." + shortened(path.name, NAME_BYTES) + "."
    fd, name = tempfile.mkstemp(prefix=prefix, suffix=".part", dir=folder)
    temp = Path(name)
    try:
        if fcntl is not None:
            with contextlib.suppress(OSError):  # a file system without locks: age decides
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        yield temp, fd
    finally:
        for leftover in (temp, *(temp.with_name(temp.name + s) for s in SQLITE_COMPANIONS)):
            with contextlib.suppress(OSError):
                leftover.unlink()
        os.close(fd)


def clean_leftovers(folder: Path, *, backups: bool = False, now: float | None = None) -> list[Path]:
    """Remove the temporary files in ``folder`` whose writer is gone; return them.

    ``backups`` marks a backups folder, where an older Muster's ``NAME.part`` files are
    leftovers too. Nothing else is touched, and no failure is raised: cleaning up is never a
    reason to refuse the work that follows.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    names = {entry.name for entry in entries}
    for entry in entries:
        name = entry.name
        if not (TEMPORARY.match(name) or (backups and OLD_BACKUP_PART.match(name))):
            continue
        main = name
        for suffix in SQLITE_COMPANIONS:
            main = main.removesuffix(suffix)
        if main != name and main in names:
            continue  # a companion goes with its temporary file
        try:
            if not entry.is_file(follow_symlinks=False) or not _old(entry.stat(), now):
                continue
        except OSError:
            continue
        path = Path(folder) / main
        if main != name or _writer_gone(path):
            for leftover in (path, *(path.with_name(main + s) for s in SQLITE_COMPANIONS)):
                with contextlib.suppress(FileNotFoundError, OSError):
                    leftover.unlink()
                    removed.append(leftover)
    return removed


def _old(stat: os.stat_result, now: float) -> bool:
    grace = GRACE_SECONDS if fcntl is not None else UNLOCKED_GRACE_SECONDS
    return now - stat.st_mtime >= grace


def _writer_gone(path: Path) -> bool:
    """Whether nobody holds the lock on the temporary file at ``path``."""
    if fcntl is None:
        return True  # old enough (checked by the caller)
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    finally:
        os.close(fd)  # the lock goes with it
    return True

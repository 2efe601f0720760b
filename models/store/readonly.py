"""Reading a database file without writing beside it: read-only places, and what a look
leaves behind.

SQLite reads a WAL database through two companion files, ``NAME-wal`` and ``NAME-shm``. It
creates them beside the file when they are missing, even for a connection that only reads,
and only a connection that may write removes them when it closes. So:

- :func:`read_only_uri` says how to open a file for reading: ``mode=ro`` wherever SQLite can
  create the companions (or they are there already), and ``immutable=1`` in a read-only folder
  or on a read-only mount, where SQLite could not create them and no other program can be
  writing (a writer would need them too). A file whose latest changes still wait in a -wal
  that SQLite cannot index there is refused in words: reading it without the -wal would show
  an older state.
- :func:`looking` is a read-only connection that, once closed, removes the companions its own
  look created (an empty -wal and the -shm) unless another program has the file open, so a
  damaged file Muster only looked at keeps no -wal or -shm beside it.
- :func:`read_error` says in words why SQLite could not read a file: damaged, busy, a full
  disk, or a disk error. Only the first is "damaged".
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: companions are left to SQLite
    fcntl = None  # type: ignore[assignment]

from i18n import translate
from models.errors import (
    DatabaseBusyError,
    DatabaseDamagedError,
    DatabaseUnusableError,
    MusterError,
)
from models.store.connection import BUSY_TIMEOUT_MS

COMPANIONS = ("-wal", "-shm")
HEADER_SIZE = 100
# SQLite's unix VFS: every connection to a WAL database holds a shared lock on this byte of
# the -shm (the "dead man switch"); whoever can lock it exclusively is alone.
SHM_DMS_BYTE = 128


def companion(path: Path, suffix: str) -> Path:
    """``path``'s -wal or -shm."""
    return path.with_name(path.name + suffix)


def is_wal(path: Path) -> bool:
    """Whether the header of the SQLite file at ``path`` says it is in WAL mode."""
    try:
        with Path(path).open("rb") as fh:
            header = fh.read(HEADER_SIZE)
    except OSError:
        return False
    return len(header) == HEADER_SIZE and header[18] == 2 and header[19] == 2


def read_only_uri(path: Path) -> str:
    """The URI that opens ``path`` for reading only; see the module's docstring.

    Raises :class:`DatabaseUnusableError` for a file that cannot be read correctly here.
    """
    path = Path(path)
    uri = path.resolve().as_uri()
    folder = path.parent if str(path.parent) else Path(".")
    if not is_wal(path) or companion(path, "-shm").exists() or os.access(folder, os.W_OK):
        return f"{uri}?mode=ro"
    wal = companion(path, "-wal")
    with contextlib.suppress(OSError):
        if wal.stat().st_size > 0:
            raise DatabaseUnusableError(
                translate(
                    "Database",
                    "{path} cannot be read here: its latest changes are still in {wal}, and SQLite needs to write beside the file to read them, but the folder is read-only. Copy {name} and {wal} together to a folder you can write to, and use the copy. Nothing was changed",  # noqa: E501
                ).format(path=path, wal=wal.name, name=path.name)
            )
    return f"{uri}?immutable=1"


@contextlib.contextmanager
def looking(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection to ``path`` that leaves nothing beside the file.

    Raises :class:`DatabaseUnusableError` (from :func:`read_only_uri`); SQLite's own errors
    pass through, for :func:`read_error`.
    """
    path = Path(path)
    existed = {suffix: companion(path, suffix).exists() for suffix in COMPANIONS}
    conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        yield conn
    finally:
        conn.close()
        tidy_companions(path, existed)


def tidy_companions(path: Path, existed: dict[str, bool]) -> None:
    """Remove the -wal and -shm a look at ``path`` created (``existed`` says which were there
    before), when the -wal is empty and no other connection uses the -shm."""
    shm, wal = companion(path, "-shm"), companion(path, "-wal")
    if existed["-shm"] or not shm.exists() or fcntl is None:
        return
    try:
        if not existed["-wal"] and wal.exists() and wal.stat().st_size:
            return  # something was written there since: not ours to remove
        fd = os.open(shm, os.O_RDWR)
    except OSError:
        return
    try:
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, SHM_DMS_BYTE)
        except OSError:
            return  # another program has the database open: the files are its
        if not existed["-wal"]:
            wal.unlink(missing_ok=True)
        shm.unlink(missing_ok=True)
    except OSError:
        pass  # a folder that refuses is no reason to fail a read
    finally:
        os.close(fd)


def disk_is_full(path: Path) -> bool:
    """Whether the file system holding ``path`` has no space left for Muster."""
    folder = Path(path).parent if str(Path(path).parent) else Path(".")
    try:
        stats = os.statvfs(folder)
    except (OSError, AttributeError):
        return False
    return stats.f_bavail * stats.f_frsize < 64 * 1024


def read_error(path: Path, exc: BaseException) -> MusterError:
    """Why SQLite could not read the file at ``path``, in words.

    Only a file whose contents SQLite finds malformed is damaged
    (:class:`DatabaseDamagedError`); a busy file, a full disk or a disk error are said as such.
    """
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    lowered = text.lower()
    if isinstance(exc, MusterError):
        return exc
    if name == "SQLITE_READONLY_ROLLBACK":
        return DatabaseUnusableError(unfinished_change(path))
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in lowered:
        return DatabaseBusyError(
            translate(
                "Database", "{path} is busy: another copy of Muster is writing to it. Try again."
            ).format(path=path)
        )
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in lowered:
        return _damaged(path, text)
    full = name == "SQLITE_FULL" or (isinstance(exc, OSError) and exc.errno == errno.ENOSPC)
    if full or (name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")) and disk_is_full(path)):
        return DatabaseUnusableError(disk_full_reading(path))
    if name.startswith("SQLITE_IOERR"):
        return DatabaseUnusableError(
            translate(
                "Database",
                "the disk reported an error while reading {path} ({reason}). Check the disk and try again; nothing was changed",  # noqa: E501
            ).format(path=path, reason=text)
        )
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_AUTH")):
        return DatabaseUnusableError(cannot_open(path, text))
    return _damaged(path, text)


def _damaged(path: Path, text: str) -> DatabaseDamagedError:
    return DatabaseDamagedError(
        translate("Database", "{path} is damaged: SQLite cannot read it ({reason})").format(
            path=path, reason=text
        ),
        path=path,
    )


def unfinished_change(path: Path) -> str:
    """The refusal, to a command that only reads, of a file with a change a stopped writer
    never finished (a hot rollback journal beside it)."""
    return translate(
        "Database",
        "{path} holds a change that was never finished: a program writing to it was stopped, and its {journal} still holds what the change replaced. Open the file in Muster once (or run the database check with --repair) to undo that change, then try again; nothing was changed",  # noqa: E501
    ).format(path=path, journal=f"{Path(path).name}-journal")


def cannot_open(path: Path, reason: object) -> str:
    """The refusal of a file SQLite cannot open, and why (SQLite's words)."""
    return translate("Database", "cannot open {path}: {reason}").format(path=path, reason=reason)


def disk_full_reading(path: Path) -> str:
    """The refusal of a file on a disk too full for SQLite even to read it."""
    return translate(
        "Database",
        "the disk holding {path} is full: SQLite needs a little room beside the file even to read it. Free some space and try again; nothing was changed",  # noqa: E501
    ).format(path=path)

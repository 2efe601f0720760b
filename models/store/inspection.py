"""Looking at a database file before using it, without ever changing it."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import threading
from pathlib import Path

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import (
    DatabaseDamagedError,
    DatabaseEmptyError,
    DatabaseLogDamagedError,
    DatabaseUnusableError,
)
from models.store import PLURAL, journals
from models.store.connection import BUSY_TIMEOUT_MS
from models.store.files import NAME_MAX_BYTES, grouped, open_regular, os_error_text
from models.store.readonly import looking, read_error, unfinished_change
from models.store.version import SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"


def inspect_file(path: Path, *, writable: bool = True) -> int | None:
    """Check that ``path`` can serve as a Muster database without changing it.

    Returns the schema version stored in the file, 0 for a SQLite file that Muster has not
    initialised yet, or None when the file does not exist yet. Raises
    :class:`DatabaseUnusableError` with a sentence a user can act on, its subclass
    :class:`DatabaseDamagedError` when a SQLite file cannot be read, and
    :class:`DatabaseEmptyError` for an empty (0-byte) file, which Muster never takes for a new
    database. With ``writable=False`` (commands that only read), a read-only file is accepted
    and a missing one refused.

    The -wal and -journal beside the file are judged first (:func:`check_beside`): damage
    raises :class:`DatabaseLogDamagedError`, and a change a stopped writer never finished is
    undone only by an opening for writing.
    """
    try:
        return _inspect(path, writable=writable)
    except OSError as exc:
        raise DatabaseUnusableError(
            translate("Database", "cannot use {path}: {reason}").format(
                path=path, reason=os_error_text(exc, path)
            )
        ) from None


def _inspect(path: Path, *, writable: bool) -> int | None:
    if path.is_dir():
        raise DatabaseUnusableError(
            translate("Database", "{path} is a folder, not a database file").format(path=path)
        )
    if not path.exists() and not writable:
        raise DatabaseUnusableError(
            translate("Database", "there is no database at {path}").format(path=path)
        )
    if not path.exists():
        parent = path.parent if str(path.parent) else Path(".")
        if not parent.exists():
            try:
                parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise DatabaseUnusableError(
                    translate("Database", "cannot create the folder {folder}: {reason}").format(
                        folder=parent, reason=os_error_text(exc, parent)
                    )
                ) from None
        if not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
            raise DatabaseUnusableError(
                translate("Database", "cannot create {path}: the folder is not writable").format(
                    path=path
                )
            )
        if len(path.name.encode("utf-8", "surrogateescape")) > NAME_MAX_BYTES:
            raise OSError(errno.ENAMETOOLONG, "File name too long")
        return None
    try:
        what = QT_TRANSLATE_NOOP("Files", "a database file")
        with open_regular(path, what=what, error=DatabaseUnusableError) as fh:
            header = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise DatabaseUnusableError(
            translate("Database", "cannot read {path}: {reason}").format(
                path=path, reason=os_error_text(exc, path)
            )
        ) from None
    if not header:
        raise DatabaseEmptyError(
            translate(
                "Database",
                "{path} is empty (0 bytes): it holds no campaign, and Muster does not make an existing file into a database. Give the name of a file that does not exist yet (Muster creates it), or delete the empty file first",  # noqa: E501
            ).format(path=path)
        )
    if header != SQLITE_MAGIC:
        raise DatabaseUnusableError(
            translate("Database", "{path} is not a Muster database (not a SQLite file)").format(
                path=path
            )
        )
    if writable and is_read_only(path):
        raise DatabaseUnusableError(
            translate(
                "Database", "{path} is read-only: Muster needs to write to the file and its folder"
            ).format(path=path)
        )
    check_beside(path, finish=writable)
    version = read_schema_version(path)
    if version > SCHEMA_VERSION:
        raise DatabaseUnusableError(newer_muster(path, version))
    return version


def newer_muster(where: object, version: int) -> str:
    """The refusal of a database (``where``: its file or server) a newer Muster wrote."""
    return translate(
        "Database",
        "{where} was written by a newer Muster (database version {version}; this Muster reads up to version {supported}). Please update Muster.",  # noqa: E501
    ).format(where=where, version=version, supported=SCHEMA_VERSION)


def is_read_only(path: Path) -> bool:
    """Whether Muster must not write to ``path``.

    Besides what the operating system says, a file without any write permission bit counts
    as read-only even for an administrator (root may write anywhere, but the owner of the
    file has said it must not change).
    """
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK):
        return True
    return not path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)


def read_schema_version(path: Path) -> int:
    """The schema version stored in ``path``, read without writing anything beside it."""
    try:
        with looking(path) as conn:
            tables = {
                row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            if "schema_version" not in tables:
                if tables:
                    raise DatabaseUnusableError(
                        translate(
                            "Database", "{path} is a SQLite database, but not one of Muster's"
                        ).format(path=path)
                    )
                return 0
            row = conn.execute("SELECT version FROM schema_version").fetchone()
    except sqlite3.Error as exc:
        raise read_error(path, exc) from None
    if row is None or not isinstance(row[0], int):
        raise DatabaseUnusableError(no_schema_version(path))
    return row[0]


def no_schema_version(where: object) -> str:
    """The refusal of a database (``where``: its file or server) without a version."""
    return translate("Database", "{where} has no readable Muster schema version").format(
        where=where
    )


def header_problems(path: Path) -> list[str]:
    """What the file's own header says is wrong with it, which ``integrity_check`` misses: a
    page size SQLite never writes, a size that is no whole number of pages, or a file shorter
    than the page count in its header (SQLite reads a missing tail as zeros, and calls such a
    file sound). [] when the header agrees with the file, or the file cannot be read."""
    try:
        with path.open("rb") as fh:
            header = fh.read(100)
            size = os.fstat(fh.fileno()).st_size
    except OSError:
        return []
    if len(header) < 100 or header[:16] != SQLITE_MAGIC:
        if not header:
            return []
        return [
            translate("Database", "its header is cut short ({size} bytes in all)").format(
                size=grouped(size)
            )
        ]
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return [
            translate(
                "Database",
                "its header gives a page size of {page_size} bytes, which SQLite never writes",
            ).format(page_size=grouped(page_size))
        ]
    if size % page_size:
        return [
            translate(
                "Database",
                "its size ({size} bytes) is no whole number of its {page_size}-byte pages: the file was cut short or added to",  # noqa: E501
            ).format(size=grouped(size), page_size=grouped(page_size))
        ]
    pages = int.from_bytes(header[28:32], "big")
    header_valid = header[92:96] == header[24:28]  # the page count is valid (SQLite 3.7.0+)
    if header_valid and pages * page_size > size:
        return [
            translate(
                "Database",
                "it is shorter than its header says ({found} of {pages} pages): the file was cut short",  # noqa: E501
            ).format(found=grouped(size // page_size), pages=grouped(pages))
        ]
    return []


class _Ahead:
    """A quick check of one file running on a thread of its own, and the file's key
    (:func:`models.store.verified.file_key`) as it began."""

    def __init__(self, path: Path, key: list[int | str]) -> None:
        self.path, self.key = path, key
        self.problems: list[str] | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="quick check", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.problems = _integrity_problems(self.path, quick=True)
        except BaseException as exc:  # handed to the thread that asks for the result
            self.error = exc


_AHEAD: dict[Path, _Ahead] = {}


def check_ahead(path: Path) -> None:
    """Start the quick check the app's file will get as it opens (a file that passed the
    full check as it is: :mod:`models.store.verified`) on a thread of its own, while Qt and
    the window's modules load: SQLite checks without holding Python's interpreter lock, so the
    check takes nothing from the start on a machine of two cores or more. Opening the file
    takes its result (:func:`file_integrity_problems`) when the file is still exactly as it
    was when the check began; otherwise the file is checked again, as without this."""
    from models.store import verified

    path = Path(path)
    key = verified.file_key(path)
    if key is None or path in _AHEAD or not verified.is_verified(path):
        return
    _AHEAD[path] = _Ahead(path, key)


def settle_ahead(path: Path) -> None:
    """Wait for the check begun ahead on ``path``, if any: while it still reads the file, the
    file's key (:mod:`models.store.verified`) can look changed (its look at the file has the
    companions open), and opening would check the file in full for nothing."""
    ahead = _AHEAD.get(Path(path))
    if ahead is not None:
        ahead.thread.join()


def _checked_ahead(path: Path) -> list[str] | None:
    """The problems the check begun by :func:`check_ahead` found in ``path`` (once); None
    when there was none, or the file changed since it began."""
    from models.store import verified

    ahead = _AHEAD.pop(Path(path), None)
    if ahead is None:
        return None
    ahead.thread.join()
    if verified.file_key(ahead.path) != ahead.key:
        return None
    if ahead.error is not None:
        raise ahead.error
    return ahead.problems


def file_integrity_problems(path: Path, *, quick: bool = False) -> list[str]:
    """What ``PRAGMA integrity_check`` finds wrong with the file at ``path``; [] when sound.

    Reads the file without writing anything beside it (:mod:`models.store.readonly`). A file
    SQLite finds malformed gives one problem saying so; a file that cannot be read for another
    reason (busy, a full disk, a disk error) raises that reason as a :class:`MusterError`.
    ``quick`` runs ``quick_check`` instead: every page and record, without comparing indexes
    to their tables (five times faster); begun ahead (:func:`check_ahead`), its result.
    """
    if quick:
        found = _checked_ahead(path)
        if found is not None:
            return found
    return _integrity_problems(path, quick=quick)


def check_beside(path: Path, *, finish: bool) -> None:
    """Judge the -wal and -journal beside the database ``path`` as SQLite would replay them
    (:mod:`models.store.journals`), changing nothing: damage raises
    :class:`DatabaseLogDamagedError`, a folder or pipe in their place
    :class:`DatabaseUnusableError`. A whole hot journal, a change a stopped writer never
    finished, is undone by SQLite when ``finish`` (an opening for writing: SQLite's own
    recovery, which loses nothing saved) and refused in words otherwise."""
    verdict = journals.judge(path)
    if verdict.unusable:
        raise DatabaseUnusableError(verdict.unusable)
    if verdict.damage:
        raise DatabaseLogDamagedError(
            translate("Database", "{path} is damaged: {problems}").format(
                path=path, problems=describe_integrity_problems(list(verdict.damage))
            ),
            path=path,
        )
    if verdict.unfinished is None:
        return
    if not finish:
        raise DatabaseUnusableError(unfinished_change(path))
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # SQLite undoes it
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise read_error(path, exc) from None


def file_problems(path: Path) -> list[str]:
    """What SQLite's integrity check does not see: the file's header against its size
    (:func:`header_problems`), and the -wal or -journal beside it that SQLite would not replay
    whole (:mod:`models.store.journals`; a folder in their place raises
    :class:`DatabaseUnusableError`)."""
    cut = header_problems(path)
    if cut:
        return cut
    verdict = journals.judge(path)
    if verdict.unusable:
        raise DatabaseUnusableError(verdict.unusable)
    return list(verdict.damage)


def _integrity_problems(path: Path, *, quick: bool) -> list[str]:
    cut = file_problems(path)
    if cut:
        return cut
    pragma = "quick_check" if quick else "integrity_check"
    try:
        with looking(path) as conn:
            rows = [row[0] for row in conn.execute(f"PRAGMA {pragma}")]
    except sqlite3.Error as exc:
        error = read_error(path, exc)
        if isinstance(error, DatabaseDamagedError):
            return [str(exc)]
        raise error from None
    return [] if rows == ["ok"] else [str(row) for row in rows]


def ensure_sound(path: Path, *, quick: bool = False) -> None:
    """Raise :class:`DatabaseDamagedError` when SQLite's integrity check fails on ``path``."""
    problems = file_integrity_problems(path, quick=quick)
    if problems:
        raise DatabaseDamagedError(
            translate("Database", "{path} is damaged: {problems}").format(
                path=path, problems=describe_integrity_problems(problems)
            ),
            path=path,
        )


def describe_integrity_problems(problems: list[str], *, limit: int = 3) -> str:
    """SQLite's integrity findings, shortened to fit one line."""
    shown = "; ".join(" ".join(problem.split()) for problem in problems[:limit])
    more = len(problems) - limit
    if more <= 0:
        return shown
    return translate("Database", "{problems} (and %n more)", None, PLURAL, more).format(
        problems=shown
    )

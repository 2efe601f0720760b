"""The write-ahead log (``NAME-wal``) and the rollback journal (``NAME-journal``) SQLite keeps
beside a database, judged as SQLite would replay them, before anything opens the file.

SQLite trusts neither file blindly, but it does not say when it drops one. It replays a WAL
only up to its last commit frame whose checksum chain holds (sqlite.org/walformat.html): one
flipped byte, a cut or a damaged header and the changes saved after it are dropped without a
word, and the file is then written over at the next checkpoint. A hot rollback journal is
played back up to its first record whose checksum fails, which leaves half a change in the
database. So Muster reads both itself first, as SQLite's ``walIndexRecover`` and
``pager_playback`` would:

- **A WAL** is damaged when its header is not one SQLite accepts (magic, version, page size,
  checksum) and it holds anything but zeros; when a frame's salts or checksum fail and a commit
  frame of the same generation (the header's salts) comes at or after it, as a saved change
  SQLite would drop; or when the WAL-index (``NAME-shm``, left by a writer that stopped) says
  SQLite had saved more frames than can now be read (a WAL cut short). Frames after the last
  commit frame that never got their own (a writer stopped mid-transaction), and frames of an
  older generation, are what SQLite leaves there normally. A WAL cut short at a frame
  boundary, without its -shm beside it, looks exactly like one whose writer stopped there: no
  byte of it tells them apart.
- **A rollback journal** that is hot (not empty, its first byte not zero) is damaged when its
  header is not SQLite's or a record before its count fails its checksum; a whole one is a
  change a stopped writer never finished, which SQLite undoes when the file is next opened for
  writing (so a command that only reads refuses it in words: ``UnfinishedChange``).
- **A folder, a pipe or a device** where SQLite keeps either file (or the -shm) makes every
  open fail with "disk I/O error": refused in words instead.

The files are judged only while no program has the database open: a WAL in use is the
writer's, and SQLite does not replay it from the file while its -shm is held
(:data:`models.store.readonly.SHM_DMS_BYTE`); nor while this process has it open
(:func:`models.store.connection.open_here`), where opening and closing the -shm would drop
SQLite's own locks on it.
"""

from __future__ import annotations

import array
import contextlib
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the files are judged without locks
    fcntl = None  # type: ignore[assignment]

from i18n import QT_TRANSLATE_NOOP, translate
from models.store import PLURAL
from models.store.connection import open_here

WAL, SHM, JOURNAL = "-wal", "-shm", "-journal"
COMPANIONS = (WAL, SHM, JOURNAL)
WAL_HEADER = 32
FRAME_HEADER = 24
WAL_MAGIC = 0x377F0682  # the last bit: checksums of big-endian words
WAL_VERSION = 3007000
JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")
# The WAL-index header SQLite keeps at the start of the -shm: two copies of 48 bytes in the
# machine's byte order, the second first written, then the checkpoint information.
SHM_HEADER = 48
SHM_DMS_BYTE = 128  # as models.store.readonly
# SQLite's unix VFS: a writer in rollback mode holds this byte of the database locked.
RESERVED_BYTE = 0x40000001
MASK = 0xFFFFFFFF
NO_COUNT = 0xFFFFFFFF  # a journal's record count SQLite works out from its size
CHUNK = 1 << 20

# What each file beside a database is, as the refusals name it ("Database").
KINDS = {
    WAL: QT_TRANSLATE_NOOP("Database", "write-ahead log"),
    SHM: QT_TRANSLATE_NOOP("Database", "shared-memory index"),
    JOURNAL: QT_TRANSLATE_NOOP("Database", "rollback journal"),
}


def companion(path: Path, suffix: str) -> Path:
    """``path``'s -wal, -shm or -journal."""
    return path.with_name(path.name + suffix)


@dataclass(frozen=True)
class UnfinishedChange:
    """A hot rollback journal SQLite would play back whole: a change a writer never finished."""

    journal: Path


@dataclass(frozen=True)
class Verdict:
    """What the files beside a database hold: ``damage`` (sentences completing "PATH is
    damaged: "), ``unusable`` (a folder or pipe in their place: one sentence), and
    ``unfinished`` (a whole hot journal)."""

    damage: tuple[str, ...] = ()
    unusable: str = ""
    unfinished: UnfinishedChange | None = None


def judge(path: Path) -> Verdict:
    """The files beside the database ``path``, judged as SQLite would replay them (see the
    module's docstring). Never changes a file; a file that cannot be read is not judged."""
    path = Path(path)
    unusable = _not_regular(path)
    if unusable:
        return Verdict(unusable=unusable)
    if open_here(path):
        return Verdict()
    damage: list[str] = []
    unfinished = None
    with contextlib.suppress(OSError):
        wal = companion(path, WAL)
        if wal.exists() and wal.stat().st_size:
            with _quiet(path) as (alone, shm):
                if alone:
                    damage += _wal_damage(wal, shm)
    with contextlib.suppress(OSError):
        journal = companion(path, JOURNAL)
        if _hot(journal) and not _writer_holds(path):
            problem = _journal_damage(journal, _page_size(path))
            if problem:
                damage.append(problem)
            else:
                unfinished = UnfinishedChange(journal)
    return Verdict(damage=tuple(damage), unfinished=unfinished)


# --- what is in the way -----------------------------------------------------------------------


def _not_regular(path: Path) -> str:
    for suffix in (JOURNAL, WAL, SHM):
        other = companion(path, suffix)
        try:
            mode = other.stat().st_mode
        except FileNotFoundError:
            continue
        except OSError:
            mode = 0  # a link to nowhere reachable, a loop: as good as a special file
        if stat.S_ISREG(mode):
            continue
        kind = (
            translate("Database", "a folder")
            if stat.S_ISDIR(mode)
            else translate("Database", "not a regular file")
        )
        return translate(
            "Database",
            "{path} cannot be used: {other} is {kind}, where SQLite keeps the database's {what}, so SQLite cannot open the database. Move it away (or rename it); nothing was changed",  # noqa: E501
        ).format(path=path, other=other, kind=kind, what=translate("Database", KINDS[suffix]))
    return ""


@contextlib.contextmanager
def _quiet(path: Path) -> Iterator[tuple[bool, _ShmHeader | None]]:
    """Whether no program has the database open in WAL mode, holding that true while the
    block runs (the -shm's dead-man byte locked: no SQLite connection can open meanwhile), and
    the WAL-index header of its -shm. True without a -shm (no connection has the file open),
    where locks do not exist, and where the -shm cannot be written (a read-only place, where
    nobody can be writing either)."""
    shm = companion(path, SHM)
    try:
        fd = os.open(shm, os.O_RDWR)
    except FileNotFoundError:
        yield True, None
        return
    except OSError:
        yield True, _shm_header(shm)
        return
    try:  # one descriptor: closing any other one of the -shm would drop this lock
        if fcntl is not None:
            try:
                fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, SHM_DMS_BYTE)
            except OSError:
                yield False, None  # open elsewhere: the WAL is its writer's
                return
        yield True, _shm_header_of(os.pread(fd, 2 * SHM_HEADER, 0))
    finally:
        os.close(fd)  # and the lock with it


def _hot(journal: Path) -> bool:
    """Whether SQLite would take ``journal`` for a hot journal: there, not empty, its first
    byte not zero."""
    try:
        with journal.open("rb") as fh:
            return fh.read(1) not in (b"", b"\0")
    except FileNotFoundError:
        return False


def _writer_holds(path: Path) -> bool:
    """Whether a writer in rollback mode is at work on ``path`` (its journal is live)."""
    if fcntl is None:
        return False
    fd = os.open(path, os.O_RDONLY)
    try:
        try:
            fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 1, RESERVED_BYTE)
        except OSError:
            return True
        return False
    finally:
        os.close(fd)


def _page_size(path: Path) -> int:
    with path.open("rb") as fh:
        header = fh.read(18)
    size = int.from_bytes(header[16:18], "big") if len(header) == 18 else 0
    return 65536 if size == 1 else size


# --- the write-ahead log ----------------------------------------------------------------------


def _checksum(data: bytes, s0: int, s1: int, big: bool) -> tuple[int, int]:
    """SQLite's WAL checksum (``walChecksumBytes``) of ``data`` from ``s0``, ``s1``."""
    words = array.array("I")
    words.frombytes(data)
    if big != (sys.byteorder == "big"):
        words.byteswap()
    pairs = iter(words)
    for x0, x1 in zip(pairs, pairs, strict=True):
        s0 = (s0 + x0 + s1) & MASK
        s1 = (s1 + x1 + s0) & MASK
    return s0, s1


@dataclass(frozen=True)
class _ShmHeader:
    max_frame: int
    salts: bytes


def _shm_header(shm: Path) -> _ShmHeader | None:
    """The WAL-index header in the -shm ``shm`` (see :func:`_shm_header_of`)."""
    try:
        with shm.open("rb") as fh:
            return _shm_header_of(fh.read(2 * SHM_HEADER))
    except OSError:
        return None


def _shm_header_of(data: bytes) -> _ShmHeader | None:
    """The WAL-index header in the first bytes ``data`` of a -shm, when both copies agree and
    their checksum holds; None otherwise."""
    if len(data) < 2 * SHM_HEADER or data[:SHM_HEADER] != data[SHM_HEADER:]:
        return None
    order = sys.byteorder
    version = int.from_bytes(data[0:4], order)
    initialised = data[12]
    if version != WAL_VERSION or not initialised:
        return None
    s0, s1 = _checksum(data[:40], 0, 0, order == "big")  # the machine's own order
    if (s0, s1) != (int.from_bytes(data[40:44], order), int.from_bytes(data[44:48], order)):
        return None
    return _ShmHeader(max_frame=int.from_bytes(data[16:20], order), salts=data[32:40])


def _wal_damage(wal: Path, shm: _ShmHeader | None) -> list[str]:
    name = wal.name
    with wal.open("rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        header = fh.read(WAL_HEADER)
        magic = int.from_bytes(header[0:4], "big") if len(header) == WAL_HEADER else 0
        big = bool(magic & 1)
        page = int.from_bytes(header[8:12], "big") if len(header) == WAL_HEADER else 0
        sound = (
            len(header) == WAL_HEADER
            and magic & ~1 == WAL_MAGIC
            and int.from_bytes(header[4:8], "big") == WAL_VERSION
            and 512 <= page <= 65536
            and not page & (page - 1)
            and _checksum(header[:24], 0, 0, big)
            == (int.from_bytes(header[24:28], "big"), int.from_bytes(header[28:32], "big"))
        )
        if not sound:
            fh.seek(0)
            if _all_zeros(fh):
                return []
            return [
                translate(
                    "Database",
                    "its write-ahead log {wal} has a damaged header, so SQLite would ignore every change saved in it",  # noqa: E501
                ).format(wal=name)
            ]
        salts = header[16:24]
        s0, s1 = int.from_bytes(header[24:28], "big"), int.from_bytes(header[28:32], "big")
        frame_size = FRAME_HEADER + page
        frames = (size - WAL_HEADER) // frame_size
        replayed = 0  # the last commit frame SQLite would replay (its mxFrame)
        broken = 0  # the first frame that fails
        lost = 0  # commit frames of this generation at or after it
        for number in range(1, frames + 1):
            data = fh.read(frame_size)
            if len(data) < frame_size:
                break
            commit = data[4:8] != b"\0\0\0\0"
            if broken:
                lost += commit and data[8:16] == salts
                continue
            if data[8:16] == salts and data[0:4] != b"\0\0\0\0":
                s0, s1 = _checksum(data[:8], s0, s1, big)
                s0, s1 = _checksum(data[FRAME_HEADER:], s0, s1, big)
                if (s0, s1) == (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")):  # noqa: E501  # fmt: skip
                    replayed = number if commit else replayed
                    continue
            broken = number
            lost += commit and data[8:16] == salts
    if shm is not None and shm.salts == salts:
        # The -shm says how far SQLite had saved: what it says is the truth about the file.
        if shm.max_frame <= replayed:
            return []
        if not broken or not lost:
            return [
                translate(
                    "Database",
                    "its write-ahead log {wal} holds {found} of the {saved} frames SQLite had saved in it: it was cut short or written over",  # noqa: E501
                ).format(wal=name, found=replayed, saved=shm.max_frame)
            ]
    elif not lost:
        return []
    return [
        translate(
            "Database",
            "its write-ahead log {wal} is damaged at frame {frame}: SQLite would drop the %n change(s) saved from there on",  # noqa: E501
            None,
            PLURAL,
            lost,
        ).format(wal=name, frame=broken)
    ]


def _all_zeros(fh: object) -> bool:
    while chunk := fh.read(CHUNK):  # type: ignore[attr-defined]
        if chunk.count(0) != len(chunk):
            return False
    return True


# --- the rollback journal -------------------------------------------------------------------


def _journal_damage(journal: Path, db_page: int) -> str:
    """What SQLite would leave undone of a hot ``journal``, in words; "" when it would play
    the journal back whole."""
    name = journal.name
    unreadable = translate(
        "Database",
        "its rollback journal {journal} is not one SQLite can read, so SQLite would leave half of an unfinished change in the database",  # noqa: E501
    ).format(journal=name)
    with journal.open("rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        fh.seek(max(0, size - len(JOURNAL_MAGIC)))
        if fh.read() == JOURNAL_MAGIC and size > 28:
            return ""  # it names a super-journal: SQLite decides from that one
        offset = 0
        while True:
            fh.seek(offset)
            header = fh.read(28)
            if offset and (len(header) < 8 or header[:8] != JOURNAL_MAGIC):
                return ""  # no further segment: played back whole
            if len(header) < 28 or header[:8] != JOURNAL_MAGIC:
                return unreadable
            count, initial = (int.from_bytes(header[i : i + 4], "big") for i in (8, 12))
            sector, page = (int.from_bytes(header[i : i + 4], "big") for i in (20, 24))
            if (
                not 512 <= page <= 65536
                or page & (page - 1)
                or not 32 <= sector <= 65536
                or sector & (sector - 1)
                or (db_page and page != db_page)
            ):
                return unreadable
            offset += sector
            record = 4 + page + 4
            if count == NO_COUNT:
                count = (size - offset) // record
            for number in range(1, count + 1):
                fh.seek(offset)
                data = fh.read(record)
                pgno = int.from_bytes(data[:4], "big")
                if (
                    len(data) < record
                    or not pgno
                    or _journal_sum(data, initial, page) != (int.from_bytes(data[-4:], "big"))
                ):
                    return translate(
                        "Database",
                        "its rollback journal {journal} is damaged at page {number} of {count}, so SQLite would undo only part of an unfinished change",  # noqa: E501
                    ).format(journal=name, number=number, count=count)
                offset += record
            offset = -(-offset // sector) * sector  # the next segment starts on a sector
            if offset >= size:
                return ""


def _journal_sum(record: bytes, initial: int, page: int) -> int:
    """SQLite's checksum of a journal record (``pager_cksum``): every 200th byte of the page
    from its end, added to the journal's random start."""
    total = initial
    for at in range(page - 200, 0, -200):
        total += record[4 + at]
    return total & MASK

"""Writing a file the user asked for, whole or not at all, and only where a file belongs; and
reading one only when it is a regular file.

The name a user gives for a file to write (``--out``, a save dialog) is checked first by
:func:`output_file`: a folder, a device, a named pipe (FIFO) or a socket there is refused and
left as it is; a symbolic link writes the file it points at (the link stays, and now shows the
new contents), as an editor does. A file Muster itself reads is refused too
(:func:`protected_files`): the open database, its ``-wal``, ``-shm`` and ``-journal``, its
backups, and a file being imported or copied from, whatever name, link or hard link reaches
it.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from models.errors import MusterError
from models.store.leftovers import clean_leftovers, temporary_beside

NAME_MAX_BYTES = 255  # the longest file name most file systems take, in bytes


def _read_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _read_umask()  # read once, at import: os.umask is process-wide and not thread-safe


def os_error_text(exc: OSError, path: Path | str | None = None) -> str:
    """What the operating system said, in words a user can act on."""
    if exc.errno == errno.ENAMETOOLONG:
        longest = max(
            (len(part.encode("utf-8", "surrogateescape")) for part in Path(path or "").parts),
            default=0,
        )
        size = f" (the longest part has {longest:,} bytes)" if longest > NAME_MAX_BYTES else ""
        return (
            f"the name is too long for the file system: a file or folder name can have at most "
            f"{NAME_MAX_BYTES} bytes{size}; choose a shorter name"
        )
    if exc.errno == errno.ENOSPC:
        return "the disk is full; free some space and try again"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.ENOTDIR:
        return "a part of the path is a file, not a folder"
    if exc.errno == errno.ELOOP:
        return "the path has too many symbolic links (or a link to itself)"
    return exc.strerror or str(exc)


# Where the files Muster reads come from: each a function giving (path, what it is) pairs, added
# by the code that reads them (models.store.lifecycle: the database and its backups).
_PROTECTORS: list[Callable[[], Iterable[tuple[Path, str]]]] = []
_READING: dict[Path, str] = {}  # files being read now (an import's, a copy's source)


def protect(provider: Callable[[], Iterable[tuple[Path, str]]]) -> None:
    """Register ``provider``: the files it names are never written over."""
    if provider not in _PROTECTORS:
        _PROTECTORS.append(provider)


@contextlib.contextmanager
def reading(path: Path | str, what: str = "the file being read") -> Iterator[None]:
    """While the block runs, ``path`` is a file Muster reads: no command writes over it."""
    key = Path(path).expanduser()
    _READING[key] = what
    try:
        yield
    finally:
        _READING.pop(key, None)


def protected_files() -> list[tuple[Path, str]]:
    """The files no command may write over now, with what each is."""
    found = list(_READING.items())
    for provider in _PROTECTORS:
        with contextlib.suppress(Exception):  # a provider that cannot tell protects nothing
            found.extend(provider())
    return found


def _same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` are one file: the same inode (a link or a hard link), or, for
    a file not there yet, the same real path."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        try:
            return os.path.realpath(a) == os.path.realpath(b)
        except (OSError, ValueError):
            return False


def _refuse_protected(path: Path, target: Path, error: type[MusterError]) -> None:
    for protected, what in protected_files():
        if _same_file(target, protected):
            raise error(
                f"{path} is {what}, which Muster reads: writing over it would lose it, so "
                "nothing was written. Choose another name"
            )


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def open_regular(
    path: Path, *, what: str, limit: int | None = None, error: type[MusterError] = MusterError
) -> io.BufferedReader:
    """``path`` opened for reading, when it is a regular file (of at most ``limit`` bytes);
    else ``error`` says why not, naming ``what`` it should be ("a campaign file").

    A device, a pipe or a socket is never read, as it could be endless: its name is looked at
    before it is opened (a device is never even opened), and it is opened without waiting (a
    named pipe would wait for a writer forever) and looked at again, in case the name was
    given to something else in between.
    """
    try:
        _refuse_unless_regular(path, os.stat(path), what, limit, error)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise error(f"there is no file {path}") from None
    except IsADirectoryError:
        raise error(f"{path} is a folder, not {what}") from None
    except OSError as exc:
        raise error(f"cannot read {path}: {os_error_text(exc, path)}") from None
    try:
        _refuse_unless_regular(path, os.fstat(fd), what, limit, error)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _refuse_unless_regular(
    path: Path, info: os.stat_result, what: str, limit: int | None, error: type[MusterError]
) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise error(f"{path} is a folder, not {what}")
    if not stat.S_ISREG(info.st_mode):
        raise error(
            f"{path} is not a regular file but {_kind(info.st_mode)}, so it cannot be {what}"
        )
    if limit is not None and info.st_size > limit:
        raise error(
            f"{path} is {info.st_size / 1e6:,.1f} MB; {what} can be at most {limit / 1e6:,.0f} MB"
        )


def output_file(path: Path | str, *, error: type[MusterError] = MusterError) -> Path:
    """The file to write when the user names ``path``: ``path`` itself, or the file its
    symbolic link points at.

    Raises ``error``, changing nothing, for a folder, for anything that is not a regular file
    (a device, a FIFO, a socket), for a folder that does not exist and for a name the file
    system refuses.
    """
    path = Path(path).expanduser()
    try:
        target = Path(os.path.realpath(path)) if path.is_symlink() else path
        try:
            mode = target.stat().st_mode
        except FileNotFoundError:
            mode = None
    except OSError as exc:
        raise error(f"cannot write {path}: {os_error_text(exc, path)}") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise error(f"{path} is a folder; give the name of the file to write")
    if mode is not None and not stat.S_ISREG(mode):
        raise error(
            f"{path} is {_kind(mode)}, not a regular file: Muster writes only to files, so "
            "nothing was written. Choose another name"
        )
    if len(target.name.encode("utf-8", "surrogateescape")) > NAME_MAX_BYTES:
        too_long = OSError(errno.ENAMETOOLONG, "File name too long")
        raise error(f"cannot write {path}: {os_error_text(too_long, target)}")
    folder = target.parent if str(target.parent) else Path(".")
    try:
        is_folder = folder.is_dir()
    except OSError as exc:
        raise error(f"cannot write {path}: {os_error_text(exc, folder)}") from None
    if not is_folder:
        raise error(f"cannot write {path}: the folder {folder} does not exist")
    _refuse_protected(path, target, error)
    return target


def write_atomically(
    path: Path | str, data: bytes, *, error: type[MusterError] = MusterError
) -> Path:
    """Write ``data`` to ``path``: into a temporary file beside it, synced, then renamed over.

    An existing file is replaced only once the new one is complete, and the new file gets the
    usual permissions (not the private ones of a temporary file). A failure (no such folder,
    a folder, device or pipe in the way, no permission, a full disk, a name too long) raises
    ``error`` with one readable sentence and leaves any earlier file untouched. Leftovers of
    earlier writers that were killed are removed from the folder first
    (:mod:`models.store.leftovers`).
    """
    return write_chunks(path, (data,), error=error)


class _SourceFailed(Exception):
    """An OSError while the data was being made (not while it was written): passed on as is."""


def _from_source(chunks: Iterable[bytes]) -> Iterator[bytes]:
    try:
        yield from chunks
    except OSError as exc:
        raise _SourceFailed from exc


def write_chunks(
    path: Path | str, chunks: Iterable[bytes], *, error: type[MusterError] = MusterError
) -> Path:
    """Write the bytes ``chunks`` yields to ``path`` as they come, as :func:`write_atomically`
    writes them: the file is replaced only once complete. An error while the chunks are made
    leaves any earlier file untouched too, and passes through as it is."""
    path = Path(path).expanduser()
    target = output_file(path, error=error)
    folder = target.parent if str(target.parent) else Path(".")
    clean_leftovers(folder)
    try:
        with temporary_beside(target) as (temp, fd):
            with open(fd, "wb", closefd=False) as handle:
                for data in _from_source(chunks):
                    handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(temp, 0o666 & ~_UMASK)
            os.replace(temp, target)
    except _SourceFailed as failed:
        raise failed.__cause__ from None  # type: ignore[misc]
    except OSError as exc:
        raise error(f"cannot write {path}: {os_error_text(exc, path)}") from None
    sync_folder(folder)  # the rename itself reaches the disk
    return path


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no such call)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

"""Writing a file the user asked for, whole or not at all, and only where a file belongs; and
reading one only when it is a regular file.

The name a user gives for a file to write (``--out``, a save dialog) is checked first by
:func:`output_file`: a folder, a device, a named pipe (FIFO) or a socket there is refused and
left as it is; a symbolic link writes the file it points at (the link stays, and now shows the
new contents), as an editor does, when that lies inside the link's folder. Whatever Muster must
never write over is refused by the one guard, :mod:`models.store.guard`: the open database,
its ``-wal``, ``-shm`` and ``-journal``, its backups, any SQLite database, a file being read,
whatever name, link or hard link reaches it.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path

from i18n import translate
from models.errors import MusterError
from models.store.guard import refuse_link_out, refuse_protected
from models.store.leftovers import clean_leftovers, temporary_beside
from models.validation import grouped as grouped_whole

NAME_MAX_BYTES = 255  # the longest file name most file systems take, in bytes


def _read_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _read_umask()  # read once, at import: os.umask is process-wide and not thread-safe


def grouped(value: float, decimals: int = 0) -> str:
    """``value`` (not negative) with its thousands grouped and its decimals separated as the
    user's language writes them: "12,345.6" in English, "12.345,6" in German."""
    if not decimals:
        return grouped_whole(round(value))  # exact, however large (no float in between)
    whole, _, fraction = f"{value:.{decimals}f}".partition(".")
    text = grouped_whole(int(whole))
    if fraction:
        text += translate("Numbers", ".", "the decimal separator") + fraction
    return text


def os_error_text(exc: OSError, path: Path | str | None = None) -> str:
    """What the operating system said, in words a user can act on."""
    if exc.errno == errno.ENAMETOOLONG:
        longest = max(
            (len(part.encode("utf-8", "surrogateescape")) for part in Path(path or "").parts),
            default=0,
        )
        if longest > NAME_MAX_BYTES:
            return translate(
                "Files",
                "the name is too long for the file system: a file or folder name can have at most {limit} bytes (the longest part has {longest} bytes); choose a shorter name",  # noqa: E501
            ).format(limit=NAME_MAX_BYTES, longest=grouped(longest))
        return translate(
            "Files",
            "the name is too long for the file system: a file or folder name can have at most {limit} bytes; choose a shorter name",  # noqa: E501
        ).format(limit=NAME_MAX_BYTES)
    if exc.errno == errno.ENOSPC:
        return translate("Files", "the disk is full; free some space and try again")
    if exc.errno == errno.EROFS:
        return translate("Files", "the disk is read-only")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return translate("Files", "permission denied")
    if exc.errno == errno.ENOTDIR:
        return translate("Files", "a part of the path is a file, not a folder")
    if exc.errno == errno.ELOOP:
        return translate("Files", "the path has too many symbolic links (or a link to itself)")
    return exc.strerror or str(exc)


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return translate("Files", "a named pipe (FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return translate("Files", "a device")
    if stat.S_ISSOCK(mode):
        return translate("Files", "a socket")
    return translate("Files", "a special file")


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
        raise error(translate("Files", "there is no file {path}").format(path=path)) from None
    except IsADirectoryError:
        raise error(_not_a_folder(path, what)) from None
    except OSError as exc:
        raise error(
            translate("Files", "cannot read {path}: {reason}").format(
                path=path, reason=os_error_text(exc, path)
            )
        ) from None
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
        raise error(_not_a_folder(path, what))
    if not stat.S_ISREG(info.st_mode):
        raise error(
            translate(
                "Files", "{path} is not a regular file but {kind}, so it cannot be {what}"
            ).format(path=path, kind=_kind(info.st_mode), what=translate("Files", what))
        )
    if limit is not None and info.st_size > limit:
        raise error(
            translate("Files", "{path} is {size} MB; {what} can be at most {limit} MB").format(
                path=path,
                size=grouped(info.st_size / 1e6, 1),
                what=translate("Files", what),
                limit=grouped(limit / 1e6),
            )
        )


def _not_a_folder(path: Path, what: str) -> str:
    return translate("Files", "{path} is a folder, not {what}").format(
        path=path, what=translate("Files", what)
    )


def output_file(path: Path | str, *, error: type[MusterError] = MusterError) -> Path:
    """The file to write when the user names ``path``: ``path`` itself, or the file its
    symbolic link points at (inside the link's folder).

    Raises ``error``, changing nothing, for a folder, for anything that is not a regular file
    (a device, a FIFO, a socket), for a folder that does not exist, for a name the file system
    refuses, and for whatever the guard refuses (:mod:`models.store.guard`).
    """
    path = Path(path).expanduser()
    try:
        target = refuse_link_out(path, error)
        try:
            mode = target.stat().st_mode
        except FileNotFoundError:
            mode = None
    except OSError as exc:
        raise error(_cannot_write(path, os_error_text(exc, path))) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise error(
            translate("Files", "{path} is a folder; give the name of the file to write").format(
                path=path
            )
        )
    if mode is not None and not stat.S_ISREG(mode):
        raise error(
            translate(
                "Files",
                "{path} is {kind}, not a regular file: Muster writes only to files, so nothing was written. Choose another name",  # noqa: E501
            ).format(path=path, kind=_kind(mode))
        )
    if len(target.name.encode("utf-8", "surrogateescape")) > NAME_MAX_BYTES:
        too_long = OSError(errno.ENAMETOOLONG, "File name too long")
        raise error(_cannot_write(path, os_error_text(too_long, target)))
    folder = target.parent if str(target.parent) else Path(".")
    try:
        is_folder = folder.is_dir()
    except OSError as exc:
        raise error(_cannot_write(path, os_error_text(exc, folder))) from None
    if not is_folder:
        raise error(
            translate("Files", "cannot write {path}: the folder {folder} does not exist").format(
                path=path, folder=folder
            )
        )
    refuse_protected(path, target, error)
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
        raise error(_cannot_write(path, os_error_text(exc, path))) from None
    sync_folder(folder)  # the rename itself reaches the disk
    return path


def _cannot_write(path: Path, reason: str) -> str:
    return translate("Files", "cannot write {path}: {reason}").format(path=path, reason=reason)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no such call)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

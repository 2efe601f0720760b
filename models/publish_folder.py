"""The folder a campaign is published into (:mod:`models.publish`): its marker,
``.muster-site`` (:class:`SiteMarker`, read as strictly as a campaign file), the hidden staging
folder the changed pages are made in, and the site's folders opened without following a
symbolic link (:class:`_Site`), so nothing is written or removed outside the folder.
"""

from __future__ import annotations

import contextlib
import errno
import json

import msgspec

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: a staging folder is removed by its age
    fcntl = None  # type: ignore[assignment]
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated

from i18n import translate
from models.errors import MusterError
from models.records.fields import shown
from models.store.files import os_error_text, sync_folder
from models.store.leftovers import NAME_BYTES, UNLOCKED_GRACE_SECONDS, shortened, temporary_beside
from models.store.schema import Campaign

MARKER = ".muster-site"
STAGING = ".muster-staging-"  # the hidden folder the changed pages are made in
MARKER_LIMIT = 64 * 1024 * 1024  # bytes: some 30 bytes a page, of millions of pages
FOLDERS = ("warbands", "characters", "games", "log", "fonts")
# A folder of the site opened without following a link, or a page read without following one.
_FOLDER_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_PAGE_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


class PublishError(MusterError):
    """The pages cannot be written where asked; nothing outside the folder was touched."""


# Every name Muster writes into a site: a page, the style sheet, a font.
_SITE_NAMES = (
    r"index\.html|site\.css|fonts/[A-Za-z0-9-]{1,64}\.ttf"
    r"|(?:warbands|characters|games|log)/(?:[0-9]{1,19}|index)\.html"
)
SITE_FILE = rf"^(?:{_SITE_NAMES})$(?!\n)"


# What a page's digest is kept under in the marker: the page's name, or a warband's whole.
INPUT_KEY = rf"^(?:{_SITE_NAMES}|warband:[0-9]{{1,19}})$(?!\n)"
_Digest = Annotated[str, msgspec.Meta(pattern=r"^[0-9a-f]{32}$(?!\n)")]
_Count = Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]


class SiteMarker(msgspec.Struct, forbid_unknown_fields=True):
    """The folder's marker, ``.muster-site``: the campaign published there, and every file
    Muster wrote there (and only names Muster writes); the digest of what each page was made
    from (:mod:`models.publish_inputs`), and each page's file as Muster left it (its size, time
    of change in nanoseconds and inode), so that a page changed or deleted by hand is made
    again. A marker of an older Muster has neither: every page is made and compared."""

    campaign: Annotated[str, msgspec.Meta(max_length=1000)]
    files: list[Annotated[str, msgspec.Meta(pattern=SITE_FILE)]]
    inputs: dict[Annotated[str, msgspec.Meta(pattern=INPUT_KEY)], _Digest] = msgspec.field(
        default_factory=dict
    )
    pages: dict[Annotated[str, msgspec.Meta(pattern=SITE_FILE)], tuple[_Count, _Count, _Count]] = (
        msgspec.field(default_factory=dict)
    )
    # The database's bytes as they were read (:func:`models.publish_inputs.source_key`):
    # while they are the same, no row is read again. None: read them.
    source: _Digest | None = None


def file_key(info: os.stat_result) -> tuple[int, int, int]:
    """A page's file as the marker keeps it: its size, time of change and inode."""
    return (info.st_size, info.st_mtime_ns, info.st_ino)


def _previous(out: Path, site: int) -> SiteMarker:
    """What Muster wrote into ``out`` (open as ``site``) before; refused when ``out`` holds
    anything else, or a marker that is not what Muster writes."""
    try:
        fd = os.open(MARKER, _PAGE_FLAGS, dir_fd=site)
    except FileNotFoundError:
        # (a folder only an older Muster's publish, stopped before its marker, wrote into)
        if any(not name.startswith(STAGING) for name in os.listdir(site)):
            raise PublishError(
                translate(
                    "Site",
                    "{out} already holds files Muster did not write; choose an empty folder, or one Muster published into before.",  # noqa: E501
                ).format(out=out)
            ) from None
        return SiteMarker(campaign="", files=[])
    except OSError as exc:
        raise _not_a_marker(out, os_error_text(exc)) from None
    with open(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > MARKER_LIMIT:
            raise _not_a_marker(out, translate("Site", "not a small regular file"))
        data = handle.read(MARKER_LIMIT + 1)
    try:
        return msgspec.json.decode(data, type=SiteMarker)
    except msgspec.ValidationError as exc:
        raise _not_a_marker(out, _where_not(str(exc), data)) from None
    except msgspec.DecodeError:
        raise _not_a_marker(out, translate("Site", "not JSON")) from None


def _where_not(message: str, data: bytes) -> str:
    """Where a marker that is JSON is not what Muster writes, in words: its JSON path, and
    the name it lists there that no page of Muster has."""
    where = message.rpartition(" - at `$")[2].rstrip("`").lstrip(".") or translate(
        "Site", "the document"
    )
    index = re.fullmatch(r"files\[(\d+)\]", where)
    if index is not None and "matching regex" in message:
        with contextlib.suppress(ValueError, LookupError, TypeError, RecursionError):
            name = json.loads(data)["files"][int(index.group(1))]
            return translate("Site", "{where}: {name} is not a file Muster writes").format(
                where=where, name=shown(name)
            )
    if message.startswith("Object contains unknown field"):
        field = message.split("`")[1] if "`" in message else ""
        return translate("Site", "{field}: a field Muster does not write").format(
            field=shown(field)
        )
    return translate("Site", "{where}: not what Muster writes").format(where=where)


def _not_a_marker(out: Path, problem: str) -> PublishError:
    return PublishError(
        translate(
            "Site",
            "{marker} is not what Muster writes there ({problem}), so nothing was published; choose another folder.",  # noqa: E501
        ).format(marker=out / MARKER, problem=problem)
    )


class _LinkInSite(PublishError):
    """A symbolic link (or anything but a folder) where a folder of the site should be."""


class _Site:
    """The site's folder and its subfolders, each opened without following a link."""

    def __init__(self, out: Path, fd: int) -> None:
        self.out, self.fd = out, fd
        self.subfolders: dict[str, int] = {}

    def holding(self, name: str, *, make: bool) -> tuple[int, str] | None:
        """The folder holding the file ``name`` ("games/1.html") and its name in it; None
        when that folder is not there (and not to be made)."""
        sub, _, leaf = name.rpartition("/")
        if not sub:
            return self.fd, leaf
        if sub not in self.subfolders:
            if make:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(sub, dir_fd=self.fd)
            try:
                self.subfolders[sub] = os.open(sub, _FOLDER_FLAGS, dir_fd=self.fd)
            except FileNotFoundError:
                if make:
                    raise
                return None
            except OSError as exc:
                if exc.errno not in (errno.ELOOP, errno.ENOTDIR):
                    raise
                raise _LinkInSite(
                    translate(
                        "Site",
                        "{path} is a symbolic link or a file where the site's folder should be: Muster never writes through one, so nothing was published. Remove it and publish again.",  # noqa: E501
                    ).format(path=self.out / sub)
                ) from None
        return self.subfolders[sub], leaf

    def read(self, name: str) -> bytes | None:
        """The file ``name`` as it is in the site, when it is a regular file there (no link
        followed); None otherwise."""
        found = self.read_keyed(name)
        return None if found is None else found[0]

    def read_keyed(self, name: str) -> tuple[bytes, tuple[int, int, int]] | None:
        """The file ``name`` as it is in the site and its :func:`file_key`, when it is a
        regular file there (no link followed); None otherwise."""
        found = self.holding(name, make=False)
        if found is None:
            return None
        try:
            fd = os.open(found[1], _PAGE_FLAGS, dir_fd=found[0])
        except OSError:
            return None
        with open(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                return None
            return handle.read(), file_key(info)

    def key(self, name: str) -> tuple[int, int, int] | None:
        """The :func:`file_key` of the file ``name`` in the site, when it is a regular file
        there (a link is not followed: it is no page of Muster's); None otherwise."""
        found = self.holding(name, make=False)
        if found is None:
            return None
        try:
            info = os.stat(found[1], dir_fd=found[0], follow_symlinks=False)
        except OSError:
            return None
        return file_key(info) if stat.S_ISREG(info.st_mode) else None

    def remove_if_empty(self, sub: str) -> None:
        fd = self.subfolders.pop(sub, None)
        if fd is not None:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.rmdir(sub, dir_fd=self.fd)  # only if emptied, and never a link

    def sync(self) -> None:
        for fd in (self.fd, *self.subfolders.values()):
            with contextlib.suppress(OSError):
                os.fsync(fd)

    def close(self) -> None:
        for fd in self.subfolders.values():
            os.close(fd)
        self.subfolders.clear()
        os.close(self.fd)


@contextlib.contextmanager
def _folders(out: Path) -> Iterator[_Site]:
    try:
        fd = os.open(out, _FOLDER_FLAGS & ~getattr(os, "O_NOFOLLOW", 0))  # the chosen folder
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write into the folder {out}: {reason}.").format(
                out=out, reason=exc.strerror or exc
            )
        ) from None
    site = _Site(out, fd)
    try:
        yield site
    finally:
        site.close()


@contextlib.contextmanager
def _staging(out: Path, site: int) -> Iterator[Path]:
    """A new, locked folder to make the pages in: beside ``out`` where it can be (the same
    disk, a folder that can be written), else hidden inside it. Staging folders of publishes
    that were killed, beside and inside, are removed first."""
    real = Path(os.path.realpath(out))
    beside = f".{shortened(real.name, NAME_BYTES)}{STAGING}"
    _remove_stale(real.parent, beside)
    _remove_stale(real, STAGING)
    staging = None
    with contextlib.suppress(OSError):
        made = Path(tempfile.mkdtemp(prefix=beside, dir=real.parent))
        if os.stat(made).st_dev == os.fstat(site).st_dev:
            staging = made
        else:  # another disk is mounted on the site: a page could not be moved in whole
            made.rmdir()
    try:
        if staging is None:
            staging = Path(tempfile.mkdtemp(prefix=STAGING, dir=real))
        lock = os.open(staging, _FOLDER_FLAGS)
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write into the folder {out}: {reason}.").format(
                out=out, reason=exc.strerror or exc
            )
        ) from None
    try:
        if fcntl is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        yield staging
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        os.close(lock)


def _remove_stale(folder: Path, prefix: str) -> None:
    """Remove the staging folders named ``prefix…`` in ``folder`` whose publish is gone."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not entry.name.startswith(prefix):
            continue
        with contextlib.suppress(OSError):
            if not entry.is_dir(follow_symlinks=False):
                continue
            fd = os.open(entry.path, _FOLDER_FLAGS)
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # its publish still runs
                elif time.time() - os.fstat(fd).st_mtime < UNLOCKED_GRACE_SECONDS:
                    continue
                shutil.rmtree(entry.path, ignore_errors=True)
            finally:
                os.close(fd)


def _mark(
    out: Path,
    campaign: Campaign,
    files: set[str],
    staging: Path,
    inputs: dict[str, str] | None = None,
    pages: dict[str, tuple[int, int, int]] | None = None,
    source: str | None = None,
) -> None:
    """The folder's marker: that Muster wrote it, and which files are its. Written whole in
    ``staging`` and moved in (a link in its place is replaced, never followed), so a publish
    stopped while writing it leaves nothing half written in the folder."""
    marker = msgspec.json.encode(
        SiteMarker(
            campaign=campaign.name[:1000],
            files=sorted(files),
            inputs=dict(sorted((inputs or {}).items())),
            pages=dict(sorted((pages or {}).items())),
            source=source,
        )
    )
    target = out / MARKER
    with contextlib.suppress(OSError):
        fd = os.open(target, _PAGE_FLAGS)
        with open(fd, "rb") as handle:
            if handle.read(len(marker) + 1) == marker:
                return
    try:
        with temporary_beside(staging / MARKER) as (temp, fd):
            with open(fd, "wb", closefd=False) as handle:
                handle.write(marker)
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(temp, 0o644)
            os.replace(temp, target)
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write {path}: {reason}.").format(
                path=target, reason=os_error_text(exc, target)
            )
        ) from None
    sync_folder(out)


def _write_page(path: Path, data: bytes) -> tuple[int, int, int]:
    """A page written into the staging folder, plainly (a new file: never one already there):
    its :func:`file_key` (the same once moved into the site)."""
    with open(path, "xb") as handle:
        handle.write(data)
        handle.flush()
        return file_key(os.fstat(handle.fileno()))


def _synced(staging: Path, written: list[str], folders: set[str]) -> None:
    """The pages written into ``staging`` on the disk: its whole file system synced at once
    (Linux's ``syncfs``), else each page and folder in turn."""
    if not written:
        return  # nothing written: nothing to sync
    try:
        fd = os.open(staging, _FOLDER_FLAGS)
    except OSError as exc:
        raise PublishError(
            translate("Site", "Cannot write {path}: {reason}.").format(
                path=staging, reason=exc.strerror or exc
            )
        ) from None
    try:
        if _syncfs(fd):
            return
        for name in written:
            with contextlib.suppress(OSError):
                page = os.open(staging / name, os.O_RDONLY)
                try:
                    os.fsync(page)
                finally:
                    os.close(page)
        for sub in folders:
            sync_folder(staging / sub)
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _syncfs(fd: int) -> bool:
    """Whether the file system holding ``fd`` was synced whole (Linux), in one call."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.syncfs(fd) == 0)
    except (OSError, AttributeError):
        return False

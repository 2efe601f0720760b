"""Writing a file the user asked for, whole or not at all."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from models.errors import MusterError


def _read_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _read_umask()  # read once, at import: os.umask is process-wide and not thread-safe


def write_atomically(
    path: Path | str, data: bytes, *, error: type[MusterError] = MusterError
) -> Path:
    """Write ``data`` to ``path``: into a temporary file beside it, synced, then renamed over.

    An existing file is replaced only once the new one is complete, and the new file gets the
    usual permissions (not the private ones of a temporary file). A failure (no such folder,
    a folder in the way, no permission, a full disk) raises ``error`` with one readable
    sentence and leaves any earlier file untouched.
    """
    path = Path(path).expanduser()
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise error(f"{path} is a folder; give the name of the file to write")
    if not folder.is_dir():
        raise error(f"cannot write {path}: the folder {folder} does not exist")
    temp: str | None = None
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, 0o666 & ~_UMASK)
        os.replace(temp, path)
        temp = None
    except OSError as exc:
        raise error(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
    with contextlib.suppress(OSError):  # the rename itself reaches the disk
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    return path

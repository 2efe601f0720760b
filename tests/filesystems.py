"""Real file systems for the hostile-storage tests: a read-only place and a full disk.

As root, Muster's own checks of permissions prove nothing (root may write anywhere), so a
read-only place is a real read-only mount and a full disk a real, tiny, filled one: each a
small tmpfs mounted on a folder of the test's temporary directory and unmounted afterwards.
Without root, a read-only place is a folder without write permission (which the operating
system enforces for everyone else), and the full-disk tests are skipped.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _mount(*args: str) -> bool:
    try:
        result = subprocess.run(["mount", *args], capture_output=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0


def _unmount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30, check=False)


@contextlib.contextmanager
def tmpfs(folder: Path, size_kb: int) -> Iterator[Path]:
    """A new tmpfs of ``size_kb`` KiB mounted on ``folder`` (created); skips without root."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or not _mount(
        "-t", "tmpfs", "-o", f"size={size_kb}k", "muster", str(folder)
    ):
        pytest.skip("mounting a small file system needs root")
    try:
        yield folder
    finally:
        _unmount(folder)


@contextlib.contextmanager
def read_only_place(folder: Path, files: list[Path]) -> Iterator[Path]:
    """``folder`` holding copies of ``files``, where nobody can create a file.

    As root: a tmpfs mounted read-only once the files are in. Otherwise: a folder without
    write permission.
    """
    if os.geteuid() == 0:
        with tmpfs(folder, 8 * 1024):
            for path in files:
                shutil.copy2(path, folder / path.name)
            assert _mount("-o", "remount,ro", str(folder)), "cannot remount read-only"
            yield folder
        return
    folder.mkdir(parents=True)
    for path in files:
        shutil.copy2(path, folder / path.name)
    folder.chmod(0o555)
    try:
        yield folder
    finally:
        folder.chmod(0o755)


def fill_disk(folder: Path) -> None:
    """Write into ``folder`` until its file system has not a byte left."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        for block in (65536, 4096, 512, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * block)
    finally:
        os.close(fd)
    try:
        (folder / "probe").write_bytes(b"x")
    except OSError as exc:
        assert exc.errno == errno.ENOSPC
    else:  # pragma: no cover - the disk was not full
        raise AssertionError("the disk is not full")

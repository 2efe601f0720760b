"""The games' data as last read and checked, kept in a cache folder so that a start reads one
small file instead of parsing and checking the TOML again.

A cached game is named by a hash of everything that made it: the data file's bytes, the code
that reads and checks it (``loader.py``, ``data.py``, this module) and Python's version. A file
changed by hand, or a new Muster, is read afresh. The cache is only ever a copy: a folder that
cannot be written, or a cached file that is damaged, cut short or of another version, is passed
over without a word and the data read from its file as without a cache (a damaged file is
written again).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from rules import data

_CODE = tuple(Path(__file__).resolve().parent / name for name in ("loader.py", "data.py"))
SUFFIX = ".rules-cache"


def _frozen(mapping: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    """A read-only mapping again, as ``GameData`` holds them (pickle cannot name the type)."""
    return MappingProxyType(mapping)


class _Unpickler(pickle.Unpickler):
    """Builds the game's frozen dataclasses and nothing else: a file in the cache folder
    can never make Muster run anything."""

    def find_class(self, module: str, name: str) -> Any:
        if module == data.__name__ and isinstance(getattr(data, name, None), type):
            return getattr(data, name)
        if (module, name) == (__name__, "_frozen"):
            return _frozen
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a game's data")


def cache_key(path: Path) -> str:
    """The hash naming the cached copy of the data file at ``path``."""
    digest = hashlib.sha256(sys.version.encode())
    for source in (path, *_CODE, Path(__file__)):
        digest.update(source.read_bytes())
    return digest.hexdigest()[:32]


def read_cached(
    path: Path, game_id: str, folder: Path, read: Callable[[], data.GameData]
) -> data.GameData:
    """The game at ``path`` from ``folder`` when it holds a sound copy, else ``read()``, then
    kept in ``folder`` for the next start (when it can be written)."""
    try:
        target = folder / f"{game_id}-{cache_key(path)}{SUFFIX}"
    except OSError:  # the data file cannot be read: read() says so
        return read()
    game = _load(target, game_id)
    if game is None:
        game = read()
        _store(target, game)
    return game


def _load(target: Path, game_id: str) -> data.GameData | None:
    try:
        game = _Unpickler(io.BytesIO(target.read_bytes())).load()
    except Exception:  # missing, unreadable, damaged: read the data file instead
        return None
    return game if isinstance(game, data.GameData) and game.id == game_id else None


def _store(target: Path, game: data.GameData) -> None:
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {MappingProxyType: lambda m: (_frozen, (dict(m),))}
    pickler.dump(game)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target.parent, suffix=".part")
    except OSError:  # a cache that cannot be written is no cache
        return
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(buffer.getvalue())
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return
    # Copies of this game made by other versions of the data are of no more use.
    for old in target.parent.glob(f"{game.id}-*{SUFFIX}"):
        if old != target:
            with contextlib.suppress(OSError):
                old.unlink()

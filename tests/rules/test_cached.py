"""The games' checked data kept in the cache folder (rules/cached.py): read from there when
sound, read from the data file and written again when not, never an error of its own."""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path

import pytest

from rules import cached, games
from rules.data import BEASTRIDER, CALIBURN, GameData
from rules.errors import RulesDataError
from rules.loader import read_game


class Reader:
    """read() for read_cached: the data file, read and checked, counted."""

    def __init__(self, path: Path, game_id: str = CALIBURN) -> None:
        self.path, self.game_id, self.count = path, game_id, 0

    def __call__(self) -> GameData:
        self.count += 1
        return read_game(self.path, self.game_id)


@pytest.fixture
def data_file(tmp_path: Path) -> Path:
    path = tmp_path / "data" / f"{CALIBURN}.toml"
    path.parent.mkdir()
    shutil.copy(games.DATA_DIR / f"{CALIBURN}.toml", path)
    return path


def cached_files(folder: Path) -> list[Path]:
    return sorted(folder.iterdir()) if folder.exists() else []


def test_a_game_is_read_once_then_from_the_cache(tmp_path: Path, data_file: Path) -> None:
    folder = tmp_path / "cache"
    read = Reader(data_file)
    first = cached.read_cached(data_file, CALIBURN, folder, read)
    again = cached.read_cached(data_file, CALIBURN, folder, read)
    assert read.count == 1
    assert first == again == read_game(data_file, CALIBURN)
    assert again.profiles["sir_kai"] == first.profiles["sir_kai"]
    assert [p.suffix for p in cached_files(folder)] == [cached.SUFFIX]


def _another_game(data_file: Path, target: Path) -> None:
    # A sound copy of the other game, under this game's name.
    beastrider = games.DATA_DIR / f"{BEASTRIDER}.toml"
    elsewhere = target.parent / "elsewhere"
    cached.read_cached(beastrider, BEASTRIDER, elsewhere, Reader(beastrider, BEASTRIDER))
    target.write_bytes(cached_files(elsewhere)[0].read_bytes())


DAMAGES = {
    "garbage": lambda _data, target: target.write_bytes(b"not a cache at all"),
    "cut short": lambda _data, target: target.write_bytes(target.read_bytes()[:200]),
    "empty": lambda _data, target: target.write_bytes(b""),
    "not a game": lambda _data, target: target.write_bytes(pickle.dumps({"id": CALIBURN})),
    "code": lambda _data, target: target.write_bytes(pickle.dumps(os.getcwd)),
    "another game": _another_game,
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_cache_is_ignored_and_written_again(
    tmp_path: Path, data_file: Path, damage: str
) -> None:
    folder = tmp_path / "cache"
    read = Reader(data_file)
    cached.read_cached(data_file, CALIBURN, folder, read)
    [target] = cached_files(folder)
    DAMAGES[damage](data_file, target)
    game = cached.read_cached(data_file, CALIBURN, folder, read)
    assert read.count == 2
    assert game == read_game(data_file, CALIBURN)
    # Written again: the next start reads the cache.
    assert cached.read_cached(data_file, CALIBURN, folder, read) == game
    assert read.count == 2


def test_a_cache_folder_that_cannot_be_made_is_no_cache(tmp_path: Path, data_file: Path) -> None:
    folder = tmp_path / "a file"
    folder.write_text("in the way")
    read = Reader(data_file)
    for _ in range(2):
        assert cached.read_cached(data_file, CALIBURN, folder, read) == read_game(
            data_file, CALIBURN
        )
    assert read.count == 2


def test_a_cache_that_cannot_be_written_leaves_nothing_behind(
    tmp_path: Path, data_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cached.os, "replace", full)
    folder = tmp_path / "cache"
    read = Reader(data_file)
    assert cached.read_cached(data_file, CALIBURN, folder, read) == read_game(data_file, CALIBURN)
    assert cached_files(folder) == []


def test_a_changed_data_file_is_read_again_and_replaces_its_old_copy(
    tmp_path: Path, data_file: Path
) -> None:
    folder = tmp_path / "cache"
    read = Reader(data_file)
    cached.read_cached(data_file, CALIBURN, folder, read)
    [old] = cached_files(folder)
    data_file.write_text(
        data_file.read_text(encoding="utf-8").replace('name = "Sir Kai"', 'name = "Sir Kay"'),
        encoding="utf-8",
    )
    game = cached.read_cached(data_file, CALIBURN, folder, read)
    assert read.count == 2
    assert game.profiles["sir_kai"].name == "Sir Kay"
    [new] = cached_files(folder)
    assert new != old


def test_a_missing_data_file_is_reported_as_without_a_cache(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.toml"
    with pytest.raises(RulesDataError, match="cannot be read"):
        cached.read_cached(missing, CALIBURN, tmp_path / "cache", Reader(missing))
    assert cached_files(tmp_path / "cache") == []


def test_load_game_uses_the_cache_folder_it_is_given(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    games.use_cache_folder(folder)
    try:
        first = games.load_game.__wrapped__(CALIBURN)
        assert len(cached_files(folder)) == 1
        assert games.load_game.__wrapped__(CALIBURN) == first == games.load_game(CALIBURN)
    finally:
        games.use_cache_folder(None)
    assert games.load_game.__wrapped__(BEASTRIDER) == games.load_game(BEASTRIDER)
    assert len(cached_files(folder)) == 1

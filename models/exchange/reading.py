"""One pass over a campaign file: what the reader has seen so far, and the keys it declared."""

from __future__ import annotations

from models.exchange.document import CharacterDoc, GameDoc, WarbandDoc
from models.exchange.fields import fail, key, shown
from rules.games import GameData


class Reading:
    """One pass over a document, in the order of the format, remembering what it has seen."""

    def __init__(self) -> None:
        self.rules: GameData
        self.game_id = ""
        self.warbands: dict[str, WarbandDoc] = {}
        self.warband_names: dict[str, str] = {}
        self.characters: dict[str, CharacterDoc] = {}
        self.character_warband: dict[str, str] = {}
        self.character_paths: dict[str, str] = {}  # key -> the character's path
        self.purchases: dict[str, str] = {}  # key -> the purchase's path
        self.numbers: set[int] = set()  # every game number the document declares
        self.games: dict[int, GameDoc] = {}
        self.fielded: dict[str, tuple[int, str, str | None]] = {}  # key -> number, side, char
        self.keys: dict[str, str] = {}  # every key -> the path that declared it
        self.game_characters: set[str] = set()  # characters fielded in the game being read

    def declare(self, value: object, path: str) -> str:
        """A new key, declared at ``path``; refused when another object already has it."""
        declared = key(value, path)
        if declared in self.keys:
            fail(path, f"the id {shown(declared)} is already used by {self.keys[declared]}")
        self.keys[declared] = path.rsplit(".", 1)[0]
        return declared

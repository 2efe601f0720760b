"""One pass over a campaign file: what the reader has seen so far, and the keys it declared."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Hashable
from sys import intern

from i18n import translate
from models.records import declarations as declared
from models.records.document import Packed
from models.records.fields import KEY, at, fail, key, shown, whole
from rules.games import GameData
from rules.story import Fielded


class Reading:
    """One pass over a document, in the order of the format, remembering what it has seen."""

    def __init__(self) -> None:
        self.rules: GameData
        self.game_id = ""
        self.warbands: dict[str, declared.Warband] = {}
        self.warband_names: dict[str, str] = {}
        self.characters: dict[str, declared.Character] = {}
        self.character_warband: dict[str, str] = {}
        self.character_paths: dict[str, str] = {}  # key -> the character's path
        self.purchases: dict[str, str] = {}  # key -> the purchase's path
        self.games: dict[int, declared.Game] = {}
        # A game's details and its fielded characters' outcomes, packed once the game is read.
        self.packed_details: dict[int, Packed] = {}
        self.packed_outcomes: dict[str, Packed] = {}
        self.games_read = False  # until then, references to games wait in game_refs
        self.game_refs: list[tuple[str, int]] = []  # (path, number)
        self.fielded: dict[str, tuple[int, str, str | None]] = {}  # key -> number, side, char
        self.keys: dict[str, str] = {}  # every key -> the path that declared it
        self.game_characters: set[str] = set()  # characters fielded in the game being read
        self.kills: Counter[str] = Counter()  # character -> kills in recorded games
        # character -> each game that fields him, as his story reads it, and where (its path)
        self.fieldings: dict[str, list[tuple[Fielded, str]]] = {}
        self.good_outcomes: set[Hashable] = set()  # outcomes found sound (check_outcome)
        # Kept as the history is read (models.exchange.history_reader.HistoryReader.heard):
        self.recruited: dict[str, int] = {}  # character -> the place of his first recruitment
        self.latest_death: dict[str, tuple[int, dt.datetime]] = {}  # his latest death: place, time

    def declare(self, value: object, path: str) -> str:
        """A new key, the ``id`` of the object at ``path``; refused when another object
        already has it."""
        if type(value) is str and value not in self.keys and KEY.fullmatch(value):
            declared = intern(value)
        else:
            where = at(path, "id")
            declared = key(value, where)
            if declared in self.keys:
                fail(
                    where,
                    translate("CampaignFile", "the id {value} is already used by {path}").format(
                        value=shown(declared), path=self.keys[declared]
                    ),
                )
        self.keys[declared] = path
        return declared

    def game_ref(self, value: object, path: str) -> int | None:
        """A reference to a game by its number, or null. Games come after the warbands in a
        document, and a game may follow a later one: a reference met before every game is
        read is checked once they are (:meth:`check_game_refs`)."""
        if value is None:
            return None
        number = whole(value, path, minimum=1)
        if not self.games_read:
            self.game_refs.append((path, number))
        elif number not in self.games:
            fail(path, no_game(number))
        return number

    def check_game_refs(self) -> None:
        """Every game is read: check the references to games met before."""
        self.games_read = True
        for path, number in self.game_refs:
            if number not in self.games:
                fail(path, no_game(number))
        self.game_refs.clear()


def no_game(number: int) -> str:
    """The refusal of a reference to a game the file does not have."""
    return translate("CampaignFile", "there is no game number {number}").format(number=number)

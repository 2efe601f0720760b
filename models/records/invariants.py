"""The campaign's consistency rules that the database check and the import of a campaign file
share.

Each is a pure function over plain values: the check (:mod:`models.check.records`) feeds it
rows of the database, the reader of campaign files (:mod:`models.exchange.reader`) the records
of the document, so a file is refused for exactly what the check would report once it was
imported. Keys are whatever the caller uses: database ids, or the document's keys and numbers.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
W = TypeVar("W")


def follows_loops(links: Mapping[K, K]) -> Iterator[list[K]]:
    """The loops among ``follows`` links (game → the game it follows), each once, its games in
    the order the links lead; in the order of ``links``. Each game is followed once."""
    walked: set[K] = set()
    for start in links:
        seen: dict[K, None] = {}  # in the order followed
        current: K | None = start
        while current is not None and current not in seen and current not in walked:
            seen[current] = None
            current = links.get(current)
        walked.update(seen)
        if current is not None and current in seen:
            chain = list(seen)
            yield chain[chain.index(current) :]


@dataclass(frozen=True)
class FieldedAfterDeath(Generic[K, W]):
    """A dead character fielded in a game after the one he died in."""

    character: K
    died_in: int  # the game's number
    fielded_in: int
    where: W  # what the caller passed along with the fielding


def fielded_after_death(
    deaths: Iterable[tuple[K, int]], fielded: Iterable[tuple[K, int, W]]
) -> Iterator[FieldedAfterDeath[K, W]]:
    """Each fielding, in the order given, of a dead character in a game numbered after the one
    he died in.

    ``deaths`` are (character, game number) of the ``death`` history entries of characters
    whose status is dead (a correction may have brought one back): he died in the lowest. A
    ``fielded`` item is (character, game number, anything the caller wants back).
    """
    died_in: dict[K, int] = {}
    for character, number in deaths:
        if character not in died_in or number < died_in[character]:
            died_in[character] = number
    for character, number, where in fielded:
        death = died_in.get(character)
        if death is not None and number > death:
            yield FieldedAfterDeath(character, death, number, where)

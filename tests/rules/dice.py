"""Dice for tests: a random.Random whose rolls are written down in advance."""

from __future__ import annotations

import random
from collections.abc import Iterable


class ScriptedDice(random.Random):
    """Returns the given faces in order from ``randint``; fails loudly when they run out."""

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        face = self.faces.pop(0)
        assert a <= face <= b, f"scripted {face} is not a face of d{b}"
        return face

    @property
    def done(self) -> bool:
        """Whether every scripted face was rolled."""
        return not self.faces

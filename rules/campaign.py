"""What carries over from one game of a campaign to the next (B8, K2-K4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.data import GameData

# Outcomes that end a character's campaign (K2, B8). A character who fled plays on.
DEATHS = ("killed", "slain", "decapitated")


def is_dead(outcome: str) -> bool:
    """Whether this outcome of a game means the character is dead for the campaign (K2)."""
    return outcome in DEATHS


def injuries_after_game(rules: GameData, injuries: Mapping[str, int]) -> dict[str, int]:
    """The injuries of a game a character keeps (K4, B8): none, unless the campaign has lasting
    injuries switched on."""
    if not rules.lasting_injuries:
        return {}
    return {key: count for key, count in injuries.items() if count}


def add_injuries(old: Mapping[str, int], new: Mapping[str, int]) -> dict[str, int]:
    """A character's injuries after another game's lasting ones are added."""
    total = dict(old)
    for key, count in new.items():
        total[key] = total.get(key, 0) + count
    return {key: count for key, count in total.items() if count}


def gear_lost_after_game(rules: GameData, broken: Sequence[str]) -> tuple[str, ...]:
    """The broken shields and weapons taken off a character's kit after the game (K3): all of
    them, unless the campaign switched losing broken gear off."""
    return tuple(broken) if rules.lose_broken_gear else ()

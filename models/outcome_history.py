"""The history a recorded game leaves: the warbands' results, each character's part in it,
his kills, lasting injuries, death, lost gear and gold; and the entries of a correction.

The history is append-only: a correction adds entries saying what changed and removes none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from models import history
from models.games import scenario_name
from models.store.schema import Character, Game, GameCharacter, GameSide, Purchase, Warband
from rules.data import GameData
from rules.outcomes import KILLED_BY, blank_outcome, describe, how_died, is_dead


@dataclass
class RecordedGame:
    """A game just recorded or corrected, as its history entries need it."""

    rules: GameData
    game: Game
    sides: list[GameSide]
    everyone: list[GameCharacter]
    names: dict[int, str]  # the fielded characters' names, by GameCharacter id
    side_names: dict[int, str]  # the warbands' names, by GameSide id
    winner: Warband | None
    relic: int | None  # the GameCharacter who carried the relic off
    effects: dict[str, Any]  # Game.details["effects"]
    title: str = field(init=False)

    def __post_init__(self) -> None:
        self.title = f"Game {self.game.number}, {scenario_name(self.rules, self.game.scenario)}"

    def result_for(self, side: GameSide) -> str:
        """The result as this side's players say it."""
        if self.winner is None:
            return "a draw"
        return "won" if side.warband_id == self.winner.id else "lost"

    def opponents(self, side: GameSide) -> str:
        """The other sides' warbands, by name."""
        return ", ".join(s.warband.name for s in self.sides if s.id != side.id)

    def side_of(self, gc_id: int) -> int:
        """The GameSide id of a fielded character."""
        return next(gc.side_id for gc in self.everyone if gc.id == gc_id)


def write_history(record: RecordedGame, new: Mapping[int, Mapping[str, Any]]) -> None:
    """The entries of a first recording: each warband's result, each character's part in the
    game and what it changed for him (``new``: the outcomes, by GameCharacter id)."""
    side_by_id = {side.id: side for side in record.sides}
    for side in record.sides:
        history.write(
            warband=side.warband,
            game=record.game,
            kind=history.GAME,
            text=f"{record.title} against {record.opponents(side)}: {record.result_for(side)}.",
            details={"game": record.game.number, "result": record.result_for(side)},
        )
    for gc in record.everyone:
        if gc.character_id is None:
            continue
        character = Character.get_by_id(gc.character_id)
        side = side_by_id[gc.side_id]
        outcome = new[gc.id]
        summary = describe(record.rules, outcome, record.names)
        relic = " Carried off the relic." if record.relic == gc.id else ""
        history.write(
            character=character,
            game=record.game,
            kind=history.GAME,
            text=f"{record.title} against {record.opponents(side)}: "
            f"{record.result_for(side)}; {summary}.{relic}",
            details={"game": record.game.number, "outcome": dict(outcome)},
        )
        for victim in record.everyone:
            if new[victim.id][KILLED_BY] == gc.id:
                history.write(
                    character=character,
                    game=record.game,
                    kind=history.KILL,
                    text=f"Killed {victim.name} of {record.side_names[victim.side_id]}.",
                    details={"victim": victim.name, "victim_id": victim.character_id},
                )
        _write_effects(record, character, gc, outcome)


def _write_effects(
    record: RecordedGame, character: Character, gc: GameCharacter, outcome: Mapping[str, Any]
) -> None:
    effect = record.effects.get(str(gc.id), {})
    if effect.get("injuries"):
        history.write(
            character=character,
            game=record.game,
            kind=history.INJURY,
            text="Lasting injuries: "
            + ", ".join(f"{n} {key}" for key, n in sorted(effect["injuries"].items()))
            + ".",
            details={"injuries": effect["injuries"]},
        )
    if effect.get("died"):
        write_death(record, character, outcome)
    for purchase_id in effect.get("lost", []):
        purchase = Purchase.get_by_id(purchase_id)
        item = record.rules.items.get(purchase.item)
        history.write(
            character=character,
            game=record.game,
            kind=history.GEAR_LOST,
            text=f"Lost his {item.name if item else purchase.item}: broken in the game.",
            details={"item": purchase.item, "purchase": purchase_id},
        )
    stashed = [Purchase.get_by_id(pid).item for pid in effect.get("stashed", [])]
    if stashed:
        names = [record.rules.items[i].name if i in record.rules.items else i for i in stashed]
        history.write(
            character=character,
            game=record.game,
            kind=history.KIT,
            text=f"His {_listed(names)} went to the warband's stash.",
            details={"stashed": stashed},
        )
    if effect.get("gold"):
        history.write(
            character=character,
            game=record.game,
            kind=history.GOLD,
            text=f"Earned {effect['gold']} gp ({Character.get_by_id(character.id).gold} gp now).",
            details={"gold": effect["gold"]},
        )


def _listed(names: list[str]) -> str:
    """ "Shield", "Shield and Spear", "Helmet, Shield and Spear"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def write_death(record: RecordedGame, character: Character, outcome: Mapping[str, Any]) -> None:
    """His death in the game, by whose hand (K2)."""
    killer = outcome[KILLED_BY]
    by = (
        f" by {record.names[killer]} of {record.side_names[record.side_of(killer)]}"
        if killer is not None
        else ""
    )
    how = (how_died(record.rules.id, outcome) or "").capitalize()
    history.write(
        character=character,
        game=record.game,
        kind=history.DEATH,
        text=f"{how}{by} in game {record.game.number}. Dead for the rest of the campaign.",
        details={"killer": record.names.get(killer), "fate": how.lower()},
    )


def write_corrections(
    record: RecordedGame,
    old: Mapping[int, Mapping[str, Any]],
    new: Mapping[int, Mapping[str, Any]],
    old_result: tuple[str, int | None],
    notes: Mapping[int, list[str]],
) -> None:
    """The entries of a correction: a new result for each warband, and for each character
    whose part changed, before and after (``notes``: what could not be taken back, by
    Character id)."""
    game = record.game
    result_changed = old_result != (game.result, game.winner_id)
    for side in record.sides:
        if result_changed:
            history.write(
                warband=side.warband,
                game=game,
                kind=history.CORRECTION,
                text=f"{record.title} corrected: the result is now {record.result_for(side)}.",
                details={"game": game.number},
            )
    rules = record.rules
    for gc in record.everyone:
        if gc.character_id is None:
            continue
        before = dict(old.get(gc.id) or blank_outcome(rules.id))
        after = new[gc.id]
        character_notes = notes.get(gc.character_id, [])
        if before == after and not result_changed and not character_notes:
            continue
        character = Character.get_by_id(gc.character_id)
        side = next(s for s in record.sides if s.id == gc.side_id)
        text = (
            f"{record.title} corrected: {record.result_for(side)}; "
            f"{describe(rules, after, record.names)} "
            f"(was: {describe(rules, before, record.names)})."
        )
        if is_dead(rules.id, before) and not is_dead(rules.id, after):
            text += " He did not die in that game after all."
        if character_notes:
            text += " Note: " + "; ".join(character_notes) + "."
        history.write(
            character=character,
            game=game,
            kind=history.CORRECTION,
            text=text,
            details={
                "game": game.number,
                "before": before,
                "after": dict(after),
                "gold_now": character.gold,
                "status_now": character.status,
            },
        )
        if record.effects.get(str(gc.id), {}).get("died"):
            # Dead after all: the death is recorded as such, as a first recording would.
            write_death(record, character, after)

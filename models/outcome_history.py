"""The history a recorded game leaves: the warbands' results, each character's part in it,
his kills, lasting injuries, death, lost gear and gold; and the entries of a correction.

The history is append-only. A correction tells the story again honestly: every warband whose
result changed, and every character whose part, result, kills, gold, injuries, death or kit
changed, gets a correction entry saying what changed, which names the entries of that game it
supersedes (they stay, shown struck through); then the entries a first recording would have
written follow, so the entries no correction supersedes always tell the game as it now stands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from models import history
from models.games import scenario_name
from models.store.schema import (
    DRAW,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from rules.data import GameData
from rules.outcomes import KILLED_BY, blank_outcome, describe, how_died

# What a recording writes about a game; a correction supersedes these (and earlier
# corrections of the same game).
STORY_KINDS = (
    history.GAME,
    history.KILL,
    history.INJURY,
    history.DEATH,
    history.GEAR_LOST,
    history.GOLD,
    history.KIT,  # the kit a death put in the stash (K5)
    history.CORRECTION,
)


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


@dataclass
class Earlier:
    """A recorded game as it stood before a correction, and what taking it back left."""

    outcomes: dict[int, dict[str, Any]]  # by GameCharacter id
    result: str
    winner_id: int | None
    relic: int | None
    effects: dict[str, Any]  # Game.details["effects"] as it was
    notes: dict[int, list[str]] = field(default_factory=dict)  # could not be taken back
    kept: dict[int, int] = field(default_factory=dict)  # gold awarded he keeps (spent)

    def result_for(self, side: GameSide) -> str:
        if self.result == DRAW or self.winner_id is None:
            return "a draw"
        return "won" if side.warband_id == self.winner_id else "lost"


# --- a first recording ------------------------------------------------------------------------


def write_history(record: RecordedGame, new: Mapping[int, Mapping[str, Any]]) -> None:
    """The entries of a first recording: each warband's result, each character's part in the
    game and what it changed for him (``new``: the outcomes, by GameCharacter id)."""
    for side in record.sides:
        _write_result(record, side)
    played = [gc.character_id for gc in record.everyone if gc.character_id is not None]
    characters = {c.id: c for c in Character.select().where(Character.id.in_(played))}
    for gc in record.everyone:
        if gc.character_id is not None:
            _write_part(record, characters[gc.character_id], gc, new)


def _write_result(record: RecordedGame, side: GameSide) -> None:
    history.write(
        warband=side.warband,
        game=record.game,
        kind=history.GAME,
        text=f"{record.title} against {record.opponents(side)}: {record.result_for(side)}.",
        details={"game": record.game.number, "result": record.result_for(side)},
    )


def _write_part(
    record: RecordedGame,
    character: Character,
    gc: GameCharacter,
    outcomes: Mapping[int, Mapping[str, Any]],
) -> None:
    """One character's entries: his part in the game, his kills, and what it changed."""
    side = next(s for s in record.sides if s.id == gc.side_id)
    outcome = outcomes[gc.id]
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
        if outcomes[victim.id][KILLED_BY] == gc.id:
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
    """``character`` is as the game left him (read after its effects were written)."""
    effect = record.effects.get(str(gc.id), {})
    if effect.get("injuries"):
        history.write(
            character=character,
            game=record.game,
            kind=history.INJURY,
            text="Lasting injuries: " + _injuries(effect["injuries"]) + ".",
            details={"injuries": effect["injuries"]},
        )
    if effect.get("died"):
        write_death(record, character, outcome)
    for purchase_id in effect.get("lost", []):
        purchase = Purchase.get_by_id(purchase_id)
        history.write(
            character=character,
            game=record.game,
            kind=history.GEAR_LOST,
            text=f"Lost his {_item(record, purchase.item)}: broken in the game.",
            details={"item": purchase.item, "purchase": purchase_id},
        )
    stashed = [Purchase.get_by_id(pid).item for pid in effect.get("stashed", [])]
    if stashed:
        names = [record.rules.items[i].name if i in record.rules.items else i for i in stashed]
        history.write(
            character=character,
            game=record.game,
            kind=history.KIT,
            text=f"His {history.listed(names)} went to the warband's stash.",
            details={"stashed": stashed},
        )
    if effect.get("gold"):
        history.write(
            character=character,
            game=record.game,
            kind=history.GOLD,
            text=f"Earned {effect['gold']} gp ({character.gold} gp now).",
            details={"gold": effect["gold"]},
        )


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


def _injuries(injuries: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {key}" for key, n in sorted(injuries.items()))


def _item(record: RecordedGame, item_id: str) -> str:
    item = record.rules.items.get(item_id)
    return item.name if item else item_id


# --- a correction -----------------------------------------------------------------------------


def write_corrections(
    record: RecordedGame, earlier: Earlier, new: Mapping[int, Mapping[str, Any]]
) -> None:
    """The entries of a correction: for each warband whose result changed, and each character
    whose part in the game or what it gave him changed, a correction entry saying what
    changed and superseding his earlier entries of the game, then the entries of the game as
    it now stands."""
    game = record.game
    for side in record.sides:
        before, after = earlier.result_for(side), record.result_for(side)
        if before == after:
            continue
        old = _story(HistoryEntry.warband == side.warband_id, game, warband_only=True)
        history.write(
            warband=side.warband,
            game=game,
            kind=history.CORRECTION,
            text=f"{record.title} corrected: the result is now {after} (was: {before}).",
            details={"game": game.number, history.SUPERSEDES: [e.id for e in old]},
        )
        _write_result(record, side)
    for gc in record.everyone:
        if gc.character_id is None:
            continue
        side = next(s for s in record.sides if s.id == gc.side_id)
        was = _facts(record, gc, earlier.outcomes, earlier.result_for(side), earlier.relic,
                     earlier.effects)  # fmt: skip
        now = _facts(record, gc, new, record.result_for(side), record.relic, record.effects)
        notes = earlier.notes.get(gc.character_id, [])
        if was == now and not notes:
            continue
        character = Character.get_by_id(gc.character_id)
        old = _story(HistoryEntry.character == character.id, game)
        kept = earlier.kept.get(gc.character_id, 0)
        text = f"{record.title} corrected: " + "; ".join(_what_changed(record, was, now)) + "."
        if notes:
            text += " Note: " + "; ".join(notes) + "."
        details: dict[str, Any] = {
            "game": game.number,
            "before": was["outcome"],
            "after": now["outcome"],
            "gold_now": character.gold,
            "status_now": character.status,
            history.SUPERSEDES: [e.id for e in old],
        }
        if kept:
            details[history.GOLD_CHANGE] = kept  # awarded before, spent, so his still
        history.write(
            character=character, game=game, kind=history.CORRECTION, text=text, details=details
        )
        _write_part(record, character, gc, new)


def _story(scope: Any, game: Game, *, warband_only: bool = False) -> list[HistoryEntry]:
    """The entries about ``game`` in ``scope`` (a character's, or a warband's own) that no
    correction supersedes yet: what a correction of it supersedes. A warband's entry setting
    the game up is not part of its outcome."""
    query = HistoryEntry.select().where(scope).order_by(HistoryEntry.id)
    if warband_only:
        query = query.where(HistoryEntry.character.is_null())
    entries = list(query)
    return [
        entry
        for entry in history.current(entries)
        if entry.game_id == game.id
        and entry.kind in STORY_KINDS
        and not (entry.kind == history.GAME and "scenario" in (entry.details or {}))
    ]


def _facts(
    record: RecordedGame,
    gc: GameCharacter,
    outcomes: Mapping[int, Mapping[str, Any]],
    result: str,
    relic: int | None,
    effects: Mapping[str, Any],
) -> dict[str, Any]:
    """Everything a game says of one character: what a correction compares."""
    effect = effects.get(str(gc.id)) or {}
    return {
        "outcome": dict(outcomes.get(gc.id) or blank_outcome(record.rules.id)),
        "result": result,
        "relic": relic == gc.id,
        "victims": [
            victim.id
            for victim in record.everyone
            if (outcomes.get(victim.id) or {}).get(KILLED_BY) == gc.id
        ],
        "died": bool(effect.get("died")),
        "injuries": dict(effect.get("injuries") or {}),
        "lost": sorted(effect.get("lost") or []),
        "gold": effect.get("gold", 0),
        "stashed": sorted(effect.get("stashed") or []),
    }


def _what_changed(
    record: RecordedGame, was: Mapping[str, Any], now: Mapping[str, Any]
) -> list[str]:
    """What a correction changed for one character, a phrase each."""
    rules, names = record.rules, record.names
    said = []
    if was["result"] != now["result"]:
        said.append(f"his side's result is now {now['result']} (was: {was['result']})")
    if was["outcome"] != now["outcome"]:
        said.append(
            f"{describe(rules, now['outcome'], names)} "
            f"(was: {describe(rules, was['outcome'], names)})"
        )
    for victim in record.everyone:
        name = f"{victim.name} of {record.side_names[victim.side_id]}"
        if victim.id in now["victims"] and victim.id not in was["victims"]:
            said.append(f"killed {name}")
        elif victim.id in was["victims"] and victim.id not in now["victims"]:
            said.append(f"did not kill {name} after all")
    if was["relic"] != now["relic"]:
        said.append("carried off the relic" if now["relic"] else "did not carry off the relic")
    if was["died"] and not now["died"]:
        said.append("he did not die in that game after all")
    elif now["died"] and not was["died"]:
        said.append("he died in that game")
    if was["injuries"] != now["injuries"]:
        said.append(
            f"lasting injuries {_injuries(now['injuries']) or 'none'} "
            f"(was: {_injuries(was['injuries']) or 'none'})"
        )
    if was["lost"] != now["lost"]:
        said.append(f"lost {_gear(record, now['lost'])} (was: {_gear(record, was['lost'])})")
    if was["stashed"] != now["stashed"]:
        if now["stashed"]:
            said.append(
                f"his {_gear(record, now['stashed'])} went to the stash "
                f"(was: {_gear(record, was['stashed'])})"
            )
        else:
            said.append(f"his {_gear(record, was['stashed'])} no longer went to the stash")
    if was["gold"] != now["gold"]:
        said.append(f"earns {now['gold']} gp for the game (was: {was['gold']} gp)")
    return said or ["nothing of his changed"]


def _gear(record: RecordedGame, purchase_ids: list[int]) -> str:
    items = [p.item for p in Purchase.select().where(Purchase.id.in_(purchase_ids))]
    return ", ".join(_item(record, item) for item in items) or "nothing"

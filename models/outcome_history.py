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
from models import history_text as said
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
from rules.experience import XP_EARNED
from rules.outcomes import KILLED_BY, blank_outcome, how_died

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

    def result_for(self, side: GameSide) -> str:
        """The result as this side's players say it."""
        if self.winner is None:
            return "a draw"
        return "won" if side.warband_id == self.winner.id else "lost"

    def opponents(self, side: GameSide) -> str:
        """The other sides' warbands, by name."""
        return ", ".join(s.warband.name for s in self.sides if s.id != side.id)

    def game_args(self, side: GameSide) -> dict[str, Any]:
        """What a message about this game names: its number, scenario, the side's opponents
        and its result."""
        return {
            "number": self.game.number,
            "scenario": said.data_name(self.rules, "scenarios", self.game.scenario),
            "opponents": self.opponents(side),
            "result": said.word(self.result_for(side)),
        }

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
        said=said.message("result", **record.game_args(side)),
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
    told = [said.message("part", **record.game_args(side), summary=_summary(record, outcome))]
    if record.relic == gc.id:
        told.append(said.message("relic"))
    details: dict[str, Any] = {"game": record.game.number, "outcome": dict(outcome)}
    xp = (record.effects.get(str(gc.id)) or {}).get("xp")
    if xp is not None:  # K6: what the game awarded him, added up from his history
        told.append(said.message("xp_earned", xp=xp))
        details[XP_EARNED] = xp
    history.write(
        character=character, game=record.game, kind=history.GAME, said=told, details=details
    )
    for victim in record.everyone:
        if outcomes[victim.id][KILLED_BY] == gc.id:
            history.write(
                character=character,
                game=record.game,
                kind=history.KILL,
                said=said.message(
                    "killed", victim=victim.name, warband=record.side_names[victim.side_id]
                ),
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
            said=said.message("injuries", injuries=_injuries(effect["injuries"])),
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
            said=said.message("gear_lost", item=_item(record, purchase.item)),
            details={"item": purchase.item, "purchase": purchase_id},
        )
    stashed = [Purchase.get_by_id(pid).item for pid in effect.get("stashed", [])]
    if stashed:
        history.write(
            character=character,
            game=record.game,
            kind=history.KIT,
            said=said.message("to_stash", items=said.listed([_item(record, i) for i in stashed])),
            details={"stashed": stashed},
        )
    if effect.get("gold"):
        history.write(
            character=character,
            game=record.game,
            kind=history.GOLD,
            said=said.message("earned", gold=effect["gold"], now=character.gold),
            details={"gold": effect["gold"]},
        )


def write_death(record: RecordedGame, character: Character, outcome: Mapping[str, Any]) -> None:
    """His death in the game, by whose hand (K2)."""
    killer = outcome[KILLED_BY]
    how = how_died(record.rules.id, outcome) or ""
    told = {"how": said.word(how) if how in said.WORDS else how.capitalize()}
    if killer is None:
        message = said.message("death", **told, number=record.game.number)
    else:
        message = said.message(
            "death_by",
            **told,
            killer=record.names[killer],
            warband=record.side_names[record.side_of(killer)],
            number=record.game.number,
        )
    history.write(
        character=character,
        game=record.game,
        kind=history.DEATH,
        said=message,
        details={"killer": record.names.get(killer), "fate": how},
    )


def _summary(record: RecordedGame, outcome: Mapping[str, Any]) -> dict[str, Any]:
    """A character's part in the game in a few words, written when it is read."""
    return {
        "outcome": dict(outcome),
        "game": record.rules.id,
        "names": {str(k): v for k, v in record.names.items()},
    }


def _injuries(injuries: Mapping[str, int]) -> dict[str, Any]:
    """Lasting injuries as a message lists them: "1 leg, 2 arm"."""
    return said.listed(
        [
            {"message": said.message("injury", count=n, wound=_wound(key))}
            for key, n in sorted(injuries.items())
        ],
        ", ",
    )


def _wound(key: str) -> Any:
    return said.word(key) if key in said.WORDS else key


def _item(record: RecordedGame, item_id: str) -> Any:
    return said.data_name(record.rules, "items", item_id)


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
            said=said.message(
                "result_corrected",
                number=game.number,
                scenario=said.data_name(record.rules, "scenarios", game.scenario),
                after=said.word(after),
                before=said.word(before),
            ),
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
        about = {
            "number": game.number,
            "scenario": said.data_name(record.rules, "scenarios", game.scenario),
            "changes": said.listed(_what_changed(record, was, now), "; "),
        }
        if notes:  # sentences of models.outcomes, as they were written
            told = said.message("corrected_note", **about, notes="; ".join(notes))
        else:
            told = said.message("corrected", **about)
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
            character=character, game=game, kind=history.CORRECTION, said=told, details=details
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
        "xp": effect.get("xp") or 0,
        "stashed": sorted(effect.get("stashed") or []),
    }


def _what_changed(
    record: RecordedGame, was: Mapping[str, Any], now: Mapping[str, Any]
) -> list[said.Message | dict[str, Any]]:
    """What a correction changed for one character, a phrase each (messages)."""
    phrases: list[Any] = []

    def phrase(message_id: str, **args: Any) -> None:
        phrases.append({"message": said.message(message_id, **args)})

    if was["result"] != now["result"]:
        phrase("c_result", now=said.word(now["result"]), was=said.word(was["result"]))
    if was["outcome"] != now["outcome"]:
        phrase(
            "c_outcome", now=_summary(record, now["outcome"]), was=_summary(record, was["outcome"])
        )
    for victim in record.everyone:
        named = {"victim": victim.name, "warband": record.side_names[victim.side_id]}
        if victim.id in now["victims"] and victim.id not in was["victims"]:
            phrase("c_killed", **named)
        elif victim.id in was["victims"] and victim.id not in now["victims"]:
            phrase("c_not_killed", **named)
    if was["relic"] != now["relic"]:
        phrase("c_relic" if now["relic"] else "c_no_relic")
    if was["died"] and not now["died"]:
        phrase("c_not_died")
    elif now["died"] and not was["died"]:
        phrase("c_died")
    if was["injuries"] != now["injuries"]:
        phrase(
            "c_injuries",
            now=_injuries_or_none(now["injuries"]),
            was=_injuries_or_none(was["injuries"]),
        )
    if was["lost"] != now["lost"]:
        phrase("c_lost", now=_gear(record, now["lost"]), was=_gear(record, was["lost"]))
    if was["stashed"] != now["stashed"]:
        if now["stashed"]:
            phrase(
                "c_stashed", now=_gear(record, now["stashed"]), was=_gear(record, was["stashed"])
            )
        else:
            phrase("c_unstashed", was=_gear(record, was["stashed"]))
    if was["gold"] != now["gold"]:
        phrase("c_gold", now=now["gold"], was=was["gold"])
    if was["xp"] != now["xp"]:
        phrase("c_xp", now=now["xp"], was=was["xp"])
    if not phrases:
        phrase("c_nothing")
    return phrases


def _injuries_or_none(injuries: Mapping[str, int]) -> Any:
    return _injuries(injuries) if injuries else said.word("none")


def _gear(record: RecordedGame, purchase_ids: list[int]) -> Any:
    items = [p.item for p in Purchase.select().where(Purchase.id.in_(purchase_ids))]
    if not items:
        return said.word("nothing")
    return said.listed([_item(record, item) for item in items], ", ")

"""Recording a game's outcome for everyone at once, its campaign effects, and corrections.

Each fielded character's outcome is a small dict (its keys per game below). Recording applies
the campaign effects in one transaction, deaths (K2), lost gear (K3), lasting injuries (K4),
gold awards, and writes each character's history. What the effects changed is kept in
``Game.details["effects"]``, so a correction first takes those effects back and then applies
the corrected outcome; the history gains correction entries and loses nothing.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from models import changes, history
from models.campaigns import rules_of
from models.errors import InvalidInput, RuleViolation
from models.games import fielded, scenario_name, sides_of
from models.shop import kit
from models.store.connection import db
from models.store.schema import (
    ACTIVE,
    DEAD,
    DRAW,
    LOST,
    OWNED,
    UNRECORDED,
    WINNER,
    Character,
    Game,
    GameCharacter,
    GameSide,
    Purchase,
    Warband,
    utcnow,
)
from models.validation import check_number
from rules import beastrider
from rules.campaign import add_injuries, gear_lost_after_game, injuries_after_game
from rules.games import BEASTRIDER, CALIBURN, GameData

BEASTRIDER_OUTCOME: dict[str, Any] = {
    "attack_lost": 0,
    "defend_lost": 0,
    "special_used": False,
    "fled": False,
    "killed": False,
    "killed_by": None,
    "wounds_inflicted": 0,
}
CALIBURN_OUTCOME: dict[str, Any] = {
    "leg": 0,
    "arm": 0,
    "neck": 0,
    "fate": "",
    "killed_by": None,
    "shield_broken": False,
    "weapon_broken": None,
}
FATES = ("", "slain", "decapitated")
MAX_WOUNDS = 20

# Gold awarded after a game of Caliburn's Wrath to each warrior who survived it.
DEFAULT_GOLD_AWARDS = {"played": 1, "won": 1, "kill": 1, "relic": 2}


def blank_outcome(game_id: str) -> dict[str, Any]:
    return dict(BEASTRIDER_OUTCOME if game_id == BEASTRIDER else CALIBURN_OUTCOME)


def gold_awards(campaign_rules: Mapping[str, Any]) -> dict[str, int]:
    awards = dict(DEFAULT_GOLD_AWARDS)
    awards.update(
        {
            k: v
            for k, v in (campaign_rules.get("gold_awards") or {}).items()
            if k in awards and isinstance(v, int) and not isinstance(v, bool)
        }
    )
    return awards


def is_dead(game_id: str, outcome: Mapping[str, Any]) -> bool:
    if game_id == BEASTRIDER:
        return bool(outcome.get("killed"))
    return outcome.get("fate") in ("slain", "decapitated")


# --- validation --------------------------------------------------------------------------


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput(f"{what} must be yes or no.")
    return value


def normalise(
    rules: GameData,
    gc: GameCharacter,
    raw: Mapping[str, Any],
    *,
    opponents: set[int],
    character: Character | None,
) -> dict[str, Any]:
    """One character's outcome, complete and checked; InvalidInput names what is wrong."""
    outcome = blank_outcome(rules.id)
    unknown = set(raw) - set(outcome)
    if unknown:
        raise InvalidInput(f"{gc.name}: unknown outcome field(s) {', '.join(sorted(unknown))}.")
    outcome.update(raw)
    who = gc.name
    if rules.id == BEASTRIDER:
        attack = defend = MAX_WOUNDS
        if character is not None and character.profile in rules.profiles:
            attack, defend = beastrider.starting_dice(
                rules, character.profile, character.options, character.upgrades
            )
        outcome["attack_lost"] = check_number(
            outcome["attack_lost"], what=f"{who}: attack dice lost", maximum=attack
        )
        outcome["defend_lost"] = check_number(
            outcome["defend_lost"], what=f"{who}: defend dice lost", maximum=defend
        )
        outcome["wounds_inflicted"] = check_number(
            outcome["wounds_inflicted"], what=f"{who}: wounds inflicted", maximum=MAX_WOUNDS
        )
        for key in ("special_used", "fled", "killed"):
            _flag(outcome[key], f"{who}: {key.replace('_', ' ')}")
    else:
        for key in ("leg", "arm", "neck"):
            outcome[key] = check_number(
                outcome[key], what=f"{who}: {key} wounds", maximum=MAX_WOUNDS
            )
        if outcome["fate"] not in FATES:
            raise InvalidInput(f"{who}: the fate must be slain, decapitated or neither.")
        _flag(outcome["shield_broken"], f"{who}: shield broken")
        items = kit(character) if character is not None else []
        profile = rules.profiles.get(character.profile) if character else None
        if outcome["fate"] == "decapitated" and profile and profile.decapitation_immune:
            raise RuleViolation(f"Decapitation does {who} no harm at all (C3).")
        if outcome["shield_broken"] and "shield" not in items:
            raise InvalidInput(f"{who} carries no shield to break.")
        weapon = outcome["weapon_broken"] or None
        outcome["weapon_broken"] = weapon
        if weapon is not None:
            item = rules.items.get(weapon)
            if item is None or not item.is_weapon or weapon not in items:
                raise InvalidInput(f"{who} carries no such weapon to break.")
            if item.breakage == "never":
                raise RuleViolation(f"{item.name} never breaks (C6).")
    killer = outcome["killed_by"]
    if killer is not None:
        if not is_dead(rules.id, outcome):
            raise InvalidInput(f"{who} is marked as killed by someone but not as dead.")
        if killer not in opponents:
            raise InvalidInput(f"{who} can only be killed by someone of the other side.")
    return outcome


# --- effects ------------------------------------------------------------------------------


def _injuries(rules: GameData, outcome: Mapping[str, Any]) -> dict[str, int]:
    if rules.id == BEASTRIDER:
        taken = {"attack": outcome["attack_lost"], "defend": outcome["defend_lost"]}
    else:
        taken = {key: outcome[key] for key in ("leg", "arm", "neck")}
    return {key: n for key, n in taken.items() if n}


def _broken(outcome: Mapping[str, Any]) -> list[str]:
    broken = []
    if outcome.get("shield_broken"):
        broken.append("shield")
    if outcome.get("weapon_broken"):
        broken.append(outcome["weapon_broken"])
    return broken


def _apply(
    rules: GameData,
    game: Game,
    gc: GameCharacter,
    character: Character,
    outcome: Mapping[str, Any],
    *,
    won: bool,
    kills: int,
    relic: bool,
    awards: Mapping[str, int],
) -> dict[str, Any]:
    """Apply one character's campaign effects; return what was changed, to undo it later."""
    effect: dict[str, Any] = {
        "character": character.id,
        "status_before": character.status,
        "died": False,
        "injuries": {},
        "lost": [],
        "gold": 0,
    }
    dead = is_dead(rules.id, outcome)
    if dead and character.status != DEAD:
        changes.update(character, status=DEAD)
        effect["died"] = True
    lasting = injuries_after_game(rules, _injuries(rules, outcome)) if not dead else {}
    if lasting:
        changes.update(character, injuries=add_injuries(character.injuries or {}, lasting))
        effect["injuries"] = lasting
    for item in gear_lost_after_game(rules, _broken(outcome)):
        purchase = (
            Purchase.select()
            .where(
                (Purchase.character == character)
                & (Purchase.item == item)
                & (Purchase.status == OWNED)
            )
            .order_by(Purchase.id)
            .first()
        )
        if purchase is not None:
            changes.update(purchase, status=LOST, lost_in=game.id)
            effect["lost"].append(purchase.id)
    if rules.id == CALIBURN and not dead:
        gold = awards["played"] + (awards["won"] if won else 0) + awards["kill"] * kills
        gold += awards["relic"] if relic else 0
        if gold:
            changes.update(character, gold=character.gold + gold)
            effect["gold"] = gold
    return effect


def _revert(effect: Mapping[str, Any], game: Game) -> list[str]:
    """Take back one character's effects; returns notes on what could not be taken back."""
    notes: list[str] = []
    character = Character.get_or_none(Character.id == effect["character"])
    if character is None:
        return notes
    if effect.get("died") and character.status == DEAD:
        changes.update(character, status=effect.get("status_before") or ACTIVE)
    if effect.get("injuries"):
        less = {key: -n for key, n in effect["injuries"].items()}
        remaining = add_injuries(character.injuries or {}, less)
        changes.update(character, injuries={k: n for k, n in remaining.items() if n > 0})
    for purchase_id in effect.get("lost", []):
        purchase = Purchase.get_or_none(Purchase.id == purchase_id)
        if purchase is not None and purchase.status == LOST and purchase.lost_in_id == game.id:
            changes.update(purchase, status=OWNED, lost_in=None)
    gold = effect.get("gold", 0)
    if gold:
        taken = min(gold, character.gold)
        changes.update(character, gold=character.gold - taken)
        if taken < gold:
            notes.append(f"only {taken} of the {gold} gp awarded could be taken back")
    return notes


# --- describing -------------------------------------------------------------------------


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def describe(rules: GameData, outcome: Mapping[str, Any], names: Mapping[int, str]) -> str:
    """A character's part in a game in a few words."""
    parts: list[str] = []
    if rules.id == BEASTRIDER:
        if outcome.get("attack_lost"):
            parts.append(
                f"lost {_plural(outcome['attack_lost'], 'attack die')}".replace("dies", "dice")
            )
        if outcome.get("defend_lost"):
            parts.append(
                f"lost {_plural(outcome['defend_lost'], 'defend die')}".replace("dies", "dice")
            )
        if outcome.get("wounds_inflicted"):
            parts.append(f"inflicted {_plural(outcome['wounds_inflicted'], 'wound')}")
        if outcome.get("special_used"):
            parts.append("used his special")
        if outcome.get("fled"):
            parts.append("fled")
        if outcome.get("killed"):
            parts.append("killed" + _by(outcome, names))
    else:
        wounds = [
            f"{_plural(outcome[k], k + ' wound')}" for k in ("leg", "arm", "neck") if outcome.get(k)
        ]
        if wounds:
            parts.append("took " + ", ".join(wounds))
        if outcome.get("shield_broken"):
            parts.append("shield broken")
        if outcome.get("weapon_broken"):
            item = rules.items.get(outcome["weapon_broken"])
            parts.append(f"{item.name if item else outcome['weapon_broken']} broken")
        if outcome.get("fate"):
            parts.append(outcome["fate"] + _by(outcome, names))
    return ", ".join(parts) if parts else "unhurt"


def _by(outcome: Mapping[str, Any], names: Mapping[int, str]) -> str:
    killer = outcome.get("killed_by")
    return f" by {names[killer]}" if killer in names else ""


# --- the operation ----------------------------------------------------------------------


def record_outcome(
    *,
    game: Game,
    winner: Warband | None,
    outcomes: Mapping[int, Mapping[str, Any]],
    relic_carrier: int | None = None,
) -> None:
    """Record (or correct) the whole game at once: the result and every fielded character.

    ``winner`` is the winning warband, or None for a draw. ``outcomes`` maps GameCharacter ids
    to their outcome; characters left out are recorded as unhurt. ``relic_carrier`` is the
    GameCharacter who carried the relic off (Capture the Relic).
    """
    with db.atomic():
        game = Game.get_by_id(game.id)
        campaign = game.campaign
        rules = rules_of(campaign)
        sides = sides_of(game)
        side_of_warband = {side.warband_id: side for side in sides}
        if winner is not None and winner.id not in side_of_warband:
            raise InvalidInput("The winner must be one of the warbands that played.")
        everyone = fielded(game)
        by_id = {gc.id: gc for gc in everyone}
        unknown = set(outcomes) - set(by_id)
        if unknown:
            raise InvalidInput("An outcome names someone who was not fielded in this game.")
        if relic_carrier is not None and relic_carrier not in by_id:
            raise InvalidInput("The relic can only be carried off by someone who played.")
        characters = {
            c.id: c
            for c in Character.select().where(
                Character.id.in_([gc.character_id for gc in everyone if gc.character_id])
            )
        }
        names = {gc.id: gc.name for gc in everyone}
        warband_names = {side.warband_id: side.warband.name for side in sides}
        side_names = {side.id: side.warband.name for side in sides}
        correcting = game.result != UNRECORDED
        old = {gc.id: dict(gc.outcome or {}) for gc in everyone}
        old_result = (game.result, game.winner_id)
        notes: dict[int, list[str]] = {}
        if correcting:
            # Take the earlier effects back first, so the corrected outcome is checked against
            # the kit the warriors took into the game (a shield lost in it is his again).
            for effect in (game.details.get("effects") or {}).values():
                notes.setdefault(effect["character"], []).extend(_revert(effect, game))
            characters = {
                c.id: c for c in Character.select().where(Character.id.in_(list(characters)))
            }
        new: dict[int, dict[str, Any]] = {}
        for gc in everyone:
            opponents = {o.id for o in everyone if o.side_id != gc.side_id}
            new[gc.id] = normalise(
                rules,
                gc,
                outcomes.get(gc.id, {}),
                opponents=opponents,
                character=characters.get(gc.character_id),
            )
        awards = gold_awards(campaign.house_rules or {})
        kills = {gc.id: 0 for gc in everyone}
        for outcome in new.values():
            if outcome["killed_by"] is not None:
                kills[outcome["killed_by"]] += 1
        effects: dict[str, Any] = {}
        for gc in everyone:
            character = characters.get(gc.character_id)
            if character is not None:
                won = winner is not None and gc.side_id == side_of_warband[winner.id].id
                effects[str(gc.id)] = _apply(
                    rules,
                    game,
                    gc,
                    character,
                    new[gc.id],
                    won=won,
                    kills=kills[gc.id],
                    relic=relic_carrier == gc.id,
                    awards=awards,
                )
            if new[gc.id] != old[gc.id]:
                changes.update(gc, outcome=new[gc.id])
        details = dict(game.details or {})
        details["effects"] = effects
        details["relic_carrier"] = relic_carrier
        changes.update(
            game,
            result=WINNER if winner is not None else DRAW,
            winner=winner.id if winner is not None else None,
            details=details,
            recorded=utcnow() if not correcting else game.recorded,
            played_on=game.played_on or dt.date.today(),
        )
        context = _Context(
            rules,
            game,
            sides,
            everyone,
            names,
            warband_names,
            side_names,
            winner,
            kills,
            relic_carrier,
            effects,
        )
        if correcting:
            _write_corrections(context, old, new, old_result, notes)
        else:
            _write_history(context, new)
        _withdraw_the_dead_from_later_games(game, everyone, new, rules)


class _Context:
    def __init__(
        self,
        rules: GameData,
        game: Game,
        sides: list[GameSide],
        everyone: list[GameCharacter],
        names: dict[int, str],
        warband_names: dict[int, str],
        side_names: dict[int, str],
        winner: Warband | None,
        kills: dict[int, int],
        relic: int | None,
        effects: dict[str, Any],
    ) -> None:
        self.rules, self.game, self.sides, self.everyone = rules, game, sides, everyone
        self.names, self.warband_names, self.side_names = names, warband_names, side_names
        self.winner, self.kills, self.relic, self.effects = winner, kills, relic, effects
        self.title = f"Game {game.number}, {scenario_name(rules, game.scenario)}"

    def result_for(self, side: GameSide) -> str:
        if self.winner is None:
            return "a draw"
        return "won" if side.warband_id == self.winner.id else "lost"

    def opponents(self, side: GameSide) -> str:
        return ", ".join(s.warband.name for s in self.sides if s.id != side.id)


def _write_history(ctx: _Context, new: Mapping[int, Mapping[str, Any]]) -> None:
    side_by_id = {side.id: side for side in ctx.sides}
    for side in ctx.sides:
        history.write(
            warband=side.warband,
            game=ctx.game,
            kind=history.GAME,
            text=f"{ctx.title} against {ctx.opponents(side)}: {ctx.result_for(side)}.",
            details={"game": ctx.game.number, "result": ctx.result_for(side)},
        )
    for gc in ctx.everyone:
        if gc.character_id is None:
            continue
        character = Character.get_by_id(gc.character_id)
        side = side_by_id[gc.side_id]
        outcome = new[gc.id]
        summary = describe(ctx.rules, outcome, ctx.names)
        relic = " Carried off the relic." if ctx.relic == gc.id else ""
        history.write(
            character=character,
            game=ctx.game,
            kind=history.GAME,
            text=f"{ctx.title} against {ctx.opponents(side)}: {ctx.result_for(side)}; "
            f"{summary}.{relic}",
            details={"game": ctx.game.number, "outcome": dict(outcome)},
        )
        for victim in ctx.everyone:
            if new[victim.id]["killed_by"] == gc.id:
                history.write(
                    character=character,
                    game=ctx.game,
                    kind=history.KILL,
                    text=f"Killed {victim.name} of {ctx.side_names[victim.side_id]}.",
                    details={"victim": victim.name, "victim_id": victim.character_id},
                )
        effect = ctx.effects.get(str(gc.id), {})
        if effect.get("injuries"):
            history.write(
                character=character,
                game=ctx.game,
                kind=history.INJURY,
                text="Lasting injuries: "
                + ", ".join(f"{n} {key}" for key, n in sorted(effect["injuries"].items()))
                + ".",
                details={"injuries": effect["injuries"]},
            )
        if effect.get("died"):
            _write_death(ctx, character, gc, outcome)
        for purchase_id in effect.get("lost", []):
            purchase = Purchase.get_by_id(purchase_id)
            item = ctx.rules.items.get(purchase.item)
            history.write(
                character=character,
                game=ctx.game,
                kind=history.GEAR_LOST,
                text=f"Lost his {item.name if item else purchase.item}: broken in the game.",
                details={"item": purchase.item, "purchase": purchase_id},
            )
        if effect.get("gold"):
            history.write(
                character=character,
                game=ctx.game,
                kind=history.GOLD,
                text=f"Earned {effect['gold']} gp ({Character.get_by_id(character.id).gold} "
                "gp now).",
                details={"gold": effect["gold"]},
            )


def _withdraw_the_dead_from_later_games(
    game: Game,
    everyone: list[GameCharacter],
    outcomes: Mapping[int, Mapping[str, Any]],
    rules: GameData,
) -> None:
    """Who dies in ``game`` cannot play in a later one (K2).

    Recording a game late, or correcting it, can kill someone already picked for a later
    game: he is taken off a game not yet recorded, and the recording is refused when a later
    recorded game has him playing.
    """
    dead = {
        gc.character_id: gc.name
        for gc in everyone
        if gc.character_id is not None and is_dead(rules.id, outcomes[gc.id])
    }
    if not dead:
        return
    later = (
        GameCharacter.select(GameCharacter, Game)
        .join(Game)
        .where(
            (Game.campaign == game.campaign_id)
            & (Game.number > game.number)
            & GameCharacter.character.in_(list(dead))
        )
        .order_by(Game.number)
    )
    for fielded_later in later:
        name = dead[fielded_later.character_id]
        if fielded_later.game.result != UNRECORDED:
            raise RuleViolation(
                f"{name} cannot have died in game {game.number}: he played in game "
                f"{fielded_later.game.number}, which is recorded."
            )
        changes.delete(fielded_later)
        history.write(
            character=Character.get_by_id(fielded_later.character_id),
            game=fielded_later.game,
            kind=history.CORRECTION,
            text=f"Taken off game {fielded_later.game.number}: he died in game {game.number}.",
            details={"game": fielded_later.game.number, "died_in": game.number},
        )


def _write_death(
    ctx: _Context, character: Character, gc: GameCharacter, outcome: Mapping[str, Any]
) -> None:
    killer = outcome["killed_by"]
    by = (
        f" by {ctx.names[killer]} of {ctx.side_names[side_of(ctx, killer)]}"
        if killer is not None
        else ""
    )
    how = "Killed" if ctx.rules.id == BEASTRIDER else outcome["fate"].capitalize()
    history.write(
        character=character,
        game=ctx.game,
        kind=history.DEATH,
        text=f"{how}{by} in game {ctx.game.number}. Dead for the rest of the campaign.",
        details={"killer": ctx.names.get(killer), "fate": how.lower()},
    )


def side_of(ctx: _Context, gc_id: int) -> int:
    return next(gc.side_id for gc in ctx.everyone if gc.id == gc_id)


def _write_corrections(
    ctx: _Context,
    old: Mapping[int, Mapping[str, Any]],
    new: Mapping[int, Mapping[str, Any]],
    old_result: tuple[str, int | None],
    notes: Mapping[int, list[str]],
) -> None:
    result_changed = old_result != (ctx.game.result, ctx.game.winner_id)
    for side in ctx.sides:
        if result_changed:
            history.write(
                warband=side.warband,
                game=ctx.game,
                kind=history.CORRECTION,
                text=f"{ctx.title} corrected: the result is now {ctx.result_for(side)}.",
                details={"game": ctx.game.number},
            )
    for gc in ctx.everyone:
        if gc.character_id is None:
            continue
        before = dict(old.get(gc.id) or blank_outcome(ctx.rules.id))
        after = new[gc.id]
        character_notes = notes.get(gc.character_id, [])
        if before == after and not result_changed and not character_notes:
            continue
        character = Character.get_by_id(gc.character_id)
        side = next(s for s in ctx.sides if s.id == gc.side_id)
        text = (
            f"{ctx.title} corrected: {ctx.result_for(side)}; "
            f"{describe(ctx.rules, after, ctx.names)} "
            f"(was: {describe(ctx.rules, before, ctx.names)})."
        )
        if is_dead(ctx.rules.id, before) and not is_dead(ctx.rules.id, after):
            text += " He did not die in that game after all."
        if character_notes:
            text += " Note: " + "; ".join(character_notes) + "."
        history.write(
            character=character,
            game=ctx.game,
            kind=history.CORRECTION,
            text=text,
            details={
                "game": ctx.game.number,
                "before": before,
                "after": dict(after),
                "gold_now": character.gold,
                "status_now": character.status,
            },
        )
        if ctx.effects.get(str(gc.id), {}).get("died"):
            # Dead after all: the death is recorded as such, as a first recording would.
            _write_death(ctx, character, gc, after)

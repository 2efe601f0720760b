"""An outcome the rules refuse is refused at every door: recording (or correcting) the game,
importing a campaign file that holds it, and the database check of a file that holds it,
each naming the rule (rules.outcomes.refusal, the one judgement all three ask)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from main import main
from models import outcomes
from models.campaigns import rules_of
from models.check import check_database
from models.check import report as found
from models.errors import DocumentError, MusterError
from models.exchange import export_campaign, import_campaign
from models.store.schema import Campaign, Character, Game, GameCharacter, Warband
from rules.outcomes import blank_outcome, character_state
from tests.demo_data import demo_campaigns

# name: (the game, the number of the demo's game, the warrior, his outcome, words it is
# refused in: the rule, or what is wrong). "dice + 1" is one more defend die than he took
# the field with, "all attack" every attack die he took the field with.
CASES: dict[str, tuple[str, int, str, dict[str, Any], str]] = {
    "a decapitated Green Knight": (
        "caliburns_wrath",
        2,
        "The Green Knight",
        {"fate": "decapitated"},
        "no harm at all (C3)",
    ),
    "a broken Excalibur": (
        "caliburns_wrath",
        2,
        "King Arthur",
        {"weapon_broken": "excalibur"},
        "Excalibur never breaks (C6)",
    ),
    "the one weapon he carried broken twice": (
        "caliburns_wrath",
        2,
        "The Green Knight",
        {"weapon_broken": "war_axe", "second_weapon_broken": "war_axe"},
        "carries no second War Axe to break",
    ),
    "a broken shield on a warrior with no shield": (
        "caliburns_wrath",
        2,
        "The Green Knight",
        {"shield_broken": True},
        "carries no shield to break",
    ),
    "more defend dice lost than he took the field with": (
        "beastrider_wars",
        1,
        "",  # the first warrior fielded
        {"defend_lost": "dice + 1"},
        "cannot lose",
    ),
    "killed with defend dice left": (
        "beastrider_wars",
        1,
        "",
        {"killed": True, "defend_lost": 0, "fled": False},
        "killed only when wounded again after losing all his defend dice (B1)",
    ),
    "fled with attack and defend dice left": (
        "beastrider_wars",
        1,
        "",
        {"fled": True, "killed": False, "attack_lost": 0, "defend_lost": 0},
        "may choose to once he has lost all his defend dice (B1)",
    ),
    "every attack die lost, but neither fled nor killed": (
        "beastrider_wars",
        1,
        "",
        {"attack_lost": "all attack", "killed": False, "fled": False},
        "must flee once he has lost all his attack dice (B1)",
    ),
}


def _setting(case: str) -> tuple[Game, GameCharacter, dict[str, Any], str]:
    """The broken state, built once: the demo's game, the warrior and his broken outcome."""
    game_id, number, name, changes, words = CASES[case]
    campaign = next(c for c in demo_campaigns() if c.game == game_id)
    game = Game.get((Game.campaign == campaign) & (Game.number == number))
    fielded = GameCharacter.select().where(GameCharacter.game == game).order_by(GameCharacter.id)
    one = next(gc for gc in fielded if not name or gc.name == name)
    outcome = {**blank_outcome(game_id), **dict(one.outcome or {}), **changes}
    if "dice + 1" in outcome.values() or "all attack" in outcome.values():
        character = Character.get_by_id(one.character_id)
        state = character_state(
            rules_of(campaign),
            profile=character.profile,
            options=character.options,
            upgrades=character.upgrades,
            injuries=character.injuries,
        )
        assert state.dice is not None
        if outcome["defend_lost"] == "dice + 1":
            outcome["defend_lost"] = state.dice[1] + 1
        if outcome["attack_lost"] == "all attack":
            outcome["attack_lost"] = state.dice[0]
    return game, one, outcome, words


@pytest.mark.parametrize("case", sorted(CASES))
def test_recording_refuses_it(database: Path, case: str) -> None:
    game, one, outcome, words = _setting(case)
    others = {gc.id: dict(gc.outcome) for gc in game.fielded if gc.id != one.id}
    winner = Warband.get_or_none(Warband.id == game.winner_id)
    with pytest.raises(MusterError, match=words.replace("(", r"\(").replace(")", r"\)")):
        outcomes.record_outcome(game=game, winner=winner, outcomes={**others, one.id: outcome})


@pytest.mark.sqlite_only  # the reader refuses it before a row is written, on any engine
@pytest.mark.parametrize("case", sorted(CASES))
def test_the_import_refuses_a_file_that_holds_it(database: Path, case: str) -> None:
    game, one, outcome, words = _setting(case)
    document = export_campaign(Campaign.get_by_id(game.campaign_id))
    (kept,) = (g for g in document["games"] if g["number"] == game.number)
    fielded = [f for side in kept["sides"] for f in side["fielded"] if f["name"] == one.name]
    fielded[0]["outcome"].update({k: v for k, v in outcome.items() if k != "killed_by"})
    with pytest.raises(DocumentError) as refused:
        import_campaign(json.dumps(document))
    problem = str(refused.value)
    assert problem.startswith(f"games[{document['games'].index(kept)}].sides[")
    assert ".outcome: " in problem and words in problem


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_check_reports_a_database_that_holds_it(database: Path, case: str) -> None:
    game, one, outcome, words = _setting(case)
    outcome["killed_by"] = one.outcome.get("killed_by")
    # Written around the operations, as another program or an older Muster could.
    GameCharacter.update(outcome=outcome).where(GameCharacter.id == one.id).execute()
    reported = [p.text for p in check_database(repair=False).problems if p.kind == found.GAME_RULE]
    assert len(reported) == 1 and words in reported[0], reported
    assert reported[0].startswith(f"Game {game.number} of ")
    if isinstance(database, Path):
        assert main(["--db", str(database), "check"]) == 1


def _relic_game(database: Path) -> tuple[Game, GameCharacter]:
    """The demo's Capture the Relic, whose relic Æthelric carried off."""
    campaign = next(c for c in demo_campaigns() if c.game == "caliburns_wrath")
    game = Game.get((Game.campaign == campaign) & (Game.number == 3))
    carrier = GameCharacter.get((GameCharacter.game == game) & (GameCharacter.name == "Æthelric"))
    return game, carrier


DEAD_CARRIER = "The relic carrier died in the game"


def test_a_slain_relic_carrier_is_refused_at_every_door(database: Path) -> None:
    """C11: the first side to escape the board with the relic wins; one slain did not."""
    game, carrier = _relic_game(database)
    slain = {"fate": "slain"}
    with pytest.raises(MusterError, match=DEAD_CARRIER):
        outcomes.record_outcome(
            game=game,
            winner=Warband.get_by_id(game.winner_id),
            outcomes={carrier.id: slain},
            relic_carrier=carrier.id,
        )
    document = export_campaign(Campaign.get_by_id(game.campaign_id))
    (kept,) = (g for g in document["games"] if g["number"] == game.number)
    (one,) = (f for side in kept["sides"] for f in side["fielded"] if f["name"] == "Æthelric")
    one["outcome"].update(slain)
    with pytest.raises(DocumentError, match=DEAD_CARRIER) as refused:
        import_campaign(json.dumps(document))
    assert str(refused.value).startswith(f"games[{document['games'].index(kept)}].details")
    GameCharacter.update(outcome={**carrier.outcome, **slain}).where(
        GameCharacter.id == carrier.id
    ).execute()
    reported = [p.text for p in check_database(repair=False).problems if p.kind == found.GAME_RULE]
    assert len(reported) == 1 and DEAD_CARRIER in reported[0], reported

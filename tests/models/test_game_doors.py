"""A game set up against its scenario's rules is refused at every door: setting it up, the
import of a campaign file that holds it, and the database check of a database that holds it
(rules.scenarios.game_problems, what the import and the check both ask, in the words of the
set-up's points check, rules.scenarios.points_check)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from main import main
from models.check import check_database
from models.check import report as found
from models.demo import create_demo_campaigns
from models.errors import DocumentError, RuleViolation
from models.exchange import export_campaign, import_campaign
from models.games import SidePlan, create_game
from models.store.schema import Campaign, Character, Game, GameCharacter, GameSide, Warband

KNIGHT = "The Green Knight"
LAST_STAND_SHARE = (
    "The defender fields 40 points; at most 7 (75% of the attacker's 10, rounded down; C11)"
)
EMPTY_SIDE = "Side 2 must field at least one warrior"


def _last_stand(campaign: Campaign) -> Game:
    """The Caliburn demo's Last Stand, set up and not yet played."""
    return Game.get((Game.campaign == campaign) & (Game.scenario == "last_stand"))


def _knight_holds_out_in_file(game: dict[str, Any], document: dict[str, Any]) -> None:
    """Sir Kai attacks alone; the Green Knight defends alone (in Æthelric's place)."""
    attacker, defender = sorted(game["sides"], key=lambda side: side["role"])
    knight = next(c for w in document["warbands"] for c in w["characters"] if c["name"] == KNIGHT)
    attacker["fielded"] = [f for f in attacker["fielded"] if f["name"] == "Sir Kai"]
    defender["fielded"] = [{**defender["fielded"][0], "character": knight["id"], "name": KNIGHT}]


def _knight_holds_out_in_database(game: Game) -> None:
    knight = Character.get(Character.name == KNIGHT)
    fielded = GameCharacter.select().where(GameCharacter.game == game).order_by(GameCharacter.id)
    stays = {"Sir Kai", "Æthelric"}
    GameCharacter.delete().where(
        GameCharacter.id.in_([f.id for f in fielded if f.name not in stays])
    ).execute()
    GameCharacter.update(character=knight, name=KNIGHT).where(
        (GameCharacter.game == game) & (GameCharacter.name == "Æthelric")
    ).execute()


def _lone_duellist_in_file(game: dict[str, Any], document: dict[str, Any]) -> None:
    game["scenario"] = "duel"
    first, second = game["sides"]
    first["fielded"], second["fielded"] = first["fielded"][:1], []
    for side in game["sides"]:
        side["role"] = ""


def _lone_duellist_in_database(game: Game) -> None:
    Game.update(scenario="duel").where(Game.id == game.id).execute()
    first, second = GameSide.select().where(GameSide.game == game).order_by(GameSide.id)
    GameSide.update(role="").where(GameSide.game == game).execute()
    kept = GameCharacter.select().where(GameCharacter.side == first).order_by(GameCharacter.id)
    GameCharacter.delete().where(
        (GameCharacter.game == game) & (GameCharacter.id != kept.first().id)
    ).execute()
    assert not GameCharacter.select().where(GameCharacter.side == second).exists()


# name: (the game as a file holds it, as the database holds it, the words of the refusal)
CASES: dict[str, tuple[Callable[..., None], Callable[[Game], None], str]] = {
    "a Last Stand defender over 75% of the attacker": (
        _knight_holds_out_in_file,
        _knight_holds_out_in_database,
        LAST_STAND_SHARE,
    ),
    "a duel with a side that fields nobody": (
        _lone_duellist_in_file,
        _lone_duellist_in_database,
        EMPTY_SIDE,
    ),
}


@pytest.fixture
def campaign(database: Path) -> Campaign:
    return next(c for c in create_demo_campaigns() if c.game == "caliburns_wrath")


def test_setting_it_up_refuses_both(campaign: Campaign) -> None:
    camelot, chapel = (
        Warband.get((Warband.campaign == campaign) & (Warband.name == name))
        for name in ("Knights of Camelot", "The Green Chapel")
    )

    def side(warband: Warband, *names: str, role: str = "") -> SidePlan:
        ids = [Character.get((Character.warband == warband) & (Character.name == n)).id
               for n in names]  # fmt: skip
        return SidePlan(warband.id, role, tuple(ids))

    # Set up, the sides are named by their warbands.
    share = r"The Green Chapel \(the defender\) fields 40 points; at most 7 \(75% of Knights of "
    with pytest.raises(RuleViolation, match=share + "Camelot's 10"):
        create_game(
            campaign=campaign,
            scenario="last_stand",
            sides=[
                side(camelot, "Sir Kai", role="attacker"),
                side(chapel, KNIGHT, role="defender"),
            ],
        )
    with pytest.raises(RuleViolation, match="The Green Chapel must field at least one warrior"):
        create_game(
            campaign=campaign,
            scenario="duel",
            sides=[side(camelot, "King Arthur"), side(chapel)],
        )


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_import_refuses_a_file_that_holds_it(campaign: Campaign, case: str) -> None:
    in_file, _in_database, words = CASES[case]
    document = export_campaign(campaign)
    number = _last_stand(campaign).number
    index = next(i for i, g in enumerate(document["games"]) if g["number"] == number)
    broken = copy.deepcopy(document)
    in_file(broken["games"][index], broken)
    with pytest.raises(DocumentError) as refused:
        import_campaign(broken)
    assert str(refused.value) == f"games[{index}].sides: {words}"


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_check_reports_a_database_that_holds_it(
    database: Path, campaign: Campaign, case: str
) -> None:
    _in_file, in_database, words = CASES[case]
    game = _last_stand(campaign)
    # Written around the operations, as another program or an older Muster could.
    in_database(game)
    reported = [p.text for p in check_database(repair=False).problems if p.kind == found.GAME_RULE]
    assert reported == [
        f"Game {game.number} of campaign “{campaign.name}” breaks a rule: {words}."
    ], reported
    if isinstance(database, Path):
        assert main(["--db", str(database), "check"]) == 1

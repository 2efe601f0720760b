"""A character's story is judged once (rules.story.judge), from everything the campaign holds,
and every door asks it: the import of a campaign file refuses what the database check reports
of the same data, the check repairs what is certain, the roster and the published pages warn,
and recording a game refuses a warrior who died before it. The audit's cases: a warrior his
game records as slain played again, and gold no history tells of."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from playhouse.test_utils import count_queries

from models import outcomes
from models.campaigns import campaign_named
from models.check import check_database
from models.check import report as found
from models.errors import DocumentError, InvalidInput, RuleViolation
from models.exchange import export_campaign, import_campaign
from models.games import SidePlan, check_setup, create_game
from models.publish import publish_campaign
from models.reports import confirm_outcome, report_outcome
from models.roster import roster_rows
from models.store.location import DatabaseLocation
from models.store.schema import (
    ACTIVE,
    DEAD,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from tests.club_data import ALICE, BOB, CAMPAIGN
from tests.conftest import Server
from tests.demo_data import demo_campaigns
from tests.models.test_club_operations import opened_as

K2_UNMARKED = (
    "but is not marked dead: a character killed, slain or decapitated is dead for the rest of "
    "the campaign (K2)"
)


def refusal(document: Any) -> str:
    with pytest.raises(DocumentError) as refused:
        import_campaign(json.dumps(document))
    return str(refused.value)


def reported(*kinds: str) -> list[str]:
    return [p.text for p in check_database(repair=False).problems if not kinds or p.kind in kinds]


def caliburn_demo() -> Campaign:
    return next(c for c in demo_campaigns() if c.game == "caliburns_wrath")


# --- a warrior his game records as slain -------------------------------------------------------


def test_wulfstan_slain_in_game_1_set_back_to_active_without_his_death(
    database: Path, tmp_path: Path
) -> None:
    """The audit's edited export: Wulfstan, slain in game 1, set back to active and his death
    entry dropped. The import refuses the file, the check reports the same data, the roster
    and his published card warn of it, and the check's repair marks him dead again."""
    campaign = caliburn_demo()
    wulfstan = Character.get(Character.name == "Wulfstan")
    document = export_campaign(campaign)
    key = next(
        c["id"] for w in document["warbands"] for c in w["characters"] if c["name"] == "Wulfstan"
    )
    edited = copy.deepcopy(document)
    for warband in edited["warbands"]:
        for character in warband["characters"]:
            if character["id"] == key:
                character["status"] = ACTIVE
    dropped = [
        i for i, e in enumerate(edited["history"]) if e["character"] == key and e["kind"] == "death"
    ]
    assert len(dropped) == 1
    del edited["history"][dropped[0]]
    for entry in edited["history"]:  # the places of later entries move up one
        later = entry["details"].get("supersedes")
        if later:
            entry["details"]["supersedes"] = [i - (i > dropped[0]) for i in later]
    assert refusal(edited) == (
        f"warbands[1].characters[1].status: Wulfstan died in game 1, {K2_UNMARKED}"
    )

    # The same data planted in the database, around Muster's operations.
    Character.update(status=ACTIVE).where(Character.id == wulfstan.id).execute()
    HistoryEntry.delete().where(
        (HistoryEntry.character == wulfstan.id) & (HistoryEntry.kind == "death")
    ).execute()
    where = "In campaign “Demo: Caliburn's Wrath”, warband “The Green Chapel”:"
    report = check_database(repair=False)
    assert [(p.kind, p.text) for p in report.problems] == [
        (found.DIED_UNMARKED, f"{where} Wulfstan died in game 1, {K2_UNMARKED}."),
        (
            found.HISTORY_DISAGREES,
            f"{where} Wulfstan is dead, but his history tells of 0 deaths (K2).",
        ),
    ]
    assert report.problems[0].repairable and not report.problems[1].repairable

    # The roster's warnings, and so his published card, ask the same judgement.
    chapel = Warband.get(Warband.name == "The Green Chapel")
    row = next(r for r in roster_rows(chapel) if r.name == "Wulfstan")
    assert row.problems == (
        f"Wulfstan died in game 1, {K2_UNMARKED}.",
        "Wulfstan is dead, but his history tells of 0 deaths (K2).",
    )
    publish_campaign(campaign=Campaign.get_by_id(campaign.id), out=tmp_path / "site")
    page = (tmp_path / "site" / "warbands" / f"{chapel.id}.html").read_text(encoding="utf-8")
    assert f"Wulfstan died in game 1, {K2_UNMARKED}." in page

    # Repaired: marked dead, and his history tells of the death game 1 recorded.
    repaired = check_database(repair=True)
    assert [p.kind for p in repaired.problems if p.repaired] == [found.DIED_UNMARKED]
    assert Character.get_by_id(wulfstan.id).status == DEAD
    death = HistoryEntry.get(
        (HistoryEntry.character == wulfstan.id) & (HistoryEntry.kind == "death")
    )
    assert death.text == (
        "Marked dead by the database check: game 1 records his death, and the dead stay dead (K2)."
    )
    assert death.game.number == 1
    assert check_database(repair=False).ok
    import_campaign(json.dumps(export_campaign(Campaign.get_by_id(campaign.id))))


def test_wulfstan_set_back_to_active_with_his_death_kept_is_repaired_by_a_correction(
    database: Path,
) -> None:
    campaign = caliburn_demo()
    wulfstan = Character.get(Character.name == "Wulfstan")
    Character.update(status=ACTIVE).where(Character.id == wulfstan.id).execute()
    assert [p.kind for p in check_database(repair=False).problems] == [found.DIED_UNMARKED]
    with pytest.raises(DocumentError, match=r"\.status: Wulfstan died in game 1, "):
        import_campaign(json.dumps(export_campaign(campaign)))
    check_database(repair=True)
    assert Character.get_by_id(wulfstan.id).status == DEAD
    entries = HistoryEntry.select().where(HistoryEntry.character == wulfstan.id)
    assert [e.kind for e in entries].count("death") == 1
    assert entries.order_by(HistoryEntry.id.desc()).first().kind == "correction"
    assert check_database(repair=False).ok


# A campaign file written by hand: Sir Kai of Camelot against Sir Gawain and the Green Knight
# of Orkney, no history.
T = "2026-09-01T18:00:00Z"


def _character(key: str, name: str, profile: str, status: str, gold: int, kit: Any = ()) -> Any:
    return {
        "id": key,
        "name": name,
        "profile": profile,
        "status": status,
        "position": 1,
        "gold": gold,
        "options": [],
        "upgrades": [],
        "injuries": {},
        "notes": "",
        "created": T,
        "purchases": [
            {
                "id": f"{key}p{n}",
                "item": item,
                "price": price,
                "status": "owned",
                "refund": None,
                "bought": T,
                "lost_in": None,
            }
            for n, (item, price) in enumerate(kit)
        ],
    }


def _fielded(key: str, character: str, name: str, outcome: Any) -> Any:
    return {"id": key, "character": character, "name": name, "outcome": outcome}


UNHURT = {
    "arm": 0,
    "fate": "",
    "killed_by": None,
    "leg": 0,
    "neck": 0,
    "second_weapon_broken": None,
    "shield_broken": False,
    "weapon_broken": None,
}


def hand_made(gawain: str = ACTIVE, *, again: bool = True, **kai: Any) -> dict[str, Any]:
    """Sir Gawain slain by Sir Kai in game 1 (status ``gawain``); game 2, not yet played,
    fields Sir Kai against the Green Knight and (``again``) Sir Gawain again."""
    orkney = [_fielded("f4", "c3", "The Green Knight", {})]
    if again:
        orkney.insert(0, _fielded("f3", "c2", "Sir Gawain", {}))
    return {
        "format": "muster-campaign",
        "version": 4,
        "name": "By hand",
        "game": "caliburns_wrath",
        "created": T,
        "settings": {},
        "warbands": [
            {
                "id": "w1",
                "name": "Camelot",
                "player": "",
                "notes": "",
                "created": T,
                "characters": [
                    _character(
                        "c1", "Sir Kai", "sir_kai", ACTIVE, kai.get("gold", 10), kai.get("kit", ())
                    )
                ],
                "stash": [],
            },
            {
                "id": "w2",
                "name": "Orkney",
                "player": "",
                "notes": "",
                "created": T,
                "characters": [
                    _character("c2", "Sir Gawain", "sir_gawain", gawain, 11),
                    _character("c3", "The Green Knight", "green_knight", ACTIVE, 0),
                ],
                "stash": [],
            },
        ],
        "games": [
            {
                "number": 1,
                "scenario": "pitched_battle",
                "played_on": "2026-09-12",
                "follows": None,
                "points_limit": None,
                "result": "winner",
                "winner": "w1",
                "notes": "",
                "created": T,
                "recorded": "2026-09-12T21:40:00Z",
                "sides": [
                    {
                        "warband": "w1",
                        "role": "",
                        "fielded": [_fielded("f1", "c1", "Sir Kai", UNHURT)],
                    },
                    {
                        "warband": "w2",
                        "role": "",
                        "fielded": [
                            _fielded(
                                "f2",
                                "c2",
                                "Sir Gawain",
                                {**UNHURT, "fate": "slain", "killed_by": "f1"},
                            )
                        ],
                    },
                ],
                "details": {"effects": {}},
                "tracker": None,
            },
            {
                "number": 2,
                "scenario": "pitched_battle",
                "played_on": None,
                "follows": 1,
                "points_limit": None,
                "result": "unrecorded",
                "winner": None,
                "notes": "",
                "created": T,
                "recorded": None,
                "sides": [
                    {"warband": "w1", "role": "", "fielded": [_fielded("f5", "c1", "Sir Kai", {})]},
                    {"warband": "w2", "role": "", "fielded": orkney},
                ],
                "details": {},
                "tracker": None,
            },
        ],
        "history": [],
    }


def _field_gawain_again(campaign: Campaign) -> None:
    """Sir Gawain put into game 2 around Muster's operations (planted)."""
    game = Game.get((Game.campaign == campaign) & (Game.number == 2))
    gawain = Character.get(Character.name == "Sir Gawain")
    side = GameSide.get((GameSide.game == game) & (GameSide.warband == gawain.warband))
    GameCharacter.insert(
        game=game, side=side, character=gawain, name=gawain.name, outcome={}
    ).execute()


@pytest.mark.parametrize("status", [ACTIVE, DEAD])
def test_gawain_slain_in_game_1_and_fielded_in_game_2(database: Path, status: str) -> None:
    fielded_again = "Sir Gawain died in game 1, so he cannot be fielded in game 2 (K2)"
    if status == DEAD:
        assert refusal(hand_made(status)) == (
            f"games[1].sides[1].fielded[0].character: {fielded_again}"
        )
    else:
        assert refusal(hand_made(status)) == (
            f"warbands[1].characters[0].status: Sir Gawain died in game 1, {K2_UNMARKED}"
        )
    # The same data planted in the database: imported as it may be, then changed by hand.
    campaign = import_campaign(json.dumps(hand_made(DEAD, again=False)))
    assert reported() == []
    Character.update(status=status).where(Character.name == "Sir Gawain").execute()
    unmarked = f"In campaign “By hand”, warband “Orkney”: Sir Gawain died in game 1, {K2_UNMARKED}."
    assert reported() == ([] if status == DEAD else [unmarked])
    _field_gawain_again(campaign)
    assert reported(found.DEAD_FIELDED) == [
        f"In campaign “By hand”, warband “Orkney”: {fielded_again}."
    ]


# --- gold without a history (C9) ---------------------------------------------------------------


def _character_in(document: dict[str, Any], name: str) -> dict[str, Any]:
    return next(c for w in document["warbands"] for c in w["characters"] if c["name"] == name)


GOLD_CASES: dict[str, tuple[str, dict[str, Any], str, str]] = {
    # Sir Gawain (11 gp) carrying 12 gp of kit with 0 gp left.
    "overspent": (
        "Sir Gawain",
        {"gold": 0, "kit": [("full_plate", 7), ("bastard_sword", 3), ("longsword", 2)]},
        "warbands[1].characters[0].gold",
        "Sir Gawain has 0 gp, but without a history to tell of more he can have at most -1 gp: "
        "his profile's 11 gp and the 0 gp his games awarded him, less the 12 gp his kit cost "
        "(C9)",
    ),
    # Full Plate and a Bastard Sword paid 0 gp.
    "paid nothing": (
        "Sir Gawain",
        {"gold": 11, "kit": [("full_plate", 0), ("bastard_sword", 0)]},
        "warbands[1].characters[0].purchases[0].price",
        "Sir Gawain's Full Plate was paid 0 gp, but it costs 7 gp in this campaign, and he has "
        "no history to tell of another price (C9)",
    ),
    # Sir Kai with 500 gp, and no game played.
    "rich": (
        "Sir Kai",
        {"gold": 500, "kit": []},
        "warbands[0].characters[0].gold",
        "Sir Kai has 500 gp, but without a history to tell of more he can have at most 10 gp: "
        "his profile's 10 gp and the 0 gp his games awarded him, less the 0 gp his kit cost (C9)",
    ),
}


@pytest.mark.parametrize("case", sorted(GOLD_CASES))
def test_gold_no_history_tells_of(database: Path, case: str) -> None:
    name, given, path, words = GOLD_CASES[case]
    document = hand_made(DEAD, again=False)
    if name == "Sir Kai":
        document["games"] = []  # no game played
    character = _character_in(document, name)
    key = character["id"]
    character.update(_character(key, name, character["profile"], character["status"], **given))
    assert refusal(document) == f"{path}: {words}"
    # The same data planted in the database: imported as it may be, then changed by hand.
    fair = copy.deepcopy(document)
    fair_one = _character_in(fair, name)
    fair_one["gold"] = 0
    for purchase in fair_one["purchases"]:
        purchase["price"] = {"full_plate": 7, "bastard_sword": 3, "longsword": 2}[purchase["item"]]
    fair_one["purchases"] = fair_one["purchases"][:2]
    import_campaign(json.dumps(fair))
    planted = Character.get(Character.name == name)
    Character.update(gold=given["gold"]).where(Character.id == planted.id).execute()
    for purchase_id, (item, price) in zip(
        [p.id for p in Purchase.select().where(Purchase.character == planted).order_by(Purchase.id)]
        + [None],
        given["kit"],
        strict=False,
    ):
        if purchase_id is None:
            Purchase.insert(character=planted, item=item, price=price).execute()
        else:
            Purchase.update(price=price).where(Purchase.id == purchase_id).execute()
    warband = "Camelot" if name == "Sir Kai" else "Orkney"
    assert f"In campaign “By hand”, warband “{warband}”: {words}." in reported(
        found.HISTORY_DISAGREES
    )


# --- recording, and a club's confirmation ----------------------------------------------------


def _oswy_slain_in_game_3(campaign: Campaign) -> Game:
    """Oswy's outcome in game 3 set to slain around Muster's operations (his status, his
    history and the game's effects left as they were); game 4, not yet played, fields him."""
    third = Game.get((Game.campaign == campaign) & (Game.number == 3))
    oswy = GameCharacter.get((GameCharacter.game == third) & (GameCharacter.name == "Oswy"))
    GameCharacter.update(outcome={**oswy.outcome, "fate": "slain"}).where(
        GameCharacter.id == oswy.id
    ).execute()
    return Game.get((Game.campaign == campaign) & (Game.number == 4))


def test_recording_refuses_a_warrior_a_game_records_as_slain_before_it(database: Path) -> None:
    fourth = _oswy_slain_in_game_3(caliburn_demo())
    assert Character.get(Character.name == "Oswy").status == ACTIVE
    with pytest.raises(RuleViolation) as refused:
        outcomes.record_outcome(game=fourth, winner=None, outcomes={})
    assert str(refused.value) == "Oswy died in game 3, so he cannot be fielded in game 4 (K2)."
    assert Game.get_by_id(fourth.id).result == "unrecorded"


def test_a_clubs_confirmation_refuses_a_warrior_a_game_records_as_slain_before_it(
    pg_server: Server, fresh_club_db: DatabaseLocation
) -> None:
    """Alice reports game 4; meanwhile a login's psql session makes game 3 record Oswy as
    slain (his status left active). Bob's confirmation works the report out again, and the
    judgement of Oswy's story refuses it, in the rule's words: nothing is recorded."""
    opened_as(fresh_club_db, ALICE)
    campaign = campaign_named(CAMPAIGN)
    fourth = Game.get((Game.campaign == campaign) & (Game.number == 4))
    report_outcome(game=fourth, winner=None, outcomes={})
    with pg_server.cluster.admin_connection(fresh_club_db.dbname) as admin:
        admin.execute(
            "UPDATE game_character SET outcome = jsonb_set(outcome::jsonb, '{fate}', "
            "'\"slain\"')::text WHERE name = 'Oswy' AND game_id = (SELECT id FROM game "
            "WHERE number = 3 AND campaign_id = %s)",
            (campaign.id,),
        )
    opened_as(fresh_club_db, BOB)
    with pytest.raises(InvalidInput) as refused:
        confirm_outcome(game=fourth)
    assert "Oswy died in game 3, so he cannot be fielded in game 4 (K2)." in str(refused.value)
    assert Game.get_by_id(fourth.id).result == "unrecorded"
    assert Character.get(Character.name == "Oswy").status == ACTIVE


# --- a Bear Rider with True Shot (B3, B7) ---------------------------------------------------------


def test_a_bear_rider_with_true_shot_is_refused_and_reported(database: Path) -> None:
    """No path in the app leads there (the upgrades dialog refuses it): a Bear Rider never
    carries a bow or crossbow. A file that says so is refused, a database reported."""
    beastrider = next(c for c in demo_campaigns() if c.game == "beastrider_wars")
    hakon = Character.get(Character.name == "Hakon")
    true_shot = [{"kind": "special", "special": "true_shot"}]
    words = (
        "Hakon cannot have True Shot: it works only with a bow, and a Bear Rider never carries "
        "a bow or crossbow (B3)"
    )
    document = export_campaign(beastrider)
    _character_in(document, "Hakon")["upgrades"] = true_shot
    assert refusal(document).endswith(f".upgrades: {words}")
    Character.update(upgrades=true_shot).where(Character.id == hakon.id).execute()
    assert reported(found.RULE_BROKEN) == [
        f"In campaign “{beastrider.name}”, warband “{hakon.warband.name}”: {words}."
    ]
    row = next(r for r in roster_rows(hakon.warband) if r.name == "Hakon")
    # The demo's Beastrider campaign has experience on, and no advance was paid for it (K6).
    unpaid = "New specials: Hakon has 1, but his history tells of 0 (K6)."
    assert row.problems == (f"{words}.", unpaid)


def test_both_demo_campaigns_still_import_and_check_clean(database: Path) -> None:
    campaigns = demo_campaigns()
    assert check_database(repair=False).ok
    for campaign in campaigns:
        import_campaign(json.dumps(export_campaign(campaign)))
    assert check_database(repair=False).ok


def test_setting_up_a_game_refuses_a_warrior_his_game_records_as_slain(database: Path) -> None:
    """Wulfstan set back to active around Muster's operations: the game's setup offers him
    (his status says he can play) but refuses him, as recording would (K2)."""
    campaign = caliburn_demo()
    wulfstan = Character.get(Character.name == "Wulfstan")
    Character.update(status=ACTIVE).where(Character.id == wulfstan.id).execute()
    chapel, camelot = wulfstan.warband, Warband.get(Warband.name == "Knights of Camelot")
    kai = Character.get(Character.name == "Sir Kai")
    sides = [SidePlan(camelot.id, "", (kai.id,)), SidePlan(chapel.id, "", (wulfstan.id,))]
    check = check_setup(campaign=campaign, scenario="duel", sides=sides, points_limit=None)
    assert check.errors == (f"Wulfstan died in game 1, {K2_UNMARKED}.",)
    with pytest.raises(RuleViolation, match="Wulfstan died in game 1"):
        create_game(campaign=campaign, scenario="duel", sides=sides)


def test_the_setup_checked_again_reads_the_stories_once_until_something_changes(
    database: Path,
) -> None:
    """The setup dialog checks the setup at every change of it: the sides' stories are read
    once and kept until the database changes, and a change is seen at the next check."""
    campaign = caliburn_demo()
    wulfstan = Character.get(Character.name == "Wulfstan")
    chapel, camelot = wulfstan.warband, Warband.get(Warband.name == "Knights of Camelot")
    kai = Character.get(Character.name == "Sir Kai")
    oswy = Character.get(Character.name == "Oswy")
    sides = [SidePlan(camelot.id, "", (kai.id,)), SidePlan(chapel.id, "", (oswy.id,))]

    def checked() -> tuple[tuple[str, ...], int]:
        with count_queries() as counted:
            check = check_setup(campaign=campaign, scenario="duel", sides=sides, points_limit=None)
        return check.errors, counted.count

    first, read_first = checked()
    again, read_again = checked()
    assert first == again == ()
    assert read_again < read_first  # the stories were not read again
    Character.update(status=ACTIVE).where(Character.id == wulfstan.id).execute()
    sides[1] = SidePlan(chapel.id, "", (wulfstan.id,))
    errors, _read = checked()
    assert errors == (f"Wulfstan died in game 1, {K2_UNMARKED}.",)

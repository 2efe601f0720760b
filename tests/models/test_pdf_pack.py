"""The game-night pack: scenario sheet, each side's roster (fielded characters only), and a
one-page quick reference whose numbers come from the loaded game data."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from playhouse.test_utils import count_queries
from reportlab.platypus import Flowable

from models.campaigns import rules_of
from models.pdf import game_pack_printout, render_game_pack
from models.store.schema import Character, Game, GameCharacter, GameSide
from tests.models.pdf_support import (
    FIXED,
    beastrider_campaign,
    caliburn_campaign,
    flat,
    pdf_pages,
    rows,
)


def test_caliburn_pack(database: Path) -> None:
    made = caliburn_campaign()
    pages = pdf_pages(render_game_pack(game=made.game, options=FIXED))
    assert len(pages) == 4
    scenario, attackers, defenders, reference = pages

    # The scenario sheet: rules text, sides with their points, what it follows, the check.
    assert "Game 2: Last Stand" in scenario
    assert "Defender has 75% of attacker's points." in scenario
    assert "Points limit\n60 points" in scenario
    assert "Game 1, Pitched Battle, played 2024-04-01" in scenario
    assert "Date\n2024-05-03" in scenario
    sides = rows(scenario, ["Knights of Camelot", "The Green Chapel"])
    assert "Attacker" in sides["Knights of Camelot"] and "40" in sides["Knights of Camelot"]
    assert "3 characters" in sides["Knights of Camelot"]
    assert "Defender" in sides["The Green Chapel"] and "44" in sides["The Green Chapel"]
    assert "2 characters" in sides["The Green Chapel"]
    # 44 is over 75% of 40: the rules' own check says so before anyone plays (C11).
    assert "at most 30 (75% of the attacker's 40, rounded down; C11)" in scenario
    assert "The chapel defends the ford." in scenario

    # Each side's roster, with the game in its header; only those fielded.
    assert "Knights of Camelot" in attackers and "Side: Attacker" in attackers
    assert "Fielded: 40 points" in attackers and "Date: 2024-05-03" in attackers
    for name in ("King Arthur", "Sir Kai", "Sir Gawain"):
        assert name in attackers
    assert "Cai ap Rhys" not in attackers  # in the warband, not fielded
    assert "The Green Chapel" in defenders and "Side: Defender" in defenders
    assert "The Green Knight" in defenders and "Wulfstan" in defenders
    assert "Oswy" not in defenders and "Eadric" not in defenders
    assert "Deleted Dunstan" not in "".join(pages)  # fielded, since deleted

    # The quick reference, one page.
    assert "Quick reference: Caliburn's Wrath" in reference
    reference = flat(reference)
    for expected in (
        "charging +2 (+1 if the one charged has a spear)",
        "each arm wound −1; each neck wound −2",
        "2–3 Wound saved",
        "1 Shield broken",
        "4–6 Roll damage as normal",
        "4 or less No damage",
        "7–8 Arm wound: −1 in all further combats",
        "10–11 Head wound: slain",
        "12 or more Decapitated",
        "Shield broken if he has a shield, otherwise leg",
        "A helmet turns a total of exactly 10 into 9.",
        "Excalibur one +2 8 gp, King Arthur",
        "Flail two +2 when charging 3 gp",
        "Thorny Brush −2",
        "+1 running",
        "Full Plate −3 −2 7 gp",
        # C10, C13: every warrior's figures, what protects him and what is his alone.
        "King Arthur Pendragon 20 4d6 15 gp Scabbard −3 Only he may carry Excalibur",
        "The Green Knight 40 5d6 none Natural armour −2 Always armed with his War Axe; buys "
        "nothing; decapitation does him no harm (C3)",
        "Saxon spearman 4 2d6 5 gp — The campaign's own profile",
        # C12: running doubles the base move; armour and leg wounds come off once.
        "×2 the base move, then take off armour's move penalty and 2\" per leg wound, once.",
        "Downhill only when running, not when charging.",
    ):
        assert expected in reference, expected
    assert "Natural −3" not in reference
    for page_number, page in enumerate(pages, start=1):
        assert f"page {page_number} of 4" in page


def test_a_game_played_over_the_limit_says_so(database: Path) -> None:
    made = caliburn_campaign()
    game = Game.get_by_id(made.game.id)
    game.points_limit = 30  # the attackers field 40
    game.save()
    scenario = pdf_pages(render_game_pack(game=game))[0]
    assert "The attacker fields 40 points, over the limit of 30 (C11)." in scenario
    assert "agreed to play over" not in scenario
    game.details = {**game.details, "over_limit": ["The attacker fields 40 points, ..."]}
    game.save()
    scenario = pdf_pages(render_game_pack(game=game))[0]
    assert "The players agreed to play over the points limit." in scenario


def test_the_quick_reference_reads_the_campaigns_house_rules(database: Path) -> None:
    made = caliburn_campaign(house_rules={"prices": {"longsword": 5}, "base_move": 7})
    reference = flat(pdf_pages(render_game_pack(game=made.game))[-1])
    assert "Longsword one none 5 gp" in reference
    assert 'Base move 7"' in reference
    rules = rules_of(made.campaign)
    for row in rules.damage_chart:
        assert str(row.at_least) in reference


def test_beastrider_pack(database: Path) -> None:
    made = beastrider_campaign()
    pages = pdf_pages(render_game_pack(game=made.game, options=FIXED))
    assert len(pages) == 4
    scenario, stags, bears, reference = pages  # no roles: sides in the order they were set up
    assert "Game 1: Skirmish" in scenario
    assert "the game is won when only one player has characters" in scenario
    assert "no points in this game" in scenario
    assert "no earlier game" in scenario
    assert "Stagriders of Deastir" in stags and "Fielded: 2 characters" in stags
    assert "Eldric" in stags and "Wenna the archer" in stags
    assert "Fallen Tovar" not in stags  # fielded, but dead
    assert "Princess Nave Khra" not in stags  # in the warband, not fielded
    assert "Bear Riders of Helles" in bears and "Fielded: 3 characters" in bears
    assert "Hakon Benched" not in bears

    assert "Quick reference: The Beastrider Wars" in reference
    reference = flat(reference)
    for expected in (
        "Attacking (B1, B2)",
        "Each defend die removes one attack die that scored lower than or equal to it.",
        "one wound per attack",
        'Bow 14", Crossbow 10"',
        "Stag Charge (once per game: tick it on the roster when used)",
        "True Shot (passive, always in use; never ticked)",
        "Rally (once per game",
        "Flee and death",
        "must flee",
        "Lost dice come back after the game.",
        'Bear Rider 10" 15 5 2 2 Berzerk Shield (+2 defend dice)',
        "In melee: a character who starts his phase in base contact with an enemy must keep "
        "fighting; once he attacks and wounds his opponent he may move freely.",
    ):
        assert expected in reference, expected
    assert "Hrashnarr the Hunter ★" in reference


def test_a_game_without_sides_still_prints_its_scenario(database: Path) -> None:
    made = beastrider_campaign()
    GameSide.delete().execute()
    pages = pdf_pages(render_game_pack(game=made.game))
    assert len(pages) == 2
    assert "No sides set up yet." in pages[0]
    assert "A game needs at least two sides." in pages[0]


def test_reading_a_game_takes_a_fixed_number_of_queries(database: Path) -> None:
    made = caliburn_campaign()
    small = Game.create(campaign=made.campaign, number=3, scenario="duel", follows=made.game)
    for warband in (made.camelot, made.chapel):
        side = GameSide.create(game=small, warband=warband)
        first = warband.characters.order_by(Character.position).first()
        GameCharacter.create(game=small, side=side, character=first, name=first.name)

    def queries(game: Game) -> int:
        game = Game.get_by_id(game.id)
        with count_queries() as counter:
            game_pack_printout(game=game)
        return counter.count

    # The campaign, the sides, the fielded characters, their kit, the game followed, the
    # warbands' colours, and (experience on) the fielded characters' XP.
    assert queries(made.game) == queries(small) == 7


def test_the_pack_of_a_recorded_game_prints_it_as_it_was_played(database: Path) -> None:
    """A side that fielded 4 (25 points) is printed with all 4, the dead one included, and a
    warrior with the shield he fought with, though it broke in the game."""
    from models import games, outcomes
    from models.campaigns import create_campaign, create_warband
    from models.characters import delete_character, recruit
    from models.shop import buy_item, owned_purchases
    from tests.models.pdf_support import FOOTSOLDIERS

    campaign = create_campaign(
        name="Badon", game="caliburns_wrath", house_rules={"profiles": FOOTSOLDIERS}
    )
    camelot = create_warband(campaign=campaign, name="Camelot")
    kai = recruit(warband=camelot, profile="sir_kai", name="Sir Kai")
    for item in ("spear", "shield"):
        buy_item(character=kai, item=item)
    for name in ("Cai", "Bors", "Lamorak"):
        recruit(warband=camelot, profile="briton_swordsman", name=name)
    saxons = create_warband(campaign=campaign, name="Saxons")
    for name in ("Cerdic", "Cynric"):
        recruit(warband=saxons, profile="saxon_spearman", name=name)
    plan = [
        games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w)))
        for w in (camelot, saxons)
    ]
    game = games.create_game(
        campaign=campaign, scenario="pitched_battle", sides=plan, points_limit=25
    )
    fielded = {gc.name: gc.id for gc in games.fielded(game)}
    outcomes.record_outcome(
        game=game,
        winner=saxons,
        outcomes={
            fielded["Cai"]: {"fate": "slain", "killed_by": fielded["Cerdic"]},
            fielded["Sir Kai"]: {"shield_broken": True, "leg": 1},
        },
    )
    assert [p.item for p in owned_purchases(kai)] == ["spear"]  # the shield is gone
    delete_character(character=Character.get(Character.name == "Bors"))  # since deleted

    pages = pdf_pages(render_game_pack(game=Game.get_by_id(game.id), options=FIXED))
    scenario, knights = pages[0], pages[1]
    sides = rows(scenario.split("\nResult\n")[0], ["Camelot", "Saxons"])
    assert "4 characters" in sides["Camelot"] and "25" in sides["Camelot"]
    assert "Fielded: 25 points" in knights
    for name in ("Sir Kai", "Cai", "Bors", "Lamorak"):
        assert name in knights
    kai_row = rows(knights, ["Sir Kai", "Cai", "Bors", "Lamorak"])["Sir Kai"]
    assert "Shield · ☐ broken" in kai_row  # the shield he fought with
    # The outcome, and who went first, are on the scenario sheet.
    flat_scenario = flat(scenario)
    assert "Saxons won." in flat_scenario
    assert "Sir Kai took 1 leg wound, shield broken" in flat_scenario
    assert "Cai slain by Cerdic" in flat_scenario
    assert "Who goes first not rolled yet" in flat_scenario
    assert "Check before playing" not in flat_scenario


def test_a_pack_printed_after_a_game_played_at_the_table_prints_its_log(database: Path) -> None:
    from models import outcomes, tracker
    from models.demo import create_demo_campaigns
    from models.store.schema import Warband
    from rules import tracker as t

    beastrider, _caliburn = create_demo_campaigns()
    game = Game.get((Game.campaign == beastrider) & (Game.number == 3))
    tracker.start_tracking(game=game, seed=3)
    tracking = tracker.read_tracking(game)
    assert tracking is not None
    seats = tracking.table.seats
    brann = next(p for p, s in seats.items() if s.name == "Brann Ironhide")
    maelis = next(p for p, s in seats.items() if s.name == "Maelis")
    tracker.track(game=game, change=t.Change(t.LOSE, who=brann, by=maelis, what=t.DEFEND))
    tracker.track(game=game, change=t.Change(t.NEXT_TURN))
    before = "".join(pdf_pages(render_game_pack(game=game, options=FIXED)))
    assert "lost a defend die" not in before  # not recorded yet: the pack is for the table
    prefill = tracker.tracked_outcome(game)
    assert prefill is not None
    outcomes.record_outcome(
        game=game, winner=Warband.get(Warband.name == "Stagriders of Deastir"),
        outcomes=prefill.outcomes,
    )  # fmt: skip
    printed = flat(
        "".join(pdf_pages(render_game_pack(game=Game.get_by_id(game.id), options=FIXED)))
    )
    line = "Turn 1 · Brann Ironhide lost a defend die (attacked by Maelis)"
    assert printed.index("Turn 1 · The game began") < printed.index(line)


def test_a_printout_makes_each_sheet_as_the_layout_reaches_it() -> None:
    """A big campaign's rosters hold one sheet's flowables at a time: each part of the story
    is made only when the build has laid out all but the last of the parts before it."""
    from reportlab.platypus import Spacer

    from models.pdf.renderer import Renderer, StoryOnDemand

    held: list[int] = []
    story: StoryOnDemand

    def parts() -> Iterator[list[Flowable]]:
        for _ in range(5):
            held.append(list.__len__(story))
            yield [Spacer(10, 300) for _ in range(40)]  # a sheet of some 15 pages

    story = StoryOnDemand(parts())
    pdf = Renderer(FIXED).build(story, title="t", subject="s")
    assert held == [0, 1, 1, 1, 1]
    assert len(pdf_pages(pdf)) == 5 * 40 // 2

"""The rules' sentences in the reader's language: each is one whole sentence through
i18n.translate, names of the game data as the reader's language has them, and English
(a history entry's stored text) inside i18n.in_english. Also the sentences whose English
is put together from a few whole ones (an article, a list, a wound of each kind)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from types import MappingProxyType

import pytest

import i18n
from rules import tracker as t
from rules import tracker_changes as tc
from rules.beastrider import attack_problems, new_fighter, turn_problems
from rules.caliburn import purchase_problems
from rules.characters import kit_problems, option_problems
from rules.data import GameData, WeaponCombination
from rules.games import BEASTRIDER, CALIBURN, DATA_DIR, load_game
from rules.initiative import Roll
from rules.initiative import describe as describe_roll
from rules.loader import read_game
from rules.outcomes import BEASTRIDER_OUTCOME, CALIBURN_OUTCOME, blank_outcome, describe
from rules.scenarios import SideSpec, points_check
from rules.tracker_log import describe as describe_change

KNIGHTS = load_game(CALIBURN)
BEASTS = load_game(BEASTRIDER)


@pytest.fixture
def marked() -> Iterator[None]:
    """A made-up language, "xx": every text looked up comes back in «…»; the language before
    is put back afterwards."""
    before = (i18n._lookup, i18n._language, getattr(i18n, "_english", None))
    i18n.install(lambda context, text, disambiguation, n: f"«{text}»", "xx")
    try:
        yield
    finally:
        i18n.install(*before)


def renamed(rules: GameData, **names: str) -> GameData:
    """The game with some items renamed, by id (in English too)."""
    items = {
        key: replace(item, name=names[key], english_name=names[key]) if key in names else item
        for key, item in rules.items.items()
    }
    return replace(rules, items=MappingProxyType(items))


# --- English as it always was -------------------------------------------------------------------


def test_an_article_before_a_vowel() -> None:
    rules = renamed(KNIGHTS, dagger="Awl", mail_suit="Iron Mail")
    assert purchase_problems(rules, "sir_kai", [], "dagger", 10) == [
        "Every warrior already carries an Awl; it is not sold (C7)."
    ]
    kai = rules.profiles["sir_kai"]
    assert [b.sentence for b in kit_problems(rules, "Kai", kai, ["mail_suit", "full_plate"])] == [
        "Kai can wear only one armour, not an Iron Mail and Full Plate (C7)."
    ]


def test_a_warrior_who_buys_nothing_and_has_no_arms_of_his_own() -> None:
    bare = replace(KNIGHTS.profiles["green_knight"], fixed_items=())
    assert [b.sentence for b in kit_problems(KNIGHTS, "Bertilak", bare, ["mace"])] == [
        "Bertilak buys nothing: he carries only his own kit (C10)."
    ]


def test_weapons_that_fit_no_combination_at_all() -> None:
    narrow = replace(
        KNIGHTS,
        weapon_combinations=(
            WeaponCombination("spear_shield", "spear and shield", ("spear", "shield")),
        ),
    )
    kai = narrow.profiles["sir_kai"]
    assert [b.sentence for b in kit_problems(narrow, "Kai", kai, ["war_axe"])] == [
        "Kai cannot carry a War Axe (C7)."
    ]


def test_an_option_no_profile_of_the_campaign_may_take() -> None:
    options = dict(BEASTS.options)
    options["bow"] = replace(options["bow"], profiles=("nobody",))
    rules = replace(BEASTS, options=MappingProxyType(options))
    brann = rules.profiles["bear_rider"]
    assert [b.sentence for b in option_problems(rules, "Brann", brann, ["bow"])] == [
        "Brann cannot take a Bow: only no one in this campaign may (B7)."
    ]


def test_every_part_of_a_game_in_a_few_words() -> None:
    names = {0: "Kai", 1: "Brann"}
    caliburn = blank_outcome(CALIBURN)
    assert describe(KNIGHTS, {**caliburn, "arm": 2, "fate": "slain"}, names) == (
        "took 2 arm wounds, slain"
    )
    assert describe(KNIGHTS, {**caliburn, "fate": "decapitated", "killed_by": 0}, names) == (
        "decapitated by Kai"
    )
    assert describe(KNIGHTS, {**caliburn, "fate": "drowned"}, names) == "drowned"
    assert describe(KNIGHTS, {**caliburn, "fate": "drowned", "killed_by": 1}, names) == (
        "drowned by Brann"
    )
    beastrider = blank_outcome(BEASTRIDER)
    assert describe(BEASTS, {**beastrider, "killed": True}, names) == "killed"


def test_the_log_says_a_die_given_back_and_a_shield_broken_by_nobody() -> None:
    seats = [
        t.beastrider_seat(BEASTS, 0, name="Sable", side=0, profile="stagrider"),
        t.beastrider_seat(BEASTS, 1, name="Brann", side=1, profile="bear_rider"),
    ]
    table = t.start(BEASTS, ["Stags", "Bears"], seats, seed=1)
    with pytest.raises(t.TrackerRefusal, match=r"^Sable has lost no attack die\.$"):
        tc.apply(BEASTS, table, t.Change(t.RESTORE, who=0, what=t.ATTACK))
    wounded = tc.apply(BEASTS, table, t.Change(t.LOSE, who=0, by=1, what=t.DEFEND))
    change = t.Change(t.RESTORE, who=0, what=t.DEFEND)
    healed = tc.apply(BEASTS, wounded, change)
    assert describe_change(BEASTS, wounded, change, healed) == "Sable got back a defend die"
    knights = [
        t.caliburn_seat(KNIGHTS, 0, name="Kai", side=0, profile="sir_kai", kit=("shield",)),
        t.caliburn_seat(KNIGHTS, 1, name="Oswy", side=1, profile="sir_gawain"),
    ]
    table = t.start(KNIGHTS, ["Camelot", "Chapel"], knights, seed=1)
    change = t.Change(t.SHIELD_BROKEN, who=0)
    after = tc.apply(KNIGHTS, table, change)
    assert describe_change(KNIGHTS, table, change, after) == "Kai's shield broke"


# --- through the catalogue ------------------------------------------------------------------


def test_refusals_are_whole_sentences_of_the_catalogue(marked: None) -> None:
    # The names are the cached game's (English here); every sentence is looked up whole.
    assert turn_problems(BEASTS, "stagrider", ["order"]) == [
        "«Stag Rider is not a leader and cannot give orders.»"
    ]
    sable = new_fighter(BEASTS, "stagrider", name="Sable")
    gone = replace(sable, status="fled")
    assert attack_problems(BEASTS, gone, sable) == ["«Sable has left the table and cannot attack.»"]
    check = points_check(
        KNIGHTS, "pitched_battle", [SideSpec("", ("sir_kai",), "Camelot"), SideSpec("", ())], 5
    )
    assert check.errors == (
        "««Side 2» must field at least one warrior.»",
        "«Camelot fields 10 points, over the limit of 5 (C11).»",
    )
    assert CALIBURN_OUTCOME.field("leg").label == "«Leg wounds»"
    assert CALIBURN_OUTCOME.field("fate").choices[1] == ("slain", "«Slain»")
    assert CALIBURN_OUTCOME.field("fate").values == ("", "slain", "decapitated")
    assert (BEASTRIDER_OUTCOME.who, CALIBURN_OUTCOME.field("arm").tip) == ("«Character»", "")
    roll = Roll(("Camelot", "Kent"), 6, ((4, 4), (5, 2)), 0)
    assert describe_roll(KNIGHTS, roll) == (
        "«Each side rolled a d6: ««Camelot 4», «Kent 4» (a tie, rolled again)»; «Camelot 5», "
        "«Kent 2»: Camelot chooses who is player 1.»"
    )


def test_the_game_data_in_the_readers_language_and_english_inside_in_english(
    marked: None,
) -> None:
    knights = read_game(DATA_DIR / f"{CALIBURN}.toml", CALIBURN)  # read in "xx"
    outcome = {**blank_outcome(CALIBURN), "weapon_broken": "mace", "fate": "slain", "killed_by": 0}
    assert describe(knights, outcome, {0: "Kai"}) == "««Mace» broken», «slain by Kai»"
    with i18n.in_english():
        assert i18n.language() == "en"
        assert describe(knights, outcome, {0: "Kai"}) == "Mace broken, slain by Kai"
    assert i18n.language() == "xx"


def test_without_a_catalogue_the_english_is_as_written() -> None:
    """A script that imports rules/ on its own has no catalogue: the English text, its count
    filled in ("(s)" the plural's ending)."""
    before = (i18n._lookup, i18n._language, getattr(i18n, "_english", None))
    i18n.install(None)
    try:
        assert i18n.translate("Outcomes", "%n leg wound(s)", None, i18n.PLURAL, 1) == "1 leg wound"
        assert i18n.translate("Outcomes", "%n leg wound(s)", None, i18n.PLURAL, 2) == (
            "2 leg wounds"
        )
        assert i18n.translate("Outcomes", "unhurt") == "unhurt"
    finally:
        i18n.install(*before)

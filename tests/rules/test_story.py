"""One judgement of a character's story, from all the campaign holds of him (rules.story):
his death wherever it is recorded (K2), the games that field him after it, his gold with and
without a history (C9, B7), and his history's kills and deaths."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from rules.experience import advances
from rules.games import BEASTRIDER, CALIBURN, effective_game, load_game
from rules.story import (
    DEATHS,
    FIELDED,
    GOLD,
    KILLS,
    MARKED,
    NO_HISTORY,
    PRICE,
    RECORD,
    XP,
    Bought,
    Fielded,
    History,
    Judgement,
    Misspent,
    Story,
    amount_said,
    judge,
)

KNIGHTS = load_game(CALIBURN)
BEASTS = load_game(BEASTRIDER)

# Sir Gawain (11 gp) who bought a Bastard Sword (3 gp), played game 1 (1 gp awarded) and has
# 9 gp left, his history telling all of it.
GAWAIN = Story(
    name="Sir Gawain",
    profile="sir_gawain",
    marked_dead=False,
    gold=9,
    bought=(Bought("bastard_sword", 3, told=3),),
    fielded=(Fielded(1, recorded=True, effects_died=False, gold=1),),
    history=History(begun=True, gold=9),
)


def texts(judgement: Judgement) -> list[str]:
    return [finding.sentence for finding in judgement.findings]


def test_a_story_that_agrees_with_itself() -> None:
    assert judge(KNIGHTS, GAWAIN) == Judgement(dead=False, died_in=None)
    unplayed = replace(GAWAIN, fielded=(Fielded(2),))  # set up, not yet played
    assert judge(KNIGHTS, unplayed).findings == ()


def test_a_death_recorded_by_a_game_is_a_death_whatever_his_status_says() -> None:
    slain = replace(
        GAWAIN,
        fielded=(
            Fielded(1, recorded=True, death="slain", effects_died=True),
            Fielded(2, recorded=True, effects_died=False),
            Fielded(3),
        ),
        history=History(begun=True, gold=9, deaths=1, deaths_in=(1,)),
    )
    judged = judge(KNIGHTS, slain)
    assert (judged.dead, judged.died_in) == (True, 1)
    assert judged.dead_before(2) and not judged.dead_before(1)
    assert [(f.ruling, f.about, f.game) for f in judged.findings] == [
        ("K2", MARKED, 1),
        ("K2", FIELDED, 2),
        ("K2", FIELDED, 3),
    ]
    assert texts(judged) == [
        "Sir Gawain died in game 1, but is not marked dead: a character killed, slain or "
        "decapitated is dead for the rest of the campaign (K2).",
        "Sir Gawain died in game 1, so he cannot be fielded in game 2 (K2).",
        "Sir Gawain died in game 1, so he cannot be fielded in game 3 (K2).",
    ]
    marked = judge(KNIGHTS, replace(slain, marked_dead=True))
    assert [f.about for f in marked.findings] == [FIELDED, FIELDED]


def test_each_record_of_a_death_counts_alone() -> None:
    """The outcome, the effects and the history each tell of a death on their own."""
    by_effects = replace(GAWAIN, fielded=(Fielded(2, recorded=True, effects_died=True),))
    assert judge(KNIGHTS, by_effects).died_in == 2
    by_outcome = replace(GAWAIN, fielded=(Fielded(2, recorded=True, death="decapitated"),))
    assert judge(KNIGHTS, by_outcome).died_in == 2
    by_history = replace(GAWAIN, history=History(begun=True, gold=9, deaths=1, deaths_in=(4,)))
    assert judge(KNIGHTS, by_history).died_in == 4
    # A death entry that names no game: dead, since no game.
    untimed = replace(GAWAIN, history=History(deaths=1))
    judged = judge(KNIGHTS, untimed)
    assert (judged.dead, judged.died_in, judged.dead_before(99)) == (True, None, False)
    assert texts(judged) == [
        "Sir Gawain's history tells of his death, but he is not marked dead: a character "
        "killed, slain or decapitated is dead for the rest of the campaign (K2)."
    ]
    # Marked dead, and nothing else tells of it (a file written by hand): dead, no game.
    assert judge(KNIGHTS, replace(GAWAIN, marked_dead=True, history=NO_HISTORY)) == Judgement(
        dead=True, died_in=None
    )


def test_a_correction_of_the_old_kind_is_no_evidence_of_a_death_he_was_brought_back_from() -> None:
    brought_back = replace(GAWAIN, history=History(begun=True, readable=False, deaths=1))
    assert judge(KNIGHTS, brought_back) == Judgement(dead=False, died_in=None)
    still_dead = replace(brought_back, marked_dead=True)
    assert judge(KNIGHTS, still_dead).dead


def test_the_game_he_died_in_records_it_in_its_outcome_and_its_effects_alike() -> None:
    alive_outcome = replace(
        GAWAIN,
        marked_dead=True,
        fielded=(Fielded(1, recorded=True, effects_died=True),),
        history=History(begun=True, gold=9, deaths=1, deaths_in=(1,)),
    )
    assert [(f.about, f.game) for f in judge(KNIGHTS, alive_outcome).findings] == [(RECORD, 1)]
    assert texts(judge(KNIGHTS, alive_outcome)) == [
        "Game 1 records that Sir Gawain died in it, but his outcome there does not say he was "
        "killed, slain or decapitated (K2)."
    ]
    no_effects = replace(
        alive_outcome, fielded=(Fielded(1, recorded=True, death="slain", effects_died=False),)
    )
    assert texts(judge(KNIGHTS, no_effects)) == [
        "Sir Gawain's outcome in game 1 says he died, but what recording the game changed does "
        "not (K2)."
    ]
    # A game that keeps no effects of him (a file without them) is not held to them.
    kept_none = replace(alive_outcome, fielded=(Fielded(1, recorded=True, death="slain"),))
    assert judge(KNIGHTS, kept_none).findings == ()


def test_gold_kills_and_deaths_against_his_history() -> None:
    wrong = replace(
        GAWAIN,
        gold=12,
        kills=1,
        marked_dead=True,
        bought=(Bought("bastard_sword", 7, told=3),),
    )
    judged = judge(KNIGHTS, wrong)
    assert [(f.ruling, f.about) for f in judged.findings] == [
        ("C9", GOLD),
        ("C9", PRICE),
        ("K2", KILLS),
        ("K2", DEATHS),
    ]
    assert judged.findings[1].item == 0
    assert texts(judged) == [
        "Sir Gawain has 12 gp, but his history adds up to 9 gp (C9).",
        "Sir Gawain's Bastard Sword was paid 7 gp, but his history tells of 3 gp: a price paid "
        "is kept as it was paid (C9).",
        "Sir Gawain killed 1 in recorded games, but his history tells of 0 kills (K2).",
        "Sir Gawain is dead, but his history tells of 0 deaths (K2).",
    ]
    ghost = replace(GAWAIN, history=History(begun=True, gold=9, deaths=1, deaths_in=(1,)))
    ghost = replace(ghost, marked_dead=True, fielded=())
    assert judge(KNIGHTS, ghost).findings == ()
    told_twice = replace(ghost, history=History(begun=True, gold=9, deaths=2, deaths_in=(1,)))
    assert texts(judge(KNIGHTS, told_twice)) == [
        "Sir Gawain is dead, but his history tells of 2 deaths (K2)."
    ]
    # An item nobody's entry tells the price of is judged on its own (a kit move, K5).
    unknown = replace(GAWAIN, bought=(Bought("mace", 1), Bought("spear", 1, told=None)))
    assert judge(KNIGHTS, unknown).findings == ()
    # A story that cannot be added up is not.
    unreadable = replace(wrong, history=replace(wrong.history, readable=False))
    assert [f.about for f in judge(KNIGHTS, unreadable).findings] == []


def test_a_dead_character_s_history_tells_his_death() -> None:
    alive = replace(GAWAIN, history=History(begun=True, gold=9, deaths=1))
    judged = judge(KNIGHTS, alive)
    assert [f.about for f in judged.findings] == [MARKED]  # the death is his history's


def test_gold_without_a_history_is_at_most_his_profile_s_and_his_awards_less_his_kit() -> None:
    # Sir Gawain (11 gp) carrying 12 gp of kit with 0 gp left.
    overspent = Story(
        "Sir Gawain",
        "sir_gawain",
        marked_dead=False,
        gold=0,
        bought=(Bought("full_plate", 7), Bought("bastard_sword", 3), Bought("longsword", 2)),
    )
    judged = judge(KNIGHTS, overspent)
    assert [(f.ruling, f.about) for f in judged.findings] == [("C9", GOLD)]
    assert texts(judged) == [
        "Sir Gawain has 0 gp, but without a history to tell of more he can have at most -1 gp: "
        "his profile's 11 gp and the 0 gp his games awarded him, less the 12 gp his kit cost "
        "(C9)."
    ]
    # Full Plate and a Bastard Sword paid 0 gp: nothing tells of a price below the campaign's.
    free = replace(overspent, gold=11, bought=(Bought("full_plate", 0), Bought("bastard_sword", 0)))
    judged = judge(KNIGHTS, free)
    assert [(f.about, f.item) for f in judged.findings] == [(PRICE, 0), (PRICE, 1)]
    assert texts(judged)[0] == (
        "Sir Gawain's Full Plate was paid 0 gp, but it costs 7 gp in this campaign, and he has "
        "no history to tell of another price (C9)."
    )
    # Sir Kai with 500 gp, no game played.
    rich = Story("Sir Kai", "sir_kai", marked_dead=False, gold=500)
    assert [f.about for f in judge(KNIGHTS, rich).findings] == [GOLD]
    # What his games awarded him (pinned in their effects) and what he got back count.
    earned = replace(
        rich,
        gold=14,
        bought=(Bought("mace", 1, refund=1),),
        fielded=(Fielded(1, recorded=True, effects_died=False, gold=4), Fielded(2, gold=9)),
    )
    assert judge(KNIGHTS, earned).findings == ()
    assert [f.about for f in judge(KNIGHTS, replace(earned, gold=15)).findings] == [GOLD]
    # A campaign's own prices are the prices: a helmet at 2 gp paid 1 gp is too little.
    dear = effective_game(CALIBURN, {"prices": {"helmet": 2}})
    helmet = replace(rich, gold=0, bought=(Bought("helmet", 1),))
    assert judge(KNIGHTS, helmet).findings == ()
    assert [f.about for f in judge(dear, helmet).findings] == [PRICE]


def test_what_cannot_be_judged_without_a_history_is_left_to_its_own_report() -> None:
    for story in (
        Story("Lancelot", "sir_lancelot", marked_dead=False, gold=500),  # no such profile (K1)
        Story("Sir Kai", "sir_kai", marked_dead=False, gold=None),  # a gold that is no number
        Story("Sir Kai", "sir_kai", marked_dead=False, gold=500, bought=(Bought("mace", -3),)),
    ):
        assert judge(KNIGHTS, story).findings == ()
    # An item the campaign no longer has is judged on its price paid alone.
    gone = Story("Sir Kai", "sir_kai", marked_dead=False, gold=0, bought=(Bought("pike", 0),))
    assert judge(KNIGHTS, gone).findings == ()
    told = replace(GAWAIN, gold=9, bought=(Bought("pike", 2, told=3),))
    assert texts(judge(KNIGHTS, told)) == [
        "Sir Gawain's pike was paid 2 gp, but his history tells of 3 gp: a price paid is kept "
        "as it was paid (C9)."
    ]


def test_the_green_knight_has_no_gold_and_the_beastrider_wars_none_at_all() -> None:
    knight = Story("The Green Knight", "green_knight", marked_dead=False, gold=1)
    assert [f.ruling for f in judge(KNIGHTS, knight).findings] == ["C9"]
    assert judge(KNIGHTS, replace(knight, gold=0)).findings == ()
    rider = Story("Brann", "bear_rider", marked_dead=False, gold=3)
    judged = judge(BEASTS, rider)
    assert [(f.ruling, f.about) for f in judged.findings] == [("B7", GOLD)]
    assert texts(judged) == ["Brann has 3 gp, but The Beastrider Wars has no gold (B7)."]
    told = replace(rider, history=History(begun=True))
    assert texts(judge(BEASTS, told)) == ["Brann has 3 gp, but his history adds up to 0 gp (B7)."]
    # Killed (B8) in a game: the Beastrider Wars' death.
    killed = replace(rider, gold=0, fielded=(Fielded(1, recorded=True, death="killed"),))
    assert judge(BEASTS, killed).died_in == 1


@given(
    deaths=st.lists(st.integers(min_value=1, max_value=9), max_size=4),
    fielded=st.lists(st.integers(min_value=1, max_value=9), max_size=6),
    marked=st.booleans(),
)
def test_no_game_after_the_first_recorded_death_may_field_him(
    deaths: list[int], fielded: list[int], marked: bool
) -> None:
    story = Story(
        "Osk",
        "infantry",
        marked_dead=marked,
        gold=0,
        fielded=tuple(Fielded(n, recorded=True, death="killed") for n in deaths)
        + tuple(Fielded(n) for n in fielded),
    )
    judged = judge(BEASTS, story)
    first = min(deaths) if deaths else None
    assert judged.died_in == first
    assert judged.dead == (marked or bool(deaths))
    later = [f.game for f in judged.findings if f.about == FIELDED]
    assert later == [n for n in [*deaths, *fielded] if first is not None and n > first]
    assert any(f.about == MARKED for f in judged.findings) == (bool(deaths) and not marked)


# --- experience (K6) ------------------------------------------------------------------------

# Sir Gawain with experience on: game 1 awarded him 3 XP, and he spent 2 on nothing yet told.
VETERAN = replace(
    GAWAIN,
    fielded=(Fielded(1, recorded=True, effects_died=False, gold=1, xp=3),),
    history=History(begun=True, gold=9, xp_earned=3),
)


def test_his_xp_earned_adds_up_to_what_his_recorded_games_awarded() -> None:
    assert judge(KNIGHTS, VETERAN).findings == ()
    unpinned = replace(VETERAN, fielded=(Fielded(1, recorded=True, effects_died=False, gold=1),))
    assert texts(judge(KNIGHTS, unpinned)) == [
        "Sir Gawain's recorded games awarded him 0 XP, but his history adds up to 3 XP earned (K6)."
    ]
    more = replace(VETERAN, history=replace(VETERAN.history, xp_earned=7))
    [finding] = judge(KNIGHTS, more).findings
    assert (finding.ruling, finding.about) == ("K6", XP)
    assert "awarded him 3 XP, but his history adds up to 7 XP earned" in finding.text


def test_an_advance_dearer_than_the_xp_he_had_left_is_a_finding() -> None:
    overspent = replace(VETERAN, history=replace(VETERAN.history, xp_spent=5, overspent=(5, 3)))
    assert texts(judge(KNIGHTS, overspent)) == [
        "Sir Gawain's history tells of an advance that cost 5 XP when he had 3 XP left: "
        "an advance is paid with XP he has (K6)."
    ]


def test_xp_left_below_nothing_after_a_correction_is_no_finding() -> None:
    # He spent the 3 XP, then a correction of game 1 took 2 of them back: 1 - 3 = -2 left.
    corrected = replace(
        VETERAN,
        fielded=(Fielded(1, recorded=True, effects_died=False, gold=1, xp=1),),
        history=replace(VETERAN.history, xp_earned=1, xp_spent=3),
    )
    assert judge(KNIGHTS, corrected).findings == ()


def test_xp_is_not_added_up_from_a_history_that_cannot_be() -> None:
    for history in (History(xp_earned=5), History(begun=True, readable=False, xp_earned=5)):
        assert judge(KNIGHTS, replace(VETERAN, history=history)).findings == ()


def paid(story: Story, *bought: tuple[str, int]) -> Story:
    """``story`` with these advances paid, each (its kind, how many he had then)."""
    return replace(story, history=replace(story.history, advances=bought))


def test_an_advance_paid_when_he_had_the_campaigns_limit_is_a_finding() -> None:
    # Sir Gawain rolls 3d6: a second combat die would be past K6's limit of one, not 5d6.
    assert judge(KNIGHTS, paid(VETERAN, ("combat", 0))).findings == ()
    [finding] = judge(KNIGHTS, paid(VETERAN, ("combat", 0), ("combat", 1))).findings
    assert (finding.ruling, finding.about) == ("K6", XP)
    assert finding.sentence == (
        "Sir Gawain's history tells of an extra combat die paid with XP when he already had 1, "
        "the most this campaign allows (K6)."
    )
    more = advances(CALIBURN, {"advances": {"combat": {"limit": 2}}})
    assert judge(KNIGHTS, paid(VETERAN, ("combat", 1)), offered=more).findings == ()
    rider = Story(
        name="Eldric", profile="stagrider", marked_dead=False, gold=0,
        history=History(begun=True), kills=0,
    )  # fmt: skip
    assert texts(judge(BEASTS, paid(rider, ("attack", 1), ("special", 1), ("banana", 5)))) == [
        "Eldric's history tells of a new special paid with XP when he already had 1, the most "
        "this campaign allows (K6)."
    ]
    unread = replace(rider, history=replace(rider.history, readable=False))
    assert judge(BEASTS, paid(unread, ("special", 1))).findings == ()


def test_no_advance_is_paid_past_5d6() -> None:
    kai = replace(VETERAN, name="Sir Kai", profile="sir_kai")  # 4d6
    more = advances(CALIBURN, {"advances": {"combat": {"limit": 3}}})
    assert judge(KNIGHTS, paid(kai, ("combat", 0)), offered=more).findings == ()
    assert texts(judge(KNIGHTS, paid(kai, ("combat", 0), ("combat", 1)), offered=more)) == [
        "Sir Kai's history tells of an extra combat die paid with XP when he already rolled "
        "5d6, and no warrior rolls more than 5d6 (K6)."
    ]
    unknown = replace(kai, profile="sir_lancelot")
    assert judge(KNIGHTS, paid(unknown, ("combat", 1)), offered=more).findings == ()


def test_xp_spent_or_given_back_that_no_advance_accounts_for_is_a_finding() -> None:
    def said(misspent: Misspent) -> list[str]:
        return texts(judge(KNIGHTS, replace(VETERAN, history=replace(
            VETERAN.history, misspent=misspent))))  # fmt: skip

    assert said(Misspent("combat", "5")) == [
        "Sir Gawain's history tells of an extra combat die paid with “5” XP: an advance is "
        "paid with a whole number of XP (K6)."
    ]
    assert said(Misspent("banana", "true")) == [
        "Sir Gawain's history tells of an advance “banana” paid with “true” XP: an advance is "
        "paid with a whole number of XP (K6)."
    ]
    assert said(Misspent("combat", "3", back=True)) == [
        "Sir Gawain's history gives back 3 XP for an extra combat die withdrawn, but no such "
        "advance of his was paid 3 XP: an advance withdrawn gives back what it cost (K6)."
    ]
    assert said(Misspent(None, "4", back=True)) == [
        "Sir Gawain's history gives back 4 XP, but not for an advance withdrawn: only an "
        "advance withdrawn gives its XP back (K6)."
    ]


def test_an_amount_is_said_as_the_entry_has_it() -> None:
    assert [amount_said(v) for v in ("5", 2.5, True, None, [1])] == [
        "5",
        "2.5",
        "true",
        "null",
        "[1]",
    ]
    assert amount_said({1j}) == "{1j}"


def test_his_upgrades_are_those_his_history_tells_of_once_it_tells_of_xp() -> None:
    told = replace(VETERAN, history=replace(VETERAN.history, upgrades=(("combat", 1),)))
    assert judge(KNIGHTS, replace(told, upgrades=(("combat", 1),))).findings == ()
    assert texts(judge(KNIGHTS, replace(told, upgrades=(("combat", 2),)))) == [
        "Extra combat dice: Sir Gawain has 2, but his history tells of 1 (K6)."
    ]
    assert judge(KNIGHTS, replace(told, upgrades=None)).findings == ()  # his record unread
    # a history that tells of no XP (experience off): his upgrades are as B8 says
    assert judge(KNIGHTS, replace(VETERAN, upgrades=(("combat", 2),))).findings == ()

# ruff: noqa: E501  (the sentences of the catalogue stay whole, one a line, as translators read them)
"""A history entry's sentence, written when it is read, in the reader's language.

An entry keeps what happened as data: its kind, its details, and in its details a *message*
(``details["message"]``): which sentence tells it and the values the sentence names,

    {"id": "bought", "args": {"item": {"name": "Item", "text": "Helmet"}, "price": 1, "left": 2}}

or a list of such messages, told one after the other. :func:`shown` writes the sentence in
the language of whoever reads it. The entry's ``text`` is the same sentence in English
(:func:`written`), kept for campaign files, older versions of Muster and other tools.

Entries written before messages existed, or whose message this version does not know (a newer
version wrote it) or cannot read (a damaged file), are shown as their stored text.

The values a message names:

- a number, or text as typed (a character's or warband's name): shown as it is, never
  translated;
- ``{"name": CONTEXT, "text": ENGLISH}``: a name or text of the game data (an item, a profile,
  a scenario), translated as the game data's catalogue translates it (``rules.game_strings``);
- ``{"word": ENGLISH}``: one of the words below (``WORDS``: a result, a wound);
- ``{"list": [VALUES]}``: values listed as a sentence lists them ("A, B and C");
- ``{"message": MESSAGE}``: a message within the sentence;
- ``{"outcome": OUTCOME, "game": GAME_ID, "names": {ID: NAME}}``: a character's part in a
  game in a few words (``rules.outcomes.describe``);
- ``{"lower": VALUE}``: the value in lower case where the language writes it so (English's
  "the mounted option").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from i18n import QT_TRANSLATE_NOOP, in_english, language, translate
from rules.data import GameData
from rules.games import load_game
from rules.outcomes import describe

CONTEXT = "History"
MESSAGE = "message"  # the details' key

# Every sentence a history entry can be told in, by id. Ids are kept in files: never change
# one's meaning; a new sentence gets a new id.
MESSAGES: dict[str, str] = {
    # characters
    "recruited": QT_TRANSLATE_NOOP("History", "Recruited as {profile}."),
    "recruited_gold": QT_TRANSLATE_NOOP("History", "Recruited as {profile} with {gold} gp."),
    "renamed": QT_TRANSLATE_NOOP("History", "Renamed from “{old}”."),
    "retired": QT_TRANSLATE_NOOP("History", "Retired from the warband."),
    "reinstated": QT_TRANSLATE_NOOP("History", "Back in the warband."),
    "bought": QT_TRANSLATE_NOOP("History", "Bought {item} for {price} gp ({left} gp left)."),
    "returned": QT_TRANSLATE_NOOP("History", "Returned {item} for {refund} gp ({left} gp left)."),
    "gave": QT_TRANSLATE_NOOP("History", "Gave his {item} to {to}."),
    "stashed": QT_TRANSLATE_NOOP("History", "Put his {item} in the stash."),
    "took": QT_TRANSLATE_NOOP(
        "History", "Took the {item} from {giver} (paid {price} gp when bought)."
    ),
    "took_from_stash": QT_TRANSLATE_NOOP(
        "History", "Took the {item} from the warband's stash (paid {price} gp when bought)."
    ),
    "option_taken": QT_TRANSLATE_NOOP("History", "Took the {option} option."),
    "option_given_up": QT_TRANSLATE_NOOP("History", "Gave up the {option} option."),
    "special_learned": QT_TRANSLATE_NOOP("History", "Learned a new special: {special}."),
    "attack_die": QT_TRANSLATE_NOOP("History", "Gained an extra attack die."),
    "defend_die": QT_TRANSLATE_NOOP("History", "Gained an extra defend die."),
    "combat_die": QT_TRANSLATE_NOOP("History", "Gained an extra combat die."),
    "upgrade_withdrawn": QT_TRANSLATE_NOOP("History", "Upgrade withdrawn."),
    "xp_spent": QT_TRANSLATE_NOOP("History", "Paid {cost} XP ({left} XP left)."),
    "xp_back": QT_TRANSLATE_NOOP("History", "{xp} XP given back ({left} XP left)."),
    "xp_start": QT_TRANSLATE_NOOP(
        "History", "The campaign switched experience on: starts at {xp} XP."
    ),
    "xp_again": QT_TRANSLATE_NOOP(
        "History", "The campaign switched experience on again: has {xp} XP left."
    ),
    "profile_kept": QT_TRANSLATE_NOOP(
        "History",
        "The campaign changed the profile {profile} for new recruits only ({what}); he keeps the figures he was recruited with.",
    ),
    "profile_changed": QT_TRANSLATE_NOOP(
        "History", "The campaign changed his profile, {profile}: {what}."
    ),
    # warbands and campaigns
    "raised": QT_TRANSLATE_NOOP("History", "Warband raised."),
    "raised_for": QT_TRANSLATE_NOOP("History", "Warband raised for {player}."),
    "campaign_begun": QT_TRANSLATE_NOOP("History", "Campaign “{name}” of {game} begun."),
    "experience_on": QT_TRANSLATE_NOOP(
        "History",
        "Experience switched on (K6): warriors earn XP in games and spend it on advances.",
    ),
    "experience_off": QT_TRANSLATE_NOOP(
        "History",
        "Experience switched off (K6): no XP is earned or spent; what each warrior has is kept.",
    ),
    # games
    "game_set_up": QT_TRANSLATE_NOOP(
        "History", "Game {number} set up: {scenario} against {opponents}."
    ),
    "game_set_up_as": QT_TRANSLATE_NOOP(
        "History", "Game {number} set up: {scenario} against {opponents} as {role}."
    ),
    "game_changed": QT_TRANSLATE_NOOP(
        "History", "Game {number} changed: {scenario} against {opponents}."
    ),
    "game_changed_as": QT_TRANSLATE_NOOP(
        "History", "Game {number} changed: {scenario} against {opponents} as {role}."
    ),
    "over_limit": QT_TRANSLATE_NOOP("History", "Played over the points limit: {reasons}"),
    "taken_off_changed": QT_TRANSLATE_NOOP(
        "History", "Taken off game {number}: its setup was changed."
    ),
    "taken_off_died": QT_TRANSLATE_NOOP(
        "History", "Taken off game {number}: he died in game {died_in}."
    ),
    "put_back": QT_TRANSLATE_NOOP(
        "History",
        "Put back into game {number}: the correction of game {brought_back_in} brings him back.",
    ),
    "result": QT_TRANSLATE_NOOP(
        "History", "Game {number}, {scenario} against {opponents}: {result}."
    ),
    "part": QT_TRANSLATE_NOOP(
        "History", "Game {number}, {scenario} against {opponents}: {result}; {summary}."
    ),
    "relic": QT_TRANSLATE_NOOP("History", "Carried off the relic."),
    "xp_earned": QT_TRANSLATE_NOOP("History", "Earned {xp} XP."),
    "killed": QT_TRANSLATE_NOOP("History", "Killed {victim} of {warband}."),
    "injuries": QT_TRANSLATE_NOOP("History", "Lasting injuries: {injuries}."),
    "injury": QT_TRANSLATE_NOOP("History", "{count} {wound}"),
    "gear_lost": QT_TRANSLATE_NOOP("History", "Lost his {item}: broken in the game."),
    "to_stash": QT_TRANSLATE_NOOP("History", "His {items} went to the warband's stash."),
    "earned": QT_TRANSLATE_NOOP("History", "Earned {gold} gp ({now} gp now)."),
    "death": QT_TRANSLATE_NOOP(
        "History", "{how} in game {number}. Dead for the rest of the campaign."
    ),
    "death_by": QT_TRANSLATE_NOOP(
        "History",
        "{how} by {killer} of {warband} in game {number}. Dead for the rest of the campaign.",
    ),
    "corrected": QT_TRANSLATE_NOOP("History", "Game {number}, {scenario} corrected: {changes}."),
    "corrected_note": QT_TRANSLATE_NOOP(
        "History", "Game {number}, {scenario} corrected: {changes}. Note: {notes}."
    ),
    "c_result": QT_TRANSLATE_NOOP("History", "his side's result is now {now} (was: {was})"),
    "c_outcome": QT_TRANSLATE_NOOP("History", "{now} (was: {was})"),
    "c_killed": QT_TRANSLATE_NOOP("History", "killed {victim} of {warband}"),
    "c_not_killed": QT_TRANSLATE_NOOP("History", "did not kill {victim} of {warband} after all"),
    "c_relic": QT_TRANSLATE_NOOP("History", "carried off the relic"),
    "c_no_relic": QT_TRANSLATE_NOOP("History", "did not carry off the relic"),
    "c_not_died": QT_TRANSLATE_NOOP("History", "he did not die in that game after all"),
    "c_died": QT_TRANSLATE_NOOP("History", "he died in that game"),
    "c_injuries": QT_TRANSLATE_NOOP("History", "lasting injuries {now} (was: {was})"),
    "c_lost": QT_TRANSLATE_NOOP("History", "lost {now} (was: {was})"),
    "c_stashed": QT_TRANSLATE_NOOP("History", "his {now} went to the stash (was: {was})"),
    "c_unstashed": QT_TRANSLATE_NOOP("History", "his {was} no longer went to the stash"),
    "c_gold": QT_TRANSLATE_NOOP("History", "earns {now} gp for the game (was: {was} gp)"),
    "c_xp": QT_TRANSLATE_NOOP("History", "earns {now} XP for the game (was: {was} XP)"),
    "c_nothing": QT_TRANSLATE_NOOP("History", "nothing of his changed"),
    # the database check's repairs
    "check_gold": QT_TRANSLATE_NOOP(
        "History", "Gold corrected from {was} to 0 by the database check (gold cannot be negative)."
    ),
    "check_follows": QT_TRANSLATE_NOOP(
        "History",
        "The database check removed the link from game {number} to game {previous} (#{row}), which was not a game before it in this campaign.",
    ),
    "check_dead": QT_TRANSLATE_NOOP(
        "History",
        "Marked dead by the database check: game {number} records his death, and the dead stay dead (K2).",
    ),
    "check_dead_told": QT_TRANSLATE_NOOP(
        "History",
        "Marked dead by the database check: his history tells of his death, and the dead stay dead (K2).",
    ),
    "check_unreadable": QT_TRANSLATE_NOOP(
        "History",
        "The database check found the character's {column} unreadable and set them to none; they can be given again.",
    ),
    "figure_change": QT_TRANSLATE_NOOP("History", "{figure} {was} → {now}"),
    "result_corrected": QT_TRANSLATE_NOOP(
        "History", "Game {number}, {scenario} corrected: the result is now {after} (was: {before})."
    ),
}

# Words a message names by their English (``{"word": ...}``).
WORDS = {
    "won": QT_TRANSLATE_NOOP("History", "won"),
    "lost": QT_TRANSLATE_NOOP("History", "lost"),
    "a draw": QT_TRANSLATE_NOOP("History", "a draw"),
    "leg": QT_TRANSLATE_NOOP("History", "leg"),
    "arm": QT_TRANSLATE_NOOP("History", "arm"),
    "neck": QT_TRANSLATE_NOOP("History", "neck"),
    "slain": QT_TRANSLATE_NOOP("History", "Slain"),
    "decapitated": QT_TRANSLATE_NOOP("History", "Decapitated"),
    "killed": QT_TRANSLATE_NOOP("History", "Killed"),
    "none": QT_TRANSLATE_NOOP("History", "none"),
    "yes": QT_TRANSLATE_NOOP("History", "yes"),
    "no": QT_TRANSLATE_NOOP("History", "no"),
    "the base move": QT_TRANSLATE_NOOP("History", "the base move"),
    # a profile's figures (models.campaigns.FIGURES)
    "points": QT_TRANSLATE_NOOP("History", "points"),
    "combat dice": QT_TRANSLATE_NOOP("History", "combat dice"),
    "move": QT_TRANSLATE_NOOP("History", "move"),
    "movement": QT_TRANSLATE_NOOP("History", "movement"),
    "toughness": QT_TRANSLATE_NOOP("History", "toughness"),
    "attack dice": QT_TRANSLATE_NOOP("History", "attack dice"),
    "defend dice": QT_TRANSLATE_NOOP("History", "defend dice"),
    "specials": QT_TRANSLATE_NOOP("History", "specials"),
    "mounted": QT_TRANSLATE_NOOP("History", "mounted"),
    "nothing": QT_TRANSLATE_NOOP("History", "nothing"),
}

# The game data's tables whose names a message names, and their catalogue's context
# (resources/i18n/gamedata, rules/game_strings.py).
TABLES = {
    "items": "Item",
    "profiles": "Profile",
    "scenarios": "Scenario",
    "specials": "Special",
    "options": "Option",
}

Message = dict[str, Any]


def message(message_id: str, **args: Any) -> Message:
    """A message to keep in an entry's details (``details["message"]``)."""
    assert message_id in MESSAGES, message_id
    return {"id": message_id, "args": args}


def game_text(context: str, english: str) -> dict[str, str]:
    """A name or text of the game data, by its English, translated where it is shown."""
    return {"name": context, "text": english}


def word(english: str) -> dict[str, str]:
    assert english in WORDS, english
    return {"word": english}


def listed(values: Sequence[Any], sep: str | None = None) -> dict[str, Any]:
    """Values listed as a sentence lists them ("A, B and C"), or joined by ``sep``."""
    return {"list": list(values)} if sep is None else {"list": list(values), "sep": sep}


def data_name(rules: GameData, table: str, key: str) -> Any:
    """The name of entry ``key`` of the game data's ``table`` ("items") as a message names
    it: the game's own entry by its English, translated where it is shown; the campaign's
    own (typed by its organiser) as it is; an entry no longer there by its id."""
    own = getattr(rules, table).get(key)
    if own is None:
        return key
    english = getattr(own, "english_name", own.name)
    base = getattr(load_game(rules.id), table).get(key)
    if base is not None and getattr(base, "english_name", base.name) == english:
        return game_text(TABLES[table], english)
    return own.name


def told(said: Message | Sequence[Message]) -> str:
    """A message in the reader's language (a message this version wrote)."""
    return _told(said)


def entry_fields(
    said: Message | Sequence[Message], details: Mapping[str, Any] | None
) -> dict[str, Any]:
    """An entry's ``text`` (the message in English) and ``details`` (keeping the message)."""
    return {"text": written(said), "details": {**(details or {}), MESSAGE: said}}


def written(said: Message | Sequence[Message]) -> str:
    """The English sentence an entry keeps as its text."""
    with in_english():
        return _told(said)


def shown(text: str, details: Any) -> str:
    """An entry's sentence in the reader's language: its message's, or, for an entry
    without one this version can read, its stored ``text``."""
    said = details.get(MESSAGE) if isinstance(details, Mapping) else None
    if said is None:
        return text
    try:
        return _told(said)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError):
        return text  # written by a newer version, or damaged: as it was written


def _told(said: Any) -> str:
    if isinstance(said, list):
        return " ".join(_sentence(one) for one in said)
    return _sentence(said)


def _sentence(said: Any) -> str:
    template = MESSAGES[said["id"]]
    args = said.get("args", {})
    if not isinstance(args, Mapping):
        raise TypeError("a message's values are a mapping")
    values = {str(key): _value(value) for key, value in args.items()}
    return translate(CONTEXT, template).format_map(values)


def _value(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        raise TypeError("not a value a message names")
    if isinstance(value, int | str):
        return str(value)
    if not isinstance(value, Mapping):
        raise TypeError("not a value a message names")
    if "name" in value:
        return translate(str(value["name"]), str(value["text"]))
    if "word" in value:
        return translate(CONTEXT, WORDS[value["word"]])
    if "list" in value:
        shown_values = [_value(one) for one in value["list"]]
        if "sep" in value:
            return str(value["sep"]).join(shown_values)
        return listed_text(shown_values)
    if "message" in value:
        return _sentence(value["message"])
    if "outcome" in value:
        names = {int(k): str(v) for k, v in dict(value.get("names", {})).items()}
        return describe(load_game(str(value["game"])), dict(value["outcome"]), names)
    if "lower" in value:
        shown_value = _value(value["lower"])
        return shown_value.lower() if language() == "en" else shown_value
    raise ValueError("not a value a message names")


def listed_text(names: Sequence[str]) -> str:
    """Names as a sentence lists them: "Shield", "Shield and Spear", "Helmet, Shield and
    Spear" (in the reader's language)."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return translate("History", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )

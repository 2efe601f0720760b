"""What the database check reports: problems in plain words, and the report that holds them."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from i18n import translate
from models.store.raw import BadText
from models.validation import BIDI_CONTROLS

# Problem.kind values.
DAMAGED = "damaged"
BROKEN_LINK = "broken_link"
NEGATIVE_GOLD = "negative_gold"
DEAD_FIELDED = "dead_fielded"
DIED_UNMARKED = "died_unmarked"  # his death is recorded, but he is not marked dead (K2)
UNPRICED = "unpriced_purchase"
KIT_PLACE = "kit_place"
ORPHAN_HISTORY = "orphan_history"
HISTORY_CAMPAIGN = "history_campaign"
SIDE_CAMPAIGN = "side_campaign"
FIELDED_SIDE = "fielded_side"
WINNER_CAMPAIGN = "winner_campaign"
GAME_NUMBER = "game_number"
FOLLOWS = "follows"
UNKNOWN_ID = "unknown_id"
RULE_BROKEN = "rule_broken"  # an active character breaks a rule of his campaign
GAME_RULE = "game_rule"  # a game's sides or relic break its scenario's rules
TRACKER_LOG = "tracker_log"  # a game at the table whose log does not lead to its table
HISTORY_DISAGREES = "history_disagrees"  # his story disagrees with itself (rules.story)
BAD_VALUE = "bad_value"
OVER_LIMIT = "over_limit"  # more of something than a campaign may hold (models/limits.py)
BAD_NAME = "bad_name"  # a name the import of a campaign file refuses (no repair: a person names)
UNREADABLE = "unreadable"
CHECK_FAILED = "check_failed"
RULES_SKIPPED = "rules_skipped"  # bad values kept the rules checks from running

NAME_LIMIT = 60
# The fourth argument of a count's translate(): unused, but pyside6-lupdate sees a plural only
# when it is a name (not None), and only in a call without a trailing comma (hence the calls
# kept on one line, "fmt: skip").
PLURAL = None


@dataclass
class Problem:
    """One thing the check found, in plain words."""

    kind: str
    text: str  # what is wrong
    repairable: bool = False
    repaired: bool = False
    remedy: str = ""  # what the repair does, e.g. "set the gold to 0, noted in the history"
    fix: Callable[[], None] | None = field(default=None, repr=False, compare=False)

    def render(self) -> str:
        """One line: the state of the problem, what is wrong, and what the repair does."""
        if self.repaired:
            return translate(
                "DatabaseCheck", "Repaired: {problem} Muster did this: {remedy}."
            ).format(problem=self.text, remedy=self.remedy)
        if self.repairable:
            return translate(
                "DatabaseCheck", "Can be repaired: {problem} The repair would {remedy}."
            ).format(problem=self.text, remedy=self.remedy)
        return translate("DatabaseCheck", "Needs a person to decide: {problem}").format(
            problem=self.text
        )


@dataclass
class CheckReport:
    """What :func:`check_database` found and did."""

    problems: list[Problem] = field(default_factory=list)
    backup: Path | None = None  # the copy taken before repairing, if any

    @property
    def ok(self) -> bool:
        """True when nothing is left to fix: no problems, or all of them repaired."""
        return all(problem.repaired for problem in self.problems)

    @property
    def damaged(self) -> bool:
        """True when SQLite itself finds the file damaged (no repair is attempted then)."""
        return any(problem.kind == DAMAGED for problem in self.problems)

    @property
    def repairable(self) -> list[Problem]:
        return [p for p in self.problems if p.repairable and not p.repaired]

    def render(self) -> str:
        """The report for a person: one line per problem, saying what was or can be done."""
        if not self.problems:
            return translate(
                "DatabaseCheck",
                "No problems found. The file is sound, and its campaigns, warbands, characters, games and histories agree with each other.",  # noqa: E501
            )
        repaired = sum(p.repaired for p in self.problems)
        remaining = len(self.problems) - repaired
        found = len(self.problems)
        if repaired and not remaining:
            lines = [translate("DatabaseCheck", "Found %n problem(s) and repaired all of them.", None, PLURAL, found)]  # noqa: E501  # fmt: skip
        elif repaired:
            sentence = translate("DatabaseCheck", "Found %n problem(s): repaired {repaired}, {remaining} left.", None, PLURAL, found)  # noqa: E501  # fmt: skip
            lines = [sentence.format(repaired=repaired, remaining=remaining)]
        else:
            lines = [translate("DatabaseCheck", "Found %n problem(s).", None, PLURAL, found)]
        lines.extend(
            translate("DatabaseCheck", "- {problem}").format(problem=problem.render())
            for problem in self.problems
        )
        waiting = len(self.repairable)
        if waiting:
            lines.append(
                translate(
                    "DatabaseCheck", "%n problem(s) can be repaired safely.", None, PLURAL, waiting
                )
            )
        if self.backup is not None:
            lines.append(
                translate(
                    "DatabaseCheck", "Before repairing, the database was backed up to {path}."
                ).format(path=self.backup)
            )
        if self.damaged:
            lines.append(
                translate(
                    "DatabaseCheck",
                    "The file itself is damaged, so nothing was repaired. Restore the latest good backup (Backups / Restore… in the app).",  # noqa: E501
                )
            )
        return "\n".join(lines)


def cleaned(text: str, limit: int = NAME_LIMIT) -> str:
    """A name as a report writes it inside a sentence: without control characters, not too
    long."""
    if isinstance(text, str) and text.isprintable():  # no control characters: most names
        clean = text
    else:
        clean = "".join(
            "\ufffd" if unicodedata.category(ch) == "Cc" or ch in BIDI_CONTROLS else ch
            for ch in str(text)
        )
    if len(clean) > limit:
        clean = clean[: limit - 1] + "…"
    return clean


def shown(text: str, limit: int = NAME_LIMIT) -> str:
    """A name as a report shows it: quoted, without control characters, not too long."""
    return translate("DatabaseCheck", "“{name}”").format(name=cleaned(text, limit))


def described(value: object) -> str:
    """A stored value as a report names it."""
    if value is None:
        return translate("DatabaseCheck", "empty")
    if isinstance(value, BadText):
        return translate(
            "DatabaseCheck", "text that is not valid UTF-8 (%n byte(s))", None, PLURAL, len(value)
        )
    if isinstance(value, bytes):
        return translate("DatabaseCheck", "binary data (%n byte(s))", None, PLURAL, len(value))
    if isinstance(value, str):
        return translate("DatabaseCheck", "the text {text}").format(text=shown(value))
    return translate("DatabaseCheck", "the number {number}").format(number=value)

"""The two kinds of error the rules raise about data, each with a message a person can read."""

from __future__ import annotations


class RulesDataError(ValueError):
    """A game data file is malformed or inconsistent.

    The message names the file, the entry and the field, for example
    ``caliburns_wrath.toml: items[2] (longsword), field 'cost': must be a whole number of 0
    or more``.
    """


class HouseRulesError(ValueError):
    """A campaign's house rules cannot be used.

    The message names the offending setting the way a player sees it, for example
    ``profiles[1].points: must be a whole number of 0 or more``.
    """

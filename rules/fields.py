"""Reading one table of settings with checks, for the data files and for house rules alike.

An :class:`Entry` wraps one TOML table or JSON object and knows how to name itself in an
error, so every message says which entry and which field is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from i18n import translate

SNAKE_CASE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")

_MISSING: Any = object()

ErrorFactory = Callable[[str, str], Exception]
"""Builds the exception to raise from (field, problem)."""


def is_whole(value: object) -> bool:
    """True for an int that is not a bool (TOML and JSON both keep the two apart)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_problem(minimum: int | None, maximum: int | None) -> str:
    """The readable rule a whole number broke."""
    if minimum is not None and maximum is not None:
        return translate("DataCheck", "must be a whole number from {minimum} to {maximum}").format(
            minimum=minimum, maximum=maximum
        )
    if minimum is not None:
        return translate("DataCheck", "must be a whole number of {minimum} or more").format(
            minimum=minimum
        )
    return translate("DataCheck", "must be a whole number")


class Entry:
    """One table being read; each getter raises the factory's error naming the field."""

    def __init__(self, table: object, error: ErrorFactory) -> None:
        if not isinstance(table, Mapping):
            raise error("", translate("DataCheck", "must be a table of settings"))
        self.table: Mapping[str, Any] = table
        self.error = error

    def fail(self, field: str, problem: str) -> Exception:
        """The error for this field, to raise."""
        return self.error(field, problem)

    def _get(self, field: str, default: Any) -> Any:
        if field in self.table:
            return self.table[field]
        if default is _MISSING:
            raise self.fail(field, translate("DataCheck", "missing"))
        return default

    def text(self, field: str, default: Any = _MISSING, *, allow_empty: bool = False) -> str:
        """A string; stripped; empty only when ``allow_empty``."""
        value = self._get(field, default)
        if not isinstance(value, str):
            raise self.fail(field, translate("DataCheck", "must be text"))
        value = value.strip()
        if not value and not allow_empty:
            raise self.fail(field, translate("DataCheck", "must not be empty"))
        return value

    def ident(self, field: str = "id") -> str:
        """A snake_case id."""
        value = self._get(field, _MISSING)
        if not isinstance(value, str) or not SNAKE_CASE.match(value):
            raise self.fail(
                field,
                translate(
                    "DataCheck", "must be a snake_case id (lower-case letters, digits and _)"
                ),
            )
        return value

    def whole(
        self,
        field: str,
        default: Any = _MISSING,
        *,
        minimum: int | None = 0,
        maximum: int | None = None,
    ) -> int:
        """A whole number within the bounds given."""
        value = self._get(field, default)
        if (
            not is_whole(value)
            or (minimum is not None and value < minimum)
            or (maximum is not None and value > maximum)
        ):
            raise self.fail(field, whole_problem(minimum, maximum))
        return int(value)

    def optional_whole(
        self, field: str, *, minimum: int | None = 0, maximum: int | None = None
    ) -> int | None:
        """A whole number, or None when the field is missing or null."""
        if self.table.get(field) is None:
            return None
        return self.whole(field, minimum=minimum, maximum=maximum)

    def flag(self, field: str, default: Any = _MISSING) -> bool:
        """True or false."""
        value = self._get(field, default)
        if not isinstance(value, bool):
            raise self.fail(field, translate("DataCheck", "must be true or false"))
        return value

    def idents(self, field: str, default: Any = _MISSING) -> tuple[str, ...]:
        """A list of snake_case ids."""
        value = self._get(field, default)
        if isinstance(value, str) or not isinstance(value, Sequence):
            raise self.fail(field, translate("DataCheck", "must be a list of ids"))
        for item in value:
            if not isinstance(item, str) or not SNAKE_CASE.match(item):
                raise self.fail(
                    field,
                    translate("DataCheck", "{value} is not a snake_case id").format(
                        value=repr(item)
                    ),
                )
        return tuple(value)

    def texts(self, field: str, default: Any = _MISSING) -> tuple[str, ...]:
        """A list of non-empty strings."""
        value = self._get(field, default)
        if (
            isinstance(value, str)
            or not isinstance(value, Sequence)
            or not all(isinstance(item, str) and item.strip() for item in value)
        ):
            raise self.fail(field, translate("DataCheck", "must be a list of text"))
        return tuple(item.strip() for item in value)

    def wholes(self, field: str, default: Any = _MISSING) -> tuple[int, ...]:
        """A list of whole numbers."""
        value = self._get(field, default)
        if (
            isinstance(value, str)
            or not isinstance(value, Sequence)
            or not all(is_whole(item) for item in value)
        ):
            raise self.fail(field, translate("DataCheck", "must be a list of whole numbers"))
        return tuple(int(item) for item in value)

    def choice(self, field: str, choices: Sequence[str], default: Any = _MISSING) -> str:
        """One of the given words."""
        value = self._get(field, default)
        if value not in choices:
            raise self.fail(
                field,
                translate("DataCheck", "must be one of {choices}").format(
                    choices=", ".join(choices)
                ),
            )
        return str(value)

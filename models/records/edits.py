"""What users edit of a record, one struct per record, derived from its declaration
(:mod:`models.records.declarations`): every field declared ``Said(edit=True)``, with its
default, its words and how a typed value is cleaned. The operations take them
(``edit_warband(warband=..., edit=WarbandEdit(...))``) and the dialogs make them from their
fields: a field declared editable is carried from the dialog to the row with no more code.

An edit struct is a frozen dataclass made as its class is declared::

    class WarbandEdit(Edit, record=declared.Warband):
        '''What the warband dialog edits.'''
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import msgspec

from i18n import translate
from models.records import declarations as declared
from models.validation import clean_name, clean_notes


@dataclasses.dataclass(frozen=True)
class Editable:
    """One field of an edit struct: its name, what its declaration says, its kind of text."""

    name: str
    said: declared.Said
    kind: str

    @property
    def label(self) -> str:
        """What a refusal calls it, translated."""
        if self.said.label:
            return translate("CampaignFile", self.said.label)
        words, context = declared.words_of(self.name, self.said)
        return translate(context, words).capitalize()

    def cleaned(self, value: object) -> str:
        """``value`` as typed, cleaned, or :class:`~models.errors.InvalidInput` naming it."""
        if self.kind == declared.NAME:
            return clean_name(value, what=self.label)
        if self.kind == declared.OPTIONAL_NAME:
            if isinstance(value, str) and not value.strip():
                return ""
            return clean_name(value, what=self.label)
        return clean_notes(value, what=self.label)

    def changed(self, value: Any) -> str:
        """The words for another player's change to it: it holds ``value`` now."""
        if not value and self.said.cleared:
            return translate("CampaignFile", self.said.cleared)
        if self.said.changed:
            return translate("CampaignFile", self.said.changed).format(value=value)
        words, context = declared.words_of(self.name, self.said)
        return translate("CampaignFile", "its {field} changed").format(
            field=translate(context, words)
        )


class Edit:
    """The base of the edit structs: each subclass names its ``record`` and is made a frozen
    dataclass of the record's editable fields, in their declared order, each defaulting to
    its declared default (a field without one must be given)."""

    record: ClassVar[type[msgspec.Struct]]
    editable: ClassVar[tuple[Editable, ...]]

    if TYPE_CHECKING:  # the fields are the declaration's, made as the class is declared

        def __init__(self, **fields: Any) -> None: ...

        def __getattr__(self, name: str) -> Any: ...

    def __init_subclass__(cls, *, record: type[msgspec.Struct], **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        hints = typing.get_type_hints(record, include_extras=True)
        editable = tuple(
            Editable(name, said, declared.text_kind(hints[name]))
            for name, said in declared.said_of(record).items()
            if said.edit
        )
        cls.record = record
        cls.editable = editable
        cls.__annotations__ = {one.name: str for one in editable}
        for one in editable:
            if one.said.default is not None:
                setattr(cls, one.name, one.said.default)
        dataclasses.dataclass(frozen=True, kw_only=True)(cls)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(one.name for one in cls.editable)

    @classmethod
    def of(cls, row: Any) -> typing.Self:
        """The editable fields of ``row`` (a row of the record's table) as it is now."""
        return cls(**{name: getattr(row, name) for name in cls.names()})

    def values(self) -> dict[str, Any]:
        """The fields by name, in their declared order."""
        return {name: getattr(self, name) for name in self.names()}

    def replace(self, **changes: Any) -> typing.Self:
        """A copy with ``changes``; the fields not named as they are."""
        return dataclasses.replace(self, **changes)  # type: ignore[type-var]

    def cleaned(self, against: Edit | None = None) -> typing.Self:
        """Every field as typed, cleaned by its kind, or the first refused
        (:class:`~models.errors.InvalidInput`, naming it); with ``against``, the fields that
        hold what they hold there are left as they are (a value stored before is not refused
        for an edit of another field)."""
        kept = against.values() if against is not None else {}
        return type(self)(
            **{
                one.name: (
                    value if one.name in kept and kept[one.name] == value else one.cleaned(value)
                )
                for one in self.editable
                for value in (getattr(self, one.name),)
            }
        )

    def differences(self, now: Mapping[str, Any] | Edit) -> list[str]:
        """The words for each field that holds something else in ``now`` than here (another
        player's change), in their declared order."""
        held = now.values() if isinstance(now, Edit) else now
        return [
            one.changed(held[one.name])
            for one in self.editable
            if held.get(one.name) != getattr(self, one.name)
        ]

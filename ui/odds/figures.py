"""How the Odds helper shows a chance: a percentage, the exact fraction in its tooltip."""

from __future__ import annotations

from fractions import Fraction
from math import floor

from PySide6.QtCore import QAbstractItemModel, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QWidget,
)

from i18n import translate
from models.store.schema import RETIRED, Character
from ui.text import plain_label


def percent(chance: Fraction) -> str:
    """A chance as a percentage with one decimal, rounded half up.

    A chance that is merely small or large never shows as 0.0% or 100.0%.
    """
    tenths = floor(chance * 1000 + Fraction(1, 2))
    if tenths == 0 and chance > 0:
        return "<0.1%"
    if tenths == 1000 and chance < 1:
        return ">99.9%"
    return f"{tenths // 10}.{tenths % 10}%"


def points(gain: Fraction) -> str:
    """A difference of two chances, in percentage points."""
    tenths = floor(abs(gain) * 1000 + Fraction(1, 2))
    sign = "-" if gain < 0 else "+"
    return translate("Odds", "{points} percentage points").format(
        points=f"{sign}{tenths // 10}.{tenths % 10}"
    )


def exact(chance: Fraction) -> str:
    """The tooltip of a shown chance: the exact fraction."""
    if chance == 0:
        return translate("Odds", "Exactly 0: it cannot happen.")
    if chance == 1:
        return translate("Odds", "Exactly 1: it always happens.")
    return translate("Odds", "Exactly {numerator}/{denominator}").format(
        numerator=chance.numerator, denominator=chance.denominator
    )


def of_36(chance: Fraction) -> str:
    """A chance of the 2d6 damage roll as the table counts it: in 36ths when it is a whole
    number of them ("15/36"), else as the exact fraction (a shield save halves some)."""
    if (chance * 36).denominator == 1:
        return f"{chance * 36}/36"
    return f"{chance.numerator}/{chance.denominator}"


def show_chance(label: QLabel, chance: Fraction, text: str = "{chance}", **fields: object) -> None:
    """Put a chance on a label: the percentage, and the exact fraction as its tooltip.

    ``text`` is a translated sentence the percentage goes into, at ``{chance}``; ``fields``
    fill its other placeholders (names: filled once, never read as placeholders again)."""
    label.setText(text.format(chance=percent(chance), **fields))
    label.setToolTip(exact(chance))


def big_label(scale: float = 1.6) -> QLabel:
    """A label for a headline figure (which may name a warrior)."""
    label = plain_label()
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return label


def note_label() -> QLabel:
    """A wrapped line of explanation under a figure (which may name a warrior)."""
    label = plain_label()
    label.setWordWrap(True)
    return label


def character_label(character: Character, profile_name: str) -> str:
    """How a character is listed for picking: name, profile, warband."""
    # "King Arthur (King Arthur Pendragon)" says nothing the name does not.
    named = character.name in profile_name or profile_name in character.name
    who = (
        character.name
        if named
        else translate("Odds", "{name} ({profile})").format(
            name=character.name, profile=profile_name
        )
    )
    text = (
        translate("Odds", "{character} — {warband}, retired")
        if character.status == RETIRED
        else translate("Odds", "{character} — {warband}")
    )
    return text.format(character=who, warband=character.warband.name)


def odds_table(model: QAbstractItemModel, rows: int) -> QTableView:
    """A compact read-only table tall enough for ``rows`` rows without scrolling."""
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.setTabKeyNavigation(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.horizontalHeader().setHighlightSections(False)
    row_height = view.fontMetrics().height() + 8
    view.verticalHeader().setDefaultSectionSize(row_height)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = view.horizontalHeader().sizeHint().height()
    view.setFixedHeight(header + rows * row_height + 2 * view.frameWidth())
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return view


def side_form(parent: QWidget) -> QFormLayout:
    """A form whose combo boxes take the width and whose number boxes stay small."""
    form = QFormLayout(parent)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    return form


def wide_combo() -> QComboBox:
    combo = QComboBox()
    combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(20)
    return combo


class SideBySide(QBoxLayout):
    """The attacker beside the defender where the room shows their lists' names whole, the
    one above the other where it does not (a dialog at twice the scale, a longer language):
    never a name cut to "Brann Ironhide (Bärenre…"."""

    def __init__(self) -> None:
        super().__init__(QBoxLayout.Direction.LeftToRight)

    def setGeometry(self, rect: QRect) -> None:
        widgets = [item.widget() for item in map(self.itemAt, range(self.count())) if item]
        wanted = sum(
            _wanted_width(widget) for widget in widgets if widget is not None
        ) + self.spacing() * max(self.count() - 1, 0)
        direction = (
            QBoxLayout.Direction.LeftToRight
            if rect.width() >= wanted
            else QBoxLayout.Direction.TopToBottom
        )
        if direction != self.direction():
            self.setDirection(direction)
        super().setGeometry(rect)


def _wanted_width(widget: QWidget) -> int:
    """How wide ``widget`` must be for its lists to show their longest entry whole."""
    hint = widget.sizeHint().width()
    more = 0
    for combo in widget.findChildren(QComboBox):
        metrics = combo.fontMetrics()
        widest = max(
            (metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())),
            default=0,
        )
        more = max(more, widest + 4 * metrics.horizontalAdvance("M") - combo.sizeHint().width())
    return hint + max(more, 0)

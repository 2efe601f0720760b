"""Help ▸ Keyboard shortcuts: every shortcut, by menu and by screen (``ui/shortcuts.py``)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from ui.common import MusterDialog
from ui.shortcuts import Shortcut, all_shortcuts
from ui.views import name_for_readers


class ShortcutsDialog(MusterDialog):
    """A list to read, grouped under each menu or screen; not modal, so it can stay open."""

    default_size = (820, 640)

    def __init__(self, parent: QWidget | None, actions: Mapping[str, QAction]) -> None:
        super().__init__(
            parent, "ShortcutsDialog", translate("ShortcutsDialog", "Keyboard shortcuts")
        )
        self.shortcuts: list[Shortcut] = all_shortcuts(actions)
        self.tree = QTreeWidget()
        self.tree.setObjectName("shortcuts")
        name_for_readers(
            self.tree,
            translate("ShortcutsDialog", "Keyboard shortcuts"),
            translate(
                "ShortcutsDialog",
                "Every shortcut of Muster, grouped by where it works: the keys, then what they do.",
            ),
        )
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(
            [translate("ShortcutsDialog", "Keys"), translate("ShortcutsDialog", "What they do")]
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # What they do wraps rather than ends in "…" where the dialog is narrow (German).
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        # A tree measures its rows once: again when a column's width changes, so they wrap.
        self.tree.header().sectionResized.connect(lambda *_a: self.tree.doItemsLayout())
        groups: dict[str, QTreeWidgetItem] = {}
        for shortcut in self.shortcuts:
            group = groups.get(shortcut.where)
            if group is None:
                group = QTreeWidgetItem([shortcut.where])
                font = QFont(group.font(0))
                font.setBold(True)
                group.setFont(0, font)
                self.tree.addTopLevelItem(group)
                group.setFirstColumnSpanned(True)
                groups[shortcut.where] = group
            group.addChild(QTreeWidgetItem([shortcut.keys, shortcut.what]))
        self.tree.expandAll()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)

    def entries(self) -> list[tuple[str, str, str]]:
        """What the list shows: (menu or screen, keys, what they do), top to bottom."""
        shown: list[tuple[str, str, str]] = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            children = [group.child(c) for c in range(group.childCount())] if group else []
            shown.extend(
                (group.text(0), child.text(0), child.text(1))
                for child in children
                if group is not None and child is not None
            )
        return shown

"""The app's own files: where they are, and the names the desktop knows Muster by."""

from __future__ import annotations

from pathlib import Path

# Beside rules/, models/ and ui/, in a clone, an installed package and the standalone build.
RESOURCES = Path(__file__).resolve().parent.parent / "resources"
# The reverse-DNS id of the desktop entry, the icon and the AppStream metainfo.
APP_ID = "org.musterapp.Muster"
ICON = RESOURCES / "icons" / f"{APP_ID}.svg"
LICENCES = RESOURCES / "licences"

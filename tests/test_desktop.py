"""Installing like a desktop app: the desktop entry, the icon, the AppStream metainfo, and
`make install` / `make uninstall` for the current user.

The validators come from Debian's desktop-file-utils and appstream; `make test` installs them
(the Makefile's sysdeps), so a missing one fails here rather than skipping.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ui.resources import APP_ID, ICON, RESOURCES

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = RESOURCES / "desktop" / f"{APP_ID}.desktop"
METAINFO = RESOURCES / "desktop" / f"{APP_ID}.metainfo.xml"
MIME_PACKAGE = RESOURCES / "desktop" / f"{APP_ID}.mime.xml"
CAMPAIGN_TYPE = "application/vnd.musterapp.campaign+json"


def tool(name: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is missing: `make test` installs it (see the Makefile's sysdeps)"
    return path


def validate_desktop(path: Path) -> None:
    result = subprocess.run(
        [tool("desktop-file-validate"), str(path)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_desktop_entry_passes_desktop_file_validate() -> None:
    validate_desktop(DESKTOP)
    entry = DESKTOP.read_text()
    assert f"Icon={APP_ID}\n" in entry and "Exec=muster %f\n" in entry
    # Open with Muster offers itself for its databases and its own campaign files (main.py
    # FILE), never for every JSON file.
    assert f"MimeType={CAMPAIGN_TYPE};application/vnd.sqlite3;application/x-sqlite3;\n" in entry
    assert "application/json" not in entry


def test_the_desktop_entry_speaks_german() -> None:
    entry = DESKTOP.read_text(encoding="utf-8")
    assert "GenericName[de]=Kampagnenverwaltung für Tabletop-Spiele\n" in entry
    assert "Comment[de]=Führen Sie Ihre Skirmish-Kampagnen: Kriegerscharen," in entry
    assert "Keywords[de]=Tabletop;Kampagne;Kriegerschar;" in entry


def mime_database(data_home: Path) -> Path:
    """A MIME database in ``data_home`` that knows only Muster's package (and the system's)."""
    packages = data_home / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME_PACKAGE, packages / f"{APP_ID}.xml")
    subprocess.run(
        [tool("update-mime-database"), str(data_home / "mime")], check=True, capture_output=True
    )
    return data_home / "mime"


def content_type(path: Path, data_home: Path) -> str:
    """What a GLib desktop (GNOME's, and the file choosers of most) takes ``path`` for."""
    env = {**os.environ, "XDG_DATA_HOME": str(data_home), "XDG_DATA_DIRS": "/usr/share"}
    shown = subprocess.run(
        [tool("gio"), "info", "-a", "standard::content-type", str(path)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return shown.split("standard::content-type:")[1].strip()


def test_campaign_files_have_a_mime_type_of_their_own(tmp_path: Path) -> None:
    """Known by their first bytes, as Muster writes them (named NAME.json), or by the name
    *.muster.json; any other JSON file stays JSON."""
    data_home = tmp_path / "share"
    assert CAMPAIGN_TYPE in (mime_database(data_home) / "types").read_text().split()
    example = (ROOT / "docs" / "campaign-example.json").read_bytes()  # as the writer writes
    (tmp_path / "league.json").write_bytes(example)
    (tmp_path / "compact.json").write_bytes(b'{"format":"muster-campaign","version":5}')
    (tmp_path / "named.muster.json").write_bytes(b"{}\n")  # by its name alone
    (tmp_path / "other.json").write_bytes(b'{"format": "something else"}\n')
    assert content_type(tmp_path / "league.json", data_home) == CAMPAIGN_TYPE
    assert content_type(tmp_path / "compact.json", data_home) == CAMPAIGN_TYPE
    assert content_type(tmp_path / "named.muster.json", data_home) == CAMPAIGN_TYPE
    assert content_type(tmp_path / "other.json", data_home) == "application/json"


def test_the_metainfo_passes_appstreamcli() -> None:
    result = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"<id>{APP_ID}</id>" in METAINFO.read_text()
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in METAINFO.read_text()
    assert f"<mediatype>{CAMPAIGN_TYPE}</mediatype>" in METAINFO.read_text()


def test_the_metainfo_speaks_german() -> None:
    text = METAINFO.read_text(encoding="utf-8")
    assert '<summary xml:lang="de">Führen Sie Ihre Skirmish-Kampagnen' in text
    assert '<p xml:lang="de">' in text
    english = text.count("<li>")
    assert english == 6 and text.count('<li xml:lang="de">') == english  # every line


def test_the_icon_is_a_scalable_svg() -> None:
    text = ICON.read_text()
    assert text.lstrip().startswith("<?xml") and "<svg" in text and 'viewBox="0 0 128 128"' in text


def tree(folder: Path) -> dict[str, str]:
    """Every file and folder under ``folder``, with a file's bytes' length and mode."""
    found = {}
    for path in sorted(folder.rglob("*")):
        key = str(path.relative_to(folder))
        found[key] = "dir" if path.is_dir() else f"{path.stat().st_size} {path.stat().st_mode:o}"
    return found


@pytest.mark.slow
def test_make_install_then_uninstall_leaves_the_users_folders_as_they_were(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    data = home / ".local" / "share" / "muster"
    data.mkdir(parents=True)
    (data / "muster.sqlite3").write_bytes(b"the user's campaigns")
    (home / ".local" / "bin").mkdir()
    (home / ".local" / "bin" / "other-tool").write_text("#!/bin/sh\n")
    before = tree(home / ".local")
    env = {
        **os.environ,
        "HOME": str(home),
        "PYTHON": sys.executable,  # a venv's python makes venvs of its base interpreter
        # The real user's pip cache, so the test does not download Qt again.
        "PIP_CACHE_DIR": os.environ.get("PIP_CACHE_DIR", str(Path.home() / ".cache" / "pip")),
    }
    env.pop("XDG_DATA_HOME", None)  # as on a fresh desktop: ~/.local/share
    env.pop("XDG_CACHE_HOME", None)  # and ~/.cache

    def make(target: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["make", "-s", target, f"PYTHON={sys.executable}"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )

    installed = make("install")
    assert installed.returncode == 0, installed.stdout + installed.stderr
    launcher = home / ".local" / "bin" / "muster"
    entry = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    icon = home / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    metainfo = home / ".local" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    mime = home / ".local" / "share" / "mime"
    assert all(path.is_file() for path in (launcher, entry, icon, metainfo))
    assert (mime / "packages" / f"{APP_ID}.xml").read_bytes() == MIME_PACKAGE.read_bytes()
    assert CAMPAIGN_TYPE in (mime / "types").read_text().split()  # registered
    validate_desktop(entry)
    assert f"Exec={launcher} %f" in entry.read_text()
    version = subprocess.run(
        [str(launcher), "--version"], env=env, capture_output=True, text=True, check=False
    )
    assert version.returncode == 0 and version.stdout.startswith("muster ")
    checked = subprocess.run(
        [str(launcher), "check"], env=env, capture_output=True, text=True, check=False
    )
    assert checked.returncode == 2  # "the user's campaigns" is not a database: refused
    assert "not a Muster database" in checked.stderr

    cache = home / ".cache" / "muster"
    cache.mkdir(parents=True)
    (cache / "verified.json").write_text("{}")
    removed = make("uninstall")
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert f"Removed Muster's cache, {cache}." in removed.stdout
    assert not cache.exists() and (home / ".cache").is_dir()
    assert tree(home / ".local") == before
    assert (data / "muster.sqlite3").read_bytes() == b"the user's campaigns"

# Muster: `make run` starts the app, `make test` runs the whole suite headless.
# Both set everything up first: system libraries Qt needs, a .venv, and the Python packages.
# Setting up again is quick: the venv is only reinstalled when pyproject.toml changes.
# The project itself is not installed: it runs from this folder (python main.py, pytest).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

# Shared libraries PySide6 loads, and the Debian/Ubuntu packages that provide them.
QT_LIBS := libEGL.so.1:libegl1 libGL.so.1:libgl1 libxkbcommon.so.0:libxkbcommon0 \
	libxkbcommon-x11.so.0:libxkbcommon-x11-0 libfontconfig.so.1:libfontconfig1 \
	libfreetype.so.6:libfreetype6 libdbus-1.so.3:libdbus-1-3 libglib-2.0.so.0:libglib2.0-0 \
	libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4 \
	libxcb-image.so.0:libxcb-image0 libxcb-keysyms.so.1:libxcb-keysyms1 \
	libxcb-randr.so.0:libxcb-randr0 libxcb-render-util.so.0:libxcb-render-util0 \
	libxcb-shape.so.0:libxcb-shape0 libxcb-xfixes.so.0:libxcb-xfixes0 \
	libxcb-xkb.so.1:libxcb-xkb1 libX11-xcb.so.1:libx11-xcb1
# Programs the tests use, and the Debian packages that provide them.
TEST_TOOLS := desktop-file-validate:desktop-file-utils appstreamcli:appstream \
	update-mime-database:shared-mime-info gio:libglib2.0-bin \
	chromium:chromium chromedriver:chromium-driver java:default-jre-headless
# The tests start a throwaway PostgreSQL server (tests/postgres_cluster.py); Debian keeps its
# programs in /usr/lib/postgresql/VERSION/bin.
PG_INITDB := $(firstword $(wildcard /usr/lib/postgresql/*/bin/initdb))

# Installing for the current user, without root (make install / make uninstall).
APP_ID       := org.musterapp.Muster
DATA_HOME    := $(or $(XDG_DATA_HOME),$(HOME)/.local/share)
BIN_HOME     := $(HOME)/.local/bin
# The app's own folder, inside the user data folder but apart from the user's data
# (muster.sqlite3 and backups/ sit beside it and are never touched by make uninstall).
APP_HOME     := $(DATA_HOME)/muster/app
# What Muster keeps to start faster (models/store/verified.py); never the user's data.
CACHE_HOME   := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/muster
MANIFEST     := $(APP_HOME)/installed-files.txt

# The translations: a Qt catalogue per area of the code and language, resources/i18n/AREA/LANG.ts,
# built at set-up into one resources/i18n/muster_LANG.qm per language (never committed).
I18N     := resources/i18n
QM_FILES := $(I18N)/muster_de.qm $(I18N)/muster_en.qm
TS_FILES := $(wildcard $(I18N)/*/*.ts)

.PHONY: run test crash-test attack-test values-test limits-test big-test web-test story-test lint bench screenshots club-screenshots sysdeps clean install uninstall dist dist-check translations translations-update

run: $(STAMP) $(QM_FILES)
	$(PY) main.py

# rules/ and i18n/ (the translation plumbing below it) must be fully covered by their own
# tests, measured apart: coverage's tracer slows the rest of the suite (the app, the database,
# the commands) by half.
test: $(STAMP) $(QM_FILES)
	@$(MAKE) --no-print-directory sysdeps
	$(VENV)/bin/mypy
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n auto tests/rules tests/i18n --cov=rules --cov=i18n --cov-report=term-missing --cov-fail-under=100
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n auto --dist loadfile --ignore=tests/rules --ignore=tests/i18n

# The SIGKILL test at its full count (330 kills across recording, import, export, backup,
# repair (also mid-commit), rosters and publish; make test runs 78 of them).
crash-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_CRASH_TEST=full $(PY) -m pytest tests/models/test_crash_safety.py

# The club server's random attacks at their full count (400 statements a role, make test runs
# 15; 200 forced-index EXPLAIN ANALYZEs across two clubs' databases a role and 200 writes of a
# transaction begun before each change of who keeps what, make test runs 2), on a throwaway
# PostgreSQL server as the tests start one.
attack-test: $(STAMP)
	@$(MAKE) --no-print-directory sysdeps
	QT_QPA_PLATFORM=offscreen MUSTER_ATTACK_FUZZ=full $(PY) -m pytest tests/models/test_club_attack_fuzz.py

# Every kind of bad value in every column (make test plants one in each column).
values-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_EVERY_BAD_VALUE=full $(PY) -m pytest -n auto tests/ui/test_stored_values.py

# The import and the check agreeing on randomly edited stories, at its full count (150
# recorded games and edits; make test draws 12 of them).
story-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_STORY_FUZZ=full $(PY) -m pytest tests/models/test_story_property.py

# A campaign at the history limit (1,000,000 entries, a 167 MB file) imported, exported,
# imported again and copied, the copy in the import's memory: some three minutes.
limits-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_LIMITS_TEST=full $(PY) -m pytest tests/models/test_limits_full.py

# The big benchmark campaign built from nothing: its promised size, the database check clean, and
# its file within the campaign file's limit (some 50 s).
big-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_BIG_TEST=full $(PY) -m pytest tests/models/test_demo_big.py

# The big campaign published as web pages: its links, its memory, publishing again in part.
web-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_WEB_TEST=full $(PY) -m pytest tests/models/test_publish_big.py

# The catalogues built for the app to load (tools/catalogues.py; a wheel builds its own: setup.py).
translations: $(QM_FILES)

$(QM_FILES) &: $(TS_FILES) $(STAMP)
	$(PY) tools/catalogues.py build

# After changing what users read: every translatable text of the code into the catalogues.
# Changed texts stay as obsolete entries for the translator (tests/test_translations.py fails
# until they are translated and dropped: catalogues.py update --drop-obsolete).
translations-update: $(STAMP)
	$(PY) tools/catalogues.py update

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# Benchmarks, not tests: builds the big campaign and rewrites the table in docs/performance.md.
# Its club-server rows start a throwaway PostgreSQL server, as the tests do.
bench: $(STAMP)
	@$(MAKE) --no-print-directory sysdeps
	QT_QPA_PLATFORM=offscreen $(PY) tests/bench/run.py --write-docs

# The club server's screens (bob's confirm screen, the organiser's queue), from the game night
# of tests/ui/test_game_night.py on a throwaway server, on a desktop-sized offscreen screen.
club-screenshots: $(STAMP) $(QM_FILES)
	@$(MAKE) --no-print-directory sysdeps
	printf '%s' '{"windowFrameMargins": false, "screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1200, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}' > /tmp/muster-club-screen.json
	QT_QPA_PLATFORM=offscreen:configfile=/tmp/muster-club-screen.json MUSTER_SCREENSHOTS=docs/screenshots $(PY) -m pytest -q -p no:xdist tests/ui/test_game_night.py

screenshots: $(STAMP) $(QM_FILES)
	rm -f /tmp/muster-screens.sqlite3
	QT_QPA_PLATFORM=offscreen $(PY) main.py demo --db /tmp/muster-screens.sqlite3
	QT_QPA_PLATFORM=offscreen $(PY) main.py demo --size big --db /tmp/muster-screens.sqlite3
	QT_QPA_PLATFORM=offscreen $(PY) main.py --lang en screenshots --db /tmp/muster-screens.sqlite3 --out docs/screenshots
	QT_QPA_PLATFORM=offscreen $(PY) main.py --lang de screenshots --db /tmp/muster-screens.sqlite3 --out docs/screenshots/de

# Installs the shared libraries Qt needs when running as root; otherwise prints the apt-get line.
sysdeps:
	@missing=""; \
	for pair in $(QT_LIBS); do \
		lib=$${pair%%:*}; pkg=$${pair##*:}; \
		/sbin/ldconfig -p 2>/dev/null | grep -q "$$lib" || missing="$$missing $$pkg"; \
	done; \
	for pair in $(TEST_TOOLS); do \
		tool=$${pair%%:*}; pkg=$${pair##*:}; \
		command -v "$$tool" >/dev/null || missing="$$missing $$pkg"; \
	done; \
	$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || missing="$$missing python3-venv"; \
	[ -n "$(PG_INITDB)" ] || [ -n "$$PG_BIN" ] || command -v initdb >/dev/null || missing="$$missing postgresql"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing system packages:$$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
		else \
			echo "Muster needs these system packages. Please run:"; \
			echo "  sudo apt-get install -y$$missing"; \
			exit 1; \
		fi; \
	fi

$(STAMP): pyproject.toml
	@$(MAKE) --no-print-directory sysdeps
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; \
		print("\n".join(p["dependencies"] + p["optional-dependencies"]["test"]))' \
		> $(VENV)/requirements.txt
	$(PY) -m pip install --quiet -r $(VENV)/requirements.txt
	touch $(STAMP)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis build *.egg-info

# Install Muster for the current user, without root: a virtual environment in $(APP_HOME), the
# `muster` launcher in ~/.local/bin, and the desktop entry, icon, AppStream metainfo and the
# campaign files' MIME type (registered with update-mime-database, when the desktop has it)
# under ~/.local/share. Every file and folder it creates is listed in $(MANIFEST), so that
# `make uninstall` removes exactly those, and never the user's campaigns or backups.
install: $(QM_FILES)
	@set -e; \
	created=""; \
	for dir in "$(APP_HOME)" "$(BIN_HOME)" "$(DATA_HOME)/applications" \
		"$(DATA_HOME)/icons/hicolor/scalable/apps" "$(DATA_HOME)/metainfo" \
		"$(DATA_HOME)/mime/packages"; do \
		missing=""; d="$$dir"; \
		while [ ! -e "$$d" ]; do missing="$$d $$missing"; d=$$(dirname "$$d"); done; \
		created="$$created $$missing"; mkdir -p "$$dir"; \
	done; \
	if [ -f "$(MANIFEST)" ]; then previous=$$(grep '^dir ' "$(MANIFEST)" | cut -c5-); fi; \
	rm -rf "$(APP_HOME)/venv"; \
	echo "Creating $(APP_HOME)/venv and installing Muster into it…"; \
	$(PYTHON) -m venv "$(APP_HOME)/venv"; \
	"$(APP_HOME)/venv/bin/python" -m pip install --quiet --disable-pip-version-check . ; \
	printf '#!/bin/sh\nexec "%s" "$$@"\n' "$(APP_HOME)/venv/bin/muster" > "$(BIN_HOME)/muster"; \
	chmod 755 "$(BIN_HOME)/muster"; \
	sed 's|^Exec=muster|Exec=$(BIN_HOME)/muster|' resources/desktop/$(APP_ID).desktop \
		> "$(DATA_HOME)/applications/$(APP_ID).desktop"; \
	cp resources/icons/$(APP_ID).svg "$(DATA_HOME)/icons/hicolor/scalable/apps/$(APP_ID).svg"; \
	cp resources/desktop/$(APP_ID).metainfo.xml "$(DATA_HOME)/metainfo/$(APP_ID).metainfo.xml"; \
	cp resources/desktop/$(APP_ID).mime.xml "$(DATA_HOME)/mime/packages/$(APP_ID).xml"; \
	if command -v update-mime-database >/dev/null; then \
		update-mime-database "$(DATA_HOME)/mime"; fi; \
	{ \
		echo "file $(BIN_HOME)/muster"; \
		echo "file $(DATA_HOME)/applications/$(APP_ID).desktop"; \
		echo "file $(DATA_HOME)/icons/hicolor/scalable/apps/$(APP_ID).svg"; \
		echo "file $(DATA_HOME)/metainfo/$(APP_ID).metainfo.xml"; \
		echo "file $(DATA_HOME)/mime/packages/$(APP_ID).xml"; \
		for d in $$previous $$created; do echo "dir $$d"; done | sort -u; \
	} > "$(MANIFEST)"; \
	echo "Installed. Start Muster from your desktop's menu, or run: muster"; \
	case ":$$PATH:" in *":$(BIN_HOME):"*) ;; \
		*) echo "(Add $(BIN_HOME) to your PATH to run muster from a terminal.)";; esac

# Remove what `make install` added, and Muster's cache (it holds nothing of the user's), and
# nothing else: never muster.sqlite3 or backups/.
uninstall:
	@set -e; \
	if [ ! -f "$(MANIFEST)" ]; then echo "Muster is not installed for this user."; exit 0; fi; \
	grep '^file ' "$(MANIFEST)" | cut -c6- | while IFS= read -r f; do rm -f "$$f"; done; \
	dirs=$$(grep '^dir ' "$(MANIFEST)" | cut -c5- | awk '{ print length, $$0 }' | sort -rn | cut -d' ' -f2-); \
	rm -rf "$(APP_HOME)/venv"; rm -f "$(MANIFEST)"; \
	mime="$(DATA_HOME)/mime"; \
	if [ -d "$$mime/packages" ] && [ -z "$$(ls -A "$$mime/packages")" ] \
		&& printf '%s\n' $$dirs | grep -qx "$$mime"; then \
		rm -rf "$$mime"; \
	elif [ -d "$$mime/packages" ] && command -v update-mime-database >/dev/null; then \
		update-mime-database "$$mime"; \
	fi; \
	for d in $$dirs; do rmdir "$$d" 2>/dev/null || true; done; \
	if [ -d "$(CACHE_HOME)" ]; then rm -rf "$(CACHE_HOME)"; echo "Removed Muster's cache, $(CACHE_HOME)."; fi; \
	echo "Uninstalled. Your campaigns and backups in $(DATA_HOME)/muster were left as they are."

# A standalone one-folder build with PyInstaller, in dist/muster/: runs where no Python is
# installed. Not part of `make test` (it takes minutes); `make dist-check` builds it and runs
# its commands from another folder. ReportLab imports its C helpers (rl-accel's _rl_accel) by a
# name in a string, which PyInstaller cannot see: named here, or the build runs without them.
DIST_TOOLS := "pyinstaller>=6,<7"
dist: $(STAMP) $(QM_FILES)
	$(PY) -m pip install --quiet $(DIST_TOOLS)
	rm -rf dist/muster build/pyinstaller
	$(PY) -m PyInstaller --noconfirm --log-level WARN --name muster --onedir \
		--distpath dist --workpath build/pyinstaller --specpath build/pyinstaller \
		--add-data "$(CURDIR)/resources:resources" \
		--collect-data qtawesome \
		--collect-submodules i18n --collect-submodules rules --collect-submodules models \
		--collect-submodules ui \
		--hidden-import _rl_accel \
		--exclude-module pytest --exclude-module hypothesis --exclude-module tkinter \
		main.py
	@du -sh dist/muster

dist-check: dist
	QT_QPA_PLATFORM=offscreen bash tests/dist_check.sh "$(CURDIR)/dist/muster/muster"

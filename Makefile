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

.PHONY: run test crash-test lint bench screenshots sysdeps clean

run: $(STAMP)
	$(PY) main.py

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest --cov=rules --cov-report=term-missing --cov-fail-under=100

# The SIGKILL test at its full count (220 kills across recording, import, export, backup and
# repair; make test runs 88 of them).
crash-test: $(STAMP)
	QT_QPA_PLATFORM=offscreen MUSTER_CRASH_TEST=full $(PY) -m pytest tests/models/test_crash_safety.py

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# Benchmarks, not tests: builds the big campaign and rewrites the table in docs/performance.md.
bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tests/bench/run.py --write-docs

screenshots: $(STAMP)
	rm -f /tmp/muster-screens.sqlite3
	QT_QPA_PLATFORM=offscreen $(PY) main.py demo --db /tmp/muster-screens.sqlite3
	QT_QPA_PLATFORM=offscreen $(PY) main.py screenshots --db /tmp/muster-screens.sqlite3 --out docs/screenshots

# Installs the shared libraries Qt needs when running as root; otherwise prints the apt-get line.
sysdeps:
	@missing=""; \
	for pair in $(QT_LIBS); do \
		lib=$${pair%%:*}; pkg=$${pair##*:}; \
		/sbin/ldconfig -p 2>/dev/null | grep -q "$$lib" || missing="$$missing $$pkg"; \
	done; \
	$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || missing="$$missing python3-venv"; \
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
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis build *.egg-info

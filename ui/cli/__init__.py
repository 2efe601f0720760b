"""The command line's commands, a module each family: ``main.py`` builds the parser from their
``register_NAME`` functions (``COMMANDS``) and runs the ``run_NAME`` a command names.

Like ``main.py``, these modules import no Qt and none of Muster's models as they are loaded,
only when a command runs (``ui/cli/common.py``), so a command starts light."""

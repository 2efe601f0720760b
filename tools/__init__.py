"""The project's own tools: building the catalogues, making the benchmark campaign. Run from a
checkout; never installed with Muster (pyproject.toml packages only rules, models, ui and
resources)."""

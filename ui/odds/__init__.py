"""The Odds helper's calculators, one per game (the dialog is ``ui.dialogs.odds``)."""

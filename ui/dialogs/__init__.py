"""Dialogs, one per module, named after what they do."""

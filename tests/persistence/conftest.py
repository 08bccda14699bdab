"""Fixtures for the persistence tests (the headless app in a throw-away user folder)."""

from tests.ui_fixtures import home, make_app, menu_app  # noqa: F401

"""UI test fixtures (shared with the other UI test folders)."""

from tests.ui_fixtures import home, make_app, menu_app  # noqa: F401

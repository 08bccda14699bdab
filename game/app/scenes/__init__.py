"""The app's own scenes (menus, dialogs, settings); each game adds its own."""

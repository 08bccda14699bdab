"""The app shell: window, scene stack, input, theme, audio, settings and language switching."""

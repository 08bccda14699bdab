"""The review screen: a finished or unfinished game stepped through, with the AI's win-chance
curve and the reviewing player's turning points (docs/review.md; the analysis is
:mod:`game.engine.review`)."""

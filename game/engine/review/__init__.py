"""The review of a game: each seat's win chance at every decision, and the turning points.

* :mod:`~game.engine.review.plan` replays a match and lists what each seat knew at every
  decision (the only part that holds true states);
* :mod:`~game.engine.review.estimate` analyses one decision from observations alone (in
  the AI worker);
* :mod:`~game.engine.review.run` runs the analysis off the caller's thread, with progress
  and cancel, and :mod:`~game.engine.review.cache` keeps finished reviews;
* :mod:`~game.engine.review.result` holds the points, marks and turning points, and
  :mod:`~game.engine.review.words` puts them into words;
* :mod:`~game.engine.review.hooks` is what a game tells the review (its budget, rounds,
  and moves in words).

``python main.py review SAVE`` (:mod:`~game.engine.review.cli`) prints a review.  The
design, the budgets and the thresholds of the marks: docs/review.md.
"""

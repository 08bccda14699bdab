"""Gold & Glory entry point: ``python main.py`` starts the game (see ``--help``)."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # only a frozen build starts its workers through here
        import multiprocessing  # (not before the first frame otherwise: 10-20 ms)

        multiprocessing.freeze_support()
    from game.app.memory import tune_allocator

    tune_allocator()  # first: what is allocated before it is placed the old way
    from game.cli import main

    sys.exit(main(sys.argv[1:]))

"""Gold & Glory entry point: ``python main.py`` starts the game (see ``--help``)."""

import multiprocessing
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game.cli import main

    sys.exit(main(sys.argv[1:]))

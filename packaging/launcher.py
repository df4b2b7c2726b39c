"""The bundle's entry point: the same command line as the `floordesk` script."""

import multiprocessing

# A big import checks records in a second process, started as this program (floordesk.store.ahead): in the bundle,
# that process must run its task, not the command line, and before anything else is loaded.
multiprocessing.freeze_support()

from floordesk.cli.main import main  # noqa: E402 (after the second process's start, which it must not load)

raise SystemExit(main())

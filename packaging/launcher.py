"""The bundle's entry point: the same command line as the `floordesk` script."""

from floordesk.cli.main import main

raise SystemExit(main())

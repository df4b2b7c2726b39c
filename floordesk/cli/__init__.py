"""CLI: the `floordesk` command. Its `rule`, `log` and `staff` verbs never import Qt."""

EXIT_OK = 0
EXIT_DOES_NOT_VERIFY = 1
EXIT_BAD_INPUT = 2  # also what argparse uses for a usage error
EXIT_STORE = 3  # the log could not be used, and was left as it was
EXIT_DAMAGED = 4
EXIT_INTERRUPTED = 130  # what a shell reports for a command stopped by Ctrl+C (128 + SIGINT)
EXIT_OUTPUT_CLOSED = 141  # what a shell reports for a command whose reader went away (128 + SIGPIPE)

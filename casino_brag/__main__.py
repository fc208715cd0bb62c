"""`python -m casino_brag` runs the same command line as `casino-brag`."""

from casino_brag.cli import main

raise SystemExit(main())

"""``python -m core.cli``: the same as ``kuni``."""

import sys

from core.cli import main

if __name__ == "__main__":
    sys.exit(main())

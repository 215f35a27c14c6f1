"""`python -m affray.kernel.cli`: the `affray` command."""

from . import main

main()

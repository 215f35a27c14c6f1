"""Sweep workers end with the process that started them, even after `kill -9` of it.

Workers are forked by a fork server, so their parent is not the sweep: each one watches the
sweep's pid from a daemon thread and exits when it is gone (or a zombie). On Linux the worker
also asks the kernel to kill it when its own parent (the fork server) dies. With the workers
gone, the fork server and the resource tracker see their pipes close and end as well.
"""

from __future__ import annotations

import os
import sys
import threading
import time

POLL = 0.5  # seconds between looks at the sweep's process


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    if sys.platform.startswith("linux"):  # a killed parent nobody has reaped yet is a zombie
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                return fh.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
        except (OSError, IndexError):
            return False
    return True


def _die_with_parent() -> None:
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        import signal
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def watch(pid: int) -> None:
    """A worker's initializer: end this process when process `pid` ends."""
    _die_with_parent()

    def loop() -> None:
        while _alive(pid):
            time.sleep(POLL)
        os._exit(1)
    threading.Thread(target=loop, name="affray-parent-watch", daemon=True).start()

"""The live server for the end-to-end tests: a session fixture spawns tests/live_server.ts with the project's Node
(the real server, a tenant, an HTTPS webhook receiver; the same test support as sdk/test/e2e.test.ts) and talks to
it over its stdin/stdout. It is stopped at the end of the session, and exits by itself if pytest dies (its stdin
closes). Only the tests that ask for `live` start it."""

from __future__ import annotations

import itertools
import json
import os
import select
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]


def node_binary() -> str:
    local = REPO / "node_modules" / ".bin" / "node"  # the project pins Node 24 through its `node` devDependency
    if local.exists():
        return str(local)
    found = shutil.which("node")
    if not found:
        raise RuntimeError("Node.js is needed for the live tests: run `npm ci` at the repository root.")
    return found


class LiveServer:
    def __init__(self) -> None:
        self._log = tempfile.NamedTemporaryFile(prefix="sdk-python-live-", suffix=".log", delete=False)
        self.proc = subprocess.Popen(
            [node_binary(), str(Path(__file__).with_name("live_server.ts"))], cwd=REPO,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, text=True, bufsize=1,
            env={**os.environ, "LOG_LEVEL": "warn"})
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        first = self._readline()
        info = json.loads(first)
        if not info.get("ready"):
            raise RuntimeError(f"live server did not start: {first}")
        self.url: str = info["url"]
        self.url_b: str | None = info["url_b"]
        self.api_key: str = info["api_key"]
        self.receiver_port: int = info["receiver_port"]
        self.uses_redis: bool = info["uses_redis"]

    def _readline(self, timeout: float = 120) -> str:
        assert self.proc.stdout is not None
        # A guard against a hang (a server that never starts or answers), not a speed check.
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            self.proc.kill()
            raise RuntimeError(f"live server silent for {timeout} s; log: {Path(self._log.name).read_text()[-4000:]}")
        line = self.proc.stdout.readline()
        if not line:
            self.proc.wait(timeout=10)
            raise RuntimeError(f"live server exited ({self.proc.returncode}); log: {Path(self._log.name).read_text()[-4000:]}")
        return line

    def command(self, cmd: str, **args: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        with self._lock:
            i = next(self._ids)
            self.proc.stdin.write(json.dumps({"id": i, "cmd": cmd, **args}) + "\n")
            self.proc.stdin.flush()
            answer: dict[str, Any] = json.loads(self._readline())
        if answer.get("id") != i or "error" in answer:
            raise RuntimeError(f"live server command {cmd} failed: {answer}")
        return answer

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.close()  # it shuts down when its stdin closes
                self.proc.wait(timeout=15)
            except (subprocess.TimeoutExpired, OSError):
                self.proc.kill()
                self.proc.wait(timeout=5)
        self._log.close()
        os.unlink(self._log.name)


@pytest.fixture(scope="session")
def live() -> Iterator[LiveServer]:
    server = LiveServer()
    try:
        yield server
    finally:
        server.stop()

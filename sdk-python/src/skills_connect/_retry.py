"""The retry policy (issue 12 §1, research sdk-cli.md §1.3), a pure function pinned by the shared vectors in
sdk-conformance/retry-decisions.json, exactly as the TypeScript SDK's sdk/src/retry.ts.

Retried: network errors and timeouts, 408, 429, 403 RATE_LIMIT.* (the spec's request budget), 5xx except 501;
`x-should-retry` from the server wins over the status. Never 409 (a deterministic conflict here) nor any other 4xx.
`Retry-After` (or the envelope's `retry_after_seconds`, the larger) is a floor under the backoff; above
`max_retry_after_seconds` the SDK gives up at once. A write that may have executed (anything but a throttling answer)
is retried only while its replay would still fall inside the server's 60 s idempotency window, less a margin.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any, Literal

#: spec: Limits, "Idempotent replay window".
REPLAY_WINDOW_MS = 60_000
#: A retry must be sent at least this long before the window closes (clock and transit).
REPLAY_MARGIN_MS = 5_000
INITIAL_BACKOFF_MS = 500
MAX_BACKOFF_MS = 8_000

RetryReason = Literal[
    "connection_error", "timeout", "rate_limited", "request_timeout", "server_error", "x_should_retry_true",
    "x_should_retry_false", "not_retryable_status", "max_retries", "retry_after_too_long", "replay_window",
]


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 2
    #: A `Retry-After` above this (seconds) is not waited for: the error is raised at once.
    max_retry_after_seconds: float = 60


@dataclass(frozen=True)
class FailedAttempt:
    method: str
    #: None when no response arrived (see `error`).
    status: int | None
    #: 'connection' (reset, refused, DNS) or 'timeout' when status is None.
    error: Literal["connection", "timeout"] | None = None
    #: Response headers, names in lower case.
    headers: Mapping[str, str] | None = None
    #: The parsed response body, if JSON.
    body: Any = None
    #: Retries already made for this request (0 after the first attempt).
    retries_done: int = 0
    #: Milliseconds since the first attempt started.
    elapsed_ms: float = 0


@dataclass(frozen=True)
class RetryDecision:
    retry: bool
    reason: RetryReason
    #: When retry: the wait before the next attempt lies in [min, max] ms (jitter picks the point).
    delay_ms: tuple[int, int] | None = None
    #: When not retried: the write may have executed on the server (it was not a throttling answer).
    maybe_executed: bool = False
    #: The server's asked-for wait in seconds, when it gave one.
    retry_after_seconds: float | None = None


_WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_NUMBER = re.compile(r"^\d+(\.\d+)?$")


def is_write(method: str) -> bool:
    return method.upper() in _WRITES


def _error_code(body: Any) -> str | None:
    if isinstance(body, Mapping):
        e = body.get("error")
        if isinstance(e, Mapping) and isinstance(e.get("code"), str):
            return str(e["code"])
    return None


def is_rate_limited(status: int | None, body: Any) -> bool:
    """A throttling answer: refused before it ran (429, or the request budget's 403 RATE_LIMIT.*)."""
    if status == 429:
        return True
    return status == 403 and (_error_code(body) or "").startswith("RATE_LIMIT.")


def retry_after_seconds(headers: Mapping[str, str] | None, body: Any, now_ms: float | None = None) -> float | None:
    """The server's wait in seconds: the larger of `Retry-After` (delta-seconds or an HTTP date) and
    `retry_after_seconds`."""
    best: float | None = None
    h = (headers or {}).get("retry-after", "").strip()
    if h:
        if _NUMBER.match(h):
            best = float(h)
        else:
            try:
                at = parsedate_to_datetime(h).timestamp() * 1000
                now = time.time() * 1000 if now_ms is None else now_ms
                best = max(0.0, (at - now) / 1000)
            except (TypeError, ValueError):
                pass
    e = body.get("error") if isinstance(body, Mapping) else None
    b = e.get("retry_after_seconds") if isinstance(e, Mapping) else None
    if isinstance(b, (int, float)) and not isinstance(b, bool) and math.isfinite(b) and b >= 0:
        best = float(b) if best is None else max(best, float(b))
    return best


def backoff_range(retries_done: int) -> tuple[int, int]:
    """Exponential backoff before retry n+1: 0.5 s * 2^n capped at 8 s, minus up to 25 % jitter."""
    base = min(INITIAL_BACKOFF_MS * 2**retries_done, MAX_BACKOFF_MS)
    return (int(math.floor(base * 0.75 + 0.5)), base)


def decide_retry(a: FailedAttempt, policy: RetryPolicy = RetryPolicy()) -> RetryDecision:
    headers = {k.lower(): v for k, v in (a.headers or {}).items()}
    rate_limited = is_rate_limited(a.status, a.body)
    # Whether a write may have run: no answer at all, or a server failure (a throttling or other 4xx answer, and 501,
    # come before anything runs). Only such a write is bound by the replay window.
    maybe = is_write(a.method) and not rate_limited and (
        a.status is None or a.status == 408 or (a.status >= 500 and a.status != 501))

    def no(reason: RetryReason, after: float | None = None) -> RetryDecision:
        return RetryDecision(retry=False, reason=reason, maybe_executed=maybe, retry_after_seconds=after)

    should = headers.get("x-should-retry", "").strip().lower()
    reason: RetryReason
    if should == "false":
        return no("x_should_retry_false")
    if a.status is None:
        reason = "timeout" if a.error == "timeout" else "connection_error"
    elif rate_limited:
        reason = "rate_limited"
    elif a.status == 408:
        reason = "request_timeout"
    elif a.status >= 500 and a.status != 501:
        reason = "server_error"
    elif should == "true":
        reason = "x_should_retry_true"
    else:
        return no("not_retryable_status")

    after = retry_after_seconds(headers, a.body)
    if a.retries_done >= policy.max_retries:
        return no("max_retries", after)
    if after is not None and after > policy.max_retry_after_seconds:
        return no("retry_after_too_long", after)
    bmin, bmax = backoff_range(a.retries_done)
    floor = 0 if after is None else math.ceil(after * 1000)
    delay = (max(floor, bmin), max(floor, bmax))
    if maybe and a.elapsed_ms + delay[1] > REPLAY_WINDOW_MS - REPLAY_MARGIN_MS:
        return no("replay_window", after)
    return RetryDecision(retry=True, reason=reason, delay_ms=delay, retry_after_seconds=after)

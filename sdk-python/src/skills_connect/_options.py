"""Per-call options, taken by every method as keyword arguments (`**opts: Unpack[RequestOptions]`)."""

from __future__ import annotations

from collections.abc import Mapping

from typing_extensions import TypedDict


class RequestOptions(TypedDict, total=False):
    #: Seconds for each connect, read and write of an attempt (default: the client's, 60).
    timeout: float
    #: Retries after the first attempt (default: the client's, 2).
    max_retries: int
    #: For writes: reuse a key of yours (e.g. across process restarts). Default: one generated per call.
    idempotency_key: str
    #: Extra request headers.
    extra_headers: Mapping[str, str]

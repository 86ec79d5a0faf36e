"""The request core: one `request()` for every resource, sync and async. Per attempt: a timeout; between attempts:
decide_retry() (_retry.py) and a jittered wait. A write carries one Idempotency-Key (generated unless given) for all
its attempts, so the server replays rather than re-runs it. Every request pins Service-Version to the spec version
this SDK was generated from. The behaviour is the TypeScript SDK's (sdk/src/core.ts), names in snake_case.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import os
import random
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from urllib.parse import urlencode

from . import _http
from ._errors import APIConnectionError, APIError, APITimeoutError, SkillsConnectError
from ._generated.meta import SERVICE_VERSION
from ._options import RequestOptions
from ._retry import FailedAttempt, RetryDecision, RetryPolicy, decide_retry, is_write

SDK_VERSION = "0.1.0"

# Indirections the unit tests replace (they record the waits instead of sleeping them, and move the clock).
_sleep = time.sleep
_asleep = asyncio.sleep
_monotonic = time.monotonic

T = TypeVar("T")

Query = Mapping[str, "str | int | float | bool | None"]


@dataclass(frozen=True)
class RateLimitInfo:
    limit: int | None
    remaining: int | None
    #: Epoch seconds when the oldest counted request leaves the window.
    reset: int | None


@dataclass(frozen=True)
class APIResponse(Generic[T]):
    """A call's data with its HTTP response (body already read) and the facts most callers want."""

    data: T
    http_response: _http.Response

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def headers(self) -> Mapping[str, str]:
        return self.http_response.headers

    @property
    def correlation_id(self) -> str | None:
        h = self.http_response.headers.get("x-correlation-id")
        if h:
            return h
        d: Any = self.data
        cid = d.get("correlation_id") if isinstance(d, Mapping) else getattr(d, "correlation_id", None)
        return cid if isinstance(cid, str) else None

    @property
    def replayed(self) -> bool:
        return self.http_response.headers.get("x-idempotent-replayed") == "true"

    @property
    def rate_limit(self) -> RateLimitInfo:
        h = self.http_response.headers

        def num(n: str) -> int | None:
            v = h.get(n)
            try:
                return int(v) if v is not None else None
            except ValueError:
                return None

        return RateLimitInfo(num("x-ratelimit-limit"), num("x-ratelimit-remaining"), num("x-ratelimit-reset"))


# The responses of the calls made inside with_raw_response (see _raw.py): a context variable, so concurrent tasks and
# threads never see each other's.
_captured: contextvars.ContextVar[list[_http.Response] | None] = contextvars.ContextVar("skills_connect_captured", default=None)


def _capture(response: _http.Response) -> None:
    slot = _captured.get()
    if slot is not None and not slot:
        slot.append(response)


def parse_json(text: str) -> Any:
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def _pick(d: RetryDecision) -> float:
    lo, hi = d.delay_ms or (0, 0)
    return (lo + random.random() * (hi - lo)) / 1000


def _mark(e: SkillsConnectError, d: RetryDecision) -> SkillsConnectError:
    if d.maybe_executed:
        e.maybe_executed = True
        e.message += (" The write may have executed; no retry was made because it would fall outside the 60 s "
                      "idempotency replay window." if d.reason == "replay_window" else " The write may have executed.")
    return e


class BaseCore:
    def __init__(self, *, api_key: str | None, base_url: str | None, max_retries: int, timeout: float,
                 max_retry_after_seconds: float, service_version: str | None,
                 default_headers: Mapping[str, str] | None) -> None:
        key = api_key if api_key is not None else os.environ.get("SKILLS_CONNECT_API_KEY")
        if not key:
            raise SkillsConnectError("No API key: pass api_key= or set SKILLS_CONNECT_API_KEY.")
        url = base_url if base_url is not None else os.environ.get("SKILLS_CONNECT_BASE_URL")
        if not url:
            raise SkillsConnectError("No base URL: pass base_url= or set SKILLS_CONNECT_BASE_URL.")
        self.api_key = key
        self.base_url = url.rstrip("/")
        self.max_retries = max_retries
        self.timeout = timeout
        self.max_retry_after_seconds = max_retry_after_seconds
        self.service_version = service_version or SERVICE_VERSION
        self.default_headers = dict(default_headers or {})

    def url(self, path: str, query: Query | None = None) -> str:
        q = {k: ("true" if v is True else "false" if v is False else str(v)) for k, v in (query or {}).items() if v is not None}
        return self.base_url + path + (("?" + urlencode(q)) if q else "")

    def prepare(self, method: str, body: Any, headers: Mapping[str, str] | None, opts: RequestOptions,
                multipart: bool) -> tuple[dict[str, str], bytes | None, RetryPolicy, float]:
        h: dict[str, str] = {
            "accept": "application/json",
            "user-agent": f"skills-connect-python/{SDK_VERSION}",
            **self.default_headers,
            "authorization": f"Bearer {self.api_key}",
            "service-version": self.service_version,
            **(headers or {}),
            **opts.get("extra_headers", {}),
        }
        if is_write(method):
            h["idempotency-key"] = opts.get("idempotency_key") or f"sdk-py-{uuid.uuid4()}"
        content: bytes | None = None
        if body is not None and not multipart:
            content = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
            h["content-type"] = "application/json"
        policy = RetryPolicy(max_retries=opts.get("max_retries", self.max_retries),
                             max_retry_after_seconds=self.max_retry_after_seconds)
        return h, content, policy, opts.get("timeout", self.timeout)

    @staticmethod
    def no_response_error(e: _http.NoResponse, timeout: float, d: RetryDecision) -> SkillsConnectError:
        err: SkillsConnectError = (APITimeoutError(f"Request timed out after {timeout:g} s.") if e.kind == "timeout"
                                   else APIConnectionError(f"Connection error: {e}"))
        err.__cause__ = e.__cause__
        return _mark(err, d)

    @staticmethod
    def status_attempt(method: str, response: _http.Response, parsed: Any, retries_done: int, started: float) -> FailedAttempt:
        return FailedAttempt(method=method, status=response.status_code,
                             headers={k.lower(): v for k, v in response.headers.items()}, body=parsed,
                             retries_done=retries_done, elapsed_ms=(_monotonic() - started) * 1000)

    @staticmethod
    def api_error(response: _http.Response, text: str, parsed: Any, d: RetryDecision) -> SkillsConnectError:
        return _mark(APIError.generate(response.status_code, dict(response.headers.items()), text, parsed), d)


class SyncCore(BaseCore):
    def __init__(self, *, http_client: _http.Client | None, transport: _http.BaseTransport | None, **kw: Any) -> None:
        super().__init__(**kw)
        self.http = http_client or _http.new_client(transport)

    def request(self, method: str, path: str, *, query: Query | None = None, body: Any = None, files: Any = None,
                headers: Mapping[str, str] | None = None, stream: bool = False,
                opts: RequestOptions | None = None) -> _http.Response:
        """One logical request: attempts, waits and errors as the retry policy says. The response's body is read
        (unless `stream` and the status is 2xx: then the caller closes it)."""
        method = method.upper()
        o = opts or {}
        h, content, policy, timeout = self.prepare(method, body, headers, o, files is not None)
        url = self.url(path, query)
        started = _monotonic()
        retries_done = 0
        while True:
            try:
                response = _http.send(self.http, method, url, h, content, timeout=timeout, stream=stream, files=files)
                if stream and response.is_success:
                    _capture(response)
                    return response
                if stream:
                    _http.read(response)
            except _http.NoResponse as e:
                d = decide_retry(FailedAttempt(method=method, status=None, error=e.kind, retries_done=retries_done,
                                               elapsed_ms=(_monotonic() - started) * 1000), policy)
                if d.retry:
                    _sleep(_pick(d))
                    retries_done += 1
                    continue
                raise self.no_response_error(e, timeout, d) from e
            text = response.text
            if response.is_success:
                _capture(response)
                return response
            parsed = parse_json(text)
            d = decide_retry(self.status_attempt(method, response, parsed, retries_done, started), policy)
            if d.retry:
                _sleep(_pick(d))
                retries_done += 1
                continue
            raise self.api_error(response, text, parsed, d)

    def close(self) -> None:
        self.http.close()


class AsyncCore(BaseCore):
    def __init__(self, *, http_client: _http.AsyncClient | None, transport: _http.AsyncBaseTransport | None, **kw: Any) -> None:
        super().__init__(**kw)
        self.http = http_client or _http.new_async_client(transport)

    async def request(self, method: str, path: str, *, query: Query | None = None, body: Any = None, files: Any = None,
                      headers: Mapping[str, str] | None = None, stream: bool = False,
                      opts: RequestOptions | None = None) -> _http.Response:
        method = method.upper()
        o = opts or {}
        h, content, policy, timeout = self.prepare(method, body, headers, o, files is not None)
        url = self.url(path, query)
        started = _monotonic()
        retries_done = 0
        while True:
            try:
                response = await _http.send_async(self.http, method, url, h, content, timeout=timeout, stream=stream, files=files)
                if stream and response.is_success:
                    _capture(response)
                    return response
                if stream:
                    await _http.aread(response)
            except _http.NoResponse as e:
                d = decide_retry(FailedAttempt(method=method, status=None, error=e.kind, retries_done=retries_done,
                                               elapsed_ms=(_monotonic() - started) * 1000), policy)
                if d.retry:
                    await _asleep(_pick(d))
                    retries_done += 1
                    continue
                raise self.no_response_error(e, timeout, d) from e
            text = response.text
            if response.is_success:
                _capture(response)
                return response
            parsed = parse_json(text)
            d = decide_retry(self.status_attempt(method, response, parsed, retries_done, started), policy)
            if d.retry:
                await _asleep(_pick(d))
                retries_done += 1
                continue
            raise self.api_error(response, text, parsed, d)

    async def aclose(self) -> None:
        await self.http.aclose()

"""Every HTTP call the SDK makes goes through this module (and only this one imports the HTTP library).

The library is httpx2 (the maintained drop-in fork of httpx, whose last release is 0.28.1 of December 2024; research
sdk-cli.md §5.2): the same API (Client, AsyncClient, MockTransport, Timeout), so moving back to httpx, or to a later
fork, is a change of this file's import. Users may pass their own `httpx2.Client` / `AsyncClient` (proxies, TLS,
instrumentation) or just a transport (tests: `httpx2.MockTransport`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping
from typing import Any, Literal

import httpx2 as httpx

Response = httpx.Response
Client = httpx.Client
AsyncClient = httpx.AsyncClient
BaseTransport = httpx.BaseTransport
AsyncBaseTransport = httpx.AsyncBaseTransport

__all__ = ["Response", "Client", "AsyncClient", "NoResponse", "new_client", "new_async_client", "send", "send_async"]


class NoResponse(Exception):
    """No response arrived: `kind` is 'timeout' or 'connection'."""

    def __init__(self, kind: Literal["timeout", "connection"], cause: BaseException) -> None:
        super().__init__(str(cause) or type(cause).__name__)
        self.kind: Literal["timeout", "connection"] = kind


def new_client(transport: httpx.BaseTransport | None) -> httpx.Client:
    return httpx.Client(transport=transport, timeout=None, follow_redirects=False)


def new_async_client(transport: httpx.AsyncBaseTransport | None) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=transport, timeout=None, follow_redirects=False)


def _request(client: httpx.Client | httpx.AsyncClient, method: str, url: str, headers: Mapping[str, str],
             content: bytes | None, files: Any, timeout: float) -> httpx.Request:
    kw: dict[str, Any] = {"headers": dict(headers), "timeout": httpx.Timeout(timeout)}
    if files is not None:
        kw["files"] = files
    elif content is not None:
        kw["content"] = content
    return client.build_request(method, url, **kw)


def send(client: httpx.Client, method: str, url: str, headers: Mapping[str, str], content: bytes | None, *,
         timeout: float, stream: bool = False, files: Any = None) -> httpx.Response:
    """One attempt. The body is read unless `stream`; raises NoResponse when no response arrived."""
    try:
        return client.send(_request(client, method, url, headers, content, files, timeout), stream=stream)
    except httpx.TimeoutException as e:
        raise NoResponse("timeout", e) from e
    except httpx.TransportError as e:
        raise NoResponse("connection", e) from e


async def send_async(client: httpx.AsyncClient, method: str, url: str, headers: Mapping[str, str],
                     content: bytes | None, *, timeout: float, stream: bool = False, files: Any = None) -> httpx.Response:
    try:
        return await client.send(_request(client, method, url, headers, content, files, timeout), stream=stream)
    except httpx.TimeoutException as e:
        raise NoResponse("timeout", e) from e
    except httpx.TransportError as e:
        raise NoResponse("connection", e) from e


def iter_text(response: httpx.Response) -> Iterator[str]:
    try:
        yield from response.iter_text()
    except httpx.TimeoutException as e:
        raise NoResponse("timeout", e) from e
    except httpx.TransportError as e:
        raise NoResponse("connection", e) from e


async def aiter_text(response: httpx.Response) -> AsyncIterator[str]:
    try:
        async for chunk in response.aiter_text():
            yield chunk
    except httpx.TimeoutException as e:
        raise NoResponse("timeout", e) from e
    except httpx.TransportError as e:
        raise NoResponse("connection", e) from e


def read(response: httpx.Response) -> bytes:
    try:
        return response.read()
    except httpx.TimeoutException as e:
        raise NoResponse("timeout", e) from e
    except httpx.TransportError as e:
        raise NoResponse("connection", e) from e


async def aread(response: httpx.Response) -> bytes:
    try:
        return await response.aread()
    except httpx.TimeoutException as e:
        raise NoResponse("timeout", e) from e
    except httpx.TransportError as e:
        raise NoResponse("connection", e) from e

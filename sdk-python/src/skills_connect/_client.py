"""The entry points: `SkillsConnect(api_key=..., base_url=...)` and `AsyncSkillsConnect(...)` (or the environment's
SKILLS_CONNECT_API_KEY / SKILLS_CONNECT_BASE_URL). Both close their HTTP connections on `close()` / `aclose()` or at
the end of a `with` / `async with` block.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import TracebackType
from typing import Any, Generic, TypeVar

from typing_extensions import Self, Unpack

from . import _http
from ._core import AsyncCore, BaseCore, Query, SyncCore, parse_json
from ._generated.async_resources import AsyncClientResources
from ._generated.resources import ClientResources
from ._options import RequestOptions


def _data(response: _http.Response) -> Any:
    """The parsed JSON body (the text when it is not JSON; None for an empty body)."""
    return None if response.status_code == 204 else parse_json(response.text)


C = TypeVar("C", bound=BaseCore)


class _Facts(Generic[C]):
    """The client's settings, read the same way on both clients."""

    _core: C  # set by the generated resources' __init__

    @property
    def base_url(self) -> str:
        return self._core.base_url

    @property
    def service_version(self) -> str:
        return self._core.service_version


class SkillsConnect(ClientResources, _Facts[SyncCore]):
    """The synchronous client: its resources and `me()` are generated (_generated/resources.py, from
    sdk-python/resources.yaml).

    api_key: an sk_ key (default: SKILLS_CONNECT_API_KEY). base_url: e.g. https://api.example.com (default:
    SKILLS_CONNECT_BASE_URL). timeout: seconds, for each connect, read and write of an attempt (60). max_retries: retries after the first attempt (2).
    max_retry_after_seconds: a Retry-After longer than this is not waited for (60). service_version: defaults to the
    spec version this SDK was generated from. http_client / transport: your own httpx2 client or transport.
    """

    def __init__(self, *, api_key: str | None = None, base_url: str | None = None, timeout: float = 60.0,
                 max_retries: int = 2, max_retry_after_seconds: float = 60, service_version: str | None = None,
                 default_headers: Mapping[str, str] | None = None, http_client: _http.Client | None = None,
                 transport: _http.BaseTransport | None = None) -> None:
        super().__init__(SyncCore(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries,
                                  max_retry_after_seconds=max_retry_after_seconds, service_version=service_version,
                                  default_headers=default_headers, http_client=http_client, transport=transport))

    def request(self, method: str, path: str, *, query: Query | None = None, body: Any = None,
                **opts: Unpack[RequestOptions]) -> Any:
        """Escape hatch: any path, with the same headers, retries and errors. Returns the parsed JSON (None for 204)."""
        return _data(self._core.request(method, path, query=query, body=body, opts=opts))

    def close(self) -> None:
        self._core.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


class AsyncSkillsConnect(AsyncClientResources, _Facts[AsyncCore]):
    """The asynchronous client: the same options, resources and methods as SkillsConnect, awaited (generated:
    _generated/async_resources.py)."""

    def __init__(self, *, api_key: str | None = None, base_url: str | None = None, timeout: float = 60.0,
                 max_retries: int = 2, max_retry_after_seconds: float = 60, service_version: str | None = None,
                 default_headers: Mapping[str, str] | None = None, http_client: _http.AsyncClient | None = None,
                 transport: _http.AsyncBaseTransport | None = None) -> None:
        super().__init__(AsyncCore(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries,
                                   max_retry_after_seconds=max_retry_after_seconds, service_version=service_version,
                                   default_headers=default_headers, http_client=http_client, transport=transport))

    async def request(self, method: str, path: str, *, query: Query | None = None, body: Any = None,
                      **opts: Unpack[RequestOptions]) -> Any:
        return _data(await self._core.request(method, path, query=query, body=body, opts=opts))

    async def aclose(self) -> None:
        await self._core.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()

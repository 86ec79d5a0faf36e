"""Raw response access: `x.with_raw_response.<method>(...)` (or, typed, `raw_response(lambda: x.<method>(...))`) returns an APIResponse (the parsed data, the HTTP
response with its headers and status, plus `correlation_id`, `replayed` and `rate_limit`) for any method of any
resource or client; for a list, the first page's response. The responses are collected through a context variable
that the core fills, so concurrent threads and tasks never mix theirs up.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from . import _core


class _RawProxy:
    def __init__(self, target: object, is_async: bool) -> None:
        self._target = target
        self._async = is_async

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._target, name)
        if isinstance(attr, RawResponseMixin):
            return _RawProxy(attr, self._async)
        if not callable(attr):
            raise AttributeError(name)
        fn = attr
        if self._async:
            async def acall(*args: Any, **kwargs: Any) -> _core.APIResponse[Any]:
                token = _core._captured.set([])
                try:
                    result = fn(*args, **kwargs)
                    data = await result if inspect.isawaitable(result) else result
                    slot = _core._captured.get() or []
                finally:
                    _core._captured.reset(token)
                return _core.APIResponse(data, slot[0])

            return acall

        def call(*args: Any, **kwargs: Any) -> _core.APIResponse[Any]:
            token = _core._captured.set([])
            try:
                data = fn(*args, **kwargs)
                slot = _core._captured.get() or []
            finally:
                _core._captured.reset(token)
            return _core.APIResponse(data, slot[0])

        return call


class RawResponseMixin:
    _is_async = False

    @property
    def with_raw_response(self) -> Any:
        """The same methods, returning `APIResponse` (`.data`, `.http_response`, `.correlation_id`, `.replayed`,
        `.rate_limit`) instead of the data alone."""
        return _RawProxy(self, self._is_async)


T = TypeVar("T")


def raw_response(call: Callable[[], T]) -> _core.APIResponse[T]:
    """The typed form of `with_raw_response`: `raw_response(lambda: client.connect_keys.create({...}))` returns an
    APIResponse whose `.data` keeps the method's type."""
    token = _core._captured.set([])
    try:
        data = call()
        slot = _core._captured.get() or []
    finally:
        _core._captured.reset(token)
    if not slot:
        raise ValueError("raw_response: the call made no request (pass a lambda that calls one SDK method)")
    return _core.APIResponse(data, slot[0])


async def araw_response(call: Callable[[], Awaitable[T]]) -> _core.APIResponse[T]:
    """The async twin: `await araw_response(lambda: client.connect_keys.create({...}))`."""
    token = _core._captured.set([])
    try:
        data = await call()
        slot = _core._captured.get() or []
    finally:
        _core._captured.reset(token)
    if not slot:
        raise ValueError("araw_response: the call made no request (pass a lambda that calls one SDK method)")
    return _core.APIResponse(data, slot[0])

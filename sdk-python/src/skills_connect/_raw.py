"""Raw response access: `x.with_raw_response.<method>(...)` returns an APIResponse (the parsed data, the HTTP
response with its headers and status, plus `correlation_id`, `replayed` and `rate_limit`) for any method of any
resource or client; for a list, the first page's response. The responses are collected through a context variable
that the core fills, so concurrent threads and tasks never mix theirs up.
"""

from __future__ import annotations

import inspect
from typing import Any

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

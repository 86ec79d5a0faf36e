"""Offset pagination (spec: lists take `limit` and `offset`, answer `has_more`). A list call returns its first page;
iterating it (`for item in page` / `async for item in client.x.list()`) walks every page. The next offset is
`offset + items received` (not `+ limit`: a server may cap the page), and an empty page ends the walk even if it says
has_more, so a misbehaving server cannot make the loop spin. Pinned by sdk-conformance/pagination.json.

Sequence pagination (a conversation's messages: `after_seq` and `limit`, answered with `has_more` and
`next_after_seq`) uses the same pages with `seq=True`: the next page starts at `next_after_seq`, and the walk ends on
an empty page or a `next_after_seq` that does not move past the current one. Pinned by
sdk-conformance/pagination-seq.json.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterator
from typing import Any, Generic, TypeVar

from ._errors import SkillsConnectError

T = TypeVar("T")


def next_offset(offset: int, received: int, has_more: bool) -> int | None:
    """The offset of the next page, or None when this page was the last."""
    return offset + received if has_more and received > 0 else None


def next_after_seq(after_seq: int, received: int, has_more: bool, next_seq: object) -> int | None:
    """The after_seq of the next page of a sequence list, or None when this page was the last."""
    if not has_more or received <= 0 or isinstance(next_seq, bool) or not isinstance(next_seq, int):
        return None
    return next_seq if next_seq > after_seq else None


class _PageBase(Generic[T]):
    def __init__(self, body: dict[str, Any], data: list[T], offset: int, seq: bool = False) -> None:
        #: The whole response body (lists may carry more than the items).
        self.body = body
        self.data = data
        self.has_more = body.get("has_more") is True
        #: The offset this page was read at (offset lists), or its after_seq (sequence lists).
        self.offset = offset
        self._seq = seq

    def _cursor_after(self) -> int | None:
        if self._seq:
            return next_after_seq(self.offset, len(self.data), self.has_more, self.body.get("next_after_seq"))
        return next_offset(self.offset, len(self.data), self.has_more)

    def has_next_page(self) -> bool:
        return self._cursor_after() is not None

    def _next(self) -> int:
        n = self._cursor_after()
        if n is None:
            raise SkillsConnectError("No next page: check has_next_page() first.")
        return n

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self.offset}, items={len(self.data)}, has_more={self.has_more})"


class SyncPage(_PageBase[T]):
    """One page (`.data`, `.has_more`); iterating it yields every item of this page and the pages after it."""

    def __init__(self, body: dict[str, Any], data: list[T], offset: int, load: Callable[[int], SyncPage[T]],
                 seq: bool = False) -> None:
        super().__init__(body, data, offset, seq)
        self._load = load

    def get_next_page(self) -> SyncPage[T]:
        return self._load(self._next())

    def iter_pages(self) -> Iterator[SyncPage[T]]:
        page: SyncPage[T] = self
        yield page
        while page.has_next_page():
            page = page.get_next_page()
            yield page

    def __iter__(self) -> Iterator[T]:
        for p in self.iter_pages():
            yield from p.data


class AsyncPage(_PageBase[T]):
    def __init__(self, body: dict[str, Any], data: list[T], offset: int,
                 load: Callable[[int], Awaitable[AsyncPage[T]]], seq: bool = False) -> None:
        super().__init__(body, data, offset, seq)
        self._load = load

    async def get_next_page(self) -> AsyncPage[T]:
        return await self._load(self._next())

    async def iter_pages(self) -> AsyncIterator[AsyncPage[T]]:
        page: AsyncPage[T] = self
        yield page
        while page.has_next_page():
            page = await page.get_next_page()
            yield page

    async def __aiter__(self) -> AsyncIterator[T]:
        async for p in self.iter_pages():
            for item in p.data:
                yield item


class AsyncPager(Generic[T]):
    """An async list call: `await` it for the first page, or `async for` it for every item of every page."""

    def __init__(self, first: Callable[[], Awaitable[AsyncPage[T]]]) -> None:
        self._first = first

    def __await__(self) -> Generator[Any, None, AsyncPage[T]]:
        return self._first().__await__()

    async def __aiter__(self) -> AsyncIterator[T]:
        page = await self._first()
        async for item in page:
            yield item

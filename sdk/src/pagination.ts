// Pagination. Offset lists (spec: lists take `limit` and `offset`, answer `has_more`): `await client.x.list()` gives
// one page; `for await (const item of client.x.list())` walks every page. The next offset is `offset + items
// received` (not `+ limit`: a server may cap the page), and an empty page ends the walk even if it says has_more, so
// a misbehaving server cannot make the loop spin. The same rule is pinned by sdk-conformance/pagination.json.
// Sequence lists (a conversation's messages: `after_seq`, `limit`, answer `has_more` and `next_after_seq`) walk the
// same way on a cursor that must move forward: a `next_after_seq` that does not pass the current one ends the walk.
import { APIPromise, type Core, type RawResult, type RequestOptions } from './core.ts'

export interface PageParams {
  limit?: number
  offset?: number
}

/** The offset of the next page, or null when this page was the last. */
export function nextOffset(offset: number, received: number, hasMore: boolean): number | null {
  return hasMore && received > 0 ? offset + received : null
}

/** The after_seq of the next page of a sequence list, or null when this page was the last. */
export function nextAfterSeq(afterSeq: number, received: number, hasMore: boolean, next: unknown): number | null {
  return hasMore && received > 0 && typeof next === 'number' && next > afterSeq ? next : null
}

export class Page<T> {
  readonly data: T[]
  readonly has_more: boolean
  /** The offset this page was read at (offset lists), or its `after_seq` (sequence lists). */
  readonly offset: number
  /** The whole response body (lists may carry more than the items, e.g. `pending` turns). */
  readonly body: Record<string, unknown>
  readonly #next: number | null
  readonly #fetchPage: (cursor: number) => Promise<Page<T>>

  constructor(
    body: Record<string, unknown>,
    data: T[],
    offset: number,
    next: number | null,
    fetchPage: (cursor: number) => Promise<Page<T>>,
  ) {
    this.body = body
    this.data = data
    this.has_more = body.has_more === true
    this.offset = offset
    this.#next = next
    this.#fetchPage = fetchPage
  }

  hasNextPage(): boolean {
    return this.#next !== null
  }

  async getNextPage(): Promise<Page<T>> {
    if (this.#next === null) throw new Error('No next page: check hasNextPage() first.')
    return this.#fetchPage(this.#next)
  }

  async *iterPages(): AsyncGenerator<Page<T>> {
    let page: Page<T> = this
    yield page
    while (page.hasNextPage()) {
      page = await page.getNextPage()
      yield page
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const p of this.iterPages()) yield* p.data
  }
}

/** A list call: await it for the first page, or `for await` it for every item of every page. */
export class PagePromise<T> extends APIPromise<Page<T>> implements AsyncIterable<T> {
  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    const first = await this
    yield* first
  }
}

type Query = Record<string, string | number | boolean | undefined>

/** A GET list paged by limit/offset; `itemsKey` names the array in the body. */
export function listPages<T>(
  core: Core,
  path: string,
  itemsKey: string,
  params: PageParams & Record<string, unknown> = {},
  opts?: RequestOptions,
): PagePromise<T> {
  const { offset: start = 0, ...rest } = params
  const load = async (offset: number): Promise<RawResult<Page<T>>> => {
    const r = await core.request<Record<string, unknown>>(
      { method: 'GET', path, query: { ...(rest as Query), offset } },
      opts,
    )
    return {
      data: offsetPage<T>(r.data ?? {}, itemsKey, offset, async (o) => (await load(o)).data),
      response: r.response,
    }
  }
  return new PagePromise<T>(load(start))
}

export function offsetPage<T>(
  body: Record<string, unknown>,
  itemsKey: string,
  offset: number,
  fetchPage: (o: number) => Promise<Page<T>>,
): Page<T> {
  const data = (body[itemsKey] as T[] | undefined) ?? []
  return new Page<T>(body, data, offset, nextOffset(offset, data.length, body.has_more === true), fetchPage)
}

export function seqPage<T>(
  body: Record<string, unknown>,
  itemsKey: string,
  afterSeq: number,
  fetchPage: (s: number) => Promise<Page<T>>,
): Page<T> {
  const data = (body[itemsKey] as T[] | undefined) ?? []
  return new Page<T>(
    body,
    data,
    afterSeq,
    nextAfterSeq(afterSeq, data.length, body.has_more === true, body.next_after_seq),
    fetchPage,
  )
}

/**
 * Any paged read, given how to load the page at a cursor (an offset or an after_seq) and how to make a Page of the
 * body: the skill-backed lists (topics, a topic's messages) use it over POST invocations.
 */
export function pagesOf<T>(
  start: number,
  load: (cursor: number) => Promise<RawResult<Record<string, unknown>>>,
  toPage: (body: Record<string, unknown>, cursor: number, fetchPage: (c: number) => Promise<Page<T>>) => Page<T>,
): PagePromise<T> {
  const loadPage = async (cursor: number): Promise<RawResult<Page<T>>> => {
    const r = await load(cursor)
    return { data: toPage(r.data ?? {}, cursor, async (c) => (await loadPage(c)).data), response: r.response }
  }
  return new PagePromise<T>(loadPage(start))
}

// Offset pagination (spec: lists take `limit` and `offset`, answer `has_more`). `await client.x.list()` gives one
// page; `for await (const item of client.x.list())` walks every page. The next offset is `offset + items received`
// (not `+ limit`: a server may cap the page), and an empty page ends the walk even if it says has_more, so a
// misbehaving server cannot make the loop spin. The same rule is pinned by sdk-conformance/pagination.json.
import { APIPromise, type Core, type RawResult, type RequestOptions } from './core.ts'

export interface PageParams { limit?: number; offset?: number }

/** The offset of the next page, or null when this page was the last. */
export function nextOffset(offset: number, received: number, hasMore: boolean): number | null {
  return hasMore && received > 0 ? offset + received : null
}

export class Page<T> {
  readonly data: T[]
  readonly has_more: boolean
  readonly offset: number
  /** The whole response body (lists may carry more than the items). */
  readonly body: Record<string, unknown>
  readonly #fetchPage: (offset: number) => Promise<Page<T>>

  constructor(body: Record<string, unknown>, itemsKey: string, offset: number, fetchPage: (offset: number) => Promise<Page<T>>) {
    this.body = body
    this.data = (body[itemsKey] as T[] | undefined) ?? []
    this.has_more = body.has_more === true
    this.offset = offset
    this.#fetchPage = fetchPage
  }

  hasNextPage(): boolean { return nextOffset(this.offset, this.data.length, this.has_more) !== null }

  async getNextPage(): Promise<Page<T>> {
    const next = nextOffset(this.offset, this.data.length, this.has_more)
    if (next === null) throw new Error('No next page: check hasNextPage() first.')
    return this.#fetchPage(next)
  }

  async *iterPages(): AsyncGenerator<Page<T>> {
    let page: Page<T> = this
    yield page
    while (page.hasNextPage()) { page = await page.getNextPage(); yield page }
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

export function listPages<T>(core: Core, path: string, itemsKey: string, params: PageParams & Record<string, unknown> = {}, opts?: RequestOptions): PagePromise<T> {
  const { offset: start = 0, ...rest } = params
  const load = async (offset: number): Promise<RawResult<Page<T>>> => {
    const query = { ...(rest as Record<string, string | number | boolean | undefined>), offset }
    const r = await core.request<Record<string, unknown>>({ method: 'GET', path, query }, opts)
    return { data: new Page<T>(r.data ?? {}, itemsKey, offset, async (o) => (await load(o)).data), response: r.response }
  }
  return new PagePromise<T>(load(start))
}

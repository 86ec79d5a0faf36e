// Pagination. Offset lists (spec: lists take `limit` and `offset`, answer `has_more`): `await client.x.list()` gives
// one page; `for await (const item of client.x.list())` walks every page. The next offset is `offset + items
// received` (not `+ limit`: a server may cap the page), and an empty page ends the walk even if it says has_more, so
// a misbehaving server cannot make the loop spin. The same rule is pinned by sdk-conformance/pagination.json.
// Sequence lists (a conversation's messages: `after_seq`, `limit`, answer `has_more` and `next_after_seq`) walk the
// same way on a cursor that must move forward: a `next_after_seq` that does not pass the current one ends the walk.
import { APIPromise } from "./core.js";
/** The offset of the next page, or null when this page was the last. */
export function nextOffset(offset, received, hasMore) {
    return hasMore && received > 0 ? offset + received : null;
}
/** The after_seq of the next page of a sequence list, or null when this page was the last. */
export function nextAfterSeq(afterSeq, received, hasMore, next) {
    return hasMore && received > 0 && typeof next === 'number' && next > afterSeq ? next : null;
}
export class Page {
    data;
    has_more;
    /** The offset this page was read at (offset lists), or its `after_seq` (sequence lists). */
    offset;
    /** The whole response body (lists may carry more than the items, e.g. `pending` turns). */
    body;
    #next;
    #fetchPage;
    constructor(body, data, offset, next, fetchPage) {
        this.body = body;
        this.data = data;
        this.has_more = body.has_more === true;
        this.offset = offset;
        this.#next = next;
        this.#fetchPage = fetchPage;
    }
    hasNextPage() {
        return this.#next !== null;
    }
    async getNextPage() {
        if (this.#next === null)
            throw new Error('No next page: check hasNextPage() first.');
        return this.#fetchPage(this.#next);
    }
    async *iterPages() {
        let page = this;
        yield page;
        while (page.hasNextPage()) {
            page = await page.getNextPage();
            yield page;
        }
    }
    async *[Symbol.asyncIterator]() {
        for await (const p of this.iterPages())
            yield* p.data;
    }
}
/** A list call: await it for the first page, or `for await` it for every item of every page. */
export class PagePromise extends APIPromise {
    async *[Symbol.asyncIterator]() {
        const first = await this;
        yield* first;
    }
}
/** A GET list paged by limit/offset; `itemsKey` names the array in the body. */
export function listPages(core, path, itemsKey, params = {}, opts) {
    const { offset: start = 0, ...rest } = params;
    const load = async (offset) => {
        const r = await core.request({ method: 'GET', path, query: { ...rest, offset } }, opts);
        return {
            data: offsetPage(r.data ?? {}, itemsKey, offset, async (o) => (await load(o)).data),
            response: r.response,
        };
    };
    return new PagePromise(load(start));
}
export function offsetPage(body, itemsKey, offset, fetchPage) {
    const data = body[itemsKey] ?? [];
    return new Page(body, data, offset, nextOffset(offset, data.length, body.has_more === true), fetchPage);
}
export function seqPage(body, itemsKey, afterSeq, fetchPage) {
    const data = body[itemsKey] ?? [];
    return new Page(body, data, afterSeq, nextAfterSeq(afterSeq, data.length, body.has_more === true, body.next_after_seq), fetchPage);
}
/**
 * Any paged read, given how to load the page at a cursor (an offset or an after_seq) and how to make a Page of the
 * body: the skill-backed lists (topics, a topic's messages) use it over POST invocations.
 */
export function pagesOf(start, load, toPage) {
    const loadPage = async (cursor) => {
        const r = await load(cursor);
        return { data: toPage(r.data ?? {}, cursor, async (c) => (await loadPage(c)).data), response: r.response };
    };
    return new PagePromise(loadPage(start));
}
//# sourceMappingURL=pagination.js.map
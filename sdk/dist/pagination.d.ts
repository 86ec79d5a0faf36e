import { APIPromise, type Core, type RawResult, type RequestOptions } from './core.ts';
export interface PageParams {
    limit?: number;
    offset?: number;
}
/** The offset of the next page, or null when this page was the last. */
export declare function nextOffset(offset: number, received: number, hasMore: boolean): number | null;
/** The after_seq of the next page of a sequence list, or null when this page was the last. */
export declare function nextAfterSeq(afterSeq: number, received: number, hasMore: boolean, next: unknown): number | null;
export declare class Page<T> {
    #private;
    readonly data: T[];
    readonly has_more: boolean;
    /** The offset this page was read at (offset lists), or its `after_seq` (sequence lists). */
    readonly offset: number;
    /** The whole response body (lists may carry more than the items, e.g. `pending` turns). */
    readonly body: Record<string, unknown>;
    constructor(body: Record<string, unknown>, data: T[], offset: number, next: number | null, fetchPage: (cursor: number) => Promise<Page<T>>);
    hasNextPage(): boolean;
    getNextPage(): Promise<Page<T>>;
    iterPages(): AsyncGenerator<Page<T>>;
    [Symbol.asyncIterator](): AsyncGenerator<T>;
}
/** A list call: await it for the first page, or `for await` it for every item of every page. */
export declare class PagePromise<T> extends APIPromise<Page<T>> implements AsyncIterable<T> {
    [Symbol.asyncIterator](): AsyncGenerator<T>;
}
/** A GET list paged by limit/offset; `itemsKey` names the array in the body. */
export declare function listPages<T>(core: Core, path: string, itemsKey: string, params?: PageParams & Record<string, unknown>, opts?: RequestOptions): PagePromise<T>;
export declare function offsetPage<T>(body: Record<string, unknown>, itemsKey: string, offset: number, fetchPage: (o: number) => Promise<Page<T>>): Page<T>;
export declare function seqPage<T>(body: Record<string, unknown>, itemsKey: string, afterSeq: number, fetchPage: (s: number) => Promise<Page<T>>): Page<T>;
/**
 * Any paged read, given how to load the page at a cursor (an offset or an after_seq) and how to make a Page of the
 * body: the skill-backed lists (topics, a topic's messages) use it over POST invocations.
 */
export declare function pagesOf<T>(start: number, load: (cursor: number) => Promise<RawResult<Record<string, unknown>>>, toPage: (body: Record<string, unknown>, cursor: number, fetchPage: (c: number) => Promise<Page<T>>) => Page<T>): PagePromise<T>;
//# sourceMappingURL=pagination.d.ts.map
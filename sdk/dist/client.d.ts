import { APIPromise, type ClientOptions, type RequestOptions } from './core.ts';
import { ConnectKeys, Connections, Clients, Files, ModelUsage, Skills, Webhooks, Workspaces } from './resources.ts';
import { Topics } from './topics.ts';
import { Workstreams } from './workstreams.ts';
import type { ResultOf } from './api.ts';
export declare class SkillsConnect {
    #private;
    readonly skills: Skills;
    readonly connectKeys: ConnectKeys;
    readonly connections: Connections;
    readonly webhooks: Webhooks;
    readonly clients: Clients;
    readonly workspaces: Workspaces;
    readonly files: Files;
    readonly workstreams: Workstreams;
    readonly topics: Topics;
    readonly modelUsage: ModelUsage;
    constructor(options?: ClientOptions);
    get baseUrl(): string;
    get serviceVersion(): string;
    /** Who the key belongs to. */
    me(opts?: RequestOptions): APIPromise<ResultOf<'getMe'>>;
    /** The service's health (never throttled). */
    health(opts?: RequestOptions): APIPromise<ResultOf<'getHealth'>>;
    /** Escape hatch: any path, with the same headers, retries and errors. The data is the parsed JSON. */
    request<T = unknown>(method: string, path: string, o?: {
        query?: Record<string, string | number | boolean | undefined>;
        body?: unknown;
    } & RequestOptions): APIPromise<T>;
}
//# sourceMappingURL=client.d.ts.map
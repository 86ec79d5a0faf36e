import { APIPromise, type Core, type RequestOptions } from './core.ts';
import { type PagePromise } from './pagination.ts';
import { type SkillStreamEvent } from './sse.ts';
import { type BodyOf, type ItemOf, type QueryOf, type ResultOf } from './api.ts';
import type { SkillInput, SkillName, SkillResult } from './skill-types.ts';
export type { BodyOf, ItemOf, QueryOf, ResultOf } from './api.ts';
export declare class Skills {
    #private;
    constructor(core: Core);
    /** Runs a skill; input and result are typed per skill name. */
    invoke<S extends SkillName>(name: S, input: SkillInput<S>, opts?: RequestOptions): APIPromise<SkillResult<S>>;
    /** A skill this SDK version does not know yet (by name or slug); the result is untyped. */
    invokeRaw(name: string, input: Record<string, unknown>, opts?: RequestOptions): APIPromise<{
        skill: string;
        output: Record<string, unknown>;
        correlation_id: string;
    }>;
    /** The catalogue (never throttled). */
    list(params?: QueryOf<'listSkills'>, opts?: RequestOptions): PagePromise<ResultOf<'listSkills'>['skills'][number]>;
    /**
     * A streaming skill's events (`progress`, `delta`, then `result`); an `error` event is thrown as a StreamError.
     * Leaving the loop early aborts the request.
     */
    stream<S extends SkillName>(name: S, input: SkillInput<S>, opts?: RequestOptions): AsyncGenerator<SkillStreamEvent<SkillResult<S>>>;
}
export declare class ConnectKeys {
    #private;
    constructor(core: Core);
    create(body: BodyOf<'createConnectKey'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        obfuscated_value: string;
        last_used_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        permissions: import("./index.ts").components["schemas"]["KeyPermissions"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        workspace_id: string | null;
        rate_limit_per_minute: number | null;
        description: string | null;
        environment: "sandbox" | "live" | null;
        created_by_user_id: string | null;
        rotated_from_key_id: string | null;
        expires_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        revoked_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        value: string;
    }>;
    list(params?: QueryOf<'listConnectKeys'>, opts?: RequestOptions): PagePromise<ItemOf<'listConnectKeys'>>;
    retrieve(keyId: string, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        obfuscated_value: string;
        last_used_at: string | null;
        permissions: import("./index.ts").components["schemas"]["KeyPermissions"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        workspace_id: string | null;
        rate_limit_per_minute: number | null;
        description: string | null;
        environment: "sandbox" | "live" | null;
        created_by_user_id: string | null;
        rotated_from_key_id: string | null;
        expires_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        revoked_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
    update(keyId: string, body: BodyOf<'updateConnectKey'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        obfuscated_value: string;
        last_used_at: string | null;
        permissions: import("./index.ts").components["schemas"]["KeyPermissions"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        workspace_id: string | null;
        rate_limit_per_minute: number | null;
        description: string | null;
        environment: "sandbox" | "live" | null;
        created_by_user_id: string | null;
        rotated_from_key_id: string | null;
        expires_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        revoked_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
    delete(keyId: string, opts?: RequestOptions): APIPromise<void>;
    rotate(keyId: string, body?: BodyOf<'rotateConnectKey'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        obfuscated_value: string;
        last_used_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        permissions: import("./index.ts").components["schemas"]["KeyPermissions"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        workspace_id: string | null;
        rate_limit_per_minute: number | null;
        description: string | null;
        environment: "sandbox" | "live" | null;
        created_by_user_id: string | null;
        rotated_from_key_id: string | null;
        expires_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        revoked_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        value: string;
    }>;
    flushCache(keyId: string, opts?: RequestOptions): APIPromise<void>;
    /** The organization's workspaces (for a key's `workspace_id`). */
    workspaces(params?: QueryOf<'listKeyWorkspaces'>, opts?: RequestOptions): PagePromise<ItemOf<'listKeyWorkspaces'>>;
    permissionCatalog(opts?: RequestOptions): APIPromise<{
        data: import("./index.ts").components["schemas"]["PermissionCatalogEntry"][];
    }>;
}
export declare class WebhookDeliveries {
    #private;
    constructor(core: Core);
    list(endpointId: string, params?: QueryOf<'listWebhookDeliveries'>, opts?: RequestOptions): PagePromise<ItemOf<'listWebhookDeliveries'>>;
    redeliver(endpointId: string, deliveryId: string, opts?: RequestOptions): APIPromise<{
        id: string;
        event_id: string;
        event: import("./index.ts").components["schemas"]["EmittedEventName"];
        status: "pending" | "succeeded" | "dead";
        dead: boolean;
        attempts: number;
        last_response_code: number | null;
        last_error: string | null;
        next_attempt_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        last_attempt_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        delivered_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** A delivery with its recorded attempts (code, duration, the start of the receiver's answer), newest first. */
    retrieve(endpointId: string, deliveryId: string, opts?: RequestOptions): APIPromise<{
        delivery: import("./index.ts").components["schemas"]["WebhookDelivery"];
        attempts: import("./index.ts").components["schemas"]["WebhookAttempt"][];
    }>;
}
export declare class WebhookEndpoints {
    #private;
    readonly deliveries: WebhookDeliveries;
    constructor(core: Core);
    create(body: BodyOf<'createWebhookEndpoint'>, opts?: RequestOptions): APIPromise<{
        id: string;
        url: string;
        description: string | null;
        event_types: import("./index.ts").components["schemas"]["SubscribableEventName"][];
        enabled: boolean;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        previous_secret_expires_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        secret: string;
    }>;
    list(params?: QueryOf<'listWebhookEndpoints'>, opts?: RequestOptions): PagePromise<ItemOf<'listWebhookEndpoints'>>;
    retrieve(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        url: string;
        description: string | null;
        event_types: import("./index.ts").components["schemas"]["SubscribableEventName"][];
        enabled: boolean;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        previous_secret_expires_at: string | null;
    }>;
    update(id: string, body: BodyOf<'updateWebhookEndpoint'>, opts?: RequestOptions): APIPromise<{
        id: string;
        url: string;
        description: string | null;
        event_types: import("./index.ts").components["schemas"]["SubscribableEventName"][];
        enabled: boolean;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        previous_secret_expires_at: string | null;
    }>;
    delete(id: string, opts?: RequestOptions): APIPromise<void>;
    rotateSecret(id: string, body?: BodyOf<'rotateWebhookSecret'>, opts?: RequestOptions): APIPromise<{
        id: string;
        url: string;
        description: string | null;
        event_types: import("./index.ts").components["schemas"]["SubscribableEventName"][];
        enabled: boolean;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
        previous_secret_expires_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        secret: string;
    }>;
    /** Queues one `webhook.test` delivery to this endpoint only (follow it in `deliveries`). */
    sendTestEvent(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        event_id: string;
        event: import("./index.ts").components["schemas"]["EmittedEventName"];
        status: "pending" | "succeeded" | "dead";
        dead: boolean;
        attempts: number;
        last_response_code: number | null;
        last_error: string | null;
        next_attempt_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        last_attempt_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        delivered_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
}
export declare class Webhooks {
    #private;
    readonly endpoints: WebhookEndpoints;
    constructor(core: Core);
    eventTypes(opts?: RequestOptions): APIPromise<{
        data: {
            type: import("./index.ts").components["schemas"]["WebhookEventType"];
            description: string;
            data_fields: string[];
            aliases: import("./index.ts").components["schemas"]["WebhookEventType"][];
            alias_of: "workstream.run.completed" | "workstream.run.failed" | null;
            reserved: boolean;
            deprecated: boolean;
        }[];
    }>;
}
export declare class Clients {
    #private;
    constructor(core: Core);
    create(body: BodyOf<'createClient'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        currency: string;
        workspace_id: string | null;
        locked_through: string | null;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    list(params?: QueryOf<'listClients'>, opts?: RequestOptions): PagePromise<ItemOf<'listClients'>>;
    retrieve(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        currency: string;
        workspace_id: string | null;
        locked_through: string | null;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    update(id: string, body: BodyOf<'updateClient'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        currency: string;
        workspace_id: string | null;
        locked_through: string | null;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** The client's journal entries with their lines (the ids a reconciliation names), a page at a time. */
    journalEntries(id: string, params?: QueryOf<'listJournalEntries'>, opts?: RequestOptions): PagePromise<ItemOf<'listJournalEntries'>>;
    journalEntry(id: string, entryId: string, opts?: RequestOptions): APIPromise<{
        id: string;
        client_id: string;
        date: string;
        narration: string;
        reference: string | null;
        contact_id: string | null;
        total: string;
        lines: {
            line: number;
            account_code: string;
            debit: string | null;
            credit: string | null;
            description: string | null;
        }[];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** The client's bank statement lines, a page at a time. */
    statementLines(id: string, params?: QueryOf<'listStatementLines'>, opts?: RequestOptions): PagePromise<ItemOf<'listStatementLines'>>;
}
/** The organization's workspaces; clients, files, workplans and topics belong to one. */
export declare class Workspaces {
    #private;
    constructor(core: Core);
    create(body: BodyOf<'createWorkspace'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        slug: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        archived_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
    list(params?: QueryOf<'listWorkspaces'>, opts?: RequestOptions): PagePromise<ItemOf<'listWorkspaces'>>;
    retrieve(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        slug: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        archived_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
    update(id: string, body: BodyOf<'updateWorkspace'>, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        slug: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        archived_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
    archive(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        slug: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        archived_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
    restore(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        name: string;
        slug: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        archived_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
    }>;
}
export declare class Connections {
    #private;
    constructor(core: Core);
    /** The organization's OAuth connections (MCP clients authorised by its people). */
    list(params?: QueryOf<'listConnections'>, opts?: RequestOptions): PagePromise<ItemOf<'listConnections'>>;
    /** Revokes a connection's tokens (204; idempotent). */
    revoke(connectionId: string, opts?: RequestOptions): APIPromise<void>;
}
/** What `files.create` takes: bytes in memory, a Blob or File, or a stream (read to its end before the first attempt). */
export type Uploadable = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
export interface UploadParams {
    /** The part's filename (recorded, sanitised). Default: a File's name, a path's base name, else `file`. */
    filename?: string;
    /** The declared content type (recorded; the service trusts only what it sniffs). */
    contentType?: string;
}
export declare class Files {
    #private;
    constructor(core: Core);
    /**
     * Uploads a file (multipart/form-data, one part `file`) and answers its record (201). The bytes are held as a
     * Blob so that a retry sends them again under the same Idempotency-Key (the server compares the body's SHA-256 on
     * a replay); a stream is read to its end first. Over FILE_LIMIT_BYTES the server answers 413.
     */
    create(file: Uploadable, params?: UploadParams, opts?: RequestOptions): APIPromise<ResultOf<'uploadFile', 201>>;
    /** Uploads the file at a path (Node, Deno, Bun: read through fs.openAsBlob, not into memory at once). */
    upload(path: string, params?: UploadParams, opts?: RequestOptions): APIPromise<ResultOf<'uploadFile', 201>>;
    retrieve(id: string, opts?: RequestOptions): APIPromise<{
        id: string;
        workspace_id: string | null;
        filename: string;
        size_bytes: number;
        content_type: string;
        declared_content_type: string | null;
        sha256: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** The file's bytes: the Response, its body unread (`await (await client.files.content(id)).arrayBuffer()`). */
    content(id: string, opts?: RequestOptions): APIPromise<Response>;
}
export declare class ModelUsage {
    #private;
    constructor(core: Core);
    /** Model calls and tokens summed for the organization, or one topic (`topic_id`), optionally `since` a time. */
    retrieve(params?: QueryOf<'getModelUsage'>, opts?: RequestOptions): APIPromise<{
        organization_id: string;
        topic_id: string | null;
        since: string | null;
        calls: number;
        input_tokens: number;
        output_tokens: number;
    }>;
}
//# sourceMappingURL=resources.d.ts.map
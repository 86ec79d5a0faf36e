import type { Core, RequestOptions } from './core.ts';
import { type PagePromise } from './pagination.ts';
import { type BodyOf, type ItemOf, type QueryOf } from './api.ts';
export declare class TemplateVersions {
    #private;
    constructor(core: Core);
    /** Publishes the template's next version (201). */
    create(templateId: string, body: BodyOf<'publishWorkstreamTemplateVersion'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        template_id: string;
        version: number;
        tasks: import("./index.ts").components["schemas"]["TaskDefinition"][];
        published_at: import("./index.ts").components["schemas"]["Timestamp"];
        published_by: string;
    }>;
    retrieve(templateId: string, version: number, opts?: RequestOptions): import("./core.ts").APIPromise<{
        template_id: string;
        version: number;
        tasks: import("./index.ts").components["schemas"]["TaskDefinition"][];
        published_at: import("./index.ts").components["schemas"]["Timestamp"];
        published_by: string;
    }>;
}
export declare class Templates {
    #private;
    readonly versions: TemplateVersions;
    constructor(core: Core);
    create(body: BodyOf<'createWorkstreamTemplate'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        description: string | null;
        latest_version: number;
        tasks: import("./index.ts").components["schemas"]["TaskDefinition"][];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    list(params?: QueryOf<'listWorkstreamTemplates'>, opts?: RequestOptions): PagePromise<ItemOf<'listWorkstreamTemplates'>>;
    retrieve(templateId: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        description: string | null;
        latest_version: number;
        tasks: import("./index.ts").components["schemas"]["TaskDefinition"][];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
}
export declare class Workplans {
    #private;
    constructor(core: Core);
    create(body: BodyOf<'createWorkplan'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        client_id: string;
        template_id: string;
        blueprint_id: string;
        template_version: number | null;
        owner_user_id: string;
        inputs: Record<string, unknown>;
        schedule: import("./index.ts").components["schemas"]["WorkplanSchedule"] | null;
        next_run_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        writes_enabled: boolean;
        status: "active" | "archived";
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    list(params?: QueryOf<'listWorkplans'>, opts?: RequestOptions): PagePromise<ItemOf<'listWorkplans'>>;
    retrieve(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        client_id: string;
        template_id: string;
        blueprint_id: string;
        template_version: number | null;
        owner_user_id: string;
        inputs: Record<string, unknown>;
        schedule: import("./index.ts").components["schemas"]["WorkplanSchedule"] | null;
        next_run_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        writes_enabled: boolean;
        status: "active" | "archived";
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    update(id: string, body: BodyOf<'updateWorkplan'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        client_id: string;
        template_id: string;
        blueprint_id: string;
        template_version: number | null;
        owner_user_id: string;
        inputs: Record<string, unknown>;
        schedule: import("./index.ts").components["schemas"]["WorkplanSchedule"] | null;
        next_run_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        writes_enabled: boolean;
        status: "active" | "archived";
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    archive(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        client_id: string;
        template_id: string;
        blueprint_id: string;
        template_version: number | null;
        owner_user_id: string;
        inputs: Record<string, unknown>;
        schedule: import("./index.ts").components["schemas"]["WorkplanSchedule"] | null;
        next_run_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        writes_enabled: boolean;
        status: "active" | "archived";
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Whether the workplan's write skills may write, and why not. */
    writeStatus(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        workplan_id: string;
        writes_enabled: boolean;
        changed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        changed_by: string | null;
        waiting_tasks: number;
    }>;
    enableWrites(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        workplan_id: string;
        writes_enabled: boolean;
        changed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        changed_by: string | null;
        waiting_tasks: number;
    }>;
    disableWrites(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        workplan_id: string;
        writes_enabled: boolean;
        changed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        changed_by: string | null;
        waiting_tasks: number;
    }>;
    /** The workplan's triggers (its schedule's next fire times and what they started). */
    triggers(id: string, params?: QueryOf<'listWorkplanTriggers'>, opts?: RequestOptions): PagePromise<ItemOf<'listWorkplanTriggers'>>;
}
export declare class CycleTasks {
    #private;
    constructor(core: Core);
    list(cycleId: string, params?: QueryOf<'listCycleTasks'>, opts?: RequestOptions): PagePromise<ItemOf<'listCycleTasks'>>;
    /** Runs a failed task again. */
    retry(cycleId: string, taskKey: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Skips a task, with a justification recorded in the history. */
    skip(cycleId: string, taskKey: string, body: BodyOf<'skipCycleTask'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Supplies the value an input task waits for (matching its `input_schema`). */
    input(cycleId: string, taskKey: string, body: BodyOf<'supplyCycleTaskInput'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
}
type CycleEvent = ItemOf<'listCycleEvents'>;
export declare class Cycles {
    #private;
    readonly tasks: CycleTasks;
    constructor(core: Core);
    create(body: BodyOf<'startCycle'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    list(params?: QueryOf<'listCycles'>, opts?: RequestOptions): PagePromise<ItemOf<'listCycles'>>;
    retrieve(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Pauses the cycle (`mode`: `drain` lets running tasks finish, 202 until they have; `immediate`). */
    pause(id: string, body?: BodyOf<'pauseCycle'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    resume(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    cancel(id: string, body?: BodyOf<'cancelCycle'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Approves a task waiting on approval (`decision: 'approve'`, the default) with a comment. */
    approve(id: string, body: Omit<BodyOf<'approveCycleTask'>, 'decision'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Rejects a task waiting on approval: it runs again as a new revision. */
    reject(id: string, body: Omit<BodyOf<'approveCycleTask'>, 'decision'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        run_id: string;
        workplan_id: string;
        template_id: string;
        template_version: number;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        status: import("./index.ts").components["schemas"]["CycleStatus"];
        waiting_on: {
            task_key: import("./index.ts").components["schemas"]["TaskKey"];
            waiting_on: "approval" | "timer" | "writes" | "input";
        }[];
        outcome: "clean" | "with_exceptions" | null;
        error: null | {
            code: string;
            message: string;
            task_key: string | null;
        };
        version: number;
        pause: null | {
            mode: "drain" | "immediate";
            reason: string | null;
            requested_by: import("./index.ts").components["schemas"]["Actor"];
            requested_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        counts: {
            pending: number;
            ready: number;
            running: number;
            waiting: number;
            succeeded: number;
            failed: number;
            skipped: number;
            cancelled: number;
        };
        writes_enabled: boolean;
        created_by: import("./index.ts").components["schemas"]["Actor"];
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        started_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        completed_at: import("./index.ts").components["schemas"]["NullableTimestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /**
     * The cycle's event log as JSON pages after `after_seq` (await: one page; `for await`: every event so far, each
     * next page after the last `seq` received). For events still to come, `tail`.
     */
    events(id: string, params?: QueryOf<'listCycleEvents'>, opts?: RequestOptions): PagePromise<CycleEvent>;
    /**
     * The live tail (SSE): every event after `lastEventId` (else the whole history), then new ones until the cycle's
     * terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends before that
     * event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to `maxReconnects`
     * times without progress; leaving the loop closes the stream.
     */
    tail(id: string, o?: {
        lastEventId?: string | number;
        maxReconnects?: number;
    } & RequestOptions): AsyncGenerator<{
        event: string;
        data: CycleEvent;
        id: string | null;
    }>;
}
export declare class Approvals {
    #private;
    constructor(core: Core);
    /** The approvals inbox: tasks of open cycles waiting on a decision the caller may make, each with the cycle's `version`. */
    list(params?: QueryOf<'listPendingApprovals'>, opts?: RequestOptions): PagePromise<ItemOf<'listPendingApprovals'>>;
}
export declare class Drafts {
    #private;
    constructor(core: Core);
    create(body: BodyOf<'createWorkstreamDraft'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        description: string | null;
        template_id: string | null;
        tasks: import("./index.ts").components["schemas"]["DraftTaskInput"][];
        status: "draft" | "published";
        version: number;
        published: null | {
            template_id: string;
            version: number;
            published_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        created_by: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    list(params?: QueryOf<'listWorkstreamDrafts'>, opts?: RequestOptions): PagePromise<ItemOf<'listWorkstreamDrafts'>>;
    retrieve(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        description: string | null;
        template_id: string | null;
        tasks: import("./index.ts").components["schemas"]["DraftTaskInput"][];
        status: "draft" | "published";
        version: number;
        published: null | {
            template_id: string;
            version: number;
            published_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        created_by: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** Replaces the fields given (version + 1); pass `{ ifMatch: draft.version }` to refuse a lost update. */
    update(id: string, body: BodyOf<'updateWorkstreamDraft'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        name: string;
        description: string | null;
        template_id: string | null;
        tasks: import("./index.ts").components["schemas"]["DraftTaskInput"][];
        status: "draft" | "published";
        version: number;
        published: null | {
            template_id: string;
            version: number;
            published_at: import("./index.ts").components["schemas"]["Timestamp"];
        };
        created_by: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
        updated_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    delete(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<void>;
    /** Every problem of the draft (changes nothing): `valid`, and each problem with its `task_key` and `loc`. */
    validate(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        draft_id: string;
        version: number;
        valid: boolean;
        errors: import("./index.ts").components["schemas"]["DraftProblem"][];
    }>;
    /** The task graph the draft would run for a workplan and period (nothing runs, nothing is stored). */
    preview(id: string, body: BodyOf<'previewWorkstreamDraft'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        draft_id: string;
        version: number;
        workplan_id: string;
        client_id: string;
        period: import("./index.ts").components["schemas"]["Period"];
        tasks: {
            key: import("./index.ts").components["schemas"]["TaskKey"];
            name: string;
            skill: string;
            writes: boolean;
            depth: number;
            depends_on: import("./index.ts").components["schemas"]["TaskKey"][];
            input: Record<string, unknown>;
            pending_bindings: {
                path: string[];
                source: string;
            }[];
            approval: import("./index.ts").components["schemas"]["ApprovalGate"] | null;
        }[];
    }>;
    /** Publishes the draft as a template version (201 with the draft and the template). */
    publish(id: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        draft: import("./index.ts").components["schemas"]["WorkstreamDraft"];
        template: import("./index.ts").components["schemas"]["WorkstreamTemplateVersion"];
    }>;
}
export declare class Workstreams {
    readonly templates: Templates;
    readonly workplans: Workplans;
    readonly cycles: Cycles;
    readonly approvals: Approvals;
    readonly drafts: Drafts;
    constructor(core: Core);
}
export {};
//# sourceMappingURL=workstreams.d.ts.map
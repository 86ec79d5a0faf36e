// The entry point: `new SkillsConnect({ apiKey, baseUrl })` (or SKILLS_CONNECT_API_KEY / SKILLS_CONNECT_BASE_URL).
import { APIPromise, Core } from "./core.js";
import { ConnectKeys, Connections, Clients, Files, ModelUsage, Skills, Webhooks, Workspaces } from "./resources.js";
import { Topics } from "./topics.js";
import { Workstreams } from "./workstreams.js";
export class SkillsConnect {
    #core;
    skills;
    connectKeys;
    connections;
    webhooks;
    clients;
    workspaces;
    files;
    workstreams;
    topics;
    modelUsage;
    constructor(options = {}) {
        this.#core = new Core(options);
        this.skills = new Skills(this.#core);
        this.connectKeys = new ConnectKeys(this.#core);
        this.connections = new Connections(this.#core);
        this.webhooks = new Webhooks(this.#core);
        this.clients = new Clients(this.#core);
        this.workspaces = new Workspaces(this.#core);
        this.files = new Files(this.#core);
        this.workstreams = new Workstreams(this.#core);
        this.topics = new Topics(this.#core, this.skills);
        this.modelUsage = new ModelUsage(this.#core);
    }
    get baseUrl() {
        return this.#core.baseUrl;
    }
    get serviceVersion() {
        return this.#core.serviceVersion;
    }
    /** Who the key belongs to. */
    me(opts) {
        return new APIPromise(this.#core.request({ method: 'GET', path: '/api/v1/auth/me' }, opts));
    }
    /** The service's health (never throttled). */
    health(opts) {
        return new APIPromise(this.#core.request({ method: 'GET', path: '/health' }, opts));
    }
    /** Escape hatch: any path, with the same headers, retries and errors. The data is the parsed JSON. */
    request(method, path, o = {}) {
        const { query, body, ...opts } = o;
        return new APIPromise(this.#core.request({ method, path, ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) }, opts));
    }
}
//# sourceMappingURL=client.js.map
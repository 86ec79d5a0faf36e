// The entry point: `new SkillsConnect({ apiKey, baseUrl })` (or SKILLS_CONNECT_API_KEY / SKILLS_CONNECT_BASE_URL).
import { APIPromise, Core, type ClientOptions, type RequestOptions } from './core.ts'
import { ConnectKeys, Connections, Clients, Files, ModelUsage, Skills, Webhooks, Workspaces } from './resources.ts'
import { Topics } from './topics.ts'
import { Workstreams } from './workstreams.ts'
import type { ResultOf } from './api.ts'

export class SkillsConnect {
  readonly #core: Core
  readonly skills: Skills
  readonly connectKeys: ConnectKeys
  readonly connections: Connections
  readonly webhooks: Webhooks
  readonly clients: Clients
  readonly workspaces: Workspaces
  readonly files: Files
  readonly workstreams: Workstreams
  readonly topics: Topics
  readonly modelUsage: ModelUsage

  constructor(options: ClientOptions = {}) {
    this.#core = new Core(options)
    this.skills = new Skills(this.#core)
    this.connectKeys = new ConnectKeys(this.#core)
    this.connections = new Connections(this.#core)
    this.webhooks = new Webhooks(this.#core)
    this.clients = new Clients(this.#core)
    this.workspaces = new Workspaces(this.#core)
    this.files = new Files(this.#core)
    this.workstreams = new Workstreams(this.#core)
    this.topics = new Topics(this.#core, this.skills)
    this.modelUsage = new ModelUsage(this.#core)
  }

  get baseUrl(): string {
    return this.#core.baseUrl
  }
  get serviceVersion(): string {
    return this.#core.serviceVersion
  }

  /** Who the key belongs to. */
  me(opts?: RequestOptions): APIPromise<ResultOf<'getMe'>> {
    return new APIPromise(this.#core.request({ method: 'GET', path: '/api/v1/auth/me' }, opts))
  }

  /** The service's health (never throttled). */
  health(opts?: RequestOptions): APIPromise<ResultOf<'getHealth'>> {
    return new APIPromise(this.#core.request({ method: 'GET', path: '/health' }, opts))
  }

  /** Escape hatch: any path, with the same headers, retries and errors. The data is the parsed JSON. */
  request<T = unknown>(
    method: string,
    path: string,
    o: { query?: Record<string, string | number | boolean | undefined>; body?: unknown } & RequestOptions = {},
  ): APIPromise<T> {
    const { query, body, ...opts } = o
    return new APIPromise<T>(
      this.#core.request<T>(
        { method, path, ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) },
        opts,
      ),
    )
  }
}

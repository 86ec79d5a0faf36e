// The portal's WorkStream pages (issue 24 §1 "WorkStreams"): the cycles list; a cycle page that follows the cycle's
// server-sent event tail live (portal.js opens an EventSource on GET /api/v1/workstreams/cycles/{id}/events with the
// session cookie, and the browser resumes with Last-Event-ID after a drop; each event refreshes the page's live part
// from a fragment); approve or reject a task with a comment; pause, resume, and cancel after a confirm step; an
// approvals inbox. Commands carry the version the page showed (If-Match): a page that is out of date is told so
// instead of acting on a cycle that moved on.
import { AppError, isAppError } from '../../errors/index.ts'
import { html, type Raw } from '../../lib/html.ts'
import { PORTAL, notice, when } from './layout.ts'
import type { PortalAnswer, PortalRequest, PortalRoute } from './route.ts'

const CYCLES = `${PORTAL}/cycles`
const ID = '([A-Za-z0-9_-]{1,80})'
const TERMINAL = new Set(['completed', 'failed', 'cancelled'])

interface Cycle {
  id: string
  workplan_id: string
  period: string
  status: string
  version: number
  outcome: string | null
  waiting_on: { task_key: string; waiting_on: string }[]
  error: { code: string; message: string } | null
  created_at: string
  started_at: string | null
  completed_at: string | null
}
interface Task {
  key: string
  name: string
  skill: string
  status: string
  waiting_on: string | null
  attempt: number
  revision: number
  approval: { required: number } | null
  decisions: { decision: string; comment: string; actor?: { id: string } }[]
}
interface Approval {
  cycle_id: string
  cycle_version: number
  workplan_id: string
  period: string
  task_key: string
  task_name: string
  skill: string
  required: number
  approvals: number
}

const DONE: Record<string, string> = {
  paused: 'Pause requested: the cycle stops once its running tasks finish.',
  resumed: 'Resumed.',
  cancelled: 'Cancel requested.',
  approved: 'Your approval is recorded.',
  rejected: 'Your rejection is recorded: the work goes back to be done again.',
}

export function cycleRoutes(): PortalRoute[] {
  return [
    { method: 'GET', pattern: /^\/portal\/cycles$/, run: (r) => list(r) },
    { method: 'POST', pattern: /^\/portal\/cycles$/, run: startCycle },
    { method: 'GET', pattern: new RegExp(`^/portal/cycles/${ID}$`), run: (r) => cyclePage(r) },
    {
      method: 'GET',
      pattern: new RegExp(`^/portal/cycles/${ID}/panel$`),
      run: async (r) => ({ fragment: (await livePart(r, r.params[0]!)).html }),
    },
    { method: 'POST', pattern: new RegExp(`^/portal/cycles/${ID}/(pause|resume)$`), run: pauseOrResume },
    { method: 'GET', pattern: new RegExp(`^/portal/cycles/${ID}/cancel$`), run: cancelConfirm },
    { method: 'POST', pattern: new RegExp(`^/portal/cycles/${ID}/cancel$`), run: cancel },
    { method: 'POST', pattern: new RegExp(`^/portal/cycles/${ID}/decide$`), run: decide },
    { method: 'GET', pattern: /^\/portal\/approvals$/, run: inbox },
  ]
}

const page = (title: string, section: 'cycles' | 'approvals', body: Raw, status?: number): PortalAnswer => ({
  page: { title, section, body },
  ...(status ? { status } : {}),
})

function badge(status: string): Raw {
  const kind = status === 'completed' ? 'ok' : status === 'failed' || status === 'cancelled' ? 'bad' : ''
  return html`<span class="badge ${kind}">${status}</span>`
}

async function list(
  r: PortalRequest,
  error?: AppError,
  values = { workplan_id: r.url.searchParams.get('workplan') ?? '', period: '' },
): Promise<PortalAnswer> {
  const offset = Math.max(0, Number(r.url.searchParams.get('offset')) || 0)
  const { data, has_more } = (await r.call('listCycles', { query: { limit: 50, offset } })).body as {
    data: Cycle[]
    has_more: boolean
  }
  const plans = (
    (await r.call('listWorkplans', { query: { limit: 100 } })).body as {
      data: { id: string; name: string; status: string }[]
    }
  ).data.filter((w) => w.status !== 'archived')
  const err = (field: string): Raw =>
    error?.param === field
      ? html`<p class="hint" id="${field}-error" role="alert"><strong>${error.message}</strong></p>`
      : html``
  const general =
    error && !['workplan_id', 'period'].includes(error.param ?? '') ? notice('error', error.message) : html``
  const startForm = plans.length
    ? html`<h2 id="start">Start a cycle</h2>${general}
    <form method="post" action="${CYCLES}" novalidate><input type="hidden" name="idempotency_key" value="${r.newId()}">
      <div class="field"><label for="workplan_id">Workplan</label><select id="workplan_id" name="workplan_id">
        ${plans.map((w) => html`<option value="${w.id}"${values.workplan_id === w.id ? html` selected` : html``}>${w.name}</option>`)}</select>${err('workplan_id')}</div>
      <div class="field"><label for="period">Period</label><p class="hint" id="period-hint">A month (2026-07), a quarter (2026-Q3) or a year (2026).</p>
        <input type="text" id="period" name="period" required value="${values.period}" aria-describedby="period-hint${error?.param === 'period' ? ' period-error' : ''}">${err('period')}</div>
      <div class="actions"><button type="submit">Start cycle</button></div></form>`
    : html``
  const rows = data.map(
    (c) => html`<tr data-cycle-id="${c.id}"><th scope="row"><a href="${CYCLES}/${c.id}"><code>${c.id}</code></a></th>
    <td><code>${c.workplan_id}</code></td><td>${c.period}</td><td>${badge(c.status)}</td><td>${when(c.started_at)}</td><td>${when(c.completed_at)}</td></tr>`,
  )
  return page(
    'WorkStream cycles',
    'cycles',
    html`<h1>WorkStream cycles</h1>
    ${
      data.length
        ? html`<table><caption class="visually-hidden">Cycles, newest first</caption><thead><tr><th scope="col">Cycle</th><th scope="col">Workplan</th>
      <th scope="col">Period</th><th scope="col">Status</th><th scope="col">Started</th><th scope="col">Finished</th></tr></thead><tbody>${rows}</tbody></table>`
        : html`<p>No cycles yet.</p>`
    }
    ${has_more ? html`<p><a href="${CYCLES}?offset=${String(offset + 50)}">Next page</a></p>` : html``}${startForm}
    <p><a href="${CYCLES}/setup">Set up a WorkStream</a>: choose what to run (or the starter) and for which client.</p>`,
    error ? (error.status === 429 ? 429 : 422) : undefined,
  )
}

async function startCycle(r: PortalRequest): Promise<PortalAnswer> {
  const form = await r.form()
  const values = { workplan_id: form.get('workplan_id') ?? '', period: (form.get('period') ?? '').trim() }
  try {
    if (!values.period)
      throw new AppError('validation_error', 'Enter the period the cycle is for.', { param: 'period' })
    const idempotencyKey = form.get('idempotency_key') || undefined
    const c = (await r.call('startCycle', { body: values, ...(idempotencyKey ? { idempotencyKey } : {}) }))
      .body as Cycle
    return { redirect: `${CYCLES}/${c.id}` }
  } catch (err) {
    if (!isAppError(err) || err.status >= 500 || err.status === 401) throw err
    const param = err.param?.replace(/^body\./, '').split(/[.[]/)[0]
    const message =
      err.code === 'validation_error' && param === 'period'
        ? 'Enter a month (2026-07), a quarter (2026-Q3) or a year (2026).'
        : err.message
    return list(r, new AppError(err.code, message, param ? { param } : {}), values)
  }
}

async function load(r: PortalRequest, id: string): Promise<{ cycle: Cycle; tasks: Task[] }> {
  const [c, t] = await Promise.all([
    r.call('getCycle', { params: { cycle_id: id } }),
    r.call('listCycleTasks', { params: { cycle_id: id }, query: { limit: 100 } }),
  ])
  return { cycle: c.body as Cycle, tasks: (t.body as { data: Task[] }).data }
}

/** The part of the cycle page that follows the tail: status, tasks and the actions they allow now. */
async function livePart(r: PortalRequest, id: string): Promise<Raw> {
  const { cycle: c, tasks } = await load(r, id)
  const v = String(c.version)
  const actions: Raw[] = []
  if (['queued', 'running', 'waiting', 'blocked'].includes(c.status)) {
    actions.push(
      html`<form method="post" action="${CYCLES}/${c.id}/pause" class="inline"><input type="hidden" name="version" value="${v}"><button type="submit" class="secondary">Pause</button></form>`,
    )
  }
  if (c.status === 'paused') {
    actions.push(
      html`<form method="post" action="${CYCLES}/${c.id}/resume" class="inline"><input type="hidden" name="version" value="${v}"><button type="submit">Resume</button></form>`,
    )
  }
  if (!TERMINAL.has(c.status) && c.status !== 'cancelling')
    actions.push(html`<a class="button danger" href="${CYCLES}/${c.id}/cancel">Cancel…</a>`)
  const rows = tasks.map((t) => {
    const awaiting = t.status === 'waiting' && t.waiting_on === 'approval'
    const decide = awaiting
      ? html`<form method="post" action="${CYCLES}/${c.id}/decide" class="decision">
        <input type="hidden" name="version" value="${v}"><input type="hidden" name="task_key" value="${t.key}">
        <label for="comment-${t.key}">Comment on ${t.name}</label>
        <input type="text" id="comment-${t.key}" name="comment" required maxlength="4000">
        <div class="actions"><button type="submit" name="decision" value="approve" aria-label="Approve ${t.name}">Approve</button>
        <button type="submit" name="decision" value="reject" class="secondary" aria-label="Reject ${t.name}">Reject</button></div></form>`
      : html``
    const gate = t.approval
      ? html`<br><span class="muted">${String(t.decisions.filter((d) => d.decision === 'approve').length)} of ${String(t.approval.required)} approvals</span>`
      : html``
    return html`<tr data-task-key="${t.key}" data-task-status="${t.status}"><th scope="row">${t.name}<br><code class="muted">${t.skill}</code></th>
      <td data-field="task-status">${t.status}${t.waiting_on ? html` (${t.waiting_on})` : html``}${gate}</td>
      <td>${String(t.attempt)}</td><td>${decide}</td></tr>`
  })
  return html`<p role="status" aria-live="polite">Status: <strong data-field="status">${c.status}</strong>${c.outcome ? html` (${c.outcome})` : html``}</p>
    ${c.error ? notice('error', `${c.error.code}: ${c.error.message}`) : html``}
    ${actions.length ? html`<div class="actions">${actions}</div>` : html``}
    <table><caption class="visually-hidden">Tasks</caption><thead><tr><th scope="col">Task</th><th scope="col">Status</th><th scope="col">Attempt</th>
      <th scope="col"><span class="visually-hidden">Decision</span></th></tr></thead><tbody>${rows}</tbody></table>`
}

async function cyclePage(r: PortalRequest, error?: AppError): Promise<PortalAnswer> {
  const id = r.params[0]!
  const c = (await r.call('getCycle', { params: { cycle_id: id } })).body as Cycle
  const done = DONE[r.url.searchParams.get('done') ?? '']
  const live = await livePart(r, id)
  return page(
    `Cycle ${c.id}`,
    'cycles',
    html`<p><a href="${CYCLES}">All cycles</a></p><h1>Cycle <code>${c.id}</code></h1>
    ${done ? notice('ok', done) : html``}${error ? notice('error', error.message) : html``}
    <dl class="props"><dt>Workplan</dt><dd><code>${c.workplan_id}</code></dd><dt>Period</dt><dd>${c.period}</dd>
      <dt>Created</dt><dd>${when(c.created_at)}</dd></dl>
    <section id="cycle" aria-label="Progress" data-events="/api/v1/workstreams/cycles/${c.id}/events" data-panel="${CYCLES}/${c.id}/panel"
      data-terminal="${TERMINAL.has(c.status) ? 'true' : 'false'}">${live}</section>
    <p class="muted">This page follows the cycle as it runs; without script, <a href="${CYCLES}/${c.id}">reload it</a>.</p>`,
    error ? (error.status === 412 ? 409 : error.status) : undefined,
  )
}

/** A command's refusal that the page can explain (out of date, not allowed now): the cycle page again, with the reason. */
async function refused(r: PortalRequest, err: unknown): Promise<PortalAnswer> {
  if (!isAppError(err) || err.status >= 500 || err.status === 401 || err.status === 404) throw err
  const message =
    err.code === 'version_mismatch'
      ? 'The cycle changed since this page was shown; here it is as it is now.'
      : err.message
  return cyclePage(r, new AppError(err.code, message, err.param ? { param: err.param } : {}))
}

async function pauseOrResume(r: PortalRequest): Promise<PortalAnswer> {
  const form = await r.form()
  const [id, action] = [r.params[0]!, r.params[1]!]
  try {
    await r.call(action === 'pause' ? 'pauseCycle' : 'resumeCycle', {
      params: { cycle_id: id },
      ifMatch: `"${form.get('version') ?? ''}"`,
      ...(action === 'pause' ? { body: {} } : {}),
    })
  } catch (err) {
    return refused(r, err)
  }
  return { redirect: `${CYCLES}/${id}?done=${action === 'pause' ? 'paused' : 'resumed'}` }
}

async function cancelConfirm(r: PortalRequest): Promise<PortalAnswer> {
  const c = (await r.call('getCycle', { params: { cycle_id: r.params[0]! } })).body as Cycle
  return page(
    'Cancel cycle',
    'cycles',
    html`<h1>Cancel cycle <code>${c.id}</code>?</h1>
    ${notice('warn', 'Tasks not yet finished will not run. Work already done stays done. This cannot be undone.')}
    <form method="post" action="${CYCLES}/${c.id}/cancel">
      <input type="hidden" name="version" value="${String(c.version)}">
      <div class="field"><label for="reason">Reason <span class="muted">(optional)</span></label><input type="text" id="reason" name="reason" maxlength="1000"></div>
      <div class="actions"><button type="submit" class="danger">Cancel the cycle</button><a href="${CYCLES}/${c.id}">Keep it running</a></div></form>`,
  )
}

async function cancel(r: PortalRequest): Promise<PortalAnswer> {
  const form = await r.form()
  const id = r.params[0]!
  const reason = (form.get('reason') ?? '').trim()
  try {
    await r.call('cancelCycle', {
      params: { cycle_id: id },
      ifMatch: `"${form.get('version') ?? ''}"`,
      body: reason ? { reason } : {},
    })
  } catch (err) {
    return refused(r, err)
  }
  return { redirect: `${CYCLES}/${id}?done=cancelled` }
}

async function decide(r: PortalRequest): Promise<PortalAnswer> {
  const form = await r.form()
  const id = r.params[0]!
  const decision = form.get('decision') === 'reject' ? 'reject' : 'approve'
  const comment = (form.get('comment') ?? '').trim()
  const back = form.get('from') === 'inbox' ? `${PORTAL}/approvals` : `${CYCLES}/${id}`
  try {
    if (!comment)
      throw new AppError('validation_error', 'Say why in a comment: it is kept with the decision.', {
        param: 'comment',
      })
    await r.call('approveCycleTask', {
      params: { cycle_id: id },
      ifMatch: `"${form.get('version') ?? ''}"`,
      body: { task_key: form.get('task_key') ?? '', decision, comment },
    })
  } catch (err) {
    return refused(r, err)
  }
  return { redirect: `${back}?done=${decision === 'approve' ? 'approved' : 'rejected'}` }
}

async function inbox(r: PortalRequest): Promise<PortalAnswer> {
  const { data } = (await r.call('listPendingApprovals', { query: { limit: 100 } })).body as { data: Approval[] }
  const done = DONE[r.url.searchParams.get('done') ?? '']
  const items = data.map(
    (a) => html`<li class="card" data-approval="${a.cycle_id}:${a.task_key}">
      <h2>${a.task_name}</h2><p><code>${a.skill}</code> in cycle <a href="${CYCLES}/${a.cycle_id}"><code>${a.cycle_id}</code></a> (workplan <code>${a.workplan_id}</code>, ${a.period});
      ${String(a.approvals)} of ${String(a.required)} approvals.</p>
      <form method="post" action="${CYCLES}/${a.cycle_id}/decide"><input type="hidden" name="from" value="inbox">
        <input type="hidden" name="version" value="${String(a.cycle_version)}"><input type="hidden" name="task_key" value="${a.task_key}">
        <div class="field"><label for="c-${a.cycle_id}-${a.task_key}">Comment</label><input type="text" id="c-${a.cycle_id}-${a.task_key}" name="comment" required maxlength="4000"></div>
        <div class="actions"><button type="submit" name="decision" value="approve" aria-label="Approve ${a.task_name}">Approve</button>
        <button type="submit" name="decision" value="reject" class="secondary" aria-label="Reject ${a.task_name}">Reject</button></div></form></li>`,
  )
  return page(
    'Approvals',
    'approvals',
    html`<h1>Approvals waiting for you</h1>${done ? notice('ok', done) : html``}
    ${data.length ? html`<ul class="cards plain">${items}</ul>` : html`<p>Nothing is waiting for your approval.</p>`}`,
  )
}

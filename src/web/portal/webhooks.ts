// The portal's webhook pages (issue 24 §1 "Webhooks"; spec: endpoints "registered from a dashboard", "kept visible
// with the last response code in the endpoint's deliveries panel"): endpoints (create with the signing secret shown
// once, event types from the event-type catalogue, rotate the secret, disable, delete), the deliveries panel of an
// endpoint (event, attempts, last response code, state, dead), updated live by portal.js from a fragment of this
// page; an attempt log per delivery (code, duration, the start of the receiver's answer); redeliver; a test event.
import { AppError, isAppError } from '../../errors/index.ts'
import { html, type Raw } from '../../lib/html.ts'
import { PORTAL, notice, when } from './layout.ts'
import { alreadyShown, graceSelect, readGrace, secretPage } from './parts.ts'
import type { PortalAnswer, PortalContext, PortalRequest, PortalRoute } from './route.ts'

const HOOKS = `${PORTAL}/webhooks`
const ID = '([A-Za-z0-9_-]{1,80})'

interface Endpoint {
  id: string
  url: string
  description: string | null
  event_types: string[]
  enabled: boolean
  created_at: string
  previous_secret_expires_at: string | null
  secret?: string
}
interface Delivery {
  id: string
  event: string
  status: 'pending' | 'succeeded' | 'dead'
  dead: boolean
  attempts: number
  last_response_code: number | null
  last_error: string | null
  next_attempt_at: string | null
  last_attempt_at: string | null
  delivered_at: string | null
  created_at: string
}
interface Attempt {
  attempted_at: string
  response_code: number | null
  error: string | null
  duration_ms: number
  response_excerpt: string | null
}
interface EventType {
  type: string
  description: string
  reserved: boolean
  deprecated: boolean
}

export function webhookRoutes(): PortalRoute[] {
  return [
    { method: 'GET', pattern: /^\/portal\/webhooks$/, run: (r) => list(r) },
    { method: 'POST', pattern: /^\/portal\/webhooks$/, run: create },
    { method: 'GET', pattern: /^\/portal\/webhooks\/reveal\/([A-Za-z0-9_-]{1,64})$/, run: reveal },
    { method: 'GET', pattern: new RegExp(`^/portal/webhooks/${ID}$`), run: (r) => endpointPage(r) },
    { method: 'GET', pattern: new RegExp(`^/portal/webhooks/${ID}/panel$`), run: panelFragment },
    { method: 'GET', pattern: new RegExp(`^/portal/webhooks/${ID}/deliveries/${ID}$`), run: deliveryPage },
    { method: 'POST', pattern: new RegExp(`^/portal/webhooks/${ID}/deliveries/${ID}/redeliver$`), run: redeliver },
    { method: 'POST', pattern: new RegExp(`^/portal/webhooks/${ID}/test$`), run: sendTest },
    { method: 'POST', pattern: new RegExp(`^/portal/webhooks/${ID}/rotate$`), run: rotate },
    { method: 'POST', pattern: new RegExp(`^/portal/webhooks/${ID}/enabled$`), run: setEnabled },
    { method: 'GET', pattern: new RegExp(`^/portal/webhooks/${ID}/delete$`), run: deleteConfirm },
    { method: 'POST', pattern: new RegExp(`^/portal/webhooks/${ID}/delete$`), run: remove },
  ]
}

const page = (title: string, body: Raw, status?: number): PortalAnswer => ({
  page: { title, section: 'webhooks', body },
  ...(status ? { status } : {}),
})

async function eventTypes(r: PortalRequest): Promise<EventType[]> {
  return ((await r.call('listWebhookEventTypes')).body as { data: EventType[] }).data.filter(
    (e) => !e.reserved && !e.deprecated,
  )
}

const DONE: Record<string, string> = {
  deleted: 'Endpoint deleted: nothing more is sent to it.',
  test: 'Test event queued: watch it below.',
  redelivered: 'Delivery queued again.',
  disabled: 'Endpoint disabled: events are kept and sent when you enable it again.',
  enabled: 'Endpoint enabled.',
}

async function list(
  r: PortalRequest,
  values?: { url: string; description: string; events: string[] },
  error?: AppError,
): Promise<PortalAnswer> {
  const { data } = (await r.call('listWebhookEndpoints', { query: { limit: 100 } })).body as { data: Endpoint[] }
  const types = await eventTypes(r)
  const done = DONE[r.url.searchParams.get('done') ?? '']
  const v = values ?? { url: '', description: '', events: ['*'] }
  const rows = data.map(
    (e) => html`<tr data-endpoint-id="${e.id}"><th scope="row"><a href="${HOOKS}/${e.id}">${e.url}</a>
      ${e.description ? html`<br><span class="muted">${e.description}</span>` : html``}</th>
      <td>${e.event_types.map((t) => html`<code>${t}</code> `)}</td>
      <td>${e.enabled ? html`<span class="badge ok">Enabled</span>` : html`<span class="badge bad">Disabled</span>`}</td><td>${when(e.created_at)}</td></tr>`,
  )
  const table = data.length
    ? html`<table><caption class="visually-hidden">Webhook endpoints</caption><thead><tr><th scope="col">Endpoint</th><th scope="col">Events</th>
      <th scope="col">State</th><th scope="col">Added</th></tr></thead><tbody>${rows}</tbody></table>`
    : html`<p>No endpoints yet.</p>`
  const err = (field: string): Raw =>
    error?.param === field
      ? html`<p class="hint" id="${field}-error" role="alert"><strong>${error.message}</strong></p>`
      : html``
  const checked = new Set(v.events)
  const choice = (value: string, label: Raw | string, hint: string) => {
    const id = `ev-${value.replace(/[^a-z]/g, '-') || 'all'}`
    return html`<div class="choice"><input type="checkbox" id="${id}" name="event_types" value="${value}" aria-describedby="${id}-hint"${checked.has(value) ? html` checked` : html``}>
      <label for="${id}">${label}<span class="hint" id="${id}-hint">${hint}</span></label></div>`
  }
  const general =
    error && !['url', 'event_types', 'description'].includes(error.param ?? '')
      ? notice('error', error.message)
      : html``
  return page(
    'Webhooks',
    html`<h1>Webhooks</h1>${done ? notice('ok', done) : html``}${table}
    <h2 id="add">Add an endpoint</h2>${general}
    <form method="post" action="${HOOKS}" novalidate>
      <input type="hidden" name="idempotency_key" value="${r.newId()}">
      <div class="field"><label for="url">Endpoint URL</label><p class="hint" id="url-hint">A public HTTPS address. Each delivery is a signed POST.</p>
        <input type="url" id="url" name="url" required maxlength="2048" value="${v.url}" aria-describedby="url-hint${error?.param === 'url' ? ' url-error' : ''}">${err('url')}</div>
      <div class="field"><label for="description">Description <span class="muted">(optional)</span></label>
        <input type="text" id="description" name="description" maxlength="2000" value="${v.description}"></div>
      <fieldset><legend>Events to send</legend>${err('event_types')}
        ${choice('*', html`<strong>All events</strong>`, 'Every event type, including ones added later.')}
        ${types.map((t) => choice(t.type, html`<code>${t.type}</code>`, t.description))}</fieldset>
      <div class="actions"><button type="submit">Add endpoint</button></div>
    </form>`,
    error ? 422 : undefined,
  )
}

async function create(r: PortalRequest, c: PortalContext): Promise<PortalAnswer> {
  const form = await r.form()
  const v = {
    url: (form.get('url') ?? '').trim(),
    description: (form.get('description') ?? '').trim(),
    events: form.getAll('event_types'),
  }
  try {
    if (!v.url) throw new AppError('validation_error', "Enter the endpoint's URL.", { param: 'url' })
    if (!v.events.length)
      throw new AppError('validation_error', 'Choose at least one event, or all events.', { param: 'event_types' })
    const events = v.events.includes('*') ? ['*'] : v.events
    const idempotencyKey = form.get('idempotency_key') || undefined
    const res = await r.call('createWebhookEndpoint', {
      body: { url: v.url, event_types: events, ...(v.description ? { description: v.description } : {}) },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    })
    const e = res.body as Endpoint
    if (res.replayed) return { redirect: `${HOOKS}/${e.id}` }
    const slot = await c.reveals.put(r.principal.userId, {
      kind: 'webhook_secret',
      refId: e.id,
      label: e.url,
      value: e.secret!,
    })
    return { redirect: `${HOOKS}/reveal/${slot}` }
  } catch (err) {
    if (!isAppError(err) || ![400, 422].includes(err.status)) throw err
    const param =
      err.code === 'unknown_event_types' ? 'event_types' : err.param?.replace(/^body\./, '').split(/[.[]/)[0]
    return list(r, v, new AppError(err.code, err.message, param ? { param } : {}))
  }
}

async function reveal(r: PortalRequest, c: PortalContext): Promise<PortalAnswer> {
  const content = await c.reveals.take(r.principal.userId, r.params[0]!)
  if (content?.kind !== 'webhook_secret') {
    return page(
      'Already shown',
      alreadyShown(
        "This signing secret was shown once and cannot be shown again. If you did not store it, rotate the endpoint's secret.",
        { href: HOOKS, label: 'Back to webhooks' },
      ),
      410,
    )
  }
  return page(
    'Signing secret',
    secretPage({
      heading: `Signing secret for ${content.label}`,
      label: 'Signing secret',
      value: content.value,
      continueTo: `${HOOKS}/${content.refId}`,
      warning: html`<strong>This is the only time the secret is shown.</strong> Your receiver checks each delivery's <code>X-Webhook-Signature</code> with it (HMAC-SHA256 over <code>{timestamp}.{body}</code>).`,
    }),
  )
}

function stateOf(d: Delivery): Raw {
  if (d.status === 'succeeded') return html`<span class="badge ok">Delivered</span>`
  if (d.status === 'dead') return html`<span class="badge bad">Dead</span>`
  return d.attempts ? html`<span class="badge">Retrying</span>` : html`<span class="badge">Pending</span>`
}

/** The deliveries panel's table: its rows carry the state the live update and the tests read. */
function panel(endpointId: string, deliveries: Delivery[]): Raw {
  const pending = deliveries.filter((d) => d.status === 'pending').length
  const dead = deliveries.filter((d) => d.status === 'dead').length
  const rows = deliveries.map(
    (
      d,
    ) => html`<tr data-delivery-id="${d.id}" data-state="${d.status === 'pending' && d.attempts ? 'retrying' : d.status}">
      <td><a href="${HOOKS}/${endpointId}/deliveries/${d.id}"><code>${d.event}</code></a></td>
      <td class="attempts">${String(d.attempts)}</td>
      <td class="code">${d.last_response_code === null ? (d.last_error ?? '—') : String(d.last_response_code)}</td>
      <td class="state">${stateOf(d)}</td>
      <td>${d.dead ? html`<strong>Yes</strong>` : html`No`}</td>
      <td>${when(d.last_attempt_at ?? d.created_at)}</td>
      <td>${
        d.status === 'pending'
          ? html``
          : html`<form method="post" action="${HOOKS}/${endpointId}/deliveries/${d.id}/redeliver" class="inline">
        <button type="submit" class="secondary" aria-label="Redeliver ${d.event} delivery ${d.id}">Redeliver</button></form>`
      }</td></tr>`,
  )
  return html`<p class="muted" role="status" aria-live="polite" data-summary>${String(deliveries.length)} recent deliveries: ${String(pending)} in progress, ${String(dead)} dead.</p>
    ${
      deliveries.length
        ? html`<table><caption class="visually-hidden">Recent deliveries, newest first</caption><thead><tr><th scope="col">Event</th><th scope="col">Attempts</th>
      <th scope="col">Last response</th><th scope="col">State</th><th scope="col">Dead</th><th scope="col">Last attempt</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
      <tbody>${rows}</tbody></table>`
        : html`<p>Nothing sent yet. Send a test event to try the endpoint.</p>`
    }`
}

async function deliveries(r: PortalRequest, id: string): Promise<Delivery[]> {
  return (
    (await r.call('listWebhookDeliveries', { params: { endpoint_id: id }, query: { limit: 50 } })).body as {
      data: Delivery[]
    }
  ).data
}

async function endpointPage(r: PortalRequest): Promise<PortalAnswer> {
  const id = r.params[0]!
  const e = (await r.call('getWebhookEndpoint', { params: { endpoint_id: id } })).body as Endpoint
  const ds = await deliveries(r, id)
  const done = DONE[r.url.searchParams.get('done') ?? '']
  return page(
    `Endpoint ${e.url}`,
    html`<p><a href="${HOOKS}">All endpoints</a></p><h1>Endpoint</h1>${done ? notice('ok', done) : html``}
    <dl class="props"><dt>URL</dt><dd><code>${e.url}</code></dd>
      <dt>Events</dt><dd>${e.event_types.map((t) => html`<code>${t}</code> `)}</dd>
      <dt>State</dt><dd>${e.enabled ? html`<span class="badge ok">Enabled</span>` : html`<span class="badge bad">Disabled</span>`}</dd>
      ${e.description ? html`<dt>Description</dt><dd>${e.description}</dd>` : html``}
      ${e.previous_secret_expires_at ? html`<dt>Previous secret</dt><dd>also signs until ${when(e.previous_secret_expires_at)}</dd>` : html``}</dl>
    <div class="actions">
      <form method="post" action="${HOOKS}/${e.id}/test" class="inline"><button type="submit">Send test event</button></form>
      <form method="post" action="${HOOKS}/${e.id}/enabled" class="inline"><input type="hidden" name="enabled" value="${e.enabled ? 'false' : 'true'}">
        <button type="submit" class="secondary">${e.enabled ? 'Disable' : 'Enable'}</button></form>
      <a class="button danger" href="${HOOKS}/${e.id}/delete" aria-label="Delete… endpoint ${e.url}">Delete…</a></div>
    <h2 id="deliveries-h">Deliveries</h2>
    <section id="deliveries" aria-labelledby="deliveries-h" data-live="${HOOKS}/${e.id}/panel">${panel(e.id, ds)}</section>
    <p class="muted">This panel updates by itself; without script, <a href="${HOOKS}/${e.id}">reload the page</a>.</p>
    <h2 id="rotate">Rotate the signing secret</h2>
    <form method="post" action="${HOOKS}/${e.id}/rotate">
      ${graceSelect('The old secret also signs for')}
      <div class="actions"><button type="submit" class="secondary">Rotate secret</button></div></form>`,
  )
}

/** The panel alone (portal.js replaces the panel with it); a page of its own without script. */
async function panelFragment(r: PortalRequest): Promise<PortalAnswer> {
  const id = r.params[0]!
  return { fragment: panel(id, await deliveries(r, id)).html }
}

async function deliveryPage(r: PortalRequest): Promise<PortalAnswer> {
  const [id, deliveryId] = [r.params[0]!, r.params[1]!]
  const { delivery: d, attempts } = (
    await r.call('getWebhookDelivery', { params: { endpoint_id: id, delivery_id: deliveryId } })
  ).body as { delivery: Delivery; attempts: Attempt[] }
  const rows = attempts.map(
    (a, i) => html`<tr data-attempt="${String(attempts.length - i)}"><td>${when(a.attempted_at)}</td>
    <td class="code">${a.response_code === null ? '—' : String(a.response_code)}</td><td>${a.error ?? 'delivered'}</td><td>${String(a.duration_ms)} ms</td>
    <td>${a.response_excerpt ? html`<pre class="mono excerpt">${a.response_excerpt}</pre>` : html`<span class="muted">—</span>`}</td></tr>`,
  )
  return page(
    `Delivery ${d.id}`,
    html`<p><a href="${HOOKS}/${id}">Back to the endpoint</a></p><h1>Delivery of <code>${d.event}</code></h1>
    <dl class="props"><dt>Delivery id</dt><dd><code>${d.id}</code> (the <code>X-Webhook-Id</code> header)</dd><dt>State</dt><dd>${stateOf(d)}</dd>
      <dt>Attempts</dt><dd>${String(d.attempts)}</dd>${d.next_attempt_at ? html`<dt>Next attempt</dt><dd>${when(d.next_attempt_at)}</dd>` : html``}</dl>
    ${
      attempts.length
        ? html`<table><caption>Attempts, newest first</caption><thead><tr><th scope="col">When</th><th scope="col">Response</th><th scope="col">Outcome</th>
      <th scope="col">Took</th><th scope="col">Start of the answer</th></tr></thead><tbody>${rows}</tbody></table>`
        : html`<p>No attempt yet.</p>`
    }
    ${d.status === 'pending' ? html`` : html`<form method="post" action="${HOOKS}/${id}/deliveries/${d.id}/redeliver" class="actions"><button type="submit">Redeliver</button></form>`}`,
  )
}

async function redeliver(r: PortalRequest): Promise<PortalAnswer> {
  await r.form()
  await r.call('redeliverWebhook', { params: { endpoint_id: r.params[0]!, delivery_id: r.params[1]! } })
  return { redirect: `${HOOKS}/${r.params[0]!}?done=redelivered` }
}

async function sendTest(r: PortalRequest): Promise<PortalAnswer> {
  await r.form()
  await r.call('sendWebhookTestEvent', { params: { endpoint_id: r.params[0]! } })
  return { redirect: `${HOOKS}/${r.params[0]!}?done=test` }
}

async function rotate(r: PortalRequest, c: PortalContext): Promise<PortalAnswer> {
  const grace = readGrace(await r.form())
  const e = (
    await r.call('rotateWebhookSecret', { params: { endpoint_id: r.params[0]! }, body: { grace_period_hours: grace } })
  ).body as Endpoint
  const slot = await c.reveals.put(r.principal.userId, {
    kind: 'webhook_secret',
    refId: e.id,
    label: e.url,
    value: e.secret!,
  })
  return { redirect: `${HOOKS}/reveal/${slot}` }
}

async function setEnabled(r: PortalRequest): Promise<PortalAnswer> {
  const form = await r.form()
  const enabled = form.get('enabled') === 'true'
  await r.call('updateWebhookEndpoint', { params: { endpoint_id: r.params[0]! }, body: { enabled } })
  return { redirect: `${HOOKS}/${r.params[0]!}?done=${enabled ? 'enabled' : 'disabled'}` }
}

async function deleteConfirm(r: PortalRequest): Promise<PortalAnswer> {
  const e = (await r.call('getWebhookEndpoint', { params: { endpoint_id: r.params[0]! } })).body as Endpoint
  return page(
    'Delete endpoint',
    html`<h1>Delete this endpoint?</h1>
    ${notice('warn', html`Nothing more is sent to <code>${e.url}</code>, and its delivery history is removed. This cannot be undone.`)}
    <form method="post" action="${HOOKS}/${e.id}/delete" class="actions"><button type="submit" class="danger">Delete endpoint</button>
      <a href="${HOOKS}/${e.id}">Cancel</a></form>`,
  )
}

async function remove(r: PortalRequest): Promise<PortalAnswer> {
  await r.form()
  await r.call('deleteWebhookEndpoint', { params: { endpoint_id: r.params[0]! } })
  return { redirect: `${HOOKS}?done=deleted` }
}

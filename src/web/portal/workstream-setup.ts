// Setting up a WorkStream from the portal, so a person can start and watch a cycle without the API: choose a template
// (or create the starter: check an ABN, then check it again behind a review), a client (or add one), and bind them as
// a workplan. Each piece is made by its operation (createWorkstreamTemplate, createClient, createWorkplan) as the
// signed-in person, each with its own idempotency key from the form, so sending the form twice makes nothing twice.
import { AppError, isAppError } from '../../errors/index.ts'
import { html, type Raw } from '../../lib/html.ts'
import { PORTAL, notice } from './layout.ts'
import type { PortalAnswer, PortalRequest, PortalRoute } from './route.ts'

const SETUP = `${PORTAL}/cycles/setup`
const STARTER = 'starter'
const NEW_CLIENT = 'new'

/** The starter template (the README's WorkStreams example): two checks of an ABN, the second behind one approval. */
export function starterTemplate(abn: string) {
  const identifiers = [{ scheme: 'au_abn', value: abn }]
  return {
    name: 'Starter: ABN check with review',
    tasks: [
      { key: 'check_abn', name: 'Check the ABN', skill: 'identifiers.validate', input: { identifiers } },
      {
        key: 'review',
        name: 'Review the check',
        skill: 'identifiers.validate',
        depends_on: ['check_abn'],
        input: { identifiers },
        approval: { required: 1, distinct_from_preparer: false },
      },
    ],
  }
}

interface Values {
  template: string
  abn: string
  client: string
  client_name: string
  currency: string
  name: string
}
const DEFAULTS: Values = {
  template: STARTER,
  abn: '51 824 753 556',
  client: NEW_CLIENT,
  client_name: '',
  currency: 'AUD',
  name: '',
}

export function setupRoutes(): PortalRoute[] {
  return [
    { method: 'GET', pattern: /^\/portal\/cycles\/setup$/, run: (r) => form(r, DEFAULTS) },
    { method: 'POST', pattern: /^\/portal\/cycles\/setup$/, run: submit },
  ]
}

async function form(r: PortalRequest, v: Values, error?: AppError): Promise<PortalAnswer> {
  const [templates, clients] = await Promise.all([
    r
      .call('listWorkstreamTemplates', { query: { limit: 100 } })
      .then((x) => (x.body as { data: { id: string; name: string }[] }).data),
    r
      .call('listClients', { query: { limit: 100 } })
      .then((x) => (x.body as { data: { id: string; name: string }[] }).data),
  ])
  const err = (field: string): Raw =>
    error?.param === field
      ? html`<p class="hint" id="${field}-error" role="alert"><strong>${error.message}</strong></p>`
      : html``
  const general =
    error && !['template', 'abn', 'client', 'client_name', 'currency', 'name'].includes(error.param ?? '')
      ? notice('error', error.message)
      : html``
  const radio = (name: string, value: string, label: Raw | string, checked: boolean) => html`<div class="choice">
    <input type="radio" id="${name}-${value}" name="${name}" value="${value}"${checked ? html` checked` : html``}><label for="${name}-${value}">${label}</label></div>`
  const body = html`<p><a href="${PORTAL}/cycles">All cycles</a></p><h1>Set up a WorkStream</h1>${general}
    <p>A WorkStream runs the same tasks for a client every period. Choose what to run and for whom; then start its cycles.</p>
    <form method="post" action="${SETUP}" novalidate><input type="hidden" name="idempotency_key" value="${r.newId()}">
      <fieldset><legend>What to run</legend>${err('template')}
        ${radio('template', STARTER, html`<strong>Starter</strong>: check an ABN, then check it again behind your review`, v.template === STARTER)}
        <div class="field"><label for="abn">ABN to check</label><input type="text" id="abn" name="abn" value="${v.abn}" maxlength="20">${err('abn')}</div>
        ${templates.map((t) => radio('template', t.id, t.name, v.template === t.id))}</fieldset>
      <fieldset><legend>For which client</legend>${err('client')}
        ${radio('client', NEW_CLIENT, 'A new client', v.client === NEW_CLIENT)}
        <div class="field"><label for="client_name">New client's name</label><input type="text" id="client_name" name="client_name" value="${v.client_name}" maxlength="200">${err('client_name')}</div>
        <div class="field"><label for="currency">Currency</label><p class="hint" id="currency-hint">Three letters, such as AUD.</p>
          <input type="text" id="currency" name="currency" value="${v.currency}" maxlength="3" aria-describedby="currency-hint">${err('currency')}</div>
        ${clients.map((c) => radio('client', c.id, c.name, v.client === c.id))}</fieldset>
      <div class="field"><label for="name">Workplan name</label><p class="hint" id="name-hint">Empty: the template's name and the client's.</p>
        <input type="text" id="name" name="name" value="${v.name}" maxlength="200" aria-describedby="name-hint">${err('name')}</div>
      <div class="actions"><button type="submit">Create workplan</button></div></form>`
  return { page: { title: 'Set up a WorkStream', section: 'cycles', body }, ...(error ? { status: 422 } : {}) }
}

async function submit(r: PortalRequest): Promise<PortalAnswer> {
  const f = await r.form()
  const v: Values = {
    template: f.get('template') ?? STARTER,
    abn: (f.get('abn') ?? '').trim(),
    client: f.get('client') ?? NEW_CLIENT,
    client_name: (f.get('client_name') ?? '').trim(),
    currency: (f.get('currency') ?? '').trim().toUpperCase(),
    name: (f.get('name') ?? '').trim(),
  }
  const key = f.get('idempotency_key') || r.newId()
  try {
    if (v.template === STARTER && !v.abn)
      throw new AppError('validation_error', 'Enter the ABN the starter checks.', { param: 'abn' })
    if (v.client === NEW_CLIENT && !v.client_name)
      throw new AppError('validation_error', 'Name the new client.', { param: 'client_name' })
    if (v.client === NEW_CLIENT && !/^[A-Z]{3}$/.test(v.currency))
      throw new AppError('validation_error', 'Enter a three-letter currency, such as AUD.', { param: 'currency' })
    const template =
      v.template === STARTER
        ? ((
            await r.call('createWorkstreamTemplate', {
              body: starterTemplate(v.abn),
              idempotencyKey: `${key}:template`,
            })
          ).body as { id: string; name: string })
        : { id: v.template, name: '' }
    const client =
      v.client === NEW_CLIENT
        ? ((
            await r.call('createClient', {
              body: { name: v.client_name, currency: v.currency },
              idempotencyKey: `${key}:client`,
            })
          ).body as { id: string; name: string })
        : { id: v.client, name: '' }
    const name = v.name || [template.name, client.name].filter(Boolean).join(' for ') || 'Workplan'
    const plan = (
      await r.call('createWorkplan', {
        body: { name, client_id: client.id, template_id: template.id },
        idempotencyKey: `${key}:workplan`,
      })
    ).body as { id: string }
    return { redirect: `${PORTAL}/cycles?workplan=${encodeURIComponent(plan.id)}#start` }
  } catch (err) {
    if (!isAppError(err) || err.status >= 500 || err.status === 401) throw err
    const param = err.param?.replace(/^body\./, '').split(/[.[]/)[0]
    return form(
      r,
      v,
      new AppError(
        err.code,
        err.message,
        param && ['abn', 'client_name', 'currency', 'name'].includes(param) ? { param } : {},
      ),
    )
  }
}

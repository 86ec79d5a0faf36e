// The portal's one script (served from /portal/assets/; CSP script-src 'self'). Every page works without it; it adds
// copy buttons, the back/forward-cache guard of pages that show a secret, and live updates where a page asks for them.

// A page showing a secret once: when the browser keeps the page for Back (the back/forward cache restores it without
// asking the server, no-store or not), the secret is wiped as the page is left, and a restored page moves on.
const secrets = document.querySelectorAll('[data-secret]')
if (secrets.length) {
  window.addEventListener('pagehide', () => {
    for (const el of secrets) { el.value = ''; el.removeAttribute('value'); el.textContent = '' }
  })
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) location.replace(document.querySelector('[data-continue]')?.getAttribute('href') ?? '/portal')
  })
}

// Copy buttons: <button data-copy="<id of an input>">.
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.hidden = false
  button.addEventListener('click', async () => {
    const target = document.getElementById(button.dataset.copy)
    if (!target) return
    try {
      await navigator.clipboard.writeText(target.value)
      button.textContent = 'Copied'
    } catch {
      target.select()
      button.textContent = 'Selected: press Ctrl+C'
    }
  })
}

// Live sections: <section data-live="<url of a fragment>"> is replaced by the fragment, polled often while
// something in it is in progress (a row with data-state pending or retrying) and rarely when nothing is; never while
// focus is inside it (a person about to press one of its buttons), and not while the tab is hidden.
const BUSY_MS = 1500
const IDLE_MS = 10000
for (const section of document.querySelectorAll('[data-live]')) {
  let last = null
  const busy = () => section.querySelector('[data-state="pending"],[data-state="retrying"]') !== null
  const later = (ms) => setTimeout(tick, ms)
  async function tick() {
    if (document.hidden) return later(IDLE_MS)
    if (section.contains(document.activeElement)) return later(BUSY_MS)
    try {
      const res = await fetch(section.dataset.live, { headers: { accept: 'text/html' }, cache: 'no-store', credentials: 'same-origin' })
      if (!res.ok) return later(Math.max(IDLE_MS, Number(res.headers.get('retry-after') ?? 0) * 1000))
      const text = await res.text()
      if (text !== last) { last = text; section.innerHTML = text }
      section.dataset.updated = String(Date.now())
      later(busy() ? BUSY_MS : IDLE_MS)
    } catch {
      later(IDLE_MS)
    }
  }
  later(busy() ? BUSY_MS : IDLE_MS)
}

// A cycle page follows the cycle's event tail (server-sent events, the session cookie as credential; after a drop
// the browser reconnects and sends Last-Event-ID, and the tail resumes after it). Each burst of events refreshes
// the live part from its fragment; the stream is closed once the cycle has ended.
const cycle = document.querySelector('section[data-events]')
if (cycle && cycle.dataset.terminal !== 'true' && 'EventSource' in window) {
  const events = new EventSource(cycle.dataset.events)
  let pending = null
  const refresh = () => {
    pending = null
    if (cycle.contains(document.activeElement) && document.activeElement?.matches('input, textarea')) { pending = setTimeout(refresh, 1000); return }
    fetch(cycle.dataset.panel, { headers: { accept: 'text/html' }, cache: 'no-store', credentials: 'same-origin' })
      .then((res) => (res.ok ? res.text() : null))
      .then((text) => { if (text !== null) { cycle.innerHTML = text; cycle.dataset.updated = String(Date.now()) } })
      .catch(() => {})
  }
  const onEvent = (e) => {
    cycle.dataset.lastEventId = e.lastEventId
    if (!pending) pending = setTimeout(refresh, 150)
    if (e.type === 'cycle.status') {
      try { if (['completed', 'failed', 'cancelled'].includes(JSON.parse(e.data).data?.to)) { events.close(); cycle.dataset.terminal = 'true' } } catch {}
    }
  }
  for (const type of ['cycle.status', 'task.status', 'approval.decided', 'cycle.writes', 'input.received']) events.addEventListener(type, onEvent)
  window.addEventListener('pagehide', () => events.close())
}

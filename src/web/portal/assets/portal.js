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

// The API reference's start-up (served from /docs/assets/ under the docs CSP: script-src 'self', so no inline script).
// swagger-ui (swagger-ui-bundle.js, loaded before this file from our own package) draws /openapi.json. Nothing leaves
// this origin: the document is fetched here, "Try it out" is sent only to this origin (the servers list is replaced by
// it, a request interceptor refuses any other, and connect-src 'self' would block it anyway), the validator badge
// (validator.swagger.io) is off, and loading another document through the query string (?url=, ?configUrl=) is off.
'use strict'
;(function () {
  var root = document.getElementById('swagger-ui')
  // The filter box matches operations too (path, summary, operation id, skill name), not only tag names: with 148
  // operations a person looks for "invoice", not for the tag it sits under.
  function FilterOperations() {
    return {
      fn: {
        opsFilter: function (taggedOps, phrase) {
          var q = String(phrase).toLowerCase()
          var hit = function (v) { return typeof v === 'string' && v.toLowerCase().indexOf(q) !== -1 }
          return taggedOps.map(function (tagObj, tag) {
            if (hit(tag)) return tagObj
            return tagObj.set('operations', tagObj.get('operations').filter(function (op) {
              var o = op.get('operation')
              return hit(op.get('path')) || hit(o.get('summary')) || hit(o.get('operationId')) || hit(o.get('x-skill-name'))
            }))
          }).filter(function (tagObj) { return tagObj.get('operations').size > 0 })
        },
      },
    }
  }
  // An operation's path without swagger-ui's deep link inside its summary button (a link inside a button is nested
  // interactive content, axe "nested-interactive"); expanding an operation still puts its deep link in the address.
  function PlainSummaryPath(system) {
    var h = system.React.createElement
    return {
      wrapComponents: {
        OperationSummaryPath: function () {
          return function (props) {
            var path = props.operationProps.get('path')
            var parts = []
            path.split('/').forEach(function (p, i) {
              if (i > 0) parts.push(h('wbr', { key: i }), '/' + p)
              else parts.push(p)
            })
            return h('span', { className: props.operationProps.get('deprecated') ? 'opblock-summary-path__deprecated' : 'opblock-summary-path', 'data-path': path }, h('span', null, parts))
          }
        },
      },
    }
  }
  // What swagger-ui leaves out for assistive technology, added as it draws (measured with axe): a name for each of its
  // selects (servers, examples, enum parameters: "select-name") and keyboard focus for its scrolling code blocks
  // ("scrollable-region-focusable").
  function nameControls() {
    root.querySelectorAll('select:not([aria-label])').forEach(function (s) {
      var row = s.closest('tr')
      var param = row && row.querySelector('.parameter__name')
      var name = s.id === 'servers' ? 'Server'
        : s.classList.contains('examples-select-element') ? 'Example'
        : s.closest('.content-type-wrapper, .response-control-media-type') ? 'Media type'
        : param ? param.textContent.replace(/\*/g, '').trim()
        : 'Value'
      s.setAttribute('aria-label', name)
    })
    root.querySelectorAll('.microlight:not([tabindex])').forEach(function (c) { c.setAttribute('tabindex', '0') })
  }
  var pending = false
  new MutationObserver(function () {
    if (pending) return
    pending = true
    requestAnimationFrame(function () { pending = false; nameControls() })
  }).observe(root, { childList: true, subtree: true })

  function fail(message) {
    root.removeAttribute('aria-busy')
    root.textContent = ''
    var p = document.createElement('p')
    p.className = 'docs-error'
    p.setAttribute('role', 'alert')
    p.textContent = 'The reference could not be drawn: ' + message + '. The description itself is at /openapi.json.'
    root.appendChild(p)
  }
  if (typeof window.SwaggerUIBundle !== 'function') { fail('swagger-ui did not load'); return }
  fetch('/openapi.json', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(function (res) {
      if (!res.ok) throw new Error('/openapi.json answered ' + res.status)
      return res.json()
    })
    .then(function (spec) {
      spec.servers = [{ url: location.origin, description: 'This server (the reference sends requests nowhere else)' }]
      // The whole overview is the reference's first page (the document's info.description is short: src/spec/overview.ts).
      if (spec.info && typeof spec.info['x-overview'] === 'string') spec.info.description = spec.info['x-overview']
      root.textContent = ''
      window.ui = window.SwaggerUIBundle({
        domNode: root,
        spec: spec,
        presets: [window.SwaggerUIBundle.presets.apis],
        plugins: [FilterOperations, PlainSummaryPath],
        layout: 'BaseLayout',
        validatorUrl: null,
        queryConfigEnabled: false,
        deepLinking: true,
        docExpansion: 'none',
        defaultModelsExpandDepth: 0,
        filter: true,
        showExtensions: true,
        showCommonExtensions: true,
        displayRequestDuration: true,
        tryItOutEnabled: false,
        persistAuthorization: false,
        requestInterceptor: function (req) {
          if (new URL(req.url, location.href).origin !== location.origin) throw new Error('The reference sends requests to this server only.')
          // Only the credential given under Authorize: a portal session cookie the browser holds for this origin would
          // otherwise authenticate "Try it out" as the signed-in person, and a write would be made in their name.
          req.credentials = 'omit'
          return req
        },
        onComplete: function () { root.removeAttribute('aria-busy'); document.documentElement.setAttribute('data-docs-ready', '') },
      })
    })
    .catch(function (e) { fail(e && e.message ? e.message : String(e)) })
})()

// Pieces more than one portal page uses: the one-time secret page and its "already shown" answer, and the grace
// choice of a rotation (keys and webhook secrets alike: Stripe's "Roll key" offers an expiry: now, 1 hour, a day, a week).
import { AppError } from '../../errors/index.ts'
import { html, type Raw } from '../../lib/html.ts'
import { notice } from './layout.ts'

export const GRACE_CHOICES = [
  ['0', 'End the old one now'],
  ['1', '1 hour'],
  ['24', '24 hours (default)'],
  ['168', '7 days'],
] as const

/** The grace a rotation form chose, in hours; anything but one of the choices is refused. */
export function readGrace(form: URLSearchParams): number {
  const grace = Number(form.get('grace_period_hours') ?? '24')
  if (!GRACE_CHOICES.some(([v]) => Number(v) === grace)) {
    throw new AppError('validation_error', 'Choose one of the grace periods offered.', { param: 'grace_period_hours' })
  }
  return grace
}

export function graceSelect(label: string): Raw {
  return html`<div class="field"><label for="grace">${label}</label><select id="grace" name="grace_period_hours">
    ${GRACE_CHOICES.map(([v, text]) => html`<option value="${v}"${v === '24' ? html` selected` : html``}>${text}</option>`)}</select></div>`
}

/** The page that shows a secret once: wiped as it is left (portal.js, data-secret), and moved on from if restored. */
export function secretPage(o: {
  heading: string
  warning: Raw
  label: string
  value: string
  continueTo: string
}): Raw {
  return html`<h1>${o.heading}</h1>${notice('warn', o.warning)}
    <div class="field"><label for="secret">${o.label}</label>
      <input type="text" class="secret" id="secret" name="secret" readonly value="${o.value}" data-secret autocomplete="off" spellcheck="false">
      <button type="button" class="secondary" data-copy="secret" hidden>Copy</button></div>
    <p><a class="button" href="${o.continueTo}" data-continue>I have stored it, continue</a></p>`
}

/** What a reveal URL answers after its one visit (410). */
export function alreadyShown(message: string, back: { href: string; label: string }): Raw {
  return html`<h1>Already shown</h1>${notice('warn', message)}<p><a href="${back.href}" data-continue>${back.label}</a></p>`
}

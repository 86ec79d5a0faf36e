// Secrets never reach the kit's output (console, JUnit, failure messages): the keys it was given, every `sk_…` value
// a response carried (keys it created or rotated) and webhook signing secrets are cut to their last four characters.
const SECRET = /\b(sk|whsec)_[0-9A-Za-z]{8,}\b/g

const known = new Set<string>()

/** Adds a value to hide wherever it appears (the API keys given to the kit; anything else secret). */
export function hideSecret(value: string | null | undefined): void {
  if (value && value.length >= 8) known.add(value)
}

export function redact(text: string): string {
  let out = text
  for (const v of known) out = out.split(v).join(`${v.slice(0, 3)}…${v.slice(-4)}`)
  return out.replace(SECRET, (m, kind: string) => `${kind}_…${m.slice(-4)}`)
}

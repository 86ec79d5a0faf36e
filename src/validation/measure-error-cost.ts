// What a large bad body costs to reject (not a test; run by hand, numbers go in the README):
//   node --expose-gc src/validation/measure-error-cost.ts
// Compares plain Ajv allErrors with compileRequestValidator on a ~1 MiB body of 100,000 bad items: time, errors
// built, and heap still held by the error list after a full GC.
import { createAjv } from './ajv.ts'
import { compileRequestValidator, THOROUGH_MAX_VALUES } from './request-validator.ts'
import { ajvErrorsToValidation } from './ajv-errors-to-validation.ts'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc')

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: { type: 'object', required: ['amount'], properties: { amount: { type: 'string' } } },
    },
  },
}
let bodyText = JSON.stringify({ items: Array.from({ length: 100_000 }, (_, i) => ({ amount: i })) })

const alive: unknown[] = []

function measure(
  label: string,
  fn: { errors?: unknown[] | null },
  validate: (d: unknown) => unknown[] | null | undefined,
  showHeap = true,
): void {
  const runs: number[] = []
  let errors: unknown[] | null | undefined
  let held = 0
  for (let i = 0; i < 5; i++) {
    const data = JSON.parse(bodyText) as unknown
    alive.push(data) // so the body's own memory does not leave the heap between the two readings
    fn.errors = null // nor the previous run's errors
    errors = null
    gc!()
    const before = process.memoryUsage().heapUsed
    const t0 = performance.now()
    errors = validate(data)
    // cast: a measurement script: the errors Ajv returned, whatever their generic
    const envelope = ajvErrorsToValidation((errors ?? []) as never, { wrapped: false })
    runs.push(performance.now() - t0)
    gc!()
    held = process.memoryUsage().heapUsed - before
    if (!envelope.details?.length) throw new Error('expected a failure')
    alive.length = 0
  }
  runs.sort((a, b) => a - b)
  const heap = showHeap ? `   heap held by them ${(held / 1024).toFixed(0).padStart(7)} KiB` : ''
  console.log(
    `${label.padEnd(34)} median ${runs[2]!.toFixed(1).padStart(7)} ms   errors built ${String(errors?.length ?? 0).padStart(7)}${heap}`,
  )
}

console.log(`body: ${(bodyText.length / 1024).toFixed(0)} KiB, 100,000 bad items`)
const naive = createAjv({ allErrors: true }).compile(schema)
measure('Ajv allErrors: true', naive, (d) => {
  naive(d)
  return naive.errors
})
const first = createAjv().compile(schema)
measure('Ajv allErrors: false', first, (d) => {
  first(d)
  return first.errors
})
const twoPass = compileRequestValidator(createAjv(), schema)
measure('compileRequestValidator', twoPass, (d) => {
  twoPass(d)
  return twoPass.errors
})

// The most a thorough pass can cost: a body just under THOROUGH_MAX_VALUES, every item bad.
const small = JSON.stringify({
  items: Array.from({ length: Math.floor((THOROUGH_MAX_VALUES - 2) / 2) }, (_, i) => ({ amount: i })),
})
console.log(
  `body: ${(small.length / 1024).toFixed(0)} KiB, ${(THOROUGH_MAX_VALUES - 2) / 2} bad items (just under THOROUGH_MAX_VALUES)`,
)
bodyText = small
// (No heap column: the inner allErrors validator keeps the previous run's errors, as every Ajv validator does.)
measure(
  'compileRequestValidator (thorough pass)',
  twoPass,
  (d) => {
    twoPass(d)
    return twoPass.errors
  },
  false,
)

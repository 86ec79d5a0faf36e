// Synthetic books: seeded generators of a client's books with planted, labelled facts (tests, bench, README demo).
export { generateBooks, BANK_CODE, type GenerateOptions } from './generate.ts'
export { ledgerLinesOf, ledgerKey } from './ledger-lines.ts'
export { createRng, type Rng } from './prng.ts'
export type * from './types.ts'
export { combine, score, scoreAccruals, scoreReconcile, type ReconcileCategory, type Score } from './score.ts'
export { demoFiles, type DemoFiles, type DemoTruth } from './demo.ts'
export { generateRelatedParties, type RelatedBook, type RelatedLabels } from './related.ts'

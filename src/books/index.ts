// A client's books. Start with README.md.
export * as clients from './clients.ts'
export { isCalendarDate, validateJournalEntry, MAX_DETAILS, type AccountType, type BookRules, type JournalEntryInput, type JournalLine, type LedgerAccount, type ValidatedEntry } from './journal.ts'
export { clientNotFound, type ClientsDeps } from './clients.ts'
export * as importers from './import/index.ts'
export { derivedUuid, lineKeys, statementLineId, type IdentifiableLine } from './identity.ts'
export * as analysis from './analysis/index.ts'
export * as render from './render/index.ts'

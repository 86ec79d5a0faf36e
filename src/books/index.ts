// A client's books. Start with README.md.
export * as clients from './clients.ts'
export { isCalendarDate, validateJournalEntry, MAX_DETAILS, type AccountType, type BookRules, type JournalEntryInput, type JournalLine, type LedgerAccount, type ValidatedEntry } from './journal.ts'
export { clientNotFound, type ClientsDeps } from './clients.ts'
export * as importers from './import/index.ts'
export * as tb from './tb/index.ts'

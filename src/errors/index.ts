export { AppError, isAppError, type ValidationDetail, type AppErrorOptions } from './app-error.ts'
export { ERROR_CATALOGUE, catalogueEntry, type ErrorCode, type ErrorType } from './catalogue.ts'
export { errorBody, logRefusal, toAppError, STORE_RETRY_AFTER_SECONDS, type ErrorBody } from './envelope.ts'

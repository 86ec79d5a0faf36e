// The error catalogue: every error code the service emits, with its HTTP status and type.
// Spec: Errors; ../shared/SPEC-DECISIONS.md "Errors". A test keeps this table and openapi.yaml in step.
export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'api_error'
  | 'rate_limit_error'
  | 'idempotency_error'

export interface CatalogueEntry {
  status: number
  type: ErrorType
  /** Default message, used when the thrower gives none. */
  message: string
}

export const ERROR_CATALOGUE = {
  invalid_json: { status: 400, type: 'invalid_request_error', message: 'The request body is not valid JSON.' },
  invalid_multipart: {
    status: 400,
    type: 'invalid_request_error',
    message: 'The body is not well-formed multipart/form-data.',
  },
  invalid_body_encoding: {
    status: 400,
    type: 'invalid_request_error',
    message: 'The body does not decompress with its Content-Encoding.',
  },
  // Refused below the pipeline (http/parser-refusal.ts): Node's HTTP parser, or an HTTP/1.1 request without Host.
  malformed_request: {
    status: 400,
    type: 'invalid_request_error',
    message: 'The request is not well-formed HTTP/1.1.',
  },
  request_timeout: {
    status: 408,
    type: 'invalid_request_error',
    message: 'The request did not arrive within the time allowed.',
  },
  headers_too_large: {
    status: 431,
    type: 'invalid_request_error',
    message: 'The request line and headers are too large.',
  },
  invalid_service_version: { status: 400, type: 'invalid_request_error', message: 'Unsupported Service-Version.' },
  unknown_event_types: { status: 400, type: 'invalid_request_error', message: 'Unknown or reserved event types.' },
  unknown_permissions: { status: 400, type: 'invalid_request_error', message: 'Unknown permissions.' },
  auth_required: {
    status: 401,
    type: 'authentication_error',
    message: 'Authentication is required: send Authorization: Bearer <token>.',
  },
  invalid_token: {
    status: 401,
    type: 'authentication_error',
    message: 'The credential is invalid, expired or revoked.',
  },
  insufficient_scope: {
    status: 403,
    type: 'permission_error',
    message: 'The credential lacks the permission this operation needs.',
  },
  origin_not_allowed: { status: 403, type: 'permission_error', message: 'Requests from this Origin are not allowed.' },
  route_not_found: { status: 404, type: 'invalid_request_error', message: 'No such route.' },
  skill_not_found: { status: 404, type: 'invalid_request_error', message: 'No such skill.' },
  key_not_found: { status: 404, type: 'invalid_request_error', message: 'No such key.' },
  webhook_endpoint_not_found: { status: 404, type: 'invalid_request_error', message: 'No such webhook endpoint.' },
  delivery_not_found: { status: 404, type: 'invalid_request_error', message: 'No such delivery.' },
  client_not_found: { status: 404, type: 'invalid_request_error', message: 'No such client.' },
  journal_entry_not_found: { status: 404, type: 'invalid_request_error', message: 'No such journal entry.' },
  file_not_found: { status: 404, type: 'invalid_request_error', message: 'No such file.' },
  workstream_template_not_found: {
    status: 404,
    type: 'invalid_request_error',
    message: 'No such WorkStream template.',
  },
  workplan_not_found: { status: 404, type: 'invalid_request_error', message: 'No such workplan.' },
  cycle_not_found: { status: 404, type: 'invalid_request_error', message: 'No such cycle.' },
  topic_not_found: { status: 404, type: 'invalid_request_error', message: 'No such topic.' },
  conversation_not_found: { status: 404, type: 'invalid_request_error', message: 'No such conversation.' },
  workstream_draft_not_found: { status: 404, type: 'invalid_request_error', message: 'No such WorkStream draft.' },
  task_not_found: { status: 404, type: 'invalid_request_error', message: 'No such task in this cycle.' },
  method_not_allowed: { status: 405, type: 'invalid_request_error', message: 'Method not allowed on this route.' },
  payload_too_large: { status: 413, type: 'invalid_request_error', message: 'The request body is too large.' },
  unsupported_media_type: {
    status: 415,
    type: 'invalid_request_error',
    message: 'Send the request body as application/json.',
  },
  validation_error: { status: 422, type: 'invalid_request_error', message: 'The request failed validation.' },
  idempotency_key_reused: {
    status: 422,
    type: 'idempotency_error',
    message: 'This Idempotency-Key was used with a different request.',
  },
  idempotency_in_progress: {
    status: 409,
    type: 'idempotency_error',
    message: 'A request with this Idempotency-Key is still running; retry shortly.',
  },
  invalid_state_transition: {
    status: 409,
    type: 'invalid_request_error',
    message: 'The command is not allowed in the current state.',
  },
  cycle_already_open: {
    status: 409,
    type: 'invalid_request_error',
    message: 'A cycle of this workplan for this period is already open.',
  },
  workplan_archived: { status: 409, type: 'invalid_request_error', message: 'The workplan is archived.' },
  approval_already_decided: {
    status: 409,
    type: 'invalid_request_error',
    message: 'You already decided on this revision of the task.',
  },
  conversation_linked_elsewhere: {
    status: 409,
    type: 'invalid_request_error',
    message: 'The conversation belongs to another topic.',
  },
  conversation_topic_mismatch: {
    status: 409,
    type: 'invalid_request_error',
    message: 'The conversation belongs to another topic.',
  },
  artifact_already_linked: {
    status: 409,
    type: 'invalid_request_error',
    message: 'The artifact is already linked to this topic.',
  },
  // Document skills (src/documents/): an uploaded file that cannot be read, or is past a cap (param names the file).
  unsupported_document_type: {
    status: 422,
    type: 'invalid_request_error',
    message: 'The file is not a PDF, XLSX or CSV file.',
  },
  document_unreadable: {
    status: 422,
    type: 'invalid_request_error',
    message: 'The document cannot be read: it is malformed, damaged or encrypted.',
  },
  document_too_large: {
    status: 422,
    type: 'invalid_request_error',
    message: 'The document is larger than a document skill reads (bytes, inflated size or memory).',
  },
  document_too_many_pages: {
    status: 422,
    type: 'invalid_request_error',
    message: 'The document has more pages than a document skill reads.',
  },
  document_too_many_cells: {
    status: 422,
    type: 'invalid_request_error',
    message: 'The document has more cells than a document skill reads.',
  },
  document_extraction_timeout: {
    status: 422,
    type: 'invalid_request_error',
    message: 'Reading the document took longer than allowed; it was stopped.',
  },
  client_message_id_reused: {
    status: 422,
    type: 'invalid_request_error',
    message: 'This client_message_id was used for another message.',
  },
  turn_not_found: { status: 404, type: 'invalid_request_error', message: 'No such turn in this topic.' },
  turn_not_cancellable: { status: 409, type: 'invalid_request_error', message: 'The turn has already ended.' },
  topic_owner_required: {
    status: 403,
    type: 'permission_error',
    message: "Only the topic's owners may manage its members.",
  },
  topic_last_owner: { status: 409, type: 'invalid_request_error', message: 'A topic keeps at least one owner.' },
  version_mismatch: {
    status: 412,
    type: 'invalid_request_error',
    message: 'If-Match names another version of the cycle.',
  },
  self_approval_forbidden: {
    status: 403,
    type: 'permission_error',
    message: 'The preparer of this work may not approve it.',
  },
  approver_not_eligible: { status: 403, type: 'permission_error', message: 'You are not an approver of this task.' },
  'RATE_LIMIT.USER': { status: 403, type: 'api_error', message: 'The request budget of this credential is spent.' },
  'RATE_LIMIT.ORG': {
    status: 403,
    type: 'api_error',
    message: "The organization's request budget for this credential is spent.",
  },
  rate_limited: { status: 429, type: 'rate_limit_error', message: 'Too many requests.' },
  invalid_url: { status: 422, type: 'invalid_request_error', message: 'The URL must be a public HTTPS address.' },
  workspace_not_found: {
    status: 422,
    type: 'invalid_request_error',
    message: 'No such workspace in your organization.',
  },
  workspace_missing: { status: 404, type: 'invalid_request_error', message: 'No such workspace.' },
  workspace_archived: { status: 409, type: 'invalid_request_error', message: 'The workspace is archived.' },
  workspace_slug_taken: {
    status: 409,
    type: 'invalid_request_error',
    message: 'Another workspace of the organization has this slug.',
  },
  workspace_pinned: {
    status: 403,
    type: 'permission_error',
    message: 'This credential is pinned to one workspace; the operation spans the organization.',
  },
  permissions_immutable: {
    status: 501,
    type: 'api_error',
    message: 'Permissions of an existing key cannot be changed; create a new key instead.',
  },
  internal_error: { status: 500, type: 'api_error', message: 'An internal error occurred.' },
  skill_timeout: { status: 504, type: 'api_error', message: 'The skill did not finish within its time limit.' },
  service_unavailable: { status: 503, type: 'api_error', message: 'The service is temporarily unavailable.' },
  // One message for reads and writes: a write whose answer timed out may still have been applied.
  store_unavailable: {
    status: 503,
    type: 'api_error',
    message:
      'The store did not answer in time; the request may or may not have been applied. Retry with the same Idempotency-Key.',
  },
} as const satisfies Record<string, CatalogueEntry>

export type ErrorCode = keyof typeof ERROR_CATALOGUE

export function catalogueEntry(code: ErrorCode): CatalogueEntry {
  return ERROR_CATALOGUE[code]
}

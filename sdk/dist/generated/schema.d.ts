export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the service, its store and Redis
         * @description Never throttled, needs no credential. 200 when the store answers, 503 when it does not.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API description (OpenAPI 3.1), with one operation per installed skill
         * @description Never throttled, needs no credential. `openapi.yaml` bundled with every installed skill's operation and
         *     schemas; the server routes and validates requests by this same document.
         *     The same bytes for every caller until the next deploy: sent with `Content-Encoding: br` or `gzip` when
         *     `Accept-Encoding` allows (about 77 kB instead of 750 kB), with a strong `ETag` per encoding and `Cache-Control:
         *     public, max-age=300`. Send the ETag back as `If-None-Match` to get 304 with no body. Drawn for people at `/docs`.
         *     (`Content-Encoding` is not listed among the headers below: it belongs to HTTP, and mock servers that read it
         *     from a description send it without compressing.)
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List installed skills
         * @description Never throttled. Sorted by name.
         */
        get: operations["listSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/{skill}/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoke a skill by name or slug
         * @description Every installed skill also has its own operation at `/api/v1/skills/<name>/invoke` with its exact input
         *     and output schemas; this generic form accepts the skill's name or slug and answers 404 `skill_not_found`
         *     for anything else. The caller's credential must hold the skill's permission (or `service:full`).
         *     `Idempotency-Key` applies to write skills only (it is ignored for the others).
         */
        post: operations["invokeSkillByNameOrSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connect-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the keys of the caller's organization
         * @description Newest first. Needs a credential holding every permission (or `service:full`), or a portal session.
         */
        get: operations["listConnectKeys"];
        put?: never;
        /**
         * Create a key
         * @description Answers 201 with the merged key object and the one-time `value`; it is never shown again.
         *     `expires_in_days` > 0 sets `expires_at` to now + N days; omitted, 0 or null means non-expiring.
         *     Unknown or retired permission slugs answer 400 `unknown_permissions`, naming them and listing the valid ones.
         */
        post: operations["createConnectKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connect-keys/_helpers/permission-catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permission catalogue, derived from the installed skills
         * @description One entry per permission with the skills it unlocks. Readable by any member of the organization.
         */
        get: operations["getPermissionCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connect-keys/_helpers/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workspaces of the caller's organization, for pinning a key
         * @description Needs the same credential as key management (every permission, or `service:full`).
         */
        get: operations["listKeyWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connect-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        /**
         * Get a key
         * @description 404 `key_not_found` when the identity store does not know the key, even if a mirror record exists.
         */
        get: operations["getConnectKey"];
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description Idempotent: 204 also when the key is already revoked, or already gone at the identity store. The key is
         *     refused from the next call on, on every instance.
         */
        delete: operations["deleteConnectKey"];
        options?: never;
        head?: never;
        /**
         * Update a key
         * @description Every field is optional. A name-only change leaves the identity store alone. Changing `permissions`
         *     answers 501 `permissions_immutable` (create a new key instead; unknown slugs are 400 `unknown_permissions`). `workspace_id` must be a workspace of
         *     the caller's organization (422 `workspace_not_found`). A new `rate_limit_per_minute` applies from the
         *     next request.
         */
        patch: operations["updateConnectKey"];
        trace?: never;
    };
    "/api/v1/connect-keys/{key_id}/flush-cache": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Force the next call with this key to re-validate
         * @description Validation results are otherwise cached five minutes per key value.
         */
        post: operations["flushConnectKeyCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connect-keys/{key_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a key
         * @description Creates a new key that inherits name, permissions, workspace_id, rate_limit_per_minute, description and
         *     environment, with `rotated_from_key_id` set to the old key. The old key keeps working for
         *     `grace_period_hours` (default 24; 0 ends it now). Answers 201 with the new key's one-time `value`.
         */
        post: operations["rotateConnectKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The assistants connected to your account
         * @description One entry per connection an MCP client obtained through the authorization server (an OAuth grant): the
         *     client, the permissions it was given, when it was made and when it lapses unless refreshed. Only your own.
         *     Needs a portal session or a credential holding every permission.
         */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/{connection_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a connection
         * @description Ends the connection: its refresh tokens and access tokens stop working, and the client's next call to
         *     `{mcp_url}/mcp` answers 401 on every instance. Idempotent: an unknown or already revoked id (or another
         *     person's) answers 204 and changes nothing. Needs a portal session or a credential holding every permission.
         */
        delete: operations["revokeConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the credential belongs to
         * @description Validates the credential on every call; a revoked session token or key answers 401.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the current portal session server-side
         * @description Needs a session credential (session cookie or session JWT); the token is refused from the next call on.
         *     Idempotent for the same token only while it is valid; API keys and OAuth tokens answer 403.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your signed-in sessions
         * @description The signed-in person's sessions that are still valid, newest first: when each began and when it ends;
         *     `current` marks the one this request was made with. Needs a session credential (session cookie or session
         *     JWT); API keys and OAuth tokens answer 403.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /**
         * Sign out everywhere
         * @description Revokes every session of the signed-in person, this one included: each is refused from its next request, on
         *     every instance (a session cookie sent with this request is cleared). Needs a session credential; API keys
         *     and OAuth tokens answer 403. Connections made for assistants (OAuth grants) are not sessions: end them under
         *     /api/v1/connections.
         */
        delete: operations["revokeAllSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions
         * @description Revokes one session of the signed-in person (signing out another browser); refused from its next request on
         *     every instance. Idempotent: an unknown, ended or another person's session answers 204 and nothing changes.
         *     Needs a session credential; API keys and OAuth tokens answer 403.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description Needs `documents:analyse`. A `multipart/form-data` body with exactly one part, named `file`, at most
         *     FILE_LIMIT_BYTES (default 25 MiB; larger is 413 `payload_too_large` and nothing is stored). The content is
         *     streamed to storage and measured there: `size_bytes` and `sha256` are those of the stored bytes.
         *     `content_type` is sniffed: `application/pdf` (`%PDF-`), `image/png`, `image/jpeg`, the ZIP-based
         *     `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` and `…wordprocessingml.document`,
         *     `application/x-ofx` (`OFXHEADER:` or `<?OFX`), `text/csv` (UTF-8 text with a `,` `;` tab or `|` on the first
         *     line), otherwise `application/octet-stream`. `filename` is the part's file name without any path, control
         *     characters removed, at most 255 characters (`file` when nothing is left).
         *
         *     Idempotency-Key: the key covers the request bytes. A retry with the key is compared by the SHA-256 of its
         *     body (the multipart boundary is set aside, so a client that re-encodes the same form with a new boundary
         *     still matches): the same body replays the first answer, a different one is 422 `idempotency_key_reused`.
         *     The retry's body is read (and discarded) to compare it.
         *
         *     The file belongs to a workspace: the one `workspace_id` names, else the key's pinned workspace, else the
         *     organization's default (tag `workspaces`).
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        /**
         * Get a file's metadata
         * @description Needs `documents:analyse`.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{file_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        /**
         * Download a file
         * @description Needs `documents:analyse`. The stored bytes, with `Content-Type` the sniffed type, `Content-Length`,
         *     `Content-Disposition: attachment` with the sanitised file name (RFC 6266; `filename*` in RFC 5987 form for
         *     names that are not plain ASCII) and `X-Content-Type-Options: nosniff`.
         */
        get: operations["getFileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's workspaces
         * @description Oldest first. Needs `clients:read`. A key pinned to a workspace sees only that one. Archived workspaces are
         *     listed only with `include_archived=true`.
         */
        get: operations["listWorkspaces"];
        put?: never;
        /**
         * Create a workspace
         * @description Needs the key-management credential (every permission, or `service:full`) and an unpinned one (403
         *     `workspace_pinned` for a key pinned to a workspace). `slug` defaults to one made from the name; a slug another
         *     workspace of the organization has is 409 `workspace_slug_taken`.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        /**
         * Get a workspace
         * @description Needs `clients:read`. Another organization's workspace, or another than a pinned key's, is 404 `workspace_missing`.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a workspace or change its slug
         * @description Needs the unpinned key-management credential. A taken slug is 409 `workspace_slug_taken`.
         */
        patch: operations["updateWorkspace"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a workspace
         * @description Needs the unpinned key-management credential. Its data stays readable; nothing new can be added to it (409
         *     `workspace_archived`) and no key can be pinned to it. Archiving an archived workspace changes nothing. The
         *     organization's last live workspace cannot be archived (409 `invalid_state_transition`).
         */
        post: operations["archiveWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an archived workspace back
         * @description Needs the unpinned key-management credential. Restoring a live workspace changes nothing.
         */
        post: operations["restoreWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's clients
         * @description Oldest first. Needs `clients:read`. With `workspace_id`, only the clients pinned to that workspace.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a client
         * @description Needs `accounting:write`. `currency` (ISO 4217) is fixed for the client's life: every amount in its books is
         *     in it. `workspace_id` pins the client to a workspace of the organization (422 `workspace_not_found` otherwise).
         *     `locked_through` closes every period up to and including that date: journal entries dated then are refused.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * Get a client
         * @description Needs `clients:read`.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a client or move its lock date
         * @description Needs `accounting:write`. `locked_through` set to null reopens every period.
         */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/api/v1/clients/{client_id}/journal-entries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * List a client's journal entries
         * @description Needs `clients:read`. Each entry with its lines (debit or credit, in the client's currency), so the ids a
         *     reconciliation names (`ledger_lines[].entry_id` and `line`, the line's position) can be looked up. `order=date`
         *     (default): oldest date first, then the order written; `order=newest`: the reverse. `from`/`to` are inclusive
         *     dates. Another organization's client, or another workspace's for a key pinned to a workspace, is 404
         *     `client_not_found`.
         */
        get: operations["listJournalEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{client_id}/journal-entries/{entry_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: components["parameters"]["ClientId"];
                entry_id: string;
            };
            cookie?: never;
        };
        /**
         * Get a journal entry
         * @description Needs `clients:read`. An id that is not an entry of this client is 404 `journal_entry_not_found`.
         */
        get: operations["getJournalEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{client_id}/statement-lines": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * List a client's bank statement lines
         * @description Needs `clients:read`. The lines of every bank account of the client, or of `bank_account_id` (an id of another
         *     client's account lists nothing), so the `bank_line_ids` a reconciliation names can be looked up. Amounts are
         *     signed: money into the account positive. `order=date` (default): by date, then id; `order=newest`: the
         *     reverse. `from`/`to` are inclusive dates. Another organization's client, or another workspace's for a key
         *     pinned to a workspace, is 404 `client_not_found`.
         */
        get: operations["listStatementLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's webhook endpoints
         * @description Oldest first. Needs a credential holding every permission, or a portal session. Secrets are never shown.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The URL must be HTTPS and resolve only to public addresses (checked now and at every delivery); anything
         *     else is 422 `invalid_url`. `event_types` takes event names, their aliases, or `*` (all, including future
         *     ones). Answers 201 with the signing `secret`, shown this once. Needs a credential holding every permission,
         *     or a portal session.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Needs a credential holding every permission, or a portal session. Another organization's endpoint, or an
         *     unknown id, is 404 `webhook_endpoint_not_found`.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Idempotent; its pending deliveries are dropped.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description A new URL is checked like at registration. Disabling an endpoint holds its deliveries until it is enabled.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpoint_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Answers the new `secret`, shown this once. For `grace_period_hours` (default 24; 0 ends it now) deliveries
         *     are signed with both secrets: `X-Webhook-Signature: v1=<new>,v1=<old>`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        /**
         * The endpoint's deliveries, newest first
         * @description One delivery per event sent to the endpoint: its status, attempts and last response code. Needs a credential
         *     holding every permission, or a portal session; another organization's endpoint is 404
         *     `webhook_endpoint_not_found`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpoint_id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
                delivery_id: string;
            };
            cookie?: never;
        };
        /**
         * A delivery with its attempts
         * @description The delivery and its recorded attempts, newest first (the newest 20): when each was made, the receiver's
         *     status code (null when there was no response), why it failed, how long it took, and the start of the
         *     receiver's answer (at most 512 bytes of text).
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpoint_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to the endpoint
         * @description Queues one delivery of the event `webhook.test` to this endpoint only (`data`: `endpoint_id`, `sent_at`),
         *     signed and retried like any other. `webhook.test` cannot be subscribed to and is never sent otherwise.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{endpoint_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
                delivery_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver again
         * @description Makes a delivery (typically a dead one) pending again now, with a fresh attempt count; same X-Webhook-Id.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subscribable event types, their aliases, and the reserved ones
         * @description The path has no /api prefix, as the specification gives it.
         */
        get: operations["listWebhookEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List WorkStream templates
         * @description Oldest first. Needs `workstreams:read`.
         */
        get: operations["listWorkstreamTemplates"];
        put?: never;
        /**
         * Create a WorkStream template (publishes version 1)
         * @description Needs `workstreams:write`. The tasks are checked against the skill registry: every skill must exist, every
         *     dependency and binding must name an earlier task (a task's dependencies come before it), and inputs must be
         *     fields of the skill's input. Version 1 is published at once and never changes; publish later versions with
         *     `POST …/templates/{template_id}/versions`.
         */
        post: operations["createWorkstreamTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/templates/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        /**
         * Get a WorkStream template and its latest version
         * @description Needs `workstreams:read`.
         */
        get: operations["getWorkstreamTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/templates/{template_id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the next version of a template
         * @description Needs `workstreams:write`. The new version (latest + 1) is checked like a new template and never changes after;
         *     cycles already started keep the version they pinned. Two publications at once: one wins, the other is 409
         *     `invalid_state_transition` (publish again on the new latest).
         */
        post: operations["publishWorkstreamTemplateVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/templates/{template_id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: components["parameters"]["TemplateId"];
                version: components["parameters"]["TemplateVersionNumber"];
            };
            cookie?: never;
        };
        /**
         * Get one published version of a template
         * @description Needs `workstreams:read`.
         */
        get: operations["getWorkstreamTemplateVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/workplans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workplans
         * @description Oldest first. Needs `workstreams:read`.
         */
        get: operations["listWorkplans"];
        put?: never;
        /**
         * Create a workplan: a template bound to a client
         * @description Needs `workstreams:write`. `template_id` (or its deprecated alias `blueprint_id`) names the template;
         *     `template_version` pins a version for new cycles (null: the latest when a cycle starts). Tasks run as the
         *     creator, with the permissions the creator holds now. `client_id` must be a client of the organization (404
         *     `client_not_found`).
         */
        post: operations["createWorkplan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/workplans/{workplan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        /**
         * Get a workplan
         * @description Needs `workstreams:read`.
         */
        get: operations["getWorkplan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a workplan
         * @description Needs `workstreams:write`. Open cycles keep what they started with. An archived workplan is 409 `workplan_archived`.
         */
        patch: operations["updateWorkplan"];
        trace?: never;
    };
    "/api/v1/workstreams/workplans/{workplan_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a workplan
         * @description Needs `workstreams:write`. No new cycle can start; open cycles go on. Archiving an archived workplan is 409 `workplan_archived`.
         */
        post: operations["archiveWorkplan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/workplans/{workplan_id}/write-status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        /**
         * Get a workplan's write status
         * @description Needs `workstreams:read`. `waiting_tasks` counts the tasks of its open cycles waiting for writes to be enabled.
         */
        get: operations["getWorkplanWriteStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/workplans/{workplan_id}/enable-writes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable writes of a workplan
         * @description Needs `workstreams:write`. Tasks whose skill writes run again; cycles waiting on writes continue.
         */
        post: operations["enableWorkplanWrites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/workplans/{workplan_id}/disable-writes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable writes of a workplan
         * @description Needs `workstreams:write`. From now on a task whose skill writes does not start: it waits on writes and its cycle shows `waiting`. A write task already running finishes.
         */
        post: operations["disableWorkplanWrites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/workplans/{workplan_id}/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        /**
         * A workplan's triggers, with their next and last occurrences
         * @description Needs `workstreams:read`. `manual` (POST /api/v1/workstreams/cycles, or the workstream_run skill) and, when the
         *     workplan has a schedule, `cron`: its next unfired occurrence and the period it will start, the few after it, and
         *     the last occurrence a trigger fired (the newest cycle it started among the workplan's last 100). An archived
         *     workplan's triggers are disabled.
         */
        get: operations["listWorkplanTriggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/blueprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workplans (deprecated path)
         * @deprecated
         * @description Oldest first. Needs `workstreams:read`.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        get: operations["listBlueprints"];
        put?: never;
        /**
         * Create a workplan: a template bound to a client (deprecated path)
         * @deprecated
         * @description Needs `workstreams:write`. `template_id` (or its deprecated alias `blueprint_id`) names the template;
         *     `template_version` pins a version for new cycles (null: the latest when a cycle starts). Tasks run as the
         *     creator, with the permissions the creator holds now. `client_id` must be a client of the organization (404
         *     `client_not_found`).
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        post: operations["createBlueprint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/blueprints/{workplan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        /**
         * Get a workplan (deprecated path)
         * @deprecated
         * @description Needs `workstreams:read`.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        get: operations["getBlueprint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a workplan (deprecated path)
         * @deprecated
         * @description Needs `workstreams:write`. Open cycles keep what they started with. An archived workplan is 409 `workplan_archived`.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        patch: operations["updateBlueprint"];
        trace?: never;
    };
    "/api/v1/workstreams/blueprints/{workplan_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a workplan (deprecated path)
         * @deprecated
         * @description Needs `workstreams:write`. No new cycle can start; open cycles go on. Archiving an archived workplan is 409 `workplan_archived`.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        post: operations["archiveBlueprint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/blueprints/{workplan_id}/write-status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        /**
         * Get a workplan's write status (deprecated path)
         * @deprecated
         * @description Needs `workstreams:read`. `waiting_tasks` counts the tasks of its open cycles waiting for writes to be enabled.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        get: operations["getBlueprintWriteStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/blueprints/{workplan_id}/enable-writes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable writes of a workplan (deprecated path)
         * @deprecated
         * @description Needs `workstreams:write`. Tasks whose skill writes run again; cycles waiting on writes continue.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        post: operations["enableBlueprintWrites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/blueprints/{workplan_id}/disable-writes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable writes of a workplan (deprecated path)
         * @deprecated
         * @description Needs `workstreams:write`. From now on a task whose skill writes does not start: it waits on writes and its cycle shows `waiting`. A write task already running finishes.
         *
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        post: operations["disableBlueprintWrites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/blueprints/{workplan_id}/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        /**
         * A workplan's triggers, with their next and last occurrences (deprecated path)
         * @deprecated
         * @description Needs `workstreams:read`. `manual` (POST /api/v1/workstreams/cycles, or the workstream_run skill) and, when the
         *     workplan has a schedule, `cron`: its next unfired occurrence and the period it will start, the few after it, and
         *     the last occurrence a trigger fired (the newest cycle it started among the workplan's last 100). An archived
         *     workplan's triggers are disabled.
         *     Deprecated alias of the same operation under `/api/v1/workstreams/workplans`.
         */
        get: operations["listBlueprintTriggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cycles
         * @description Newest first. Needs `workstreams:read`.
         */
        get: operations["listCycles"];
        put?: never;
        /**
         * Start a cycle of a workplan for a period
         * @description Needs `workstreams:write`. The cycle pins the workplan's template version (or the latest), starts `queued` and is
         *     admitted by a worker. One open cycle per workplan and period: another is 409 `cycle_already_open` naming it in
         *     `cycle_id`. An archived workplan is 409 `workplan_archived`. At most 20 starts a minute per key, counted together
         *     with the `workstream_run` skill's (`x-start-limit`): past it 429 `rate_limited`.
         */
        post: operations["startCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        /**
         * Get a cycle
         * @description Needs `workstreams:read`. `ETag` is the cycle's version, for `If-Match` on commands.
         */
        get: operations["getCycle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        /**
         * List a cycle's tasks
         * @description In the template's order. Needs `workstreams:read`.
         */
        get: operations["listCycleTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        /**
         * A cycle's history
         * @description Every transition in order, each with its per-cycle `seq` and its actor. Needs `workstreams:read`. Page with
         *     `after_seq` (the last `seq` you have).
         *
         *     With `Accept: text/event-stream` it is a live tail (server-sent events): each event has `id:` its `seq`,
         *     `event:` its type (`cycle.status`, `task.status`, `approval.decided`, `cycle.writes`) and `data:` the event as
         *     JSON (the CycleEvent schema). It replays what follows `Last-Event-ID` (or `after_seq`, else the whole history),
         *     then sends new events as they happen, a comment line every SSE_HEARTBEAT_MS, and closes after the cycle's
         *     terminal event (a finished cycle replays and closes). At most 4 tails per key at once: a fifth is 429
         *     `rate_limited`. `seq` has no gaps.
         */
        get: operations["listCycleEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a cycle
         * @description `mode: drain` (default): nothing new starts, work in flight finishes and is kept; the cycle is `pausing` (202)
         *     until it has, then `paused`. `mode: immediate`: work in flight is stopped and given back without using an
         *     attempt; `paused` at once.
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on. A command the state does not allow is 409 `invalid_state_transition` with `current_state`.
         */
        post: operations["pauseCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused or pausing cycle
         * @description The cycle takes the status its tasks call for (`queued` if it was never admitted).
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on. A command the state does not allow is 409 `invalid_state_transition` with `current_state`.
         */
        post: operations["resumeCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a cycle
         * @description Immediate when nothing is in flight (also when paused); else `cancelling` (202) until work in flight ends. Completed work is kept.
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on. A command the state does not allow is 409 `invalid_state_transition` with `current_state`.
         */
        post: operations["cancelCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a task's work
         * @description `decision: approve` (default) records an approval of the task's current revision; the gate's Nth approval
         *     completes the task. `decision: reject` sends the work back: the task runs again as a new revision and the
         *     cycle goes on. Every decision is in the history with its actor and comment. 403 `self_approval_forbidden`
         *     (the preparer, when the gate needs another approver), 403 `approver_not_eligible`, 409
         *     `approval_already_decided`.
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on. A command the state does not allow is 409 `invalid_state_transition` with `current_state`.
         */
        post: operations["approveCycleTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/tasks/{task_key}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
                task_key: components["parameters"]["TaskKey"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed task
         * @description A new series of attempts; completed work is kept.
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on. A command the state does not allow is 409 `invalid_state_transition` with `current_state`.
         */
        post: operations["retryCycleTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/tasks/{task_key}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
                task_key: components["parameters"]["TaskKey"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip a failed task with a justification
         * @description The justification is recorded; tasks after it run, and the cycle completes `with_exceptions`.
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on. A command the state does not allow is 409 `invalid_state_transition` with `current_state`.
         */
        post: operations["skipCycleTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/cycles/{cycle_id}/tasks/{task_key}/input": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cycle_id: components["parameters"]["CycleId"];
                task_key: components["parameters"]["TaskKey"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Supply the input an input task waits on
         * @description The task must be an input task waiting on input (else 409 `invalid_state_transition` with the task's state and
         *     `param: task_key`). `value` is checked against the task's `input_schema` (422 `validation_error`, `details` under
         *     `["body", "value", …]`); accepted, it becomes the task's output (by the caller, its preparer), the task
         *     succeeds (or waits on approval, when gated) and the cycle goes on. While the cycle is paused the input is
         *     recorded and what it releases waits for resume.
         *
         *     Needs `workstreams:write`. `If-Match` with the cycle's version (its `ETag`) refuses the command with 412 `version_mismatch` if the cycle has moved on.
         */
        post: operations["supplyCycleTaskInput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approvals waiting on you
         * @description Needs `workstreams:read`. Tasks of open cycles of your organization waiting on approval that you can decide:
         *     you hold `workstreams:write`, you are among the gate's approvers (or it names none), you are not the preparer
         *     when the gate needs another person, you have not decided on the task's current revision, and you are a person
         *     (a key without a creator is not). Oldest cycle first, then in the template's order. Approve or reject with
         *     `POST /api/v1/workstreams/cycles/{cycle_id}/approve`.
         */
        get: operations["listPendingApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List draft templates
         * @description Oldest first. Needs `workstreams:read`.
         */
        get: operations["listWorkstreamDrafts"];
        put?: never;
        /**
         * Create a draft template
         * @description Needs `workstreams:write`. A draft holds work in progress: its tasks are stored as given, complete or not (a task
         *     may lack its skill), and checked only when validated, previewed or published (WorkStreams Studio). With
         *     `template_id` the draft becomes the next version of that template when published; without, a new template.
         */
        post: operations["createWorkstreamDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/drafts/{draft_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        /**
         * Get a draft template
         * @description Needs `workstreams:read`. `ETag` is the draft's version, for `If-Match` on edits and on publishing.
         */
        get: operations["getWorkstreamDraft"];
        put?: never;
        post?: never;
        /**
         * Delete a draft template
         * @description Needs `workstreams:write`. Idempotent. A template published from the draft stays.
         */
        delete: operations["deleteWorkstreamDraft"];
        options?: never;
        head?: never;
        /**
         * Edit a draft template
         * @description Needs `workstreams:write`. The fields given replace the draft's (`tasks` as a whole); the version goes up by
         *     one. `If-Match` with the draft's version (its `ETag`) refuses the edit with 412 `version_mismatch` when someone
         *     edited it since. A published draft no longer changes: 409 `invalid_state_transition` (`current_state:
         *     published`).
         */
        patch: operations["updateWorkstreamDraft"];
        trace?: never;
    };
    "/api/v1/workstreams/drafts/{draft_id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a draft against the skill registry and the skills' schemas
         * @description Needs `workstreams:read`. Changes nothing. Every task is checked as publishing would check it: its skill is in
         *     the catalogue; keys are unique; dependencies name tasks listed before it; every binding is a known source, binds
         *     to a task it depends on, to a field that task's skill outputs, with a type the receiving field accepts; literal
         *     inputs match the skill's input schema; required fields are given. Answers 200 with every problem found
         *     (`valid: false`), each naming the task (`task_key`) and where (`loc`, into the draft's body:
         *     `["body", "tasks", 2, "input", "text", "$bind"]`).
         */
        post: operations["validateWorkstreamDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/drafts/{draft_id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The task graph a draft would run for a workplan and period
         * @description Needs `workstreams:read`. Nothing runs and nothing is stored. The tasks in dependency order (by `depth`: 0 for
         *     tasks that depend on nothing, else one more than their deepest dependency), each with its input as it would be
         *     sent: period and workplan bindings resolved, bindings to earlier tasks' outputs left as `{"$bind": …}` and
         *     listed in `pending_bindings`. A draft that does not validate is 422 `validation_error` with the problems in
         *     `details`; a workplan input the draft binds to and the workplan lacks is one of them.
         */
        post: operations["previewWorkstreamDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workstreams/drafts/{draft_id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft as a template version
         * @description Needs `workstreams:write`. Checks the draft as `validate` does: a draft with problems is refused with 422
         *     `validation_error` and the problems in `details`. Else publishes it as version 1 of a new template (or, when
         *     the draft names `template_id`, the next version of that template), immutable from then on, and marks the draft
         *     `published`. `If-Match` with the draft's version publishes only what you last saw (412 `version_mismatch`
         *     otherwise). Publishing a published draft is 409 `invalid_state_transition` (`current_state: published`); two
         *     publications of the same template at once: one wins, the other is 409.
         */
        post: operations["publishWorkstreamDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/model-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Model token usage, per organization or per topic
         * @description Needs `ask:execute` (the permission that spends model tokens). The calls the metered model client made for the
         *     caller's organization and the tokens the provider reported, summed: all of them, or one topic's (`topic_id`,
         *     a topic the caller may see; else 404 `topic_not_found`), from `since` on when given. Tokens a provider did not
         *     report are not counted (never estimated); a failed call counts as a call with whatever tokens it spent.
         */
        get: operations["getModelUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/topics/{topic_id}/artifacts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        /**
         * List a topic's artifacts
         * @description Needs `topics:read`. Oldest first.
         */
        get: operations["listTopicArtifacts"];
        put?: never;
        /**
         * Link an artifact to a topic
         * @description Needs `topics:write`. Links an uploaded file of the organization (`artifact_id`, from POST /api/v1/files) to
         *     the topic, with an optional `metadata` object; 201 echoes the metadata as parsed. A file already linked to the
         *     topic is 409 `artifact_already_linked` (one link per topic and artifact, atomic across instances); an unknown
         *     file is 404 `file_not_found` (param `artifact_id`).
         */
        post: operations["linkTopicArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/topics/{topic_id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        /**
         * List a topic's conversations
         * @description Needs `topics:read`. Oldest first.
         */
        get: operations["listTopicConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/topics/{topic_id}/conversations/{conversation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: components["parameters"]["TopicId"];
                conversation_id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        /**
         * Read a conversation
         * @description Needs `topics:read`. A conversation of another topic is 409 `conversation_topic_mismatch`; read its messages
         *     with the topic_messages skill or GET …/messages.
         */
        get: operations["getTopicConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/topics/{topic_id}/conversations/{conversation_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: components["parameters"]["TopicId"];
                conversation_id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        /**
         * Read a conversation's messages
         * @description Needs `topics:read`. As the topic_messages skill: messages by sequence number after `after_seq`, with
         *     `pending` (turns queued, running, or failed with their error). Never writes.
         */
        get: operations["listConversationMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/accounts.import/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a client's chart of accounts from CSV.
         * @description Reads a chart of accounts from CSV, sent as text (`csv`) or as an uploaded file (`file_id`, at most 5 MiB; another organization's file is 404 file_not_found) (a header row with the account code, name and type columns; comma, semicolon or tab separated; UTF-8) and merges it into the client's chart: new codes are added, existing ones take the file's name and type, and codes the file does not list stay as they are, or are archived with archive_missing (never deleted: an account with entries keeps its history). Types are read from common words (asset, current asset, fixed asset, bank; liability, current liability; equity, capital; revenue, income, sales, other income; expense, cost of sales, direct costs, overheads, depreciation). The whole file is refused, and nothing changes, when any row has a problem (a missing code or name, a duplicate code, a type it cannot read); every problem is reported with its line number (up to 20). Answers how many accounts were added, updated, archived and left unchanged. Idempotent: the same Idempotency-Key replays the first answer.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     Accepts bodies up to 5242880 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_import_chart_of_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/accounts.reconcile/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconciles a client's bank statement lines against the ledger lines of the account they are booked to.
         * @description Reads the statement lines of the client's bank account(s) booked to account_code and the ledger lines of that account, both dated period_start..period_end (either bound may be null: open), and matches them in passes from certain to loose: exact_reference (equal amount and the same reference, dates within 45 days), amount_date_window (equal amount, bank date 5 days before to 10 days after the ledger date), many_to_one (one bank line equal to 2 or 3 ledger lines of the same sign dated 7 days before to 2 days after it) and one_to_many (one ledger line equal to 2 or 3 bank lines). A pair is accepted only when each side is the other's strictly best candidate (counterparty words, then date distance; one party's payments of one amount are paired in date order). A subset is accepted only on evidence: when every part names the same party or reference as the single line it is the only such subset, or, resting on the amounts alone, it is the only one of the smallest size, the single line is no bank charge or interest, and a chance sum is unlikely among that many candidates; a subset is never accepted while another line's plausible subset uses one of its lines. Anything else is reported as ambiguous_candidates and not matched. The answer depends only on the lines' content, never on the order they were written or their ids. A split search with more candidates than it takes is searched among the nearest by date and said so in warnings, and the findings of the lines concerned carry search_limited (reconciled is then false). Findings are typed: matched (one per rule, listing its matches), duplicate_bank_line (an exact repeat of a matched statement line), ambiguous_candidates, unmatched_bank_line (nothing in the books matches it), unrecorded_bank_fee (a bank charge not in the books), unrecorded_bank_interest (interest credited by the bank, not in the books), stale_item (a ledger item older than 90 days at period_end with nothing on the statement), outstanding_payment and deposit_in_transit (ledger items not yet on the statement). matched_count counts match groups; unmatched_count counts unmatched statement lines plus unmatched ledger lines. difference is the bank-minus-books movement that no match or typed reconciling item explains (ambiguous and unmatched bank lines), as a decimal string; reconciled is true when there are statement lines and that set is empty. With auto_match false nothing is matched: the matches the passes would make are listed as proposed_match findings, every line counts as unmatched, and difference is the whole bank-minus-books movement. reconciliation_id is derived from the request and the lines read: the same request on the same data gives the same answer. Another organization's client is 404 client_not_found; an account_code outside the client's chart is 422.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         */
        post: operations["invoke_reconcile_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/accruals.suggest/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggests month-end accruals from a client's journal: recurring expenses not yet recorded, prepayment amortisation.
         * @description Read only; suggestions are posted by the user through record_journal_entry. Reads the client's journal from the first day of lookback_months before period to the end of period. Recurring expenses: expense lines grouped by (account, contact), or (account, narration without numbers and month names) when the entry has no contact; amortisation journals are left out. A group is recurring when its median interval before the period is monthly (27-35 days), quarterly (85-95) or annual (350-380), the median absolute deviation of the intervals is at most 15% of the median, the coefficient of variation (CV) of its amounts is at most 0.5, and it has at least 3 occurrences (2 for annual). It is suggested when the next expected date (last occurrence plus 1, 3 or 12 calendar months) falls in period, or at most max(3 days, 20% of the interval) before it, and nothing of the group is recorded in period; the amount is the middle of the last three amounts (the larger of two). Confidence: high with at least 6 occurrences, CV at most 0.05 and interval deviation at most 3 days; medium with at least 3 occurrences and CV at most 0.20; low otherwise. Prepayments: asset accounts named Prepaid or Prepayment; each debit to one is spread evenly over the months stated in its narration ('12 months', else 12 assumed) from the date stated ('from YYYY-MM-DD', else the next month); the period's share, less the credits to the account recorded in period, is suggested (Dr the expense account it was last amortised to, else the expense account named like it; Cr the prepaid account). Confidence: high when the months were stated and the last amortisation had the same amount, medium when one holds, low otherwise. Each suggestion's evidence gives the dates, amounts and counts behind it; amounts are decimal strings in the client's currency. focus_areas: words matched against account code, account name and counterparty, or 'recurring' / 'prepayments' to pick a kind. With jurisdiction AU and a prepayment suggestion, the ATO prepaid-expenses page is cited. Streams progress events while examining the groups.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         *
         *     Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` (`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error envelope). Refusals before the skill starts are ordinary error responses.
         */
        post: operations["invoke_accruals_suggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/acquisitions.advise/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * M&A advice: the deal-type checklist (computed), citations, and model-written advice when a provider is configured.
         * @description The checklist is computed from data (skills/acquisitions.advise/data/checklists.json): the items common to every deal, those of the deal type, and the jurisdiction's (foreign investment and merger-control notifications, transfer duties), so it is the same with or without a model. Citations come from retrieval over the topic (within the jurisdiction). file_ids must be the organization's files; text files (CSV, plain text, JSON) are given to the model as context. With a model provider, `advice`, `open_items` and `confidence` are written as structured output from the citations and the checklist. Streams progress. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         *
         *     Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` (`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error envelope). Refusals before the skill starts are ordinary error responses.
         */
        post: operations["invoke_advise_acquisition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/anomalies.investigate/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Benford, round-number, duplicate and vendor identifier tests over a client's transactions, with evidence.
         * @description Forensic tests over one client's books, each switchable and with overridable thresholds. Transactions are the client's bank statement lines (investigation_scope.source "bank", the default) or its journal lines ("ledger"), narrowed by investigation_scope: from and to (dates, inclusive), bank_account_ids, account_codes and counterparties; any other scope key is refused (422 with its param).
         *
         *     benford_test: Nigrini's first-digit and first-two-digit tests, run apart on positive and on negative amounts (money in and money out), over amounts of at least benford_min_amount (10.00): counts, expected proportions log10(1 + 1/d), Z per digit, chi-square, MAD and the conformity band, with sample-size gates (no test below 100 records, a first-digit verdict from 500, a first-two-digit verdict from 2,000).
         *
         *     round_number_test: whole-currency multiples of 5, 10, 25, 100 and 1000 against the share Benford's Law expects for their magnitudes, per sign, flagged on a one-sided z confirmed by a binomial tail.
         *
         *     duplicate_test: the number duplication test (most frequent amounts), same-same-same (same amount, same counterparty, same date) and same-same-different (same amount and the same date or the same invoice reference, different counterparties); each group is a finding carrying its records.
         *
         *     vendor_abr_check: every identifier of every contact (ABN, ACN, NZBN, IRD, GB VAT, UK company number, CA BN, US EIN) checked offline for its check digit and format, suppliers without an identifier (with a jurisdiction: without its primary identifier), and bank accounts shared by contacts. Registries (ABR, NZBN, HMRC, Companies House, CRA, IRS) are not reachable from this service: registry_status is null and listed in stub_fields, with a warning; it is never guessed.
         *
         *     threshold_override replaces named thresholds (unknown key or out-of-range value: 422 naming threshold_override.<key>); the thresholds used are returned. Findings carry severity, description, recommendation and their evidence records. narrative is always null (it needs a language model) and listed in stub_fields. Streams progress after each test. Another organization's client is 404 client_not_found.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         *
         *     Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` (`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error envelope). Refusals before the skill starts are ordinary error responses.
         */
        post: operations["invoke_investigate_anomaly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/archie.ask/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The conversational entry point: routes a question to a cluster and specialist skill and answers it from retrieval.
         * @description Routes the question (src/routing: a rule-based classifier configured as data, with a trace of why; with a model provider, a structured-output route validated against the catalogue and the caller's permissions, falling back to the rules) to a cluster (TAX, ASR, CMP, WLT, BOP, XCT, MAV, or NONE) and a specialist skill, and returns `next`: that skill and the input to call it with when it can be formed from the question. Retrieves passages for the question from the knowledge base (within the jurisdiction when given) and standards it names; with a model the answer is written from them, without one `answer` stays empty. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         */
        post: operations["invoke_ask_archie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/assets.trace/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forensic asset tracing: funds-flow graph, related parties and rule-based red flags from a client's books.
         * @description Traces money through a client's books for one of five scopes (funds_flow, related_party, asset_dissipation, ownership, matrimonial): a funds-flow graph aggregated from bank statement lines and from ledger lines on bank accounts that name a contact (counterparty to bank account and bank account to counterparty, with totals, counts and first and last dates); related parties, being contacts that share an identifier (ABN, ACN, VAT number …), a bank account or an address, and contacts of kind related_party; and red flags by stated rules, each with the rows it came from: round-tripping (money out to a counterparty and back from it within 30 days, within 10% of the amount), rapid in-and-out (a deposit of at least 1,000.00 followed within 3 days by withdrawals of at least 90% of it from the same account) and transfers to related parties within 14 days of the period end. time_period (YYYY, YYYY-MM or YYYY-MM-DD/YYYY-MM-DD) limits the data; target_entity keeps the movements of one counterparty. An evidence checklist per scope. The forensic narrative needs a language model and is listed in stub_fields. investigation_id is derived from the inputs: the same request on the same books gives the same answer.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         */
        post: operations["invoke_trace_assets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/bank.import/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import bank statement lines from a CSV or OFX file into a client's bank account.
         * @description Reads a bank statement, sent as text (`csv` or `ofx`, request bodies up to 5 MiB) or as an uploaded file (`file_id`, at most 25 MiB; another organization's file is 404 file_not_found), into the bank account booked to `account_code` (an open asset or liability account of the client's chart; the bank account is made on the first import). CSV: comma, semicolon or tab separated, UTF-8 or Windows-1252; the date, description, amount (one signed column, or a debit and a credit column), reference, payee and balance columns are found by their usual header names or named in `columns`; the date order (day/month or month/day) is read from the whole file, or given as `date_format` when every day is 12 or less. OFX: 1.x (SGML) and 2.x (XML) bank and credit-card statements, signs as the bank gives them (money in positive). The statement's currency must be the client's. The whole file is refused, and nothing is stored, when any row has a problem; every problem is reported with its line (CSV) or transaction number (OFX) and field, up to 20. Importing the same file again adds nothing (`already_imported`); a statement that overlaps an earlier one adds only the lines not already there (the same FITID, or the same date, amount, description and reference at the same occurrence within the file). Idempotent: the same Idempotency-Key replays the first answer.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     Accepts bodies up to 5242880 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_import_bank_statement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/clients.financials/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trial balance, profit and loss and balance sheet of a client, computed from its journal.
         * @description Computes a client's statements from the journal entries recorded in its books, in the client's currency, as decimal strings: the trial balance at period_end (every account with a balance, debit or credit, with totals and whether they agree), the profit and loss for period_start to period_end (revenue and expense accounts' movements in the period, totals and net profit), and the balance sheet at period_end (assets, liabilities and equity accounts, plus the earnings of every period not yet closed into equity, with totals and whether assets equal liabilities plus equity). Amounts are shown on each account's natural side: assets and expenses as debits, liabilities, equity and revenue as credits; a balance on the other side is negative. Every number is computed from the entries; nothing is estimated. An account with lines but missing from the chart of accounts is shown with type null and a warning. Another organization's client is 404 client_not_found.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         */
        post: operations["invoke_get_client_financials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/clients.list/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the clients of the caller's organization.
         * @description Lists the clients of the caller's organization, oldest first, a page at a time (limit 1 to 100, default 20; offset), with each client's id (the client_id other skills take), name, currency, workspace and lock date, and whether more pages follow. Only the caller's organization's clients are ever listed.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         */
        post: operations["invoke_list_clients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/communications.prepare/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drafts a client communication (email or letter) from key points, grounded in retrieved sources.
         * @description With a model provider, `subject` and `body` are written as structured output from the purpose, the key points and the retrieved sources (only the figures they give). Without one, both stay empty (stub_fields) and `outline` holds the key points as given: nothing is drafted that was not supplied or retrieved. Nothing is sent. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `email:draft` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         */
        post: operations["invoke_prepare_communication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/compliance.review/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review an uploaded document for compliance: required items present, totals foot, periods agree.
         * @description Reads an uploaded file (PDF, XLSX or CSV) as analyse_document does and checks what can be computed for a compliance review: each of required_items (a disclosure, statement or heading the document must contain, such as "Directors' declaration") is looked for in the text ignoring case, punctuation and spacing (required_items lists where each was found; a missing one is a finding), totals that do not foot, and periods that do not agree with each other or with the engagement period. With a configured model provider, summary and observations assess the document against framework (structured output; verify them); without one they are empty, listed in stub_fields, with a warning: no assessment is invented. Errors as analyse_document. Reads only.
         *
         *     Requires the `documents:analyse` permission (or `service:full`).
         */
        post: operations["invoke_review_compliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/contacts.import/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or update a client's contacts: customers, suppliers, employees and related parties with their identifiers.
         * @description Adds or replaces up to 1,000 contacts of a client in one write: name, kind (customer, supplier, employee, related_party, other), business identifiers (scheme and value: ABN, ACN, NZBN, GB_VAT, CA_BN, US_EIN or another scheme name), bank account (compared by its digits and letters only), address and email. A contact without an id gets one derived from the client and its name (case and spacing ignored), so sending the same list again changes nothing; give the id a previous answer returned to rename a contact. Identifiers are stored as given, not checked (the forensic skills check them). Journal entries name a contact with contact_id (record_journal_entry). Idempotent: the same Idempotency-Key replays the first answer.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_import_contacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/documents.analyse/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an uploaded PDF, XLSX or CSV: its text and tables, totals that do not foot, periods that do not agree.
         * @description Reads an uploaded file (PDF, XLSX or CSV; file_id from POST /api/v1/files) in a worker under size, page, cell, time and memory caps, and returns what was read (tables: each sheet, the CSV, or each PDF page as lines with aligned figures in columns) with the checks that can be computed: totals that do not foot (each row labelled Total, Subtotal or Grand total against the figures above it, column by column, within footing_tolerance) and periods that do not agree (each schedule's stated period end against the others and against period_end; dated rows with figures outside period_start..period_end). Findings carry the cell, the stated and computed totals and the difference. With a configured model provider, summary and observations are written by the model as structured output (checked against their schema; verify them); without one they are empty, listed in stub_fields, and a warning says so. A file that cannot be read, or is past a cap, is 422 with a precise code (unsupported_document_type, document_unreadable, document_too_large, document_too_many_pages, document_too_many_cells, document_extraction_timeout) and param file_id; another organization's file is 404 file_not_found. Reads only; nothing is stored.
         *
         *     Requires the `documents:analyse` permission (or `service:full`).
         */
        post: operations["invoke_analyse_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/financials.analyse/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Liquidity, profitability, efficiency and leverage ratios of a client, each with formula and inputs.
         * @description Computes the standard ratio set from a client's books for period_start to period_end: liquidity (current, quick and cash ratios, working capital), profitability (gross, EBITDA, EBIT and net margins, annualised return on assets and on equity), efficiency (debtor, inventory and creditor days, cash conversion cycle, annualised asset turnover) and leverage (debt to equity, gearing, interest cover, debt to annualised EBITDA, equity ratio). Every ratio carries its formula, its inputs as decimal strings in the client's currency, and its value (ratios to 4 decimal places, days to 1, half-even; working capital as a decimal amount). A zero or negative denominator gives null and a warning, never an infinite value. Averages use the balances at the day before period_start and at period_end when the books have earlier entries, else closing balances (with a warning). Accounts are classed (cash, receivables, inventory, trade payables, interest-bearing debt, cost of sales, interest, income tax, depreciation…) by keyword rules on their names unless account_classes gives the class; every account's class and its source are returned. The commentary needs a language model and is returned empty in stub_fields. Another organization's client is 404 client_not_found.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         */
        post: operations["invoke_analyse_financials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/forensic.number-analysis/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Benford first-digit and first-two-digit tests, round-number test and duplicate amounts over supplied amounts.
         * @description Forensic number analysis over a list of amounts sent in the request (1 to 100,000 decimal strings or JSON numbers, at most four decimals; no client data is read; request bodies up to 5 MiB). Amounts are parsed exactly as decimals, never as floats.
         *
         *     Benford tests (Nigrini): first digit (1-9) and first two digits (10-99) of the positive amounts of at least min_amount (default 10.00); negatives and zeros are counted and left out (analyse negatives separately by sending their absolute values). Each test reports observed and expected counts and proportions (expected log10(1 + 1/d)), a Z statistic per digit with the 1/(2N) continuity correction, chi-square with its degrees of freedom and 5% and 1% critical values (with a warning when any expected count is below 5), the mean absolute deviation (MAD) and Nigrini's conformity band (close, acceptable, marginal, nonconformity). Sample-size gates: below 100 qualifying amounts no Benford test is run; the first-digit conformity verdict needs N >= 500 (below that counts, Z, chi-square and MAD are reported with conformity null and a reason); the first-two-digit verdict needs N >= 2000, with 1000 <= N < 2000 reported as inconclusive and N < 1000 withheld.
         *
         *     Round numbers: only whole-currency amounts (no cents) of at least 1.00 can be round. For each divisor 5, 10, 25, 100 and 1000 the number of multiples is compared with the number Benford's Law expects for those amounts' magnitudes (within the block of k consecutive integer parts that holds an amount, the multiple carries the share (1/b) / sum of 1/t, more than 1/k for small amounts; nothing below k can be a multiple), with a one-sided z test confirmed by a binomial tail. A divisor is flagged when the excess is at least one amount, z > 2.576 and p < 0.005, and only when at least 30 whole-currency amounts exist. Whole-currency amounts are counted and reported.
         *
         *     Duplicates: the 20 most frequent exact amounts occurring at least twice, with counts, the number of distinct amounts and of records in duplicate groups; an amount occurring at least max(3, 0.5% of the records) times is reported as a finding.
         *
         *     Findings list every Benford nonconformity, flagged round-number divisor and heavy duplicate. Verdicts the gates do not allow are never reported; warnings explain every exclusion and withheld verdict.
         *
         *     Requires the `clients:read` permission (or `service:full`).
         *
         *     Accepts bodies up to 5242880 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         */
        post: operations["invoke_analyse_number_patterns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/identifiers.validate/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the check digits and formats of AU, NZ, UK, Canadian and US business identifiers.
         * @description Validates up to 500 business identifiers per call, offline and without client data, and returns for each one whether it is well-formed, which kind of check decided it, a normalised and a display form, and a stable reason code when it is not. Check digits are computed for: AU ABN (ABR mod 89), AU ACN (mod 10, weights 8 to 1), AU TFN (9 digits, ATO mod 11; older 8-digit TFNs with the first eight weights, as python-stdnum applies them), NZ NZBN (13 digits starting 94, GS1 mod 10), NZ IRD / GST number (8 or 9 digits, optional NZ prefix, range 10,000,000 to 150,000,000, two-pass mod 11), UK VAT number (9 digits or 12 with a branch suffix, GB or XI prefix optional, HMRC mod 97 including the 9755 series) and Canadian BN (Luhn on the 9-digit BN, optional RC/RM/RP/RT program account with 4 digits). ABNs are also refused when their check digits (first two digits) are below 11: the ABR issues 11 to 99 only. Format only, because no check digit exists: UK company numbers (8 digits, not all zero, or a Companies House prefix such as SC, NI, OC, SO, LP, FC, R0 with 6 digits), US EINs (9 digits with a valid IRS campus prefix) and UK VAT GD/HA government department and health authority numbers. Spaces, hyphens and dots are ignored and letters are case-insensitive. No registry lookup is performed (ABR, NZBN register, HMRC, Companies House, CRA or IRS): a valid result does not show that an identifier is issued, active, GST/VAT-registered or held by the named party, and the warnings say so. For privacy, TFNs are never echoed: the normalised and display forms mask all but the last 3 digits, and no identifier value is logged.
         *
         *     Requires the `documents:analyse` permission (or `service:full`).
         */
        post: operations["invoke_validate_business_identifiers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/journal.import/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a journal or general-ledger report (Xero, QuickBooks Online, MYOB; CSV or XLSX) as journal entries.
         * @description Reads a journal or general-ledger report, sent as CSV text (`csv`, request bodies up to 16 MiB) or as an uploaded CSV or XLSX file (`file_id`, at most 25 MiB), and records its lines as the client's balanced journal entries: 10,000 lines in one call. The layout is found by its header row (after any report title rows): Xero General Ledger Detail and Journal Report, QuickBooks Online Journal and General Ledger, MYOB General Journal export and Transaction Journal report; or named column by column in `mapping` (date, account code or name, description, narration, reference, debit and credit or a signed amount, entry number). Lines group into entries by their entry (journal, transaction) number, by the transaction's first row (QuickBooks Journal), or by date and reference; an entry whose debits and credits differ is refused naming its lines. Numeric dates: the order is read from the whole file; when every day is 12 or less, DD/MM/YYYY is assumed (Xero, MYOB, and QuickBooks for a client not in USD) or MM/DD/YYYY (QuickBooks for a USD client), and said in warnings; `date_format` decides. All or nothing: every bad row is reported with its line and field (`csv.row.7.debit`; the first 20, and the count of the rest), and nothing is written. Accounts are matched by code (exactly, else ignoring punctuation: MYOB's 1-1100), else by name; accounts missing from the chart are refused unless create_missing_accounts is true (then added with the type of their classification under `jurisdiction`). Entries dated on or before the client's locked_through are refused. Idempotent: each entry's identity is derived from the client, the source system and the entry's number and content, so importing the same books again (the same file, or the same entries in another file or format) adds nothing and says already_imported.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     Accepts bodies up to 16777216 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_import_journal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/journal.record/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a balanced journal entry in a client's books.
         * @description Records one double-entry journal entry for a client of the caller's organization: a date, a narration, an optional reference, an optional counterparty (contact_id, a contact of the client from import_contacts; an unknown one is refused with param contact_id) and 2 to 500 lines, each naming an account of the client's chart of accounts and carrying exactly one of a debit or a credit as a decimal amount in the client's currency ("1234.50"). The entry is refused, with the failing field named in `param` and nothing written, when its debits and credits differ, when a line names an unknown or archived account, carries both sides, neither, zero, a negative amount or more decimals than the currency has, or when its date falls in a closed period (on or before the client's locked_through date). Every problem is reported, up to 20. Another organization's client is 404 client_not_found. The entry and its lines are stored in one write. Idempotent: the same Idempotency-Key replays the first answer, and the entry's id is derived from the key, so even a retry after a lost answer never records the entry twice (`created: false` says the entry already existed).
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_record_journal_entry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/knowledge.search/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Searches the knowledge base of openly licensed legislation; cites standards whose text is not shipped by reference.
         * @description Full-text search (BM25+, MiniSearch) over a small shipped sample of openly licensed legislation (UK OGL v3.0, Australian CC BY 4.0, New Zealand legislation, Canadian federal law under the Reproduction of Federal Law Order, US federal works) plus documents an operator imported (`npm run admin -- knowledge import`). Every result carries its source url, licence, the attribution the licence asks for and an as-at date; shipped documents are summaries in other words, not the text of the law. `confidence` is retrieval relevance (the square root of the share of the query's terms found, times the BM25+ score relative to the best hit), not a probability of correctness; a result must share at least two of the query's terms (one for a one-word query) and results under 0.25 are dropped. Standards that may not be shipped (IFRS, IAS, ISA, ASC) are returned in `standards` by number, title and link only. No model is used.
         *
         *     Requires the `search:read` permission (or `service:full`).
         */
        post: operations["invoke_search_knowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/payroll.advise/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payroll compliance advice, with rate checks computed against dated rate tables.
         * @description Computed always: `rates_in_force`, the employer rates of the jurisdiction in force on pay_date (default today) from dated tables shipped as data (skills/payroll.advise/data/rates.json, each with its source), and `rate_checks`: for each check given, the expected amount (base_amount x the rate in force, rounded half-up to the cent) against amount_paid, with the difference and a status. With client_id the client must be the organization's and amounts are in its currency. With a model provider, `advice`, `open_items` and `confidence` are written from the citations and the computed checks. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         */
        post: operations["invoke_advise_payroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/playbook.creator/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deprecated alias of workstream.draft: make a WorkStream draft from a structured description.
         * @deprecated
         * @description Deprecated: use workstream.draft (the same handler and schemas). Creates a draft template from task names, skills, dependencies and approval gates and answers it with the problems WorkStreams Studio finds; what would need a language model is left out and listed in stub_fields.
         *
         *     Requires the `workstreams:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         *
         *     Deprecated since 2026-04-24: use `workstream.draft`.
         */
        post: operations["invoke_playbook_creator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/reports.asc606-memo/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An ASC 606 revenue memo: price allocated by relative standalone selling price, the five steps, analysis.
         * @description Computed always: the transaction price allocated to the performance obligations in proportion to their standalone selling prices (integer cents; the cents left over go to the largest remainders, so the allocation sums to the price exactly), and each obligation's timing as given. The five steps are listed with their ASC 606 references (cited by number and link only: the codification's text is not shipped). With a model provider, `memo` and each step's `conclusion` are written as structured output from the facts given. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `reports:generate` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         */
        post: operations["invoke_prepare_asc606_memo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/reports.cfo-pack/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CFO pack of a client: KPI table and ratio set for a period against a comparison period, from its journal.
         * @description Prepares the numbers of a CFO pack from a client's books: a KPI table (revenue, gross profit, EBITDA, net profit, cash, receivables, inventory, trade payables, working capital, total assets, total liabilities, interest-bearing debt, equity) for period_start to period_end against a comparison period (by default the period of the same length just before), with the change as an amount and a percentage; the full ratio set of analyse_financials for the period (each with formula, inputs and value; null and a warning for a zero or negative denominator); and each ratio's value in the comparison period with the change. Amounts are decimal strings in the client's currency. The commentary needs a language model and is returned empty in stub_fields. Another organization's client is 404 client_not_found.
         *
         *     Requires the `reports:generate` permission (or `service:full`).
         */
        post: operations["invoke_prepare_cfo_pack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/reports.financial/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Financial report of a client (trial balance, profit and loss, balance sheet) as PDF and/or XLSX files.
         * @description Prepares a client's financial report from its journal: the trial balance at period_end, the profit and loss for period_start to period_end and the balance sheet at period_end (the statements of get_client_financials), rendered as a PDF and/or an XLSX workbook (output_format pdf, xlsx or both; one sheet per statement, amounts as numeric cells). The files are stored in the organization's files and returned as references (id, filename, content_type, size, sha256, download_path: GET /api/v1/files/{id}/content, which needs documents:analyse). The totals are returned too, so the files can be checked against the answer. Every number is computed from the entries; nothing is estimated. A write (it stores files): with an Idempotency-Key a retry returns the same files. Another organization's client is 404 client_not_found.
         *
         *     Requires the `reports:generate` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_prepare_financial_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/reports.trust-accounts.prepare/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trust distribution statement and beneficiary statements of a client trust, as PDF and/or XLSX files.
         * @description Prepares a trust's distribution for an income year from its books and the trustee's distribution resolution: distributable income (the accounting profit of the period plus the resolution's explicit adjustments, or the figure the resolution gives), capital gains and franked distributions (with franking credits) streamed to the beneficiaries the resolution names, the rest by fixed amounts, then percentages, then the residual beneficiary, each split so the shares add up exactly (largest remainder), and each beneficiary account rolled forward: opening + entitlement - paid = closing unpaid present entitlement. Renders the statement of distribution and, with include_beneficiary_statements, one statement per beneficiary, as PDF and/or XLSX, stored in the organization's files and returned as references (download_path, needs documents:analyse). period is FY2026 (1 July 2025 to 30 June 2026) or an interval 2025-07-01/2026-06-30. The trust deed is not read: what the deed decides (the definition of income, streaming powers, default beneficiaries), s95 net income, the CGT discount, s100A and Division 7A are not computed; they are in stub_fields and warnings. Another organization's client is 404 client_not_found.
         *
         *     Requires the `reports:generate` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_prepare_trust_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/standards.research/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Researches the accounting or auditing standards that answer a question; cites them by number, title and link.
         * @description Finds the standards a question concerns in a catalogue of IFRS, IAS, ISA and ASC standards (whose text may not be shipped: cited by number, title and link only) and retrieves openly licensed legislation that bears on it. With a model provider, `summary`, `analysis`, `open_items` and `confidence` are written from those references. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         */
        post: operations["invoke_research_standards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/tax.advise/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax advice grounded in retrieved legislation, with citations.
         * @description Retrieves the legislation for the question (within the jurisdiction when given) and the standards it names. With a model provider, `advice`, `considerations`, `open_items` and `confidence` are written as structured output (checked against this skill's output schema) from those sources only; the citations are the sources the model used. Advisory: model-written where a provider is configured, and must be verified against authoritative sources before it is relied on. Without a provider the model-written fields keep their defaults, are listed in stub_fields, and warnings says so; citations come from retrieval either way, their confidence a retrieval relevance, not a probability of correctness.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     Advisory: the output is model-generated; verify it against authoritative sources.
         */
        post: operations["invoke_advise_tax"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/tb.check/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a trial balance: duplicates, debits against credits, unnatural signs, suspense balances.
         * @description Checks a trial balance (rows given inline, an uploaded CSV file, or a client's books at a date): the same account code twice, the same account name under different codes (and the same name and balance: a row entered twice), exactly equal balances on different accounts (low severity: often a coincidence), debits against credits with the difference and its usual causes (a row equal to half the difference posted on the wrong side, a row equal to the difference, a difference divisible by 9), balances on the side opposite the account's nature (by the chart's type, or by the classification rules of enrich_tb_rows; contra accounts such as accumulated depreciation and drawings are expected the other way), and suspense, clearing or rounding accounts that still hold a balance. Each finding names the rows it came from. Reads only; nothing is stored.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     Accepts bodies up to 5242880 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         */
        post: operations["invoke_detect_tb_duplicates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/tb.enrich/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify trial-balance rows to a jurisdiction's standard financial-statement headings.
         * @description Classifies each row of a trial balance (rows given inline, an uploaded CSV file, or a client's books at a date) to a standard heading of the jurisdiction (AU and NZ: AASB 101 / NZ IAS 1 line items; GB: Companies Act Format 1; CA: GIFI codes; US: Form 1120 Schedule L and page 1 lines). Keyword rules on the account name are tried first, then the jurisdiction's code ranges (Xero, MYOB, Sage and common four-digit numberings); each classified row names the rule that classified it. A row no rule covers, and every suspense or clearing account, is marked unclassified with the reason: nothing is guessed. Answers the rows, totals per heading and counts. Reads only; nothing is stored.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     Accepts bodies up to 5242880 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         */
        post: operations["invoke_enrich_tb_rows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/tb.import/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a trial balance CSV as a client's opening balances (one balanced journal entry).
         * @description Reads a trial balance from CSV, sent as text (`csv`) or as an uploaded file (`file_id`, at most 5 MiB) (code and name columns, then debit and credit columns or a signed balance), and records it for the client as one balanced opening-balance journal entry dated as_of. All or nothing: every bad row is reported with its line and field (`csv.row.7.debit`, up to 20), a trial balance whose debits and credits differ is refused, a code listed twice is refused, and accounts missing from the client's chart are refused unless create_missing_accounts is true; then they are added with the type of their classification (the rules of enrich_tb_rows for the jurisdiction), and refused when no rule classifies them. Re-importing the same file for the same client and date adds nothing: the entry's identity is derived from the client, the date and the file's SHA-256, and the answer says already_imported. Rows with a nil balance are skipped. The date must be after the client's locked_through date.
         *
         *     Requires the `accounting:write` permission (or `service:full`).
         *
         *     Accepts bodies up to 5242880 bytes (`x-max-body-bytes`), or BODY_LIMIT_BYTES when that is larger.
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_import_trial_balance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.add-member/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a member to a topic, or change a member's role.
         * @description Adds a user of the organization to the topic with a role (`member` by default, or `owner`), or changes the role of one already there (`change`: added, updated or unchanged; idempotent). Only the topic's owners may do this (403 topic_owner_required); a user outside the organization is 422 (param user_id); demoting the last owner is 409 topic_last_owner.
         *
         *     Requires the `topics:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_add_member"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.ask/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask in a topic and wait (bounded) for the answer.
         * @description Posts the question as topic_post_message does, then waits at most wait_ms (default TOPIC_ASK_WAIT_MS, 20 s; at most 50 s) for its turn: `completed` with the answer, `failed` with the turn's error, or `running` with query_id and poll_after_ms while the turn continues server-side (poll topic_messages until the answer with that query_id appears or the turn shows as failed in `pending`). Without a configured model provider the answer is completed at once with model null, stub_fields ["content"] and a warning: nothing is invented. With Accept: text/event-stream (or an MCP progress token) the answer streams while it is written: `delta` events `{query_id, offset, text}` (MCP: progress notifications whose message is the text), then the result. A cancelled turn (topic_cancel_turn) answers `cancelled` with its error.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` (`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error envelope). Refusals before the skill starts are ordinary error responses.
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.cancel-turn/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running turn.
         * @description Cancels a turn (query_id from topic_ask or topic_post_message): a queued turn is dropped; a running one has its model call aborted, on whichever instance runs it. Either ends `cancelled` (error code turn_cancelled, shown in topic_messages `pending`) and the conversation's next queued turn starts. Idempotent: cancelling a cancelled turn answers the same with `changed: false`. A turn that already completed or failed is 409 turn_not_cancellable; one of another topic, or unknown, is 404 turn_not_found.
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_cancel_turn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.create/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a topic; the creator is recorded as its owner.
         * @description Creates a topic in the caller's organization: a name, an optional description, its visibility (`organization`, the default: everyone of the organization with topics:read; or `members`: its members only) and optional further members (user ids of the organization; anyone else is refused with param members.N). The creator is recorded as a member with role `owner`. Idempotent with an Idempotency-Key.
         *
         *     Requires the `topics:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.follow-turn/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a turn's answer as it is written.
         * @description Streams the answer of a turn (query_id from topic_ask or topic_post_message) as it is written: with Accept: text/event-stream, `delta` events `{query_id, offset, text}` (offset counts UTF-16 units from the answer's start), first everything written so far (a reader may come late, or be served by another instance than the one running the turn), then each new piece, until the turn ends or wait_ms passes; over MCP the same pieces arrive as progress notifications (message: the text). Then the turn: `completed` with the answer, `failed` or `cancelled` with its error, or `queued`/`running` with poll_after_ms. A turn of another topic, or unknown, is 404 turn_not_found. Never writes.
         *
         *     Requires the `topics:read` permission (or `service:full`).
         *
         *     Streaming: with `Accept: text/event-stream` the answer is a stream of server-sent events: `progress` (`{fraction, message}`), `delta` (`{data}`), then one `result` (the invocation result) or `error` (the error envelope). Refusals before the skill starts are ordinary error responses.
         */
        post: operations["invoke_topic_follow_turn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.get/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a topic, optionally with its canvas descriptor.
         * @description Answers a topic of the caller's organization the caller may see, with its members. With include_canvas, also `canvas`: the topic's canvas descriptor, null when it has none. An unknown topic, another organization's, or one the caller may not see is 404 topic_not_found.
         *
         *     Requires the `topics:read` permission (or `service:full`).
         */
        post: operations["invoke_topic_get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.link-conversation/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a conversation to a topic (idempotent within the topic).
         * @description Links conversation_id to the topic, creating the conversation when it is new (without conversation_id a new conversation is created). Linking it to the same topic again answers it (`created: false`); a conversation of another topic is refused with 409 conversation_linked_elsewhere. Two links at once cannot both succeed.
         *
         *     Requires the `topics:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_link_conversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.list/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the topics the caller can see, with the total.
         * @description Lists the topics of the caller's organization that the caller may see (visibility `organization`, or `members` when the caller is a member), newest first, a page at a time (limit 1 to 100, default 20; offset), with `total` (all such topics) and `has_more`.
         *
         *     Requires the `topics:read` permission (or `service:full`).
         */
        post: operations["invoke_topic_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.members/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a topic's members and their roles.
         * @description Lists the members of a topic the caller may see, with their role (`owner`: manages the members; `member`) and when they were added. The creator is its first owner.
         *
         *     Requires the `topics:read` permission (or `service:full`).
         */
        post: operations["invoke_topic_members"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.messages/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a topic's messages in order, and the turns still pending.
         * @description Reads the messages of the topic's conversation (the default one unless conversation_id names another of the topic; one of another topic is refused with 409 conversation_topic_mismatch) chronologically by sequence number after after_seq, at most limit (1 to 100, default 50), with has_more and next_after_seq for the next page, and `pending`: the turns still queued or running, and those that failed or were cancelled in the last 24 hours (with their error), so a poller knows when to stop. A topic with no conversation yet answers an empty page (conversation_id null) and creates nothing. Never writes.
         *
         *     Requires the `topics:read` permission (or `service:full`).
         */
        post: operations["invoke_topic_messages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.post-message/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a message to a topic; its answer is written server-side.
         * @description Persists the message in the topic's conversation (the default one, created on first use, unless conversation_id names another of the topic) with the conversation's next sequence number, and queues its turn: one turn per conversation runs at a time, the rest in order. Answers `submitted` with the message's query_id (poll topic_messages for the answer), or `completed` with the answer when it was written inline. Without a configured model provider no answer text is written: the answer has model null, stub_fields ["content"] and a warning. A repeated client_message_id returns the first message and its turn (`replayed: true`).
         *
         *     Requires the `ask:execute` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_post_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/topic.remove-member/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from a topic (or leave it).
         * @description Removes a member from the topic (`removed: false` when they were not one; idempotent). Only the topic's owners may remove others (403 topic_owner_required); anyone may remove themselves. The last owner cannot leave (409 topic_last_owner). On a topic with visibility `members`, a removed member no longer sees it.
         *
         *     Requires the `topics:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_topic_remove_member"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workpapers.review/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review an uploaded audit workpaper: footing, periods, and preparer and reviewer sign-offs by rule.
         * @description Reads an uploaded workpaper (PDF, XLSX or CSV) as analyse_document does and applies the reviewer's computable checks: totals that do not foot; periods that do not agree (schedules against each other and against the engagement period; dated rows with figures outside it); and sign-offs by rule, read from labels such as Prepared by, Reviewed by, Date, Date prepared, Review date (value after the label or in the next cell): a preparer and a reviewer are named, each with a date that reads as a date and is not after today, the reviewer is not the preparer (names compared ignoring case and punctuation, initials against a full name), and the review is not dated before the preparation. signoffs lists the blocks read per sheet or page; a document with none has both sign-offs missing. With a configured model provider, summary and observations are review notes written by the model (structured output; verify them); without one they are empty, listed in stub_fields, with a warning. Errors as analyse_document. Reads only.
         *
         *     Requires the `documents:analyse` permission (or `service:full`).
         */
        post: operations["invoke_audit_workpaper_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.approve/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a task's work in a cycle, with a comment.
         * @description Records the caller's decision on a task waiting for approval: approve (the gate's Nth approval completes the task) or reject (the work goes back to the task, which runs again as a new revision, and the cycle goes on). The decision and comment are in the cycle's history with the caller as actor. A repeated decision by the same person on the same revision is not recorded twice (recorded: false). The preparer may not approve a gate that needs another approver (403 self_approval_forbidden); a task not waiting for approval is 409 invalid_state_transition.
         *
         *     Requires the `workstreams:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_approve_or_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.cancel/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a cycle; completed work is kept.
         * @description Cancels a cycle of the caller's organization: at once when nothing is in flight (also when paused), else it is cancelling until the work in flight ends. Completed tasks and their effects are kept. Cancelling a cancelled cycle answers it (changed: false); a completed or failed cycle is 409 invalid_state_transition.
         *
         *     Requires the `workstreams:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_workstream_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.describe/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Describe a workplan: its template's tasks and its open cycles.
         * @description Answers a workplan of the caller's organization with the tasks of the template version its next cycle will run (each task's skill, dependencies and approval gate) and its open cycles (not completed, failed or cancelled). An unknown workplan, or another organization's, is 404 workplan_not_found.
         *
         *     Requires the `workstreams:read` permission (or `service:full`).
         */
        post: operations["invoke_workstream_describe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.draft/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a WorkStream draft template from a structured description of its tasks.
         * @description Creates a draft template (WorkStreams Drafts) from task names, skills, dependencies (by key or by name) and approval gates, then checks it as WorkStreams Studio would and answers the draft with every problem found. Nothing is invented: a task's key is derived from its name, and what would need a language model (choosing a skill, or turning a task's free-text instructions into its input) is left out and listed in stub_fields, with warnings saying why. Edit the draft with PATCH /api/v1/workstreams/drafts/{draft_id}, publish it with POST /api/v1/workstreams/drafts/{draft_id}/publish.
         *
         *     Requires the `workstreams:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_workstream_draft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.list/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the organization's workplans (WorkStreams bound to clients).
         * @description Lists the caller organization's workplans, oldest first, a page at a time (limit 1 to 100, default 20; offset): each one's id (the workplan_id workstream_run and workstream_describe take), name, client, template, schedule, next scheduled run, write status and whether it is archived, and whether more pages follow.
         *
         *     Requires the `workstreams:read` permission (or `service:full`).
         */
        post: operations["invoke_workstream_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.run/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a workplan's cycle for a period, or answer the one already open.
         * @description Starts a cycle of a workplan of the caller's organization for a period (YYYY, YYYY-Qn or YYYY-MM); the cycle pins the workplan's template version and is run by the engine. Idempotent: when a cycle of that workplan and period is already open, that cycle is answered with created: false. At most 20 new cycles a minute per key. An archived workplan is 409 workplan_archived.
         *
         *     Requires the `workstreams:write` permission (or `service:full`).
         *
         *     A write: send `Idempotency-Key` (or `idempotency_key` in the body) to make retries safe.
         */
        post: operations["invoke_workstream_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/workstream.status/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where a cycle stands: its status, what it waits on, and each task.
         * @description Answers a cycle of the caller's organization: its status (queued, running, waiting, blocked, pausing, paused, cancelling, completed, failed, cancelled), what it waits on (an approval, a retry timer, writes being enabled), its version, and each task's status, attempts, output and error. An unknown cycle, or another organization's, is 404 cycle_not_found.
         *
         *     Requires the `workstreams:read` permission (or `service:full`).
         */
        post: operations["invoke_workstream_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        TopicArtifactLink: {
            /**
             * Format: uuid
             * @description An uploaded file of the organization (POST /api/v1/files).
             */
            artifact_id: string;
            /** @description Any JSON object; stored and echoed as parsed. */
            metadata?: Record<string, unknown>;
        };
        TopicArtifact: {
            topic_id: string;
            artifact_id: string;
            metadata: Record<string, unknown>;
            created_by: string;
            created_at: components["schemas"]["Timestamp"];
        };
        ModelUsage: {
            organization_id: string;
            /** @description The topic summed, or null for the whole organization. */
            topic_id: string | null;
            /** Format: date-time */
            since: string | null;
            /** @description Model calls made (each complete() with its retries counts once). */
            calls: number;
            input_tokens: number;
            output_tokens: number;
        };
        TopicArtifactList: {
            data: components["schemas"]["TopicArtifact"][];
            has_more: boolean;
        };
        Conversation: {
            id: string;
            topic_id: string;
            title: string | null;
            /** @description The last sequence number given to a message (numbers only grow; gaps are possible). */
            last_seq: number;
            created_at: components["schemas"]["Timestamp"];
        };
        ConversationList: {
            data: components["schemas"]["Conversation"][];
            has_more: boolean;
        };
        TopicCitation: {
            standard: string;
            section: string | null;
            url: string | null;
            /** @description Retrieval relevance, not a probability of correctness. */
            confidence: number;
        };
        TopicMessage: {
            id: string;
            topic_id: string;
            conversation_id: string;
            /** @description Order within the conversation. */
            seq: number;
            /** @enum {string} */
            role: "user" | "assistant" | "system";
            content: string;
            /** @description The turn this message asks (user) or answers (assistant). */
            query_id: string;
            /** @description The model that wrote an assistant message; null for people and for answers written without a model. */
            model: string | null;
            citations: components["schemas"]["TopicCitation"][];
            artifact_refs: string[];
            client_message_id: string | null;
            /** @description Fields a model would have written and none did (for example `content` without a model provider). */
            stub_fields: string[];
            warnings: string[];
            created_at: components["schemas"]["Timestamp"];
        };
        TopicMessagePage: {
            conversation_id: string | null;
            messages: components["schemas"]["TopicMessage"][];
            has_more: boolean;
            next_after_seq: number;
            pending: {
                query_id: string;
                /** @enum {string} */
                status: "queued" | "running" | "failed" | "cancelled";
                error: {
                    code?: string;
                    message?: string;
                } | null;
            }[];
        };
        /**
         * @description A supported Service-Version date (YYYY-MM-DD), oldest first (src/versioning VERSIONS).
         * @enum {string}
         */
        ServiceVersionDate: "2026-04-24";
        /** @description A Service-Version date (YYYY-MM-DD) in an answer. Open, unlike the dates a request may name (ServiceVersionDate): a server newer than this document answers unpinned requests with a newer date, and a client generated from this document must still read it. */
        ServiceVersionAnswered: string;
        /**
         * @description The 11 permissions (scopes). Every skill requires exactly one.
         * @enum {string}
         */
        PermissionSlug: "accounting:write" | "ask:execute" | "clients:read" | "documents:analyse" | "email:draft" | "reports:generate" | "search:read" | "topics:read" | "topics:write" | "workstreams:read" | "workstreams:write";
        /**
         * @description Retired scope strings. Refused on key creation (400 `unknown_permissions`); left on a migrated key, they grant nothing.
         * @enum {string}
         */
        RetiredPermission: "messages:create" | "conversations:read" | "documents:read" | "drafts:write" | "journal:write" | "reports:read" | "standards:read" | "workstreams:execute";
        /**
         * @description Held by tokens minted without a scope parameter; satisfies every permission. Not accepted on keys.
         * @constant
         */
        WildcardPermission: "service:full";
        /** @description A key's permissions. Keys created here hold only `PermissionSlug` values; a migrated key may still carry retired strings. */
        KeyPermissions: (components["schemas"]["PermissionSlug"] | components["schemas"]["RetiredPermission"])[];
        /**
         * @description Every event type the catalogue lists, aliases and reserved types included (GET /v1/webhooks/event-types).
         * @enum {string}
         */
        WebhookEventType: "api_key.created" | "api_key.deleted" | "workstream.run.completed" | "playbook.run.completed" | "workstream.run.failed" | "playbook.run.failed" | "workstream.run.cancelled" | "api_key.rotated" | "message.completed";
        /**
         * @description What an endpoint may subscribe to; `*` is every type, including future ones.
         * @enum {string}
         */
        SubscribableEventName: "*" | "api_key.created" | "api_key.deleted" | "workstream.run.completed" | "playbook.run.completed" | "workstream.run.failed" | "playbook.run.failed" | "workstream.run.cancelled" | "message.completed";
        /**
         * @description A name a delivery is sent under (the canonical type, or the alias the endpoint subscribed to), or
         *     `webhook.test` for a test event sent to one endpoint by hand.
         * @enum {string}
         */
        EmittedEventName: "api_key.created" | "api_key.deleted" | "workstream.run.completed" | "playbook.run.completed" | "workstream.run.failed" | "playbook.run.failed" | "workstream.run.cancelled" | "message.completed" | "webhook.test";
        ErrorResponse: {
            error: components["schemas"]["ErrorObject"];
        };
        ErrorObject: {
            /** @enum {string} */
            type: "invalid_request_error" | "authentication_error" | "permission_error" | "api_error" | "rate_limit_error" | "idempotency_error";
            /**
             * @description Stable machine-readable code; branch on this, never on `message`.
             * @enum {string}
             */
            code: "invalid_json" | "invalid_body_encoding" | "malformed_request" | "request_timeout" | "headers_too_large" | "unknown_permissions" | "invalid_service_version" | "auth_required" | "invalid_token" | "insufficient_scope" | "origin_not_allowed" | "route_not_found" | "skill_not_found" | "key_not_found" | "method_not_allowed" | "payload_too_large" | "unsupported_media_type" | "validation_error" | "idempotency_key_reused" | "idempotency_in_progress" | "RATE_LIMIT.USER" | "RATE_LIMIT.ORG" | "rate_limited" | "workspace_not_found" | "workspace_missing" | "workspace_archived" | "workspace_slug_taken" | "workspace_pinned" | "invalid_url" | "unknown_event_types" | "webhook_endpoint_not_found" | "delivery_not_found" | "client_not_found" | "journal_entry_not_found" | "file_not_found" | "invalid_multipart" | "unsupported_document_type" | "document_unreadable" | "document_too_large" | "document_too_many_pages" | "document_too_many_cells" | "document_extraction_timeout" | "permissions_immutable" | "skill_timeout" | "internal_error" | "service_unavailable" | "store_unavailable" | "workstream_template_not_found" | "workplan_not_found" | "cycle_not_found" | "workstream_draft_not_found" | "task_not_found" | "invalid_state_transition" | "version_mismatch" | "cycle_already_open" | "workplan_archived" | "approval_already_decided" | "self_approval_forbidden" | "approver_not_eligible" | "topic_not_found" | "conversation_not_found" | "conversation_linked_elsewhere" | "conversation_topic_mismatch" | "artifact_already_linked" | "client_message_id_reused" | "turn_not_found" | "turn_not_cancellable" | "topic_owner_required" | "topic_last_owner";
            message: string;
            /** @description The request field the error is about (dotted path). */
            param?: string;
            retry_after_seconds?: number;
            /** @description Identifies the request in the logs. */
            correlation_id?: string;
            /** @description One item per failing field, at most 20, the first one being the field `param` names (validation_error only). */
            details?: components["schemas"]["ValidationDetail"][];
            /**
             * @description Present when `details` is not the complete list: more than 20 fields failed, or the body was too large to
             *     check past its first failing field (validation_error only). Fix those and send again to see the rest.
             * @constant
             */
            details_truncated?: true;
            /** @description The offending slugs (unknown_permissions only). */
            invalid_permissions?: string[];
            /** @description Every accepted permission slug (unknown_permissions only). */
            valid_permissions?: components["schemas"]["PermissionSlug"][];
            /** @description The offending names (unknown_event_types only). */
            invalid_event_types?: string[];
            /** @description Every name an endpoint may subscribe to (unknown_event_types only). */
            valid_event_types?: components["schemas"]["SubscribableEventName"][];
            /** @description Supported Service-Version dates (invalid_service_version only). */
            supported_versions?: components["schemas"]["ServiceVersionAnswered"][];
            /** @description The state the command found (invalid_state_transition only); a task's state when `param` is `task_key`. */
            current_state?: string;
            /** @description The cycle's (or draft's) version now (version_mismatch only). */
            current_version?: number;
            /** @description The open cycle of that workplan and period (cycle_already_open only). */
            cycle_id?: string;
        } & (unknown & unknown & unknown & unknown & unknown & unknown);
        ValidationDetail: {
            /**
             * @description Where the failing value is, starting with body, query, path or header; then property names (strings) and
             *     array indexes (integers).
             */
            loc: [
                "body" | "query" | "path" | "header"
            ];
            msg: string;
            type: string;
        };
        Health: {
            /**
             * @description `down` exactly when the store is down (store.status `down`, answered with 503); otherwise store.status is `ok` (200).
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
            version: components["schemas"]["ServiceVersionAnswered"];
            store: {
                /** @enum {string} */
                kind: "embedded" | "mongo";
                /** @enum {string} */
                status: "ok" | "down";
            };
            redis: {
                /** @enum {string} */
                status: "ok" | "down" | "not_configured";
            };
            /**
             * @description `shared`: counted in Redis across every instance. `local`: in-process (no Redis configured).
             *     `local_fallback`: Redis is unreachable and each instance counts on its own until it is back.
             */
            rate_limits: {
                /** @enum {string} */
                mode: "shared" | "local" | "local_fallback";
            };
        };
        /**
         * Format: date-time
         * @description RFC 3339 UTC timestamp with milliseconds.
         */
        Timestamp: string;
        /**
         * Format: date-time
         * @description RFC 3339 UTC timestamp with milliseconds, or null.
         */
        NullableTimestamp: string | null;
        /** @description The merged view of a key. Fields from workspace_id onward are null when no mirror record exists. */
        ConnectKey: {
            id: string;
            name: string;
            /** @description The prefix and last four characters of the value (`sk_…abcd`). */
            obfuscated_value: string;
            /**
             * Format: date-time
             * @description Last successful authentication with the key; updated at most once a minute per instance.
             */
            last_used_at: string | null;
            permissions: components["schemas"]["KeyPermissions"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /** Format: uuid */
            workspace_id: string | null;
            rate_limit_per_minute: number | null;
            description: string | null;
            /**
             * @description A label; gates nothing.
             * @enum {string|null}
             */
            environment: "sandbox" | "live" | null;
            created_by_user_id: string | null;
            rotated_from_key_id: string | null;
            expires_at: components["schemas"]["NullableTimestamp"];
            revoked_at: components["schemas"]["NullableTimestamp"];
        };
        ConnectKeyWithValue: {
            id: string;
            name: string;
            obfuscated_value: string;
            last_used_at: components["schemas"]["NullableTimestamp"];
            permissions: components["schemas"]["KeyPermissions"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /** Format: uuid */
            workspace_id: string | null;
            rate_limit_per_minute: number | null;
            description: string | null;
            /** @enum {string|null} */
            environment: "sandbox" | "live" | null;
            created_by_user_id: string | null;
            rotated_from_key_id: string | null;
            expires_at: components["schemas"]["NullableTimestamp"];
            revoked_at: components["schemas"]["NullableTimestamp"];
            /** @description The full key. Shown once; store it now. */
            value: string;
        };
        ConnectKeyList: {
            data: components["schemas"]["ConnectKey"][];
            has_more: boolean;
        };
        ConnectKeyCreate: {
            name: string;
            /**
             * @description Permission slugs, each one of `PermissionSlug` (also listed by GET /api/v1/connect-keys/_helpers/permission-catalog).
             *     Deliberately not an enum here: anything else (retired, unknown, `service:full`) answers 400
             *     `unknown_permissions` naming the offenders, not 422.
             * @default []
             */
            permissions?: string[];
            /** Format: uuid */
            workspace_id?: string | null;
            /**
             * @description Requests per rolling minute for this key (0 blocks it; null uses the organization's override, else 60).
             *     Counting is exact, one entry per admitted request, hence the ceiling of 10,000.
             */
            rate_limit_per_minute?: number | null;
            description?: string | null;
            /**
             * @default sandbox
             * @enum {string}
             */
            environment?: "sandbox" | "live";
            expires_in_days?: number | null;
        };
        ConnectKeyUpdate: {
            name?: string;
            /**
             * @description Not changeable. Sending the key's current set (in any order) is accepted and changes nothing; unknown
             *     or retired slugs answer 400 `unknown_permissions` (so this is deliberately not an enum of
             *     `PermissionSlug`); any other set answers 501 `permissions_immutable`.
             */
            permissions?: string[];
            /** Format: uuid */
            workspace_id?: string | null;
            /**
             * @description Requests per rolling minute for this key (0 blocks it; null uses the organization's override, else 60).
             *     Counting is exact, one entry per admitted request, hence the ceiling of 10,000.
             */
            rate_limit_per_minute?: number | null;
            description?: string | null;
            /** @enum {string} */
            environment?: "sandbox" | "live";
        };
        ConnectKeyRotate: {
            /** @default 24 */
            grace_period_hours?: number;
        };
        Workspace: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            created_at: components["schemas"]["Timestamp"];
        };
        WorkspaceList: {
            data: components["schemas"]["Workspace"][];
            has_more: boolean;
        };
        WorkspaceRecord: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            created_at: components["schemas"]["Timestamp"];
            archived_at: components["schemas"]["NullableTimestamp"];
        };
        WorkspaceRecordList: {
            data: components["schemas"]["WorkspaceRecord"][];
            has_more: boolean;
        };
        WorkspaceCreate: {
            name: string;
            slug?: string;
        };
        WorkspaceUpdate: {
            name?: string;
            slug?: string;
        };
        PermissionCatalog: {
            /** @description One entry per permission, in the order of `PermissionSlug`. */
            data: components["schemas"]["PermissionCatalogEntry"][];
        };
        PermissionCatalogEntry: {
            permission: components["schemas"]["PermissionSlug"];
            description: string;
            skills: {
                name: string;
                slug: string;
            }[];
        };
        SkillSummary: {
            name: string;
            slug: string;
            /** @enum {string} */
            category: "advisory" | "analysis" | "audit" | "authoring" | "communication" | "compliance" | "data" | "forensic" | "general" | "integrations" | "memo" | "reports" | "research" | "review" | "topics" | "transactions" | "utility";
            /**
             * @description Empty when the skill belongs to no cluster.
             * @enum {string}
             */
            cluster: "" | "TAX" | "ASR" | "CMP" | "WLT" | "BOP" | "XCT" | "MAV";
            streaming: boolean;
            /** @description Output is model-generated; verify it against authoritative sources. */
            advisory: boolean;
            writes: boolean;
            permission: components["schemas"]["PermissionSlug"];
            summary: string;
            description: string;
            links: {
                /** @description Path of the skill's invoke operation. */
                invoke: string;
                /** @description JSON pointer into /openapi.json. */
                input_schema: string;
                /** @description JSON pointer into /openapi.json. */
                output_schema: string;
            };
        };
        SkillList: {
            skills: components["schemas"]["SkillSummary"][];
            has_more: boolean;
        };
        SkillInvocationResult: {
            skill: string;
            /** @description The skill's output, as its own operation (invoke_<slug>) describes it: every skill's output has stub_fields and warnings, and the fields of that skill. */
            output: {
                stub_fields: string[];
                warnings: string[];
            } & {
                [key: string]: unknown;
            };
            correlation_id: string;
        };
        Finding: {
            area: string;
            description: string;
            /** @default info */
            severity: string;
            /** @default  */
            recommendation: string;
        };
        Citation: {
            standard: string;
            /** @default  */
            section: string;
            /** @default  */
            url: string;
            /** @default 0 */
            confidence: number;
        };
        WebhookEndpoint: {
            id: string;
            /** Format: uri */
            url: string;
            description: string | null;
            event_types: components["schemas"]["SubscribableEventName"][];
            enabled: boolean;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description Until then deliveries are also signed with the previous secret.
             */
            previous_secret_expires_at: string | null;
        };
        WebhookEndpointWithSecret: {
            id: string;
            /** Format: uri */
            url: string;
            description: string | null;
            event_types: components["schemas"]["SubscribableEventName"][];
            enabled: boolean;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            previous_secret_expires_at: components["schemas"]["NullableTimestamp"];
            /** @description The signing secret, shown once. The HMAC key is this exact string (UTF-8). */
            secret: string;
        };
        Client: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description ISO 4217; every amount of the client is in it. */
            currency: string;
            /** Format: uuid */
            workspace_id: string | null;
            /**
             * Format: date
             * @description Periods up to and including this date are closed.
             */
            locked_through: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        File: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The workspace the file belongs to; null for a file stored before workspaces were kept.
             */
            workspace_id: string | null;
            /** @description The uploaded name without any path or control characters. */
            filename: string;
            size_bytes: number;
            /** @description Sniffed from the first bytes; what the service trusts. */
            content_type: string;
            /** @description What the client declared for the part (recorded, not trusted). */
            declared_content_type: string | null;
            sha256: string;
            created_at: components["schemas"]["Timestamp"];
        };
        FileUpload: {
            /**
             * Format: binary
             * @description The file; its part's filename is recorded (sanitised).
             */
            file: string;
        };
        ClientList: {
            data: components["schemas"]["Client"][];
            has_more: boolean;
        };
        JournalEntry: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            client_id: string;
            /** Format: date */
            date: string;
            narration: string;
            reference: string | null;
            /** Format: uuid */
            contact_id: string | null;
            /** @description The sum of the debits (= the credits), in the client's currency. */
            total: string;
            lines: {
                /** @description The line's position in the entry (a reconciliation's `ledger_lines[].line`). */
                line: number;
                account_code: string;
                debit: string | null;
                credit: string | null;
                description: string | null;
            }[];
            created_at: components["schemas"]["Timestamp"];
        };
        JournalEntryList: {
            data: components["schemas"]["JournalEntry"][];
            has_more: boolean;
        };
        StatementLine: {
            id: string;
            /** Format: uuid */
            bank_account_id: string;
            /** Format: date */
            date: string;
            /** @description Signed, in the client's currency: money into the account positive. */
            amount: string;
            description: string;
            reference: string | null;
            counterparty: string | null;
            /** @description The bank's transaction id (OFX FITID, or a mapped CSV id column). */
            fitid: string | null;
            /** @description The statement import that first added the line. */
            import_id: string;
            created_at: components["schemas"]["Timestamp"];
        };
        StatementLineList: {
            data: components["schemas"]["StatementLine"][];
            has_more: boolean;
        };
        ClientCreate: {
            name: string;
            currency: string;
            /** Format: uuid */
            workspace_id?: string | null;
            /** Format: date */
            locked_through?: string | null;
        };
        ClientUpdate: {
            name?: string;
            /** Format: date */
            locked_through?: string | null;
        };
        Connection: {
            /** @description The connection (grant) id. */
            id: string;
            /** @description The client's id (a registration's, or a metadata document's URL). */
            client_id: string;
            /** @description The name the client registered with, if any. */
            client_name: string | null;
            /** @description The permissions given (or `service:full`). */
            scopes: string[];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When it lapses unless the client refreshes.
             */
            expires_at: string | null;
        };
        ConnectionList: {
            data: components["schemas"]["Connection"][];
            has_more: boolean;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            has_more: boolean;
        };
        WebhookEndpointCreate: {
            url: string;
            /**
             * @description Names from `SubscribableEventName`. Deliberately not an enum here: unknown or reserved names answer 400
             *     `unknown_event_types` naming them, not 422.
             */
            event_types: string[];
            description?: string | null;
            /** @default true */
            enabled?: boolean;
        };
        WebhookEndpointUpdate: {
            url?: string;
            /**
             * @description Names from `SubscribableEventName`. Deliberately not an enum here: unknown or reserved names answer 400
             *     `unknown_event_types` naming them, not 422.
             */
            event_types?: string[];
            description?: string | null;
            enabled?: boolean;
        };
        WebhookSecretRotate: {
            /** @default 24 */
            grace_period_hours?: number;
        };
        WebhookDelivery: {
            /** @description The X-Webhook-Id sent with every attempt. */
            id: string;
            event_id: string;
            /** @description The event name sent (an alias when the endpoint subscribed to one). */
            event: components["schemas"]["EmittedEventName"];
            /** @enum {string} */
            status: "pending" | "succeeded" | "dead";
            /** @description `status` is `dead`. */
            dead: boolean;
            attempts: number;
            last_response_code: number | null;
            /** @description "Why the last attempt failed: timeout, blocked, connection, redirect, tls, http_<code>, endpoint_disabled, endpoint_deleted." */
            last_error: string | null;
            next_attempt_at: components["schemas"]["NullableTimestamp"];
            last_attempt_at: components["schemas"]["NullableTimestamp"];
            delivered_at: components["schemas"]["NullableTimestamp"];
            created_at: components["schemas"]["Timestamp"];
        };
        WebhookDeliveryDetail: {
            delivery: components["schemas"]["WebhookDelivery"];
            /** @description The recorded attempts, newest first. */
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookAttempt: {
            attempted_at: components["schemas"]["Timestamp"];
            /** @description The receiver's status; null when there was no response. */
            response_code: number | null;
            /** @description Why it failed (null when it succeeded). */
            error: string | null;
            duration_ms: number;
            /** @description The start of the receiver's answer, as text. */
            response_excerpt: string | null;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            has_more: boolean;
        };
        WebhookEventTypeList: {
            data: {
                type: components["schemas"]["WebhookEventType"];
                description: string;
                data_fields: string[];
                aliases: components["schemas"]["WebhookEventType"][];
                /** @enum {string|null} */
                alias_of: "workstream.run.completed" | "workstream.run.failed" | null;
                /** @description Listed but never sent; cannot be subscribed to. */
                reserved: boolean;
                deprecated: boolean;
            }[];
        };
        Session: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Whether this request was made with it. */
            current: boolean;
        };
        SessionList: {
            data: components["schemas"]["Session"][];
            has_more: boolean;
        };
        Me: {
            /** @description The user, or `svc_<key id>` for a key without a creator. */
            user_id: string;
            organization_id: string;
            /** Format: uuid */
            workspace_id: string | null;
            /** @enum {string} */
            auth_method: "session_cookie" | "session_jwt" | "oauth_jwt" | "api_key";
            /** @description What the credential holds; retired strings left on a migrated key grant nothing. */
            permissions: (components["schemas"]["PermissionSlug"] | components["schemas"]["RetiredPermission"] | components["schemas"]["WildcardPermission"])[];
            key_id: string | null;
            session_id: string | null;
        };
        /** @description A task's key inside its template (lowercase letters, digits, underscores). */
        TaskKey: string;
        /** @description A year (`2026`), a quarter (`2026-Q3`) or a month (`2026-07`). */
        Period: string;
        /** @enum {string} */
        CycleStatus: "queued" | "running" | "waiting" | "blocked" | "pausing" | "paused" | "cancelling" | "completed" | "failed" | "cancelled";
        /** @enum {string} */
        TaskStatus: "pending" | "ready" | "running" | "waiting" | "succeeded" | "failed" | "skipped" | "cancelled";
        /**
         * @description What a `waiting` task waits on: N of M approvals, a retry timer, writes being enabled, or input (an input task).
         * @enum {string|null}
         */
        WaitingOn: "approval" | "timer" | "writes" | "input" | null;
        Actor: {
            /**
             * @description `system` is the engine itself.
             * @enum {string}
             */
            kind: "user" | "system";
            /** @description The user id (`svc_<key id>` for a key without a creator); `engine` for the system. */
            id: string;
            key_id: string | null;
        };
        ApprovalGateInput: {
            /**
             * @description N of M: approvals needed.
             * @default 1
             */
            required?: number;
            /** @description User ids allowed to decide (M); null or absent means any member holding `workstreams:write`. */
            approvers?: string[] | null;
            /**
             * @description The approver must not be the user the task ran as.
             * @default true
             */
            distinct_from_preparer?: boolean;
        };
        ApprovalGate: {
            required: number;
            approvers: string[] | null;
            distinct_from_preparer: boolean;
        };
        RetryPolicy: {
            /**
             * @description Attempts, the first included (1: no retry).
             * @default 3
             */
            max_attempts?: number;
            /**
             * @description Wait before the 2nd attempt, doubled for each later one.
             * @default 2
             */
            backoff_seconds?: number;
        };
        TaskDefinitionInput: {
            key: components["schemas"]["TaskKey"];
            /**
             * @description `skill` runs `skill`. `input` runs nothing: the task waits on input until `POST …/cycles/{cycle_id}/tasks/{task_key}/input` supplies a value matching `input_schema`, which becomes its output.
             * @default skill
             * @enum {string}
             */
            kind?: "skill" | "input";
            /** @description An input task's JSON Schema (2020-12) for the value it accepts: an object schema (`"type": "object"`). Later tasks bind to its fields as `tasks.<key>.output.<field>`. */
            input_schema?: Record<string, unknown>;
            /** @description Defaults to the key. */
            name?: string;
            /** @description A skill name or slug from the catalogue (required for a `skill` task; none for an `input` task). */
            skill?: string;
            /**
             * @description The skill's input: literal values, or bindings `{"$bind": "<source>"}` resolved when the task runs:
             *     `period.key`, `period.start`, `period.end` (dates), `workplan.client_id`, `workplan.inputs.<name>`,
             *     `tasks.<key>.output.<field>[.<field>…]` (the task must be among `depends_on`).
             * @default {}
             */
            input?: Record<string, unknown>;
            /**
             * @description Keys of tasks listed before this one.
             * @default []
             */
            depends_on?: components["schemas"]["TaskKey"][];
            /** @description An approval gate on the task's output; null or absent for none. */
            approval?: components["schemas"]["ApprovalGateInput"] | null;
            retry?: components["schemas"]["RetryPolicy"];
            /**
             * @description Once out of attempts: `block` the cycle until an operator retries or skips, `fail_cycle`, or `continue` (tasks after it are skipped).
             * @default block
             * @enum {string}
             */
            on_failure?: "block" | "fail_cycle" | "continue";
        };
        TaskDefinition: {
            key: components["schemas"]["TaskKey"];
            /** @enum {string} */
            kind: "skill" | "input";
            /** @description An input task's schema; null for a skill task. */
            input_schema: Record<string, unknown> | null;
            name: string;
            /** @description The skill's canonical name (empty for an input task). */
            skill: string;
            /** @description The skill writes: it waits while the workplan's writes are disabled. */
            writes: boolean;
            /**
             * Stored input
             * @description The skill's input as given: literal values and bindings (see TaskDefinitionInput).
             */
            input: Record<string, unknown>;
            depends_on: components["schemas"]["TaskKey"][];
            approval: components["schemas"]["ApprovalGate"] | null;
            retry: {
                max_attempts: number;
                backoff_seconds: number;
            };
            /** @enum {string} */
            on_failure: "block" | "fail_cycle" | "continue";
        };
        WorkstreamTemplateCreate: {
            name: string;
            description?: string | null;
            tasks: components["schemas"]["TaskDefinitionInput"][];
        };
        WorkstreamTemplateVersionCreate: {
            tasks: components["schemas"]["TaskDefinitionInput"][];
        };
        WorkstreamTemplate: {
            id: string;
            name: string;
            description: string | null;
            latest_version: number;
            /** @description The latest version's tasks. */
            tasks: components["schemas"]["TaskDefinition"][];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        WorkstreamTemplateList: {
            data: components["schemas"]["WorkstreamTemplate"][];
            has_more: boolean;
        };
        WorkstreamTemplateVersion: {
            template_id: string;
            version: number;
            tasks: components["schemas"]["TaskDefinition"][];
            published_at: components["schemas"]["Timestamp"];
            published_by: string;
        };
        /**
         * @description A cron trigger: each occurrence starts a cycle for one period, once, however many instances run. After downtime,
         *     missed occurrences of the last WORKSTREAM_CATCHUP_DAYS (default 35) start their cycles, oldest first; older
         *     ones are skipped.
         */
        WorkplanScheduleInput: {
            /** @description A 5-field cron expression (minute hour day-of-month month day-of-week), read in `timezone`. */
            cron: string;
            /** @description An IANA time zone, e.g. `Australia/Sydney`. */
            timezone: string;
            /**
             * @description The kind of period a triggered cycle covers.
             * @default month
             * @enum {string}
             */
            period?: "month" | "quarter" | "year";
            /**
             * @description Which period, counted from the one holding the occurrence's local date: -1 (default) is the one before (a close on the 1st runs the month just ended).
             * @default -1
             */
            period_offset?: number;
        };
        WorkplanSchedule: {
            cron: string;
            timezone: string;
            /** @enum {string} */
            period: "month" | "quarter" | "year";
            period_offset: number;
        };
        WorkplanCreate: {
            name: string;
            /** Format: uuid */
            client_id: string;
            template_id?: string;
            /**
             * @deprecated
             * @description Deprecated alias of `template_id`: a request using it is answered with `Deprecation` and `Link` (rel="deprecation").
             */
            blueprint_id?: string;
            /** @description Pinned for new cycles; null (default): the latest. */
            template_version?: number | null;
            /**
             * @description Values tasks bind to as `workplan.inputs.<name>`.
             * @default {}
             */
            inputs?: Record<string, unknown>;
            schedule?: components["schemas"]["WorkplanScheduleInput"] | null;
        };
        WorkplanUpdate: {
            name?: string;
            template_version?: number | null;
            inputs?: Record<string, unknown>;
            schedule?: components["schemas"]["WorkplanScheduleInput"] | null;
        };
        Workplan: {
            id: string;
            name: string;
            /** Format: uuid */
            client_id: string;
            template_id: string;
            /**
             * @deprecated
             * @description Deprecated alias of `template_id` (always equal).
             */
            blueprint_id: string;
            template_version: number | null;
            /** @description Tasks run as this user. */
            owner_user_id: string;
            inputs: Record<string, unknown>;
            schedule: components["schemas"]["WorkplanSchedule"] | null;
            /** @description The schedule's next occurrence not yet fired (null without a schedule, or archived). */
            next_run_at: components["schemas"]["NullableTimestamp"];
            writes_enabled: boolean;
            /** @enum {string} */
            status: "active" | "archived";
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        WorkplanList: {
            data: components["schemas"]["Workplan"][];
            has_more: boolean;
        };
        WorkplanWriteStatus: {
            workplan_id: string;
            writes_enabled: boolean;
            changed_at: components["schemas"]["NullableTimestamp"];
            changed_by: string | null;
            /** @description Tasks of open cycles waiting for writes to be enabled. */
            waiting_tasks: number;
        };
        CycleStart: {
            workplan_id: string;
            /**
             * @deprecated
             * @description Not accepted here; name the workplan.
             */
            blueprint_id?: string;
            period: components["schemas"]["Period"];
        };
        CyclePause: {
            /**
             * @default drain
             * @enum {string}
             */
            mode?: "drain" | "immediate";
            reason?: string | null;
        };
        CycleCancel: {
            reason?: string | null;
        };
        CycleApproval: {
            task_key: components["schemas"]["TaskKey"];
            /**
             * @default approve
             * @enum {string}
             */
            decision?: "approve" | "reject";
            comment: string;
        };
        TaskSkip: {
            justification: string;
        };
        Cycle: {
            id: string;
            /** @description The id again: webhooks name a cycle `run_id`. */
            run_id: string;
            workplan_id: string;
            template_id: string;
            /** @description The version the cycle pinned when it started. */
            template_version: number;
            /** Format: uuid */
            client_id: string;
            period: components["schemas"]["Period"];
            status: components["schemas"]["CycleStatus"];
            /** @description What the cycle waits for, one item per waiting task. */
            waiting_on: {
                task_key: components["schemas"]["TaskKey"];
                /** @enum {string} */
                waiting_on: "approval" | "timer" | "writes" | "input";
            }[];
            /**
             * @description Set when completed: `with_exceptions` after a skip or a tolerated failure.
             * @enum {string|null}
             */
            outcome: "clean" | "with_exceptions" | null;
            error: null | {
                code: string;
                message: string;
                task_key: string | null;
            };
            /** @description One more on every transition; the `ETag`. */
            version: number;
            pause: null | {
                /** @enum {string} */
                mode: "drain" | "immediate";
                reason: string | null;
                requested_by: components["schemas"]["Actor"];
                requested_at: components["schemas"]["Timestamp"];
            };
            counts: {
                pending: number;
                ready: number;
                running: number;
                waiting: number;
                succeeded: number;
                failed: number;
                skipped: number;
                cancelled: number;
            };
            writes_enabled: boolean;
            created_by: components["schemas"]["Actor"];
            created_at: components["schemas"]["Timestamp"];
            started_at: components["schemas"]["NullableTimestamp"];
            completed_at: components["schemas"]["NullableTimestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        CycleList: {
            data: components["schemas"]["Cycle"][];
            has_more: boolean;
        };
        ApprovalDecision: {
            actor: components["schemas"]["Actor"];
            /** @enum {string} */
            decision: "approve" | "reject";
            comment: string;
            revision: number;
            at: components["schemas"]["Timestamp"];
        };
        CycleTask: {
            key: components["schemas"]["TaskKey"];
            name: string;
            skill: string;
            writes: boolean;
            depends_on: components["schemas"]["TaskKey"][];
            status: components["schemas"]["TaskStatus"];
            waiting_on: components["schemas"]["WaitingOn"];
            /** @description One more each time a reject sent the work back. */
            revision: number;
            /** @description Attempts made in the current series. */
            attempt: number;
            max_attempts: number;
            approval: components["schemas"]["ApprovalGate"] | null;
            /** @description Decisions on the current revision. */
            decisions: components["schemas"]["ApprovalDecision"][];
            /** @description The skill's output (the invocation result's `output`). */
            output: Record<string, unknown> | null;
            error: null | {
                code: string;
                message: string;
            };
            /** @description The user the current revision ran as. */
            prepared_by: string | null;
            justification: string | null;
            not_before: components["schemas"]["NullableTimestamp"];
            started_at: components["schemas"]["NullableTimestamp"];
            finished_at: components["schemas"]["NullableTimestamp"];
        };
        CycleTaskList: {
            data: components["schemas"]["CycleTask"][];
            has_more: boolean;
        };
        CycleEvent: {
            seq: number;
            /** @enum {string} */
            type: "cycle.status" | "task.status" | "approval.decided" | "cycle.writes" | "input.received";
            at: components["schemas"]["Timestamp"];
            actor: components["schemas"]["Actor"];
            /** @description cycle.status: from, to, reason?; task.status: task_key, from, to, waiting_on?, revision, attempt, …; approval.decided: task_key, decision, comment, revision, approvals, required; cycle.writes: writes_enabled; input.received: task_key, revision. */
            data: Record<string, unknown>;
        };
        CycleEventList: {
            data: components["schemas"]["CycleEvent"][];
            has_more: boolean;
        };
        /** @description A task as a draft holds it; the same fields as TaskDefinitionInput, but `skill` may be missing until chosen (validation reports it). */
        DraftTaskInput: {
            key: components["schemas"]["TaskKey"];
            /** @enum {string} */
            kind?: "skill" | "input";
            input_schema?: Record<string, unknown>;
            name?: string;
            /** @description A skill name or slug from the catalogue. */
            skill?: string;
            /** @description Literal values and bindings, as in TaskDefinitionInput. */
            input?: Record<string, unknown>;
            depends_on?: components["schemas"]["TaskKey"][];
            approval?: components["schemas"]["ApprovalGateInput"] | null;
            retry?: components["schemas"]["RetryPolicy"];
            /** @enum {string} */
            on_failure?: "block" | "fail_cycle" | "continue";
        };
        WorkstreamDraftCreate: {
            name: string;
            description?: string | null;
            /** @description Publish as the next version of this template; null or absent: a new template. */
            template_id?: string | null;
            /** @default [] */
            tasks?: components["schemas"]["DraftTaskInput"][];
        };
        WorkstreamDraftUpdate: {
            name?: string;
            description?: string | null;
            tasks?: components["schemas"]["DraftTaskInput"][];
        };
        WorkstreamDraft: {
            id: string;
            name: string;
            description: string | null;
            /** @description The template the draft publishes a version of; null: publishing creates one. */
            template_id: string | null;
            tasks: components["schemas"]["DraftTaskInput"][];
            /**
             * @description `published` drafts no longer change.
             * @enum {string}
             */
            status: "draft" | "published";
            /** @description One more on every edit; the `ETag`. */
            version: number;
            published: null | {
                template_id: string;
                version: number;
                published_at: components["schemas"]["Timestamp"];
            };
            created_by: string;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        WorkstreamDraftList: {
            data: components["schemas"]["WorkstreamDraft"][];
            has_more: boolean;
        };
        DraftProblem: {
            /** @description The task at fault (null for a problem of the draft as a whole). */
            task_key: string | null;
            /** @description Where, into the draft's body: `["body", "tasks", <index>, "input", <field>…, "$bind"]`. */
            loc: (string | number)[];
            msg: string;
            /** @description unknown_skill, missing_skill, duplicate_key, unknown_task, invalid_binding, unknown_output_field, type_mismatch, unknown_field, missing_field, invalid_value, unsatisfiable, no_tasks, unknown_template. */
            type: string;
        };
        WorkstreamDraftValidation: {
            draft_id: string;
            /** @description The draft version checked. */
            version: number;
            valid: boolean;
            errors: components["schemas"]["DraftProblem"][];
        };
        WorkstreamDraftPreviewRequest: {
            /** @description The workplan whose client and inputs the bindings read. */
            workplan_id: string;
            period: components["schemas"]["Period"];
        };
        WorkstreamDraftPreview: {
            draft_id: string;
            version: number;
            workplan_id: string;
            /** Format: uuid */
            client_id: string;
            period: components["schemas"]["Period"];
            tasks: {
                key: components["schemas"]["TaskKey"];
                name: string;
                /** @description The skill's canonical name. */
                skill: string;
                writes: boolean;
                depth: number;
                depends_on: components["schemas"]["TaskKey"][];
                /** @description The input as it would be sent, with period and workplan bindings resolved. */
                input: Record<string, unknown>;
                /** @description Bindings to earlier tasks' outputs, resolved only when the cycle runs. */
                pending_bindings: {
                    path: string[];
                    source: string;
                }[];
                approval: components["schemas"]["ApprovalGate"] | null;
            }[];
        };
        WorkstreamDraftPublication: {
            draft: components["schemas"]["WorkstreamDraft"];
            template: components["schemas"]["WorkstreamTemplateVersion"];
        };
        PendingApproval: {
            cycle_id: string;
            /** @description The cycle's version, for `If-Match` on the decision. */
            cycle_version: number;
            cycle_status: components["schemas"]["CycleStatus"];
            workplan_id: string;
            /** Format: uuid */
            client_id: string;
            period: components["schemas"]["Period"];
            task_key: components["schemas"]["TaskKey"];
            task_name: string;
            skill: string;
            revision: number;
            /** @description Approvals the gate needs. */
            required: number;
            /** @description Approvals recorded on this revision so far. */
            approvals: number;
            /** @description The user the work ran as. */
            prepared_by: string | null;
            /** @description The work to review (the task's output). */
            output: Record<string, unknown> | null;
        };
        PendingApprovalList: {
            data: components["schemas"]["PendingApproval"][];
            has_more: boolean;
        };
        TaskInputSupply: {
            /** @description The input, matching the task's `input_schema`. */
            value: Record<string, unknown>;
        };
        TriggerFiring: {
            occurrence: components["schemas"]["Timestamp"];
            period: components["schemas"]["Period"];
            /** @description The cycle it started (null for an occurrence still to come). */
            cycle_id: string | null;
            cycle_status: components["schemas"]["CycleStatus"] | null;
        };
        WorkplanTrigger: {
            /** @enum {string} */
            kind: "manual" | "cron";
            /** @description False once the workplan is archived. */
            enabled: boolean;
            schedule: components["schemas"]["WorkplanSchedule"] | null;
            /** @description cron: the next occurrence not yet fired (due ones fire on the next worker pass); null for manual or when disabled. */
            next_occurrence: components["schemas"]["TriggerFiring"] | null;
            /** @description cron: the occurrences after the next one. */
            upcoming: components["schemas"]["TriggerFiring"][];
            /** @description The newest cycle this trigger started (cron: by an occurrence; manual: by a person or key). */
            last_fired: components["schemas"]["TriggerFiring"] | null;
        };
        WorkplanTriggerList: {
            data: components["schemas"]["WorkplanTrigger"][];
            has_more: boolean;
        };
        /** AccountsImportInput */
        AccountsImportInput: {
            /** Format: uuid */
            client_id: string;
            /** @description The CSV file's text, header row first. Give csv or file_id, not both. */
            csv?: string;
            /**
             * Format: uuid
             * @description An uploaded file (POST /api/v1/files) holding the CSV, at most 5 MiB. Give csv or file_id, not both.
             */
            file_id?: string;
            /**
             * @description Archive the accounts the file does not list (they are never deleted).
             * @default false
             */
            archive_missing?: boolean;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** AccountsImportOutput */
        AccountsImportOutput: {
            accounts_in_file: number;
            added: number;
            updated: number;
            archived: number;
            unchanged: number;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** AccountsReconcileInput */
        AccountsReconcileInput: {
            /** Format: uuid */
            client_id: string;
            /** @description The chart account the bank account is booked to. */
            account_code: string;
            /**
             * Format: date
             * @description First day of lines read on both sides; null: from the first line.
             * @default null
             */
            period_start?: string | null;
            /**
             * Format: date
             * @description Last day of lines read, and the date ages are counted to; null: the latest line.
             * @default null
             */
            period_end?: string | null;
            /**
             * @description false: report the matches as proposals and match nothing.
             * @default true
             */
            auto_match?: boolean;
        };
        /** AccountsReconcileOutput */
        AccountsReconcileOutput: {
            /**
             * @description Always empty: everything is computed from the client's lines.
             * @default []
             */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * Format: uuid
             * @description Derived from the request and the lines read.
             */
            reconciliation_id: string;
            /**
             * @description Match groups accepted.
             * @default 0
             */
            matched_count: number;
            /**
             * @description Unmatched statement lines plus unmatched ledger lines.
             * @default 0
             */
            unmatched_count: number;
            /** @default false */
            reconciled: boolean;
            /**
             * @description Unexplained bank-minus-books remainder, a decimal string in the client's currency.
             * @default 0
             */
            difference: number | string;
            findings: components["schemas"]["AccountsReconcileOutputFinding"][];
        };
        AccountsReconcileOutputAmount: string;
        AccountsReconcileOutputLedgerLine: {
            entry_id: string;
            line: number;
        };
        AccountsReconcileOutputMatch: {
            /** @enum {unknown} */
            rule: "exact_reference" | "amount_date_window" | "many_to_one" | "one_to_many";
            bank_line_ids: string[];
            ledger_lines: components["schemas"]["AccountsReconcileOutputLedgerLine"][];
            amount: components["schemas"]["AccountsReconcileOutputAmount"];
            /** @description Earliest bank date minus earliest ledger date. */
            date_lag_days: number;
        };
        /** @description A Finding (area, description, severity, recommendation) with the detail of its lines. */
        AccountsReconcileOutputFinding: {
            /** @enum {unknown} */
            area: "matched" | "proposed_match" | "duplicate_bank_line" | "ambiguous_candidates" | "unmatched_bank_line" | "unrecorded_bank_fee" | "unrecorded_bank_interest" | "stale_item" | "outstanding_payment" | "deposit_in_transit";
            description: string;
            /**
             * @description info (matches, timing items), warning (needs a book entry or a decision), high (duplicates).
             * @default info
             */
            severity?: string;
            /** @default  */
            recommendation?: string;
            /** @description A reconciling item the type explains; false items make up difference. */
            explained?: boolean;
            /** @description Bank lines less ledger lines of the finding (matched: the matched total). */
            amount?: components["schemas"]["AccountsReconcileOutputAmount"];
            /** Format: date */
            date?: string;
            /** @description Days from the finding's earliest line to period_end (or the latest line). */
            age_days?: number;
            bank_line_ids?: string[];
            ledger_lines?: components["schemas"]["AccountsReconcileOutputLedgerLine"][];
            /** @description duplicate_bank_line: the statement line it repeats. */
            duplicate_of?: string;
            /** @description ambiguous_candidates: groupings that would each balance (at most 10). */
            alternatives?: {
                bank_line_ids: string[];
                ledger_lines: components["schemas"]["AccountsReconcileOutputLedgerLine"][];
            }[];
            /** @description A split search that could have used this line was cut by a limit (warnings name it): the item's type is not certain. */
            search_limited?: boolean;
            /**
             * @description matched and proposed_match: the pass.
             * @enum {unknown}
             */
            rule?: "exact_reference" | "amount_date_window" | "many_to_one" | "one_to_many";
            matches?: components["schemas"]["AccountsReconcileOutputMatch"][];
        };
        /** AccrualsSuggestInput */
        AccrualsSuggestInput: {
            /** Format: uuid */
            client_id: string;
            /** @description The month to accrue for, YYYY-MM. */
            period: string;
            /**
             * @description History read before period.
             * @default 12
             */
            lookback_months?: number;
            /**
             * @description Empty: scan everything.
             * @default []
             */
            focus_areas?: string[];
            /**
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
        };
        /** AccrualsSuggestOutput */
        AccrualsSuggestOutput: {
            /**
             * @description Always empty: the summary is a fixed template over the computed suggestions.
             * @default []
             */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /** @default  */
            summary: string;
            suggestions: {
                /** @description Name of the account to debit. */
                account: string;
                account_code: string;
                amount: number | string;
                /** @description Names both sides of the entry (and the reversal date for an accrual). */
                narration: string;
                /** @default  */
                evidence?: string;
                /**
                 * @default medium
                 * @enum {unknown}
                 */
                confidence?: "high" | "medium" | "low";
            }[];
            citations: {
                standard: string;
                /** @default  */
                section?: string;
                /** @default  */
                url?: string;
                /** @default 0 */
                confidence?: number;
            }[];
        };
        /** AcquisitionsAdviseInput */
        AcquisitionsAdviseInput: {
            topic: string;
            /**
             * @default acquisition
             * @enum {unknown}
             */
            deal_type?: "acquisition" | "merger" | "asset_purchase" | "share_purchase" | "due_diligence";
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * @description Free facts about the client and the deal, given to the model.
             * @default {}
             */
            client_context?: Record<string, unknown>;
            /** @default [] */
            file_ids?: string[];
        };
        /** AcquisitionsAdviseOutput */
        AcquisitionsAdviseOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * @description The advice, grounded in the citations and the checklist.
             * @default
             */
            advice: string;
            /**
             * @description Computed from the deal type and jurisdiction, tailored to the deal's facts: an item that depends on a fact the input does not give says so; one whose fact the input rules out is left out.
             * @default []
             */
            checklist: string[];
            /**
             * @description The checklist item by item: where it comes from, whether it is generic (applies to every deal of the type), and the fact of the deal it depends on.
             * @default []
             */
            checklist_items: {
                item: string;
                /** @enum {unknown} */
                basis: "common" | "deal_type" | "jurisdiction";
                /** @description True for items common to every deal or to the deal type: reminders, not findings about this deal. */
                generic: boolean;
                /**
                 * @description The fact of the deal the item depends on (foreign_party: a party is foreign to the jurisdiction), or null.
                 * @enum {string|null}
                 */
                condition: "foreign_party" | null;
                /** @description true: the input says the condition holds; null: it does not say (the item says so). */
                condition_met: boolean | null;
            }[];
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /**
             * @description Questions to resolve.
             * @default []
             */
            open_items: string[];
            /**
             * @description The model's confidence in its advice (0 when no model wrote it).
             * @default 0
             */
            confidence: number;
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** AnomaliesInvestigateInput */
        AnomaliesInvestigateInput: {
            /**
             * Format: uuid
             * @description The client whose books are investigated.
             */
            client_id: string;
            /**
             * @description What to analyse. Keys: source ("bank": statement lines, the default; "ledger": journal lines), from and to (YYYY-MM-DD, inclusive), bank_account_ids (bank accounts of the client), account_codes (chart codes: journal lines on those accounts, or statement lines of the bank accounts booked to them), counterparties (names, compared without case, spacing or punctuation; also narrows the contacts checked). Any other key, or a value of the wrong shape, is refused with 422 naming investigation_scope.<key>.
             * @default {}
             */
            investigation_scope?: Record<string, unknown>;
            /**
             * @description Benford first-digit and first-two-digit tests, positives and negatives apart.
             * @default true
             */
            benford_test?: boolean;
            /**
             * @description Whole-currency multiples of 5, 10, 25, 100 and 1000 against Benford expectations.
             * @default true
             */
            round_number_test?: boolean;
            /**
             * @description Number duplication, same-same-same and same-same-different tests.
             * @default true
             */
            duplicate_test?: boolean;
            /**
             * @description Check digit and format of every contact's identifiers (ABN, NZBN, GB VAT, CA BN, US EIN, ...); no registry lookup.
             * @default true
             */
            vendor_abr_check?: boolean;
            /**
             * @description Thresholds to replace, by name: benford_min_amount, benford_min_n, first_digit_min_n_verdict, first_digit_mad_close, first_digit_mad_acceptable, first_digit_mad_marginal, first_two_digits_min_n_verdict, first_two_digits_min_n_inconclusive, first_two_digits_mad_close, first_two_digits_mad_acceptable, first_two_digits_mad_marginal, round_min_n, round_z, round_p, round_min_excess, hit_parade_heavy_min_count, hit_parade_heavy_min_share, duplicate_window_days. The output's thresholds shows every value used. An unknown name or a value out of range is refused with 422 naming threshold_override.<name>.
             * @default {}
             */
            threshold_override?: Record<string, unknown>;
            /**
             * @description With a jurisdiction, a supplier without its primary identifier (AU ABN, NZ NZBN, GB VAT, CA BN, US EIN) is reported.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
        };
        /**
         * AnomaliesInvestigateOutput
         * @description Every number is computed from the client's books. Statistics are JSON numbers rounded to 6 decimals; amounts are decimal strings. A section is null when its test was switched off.
         */
        AnomaliesInvestigateOutput: {
            /**
             * @description narrative always; vendor_identifiers.results.registry_status when the vendor check ran.
             * @default []
             */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            client: {
                id: string;
                name: string;
                currency: string;
            };
            /** @description The scope applied (null: not narrowed). */
            scope: {
                /** @enum {unknown} */
                source: "bank" | "ledger";
                /** Format: date */
                from: string | null;
                /** Format: date */
                to: string | null;
                bank_account_ids: string[] | null;
                account_codes: string[] | null;
                counterparties: string[] | null;
            };
            /** @enum {unknown} */
            jurisdiction: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            counts: {
                transactions: number;
                positive: number;
                negative: number;
                zero: number;
                without_counterparty: number;
                contacts: number;
            };
            /** @description Every threshold used, after threshold_override. */
            thresholds: {
                /** @description Decimal string. */
                benford_min_amount: string;
                benford_min_n: number;
                first_digit_min_n_verdict: number;
                first_digit_mad_close: number;
                first_digit_mad_acceptable: number;
                first_digit_mad_marginal: number;
                first_two_digits_min_n_verdict: number;
                first_two_digits_min_n_inconclusive: number;
                first_two_digits_mad_close: number;
                first_two_digits_mad_acceptable: number;
                first_two_digits_mad_marginal: number;
                round_min_n: number;
                round_z: number;
                round_p: number;
                round_min_excess: number;
                hit_parade_heavy_min_count: number;
                hit_parade_heavy_min_share: number;
                duplicate_window_days: number;
            };
            benford: null | {
                positive: components["schemas"]["AnomaliesInvestigateOutputBenfordPopulation"];
                negative: components["schemas"]["AnomaliesInvestigateOutputBenfordPopulation"];
            };
            round_numbers: null | {
                positive: components["schemas"]["RoundNumberTest"];
                negative: components["schemas"]["RoundNumberTest"];
            };
            duplicates: null | {
                window_days: number;
                number_duplication: components["schemas"]["AnomaliesInvestigateOutputDuplicates"];
                same_same_same: components["schemas"]["AnomaliesInvestigateOutputSameSame"];
                same_same_different: components["schemas"]["AnomaliesInvestigateOutputSameSame"];
            };
            vendor_identifiers: null | components["schemas"]["AnomaliesInvestigateOutputVendorIdentifiers"];
            findings: components["schemas"]["AnomaliesInvestigateOutputFinding"][];
            /**
             * @description A written account needs a language model: always null, listed in stub_fields.
             * @constant
             */
            narrative: unknown;
        };
        AnomaliesInvestigateOutputDuplicates: {
            /** @description All amounts received, sign included. */
            n: number;
            distinct_amounts: number;
            /** @description Amounts occurring at least twice. */
            duplicate_groups: number;
            records_in_duplicate_groups: number;
            /** @description records_in_duplicate_groups - duplicate_groups. */
            excess_duplicate_records: number;
            /** @description max(hit_parade_heavy_min_count, ceil(hit_parade_heavy_min_share * n)): count from which an amount is a heavy duplicate. */
            heavy_min_count: number;
            /** @description The most frequent amounts occurring at least twice, at most 20, most frequent first; equal counts rank the larger amount first. */
            top: components["schemas"]["FrequentAmount"][];
        };
        AnomaliesInvestigateOutputBenfordPopulation: {
            /** @description Records of this sign. */
            records: number;
            /** @description Records tested (at least benford_min_amount). */
            n: number;
            excluded_below_min: number;
            first_digit: components["schemas"]["BenfordTest"];
            first_two_digits: components["schemas"]["BenfordTest"];
        };
        AnomaliesInvestigateOutputSameSame: {
            groups: number;
            records: number;
            /** @description Pairs of records the groups call duplicates of each other. */
            pairs: number;
        };
        AnomaliesInvestigateOutputEvidenceRow: {
            transaction_id: string;
            /** @enum {unknown} */
            source: "bank" | "ledger";
            /** Format: date */
            date: string;
            /** @description Decimal string in the client's currency. */
            amount: string;
            counterparty: string | null;
            reference: string | null;
            description: string | null;
            /** @description Bank account id (bank) or account code (ledger). */
            account: string | null;
        };
        AnomaliesInvestigateOutputContactEvidence: {
            contact_id: string;
            contact_name: string;
            contact_kind: string;
            scheme: string | null;
            normalized: string | null;
            bank_account: string | null;
        };
        AnomaliesInvestigateOutputFinding: {
            /** @description Stable within one answer, e.g. duplicates.same_same_same.2. */
            id: string;
            /** @enum {unknown} */
            test: "benford" | "round_numbers" | "duplicates" | "vendor_identifiers";
            area: string;
            /** @enum {unknown} */
            severity: "high" | "medium" | "low";
            description: string;
            recommendation: string;
            /** @description The records behind the finding: every record of a duplicate group; at most 25 (largest amounts first) for statistical findings. */
            records: components["schemas"]["AnomaliesInvestigateOutputEvidenceRow"][];
            /** @description How many records match the finding. */
            records_total: number;
            contacts: components["schemas"]["AnomaliesInvestigateOutputContactEvidence"][];
        };
        AnomaliesInvestigateOutputIdentifierCheck: {
            contact_id: string;
            contact_name: string;
            contact_kind: string;
            /** @description As the contact record names it. */
            scheme: string;
            /**
             * @description The rule it was checked with; null: no rule for this scheme name, not checked.
             * @enum {unknown}
             */
            scheme_id: "au_abn" | "au_acn" | "au_tfn" | "nz_nzbn" | "nz_ird" | "gb_vat" | "gb_company_number" | "ca_bn" | "us_ein" | null;
            valid: boolean | null;
            /** @enum {unknown} */
            check: "checksum" | "format" | null;
            reason: string | null;
            message: string;
            normalized: string | null;
            /**
             * @description Always null: no registry was queried (listed in stub_fields).
             * @constant
             */
            registry_status: unknown;
        };
        AnomaliesInvestigateOutputVendorIdentifiers: {
            contacts_checked: number;
            identifiers_checked: number;
            valid: number;
            invalid: number;
            not_checkable: number;
            format_only: number;
            results: components["schemas"]["AnomaliesInvestigateOutputIdentifierCheck"][];
            suppliers_without_identifier: {
                contact_id: string;
                contact_name: string;
                /** @enum {unknown} */
                expected_scheme: "au_abn" | "au_acn" | "au_tfn" | "nz_nzbn" | "nz_ird" | "gb_vat" | "gb_company_number" | "ca_bn" | "us_ein" | null;
            }[];
            shared_bank_accounts: {
                bank_account: string;
                contacts: {
                    contact_id: string;
                    contact_name: string;
                    contact_kind: string;
                }[];
            }[];
        };
        /** BenfordDigitRow */
        BenfordDigitRow: {
            /** @description Leading digit (1-9) or leading two digits (10-99). */
            digit: number;
            observed_count: number;
            observed_proportion: number;
            /** @description log10(1 + 1/digit). */
            expected_proportion: number;
            expected_count: number;
            /** @description observed_proportion - expected_proportion. */
            deviation: number;
            /** @description (|AP - EP| - 1/(2N)) / sqrt(EP(1 - EP)/N); the 1/(2N) term only when smaller than |AP - EP|. */
            z: number;
            /** @description z > 1.96. */
            significant_5pct: boolean;
            /** @description z > 2.576. */
            significant_1pct: boolean;
        };
        /** BenfordTest */
        BenfordTest: {
            /** @enum {unknown} */
            test: "first_digit" | "first_two_digits";
            /**
             * @description not_run below 100 amounts (the benford_min_n threshold, where a skill takes thresholds); withheld or inconclusive below the verdict gate.
             * @enum {unknown}
             */
            status: "not_run" | "withheld" | "inconclusive" | "verdict";
            /** @description Amounts tested, of at least 1.00: the positive ones, or the absolute values of one sign where a skill tests each sign apart. */
            n: number;
            digits: components["schemas"]["BenfordDigitRow"][];
            chi_square: {
                statistic: number;
                df: number;
                critical_value_5pct: number;
                critical_value_1pct: number;
                exceeds_5pct: boolean;
                exceeds_1pct: boolean;
                /** @description Smallest expected count N*EP over the bins. */
                min_expected_count: number;
                /** @description Bins with an expected count below 5; when not 0 the chi-square approximation is unreliable and a warning says so. */
                bins_expected_below_5: number;
            } | null;
            /** @description Mean absolute deviation, sum |AP - EP| / bins; null when not run. */
            mad: number | null;
            /** @description Inclusive upper MAD bounds of Nigrini's (2012) bands; above marginal is nonconformity. */
            mad_cutoffs: {
                close: number;
                acceptable: number;
                marginal: number;
            };
            /** @enum {unknown} */
            conformity: "close" | "acceptable" | "marginal" | "nonconformity" | "inconclusive" | null;
            min_n_for_verdict: number;
            verdict_withheld_reason: string | null;
        };
        /** FrequentAmount */
        FrequentAmount: {
            amount: string;
            count: number;
            proportion: number;
            /** @enum {unknown} */
            range: "ge_10" | "positive_lt_10" | "zero" | "negative_gt_-10" | "le_-10";
            heavy: boolean;
        };
        /** RoundNumberTest */
        RoundNumberTest: {
            /** @description Amounts of this sign (absolute values) of at least 1.00. */
            n: number;
            /** @description Whole-currency amounts (no fractional part) of at least 1.00: the amounts tested for divisibility. An amount with cents is never round. */
            n_tested: number;
            /** @description Flags need at least this many whole-currency amounts. */
            min_n_for_flags: number;
            flags_withheld_reason: string | null;
            divisors: {
                /** @enum {integer} */
                divisor: 5 | 10 | 25 | 100 | 1000;
                /** @description Whole-currency amounts whose integer part is a multiple of the divisor. */
                count: number;
                /** @description count / n_tested. */
                proportion: number | null;
                /** @description Sum over the tested amounts of the Benford probability that an amount in its block of k consecutive integer parts is the multiple of k: (1/b) / sum(1/t, t = b .. b+k-1), b = k*floor(j/k); 0 below k. */
                expected_count: number | null;
                /** @description expected_count / n_tested (1/k only for large amounts). */
                expected_proportion: number | null;
                /** @description count - expected_count. */
                excess_count: number | null;
                /** @description One-sided (count - expected_count) / sqrt(sum p(1 - p)); null when no tested amount can be a multiple. */
                z: number | null;
                /** @description P(X >= count), X ~ Binomial(n_tested, expected_proportion): an upper bound of the exact tail when count >= expected_count + 1 (Hoeffding 1956); null when expected_count is 0. */
                binomial_p_value: number | null;
                /** @description n_tested >= min_n_for_flags, count >= expected_count + 1, z > 2.576 and binomial_p_value < 0.005 (the thresholds round_min_n, round_min_excess, round_z and round_p, where a skill takes thresholds). */
                flagged: boolean;
            }[];
            whole_currency: {
                /** @description Amounts of at least 1.00 with no fractional part (cents 00); equals n_tested. */
                count: number;
                /** @description count / n. */
                proportion: number | null;
                expected_proportion_if_uniform_cents: number;
            };
        };
        /** ArchieAskInput */
        ArchieAskInput: {
            question: string;
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
        };
        /** ArchieAskOutput */
        ArchieAskOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * @description The model's answer, grounded in the citations; empty without a model.
             * @default
             */
            answer: string;
            route: {
                /** @enum {unknown} */
                cluster: "TAX" | "ASR" | "CMP" | "WLT" | "BOP" | "XCT" | "MAV" | "NONE";
                /** @description The specialist's slug. */
                skill: string;
                skill_name: string;
                confidence: number;
                /** @description The runner-up cluster scored within the rules' margin. */
                ambiguous: boolean;
                /** @enum {unknown} */
                source: "rules" | "model";
                permission: string;
                /** @description Whether the caller holds the specialist's permission. */
                permitted: boolean;
                trace: {
                    scores: {
                        [key: string]: number;
                    };
                    matched: string[];
                    skill_reason: string;
                    rules_version: number;
                    /** @description The vocabulary model blended with the rules (trained on labelled requests and the skills' own descriptions): its three likeliest clusters and skills, with probabilities. */
                    vocabulary?: {
                        clusters: {
                            [key: string]: number;
                        };
                        skills: {
                            [key: string]: number;
                        };
                    };
                };
                model: {
                    cluster: string;
                    skill: string;
                    confidence: number;
                    reason: string;
                    model: string;
                } | null;
                fallback_reason: string | null;
            };
            /** @description The specialist to call next and its input, when the question alone is enough; null otherwise. */
            next: {
                skill: string;
                input: Record<string, unknown>;
            } | null;
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description Standards the question names (IFRS, IAS, ISA, ASC): cited by number, title and link only; their text is not shipped. */
            standards: components["schemas"]["StandardReference"][];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** StandardReference */
        StandardReference: {
            standard: string;
            title: string;
            issuer: string;
            url: string;
            confidence: number;
        };
        /** AssetsTraceInput */
        AssetsTraceInput: {
            /**
             * Format: uuid
             * @description A client of the caller's organization.
             */
            client_id: string;
            /**
             * @description Which parts are computed (README: the scope table).
             * @default funds_flow
             * @enum {string}
             */
            scope?: "funds_flow" | "related_party" | "asset_dissipation" | "ownership" | "matrimonial";
            /**
             * @description YYYY, YYYY-MM, or YYYY-MM-DD/YYYY-MM-DD (inclusive); null: every date, and the period end is the last movement's date.
             * @default null
             */
            time_period?: string | null;
            /**
             * @description A counterparty's name (or part of it) or a contact id: only its movements are traced.
             * @default null
             */
            target_entity?: string | null;
            /**
             * @description Uploaded supporting documents; checked to exist and listed in the evidence checklist (their contents are not read).
             * @default []
             */
            file_ids?: string[];
            /**
             * @description Adds the jurisdiction's registry searches to the evidence checklist.
             * @default null
             * @enum {string|null}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
        };
        /** AssetsTraceOutput */
        AssetsTraceOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /** Format: uuid */
            investigation_id: string;
            funds_flow: {
                from: {
                    /** @enum {string} */
                    kind: "counterparty" | "bank_account";
                    id: string | null;
                    name: string;
                };
                to: {
                    /** @enum {string} */
                    kind: "counterparty" | "bank_account";
                    id: string | null;
                    name: string;
                };
                /** @enum {string} */
                source: "statement" | "ledger";
                total: string;
                count: number;
                /** Format: date */
                first_date: string;
                /** Format: date */
                last_date: string;
            }[];
            related_parties: {
                contact_id: string;
                name: string;
                kind: string;
                links: {
                    /** @enum {string} */
                    basis: "identifier" | "bank_account" | "address" | "kind";
                    value: string;
                    shared_with: {
                        contact_id: string;
                        name: string;
                    }[];
                }[];
            }[];
            red_flags: unknown[];
            /** @default  */
            forensic_narrative: string;
            evidence_checklist: string[];
            /** @default [] */
            citations: unknown[];
        };
        /** BankImportInput */
        BankImportInput: {
            /** Format: uuid */
            client_id: string;
            /** @description The chart account (asset or liability) the bank account is booked to. */
            account_code: string;
            /** @description A CSV statement's text, header row first. Give one of csv, ofx and file_id. */
            csv?: string;
            /** @description An OFX statement's text. Give one of csv, ofx and file_id. */
            ofx?: string;
            /**
             * Format: uuid
             * @description An uploaded file (POST /api/v1/files) holding a CSV or OFX statement, at most 25 MiB; its format is taken from its sniffed type.
             */
            file_id?: string;
            /** @description Header names of the CSV's columns, each overriding detection of its role. */
            columns?: {
                date?: string;
                description?: string;
                amount?: string;
                debit?: string;
                credit?: string;
                reference?: string;
                counterparty?: string;
                id?: string;
                balance?: string;
            };
            /**
             * @description The order of numeric CSV dates, when the file cannot show it (every day 12 or less).
             * @enum {string}
             */
            date_format?: "DMY" | "MDY" | "YMD";
            /**
             * @description Default: `,` for a semicolon-separated CSV, else `.`.
             * @enum {string}
             */
            decimal_separator?: "." | ",";
            /** @description The bank account's name when this import makes it (default: the chart account's name). */
            bank_account_name?: string;
            institution?: string;
            account_number?: string;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** BankImportOutput */
        BankImportOutput: {
            bank_account: {
                /** Format: uuid */
                id: string;
                name: string;
                account_code: string;
                currency: string;
            };
            /** Format: uuid */
            import_id: string;
            /** @enum {string} */
            format: "csv" | "ofx";
            lines_in_file: number;
            /** @description Lines stored by this import. */
            added: number;
            /** @description Lines already stored (an overlapping statement, or the same file before). */
            skipped: number;
            /** @description This exact file was imported into the account before: nothing was stored. */
            already_imported: boolean;
            /** Format: date */
            first_date: string | null;
            /** Format: date */
            last_date: string | null;
            /** @description The sum of the file's positive lines, a decimal string in the client's currency. */
            money_in: string;
            /** @description The sum of the file's negative lines, as a positive decimal string. */
            money_out: string;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** ClientsFinancialsInput */
        ClientsFinancialsInput: {
            /** Format: uuid */
            client_id: string;
            /**
             * Format: date
             * @description First day of the profit and loss period; null: since the first entry.
             * @default null
             */
            period_start?: string | null;
            /**
             * Format: date
             * @description Last day of the period: the trial balance and the balance sheet are at this date.
             */
            period_end: string;
        };
        /** ClientsFinancialsOutput */
        ClientsFinancialsOutput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                currency: string;
            };
            period: {
                /** Format: date */
                start: string | null;
                /** Format: date */
                end: string;
            };
            trial_balance: {
                rows: {
                    account_code: string;
                    account_name: string | null;
                    /** @enum {unknown} */
                    type: "asset" | "liability" | "equity" | "revenue" | "expense" | null;
                    debit: string | null;
                    credit: string | null;
                }[];
                total_debit: components["schemas"]["ClientsFinancialsOutputAmount"];
                total_credit: components["schemas"]["ClientsFinancialsOutputAmount"];
                balanced: boolean;
            };
            profit_and_loss: {
                revenue: components["schemas"]["ClientsFinancialsOutputLine"][];
                expenses: components["schemas"]["ClientsFinancialsOutputLine"][];
                total_revenue: components["schemas"]["ClientsFinancialsOutputAmount"];
                total_expenses: components["schemas"]["ClientsFinancialsOutputAmount"];
                net_profit: components["schemas"]["ClientsFinancialsOutputAmount"];
            };
            balance_sheet: {
                assets: components["schemas"]["ClientsFinancialsOutputLine"][];
                liabilities: components["schemas"]["ClientsFinancialsOutputLine"][];
                equity: components["schemas"]["ClientsFinancialsOutputLine"][];
                /** @description Revenue less expenses of every period up to period_end not closed into an equity account. */
                unclosed_earnings: components["schemas"]["ClientsFinancialsOutputAmount"];
                total_assets: components["schemas"]["ClientsFinancialsOutputAmount"];
                total_liabilities: components["schemas"]["ClientsFinancialsOutputAmount"];
                /** @description Equity accounts plus unclosed_earnings. */
                total_equity: components["schemas"]["ClientsFinancialsOutputAmount"];
                /** @description total_assets = total_liabilities + total_equity. */
                balanced: boolean;
            };
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        ClientsFinancialsOutputAmount: string;
        ClientsFinancialsOutputLine: {
            account_code: string;
            account_name: string | null;
            /** @description On the account's natural side (negative when the balance is on the other side). */
            amount: components["schemas"]["ClientsFinancialsOutputAmount"];
        };
        /** ClientsListInput */
        ClientsListInput: {
            /** @default 20 */
            limit?: number;
            /** @default 0 */
            offset?: number;
            /**
             * Format: uuid
             * @description Only this workspace's (a key pinned to a workspace sees only its own).
             */
            workspace_id?: string;
        };
        /** ClientsListOutput */
        ClientsListOutput: {
            clients: {
                /** Format: uuid */
                id: string;
                name: string;
                currency: string;
                workspace_id: string | null;
                /** Format: date */
                locked_through: string | null;
            }[];
            has_more: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** CommunicationsPrepareInput */
        CommunicationsPrepareInput: {
            /** @enum {unknown} */
            purpose: "engagement" | "reminder" | "information_request" | "advice_summary" | "follow_up" | "other";
            recipient_name: string;
            key_points: string[];
            /**
             * @default formal
             * @enum {unknown}
             */
            tone?: "formal" | "friendly";
            /**
             * @default email
             * @enum {unknown}
             */
            channel?: "email" | "letter";
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
        };
        /** CommunicationsPrepareOutput */
        CommunicationsPrepareOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * @description The subject line.
             * @default
             */
            subject: string;
            /**
             * @description The draft.
             * @default
             */
            body: string;
            /**
             * @description The key points as given, in order.
             * @default []
             */
            outline: string[];
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** ComplianceReviewInput */
        ComplianceReviewInput: {
            /**
             * Format: uuid
             * @description An uploaded file of your organization (POST /api/v1/files): PDF, XLSX or CSV, at most 10 MiB, 300 pages, 50 sheets and 500,000 cells.
             */
            file_id: string;
            /**
             * Format: date
             * @description First day of the engagement (reporting) period. Dated rows that carry figures are checked against the period.
             * @default null
             */
            period_start?: string | null;
            /**
             * Format: date
             * @description Last day of the engagement period. Each schedule's stated period end ("Year ended …", "As at …") is compared with it.
             * @default null
             */
            period_end?: string | null;
            /**
             * @description Reads numeric dates month first for US, else day first (unless date_format says); passed to the model.
             * @default null
             * @enum {string|null}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * @description How numeric dates such as 03/04/2025 are read (spreadsheet date cells need no help).
             * @default null
             * @enum {string|null}
             */
            date_format?: "DMY" | "MDY" | null;
            /**
             * @description The largest difference between a stated total and the sum of its figures that is not reported (rounding in presented figures), as a decimal string.
             * @default 0
             */
            footing_tolerance?: string;
            /**
             * @description The framework or standard to review against (for example "AASB 101"), for the model.
             * @default null
             */
            framework?: string | null;
            /**
             * @description Phrases the document must contain (disclosures, statements, headings).
             * @default []
             */
            required_items?: string[];
        };
        /** ComplianceReviewOutput */
        ComplianceReviewOutput: {
            document: components["schemas"]["AnalysedDocument"];
            /** @description What was read: each sheet, the CSV file, or each PDF page (lines, with aligned figures in columns). */
            tables: components["schemas"]["DocumentTable"][];
            /** @description True when tables shows only the first rows. */
            tables_truncated: boolean;
            /** @description Computed from the document: never from a model. */
            findings: components["schemas"]["DocumentFinding"][];
            checks: components["schemas"]["DocumentChecks"];
            /** @description Computed findings by severity. */
            counts: {
                high: number;
                medium: number;
                low: number;
            };
            /**
             * @description Written by the model (empty without one: see stub_fields).
             * @default
             */
            summary: string;
            /** @description Further points written by the model (empty without one). */
            observations: components["schemas"]["DocumentObservation"][];
            /** @description The model that wrote summary and observations, or null. */
            model: string | null;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            required_items: {
                item: string;
                present: boolean;
                location: components["schemas"]["DocumentLocation"] | null;
            }[];
        };
        /** AnalysedDocument */
        AnalysedDocument: {
            file_id: string;
            filename: string;
            /** @description Sniffed from the bytes at upload. */
            content_type: string;
            sha256: string;
            size_bytes: number;
            /** @enum {unknown} */
            format: "pdf" | "xlsx" | "csv";
            /** @description PDF pages; 0 for spreadsheets and CSV. */
            pages: number;
            /** @description Non-empty cells read (PDF: text items). */
            cells: number;
            /** @description Formula cells whose file holds no computed result (read as empty). */
            formulas_without_result: number;
        };
        /** DocumentChecks */
        DocumentChecks: {
            /** @description Stated totals (cells of rows labelled Total, Subtotal, Grand total) compared with their figures. */
            totals_checked: number;
            /** @description Each table's stated period (its first period statement). */
            periods: components["schemas"]["DocumentPeriod"][];
            /** @description Dates on rows with figures compared with the engagement period. */
            dates_checked: number;
        };
        /**
         * DocumentFinding
         * @description A Finding (area, description, severity, recommendation) computed from the document, with its kind and place.
         */
        DocumentFinding: {
            /** @enum {unknown} */
            area: "footing" | "periods" | "sign-offs" | "content";
            description: string;
            /** @enum {unknown} */
            severity: "high" | "medium" | "low";
            /** @default  */
            recommendation: string;
            /** @enum {unknown} */
            kind: "total_does_not_foot" | "period_mismatch" | "period_differs_from_engagement" | "date_outside_period" | "signoff_missing_preparer" | "signoff_missing_reviewer" | "signoff_missing_date" | "signoff_date_unreadable" | "signoff_date_in_future" | "reviewer_is_preparer" | "review_before_preparation" | "required_item_missing";
            /** @constant */
            source: "computed";
            location: components["schemas"]["DocumentLocation"];
            /** @description total_does_not_foot: the total as stated. */
            stated: string | null;
            /** @description total_does_not_foot: the sum of the figures above it. */
            computed: string | null;
            /** @description Stated minus computed. */
            difference: string | null;
        };
        /** DocumentLocation */
        DocumentLocation: {
            /** @description The sheet's name, the CSV file's name, or `page N`. */
            table: string;
            /** @description Sheet row, CSV line, or line of the PDF page (top to bottom); null for the whole document. */
            row: number | null;
            /** @description Sheet or CSV column (1 = A); a PDF page's column of aligned text. */
            column: number | null;
            /** @description A1 reference in a sheet or CSV. */
            cell: string | null;
        };
        /**
         * DocumentObservation
         * @description A Finding written by the language model (only with a configured provider): verify it.
         */
        DocumentObservation: {
            area: string;
            description: string;
            /**
             * @default info
             * @enum {unknown}
             */
            severity: "high" | "medium" | "low" | "info";
            /** @default  */
            recommendation: string;
            /** @constant */
            source: "model";
        };
        /** DocumentPeriod */
        DocumentPeriod: {
            table: string;
            row: number;
            /** Format: date */
            period_start: string | null;
            /** Format: date */
            period_end: string;
        };
        /** DocumentTable */
        DocumentTable: {
            name: string;
            /** @enum {unknown} */
            kind: "sheet" | "csv" | "page";
            /** @description Non-empty rows (PDF: lines) in the table. */
            row_count: number;
            /** @description The first rows (at most 200 per table and 5,000 cells in all): cells by column, empty strings between. */
            rows: {
                row: number;
                cells: string[];
            }[];
        };
        /** ContactsImportInput */
        ContactsImportInput: {
            /** Format: uuid */
            client_id: string;
            contacts: {
                /**
                 * Format: uuid
                 * @description A contact id an earlier answer returned, to update that contact.
                 */
                id?: string;
                name: string;
                /**
                 * @default other
                 * @enum {string}
                 */
                kind?: "customer" | "supplier" | "employee" | "related_party" | "other";
                /** @default [] */
                identifiers?: {
                    scheme: string;
                    value: string;
                }[];
                /** @default null */
                bank_account?: string | null;
                /** @default null */
                address?: string | null;
                /**
                 * Format: email
                 * @default null
                 */
                email?: string | null;
            }[];
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** ContactsImportOutput */
        ContactsImportOutput: {
            saved: number;
            contacts: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @enum {string} */
                kind: "customer" | "supplier" | "employee" | "related_party" | "other";
                identifiers: {
                    scheme: string;
                    value: string;
                }[];
                bank_account: string | null;
                address: string | null;
                email: string | null;
            }[];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** DocumentsAnalyseInput */
        DocumentsAnalyseInput: {
            /**
             * Format: uuid
             * @description An uploaded file of your organization (POST /api/v1/files): PDF, XLSX or CSV, at most 10 MiB, 300 pages, 50 sheets and 500,000 cells.
             */
            file_id: string;
            /**
             * Format: date
             * @description First day of the engagement (reporting) period. Dated rows that carry figures are checked against the period.
             * @default null
             */
            period_start?: string | null;
            /**
             * Format: date
             * @description Last day of the engagement period. Each schedule's stated period end ("Year ended …", "As at …") is compared with it.
             * @default null
             */
            period_end?: string | null;
            /**
             * @description Reads numeric dates month first for US, else day first (unless date_format says); passed to the model.
             * @default null
             * @enum {string|null}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * @description How numeric dates such as 03/04/2025 are read (spreadsheet date cells need no help).
             * @default null
             * @enum {string|null}
             */
            date_format?: "DMY" | "MDY" | null;
            /**
             * @description The largest difference between a stated total and the sum of its figures that is not reported (rounding in presented figures), as a decimal string.
             * @default 0
             */
            footing_tolerance?: string;
            /**
             * @description What to look at, for the model (ignored without one).
             * @default null
             */
            question?: string | null;
        };
        /** DocumentsAnalyseOutput */
        DocumentsAnalyseOutput: {
            document: components["schemas"]["AnalysedDocument"];
            /** @description What was read: each sheet, the CSV file, or each PDF page (lines, with aligned figures in columns). */
            tables: components["schemas"]["DocumentTable"][];
            /** @description True when tables shows only the first rows. */
            tables_truncated: boolean;
            /** @description Computed from the document: never from a model. */
            findings: components["schemas"]["DocumentFinding"][];
            checks: components["schemas"]["DocumentChecks"];
            /** @description Computed findings by severity. */
            counts: {
                high: number;
                medium: number;
                low: number;
            };
            /**
             * @description Written by the model (empty without one: see stub_fields).
             * @default
             */
            summary: string;
            /** @description Further points written by the model (empty without one). */
            observations: components["schemas"]["DocumentObservation"][];
            /** @description The model that wrote summary and observations, or null. */
            model: string | null;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** FinancialsAnalyseInput */
        FinancialsAnalyseInput: {
            /** Format: uuid */
            client_id: string;
            /**
             * Format: date
             * @description First day of the period whose flows (revenue, profit) the ratios use.
             */
            period_start: string;
            /**
             * Format: date
             * @description Last day of the period: balances are taken at this date.
             */
            period_end: string;
            /** @default {} */
            account_classes?: components["schemas"]["AccountClassOverrides"];
        };
        /**
         * AccountClassOverrides
         * @description Account code → class, overriding the keyword rules. Asset classes: cash, receivables, inventory, marketable_securities, other_current_asset, non_current_asset; liability: trade_payables, current_debt, other_current_liability, non_current_debt, other_non_current_liability; equity: equity; revenue: revenue, other_income; expense: cost_of_sales, interest, income_tax, depreciation_amortisation, operating_expense. The class must fit the account's type.
         */
        AccountClassOverrides: {
            [key: string]: "cash" | "receivables" | "inventory" | "marketable_securities" | "other_current_asset" | "non_current_asset" | "trade_payables" | "current_debt" | "other_current_liability" | "non_current_debt" | "other_non_current_liability" | "equity" | "revenue" | "other_income" | "cost_of_sales" | "interest" | "income_tax" | "depreciation_amortisation" | "operating_expense";
        };
        /** FinancialsAnalyseOutput */
        FinancialsAnalyseOutput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                currency: string;
            };
            period: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
                days: number;
            };
            ratios: components["schemas"]["FinancialRatio"][];
            classification: {
                account_code: string;
                account_name: string;
                /** @enum {unknown} */
                type: "asset" | "liability" | "equity" | "revenue" | "expense";
                class: string;
                /** @enum {unknown} */
                source: "override" | "keyword" | "default";
            }[];
            /**
             * @description Narrative on the ratios: needs a language model; empty and listed in stub_fields.
             * @default
             */
            commentary: string;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** FinancialRatio */
        FinancialRatio: {
            key: string;
            name: string;
            /** @enum {unknown} */
            group: "liquidity" | "profitability" | "efficiency" | "leverage";
            /**
             * @description ratio: 0.25 is 25 %; days; amount: a decimal string in the client's currency.
             * @enum {unknown}
             */
            unit: "ratio" | "days" | "amount";
            formula: string;
            /** @description Every name the formula uses, as a decimal string. */
            inputs: {
                [key: string]: string;
            };
            /** @description Null when the denominator is zero or negative (see warning). */
            value: number | string | null;
            warning: string | null;
        };
        /**
         * forensic.number-analysis input
         * @description Amounts to analyse, which tests to run, and the Benford floor.
         */
        ForensicNumberAnalysisInput: {
            /** @description The amounts, in one currency: JSON numbers or decimal strings with at most four decimals ("1234.50", "-55.10"). Strings are read exactly and must be plain decimals (no exponent). A JSON number is judged by its value, read as its shortest decimal representation: 1e2 is 100; a number with more than four decimals (0.0000001, 1.23456) is refused because it cannot be represented exactly at the skill's scale of 0.0001. Negatives and zeros are counted but left out of the Benford and round-number tests; only whole-currency amounts can be round. */
            amounts: (number | string)[];
            /**
             * @description Which tests to run; each defaults to true. A test switched off returns null for its section.
             * @default {}
             */
            tests?: {
                /**
                 * @description Benford first-digit test (digits 1-9).
                 * @default true
                 */
                first_digit?: boolean;
                /**
                 * @description Benford first-two-digits test (10-99).
                 * @default true
                 */
                first_two_digits?: boolean;
                /**
                 * @description Whole-currency amounts divisible by 5, 10, 25, 100 and 1000, against the share Benford's Law expects for their magnitude.
                 * @default true
                 */
                round_numbers?: boolean;
                /**
                 * @description Number duplication test (most frequent exact amounts).
                 * @default true
                 */
                duplicates?: boolean;
            };
            /**
             * @description Smallest positive amount included in the Benford tests (Nigrini's first-order tests use amounts of at least 10.00). Decimal string or JSON number, not negative.
             * @default 10.00
             */
            min_amount?: string | number;
        };
        /**
         * forensic.number-analysis output
         * @description Statistics are JSON numbers rounded to 6 decimals; amounts are decimal strings. A section is null when its test was switched off.
         */
        ForensicNumberAnalysisOutput: {
            /**
             * @description Always empty: every value is computed from the amounts supplied.
             * @default []
             */
            stub_fields: string[];
            /**
             * @description Exclusions, withheld verdicts and caveats, in words.
             * @default []
             */
            warnings: string[];
            /** @description The Benford floor applied. */
            min_amount: components["schemas"]["ForensicNumberAnalysisOutputDecimal"];
            counts: {
                /** @description Amounts in the request. */
                received: number;
                /** @description Positive amounts of at least min_amount: the N of the Benford tests. */
                analysed_benford: number;
                /** @description Positive amounts below min_amount. */
                excluded_below_min: number;
                /** @description Negative amounts (left out of the Benford and round-number tests). */
                excluded_negative: number;
                /** @description Zero amounts (no leading digit). */
                excluded_zero: number;
                /** @description Positive amounts of at least 1.00: the n of the round-number test (only the whole-currency ones among them are tested for divisibility). */
                round_number_population: number;
            };
            first_digit: components["schemas"]["BenfordTest"] | null;
            first_two_digits: components["schemas"]["BenfordTest"] | null;
            round_numbers: components["schemas"]["RoundNumberTest"] | null;
            duplicates: components["schemas"]["ForensicNumberAnalysisOutputDuplicates"] | null;
            findings: components["schemas"]["ForensicNumberAnalysisOutputFinding"][];
        };
        ForensicNumberAnalysisOutputDecimal: string;
        ForensicNumberAnalysisOutputFinding: {
            area: string;
            description: string;
            /** @default info */
            severity?: string;
            /** @default  */
            recommendation?: string;
        };
        ForensicNumberAnalysisOutputDuplicates: {
            /** @description All amounts received, sign included. */
            n: number;
            distinct_amounts: number;
            /** @description Amounts occurring at least twice. */
            duplicate_groups: number;
            records_in_duplicate_groups: number;
            /** @description records_in_duplicate_groups - duplicate_groups. */
            excess_duplicate_records: number;
            /** @description max(3, ceil(0.5% of n)): count from which an amount is a heavy duplicate. */
            heavy_min_count: number;
            /** @description The most frequent amounts occurring at least twice, at most 20, most frequent first; equal counts rank the larger amount first. */
            top: components["schemas"]["FrequentAmount"][];
        };
        /** IdentifiersValidateInput */
        IdentifiersValidateInput: {
            /** @description Identifiers to check, answered in the same order. */
            identifiers: {
                /**
                 * @description au_abn (Australian Business Number), au_acn (Australian Company Number), au_tfn (Tax File Number), nz_nzbn (New Zealand Business Number), nz_ird (IRD / GST number), gb_vat (UK VAT registration number), gb_company_number (Companies House number), ca_bn (Canadian Business Number, BN9 or BN15), us_ein (US Employer Identification Number).
                 * @enum {unknown}
                 */
                scheme: "au_abn" | "au_acn" | "au_tfn" | "nz_nzbn" | "nz_ird" | "gb_vat" | "gb_company_number" | "ca_bn" | "us_ein";
                /**
                 * @description The identifier as written. Spaces, hyphens and dots are ignored; letters (GB/XI and NZ country prefixes, program identifiers, company prefixes) are case-insensitive.
                 * @example 51 824 753 556
                 * @example GB 980 7806 84
                 * @example 123026635RC0001
                 */
                value: string;
            }[];
        };
        /** IdentifiersValidateOutput */
        IdentifiersValidateOutput: {
            /** @description One result per input identifier, in input order. */
            results: {
                /** @description Position of the identifier in the input array. */
                index: number;
                /** @enum {unknown} */
                scheme: "au_abn" | "au_acn" | "au_tfn" | "nz_nzbn" | "nz_ird" | "gb_vat" | "gb_company_number" | "ca_bn" | "us_ein";
                /** @description True when the identifier passes every rule of its scheme. Not a registry confirmation. */
                valid: boolean;
                /**
                 * @description The kind of check that decided the result: checksum (a check digit was computed) or format (length, characters, prefix or range only).
                 * @enum {unknown}
                 */
                check: "checksum" | "format";
                /** @description Canonical characters without separators or country prefix (IRD numbers padded to 9 digits, E&W company numbers to 8); null when the value could not be normalised. TFNs: all but the last 3 digits replaced by '*'. */
                normalized: string | null;
                /** @description Conventional display form (e.g. '51 824 753 556', 'GB 980 7806 84', '91-1144442'); null when invalid. TFNs masked as in normalized. */
                formatted: string | null;
                /**
                 * @description Null when valid; otherwise a stable machine code.
                 * @enum {string|null}
                 */
                reason: "wrong_length" | "invalid_characters" | "invalid_format" | "invalid_prefix" | "checksum_mismatch" | "out_of_range" | null;
                /** @description Human-readable explanation. Never contains the identifier value. */
                message: string;
            }[];
            summary: {
                total: number;
                valid: number;
                invalid: number;
            };
            /**
             * @description Output fields not computed from the input; always empty for this skill.
             * @default []
             */
            stub_fields: string[];
            /**
             * @description Always says that no registry lookup was performed; also names any format-only schemes checked.
             * @default []
             */
            warnings: string[];
        };
        /** JournalImportInput */
        JournalImportInput: {
            /**
             * Format: uuid
             * @description A client of the caller's organization.
             */
            client_id: string;
            /** @description The report's CSV text (comma, semicolon or tab separated). Give csv or file_id, not both. */
            csv?: string;
            /**
             * Format: uuid
             * @description An uploaded file (POST /api/v1/files) holding the report as CSV or XLSX (its first sheet with a header row of a known layout), at most 25 MiB. Give csv or file_id, not both.
             */
            file_id?: string;
            /** @description Header names of the report's columns, instead of detecting its layout: date, an account (account_code or account_name) and the money (debit and credit, or amount) are needed. */
            mapping?: {
                date?: string;
                account_code?: string;
                account_name?: string;
                /** @description The line's description. */
                description?: string;
                /** @description The entry's narration (default: its first line's description). */
                narration?: string;
                reference?: string;
                debit?: string;
                credit?: string;
                /** @description A signed amount, debit positive (not with debit and credit). */
                amount?: string;
                /** @description The entry (journal, transaction) number that groups lines into entries; without it, lines group by date and reference. */
                entry?: string;
            };
            /**
             * @description The order of numeric dates: DMY (31/01/2026, Xero, MYOB, QuickBooks outside the US), MDY (01/31/2026, US QuickBooks), YMD.
             * @enum {string}
             */
            date_format?: "DMY" | "MDY" | "YMD";
            /**
             * @description The decimal separator of amounts written as text.
             * @default .
             * @enum {string}
             */
            decimal_separator?: "." | ",";
            /**
             * @description Add accounts the chart lacks (they need a code and a name in the file), typed by their classification (needs jurisdiction); an unclassified one is refused.
             * @default false
             */
            create_missing_accounts?: boolean;
            /**
             * @description Classification rules for create_missing_accounts.
             * @default null
             * @enum {string|null}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** JournalImportOutput */
        JournalImportOutput: {
            /**
             * @description The layout the header row was read as (mapped: the caller's mapping).
             * @enum {string}
             */
            layout: "xero_general_ledger_detail" | "xero_journal_report" | "qbo_journal" | "qbo_general_ledger" | "myob_general_journal" | "myob_transaction_journal" | "mapped";
            /**
             * @description The order numeric dates were read in (null: the file has none whose order matters).
             * @enum {string|null}
             */
            date_format: "DMY" | "MDY" | "YMD" | null;
            /** @description Ledger lines read (not counting zero lines and report rows). */
            lines_in_file: number;
            /** @description Balanced entries the lines make. */
            entries: number;
            /** @description Entries stored now. */
            added: number;
            /** @description Entries already in the books (imported before). */
            skipped: number;
            /** @description True when every entry was already in the books: nothing new was written. */
            already_imported: boolean;
            zero_lines_skipped: number;
            /** @description Title, section, opening and closing balance, subtotal and total rows of the report. */
            report_rows_skipped: number;
            /** Format: date */
            first_date: string | null;
            /** Format: date */
            last_date: string | null;
            /** @description The sum of the entries' debits, in the client's currency. */
            total_debits: string;
            accounts_created: {
                code: string;
                name: string;
                /** @enum {string} */
                type: "asset" | "liability" | "equity" | "revenue" | "expense";
                rule: string;
            }[];
            /** @description The SHA-256 of the file (of the csv text as UTF-8). */
            sha256: string;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** JournalRecordInput */
        JournalRecordInput: {
            /**
             * Format: uuid
             * @description A client of the caller's organization.
             */
            client_id: string;
            /**
             * Format: date
             * @description The entry's date (YYYY-MM-DD); must be after the client's locked_through date.
             */
            date: string;
            narration: string;
            /**
             * @description An invoice number, a payment reference.
             * @default null
             */
            reference?: string | null;
            /**
             * Format: uuid
             * @description The counterparty: a contact of the client (import_contacts). An unknown id is refused (422, param contact_id).
             * @default null
             */
            contact_id?: string | null;
            lines: {
                /** @description An account code of the client's chart of accounts. */
                account_code: string;
                /** @description Debit amount in the client's currency; give exactly one of debit and credit. */
                debit?: string | number | null;
                /** @description Credit amount in the client's currency; give exactly one of debit and credit. */
                credit?: string | number | null;
                description?: string | null;
            }[];
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** JournalRecordOutput */
        JournalRecordOutput: {
            entry: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                client_id: string;
                /** Format: date */
                date: string;
                narration: string;
                reference: string | null;
                /** Format: uuid */
                contact_id: string | null;
                /** @description The sum of the debits (= the sum of the credits). */
                total: string;
                lines: {
                    account_code: string;
                    debit: string | null;
                    credit: string | null;
                    description: string | null;
                }[];
                /** @description False when this idempotency key had already recorded the entry: nothing new was written. */
                created: boolean;
            };
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** KnowledgeSearchInput */
        KnowledgeSearchInput: {
            query: string;
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /** @default 5 */
            limit?: number;
        };
        /** KnowledgeSearchOutput */
        KnowledgeSearchOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            results: {
                id: string;
                standard: string;
                section: string;
                title: string;
                text: string;
                url: string;
                /** @enum {unknown} */
                jurisdiction: "AU" | "GB" | "CA" | "US" | "NZ" | null;
                licence: string;
                /** @description The attribution the licence requires; show it with the text. */
                attribution: string;
                as_at: string;
                /**
                 * @description summary: written in other words, not the text of the law.
                 * @enum {unknown}
                 */
                kind: "excerpt" | "summary";
                confidence: number;
            }[];
            /** @description Standards the question names (IFRS, IAS, ISA, ASC): cited by number, title and link only; their text is not shipped. */
            standards: components["schemas"]["StandardReference"][];
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** PayrollAdviseInput */
        PayrollAdviseInput: {
            topic: string;
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * Format: uuid
             * @default null
             */
            client_id?: string | null;
            /**
             * @default unknown
             * @enum {unknown}
             */
            payroll_system?: "xero" | "myob" | "quickbooks" | "employment_hero" | "adp" | "unknown";
            /**
             * Format: date
             * @description The date rates are looked up for; null: today.
             * @default null
             */
            pay_date?: string | null;
            /** @default [] */
            checks?: {
                /** @enum {unknown} */
                rate: "AU_SUPER_GUARANTEE" | "GB_EMPLOYER_NIC" | "NZ_KIWISAVER_EMPLOYER" | "US_FICA_EMPLOYER_OASDI" | "US_FICA_EMPLOYER_HI" | "CA_CPP_EMPLOYER";
                /** @description The earnings the rate applies to (ordinary time earnings, earnings above the threshold ...), a decimal string. */
                base_amount: string;
                /** @default null */
                amount_paid?: string | null;
                /** @default null */
                label?: string | null;
            }[];
        };
        /** PayrollAdviseOutput */
        PayrollAdviseOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * @description The advice, grounded in the citations and the computed checks.
             * @default
             */
            advice: string;
            rates_in_force: {
                rate: string;
                name: string;
                percent: string;
                applies_from: string;
                applies_to: string | null;
                basis: string;
                source_url: string;
            }[];
            rate_checks: {
                rate: string;
                label: string | null;
                pay_date: string;
                percent: string | null;
                base_amount: string;
                expected_amount: string | null;
                amount_paid: string | null;
                /** @description amount_paid - expected_amount. */
                difference: string | null;
                /** @enum {unknown} */
                status: "ok" | "underpaid" | "overpaid" | "not_paid_given" | "no_rate";
            }[];
            currency: string;
            /**
             * @description Facts to confirm.
             * @default []
             */
            open_items: string[];
            /**
             * @description The model's confidence in its advice (0 when no model wrote it).
             * @default 0
             */
            confidence: number;
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** PlaybookCreatorInput */
        PlaybookCreatorInput: {
            /** @description The template's name. */
            name: string;
            description?: string | null;
            /** @description Draft the next version of this template; absent: a new template. */
            template_id?: string;
            tasks: {
                name: string;
                /** @description Derived from the name when absent. */
                key?: string;
                /** @description A skill name or slug from the catalogue; absent: left for you (stub_fields). */
                skill?: string;
                /** @description What the task should do, in words. Turning it into the skill's input needs a language model: without one, the input is left for you (stub_fields). */
                instructions?: string;
                /** @description The skill's input, literals and bindings ({"$bind": "period.key"}), as in a template. */
                input?: Record<string, unknown>;
                /** @description Earlier tasks, by key or by name. */
                depends_on?: string[];
                approval?: {
                    required?: number;
                    approvers?: string[];
                    distinct_from_preparer?: boolean;
                };
            }[];
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** PlaybookCreatorOutput */
        PlaybookCreatorOutput: {
            /** @description The draft as GET /api/v1/workstreams/drafts/{draft_id} answers it (openapi.yaml WorkstreamDraft). */
            draft: {
                id: string;
                name: string;
                template_id: string | null;
                tasks: Record<string, unknown>[];
                /** @enum {string} */
                status: "draft" | "published";
                version: number;
            } & {
                [key: string]: unknown;
            };
            /** @description The draft checked as POST /api/v1/workstreams/drafts/{draft_id}/validate checks it (openapi.yaml WorkstreamDraftValidation). */
            validation: {
                valid: boolean;
                errors: {
                    task_key: string | null;
                    loc: (string | number)[];
                    msg: string;
                    type: string;
                }[];
            } & {
                [key: string]: unknown;
            };
            /**
             * @description Draft fields left for you: tasks.<i>.skill, tasks.<i>.input.
             * @default []
             */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** ReportsAsc606MemoInput */
        ReportsAsc606MemoInput: {
            entity_name: string;
            contract_description: string;
            /** @default USD */
            currency?: string;
            transaction_price: string;
            performance_obligations: {
                description: string;
                standalone_selling_price: string;
                /**
                 * @default unknown
                 * @enum {unknown}
                 */
                timing?: "over_time" | "point_in_time" | "unknown";
            }[];
            /** @default null */
            variable_consideration?: string | null;
        };
        /** ReportsAsc606MemoOutput */
        ReportsAsc606MemoOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            allocation: {
                description: string;
                standalone_selling_price: string;
                allocated_amount: string;
                timing: string;
            }[];
            steps: {
                step: number;
                title: string;
                reference: string;
                /** @default  */
                conclusion: string;
            }[];
            /**
             * @description The memo's narrative.
             * @default
             */
            memo: string;
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** ReportsCfoPackInput */
        ReportsCfoPackInput: {
            /** Format: uuid */
            client_id: string;
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            /**
             * Format: date
             * @description Null: the period of the same number of days ending the day before period_start (with comparison_end null too).
             * @default null
             */
            comparison_start?: string | null;
            /**
             * Format: date
             * @default null
             */
            comparison_end?: string | null;
            /**
             * @description Account code → class, overriding the keyword rules (the classes of analyse_financials).
             * @default {}
             */
            account_classes?: components["schemas"]["AccountClassOverrides"];
        };
        /** ReportsCfoPackOutput */
        ReportsCfoPackOutput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                currency: string;
            };
            period: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
                days: number;
            };
            comparison_period: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
                days: number;
            };
            kpis: {
                key: string;
                name: string;
                current: components["schemas"]["ReportsCfoPackOutputAmount"];
                comparison: components["schemas"]["ReportsCfoPackOutputAmount"];
                change: components["schemas"]["ReportsCfoPackOutputAmount"];
                /** @description (current − comparison) / |comparison| × 100, 1 decimal place; null when the comparison is zero. */
                change_percent: number | null;
            }[];
            /** @description The ratio set for the period (as analyse_financials). */
            ratios: components["schemas"]["FinancialRatio"][];
            ratio_comparison: {
                key: string;
                name: string;
                /** @enum {unknown} */
                unit: "ratio" | "days" | "amount";
                current: number | string | null;
                comparison: number | string | null;
                /** @description current − comparison (of the rounded values); null when either is null. */
                change: number | string | null;
            }[];
            /**
             * @description Narrative on the ratios: needs a language model; empty and listed in stub_fields.
             * @default
             */
            commentary: string;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        ReportsCfoPackOutputAmount: string;
        /** ReportsFinancialInput */
        ReportsFinancialInput: {
            /** Format: uuid */
            client_id: string;
            /**
             * Format: date
             * @description First day of the profit and loss period; null: since the first entry.
             * @default null
             */
            period_start?: string | null;
            /**
             * Format: date
             * @description Last day of the period: the trial balance and the balance sheet are at this date.
             */
            period_end: string;
            /**
             * @default pdf
             * @enum {unknown}
             */
            output_format?: "pdf" | "xlsx" | "both";
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** ReportsFinancialOutput */
        ReportsFinancialOutput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                currency: string;
            };
            period: {
                /** Format: date */
                start: string | null;
                /** Format: date */
                end: string;
            };
            totals: {
                total_debit: components["schemas"]["ReportsFinancialOutputAmount"];
                total_credit: components["schemas"]["ReportsFinancialOutputAmount"];
                trial_balance_balanced: boolean;
                total_revenue: components["schemas"]["ReportsFinancialOutputAmount"];
                total_expenses: components["schemas"]["ReportsFinancialOutputAmount"];
                net_profit: components["schemas"]["ReportsFinancialOutputAmount"];
                total_assets: components["schemas"]["ReportsFinancialOutputAmount"];
                total_liabilities: components["schemas"]["ReportsFinancialOutputAmount"];
                total_equity: components["schemas"]["ReportsFinancialOutputAmount"];
                balance_sheet_balanced: boolean;
            };
            files: components["schemas"]["ReportFile"][];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        ReportsFinancialOutputAmount: string;
        /** ReportFile */
        ReportFile: {
            id: string;
            filename: string;
            content_type: string;
            size: number;
            sha256: string;
            /** @description GET this path (documents:analyse) for the file's bytes. */
            download_path: string;
        };
        /** ReportsTrustAccountsPrepareInput */
        ReportsTrustAccountsPrepareInput: {
            /** Format: uuid */
            client_id: string;
            /** @description The income year: FY2026 (1 July 2025 to 30 June 2026) or an interval such as 2025-07-01/2026-06-30. */
            period: string;
            /** @description The trustee's resolution: resolution_date; distributable_income (decimal, optional: else the period's accounting profit plus adjustments); adjustments [{description, amount}]; beneficiaries [{name, entity_type individual|company|trust|other, one of percentage | amount | residual: true (or none: streamed amounts only), opening_balance, paid, tfn_quoted}]; streaming {capital_gains, franked_distributions: {amount or account_codes, franking_credits (franked only), to: [{beneficiary (a name), percentage (default 100)}]}}. See the skill's README. */
            distribution_resolution?: Record<string, unknown>;
            /**
             * @default pdf
             * @enum {unknown}
             */
            output_format?: "pdf" | "xlsx" | "both";
            /** @default true */
            include_beneficiary_statements?: boolean;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** ReportsTrustAccountsPrepareOutput */
        ReportsTrustAccountsPrepareOutput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                currency: string;
            };
            period: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
            };
            /** Format: date */
            resolution_date: string | null;
            distributable_income: {
                accounting_profit: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                adjustments: {
                    description: string;
                    amount: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                }[];
                amount: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                /**
                 * @description books: accounting profit plus adjustments; resolution: the figure the resolution gives.
                 * @enum {unknown}
                 */
                source: "books" | "resolution";
            };
            streaming: {
                capital_gains: {
                    amount: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    streamed: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    unstreamed: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                };
                franked_distributions: {
                    amount: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    streamed: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    unstreamed: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    franking_credits: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                };
            };
            /** @description Income left after streaming, shared by fixed amounts, percentages and the residual beneficiary. */
            general_income: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
            /** @description Income no beneficiary is entitled to (may be assessed to the trustee). */
            unallocated_income: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
            beneficiaries: {
                name: string;
                /** @enum {unknown} */
                entity_type: "individual" | "company" | "trust" | "other";
                /** @enum {unknown} */
                basis: "percentage" | "amount" | "residual" | "none";
                /** @description Of the general income after fixed amounts (the residual's is what the others leave). */
                percentage: string | null;
                /** @description Entitlement / distributable income × 100 (4 dp): the proportionate-approach share. */
                share_of_income_percent: number | null;
                general_income: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                streamed_capital_gains: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                streamed_franked_distributions: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                entitlement: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                capital_gains: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                franked_distributions: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                franking_credits: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                account: {
                    opening: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    entitlement: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    paid: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                    closing_unpaid: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                };
                tfn_quoted: boolean | null;
            }[];
            totals: {
                entitlement: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                opening: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                paid: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                closing_unpaid: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
                franking_credits: components["schemas"]["ReportsTrustAccountsPrepareOutputAmount"];
            };
            files: components["schemas"]["ReportFile"][];
            /**
             * @description s95 net income and each beneficiary's share of it: needs tax adjustments the books do not hold; a stub.
             * @constant
             */
            net_income: unknown;
            /**
             * @description What the trust deed says about income, streaming and default beneficiaries: not read; a stub.
             * @constant
             */
            deed_interpretation: unknown;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        ReportsTrustAccountsPrepareOutputAmount: string;
        /** StandardsResearchInput */
        StandardsResearchInput: {
            question: string;
            /**
             * @description Limits the standards catalogue to one framework.
             * @default any
             * @enum {unknown}
             */
            framework?: "IFRS" | "US_GAAP" | "ISA" | "any";
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
        };
        /** StandardsResearchOutput */
        StandardsResearchOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * @description A short answer.
             * @default
             */
            summary: string;
            /**
             * @description The reasoning, by standard.
             * @default
             */
            analysis: string;
            /**
             * @description Facts to confirm.
             * @default []
             */
            open_items: string[];
            /**
             * @description The model's confidence in its advice (0 when no model wrote it).
             * @default 0
             */
            confidence: number;
            /** @description Standards the question names (IFRS, IAS, ISA, ASC): cited by number, title and link only; their text is not shipped. */
            standards: components["schemas"]["StandardReference"][];
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** TaxAdviseInput */
        TaxAdviseInput: {
            question: string;
            /**
             * @description Retrieval is limited to this jurisdiction's documents and those that apply anywhere; null: all.
             * @default null
             * @enum {unknown}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * @default unknown
             * @enum {unknown}
             */
            entity_type?: "individual" | "sole_trader" | "partnership" | "company" | "trust" | "superannuation_fund" | "unknown";
            /**
             * @description e.g. 2025-26 or 2025.
             * @default null
             */
            tax_year?: string | null;
        };
        /** TaxAdviseOutput */
        TaxAdviseOutput: {
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /**
             * @description The advice, grounded in the citations.
             * @default
             */
            advice: string;
            /**
             * @description Points the adviser must weigh.
             * @default []
             */
            considerations: string[];
            /**
             * @description Facts to confirm before relying on the advice.
             * @default []
             */
            open_items: string[];
            /**
             * @description The model's confidence in its advice (0 when no model wrote it).
             * @default 0
             */
            confidence: number;
            /** @default [] */
            citations: {
                standard: string;
                /** @default  */
                section: string;
                /** @default  */
                url: string;
                /**
                 * @description Retrieval relevance, not a probability of correctness.
                 * @default 0
                 */
                confidence: number;
            }[];
            /** @description Standards the question names (IFRS, IAS, ISA, ASC): cited by number, title and link only; their text is not shipped. */
            standards: components["schemas"]["StandardReference"][];
            /** @description The newest as-at date of the knowledge base searched (YYYY-MM-DD). */
            as_at: string;
        };
        /** TbCheckInput */
        TbCheckInput: {
            /**
             * @description The jurisdiction whose code ranges (with the keyword rules) classify the rows (tb.check: for the side and suspense checks; tb.enrich: under its heading set), and whose currency rows and files default to.
             * @enum {string}
             */
            jurisdiction: "AU" | "GB" | "CA" | "US" | "NZ";
            /** @description Trial-balance rows given inline. Give rows, file_id, or client_id with as_of. */
            rows?: components["schemas"]["TrialBalanceRow"][];
            /**
             * Format: uuid
             * @description An uploaded trial-balance CSV (POST /api/v1/files, at most 5 MiB): code, name, and debit and credit columns or a signed balance.
             */
            file_id?: string;
            /**
             * Format: uuid
             * @description A client of the caller's organization: its trial balance at as_of, from its books.
             */
            client_id?: string;
            /**
             * Format: date
             * @description With client_id: the date of the trial balance (every entry up to and including it).
             */
            as_of?: string;
            /**
             * @description ISO 4217 currency of rows or a file; default: the jurisdiction's (AUD, GBP, CAD, USD, NZD). Not with client_id (the client's currency).
             * @default null
             */
            currency?: string | null;
        };
        /** TrialBalanceRow */
        TrialBalanceRow: {
            account_code: string;
            account_name: string;
            /** @description The debit balance as a decimal string; leave empty or null for a credit balance. */
            debit?: string | null;
            /** @description The credit balance as a decimal string; leave empty or null for a debit balance. */
            credit?: string | null;
        };
        /** TbCheckOutput */
        TbCheckOutput: {
            currency: string;
            source: {
                /** @enum {string} */
                kind: "rows" | "file" | "books";
                file_id: string | null;
                client_id: string | null;
                as_of: string | null;
            };
            totals: {
                debit: string;
                credit: string;
                /** @description Debits minus credits. */
                difference: string;
                balanced: boolean;
            };
            findings: {
                /** @enum {string} */
                kind: "duplicate_code" | "duplicate_name" | "duplicate_row" | "same_amount" | "out_of_balance" | "sign_anomaly" | "suspense_balance";
                /** @enum {string} */
                severity: "high" | "medium" | "low";
                /** @description The rows (CSV lines, indexes in rows, positions in the client's trial balance) the finding came from. */
                rows: number[];
                /** @description The amount concerned, debit positive. */
                amount: string | null;
                message: string;
            }[];
            counts: {
                rows: number;
                findings: number;
                sign_checked_rows: number;
                by_kind: {
                    [key: string]: number;
                };
            };
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TbEnrichInput */
        TbEnrichInput: {
            /**
             * @description The jurisdiction whose code ranges (with the keyword rules) classify the rows (tb.check: for the side and suspense checks; tb.enrich: under its heading set), and whose currency rows and files default to.
             * @enum {string}
             */
            jurisdiction: "AU" | "GB" | "CA" | "US" | "NZ";
            /** @description Trial-balance rows given inline. Give rows, file_id, or client_id with as_of. */
            rows?: components["schemas"]["TrialBalanceRow"][];
            /**
             * Format: uuid
             * @description An uploaded trial-balance CSV (POST /api/v1/files, at most 5 MiB): code, name, and debit and credit columns or a signed balance.
             */
            file_id?: string;
            /**
             * Format: uuid
             * @description A client of the caller's organization: its trial balance at as_of, from its books.
             */
            client_id?: string;
            /**
             * Format: date
             * @description With client_id: the date of the trial balance (every entry up to and including it).
             */
            as_of?: string;
            /**
             * @description ISO 4217 currency of rows or a file; default: the jurisdiction's (AUD, GBP, CAD, USD, NZD). Not with client_id (the client's currency).
             * @default null
             */
            currency?: string | null;
        };
        /** TbEnrichOutput */
        TbEnrichOutput: {
            /** @enum {string} */
            jurisdiction: "AU" | "GB" | "CA" | "US" | "NZ";
            currency: string;
            source: {
                /** @enum {string} */
                kind: "rows" | "file" | "books";
                file_id: string | null;
                client_id: string | null;
                as_of: string | null;
            };
            heading_source: string;
            rows: {
                /** @description The CSV line, the index in rows, or the position in the client's trial balance. */
                row: number;
                account_code: string;
                account_name: string;
                debit: string | null;
                credit: string | null;
                unclassified: boolean;
                /** @description The internal category (null when unclassified; `suspense` for suspense and clearing accounts). */
                category: string | null;
                /** @enum {string|null} */
                type: "asset" | "liability" | "equity" | "revenue" | "expense" | null;
                /** @enum {string|null} */
                natural_side: "debit" | "credit" | null;
                heading: {
                    code: string | null;
                    name: string;
                } | null;
                rule: {
                    id: string;
                    /** @enum {string} */
                    kind: "keyword" | "code_range";
                    matched: string;
                } | null;
                /** @description Why the row is unclassified. */
                reason: string | null;
                /** @description The account's type in the client's chart (client_id input). */
                chart_type: string | null;
            }[];
            headings: {
                code: string | null;
                name: string;
                rows: number;
                debit: string;
                credit: string;
                /** @description Debit minus credit. */
                net: string;
            }[];
            counts: {
                rows: number;
                classified: number;
                unclassified: number;
                by_keyword: number;
                by_code_range: number;
            };
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TbImportInput */
        TbImportInput: {
            /**
             * Format: uuid
             * @description A client of the caller's organization.
             */
            client_id: string;
            /**
             * Format: date
             * @description The date of the balances: the opening-balance entry is dated this day.
             */
            as_of: string;
            /** @description The CSV file's text, header row first. Give csv or file_id, not both. */
            csv?: string;
            /**
             * Format: uuid
             * @description An uploaded file (POST /api/v1/files) holding the CSV, at most 5 MiB. Give csv or file_id, not both.
             */
            file_id?: string;
            /**
             * @description Add accounts the chart lacks, typed by their classification (needs jurisdiction); an unclassified one is refused.
             * @default false
             */
            create_missing_accounts?: boolean;
            /**
             * @description Classification rules for create_missing_accounts.
             * @default null
             * @enum {string|null}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * @description The entry's narration; default "Opening balances at <as_of> (trial balance import)".
             * @default null
             */
            narration?: string | null;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TbImportOutput */
        TbImportOutput: {
            entry: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                client_id: string;
                /** Format: date */
                date: string;
                narration: string;
                reference: string | null;
                /**
                 * Format: uuid
                 * @description Always null: an opening balance has no counterparty.
                 */
                contact_id: string | null;
                total: string;
                lines: {
                    account_code: string;
                    debit: string | null;
                    credit: string | null;
                    description: string | null;
                }[];
                created: boolean;
            };
            /** @description True when this file was imported for this client and date before: nothing new was written. */
            already_imported: boolean;
            rows_in_file: number;
            /** @description Lines of the entry (rows with a balance). */
            lines: number;
            zero_rows_skipped: number;
            accounts_created: {
                code: string;
                name: string;
                /** @enum {string} */
                type: "asset" | "liability" | "equity" | "revenue" | "expense";
                rule: string;
            }[];
            /** @description The SHA-256 of the file (of the csv text as UTF-8). */
            sha256: string;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicAddMemberInput */
        TopicAddMemberInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description A user of the caller's organization. */
            user_id: string;
            /**
             * @default member
             * @enum {unknown}
             */
            role?: "owner" | "member";
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicAddMemberOutput */
        TopicAddMemberOutput: {
            topic_id: string;
            member: {
                user_id: string;
                /** @enum {unknown} */
                role: "owner" | "member";
                /** Format: date-time */
                added_at: string;
            };
            /** @enum {unknown} */
            change: "added" | "updated" | "unchanged";
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicAskInput */
        TopicAskInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description A conversation of the topic; omitted: the topic's default conversation. */
            conversation_id?: string | null;
            content: string;
            /** @description The caller's id for this message: a repeated post with it returns the first message and its turn (`replayed: true`) instead of asking twice, however late. */
            client_message_id?: string | null;
            /** @default [] */
            artifact_refs?: string[];
            wait_ms?: number;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicAskOutput */
        TopicAskOutput: {
            /** @enum {unknown} */
            status: "completed" | "running" | "failed" | "cancelled";
            query_id: string;
            conversation_id: string;
            message: components["schemas"]["TopicMessageView"];
            answer: components["schemas"]["TopicMessageView"] | null;
            error: {
                code?: string;
                message?: string;
            } | null;
            replayed: boolean;
            poll_after_ms?: number;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /**
         * TopicMessageView
         * @description A message (openapi.yaml TopicMessage): content, role, query_id, model, citations, artifact_refs.
         */
        TopicMessageView: {
            id: string;
            seq: number;
            /** @enum {unknown} */
            role: "user" | "assistant" | "system";
            content: string;
            query_id: string;
            model: string | null;
            citations: {
                standard: string;
                section: string | null;
                url: string | null;
                confidence: number;
            }[];
            artifact_refs: string[];
            stub_fields?: string[];
            warnings?: string[];
        } & {
            [key: string]: unknown;
        };
        /** TopicCancelTurnInput */
        TopicCancelTurnInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description The turn: the `query_id` topic_ask or topic_post_message answered. */
            query_id: string;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicCancelTurnOutput */
        TopicCancelTurnOutput: {
            /** @enum {unknown} */
            status: "queued" | "running" | "completed" | "failed" | "cancelled";
            query_id: string;
            conversation_id: string;
            answer: components["schemas"]["TopicMessageView"] | null;
            error: {
                code?: string;
                message?: string;
            } | null;
            /** @description While the turn is queued or running: when to read again. */
            poll_after_ms?: number;
            /** @description This call cancelled the turn (false: it was cancelled already). */
            changed: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicCreateInput */
        TopicCreateInput: {
            name: string;
            description?: string | null;
            /**
             * @default organization
             * @enum {unknown}
             */
            visibility?: "organization" | "members";
            /** @default [] */
            members?: string[];
            /**
             * Format: uuid
             * @description The workspace the topic belongs to; default: the key's pinned workspace, else the organization's default.
             */
            workspace_id?: string;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicCreateOutput */
        TopicCreateOutput: {
            topic: components["schemas"]["TopicView"];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /**
         * TopicView
         * @description The topic as the API answers it (openapi.yaml Topic).
         */
        TopicView: {
            id: string;
            name: string;
            /** @enum {unknown} */
            visibility: "organization" | "members";
            members: {
                user_id: string;
                /** @enum {unknown} */
                role: "owner" | "member";
                added_at: string;
            }[];
            created_by: string;
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        /** TopicFollowTurnInput */
        TopicFollowTurnInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description The turn: the `query_id` topic_ask or topic_post_message answered. */
            query_id: string;
            /** @description How long to follow the turn at most (default TOPIC_ASK_WAIT_MS, 20 s; at most 50 s). */
            wait_ms?: number;
        };
        /** TopicFollowTurnOutput */
        TopicFollowTurnOutput: {
            /** @enum {unknown} */
            status: "queued" | "running" | "completed" | "failed" | "cancelled";
            query_id: string;
            conversation_id: string;
            answer: components["schemas"]["TopicMessageView"] | null;
            error: {
                code?: string;
                message?: string;
            } | null;
            /** @description While the turn is queued or running: when to read again. */
            poll_after_ms?: number;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicGetInput */
        TopicGetInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @default false */
            include_canvas?: boolean;
        };
        /** TopicGetOutput */
        TopicGetOutput: {
            topic: components["schemas"]["TopicView"];
            /** @description Present when include_canvas was asked: the canvas descriptor, or null when none. */
            canvas?: Record<string, unknown> | null;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicLinkConversationInput */
        TopicLinkConversationInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description A conversation of the topic; omitted: the topic's default conversation. */
            conversation_id?: string | null;
            title?: string | null;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicLinkConversationOutput */
        TopicLinkConversationOutput: {
            /** @description The conversation (openapi.yaml Conversation). */
            conversation: {
                id: string;
                topic_id: string;
                last_seq: number;
            } & {
                [key: string]: unknown;
            };
            created: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicListInput */
        TopicListInput: {
            /** @default 20 */
            limit?: number;
            /** @default 0 */
            offset?: number;
            /**
             * Format: uuid
             * @description Only this workspace's (a key pinned to a workspace sees only its own).
             */
            workspace_id?: string;
        };
        /** TopicListOutput */
        TopicListOutput: {
            topics: components["schemas"]["TopicView"][];
            total: number;
            has_more: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicMembersInput */
        TopicMembersInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
        };
        /** TopicMembersOutput */
        TopicMembersOutput: {
            topic_id: string;
            members: {
                user_id: string;
                /** @enum {unknown} */
                role: "owner" | "member";
                /** Format: date-time */
                added_at: string;
            }[];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicMessagesInput */
        TopicMessagesInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description A conversation of the topic; omitted: the topic's default conversation. */
            conversation_id?: string | null;
            /** @default 0 */
            after_seq?: number;
            /** @default 50 */
            limit?: number;
        };
        /** TopicMessagesOutput */
        TopicMessagesOutput: {
            conversation_id: string | null;
            messages: components["schemas"]["TopicMessageView"][];
            has_more: boolean;
            next_after_seq: number;
            pending: {
                query_id: string;
                /** @enum {unknown} */
                status: "queued" | "running" | "failed" | "cancelled";
                error: {
                    code?: string;
                    message?: string;
                } | null;
            }[];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicPostMessageInput */
        TopicPostMessageInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description A conversation of the topic; omitted: the topic's default conversation. */
            conversation_id?: string | null;
            content: string;
            /** @description The caller's id for this message: a repeated post with it returns the first message and its turn (`replayed: true`) instead of asking twice, however late. */
            client_message_id?: string | null;
            /** @default [] */
            artifact_refs?: string[];
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicPostMessageOutput */
        TopicPostMessageOutput: {
            /** @enum {unknown} */
            status: "submitted" | "completed" | "failed" | "cancelled";
            query_id: string;
            conversation_id: string;
            message: components["schemas"]["TopicMessageView"];
            answer: components["schemas"]["TopicMessageView"] | null;
            error: {
                code?: string;
                message?: string;
            } | null;
            replayed: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** TopicRemoveMemberInput */
        TopicRemoveMemberInput: {
            /** @description A topic of the caller's organization (topic_create's `id`). */
            topic_id: string;
            /** @description A user of the caller's organization. */
            user_id: string;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** TopicRemoveMemberOutput */
        TopicRemoveMemberOutput: {
            topic_id: string;
            user_id: string;
            removed: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** WorkpapersReviewInput */
        WorkpapersReviewInput: {
            /**
             * Format: uuid
             * @description An uploaded file of your organization (POST /api/v1/files): PDF, XLSX or CSV, at most 10 MiB, 300 pages, 50 sheets and 500,000 cells.
             */
            file_id: string;
            /**
             * Format: date
             * @description First day of the engagement (reporting) period. Dated rows that carry figures are checked against the period.
             * @default null
             */
            period_start?: string | null;
            /**
             * Format: date
             * @description Last day of the engagement period. Each schedule's stated period end ("Year ended …", "As at …") is compared with it.
             * @default null
             */
            period_end?: string | null;
            /**
             * @description Reads numeric dates month first for US, else day first (unless date_format says); passed to the model.
             * @default null
             * @enum {string|null}
             */
            jurisdiction?: "AU" | "GB" | "CA" | "US" | "NZ" | null;
            /**
             * @description How numeric dates such as 03/04/2025 are read (spreadsheet date cells need no help).
             * @default null
             * @enum {string|null}
             */
            date_format?: "DMY" | "MDY" | null;
            /**
             * @description The largest difference between a stated total and the sum of its figures that is not reported (rounding in presented figures), as a decimal string.
             * @default 0
             */
            footing_tolerance?: string;
        };
        /** WorkpapersReviewOutput */
        WorkpapersReviewOutput: {
            document: components["schemas"]["AnalysedDocument"];
            /** @description What was read: each sheet, the CSV file, or each PDF page (lines, with aligned figures in columns). */
            tables: components["schemas"]["DocumentTable"][];
            /** @description True when tables shows only the first rows. */
            tables_truncated: boolean;
            /** @description Computed from the document: never from a model. */
            findings: components["schemas"]["DocumentFinding"][];
            checks: components["schemas"]["DocumentChecks"];
            /** @description Computed findings by severity. */
            counts: {
                high: number;
                medium: number;
                low: number;
            };
            /**
             * @description Written by the model (empty without one: see stub_fields).
             * @default
             */
            summary: string;
            /** @description Further points written by the model (empty without one). */
            observations: components["schemas"]["DocumentObservation"][];
            /** @description The model that wrote summary and observations, or null. */
            model: string | null;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
            /** @description The sign-off blocks read, per sheet or page. */
            signoffs: {
                table: string;
                preparer: components["schemas"]["WorkpapersReviewOutputSigner"];
                reviewer: components["schemas"]["WorkpapersReviewOutputSigner"];
            }[];
        };
        WorkpapersReviewOutputSigner: {
            name: string | null;
            /** Format: date */
            date: string | null;
            /** @description The date as written. */
            date_text: string | null;
        } | null;
        /** WorkstreamApproveInput */
        WorkstreamApproveInput: {
            cycle_id: string;
            task_key: string;
            /**
             * @default approve
             * @enum {unknown}
             */
            decision?: "approve" | "reject";
            comment: string;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** WorkstreamApproveOutput */
        WorkstreamApproveOutput: {
            cycle: components["schemas"]["CycleView"];
            recorded: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /**
         * CycleView
         * @description The cycle as GET /api/v1/workstreams/cycles/{cycle_id} answers it (openapi.yaml Cycle).
         */
        CycleView: {
            id: string;
            run_id: string;
            workplan_id: string;
            period: string;
            /** @enum {unknown} */
            status: "queued" | "running" | "waiting" | "blocked" | "pausing" | "paused" | "cancelling" | "completed" | "failed" | "cancelled";
            waiting_on: {
                task_key: string;
                /** @enum {unknown} */
                waiting_on: "approval" | "timer" | "writes" | "input";
            }[];
            version: number;
            counts: Record<string, unknown>;
        } & {
            [key: string]: unknown;
        };
        /** WorkstreamCancelInput */
        WorkstreamCancelInput: {
            cycle_id: string;
            /** @default null */
            reason?: string | null;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** WorkstreamCancelOutput */
        WorkstreamCancelOutput: {
            cycle: components["schemas"]["CycleView"];
            changed: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** WorkstreamDescribeInput */
        WorkstreamDescribeInput: {
            workplan_id: string;
        };
        /** WorkstreamDescribeOutput */
        WorkstreamDescribeOutput: {
            /** @description The workplan as GET /api/v1/workstreams/workplans/{workplan_id} answers it (openapi.yaml Workplan). */
            workplan: {
                id: string;
                name: string;
                client_id: string;
                template_id: string;
            } & {
                [key: string]: unknown;
            };
            template: {
                tasks: ({
                    key: string;
                    /** @enum {unknown} */
                    kind: "skill" | "input";
                    name: string;
                    skill: string;
                    depends_on: string[];
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            };
            open_cycles: {
                id: string;
                run_id: string;
                workplan_id: string;
                period: string;
                /** @enum {unknown} */
                status: "queued" | "running" | "waiting" | "blocked" | "pausing" | "paused" | "cancelling" | "completed" | "failed" | "cancelled";
                waiting_on: {
                    task_key: string;
                    /** @enum {unknown} */
                    waiting_on: "approval" | "timer" | "writes" | "input";
                }[];
                version: number;
                counts: Record<string, unknown>;
            }[];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** WorkstreamDraftInput */
        WorkstreamDraftInput: {
            /** @description The template's name. */
            name: string;
            description?: string | null;
            /** @description Draft the next version of this template; absent: a new template. */
            template_id?: string;
            tasks: {
                name: string;
                /** @description Derived from the name when absent. */
                key?: string;
                /** @description A skill name or slug from the catalogue; absent: left for you (stub_fields). */
                skill?: string;
                /** @description What the task should do, in words. Turning it into the skill's input needs a language model: without one, the input is left for you (stub_fields). */
                instructions?: string;
                /** @description The skill's input, literals and bindings ({"$bind": "period.key"}), as in a template. */
                input?: Record<string, unknown>;
                /** @description Earlier tasks, by key or by name. */
                depends_on?: string[];
                approval?: {
                    required?: number;
                    approvers?: string[];
                    distinct_from_preparer?: boolean;
                };
            }[];
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** WorkstreamDraftOutput */
        WorkstreamDraftOutput: {
            /** @description The draft as GET /api/v1/workstreams/drafts/{draft_id} answers it (openapi.yaml WorkstreamDraft). */
            draft: {
                id: string;
                name: string;
                template_id: string | null;
                tasks: Record<string, unknown>[];
                /** @enum {string} */
                status: "draft" | "published";
                version: number;
            } & {
                [key: string]: unknown;
            };
            /** @description The draft checked as POST /api/v1/workstreams/drafts/{draft_id}/validate checks it (openapi.yaml WorkstreamDraftValidation). */
            validation: {
                valid: boolean;
                errors: {
                    task_key: string | null;
                    loc: (string | number)[];
                    msg: string;
                    type: string;
                }[];
            } & {
                [key: string]: unknown;
            };
            /**
             * @description Draft fields left for you: tasks.<i>.skill, tasks.<i>.input.
             * @default []
             */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** WorkstreamListInput */
        WorkstreamListInput: {
            /** @default 20 */
            limit?: number;
            /** @default 0 */
            offset?: number;
            /**
             * Format: uuid
             * @description Only this workspace's (a key pinned to a workspace sees only its own).
             */
            workspace_id?: string;
        };
        /** WorkstreamListOutput */
        WorkstreamListOutput: {
            workplans: ({
                id: string;
                name: string;
                client_id: string;
                template_id: string;
                /** @enum {unknown} */
                status: "active" | "archived";
            } & {
                [key: string]: unknown;
            })[];
            has_more: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** WorkstreamRunInput */
        WorkstreamRunInput: {
            workplan_id: string;
            /** @description A year (2026), a quarter (2026-Q3) or a month (2026-07). */
            period: string;
            /** @description Same as the Idempotency-Key header: a retry with the same key within 60 s replays the first result. */
            idempotency_key?: string;
        };
        /** WorkstreamRunOutput */
        WorkstreamRunOutput: {
            cycle: components["schemas"]["CycleView"];
            /** @description False when the period's open cycle was answered instead. */
            created: boolean;
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
        /** WorkstreamStatusInput */
        WorkstreamStatusInput: {
            cycle_id: string;
        };
        /** WorkstreamStatusOutput */
        WorkstreamStatusOutput: {
            cycle: components["schemas"]["CycleView"];
            tasks: ({
                key: string;
                status: string;
                waiting_on: string | null;
            } & {
                [key: string]: unknown;
            })[];
            /** @default [] */
            stub_fields: string[];
            /** @default [] */
            warnings: string[];
        };
    };
    responses: {
        /**
         * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
         *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
         *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
         *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
         *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
         *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
         *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
         */
        BadRequest: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
         *     Carries `WWW-Authenticate: Bearer`.
         */
        Unauthorized: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
         *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
         *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
         *     are managed by someone who is not one of its owners.
         */
        Forbidden: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                "x-should-retry": components["headers"]["XShouldRetry"];
                /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
        NotFound: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `payload_too_large`: the body, after decompression, exceeds the limit (BODY_LIMIT_BYTES, default 1 MiB; a
         *     skill may declare a larger `max_body_bytes`; an uploaded file FILE_LIMIT_BYTES, default 25 MiB).
         */
        PayloadTooLarge: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `unsupported_media_type`: a body was sent with a Content-Type other than application/json (multipart/form-data
         *     for an upload), or a Content-Encoding other than identity, gzip, deflate, br or zstd (identity only for an
         *     upload).
         */
        UnsupportedMediaType: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
         *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
         *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
         *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
         *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
         *     than allowed and was stopped: a malformed or hostile file).
         */
        ValidationFailed: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
        TooManyRequests: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                "x-should-retry": components["headers"]["XShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `idempotency_in_progress`: a request with this Idempotency-Key is still running; retry after Retry-After. Topics: `artifact_already_linked`, `conversation_linked_elsewhere`, `conversation_topic_mismatch`, `turn_not_cancellable`, `topic_last_owner`. */
        Conflict: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                "x-should-retry": components["headers"]["XShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `invalid_state_transition` (the command is not allowed in the current state; `current_state` names it, with
         *     `param: task_key` when it is the task's), `cycle_already_open` (`cycle_id` names the open cycle),
         *     `approval_already_decided`, `workplan_archived`, or `idempotency_in_progress`.
         */
        WorkstreamConflict: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                "x-should-retry": components["headers"]["XShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `version_mismatch`: `If-Match` named another version than the cycle's (`current_version`). */
        PreconditionFailed: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
        InternalError: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `skill_timeout`: the skill did not finish within its time limit (its `time_limit_ms`, else SKILL_TIME_LIMIT_MS) and was stopped. */
        GatewayTimeout: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description `permissions_immutable`: a key's permissions cannot be changed. */
        NotImplemented: {
            headers: {
                "Service-Version": components["headers"]["ServiceVersion"];
                "X-Correlation-Id": components["headers"]["CorrelationId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        TopicId: string;
        ConversationId: string;
        WorkspaceId: string;
        ClientId: string;
        FileId: string;
        EndpointId: string;
        TemplateId: string;
        TemplateVersionNumber: number;
        WorkplanId: string;
        /** @description Only this workspace's (a key pinned to a workspace sees only its own whatever this says). */
        WorkspaceFilter: string;
        /** @description Only the workplans of this client. */
        WorkplanClientFilter: string;
        WorkplanStatusFilter: "active" | "archived";
        CycleId: string;
        DraftId: string;
        /** @description The draft's version as its `ETag` gave it (`"3"`; a bare `3` is accepted). Another version is 412 `version_mismatch`. */
        DraftIfMatch: string;
        TaskKey: components["schemas"]["TaskKey"];
        CycleWorkplanFilter: string;
        CycleStatusFilter: components["schemas"]["CycleStatus"];
        CyclePeriodFilter: components["schemas"]["Period"];
        /** @description Only events with a greater `seq` (0, the default, is from the start). */
        AfterSeq: number;
        /** @description Event tails: the last `seq` received; the tail resumes after it. */
        LastEventId: string;
        /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
        IfMatch: string;
        /**
         * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
         *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
         *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
         *     namespaced per user. Only completed (2xx) responses are replayed.
         */
        IdempotencyKey: string;
        ConnectionId: string;
        KeyId: string;
        /** @description Page size. */
        Limit: number;
        /** @description Page size (a client's books are read in larger pages than other lists). */
        BooksLimit: number;
        /** @description The first date listed (inclusive). */
        FromDate: string;
        /** @description The last date listed (inclusive). */
        ToDate: string;
        /** @description `date`: oldest first; `newest`: newest first. */
        BooksOrder: "date" | "newest";
        /** @description Items to skip. */
        Offset: number;
        /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
        ServiceVersion: components["schemas"]["ServiceVersionDate"];
    };
    requestBodies: never;
    headers: {
        /** @description IETF RateLimit: `"<policy>";r=<remaining>;t=<seconds until the oldest counted request leaves>`. */
        RateLimit: string;
        /** @description IETF RateLimit-Policy: `"<policy>";q=<limit>;w=<window seconds>`; policy is key, org, default or ip. */
        RateLimitPolicy: string;
        /** @description `true` when retrying after Retry-After will work; `false` when it will not (for example a key blocked with a limit of 0). */
        XShouldRetry: "true" | "false";
        /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
        IdempotentReplayed: "true";
        /** @description The Idempotency-Key this request carried. */
        IdempotencyKeyEcho: string;
        /** @description The cycle's version, quoted (`"7"`); send it back in `If-Match`. */
        ETag: string;
        /** @description RFC 9745: when the operation was deprecated, as `@<epoch seconds>`. */
        Deprecation: string;
        /** @description RFC 8288: `<successor>; rel="successor-version"` on deprecated operations. */
        Link: string;
        /** @description The version this response was produced under. */
        ServiceVersion: components["schemas"]["ServiceVersionAnswered"];
        /** @description Identifies this request in the service's logs; quote it when reporting a problem. */
        CorrelationId: string;
        /** @description A strong validator of this representation (each content coding has its own); send it back as `If-None-Match`. */
        ETagStrong: string;
        /** @description How long caches may keep the answer without asking again. */
        CacheControl: string;
        /** @description The request headers the answer depends on (`Service-Version, Accept-Encoding`). */
        Vary: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description The effective request ceiling per minute for this credential. */
        XRateLimitLimit: number;
        /** @description Requests left in the current sliding window. */
        XRateLimitRemaining: number;
        /** @description Unix epoch seconds when the oldest counted request leaves the window. */
        XRateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service can serve requests. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"] & {
                        /** @enum {unknown} */
                        status?: "ok" | "degraded";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            /** @description The store cannot be reached. */
            503: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"] & {
                        /** @enum {unknown} */
                        status?: "down";
                    };
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag from an earlier answer; 304 when it still names this document (any of its encodings). */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundled OpenAPI document. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETagStrong"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
            /** @description Not modified; `If-None-Match` named the current document. No body. */
            304: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETagStrong"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listSkills: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the catalogue. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
        };
    };
    invokeSkillByNameOrSlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Skill name (for example `identifiers.validate`) or slug (`validate_business_identifiers`). */
                skill: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillInvocationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listConnectKeys: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys (merged view). */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectKeyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createConnectKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectKeyCreate"];
            };
        };
        responses: {
            /** @description Created. `value` is shown this once. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectKeyWithValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPermissionCatalog: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionCatalog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listKeyWorkspaces: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workspaces, oldest first. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getConnectKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merged key object. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteConnectKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (or already gone). */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateConnectKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectKeyUpdate"];
            };
        };
        responses: {
            /** @description The updated merged key object. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    flushConnectKeyCache: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flushed on every instance. */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    rotateConnectKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConnectKeyRotate"];
            };
        };
        responses: {
            /** @description The new key, with its one-time `value`. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectKeyWithValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connections, newest first. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection is revoked (or did not exist). */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resolved identity. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeAllSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session is revoked. */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked (or was not one of yours). */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadFile: {
        parameters: {
            query?: {
                workspace_id?: string;
            };
            header?: {
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                file_id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's metadata. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getFileContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                file_id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    /** @description `attachment; filename="…"` (ASCII fallback) and, for other names, `filename*=UTF-8''…`. */
                    "Content-Disposition"?: string;
                    "Content-Length"?: number;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/zip": string;
                    "application/x-ofx": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWorkspaces: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                include_archived?: boolean;
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workspaces. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRecordList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceUpdate"];
            };
        };
        responses: {
            /** @description The workspace after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    archiveWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived workspace. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    restoreWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace, live again. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                workspace_id?: string;
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of clients. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientUpdate"];
            };
        };
        responses: {
            /** @description The client after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listJournalEntries: {
        parameters: {
            query?: {
                /** @description Page size (a client's books are read in larger pages than other lists). */
                limit?: components["parameters"]["BooksLimit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description The first date listed (inclusive). */
                from?: components["parameters"]["FromDate"];
                /** @description The last date listed (inclusive). */
                to?: components["parameters"]["ToDate"];
                /** @description `date`: oldest first; `newest`: newest first. */
                order?: components["parameters"]["BooksOrder"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                client_id: components["parameters"]["ClientId"];
                entry_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry with its lines. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listStatementLines: {
        parameters: {
            query?: {
                /** @description Page size (a client's books are read in larger pages than other lists). */
                limit?: components["parameters"]["BooksLimit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description The first date listed (inclusive). */
                from?: components["parameters"]["FromDate"];
                /** @description The last date listed (inclusive). */
                to?: components["parameters"]["ToDate"];
                /** @description `date`: oldest first; `newest`: newest first. */
                order?: components["parameters"]["BooksOrder"];
                bank_account_id?: string;
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                client_id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of statement lines. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementLineList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints, oldest first. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description Registered. `secret` is shown this once. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint (never its secret). */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or already gone). */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The updated endpoint. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookSecretRotate"];
            };
        };
        responses: {
            /** @description The endpoint and its new secret. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries with their status, attempts and last response code. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued; follow it in the endpoint's deliveries. */
            202: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                endpoint_id: components["parameters"]["EndpointId"];
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scheduled. */
            202: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookEventTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every event type. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWorkstreamTemplates: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWorkstreamTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamTemplateCreate"];
            };
        };
        responses: {
            /** @description Created, with version 1. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWorkstreamTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                template_id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    publishWorkstreamTemplateVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                template_id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamTemplateVersionCreate"];
            };
        };
        responses: {
            /** @description Published. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamTemplateVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWorkstreamTemplateVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                template_id: components["parameters"]["TemplateId"];
                version: components["parameters"]["TemplateVersionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamTemplateVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWorkplans: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Only the workplans of this client. */
                client_id?: components["parameters"]["WorkplanClientFilter"];
                /** @description Only this workspace's (a key pinned to a workspace sees only its own whatever this says). */
                workspace_id?: components["parameters"]["WorkspaceFilter"];
                status?: components["parameters"]["WorkplanStatusFilter"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workplans. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWorkplan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkplanCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `idempotency_in_progress`: a request with this Idempotency-Key is still running; retry after Retry-After. Topics: `artifact_already_linked`, `conversation_linked_elsewhere`, `conversation_topic_mismatch`, `turn_not_cancellable`, `topic_last_owner`. */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `payload_too_large`: the body, after decompression, exceeds the limit (BODY_LIMIT_BYTES, default 1 MiB; a
             *     skill may declare a larger `max_body_bytes`; an uploaded file FILE_LIMIT_BYTES, default 25 MiB).
             */
            413: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `unsupported_media_type`: a body was sent with a Content-Type other than application/json (multipart/form-data
             *     for an upload), or a Content-Encoding other than identity, gzip, deflate, br or zstd (identity only for an
             *     upload).
             */
            415: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWorkplan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workplan. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWorkplan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkplanUpdate"];
            };
        };
        responses: {
            /** @description The workplan after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    archiveWorkplan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived workplan. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWorkplanWriteStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The write status. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanWriteStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    enableWorkplanWrites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The write status after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanWriteStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    disableWorkplanWrites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The write status after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanWriteStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWorkplanTriggers: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The triggers. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanTriggerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listBlueprints: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Only the workplans of this client. */
                client_id?: components["parameters"]["WorkplanClientFilter"];
                /** @description Only this workspace's (a key pinned to a workspace sees only its own whatever this says). */
                workspace_id?: components["parameters"]["WorkspaceFilter"];
                status?: components["parameters"]["WorkplanStatusFilter"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workplans. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanList"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createBlueprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkplanCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `idempotency_in_progress`: a request with this Idempotency-Key is still running; retry after Retry-After. Topics: `artifact_already_linked`, `conversation_linked_elsewhere`, `conversation_topic_mismatch`, `turn_not_cancellable`, `topic_last_owner`. */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `payload_too_large`: the body, after decompression, exceeds the limit (BODY_LIMIT_BYTES, default 1 MiB; a
             *     skill may declare a larger `max_body_bytes`; an uploaded file FILE_LIMIT_BYTES, default 25 MiB).
             */
            413: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `unsupported_media_type`: a body was sent with a Content-Type other than application/json (multipart/form-data
             *     for an upload), or a Content-Encoding other than identity, gzip, deflate, br or zstd (identity only for an
             *     upload).
             */
            415: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBlueprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workplan. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateBlueprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkplanUpdate"];
            };
        };
        responses: {
            /** @description The workplan after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `invalid_state_transition` (the command is not allowed in the current state; `current_state` names it, with
             *     `param: task_key` when it is the task's), `cycle_already_open` (`cycle_id` names the open cycle),
             *     `approval_already_decided`, `workplan_archived`, or `idempotency_in_progress`.
             */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `payload_too_large`: the body, after decompression, exceeds the limit (BODY_LIMIT_BYTES, default 1 MiB; a
             *     skill may declare a larger `max_body_bytes`; an uploaded file FILE_LIMIT_BYTES, default 25 MiB).
             */
            413: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `unsupported_media_type`: a body was sent with a Content-Type other than application/json (multipart/form-data
             *     for an upload), or a Content-Encoding other than identity, gzip, deflate, br or zstd (identity only for an
             *     upload).
             */
            415: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    archiveBlueprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived workplan. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplan"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `invalid_state_transition` (the command is not allowed in the current state; `current_state` names it, with
             *     `param: task_key` when it is the task's), `cycle_already_open` (`cycle_id` names the open cycle),
             *     `approval_already_decided`, `workplan_archived`, or `idempotency_in_progress`.
             */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBlueprintWriteStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The write status. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanWriteStatus"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    enableBlueprintWrites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The write status after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanWriteStatus"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `idempotency_in_progress`: a request with this Idempotency-Key is still running; retry after Retry-After. Topics: `artifact_already_linked`, `conversation_linked_elsewhere`, `conversation_topic_mismatch`, `turn_not_cancellable`, `topic_last_owner`. */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    disableBlueprintWrites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The write status after the change. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanWriteStatus"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `idempotency_in_progress`: a request with this Idempotency-Key is still running; retry after Retry-After. Topics: `artifact_already_linked`, `conversation_linked_elsewhere`, `conversation_topic_mismatch`, `turn_not_cancellable`, `topic_last_owner`. */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listBlueprintTriggers: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                workplan_id: components["parameters"]["WorkplanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The triggers. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkplanTriggerList"];
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listCycles: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                workplan_id?: components["parameters"]["CycleWorkplanFilter"];
                /** @description Only this workspace's (a key pinned to a workspace sees only its own whatever this says). */
                workspace_id?: components["parameters"]["WorkspaceFilter"];
                status?: components["parameters"]["CycleStatusFilter"];
                period?: components["parameters"]["CyclePeriodFilter"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cycles. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CycleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    startCycle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CycleStart"];
            };
        };
        responses: {
            /** @description Started. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCycle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cycle. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCycleTasks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tasks. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CycleTaskList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCycleEvents: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only events with a greater `seq` (0, the default, is from the start). */
                after_seq?: components["parameters"]["AfterSeq"];
            };
            header?: {
                /** @description Event tails: the last `seq` received; the tail resumes after it. */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events after `after_seq`. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CycleEventList"];
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    pauseCycle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CyclePause"];
            };
        };
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            /** @description Accepted: the cycle is `pausing` or `cancelling` until work in flight ends. */
            202: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    resumeCycle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelCycle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CycleCancel"];
            };
        };
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            /** @description Accepted: the cycle is `pausing` or `cancelling` until work in flight ends. */
            202: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    approveCycleTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CycleApproval"];
            };
        };
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    retryCycleTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
                task_key: components["parameters"]["TaskKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    skipCycleTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
                task_key: components["parameters"]["TaskKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskSkip"];
            };
        };
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    supplyCycleTaskInput: {
        parameters: {
            query?: never;
            header?: {
                /** @description The cycle's version as its `ETag` gave it (`"7"`; a bare `7` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                cycle_id: components["parameters"]["CycleId"];
                task_key: components["parameters"]["TaskKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInputSupply"];
            };
        };
        responses: {
            /** @description The cycle after the command. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listPendingApprovals: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pending approvals. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingApprovalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWorkstreamDrafts: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of drafts. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraftList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamDraftCreate"];
            };
        };
        responses: {
            /** @description Created, at version 1. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or already gone). */
            204: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description The draft's version as its `ETag` gave it (`"3"`; a bare `3` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["DraftIfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamDraftUpdate"];
            };
        };
        responses: {
            /** @description The draft after the edit. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    validateWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraftValidation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    previewWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamDraftPreviewRequest"];
            };
        };
        responses: {
            /** @description The resolved task graph. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraftPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    publishWorkstreamDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description The draft's version as its `ETag` gave it (`"3"`; a bare `3` is accepted). Another version is 412 `version_mismatch`. */
                "If-Match"?: components["parameters"]["DraftIfMatch"];
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                draft_id: components["parameters"]["DraftId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkstreamDraftPublication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorkstreamConflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getModelUsage: {
        parameters: {
            query?: {
                topic_id?: string;
                since?: string;
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage summed. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelUsage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTopicArtifacts: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                topic_id: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of artifacts. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicArtifactList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    linkTopicArtifact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                topic_id: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicArtifactLink"];
            };
        };
        responses: {
            /** @description Linked. */
            201: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicArtifact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTopicConversations: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                topic_id: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTopicConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                topic_id: components["parameters"]["TopicId"];
                conversation_id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listConversationMessages: {
        parameters: {
            query?: {
                after_seq?: number;
                limit?: number;
            };
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                topic_id: components["parameters"]["TopicId"];
                conversation_id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    invoke_import_chart_of_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountsImportInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "accounts.import";
                        output: components["schemas"]["AccountsImportOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_reconcile_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountsReconcileInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "accounts.reconcile";
                        output: components["schemas"]["AccountsReconcileOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_accruals_suggest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccrualsSuggestInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "accruals.suggest";
                        output: components["schemas"]["AccrualsSuggestOutput"];
                        correlation_id: string;
                    };
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_advise_acquisition: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcquisitionsAdviseInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "acquisitions.advise";
                        output: components["schemas"]["AcquisitionsAdviseOutput"];
                        correlation_id: string;
                    };
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_investigate_anomaly: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnomaliesInvestigateInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "anomalies.investigate";
                        output: components["schemas"]["AnomaliesInvestigateOutput"];
                        correlation_id: string;
                    };
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_ask_archie: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArchieAskInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "archie.ask";
                        output: components["schemas"]["ArchieAskOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_trace_assets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetsTraceInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "assets.trace";
                        output: components["schemas"]["AssetsTraceOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_import_bank_statement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankImportInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "bank.import";
                        output: components["schemas"]["BankImportOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_get_client_financials: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientsFinancialsInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "clients.financials";
                        output: components["schemas"]["ClientsFinancialsOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_list_clients: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientsListInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "clients.list";
                        output: components["schemas"]["ClientsListOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_prepare_communication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommunicationsPrepareInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "communications.prepare";
                        output: components["schemas"]["CommunicationsPrepareOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_review_compliance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReviewInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "compliance.review";
                        output: components["schemas"]["ComplianceReviewOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_import_contacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactsImportInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "contacts.import";
                        output: components["schemas"]["ContactsImportOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_analyse_document: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentsAnalyseInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "documents.analyse";
                        output: components["schemas"]["DocumentsAnalyseOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_analyse_financials: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinancialsAnalyseInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "financials.analyse";
                        output: components["schemas"]["FinancialsAnalyseOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_analyse_number_patterns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForensicNumberAnalysisInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "forensic.number-analysis";
                        output: components["schemas"]["ForensicNumberAnalysisOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_validate_business_identifiers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentifiersValidateInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "identifiers.validate";
                        output: components["schemas"]["IdentifiersValidateOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_import_journal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalImportInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "journal.import";
                        output: components["schemas"]["JournalImportOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_record_journal_entry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalRecordInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "journal.record";
                        output: components["schemas"]["JournalRecordOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_search_knowledge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeSearchInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "knowledge.search";
                        output: components["schemas"]["KnowledgeSearchOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_advise_payroll: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayrollAdviseInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "payroll.advise";
                        output: components["schemas"]["PayrollAdviseOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_playbook_creator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaybookCreatorInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "playbook.creator";
                        output: components["schemas"]["PlaybookCreatorOutput"];
                        correlation_id: string;
                    };
                };
            };
            /**
             * @description Malformed request: `invalid_json` (body is not JSON), `invalid_body_encoding` (a compressed body that does
             *     not decompress with its `Content-Encoding`), `unknown_permissions` (permission slugs outside the
             *     catalogue; the error lists `invalid_permissions` and `valid_permissions`), `unknown_event_types` (lists
             *     `invalid_event_types` and `valid_event_types`), `invalid_service_version`, `invalid_multipart` (an upload
             *     that is not well-formed multipart/form-data, or is cut short), `malformed_request` (not well-formed HTTP/1.1:
             *     bad chunking, a bare LF, both Content-Length and Transfer-Encoding, no Host). Node's HTTP parser also answers
             *     408 `request_timeout` and 431 `headers_too_large` (request line and headers over 16 KiB) on any route.
             */
            400: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `auth_required` (no credential) or `invalid_token` (unknown, malformed, expired or revoked).
             *     Carries `WWW-Authenticate: Bearer`.
             */
            401: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `insufficient_scope`: the credential is valid but lacks the permission (named in
             *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`). Also `RATE_LIMIT.USER` /
             *     `RATE_LIMIT.ORG` when the per-key request budget is spent, and `topic_owner_required` when a topic's members
             *     are managed by someone who is not one of its owners.
             */
            403: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    /** @description On insufficient_scope: `Bearer realm="api", error="insufficient_scope", scope="<needed>"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `route_not_found`, `skill_not_found`, `key_not_found`, `webhook_endpoint_not_found`, `delivery_not_found`, `client_not_found`, `file_not_found`, `workstream_template_not_found`, `workplan_not_found`, `cycle_not_found`, `task_not_found`, `topic_not_found`, `conversation_not_found`, `workstream_draft_not_found`, `journal_entry_not_found` or `turn_not_found`. */
            404: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `idempotency_in_progress`: a request with this Idempotency-Key is still running; retry after Retry-After. Topics: `artifact_already_linked`, `conversation_linked_elsewhere`, `conversation_topic_mismatch`, `turn_not_cancellable`, `topic_last_owner`. */
            409: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `payload_too_large`: the body, after decompression, exceeds the limit (BODY_LIMIT_BYTES, default 1 MiB; a
             *     skill may declare a larger `max_body_bytes`; an uploaded file FILE_LIMIT_BYTES, default 25 MiB).
             */
            413: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `unsupported_media_type`: a body was sent with a Content-Type other than application/json (multipart/form-data
             *     for an upload), or a Content-Encoding other than identity, gzip, deflate, br or zstd (identity only for an
             *     upload).
             */
            415: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description `validation_error` (with `param` and `details`), `workspace_not_found`, `invalid_url`, `idempotency_key_reused` or
             *     `client_message_id_reused`. Document skills, with `param` naming the file: `unsupported_document_type` (not a
             *     PDF, XLSX or CSV file), `document_unreadable` (malformed, damaged or password-protected), `document_too_large`
             *     (more bytes than the skill reads, a workbook or PDF inflating past its cap, or more memory than reading may
             *     use), `document_too_many_pages`, `document_too_many_cells`, `document_extraction_timeout` (reading took longer
             *     than allowed and was stopped: a malformed or hostile file).
             */
            422: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `rate_limited`: a throttle other than the per-key budget (see RATE_LIMIT.* under 403). */
            429: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-should-retry": components["headers"]["XShouldRetry"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `internal_error`, `service_unavailable` or `store_unavailable` (503 with Retry-After: the store did not answer in time; a write may or may not have been applied, so retry with the same Idempotency-Key). The message never carries internal detail; quote `correlation_id`. */
            500: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `skill_timeout`: the skill did not finish within its time limit (its `time_limit_ms`, else SKILL_TIME_LIMIT_MS) and was stopped. */
            504: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    invoke_prepare_asc606_memo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportsAsc606MemoInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "reports.asc606-memo";
                        output: components["schemas"]["ReportsAsc606MemoOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_prepare_cfo_pack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportsCfoPackInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "reports.cfo-pack";
                        output: components["schemas"]["ReportsCfoPackOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_prepare_financial_report: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportsFinancialInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "reports.financial";
                        output: components["schemas"]["ReportsFinancialOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_prepare_trust_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportsTrustAccountsPrepareInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "reports.trust-accounts.prepare";
                        output: components["schemas"]["ReportsTrustAccountsPrepareOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_research_standards: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandardsResearchInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "standards.research";
                        output: components["schemas"]["StandardsResearchOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_advise_tax: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxAdviseInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "tax.advise";
                        output: components["schemas"]["TaxAdviseOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_detect_tb_duplicates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TbCheckInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "tb.check";
                        output: components["schemas"]["TbCheckOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_enrich_tb_rows: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TbEnrichInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "tb.enrich";
                        output: components["schemas"]["TbEnrichOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_import_trial_balance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TbImportInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "tb.import";
                        output: components["schemas"]["TbImportOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_add_member: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicAddMemberInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.add-member";
                        output: components["schemas"]["TopicAddMemberOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_ask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicAskInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.ask";
                        output: components["schemas"]["TopicAskOutput"];
                        correlation_id: string;
                    };
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_cancel_turn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicCancelTurnInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.cancel-turn";
                        output: components["schemas"]["TopicCancelTurnOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicCreateInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.create";
                        output: components["schemas"]["TopicCreateOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_follow_turn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicFollowTurnInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.follow-turn";
                        output: components["schemas"]["TopicFollowTurnOutput"];
                        correlation_id: string;
                    };
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicGetInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.get";
                        output: components["schemas"]["TopicGetOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_link_conversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicLinkConversationInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.link-conversation";
                        output: components["schemas"]["TopicLinkConversationOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicListInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.list";
                        output: components["schemas"]["TopicListOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_members: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicMembersInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.members";
                        output: components["schemas"]["TopicMembersOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_messages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicMessagesInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.messages";
                        output: components["schemas"]["TopicMessagesOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_post_message: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicPostMessageInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.post-message";
                        output: components["schemas"]["TopicPostMessageOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_topic_remove_member: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicRemoveMemberInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "topic.remove-member";
                        output: components["schemas"]["TopicRemoveMemberOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_audit_workpaper_review: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkpapersReviewInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workpapers.review";
                        output: components["schemas"]["WorkpapersReviewOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_approve_or_reject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamApproveInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.approve";
                        output: components["schemas"]["WorkstreamApproveOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_workstream_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamCancelInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.cancel";
                        output: components["schemas"]["WorkstreamCancelOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_workstream_describe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamDescribeInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.describe";
                        output: components["schemas"]["WorkstreamDescribeOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_workstream_draft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamDraftInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.draft";
                        output: components["schemas"]["WorkstreamDraftOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_workstream_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamListInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.list";
                        output: components["schemas"]["WorkstreamListOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_workstream_run: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /**
                 * @description Makes the write safe to retry: within 60 s, the same key with the same request replays the first
                 *     response (with `X-Idempotent-Replayed: true`); with a different request it is 422
                 *     `idempotency_key_reused`; while the first still runs it is 409 `idempotency_in_progress`. Keys are
                 *     namespaced per user. Only completed (2xx) responses are replayed.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamRunInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "X-Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "Idempotency-Key": components["headers"]["IdempotencyKeyEcho"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.run";
                        output: components["schemas"]["WorkstreamRunOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    invoke_workstream_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins behaviour to a dated version. Absent means the latest. Unsupported answers 400 `invalid_service_version`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkstreamStatusInput"];
            };
        };
        responses: {
            /** @description The skill ran. */
            200: {
                headers: {
                    "Service-Version": components["headers"]["ServiceVersion"];
                    "X-Correlation-Id": components["headers"]["CorrelationId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        skill: "workstream.status";
                        output: components["schemas"]["WorkstreamStatusOutput"];
                        correlation_id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
}
//# sourceMappingURL=schema.d.ts.map
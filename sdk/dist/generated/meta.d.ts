/** The API version this SDK was generated from; sent as `Service-Version` on every request. */
export declare const SERVICE_VERSION = "2026-04-24";
/** Each skill's runtime facts (from the x-skill-* extensions of its operation). */
export declare const SKILLS: {
    readonly "accounts.import": {
        readonly slug: "import_chart_of_accounts";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "accounting:write";
    };
    readonly "accounts.reconcile": {
        readonly slug: "reconcile_accounts";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "accruals.suggest": {
        readonly slug: "accruals_suggest";
        readonly streaming: true;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "acquisitions.advise": {
        readonly slug: "advise_acquisition";
        readonly streaming: true;
        readonly writes: false;
        readonly permission: "ask:execute";
    };
    readonly "anomalies.investigate": {
        readonly slug: "investigate_anomaly";
        readonly streaming: true;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "archie.ask": {
        readonly slug: "ask_archie";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "ask:execute";
    };
    readonly "assets.trace": {
        readonly slug: "trace_assets";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "bank.import": {
        readonly slug: "import_bank_statement";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "accounting:write";
    };
    readonly "clients.financials": {
        readonly slug: "get_client_financials";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "clients.list": {
        readonly slug: "list_clients";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "communications.prepare": {
        readonly slug: "prepare_communication";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "email:draft";
    };
    readonly "compliance.review": {
        readonly slug: "review_compliance";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "documents:analyse";
    };
    readonly "contacts.import": {
        readonly slug: "import_contacts";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "accounting:write";
    };
    readonly "documents.analyse": {
        readonly slug: "analyse_document";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "documents:analyse";
    };
    readonly "financials.analyse": {
        readonly slug: "analyse_financials";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "forensic.number-analysis": {
        readonly slug: "analyse_number_patterns";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "clients:read";
    };
    readonly "identifiers.validate": {
        readonly slug: "validate_business_identifiers";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "documents:analyse";
    };
    readonly "journal.import": {
        readonly slug: "import_journal";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "accounting:write";
    };
    readonly "journal.record": {
        readonly slug: "record_journal_entry";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "accounting:write";
    };
    readonly "knowledge.search": {
        readonly slug: "search_knowledge";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "search:read";
    };
    readonly "payroll.advise": {
        readonly slug: "advise_payroll";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "ask:execute";
    };
    readonly "playbook.creator": {
        readonly slug: "playbook_creator";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "workstreams:write";
    };
    readonly "reports.asc606-memo": {
        readonly slug: "prepare_asc606_memo";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "reports:generate";
    };
    readonly "reports.cfo-pack": {
        readonly slug: "prepare_cfo_pack";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "reports:generate";
    };
    readonly "reports.financial": {
        readonly slug: "prepare_financial_report";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "reports:generate";
    };
    readonly "reports.trust-accounts.prepare": {
        readonly slug: "prepare_trust_accounts";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "reports:generate";
    };
    readonly "standards.research": {
        readonly slug: "research_standards";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "ask:execute";
    };
    readonly "tax.advise": {
        readonly slug: "advise_tax";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "ask:execute";
    };
    readonly "tb.check": {
        readonly slug: "detect_tb_duplicates";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "accounting:write";
    };
    readonly "tb.enrich": {
        readonly slug: "enrich_tb_rows";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "accounting:write";
    };
    readonly "tb.import": {
        readonly slug: "import_trial_balance";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "accounting:write";
    };
    readonly "topic.add-member": {
        readonly slug: "topic_add_member";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "topics:write";
    };
    readonly "topic.ask": {
        readonly slug: "topic_ask";
        readonly streaming: true;
        readonly writes: true;
        readonly permission: "ask:execute";
    };
    readonly "topic.cancel-turn": {
        readonly slug: "topic_cancel_turn";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "ask:execute";
    };
    readonly "topic.create": {
        readonly slug: "topic_create";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "topics:write";
    };
    readonly "topic.follow-turn": {
        readonly slug: "topic_follow_turn";
        readonly streaming: true;
        readonly writes: false;
        readonly permission: "topics:read";
    };
    readonly "topic.get": {
        readonly slug: "topic_get";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "topics:read";
    };
    readonly "topic.link-conversation": {
        readonly slug: "topic_link_conversation";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "topics:write";
    };
    readonly "topic.list": {
        readonly slug: "topic_list";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "topics:read";
    };
    readonly "topic.members": {
        readonly slug: "topic_members";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "topics:read";
    };
    readonly "topic.messages": {
        readonly slug: "topic_messages";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "topics:read";
    };
    readonly "topic.post-message": {
        readonly slug: "topic_post_message";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "ask:execute";
    };
    readonly "topic.remove-member": {
        readonly slug: "topic_remove_member";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "topics:write";
    };
    readonly "workpapers.review": {
        readonly slug: "audit_workpaper_review";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "documents:analyse";
    };
    readonly "workstream.approve": {
        readonly slug: "approve_or_reject";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "workstreams:write";
    };
    readonly "workstream.cancel": {
        readonly slug: "workstream_cancel";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "workstreams:write";
    };
    readonly "workstream.describe": {
        readonly slug: "workstream_describe";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "workstreams:read";
    };
    readonly "workstream.draft": {
        readonly slug: "workstream_draft";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "workstreams:write";
    };
    readonly "workstream.list": {
        readonly slug: "workstream_list";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "workstreams:read";
    };
    readonly "workstream.run": {
        readonly slug: "workstream_run";
        readonly streaming: false;
        readonly writes: true;
        readonly permission: "workstreams:write";
    };
    readonly "workstream.status": {
        readonly slug: "workstream_status";
        readonly streaming: false;
        readonly writes: false;
        readonly permission: "workstreams:read";
    };
};
//# sourceMappingURL=meta.d.ts.map
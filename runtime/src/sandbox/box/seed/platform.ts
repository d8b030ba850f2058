// Signing, hubs, document generation, webhooks, AI agents, events, collections, integrations, uploads, downloads.
import { ADMIN_ID, ago, day, ENTERPRISE, fileMini, folderMini, userMini, type SeedContext } from "./context.js";

export function seedPlatform({ store, now }: SeedContext): void {
  // Sign requests: one waiting for signatures, one completed; one template.
  for (const [id, status, signer] of [
    ["79001", "sent", "eve@partner.example"],
    ["79002", "signed", "ben@sandbox-co.example"],
  ] as const) {
    store.put(`/sign_requests/${id}`, {
      type: "sign-request",
      id,
      is_document_preparation_needed: false,
      are_reminders_enabled: true,
      are_text_signatures_enabled: true,
      email_subject: "Please sign the partner contract",
      email_message: "Hi, please sign.",
      days_valid: 30,
      signers: [
        {
          email: "ada@sandbox-co.example",
          role: "final_copy_reader",
          is_in_person: false,
          order: 0,
          has_viewed_document: true,
        },
        { email: signer, role: "signer", is_in_person: false, order: 1, has_viewed_document: status === "signed" },
      ],
      source_files: [fileMini(store, "30005")],
      parent_folder: folderMini(store, "20006"),
      status,
      signing_log: null,
      auto_expire_at: day(-30),
      prepare_url: null,
    });
  }
  store.put("/sign_templates/79101", {
    type: "sign-template",
    id: "79101",
    name: "Partner NDA",
    email_subject: "Please sign the NDA",
    email_message: "Standard NDA.",
    days_valid: 14,
    parent_folder: folderMini(store, "20006"),
    source_files: [fileMini(store, "30005")],
    are_fields_locked: false,
    are_options_locked: false,
    are_recipients_locked: false,
    are_email_settings_locked: false,
    are_files_locked: false,
    signers: [{ email: "", label: "Counterparty", role: "signer", is_in_person: false, order: 1 }],
    additional_info: { non_editable: [], required: { signers: [["email"]] } },
    ready_sign_link: null,
    custom_branding: null,
  });

  // Hubs (2025.0): one hub with a collaboration and two items.
  store.put("/hubs/80001", {
    type: "hubs",
    id: "80001",
    title: "Apollo hub",
    description: "Everything about Apollo",
    created_at: day(30),
    updated_at: day(4),
    created_by: userMini(store, ADMIN_ID),
    updated_by: userMini(store, ADMIN_ID),
    view_count: 42,
    is_ai_enabled: true,
    is_collaboration_restricted_to_enterprise: false,
    can_non_owners_invite: true,
    can_shared_link_be_created: true,
  });
  store.put("/hub_collaborations/80101", {
    type: "hub_collaboration",
    id: "80101",
    hub: { type: "hubs", id: "80001" },
    accessible_by: { type: "user", id: "11112", name: "Ben Brooks", login: "ben@sandbox-co.example" },
    role: "editor",
    status: "accepted",
    acceptance_requirements_status: {},
  });
  store.put("/hub_items/80001/30001", { type: "file", id: "30001", name: "Apollo plan.docx" });
  store.put("/hub_items/80001/20003", { type: "folder", id: "20003", name: "Designs" });

  // Document generation (2025.0): the Apollo plan is a template with one finished job.
  store.put("/docgen_templates/30001", {
    file: { type: "file", id: "30001" },
    file_name: "Apollo plan.docx",
  });
  const job = {
    type: "docgen_job",
    id: "81001",
    batch: { type: "docgen_batch", id: "81101" },
    template_file: { type: "file", id: "30001" },
    template_file_version: { type: "file_version", id: "40012" },
    output_file: { type: "file", id: "30008" },
    output_file_version: { type: "file_version", id: "40082" },
    status: "completed",
    output_type: "docx",
  };
  store.put("/docgen_jobs/81001", {
    ...job,
    created_by: userMini(store, ADMIN_ID),
    enterprise: { type: "enterprise", id: ENTERPRISE.id },
    source: "api",
    created_at: day(1),
  });
  store.put("/docgen_batch_jobs/81101/81001", job);
  store.put("/docgen_template_jobs/30001/81001", job);
  store.put("/docgen_templates/30001/tags/owner", {
    tag_content: "{{owner}}",
    tag_type: "text",
    json_paths: ["owner"],
  });
  store.put("/docgen_templates/30001/tags/milestones", {
    tag_content: "{{milestones}}",
    tag_type: "table-loop",
    json_paths: ["milestones"],
  });

  // Webhooks.
  for (const [id, target, triggers] of [
    ["82001", { type: "folder", id: "20002" }, ["FILE.UPLOADED", "FILE.TRASHED"]],
    ["82002", { type: "file", id: "30002" }, ["FILE.PREVIEWED"]],
  ] as const) {
    store.put(`/webhooks/${id}`, {
      type: "webhook",
      id,
      target,
      created_by: userMini(store, ADMIN_ID),
      created_at: day(25),
      address: `https://hooks.sandbox-co.example/box/${id}`,
      triggers,
    });
  }

  // AI: one custom agent, and the default configuration per mode (answered by GetAiAgentDefaultConfig).
  store.put("/ai_agents/84001", {
    type: "ai_agent",
    id: "84001",
    origin: "CUSTOM",
    name: "Contract reviewer",
    access_state: "enabled",
    created_by: userMini(store, ADMIN_ID),
    created_at: day(20),
    modified_by: userMini(store, ADMIN_ID),
    modified_at: day(20),
    icon_reference: "https://cdn.sandbox-co.example/icons/contract.png",
    allowed_entities: [],
    ask: { type: "ai_agent_ask", access_state: "enabled", description: "Answers questions about contracts." },
  });

  // Events of the last days, newest last; the stream position is the index.
  const events: [string, string, string][] = [
    ["ITEM_UPLOAD", "30008", "file"],
    ["ITEM_PREVIEW", "30001", "file"],
    ["COMMENT_CREATE", "30001", "file"],
    ["ITEM_TRASH", "30007", "file"],
    ["COLLABORATION_INVITE", "20004", "folder"],
  ];
  events.forEach(([type, id, kind], i) => {
    store.put(`/events/${1000 + i}`, {
      type: "event",
      event_id: `e0000000-0000-4000-8000-00000000000${i}`,
      event_type: type,
      created_at: ago(now, (events.length - i) * 3_600_000),
      recorded_at: ago(now, (events.length - i) * 3_600_000),
      created_by: userMini(store, i % 2 ? "11112" : ADMIN_ID),
      session_id: null,
      source: kind === "file" ? fileMini(store, id) : folderMini(store, id),
    });
  });

  // Collections: Favorites with two items; recent items.
  store.put("/collections/86001", { type: "collection", id: "86001", name: "Favorites", collection_type: "favorites" });
  store.link("/collections/86001/items", "/files/30001");
  store.link("/collections/86001/items", "/folders/20002");
  [
    ["30001", "item_preview", 2],
    ["30004", "item_open", 26],
    ["30002", "item_modify", 200],
  ].forEach(([id, interaction, hoursAgo], i) => {
    store.put(`/recent_items/${i + 1}`, {
      type: "recent_item",
      item: fileMini(store, String(id)),
      interaction_type: interaction,
      interacted_at: ago(now, Number(hoursAgo) * 3_600_000),
      interaction_shared_link: null,
    });
  });

  // File request, integration mappings, app items, workflows.
  store.put("/file_requests/88001", {
    type: "file_request",
    id: "88001",
    title: "Send us your invoices",
    description: "Upload invoices for Q2",
    status: "active",
    is_email_required: true,
    is_description_required: false,
    expires_at: null,
    folder: folderMini(store, "20004"),
    url: "/f/88001",
    etag: "1",
    created_by: userMini(store, "11114"),
    created_at: day(15),
    updated_by: userMini(store, "11114"),
    updated_at: day(15),
  });
  store.put("/integration_mappings/slack/94001", {
    type: "integration_mapping",
    id: "94001",
    integration_type: "slack",
    is_manually_created: true,
    options: { is_access_management_disabled: false },
    created_by: { type: "user", id: ADMIN_ID },
    modified_by: { type: "user", id: ADMIN_ID },
    partner_item: { type: "channel", id: "C01GENERAL", slack_workspace_id: "T0SANDBOX", slack_org_id: null },
    box_item: { type: "folder", id: "20002" },
    created_at: day(10),
    modified_at: day(10),
  });
  store.put("/integration_mappings/teams/94101", {
    type: "integration_mapping",
    id: "94101",
    integration_type: "teams",
    is_overridden_by_manual_mapping: false,
    partner_item: { type: "channel", id: "19:apollo@thread.tacv2", tenant_id: "tenant-1", team_id: "team-1" },
    box_item: { type: "folder", id: "20002" },
    created_at: day(10),
    modified_at: day(10),
  });
  store.put("/app_items/97501", {
    type: "app_item",
    id: "97501",
    application_type: "hubs",
  });
  // An app item's shared link is not part of its record.
  store.put("/app_items/97501/shared_link", { url: "https://app.sandbox-co.example/s/apollo-hub" });
  store.put("/files/30001/app_item_associations/97601", {
    type: "app_item_association",
    id: "97601",
    app_item: { type: "app_item", id: "97501", application_type: "hubs" },
    item: fileMini(store, "30001"),
  });
  store.put("/folders/20002/app_item_associations/97602", {
    type: "app_item_association",
    id: "97602",
    app_item: { type: "app_item", id: "97501", application_type: "hubs" },
    item: folderMini(store, "20002"),
  });
  store.put("/workflows/97001", {
    type: "workflow",
    id: "97001",
    name: "Contract approval",
    description: "Route a contract to legal",
    is_enabled: true,
    flows: [
      {
        type: "flow",
        id: "97011",
        trigger: {
          type: "trigger",
          trigger_type: "WORKFLOW_MANUAL_START",
          scope: [{ type: "trigger_scope", ref: "/event/source/folder", object: { type: "folder", id: "20002" } }],
        },
        outcomes: [],
        created_at: day(70),
        created_by: { type: "user", id: ADMIN_ID },
      },
    ],
  });

  // An upload session with two parts, and a zip download under way.
  store.put("/files/upload_sessions/95001", {
    type: "upload_session",
    id: "95001",
    session_expires_at: ago(now, -86_400_000),
    part_size: 8_388_608,
    total_parts: 3,
    num_parts_processed: 2,
    session_endpoints: {},
  });
  for (const [n, id] of [
    [0, "6F2D3486"],
    [1, "7A1C9B20"],
  ] as const) {
    store.put(`/files/upload_sessions/95001/parts/${id}`, {
      part_id: id,
      offset: n * 8_388_608,
      size: 8_388_608,
      sha1: "134b65991ed521fcfe4724b7d814ab8ded5185dc",
    });
  }
  store.put("/zip_downloads/96001", {
    created: now,
    total_file_count: 5,
    skipped_file_count: 1,
    skipped_folder_count: 0,
    downloaded_file_count: 0,
    checks: 0,
  });
}

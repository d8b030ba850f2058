// Retention, legal holds, shield barriers, storage policies and the enterprise's other administrative records.
import { ADMIN_ID, day, ENTERPRISE, fileMini, folderMini, userMini, type SeedContext } from "./context.js";

export function seedGovernance({ store }: SeedContext): void {
  // Retention: a finite policy on the Finance folder.
  store.put("/retention_policies/76001", {
    type: "retention_policy",
    id: "76001",
    policy_name: "Finance records (7 years)",
    policy_type: "finite",
    retention_length: "2555",
    disposition_action: "permanently_delete",
    description: "Keep finance records for seven years.",
    status: "active",
    retention_type: "modifiable",
    created_by: userMini(store, ADMIN_ID),
    created_at: day(300),
    modified_at: day(300),
    can_owner_extend_retention: false,
    are_owners_notified: true,
    custom_notification_recipients: [],
    assignment_counts: { enterprise: 0, folder: 1, metadata_template: 0 },
  });
  store.put("/retention_policy_assignments/76101", {
    type: "retention_policy_assignment",
    id: "76101",
    retention_policy: { type: "retention_policy", id: "76001", policy_name: "Finance records (7 years)" },
    assigned_to: { type: "folder", id: "20004" },
    filter_fields: [],
    assigned_by: userMini(store, ADMIN_ID),
    assigned_at: day(300),
    start_date_field: "upload_date",
  });
  store.link("/retention_policies/76001/assignments", "/retention_policy_assignments/76101");
  store.put("/retention_policy_assignments/76101/files_under_retention/30002", fileMini(store, "30002"));
  // Box lists the files whose versions are retained, each with its version.
  store.put("/retention_policy_assignments/76101/file_versions_under_retention/30002", fileMini(store, "30002"));
  store.put("/file_version_retentions/76201", {
    type: "file_version_retention",
    id: "76201",
    file_version: { type: "file_version", id: "40021" },
    file: fileMini(store, "30002"),
    applied_at: day(100),
    disposition_at: day(-2455),
    winning_retention_policy: { type: "retention_policy", id: "76001", policy_name: "Finance records (7 years)" },
  });

  // Legal hold: one policy holding the partner contract and the partner folder.
  store.put("/legal_hold_policies/77001", {
    type: "legal_hold_policy",
    id: "77001",
    policy_name: "Partner dispute 2025",
    description: "Preserve everything shared with the partner.",
    status: "active",
    assignment_counts: { user: 0, folder: 1, file: 1, file_version: 0 },
    created_by: userMini(store, ADMIN_ID),
    created_at: day(14),
    modified_at: day(14),
    deleted_at: null,
    filter_started_at: null,
    filter_ended_at: null,
    release_notes: "",
  });
  // A second policy holding nothing yet: two clients sharing one sandbox can each release a hold of their own.
  store.put("/legal_hold_policies/77002", {
    type: "legal_hold_policy",
    id: "77002",
    policy_name: "Regulator inquiry 2026",
    description: "Opened ahead of an expected request; nothing assigned yet.",
    status: "active",
    assignment_counts: { user: 0, folder: 0, file: 0, file_version: 0 },
    created_by: userMini(store, ADMIN_ID),
    created_at: day(3),
    modified_at: day(3),
    deleted_at: null,
    filter_started_at: null,
    filter_ended_at: null,
    release_notes: "",
  });
  for (const [id, type, item] of [
    ["77101", "file", "30005"],
    ["77102", "folder", "20006"],
  ] as const) {
    store.put(`/legal_hold_policy_assignments/${id}`, {
      type: "legal_hold_policy_assignment",
      id,
      legal_hold_policy: { type: "legal_hold_policy", id: "77001", policy_name: "Partner dispute 2025" },
      assigned_to: type === "file" ? fileMini(store, item) : folderMini(store, item),
      assigned_by: userMini(store, ADMIN_ID),
      assigned_at: day(14),
      deleted_at: null,
    });
  }
  store.put("/legal_hold_policy_assignments/77101/files_on_hold/30005", fileMini(store, "30005"));
  store.put("/legal_hold_policy_assignments/77101/file_versions_on_hold/40051", {
    type: "file_version",
    id: "40051",
    sha1: (store.get("/files/30005")!.file_version as { sha1: string }).sha1,
  });
  store.put("/file_version_legal_holds/77201", {
    type: "file_version_legal_hold",
    id: "77201",
    file_version: { type: "file_version", id: "40051" },
    file: fileMini(store, "30005"),
    legal_hold_policy_assignments: [{ type: "legal_hold_policy_assignment", id: "77101" }],
    deleted_at: null,
  });

  // Shield information barrier: two segments, a member each, a restriction and a report.
  const barrier = { type: "shield_information_barrier", id: "78001" };
  store.put("/shield_information_barriers/78001", {
    ...barrier,
    enterprise: { type: "enterprise", id: ENTERPRISE.id },
    status: "enabled",
    created_at: day(120),
    created_by: { type: "user", id: ADMIN_ID },
    updated_at: day(120),
    updated_by: { type: "user", id: ADMIN_ID },
    enabled_at: day(119),
    enabled_by: { type: "user", id: ADMIN_ID },
  });
  for (const [id, name] of [
    ["78101", "Sales"],
    ["78102", "Research"],
  ]) {
    store.put(`/shield_information_barrier_segments/${id}`, {
      type: "shield_information_barrier_segment",
      id,
      shield_information_barrier: barrier,
      name,
      description: `${name} segment`,
      created_at: day(119),
      created_by: { type: "user", id: ADMIN_ID },
      updated_at: day(119),
      updated_by: { type: "user", id: ADMIN_ID },
    });
  }
  for (const [id, segment, user] of [
    ["78201", "78101", "11112"],
    ["78202", "78102", "11113"],
  ] as const) {
    store.put(`/shield_information_barrier_segment_members/${id}`, {
      type: "shield_information_barrier_segment_member",
      id,
      user: { type: "user", id: user },
      shield_information_barrier: barrier,
      shield_information_barrier_segment: { type: "shield_information_barrier_segment", id: segment },
      created_at: day(118),
      created_by: { type: "user", id: ADMIN_ID },
      updated_at: day(118),
      updated_by: { type: "user", id: ADMIN_ID },
    });
  }
  store.put("/shield_information_barrier_segment_restrictions/78301", {
    type: "shield_information_barrier_segment_restriction",
    id: "78301",
    shield_information_barrier: barrier,
    shield_information_barrier_segment: { type: "shield_information_barrier_segment", id: "78101" },
    restricted_segment: { type: "shield_information_barrier_segment", id: "78102" },
    created_at: day(118),
    created_by: { type: "user", id: ADMIN_ID },
    updated_at: day(118),
    updated_by: { type: "user", id: ADMIN_ID },
  });
  store.put("/shield_information_barrier_reports/78401", {
    type: "shield_information_barrier_report",
    id: "78401",
    shield_information_barrier: { shield_information_barrier: barrier },
    status: "done",
    details: { details: { folder_id: "20005" } },
    created_at: day(30),
    created_by: { type: "user", id: ADMIN_ID },
    updated_at: day(30),
  });
  store.put("/shield_lists/78501", {
    type: "shield_list",
    id: "78501",
    name: "Competitor domains",
    description: "Domains nobody may collaborate with",
    enterprise: { type: "enterprise", id: ENTERPRISE.id },
    created_at: day(60),
    updated_at: day(60),
    content: { type: "domain", domains: ["rival.example"] },
  });

  // Storage policies and their assignments (the enterprise default and three users).
  for (const [id, name] of [
    ["83001", "US"],
    ["83002", "EU"],
  ]) {
    store.put(`/storage_policies/${id}`, { type: "storage_policy", id, name });
  }
  store.put("/storage_policy_assignments/83100", {
    type: "storage_policy_assignment",
    id: "83100",
    storage_policy: { type: "storage_policy", id: "83001" },
    assigned_to: { type: "enterprise", id: ENTERPRISE.id },
  });
  for (const [id, user] of [
    ["83101", "11112"],
    ["83102", "11113"],
    ["83103", "11114"],
  ]) {
    store.put(`/storage_policy_assignments/${id}`, {
      type: "storage_policy_assignment",
      id,
      storage_policy: { type: "storage_policy", id: "83002" },
      assigned_to: { type: "user", id: user },
    });
  }

  // Collaboration allow-list and exemptions, device pins, terms of service, folder lock, e-mail-less records.
  store.put("/collaboration_whitelist_entries/93001", {
    type: "collaboration_whitelist_entry",
    id: "93001",
    domain: "partner.example",
    direction: "both",
    enterprise: { ...ENTERPRISE },
    created_at: day(80),
  });
  store.put("/collaboration_whitelist_exempt_targets/93101", {
    type: "collaboration_whitelist_exempt_target",
    id: "93101",
    enterprise: { ...ENTERPRISE },
    user: userMini(store, "11114"),
    created_at: day(80),
    modified_at: day(80),
  });
  store.put("/device_pinners/87001", {
    type: "device_pinner",
    id: "87001",
    owned_by: userMini(store, "11112"),
    product_name: "iPhone",
  });
  store.link(`/enterprises/${ENTERPRISE.id}/device_pinners`, "/device_pinners/87001");
  store.put("/terms_of_services/92001", {
    type: "terms_of_service",
    id: "92001",
    status: "enabled",
    enterprise: { ...ENTERPRISE },
    tos_type: "external",
    text: "By collaborating you accept the partner terms.",
    created_at: day(200),
    modified_at: day(200),
  });
  store.put("/terms_of_service_user_statuses/92101", {
    type: "terms_of_service_user_status",
    id: "92101",
    tos: { type: "terms_of_service", id: "92001" },
    user: { type: "user", id: "11115" },
    is_accepted: true,
    created_at: day(40),
    modified_at: day(40),
  });
  store.put("/folder_locks/89001", {
    type: "folder_lock",
    id: "89001",
    folder: folderMini(store, "20005"),
    created_by: { type: "user", id: ADMIN_ID },
    created_at: day(50),
    locked_operations: { move: true, delete: true },
    lock_type: "freeze",
  });
  store.put("/archives/85001", {
    type: "archive",
    id: "85001",
    name: "Closed projects",
    size: 123_456,
    description: "Projects closed before 2025",
    owned_by: { type: "user", id: ADMIN_ID },
  });
}

// Users, the folder tree with files, versions, shared links and web links.
import type { Json } from "../http.js";
import { ADMIN_ID, day, ENTERPRISE, folderMini, userMini, type SeedContext } from "./context.js";

const USERS: [id: string, name: string, login: string, role: string, external?: boolean][] = [
  [ADMIN_ID, "Ada Admin", "ada@sandbox-co.example", "admin"],
  ["11112", "Ben Brooks", "ben@sandbox-co.example", "user"],
  ["11113", "Chen Wu", "chen@sandbox-co.example", "user"],
  ["11114", "Dana Ortiz", "dana@sandbox-co.example", "coadmin"],
  ["11115", "Eve Partner", "eve@partner.example", "user", true],
];

// [id, name, parent, owner]
const FOLDERS: [string, string, string, string][] = [
  ["20001", "Projects", "0", ADMIN_ID],
  ["20002", "Apollo", "20001", ADMIN_ID],
  ["20003", "Designs", "20002", "11112"],
  ["20004", "Finance", "0", "11114"],
  ["20005", "Archive 2024", "0", ADMIN_ID],
  ["20006", "Shared with Partner", "0", ADMIN_ID],
  ["20007", "Empty", "20001", ADMIN_ID],
  ["20008", "Old drafts", "20001", ADMIN_ID],
];

// [id, name, parent, owner, text content]
const FILES: [string, string, string, string, string][] = [
  ["30001", "Apollo plan.docx", "20002", ADMIN_ID, "Apollo plan: milestones, owners and risks."],
  ["30002", "budget-2025.xlsx", "20004", "11114", "quarter,amount\nQ1,120000\nQ2,135000\n"],
  ["30003", "logo.png", "20003", "11112", "PNG logo placeholder"],
  ["30004", "notes.txt", "0", ADMIN_ID, "Welcome to the sandbox. Everything here is made up.\n"],
  ["30005", "contract.pdf", "20006", ADMIN_ID, "%PDF-1.4 contract placeholder"],
  ["30006", "report-2024.pdf", "20005", "11113", "%PDF-1.4 yearly report placeholder"],
  ["30007", "draft.txt", "20001", ADMIN_ID, "An old draft, already in the trash."],
  ["30008", "meeting-notes.md", "20002", "11112", "# Kick-off\n- scope agreed\n- next review in two weeks\n"],
];

export function seedContent({ store, random }: SeedContext): void {
  for (const [id, name, login, role, external] of USERS) {
    store.put(`/users/${id}`, {
      type: "user",
      id,
      name,
      login,
      created_at: day(400),
      modified_at: day(10),
      language: "en",
      timezone: "Europe/London",
      space_amount: 10_737_418_240,
      space_used: random.int(1_000_000, 900_000_000),
      max_upload_size: 5_368_709_120,
      status: "active",
      job_title: role === "admin" ? "IT Administrator" : "",
      phone: "",
      address: "",
      avatar_url: `https://app.sandbox-co.example/api/avatar/large/${id}`,
      notification_email: null,
      role,
      is_sync_enabled: true,
      is_external_collab_restricted: false,
      is_exempt_from_device_limits: false,
      is_exempt_from_login_verification: false,
      can_see_managed_users: role !== "user",
      is_platform_access_only: false,
      enterprise: external ? null : { ...ENTERPRISE },
      my_tags: [],
      hostname: "https://app.sandbox-co.example/",
      external_app_user_id: null,
    });
    store.put(`/users/${id}/avatar`, { type: "avatar", id, contentType: "image/jpeg" });
  }
  store.put(`/users/11112/email_aliases/91001`, {
    type: "email_alias",
    id: "91001",
    email: "benjamin@sandbox-co.example",
    is_confirmed: true,
  });

  const root: Json = folderRecord(store, "0", "All Files", null, ADMIN_ID, random.hex(1));
  root.path_collection = { total_count: 0, entries: [] };
  store.put("/folders/0", root);
  for (const [id, name, parent, owner] of FOLDERS) putFolder({ store, random }, id, name, parent, owner);
  for (const [id, name, parent, owner, text] of FILES) putFile({ store, random }, id, name, parent, owner, text);
  // Shared links on the partner contract, the Finance folder and the handbook web link.
  sharedLink(store, "/files/30005", "https://app.sandbox-co.example/s/contract", "open");
  sharedLink(store, "/folders/20004", "https://app.sandbox-co.example/s/finance", "company", "ledger-2025");

  for (const [id, name, url, parent] of [
    ["60001", "Company handbook", "https://handbook.sandbox-co.example/", "20001"],
    ["60002", "Status page", "https://status.sandbox-co.example/", "0"],
    ["60003", "Old intranet", "https://intranet.sandbox-co.example/", "20001"],
  ] as const) {
    store.put(`/web_links/${id}`, {
      type: "web_link",
      id,
      sequence_id: "0",
      etag: "1",
      name,
      url,
      parent: folderMini(store, parent),
      description: "",
      path_collection: pathTo(store, parent),
      created_at: day(30),
      modified_at: day(30),
      trashed_at: null,
      purged_at: null,
      created_by: userMini(store, ADMIN_ID),
      modified_by: userMini(store, ADMIN_ID),
      owned_by: userMini(store, ADMIN_ID),
      shared_link: null,
      item_status: "active",
    });
  }
  sharedLink(store, "/web_links/60001", "https://app.sandbox-co.example/s/handbook", "open");
}

/** A file with its content and two versions: the current one and the one before it. */
export function putFile(
  { store, random }: Pick<SeedContext, "store" | "random">,
  id: string,
  name: string,
  parent: string,
  owner: string,
  text: string,
): void {
  const sha1 = random.hex(40);
  // 30001 → 40011: unique for every file id from 30000 on.
  const versionId = String(40000 + (Number(id) - 30000) * 10 + 1);
  store.put(`/files/${id}`, {
    type: "file",
    id,
    etag: "1",
    sequence_id: "1",
    name,
    sha1,
    file_version: { type: "file_version", id: versionId, sha1 },
    description: "",
    size: Buffer.byteLength(text),
    path_collection: pathTo(store, parent),
    created_at: day(60),
    modified_at: day(3),
    trashed_at: null,
    purged_at: null,
    content_created_at: day(60),
    content_modified_at: day(3),
    created_by: userMini(store, owner),
    modified_by: userMini(store, owner),
    owned_by: userMini(store, owner),
    shared_link: null,
    parent: folderMini(store, parent),
    item_status: "active",
    version_number: "2",
    comment_count: 0,
    extension: name.split(".").pop(),
    is_package: false,
    lock: null,
    has_collaborations: false,
    is_externally_owned: false,
    uploader_display_name: userMini(store, owner).name,
  });
  store.put(`/files/${id}/content`, { text });
  // Two versions of every file: the current one and the one before it.
  for (const [n, vid] of [
    [2, versionId],
    [1, String(Number(versionId) - 1)],
  ] as const) {
    store.put(`/files/${id}/versions/${vid}`, {
      type: "file_version",
      id: vid,
      sha1: n === 2 ? sha1 : random.hex(40),
      name,
      size: Buffer.byteLength(text) - (n === 2 ? 0 : 3),
      created_at: day(n === 2 ? 3 : 60),
      modified_at: day(n === 2 ? 3 : 60),
      modified_by: userMini(store, owner),
      trashed_at: null,
      trashed_by: null,
      restored_at: null,
      restored_by: null,
      purged_at: null,
      uploader_display_name: userMini(store, owner).name,
    });
  }
}

/** A folder record under `parent`. */
export function putFolder(
  { store, random }: Pick<SeedContext, "store" | "random">,
  id: string,
  name: string,
  parent: string,
  owner: string,
): void {
  store.put(`/folders/${id}`, folderRecord(store, id, name, parent, owner, random.hex(1)));
}

function folderRecord(
  store: SeedContext["store"],
  id: string,
  name: string,
  parent: string | null,
  owner: string,
  _salt: string,
): Json {
  return {
    type: "folder",
    id,
    etag: "1",
    sequence_id: "1",
    name,
    created_at: id === "0" ? null : day(90),
    modified_at: id === "0" ? null : day(5),
    description: "",
    size: 0,
    path_collection: parent === null ? { total_count: 0, entries: [] } : pathTo(store, parent),
    created_by: userMini(store, owner),
    modified_by: userMini(store, owner),
    trashed_at: null,
    purged_at: null,
    content_created_at: id === "0" ? null : day(90),
    content_modified_at: id === "0" ? null : day(5),
    owned_by: userMini(store, owner),
    shared_link: null,
    folder_upload_email: null,
    parent: parent === null ? null : folderMini(store, parent),
    item_status: "active",
    has_collaborations: false,
    can_non_owners_invite: true,
    is_externally_owned: false,
    is_collaboration_restricted_to_enterprise: false,
    can_non_owners_view_collaborators: true,
    sync_state: "not_synced",
  };
}

/** The ancestors of a folder, root first, including the folder itself. */
export function pathTo(store: SeedContext["store"], folderId: string): Json {
  const entries: Json[] = [];
  let id: string | null = folderId;
  while (id !== null) {
    entries.unshift(folderMini(store, id));
    const parent = store.get(`/folders/${id}`)?.parent as Json | null | undefined;
    id = parent ? String(parent.id) : null;
  }
  return { total_count: entries.length, entries };
}

/** A shared link on an item; its password, if any, is kept beside the record so no answer carries it. */
function sharedLink(store: SeedContext["store"], key: string, url: string, access: string, password?: string): void {
  if (password) store.put(`${key}/shared_link_password`, { password });
  store.get(key)!.shared_link = {
    url,
    download_url: key.startsWith("/files/") ? `${url}/download` : undefined,
    vanity_url: null,
    vanity_name: null,
    access,
    effective_access: access,
    effective_permission: "can_download",
    unshared_at: null,
    is_password_enabled: password !== undefined,
    permissions: { can_download: true, can_preview: true, can_edit: false },
    download_count: 3,
    preview_count: 12,
  };
}

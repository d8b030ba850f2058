// Operations whose answer is more than "the record at this path": the caller, shared links, events, zip downloads,
// AI defaults, metadata lookups, hubs, sign-request actions, and the user deletion rule.
import type { SandboxResponse } from "../server.js";
import { isAdmin, type Behaviour, type BoxContext } from "./context.js";
import { listing, removeWithDependents } from "./generic.js";
import { boxError, noContent, notFound, ok, type Json } from "./http.js";
import { childrenOf } from "./items.js";

/** Records stored at `/<prefix>/<a>/<b>…` whose key matches `pattern`. */
function matching(context: BoxContext, pattern: RegExp): Json[] {
  return [...context.store.items].filter(([k]) => pattern.test(k)).map(([, r]) => r);
}

function sharedItem(context: BoxContext): SandboxResponse {
  const header = context.headers.boxapi ?? "";
  const params = new URLSearchParams(header);
  const link = params.get("shared_link");
  if (!link) return boxError(400, "bad_request", "The BoxApi header must carry shared_link=<url>.");
  for (const [key, record] of context.store.items) {
    if (!/^\/(files|folders|web_links|app_items)\/[^/]+$/.test(key)) continue;
    const shared = (record.shared_link ?? context.store.get(`${key}/shared_link`)) as Json | null | undefined;
    if (!shared || shared.url !== link) continue;
    if (record.item_status !== undefined && record.item_status !== "active") break;
    const password = context.store.get(`${key}/shared_link_password`)?.password;
    if (password !== undefined && params.get("shared_link_password") !== password) {
      return boxError(403, "incorrect_shared_item_password", "The shared link needs its password.");
    }
    if (context.headers["if-none-match"] !== undefined && context.headers["if-none-match"] === record.etag)
      return { status: 304 };
    return ok(record);
  }
  return notFound("shared item");
}

function events(context: BoxContext): SandboxResponse {
  const types = (context.query.get("event_type") ?? "").split(",").filter(Boolean);
  const after = Date.parse(context.query.get("created_after") ?? "");
  const before = Date.parse(context.query.get("created_before") ?? "");
  const all = context.store
    .collection("events")
    .filter((e) => types.length === 0 || types.includes(String(e.event_type)))
    .filter((e) => Number.isNaN(after) || Date.parse(String(e.created_at)) >= after)
    .filter((e) => Number.isNaN(before) || Date.parse(String(e.created_at)) <= before);
  const position = context.query.get("stream_position") ?? "0";
  if (position === "now") return ok({ chunk_size: 0, next_stream_position: String(all.length), entries: [] });
  const start = Number(position);
  if (!Number.isInteger(start) || start < 0)
    return boxError(400, "invalid_parameter", "stream_position must be a number or 'now'.");
  const limit = Math.min(Number(context.query.get("limit") ?? 100) || 100, 500);
  const entries = all.slice(start, start + limit);
  return ok({ chunk_size: entries.length, next_stream_position: String(start + entries.length), entries });
}

const ZIP_HOURS = 12;
/** Each status check moves the download on by two files, skipping what the archive could not include. */
function zipStatus(context: BoxContext): SandboxResponse {
  const zip = context.store.get(`/zip_downloads/${context.params.zip_download_id}`);
  if (!zip || context.now() - Number(zip.created) > ZIP_HOURS * 3_600_000) return notFound("zip download");
  const total = Number(zip.total_file_count);
  const skipped = Number(zip.skipped_file_count);
  zip.checks = Number(zip.checks) + 1;
  zip.downloaded_file_count = Math.min(total - skipped, 2 * Number(zip.checks) - 2);
  const done = zip.downloaded_file_count === total - skipped;
  return ok({
    total_file_count: total,
    downloaded_file_count: zip.downloaded_file_count,
    skipped_file_count: skipped,
    skipped_folder_count: zip.skipped_folder_count,
    state: done ? "succeeded" : "in_progress",
  });
}

// An empty zip archive (end-of-central-directory record only).
const EMPTY_ZIP = Buffer.from("504b0506" + "00".repeat(18), "hex");

function zipContent(context: BoxContext): SandboxResponse {
  const zip = context.store.get(`/zip_downloads/${context.params.zip_download_id}`);
  if (!zip) return notFound("zip download");
  return {
    status: 200,
    headers: {
      "content-type": "application/octet-stream",
      "content-disposition": 'attachment; filename="download.zip"',
    },
    bytes: EMPTY_ZIP,
  };
}

function aiDefault(context: BoxContext): SandboxResponse {
  const mode = context.query.get("mode") ?? "ask";
  const model = { model: context.query.get("model") || "azure__openai__gpt_4o_mini", num_tokens_for_completion: 8400 };
  const prompt_template = "Answer the question {user_question} from this content: {content}";
  const base = { type: `ai_agent_${mode === "extract_structured" ? "extract_structured" : mode}` };
  if (mode === "ask") return ok({ ...base, basic_text: { ...model, system_message: "", prompt_template } });
  if (mode === "text_gen") return ok({ ...base, basic_gen: { ...model, system_message: "", prompt_template } });
  if (mode === "extract" || mode === "extract_structured")
    return ok({ ...base, basic_text: { ...model, system_message: "" } });
  return boxError(400, "bad_request", "mode must be ask, text_gen, extract or extract_structured.");
}

const templates = (context: BoxContext, scope?: string) =>
  matching(
    context,
    scope ? new RegExp(`^/metadata_templates/${scope}/[^/]+/schema$`) : /^\/metadata_templates\/[^/]+\/[^/]+\/schema$/,
  );

function findTemplate(context: BoxContext): SandboxResponse {
  const id = context.query.get("metadata_instance_id");
  const instance = matching(context, /\/metadata\/[^/]+\/[^/]+$/).find((m) => m.$id === id);
  const entries = instance ? templates(context).filter((t) => t.templateKey === instance.$template) : [];
  return ok(listing(entries, context));
}

function deleteTemplate(context: BoxContext): SandboxResponse {
  const { scope, template_key } = context.params;
  const key = `/metadata_templates/${scope}/${template_key}/schema`;
  if (!context.store.get(key)) return notFound("metadata template");
  context.store.remove(key);
  // Every instance of the template goes with it.
  for (const k of [...context.store.items.keys()])
    if (k.endsWith(`/metadata/${scope}/${template_key}`)) context.store.remove(k);
  return noContent();
}

/** A user who owns content is deleted only with force, and then the content goes too. */
function deleteUser(context: BoxContext): SandboxResponse {
  const id = context.params.user_id!;
  if (!context.store.get(`/users/${id}`)) return notFound("user");
  const owned = ["files", "folders", "web_links"].flatMap((kind) =>
    context.store
      .collection(kind)
      .filter((r) => (r.owned_by as Json | undefined)?.id === id)
      .map((r) => `/${kind}/${String(r.id)}`),
  );
  if (owned.length > 0 && context.query.get("force") !== "true") {
    return boxError(
      400,
      "user_not_deleted",
      "The user owns content; pass force=true to delete the user and their content.",
      {
        owned_items: owned.length,
      },
    );
  }
  for (const key of owned) {
    if (key.startsWith("/folders/"))
      for (const [kind, child] of childrenOf(context.store, key.split("/")[2]!, true))
        context.store.remove(`/${kind}/${String(child.id)}`);
    context.store.remove(key);
    context.store.trash.delete(key);
  }
  removeWithDependents(context.store, `/users/${id}`);
  return noContent();
}

function cancelSign(context: BoxContext): SandboxResponse {
  const request = context.store.get(`/sign_requests/${context.params.sign_request_id}`);
  if (!request) return notFound("sign request");
  if (!["sent", "viewed", "converting", "created", "error_sending"].includes(String(request.status))) {
    return boxError(
      400,
      "sign_request_cannot_be_cancelled",
      `A sign request in status ${String(request.status)} cannot be cancelled.`,
    );
  }
  request.status = "cancelled";
  return ok(request);
}

function resendSign(context: BoxContext): SandboxResponse {
  const request = context.store.get(`/sign_requests/${context.params.sign_request_id}`);
  if (!request) return notFound("sign request");
  if (request.status !== "sent" && request.status !== "viewed") {
    return boxError(
      400,
      "bad_request",
      `A sign request in status ${String(request.status)} has nobody left to remind.`,
    );
  }
  return { status: 202 };
}

function hubItems(context: BoxContext): SandboxResponse {
  const hub = context.query.get("hub_id") ?? "";
  if (!context.store.get(`/hubs/${hub}`)) return notFound("hub");
  return ok(listing(context.store.under(`/hub_items/${hub}`), context));
}

function metadataOf(context: BoxContext): SandboxResponse {
  const base = context.path.replace(/\/metadata$/, "");
  const entries = matching(context, new RegExp(`^${base}/metadata/[^/]+/[^/]+$`));
  return ok({ entries, limit: 100 });
}

/** Enterprise users: search by name or login, managed (in the enterprise) or external. */
function users(context: BoxContext): SandboxResponse {
  const term = (context.query.get("filter_term") ?? "").toLowerCase();
  const type = context.query.get("user_type") ?? "all";
  const appUser = context.query.get("external_app_user_id");
  const entries = context.store
    .collection("users")
    .filter(
      (u) => !term || String(u.name).toLowerCase().startsWith(term) || String(u.login).toLowerCase().startsWith(term),
    )
    .filter((u) => type === "all" || (type === "external") === (u.enterprise === null))
    .filter((u) => !appUser || u.external_app_user_id === appUser);
  return ok(listing(entries, context));
}

export const specialBehaviours: Record<string, Behaviour> = {
  "GET /users": users,
  "GET /users/me": (context) => ok(context.caller),
  "DELETE /users/{user_id}": deleteUser,
  "GET /shared_items": sharedItem,
  "GET /events": events,
  "GET /zip_downloads/{zip_download_id}/status": zipStatus,
  "GET /zip_downloads/{zip_download_id}/content": zipContent,
  "GET /ai_agent_default": aiDefault,
  "GET /metadata_templates": findTemplate,
  "GET /metadata_templates/enterprise": (context) => ok(listing(templates(context, "enterprise"), context)),
  "GET /metadata_templates/global": (context) => ok(listing(templates(context, "global"), context)),
  "GET /metadata_templates/{template_id}": (context) => {
    const found = templates(context).find((t) => t.id === context.params.template_id);
    return found ? ok(found) : notFound("metadata template");
  },
  "DELETE /metadata_templates/{scope}/{template_key}/schema": deleteTemplate,
  "GET /files/{file_id}/metadata": metadataOf,
  "GET /folders/{folder_id}/metadata": metadataOf,
  // Box's description answers these two reads with 201.
  "GET /files/{file_id}/metadata/{scope}/{template_key}": (context) => {
    const record = context.store.get(context.path);
    return record ? ok(record, 201) : notFound("metadata instance");
  },
  "GET /folders/{folder_id}/metadata/{scope}/{template_key}": (context) => {
    const record = context.store.get(context.path);
    return record ? ok(record, 201) : notFound("metadata instance");
  },
  "GET /hub_items": hubItems,
  // Box's FolderLocks envelope carries `limit` as text.
  "GET /folder_locks": (context) => {
    const folder = context.query.get("folder_id");
    const entries = context.store.collection("folder_locks").filter((l) => (l.folder as Json).id === folder);
    return ok({ entries, limit: "1000" });
  },
  "GET /enterprise_hubs": (context) => ok(listing(context.store.collection("hubs"), context)),
  "GET /hub_collaborations": (context) => {
    const hub = context.query.get("hub_id") ?? "";
    if (!context.store.get(`/hubs/${hub}`)) return notFound("hub");
    const entries = context.store.collection("hub_collaborations").filter((c) => (c.hub as Json).id === hub);
    return ok(listing(entries, context));
  },
  "POST /sign_requests/{sign_request_id}/cancel": cancelSign,
  "POST /sign_requests/{sign_request_id}/resend": resendSign,
};

/** The permission the document states for a route, checked against the caller; undefined when allowed. */
export function permissionProblem(context: BoxContext): SandboxResponse | undefined {
  const permission = context.route.meta.permission;
  if (!permission || isAdmin(context.caller)) return undefined;
  const callerId = context.caller.id;
  const memberships = context.store.collection("group_memberships").filter((m) => (m.user as Json).id === callerId);
  const groupOf = () => {
    if (context.params.group_id) return context.params.group_id;
    const membership = context.store.get(`/group_memberships/${context.params.group_membership_id}`);
    return membership ? String((membership.group as Json).id) : undefined;
  };
  let allowed = false;
  if (/admin_logs/.test(permission)) {
    allowed = !(context.query.get("stream_type") ?? "").startsWith("admin_logs");
  } else if (/owner or co-owner/.test(permission)) {
    const lock = context.store.get(`/folder_locks/${context.params.folder_lock_id}`);
    const folderId = lock ? String((lock.folder as Json).id) : context.query.get("folder_id");
    const folder = context.store.get(`/folders/${folderId}`);
    const coOwner = (context.store.listed(`/folders/${folderId}/collaborations`) ?? []).some(
      (c) => c.role === "co-owner" && c.status === "accepted" && (c.accessible_by as Json).id === callerId,
    );
    allowed = !folder || (folder.owned_by as Json).id === callerId || coOwner;
  } else if (/group member/.test(permission)) {
    const group = groupOf();
    allowed = context.params.user_id === callerId || memberships.some((m) => (m.group as Json).id === group);
  } else if (/group admin/.test(permission)) {
    const group = groupOf();
    allowed = memberships.some((m) => (m.group as Json).id === group && m.role === "admin");
  }
  return allowed
    ? undefined
    : boxError(
        403,
        "access_denied_insufficient_permissions",
        `The caller lacks the permission this operation needs (${permission}).`,
      );
}

// Files, folders and web links: details with etag checks, folder listings, the trash and its two-step deletion,
// content, thumbnails and versions — the states and transitions the document states.
import type { SandboxResponse } from "../server.js";
import type { BoxContext, Behaviour } from "./context.js";
import { listing } from "./generic.js";
import { boxError, noContent, notFound, ok, refuse, type Json } from "./http.js";
import type { Store } from "./store.js";

type Kind = "files" | "folders" | "web_links";
const TRASH_PATH = {
  total_count: 1,
  entries: [{ type: "folder", id: "1", sequence_id: null, etag: null, name: "Trash" }],
};

const key = (kind: Kind, id: string) => `/${kind}/${id}`;

/** The live (not trashed) record, or a 404 the caller returns. */
function live(store: Store, kind: Kind, id: string): Json {
  const record = store.get(key(kind, id));
  if (!record || record.item_status !== "active")
    refuse(404, "not_found", `Could not find the specified ${kind.slice(0, -1).replace("_", " ")}.`);
  return record!;
}

/** Children of a folder in the tree (files, folders, web links), trashed ones included only when asked. */
export function childrenOf(store: Store, folderId: string, withTrashed = false): Array<[Kind, Json]> {
  const out: Array<[Kind, Json]> = [];
  for (const kind of ["folders", "files", "web_links"] as const) {
    for (const record of store.collection(kind)) {
      const parent = record.parent as Json | null;
      if (parent && parent.id === folderId && (withTrashed || record.item_status === "active"))
        out.push([kind, record]);
    }
  }
  return out;
}

function bump(record: Json): void {
  record.etag = String(Number(record.etag ?? 0) + 1);
  record.sequence_id = String(Number(record.sequence_id ?? 0) + 1);
}

/** Moves an item (and, for a folder, everything in it) to the trash; only the item itself is listed there. */
export function trash(store: Store, kind: Kind, id: string, at: string): void {
  const record = store.get(key(kind, id))!;
  const mark = (r: Json) => {
    r.item_status = "trashed";
    r.trashed_at = at;
    r.purged_at = new Date(Date.parse(at) + 30 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    bump(r);
  };
  mark(record);
  record.path_collection = TRASH_PATH;
  store.trash.add(key(kind, id));
  if (kind === "folders") {
    const walk = (folderId: string) => {
      for (const [childKind, child] of childrenOf(store, folderId)) {
        mark(child);
        if (childKind === "folders") walk(String(child.id));
      }
    };
    walk(id);
  }
}

/** Removes a trashed item for good, with its contents. */
function purge(store: Store, kind: Kind, id: string): void {
  if (kind === "folders")
    for (const [childKind, child] of childrenOf(store, id, true)) purge(store, childKind, String(child.id));
  store.remove(key(kind, id));
  store.trash.delete(key(kind, id));
}

function etagGuard(context: BoxContext, record: Json): SandboxResponse | undefined {
  const ifMatch = context.headers["if-match"];
  if (ifMatch !== undefined && ifMatch !== "" && ifMatch !== record.etag) {
    return boxError(
      412,
      "precondition_failed",
      "The resource has been modified. Please retrieve the resource again and retry",
    );
  }
  return undefined;
}

const notModified = (context: BoxContext, record: Json): SandboxResponse | undefined =>
  context.headers["if-none-match"] !== undefined && context.headers["if-none-match"] === record.etag
    ? { status: 304 }
    : undefined;

const isoNow = (context: BoxContext) => new Date(context.now()).toISOString().replace(/\.\d{3}Z$/, "Z");

function sortEntries(entries: Json[], context: BoxContext): Json[] {
  const by = context.query.get("sort");
  const direction = context.query.get("direction") === "DESC" ? -1 : 1;
  if (!by && !context.query.get("direction")) return entries;
  const field = by === "date" ? "modified_at" : by === "size" ? "size" : by === "id" ? "id" : "name";
  return [...entries].sort((a, b) => (String(a[field] ?? "") < String(b[field] ?? "") ? -direction : direction));
}

function folderItems(context: BoxContext, folderId: string): Json {
  const entries = childrenOf(context.store, folderId).map(([, r]) => r);
  return listing(sortEntries(entries, context), context);
}

function details(kind: Kind): Behaviour {
  return (context) => {
    const id = Object.values(context.params)[0]!;
    const record = live(context.store, kind, id);
    const unchanged = notModified(context, record);
    if (unchanged) return unchanged;
    if (kind !== "folders") return ok(record);
    // A folder's details carry a page of its entries: at most the first 100.
    const entries = sortEntries(
      childrenOf(context.store, id).map(([, r]) => r),
      context,
    );
    const offset = Number(context.query.get("offset") ?? 0);
    const limit = Math.min(Number(context.query.get("limit") ?? 100), 100);
    return ok({
      ...record,
      item_collection: { total_count: entries.length, entries: entries.slice(offset, offset + limit), offset, limit },
    });
  };
}

function remove(kind: Kind): Behaviour {
  return (context) => {
    const id = Object.values(context.params)[0]!;
    if (kind === "folders" && id === "0")
      return boxError(403, "access_denied_insufficient_permissions", "The root folder cannot be deleted.");
    const record = live(context.store, kind, id);
    const stale = etagGuard(context, record);
    if (stale) return stale;
    if (kind === "folders" && context.query.get("recursive") !== "true" && childrenOf(context.store, id).length > 0) {
      return boxError(
        400,
        "folder_not_empty",
        "The folder is not empty; pass recursive=true to delete it with its contents.",
      );
    }
    trash(context.store, kind, id, isoNow(context));
    return noContent();
  };
}

function trashed(kind: Kind, action: "get" | "delete"): Behaviour {
  return (context) => {
    const id = Object.values(context.params)[0]!;
    const k = key(kind, id);
    const record = context.store.get(k);
    // Only an item trashed by itself is in the trash; one trashed with its folder is not, on its own.
    if (!record || !context.store.trash.has(k)) return notFound(`trashed ${kind.slice(0, -1).replace("_", " ")}`);
    if (action === "get") return ok(record);
    purge(context.store, kind, id);
    return noContent();
  };
}

function trashItems(context: BoxContext): SandboxResponse {
  const entries = [...context.store.trash].map((k) => context.store.get(k)).filter((r): r is Json => r !== undefined);
  return ok(listing(sortEntries(entries, context), context));
}

function content(context: BoxContext): SandboxResponse {
  const file = live(context.store, "files", context.params.file_id!);
  const bytes = Buffer.from(String(context.store.get(`/files/${file.id}/content`)?.text ?? ""));
  const headers: Record<string, string> = {
    "content-type": "application/octet-stream",
    "content-disposition": `attachment; filename="${String(file.name).replace(/"/g, "")}"`,
  };
  const range = /^bytes=(\d+)-(\d*)$/.exec(context.headers.range ?? "");
  if (range) {
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1);
    if (start >= bytes.length)
      return boxError(416, "requested_range_not_satisfiable", "The range starts past the end of the file.");
    headers["content-range"] = `bytes ${start}-${end}/${bytes.length}`;
    return { status: 206, headers, bytes: bytes.subarray(start, end + 1) };
  }
  return { status: 200, headers, bytes };
}

// A 1×1 PNG and a minimal JPEG, for thumbnails and avatars.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f5e4b50000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.from(
  "ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffda0008010100003f00d2cf20ffd9",
  "hex",
);

function thumbnail(context: BoxContext): SandboxResponse {
  live(context.store, "files", context.params.file_id!);
  const extension = context.params.extension;
  if (extension !== "png" && extension !== "jpg")
    return boxError(400, "bad_request", "The thumbnail extension must be png or jpg.");
  return {
    status: 200,
    headers: { "content-type": extension === "png" ? "image/png" : "image/jpeg" },
    bytes: extension === "png" ? PNG : JPEG,
  };
}

function avatar(context: BoxContext): SandboxResponse {
  if (!context.store.get(`/users/${context.params.user_id}/avatar`)) return notFound("avatar");
  return { status: 200, headers: { "content-type": "image/jpeg" }, bytes: JPEG };
}

function versions(context: BoxContext): SandboxResponse {
  const file = live(context.store, "files", context.params.file_id!);
  // The list holds the previous versions; the current one is the file's own file_version.
  const current = (file.file_version as Json).id;
  const entries = context.store.under(`/files/${file.id}/versions`).filter((v) => v.id !== current);
  return ok(listing(entries, context));
}

function deleteVersion(context: BoxContext): SandboxResponse {
  const file = live(context.store, "files", context.params.file_id!);
  const version = context.store.get(`/files/${file.id}/versions/${context.params.file_version_id}`);
  if (!version || version.trashed_at) return notFound("file version");
  const stale = etagGuard(context, file);
  if (stale) return stale;
  version.trashed_at = isoNow(context);
  version.trashed_by = { type: "user", id: context.caller.id, name: context.caller.name, login: context.caller.login };
  return noContent();
}

export const itemBehaviours: Record<string, Behaviour> = {
  "GET /files/{file_id}": details("files"),
  "GET /folders/{folder_id}": details("folders"),
  "GET /web_links/{web_link_id}": details("web_links"),
  "DELETE /files/{file_id}": remove("files"),
  "DELETE /folders/{folder_id}": remove("folders"),
  "DELETE /web_links/{web_link_id}": remove("web_links"),
  "GET /files/{file_id}/trash": trashed("files", "get"),
  "GET /folders/{folder_id}/trash": trashed("folders", "get"),
  "GET /web_links/{web_link_id}/trash": trashed("web_links", "get"),
  "DELETE /files/{file_id}/trash": trashed("files", "delete"),
  "DELETE /folders/{folder_id}/trash": trashed("folders", "delete"),
  "DELETE /web_links/{web_link_id}/trash": trashed("web_links", "delete"),
  "GET /folders/trash/items": trashItems,
  "GET /folders/{folder_id}/items": (context) => {
    live(context.store, "folders", context.params.folder_id!);
    return ok(folderItems(context, context.params.folder_id!));
  },
  "GET /files/{file_id}/content": content,
  "GET /files/{file_id}/thumbnail.{extension}": thumbnail,
  "GET /users/{user_id}/avatar": avatar,
  "GET /files/{file_id}/versions": versions,
  "DELETE /files/{file_id}/versions/{file_version_id}": deleteVersion,
};

/** A file or folder's sub-resources answer 404 once the item itself is gone or trashed. */
export function requireLiveParent(context: BoxContext): void {
  const match = /^\/(files|folders|web_links)\/([^/]+)\//.exec(context.path);
  if (match && match[2] !== "trash" && match[2] !== "upload_sessions") live(context.store, match[1] as Kind, match[2]!);
}

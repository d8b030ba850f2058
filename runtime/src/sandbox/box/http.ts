// Box's answers: JSON records, Box's error body, list envelopes with offset or marker paging.
import type { SandboxResponse } from "../server.js";

export type Json = Record<string, unknown>;

let requestCounter = 0;

/** Box's error body (`ClientError`): type, status, code, message, help_url, request_id, context_info. */
export function boxError(status: number, code: string, message: string, context?: Json): SandboxResponse {
  const requestId = `sandbox${(++requestCounter).toString(16).padStart(8, "0")}`;
  return {
    status,
    headers: { "box-request-id": requestId },
    json: {
      type: "error",
      status,
      code,
      message,
      ...(context ? { context_info: context } : {}),
      help_url: "https://developer.box.com/guides/api-calls/permissions-and-errors/common-errors/",
      request_id: requestId,
    },
  };
}

export const notFound = (what = "item") => boxError(404, "not_found", `Could not find the specified ${what}.`);
/**
 * Box leaves out fields it has no value for rather than sending null (its schemas rarely allow null), and sends
 * no empty `tags` list; records keep nulls internally, answers drop them.
 */
export function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (!value || typeof value !== "object") return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || (k === "tags" && Array.isArray(v) && v.length === 0)) continue;
    out[k] = compact(v);
  }
  return out;
}

export const ok = (json: unknown, status = 200): SandboxResponse => ({ status, json: compact(json) });

/** The fields every record keeps when `fields` names others: its mini representation. */
const MINI = ["type", "id", "etag", "sequence_id", "name", "$parent", "$template", "$scope"];

/**
 * `fields=a,b`: the mini representation plus the named attributes, for a record or each entry of a listing (as the
 * document's convention for attribute lists states).
 */
export function project(json: unknown, fields: string[]): unknown {
  if (!json || typeof json !== "object" || Array.isArray(json)) return json;
  const record = json as Json;
  if (Array.isArray(record.entries) && record.type === undefined) {
    return { ...record, entries: record.entries.map((e) => project(e, fields)) };
  }
  const keep = new Set([...MINI, ...fields]);
  return Object.fromEntries(Object.entries(record).filter(([k]) => keep.has(k)));
}
export const noContent = (): SandboxResponse => ({ status: 204 });

export class BoxProblem extends Error {
  constructor(readonly response: SandboxResponse) {
    super(String((response.json as Json | undefined)?.message ?? response.status));
  }
}

/** Throws a Box error out of nested helpers; the request handler turns it into the answer. */
export function refuse(status: number, code: string, message: string, context?: Json): never {
  throw new BoxProblem(boxError(status, code, message, context));
}

export interface PageRequest {
  query: URLSearchParams;
  /** Which paging the operation offers (from the parameters it binds). */
  offset: boolean;
  marker: boolean;
}

const MAX_OFFSET = 10_000;

/** A list envelope: offset paging (`total_count`, `offset`) or marker paging (`next_marker`), as the operation binds. */
export function page(entries: unknown[], request: PageRequest, defaultLimit = 100): Json {
  const q = request.query;
  const limit = q.has("limit") ? Number(q.get("limit")) : defaultLimit;
  if (!Number.isInteger(limit) || limit < 0) refuse(400, "bad_request", "limit must be a non-negative integer.");
  const size = Math.min(limit, 1000);
  const useMarker = request.marker && (!request.offset || q.get("usemarker") === "true" || q.has("marker"));
  if (useMarker) {
    let start = 0;
    const marker = q.get("marker");
    if (marker) {
      const m = /^m(\d+)$/.exec(Buffer.from(marker, "base64url").toString("utf8"));
      if (!m) refuse(400, "invalid_parameter", "The marker is not one this listing gave out.", { parameter: "marker" });
      start = Number(m![1]);
    }
    const slice = entries.slice(start, start + size);
    const next = start + size < entries.length ? Buffer.from(`m${start + size}`).toString("base64url") : null;
    return { entries: slice, limit: size, ...(next ? { next_marker: next } : {}) };
  }
  const offset = q.has("offset") ? Number(q.get("offset")) : 0;
  if (!Number.isInteger(offset) || offset < 0) refuse(400, "bad_request", "offset must be a non-negative integer.");
  if (offset > MAX_OFFSET) refuse(400, "bad_request", `offset must be at most ${MAX_OFFSET}.`, { parameter: "offset" });
  return { total_count: entries.length, entries: entries.slice(offset, offset + size), offset, limit: size };
}

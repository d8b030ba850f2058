// Reading final responses: helpers both providers use to turn bytes and headers into values or errors.

import { createRequire } from "node:module";
import type { BrotliOptions, ZlibOptions } from "node:zlib";
import type { JsonObject, JsonValue, ToolMeta } from "../contract.js";
import type { ToolErrorKind } from "../errors.js";

/** Retry-After (delta seconds or HTTP date) in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(headers: { get(name: string): string | null }): number | undefined {
  const raw = headers.get("retry-after")?.trim();
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.round(Number(raw) * 1000);
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - Date.now());
}

/**
 * The deepest nesting of arrays and objects taken from an upstream body. No upstream answer needs more, and a value
 * much deeper cannot be serialised again (JSON.stringify runs out of stack near 5,000 levels), so nothing could
 * carry it to the caller.
 */
export const MAX_BODY_DEPTH = 256;

export type JsonBody =
  { ok: true; value: JsonValue } | { ok: false; reason: "empty" | "html" | "malformed" | "too_deep" };

/** What a body that is not JSON was, in a few words for an error message. */
export const BODY_PROBLEMS: Readonly<Record<Extract<JsonBody, { ok: false }>["reason"], string>> = {
  empty: "an empty body",
  html: "an HTML page",
  malformed: "malformed JSON",
  too_deep: `JSON nested deeper than ${MAX_BODY_DEPTH} levels`,
};

const decoder = new TextDecoder("utf-8");

/** The body as UTF-8 text (invalid sequences replaced). */
export function textOf(body: Uint8Array): string {
  return decoder.decode(body);
}

/** Parses a JSON body; when it is not JSON, tells an empty body, an HTML page and broken JSON apart. */
export function parseJsonBody(body: Uint8Array, contentType?: string | null): JsonBody {
  const text = textOf(body);
  if (nestingDepth(text) > MAX_BODY_DEPTH) return { ok: false, reason: "too_deep" };
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch {
    if (text.trim() === "") return { ok: false, reason: "empty" };
    const html = /text\/html/i.test(contentType ?? "") || /^\s*<(!doctype|html|head|body)\b/i.test(text);
    return { ok: false, reason: html ? "html" : "malformed" };
  }
}

/** The deepest bracket nesting of JSON text, strings skipped: measured before parsing, so nothing deep is built. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

type Decoder = (body: Uint8Array, options: ZlibOptions & BrotliOptions) => Uint8Array;
// node:zlib is a few ms of every kit's import and only a compressed body needs it: required on the first one.
const load = createRequire(import.meta.url);
const zlib = () => load("node:zlib") as typeof import("node:zlib");
// HTTP's "deflate" is zlib-wrapped, but some servers send it raw.
const inflateEither: Decoder = (body, options) => {
  try {
    return zlib().inflateSync(body, options);
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw error;
    return zlib().inflateRawSync(body, options);
  }
};
const gunzip: Decoder = (body, options) => zlib().gunzipSync(body, options);
const DECODERS: Readonly<Record<string, Decoder>> = {
  gzip: gunzip,
  "x-gzip": gunzip,
  deflate: inflateEither,
  br: (body, options) => zlib().brotliDecompressSync(body, options),
};

/**
 * A body in `encoding` (a Content-Encoding list, applied in order) decoded, never past `max` bytes: zlib stops at
 * the limit, so a small compressed bomb costs no more than `max`. "too_large" past it; "undecodable" for a coding
 * the runtime does not know or a corrupt body.
 */
export function decodeBody(body: Uint8Array, encoding: string, max: number): Uint8Array | "too_large" | "undecodable" {
  const codings = encoding
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  let out = body;
  for (const coding of codings.reverse()) {
    const decode = Object.hasOwn(DECODERS, coding) ? DECODERS[coding]! : undefined;
    if (!decode) return "undecodable";
    try {
      out = decode(out, { maxOutputLength: Math.max(1, max) });
    } catch (error) {
      return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too_large" : "undecodable";
    }
  }
  return out;
}

/** A 5xx: the statuses the retry contract names as server errors (999 is no status of HTTP's, and not retried). */
export function isServerError(status: number): boolean {
  return status >= 500 && status <= 599;
}

/** The error kind an HTTP status stands for, before any provider-specific refinement. */
export function kindForStatus(status: number): ToolErrorKind {
  switch (status) {
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
    case 410:
      return "not_found";
    case 409:
      return "conflict";
    case 412:
      return "precondition_failed";
    case 429:
      return "rate_limited";
    default:
      return "upstream";
  }
}

/** What the documents say a successful deletion does, by the tool's outcome, in words an agent can pass on. */
const EFFECTS: Record<NonNullable<ToolMeta["outcome"]>, { summary: string; restorable?: boolean }> = {
  trash: {
    summary: "Moved to the trash; it can be restored from there until it is deleted for good.",
    restorable: true,
  },
  permanent: { summary: "Deleted for good; it cannot be restored.", restorable: false },
  trash_or_permanent: {
    summary:
      "Moved to the trash or deleted for good, as the enterprise's settings decide; look in the trash before saying it can be restored.",
  },
  removal: { summary: "Deleted or removed; the documents do not say whether it can be restored." },
  cancellation: { summary: "Cancelled; the process does not resume.", restorable: false },
  none: { summary: "Done; nothing was deleted." },
};

/**
 * The effect a successful deletion answered with `status` had (what the manifest's risk facts state): `outcome`,
 * `restorable` when the documents say, a `summary`, and `pending: true` when the upstream accepted it to do later.
 */
export function deletionEffect(meta: ToolMeta, status: number): JsonObject {
  const outcome = meta.outcome ?? "removal";
  const { summary, restorable } = EFFECTS[outcome];
  const pending = status === 202;
  return {
    outcome,
    ...(restorable !== undefined || meta.irreversible ? { restorable: meta.irreversible ? false : restorable! } : {}),
    summary: pending ? `Accepted; done shortly, not yet. ${summary}` : summary,
    ...(pending ? { pending: true } : {}),
  };
}

// Reading final responses: helpers both providers use to turn bytes and headers into values or errors.

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

export type JsonBody = { ok: true; value: JsonValue } | { ok: false; reason: "empty" | "html" | "malformed" };

const decoder = new TextDecoder("utf-8");

/** The body as UTF-8 text (invalid sequences replaced). */
export function textOf(body: Uint8Array): string {
  return decoder.decode(body);
}

/** Parses a JSON body; when it is not JSON, tells an empty body, an HTML page and broken JSON apart. */
export function parseJsonBody(body: Uint8Array, contentType?: string | null): JsonBody {
  const text = textOf(body);
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch {
    if (text.trim() === "") return { ok: false, reason: "empty" };
    const html = /text\/html/i.test(contentType ?? "") || /^\s*<(!doctype|html|head|body)\b/i.test(text);
    return { ok: false, reason: html ? "html" : "malformed" };
  }
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

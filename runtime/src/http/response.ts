// Reading final responses: helpers both providers use to turn bytes and headers into values or errors.

import type { JsonValue } from "../contract.js";
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

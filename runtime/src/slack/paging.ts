import type { JsonValue } from "../contract.js";
import { callSlack, type SlackBody, type SlackCall, type SlackParams } from "./api.js";

/** Largest page asked of Slack (Slack's recommendation for cursor-paged methods). */
export const PAGE_SIZE = 200;
/** Pages one tool call may read; past it the call returns what it has plus next_cursor. */
export const MAX_PAGES = 20;

export interface Collected {
  items: JsonValue[];
  /** "" when Slack has nothing more. */
  next_cursor: string;
}

export interface CollectOptions {
  method: string;
  params: SlackParams;
  /** The array field of the answer (messages, members, channels). */
  field: string;
  limit: number;
  cursor?: string | undefined;
  keep?: (item: JsonValue) => boolean;
}

/**
 * Fills `limit` items across cursor pages. Each page asks for no more than the items still missing, so items
 * are never read and then dropped, and the returned next_cursor resumes exactly after the last item returned
 * (a filter may make a call return fewer items than the limit together with a next_cursor).
 */
export async function collect(call: SlackCall, options: CollectOptions): Promise<Collected> {
  const items: JsonValue[] = [];
  let cursor = options.cursor || undefined;
  for (let page = 0; page < MAX_PAGES && items.length < options.limit; page++) {
    const ask = Math.min(options.limit - items.length, PAGE_SIZE);
    const body: SlackBody = await callSlack(call, options.method, { ...options.params, limit: ask, cursor });
    const found = body[options.field];
    for (const item of Array.isArray(found) ? (found as JsonValue[]) : []) {
      if (items.length >= options.limit) break;
      if (!options.keep || options.keep(item)) items.push(item);
    }
    const next = nextCursor(body);
    // A repeated cursor would loop forever; treat it as the end.
    if (!next || next === cursor) {
      cursor = undefined;
      break;
    }
    cursor = next;
  }
  return { items, next_cursor: cursor ?? "" };
}

export function nextCursor(body: SlackBody): string {
  const meta = body.response_metadata;
  if (meta && typeof meta === "object" && !Array.isArray(meta)) {
    const next = (meta as Record<string, unknown>).next_cursor;
    if (typeof next === "string") return next;
  }
  return "";
}

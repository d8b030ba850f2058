// The behaviours a Messaging parameter may be consumed by, each implemented once in the runtime. A manifest names one
// per parameter the Slack call does not take as it is (`behaviour:`); the generator checks that the tool's handler (or
// the generic executor, for `paging`) states it consumes that parameter by that behaviour.
import type { JsonObject, Tool } from "../contract.js";
import type { SlackCall } from "./api.js";

export const BEHAVIOURS = {
  conversation_selector:
    "picks one conversation from conversation_id, channel_name, or users (user_ids, usernames, emails): their direct or multi-person conversation, opened when the tool posts (resolve.ts)",
  channel_selector: "picks one channel from its id or its name, exactly one of the two (handlers.ts)",
  user_resolution: "turns user_ids, usernames and emails into Slack user ids and records (resolve.ts)",
  value_translation: "translates the document's values into Slack's, e.g. conversation_types into types (handlers.ts)",
  client_filter: "drops the items Slack returns that the tool leaves out, e.g. exclude_bots (handlers.ts)",
  time_window: "turns absolute or relative bounds into Slack's oldest and latest (time-window.ts)",
  thread_reply: "reply_broadcast is sent only with a thread_ts, and only when true (handlers.ts)",
  paging: "fills limit items across Slack's cursor pages from next_cursor, and returns the next cursor (paging.ts)",
} as const;

export type Behaviour = keyof typeof BEHAVIOURS;

export type Handler = (call: SlackCall, args: Record<string, unknown>, tool: Tool) => Promise<JsonObject>;

/** A hand-written handler for a composite tool, and the parameters it consumes, each by its behaviour. */
export interface HandlerSpec {
  run: Handler;
  /** Parameter name → the behaviour that consumes it. Any other parameter must pass through (`upstream:`). */
  consumes: Readonly<Record<string, Behaviour>>;
}

/** What the generic executor consumes itself: the paging parameters of a plain tool whose method pages. */
export const PLAIN_CONSUMES: Readonly<Record<string, Behaviour>> = { limit: "paging", next_cursor: "paging" };

/** The parameters of a selector or resolution, by behaviour, for the handler table. */
export const consumedBy = (behaviour: Behaviour, ...params: string[]): Record<string, Behaviour> =>
  Object.fromEntries(params.map((p) => [p, behaviour]));

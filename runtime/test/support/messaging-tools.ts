// Hand-built stand-ins for the generated Messaging tools: just what the Slack provider reads (name, input-schema
// defaults, binding). Validation is left out on purpose (validate returns no issues), so tests reach the
// handlers' own checks; the generated tools replace these once they exist.

import type { JsonObject, SlackBinding, Tool } from "@toolgen/runtime";

type Param = JsonObject;
const str: Param = { type: "string" };
const strs: Param = { type: "array", items: { type: "string" } };
const limit = (def: number, max: number): Param => ({ type: "integer", minimum: 1, maximum: max, default: def });

const selector = { conversation_id: str, channel_name: str, user_ids: strs, usernames: strs, emails: strs };
const windowParams = { oldest_relative: str, latest_relative: str, oldest_datetime: str, latest_datetime: str };
const timeWindow: SlackBinding["timeWindow"] = {
  oldest: { absolute: "oldest_datetime", relative: "oldest_relative" },
  latest: { absolute: "latest_datetime", relative: "latest_relative" },
};

function tool(
  name: string,
  group: "action" | "retrieval",
  methods: string[],
  properties: Record<string, Param>,
  extra: { required?: string[]; timeWindow?: boolean } = {},
): Tool {
  const readOnly = group === "retrieval";
  return {
    definition: {
      name,
      title: name,
      description: `${name} (test stand-in).`,
      origin: "document",
      group,
      inputSchema: {
        type: "object",
        properties,
        ...(extra.required ? { required: extra.required } : {}),
        additionalProperties: false,
      },
      annotations: {
        title: name,
        readOnlyHint: readOnly,
        destructiveHint: false,
        idempotentHint: readOnly,
        openWorldHint: true,
      },
      operation: { methods, scopes: [] },
      meta: {},
    },
    binding: { kind: "slack", methods, ...(extra.timeWindow ? { timeWindow } : {}) },
    validate: () => [],
  };
}

const resolution = ["conversations.list", "auth.test", "users.lookupByEmail", "users.list", "conversations.open"];

export const messagingTools: Record<string, Tool> = Object.fromEntries(
  [
    tool("GetConversationMetadata", "retrieval", ["conversations.info", ...resolution], selector),
    tool(
      "GetMessages",
      "retrieval",
      ["conversations.history", ...resolution],
      {
        ...selector,
        ...windowParams,
        limit: limit(20, 100),
        next_cursor: str,
      },
      { timeWindow: true },
    ),
    tool(
      "GetThreadMessages",
      "retrieval",
      ["conversations.replies", ...resolution],
      {
        thread_ts: str,
        ...selector,
        ...windowParams,
        limit: limit(20, 100),
        next_cursor: str,
      },
      { required: ["thread_ts"], timeWindow: true },
    ),
    tool(
      "GetUsersInConversation",
      "retrieval",
      ["conversations.members", "conversations.list", "users.info", "users.list"],
      {
        conversation_id: str,
        channel_name: str,
        limit: limit(200, 500),
        next_cursor: str,
      },
    ),
    tool("GetUsersInfo", "retrieval", ["users.info", "users.lookupByEmail", "users.list"], {
      user_ids: strs,
      usernames: strs,
      emails: strs,
    }),
    tool(
      "InviteUsersToChannel",
      "action",
      ["conversations.invite", "conversations.list", "users.lookupByEmail", "users.list"],
      {
        channel_id: str,
        channel_name: str,
        user_ids: { ...strs, maxItems: 100 },
        usernames: strs,
        emails: strs,
      },
    ),
    tool("ListConversations", "retrieval", ["conversations.list"], {
      conversation_types: {
        type: "array",
        items: {
          type: "string",
          enum: ["public_channel", "private_channel", "multi_person_direct_message", "direct_message"],
        },
        default: ["public_channel", "private_channel", "multi_person_direct_message", "direct_message"],
      },
      limit: limit(200, 500),
      next_cursor: str,
    }),
    tool("ListUsers", "retrieval", ["users.list"], {
      exclude_bots: { type: "boolean", default: true },
      limit: limit(200, 500),
      next_cursor: str,
    }),
    tool(
      "SendMessage",
      "action",
      ["chat.postMessage", ...resolution],
      {
        message: str,
        ...selector,
        thread_ts: str,
        reply_broadcast: { type: "boolean", default: false },
      },
      { required: ["message"] },
    ),
    tool("WhoAmI", "retrieval", ["auth.test", "users.info"], {}),
  ].map((t) => [t.definition.name, t]),
);

// The generic executor: a tool bound to one plain Slack method, every parameter passed through. The manifest's facts
// (read or write, the result's path, cursor paging) come in the binding, fixed at generation.
import type { JsonObject, JsonValue, SlackPlain, Tool } from "../contract.js";
import { ToolError } from "../errors.js";
import { callSlack, isObject, type SlackBody, type SlackCall } from "./api.js";
import { integer, text } from "./args.js";
import { PAGE_SIZE, collect } from "./paging.js";
import { passThrough } from "./pass-through.js";

export async function runPlain(
  call: SlackCall,
  args: Record<string, unknown>,
  tool: Tool,
  method: string,
  plain: SlackPlain,
): Promise<JsonObject> {
  const params = passThrough(tool, args);
  if (plain.paging) {
    const page = await collect(call, {
      method,
      params,
      field: plain.paging.items,
      limit: integer(args, "limit", PAGE_SIZE),
      cursor: text(args, "next_cursor"),
    });
    return { [plain.paging.items]: page.items, next_cursor: page.next_cursor };
  }
  const body = await callSlack(call, method, params, { write: plain.write });
  return resultAt(call, method, body, plain.result);
}

/** The answer at the manifest's dotted path; without one, the answer without Slack's envelope fields. */
function resultAt(call: SlackCall, method: string, body: SlackBody, path: string | undefined): JsonObject {
  if (!path) {
    const { ok: _ok, response_metadata: _meta, warning: _warning, ...rest } = body;
    return rest as JsonObject;
  }
  let value: unknown = body;
  for (const key of path.split(".")) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  if (value === undefined) {
    throw new ToolError("upstream", `${call.tool}: Slack ${method} answered without "${path}".`, {
      tool: call.tool,
      retryable: false,
      hint: "Slack's answer lacks the field the tool returns; retry later, or check the toolkit's baseUrl.",
    });
  }
  return (isObject(value) ? value : { [path.split(".").at(-1)!]: value as JsonValue }) as JsonObject;
}

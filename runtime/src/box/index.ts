// The ContentApi provider: one generic executor for every Box tool, driven by the tool's HttpBinding.

import type { JsonValue, Tool } from "../contract.js";
import { ToolError } from "../errors.js";
import { send } from "../http/request.js";
import type { CallContext, Provider } from "../kit.js";
import { errorFromResponse } from "./errors.js";
import type { BoxOptions } from "./options.js";
import { BOX_SERVERS, buildBoxRequest, tooLargeHint } from "./request.js";
import { urlProblem } from "../options.js";
import { successValue } from "./response.js";
import { deletionEffect } from "../http/response.js";

/** A value made from an answer without a body (`{ status, retryAfterSeconds? }`). */
const isStatusOnly = (value: JsonValue): value is { status: number } =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  !("notModified" in value) &&
  Object.keys(value).every((k) => k === "status" || k === "retryAfterSeconds");

export type { BoxOptions } from "./options.js";
export { BOX_SERVERS, buildBoxRequest, serverUrl } from "./request.js";

async function execute(
  tool: Tool,
  input: Record<string, unknown>,
  options: BoxOptions,
  call: CallContext,
): Promise<JsonValue> {
  if (tool.binding.kind !== "http") {
    throw new ToolError("invalid_input", `${tool.definition.name} is not a ContentApi tool.`, {
      tool: tool.definition.name,
      hint: "Call this tool through the toolkit it belongs to.",
    });
  }
  const req = buildBoxRequest(tool, input, options);
  const tooLarge = tooLargeHint(call.tools);
  const res = await send(
    { ...req, tooLargeHint: tooLarge, signal: call.signal, callStarted: call.callStarted, registry: call.secrets },
    options,
  );
  if ((res.status >= 200 && res.status < 300) || res.status === 304) {
    const value = successValue(req, res);
    // A deletion answered without a body says what it did (the documents' outcome), so nobody has to look.
    if (tool.definition.group === "deletion" && isStatusOnly(value))
      return { ...value, effect: deletionEffect(tool.definition.meta, res.status) };
    return value;
  }
  throw errorFromResponse(req, res, tool.binding.params);
}

/** `servers` overrides must be http(s) URLs, like `baseUrl`. */
function checkOptions(options: BoxOptions): string[] {
  const servers = options.servers;
  if (servers === undefined) return [];
  if (typeof servers !== "object" || servers === null) return ["servers must be an object of server URLs."];
  return Object.entries(servers).flatMap(([name, url]) => {
    if (!Object.hasOwn(BOX_SERVERS, name))
      return [`servers.${name} is not a server (${Object.keys(BOX_SERVERS).join(", ")}).`];
    const problem = url === undefined ? undefined : urlProblem(url);
    return problem ? [`servers.${name} ${problem}.`] : [];
  });
}

export const boxProvider: Provider<BoxOptions> = Object.freeze({ name: "box", execute, checkOptions });

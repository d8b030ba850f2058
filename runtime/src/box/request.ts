// Turns a validated ContentApi call into one HTTP request, from the tool's binding alone.

import type { HttpBinding, HttpParamBinding, InputIssue, ServerName, Tool } from "../contract.js";
import { invalidInput } from "../errors.js";
import type { HttpRequest } from "../http/request.js";
import { headerIssue, isHeaderSafe } from "../http/request.js";
import type { BoxOptions } from "./options.js";

export const BOX_SERVERS: Readonly<Record<ServerName, string>> = Object.freeze({
  api: "https://api.box.com/2.0",
  upload: "https://upload.box.com/api/2.0",
  download: "https://dl.boxcloud.com/2.0",
});

const noTools: Readonly<Record<string, Tool>> = {};
// Every call carries the hint; it is worked out once per kit, not per call.
const hints = new WeakMap<object, string>();

/**
 * What to do about an answer past maxResponseBytes. It names the kit's tool that fetches file content by byte range
 * as the kit offers it (found by its binding: a spec edit may rename the tool or its parameter).
 */
export function tooLargeHint(tools: Readonly<Record<string, Tool>> = noTools): string {
  let hint = hints.get(tools);
  if (hint === undefined) hints.set(tools, (hint = hintFor(tools)));
  return hint;
}

function hintFor(tools: Readonly<Record<string, Tool>>): string {
  const ranged = Object.values(tools).flatMap(({ binding, definition }) => {
    if (binding.kind !== "http" || binding.method !== "GET" || binding.path !== "/files/{file_id}/content") return [];
    const range = binding.params.find((p) => p.in === "header" && p.upstream === "range");
    return range ? [`call ${definition.name} with ${range.name}`] : [];
  })[0];
  return (
    `Ask for less: for file content ${ranged ?? "ask for a byte range"} (e.g. "bytes=0-1048575", then ` +
    '"bytes=1048576-2097151", …) to fetch one part at a time; for lists use a smaller page or fewer fields; or raise ' +
    "the toolkit's maxResponseBytes."
  );
}

/** The server URL for a binding: `baseUrl` replaces every server, then per-server overrides, then Box's own. */
export function serverUrl(server: ServerName, options: BoxOptions): string {
  const url = options.baseUrl ?? options.servers?.[server] ?? BOX_SERVERS[server];
  return url.replace(/\/+$/, "");
}

/** Values of a parameter as sent: arrays comma-joined, everything else as text; undefined when absent. */
function wireValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((v) => String(v)).join(",");
  return String(value);
}

export function buildBoxRequest(tool: Tool, input: Record<string, unknown>, options: BoxOptions): HttpRequest {
  const binding = tool.binding as HttpBinding;
  const name = tool.definition.name;
  const issues: InputIssue[] = [];
  const secrets = secretValues(binding.params, input);

  let path = binding.path;
  const query: string[] = [];
  const headers: Record<string, string> = {};

  for (const param of binding.params) {
    const raw = input[param.name];
    if (param.in === "path") {
      const value = wireValue(raw);
      // "." and ".." would be resolved away by URL parsing (even percent-encoded), reaching another endpoint.
      if (value === undefined || value === "" || value === "." || value === "..") {
        issues.push({
          param: param.name,
          rule: "path",
          message: `"${param.name}" must be a non-empty identifier (not "." or "..").`,
          hint: `Give "${param.name}" the identifier of the item.`,
        });
        continue;
      }
      path = path.split(`{${param.upstream}}`).join(encodeURIComponent(value));
    } else if (param.in === "query") {
      const value = Array.isArray(raw)
        ? raw.length === 0
          ? undefined
          : raw.map((v) => encodeURIComponent(String(v))).join(",")
        : raw === undefined || raw === null
          ? undefined
          : encodeURIComponent(String(raw));
      if (value !== undefined) query.push(`${encodeURIComponent(param.upstream)}=${value}`);
    } else {
      const value = wireValue(raw);
      if (value === undefined) continue;
      if (!isHeaderSafe(value)) {
        issues.push(headerIssue(param.name, param.upstream));
        continue;
      }
      headers[param.upstream] = value;
    }
  }

  if (options.asUser !== undefined) {
    if (options.asUser === "" || !isHeaderSafe(options.asUser)) {
      issues.push({
        param: "",
        rule: "asUser",
        message:
          "The toolkit's asUser option must be a user id (printable ASCII, no line breaks or control characters).",
        hint: "Configure asUser with the id of the user to act for, or leave it out.",
      });
    } else {
      headers["As-User"] = options.asUser;
    }
  }
  if (issues.length > 0) throw invalidInput(name, issues);

  Object.assign(headers, binding.headers ?? {});
  const url = serverUrl(binding.server, options) + path + (query.length > 0 ? `?${query.join("&")}` : "");
  return {
    tool: name,
    method: binding.method,
    url,
    headers,
    idempotent: binding.method === "GET" || binding.method === "DELETE",
    secrets,
    tooLargeHint: tooLargeHint(),
  };
}

/** Values never to echo: secret parameters whole, and a shared-link password on its own. */
function secretValues(params: HttpParamBinding[], input: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const param of params) {
    if (!param.secret) continue;
    const value = wireValue(input[param.name]);
    if (!value) continue;
    out.push(value);
    const password = /(?:^|&)shared_link_password=([^&]*)/.exec(value)?.[1];
    if (password) {
      out.push(password);
      try {
        out.push(decodeURIComponent(password));
      } catch {
        // Not percent-encoded text: the raw form is already listed.
      }
    }
  }
  return out;
}

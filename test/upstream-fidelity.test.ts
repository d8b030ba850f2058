// Upstream fidelity: the manifests' bindings, checked against the providers' own API descriptions.
// Independent of the generator: the manifests are read with the `yaml` package and compared with Box's
// OpenAPI files and Slack's Web API spec in SHARED/upstream, never with anything the generator derives.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT, SHARED } from "./support/paths.js";

// ── the manifests, as plain data ──

interface Param {
  name: string;
  type: "string" | "integer" | "boolean" | "array<string>";
  required?: boolean;
  enum?: string[];
  itemsEnum?: string[];
  default?: unknown;
  in?: "path" | "query" | "header";
  upstream?: string;
}
interface BoxTool {
  name: string;
  origin: "document" | "supplement";
  operation: { id: string; method: string; server: string; path: string };
  params: Param[];
}
interface SlackTool {
  name: string;
  operation: { methods: string[]; scopes?: string[] };
  risk?: { scopes?: string[] };
}
interface Manifest<T> {
  toolkit: { declaredTools: number };
  upstream: {
    servers: Record<string, string>;
    versionHeader?: { suffix: string; header: string; value: string };
    auth: { scopes: string[] };
  };
  tools: T[];
}

const readYaml = <T>(file: string) => parse(readFileSync(path.join(ROOT, file), "utf8")) as T;
const content = readYaml<Manifest<BoxTool>>("spec/content.yaml");
const messaging = readYaml<Manifest<SlackTool>>("spec/messaging.yaml");

// ── Box's OpenAPI ──

type Json = Record<string, unknown>;
interface Spec {
  file: string;
  doc: Json & {
    paths: Record<string, Json>;
    servers?: Server[];
    components?: { parameters?: Record<string, Json>; schemas?: Record<string, Json> };
  };
}
interface Server {
  url: string;
  variables?: Record<string, { default: string }>;
}
interface Operation {
  spec: Spec;
  /** The key in `paths`, e.g. `/files/{file_id}#get_shared_link`. */
  key: string;
  /** What goes on the wire: the key before any `#`. */
  requestPath: string;
  method: string;
  id: string;
  op: Json & { servers?: Server[]; parameters?: Json[] };
  pathItem: Json & { servers?: Server[]; parameters?: Json[] };
}
interface UpstreamParam {
  name: string;
  in: string;
  required: boolean;
  schema: Json;
}

const BOX_DIR = path.join(SHARED, "upstream/box");
const specs: Spec[] = ["openapi.json", "openapi-v2025.0.json"].map((file) => ({
  file,
  doc: JSON.parse(readFileSync(path.join(BOX_DIR, file), "utf8")),
}));
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

const operations: Operation[] = specs.flatMap((spec) =>
  Object.entries(spec.doc.paths).flatMap(([key, pathItem]) =>
    METHODS.filter((m) => pathItem[m]).map((m) => {
      const op = pathItem[m] as Operation["op"];
      return {
        spec,
        key,
        requestPath: key.split("#")[0]!,
        method: m.toUpperCase(),
        id: String(op.operationId),
        op,
        pathItem,
      };
    }),
  ),
);
const byId = new Map(operations.map((o) => [o.id, o]));
const byRoute = new Map<string, Operation[]>();
for (const o of operations)
  byRoute.set(`${o.method} ${o.requestPath}`, [...(byRoute.get(`${o.method} ${o.requestPath}`) ?? []), o]);

/** Follows local `$ref`s (`#/components/parameters/…`, `#/components/schemas/…`). */
function deref(spec: Spec, node: Json): Json {
  let current = node;
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
    let target: unknown = spec.doc;
    for (const part of (current.$ref as string).replace(/^#\//, "").split("/"))
      target = (target as Json)[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    if (target === undefined) throw new Error(`${spec.file}: unresolved ${String(current.$ref)}`);
    current = target as Json;
  }
  return current;
}

/** Path-level and operation-level parameters, resolved; an operation-level one overrides its path-level twin. */
function upstreamParams(o: Operation): UpstreamParam[] {
  const merged = new Map<string, UpstreamParam>();
  for (const raw of [...(o.pathItem.parameters ?? []), ...(o.op.parameters ?? [])]) {
    const p = deref(o.spec, raw);
    const param = {
      name: String(p.name),
      in: String(p.in),
      required: p.required === true,
      schema: deref(o.spec, (p.schema as Json | undefined) ?? {}),
    };
    merged.set(`${param.in}:${param.in === "header" ? param.name.toLowerCase() : param.name}`, param);
  }
  return [...merged.values()];
}

/** The server a request goes to: the operation's override, else the path item's, else the file's. */
function serverOf(o: Operation): string {
  const server = o.op.servers?.[0] ?? o.pathItem.servers?.[0] ?? o.spec.doc.servers?.[0];
  if (!server) return "none";
  const url = server.url.replace(
    /\{([^}]+)\}/g,
    (_m, name: string) => server.variables?.[name]?.default ?? `{${name}}`,
  );
  const host = new URL(url).host;
  if (host === "upload.box.com") return "upload";
  if (host === "dl.boxcloud.com") return "download";
  if (url === "https://api.box.com/2.0") return "api";
  return `unknown (${url})`;
}

/** The document writes operation ids with neutral names; Box's spec has the provider's names. */
function boxOperationId(id: string): string {
  return id
    .replace("contentSkillsCards", "boxSkillsCards")
    .replace("integration_mappings_msgr", "integration_mappings_slack")
    .replace("integration_mappings_collab", "integration_mappings_teams")
    .replace("securityClassification-<template_key>", "securityClassification-6VMVochwUWo");
}

const VERSION_SUFFIX = "_v2025.0";
const TYPES: Record<Param["type"], string> = {
  string: "string",
  integer: "integer",
  boolean: "boolean",
  "array<string>": "array",
};

/** Everything wrong with one ContentApi tool's binding, each problem naming the tool. */
function bindingProblems(tool: BoxTool): string[] {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${tool.name}: ${what}`);
  const { id, method, server, path: requestPath } = tool.operation;

  // 1. The binding resolves to an operation by method and path; the (translated) id names that same operation.
  const candidates = byRoute.get(`${method} ${requestPath}`) ?? [];
  if (candidates.length === 0) {
    fail(`no Box operation ${method} ${requestPath}`);
    return problems;
  }
  const wanted = boxOperationId(id);
  const op = candidates.find((o) => o.id === wanted);
  if (!op) {
    const named = byId.get(wanted);
    fail(
      `operation id ${id} (${wanted}) ${named ? `is ${named.method} ${named.key}` : "is not in Box's spec"}, not ${method} ${requestPath} (${candidates.map((o) => o.id).join(", ")})`,
    );
    return problems;
  }

  // 2. Versioned operations come from the file of that version, the others from the main file.
  const expectedFile = id.endsWith(VERSION_SUFFIX) ? "openapi-v2025.0.json" : "openapi.json";
  if (op.spec.file !== expectedFile) fail(`operation ${id} is in ${op.spec.file}, expected in ${expectedFile}`);

  // 3. The server matches the operation's `servers` override.
  const upstreamServer = serverOf(op);
  if (upstreamServer !== server) fail(`server ${server} in the manifest, ${upstreamServer} for ${op.id}`);

  const upstream = upstreamParams(op);
  const find = (where: string | undefined, name: string | undefined) =>
    upstream.find(
      (u) => u.in === where && (where === "header" ? u.name.toLowerCase() === name?.toLowerCase() : u.name === name),
    );

  // 4. Every path placeholder is bound by exactly one path parameter.
  for (const [, placeholder] of requestPath.matchAll(/\{([^}]+)\}/g)) {
    const bound = tool.params.filter((p) => p.in === "path" && p.upstream === placeholder);
    if (bound.length !== 1) fail(`path placeholder {${placeholder}} is bound by ${bound.length} parameters`);
  }

  // 5. Every bound parameter exists upstream, with a compatible type and enum.
  for (const p of tool.params) {
    const u = find(p.in, p.upstream);
    if (!u) {
      fail(`parameter ${p.name} is bound to ${p.in} "${p.upstream}", which ${op.id} does not have`);
      continue;
    }
    const upstreamType = String(u.schema.type ?? "untyped");
    const ours = TYPES[p.type];
    // Box types `fields` as a plain string on its `#get_shared_link` operations (the supplement's shared-link
    // tools), where everywhere else it is an array of attribute names. The tool keeps the array (comma-joined
    // on the wire, as every `fields` is), so array→string is accepted there, and only for `fields`.
    const fieldsAsText =
      tool.origin === "supplement" && u.name === "fields" && ours === "array" && upstreamType === "string";
    if (ours !== upstreamType && !fieldsAsText)
      fail(`parameter ${p.name} is ${p.type}, but ${p.in} "${u.name}" of ${op.id} is ${upstreamType}`);
    const upstreamEnum = (
      upstreamType === "array" ? deref(op.spec, (u.schema.items as Json | undefined) ?? {}).enum : u.schema.enum
    ) as unknown[] | undefined;
    const ourEnum = p.type === "array<string>" ? p.itemsEnum : p.enum;
    if (upstreamEnum && ourEnum) {
      const outside = ourEnum.filter((v) => !upstreamEnum.includes(v));
      if (outside.length > 0)
        fail(
          `parameter ${p.name} allows ${outside.join(", ")}, outside the enum of ${p.in} "${u.name}" (${upstreamEnum.join(", ")})`,
        );
    }
  }

  // 6. Every upstream-required parameter is bound (box-version is derived from the `_v2025.0` suffix).
  for (const u of upstream.filter((x) => x.required)) {
    if (
      u.in === "header" &&
      u.name.toLowerCase() === content.upstream.versionHeader?.header &&
      id.endsWith(VERSION_SUFFIX)
    )
      continue;
    const bound = tool.params.some(
      (p) =>
        p.in === u.in &&
        (u.in === "header" ? p.upstream?.toLowerCase() === u.name.toLowerCase() : p.upstream === u.name),
    );
    if (!bound) fail(`required ${u.in} parameter "${u.name}" of ${op.id} is not bound`);
  }
  return problems;
}

describe("upstream fidelity: ContentApi ↔ Box OpenAPI", () => {
  it("reads the declared tools: from the document, the supplement's 7, and any marked origin: upstream", () => {
    const from = (origin: string) => content.tools.filter((t) => (t as { origin?: string }).origin === origin).length;
    expect(from("supplement")).toBe(7);
    expect(from("document") + from("supplement") + from("upstream")).toBe(content.tools.length);
    expect(content.tools).toHaveLength(content.toolkit.declaredTools);
  });

  it("finds the Box operations it checks against (the index is not empty or ambiguous)", () => {
    expect(operations.length).toBeGreaterThan(300);
    expect(byId.size).toBe(operations.length);
  });

  it("the version header the generator derives is the one Box's versioned operations require", () => {
    expect(content.upstream.versionHeader).toEqual({ suffix: VERSION_SUFFIX, header: "box-version", value: "2025.0" });
    const v2025 = operations.filter((o) => o.spec.file === "openapi-v2025.0.json");
    expect(v2025.length).toBeGreaterThan(0);
    for (const o of v2025) {
      expect(o.id.endsWith(VERSION_SUFFIX), `${o.id} ends with ${VERSION_SUFFIX}`).toBe(true);
      const header = upstreamParams(o).find((u) => u.in === "header" && u.name.toLowerCase() === "box-version");
      expect(header?.required, `${o.id} requires box-version`).toBe(true);
      expect(header?.schema.enum, `${o.id} box-version values`).toEqual(["2025.0"]);
    }
  });

  it("the manifest's servers are Box's", () => {
    expect(content.upstream.servers).toEqual({
      api: "https://api.box.com/2.0",
      upload: "https://upload.box.com/api/2.0",
      download: "https://dl.boxcloud.com/2.0",
    });
  });

  it.each(content.tools.map((t) => [t.name, t] as const))("%s is bound to its Box operation", (_, tool) => {
    expect(bindingProblems(tool)).toEqual([]);
  });
});

describe("upstream fidelity: the check catches broken bindings", () => {
  // In-memory copies of real tools, each broken in one way: proof that a broken binding fails the test above.
  const tool = (name: string) => structuredClone(content.tools.find((t) => t.name === name)!);
  const breakTool = (name: string, change: (t: BoxTool) => void) => {
    const t = tool(name);
    change(t);
    return bindingProblems(t);
  };
  const param = (t: BoxTool, name: string) => t.params.find((p) => p.name === name)!;

  it("the tools broken below are correct before they are broken", () => {
    for (const name of [
      "DeleteFolder",
      "RetrieveFolderItems",
      "DeleteArchive",
      "AbortUploadSession",
      "GetSharedLinkInfo",
      "RetrieveSharedFileInfo",
      "GetContentEvents",
    ]) {
      expect(bindingProblems(tool(name))).toEqual([]);
    }
  });

  it("a wrong method or path", () => {
    expect(breakTool("DeleteFolder", (t) => (t.operation.method = "PATCH"))).toEqual([
      "DeleteFolder: no Box operation PATCH /folders/{folder_id}",
    ]);
    // POST /folders/{folder_id} exists (it restores from the trash), but it is not the operation the id names.
    expect(breakTool("DeleteFolder", (t) => (t.operation.method = "POST"))).toEqual([
      "DeleteFolder: operation id delete_folders_id (delete_folders_id) is DELETE /folders/{folder_id}, not POST /folders/{folder_id} (post_folders_id)",
    ]);
    expect(breakTool("DeleteFolder", (t) => (t.operation.path = "/folder/{folder_id}"))).toEqual([
      "DeleteFolder: no Box operation DELETE /folder/{folder_id}",
    ]);
  });

  it("an operation id naming another operation", () => {
    expect(breakTool("DeleteFolder", (t) => (t.operation.id = "delete_folders_id_trash"))).toEqual([
      "DeleteFolder: operation id delete_folders_id_trash (delete_folders_id_trash) is DELETE /folders/{folder_id}/trash, not DELETE /folders/{folder_id} (delete_folders_id)",
    ]);
  });

  it("a versioned id that is not versioned, and a wrong server", () => {
    expect(breakTool("DeleteArchive", (t) => (t.operation.id = "delete_archives_id"))[0]).toMatch(
      /^DeleteArchive: operation id delete_archives_id .* is not in Box's spec/,
    );
    expect(breakTool("AbortUploadSession", (t) => (t.operation.server = "api"))).toEqual([
      "AbortUploadSession: server api in the manifest, upload for delete_files_upload_sessions_id",
    ]);
  });

  it("an unbound placeholder, an unknown upstream name, a wrong type, an enum beyond Box's, an unbound required parameter", () => {
    expect(breakTool("DeleteFolder", (t) => (param(t, "folder_identifier").upstream = "folder"))).toEqual([
      "DeleteFolder: path placeholder {folder_id} is bound by 0 parameters",
      'DeleteFolder: parameter folder_identifier is bound to path "folder", which delete_folders_id does not have',
      'DeleteFolder: required path parameter "folder_id" of delete_folders_id is not bound',
    ]);
    expect(breakTool("DeleteFolder", (t) => (param(t, "delete_recursively").type = "string"))).toEqual([
      'DeleteFolder: parameter delete_recursively is string, but query "recursive" of delete_folders_id is boolean',
    ]);
    expect(
      breakTool("RetrieveFolderItems", (t) => (param(t, "sort_direction").enum = ["ASC", "DESC", "SIDEWAYS"])),
    ).toEqual([
      'RetrieveFolderItems: parameter sort_direction allows SIDEWAYS, outside the enum of query "direction" (ASC, DESC)',
    ]);
    expect(breakTool("GetContentEvents", (t) => param(t, "event_stream_type").enum!.push("everything"))[0]).toMatch(
      /^GetContentEvents: parameter event_stream_type allows everything, outside the enum of query "stream_type"/,
    );
    expect(
      breakTool("RetrieveSharedFileInfo", (t) => (t.params = t.params.filter((p) => p.upstream !== "boxapi"))),
    ).toEqual(['RetrieveSharedFileInfo: required header parameter "boxapi" of get_shared_items is not bound']);
  });

  it("the `fields` exception holds only where Box types `fields` as text", () => {
    // On get_shared_items `fields` is an array: a string there is a real mismatch.
    expect(
      breakTool("RetrieveSharedFileInfo", (t) => (param(t, "include_attributes_in_response").type = "string")),
    ).toEqual([
      'RetrieveSharedFileInfo: parameter include_attributes_in_response is string, but query "fields" of get_shared_items is array',
    ]);
    // A document tool bound to a text `fields` would not get the exception.
    expect(
      breakTool("GetSharedLinkInfo", (t) => {
        t.origin = "document";
      }),
    ).toEqual([
      'GetSharedLinkInfo: parameter include_shared_link_fields is array<string>, but query "fields" of get_files_id#get_shared_link is string',
    ]);
  });
});

// ── Slack ──

const slack = JSON.parse(readFileSync(path.join(SHARED, "upstream/slack/slack_web_openapi_v2.json"), "utf8")) as {
  paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
};

/** The scopes Slack's spec lists for a method (any one of them suffices for a given conversation kind). */
function slackScopes(method: string): string[] {
  const item = slack.paths[`/${method}`] ?? {};
  return Object.values(item).flatMap((op) => (op.security ?? []).flatMap((s) => Object.values(s).flat()));
}

describe("upstream fidelity: Messaging ↔ Slack Web API", () => {
  it("reads the declared tools", () => {
    expect(messaging.tools).toHaveLength(messaging.toolkit.declaredTools);
  });

  it.each(messaging.tools.map((t) => [t.name, t] as const))(
    "%s names only Slack methods that exist and scopes the toolkit declares",
    (_, tool) => {
      const problems: string[] = [];
      const declared = new Set(messaging.upstream.auth.scopes);
      for (const method of tool.operation.methods) {
        if (!slack.paths[`/${method}`]) {
          problems.push(`${tool.name}: Slack method ${method} is not a path /${method} in the Slack spec`);
          continue;
        }
        // The tool must hold a scope Slack accepts for the method. The 2020 spec still lists chat.postMessage's
        // legacy chat:write:user / chat:write:bot, which granular-scope apps hold as chat:write.
        const accepted = slackScopes(method).map((s) => (s.startsWith("chat:write:") ? "chat:write" : s));
        const held = tool.operation.scopes ?? [];
        if (!accepted.includes("none") && !accepted.some((s) => held.includes(s))) {
          problems.push(`${tool.name}: holds none of the scopes Slack lists for ${method} (${accepted.join(", ")})`);
        }
      }
      for (const scope of [...(tool.operation.scopes ?? []), ...(tool.risk?.scopes ?? [])]) {
        if (!declared.has(scope))
          problems.push(`${tool.name}: scope ${scope} is not among the toolkit's declared scopes`);
      }
      expect(problems).toEqual([]);
    },
  );

  it("every declared scope is used by some tool", () => {
    const used = new Set(messaging.tools.flatMap((t) => t.operation.scopes ?? []));
    expect(messaging.upstream.auth.scopes.filter((s) => !used.has(s))).toEqual([]);
  });
});

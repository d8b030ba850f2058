// Every ContentApi tool, called once with its valid example against three Box doubles (api, upload, download):
// the request each one really sent is checked against Box's own OpenAPI operation — not against the manifest —
// found by method and path template: parameter names and locations, value types and enums, required
// parameters, the box-version header of 2025.0 operations, and the server the operation lives on.

import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createToolkit, definitions, tools } from "@toolgen/content-api";
import type { HttpBinding } from "@toolgen/runtime";
import { ROOT, SHARED } from "../../test/support/paths.js";
import { startBoxDouble, type BoxDouble, type RecordedRequest } from "./support/box-double.js";
import { TOOLS, toolFor } from "../../test/support/spec.js";

type ServerName = "api" | "upload" | "download";

// --- Box's OpenAPI documents, read in place -----------------------------------------------------------------

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}
interface OpenApiOperation {
  operationId: string;
  parameters?: Parameter[];
  servers?: Array<{ url: string }>;
}
type PathItem = Record<string, unknown> & { parameters?: Parameter[]; servers?: Array<{ url: string }> };
interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, PathItem>;
}

/** One upstream operation, with its parameters resolved and merged (operation-level ones win). */
interface Operation {
  file: string;
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  /** Routing precedence: whole literal segments first, then literal characters (OpenAPI: concrete before templated). */
  literalSegments: number;
  literalChars: number;
  params: Parameter[];
  server: ServerName;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function resolver(doc: OpenApiDocument) {
  return <T extends { $ref?: string }>(node: T): T => {
    let current: unknown = node;
    for (let depth = 0; current && typeof current === "object" && "$ref" in current; depth++) {
      const ref = (current as { $ref: string }).$ref;
      if (!ref.startsWith("#/") || depth > 20) throw new Error(`cannot resolve ${ref}`);
      current = ref
        .slice(2)
        .split("/")
        .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], doc);
    }
    return current as T;
  };
}

function serverOf(servers: Array<{ url: string }> | undefined): ServerName {
  const url = servers?.[0]?.url ?? "";
  if (url.includes("dl.boxcloud.com")) return "download";
  if (url.includes("upload")) return "upload";
  return "api";
}

function templatePattern(template: string): RegExp {
  const body = template
    .split("/")
    .map((segment) =>
      segment
        .split(/(\{[^}]+\})/)
        .map((part) =>
          /^\{[^}]+\}$/.test(part)
            ? `(?<${part.slice(1, -1).replace(/\W/g, "_")}>[^/]+)`
            : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join(""),
    )
    .join("/");
  return new RegExp(`^${body}$`);
}

function loadOperations(file: string): Operation[] {
  const doc = JSON.parse(readFileSync(path.join(SHARED, "upstream/box", file), "utf8")) as OpenApiDocument;
  const resolve = resolver(doc);
  const out: Operation[] = [];
  for (const [key, item] of Object.entries(doc.paths)) {
    const template = key.split("#")[0]!; // "#…" only tells spec entries apart; the request path is before it
    const pathLevel = (item.parameters ?? []).map(resolve);
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      const own = (op.parameters ?? []).map(resolve);
      const params = [...pathLevel.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map(
        (p) => {
          const schema = p.schema ? resolve(p.schema) : undefined;
          return { ...p, schema: schema?.items ? { ...schema, items: resolve(schema.items) } : schema };
        },
      );
      const segments = template.split("/").filter(Boolean);
      out.push({
        file,
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        pattern: templatePattern(template),
        literalSegments: segments.filter((s) => !s.includes("{")).length,
        literalChars: template.replace(/\{[^}]+\}/g, "").length,
        params,
        server: serverOf(op.servers ?? item.servers ?? doc.servers),
      });
    }
  }
  return out;
}

const OPERATIONS = [...loadOperations("openapi.json"), ...loadOperations("openapi-v2025.0.json")];

/** Schemas are resolved when loaded; an absent one allows anything. */
function resolveSchema(schema: Schema | undefined): Schema {
  return schema ?? {};
}

/** The operations a request can be routed to: method and template match, most specific template first. */
function routeCandidates(method: string, requestPath: string): Operation[] {
  const matches = OPERATIONS.filter((op) => op.method === method && op.pattern.test(requestPath));
  if (matches.length === 0) return [];
  const best = Math.max(...matches.map((m) => m.literalSegments));
  const bySegments = matches.filter((m) => m.literalSegments === best);
  const chars = Math.max(...bySegments.map((m) => m.literalChars));
  return bySegments.filter((m) => m.literalChars === chars);
}

// --- Checking one recorded request against one operation ----------------------------------------------------

/** Headers fetch (undici) or HTTP itself adds, plus the bearer token; not operation parameters. */
const STANDARD_HEADERS = new Set([
  "authorization",
  "accept",
  "accept-encoding",
  "accept-language",
  "connection",
  "content-length",
  "host",
  "sec-fetch-mode",
  "user-agent",
]);
/** The fetch standard adds these (value `no-cache`) to a request carrying If-Match / If-None-Match. */
const FETCH_CACHE_HEADERS = new Set(["pragma", "cache-control"]);

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function scalarProblems(value: string, schema: Schema, label: string): string[] {
  const problems: string[] = [];
  if (schema.enum && !schema.enum.map(String).includes(value)) {
    problems.push(
      `${label} = ${JSON.stringify(value)} is not one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`,
    );
  }
  switch (schema.type) {
    case "integer":
    case "number": {
      const ok =
        schema.type === "integer" ? /^-?\d+$/.test(value) : value.trim() !== "" && Number.isFinite(Number(value));
      if (!ok) problems.push(`${label} = ${JSON.stringify(value)} is not an ${schema.type}`);
      else {
        const n = Number(value);
        if (schema.minimum !== undefined && n < schema.minimum)
          problems.push(`${label} = ${value} is below ${schema.minimum}`);
        if (schema.maximum !== undefined && n > schema.maximum)
          problems.push(`${label} = ${value} is above ${schema.maximum}`);
      }
      break;
    }
    case "boolean":
      if (value !== "true" && value !== "false") problems.push(`${label} = ${JSON.stringify(value)} is not a boolean`);
      break;
    case "object":
      problems.push(`${label} is an object in the OpenAPI schema; a flat query value cannot carry it`);
      break;
    default:
      break;
  }
  return problems;
}

/** A query value as sent (still percent-encoded): arrays (style form, explode false) are comma-joined. */
function queryValueProblems(encoded: string, schema: Schema, label: string): string[] {
  if (schema.type === "array") {
    const items = encoded.split(",").map(decode);
    if (items.some((i) => i === undefined)) return [`${label} is not valid percent-encoding`];
    const problems: string[] = [];
    if (schema.minItems !== undefined && items.length < schema.minItems)
      problems.push(`${label} has fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && items.length > schema.maxItems)
      problems.push(`${label} has more than ${schema.maxItems} items`);
    const itemSchema = resolveSchema(schema.items);
    items.forEach((item, i) => problems.push(...scalarProblems(item!, itemSchema, `${label}[${i}]`)));
    return problems;
  }
  const value = decode(encoded);
  return value === undefined ? [`${label} is not valid percent-encoding`] : scalarProblems(value, schema, label);
}

function requestProblems(op: Operation, req: RecordedRequest, server: ServerName): string[] {
  const problems: string[] = [];
  const where = `${op.id} (${op.method} ${op.template}, ${op.file})`;
  const byIn = (location: Parameter["in"]) => op.params.filter((p) => p.in === location);

  // Path parameters: the template already matched; values must fit their schemas (enums such as scope).
  const groups = op.pattern.exec(req.path)?.groups ?? {};
  for (const param of byIn("path")) {
    const raw = groups[param.name.replace(/\W/g, "_")];
    if (raw === undefined) continue; // a literal segment in this template (e.g. securityClassification-…)
    const value = decode(raw);
    if (value === undefined) problems.push(`path parameter ${param.name} is not valid percent-encoding`);
    else problems.push(...scalarProblems(value, resolveSchema(param.schema), `path parameter ${param.name}`));
  }

  // Query parameters: every name sent is one of the operation's, each value fits its schema, none twice.
  const sentQuery = new Set<string>();
  for (const pair of req.query === "" ? [] : req.query.split("&")) {
    const eq = pair.indexOf("=");
    const name = decode(eq === -1 ? pair : pair.slice(0, eq)) ?? pair;
    const encoded = eq === -1 ? "" : pair.slice(eq + 1);
    if (sentQuery.has(name)) problems.push(`query parameter ${name} is sent twice`);
    sentQuery.add(name);
    const param = byIn("query").find((p) => p.name === name);
    if (!param) {
      problems.push(`query parameter ${name} is not a parameter of ${where}`);
      continue;
    }
    problems.push(...queryValueProblems(encoded, resolveSchema(param.schema), `query parameter ${name}`));
  }

  // Headers: every non-standard header sent is one of the operation's header parameters, with a fitting value.
  for (const [name, value] of Object.entries(req.headers)) {
    if (STANDARD_HEADERS.has(name) || (FETCH_CACHE_HEADERS.has(name) && value === "no-cache")) continue;
    const param = byIn("header").find((p) => p.name.toLowerCase() === name);
    if (!param) {
      problems.push(`header ${name} is not a header parameter of ${where}`);
      continue;
    }
    problems.push(...scalarProblems(value, resolveSchema(param.schema), `header ${name}`));
  }

  // Everything upstream requires is present.
  for (const param of op.params) {
    if (!param.required) continue;
    if (param.in === "query" && !sentQuery.has(param.name))
      problems.push(`required query parameter ${param.name} is missing`);
    if (
      param.in === "header" &&
      param.name.toLowerCase() !== "authorization" &&
      !(param.name.toLowerCase() in req.headers)
    ) {
      problems.push(`required header ${param.name} is missing`);
    }
  }

  // box-version: 2025.0 exactly on the 2025.0 operations, and on no other.
  const versioned = op.id.endsWith("_v2025.0");
  const sentVersion = req.headers["box-version"];
  if (versioned && sentVersion !== "2025.0")
    problems.push(`box-version is ${JSON.stringify(sentVersion)}; ${op.id} needs "2025.0"`);
  if (!versioned && sentVersion !== undefined)
    problems.push(`box-version ${JSON.stringify(sentVersion)} sent to ${op.id}, not a 2025.0 operation`);

  if (server !== op.server)
    problems.push(`sent to the ${server} server; ${op.id} is served by the ${op.server} server`);
  return problems;
}

// --- The tools ------------------------------------------------------------------------------------------------

interface Case {
  name: string;
  example: Record<string, unknown>;
}
const cases = new Map(
  (JSON.parse(readFileSync(path.join(ROOT, "generated/content-api/test/cases.json"), "utf8")) as Case[]).map((c) => [
    c.name,
    c,
  ]),
);

const TOKEN = "tok-Every-Tool-4242";
const doubles = {} as Record<ServerName, BoxDouble>;
let kit: ReturnType<typeof createToolkit>;

beforeAll(async () => {
  const [api, upload, download] = await Promise.all([
    startBoxDouble({ token: TOKEN }),
    startBoxDouble({ token: TOKEN }),
    startBoxDouble({ token: TOKEN }),
  ]);
  Object.assign(doubles, { api, upload, download });
  kit = createToolkit({
    accessToken: TOKEN,
    servers: { api: api.url, upload: upload.url, download: download.url },
    retry: false,
    timeoutMs: 5_000,
  });
});
afterAll(() => Promise.all(Object.values(doubles).map((d) => d.close())));
beforeEach(() => Object.values(doubles).forEach((d) => d.reset()));

/** Each request recorded since the last reset, with the double (server) that received it. */
function recorded(): Array<{ server: ServerName; req: RecordedRequest }> {
  return (Object.entries(doubles) as Array<[ServerName, BoxDouble]>).flatMap(([server, d]) =>
    d.requests.map((req) => ({ server, req })),
  );
}

/** Example parameters whose value is not where the tool's binding puts it in the request. */
function unsentExample(name: string, example: Record<string, unknown>, req: RecordedRequest): string[] {
  const { params, path: template } = tools[name]!.binding as HttpBinding;
  const query = new URLSearchParams(req.query);
  const pathGroups = templatePattern(template).exec(req.path)?.groups ?? {};
  return Object.entries(example).flatMap(([key, value]) => {
    const param = params.find((p) => p.name === key);
    if (!param) return [`${key} (no binding)`];
    const wire = Array.isArray(value) ? value.map(String).join(",") : String(value);
    const sent =
      param.in === "query"
        ? query.get(param.upstream) === wire
        : param.in === "header"
          ? req.headers[param.upstream.toLowerCase()] === wire
          : pathGroups[param.upstream.replace(/\W/g, "_")] === encodeURIComponent(wire);
    return sent ? [] : [`${key} → ${param.in} ${param.upstream}`];
  });
}

describe("every ContentApi tool sends a request Box's OpenAPI accepts", () => {
  it("has a valid example for each tool, and Box operations to check them against", () => {
    expect(definitions).toHaveLength(TOOLS.content);
    expect(definitions.map((d) => d.name).filter((n) => !cases.has(n))).toEqual([]);
    expect(OPERATIONS.length).toBeGreaterThan(300);
  });

  it.each(definitions.map((d) => ({ name: d.name, server: (d.operation as { server: ServerName }).server })))(
    "$name",
    async ({ name }) => {
      const example = cases.get(name)?.example;
      expect(example, `${name}: no valid example in cases.json`).toBeDefined();
      const outcome = await kit.invoke(name, example).then(
        () => "resolved",
        (e: unknown) => `rejected: ${e instanceof Error ? e.message : String(e)}`,
      );
      expect(outcome, `${name}: the call against the Box double`).toBe("resolved");

      const sent = recorded();
      expect(sent, `${name}: requests sent`).toHaveLength(1);
      const { server, req } = sent[0]!;
      expect(req.headers["authorization"], `${name}: bearer token`).toBe(`Bearer ${TOKEN}`);

      const candidates = routeCandidates(req.method, req.path);
      expect(
        candidates.map((c) => c.id),
        `${name}: no Box operation matches ${req.method} ${req.path}`,
      ).not.toEqual([]);

      // Several spec entries can share one route (GET /shared_items#folders, …): the tool's own operation id picks
      // among them. Only a tool whose id is not Box's (a neutral name) may match any of them.
      const declared = (definitions.find((d) => d.name === name)!.operation as { id: string }).id;
      const named = candidates.filter((c) => c.id === declared);
      if (named.length === 0 && OPERATIONS.some((op) => op.id === declared)) {
        expect.fail(
          `${name}: declares ${declared}, but ${req.method} ${req.path} is ${candidates.map((c) => c.id).join(" or ")}`,
        );
      }
      expect(unsentExample(name, example!, req), `${name}: example parameters missing from the request`).toEqual([]);
      const checked = (named.length > 0 ? named : candidates).map((op) => ({
        op,
        problems: requestProblems(op, req, server),
      }));
      const passed = checked.find((c) => c.problems.length === 0);
      if (!passed) {
        const report = checked.map((c) => `${c.op.id}: ${c.problems.join("; ")}`).join(" | ");
        expect.fail(`${name}: ${req.method} ${req.path}${req.query ? `?${req.query}` : ""} to ${server} — ${report}`);
      }
    },
  );

  it("has a checker that refuses what Box would not accept", () => {
    const request = (method: string, p: string, query = "", headers: Record<string, string> = {}): RecordedRequest => ({
      method,
      path: p,
      query,
      headers: { host: "127.0.0.1", authorization: `Bearer ${TOKEN}`, ...headers },
      body: "",
      receivedAt: 0,
      remotePort: 0,
    });
    const problems = (req: RecordedRequest, server: ServerName = "api") => {
      const [op] = routeCandidates(req.method, req.path);
      return op ? requestProblems(op, req, server) : ["no route"];
    };
    expect(problems(request("GET", "/folders/0/items", "fields=id,name&limit=10&direction=ASC"))).toEqual([]);
    expect(problems(request("GET", "/folders/0/items", "max_items=10"))).toEqual([
      expect.stringContaining("query parameter max_items is not a parameter of get_folders_id_items"),
    ]);
    expect(problems(request("GET", "/folders/0/items", "direction=UP&limit=ten"))).toEqual([
      expect.stringContaining('direction = "UP" is not one of'),
      expect.stringContaining('limit = "ten" is not an integer'),
    ]);
    expect(problems(request("GET", "/folders/0/items", "", { "x-extra": "1" }))).toEqual([
      expect.stringContaining("header x-extra is not a header parameter"),
    ]);
    // A templated segment inside a literal one, with its enum; query bounds.
    expect(problems(request("GET", "/files/12/thumbnail.png", "min_height=32"))).toEqual([]);
    expect(problems(request("GET", "/files/12/thumbnail.gif", "min_height=8"))).toEqual([
      expect.stringContaining('path parameter extension = "gif" is not one of'),
      expect.stringContaining("min_height = 8 is below 32"),
    ]);
    // Required header, box-version both ways, servers.
    expect(problems(request("GET", "/shared_items"))).toEqual(["required header boxapi is missing"]);
    expect(problems(request("GET", "/hubs/12"))).toEqual([
      expect.stringContaining("required header box-version is missing"),
      expect.stringContaining('box-version is undefined; get_hubs_id_v2025.0 needs "2025.0"'),
    ]);
    expect(problems(request("GET", "/folders/0", "", { "box-version": "2025.0" }))).toEqual([
      expect.stringContaining("header box-version is not a header parameter"),
      expect.stringContaining("not a 2025.0 operation"),
    ]);
    expect(problems(request("GET", "/zip_downloads/7/content"), "api")).toEqual([
      "sent to the api server; get_zip_downloads_id_content is served by the download server",
    ]);
    expect(problems(request("DELETE", "/files/upload_sessions/7"), "upload")).toEqual([]);
    // Concrete paths win over templated ones.
    expect(routeCandidates("POST", "/files/upload_sessions").map((o) => o.id)).toEqual(["post_files_upload_sessions"]);
  });

  it("sends upload-session tools to the upload server and zip content to the download server", async () => {
    // Picked by binding: a spec edit may rename them.
    const uploads = [
      "delete_files_upload_sessions_id",
      "get_files_upload_sessions_id",
      "get_files_upload_sessions_id_parts",
    ];
    const expected: Record<string, ServerName> = {
      ...Object.fromEntries(uploads.map((operationId) => [toolFor({ operationId }), "upload" as const])),
      [toolFor({ operationId: "get_zip_downloads_id_content" })]: "download",
      [toolFor({ operationId: "get_folders_id_items" })]: "api",
    };
    const hits: Record<string, ServerName[]> = {};
    for (const name of Object.keys(expected)) {
      Object.values(doubles).forEach((d) => d.reset());
      await kit.invoke(name, cases.get(name)!.example);
      hits[name] = recorded().map((r) => r.server);
    }
    expect(hits).toEqual(Object.fromEntries(Object.entries(expected).map(([n, s]) => [n, [s]])));
    // Every tool whose operation path is an upload session is among them.
    const uploadSessions = definitions
      .filter((d) => (d.operation as { path: string }).path.startsWith("/files/upload_sessions"))
      .map((d) => d.name)
      .sort();
    expect(uploadSessions).toEqual(uploads.map((operationId) => toolFor({ operationId })).sort());
  });
});

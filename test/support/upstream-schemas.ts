// The providers' response schemas, read from SHARED/upstream and compiled with ajv, for tests that check what a
// sandbox answers. Nothing here is copied from the specifications; they are read where they lie.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { SHARED } from "./paths.js";

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const BOX_FILES = ["openapi.json", "openapi-v2025.0.json"];

export interface BoxOperation {
  /** Documented answers (success, error, `default`): status → JSON schema validator, content types, or nothing. */
  responses: Record<string, { json?: ValidateFunction; contentTypes: string[] }>;
}

/**
 * An Ajv for the upstream's schemas. Formats that ajv-formats does not know (Box's `token`, `digest`, `urn`,
 * `<width>x<height>` …) are the upstream's hints with no syntax to check: accepted, so Ajv does not warn of each.
 */
function upstreamAjv(): Ajv {
  return addFormats(new Ajv({ strict: false, allErrors: true }));
}

/** Accepts every format `doc` names that `ajv` does not know yet. */
function acceptFormats(ajv: Ajv, doc: unknown): void {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "format" && typeof value === "string") names.add(value);
        else visit(value);
      }
    }
  };
  visit(doc);
  for (const name of names) if (!ajv.formats[name]) ajv.addFormat(name, true);
}

/** Box's operations by operation id (as the upstream spells it); each answer's validator is compiled on first use. */
export function boxOperations(): Map<string, BoxOperation> {
  const ajv = upstreamAjv();
  const out = new Map<string, BoxOperation>();
  for (const file of BOX_FILES) {
    const doc = JSON.parse(readFileSync(path.join(SHARED, "upstream/box", file), "utf8")) as Json & {
      paths: Record<string, Record<string, Json>>;
    };
    acceptFormats(ajv, doc);
    const id = `box-${file}`;
    ajv.addSchema({ $id: id, components: prepare(doc.components) } as Json);
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        if (!op || typeof op !== "object" || typeof op.operationId !== "string") continue;
        const responses: BoxOperation["responses"] = {};
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
          const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
          const schema = content["application/json"]?.schema;
          const answer: BoxOperation["responses"][string] = { contentTypes: Object.keys(content) };
          // Compiled when first read: a test reads a few of the 333 operations' answers, not all of them.
          if (schema) {
            let compiled: ValidateFunction | undefined;
            Object.defineProperty(answer, "json", {
              enumerable: true,
              get: () => (compiled ??= ajv.compile(rebase(schema, id))),
            });
          }
          responses[status] = answer;
        }
        out.set(op.operationId, { responses });
      }
    }
  }
  return out;
}

/**
 * Box's schemas made plain JSON Schema, with three readings stated here rather than hidden:
 * - examples are documentation (some hold `$id` values ajv would take for schema ids): dropped;
 * - OpenAPI 3.0 `nullable` beside `allOf`/`$ref` (no `type`): null or the schema;
 * - a `required` name the object does not declare among its properties (e.g. the shared link's "accessed", whose
 *   property is "access") is a slip of the description and is not demanded;
 * - a `oneOf` listing `GenericSource`, an open object every event source also matches, is read as `anyOf`.
 */
function prepare(node: unknown, parentKey = ""): unknown {
  if (Array.isArray(node)) return node.map((n) => prepare(n));
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (parentKey !== "properties" && (k === "example" || k === "examples")) continue;
    out[k] = prepare(v, k);
  }
  if (
    parentKey !== "properties" &&
    Array.isArray(out.required) &&
    out.properties &&
    typeof out.properties === "object"
  ) {
    out.required = (out.required as string[]).filter((name) => name in (out.properties as Json));
  }
  if (Array.isArray(out.oneOf) && JSON.stringify(out.oneOf).includes("/GenericSource")) {
    out.anyOf = out.oneOf;
    delete out.oneOf;
  }
  // OpenAPI 3.0's `nullable` next to `allOf`/`$ref` (no `type`): null or the schema.
  if (parentKey !== "properties" && "nullable" in out && !("type" in out)) {
    const { nullable, ...rest } = out;
    return nullable === true ? { anyOf: [{ type: "null" }, rest] } : rest;
  }
  return out;
}

/** Local `#/components/…` references, pointed at the document they come from. */
function rebase(schema: unknown, id: string): Json {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${id}#/`)) as Json;
}

/** The upstream operation id of a manifest operation id (the manifest's neutral names, undone). */
export function upstreamOperationId(id: string): string {
  return id
    .replace("<template_key>", "6VMVochwUWo")
    .replace("contentSkillsCards", "boxSkillsCards")
    .replace("integration_mappings_msgr", "integration_mappings_slack")
    .replace("integration_mappings_collab", "integration_mappings_teams");
}

/**
 * Slack's Web API success and error schemas per method. Slack's description writes "one of these" as an `items`
 * array (on objects as well as arrays); read that way, as `anyOf`, the records are checked rather than skipped.
 */
export function slackValidators(): Map<string, { ok: ValidateFunction; error: ValidateFunction }> {
  const doc = JSON.parse(
    readFileSync(path.join(SHARED, "upstream/slack/slack_web_openapi_v2.json"), "utf8"),
  ) as Json & {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string }[]; responses: Record<string, { schema: Json }> }>
    >;
    definitions: Json;
  };
  const ajv = upstreamAjv();
  acceptFormats(ajv, doc);
  ajv.addSchema({ $id: "slack", definitions: alternatives(doc.definitions) } as Json);
  const out = new Map<string, { ok: ValidateFunction; error: ValidateFunction }>();
  for (const [p, item] of Object.entries(doc.paths)) {
    const op = item.get ?? item.post;
    if (!op) continue;
    const compile = (schema: Json) => ajv.compile(rebaseSlack(alternatives(schema) as Json));
    const success = { ...op.responses["200"]!.schema };
    // A method that takes `cursor` answers with `response_metadata.next_cursor` (METHODS.md, "Cursor pagination"),
    // though some success schemas predate it and close their properties without it.
    const paged = (op.parameters ?? []).some((p) => p.name === "cursor");
    const properties = (success.properties ?? {}) as Json;
    if (paged && !("response_metadata" in properties)) {
      success.properties = { ...properties, response_metadata: { $ref: "#/definitions/objs_response_metadata" } };
    }
    out.set(p.slice(1), { ok: compile(success), error: compile(op.responses.default!.schema) });
  }
  return out;
}

function rebaseSlack(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"slack#/`)) as Json;
}

function alternatives(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(alternatives);
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = alternatives(v);
  if (Array.isArray(out.items)) {
    const anyOf = out.items;
    delete out.items;
    if (out.type === "array") out.items = { anyOf };
    else out.anyOf = anyOf;
  }
  return out;
}

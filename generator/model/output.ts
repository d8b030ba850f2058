// What each tool's call resolves to, as JSON Schema 2020-12: for an HTTP kit, from the committed response snapshot
// (the bound operation's documented success answers, each as the runtime turns it into a value); for a kit whose
// handlers compose results, from the manifest's `output` declarations. Shared definitions stay shared (`$defs`).
import type { JsonObject } from "@toolgen/runtime";
import { deletionEffect } from "@toolgen/runtime/http/response.js";
import type { Manifest, ManifestTool } from "../load/manifest.js";
import { selectedSchema, standaloneSchema } from "@toolgen/runtime/output-schema.js";
import { CUT_KEY, CUT_NOTICE_SCHEMA, resultParamsOf } from "@toolgen/runtime/adapters/budget.js";
import { fieldSelectionOf } from "./field-selection.js";
import { readSnapshot, snapshotPath, type ResponseSnapshot } from "../upstream/snapshot-file.js";

export const JSON_SCHEMA_2020 = "https://json-schema.org/draft/2020-12/schema";

export interface KitOutputs {
  /** Shared definitions, by key; tools refer to them as `#/$defs/<key>`. */
  defs: Record<string, JsonObject>;
  /** Each tool's schema as a model is shown its result (a listing the result budget cut says so), referring into `defs`. */
  tools: Record<string, JsonObject>;
  /** What `kit.call` and a script's call resolve to: never cut, so without the cut's notice. */
  calls: Record<string, JsonObject>;
  /** Each tool that answers 304 Not Modified, to the parameter carrying its etag: only a call passing it can. */
  etags: Record<string, string>;
  /** The licence notice of the upstream the schemas derive from, if any. */
  notice?: string;
}

/** The toolkit's own values (runtime/src/box/response.ts), as shared definitions. */
const OWN_DEFS: Record<string, JsonObject> = {
  ToolkitContent: {
    description:
      "A download or other non-JSON body, kept lossless: UTF-8 text as text, anything else as base64. status is set when it is not 200 (206 for a range), contentRange when the upstream sent one.",
    type: "object",
    properties: {
      contentType: { type: "string" },
      size: { type: "integer", minimum: 0 },
      encoding: { enum: ["utf8", "base64"] },
      data: { type: "string" },
      status: { type: "integer" },
      contentRange: { type: "string" },
    },
    required: ["contentType", "size", "encoding", "data"],
    additionalProperties: false,
  },
  ToolkitCut: CUT_NOTICE_SCHEMA,
  ToolkitNotModified: {
    description: "304: the item has not changed since the etag given.",
    type: "object",
    properties: { status: { const: 304 }, notModified: { const: true } },
    required: ["status", "notModified"],
    additionalProperties: false,
  },
};

/** The output schemas of a kit's tools. Reads the kit's response snapshot (beside the manifest) when it has HTTP tools. */
export function kitOutputs(manifest: Manifest, specDir: string): KitOutputs {
  const http = manifest.tools.some((t) => "method" in t.operation);
  const snapshot = http ? readSnapshot(specDir, manifest.toolkit.id) : undefined;
  if (http && !snapshot)
    throw new Error(
      `${snapshotPath(specDir, manifest.toolkit.id)} is missing; write it with \`toolgen upstream snapshot ${manifest.toolkit.id}\``,
    );
  const defs: Record<string, JsonObject> = {
    ...((snapshot?.$defs ?? {}) as Record<string, JsonObject>),
    ...((manifest.outputDefinitions ?? {}) as Record<string, JsonObject>),
  };
  const tools: Record<string, JsonObject> = {};
  const calls: Record<string, JsonObject> = {};
  const etags: Record<string, string> = {};
  let ownUsed = false;
  for (const tool of manifest.tools) {
    if (!tool.output && !("method" in tool.operation))
      throw new Error(
        `${tool.name}: its handler composes its result, so the manifest must declare it (output: a JSON Schema)`,
      );
    const output = tool.output ? (tool.output as JsonObject) : httpOutput(tool, snapshot!);
    tools[tool.name] = tool.output ? output : withCut(tool, output);
    // A call that selects fields may get any field of a record's fullest form: its type says so, its schema not.
    calls[tool.name] = (fieldSelectionOf(manifest, tool) && selectedSchema(output, defs)) || output;
    const etag = tool.params.find((p) => p.in === "header" && p.upstream?.toLowerCase() === "if-none-match");
    if (etag && withoutNotModified(calls[tool.name]!)) etags[tool.name] = etag.name;
    ownUsed ||= JSON.stringify(tools[tool.name]).includes('"#/$defs/Toolkit');
  }
  if (ownUsed) Object.assign(defs, OWN_DEFS);
  const sorted = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const notice = snapshot?.provenance.licence.notice;
  return { defs: sorted, tools, calls, etags, ...(notice ? { notice } : {}) };
}

const NOT_MODIFIED = "#/$defs/ToolkitNotModified";

/** The result without its 304 alternative; undefined when it has none. */
export function withoutNotModified(schema: JsonObject): JsonObject | undefined {
  const branches = schema.anyOf as JsonObject[] | undefined;
  if (!branches?.some((b) => b.$ref === NOT_MODIFIED)) return undefined;
  const rest = branches.filter((b) => b.$ref !== NOT_MODIFIED);
  return rest.length === 1 ? rest[0]! : { ...schema, anyOf: rest };
}

function httpOutput(tool: ManifestTool, snapshot: ResponseSnapshot): JsonObject {
  const op = snapshot.operations[(tool.operation as { id: string }).id];
  if (!op)
    throw new Error(
      `${tool.name}: the response snapshot has no operation ${(tool.operation as { id: string }).id}; run \`toolgen upstream snapshot ${snapshot.kit}\``,
    );
  const alternatives: JsonObject[] = [];
  const add = (schema: JsonObject) => {
    if (!alternatives.some((a) => JSON.stringify(a) === JSON.stringify(schema))) alternatives.push(schema);
  };
  for (const [text, response] of Object.entries(op.responses)) {
    const status = Number(text);
    if (status === 304) add({ $ref: NOT_MODIFIED });
    // A redirect is followed (a download's to its content); what answers at the end is content.
    else if (response.contentTypes || (status >= 300 && status < 400)) add({ $ref: "#/$defs/ToolkitContent" });
    else if (response.schema) add(response.schema as JsonObject);
    else add(statusValue(tool, status));
  }
  if (alternatives.length === 0) throw new Error(`${tool.name}: the upstream documents no success answer`);
  return alternatives.length === 1 ? alternatives[0]! : { anyOf: alternatives };
}

/**
 * A listing the result budget may cut (from a tool that pages by offset or marker: its answers are objects) may
 * carry the cut's notice; the schema a model is shown says so. Only a model's view is cut (the MCP server and the
 * adapters), never `kit.call`'s value.
 */
function withCut(tool: ManifestTool, schema: JsonObject): JsonObject {
  const bound = tool.params.flatMap((p) =>
    p.in && p.upstream ? [{ name: p.name, in: p.in, upstream: p.upstream }] : [],
  );
  const paged = resultParamsOf(bound);
  if (!paged.offset && !paged.marker) return schema;
  return { allOf: [schema, { type: "object", properties: { [CUT_KEY]: { $ref: "#/$defs/ToolkitCut" } } }] };
}

/** An answer without a body: its status, a wait when the upstream sent Retry-After, and a deletion's effect. */
function statusValue(tool: ManifestTool, status: number): JsonObject {
  const effect = tool.group === "deletion" ? deletionEffect(tool.risk ?? {}, status) : undefined;
  return {
    type: "object",
    properties: {
      status: { const: status },
      retryAfterSeconds: { type: "integer", minimum: 0 },
      ...(effect
        ? {
            effect: {
              type: "object",
              properties: Object.fromEntries(Object.entries(effect).map(([k, v]) => [k, { const: v }])),
              required: Object.keys(effect),
              additionalProperties: false,
            },
          }
        : {}),
    },
    required: ["status", ...(effect ? ["effect"] : [])],
    additionalProperties: false,
  };
}

/** The document `definitions/output-schemas.json` holds. */
export function outputDocument(outputs: KitOutputs) {
  return {
    $schema: JSON_SCHEMA_2020,
    ...(outputs.notice ? { $comment: outputs.notice } : {}),
    $defs: outputs.defs,
    tools: outputs.tools,
  };
}

/** One tool's schema standing alone (the definitions it reaches under its own `$defs`). */
export const standalone = (outputs: KitOutputs, name: string): JsonObject =>
  standaloneSchema(outputDocument(outputs), name)!;

/** The file beside tools.json that holds the shared definitions. */
export const OUTPUT_SCHEMAS_FILE = "output-schemas.json";

/**
 * A tool's schema as tools.json gives it: the tool's own part, its shared definitions referred to in
 * output-schemas.json beside it (copied into each tool, Box's would make tools.json eleven times as large).
 */
export function listedSchema(schema: JsonObject | undefined): JsonObject {
  const rebase = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rebase);
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/") ? `${OUTPUT_SCHEMAS_FILE}${v}` : rebase(v),
      ]),
    );
  };
  return { $schema: JSON_SCHEMA_2020, ...(rebase(schema) as JsonObject) };
}

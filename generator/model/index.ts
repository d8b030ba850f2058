// The resolved model: every name, schema, sentence, binding and example decided once, for all emitters.
import { createHash } from "node:crypto";
import type { HttpBinding, JsonObject, RuleCheck, SlackBinding, ToolDefinition } from "@toolgen/runtime";
import { operationRecord } from "@toolgen/runtime/tool.js";
import { itemType, type Manifest, type ManifestParam, type ManifestTool } from "../load/manifest.js";
import { describeTool, paramText, titleOf } from "./describe.js";
import { exampleInput, rejectionCases, type RejectionCase } from "./examples.js";
import { formats } from "./formats.js";
import { JSON_SCHEMA_2020, kitOutputs, listedSchema, type KitOutputs } from "./output.js";
import { formatChecks, modelRule, ruleChecks, type RuleModel } from "./rules.js";
import { slackBindingFacts } from "./slack-binding.js";

export type { RejectionCase } from "./examples.js";
export type { RuleModel } from "./rules.js";

export interface KitModel {
  id: Manifest["toolkit"]["id"];
  namespace: string;
  title: string;
  summary: string;
  packageName: string;
  version: string;
  provider: Manifest["upstream"]["provider"];
  manifest: Manifest;
  /** sha256 of the manifest text, for the lock file. */
  manifestHash: string;
  tools: ToolModel[];
  /** What the tools' calls resolve to: shared definitions and each tool's schema. */
  outputs: KitOutputs;
}

export interface ParamModel {
  name: string;
  type: ManifestParam["type"];
  required: boolean;
  /** The description a model reads: the manifest's words plus format and exclusions. */
  text?: string;
  tsType: string;
  /** The canonical JSON Schema of the property. */
  schema: JsonObject;
  source: ManifestParam;
}

export interface ToolModel {
  name: string;
  inputType: string;
  definition: ToolDefinition;
  binding: HttpBinding | SlackBinding;
  params: ParamModel[];
  rules: RuleModel[];
  /** The rules (and what formats add to their patterns) as the checks the runtime judges, one an issue. */
  checks: RuleCheck[];
  example: Record<string, unknown>;
  rejections: RejectionCase[];
  /** What a call resolves to, as tools.json lists it (shared definitions referred to in output-schemas.json). */
  outputSchema: JsonObject;
  source: ManifestTool;
}

/** A kit's model from its manifest; `specDir` is the folder holding the manifest (and its response snapshot). */
export function buildKit(manifest: Manifest, manifestText: string, specDir: string): KitModel {
  const { toolkit, upstream } = manifest;
  const outputs = kitOutputs(manifest, specDir);
  return {
    id: toolkit.id,
    namespace: toolkit.namespace,
    title: toolkit.title,
    summary: toolkit.summary ?? toolkit.title,
    packageName: toolkit.package,
    // A toolkit whose document states no version starts at 0.1.0.
    version: toolkit.version ?? "0.1.0",
    provider: upstream.provider,
    manifest,
    manifestHash: createHash("sha256").update(manifestText).digest("hex"),
    tools: manifest.tools.map((tool) => buildTool(tool, upstream, outputs.tools[tool.name])),
    outputs,
  };
}

/** `output`: the tool's output schema (kitOutputs), referring into the kit's shared definitions. */
function buildTool(tool: ManifestTool, upstream: Manifest["upstream"], output: JsonObject | undefined): ToolModel {
  const params = tool.params.map(buildParam);
  const rules = (tool.rules ?? []).map(modelRule);
  const checks = [
    ...tool.params.flatMap((p) => (p.format ? formatChecks(p.name, p.format) : [])),
    ...rules.flatMap(ruleChecks),
  ];
  const binding = bind(tool, upstream.versionHeader);
  const required = params.filter((p) => p.required).map((p) => p.name);
  const inputSchema: JsonObject = {
    $schema: JSON_SCHEMA_2020,
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
  const definition: ToolDefinition = {
    name: tool.name,
    title: tool.title ?? titleOf(tool.name),
    description: describeTool(tool, rules),
    origin: tool.origin,
    group: tool.group,
    inputSchema,
    annotations: annotate(tool),
    operation: operationRecord(binding),
    meta: { ...tool.risk },
  };
  const model: ToolModel = {
    name: tool.name,
    inputType: `${tool.name}Input`,
    definition,
    binding,
    params,
    rules,
    checks,
    example: {},
    rejections: [],
    outputSchema: listedSchema(output),
    source: tool,
  };
  model.example = exampleInput(model);
  model.rejections = rejectionCases(model);
  return model;
}

function buildParam(param: ManifestParam): ParamModel {
  const text = paramText(param);
  const schema: JsonObject = {};
  const items = itemType(param.type);
  if (items) {
    schema.type = "array";
    schema.items = param.itemsEnum ? { type: items, enum: param.itemsEnum } : { type: items };
  } else {
    schema.type = param.type;
  }
  if (text) schema.description = text;
  if (param.enum) schema.enum = param.enum;
  if (param.minimum !== undefined) schema.minimum = param.minimum;
  if (param.maximum !== undefined) schema.maximum = param.maximum;
  if (param.maxItems !== undefined) schema.maxItems = param.maxItems;
  const pattern = param.format && formats[param.format].pattern;
  if (pattern) schema.pattern = pattern;
  if (param.not) schema.not = { enum: param.not };
  if (param.default !== undefined) schema.default = param.default;
  return {
    name: param.name,
    type: param.type,
    required: param.required ?? false,
    ...(text ? { text } : {}),
    tsType: tsTypeOf(param),
    schema,
    source: param,
  };
}

function tsTypeOf(param: ManifestParam): string {
  const literal = (values: string[]) => values.map((v) => JSON.stringify(v)).join(" | ");
  switch (param.type) {
    case "string":
      return param.enum ? literal(param.enum) : "string";
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "array<string>":
      return param.itemsEnum ? `Array<${literal(param.itemsEnum)}>` : "string[]";
    case "array<integer>":
      return "number[]";
  }
}

function annotate(tool: ManifestTool): ToolDefinition["annotations"] {
  const method = "method" in tool.operation ? tool.operation.method : tool.group === "retrieval" ? "GET" : "POST";
  const readOnly = method === "GET";
  const risk = tool.risk ?? {};
  // Anything but an additive change is destructive in MCP's sense: a deletion, and a process stopped for good.
  const destroys = ["trash", "permanent", "trash_or_permanent", "removal", "cancellation"].includes(
    risk.outcome ?? "none",
  );
  return {
    title: tool.title ?? titleOf(tool.name),
    readOnlyHint: readOnly,
    destructiveHint: !readOnly && (method === "DELETE" || destroys || risk.irreversible === true),
    idempotentHint: method === "GET" || method === "DELETE" || method === "PUT",
    openWorldHint: true,
  };
}

function bind(tool: ManifestTool, version: Manifest["upstream"]["versionHeader"]): HttpBinding | SlackBinding {
  const op = tool.operation;
  if (!("method" in op)) {
    const window = tool.rules?.find((r) => r.kind === "timeWindow");
    return {
      kind: "slack",
      methods: op.methods,
      scopes: op.scopes ?? [],
      ...(window?.kind === "timeWindow" ? { timeWindow: { oldest: window.oldest, latest: window.latest } } : {}),
      ...slackBindingFacts(tool, op),
    };
  }
  return {
    kind: "http",
    id: op.id,
    method: op.method,
    server: op.server,
    path: op.path,
    ...(version && op.id.endsWith(version.suffix) ? { headers: { [version.header]: version.value } } : {}),
    params: tool.params.map((p) => ({
      name: p.name,
      in: p.in!,
      upstream: p.upstream!,
      ...(itemType(p.type) ? { array: true } : {}),
      ...(p.secret ? { secret: true } : {}),
    })),
  };
}

// What the search knows of each tool: the text of its definition, field by field, plus the manifest's keywords.
// The generator indexes these documents at generation time; a kit without a generated index indexes them on first use.
import type { JsonObject, ToolDefinition } from "../../contract.js";
import { namedByHeader, takenParts, toolFacts, type ToolFacts } from "./facts.js";
import { schemaFields } from "./fields.js";
import { schemaValues } from "./field-values.js";
import { actsRecord } from "./acts-record.js";
import { nameWords } from "../words/name-words.js";

export { nameWords } from "../words/name-words.js";

/** The fields of one tool's search document, each searched with its own weight. */
export interface SearchDocument {
  /** The tool's name: the document id. */
  id: string;
  /** The name split into words: "GetAiAgentDetails" → "Get Ai Agent Details". */
  name: string;
  description: string;
  /** Parameter names (split into words) and their descriptions. */
  params: string;
  group: string;
  /** What the tool acts on: the upstream path's fixed segments, or the Slack methods' words. */
  resource: string;
  /** Risk facts and effect in words: read-only, destructive, trash, permanent, admin, premium… */
  risk: string;
  /** The words and phrasings users use for the tool, from the manifest. */
  keywords: string;
  /** What the tool does, from its binding (facts.ts): stored with the index, not searched as words. */
  facts: ToolFacts;
}

/** A generated tool's document: its definition, the manifest's keywords, and its output schema with the definitions
 * it refers to. */
export function toolDocument(
  tool: { definition: ToolDefinition; source: { keywords?: string[] }; outputSchema: JsonObject },
  defs: Readonly<Record<string, JsonObject>>,
): SearchDocument {
  return searchDocument(tool.definition, tool.source.keywords ?? [], { schema: tool.outputSchema, defs });
}

export const SEARCH_FIELDS = ["name", "description", "params", "group", "resource", "risk", "keywords"] as const;

/** `output`: the tool's output schema and the definitions it refers to, when known (the generator's): a tool that gets
 * one item stores the fields of its record with its facts. */
export function searchDocument(
  d: ToolDefinition,
  keywords: readonly string[] = [],
  output?: { schema: JsonObject; defs: Readonly<Record<string, JsonObject>> },
): SearchDocument {
  const facts = toolFacts(d);
  // (The record a header names is the item its link points to: its fields are that item's, none of the link's.)
  const own = facts.action === "get" && !namedByHeader(d);
  const fields = output && own ? schemaFields(facts.resource, output.schema, output.defs) : {};
  const values = output && own ? schemaValues(facts.resource, output.schema, output.defs) : {};
  const acts = output !== undefined && facts.action === "list" ? actsRecord(output.schema, output.defs) : undefined;
  const taken = takenParts(d, facts.resource);
  const properties = (d.inputSchema.properties ?? {}) as Record<string, JsonObject>;
  const params = Object.entries(properties).map(([name, schema]) =>
    [nameWords(name), typeof schema.description === "string" ? schema.description : ""].join(" ").trim(),
  );
  return {
    id: d.name,
    name: nameWords(d.name),
    description: d.description,
    params: params.join(" \n "),
    group: d.group,
    resource: resourceWords(d),
    risk: riskWords(d),
    keywords: keywords.join(" \n "),
    facts: {
      ...facts,
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
      ...(Object.keys(values).length > 0 ? { values } : {}),
      ...(acts ? { acts } : {}),
      ...(taken.length > 0 ? { taken } : {}),
    },
  };
}

function resourceWords(d: ToolDefinition): string {
  const op = d.operation;
  if ("methods" in op) return op.methods.map(nameWords).join(" \n ");
  return op.path
    .split("/")
    .filter((segment) => segment !== "" && !segment.startsWith("{"))
    .map(nameWords)
    .join(" ");
}

function riskWords(d: ToolDefinition): string {
  const { annotations: a, meta } = d;
  const words: string[] = [a.readOnlyHint ? "read only" : "write change"];
  if (a.destructiveHint) words.push("destructive");
  if (meta.outcome === "trash" || meta.outcome === "trash_or_permanent") words.push("trash");
  if (meta.outcome === "permanent" || meta.outcome === "trash_or_permanent") words.push("permanent");
  if (meta.outcome === "removal") words.push("removal");
  if (meta.irreversible) words.push("irreversible");
  if (meta.asynchronous) words.push("asynchronous");
  if (meta.permission) words.push(meta.permission);
  if (meta.premium) words.push("premium");
  if (meta.deprecated) words.push("deprecated");
  if (meta.sendsNotification) words.push("notification");
  return words.join(" ");
}

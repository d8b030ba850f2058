// Which tools list a record of acts, derived from a kit's generated output schemas, never named.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { JsonObject } from "../../runtime/src/contract.js";
import { actsRecord } from "../../runtime/src/search/tools/acts-record.js";
import { ROOT } from "./paths.js";

/** The tools whose output holds a record of acts, from a kit's generated output schemas. */
export function recordsOfActs(kitName: string): string[] {
  const file = path.join(ROOT, "generated", kitName, "definitions/output-schemas.json");
  const outputs = JSON.parse(readFileSync(file, "utf8")) as {
    $defs: Record<string, JsonObject>;
    tools: Record<string, JsonObject>;
  };
  return Object.entries(outputs.tools)
    .filter(([, schema]) => actsRecord(schema, outputs.$defs) !== undefined)
    .map(([name]) => name);
}

// An MCP client that checks structured results against each tool's outputSchema, as the SDK's client does by default,
// with the formats the kits' upstream schemas use that ajv-formats does not know (Box's "digest", "timezone", …)
// registered as plain strings, so its check neither skips them nor warns about each at every compile.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { ROOT } from "./paths.js";

/** Every `format` the committed response snapshots name. */
function snapshotFormats(): Set<string> {
  const text = readFileSync(path.join(ROOT, "spec/upstream/content-api.responses.json"), "utf8");
  return new Set(Array.from(text.matchAll(/"format": "([^"]+)"/g), (match) => match[1]!));
}

export function schemaCheckingClient(name: string): Client {
  const ajv = new Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  for (const format of snapshotFormats()) if (!ajv.formats[format]) ajv.addFormat(format, true);
  return new Client({ name, version: "0" }, { jsonSchemaValidator: new AjvJsonSchemaValidator(ajv) });
}

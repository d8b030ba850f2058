// Each generated kit's output schemas compiled with ajv in strict mode, for tests that check what a call resolved to.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { OutputSchemas } from "../../runtime/src/output-schema.js";
import { ROOT } from "./paths.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** A kit's output-schemas.json, as generated. */
export function outputSchemas(kit: string): OutputSchemas {
  return JSON.parse(
    readFileSync(path.join(ROOT, "generated", kit, "definitions/output-schemas.json"), "utf8"),
  ) as OutputSchemas;
}

/** Every `format` the schemas name. */
export function formatsNamed(schemas: OutputSchemas): Set<string> {
  const names = new Set<string>();
  JSON.stringify(schemas, (key, value: unknown) => {
    if (key === "format" && typeof value === "string") names.add(value);
    return value;
  });
  return names;
}

/**
 * Strict mode (unknown keywords, formats and ignored type-specific keywords are errors; union types allowed), with
 * one check left off: `strictRequired`, because Box composes objects with `allOf` and names in one part's `required`
 * a property another part declares, which is valid JSON Schema that this check cannot see across parts. Formats
 * ajv-formats knows are checked; the others (Box's `token`, `digest`, …) are annotations.
 */
export function strictAjv(schemas: OutputSchemas): { ajv: Ajv2020; checked: string[]; annotations: string[] } {
  const ajv = addFormats(new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }));
  const named = [...formatsNamed(schemas)].sort();
  const annotations = named.filter((f) => !ajv.formats[f]);
  for (const name of annotations) ajv.addFormat(name, true);
  return { ajv, checked: named.filter((f) => !annotations.includes(f)), annotations };
}

/**
 * A validator per tool. The shared definitions are added once (as the document `outputs`) and each tool's schema is
 * compiled against them, so a definition many tools reach is compiled once, not once per tool.
 */
export function outputValidators(kit: string): (tool: string) => ValidateFunction {
  const schemas = outputSchemas(kit);
  const { ajv } = strictAjv(schemas);
  ajv.addSchema({ $id: "outputs", $defs: schemas.$defs });
  const compiled = new Map<string, ValidateFunction>();
  return (tool) => {
    let validate = compiled.get(tool);
    if (!validate) {
      if (!Object.hasOwn(schemas.tools, tool)) throw new Error(`${kit} has no output schema for ${tool}`);
      const text = JSON.stringify(schemas.tools[tool]).replaceAll('"$ref":"#/$defs/', '"$ref":"outputs#/$defs/');
      validate = ajv.compile(JSON.parse(text) as object);
      compiled.set(tool, validate);
    }
    return validate;
  };
}

/** ajv's errors as lines, for an assertion message. */
export const problems = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`).join("\n");

// A tool's declared `output` must be a JSON Schema that compiles (ajv, strict, 2020-12) with the manifest's shared
// outputDefinitions; otherwise the kit's outputSchema, its types and the sandbox's checks would rest on a bad schema.
import type { Ajv2020 } from "ajv/dist/2020.js";
import { made } from "../memo.js";
import type { ManifestChecks } from "./checks.js";
import type { SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";

export function outputSchemaProblems(m: Manifest, checks: ManifestChecks): SemanticProblem[] {
  const $defs = m.outputDefinitions ?? {};
  return m.tools.flatMap((tool, t) => {
    if (tool.output === undefined) return [];
    const schema = { ...tool.output, $defs };
    const compile = () => compileProblem(checks.outputSchemas, schema);
    const reason = made(checks.memo, () => `output schema ${JSON.stringify(schema)}`, compile);
    if (reason === undefined) return [];
    return [{ at: ["tools", t, "output"], expected: `expected a JSON Schema that compiles; ${reason}`, key: false }];
  });
}

/** Why the schema does not compile, or undefined when it does. */
function compileProblem(ajv: Ajv2020, schema: object): string | undefined {
  try {
    ajv.compile(schema);
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split("\n")[0] || "it does not compile";
  }
}

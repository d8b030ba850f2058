// A tool's declared `output` must be a JSON Schema that compiles (ajv, strict, 2020-12) with the manifest's shared
// outputDefinitions; otherwise the kit's outputSchema, its types and the sandbox's checks would rest on a bad schema.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";

export function outputSchemaProblems(m: Manifest): SemanticProblem[] {
  const declared = m.tools.map((tool, t) => ({ tool, t })).filter(({ tool }) => tool.output !== undefined);
  if (declared.length === 0) return [];
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const $defs = m.outputDefinitions ?? {};
  const problems: SemanticProblem[] = [];
  for (const { tool, t } of declared) {
    try {
      ajv.compile({ ...tool.output, $defs });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      problems.push({
        at: ["tools", t, "output"],
        expected: `expected a JSON Schema that compiles; ${reason}`,
        key: false,
      });
    }
  }
  return problems;
}

// A tool's declared `output` must be a JSON Schema that compiles (ajv, strict, 2020-12) with the manifest's shared
// outputDefinitions; otherwise the kit's outputSchema, its types and the sandbox's checks would rest on a bad schema.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";

/** Where verdicts are kept for the next process: "" for a schema that compiles, else why it does not. */
export interface VerdictStore {
  verdict(schema: string): string | undefined;
  keepVerdict(schema: string, verdict: string): void;
}

/**
 * The check, remembering each schema's verdict by its text: a generation that loads again after an edit (--watch)
 * compiles only the schemas that changed, as compiling them all would cost more than the rest of a save; with a
 * store, neither does the next process.
 */
export class OutputSchemaChecks {
  private readonly verdicts = new Map<string, string | undefined>();

  constructor(private readonly stored?: VerdictStore) {}

  problems(m: Manifest): SemanticProblem[] {
    const declared = m.tools.map((tool, t) => ({ tool, t })).filter(({ tool }) => tool.output !== undefined);
    if (declared.length === 0) return [];
    const $defs = m.outputDefinitions ?? {};
    const shared = JSON.stringify($defs);
    let ajv: Ajv2020 | undefined;
    const problems: SemanticProblem[] = [];
    for (const { tool, t } of declared) {
      const key = `${shared}\n${JSON.stringify(tool.output)}`;
      if (!this.verdicts.has(key)) {
        let verdict = this.stored?.verdict(key);
        if (verdict === undefined) {
          ajv ??= newAjv();
          verdict = compileProblem(ajv, { ...tool.output, $defs }) ?? "";
          this.stored?.keepVerdict(key, verdict);
        }
        this.verdicts.set(key, verdict || undefined);
      }
      const reason = this.verdicts.get(key);
      if (reason !== undefined)
        problems.push({
          at: ["tools", t, "output"],
          expected: `expected a JSON Schema that compiles; ${reason}`,
          key: false,
        });
    }
    return problems;
  }
}

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  return ajv;
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

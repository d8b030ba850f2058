// What loading compiles to check a manifest, kept by whoever loads many: the manifest schema's validator and the
// output schemas' verdicts (those also in the store, for the next process). A generation keeps one with its tool
// parses, so a --watch save compiles neither again; a caller without one compiles both for each load.
import { createRequire } from "node:module";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { OutputSchemaChecks, type VerdictStore } from "./output-schemas.js";
import { COMPILED_SCHEMA, manifestSchemaOptions } from "./schema-options.js";
import { InputFiles } from "../input-files.js";
import { ROOT } from "../root.js";

const SCHEMA = "spec/manifest.schema.json";

export class ManifestChecks {
  readonly outputSchemas: OutputSchemaChecks;
  /** The compiled CLI's validator, or null when the sources run in place (looked for once). */
  private built: ValidateFunction | null | undefined;
  private compiled: { text: string; validator: ValidateFunction } | undefined;

  /** `verdicts` keeps the output schemas' verdicts for the next process. */
  constructor(verdicts?: VerdictStore) {
    this.outputSchemas = new OutputSchemaChecks(verdicts);
  }

  /**
   * The manifest schema's validator. The compiled CLI carries it, compiled by its build (a change to the schema
   * rebuilds it); the sources run in place compile it here, again only when the schema's text has changed.
   */
  get schema(): ValidateFunction {
    this.built ??= builtValidator();
    if (this.built) return this.built;
    const text = new InputFiles(ROOT).text(SCHEMA);
    if (this.compiled?.text !== text)
      this.compiled = { text, validator: new Ajv2020(manifestSchemaOptions).compile(JSON.parse(text) as object) };
    return this.compiled.validator;
  }
}

function builtValidator(): ValidateFunction | null {
  try {
    return createRequire(import.meta.url)(`./${COMPILED_SCHEMA}`) as ValidateFunction;
  } catch {
    return null;
  }
}

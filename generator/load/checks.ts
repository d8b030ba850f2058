// What loading compiles to check a manifest: the manifest schema's validator and an Ajv for the output schemas. The
// caller that loads several manifests makes one and hands it to each load, so each is compiled once a run.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readRoot } from "../root.js";
import { made, type Memo } from "../memo.js";

const SCHEMA = "spec/manifest.schema.json";

const schemaOptions = {
  allErrors: true,
  discriminator: true,
  verbose: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  // Compiled for one run's few manifests: the optimiser's pass costs more than it saves.
  code: { optimize: false },
};

export class ManifestChecks {
  private compiled: ValidateFunction | undefined;
  private outputs: Ajv2020 | undefined;

  constructor(readonly memo?: Memo) {}

  /** The manifest schema's validator. */
  get schema(): ValidateFunction {
    if (this.compiled) return this.compiled; // read and compiled (or found in the memo) once a run
    const text = readRoot(SCHEMA);
    const compile = () => new Ajv2020(schemaOptions).compile(JSON.parse(text) as object);
    return (this.compiled = made(this.memo, () => `manifest schema ${text}`, compile));
  }

  /** An Ajv that compiles the tools' declared output schemas (strict, 2020-12, with the formats). */
  get outputSchemas(): Ajv2020 {
    const withFormats = addFormats as unknown as (ajv: Ajv2020) => Ajv2020;
    const options = { strict: true, strictRequired: false, allErrors: false, code: { optimize: false } };
    return (this.outputs ??= withFormats(new Ajv2020(options)));
  }
}

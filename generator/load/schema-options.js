// @ts-check
// Ajv's options for the manifest schema: one list, for the validator compiled with the CLI (bin/build.js) and the
// one compiled in place when the sources run without that build (tests, tsx).
export const manifestSchemaOptions = {
  allErrors: true,
  discriminator: true,
  verbose: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
};

/** The compiled validator's file name, beside the compiled CLI's chunks. */
export const COMPILED_SCHEMA = "manifest-schema.cjs";

// The schema shaping lives in the runtime, which applies it at run time for the adapters; the definition files are
// printed with the same function, so the two cannot drift apart.
export { openaiDialect, openaiStrictDialect, providerSchema, type SchemaDialect } from "@toolgen/runtime";

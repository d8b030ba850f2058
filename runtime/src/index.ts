export type * from "./contract.js";
export { ToolError, invalidInput } from "./errors.js";
export type { ToolErrorEnvelope, ToolErrorKind, UpstreamDetail } from "./errors.js";
export { createKit } from "./kit.js";
export type { Provider, RetryOptions, Toolkit, ToolkitOptions } from "./kit.js";
export { validateInput } from "./validation.js";
export type { CompiledSchema, SchemaError } from "./validation.js";

// A generated tool module states its tool once, as data; this assembles the `Tool` the kit runs.
import type { HttpBinding, SlackBinding, Tool, ToolDefinition } from "./contract.js";
import type { RuleCheck } from "./rules.js";
import { inputValidator, type CompiledSchema } from "./validation.js";

/** What a tool module states: the definition without its `operation` (the binding carries it), rules and schema. */
export interface ToolSource<Input> {
  definition: Omit<ToolDefinition, "operation">;
  binding: HttpBinding | SlackBinding;
  /** The cross-parameter rules, over the input's parameter names. */
  rules?: ReadonlyArray<RuleCheck<keyof Input & string>>;
  /** The input schema compiled at generation time. */
  schema: CompiledSchema;
}

export function defineTool<Input>({ definition: stated, binding, rules, schema }: ToolSource<Input>): Tool<Input> {
  const { meta, ...described } = stated;
  const definition: ToolDefinition = { ...described, operation: operationRecord(binding), meta };
  return { definition, binding, validate: inputValidator(definition, schema, rules) };
}

/** The binding's public part: what `definitions/tools.json` and `toolgen list --json` show of it. */
export function operationRecord(binding: HttpBinding | SlackBinding): ToolDefinition["operation"] {
  if (binding.kind === "slack") return { methods: binding.methods, scopes: binding.scopes };
  const { id, method, server, path } = binding;
  return {
    id,
    method,
    server,
    path,
    params: binding.params.map(({ name, in: where, upstream }) => ({ name, in: where, upstream })),
  };
}

import type { Tool } from "../contract.js";
import { ToolError } from "../errors.js";

/** The input with the defaults of the tool's input schema filled in (the schema is the one source of defaults). */
export function withDefaults(tool: Tool, input: Record<string, unknown>): Record<string, unknown> {
  const properties = tool.definition.inputSchema.properties;
  const args: Record<string, unknown> = {};
  if (properties && typeof properties === "object" && !Array.isArray(properties)) {
    for (const [name, schema] of Object.entries(properties)) {
      if (schema && typeof schema === "object" && !Array.isArray(schema) && "default" in schema) {
        args[name] = schema.default;
      }
    }
  }
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) args[name] = value;
  }
  return args;
}

export function text(args: Record<string, unknown>, name: string): string | undefined {
  const value = args[name];
  return typeof value === "string" ? value : undefined;
}

export function list(args: Record<string, unknown>, name: string): string[] {
  const value = args[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function integer(args: Record<string, unknown>, name: string, fallback: number): number {
  const value = args[name];
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;
}

export function flag(args: Record<string, unknown>, name: string): boolean {
  return args[name] === true;
}

/** A refusal only the handler can see (the schema and rules passed), raised before any request. */
export function refuse(tool: string, param: string, rule: string, message: string, hint: string): ToolError {
  return new ToolError("invalid_input", `${tool}: ${message}`, {
    tool,
    hint,
    issues: [{ param, rule, message, hint }],
  });
}

/** Unique values in first-seen order. */
export function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

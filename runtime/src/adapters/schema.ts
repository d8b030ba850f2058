// Reshapes a canonical input schema into what one ecosystem accepts, moving what it cannot carry into words.
// The generator prints the definition files with it and the adapters shape schemas at run time with it, so the
// two cannot drift apart.
import type { JsonObject, JsonValue } from "../contract.js";

export interface SchemaDialect {
  /** Keywords kept on a property; the rest are dropped (their meaning is already in the description). */
  keep: ReadonlySet<string>;
  /** Strict function calling: every property required, optional ones nullable. */
  allRequired?: boolean;
  /** Type names in capitals (Gemini's OpenAPI subset). */
  upperCaseTypes?: boolean;
  /** Whether the root carries `additionalProperties: false`. */
  closed: boolean;
}

// Patterns and exclusions are already spelled out in the descriptions, and non-strict function calling does not
// enforce `additionalProperties` (the toolkit's own validator refuses unknown parameters): leaving them out keeps
// tokens down.
/** OpenAI (non-strict) and Anthropic tool schemas. */
export const openaiDialect: SchemaDialect = {
  keep: new Set(["description", "enum", "default", "minimum", "maximum", "maxItems"]),
  closed: false,
};

// Strict mode takes no `default`: defaults move into the descriptions.
/** OpenAI strict function calling (structured outputs). */
export const openaiStrictDialect: SchemaDialect = {
  keep: new Set(["description", "enum", "minimum", "maximum", "maxItems"]),
  allRequired: true,
  closed: true,
};

// Gemini reads an OpenAPI subset: no `default` (it moves into the description) and type names in capitals.
/** Gemini function declarations. */
export const geminiDialect: SchemaDialect = {
  keep: new Set(["description", "enum", "minimum", "maximum", "maxItems"]),
  upperCaseTypes: true,
  closed: false,
};

/** A tool's input schema as an ecosystem takes it: an object of named properties (`type` is "OBJECT" for Gemini). */
export type ObjectSchema = {
  type: string;
  properties: { [name: string]: JsonValue };
  required?: string[];
  additionalProperties?: false;
};

export function providerSchema(input: JsonObject, dialect: SchemaDialect): ObjectSchema {
  const properties = (input.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((input.required ?? []) as string[]);
  const names = Object.keys(properties);
  const shaped: Record<string, JsonValue> = {};
  for (const name of names) {
    const property = reshape(properties[name]!, dialect);
    shaped[name] = dialect.allRequired && !required.has(name) ? nullable(property) : property;
  }
  const requiredList = dialect.allRequired ? names : names.filter((n) => required.has(n));
  return {
    type: typeName("object", dialect),
    properties: shaped,
    // Strict mode wants `required` on every object, even when empty.
    ...(requiredList.length > 0 || dialect.allRequired ? { required: requiredList } : {}),
    ...(dialect.closed ? { additionalProperties: false } : {}),
  };
}

function reshape(schema: JsonObject, dialect: SchemaDialect): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "type") out.type = typeName(value as string, dialect);
    else if (key === "items") out.items = reshape(value as JsonObject, dialect);
    else if (dialect.keep.has(key)) out[key] = value;
  }
  if (schema.default !== undefined && !dialect.keep.has("default")) {
    const sentence = `Default ${JSON.stringify(schema.default)}.`;
    out.description = typeof out.description === "string" ? `${out.description} ${sentence}` : sentence;
  }
  return out;
}

function nullable(schema: JsonObject): JsonObject {
  const out: JsonObject = { ...schema, type: [schema.type as string, "null"] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

function typeName(type: string, dialect: SchemaDialect): string {
  return dialect.upperCaseTypes ? type.toUpperCase() : type;
}

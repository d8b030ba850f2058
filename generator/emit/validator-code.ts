// One tool's input validator, compiled by Ajv at generation time so nothing compiles a schema at run time. Each is
// compiled on its own (numbering local to it, wrapped in its own scope), so it is a function of its schema alone: it
// is cached by the schema's hash, and a kit of any size never builds one giant compilation. Free of ts-morph, so the
// compiled CLI's loader thread compiles them while the main thread emits the rest (see load/checked.ts).
import { createRequire } from "node:module";
import { cached, cacheKey, sourceKey } from "../cache.js";
import type { ToolModel } from "../model/index.js";

// The schemas use only keywords that draft 2020-12 and draft-07 share; the draft-07 validator's code is leaner.
const options = { allErrors: true, messages: false, strict: true, code: { source: true, esm: true, lines: true } };
const require = createRequire(import.meta.url);
const ajvVersion = (require("ajv/package.json") as { version: string }).version;

type AjvClass = typeof import("ajv").default;
type Standalone = typeof import("ajv/dist/standalone/index.js").default;
let ajv: { Ajv: AjvClass; standalone: Standalone; checker: InstanceType<AjvClass> } | undefined;

/** Ajv (CommonJS) loads only when a validator is not in the cache. */
function loadAjv(): NonNullable<typeof ajv> {
  if (!ajv) {
    const Ajv = (require("ajv") as { default: AjvClass }).default;
    const standalone = (require("ajv/dist/standalone/index.js") as { default: Standalone }).default;
    ajv = { Ajv, standalone, checker: new Ajv(options) };
  }
  return ajv;
}

function schemaOf(tool: ToolModel): Record<string, unknown> {
  const { $schema: _, ...schema } = tool.definition.inputSchema;
  return { ...schema, $id: tool.name };
}

/** One tool's compiled validator as a module-level statement: `export const <Tool> = (() => { … })();`. */
function compileOne(tool: ToolModel, schema: Record<string, unknown>): string {
  const { Ajv, standalone, checker } = loadAjv();
  // The shared instance validates the schema against the meta-schema once; the per-tool instance skips compiling
  // the meta-schema again, which would be most of its cost.
  if (!checker.validateSchema(schema)) throw new Error(`${tool.name}: ${checker.errorsText(checker.errors)}`);
  const own = new Ajv({ ...options, meta: false, validateSchema: false });
  own.addSchema(schema);
  const code = standalone(own, { [tool.name]: tool.name }).replace(/^"use strict";\n/, "");
  const head = `export const ${tool.name} = `;
  const match = new RegExp(`^${head}(validate\\d+);\\n`).exec(code);
  if (!match || /\brequire\(|^import /m.test(code))
    throw new Error(`${tool.name}: Ajv's standalone code has a shape the validators emitter does not handle`);
  return `${head}(() => {\n${code.slice(match[0].length).trim()}\nreturn ${match[1]};\n})();\n`;
}

const validatorKey = (schema: Record<string, unknown>) =>
  cacheKey(sourceKey("generator/emit/validator-code.ts"), ajvVersion, JSON.stringify(options), JSON.stringify(schema));

// Validators compiled by another thread of this run, by key: handed over, not cached (they count under --no-cache).
const handedOver = new Map<string, string>();
let served = 0;

/** How many validators of this run came from another thread. */
export const servedFromHandOver = (): number => served;

/** A tool's validator: handed over by another thread, or from the cache when its schema was compiled before. */
export function validatorOf(tool: ToolModel): string {
  const schema = schemaOf(tool);
  const key = validatorKey(schema);
  const handed = handedOver.get(key);
  if (handed !== undefined) {
    served++;
    return handed;
  }
  return cached("validators", key, () => compileOne(tool, schema));
}

/** Every tool's validator by key, for another thread's `handOver`. */
export const compiledValidators = (tools: ToolModel[]): Array<[string, string]> =>
  tools.map((tool) => [validatorKey(schemaOf(tool)), validatorOf(tool)]);

export function handOver(entries: Array<[string, string]>): void {
  for (const [key, code] of entries) handedOver.set(key, code);
}

// One tool's input validator, compiled by Ajv at generation time so nothing compiles a schema at run time. Each is
// compiled on its own (numbering local to it, wrapped in its own factory), so it is a function of its schema alone and
// a kit of any size never builds one giant compilation. Kept by its inputs (validators.ts).
import Ajv from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import type { ToolModel } from "../model/index.js";

// Both are CommonJS with `default` set to the export itself, which ES interop may or may not unwrap.
const AjvClass = Ajv.default;
const standaloneCode = standalone.default;

// The schemas use only keywords that draft 2020-12 and draft-07 share; the draft-07 validator's code is leaner.
const options = { allErrors: true, messages: false, strict: true, code: { source: true, esm: true, lines: true } };

function schemaOf(tool: ToolModel): Record<string, unknown> {
  const { $schema: _, ...schema } = tool.definition.inputSchema;
  return { ...schema, $id: tool.name };
}

/**
 * A compiler of validators: one tool's compiled validator as a CommonJS factory, `exports.<Tool> = () => { … };`,
 * which the runtime calls on the tool's first validation (a factory, so the engine only skims its code at load). One
 * checking instance validates every schema against the meta-schema (compiled once, on first use); each tool's own
 * instance skips compiling the meta-schema again, which would be most of its cost.
 */
export function validatorCompiler(): (tool: ToolModel) => string {
  let checker: InstanceType<typeof AjvClass> | undefined;
  return (tool) => {
    const schema = schemaOf(tool);
    checker ??= new AjvClass(options);
    if (!checker.validateSchema(schema)) throw new Error(`${tool.name}: ${checker.errorsText(checker.errors)}`);
    return compileOne(tool.name, schema);
  };
}

function compileOne(name: string, schema: Record<string, unknown>): string {
  const own = new AjvClass({ ...options, meta: false, validateSchema: false });
  own.addSchema(schema);
  const code = standaloneCode(own, { [name]: name }).replace(/^"use strict";\n/, "");
  const head = `export const ${name} = `;
  const match = new RegExp(`^${head}(validate\\d+);\\n`).exec(code);
  if (!match || /\brequire\(|^import /m.test(code))
    throw new Error(`${name}: Ajv's standalone code has a shape the validators emitter does not handle`);
  return `exports.${name} = () => {\n${code.slice(match[0].length).trim()}\nreturn ${match[1]};\n};\n`;
}

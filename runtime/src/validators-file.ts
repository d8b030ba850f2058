// A kit's input validators are most of its code, and a call needs only its own tool's: they live in one CommonJS file
// of per-tool factories beside the kit's entry point, read on the first call that validates (not at import), and each
// tool's validator is made from its factory then. `require` keeps validation synchronous.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { CompiledSchema } from "./validation.js";

type Factories = Readonly<Record<string, (() => CompiledSchema) | undefined>>;

/** The validators in `file` by tool name; the file is read when the first of them validates. */
export function validatorsFile(file: URL): (name: string) => CompiledSchema {
  let factories: Factories | undefined;
  const load = () => (factories ??= createRequire(file)(fileURLToPath(file)) as Factories);
  return (name) =>
    onFirstUse(() => {
      const make = load()[name];
      if (make === undefined) throw new Error(`${fileURLToPath(file)} has no validator for ${name}`);
      return make();
    });
}

/** A compiled schema that makes its validator on the first check, and shows that validator's errors. */
function onFirstUse(make: () => CompiledSchema): CompiledSchema {
  let compiled: CompiledSchema | undefined;
  const check: CompiledSchema = (input) => {
    compiled ??= make();
    const valid = compiled(input);
    check.errors = compiled.errors;
    return valid;
  };
  return check;
}

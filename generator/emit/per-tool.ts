// What an emitter derives from one tool. Each tool has a unit, keyed by the hash of everything the emitters read for
// it (its resolved model and the emit context) and by the generator's fingerprint; the driver's run keeps the units
// (in memory between the saves of --watch, and in the store), so a run derives values only for the tools whose unit
// is new. Without units (an emitter called on its own) every value is derived.
import type { ToolModel } from "../model/index.js";
import type { EmitContext } from "./types.js";

export type { ToolUnits } from "./types.js";

/** `derive` for one tool, through the tool's unit under `slot` (unique per emitter); the value must survive JSON. */
export function perTool<T>(
  slot: string,
  derive: (tool: ToolModel, context: EmitContext) => T,
): (tool: ToolModel, context: EmitContext) => T {
  return (tool, context) =>
    context.units ? context.units.value(tool, slot, () => derive(tool, context)) : derive(tool, context);
}

/**
 * `derive` for one tool and a small argument besides (what it takes from the rest of the kit), through the tool's unit
 * under a slot named by `slot` and the argument: another argument derives the value again.
 */
export function perToolWith<A, T>(
  slot: string,
  derive: (tool: ToolModel, argument: A) => T,
): (tool: ToolModel, argument: A, context: EmitContext) => T {
  return (tool, argument, context) =>
    context.units
      ? context.units.value(tool, `${slot} ${JSON.stringify(argument)}`, () => derive(tool, argument))
      : derive(tool, argument);
}

/**
 * A kit-wide value printed from `inputs` alone (`print` is handed nothing else, so the key cannot miss what it
 * reads), kept in the store by them: a description edit leaves the tool index as it was, and it is not printed again.
 */
export function byInputs<I, T>(slot: string, print: (inputs: I) => T): (inputs: I, context: EmitContext) => T {
  return (inputs, context) =>
    context.units ? context.units.byInputs(slot, JSON.stringify(inputs), () => print(inputs)) : print(inputs);
}

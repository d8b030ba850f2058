// What an emitter derives from one tool, remembered by the tool's model. A long-lived process (`--watch`) keeps the
// model of every tool a save left unchanged (model/index.ts), so a save derives text only for the tools it changed;
// a one-off run builds every model once and remembers nothing for long.
import { cached, cacheKey, sourceKey } from "../cache.js";
import type { ToolModel } from "../model/index.js";
import type { EmitContext } from "./types.js";

const derived = new Set<string>();

/** The tools whose text an emitter derived, rather than remembered, since the last call: what a save cost. */
export function takeDerived(): string[] {
  const names = [...derived];
  derived.clear();
  return names;
}

export function perTool<T>(
  derive: (tool: ToolModel, context: EmitContext) => T,
): (tool: ToolModel, context: EmitContext) => T {
  const memo = new WeakMap<ToolModel, { context: string; value: T }>();
  return (tool, context) => {
    const key = contextKey(context);
    const known = memo.get(tool);
    if (known?.context === key) return known.value;
    const value = derive(tool, context);
    memo.set(tool, { context: key, value });
    derived.add(tool.name);
    return value;
  };
}

/**
 * A kit-wide text remembered by the inputs it is a function of: a change to a description leaves the tool index and
 * the validators' declarations as they were, and neither is printed again. The last few are kept in memory (a
 * `--watch` process); every one in the cache folder under `kind`, keyed by the inputs and by `sources`, the code that
 * prints it.
 */
export function byInputs(kind: string, sources: string[]): (inputs: string, derive: () => string) => string {
  const memo = new Map<string, string>();
  return (inputs, derive) => {
    let value = memo.get(inputs);
    if (value === undefined) {
      memo.set(inputs, (value = cached(kind, cacheKey(sourceKey(...sources), inputs), derive)));
      // A few kits and their last inputs; older entries are never asked for again.
      if (memo.size > 8) memo.delete(memo.keys().next().value!);
    }
    return value;
  };
}

export const contextKey = (context: EmitContext): string => `${context.manifestPath}\0${context.runtimeVersion}`;

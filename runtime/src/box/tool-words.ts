// Box's error text names its own (wire) parameters; the model knows the tool's. What the runtime writes in a message
// or hint, and Box's message as the error quotes it, says the tool's name for each bound parameter.
import type { HttpParamBinding } from "../contract.js";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with each wire parameter name the binding renames replaced by the tool's, where the text speaks of it as a
 * parameter: `name=`, quoted, "the name parameter", "parameter name", or as its first word ("offset must be …").
 * A bare word elsewhere is left alone: "limit" in "rate limit" is not the parameter.
 */
export function inToolWords(text: string, params: readonly HttpParamBinding[]): string {
  let out = text;
  for (const p of params) {
    if (p.upstream === p.name) continue;
    const wire = escape(p.upstream);
    out = out
      .replace(new RegExp(`(^|[^\\w.-])${wire}(?==)`, "g"), `$1${p.name}`)
      .replace(new RegExp(`(['"\`])${wire}\\1`, "g"), `$1${p.name}$1`)
      .replace(new RegExp(`\\b(parameters?|field) ${wire}\\b`, "gi"), `$1 ${p.name}`)
      .replace(new RegExp(`\\b${wire} (parameter|field)\\b`, "gi"), `${p.name} $1`)
      .replace(new RegExp(`^${wire}\\b(?![-.])`), p.name);
  }
  return out;
}

/** The tool's name of the parameter Box's error details name (`context_info.parameter` or `.errors[].name`). */
export function paramAtFault(contextInfo: unknown, params: readonly HttpParamBinding[]): string | undefined {
  if (typeof contextInfo !== "object" || contextInfo === null) return undefined;
  const info = contextInfo as { parameter?: unknown; errors?: unknown };
  const named = [
    info.parameter,
    ...(Array.isArray(info.errors) ? info.errors.map((e) => (e as { name?: unknown })?.name) : []),
  ];
  for (const wire of named) {
    if (typeof wire !== "string") continue;
    const found = params.find((p) => p.upstream.toLowerCase() === wire.toLowerCase());
    if (found) return found.name;
  }
  return undefined;
}

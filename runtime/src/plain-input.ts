// What `kit.call` accepts as input: plain JSON data, read once. Anything else — a Date, a Map, a class instance, a
// Proxy, a getter — would be read differently by the validator and by the request builder (a Date is `{}` to the
// schema), or run the caller's code in the middle of a call. Numbers must be finite and, when whole, safe integers:
// 1e21 would go out as "1e+21", and 2^53 + 2 is not the number the caller wrote.
import { types } from "node:util";
import type { InputIssue, JsonValue } from "./contract.js";
import { invalidInput } from "./errors.js";

const MAX_DEPTH = 64;

/** A copy of `input` as plain JSON data, or an `invalid_input` ToolError naming where it is not. */
export function plainInput(tool: string, input: unknown): Record<string, JsonValue> | JsonValue {
  try {
    return copy(input, "", 0);
  } catch (err) {
    if (err instanceof NotPlain) throw invalidInput(tool, [err.issue]);
    // A trap or getter of the caller's threw while being read.
    throw invalidInput(tool, [
      issue("", "could not be read (a getter or proxy threw while it was read)", "plain_data"),
    ]);
  }
}

class NotPlain extends Error {
  constructor(readonly issue: InputIssue) {
    super(issue.message);
  }
}

function copy(value: unknown, path: string, depth: number): JsonValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new NotPlain(issue(path, "is not a finite number", "number"));
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) {
      throw new NotPlain(issue(path, `is beyond the safe integer range (±${Number.MAX_SAFE_INTEGER})`, "safe_integer"));
    }
    return value;
  }
  if (typeof value !== "object") throw new NotPlain(issue(path, `is ${typeof value}, not JSON data`, "type"));
  if (depth >= MAX_DEPTH) throw new NotPlain(issue(path, `nests deeper than ${MAX_DEPTH} levels`, "depth"));
  if (types.isProxy(value)) throw new NotPlain(issue(path, "is a Proxy, not plain data", "plain_data"));
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) {
      throw new NotPlain(issue(path, "is not a plain array", "plain_data"));
    }
    const out: JsonValue[] = [];
    for (let i = 0; i < value.length; i++) out.push(copy(own(value, String(i), path), `${path}[${i}]`, depth + 1));
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    const kind = (proto as { constructor?: { name?: unknown } }).constructor?.name;
    throw new NotPlain(
      issue(
        path,
        typeof kind === "string" && kind ? `is an instance of ${kind}, not a plain object` : "is not a plain object",
        "plain_data",
      ),
    );
  }
  const out: Record<string, JsonValue> = {};
  for (const key of Object.keys(value)) {
    const item = own(value, key, path);
    // An absent optional parameter may be written as undefined; JSON drops it, so does the copy.
    if (item !== undefined) out[key] = copy(item, path ? `${path}.${key}` : key, depth + 1);
  }
  return out;
}

/** An own data property; a getter is the caller's code, not data. */
function own(value: object, key: string, path: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(value, key);
  if (descriptor && !("value" in descriptor)) {
    const where = path ? `${path}.${key}` : key;
    throw new NotPlain(issue(where, "is a getter, not a data property", "plain_data"));
  }
  return descriptor?.value;
}

function issue(path: string, what: string, rule: string): InputIssue {
  const param = /^[^.[]*/.exec(path)?.[0] ?? "";
  const subject = path === "" ? "The input" : `"${path}"`;
  return {
    param,
    rule,
    message: `${subject} ${what}; a tool takes plain JSON data.`,
    hint:
      rule === "safe_integer"
        ? `Pass "${path}" as an integer no larger than ${Number.MAX_SAFE_INTEGER} in size.`
        : `Pass ${path === "" ? 'the input as a plain object such as {"name": value}' : `"${path}" as plain JSON data (strings, numbers, booleans, arrays, plain objects)`}.`,
  };
}

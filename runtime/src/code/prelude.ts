// What runs inside the QuickJS context before the script: the API functions, console.log and sleep, built over the
// three host functions the executor installs (`__call`, `__log`, `__sleep`), which it removes again before the
// script runs. Everything crosses the boundary as JSON text made with the references taken here, first, so a script
// that replaces JSON, Promise or Error changes only its own view.
export const PRELUDE = String.raw`
(function (host, names) {
  "use strict";
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const ErrorCtor = Error;
  const defineProperty = Object.defineProperty;
  const freeze = Object.freeze;
  const then = Promise.prototype.then;
  const call = host.call, log = host.log, sleep = host.sleep;
  const siteOf = () => { try { throw new ErrorCtor(); } catch (e) { return String(e.stack); } };
  const text = (value) => {
    if (typeof value === "string") return value;
    try { const json = stringify(value); return json === undefined ? String(value) : json; }
    catch (e) { return String(value); }
  };
  class ToolError extends ErrorCtor {}
  defineProperty(ToolError.prototype, "name", { value: "ToolError" });
  const fail = (envelope, site) => {
    const error = new ToolError(envelope.message);
    for (const key of ["kind", "tool", "status", "retryable", "retryAfterMs", "hint", "issues", "upstream"])
      if (envelope[key] !== undefined) error[key] = envelope[key];
    defineProperty(error, "site", { value: site });
    return error;
  };
  for (const name of names) {
    const fn = function (input) {
      const site = siteOf();
      let json;
      try { json = input === undefined ? "{}" : stringify(input); }
      catch (e) { json = undefined; }
      const sent = call(name, json === undefined ? "" : json, site);
      return then.call(sent, parse, (envelope) => { throw fail(parse(envelope), site); });
    };
    defineProperty(fn, "name", { value: name });
    defineProperty(globalThis, name, { value: freeze(fn), enumerable: true });
  }
  const consoleObject = freeze({ log: (...args) => { log(args.map(text).join(" ")); } });
  defineProperty(globalThis, "console", { value: consoleObject, enumerable: false });
  defineProperty(globalThis, "sleep", { value: freeze((ms) => sleep(Number(ms))), enumerable: false });
  defineProperty(globalThis, "ToolError", { value: ToolError, enumerable: false });
})
`;

/**
 * Wraps the script as the body of an async function whose settled value comes back as JSON text of at most `maxChars`
 * characters. The script starts on the wrapper's second line, so its line n is the wrapper's line n + 1.
 */
export function wrapScript(body: string): string {
  return `(async function script() {\n${body}\n})`;
}

/**
 * Two functions made before the script runs, with the references they need taken then: `finish` turns the returned
 * value into JSON text within a length bound; `describe` turns anything thrown into JSON text of its readable fields.
 */
export const HELPERS = String.raw`
(function (stringify, ErrorCtor, StringCtor) {
  const fields = ["kind", "tool", "status", "retryable", "retryAfterMs", "hint", "issues", "upstream", "site"];
  return {
    finish(value, maxChars) {
      if (value === undefined) return "null";
      const json = stringify(value);
      if (json === undefined) return "null";
      if (json.length > maxChars) throw new RangeError("result:" + json.length);
      return json;
    },
    describe(thrown) {
      const read = (key) => { try { const v = thrown[key]; return typeof v === "function" ? undefined : v; } catch (e) { return undefined; } };
      if (thrown === null || (typeof thrown !== "object" && typeof thrown !== "function"))
        return stringify({ name: "Thrown", message: StringCtor(thrown).slice(0, 1000) });
      const out = { name: StringCtor(read("name") ?? "Error").slice(0, 200), message: StringCtor(read("message") ?? "").slice(0, 4000), stack: StringCtor(read("stack") ?? "").slice(0, 4000) };
      for (const key of fields) { const v = read(key); if (v !== undefined) out[key] = v; }
      try { return stringify(out); } catch (e) { return stringify({ name: out.name, message: out.message, stack: out.stack }); }
    },
  };
})(JSON.stringify, Error, String)
`;

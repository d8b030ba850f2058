// Code mode against hostile scripts: each is contained within its limit and answered with a structured result, the
// host is unaffected (heap, external memory and handles back near where they started), and the token never shows.
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CodeRunner, type ExecuteOptions, type ExecuteResult, type HardStopTimer } from "../src/code/index.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";
import { ToolError } from "../src/errors.js";

const TOKEN = "tok-9f8e7d6c5b4a-secret";
const READ = "ReadThing";
const DELETE = "DeleteThing";

/** A kit of two tools whose invoke counts what reached it; the token lives only here. */
function fakeKit() {
  const sent: string[] = [];
  const definition = (name: string, group: ToolDefinition["group"]) =>
    ({
      name,
      group,
      annotations: { readOnlyHint: group === "retrieval" },
    }) as unknown as ToolDefinition;
  return {
    sent,
    definitions: [definition(READ, "retrieval"), definition(DELETE, "deletion")],
    async invoke(name: string, input: unknown): Promise<JsonValue> {
      sent.push(name);
      const headers = { authorization: `Bearer ${TOKEN}` }; // what a real request would carry, never returned
      void headers;
      if (name === DELETE) return { deleted: true };
      const id = (input as { id?: unknown }).id;
      if (id === "missing") throw new ToolError("not_found", `${READ}: no thing ${String(id)}`, { tool: READ });
      return { id: typeof id === "string" ? id : "1", name: "thing", entries: [1, 2, 3] };
    },
  };
}

type Kind =
  | "loops and recursion"
  | "memory and log bombs"
  | "return values"
  | "prototype tricks"
  | "reaching the host"
  | "deletion storms"
  | "unicode and long lines";

interface Case {
  kind: Kind;
  code: string;
  /** What the result must say; every case must also be a well-formed result without the token. */
  expect: (result: ExecuteResult, sent: readonly string[]) => void;
  /** Cases that end by their call count run with a wall time they cannot reach first. */
  long?: boolean;
  /** Limits of its own. */
  options?: ExecuteOptions;
}

const limited =
  (...limits: string[]) =>
  (r: ExecuteResult) => {
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe("limit");
    expect(limits).toContain(r.error.limit);
  };
const failsOrLimited = (r: ExecuteResult) => {
  expect(r.ok).toBe(false);
  if (!r.ok) expect(["script", "limit", "syntax"]).toContain(r.error.kind);
};
const contained = () => undefined;
const hostless = (r: ExecuteResult) => {
  // Whatever the script found, it found nothing of the host's.
  if (r.ok) expect(JSON.stringify(r.value)).not.toMatch(/readFileSync|spawnSync|\bpid\b|\/work\/|\/home\//);
};

const cases: Case[] = [];
const add = (kind: Kind, expectation: Case["expect"], ...codes: string[]) => {
  for (const code of codes) cases.push({ kind, code, expect: expectation, long: kind === "deletion storms" });
};

add(
  "loops and recursion",
  limited("time"),
  "while (true) {}",
  "for (;;) {}",
  "do {} while (1);",
  "let i = 0; while (i >= 0) i++;",
  "try { while (true) {} } finally { while (true) {} }",
  "try { while (true) {} } catch (e) { while (true) {} }",
  "const o = { get x() { for (;;) {} } }; return o.x;",
  "return { toJSON() { for (;;) {} } };",
  "await ReadThing({}); while (true) {}",
  "[1, 2, 3].forEach(() => { for (;;) {} });",
  "new Promise(() => { for (;;) {} }); return 1;",
  "for (const x of { *[Symbol.iterator]() { for (;;) yield 1; } }) {}",
  "const s = 'a'.repeat(30) + '!'; return /^(a+)+$/.test(s);",
  "label: for (;;) { continue label; }",
  "const xs = []; for (let i = 0; ; i++) xs.length = 0;",
  "while (true) { try { throw 1; } catch (e) {} }",
  "switch (1) { case 1: for (;;) {} }",
  "const it = (function* () { while (true) yield; })(); for (;;) it.next();",
  "async function spin() { for (;;) await null; } await spin();",
);
add(
  "loops and recursion",
  limited("stack", "time"),
  "function f() { return f() + 1; } return f();",
  "const f = () => f(); f();",
  "function a() { return b(); } function b() { return a(); } a();",
  "function f(n) { return [f(n + 1)]; } return f(0);",
  "const o = {}; o.toString = () => `${o}`; return `${o}`;",
  "class A { constructor() { new A(); } } new A();",
  "const p = new Proxy({}, { get: (t, k, r) => r[k] }); return p.x;",
  "return JSON.parse('['.repeat(200000) + ']'.repeat(200000));",
  "let a = []; for (let i = 0; i < 300000; i++) a = [a]; return a;",
  "let a = []; for (let i = 0; i < 300000; i++) a = [a]; return JSON.stringify(a).length;",
  "async function f() { return await f(); } await f();",
);
add(
  "memory and log bombs",
  limited("memory", "time"),
  "return 'x'.repeat(1e9).length;",
  "const m = new Map(); for (let i = 0; ; i++) m.set(i, { i, s: 'y'.repeat(100) });",
  "return Array.from({ length: 2 ** 27 }, () => 0).length;",
  "const o = {}; for (let i = 0; ; i++) o['k' + i] = 'v'.repeat(1000);",
  "return [...'x'.repeat(5e7)].length;",
  "const parts = []; for (;;) parts.push(JSON.stringify(parts));",
);
add(
  "memory and log bombs",
  failsOrLimited,
  "let s = 'x'; for (;;) s += s;",
  "return new ArrayBuffer(2 ** 31).byteLength;",
  "return 'y'.repeat(2 ** 30).length;",
  "const a = []; a.length = 2 ** 32; return a.length;",
);
add(
  "memory and log bombs",
  limited("logs", "memory", "time"),
  "for (;;) console.log('x'.repeat(1000));",
  "for (;;) console.log({ a: 'b'.repeat(10000) });",
  "console.log('x'.repeat(2 * 1024 * 1024));",
  "for (let i = 0; ; i++) console.log(i);",
  "const big = { list: Array.from({ length: 100000 }, () => 'entry') }; for (;;) console.log(big);",
  "for (;;) console.log('\\u{1F600}'.repeat(5000));",
  "for (;;) console.log(...Array.from({ length: 1000 }, () => 'a'));",
  "for (;;) { console.log('a'); console.log('b'.repeat(4096)); }",
  "const s = 'q'.repeat(600000); console.log(s); console.log(s);",
  "for (;;) console.log(new Error('e'.repeat(2000)).stack);",
);
add(
  "return values",
  limited("result", "memory", "time"),
  "return 'x'.repeat(100000);",
  "return Array.from({ length: 50000 }, () => 'entry');",
  "return { data: 'd'.repeat(1e6) };",
  "return Array.from({ length: 20000 }, (_, i) => ({ i }));",
  "const o = {}; for (let i = 0; i < 20000; i++) o['key' + i] = i; return o;",
  "return { toJSON() { return 'x'.repeat(200000); } };",
  "return [{ a: 'x'.repeat(50000) }];",
  "return Array.from({ length: 100000 }, () => null);",
  "return { get big() { return 'y'.repeat(300000); } };",
  "return JSON.parse(JSON.stringify(Array.from({ length: 60000 }, () => 1)));",
);
add(
  "return values",
  failsOrLimited,
  "const o = {}; o.self = o; return o;",
  "const a = []; a.push(a); return a;",
  "return { get x() { throw new Error('getter'); } };",
  "return 10n;",
  "return { n: 1n };",
  "return new Proxy({}, { ownKeys() { throw new Error('keys'); } });",
  "return { toJSON() { throw new TypeError('no'); } };",
  "const o = { a: { b: {} } }; o.a.b.c = o; return o;",
  "return new Proxy({}, { get() { throw new Error('get'); } });",
  "const o = {}; Object.defineProperty(o, 'x', { enumerable: true, get() { throw 42; } }); return o;",
);
add(
  "return values",
  (r) => expect(r.ok).toBe(true),
  "return () => 1;",
  "return Symbol('s');",
  "return undefined;",
  "return { f() {}, s: Symbol('x'), u: undefined, n: 1 };",
  "return new Map([[1, 2]]);",
  "return new Date(0);",
  "return NaN;",
  "return [undefined, () => 1, Symbol('y')];",
  "return new Uint8Array(4);",
  "return Object.create(null);",
);
add(
  "prototype tricks",
  (r, sent) => {
    // Whatever the script did to its own world, calls still reach the host only by name, with JSON.
    expect(sent.every((name) => name === READ || name === DELETE)).toBe(true);
  },
  "ReadThing.constructor = null; return await ReadThing({});",
  "return ReadThing.constructor('return typeof process')();",
  "Object.setPrototypeOf(ReadThing, null); return await ReadThing({});",
  "Function.prototype.call = () => 'hijacked'; return await ReadThing({});",
  "JSON.stringify = () => '{\"id\":\"evil\"}'; return await ReadThing({ id: 'x' });",
  "JSON.parse = () => 'hijacked'; return await ReadThing({});",
  "Promise.prototype.then = function () { return 'hijacked'; }; return await ReadThing({});",
  "Object.prototype.toJSON = function () { return 'x'; }; return await ReadThing({ id: '1' });",
  "Array.prototype.map = null; return await ReadThing({});",
  "try { ReadThing.name = 'x'; } catch (e) {} return ReadThing.name;",
  "try { delete globalThis.ReadThing; } catch (e) {} return typeof ReadThing;",
  "try { globalThis.ReadThing = () => 'fake'; } catch (e) {} return await ReadThing({});",
  "Object.defineProperty(Object.prototype, 'then', { get() { return (r) => r('x'); }, configurable: true }); return await ReadThing({});",
  "return Object.getOwnPropertyNames(ReadThing.__proto__.__proto__);",
  "return ReadThing.toString();",
  "const input = { get id() { return 'from-getter'; } }; return await ReadThing(input);",
  "const input = new Proxy({}, { ownKeys() { throw new Error('x'); } }); return await ReadThing(input);",
  "const input = {}; input.self = input; try { return await ReadThing(input); } catch (e) { return e.kind; }",
  "return await ReadThing.call(null, {}), await ReadThing.apply(null, [{}]);",
  "Error.prototype.toString = () => { for (;;) {} }; return await ReadThing({ id: 'missing' });",
);
add(
  "reaching the host",
  (r) => hostless(r),
  "return typeof process;",
  "return typeof require;",
  "return typeof fetch;",
  "return typeof WebAssembly;",
  "return typeof Buffer + typeof setTimeout + typeof setImmediate + typeof queueMicrotask;",
  "return Function('return this')() === globalThis;",
  "return this === undefined ? 'none' : typeof this;",
  "return globalThis.constructor.constructor('return typeof process')();",
  "return (0, eval)('typeof process');",
  "return Object.keys(globalThis).filter((k) => k !== 'ReadThing' && k !== 'DeleteThing');",
  "return Object.getOwnPropertyNames(globalThis).filter((k) => /host|call|log|__/.test(k));",
  "try { return await import('node:fs'); } catch (e) { return String(e); }",
  "try { return require('child_process'); } catch (e) { return e.name; }",
  "try { return fetch('http://127.0.0.1:1/'); } catch (e) { return e.name; }",
  "try { return new WebAssembly.Module(new Uint8Array([0, 97, 115, 109])); } catch (e) { return e.name; }",
  "return typeof Deno + typeof Bun + typeof XMLHttpRequest + typeof __dirname + typeof module;",
  "try { return console.log.constructor('return process')(); } catch (e) { return e.name; }",
  "return Object.getOwnPropertyNames(console.log);",
  "try { return sleep.constructor('return typeof os')(); } catch (e) { return e.name; }",
  "return typeof std + typeof os + typeof scriptArgs;",
);
add(
  "deletion storms",
  (r, sent) => {
    expect(sent.filter((name) => name === DELETE).length).toBeLessThanOrEqual(200);
    limited("calls", "time")(r);
  },
  "for (let i = 0; i < 10000; i++) await DeleteThing({ id: String(i) });",
  "await Promise.all(Array.from({ length: 10000 }, (_, i) => DeleteThing({ id: String(i) })));",
  "for (let i = 0; i < 10000; i++) DeleteThing({ id: String(i) }); await sleep(1000);",
  "for (let i = 0; i < 10000; i++) { try { await DeleteThing({ id: String(i) }); } catch (e) {} }",
  "const all = []; for (let i = 0; i < 10000; i++) all.push(DeleteThing({})); await Promise.allSettled(all);",
  "let n = 0; while (n < 10000) { await DeleteThing({ id: String(n++) }); }",
  "for (let i = 0; i < 10000; i++) { await ReadThing({}); await DeleteThing({}); }",
  "await Promise.race(Array.from({ length: 10000 }, () => DeleteThing({}))); await sleep(1000);",
  "async function again(n) { if (n > 0) { await DeleteThing({}); await again(n - 1); } } await again(10000);",
  "const batch = () => Promise.all(Array.from({ length: 100 }, () => DeleteThing({}))); for (let i = 0; i < 100; i++) await batch();",
);
add(
  "unicode and long lines",
  contained,
  "return await ReadThing({ id: '\\ud800' });",
  "return '\\ud800\\udfff\\udc00';",
  "return 'مرحبا \\u202e gnp.exe \\u200b\\u200d\\ufeff';",
  "const é = 1, 变量 = 2, 𝒳 = 3; return é + 变量 + 𝒳;",
  `return '${"a".repeat(200000)}'.length;`,
  `// ${"c".repeat(300000)}\nreturn 1;`,
  `const ${"v".repeat(10000)} = 1; return 2;`,
  "return '\\u2028\\u2029'.length;",
  `return [${Array.from({ length: 5000 }, (_, i) => i).join(",")}].length;`,
  "console.log('\\u0000\\u0007\\u001b[31m'); return 'ok';",
  "return '\\u{10FFFF}'.codePointAt(0);",
  `return 1;${" ".repeat(100000)}`,
  "let s = ''; for (let i = 0; i < 0x800; i++) s += String.fromCharCode(0xd800 + (i % 0x800)); return s.length;",
  "\u0000return 1;",
  "return '\u0301\u0301\u0301e'.normalize('NFC').length;",
  "return [...'👩‍👩‍👧‍👦'].length;",
  "return encodeURIComponent('\uD800');",
);

// Every global a script might hope the host left: none is there but the language's own.
const LANGUAGE_GLOBALS = new Set(["SharedArrayBuffer", "Atomics", "performance"]);
for (const name of [
  "process",
  "require",
  "module",
  "exports",
  "Buffer",
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "setTimeout",
  "setInterval",
  "setImmediate",
  "clearTimeout",
  "queueMicrotask",
  "structuredClone",
  "navigator",
  "location",
  "document",
  "window",
  "self",
  "global",
  "Deno",
  "Bun",
  "os",
  "std",
  "scriptArgs",
  "print",
  "WebAssembly",
  "importScripts",
  "postMessage",
  "__filename",
  "__dirname",
  "crypto",
  "TextEncoder",
  "MessageChannel",
  "Worker",
]) {
  add(
    "reaching the host",
    (r) => {
      expect(r.ok).toBe(true);
      if (r.ok && !LANGUAGE_GLOBALS.has(name)) expect(r.value).toBe("undefined");
    },
    `return typeof ${name};`,
  );
}
for (const count of [201, 250, 500, 1000, 2000, 5000, 20000, 50000, 100000, 1000000]) {
  add(
    "deletion storms",
    (r, sent) => {
      expect(sent.length).toBeLessThanOrEqual(200);
      limited("calls")(r);
      if (!r.ok) expect(r.calls.length).toBe(200);
    },
    `for (let i = 0; i < ${count}; i++) await DeleteThing({ id: String(i) }); return "all done";`,
  );
}
for (const at of [
  "\\ud800",
  "x\\udc00",
  "\\udbff\\udbff",
  "a\\ud83d",
  "\\udfffz",
  "\\ud800\\u0000",
  "ok\\ud800ok",
  "\\uDFFF",
  "\\ud83d\\ude00\\ud83d",
  "\\ud800".repeat(3),
]) {
  add(
    "unicode and long lines",
    (r, sent) => {
      // The string goes to the tool as JSON text, and whatever the tool answers comes back as a result.
      expect(sent).toEqual([READ]);
      expect(r.ok).toBe(true);
    },
    `return await ReadThing({ id: "${at}" });`,
  );
}

// Work the engine does not step through in time (README, "What the sandbox cannot do"): the stack overflowing and
// unwinding through `finally` again and again, and a built-in call repeated forever. The clock is frozen, so the
// engine's own time limit never comes; the hard-stop timer fires as soon as the script has started (its first read
// of the clock), and only the hard stop can end them.
function hardStopOnceStarted(): ExecuteOptions {
  let fire: (() => void) | undefined;
  let started = false;
  return {
    clock: () => {
      if (!started) setImmediate(() => fire?.());
      started = true;
      return 0;
    },
    timer: (f) => {
      fire = f;
      return () => (fire = undefined);
    },
  };
}
for (const code of [
  "function f() { try { return f(); } finally { f(); } }\nf();",
  "for (;;) new Array(1e5).fill(1);",
  "const a = []; function f() { try { return f(); } finally { a.push(f()); } }\nf();",
])
  cases.push({ kind: "loops and recursion", code, expect: limited("time"), options: hardStopOnceStarted() });

const counts = new Map<Kind, number>();
for (const c of cases) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);

// The gc() of a fresh context, made callable once the flag is set.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

describe("hostile scripts", () => {
  let before: { heap: number; external: number; resources: number };
  const kit = fakeKit();
  const runner = new CodeRunner(kit);
  // A clock that moves 50 ms each time it is read: the wall-time limit comes after a fixed number of the engine's
  // checks, however busy the machine. Scripts that call tools read it more often, and get a limit they cannot reach.
  let ticks = 0;
  const clock = () => (ticks += 50);
  // The hard stop is the cases' own to fire (below); for the rest the engine's limits, read from the clock, decide.
  const never: HardStopTimer = () => () => undefined;
  const limits = { timeoutMs: 400, memoryBytes: 32 * 1024 * 1024, clock, timer: never };
  const long = { ...limits, timeoutMs: 10_000_000 };

  beforeAll(async () => {
    await runner.execute("return 1;", limits); // the engine loaded, as it stays
    gc();
    const { heapUsed, external } = process.memoryUsage();
    before = { heap: heapUsed, external, resources: process.getActiveResourcesInfo().length };
  });

  it("has at least 200 cases, at least 10 of each kind", () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    for (const kind of counts.keys()) expect(counts.get(kind)).toBeGreaterThanOrEqual(10);
  });

  it.each(cases.map((c, i) => [i, c.kind, c.code.slice(0, 60), c] as const))(
    "#%i %s: %s",
    async (_i, _kind, _code, c) => {
      kit.sent.length = 0;
      const result = await runner.execute(c.code, { ...(c.long ? long : limits), ...c.options });
      expect(typeof result.ok).toBe("boolean");
      expect(Array.isArray(result.logs) && Array.isArray(result.calls)).toBe(true);
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      expect(JSON.stringify(result)).not.toContain(TOKEN);
      c.expect(result, kit.sent);
    },
  );

  afterAll(async () => {
    // What the scripts left behind: nothing that lasts. Timers end with their script; dropped engines are collected.
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
    const { heapUsed, external } = process.memoryUsage();
    expect(process.getActiveResourcesInfo().length).toBeLessThanOrEqual(before.resources);
    expect(heapUsed - before.heap).toBeLessThan(MARGIN_BYTES);
    expect(external - before.external).toBeLessThan(MARGIN_BYTES);
  });
});

/** How far the host's heap and external memory may end above where they started, after the suite and a GC. */
const MARGIN_BYTES = 64 * 1024 * 1024;

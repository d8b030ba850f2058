// The hard stop: a script whose work the engine does not interrupt (unwinding an overflowed stack through `finally`)
// is ended with its worker thread when the hard-stop timer fires. The clock is frozen, so the engine's own limit
// never comes: only the injected timer, fired by the test, can end these scripts. And the cap on threads: a script
// past it waits for one.
import { describe, expect, it } from "vitest";
import { CodeRunner, HARD_STOP_GRACE_MS, type HardStopTimer } from "../src/code/index.js";
import { WorkerPool, type Job } from "../src/code/host.js";
import { LIMIT_DEFAULTS } from "../src/code/run.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const READ = "ReadThing";
const DELETE = "DeleteThing";
/** Runs for seconds past any limit: each `finally` starts the overflow again as the stack unwinds. */
const UNWINDING = "function f() { try { return f(); } finally { f(); } }\nf();";

/** A timer the test fires: each arming is kept with its delay. */
function manualTimer() {
  const armed: Array<{ fire: () => void; ms: number; cancelled: boolean }> = [];
  const timer: HardStopTimer = (fire, ms) => {
    const entry = { fire, ms, cancelled: false };
    armed.push(entry);
    return () => void (entry.cancelled = true);
  };
  const live = () => armed.filter((a) => !a.cancelled);
  return { armed, timer, live };
}

/** A kit whose calls the test holds open or lets through; it counts what reached it. */
function heldKit() {
  const sent: Array<{ name: string; signal?: AbortSignal }> = [];
  let reached: () => void = () => undefined;
  const releases: Array<() => void> = [];
  const definition = (name: string, group: string) =>
    ({ name, group, annotations: { readOnlyHint: group === "retrieval" } }) as unknown as ToolDefinition;
  return {
    sent,
    releases,
    /** Settles when the next call reaches the kit. */
    nextCall: () => new Promise<void>((resolve) => (reached = resolve)),
    definitions: [definition(READ, "retrieval"), definition(DELETE, "deletion")],
    invoke(name: string, _input: unknown, options?: { signal?: AbortSignal }): Promise<JsonValue> {
      sent.push({ name, ...(options?.signal && { signal: options.signal }) });
      reached();
      if (name === READ) return Promise.resolve({ id: "1" });
      return new Promise((resolve) => releases.push(() => resolve({ deleted: true })));
    },
  };
}

const frozen = () => 0;

describe("the hard stop", () => {
  it("ends a script the engine does not interrupt, answers the time limit, and the next script runs", async () => {
    const kit = heldKit();
    const runner = new CodeRunner(kit);
    const { timer, live } = manualTimer();
    const timeoutMs = 500;
    const called = kit.nextCall();
    const running = runner.execute(`await ${READ}({});\n${UNWINDING}`, { timeoutMs, clock: frozen, timer });
    await called; // the script is running on its worker; after the call's answer it unwinds for seconds
    await new Promise(setImmediate); // the call's answer is sent (its record settled) before the stop
    expect(live().map((a) => a.ms)).toEqual([timeoutMs + HARD_STOP_GRACE_MS]);
    live()[0]!.fire();
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "time" }, logs: [] });
    expect(result.calls).toEqual([{ tool: READ, ok: true, ms: 0, line: 1 }]);
    if (!result.ok) expect(result.error.message).toContain(`${timeoutMs} ms`);
    // A fresh worker runs the next script; the stopped one's timer is done with.
    expect(await runner.execute("return 6 * 7;", { timer })).toMatchObject({ ok: true, value: 42 });
  });

  it("reports a call in flight when the script is stopped as such, and never sends it again", async () => {
    const kit = heldKit();
    const runner = new CodeRunner(kit);
    const { timer, live } = manualTimer();
    const called = kit.nextCall();
    const running = runner.execute(`${DELETE}({});\n${UNWINDING}`, { clock: frozen, timer });
    await called;
    live()[0]!.fire();
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "time" } });
    expect(result.calls).toEqual([{ tool: DELETE, ok: false, ms: 0, line: 1, inFlight: true }]);
    if (!result.ok) expect(result.error.message).toMatch(/1 in flight were abandoned, not sent again/);
    // The kit was told to abandon it; its late answer changes nothing, and nothing is sent again.
    expect(kit.sent.map((s) => s.name)).toEqual([DELETE]);
    expect(kit.sent[0]!.signal?.aborted).toBe(true);
    kit.releases.forEach((release) => release());
    await new Promise(setImmediate);
    expect(result.calls).toEqual([{ tool: DELETE, ok: false, ms: 0, line: 1, inFlight: true }]);
    expect(await runner.execute(`return (await ${READ}({})).id;`, { timer })).toMatchObject({ ok: true, value: "1" });
    expect(kit.sent.map((s) => s.name)).toEqual([DELETE, READ]);
  });

  it("ends a cancelled script the engine does not interrupt, after the cancel's grace", async () => {
    const kit = heldKit();
    const runner = new CodeRunner(kit);
    const { timer, live } = manualTimer();
    const cancel = new AbortController();
    const called = kit.nextCall();
    // The call is not awaited: the script goes straight on into the unwinding, where it is when the cancel comes.
    const running = runner.execute(`${DELETE}({});\n${UNWINDING}`, { clock: frozen, timer, signal: cancel.signal });
    await called;
    cancel.abort();
    // The time limit's stop is replaced by the cancel's, a grace later.
    expect(live().map((a) => a.ms)).toEqual([HARD_STOP_GRACE_MS]);
    live()[0]!.fire();
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "cancelled" } });
    // Ended by the hard stop, not by the engine's own check (which comes seconds later, if at all).
    if (!result.ok) expect(result.error.message).toMatch(/thread was ended/);
    expect(await runner.execute("return 1;", { timer })).toMatchObject({ ok: true, value: 1 });
  });
});

describe("the cap on threads", () => {
  const job = (kit: ReturnType<typeof heldKit>, body: string, signal?: AbortSignal): Job => ({
    code: body,
    names: [READ, DELETE],
    limits: LIMIT_DEFAULTS,
    invoke: kit.invoke.bind(kit),
    timer: manualTimer().timer,
    ...(signal && { signal }),
  });

  it("runs a script past the cap once a thread is free, and a script cancelled while it waits never runs", async () => {
    const kit = heldKit();
    const pool = new WorkerPool(1);
    const called = kit.nextCall();
    const first = pool.run(job(kit, `return await ${DELETE}({});`));
    await called; // the first script holds the only thread
    const second = pool.run(job(kit, `return (await ${READ}({})).id;`));
    const cancel = new AbortController();
    const third = pool.run(job(kit, `await ${DELETE}({});`, cancel.signal));
    expect(pool.waiting).toBe(2);
    cancel.abort();
    expect(await third).toMatchObject({ ok: false, error: { kind: "limit", limit: "cancelled" }, calls: [] });
    expect(pool.waiting).toBe(1);
    expect(kit.sent.map((s) => s.name)).toEqual([DELETE]);

    kit.releases.forEach((release) => release());
    expect(await first).toMatchObject({ ok: true, value: { deleted: true } });
    expect(await second).toMatchObject({ ok: true, value: "1" });
    expect(pool.waiting).toBe(0);
    expect(kit.sent.map((s) => s.name)).toEqual([DELETE, READ]);
  });
});

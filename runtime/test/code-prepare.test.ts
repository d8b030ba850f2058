// Stripping and type-checking happen on the script's worker thread, under a budget of their own, before the script's
// wall time starts: a huge script is refused before anything runs, a slow check is ended by its budget (a host
// blocked by the check could not even fire it), a fresh thread's start is not charged to it, and a cancel ends the
// preparation at once.
import { EventEmitter } from "node:events";
import { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { CodeRunner, HARD_STOP_GRACE_MS, MAX_SCRIPT_BYTES, PREPARE_MS, type HardStopTimer } from "../src/code/index.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const READ = "ReadThing";
const DECLARATIONS = `// tool: ${READ}\ndeclare function ${READ}(input: { id: string }): Promise<{ id: string }>;\n`;

function kit() {
  const sent: string[] = [];
  return {
    sent,
    definitions: [
      { name: READ, group: "retrieval", annotations: { readOnlyHint: true } },
    ] as unknown as ToolDefinition[],
    async invoke(name: string): Promise<JsonValue> {
      sent.push(name);
      return { id: "1" };
    },
  };
}

/** A timer the test fires: each arming is kept with its delay. */
function manualTimer() {
  const armed: Array<{ fire: () => void; ms: number; cancelled: boolean }> = [];
  const timer: HardStopTimer = (fire, ms) => {
    const entry = { fire, ms, cancelled: false };
    armed.push(entry);
    return () => void (entry.cancelled = true);
  };
  return { armed, timer };
}

describe("preparing a script", () => {
  it(`refuses a script over ${MAX_SCRIPT_BYTES} bytes before anything runs`, async () => {
    const k = kit();
    const code = `await ${READ}({ id: "1" });\n// ${"x".repeat(MAX_SCRIPT_BYTES)}`;
    const result = await new CodeRunner(k, async () => DECLARATIONS).execute(code, { typecheck: true });
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "size" }, calls: [] });
    expect(k.sent).toEqual([]);
  });

  it("the type-check has its own budget, and the script's wall time starts after it", async () => {
    const k = kit();
    const { armed, timer } = manualTimer();
    const timeoutMs = 700;
    // The clock moves only once the preparation's budget has ended, and then far past the limit: a run whose wall
    // time started before the type-check would be stopped; one that starts after it is not, however slow the machine.
    const clock = () => (armed[0]?.cancelled ? 10 * timeoutMs : 0);
    const result = await new CodeRunner(k, async () => DECLARATIONS).execute(
      `const t = await ${READ}({ id: "1" });\nreturn t.id;`,
      { typecheck: true, timer, timeoutMs, clock },
    );
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, value: "1" });
    // first the preparation's budget, ended once it was done; then the run's hard stop
    expect(armed.map((a) => a.ms)).toEqual([PREPARE_MS, timeoutMs + HARD_STOP_GRACE_MS]);
    expect(armed[0]!.cancelled).toBe(true);
  });

  it("a fresh thread's start is not charged to the budget: it is armed once the thread has the script", async () => {
    // What the host hears from its threads, in order with the timers it arms.
    const events: string[] = [];
    const heard = vi.spyOn(Worker.prototype, "emit").mockImplementation(function (this: Worker, event, ...args) {
      if (event === "message") events.push(`heard ${(args[0] as { type: string }).type}`);
      return EventEmitter.prototype.emit.call(this, event, ...args);
    });
    try {
      const timer: HardStopTimer = (_fire, ms) => {
        events.push(`armed ${ms}`);
        return () => undefined;
      };
      const result = await new CodeRunner(kit(), async () => DECLARATIONS).execute("return 1;", { timer });
      expect(result).toMatchObject({ ok: true, value: 1 });
    } finally {
      heard.mockRestore();
    }
    expect(events.indexOf(`armed ${PREPARE_MS}`)).toBeGreaterThan(0);
    expect(events[0]).toMatch(/^heard /);
  });

  it("a type-check past its budget is ended with its thread; nothing runs, and the next script does", async () => {
    const k = kit();
    const { armed, timer } = manualTimer();
    const runner = new CodeRunner(k, async () => DECLARATIONS);
    const prepareMs = 1234;
    const running = runner.execute(`await ${READ}({ id: "1" });`, { typecheck: true, timer, prepareMs });
    // Fired as soon as it is armed: the worker is still loading the compiler, and the host is free to fire it.
    await vi.waitFor(() => expect(armed).toHaveLength(1), { interval: 5, timeout: 60_000 });
    expect(armed[0]!.ms).toBe(prepareMs);
    armed[0]!.fire();
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "prepare" }, calls: [] });
    if (!result.ok) expect(result.error.message).toContain(`${prepareMs} ms`);
    expect(k.sent).toEqual([]);
    expect(await runner.execute("return 1;", { timer })).toMatchObject({ ok: true, value: 1 });
  });

  it("a cancel while it is prepared ends it at once", async () => {
    const k = kit();
    const { armed, timer } = manualTimer();
    const cancel = new AbortController();
    const running = new CodeRunner(k, async () => DECLARATIONS).execute(`await ${READ}({ id: "1" });`, {
      typecheck: true,
      timer,
      signal: cancel.signal,
    });
    await vi.waitFor(() => expect(armed).toHaveLength(1), { interval: 5, timeout: 60_000 });
    cancel.abort();
    expect(await running).toMatchObject({ ok: false, error: { kind: "limit", limit: "cancelled" }, calls: [] });
    expect(k.sent).toEqual([]);
  });
});

// Calls in flight when a script stops: whatever stopped it (its time, a cancel, its call limit, or a value read after
// it returned), a call that was started and not answered is reported as in flight, outcome unknown, never as failed.
import { describe, expect, it } from "vitest";
import { CodeRunner, type HardStopTimer } from "../src/code/index.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const DELETE = "DeleteThing";
const noHardStop: HardStopTimer = () => () => undefined;

/** A kit whose deletions reach it and are never answered while the test looks. */
function heldKit() {
  const sent: string[] = [];
  let reached: () => void = () => undefined;
  return {
    sent,
    nextCall: () => new Promise<void>((resolve) => (reached = resolve)),
    definitions: [
      { name: DELETE, group: "deletion", annotations: { readOnlyHint: false } },
    ] as unknown as ToolDefinition[],
    invoke(name: string): Promise<JsonValue> {
      sent.push(name);
      reached();
      return new Promise(() => undefined);
    },
  };
}

function expectInFlight(result: Awaited<ReturnType<CodeRunner["execute"]>>, sent: number) {
  expect(result.calls).toHaveLength(sent);
  for (const call of result.calls) expect(call).toMatchObject({ tool: DELETE, ok: false, inFlight: true });
  for (const call of result.calls) expect(call.error).toBeUndefined();
}

describe("calls in flight at a soft stop", () => {
  it("the time limit: the deletion sent is in flight, and the message says so", async () => {
    const kit = heldKit();
    let now = 0;
    const called = kit.nextCall();
    const running = new CodeRunner(kit).execute(`await ${DELETE}({});`, {
      timeoutMs: 20,
      clock: () => now,
      timer: noHardStop,
    });
    await called;
    now = 1e9; // past the deadline: the engine's next look at the clock stops it
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "time" } });
    expectInFlight(result, 1);
    if (!result.ok) expect(result.error.message).toMatch(/1 in flight/);
  });

  it("a cancel", async () => {
    const kit = heldKit();
    const cancel = new AbortController();
    const called = kit.nextCall();
    const running = new CodeRunner(kit).execute(`await ${DELETE}({});`, { signal: cancel.signal, timer: noHardStop });
    await called;
    cancel.abort();
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "cancelled" } });
    expectInFlight(result, 1);
  });

  it("the call limit: every deletion started is in flight", async () => {
    const kit = heldKit();
    const maxCalls = 3;
    const code = `const all = []; for (let i = 0; i <= ${maxCalls}; i++) all.push(${DELETE}({})); await Promise.all(all);`;
    const result = await new CodeRunner(kit).execute(code, { maxCalls, timer: noHardStop });
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "calls" } });
    expect(kit.sent).toHaveLength(maxCalls);
    expectInFlight(result, maxCalls);
  });

  it("a call made while the result is read (toJSON)", async () => {
    const kit = heldKit();
    const code = `return { toJSON() { ${DELETE}({}); return 1; } };`;
    const result = await new CodeRunner(kit).execute(code, { timer: noHardStop });
    expect(kit.sent).toHaveLength(1);
    expectInFlight(result, 1);
  });
});

// The worker pool after a script hits a limit, and many calls in flight: the worker whose engine ran out of memory is
// not reused (its memory goes with its thread), one stopped at its time or call limit is, and the host prints no
// listener warning however many calls wait.
import { describe, expect, it } from "vitest";
import { WorkerPool, type Job } from "../src/code/host.js";
import { LIMIT_DEFAULTS } from "../src/code/run.js";
import type { HardStopTimer } from "../src/code/types.js";
import type { JsonValue } from "../src/contract.js";

const READ = "ReadThing";
const noTimer: HardStopTimer = () => () => undefined;

function job(body: string, invoke: Job["invoke"], limits: Partial<Job["limits"]> = {}): Job {
  return { code: body, names: [READ], limits: { ...LIMIT_DEFAULTS, ...limits }, invoke, timer: noTimer };
}

const answer = async (): Promise<JsonValue> => ({ id: "1" });

describe("a worker whose engine hit a limit", () => {
  it("is not reused: the next script runs on a fresh thread", async () => {
    const pool = new WorkerPool(1);
    expect(await pool.run(job("return 1;", answer))).toMatchObject({ ok: true });
    const before = pool.threadsStarted;
    const bomb = 'const a = []; for (;;) a.push({ n: a.length, s: "y" + a.length });';
    const result = await pool.run(job(bomb, answer, { memoryBytes: 16 * 1024 * 1024 }));
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "memory" } });
    // the bombed worker was ended and a fresh one started in its place
    expect(pool.threadsStarted).toBe(before + 1);
    expect(await pool.run(job("return 2;", answer))).toMatchObject({ ok: true, value: 2 });
    expect(pool.threadsStarted).toBe(before + 1);
  });

  it("stopped at its time or call limit, keeps its worker warm", async () => {
    const pool = new WorkerPool(1);
    await pool.run(job("return 1;", answer));
    const before = pool.threadsStarted;
    let now = 0;
    const clock = () => (now += 50); // the wall-time limit comes after a fixed number of the engine's checks
    const spin = await pool.run({ ...job("for (;;) {}", answer, { timeoutMs: 400 }), clock });
    expect(spin).toMatchObject({ ok: false, error: { kind: "limit", limit: "time" } });
    const storm = await pool.run(job(`for (;;) await ${READ}({});`, answer, { maxCalls: 3 }));
    expect(storm).toMatchObject({ ok: false, error: { kind: "limit", limit: "calls" } });
    expect(await pool.run(job("return 2;", answer))).toMatchObject({ ok: true, value: 2 });
    expect(pool.threadsStarted).toBe(before);
  });

  it("a script that ends well keeps its worker warm", async () => {
    const pool = new WorkerPool(1);
    await pool.run(job("return 1;", answer));
    const before = pool.threadsStarted;
    await pool.run(job("return 2;", answer));
    expect(pool.threadsStarted).toBe(before);
  });
});

describe("many calls in flight", () => {
  it("print no MaxListenersExceededWarning on the host", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const count = 3 * 10 + 5; // past events' default of 10 listeners, thrice
      const waiting: Array<() => void> = [];
      // Like the kit's own requests, each call listens to the abort signal it is given.
      const invoke: Job["invoke"] = (_name, _input, options) =>
        new Promise((resolve) => {
          options?.signal?.addEventListener("abort", () => undefined);
          waiting.push(() => resolve({ id: "1" }));
          if (waiting.length === count) waiting.forEach((release) => release());
        });
      const body = `const all = []; for (let i = 0; i < ${count}; i++) all.push(${READ}({})); return (await Promise.all(all)).length;`;
      const result = await new WorkerPool(1).run(job(body, invoke));
      expect(result).toMatchObject({ ok: true, value: count });
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on a later tick
      expect(warnings).not.toContain("MaxListenersExceededWarning");
    } finally {
      process.off("warning", onWarning);
    }
  });
});

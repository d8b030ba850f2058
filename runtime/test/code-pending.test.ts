// Hundreds of thousands of sleeps waiting at once: the script ends with the memory limit, not with a host-internal
// error blamed on it; a few thousand still run.
import { describe, expect, it } from "vitest";
import { CodeRunner } from "../src/code/index.js";
import { MAX_PENDING } from "../src/code/run.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const kit = {
  definitions: [
    { name: "ReadThing", group: "retrieval", annotations: { readOnlyHint: true } },
  ] as unknown as ToolDefinition[],
  invoke: async (): Promise<JsonValue> => ({ id: "1" }),
};

describe("sleeps waiting at once", () => {
  const runner = new CodeRunner(kit);
  it("past the cap, the script ends with the memory limit", async () => {
    const result = await runner.execute(
      `for (let i = 0; i <= ${MAX_PENDING}; i++) sleep(1);\nawait sleep(1);\nreturn 1;`,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "memory" } });
  });

  it("under it, they run", async () => {
    const result = await runner.execute(
      `const all = [];\nfor (let i = 0; i < 1000; i++) all.push(sleep(1));\nawait Promise.all(all);\nreturn 1;`,
    );
    expect(result).toMatchObject({ ok: true, value: 1 });
  });
});

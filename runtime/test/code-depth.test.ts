// Values nested thousands of levels deep at the script's boundary: a returned value is refused as too deeply nested
// (not a protocol error, not a value lost between threads), and a tool input is invalid_input that reaches no tool.
import { describe, expect, it } from "vitest";
import { CodeRunner } from "../src/code/index.js";
import { MAX_VALUE_DEPTH } from "../src/code/run.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const READ = "ReadThing";

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

const nest = (levels: number) => `let v = 1; for (let i = 0; i < ${levels}; i++) v = [v];`;

describe("nesting at the script's boundary", () => {
  const k = kit();
  const runner = new CodeRunner(k);
  it.each([2500, 5000])("a returned value %i levels deep is refused as nested too deeply", async (levels) => {
    const result = await runner.execute(`${nest(levels)}\nreturn v;`);
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "result" } });
    if (!result.ok) expect(result.error.message).toMatch(/nested too deeply/);
  });

  it(`a value ${MAX_VALUE_DEPTH} levels deep comes back`, async () => {
    const result = await runner.execute(`${nest(MAX_VALUE_DEPTH - 1)}\nreturn v;`);
    expect(result.ok).toBe(true);
  });

  it("a tool input nested too deeply is invalid_input and reaches no tool", async () => {
    const code = `${nest(5000)}\ntry { await ${READ}({ id: v }); } catch (e) { return e.kind; }`;
    const result = await runner.execute(code);
    expect(result).toMatchObject({ ok: true, value: "invalid_input" });
    expect(k.sent).toEqual([]);
  });
});

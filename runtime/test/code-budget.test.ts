// `execute`'s answer within the kit's result budget, counted in tokens: a megabyte of logs comes back cut to fit with
// a note, and a value of wide characters is measured by its tokens, not its characters.
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { DEFAULT_RESULT_BUDGET } from "../src/adapters/budget.js";
import { CodeRunner, LIMIT_DEFAULTS } from "../src/code/index.js";
import { EXECUTE, runCodeTool, type CodeModeKit } from "../src/code/tools.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const READ = "ReadThing";

function codeKit(resultBudget?: number): CodeModeKit {
  const kit = {
    definitions: [
      { name: READ, group: "retrieval", annotations: { readOnlyHint: true } },
    ] as unknown as ToolDefinition[],
    invoke: async (): Promise<JsonValue> => ({ id: "1" }),
  };
  const runner = new CodeRunner(kit);
  return {
    definitions: kit.definitions,
    execute: (code, options) => runner.execute(code, options),
    apiDeclarations: async () => "",
    ...(resultBudget !== undefined && { resultBudget }),
  } as CodeModeKit;
}

const run = (kit: CodeModeKit, code: string) => runCodeTool(kit, {}, EXECUTE, { code });

describe("execute within the result budget", () => {
  it("a megabyte of logs is cut to fit, with a note; the answer's tokens stay within the budget", async () => {
    const budget = 2000;
    const line = "x".repeat(1000);
    const lines = Math.floor(LIMIT_DEFAULTS.maxLogBytes / (line.length + 1)) - 1;
    const outcome = await run(codeKit(budget), `for (let i = 0; i < ${lines}; i++) console.log("${line}");\nreturn 1;`);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const answer = outcome.value as { value: number; logs: string[]; logsCut?: string };
    expect(answer.value).toBe(1);
    expect(answer.logs.length).toBeGreaterThan(0);
    expect(answer.logs.length).toBeLessThan(lines);
    expect(answer.logsCut).toContain(`of ${lines} log lines shown`);
    expect(encode(JSON.stringify(answer)).length).toBeLessThanOrEqual(budget);
  });

  it("a value of wide characters is measured in tokens: over the default budget, it is refused", async () => {
    // Fewer characters than the old 40,000-character limit, but a token each.
    const count = 3 * DEFAULT_RESULT_BUDGET;
    const outcome = await run(codeKit(), `return "字".repeat(${count});`);
    expect(outcome).toMatchObject({ ok: false, error: { kind: "invalid_input" } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/tokens as JSON, over the \d+-token result limit/);
  });

  it("a value within the budget comes back whole", async () => {
    const outcome = await run(codeKit(), `return "字".repeat(${DEFAULT_RESULT_BUDGET / 2});`);
    expect(outcome).toMatchObject({ ok: true, value: { value: "字".repeat(DEFAULT_RESULT_BUDGET / 2) } });
  });
});

// A listing cut to fit the result budget offers a continuation only when the tool would accept it: never an offset
// above the tool's own maximum, nor a copy of an absurd upstream offset.
import { describe, expect, it } from "vitest";
import { fitResult, type CutNotice } from "../src/adapters/budget.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

const MAX_OFFSET = 10_000;
const definition = {
  name: "ListThings",
  operation: {
    params: [
      { name: "starting_item_offset", in: "query", upstream: "offset" },
      { name: "page_size", in: "query", upstream: "limit" },
    ],
  },
  inputSchema: {
    type: "object",
    properties: {
      starting_item_offset: { type: "integer", minimum: 0, maximum: MAX_OFFSET },
      page_size: { type: "integer", minimum: 1, maximum: 1000 },
    },
  },
} as unknown as ToolDefinition;

const listing = (offset: number): JsonValue => ({
  total_count: 1e6,
  offset,
  entries: Array.from({ length: 200 }, (_, i) => ({ id: String(i), name: `entry ${i} ${"x".repeat(200)}` })),
});

async function cut(input: Record<string, unknown>, value: JsonValue): Promise<CutNotice> {
  const fitted = (await fitResult(value, {
    definition,
    input,
    budget: 2000,
    reread: () => Promise.reject(new Error("not reread")),
  })) as unknown as { cut_to_fit: CutNotice };
  return fitted.cut_to_fit;
}

describe("a cut listing's continuation", () => {
  it("is offered within the tool's maximum", async () => {
    const notice = await cut({ starting_item_offset: 0 }, listing(0));
    expect(notice.next?.starting_item_offset).toBe(notice.shown);
  });

  it(`is not offered past the tool's maximum offset (${MAX_OFFSET})`, async () => {
    const notice = await cut({ starting_item_offset: MAX_OFFSET }, listing(MAX_OFFSET));
    expect(notice.shown).toBeGreaterThan(0);
    expect(notice.next).toBeUndefined();
    expect(notice.note).toContain(String(MAX_OFFSET));
  });

  it("does not copy an upstream offset of 1e300", async () => {
    const notice = await cut({}, listing(1e300));
    expect(notice.next).toBeUndefined();
  });
});

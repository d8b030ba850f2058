// Input validation: the schema check and the cross-parameter rules together, on a generated tool; and each kind of
// rule as the runtime judges the data a tool module states.
import { describe, expect, it } from "vitest";
import { tools } from "@toolgen/messaging";
import { inputValidator, type RuleCheck } from "@toolgen/runtime";
import { judge, reads } from "../src/rules.js";
import { toolFor } from "../../test/support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });

const { validate } = tools[CHAT_POSTMESSAGE]!;
const rules = (input: unknown) => validate(input).map((issue) => `${issue.param}:${issue.rule}`);

describe("inputValidator", () => {
  it("accepts a valid input", () => {
    expect(validate({ message: "hi", conversation_id: "C1" })).toEqual([]);
  });

  it("names a schema problem and a broken rule in one refusal", () => {
    expect(rules({ thread_ts: "1" })).toEqual(["message:required", "conversation_id:conversation_selector"]);
  });

  it("skips a rule that reads a parameter the schema already refused", () => {
    // reply_broadcast is not a boolean: its "requires thread_ts" rule would judge the wrong value.
    expect(rules({ message: "hi", conversation_id: "C1", reply_broadcast: "yes" })).toEqual(["reply_broadcast:type"]);
    expect(rules({ message: "hi", conversation_id: "C1", reply_broadcast: true })).toEqual([
      "reply_broadcast:requires",
    ]);
  });

  it("runs no rule on an input that is not an object", () => {
    expect(rules([])).toEqual([":type"]);
    expect(rules(null)).toEqual([":type"]);
  });
});

describe("rules as data", () => {
  const issue = { rule: "r", message: "m", hint: "h" };
  // Each kind of rule, with inputs that keep and that break it (the names stand for any parameters).
  const table: Array<{ check: RuleCheck; keeps: object[]; breaks: object[] }> = [
    {
      check: { kind: "exactlyOneOf", param: "a", groups: [["a"], ["b", "c"]], ...issue },
      keeps: [{ a: "x" }, { b: "x" }, { b: "x", c: ["y"] }, { a: "x", b: [] }],
      breaks: [{}, { a: "x", c: ["y"] }, { a: null, b: [] }],
    },
    {
      check: { kind: "atLeastOneOf", param: "a", params: ["a", "b"], ...issue },
      keeps: [{ a: 1 }, { b: false }],
      breaks: [{}, { a: [], b: null }],
    },
    {
      check: { kind: "mutuallyExclusive", param: "b", params: ["a", "b"], ...issue },
      keeps: [{}, { a: "x" }, { a: "x", b: [] }],
      breaks: [{ a: "x", b: "y" }],
    },
    {
      check: { kind: "requires", param: "a", other: "b", ...issue },
      keeps: [{}, { b: "x" }, { a: "x", b: "y" }],
      breaks: [{ a: "x" }, { a: "x", b: [] }],
    },
    {
      check: { kind: "requires", param: "a", whenValues: [true], other: "b", values: ["on", "both"], ...issue },
      keeps: [{ a: false }, { a: true, b: "both" }],
      breaks: [{ a: true }, { a: true, b: "off" }],
    },
    {
      check: { kind: "forbiddenWhen", param: "a", when: { b: "x", c: 2 }, ...issue },
      keeps: [{ a: "v" }, { a: "v", b: "x" }, { b: "x", c: 2 }],
      breaks: [{ a: "v", b: "x", c: 2 }],
    },
    {
      check: { kind: "maxTotalItems", param: "a", params: ["a", "b"], maximum: 3, ...issue },
      keeps: [{}, { a: [1, 2], b: [3] }],
      breaks: [{ a: [1, 2], b: [3, 4] }],
    },
    {
      check: { kind: "maximumWhen", param: "a", when: { b: "x" }, maximum: 10, ...issue },
      keeps: [{ a: 50 }, { a: 10, b: "x" }],
      breaks: [{ a: 11, b: "x" }],
    },
    {
      check: { kind: "rangeInOrder", param: "a", ...issue },
      keeps: [{}, { a: "bytes=0-0" }, { a: "bytes=9-18446744073709551616" }],
      breaks: [{ a: "bytes=10-9" }],
    },
  ];

  it.each(table)("judge $check.kind as the manifest states it", ({ check, keeps, breaks }) => {
    const broken = judge(check);
    for (const input of keeps) expect(broken(input as Record<string, unknown>), JSON.stringify(input)).toBe(false);
    for (const input of breaks) expect(broken(input as Record<string, unknown>), JSON.stringify(input)).toBe(true);
  });

  it("read every parameter their condition names, and nothing else", () => {
    expect(table.map(({ check }) => reads(check).sort())).toEqual([
      ["a", "b", "c"],
      ["a", "b"],
      ["a", "b"],
      ["a", "b"],
      ["a", "b"],
      ["a", "b", "c"],
      ["a", "b"],
      ["a", "b"],
      ["a"],
    ]);
  });

  it("raise the issue each states, word for word", () => {
    const check: RuleCheck = {
      kind: "atLeastOneOf",
      param: "a",
      params: ["a"],
      rule: "needs_a",
      message: "M.",
      hint: "H.",
    };
    const validate = inputValidator(
      { inputSchema: { type: "object" }, operation: { methods: [], scopes: [] } },
      () => true,
      [check],
    );
    expect(validate({})).toEqual([{ param: "a", rule: "needs_a", message: "M.", hint: "H." }]);
  });
});

// Input validation: the schema check and the cross-parameter rules together, on a generated tool.
import { describe, expect, it } from "vitest";
import { tools } from "@toolgen/messaging";
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

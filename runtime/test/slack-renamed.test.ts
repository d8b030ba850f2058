// A tool renamed in the manifest keeps its binding: the provider finds its handler by the Slack method it is bound
// to, and hints name the kit's tools as the kit offers them, never a name the manifest no longer has.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createKit, slackProvider, ToolError, type Tool } from "@toolgen/runtime";
import { toolFor } from "../../test/support/spec.js";
import { messagingTools, renamedTools } from "./support/messaging-tools.js";
import { rejection } from "./support/rejection.js";
import { slackFaults, startSlackDouble, type SlackDouble } from "./support/slack-double.js";

let double: SlackDouble;
beforeAll(async () => {
  double = await startSlackDouble();
});
afterAll(() => double.close());
beforeEach(() => double.reset());

const renamed = renamedTools();
const original = Object.keys(messagingTools);
/** The renamed tool whose own call is `method`. */
const as = (slackMethod: string) => `Team${toolFor({ slackMethod })}`;

function kit(tools: Readonly<Record<string, Tool>> = renamed) {
  const k = createKit(slackProvider, tools, { accessToken: double.token, baseUrl: double.url, retry: false });
  return (name: string, input: Record<string, unknown>) => k.invoke(name, input);
}

/** The hint, checked to name no tool by a name the kit does not offer. */
function hintOf(err: ToolError): string {
  const hint = err.hint ?? "";
  for (const name of original) expect(hint).not.toMatch(new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`));
  return hint;
}

describe("a kit whose tools were all renamed", () => {
  it("runs each renamed tool with the handler of its binding", async () => {
    const out = (await kit()(as("conversations.history"), { conversation_id: "C0GENERAL", limit: 1 })) as any;
    expect(out).toMatchObject({ conversation_id: "C0GENERAL", messages: [expect.anything()] });
    expect(double.requests.map((r) => r.api)).toEqual(["conversations.history"]);
    const users = (await kit()(as("users.list"), { limit: 2 })) as any;
    expect(users.users).toHaveLength(2);
  });

  it("names the renamed tools in Slack error hints", async () => {
    double.fail("conversations.info", slackFaults.error("channel_not_found"));
    const err = await rejection(kit()(as("conversations.info"), { conversation_id: "C0NOPE" }));
    expect(hintOf(err)).toContain(as("conversations.list"));
    double.fail("users.list", slackFaults.error("users_not_found"));
    expect(hintOf(await rejection(kit()(as("users.list"), {})))).toContain(as("users.list"));
  });

  it("names them in the runtime's own hints", async () => {
    const nobody = await rejection(kit()(as("chat.postMessage"), { usernames: ["nobody"], message: "hi" }));
    expect(hintOf(nobody)).toContain(as("users.list"));
    const noChannel = await rejection(kit()(as("conversations.history"), { channel_name: "nope" }));
    expect(hintOf(noChannel)).toContain(as("conversations.list"));
    const noDm = await rejection(kit()(as("conversations.history"), { user_ids: ["U0ERIN"] }));
    expect(noDm.kind).toBe("not_found");
    expect(hintOf(noDm)).toContain(as("chat.postMessage"));
    double.fail("chat.postMessage", slackFaults.status(500, true));
    const unknown = await rejection(kit()(as("chat.postMessage"), { conversation_id: "C0ENG", message: "x" }));
    expect(unknown.kind).toBe("outcome_unknown");
    expect(hintOf(unknown)).toContain(as("conversations.history"));
  });

  it("describes a tool the kit lacks instead of naming one", async () => {
    const alone = { [as("conversations.info")]: renamed[as("conversations.info")]! };
    double.fail("conversations.info", slackFaults.error("channel_not_found"));
    const err = await rejection(kit(alone)(as("conversations.info"), { conversation_id: "C0NOPE" }));
    expect(hintOf(err)).toContain("the tool over conversations.list");
  });
});

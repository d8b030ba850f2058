// One registry of secrets: every token a kit sends is recorded, and what the upstream echoes is compared with them
// whole (a field) and token by token (text), whatever the secret looks like.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKit, slackProvider } from "@toolgen/runtime";
import { REDACTED, SecretRegistry } from "../src/secrets.js";
import { messagingTools } from "./support/messaging-tools.js";
import { rejection } from "./support/rejection.js";
import { slackFaults, startSlackDouble, type SlackDouble } from "./support/slack-double.js";
import { toolFor } from "../../test/support/spec.js";

const AUTH_TEST = toolFor({ slackMethod: "auth.test" });

describe("SecretRegistry", () => {
  it("redacts a field that is a secret whole, in any of its written forms", () => {
    const registry = new SecretRegistry();
    registry.add("secret_token_value");
    registry.add("p@ss w/rd");
    registry.add(undefined);
    registry.add("");
    expect(registry.values()).toEqual(["secret_token_value", "p@ss w/rd"]);
    expect(registry.scrubField("secret_token_value")).toBe(REDACTED);
    expect(registry.scrubField(encodeURIComponent("p@ss w/rd"))).toBe(REDACTED);
    expect(registry.scrubField("channel_not_found")).toBe("channel_not_found");
  });

  it("scrubs every string of a value, keys included, and leaves the rest", () => {
    const registry = new SecretRegistry(["abc"]);
    const value = { abc: ["abc", "x abc y", "abcdef", 3], ok: true };
    expect(registry.scrubValue(value)).toEqual({ [REDACTED]: [REDACTED, `x ${REDACTED} y`, "abcdef", 3], ok: true });
  });
});

describe("a Slack error code equal to the token", () => {
  const TOKEN = "secret_token_value"; // identifier-shaped: a Slack error code may look just like it
  let double: SlackDouble;
  beforeAll(async () => {
    double = await startSlackDouble({ token: TOKEN });
  });
  afterAll(() => double.close());

  // A token function: the kit sees the token only when it is sent, so only the registry can know it.
  it.each([
    ["a token function", () => TOKEN],
    ["a token string", TOKEN],
  ])("is not echoed with %s", async (_, accessToken) => {
    const kit = createKit(slackProvider, messagingTools, { accessToken, baseUrl: double.url, retry: false });
    double.fail("auth.test", slackFaults.error(TOKEN));
    const error = await rejection(kit.invoke(AUTH_TEST, {}));
    expect(error.kind).toBe("upstream");
    expect(JSON.stringify(error.toJSON())).not.toContain(TOKEN);
    expect(error.message).not.toContain(TOKEN);
    expect(error.upstream?.code).toBe(REDACTED);
  });
});

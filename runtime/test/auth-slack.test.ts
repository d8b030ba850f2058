// Slack token rotation against the sandbox's oauth.v2.access, with a clock the test moves: the access token expires
// mid-session and is renewed, `token_expired` / `invalid_auth` make one refresh and one resend (a post is never
// stored twice), 50 calls at expiry refresh once, and each new refresh token is saved before use.
import { afterEach, describe, expect, it } from "vitest";
import { createToolkit, ToolError } from "@toolgen/messaging";
import { startSandbox, type Sandbox } from "@toolgen/messaging/sandbox";
import { memoryStorage, slackRotating, type AuthProvider } from "@toolgen/runtime";
import { toolFor } from "../../test/support/spec.js";
import { countingFetch, manualClock } from "./support/auth.js";

// Tools by their Slack method: a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const POST = toolFor({ slackMethod: "chat.postMessage" });
const HISTORY = toolFor({ slackMethod: "conversations.history" });

const APP = { clientId: "123.456", clientSecret: "slack-app-secret" };
const TTL_MS = 43_200_000;

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function setUp(before?: (url: string) => void) {
  const clock = manualClock();
  // How far Slack's clock runs ahead of the provider's.
  const skew = { ms: 0 };
  sandbox = await startSandbox({
    oauth: { ...APP, refreshTokens: ["xoxe-1-first"], clock: () => clock.now() + skew.ms },
  });
  const storage = memoryStorage();
  const auth: AuthProvider = slackRotating({
    ...APP,
    refreshToken: "xoxe-1-first",
    storage,
    tokenUrl: sandbox.tokenUrl,
    now: clock.now,
  });
  const counter = countingFetch(before);
  const kit = createToolkit({ accessToken: auth, baseUrl: sandbox.url, fetch: counter.fetch, retry: false });
  return { clock, skew, kit, storage, sent: counter.sent, sandbox };
}

describe("Slack token rotation", () => {
  it("renews the access token when it expires mid-session, saving the new refresh token", async () => {
    const { clock, kit, storage, sandbox } = await setUp();
    await kit.invoke(AUTH_TEST, {});
    const first = await storage.read();
    expect(first?.refreshToken).toMatch(/^xoxe-1-/);
    expect(first?.refreshToken).not.toBe("xoxe-1-first");
    clock.advance(TTL_MS + 1);
    await kit.invoke(AUTH_TEST, {});
    expect(sandbox.oauth!.grants).toHaveLength(2);
    expect((await storage.read())?.refreshToken).not.toBe(first?.refreshToken);
  });

  it("answers invalid_auth (a revoked token) with one refresh and one resend", async () => {
    const { kit, sent, sandbox } = await setUp();
    await kit.invoke(AUTH_TEST, {});
    sandbox.oauth!.revokeAccessTokens(); // the sandbox now says invalid_auth
    await kit.invoke(AUTH_TEST, {});
    expect(sandbox.oauth!.grants).toHaveLength(2);
    expect(sent.filter((s) => s.url.endsWith("/auth.test"))).toHaveLength(3);
  });

  it("sends a refused chat.postMessage once more, and the message is stored once", async () => {
    const { skew, kit, sent, sandbox } = await setUp();
    await kit.invoke(AUTH_TEST, {});
    // Slack's clock is past the token's expiry, the provider's is not: the first post meets token_expired.
    skew.ms = TTL_MS;
    const before = sandbox.oauth!.grants.length;
    const text = `once ${Date.now()}`;
    await kit.invoke(POST, { conversation_id: "C01GENERAL", message: text });
    expect(sent.filter((s) => s.url.endsWith("/chat.postMessage"))).toHaveLength(2);
    expect(sandbox.oauth!.grants.length).toBe(before + 1);
    const history = (await kit.invoke(HISTORY, { conversation_id: "C01GENERAL" })) as { messages: { text: string }[] };
    expect(history.messages.filter((m) => m.text === text)).toHaveLength(1);
  });

  it("makes exactly one refresh for 50 concurrent calls at expiry", async () => {
    const { clock, kit, sandbox } = await setUp();
    await kit.invoke(AUTH_TEST, {});
    clock.advance(TTL_MS);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => kit.invoke(AUTH_TEST, {})));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(sandbox.oauth!.grants).toHaveLength(2);
  });

  it("a spent refresh token is refused with Slack's code, and nothing secret is said", async () => {
    const { kit } = await setUp();
    await kit.invoke(AUTH_TEST, {});
    const replay = slackRotating({ ...APP, refreshToken: "xoxe-1-first", tokenUrl: sandbox!.tokenUrl });
    const other = createToolkit({ accessToken: replay, baseUrl: sandbox!.url, retry: false });
    const error = await other.invoke(AUTH_TEST, {}).then(
      () => undefined,
      (e: unknown) => e as ToolError,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error!.kind).toBe("unauthorized");
    expect(error!.message).toMatch(/invalid_refresh_token/);
    expect(JSON.stringify(error) + error!.message).not.toMatch(/xoxe-1-first|slack-app-secret/);
  });
});

// Box auth providers against the sandbox's /oauth2/token, with a clock the test moves: a token lasts until shortly
// before its expiry, a refused token is refreshed once and the request sent again (a write too, never twice), 50
// calls at expiry make one refresh, a spent refresh token is refused, and JWT assertions are verified.
import { afterEach, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { createPrivateKey, randomUUID } from "node:crypto";
import { createToolkit, definitions, ToolError } from "@toolgen/content-api";
import { startSandbox, type Sandbox } from "@toolgen/content-api/sandbox";
import {
  boxClientCredentials,
  boxJwt,
  boxOAuth,
  memoryStorage,
  type AuthProvider,
  type BoxOAuthOptions,
} from "@toolgen/runtime";
import { toolFor } from "../../test/support/spec.js";
import { countingFetch, jwtApp, manualClock } from "./support/auth.js";

// A read that needs no parameter, and a write (not idempotent) the sandbox serves, both from the manifest.
const READ = definitions.find(
  (d) => "method" in d.operation && d.operation.method === "GET" && !(d.inputSchema.required as string[])?.length,
)!.name;
const WRITE = toolFor({ method: "POST", path: "/sign_requests/{sign_request_id}/resend" });
const writeInput = { [(definitions.find((d) => d.name === WRITE)!.inputSchema.required as string[])[0]!]: "79001" };

const APP = { clientId: "app-client", clientSecret: "app-secret" };
const TTL_MS = 600_000;

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function start(
  clock: ReturnType<typeof manualClock>,
  extra: { jwtPublicKey?: string; refreshTokens?: string[] } = {},
) {
  sandbox = await startSandbox({ oauth: { ...APP, ...extra, accessTokenTtlMs: TTL_MS, clock: clock.now } });
  return sandbox;
}

function kitWith(auth: AuthProvider, sb: Sandbox, before?: (url: string) => void) {
  const counter = countingFetch(before);
  const kit = createToolkit({ accessToken: auth, baseUrl: sb.url, fetch: counter.fetch, retry: false });
  return { kit, sent: counter.sent };
}

async function failure(call: Promise<unknown>): Promise<ToolError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

type Made = { auth: AuthProvider; grant: string };
const providers: Record<string, (clock: ReturnType<typeof manualClock>) => Promise<Made>> = {
  "client credentials": async (clock) => {
    const sb = await start(clock);
    return {
      auth: boxClientCredentials({ ...APP, enterpriseId: "90001", tokenUrl: sb.tokenUrl, now: clock.now }),
      grant: "client_credentials",
    };
  },
  JWT: async (clock) => {
    const app = jwtApp({ ...APP, passphrase: "pass phrase" });
    const sb = await start(clock, { jwtPublicKey: app.publicKey });
    return { auth: boxJwt({ config: app.config, tokenUrl: sb.tokenUrl, now: clock.now }), grant: "jwt" };
  },
  "OAuth refresh": async (clock) => {
    const sb = await start(clock, { refreshTokens: ["first-refresh"] });
    const options: BoxOAuthOptions = { ...APP, refreshToken: "first-refresh", tokenUrl: sb.tokenUrl, now: clock.now };
    return { auth: boxOAuth({ ...options, storage: memoryStorage() }), grant: "refresh_token" };
  },
};

describe.each(Object.keys(providers))("Box %s", (name) => {
  it("keeps its token until shortly before expiry, then refreshes before the call (no refused request)", async () => {
    const clock = manualClock();
    const { auth, grant } = await providers[name]!(clock);
    const { kit, sent } = kitWith(auth, sandbox!);
    await kit.invoke(READ, {});
    await kit.invoke(READ, {});
    expect(sandbox!.oauth!.grants).toEqual([grant]);
    clock.advance(TTL_MS - 30_000); // within the renewal margin (a tenth of the lifetime, at most 60 s)
    await kit.invoke(READ, {});
    expect(sandbox!.oauth!.grants).toEqual([grant, grant]);
    clock.advance(TTL_MS + 1); // past the expiry of the second token: the session goes on
    await kit.invoke(READ, {});
    expect(sandbox!.oauth!.grants).toHaveLength(3);
    expect(sent).toHaveLength(4); // one request a call: none was refused
  });

  it("refreshes once and sends again when Box answers 401 (a read)", async () => {
    const clock = manualClock();
    const { auth } = await providers[name]!(clock);
    const { kit, sent } = kitWith(auth, sandbox!);
    await kit.invoke(READ, {});
    sandbox!.oauth!.revokeAccessTokens();
    await kit.invoke(READ, {});
    expect(sandbox!.oauth!.grants).toHaveLength(2);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.authorization).not.toBe(sent[2]!.authorization);
  });

  it("makes exactly one refresh for 50 concurrent calls at expiry", async () => {
    const clock = manualClock();
    const { auth } = await providers[name]!(clock);
    const { kit } = kitWith(auth, sandbox!);
    await kit.invoke(READ, {});
    clock.advance(TTL_MS);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => kit.invoke(READ, {})));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(sandbox!.oauth!.grants).toHaveLength(2);
  });
});

describe("50 concurrent calls meeting a revoked token", () => {
  it.each(Object.keys(providers))("%s: one refresh, each call sent again once", async (name) => {
    const clock = manualClock();
    const { auth } = await providers[name]!(clock);
    const { kit, sent } = kitWith(auth, sandbox!);
    await kit.invoke(READ, {});
    sandbox!.oauth!.revokeAccessTokens();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => kit.invoke(READ, {})));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(sandbox!.oauth!.grants).toHaveLength(2);
    expect(sent).toHaveLength(1 + 50 * 2);
  });
});

describe("a refused token on a write", () => {
  it("sends the write again once with a fresh token: it was not processed", async () => {
    const clock = manualClock();
    const { auth } = await providers["client credentials"]!(clock);
    const { kit, sent } = kitWith(auth, sandbox!);
    await kit.invoke(READ, {});
    sandbox!.oauth!.revokeAccessTokens();
    await kit.invoke(WRITE, writeInput);
    const writes = sent.filter((s) => s.method === "POST");
    expect(writes).toHaveLength(2);
    expect(sandbox!.oauth!.grants).toHaveLength(2);
  });

  it("never sends it a third time: a second 401 is the call's unauthorized error", async () => {
    const clock = manualClock();
    const { auth } = await providers["client credentials"]!(clock);
    const { kit, sent } = kitWith(auth, sandbox!, () => sandbox!.oauth!.revokeAccessTokens());
    const error = await failure(kit.invoke(WRITE, writeInput));
    expect(error.kind).toBe("unauthorized");
    expect(sent.filter((s) => s.method === "POST")).toHaveLength(2);
    expect(sandbox!.oauth!.grants).toHaveLength(2);
  });

  it("a string token is not refreshed: one 401, one request", async () => {
    sandbox = await startSandbox({ oauth: { ...APP } });
    const counter = countingFetch();
    const kit = createToolkit({ accessToken: "not-issued", baseUrl: sandbox.url, fetch: counter.fetch, retry: false });
    expect((await failure(kit.invoke(WRITE, writeInput))).kind).toBe("unauthorized");
    expect(counter.sent).toHaveLength(1);
  });
});

describe("Box OAuth refresh tokens rotate and are single-use", () => {
  it("saves the rotated refresh token; the spent one, replayed, is refused as Box does", async () => {
    const clock = manualClock();
    const sb = await start(clock, { refreshTokens: ["first-refresh"] });
    const storage = memoryStorage();
    const auth = boxOAuth({ ...APP, refreshToken: "first-refresh", storage, tokenUrl: sb.tokenUrl, now: clock.now });
    await kitWith(auth, sb).kit.invoke(READ, {});
    const saved = await storage.read();
    expect(saved?.refreshToken).toBeTruthy();
    expect(saved?.refreshToken).not.toBe("first-refresh");

    const replay = boxOAuth({ ...APP, refreshToken: "first-refresh", tokenUrl: sb.tokenUrl, now: clock.now });
    const error = await failure(kitWith(replay, sb).kit.invoke(READ, {}));
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toMatch(/refused the refresh token \(invalid_grant\)/);
    expect(JSON.stringify(error)).not.toContain("first-refresh");

    // A second process that starts from the store goes on where the first left off.
    clock.advance(TTL_MS);
    const next = boxOAuth({ ...APP, refreshToken: "first-refresh", storage, tokenUrl: sb.tokenUrl, now: clock.now });
    await kitWith(next, sb).kit.invoke(READ, {});
    expect(sb.oauth!.grants).toEqual(["refresh_token", "refresh_token"]);
  });
});

describe("the sandbox verifies Box JWT assertions", () => {
  const app = jwtApp({ ...APP, passphrase: "pw" });
  const key = createPrivateKey({ key: app.privateKey, format: "pem", passphrase: "pw" });
  const post = (sb: Sandbox, assertion: string) =>
    fetch(sb.tokenUrl, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion,
        client_id: APP.clientId,
        client_secret: APP.clientSecret,
      }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
  const assertion = (
    clock: ReturnType<typeof manualClock>,
    change: { aud?: string; exp?: number; signWith?: typeof key } = {},
  ) => {
    const at = Math.floor(clock.now() / 1000);
    return new SignJWT({ box_sub_type: "enterprise" })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(APP.clientId)
      .setSubject("90001")
      .setAudience(change.aud ?? "https://api.box.com/oauth2/token")
      .setJti(randomUUID())
      .setExpirationTime(change.exp ?? at + 30)
      .sign(change.signWith ?? key);
  };

  it("accepts a good one and refuses a wrong audience, an expired one, another key's and a replayed one", async () => {
    const clock = manualClock();
    const sb = await start(clock, { jwtPublicKey: app.publicKey });
    const good = await assertion(clock);
    expect((await post(sb, good)).status).toBe(200);
    expect((await post(sb, good)).body.error_description).toMatch(/jti/);
    const other = jwtApp({ ...APP, passphrase: "x" });
    const otherKey = createPrivateKey({ key: other.privateKey, format: "pem", passphrase: "x" });
    for (const bad of [
      await assertion(clock, { aud: "https://example.test/oauth2/token" }),
      await assertion(clock, { exp: Math.floor(clock.now() / 1000) - 1 }),
      await assertion(clock, { signWith: otherKey }),
    ]) {
      const answer = await post(sb, bad);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("invalid_grant");
    }
    expect(sb.oauth!.grants).toEqual(["jwt"]);
  });

  it("a provider whose clock runs a minute behind sends an expired assertion: unauthorized, nothing secret said", async () => {
    const clock = manualClock();
    const sb = await start(clock, { jwtPublicKey: app.publicKey });
    const auth = boxJwt({ config: app.config, tokenUrl: sb.tokenUrl, now: () => clock.now() - 60_000 });
    const error = await failure(kitWith(auth, sb).kit.invoke(READ, {}));
    expect(error.kind).toBe("unauthorized");
    const text = JSON.stringify(error) + error.message;
    for (const secret of [APP.clientSecret, "pw", app.privateKey]) expect(text).not.toContain(secret);
  });
});

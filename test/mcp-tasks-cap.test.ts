// The tasks a server holds are capped, per process and per authenticated subject: a call past the cap is a
// structured rate_limited error and sends nothing upstream; a place frees when a task expires, or when a call that
// took one does not become a task.
import { createServer, type Server as NodeServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createToolkit, definitions } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { mcpServerFactory, serveHttp, type HttpServeOptions, type RunningHttpServer } from "@toolgen/runtime/mcp";
import type { TaskOptions } from "../runtime/src/mcp/tasks.js";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { modernPost } from "./support/mcp-eras.js";

const WITH_TASKS = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};
const tool = definitions.find((d) => d.meta.asynchronous)!;
const idParam = ("params" in tool.operation ? tool.operation.params : []).find((p) => p.in === "path")!;
// The sandbox's seeded record for the tool's path parameter: a deletion of it is accepted (202) every time while it is
// pending, and the sandbox here never completes it.
const SEEDED: Record<string, string> = { legal_hold_policy_id: "77001", legal_hold_policy_assignment_id: "77101" };
const accepted = { name: tool.name, arguments: { [idParam.name]: SEEDED[idParam.upstream] } };
const refused = { name: tool.name, arguments: { [idParam.name]: "1" } };
// The tasks' time to live; they are never polled within it (the upstream's progress is not what is tested here).
const TTL_MS = 60_000;

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
const closing: Array<Sandbox | RunningHttpServer> = [];
/** A server whose tasks are capped by `tasks`, and how many requests its upstream has had. */
async function capped(tasks: TaskOptions, http: Partial<HttpServeOptions> = {}) {
  const sandbox = await startSandbox({ asyncDelayMs: 1e9 });
  const upstream = { requests: 0 };
  const counting: typeof fetch = (input, init) => ((upstream.requests += 1), fetch(input, init));
  const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false, fetch: counting });
  const factory = mcpServerFactory(kit, { tasks: { ttlMs: TTL_MS, pollIntervalMs: 2 * TTL_MS, ...tasks } });
  const running = await serveHttp(factory, { port: 0, ...http });
  closing.push(sandbox, running);
  return { url: running.url, upstream };
}
afterEach(() => void vi.useRealTimers());
afterAll(async () => void (await Promise.all(closing.map((c) => c.close()))));

const call = async (url: string, params: Record<string, unknown>, token?: string) => {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return (await modernPost(url, "tools/call", params, { meta: WITH_TASKS, headers })).body.result!;
};

describe("the cap on tasks held", () => {
  it("refuses a task past the process's cap with rate_limited, sending nothing, until a task expires", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const maxTasks = 2;
    const { url, upstream } = await capped({ maxTasks });
    for (let i = 0; i < maxTasks; i++) expect((await call(url, accepted)).resultType).toBe("task");
    const sent = upstream.requests;
    const past = await call(url, accepted);
    expect(past).toMatchObject({ resultType: "complete", isError: true });
    expect(past.structuredContent).toMatchObject({ kind: "rate_limited", retryable: true, retryAfterMs: TTL_MS });
    expect(upstream.requests).toBe(sent);
    // A client without the extension gets today's answer: the cap is on tasks, not on calls.
    const today = await modernPost(url, "tools/call", accepted);
    expect(today.body.result).toMatchObject({ resultType: "complete" });
    expect(today.body.result!.isError).toBeFalsy();
    await vi.advanceTimersByTimeAsync(TTL_MS);
    expect((await call(url, accepted)).resultType).toBe("task");
  });

  it("gives the place back when the call does not become a task (the upstream refused it)", async () => {
    const { url } = await capped({ maxTasks: 1 });
    expect(await call(url, refused)).toMatchObject({ resultType: "complete", isError: true });
    expect((await call(url, accepted)).resultType).toBe("task");
  });

  describe("with OAuth", () => {
    let jwks: NodeServer;
    let tokenFor: (subject: string) => Promise<string>;
    const oauth = { issuer: "https://issuer.example.test", audience: "http://127.0.0.1/mcp-resource", jwksUrl: "" };
    beforeAll(async () => {
      const { publicKey, privateKey } = await generateKeyPair("ES256");
      const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256", use: "sig" };
      jwks = createServer((_req, res) => void res.end(JSON.stringify({ keys: [jwk] })));
      await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
      oauth.jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`;
      tokenFor = (subject) =>
        new SignJWT({ scope: "mcp", client_id: "the-same-client" })
          .setProtectedHeader({ alg: "ES256", kid: "k1" })
          .setIssuer(oauth.issuer)
          .setAudience(oauth.audience)
          .setSubject(subject)
          .setIssuedAt()
          .setExpirationTime("1h")
          .sign(privateKey);
    });
    afterAll(() => new Promise((resolve) => jwks.close(resolve)));

    it("refuses a subject past its own cap, while another subject still gets tasks", async () => {
      const maxTasksPerSubject = 1;
      const { url, upstream } = await capped({ maxTasksPerSubject }, { auth: { oauth } });
      const [alice, bob] = await Promise.all([tokenFor("alice"), tokenFor("bob")]);
      expect((await call(url, accepted, alice)).resultType).toBe("task");
      const sent = upstream.requests;
      expect((await call(url, accepted, alice)).structuredContent).toMatchObject({ kind: "rate_limited" });
      expect(upstream.requests).toBe(sent);
      expect((await call(url, accepted, bob)).resultType).toBe("task");
    });
  });
});

// The MCP HTTP endpoint protects itself: another address than loopback is refused without authentication before
// anything binds; with a bearer secret or OAuth (JWTs of one issuer, checked against its JWKS served on 127.0.0.1
// here), a valid token is accepted, and a missing, invalid, expired or wrong-audience one refused with
// WWW-Authenticate. The server is served on 127.0.0.1 with the option on.
import { createServer, request, type Server as NodeServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { createToolkit } from "@toolgen/messaging";
import { createMcpServer, serveHttp, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { HttpServeError, isLoopback } from "../runtime/src/mcp/http.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ISSUER = "https://issuer.example.test";
const kit = createToolkit({ accessToken: "unused", baseUrl: "http://127.0.0.1:9/api" });
const newServer = () => createMcpServer(kit);

const PROTOCOL = "2025-06-18";
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "x", version: "0" } },
};
const post = (url: string, authorization?: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify(initialize),
  }).then(async (r) => {
    await r.body?.cancel();
    return r;
  });

describe("binding", () => {
  it("knows loopback: 127.0.0.0/8, ::1, localhost", () => {
    for (const host of ["127.0.0.1", "127.4.5.6", "::1", "[::1]", "localhost"]) expect(isLoopback(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.2", "10.0.0.1", "example.test", "128.0.0.1"]) {
      expect(isLoopback(host)).toBe(false);
    }
  });

  it("refuses a non-loopback host without authentication before binding anything", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "0.0.0.0", resolve));
    const { port } = taken.address() as AddressInfo;
    // The port is taken: had it tried to bind, it would fail with EADDRINUSE instead.
    try {
      await expect(serveHttp(newServer, { port, host: "0.0.0.0" })).rejects.toBeInstanceOf(HttpServeError);
      await expect(serveHttp(newServer, { port, host: "0.0.0.0", auth: { bearer: "short" } })).rejects.toThrow(
        /at least 16/,
      );
      // A secret no client could send in a bearer header.
      await expect(
        serveHttp(newServer, { port, host: "0.0.0.0", auth: { bearer: "with spaces, never a bearer token" } }),
      ).rejects.toThrow(/A-Z a-z 0-9/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe("a static bearer secret", () => {
  const SECRET = "s3cret-for-the-mcp-endpoint-" + "x".repeat(20);
  let running: RunningHttpServer;
  beforeAll(async () => {
    running = await serveHttp(newServer, { port: 0, auth: { bearer: SECRET } });
  });
  afterAll(() => running.close());

  it("accepts the secret and refuses none, another one or a longer one", async () => {
    expect((await post(running.url, `Bearer ${SECRET}`)).status).toBe(200);
    const none = await post(running.url);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await post(running.url, `Basic ${SECRET}`)).status).toBe(401);
    for (const wrong of [`Bearer ${SECRET}x`, `Bearer ${SECRET.slice(1)}`]) {
      const answer = await post(running.url, wrong);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/error="invalid_token"/);
    }
  });

  it("serves a real client that sends the secret", async () => {
    const client = new Client({ name: "t", version: "0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(running.url), {
        requestInit: { headers: { authorization: `Bearer ${SECRET}` } },
      }),
    );
    expect((await client.listTools()).tools.length).toBe(kit.definitions.length);
    await client.close();
  });
});

describe("OAuth 2.1 resource server", () => {
  const AUDIENCE = "http://127.0.0.1/mcp-resource";
  let running: RunningHttpServer;
  let jwksServer: NodeServer;
  let sign: (claims: { aud?: string; exp?: number; iss?: string }, key?: CryptoKey, kid?: string) => Promise<string>;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    strangerKey = (await generateKeyPair("ES256")).privateKey;
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256", use: "sig" };
    jwksServer = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
    const now = Math.floor(Date.now() / 1000);
    sign = (claims, key = privateKey, kid = "k1") =>
      new SignJWT({ scope: "mcp" })
        .setProtectedHeader({ alg: "ES256", kid })
        .setIssuer(claims.iss ?? ISSUER)
        .setAudience(claims.aud ?? AUDIENCE)
        .setSubject("user-1")
        .setIssuedAt(now)
        .setExpirationTime(claims.exp ?? now + 3600)
        .sign(key);
    running = await serveHttp(newServer, {
      port: 0,
      auth: { oauth: { issuer: ISSUER, audience: AUDIENCE, jwksUrl } },
    });
  });
  afterAll(async () => {
    await running.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it("publishes its protected-resource metadata", async () => {
    const origin = new URL(running.url).origin;
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]) {
      const answer = await fetch(origin + path);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ resource: AUDIENCE, authorization_servers: [ISSUER] });
    }
  });

  it("accepts a valid token", async () => {
    expect((await post(running.url, `Bearer ${await sign({})}`)).status).toBe(200);
  });

  it("takes only a host name and port from the Host header into WWW-Authenticate", async () => {
    const { port } = new URL(running.url);
    const challenge = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/mcp", method: "POST", headers: { host: 'evil", x="1' } },
        (res) => {
          res.resume();
          resolve(res.headers["www-authenticate"]);
        },
      );
      req.once("error", reject);
      req.end("{}");
    });
    expect(challenge).toBe('Bearer resource_metadata="http://localhost/.well-known/oauth-protected-resource/mcp"');
  });

  it("refuses a missing, expired, wrong-audience, wrong-issuer or foreign-signed token, pointing at its metadata", async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const cases: [string | undefined, RegExp][] = [
      [undefined, /resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/mcp"/],
      [await sign({ exp: past }), /error="invalid_token", error_description="Token has expired"/],
      [await sign({ aud: "http://127.0.0.1/another" }), /error="invalid_token".*aud/],
      [await sign({ iss: "https://other.example.test" }), /error="invalid_token".*iss/],
      [await sign({}, strangerKey), /error="invalid_token", error_description="Token signature is not valid"/],
      ["not.a.jwt", /error="invalid_token"/],
    ];
    for (const [token, challenge] of cases) {
      const answer = await post(running.url, token === undefined ? undefined : `Bearer ${token}`);
      expect(answer.status, String(challenge)).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(challenge);
      expect(answer.headers.get("www-authenticate")).toMatch(/resource_metadata=/);
    }
  });
});

// OAuth sessions belong to the subject whose token opened them: another subject's valid token gets "Session not
// found", as if the session did not exist.
import { createServer, type Server as NodeServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "@modelcontextprotocol/server";
import { serveHttp, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ISSUER = "https://issuer.example.test";
const AUDIENCE = "http://127.0.0.1/mcp-resource";
const PROTOCOL = "2025-06-18";
const ACCEPT = "application/json, text/event-stream";

describe("OAuth: a session is bound to its subject", () => {
  let running: RunningHttpServer;
  let jwksServer: NodeServer;
  let tokenFor: (subject: string) => Promise<string>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256", use: "sig" };
    jwksServer = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
    tokenFor = (subject) =>
      new SignJWT({ scope: "mcp", client_id: "the-same-client" })
        .setProtectedHeader({ alg: "ES256", kid: "k1" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey);
    running = await serveHttp(() => new Server({ name: "t", version: "0" }, { capabilities: {} }), {
      port: 0,
      auth: { oauth: { issuer: ISSUER, audience: AUDIENCE, jwksUrl } },
    });
  });
  afterAll(async () => {
    await running.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  const post = async (token: string, body: unknown, session?: string) => {
    const response = await fetch(running.url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        accept: ACCEPT,
        "mcp-protocol-version": PROTOCOL,
        ...(session && { "mcp-session-id": session }),
      },
      body: JSON.stringify(body),
    });
    await response.body?.cancel();
    return response;
  };
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "x", version: "0" } },
  };
  const ping = { jsonrpc: "2.0", id: 2, method: "ping" };

  it("answers its own subject, and not another subject of the same client", async () => {
    const alice = await tokenFor("alice");
    const mallory = await tokenFor("mallory");
    const opened = await post(alice, initialize);
    const session = opened.headers.get("mcp-session-id")!;
    expect(session).toBeTruthy();
    expect((await post(alice, ping, session)).status).toBe(200);
    expect((await post(mallory, ping, session)).status).toBe(404);
    // a fresh token of the same subject still reaches it
    expect((await post(await tokenFor("alice"), ping, session)).status).toBe(200);
  });
});

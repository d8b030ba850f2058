// Secrets stay secret: client secrets, private keys, passphrases, access and refresh tokens of odd shapes and lengths
// appear in no error of any failure path (refused credentials, an endpoint that echoes what it got, an unreachable
// endpoint, a bad key or passphrase, a refused request after a refresh), and every one reaches the onSecret hook.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToolkit as createContent, definitions } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import type { Sandbox } from "@toolgen/runtime/sandbox";
import {
  boxClientCredentials,
  boxJwt,
  boxOAuth,
  slackRotating,
  ToolkitOptionsError,
  type AuthProvider,
} from "@toolgen/runtime";
import { toolFor } from "../../test/support/spec.js";
import { jwtApp } from "./support/auth.js";

const READ = definitions.find(
  (d) => "method" in d.operation && d.operation.method === "GET" && !(d.inputSchema.required as string[])?.length,
)!.name;
const SLACK_ME = toolFor({ slackMethod: "auth.test" });

// Odd shapes: identifier-like (could pass for an error code), long, quoted, JSON- and URL-looking, non-ASCII, spaced.
const SHAPES = [
  "secret_code_like",
  "Q".repeat(5000),
  `"quoted" 'and' \\back\\slash`,
  '{"json":"looking"}',
  "%41%42&a=b+c",
  "pässwörd ✓ 秘密",
  "  spaced  out  ",
];

/** Every form a secret could take in text: as is, JSON-escaped, URL-encoded. */
function leaks(text: string, secrets: string[]): string[] {
  return secrets.filter((secret) =>
    [
      secret,
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
    ].some((form) => text.includes(form)),
  );
}

async function errorText(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => {
      throw new Error("the call succeeded");
    },
    (e: unknown) => e as Error & { hint?: string },
  );
  return [error.message, error.hint, JSON.stringify(error), String(error), error.stack].join("\n");
}

let box: Sandbox;
let slack: Sandbox;
let echo: Server;
let echoUrl: string;
beforeAll(async () => {
  [box, slack] = await Promise.all([
    startBox({ oauth: { clientId: "box-client", clientSecret: "the-right-one", refreshTokens: [] } }),
    startSlack({ oauth: { clientId: "1.2", clientSecret: "the-right-one" } }),
  ]);
  // A token endpoint that answers with everything it was sent, in every field.
  echo = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const code = form.client_secret ?? "";
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ ok: false, error: code, error_description: JSON.stringify(form), echo: form }));
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/token`;
});
afterAll(async () => {
  await Promise.all([box?.close(), slack?.close(), new Promise((r) => echo?.close(r))]);
});

describe.each(SHAPES.map((s) => [s.length > 40 ? `${s.slice(0, 10)}… (${s.length})` : s, s]))(
  "secret %s",
  (_, secret) => {
    it("is in no error when Box or Slack refuses it, or an endpoint echoes it", async () => {
      const refresh = `rt-${secret}`;
      const cases: [AuthProvider, "box" | "slack"][] = [
        [
          boxClientCredentials({
            clientId: "box-client",
            clientSecret: secret,
            enterpriseId: "90001",
            tokenUrl: box.tokenUrl,
          }),
          "box",
        ],
        [
          boxClientCredentials({
            clientId: "box-client",
            clientSecret: secret,
            enterpriseId: "90001",
            tokenUrl: echoUrl,
          }),
          "box",
        ],
        [
          boxOAuth({ clientId: "box-client", clientSecret: secret, refreshToken: refresh, tokenUrl: box.tokenUrl }),
          "box",
        ],
        [boxOAuth({ clientId: "box-client", clientSecret: secret, refreshToken: refresh, tokenUrl: echoUrl }), "box"],
        [
          slackRotating({ clientId: "1.2", clientSecret: secret, refreshToken: refresh, tokenUrl: slack.tokenUrl }),
          "slack",
        ],
        [slackRotating({ clientId: "1.2", clientSecret: secret, refreshToken: refresh, tokenUrl: echoUrl }), "slack"],
        // Nothing listens on port 9 (discard): the endpoint cannot be reached.
        [
          boxOAuth({
            clientId: "box-client",
            clientSecret: secret,
            refreshToken: refresh,
            tokenUrl: "http://127.0.0.1:9/t",
          }),
          "box",
        ],
      ];
      for (const [auth, upstream] of cases) {
        const text =
          upstream === "box"
            ? await errorText(createContent({ accessToken: auth, baseUrl: box.url, retry: false }).invoke(READ, {}))
            : await errorText(
                createMessaging({ accessToken: auth, baseUrl: slack.url, retry: false }).invoke(SLACK_ME, {}),
              );
        expect(leaks(text, [secret, refresh])).toEqual([]);
      }
    });

    it("as a JWT passphrase or client secret, is in no configuration error", () => {
      const app = jwtApp({ clientId: "c", clientSecret: secret, passphrase: secret });
      const wrong = structuredClone(app.config);
      wrong.boxAppSettings.appAuth.passphrase = `${secret}-not`;
      const broken = structuredClone(app.config);
      broken.boxAppSettings.appAuth.privateKey = `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${secret}\n-----END ENCRYPTED PRIVATE KEY-----`;
      for (const config of [wrong, broken]) {
        let error: unknown;
        try {
          boxJwt({ config });
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ToolkitOptionsError);
        const text = [(error as Error).message, JSON.stringify(error), (error as Error).stack].join("\n");
        expect(leaks(text, [secret, `${secret}-not`, app.privateKey])).toEqual([]);
      }
    });
  },
);

describe("the kit's secret registry", () => {
  it("knows every secret of its provider: an upstream error echoing the client secret or refresh token is scrubbed", async () => {
    const sandbox = await startBox({
      oauth: { clientId: "app", clientSecret: "registry-client-secret", refreshTokens: ["registry-refresh-token"] },
    });
    try {
      const auth = boxOAuth({
        clientId: "app",
        clientSecret: "registry-client-secret",
        refreshToken: "registry-refresh-token",
        tokenUrl: sandbox.tokenUrl,
      });
      const echoed: string[] = [];
      auth.onSecret((value) => echoed.push(value));
      // The upstream answers with a Box error whose message and code quote every secret the provider knows.
      const kit = createContent({
        accessToken: auth,
        baseUrl: sandbox.url,
        retry: false,
        fetch: async () =>
          new Response(
            JSON.stringify({
              type: "error",
              status: 400,
              code: echoed[0],
              message: `refused: ${echoed.join(" / ")}`,
              request_id: echoed[echoed.length - 1],
            }),
            { status: 400, headers: { "content-type": "application/json" } },
          ),
      });
      const text = await errorText(kit.invoke(READ, {}));
      expect(echoed).toEqual(expect.arrayContaining(["registry-client-secret", "registry-refresh-token"]));
      expect(leaks(text, echoed)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

describe("the onSecret hook", () => {
  it("hands over every secret a provider holds and obtains, to a sink added before or after", async () => {
    const app = jwtApp({ clientId: "c", clientSecret: "jwt-client-secret", passphrase: "jwt passphrase" });
    const early: string[] = [];
    const auth = boxJwt({ config: app.config });
    auth.onSecret((s) => early.push(s));
    expect(early).toEqual(expect.arrayContaining(["jwt-client-secret", "jwt passphrase", app.privateKey]));

    const sandbox = await startBox({
      oauth: { clientId: "app", clientSecret: "oauth-client-secret", refreshTokens: ["first-refresh-token"] },
    });
    try {
      const oauth = boxOAuth({
        clientId: "app",
        clientSecret: "oauth-client-secret",
        refreshToken: "first-refresh-token",
        tokenUrl: sandbox.tokenUrl,
      });
      const seen: string[] = [];
      oauth.onSecret((s) => seen.push(s));
      const token = await oauth.token();
      const late: string[] = [];
      oauth.onSecret((s) => late.push(s));
      for (const list of [seen, late])
        expect(list).toEqual(expect.arrayContaining(["oauth-client-secret", "first-refresh-token", token]));
      expect(seen.length).toBe(4); // client secret, first and rotated refresh token, access token
      // A refused request after a refresh names neither access token.
      sandbox.oauth!.revokeAccessTokens();
      const text = await errorText(
        createContent({
          accessToken: oauth,
          baseUrl: sandbox.url,
          retry: false,
          fetch: async (input, init) => {
            sandbox.oauth!.revokeAccessTokens();
            return fetch(input, init);
          },
        }).invoke(READ, {}),
      );
      expect(leaks(text, seen)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

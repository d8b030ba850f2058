// `--auth` on the command line: flags win over the environment, secrets come only from the environment, a missing or
// contradictory setting is one line and exit 2 before anything starts, and no secret reaches the output.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToolkit as createContent, definitions as contentDefinitions } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import type { Sandbox } from "@toolgen/runtime/sandbox";
import { authFromSettings, httpAuthFromSettings, AuthUsageError } from "../runtime/src/mcp/cli-auth.js";
import { isAuthProvider } from "@toolgen/runtime";
import { jwtApp } from "../runtime/test/support/auth.js";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";
import { CLI } from "./support/cli.js";

const SLACK_ME = toolFor({ slackMethod: "auth.test" });
const READ = contentDefinitions.find(
  (d) => "method" in d.operation && d.operation.method === "GET" && !(d.inputSchema.required as string[])?.length,
)!.name;

// Secrets of odd shapes: long, quoted, JSON- and URL-looking, non-ASCII.
const SLACK_SECRET = `s"e'c\\r%41t&=+ ${"Z".repeat(3000)}`;
const SLACK_REFRESH = 'xoxe-1-{"refresh":"ü✓"}';

let box: Sandbox;
let slack: Sandbox;
let scratch: string;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "toolgen-cli-auth-"));
  [box, slack] = await Promise.all([
    startBox({ oauth: { clientId: "flag-client", clientSecret: "box-secret-value" } }),
    startSlack({ oauth: { clientId: "111.222", clientSecret: SLACK_SECRET, refreshTokens: [SLACK_REFRESH] } }),
  ]);
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await Promise.all([box?.close(), slack?.close()]);
});

const usage = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AuthUsageError);
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    return message;
  }
  throw new Error("no usage error");
};
const BOX = { id: "content-api", upstream: "box" as const };
const SLACK = { id: "messaging", upstream: "slack" as const };
const quiet = () => undefined;

describe("settings: flags, then the environment", () => {
  it("--auth token (the default) keeps <KIT>_TOKEN", () => {
    expect(authFromSettings(BOX, {}, { CONTENT_API_TOKEN: "t0" }, quiet)).toBe("t0");
    expect(usage(() => authFromSettings(BOX, {}, {}, quiet))).toMatch(/CONTENT_API_TOKEN is not set/);
  });

  it("refuses what is missing or contradictory, in one line", () => {
    const env = { BOX_CLIENT_ID: "c", BOX_CLIENT_SECRET: "box-secret-value" };
    expect(usage(() => authFromSettings(BOX, { auth: "client-credentials" }, env, quiet))).toMatch(
      /needs --enterprise-id or --user-id/,
    );
    expect(
      usage(() =>
        authFromSettings(
          BOX,
          { auth: "client-credentials" },
          { ...env, BOX_ENTERPRISE_ID: "1", BOX_USER_ID: "2" },
          quiet,
        ),
      ),
    ).toMatch(/BOX_ENTERPRISE_ID and BOX_USER_ID contradict/);
    expect(
      usage(() => authFromSettings(BOX, { auth: "client-credentials", enterpriseId: "1", userId: "2" }, env, quiet)),
    ).toMatch(/--enterprise-id and --user-id contradict/);
    expect(usage(() => authFromSettings(BOX, { auth: "oauth" }, env, quiet))).toMatch(/--token-store/);
    expect(usage(() => authFromSettings(BOX, { auth: "jwt" }, env, quiet))).toMatch(/--jwt-config or BOX_JWT_CONFIG/);
    expect(usage(() => authFromSettings(BOX, { auth: "token", clientId: "x" }, env, quiet))).toMatch(
      /--client-id does not apply to --auth token/,
    );
    expect(usage(() => authFromSettings(SLACK, { auth: "jwt" }, {}, quiet))).toMatch(/not offered for messaging/);
    const message = usage(() =>
      authFromSettings(SLACK, { auth: "oauth", tokenStore: "x" }, { SLACK_CLIENT_ID: "i" }, quiet),
    );
    expect(message).toMatch(/SLACK_CLIENT_SECRET/);
  });

  it("a flag wins over its variable: the sandbox knows only the flag's client id", async () => {
    const auth = authFromSettings(
      BOX,
      { auth: "client-credentials", clientId: "flag-client", tokenUrl: box.tokenUrl },
      { BOX_CLIENT_ID: "env-client", BOX_CLIENT_SECRET: "box-secret-value", BOX_ENTERPRISE_ID: "90001" },
      quiet,
    );
    expect(isAuthProvider(auth)).toBe(true);
    const kit = createContent({ accessToken: auth, baseUrl: box.url });
    await kit.invoke(READ, {});
    expect(box.oauth!.grants).toContain("client_credentials");
  });

  it("warns about a JWT config file others can read", () => {
    const app = jwtApp({ clientId: "c", clientSecret: "s", passphrase: "p" });
    const file = path.join(scratch, "config.json");
    writeFileSync(file, JSON.stringify(app.config), { mode: 0o644 });
    const warnings: string[] = [];
    authFromSettings(BOX, { auth: "jwt", jwtConfig: file }, {}, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/can be read by other users \(mode 644\).*chmod 600/)]);
    chmodSync(file, 0o600);
    warnings.length = 0;
    authFromSettings(BOX, { auth: "jwt", jwtConfig: file }, {}, (m) => warnings.push(m));
    expect(warnings).toEqual([]);
  });

  it("the endpoint: a non-loopback host needs --http-auth; the modes need their settings", () => {
    const base = { http: 0, host: "0.0.0.0" };
    expect(usage(() => httpAuthFromSettings(base, {}))).toMatch(/not loopback\) needs authentication/);
    expect(usage(() => httpAuthFromSettings({ ...base, httpAuth: "bearer" }, {}))).toMatch(/MCP_BEARER_TOKEN/);
    expect(usage(() => httpAuthFromSettings({ ...base, httpAuth: "oauth", oauthIssuer: "https://i" }, {}))).toMatch(
      /--oauth-audience, --oauth-jwks/,
    );
    expect(usage(() => httpAuthFromSettings({ host: "127.0.0.1", httpAuth: "bearer" }, {}))).toMatch(/--http only/);
    expect(httpAuthFromSettings({ ...base, httpAuth: "bearer" }, { MCP_BEARER_TOKEN: "b".repeat(32) })).toEqual({
      bearer: "b".repeat(32),
    });
    expect(httpAuthFromSettings({ http: 0, host: "127.0.0.1" }, {})).toBeUndefined();
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}
function toolgen(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env },
      timeout: 90_000,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

describe("toolgen call and serve with --auth", () => {
  it("calls with Slack token rotation, keeps the refresh token in the store (0600), prints no secret", async () => {
    const store = path.join(scratch, "slack-store.json");
    const run = await toolgen(
      ["call", "messaging", SLACK_ME, "--auth", "oauth", "--token-store", store, "--token-url", slack.tokenUrl],
      {
        MESSAGING_BASE_URL: slack.url,
        SLACK_CLIENT_ID: "111.222",
        SLACK_CLIENT_SECRET: SLACK_SECRET,
        SLACK_REFRESH_TOKEN: SLACK_REFRESH,
      },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ team_id: expect.any(String) });
    expect(statSync(store).mode & 0o777).toBe(0o600);
    const output = run.stdout + run.stderr;
    for (const secret of [
      SLACK_SECRET,
      SLACK_REFRESH,
      encodeURIComponent(SLACK_SECRET),
      JSON.stringify(SLACK_SECRET),
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it("a refused refresh token fails the call with exit 1 and no secret in the envelope", async () => {
    const run = await toolgen(
      ["call", "messaging", SLACK_ME, "--auth", "oauth", "--token-store", path.join(scratch, "other.json")],
      {
        MESSAGING_BASE_URL: slack.url,
        SLACK_TOKEN_URL: slack.tokenUrl,
        SLACK_CLIENT_ID: "111.222",
        SLACK_CLIENT_SECRET: SLACK_SECRET,
        SLACK_REFRESH_TOKEN: SLACK_REFRESH, // spent by the test above
      },
    );
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toMatchObject({ kind: "unauthorized" });
    expect(run.stderr).not.toContain(SLACK_REFRESH);
    expect(run.stderr).not.toContain("ZZZZZZZZ");
  });

  it("a missing setting is one line and exit 2, naming it and no secret", async () => {
    const run = await toolgen(["call", "messaging", SLACK_ME, "--auth", "oauth"], {
      SLACK_CLIENT_ID: "111.222",
      SLACK_CLIENT_SECRET: SLACK_SECRET,
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/--token-store or SLACK_TOKEN_STORE/);
    expect(run.stderr).not.toContain("ZZZZ");
  });

  it("serve --sandbox with --auth oauth: a contradiction, exit 2 before the sandbox starts", async () => {
    const run = await toolgen(["serve", "messaging", "--sandbox", "--auth", "oauth"], {});
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/--sandbox and --auth oauth exclude each other/);
  });

  it("serve on a non-loopback host without --http-auth: exit 2 before anything binds", async () => {
    const run = await toolgen(["serve", "messaging", "--http", "0", "--host", "0.0.0.0", "--sandbox"], {});
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/needs authentication/);
    expect(run.stderr).not.toMatch(/sandbox upstream on/);
  });
});

describe("serve --http-auth bearer", () => {
  it("serves the endpoint to the secret's holder only", async () => {
    const secret = "endpoint-secret-" + "k".repeat(24);
    const child = spawn(
      process.execPath,
      [CLI, "serve", "messaging", "--sandbox", "--http", "0", "--http-auth", "bearer"],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? "", MCP_BEARER_TOKEN: secret } },
    );
    try {
      let stderr = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr.on("data", (chunk: Buffer) => {
          stderr += chunk.toString("utf8");
          const found = /MCP server on (http:\/\/\S+\/mcp)/.exec(stderr);
          if (found) resolve(found[1]!);
        });
        child.once("close", () => reject(new Error(`serve ended: ${stderr}`)));
      });
      const post = (authorization?: string) =>
        fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...(authorization ? { authorization } : {}),
          },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "0" } },
          }),
        }).then(async (r) => {
          await r.body?.cancel();
          return r.status;
        });
      expect(await post()).toBe(401);
      expect(await post(`Bearer ${secret}x`)).toBe(401);
      expect(await post(`Bearer ${secret}`)).toBe(200);
      expect(stderr).not.toContain(secret);
    } finally {
      child.kill("SIGTERM");
    }
  });
});

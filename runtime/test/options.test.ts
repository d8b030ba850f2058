// Toolkit options: checked when the toolkit is created, filled from the kit's environment variables when left out.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createToolkit as contentApi, definitions } from "@toolgen/content-api";
import { createToolkit as messaging, ToolkitOptionsError } from "@toolgen/messaging";
import { startBoxDouble, type BoxDouble } from "./support/box-double.js";
import { startSlackDouble, type SlackDouble } from "./support/slack-double.js";
import { toolFor } from "../../test/support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });

let box: BoxDouble;
let slack: SlackDouble;
beforeAll(async () => {
  [box, slack] = await Promise.all([startBoxDouble({ token: "box-env-token" }), startSlackDouble()]);
});
afterAll(async () => {
  await Promise.all([box.close(), slack.close()]);
});
afterEach(() => {
  vi.unstubAllEnvs();
  box.reset();
});

// A read that needs no parameter, from the manifest.
const read = definitions.find(
  (d) =>
    "method" in d.operation &&
    d.operation.method === "GET" &&
    !(d.inputSchema.required as string[] | undefined)?.length,
)!.name;

function optionsError(create: () => unknown): ToolkitOptionsError {
  try {
    create();
  } catch (err) {
    expect(err).toBeInstanceOf(ToolkitOptionsError);
    expect(err).not.toBeInstanceOf(TypeError);
    return err as ToolkitOptionsError;
  }
  throw new Error("no error was thrown");
}

describe("options are checked at createToolkit", () => {
  it.each([Number.NaN, -1, 0, Number.POSITIVE_INFINITY, "5", 2 ** 31])("refuses timeoutMs %s", (timeoutMs) => {
    const err = optionsError(() => messaging({ accessToken: "t", timeoutMs: timeoutMs as number }));
    expect(err.problems).toHaveLength(1);
    expect(err.problems[0]).toMatch(/^timeoutMs must be a number of milliseconds/);
  });

  it("refuses a malformed baseUrl, bad servers, retry and size settings, all in one error", () => {
    const err = optionsError(() =>
      contentApi({
        accessToken: "t",
        baseUrl: "localhost:3000",
        servers: { upload: "ftp://files", nope: "https://x" } as Record<string, string>,
        retry: { attempts: 0, baseDelayMs: -5, maxDelayMs: Number.NaN, totalMs: 0 },
        maxResponseBytes: 1.5,
        fetch: "fetch" as unknown as typeof fetch,
      }),
    );
    expect(err.problems.map((p) => p.split(" ")[0])).toEqual([
      "baseUrl",
      "fetch",
      "maxResponseBytes",
      "retry.attempts",
      "retry.baseDelayMs",
      "retry.maxDelayMs",
      "retry.totalMs",
      "servers.upload",
      "servers.nope",
    ]);
    expect(err.message).toContain("Invalid toolkit options:");
  });

  it("accepts valid options and retry: false", () => {
    expect(() =>
      contentApi({ accessToken: () => "t", baseUrl: "http://127.0.0.1:1/x", timeoutMs: 1, retry: false }),
    ).not.toThrow();
    expect(() => messaging({ accessToken: "t", retry: { attempts: 1, baseDelayMs: 0, totalMs: 100 } })).not.toThrow();
  });
});

describe("options left out come from the environment", () => {
  it("reads MESSAGING_TOKEN and MESSAGING_BASE_URL", async () => {
    vi.stubEnv("MESSAGING_TOKEN", slack.token);
    vi.stubEnv("MESSAGING_BASE_URL", slack.url);
    expect(await messaging().invoke(AUTH_TEST, {})).toMatchObject({ user_id: "U0ALICE" });
  });

  it("reads CONTENT_API_TOKEN and CONTENT_API_BASE_URL; options given explicitly win", async () => {
    vi.stubEnv("CONTENT_API_TOKEN", "box-env-token");
    vi.stubEnv("CONTENT_API_BASE_URL", box.url);
    await contentApi({}).invoke(read, {});
    expect(box.requests[0]!.headers["authorization"]).toBe("Bearer box-env-token");
    // An explicit token, baseUrl or servers wins over the environment.
    vi.stubEnv("CONTENT_API_BASE_URL", "http://127.0.0.1:1");
    const err = await contentApi({ accessToken: "explicit" })
      .invoke(read, {})
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: "network" });
    await contentApi({ accessToken: "box-env-token", servers: { api: box.url } }).invoke(read, {});
    await contentApi({ baseUrl: box.url }).invoke(read, {});
    expect(box.requests.map((r) => r.headers["authorization"])).toEqual([
      "Bearer box-env-token",
      "Bearer box-env-token",
      "Bearer box-env-token",
    ]);
  });

  it("names the variable when neither option nor environment gives a token, or the variable is malformed", () => {
    vi.stubEnv("MESSAGING_TOKEN", "");
    expect(optionsError(() => messaging()).problems).toEqual([
      "No access token: pass accessToken or set the MESSAGING_TOKEN environment variable.",
    ]);
    vi.stubEnv("CONTENT_API_TOKEN", "t");
    vi.stubEnv("CONTENT_API_BASE_URL", "not a url");
    expect(optionsError(() => contentApi()).problems[0]).toMatch(/^The CONTENT_API_BASE_URL environment variable/);
  });
});

// `toolgen call`: the result on stdout (exit 0), the envelope on stderr (exit 1), usage errors (exit 2). Run in this
// process, as the CLI runs it; a process's own exit codes are tried once each way.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxError, startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { startSlackDouble, type SlackDouble } from "../runtime/test/support/slack-double.js";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";
import { kitEnvironment } from "@toolgen/runtime/mcp/cli";
import { CLI, runHere } from "./support/cli.js";

const BOX_TOKEN = "box-token-for-call-tests";
// The tools exercised, found by binding: a renamed tool is still the one these tests need.
const FOLDER = toolFor({ operationId: "get_folders_id" }); // GET /folders/{folder_id}, not its #get_shared_link twin
const FOLDER_ITEMS = toolFor({ method: "GET", path: "/folders/{folder_id}/items" });
const DELETE_FOLDER = toolFor({ method: "DELETE", path: "/folders/{folder_id}" });
const SLACK_ME = toolFor({ slackMethod: "auth.test" });

let box: BoxDouble;
let slack: SlackDouble;
let scratch: string;

beforeAll(async () => {
  [box, slack] = await Promise.all([startBoxDouble({ token: BOX_TOKEN }), startSlackDouble()]);
  scratch = mkdtempSync(path.join(tmpdir(), "toolgen-call-"));
});

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await Promise.all([box?.close(), slack?.close()]);
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `toolgen call` as a process, with only PATH and `env` in its environment. */
function spawned(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "call", ...args], {
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

// The kits' variables, unset for a run in this process unless the test gives them.
const UNSET = Object.fromEntries(
  ["content-api", "messaging"].flatMap((id) => Object.values(kitEnvironment(id))).map((name) => [name, undefined]),
);

/** `toolgen call` in this process, seeing only the kit variables in `env`. */
async function toolgen(args: string[], env: Record<string, string> = {}, stdin = ""): Promise<Run> {
  const run = await runHere(["call", ...args], { ...UNSET, ...env }, stdin);
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const content = (args: string[], env: Record<string, string> = {}, stdin?: string) =>
  toolgen(
    ["content-api", ...args, ...(env.CONTENT_API_BASE_URL ? [] : ["--base-url", box.url])],
    { CONTENT_API_TOKEN: BOX_TOKEN, ...env },
    stdin,
  );

describe("toolgen call: success", () => {
  it("prints a Messaging tool's JSON result and exits 0, as a process", async () => {
    const run = await spawned(["messaging", SLACK_ME, "--base-url", slack.url], { MESSAGING_TOKEN: slack.token });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ user_id: "U0ALICE", username: "alice", team_id: "T0TEAM" });
  });

  it("takes the input from --input, --input-file or stdin, and the base URL from CONTENT_API_BASE_URL", async () => {
    box.reset();
    const file = path.join(scratch, "input.json");
    writeFileSync(file, JSON.stringify({ folder_identifier: "2" }));
    const inline = await content([FOLDER_ITEMS, "--input", '{"folder_identifier":"1","max_items_per_page":3}']);
    const fromFile = await content([FOLDER_ITEMS, "--input-file", file]);
    const fromStdin = await content([FOLDER_ITEMS, "--input-file", "-"], {}, '{"folder_identifier":"3"}');
    const fromEnv = await content([FOLDER_ITEMS, "--input", '{"folder_identifier":"4"}'], {
      CONTENT_API_BASE_URL: box.url,
    });
    for (const run of [inline, fromFile, fromStdin, fromEnv]) expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(inline.stdout)).toMatchObject({ method: "GET", path: "/folders/1/items", query: { limit: "3" } });
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ path: "/folders/2/items" });
    expect(JSON.parse(fromStdin.stdout)).toMatchObject({ path: "/folders/3/items" });
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({ path: "/folders/4/items" });
    expect(box.requests.map((r) => r.path).sort()).toEqual([
      "/folders/1/items",
      "/folders/2/items",
      "/folders/3/items",
      "/folders/4/items",
    ]);
  });

  it("runs a destructive tool", async () => {
    box.reset();
    box.script({ status: 204 });
    const run = await content([DELETE_FOLDER, "--input", '{"folder_identifier":"12"}']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 204 });
    expect(box.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["DELETE /folders/12"]);
  });
});

describe("toolgen call: errors", () => {
  it("prints the invalid_input envelope on stderr, exits 1 and sends nothing, as a process", async () => {
    box.reset();
    const run = await spawned(
      ["content-api", DELETE_FOLDER, "--input", '{"delete_recursively":true}', "--base-url", box.url],
      { CONTENT_API_TOKEN: BOX_TOKEN },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(JSON.parse(run.stderr)).toMatchObject({
      kind: "invalid_input",
      tool: DELETE_FOLDER,
      issues: [{ param: "folder_identifier" }],
    });
    expect(box.requests).toHaveLength(0);
  });

  it("prints an upstream failure's envelope, without the token, and exits 1", async () => {
    box.reset();
    box.script(boxError(404, "not_found", "Could not find the specified resource"));
    const run = await content([FOLDER, "--input", '{"folder_unique_identifier":"404"}']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toMatchObject({ kind: "not_found", status: 404, upstream: { code: "not_found" } });
    expect(run.stderr).not.toContain(BOX_TOKEN);
  });

  it("treats an unknown tool and a non-object input as invalid input (exit 1)", async () => {
    const unknown = await content(["NoSuchTool"]);
    const array = await content([DELETE_FOLDER, "--input", "[1]"]);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ kind: "invalid_input", message: 'Unknown tool "NoSuchTool".' });
    expect(array.code).toBe(1);
    expect(JSON.parse(array.stderr)).toMatchObject({ kind: "invalid_input" });
  });

  it("exits 2 on usage errors: unreadable JSON, two inputs, a missing file or token, an unknown kit", async () => {
    box.reset();
    const badJson = await content([DELETE_FOLDER, "--input", "{folder_identifier: 12}"]);
    const both = await content([DELETE_FOLDER, "--input", "{}", "--input-file", "x.json"]);
    const missingFile = await content([DELETE_FOLDER, "--input-file", path.join(scratch, "absent.json")]);
    const noToken = await toolgen(["content-api", FOLDER, "--base-url", box.url]);
    const badKit = await toolgen(["chat", SLACK_ME], { CONTENT_API_TOKEN: BOX_TOKEN });
    const badUrl = await toolgen(["content-api", DELETE_FOLDER, "--base-url", "ftp://example"], {
      CONTENT_API_TOKEN: BOX_TOKEN,
    });
    for (const run of [badJson, both, missingFile, noToken, badKit, badUrl]) expect(run.code, run.stderr).toBe(2);
    expect(badJson.stderr).toContain("--input is not valid JSON");
    expect(both.stderr).toContain("not both");
    expect(noToken.stderr).toContain("CONTENT_API_TOKEN is not set");
    expect(box.requests).toHaveLength(0);
  });
});

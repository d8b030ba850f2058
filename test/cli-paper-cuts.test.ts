// What people expect of the command line: a package bin's help names its kit and real variables, a secret flag is
// answered with the variable to set (never echoing it), every missing auth setting comes at once, an empty search is
// a mistake (exit 1 with a usage line), and a stdio server started in a terminal says what it waits for.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { runServerCli, type KitTarget } from "@toolgen/runtime/mcp/cli";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthUsageError, authFromSettings } from "../runtime/src/mcp/cli-auth.js";
import { terminalHint } from "../runtime/src/mcp/serve.js";
import { kitEnvironment } from "../runtime/src/options.js";
import { ROOT } from "./support/paths.js";
import { specManifest } from "./support/spec.js";
import { CLI } from "./support/cli.js";

const kits = {
  box: { id: specManifest("content-api").toolkit.id, createToolkit: createContent as KitTarget["createToolkit"] },
  slack: { id: specManifest("messaging").toolkit.id, createToolkit: createMessaging as KitTarget["createToolkit"] },
};
const target = (kit: (typeof kits)["box"]): KitTarget => ({ ...kit, name: `@toolgen/${kit.id}`, version: "0.0.0" });

/** A package bin's run as `node <anywhere>/dist/bin.js …`: what it printed, and its exit code. */
async function bin(kit: (typeof kits)["box"], ...args: string[]) {
  let out = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  const before = process.exitCode;
  await runServerCli(target(kit), [process.execPath, "/anywhere/dist/bin.js", ...args]);
  const code = process.exitCode;
  process.exitCode = before;
  vi.restoreAllMocks();
  return { out, code };
}
afterEach(() => vi.restoreAllMocks());

describe("a package bin's help", () => {
  it("names the bin and the kit's own variables, whatever path started it", async () => {
    const slack = await bin(kits.slack, "--help");
    expect(slack.out).toMatch(new RegExp(`^Usage: toolgen-${kits.slack.id} `));
    expect(slack.out).toContain(kitEnvironment(kits.slack.id).token);
    expect(slack.out).toContain("SLACK_CLIENT_ID");
    expect(slack.out).not.toMatch(/<KIT>|BOX_/);
    const box = await bin(kits.box, "--help");
    expect(box.out).toMatch(new RegExp(`^Usage: toolgen-${kits.box.id} `));
    expect(box.out).toContain(kitEnvironment(kits.box.id).token);
    expect(box.out).toContain("BOX_JWT_CONFIG");
    expect(box.out).not.toMatch(/<KIT>|SLACK_/);
  });

  it("answers --client-secret and --refresh-token with the variable to set, exit 2, without echoing the value", async () => {
    for (const [flag, variable] of [
      ["--client-secret", "SLACK_CLIENT_SECRET"],
      ["--refresh-token", "SLACK_REFRESH_TOKEN"],
    ]) {
      const run = await bin(kits.slack, flag!, "value-never-echoed");
      expect(run.code).toBe(2);
      expect(run.out).toContain(`set ${variable}`);
      expect(run.out).not.toContain("value-never-echoed");
    }
  });
});

describe("missing auth settings", () => {
  it("are reported all at once, in one line", () => {
    const missing = (upstream: "box" | "slack", auth: "client-credentials" | "jwt" | "oauth") => {
      try {
        authFromSettings({ id: kits[upstream].id, upstream }, { auth }, {}, () => undefined);
      } catch (error) {
        expect(error).toBeInstanceOf(AuthUsageError);
        return (error as Error).message;
      }
      throw new Error("no usage error");
    };
    const cc = missing("box", "client-credentials");
    for (const part of ["--client-id or BOX_CLIENT_ID", "BOX_CLIENT_SECRET", "--enterprise-id or --user-id"])
      expect(cc).toContain(part);
    const oauth = missing("slack", "oauth");
    for (const part of ["--token-store or SLACK_TOKEN_STORE", "--client-id or SLACK_CLIENT_ID", "SLACK_CLIENT_SECRET"])
      expect(oauth).toContain(part);
    expect(cc).not.toContain("\n");
  });
});

describe("toolgen search with an empty request", () => {
  it("exits 1 with a usage line", () => {
    const run = spawnSync(process.execPath, [CLI, "search", kits.slack.id, " "], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(new RegExp(`^usage: toolgen search ${kits.slack.id} `, "m"));
  });
});

describe("serve on stdio in a terminal", () => {
  it("adds one line saying it speaks MCP on stdio and how to connect; nothing when a client started it", () => {
    const hint = terminalHint(true)!;
    expect(hint).not.toContain("\n");
    expect(hint).toMatch(/MCP/);
    expect(hint).toContain("--http");
    expect(terminalHint(false)).toBeUndefined();
  });
});

// Rough edges a new user met on the command line: `toolgen call --sandbox`, "did you mean" for a misspelt input key
// and for an unknown group.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { definitions } from "@toolgen/content-api";
import { selectTools, SelectionError, TOOL_GROUPS } from "@toolgen/runtime";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { specTool } from "./support/spec.js";
import { CLI, runHere } from "./support/cli.js";

// Found by binding: a renamed tool is still the one these tests need.
const folder = specTool({ operationId: "get_folders_id" });
const folderParam = folder.params.find((p) => p.upstream === "folder_id")!.name;
const items = specTool({ method: "GET", path: "/folders/{folder_id}/items" });
const itemsFolder = items.params.find((p) => p.upstream === "folder_id")!.name;

/** Runs the CLI in this process, with no token in the environment. */
const toolgen = (...args: string[]) => runHere(args, { CONTENT_API_TOKEN: undefined });

/** Runs the CLI as a process, with no token in the environment: what it prints is all it prints. */
function spawned(...args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
    timeout: 90_000,
  });
}

describe("toolgen call --sandbox", () => {
  it("runs the tool against the kit's sandbox, with no token", async () => {
    const run = await toolgen(
      "call",
      "content-api",
      items.name,
      "--sandbox",
      "--input",
      JSON.stringify({ [itemsFolder]: "0" }),
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const listing = JSON.parse(run.stdout) as { entries: Array<{ id: string }> };
    expect(listing.entries.length).toBeGreaterThan(0);
  });

  it("refuses --sandbox with --base-url (exit 2)", async () => {
    const run = await toolgen("call", "content-api", items.name, "--sandbox", "--base-url", "http://127.0.0.1:9");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--sandbox and --base-url/);
  });

  it("answers a misspelt input key with the parameter it most likely meant", async () => {
    const misspelt = folderParam.slice(0, -2) + folderParam.slice(-1); // one letter dropped
    const run = await toolgen(
      "call",
      "content-api",
      folder.name,
      "--sandbox",
      "--input",
      JSON.stringify({ [misspelt]: "0" }),
    );
    expect(run.status).toBe(1);
    const envelope = JSON.parse(run.stderr) as { issues: Array<{ param: string; rule: string; hint: string }> };
    const unknown = envelope.issues.find((i) => i.rule === "unknown_parameter")!;
    expect(unknown.param).toBe(misspelt);
    expect(unknown.hint).toContain(`did you mean "${folderParam}"?`);
  });
});

describe("an unknown group", () => {
  it("on the command line: did you mean, exit 2", () => {
    const run = spawned("serve", "content-api", "--group", "retreival");
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain('did you mean "retrieval"?');
  });

  it("in a selection: did you mean, and every group named", () => {
    const refuse = () => selectTools(definitions, { group: "deletoin" as (typeof TOOL_GROUPS)[number] });
    expect(refuse).toThrow(SelectionError);
    expect(refuse).toThrow('did you mean "deletion"?');
    for (const group of TOOL_GROUPS) expect(refuse).toThrow(group);
  });
});

describe("toolgen validate", () => {
  it("with no file, validates every manifest in spec/", async () => {
    const manifests = readdirSync(path.join(ROOT, "spec")).filter((f) => f.endsWith(".yaml"));
    const run = await runHere(["validate"]);
    expect(run.status).toBe(0);
    const valid = run.stdout.trim().split("\n");
    expect(valid).toHaveLength(manifests.length);
    manifests
      .sort()
      .forEach((file, i) => expect(valid[i]).toMatch(new RegExp(`^spec/${file.replace(".", "\\.")}: valid`)));
  });
});

// `toolgen search <kit> "<query>"`: the kit's own search, as a table or JSON; no token needed; usage errors exit 2.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { runHere } from "./support/cli.js";

/** `toolgen search` in this process, with no token in the environment. */
async function search(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = await runHere(["search", ...args], { CONTENT_API_TOKEN: undefined });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const QUERY = "empty the recycle bin";
const expected = createToolkit({ accessToken: "unused" }).searchTools(QUERY, { limit: 3 });

describe("toolgen search", () => {
  it("prints kit.searchTools' matches as JSON, without a token", async () => {
    const run = await search("content-api", QUERY, "--limit", "3", "--json");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expected);
  });

  it("prints a table: name, score and what the tool does with its risks, best first", async () => {
    const run = await search("content-api", QUERY, "--limit", "3");
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(expected.map((m) => m.name));
  });

  it("prints nothing and says what the kit can and cannot do when no tool can do what is asked", async () => {
    for (const args of [[], ["--json"]]) {
      const run = await search("content-api", "restore a deleted file", ...args);
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(args.length > 0 ? "[]" : "");
      expect(run.stderr).toMatch(/^Nothing fits: no tool can restore a file\. This kit's tools .*; they cannot .*\n$/);
    }
  });

  it.each([[["content-api", QUERY, "--limit", "0"]], [["no-such-kit", QUERY]], [["content-api"]]])(
    "exits 2 on %j",
    async (args) => {
      expect((await search(...args)).code).toBe(2);
    },
  );
});

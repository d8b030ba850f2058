// `toolgen check-upstream <kit> <spec.json…>`: a drift report of a kit's bindings against exactly the given files.
// Each category is shown on a small manifest and a small OpenAPI file made here, changed in one way; then the
// command runs once against the real upstream files.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadManifest } from "../generator/load/index.js";
import { driftReport, LISTED } from "../generator/upstream/drift.js";
import { SMALL_BOX as MANIFEST } from "./support/manifests.js";
import { ROOT, SHARED } from "./support/paths.js";
import { runHere } from "./support/cli.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "toolgen-check-upstream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const specDir = path.join(dir, "spec");
const manifestFile = path.join(specDir, "content.yaml");
mkdirSync(specDir);
writeFileSync(manifestFile, MANIFEST);
const loaded = loadManifest(manifestFile);

// Fixtures are edited freely; their shape is OpenAPI's.
type Json = Record<string, any>;
const param = (name: string, where: string, schema: Json, required = where === "path") => ({
  name,
  in: where,
  required,
  schema,
});
/** An OpenAPI file that every binding above resolves in. */
function base(): Json {
  return {
    openapi: "3.0.2",
    servers: [{ url: "https://api.box.com/2.0" }],
    paths: {
      "/files/{file_id}": {
        delete: {
          operationId: "delete_files_id",
          tags: ["Files"],
          parameters: [param("file_id", "path", { type: "string" })],
        },
      },
      "/folders/{folder_id}/items": {
        get: {
          operationId: "get_folders_id_items",
          tags: ["Folders"],
          parameters: [
            param("folder_id", "path", { type: "string" }),
            param("usemarker", "query", { type: "boolean" }),
            param("direction", "query", { type: "string", enum: ["ASC", "DESC"] }),
          ],
        },
      },
    },
  };
}
const items = (spec: Json) => spec.paths["/folders/{folder_id}/items"].get;

let n = 0;
/** The report for the base file changed by `change`. */
function report(change: (spec: Json) => void) {
  const spec = base();
  change(spec);
  const file = path.join(dir, `upstream-${++n}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return driftReport(loaded, [{ path: file, name: "box.json" }]);
}
/** The lines of one section: its heading (with its count) and the indented lines under it. */
function section(lines: string[], title: string): string[] {
  const start = lines.findIndex((l) => l.startsWith(title));
  if (start < 0) throw new Error(`no section ${title}`);
  const end = lines.findIndex((l, i) => i > start && !l.startsWith(" "));
  return lines.slice(start, end < 0 ? undefined : end);
}

describe("check-upstream: one category at a time", () => {
  it("the unchanged file: every binding resolves, nothing breaks", async () => {
    const r = report(() => {});
    expect(r.breaking).toBe(0);
    expect(r.lines).toContain("Bindings that still resolve: 2 of 2");
    expect(r.lines.at(-1)).toBe("No binding breaks.");
  });

  it("an operation gone", async () => {
    const r = report((s) => delete s.paths["/files/{file_id}"]);
    expect(r.breaking).toBe(1);
    expect(r.lines).toContain("Bindings that still resolve: 1 of 2");
    const gone = section(r.lines, "Operations gone");
    expect(gone[0]).toBe("Operations gone: 1");
    expect(gone[1]).toMatch(/^ {2}DeleteFile: .*content\.yaml:\d+:\d+ \$\.tools\[0\]\.operation\.path: /);
  });

  it("a parameter renamed upstream: the new name is suggested", async () => {
    const r = report((s) => (items(s).parameters[1].name = "use_marker"));
    expect(r.breaking).toBe(1);
    const renamed = section(r.lines, "Parameters gone or renamed");
    expect(renamed[0]).toBe("Parameters gone or renamed: 1");
    expect(renamed[1]).toContain('ListFolderItems (renamed to "use_marker"?)');
    expect(renamed[1]).toContain("$.tools[1].params[1].upstream");
  });

  it("a path placeholder renamed upstream: the same request, so information with the new name", async () => {
    const r = report((s) => {
      const item = s.paths["/files/{file_id}"];
      item.delete.parameters[0].name = "id";
      s.paths["/files/{id}"] = item;
      delete s.paths["/files/{file_id}"];
    });
    expect(r.breaking).toBe(0);
    expect(r.lines).toContain("Bindings that still resolve: 2 of 2");
    const renamed = section(r.lines, "Parameters gone or renamed");
    expect(renamed[1]).toMatch(
      /^ {2}DeleteFile \(renamed to "id"\?\): .*\$\.tools\[0\]\.params\[0\]\.upstream: delete_files_id names this placeholder "\{id\}"; the request is the same$/,
    );
  });

  it("a type changed, and an enum narrowed", async () => {
    const r = report((s) => {
      items(s).parameters[1].schema = { type: "string" };
      items(s).parameters[2].schema.enum = ["ASC"];
    });
    expect(r.breaking).toBe(2);
    const changed = section(r.lines, "Types or enums changed");
    expect(changed[0]).toBe("Types or enums changed: 2");
    expect(changed.join("\n")).toContain('$.tools[1].params[1].type: expected a type for query "usemarker"');
    expect(changed.join("\n")).toContain('"DESC" is not');
  });

  it("a newly required parameter", async () => {
    const r = report((s) => items(s).parameters.push(param("limit", "query", { type: "integer" }, true)));
    expect(r.breaking).toBe(1);
    const required = section(r.lines, "Newly required parameters");
    expect(required[1]).toContain('expected a parameter bound to query "limit", which get_folders_id_items requires');
  });

  it("an operation deprecated upstream is information, not a break", async () => {
    const r = report((s) => (s.paths["/files/{file_id}"].delete.deprecated = true));
    expect(r.breaking).toBe(0);
    expect(section(r.lines, "Deprecated upstream")[0]).toBe("Deprecated upstream (information): 1");
  });

  it("new operations: listed in the kit's areas (path segment or tag) and elsewhere; not a break", async () => {
    const r = report((s) => {
      s.paths["/files/{file_id}/copy"] = { post: { operationId: "post_files_id_copy", tags: ["Files"] } };
      s.paths["/trash"] = { get: { operationId: "get_trash", tags: ["Folders"] } };
      s.paths["/webhooks"] = { get: { operationId: "get_webhooks", tags: ["Webhooks"] } };
    });
    expect(r.breaking).toBe(0);
    const unbound = section(r.lines, "  box.json");
    expect(unbound).toEqual([
      "  box.json: 5 operations; 2 unbound in the kit's areas, 1 unbound elsewhere",
      "    POST /files/{file_id}/copy  post_files_id_copy",
      "    GET /trash  get_trash",
      "    elsewhere:",
      "      GET /webhooks  get_webhooks",
    ]);
  });

  it("long lists are cut unless --all; a file upstream.specs does not name has every operation it adds listed", async () => {
    const many = (s: Json) => {
      for (let i = 0; i < LISTED + 5; i++)
        s.paths[`/area${i}`] = { get: { operationId: `get_area${i}`, tags: [`Area${i}`] } };
    };
    const spec = base();
    many(spec);
    const file = path.join(dir, "many.json");
    writeFileSync(file, JSON.stringify(spec));
    const lines = (name: string, all: boolean) =>
      section(driftReport(loaded, [{ path: file, name }], { all }).lines, `  ${name}`);
    const operations = Array.from({ length: LISTED + 5 }, (_, i) => `      GET /area${i}  get_area${i}`);
    // The file the manifest names: cut at LISTED without --all, all with it.
    expect(lines("box.json", false)).toContain(`      … and 5 more (--all lists them)`);
    expect(lines("box.json", false).filter((l) => l.startsWith("      GET /area"))).toHaveLength(LISTED);
    expect(lines("box.json", true)).toEqual(expect.arrayContaining(operations));
    // Another file (a new version, say): everything it adds is named either way.
    for (const all of [false, true]) {
      const named = lines("box-next.json", all);
      expect(named[0]).toContain("a file upstream.specs does not name: all listed");
      expect(named).toEqual(expect.arrayContaining(operations));
      expect(named.join("\n")).not.toContain("more (--all lists them)");
    }
  });
});

const toolgen = (...args: string[]) => runHere(args);

describe("check-upstream: the command", () => {
  it("exits 1 when a binding breaks, 0 when the report is information only", async () => {
    const broken = base();
    delete broken.paths["/files/{file_id}"];
    const informational = base();
    informational.paths["/files/content"] = { post: { operationId: "post_files_content", tags: ["Files"] } };
    for (const [spec, status] of [
      [broken, 1],
      [informational, 0],
    ] as const) {
      const file = path.join(dir, `cli-${status}.json`);
      writeFileSync(file, JSON.stringify(spec));
      const run = await toolgen("check-upstream", "content-api", file, "--spec", specDir);
      expect(run.status, run.stderr).toBe(status);
      expect(run.stdout).toContain(status === 1 ? "Operations gone: 1" : "POST /files/content  post_files_content");
      // --json: the same report as one JSON document, and the same exit code.
      const json = await toolgen("check-upstream", "content-api", file, "--spec", specDir, "--json");
      expect(json.status, json.stderr).toBe(status);
      const parsed = JSON.parse(json.stdout) as { lines: string[]; breaking: number };
      expect(parsed.lines.join("\n")).toBe(run.stdout.trimEnd());
      expect(parsed.breaking > 0).toBe(status === 1);
    }
  });

  it("an unknown kit or an unreadable file is a usage error (exit 2)", async () => {
    expect((await toolgen("check-upstream", "no-such-kit", path.join(dir, "x.json"))).status).toBe(2);
    const missing = await toolgen("check-upstream", "content-api", path.join(dir, "missing.json"), "--spec", specDir);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
  });

  // Needs the upstream specifications (SHARED); the line vitest.config.ts prints says how to run it where they are absent.
  it.skipIf(!existsSync(path.join(SHARED, "upstream")))(
    "against the real files, the current versions plus 2026.0: every ContentApi binding still resolves",
    async () => {
      const box = (file: string) => path.join(SHARED, "upstream/box", file);
      const run = await toolgen(
        "check-upstream",
        "content-api",
        box("openapi.json"),
        box("openapi-v2025.0.json"),
        box("openapi-v2026.0.json"),
      );
      expect(run.status, run.stdout + run.stderr).toBe(0);
      const tools = loadManifest(path.join(ROOT, "spec/content.yaml")).manifest.tools.length;
      expect(run.stdout).toContain(`Bindings that still resolve: ${tools} of ${tools}`);
      expect(run.stdout).toMatch(/openapi-v2026\.0\.json: \d+ operations; /);
      // 2026.0 is not in upstream.specs: each operation it has is named, whether in the kit's areas or not.
      const added = JSON.parse(readFileSync(box("openapi-v2026.0.json"), "utf8")) as Json;
      const ids = Object.values(added.paths as Json).flatMap((item: Json) =>
        Object.values(item).flatMap((op: Json) => (op?.operationId ? [String(op.operationId)] : [])),
      );
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids)
        expect(run.stdout).toMatch(new RegExp(`^ +\\S+ \\S+  ${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
    },
  );
});

// A maintainer's everyday edits need no test edits: on a temporary copy of the repository (and of the shared
// documents), add a tool bound to an existing Box operation, add an upstream parameter the document lacks (both
// `origin: upstream`), and rename a tool of each kit as a new document revision does; then `make generate` and the
// whole `make test` must pass. One copy carries all the edits, so the suite runs once more rather than four times.
//
// The rename goes into the document copy too: tool names are the documents' interface, so a name the document
// does not use is a real divergence that check-docs must report; a new document revision is how a rename arrives.
//
// The inner `make test` runs this file too; TOOLGEN_MAINTAINER_INNER makes it skip there (no recursion).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, SHARED } from "./support/paths.js";

const inner = process.env.TOOLGEN_MAINTAINER_INNER === "1";
const skip = inner || process.env.TOOLGEN_SKIP_SLOW === "1";
const tmp = mkdtempSync(path.join(os.tmpdir(), "toolgen-maintainer-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the tracked files, with node_modules linked entry by entry so @toolgen/* resolve inside the copy. */
function copyRepository(): string {
  const root = path.join(tmp, "repo");
  const files = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).stdout.split("\0");
  for (const rel of files.filter(Boolean)) cpSync(path.join(ROOT, rel), path.join(root, rel));
  const modules = path.join(root, "node_modules");
  mkdirSync(path.join(modules, "@toolgen"), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, "node_modules"))) {
    if (entry === "@toolgen" || entry === ".package-lock.json") continue;
    symlinkSync(path.join(ROOT, "node_modules", entry), path.join(modules, entry));
  }
  for (const [name, target] of [
    ["runtime", "runtime"],
    ["content-api", "generated/content-api"],
    ["messaging", "generated/messaging"],
  ])
    symlinkSync(path.join("..", "..", target!), path.join(modules, "@toolgen", name!), "dir");
  // A real file, newer than the copied package files: make's install step sees dependencies as installed.
  cpSync(path.join(ROOT, "node_modules", ".package-lock.json"), path.join(modules, ".package-lock.json"));
  return root;
}

/** A shared folder whose documents can change; the upstream specifications are linked, not copied. */
function copyShared(): string {
  const shared = path.join(tmp, "shared");
  cpSync(path.join(SHARED, "spec-docs"), path.join(shared, "spec-docs"), { recursive: true });
  symlinkSync(path.join(SHARED, "upstream"), path.join(shared, "upstream"), "dir");
  return shared;
}

function replaceOnce(text: string, from: string | RegExp, to: (match: string) => string): string {
  const count =
    typeof from === "string"
      ? text.split(from).length - 1
      : (text.match(new RegExp(from, `${from.flags}g`)) ?? []).length;
  expect(count, String(from)).toBe(1);
  return text.replace(from, to);
}

const REASON = "Box has it; the document has not caught up yet";

/** The edits, as a maintainer types them into spec/*.yaml and as the new document revisions read. */
function edit(root: string, shared: string): void {
  const spec = path.join(root, "spec/content.yaml");
  let yaml = readFileSync(spec, "utf8");
  yaml = replaceOnce(yaml, /^ {2}declaredTools: (\d+)$/m, (line) => line.replace(/\d+/, (n) => String(Number(n) + 1)));
  // 1. a tool bound to an existing Box operation (GET /metadata_taxonomies/{namespace}/{taxonomy_key})
  yaml += [
    "  - name: GetMetadataTaxonomy",
    "    origin: upstream",
    `    reason: ${REASON}`,
    "    group: retrieval",
    "    description: Returns one metadata taxonomy by its namespace and key.",
    "    operation:",
    "      id: get_metadata_taxonomies_id_id",
    "      method: GET",
    "      server: api",
    "      path: /metadata_taxonomies/{namespace}/{taxonomy_key}",
    "    params:",
    "      - name: taxonomy_namespace",
    "        type: string",
    "        required: true",
    "        in: path",
    "        upstream: namespace",
    "      - name: taxonomy_key",
    "        type: string",
    "        required: true",
    "        in: path",
    "        upstream: taxonomy_key",
    "",
  ].join("\n");
  // 2. an upstream parameter the document lacks (Box's `view` on GET /files/{file_id}/metadata)
  yaml = replaceOnce(
    yaml,
    /(^ {2}- name: RetrieveFileMetadata\n(?: {4}.*\n)*? {4}params:\n)/m,
    (head) =>
      head +
      [
        "      - name: metadata_view",
        "        type: string",
        "        in: query",
        "        upstream: view",
        "        origin: upstream",
        `        reason: ${REASON}`,
        "",
      ].join("\n"),
  );
  // 3. a rename, in the manifest and in the new revision of the document
  yaml = replaceOnce(yaml, /^ {2}- name: RetrieveTaskInformation$/m, () => "  - name: GetTaskDetails");
  writeFileSync(spec, yaml);
  const doc = path.join(shared, "spec-docs/content-toolkit.md");
  writeFileSync(
    doc,
    replaceOnce(readFileSync(doc, "utf8"), "| RetrieveTaskInformation |", () => "| GetTaskDetails |"),
  );
  // The retrieval benchmark names the tool that serves each task: a rename carries over to it too.
  const tasks = path.join(root, "bench/search/content-api.tasks.yaml");
  writeFileSync(tasks, readFileSync(tasks, "utf8").replaceAll("RetrieveTaskInformation", "GetTaskDetails"));
  // 4. a Messaging rename of the tool the kit's README example and many hints name; the manifest and the document
  // name it in rules, limits and examples too, so it is renamed wherever it is written.
  for (const file of [
    path.join(root, "spec/messaging.yaml"),
    path.join(shared, "spec-docs/messaging-toolkit.md"),
    path.join(root, "bench/search/messaging.tasks.yaml"),
  ])
    writeFileSync(file, renameAll(readFileSync(file, "utf8"), "GetMessages", "ReadConversationMessages"));
}

/** Every whole-word `from` in `text` renamed; there must be some. */
function renameAll(text: string, from: string, to: string): string {
  const word = new RegExp(`\\b${from}\\b`, "g");
  expect(text.match(word)?.length ?? 0, from).toBeGreaterThan(0);
  return text.replace(word, to);
}

describe.skipIf(skip)("a maintainer's edits leave `make test` green without touching a test", () => {
  it("adds a tool and an upstream parameter (origin: upstream), renames a tool of each kit; make generate; make test", () => {
    const root = copyRepository();
    const shared = copyShared();
    edit(root, shared);
    const env: NodeJS.ProcessEnv = { ...process.env, TOOLGEN_MAINTAINER_INNER: "1", TOOLGEN_SHARED: shared };
    delete env.VITEST;
    delete env.VITEST_WORKER_ID;
    delete env.VITEST_POOL_ID;
    delete env.NODE_ENV;
    const make = (target: string) =>
      spawnSync("make", ["-s", target, `SHARED=${shared}`], { cwd: root, env, encoding: "utf8", timeout: 540_000 });

    const generated = make("generate");
    expect(generated.status, generated.stderr).toBe(0);
    expect(generated.stdout).toMatch(/content-api \(\d+ tools\)/);
    expect(readdirSync(path.join(root, "generated/messaging/src/tools"))).toContain("ReadConversationMessages.ts");
    const notes = spawnSync(
      process.execPath,
      ["generator/bin/toolgen.js", "check-docs", path.join(shared, "spec-docs")],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(notes.status, notes.stdout + notes.stderr).toBe(0);
    expect(notes.stdout).toContain("no differences, 2 deliberate (origin: upstream)");

    const tested = make("test");
    expect(tested.status, `${tested.stdout.slice(-4000)}\n${tested.stderr.slice(-4000)}`).toBe(0);
    // the inner suite ran (this file skipped itself there) and nothing failed
    const summary = tested.stdout.replace(/\u001b\[[0-9;]*m/g, "");
    expect(summary).toMatch(/Tests\s+\d+ passed \| \d+ skipped/);
    expect(summary).not.toMatch(/\d+ failed/);
  }, 600_000);
});

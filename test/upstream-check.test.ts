// The upstream stage of validate/generate: every binding resolved against the files its manifest names
// (`upstream.specs`) in SHARED/upstream. Broken bindings are made on in-memory copies of real tools, chosen by what
// they bind (not by name), so each case keeps working when the manifest changes.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest, type Manifest } from "../generator/load/index.js";
import type { HttpOperation, ManifestTool, SlackOperation } from "../generator/load/manifest.js";
import { NO_UPSTREAM } from "../generator/upstream/dir.js";
import { checkManifestUpstream } from "../generator/upstream/index.js";
import { resolveBindings, upstreamOperationId, type Finding } from "../generator/upstream/resolve.js";
import { readSpecs } from "../generator/upstream/specs.js";
import { runHere } from "./support/cli.js";
import { temporaryFolders } from "./support/temp.js";
import { ROOT, SHARED } from "./support/paths.js";

const UPSTREAM = path.join(SHARED, "upstream");
const content = loadManifest(path.join(ROOT, "spec/content.yaml"));
const messaging = loadManifest(path.join(ROOT, "spec/messaging.yaml"));
const specsOf = (m: Manifest) =>
  readSpecs((m.upstream.specs ?? []).map((name) => ({ path: path.join(UPSTREAM, name), name })));
const boxSet = specsOf(content.manifest);
const slackSet = specsOf(messaging.manifest);

const tempDir = temporaryFolders("upstream-");

describe("the manifests' bindings resolve in the upstream files they name", () => {
  it.each([content, messaging].map((l) => [l.manifest.toolkit.id, l] as const))("%s", (_, loaded) => {
    expect(loaded.manifest.upstream.specs?.length).toBeGreaterThan(0);
    const check = checkManifestUpstream(loaded, UPSTREAM);
    expect(check.problems).toEqual([]);
    expect(check.resolution?.resolved).toBe(loaded.manifest.tools.length);
  });
});

/** The breaking findings after one change to a copy of a tool (found by index in a copy of its manifest). */
function breakTool(m: Manifest, index: number, change: (tool: ManifestTool) => void): Finding[] {
  const copy = structuredClone(m);
  change(copy.tools[index]!);
  const set = m.upstream.provider === "box" ? boxSet : slackSet;
  return resolveBindings(copy, set).findings.filter((f) => f.breaking);
}

const box = content.manifest;
const http = (t: ManifestTool) => t.operation as HttpOperation;
const toolIndex = (predicate: (t: ManifestTool) => boolean, what: string) => {
  const i = box.tools.findIndex(predicate);
  if (i < 0) throw new Error(`no tool ${what} in spec/content.yaml`);
  return i;
};
const upstreamOp = (t: ManifestTool) => boxSet.byId.get(upstreamOperationId(box, http(t).id))!;
const routes = new Set(boxSet.operations.map((o) => `${o.method} ${o.path}`));

describe("a broken binding is found, at the right place, with a suggestion where one is close", () => {
  it("a method the route does not have: the id's route is named", () => {
    const t = toolIndex((x) => http(x).method === "DELETE" && !routes.has(`PATCH ${http(x).path}`), "DELETE-only");
    const findings = breakTool(box, t, (x) => (http(x).method = "PATCH"));
    expect(findings).toHaveLength(1);
    expect(findings[0]!).toMatchObject({ kind: "operation-moved", at: ["tools", t, "operation", "method"] });
    expect(findings[0]!.expected).toContain(`expected DELETE ${http(box.tools[t]!).path}`);
  });

  it("a path typo with a wrong id too: the operation is gone, the path suggested", () => {
    const t = toolIndex((x) => /^\/[a-z_]{6,}\//.test(http(x).path), "with a long first segment");
    const original = http(box.tools[t]!).path;
    const typo = original.replace(/^\/(\w)(\w)/, "/$2$1");
    const findings = breakTool(box, t, (x) => {
      http(x).path = typo;
      http(x).id = "no_such_operation";
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]!).toMatchObject({ kind: "operation-gone", at: ["tools", t, "operation", "path"] });
    expect(findings[0]!.expected).toContain(`did you mean ${JSON.stringify(original)}?`);
  });

  it("an id typo, and an id naming another operation", () => {
    const t = toolIndex((x) => http(x).id.length > 12 && !http(x).id.includes("<"), "with a long id");
    const id = http(box.tools[t]!).id;
    const typo = breakTool(box, t, (x) => (http(x).id = `${id.slice(0, -2)}${id.at(-1)}${id.at(-2)}`));
    expect(typo).toHaveLength(1);
    expect(typo[0]!).toMatchObject({ kind: "operation-moved", at: ["tools", t, "operation", "id"] });
    expect(typo[0]!.expected).toContain(`did you mean ${JSON.stringify(upstreamOp(box.tools[t]!).id)}?`);
    const other = boxSet.operations.find((o) => o.path !== http(box.tools[t]!).path && !o.id.includes("_v20"))!;
    const named = breakTool(box, t, (x) => (http(x).id = other.id));
    expect(named[0]!.expected).toContain(`is ${other.method} ${other.key}`);
  });

  it("an upstream parameter name typo: did you mean the real one", () => {
    const t = toolIndex((x) => x.params.some((p) => p.in === "query" && p.upstream === "limit"), "bound to limit");
    const p = box.tools[t]!.params.findIndex((x) => x.upstream === "limit");
    const findings = breakTool(box, t, (x) => (x.params[p]!.upstream = "limt"));
    expect(findings).toHaveLength(1);
    expect(findings[0]!).toMatchObject({
      kind: "param-gone",
      at: ["tools", t, "params", p, "upstream"],
      renamedTo: "limit",
    });
    expect(findings[0]!.expected).toMatch(/"limt" is not one; did you mean "limit"\?$/);
  });

  it("a parameter bound in the wrong location", () => {
    const t = toolIndex((x) => x.params.some((p) => p.in === "query"), "with a query parameter");
    const p = box.tools[t]!.params.findIndex((x) => x.in === "query");
    const findings = breakTool(box, t, (x) => (x.params[p]!.in = "header"));
    expect(findings[0]!).toMatchObject({ kind: "param-gone", at: ["tools", t, "params", p, "in"] });
  });

  it("an incompatible type, and an enum beyond the upstream's", () => {
    const bool = toolIndex((x) => x.params.some((p) => p.type === "boolean" && p.in === "query"), "with a boolean");
    const b = box.tools[bool]!.params.findIndex((p) => p.type === "boolean" && p.in === "query");
    const typed = breakTool(box, bool, (x) => (x.params[b]!.type = "integer"));
    expect(typed).toMatchObject([{ kind: "type-changed", at: ["tools", bool, "params", b, "type"] }]);
    expect(typed[0]!.expected).toMatch(/which is boolean; integer is not one$/);

    const withEnum = toolIndex(
      (x) =>
        x.params.some((p) => p.enum && upstreamOp(x).params.find((u) => u.name === p.upstream && u.in === p.in)?.enum),
      "with an enum the upstream also has",
    );
    const e = box.tools[withEnum]!.params.findIndex((p) => p.enum);
    const widened = breakTool(box, withEnum, (x) => x.params[e]!.enum!.push("SIDEWAYS"));
    expect(widened).toMatchObject([{ kind: "enum-changed", at: ["tools", withEnum, "params", e, "enum"] }]);
    expect(widened[0]!.expected).toMatch(/"SIDEWAYS" is not$/);
  });

  it("an upstream-required parameter left unbound, or bound as optional", () => {
    const t = toolIndex(
      (x) => upstreamOp(x).params.some((u) => u.required && u.in !== "path" && u.name !== "box-version"),
      "bound to an operation with a required query or header parameter",
    );
    const required = upstreamOp(box.tools[t]!).params.find((u) => u.required && u.in !== "path")!;
    const p = box.tools[t]!.params.findIndex((x) => x.upstream?.toLowerCase() === required.name.toLowerCase());
    const dropped = breakTool(box, t, (x) => x.params.splice(p, 1));
    expect(dropped).toMatchObject([{ kind: "newly-required", at: ["tools", t, "params"] }]);
    const optional = breakTool(box, t, (x) => (x.params[p]!.required = false));
    expect(optional).toMatchObject([{ kind: "newly-required", at: ["tools", t, "params", p] }]);
  });

  it("the version header: a versioned id without its suffix, a wrong server", () => {
    const suffix = box.upstream.versionHeader!.suffix;
    const v = toolIndex((x) => http(x).id.endsWith(suffix), "with a versioned id");
    const unversioned = breakTool(box, v, (x) => (http(x).id = http(x).id.slice(0, -suffix.length)));
    expect(unversioned.map((f) => f.kind)).toContain("version-header");
    const upload = toolIndex((x) => http(x).server === "upload", "on the upload server");
    expect(breakTool(box, upload, (x) => (http(x).server = "api"))).toMatchObject([
      { kind: "server", at: ["tools", upload, "operation", "server"] },
    ]);
  });

  it("Slack: a method typo, and scopes the method does not accept", () => {
    const m = messaging.manifest;
    const t = m.tools.findIndex((x) => ((x.operation as SlackOperation).scopes ?? []).length > 0);
    const method = (m.tools[t]!.operation as SlackOperation).methods[0]!;
    const typo = breakTool(m, t, (x) => ((x.operation as SlackOperation).methods[0] = method.replace(".", ".x")));
    expect(typo).toMatchObject([{ kind: "operation-gone", at: ["tools", t, "operation", "methods", 0] }]);
    expect(typo[0]!.expected).toContain(`did you mean ${JSON.stringify(method)}?`);
    const unscoped = breakTool(m, t, (x) => ((x.operation as SlackOperation).scopes = ["no:scope"]));
    expect(unscoped.map((f) => f.kind)).toContain("scope");
  });
});

// ── the commands ──

/** Runs a command in this process; an `env` entry that is undefined is removed for the run. */
const toolgen = runHere;

/** Runs a script of a repository copy at `root`, without TOOLGEN_UPSTREAM in its environment. */
const copyNode = (root: string, script: string, args: string[] = []) => {
  const env = { ...process.env };
  delete env.TOOLGEN_UPSTREAM;
  return spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, encoding: "utf8", env });
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every file under a folder with its content, to prove a failed run wrote nothing. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file)] = readFileSync(file, "utf8");
    }
  return out;
}

describe("validate and generate refuse binding typos with their positions", () => {
  // Three typos in a copy of the manifest, in three different tools: an upstream parameter name, a path (two letters
  // of its first segment swapped), an operation id. Each value's position is where the loader must point.
  const spec = tempDir("spec");
  cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
  const file = path.join(spec, "content.yaml");
  let text = readFileSync(file, "utf8");
  const valueAt = (tool: ManifestTool, key: string) =>
    text.indexOf(key, text.indexOf(`name: ${tool.name}\n`)) + key.length;
  const replaceAt = (at: number, length: number, by: string) => {
    text = `${text.slice(0, at)}${by}${text.slice(at + length)}`;
  };
  const limitTool = box.tools.find((x) => x.params.some((p) => p.upstream === "limit"))!;
  const limitAt = valueAt(limitTool, "upstream: limit") - "limit".length;
  replaceAt(limitAt, "limit".length, "limt");
  const pathTool = box.tools.find(
    (x) => x !== limitTool && http(x).method === "GET" && /^\/[a-z]{5,}\//.test(http(x).path),
  )!;
  const original = http(pathTool).path;
  const typo = original.replace(/^\/(\w)(\w)(\w)/, "/$1$3$2");
  const pathAt = valueAt(pathTool, "path: ");
  replaceAt(text.indexOf(original, pathAt), original.length, typo);
  const idTool = box.tools.find(
    (x) => ![limitTool, pathTool].includes(x) && http(x).method === "DELETE" && !http(x).id.includes("<"),
  )!;
  const idAt = valueAt(idTool, "id: ");
  const id = http(idTool).id;
  replaceAt(text.indexOf(id, idAt), id.length, `${id}x`);
  writeFileSync(file, text);
  // Where each edited value's node starts in the edited text (at its opening quote, when quoted).
  const nodeAt = (value: string) => {
    const at = text.indexOf(value);
    return text[at - 1] === '"' ? at - 1 : at;
  };
  // The loader names a file outside the working directory by its absolute path.
  const display = path.relative(ROOT, file).startsWith("..") ? file : path.relative(ROOT, file);

  it("validate: exit 1, each typo at its line and column with a suggestion", async () => {
    const run = await toolgen(["validate", "--upstream", UPSTREAM, file]);
    expect(run.status, run.stderr).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(3);
    const col = (offset: number) => {
      const before = text.slice(0, offset).split("\n");
      return escape(`${display}:${before.length}:${before.at(-1)!.length + 1}`);
    };
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${col(nodeAt("limt"))} \\$\\.tools\\[\\d+\\]\\.params\\[\\d+\\]\\.upstream: .*"limt" is not one; did you mean "limit"\\?$`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${col(nodeAt(typo))} \\$\\.tools\\[\\d+\\]\\.operation\\.path: expected GET ${escape(original)}, the route of `,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${col(nodeAt(`${id}x`))} \\$\\.tools\\[\\d+\\]\\.operation\\.id: .*did you mean ${escape(JSON.stringify(upstreamOp(idTool).id))}\\?$`,
        ),
      ),
    );
  });

  it("generate: exit 1 with the same problems, the output folder untouched", async () => {
    const out = tempDir("out");
    cpSync(path.join(ROOT, "generated"), out, {
      recursive: true,
      filter: (src) => !["node_modules", "dist"].includes(path.basename(src)),
    });
    const before = tree(out);
    const run = await toolgen(["generate", "--spec", spec, "--out", out, "--upstream", UPSTREAM]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"limt" is not one; did you mean "limit"?');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    const validate = await toolgen(["validate", "--upstream", UPSTREAM, file]);
    expect(run.stderr.trim().split("\n").sort()).toEqual(validate.stderr.trim().split("\n").sort());
    expect(tree(out)).toEqual(before);
  });
});

describe("where the upstream directory comes from", () => {
  it("an upstream directory that was asked for but is missing is a usage error (exit 2), in one line", async () => {
    const missing = path.join(tempDir("none"), "upstream");
    for (const run of [
      await toolgen(["validate", "spec/messaging.yaml", "--upstream", missing]),
      await toolgen(["validate", "spec/messaging.yaml"], { TOOLGEN_UPSTREAM: missing }),
      await toolgen(["generate", "--check"], { TOOLGEN_UPSTREAM: missing }),
    ]) {
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split("\n")).toEqual([expect.stringContaining(`${missing} does not exist`)]);
    }
  });

  it("a named specification file missing from the directory is a problem at its entry in upstream.specs", () => {
    const check = checkManifestUpstream(content, tempDir("empty"));
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatchObject({ path: ["upstream", "specs", 0], file: content.display });
    expect(check.problems[0]!.expected).toContain(
      `${JSON.stringify(content.manifest.upstream.specs![0])} cannot be read (ENOENT)`,
    );
  });

  it(
    "with none beside the repository, validate and generate say so in one line and go on",
    () => {
      // A copy of the repository in a temporary folder has no ../shared/upstream beside it.
      const root = path.join(tempDir("repo"), "toolgen");
      for (const rel of ["generator", "templates", "spec", "runtime/src", "runtime/package.json", "generated"]) {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        cpSync(path.join(ROOT, rel), path.join(root, rel), {
          recursive: true,
          filter: (src) => !["node_modules", "dist"].includes(path.basename(src)),
        });
      }
      for (const rel of [
        "package.json",
        "package-lock.json",
        "tsconfig.json",
        "tsconfig.base.json",
        ".prettierrc.json",
        "LICENSE",
      ])
        cpSync(path.join(ROOT, rel), path.join(root, rel));
      symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
      // The copy's CLI as `make` builds and runs it.
      const built = copyNode(root, "generator/bin/bundle.js");
      expect(built.status, built.stderr).toBe(0);
      const validate = copyNode(root, "dist/cli/cli.js", ["validate", "spec/messaging.yaml"]);
      expect(validate.status, validate.stderr).toBe(0);
      expect(validate.stderr).toBe(`${NO_UPSTREAM}\n`);
      expect(validate.stdout).toMatch(/^spec\/messaging\.yaml: valid \(\d+ tools\)\n$/);
      // The output schemas come from the committed snapshot alone.
      const generate = copyNode(root, "dist/cli/cli.js", ["generate", "--check"]);
      expect(generate.status, generate.stderr).toBe(0);
      expect(generate.stderr).toBe(`${NO_UPSTREAM}\n`);
    },
    300_000 /* a full generation in a fresh copy: seconds, more on a loaded machine */,
  );
});

describe("generate and the upstream files", () => {
  // Messaging alone, into an empty folder: a generation of ContentApi costs many times this one, and every manifest's
  // bindings go through the same check.
  it("checks the bindings against the upstream files as they are at every run", async () => {
    const upstream = tempDir("copy");
    for (const name of messaging.manifest.upstream.specs!) {
      mkdirSync(path.dirname(path.join(upstream, name)), { recursive: true });
      cpSync(path.join(UPSTREAM, name), path.join(upstream, name));
    }
    const spec = tempDir("spec");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    rmSync(path.join(spec, "content.yaml"));
    const out = tempDir("out");
    const env = { TOOLGEN_UPSTREAM: upstream };
    const args = ["--spec", spec, "--out", out];
    const current = await toolgen(["generate", ...args], env);
    expect(current.status, current.stderr).toBe(0);
    expect((await toolgen(["generate", "--check", ...args], env)).status).toBe(0);
    // The first method of the first tool disappears from its file: the same check must now fail at the tool's position.
    const method = (messaging.manifest.tools[0]!.operation as SlackOperation).methods[0]!;
    const file = path.join(upstream, messaging.manifest.upstream.specs![0]!);
    const slack = JSON.parse(readFileSync(file, "utf8")) as { paths: Record<string, unknown> };
    expect(slack.paths[`/${method}`]).toBeDefined();
    delete slack.paths[`/${method}`];
    writeFileSync(file, JSON.stringify(slack));
    const changed = await toolgen(["generate", "--check", ...args], env);
    expect(changed.status).toBe(1);
    expect(changed.stderr).toMatch(/messaging\.yaml:\d+:\d+ \$\.tools\[0\]\.operation\.methods\[0\]: /m);
  });
});

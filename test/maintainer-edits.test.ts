// A maintainer's everyday edits need no test edits. On a temporary copy of the committed tree (and of the shared
// documents), the README's edits are made as they would be today (test/support/maintainer-edits.ts derives them
// from the manifests' current content, so they still change something after a maintainer has made them once):
// a tool and a parameter marked origin: upstream, a rename in each kit as a new document revision brings it, a
// dropped rule, and a variant sharing another tool's binding; in Messaging (docs/maintaining-messaging.md) a
// pass-through parameter, a plain paged variant over conversations.list, a tool over a new plain Slack method and a
// documented tool removed with its row. Then, on the copy: generate, check-docs and check-upstream (run in this
// process with the copy's folders, through the function the CLI runs), the kits' commands, the type-check and the
// generated conformance tests (run in the copy). The rest of the suite reads the manifests, so it is not run again
// here.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "../generator/load/manifest.js";
import { maintainerEdits, type EditsMade } from "./support/maintainer-edits.js";
import { runHere } from "./support/cli.js";
import { ROOT, SHARED, TSC } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const folder = temporaryFolders("maintainer-");
const UPSTREAM = path.join(SHARED, "upstream");

/** The committed tree (git archive of HEAD), with node_modules linked entry by entry so @toolgen/* resolve inside. */
function committedTree(): string {
  const root = path.join(folder("repo"), "toolgen");
  mkdirSync(root);
  const archive = spawnSync("git", ["archive", "--format=tar", "HEAD"], { cwd: ROOT, maxBuffer: 1 << 30 });
  expect(archive.status, String(archive.stderr)).toBe(0);
  const untar = spawnSync("tar", ["-x", "-C", root], { input: archive.stdout });
  expect(untar.status, String(untar.stderr)).toBe(0);
  const modules = path.join(root, "node_modules");
  mkdirSync(path.join(modules, "@toolgen"), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, "node_modules"))) {
    if (entry === "@toolgen" || entry === ".package-lock.json" || entry === ".cache") continue;
    symlinkSync(path.join(ROOT, "node_modules", entry), path.join(modules, entry));
  }
  for (const [name, target] of [
    ["runtime", "runtime"],
    ["content-api", "generated/content-api"],
    ["messaging", "generated/messaging"],
  ])
    symlinkSync(path.join("..", "..", target!), path.join(modules, "@toolgen", name!), "dir");
  // A workspace's own packages (npm nests a version that differs from the root's there, e.g. the runtime's undici).
  for (const workspace of ["runtime", "generated/content-api", "generated/messaging"]) {
    const nested = path.join(ROOT, workspace, "node_modules");
    if (existsSync(nested)) symlinkSync(nested, path.join(root, workspace, "node_modules"), "dir");
  }
  return root;
}

/**
 * The committed tree's documents copied (a new revision changes them; a maintainer's uncommitted revision in the
 * working tree is not the committed manifests'); the upstream specifications are read where they are.
 */
function copyDocs(tree: string): string {
  const docs = path.join(folder("shared"), "spec-docs");
  cpSync(path.join(tree, "spec/docs"), docs, { recursive: true });
  return docs;
}

/** Each step runs whole processes over the whole copy: this bounds a hung one, it is no speed target. */
const HUNG = 10 * 60_000;

let root: string;
let docs: string;
let made: EditsMade;
const manifests = () =>
  ["content.yaml", "messaging.yaml"].map((f) => parse(readFileSync(path.join(root, "spec", f), "utf8")) as Manifest);

/** A process in the copy; its output is kept for the failure message. */
function run(command: string, args: string[]): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, TOOLGEN_UPSTREAM: UPSTREAM, TOOLGEN_SHARED: path.dirname(docs) };
  for (const key of ["VITEST", "VITEST_WORKER_ID", "VITEST_POOL_ID", "NODE_ENV", "TOOLGEN_CACHE"]) delete env[key];
  return spawnSync(command, args, { cwd: root, env, encoding: "utf8", maxBuffer: 1 << 26 });
}
const output = (r: SpawnSyncReturns<string>) => `${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`;
/** A generator command on the copy's manifests, documents and output, in this process. */
const toolgen = (command: string[], ...args: string[]) =>
  runHere([...command, "--spec", path.join(root, "spec"), ...args], { TOOLGEN_UPSTREAM: UPSTREAM });
/** The copy's own CLI as make runs it, bundled with the kits `generate` wrote there: for the kits' commands. */
const copyCli = (...args: string[]) => run(process.execPath, [path.join(root, "dist/cli/cli.js"), ...args]);

beforeAll(() => {
  root = committedTree();
  docs = copyDocs(root);
  made = maintainerEdits(root, docs, UPSTREAM);
}, HUNG);

describe("a maintainer's edits, on a copy of the committed tree", () => {
  it(
    "generate writes both kits with every tool the edited manifests list, the renamed modules replacing the old",
    async () => {
      // A tool bound to an operation the response snapshot lacks needs the snapshot made again first.
      const snapshot = await toolgen(["upstream", "snapshot", "content-api"]);
      expect(snapshot.status, snapshot.stderr).toBe(0);
      const generated = await toolgen(["generate"], "--out", path.join(root, "generated"));
      expect(generated.status, generated.stderr).toBe(0);
      const [content, messaging] = manifests();
      expect(generated.stdout).toContain(`content-api (${content!.tools.length} tools)`);
      expect(generated.stdout).toContain(`messaging (${messaging!.tools.length} tools)`);
      for (const { kit, from, to } of made.renamed) {
        const tools = readdirSync(path.join(root, "generated", kit, "src/tools"));
        expect(tools).toContain(`${to}.ts`);
        expect(tools).not.toContain(`${from}.ts`);
      }
      for (const name of [made.added.tool, made.variant.tool])
        expect(existsSync(path.join(root, "generated/content-api/src/tools", `${name}.ts`)), name).toBe(true);
      const messagingTools = readdirSync(path.join(root, "generated/messaging/src/tools"));
      for (const name of [made.messaging.variant.tool, made.messaging.plain.tool])
        expect(messagingTools, name).toContain(`${name}.ts`);
      expect(messagingTools).not.toContain(`${made.messaging.removed.tool}.ts`);
      const check = await toolgen(["generate", "--check"], "--out", path.join(root, "generated"));
      expect(check.status, check.stdout + check.stderr).toBe(0);
      const built = run(process.execPath, [path.join(root, "generator/bin/bundle.js")]);
      expect(built.status, output(built)).toBe(0);
    },
    HUNG,
  );

  it(
    "check-docs: no differences; each part marked origin: upstream is a note",
    async () => {
      const checked = await toolgen(["check-docs", docs]);
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
      const upstreamParts = manifests()
        .flatMap((m) => m.tools)
        .flatMap((t) => [t, ...t.params, ...(t.rules ?? [])])
        .filter((part) => part.origin === "upstream").length;
      expect(upstreamParts).toBeGreaterThanOrEqual(3);
      // The notes of parts marked origin: upstream (upstream facts a description states are notes too).
      expect(checked.stdout.match(/^ {2}note: .*origin: upstream/gm)).toHaveLength(upstreamParts);
      const m = made.messaging;
      for (const name of [
        made.added.tool,
        made.variant.tool,
        `${made.param.tool}.${made.param.name}`,
        m.variant.tool,
        m.plain.tool,
        `${m.param.tool}.${m.param.name}`,
      ])
        expect(checked.stdout).toContain(` ${name}: origin: upstream, not in the document`);
    },
    HUNG,
  );

  it(
    "check-upstream: every binding of the edited manifest resolves in the files it names",
    async () => {
      const [content] = manifests();
      const specs = content!.upstream.specs!.map((s) => path.join(UPSTREAM, s));
      const checked = await toolgen(["check-upstream", "content-api", ...specs]);
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
      const n = content!.tools.length;
      expect(checked.stdout).toContain(`Bindings that still resolve: ${n} of ${n}`);
    },
    HUNG,
  );

  it(
    "check-upstream messaging: every binding and pass-through argument resolves in Slack's specification",
    async () => {
      const [, messaging] = manifests();
      const specs = messaging!.upstream.specs!.map((s) => path.join(UPSTREAM, s));
      const checked = await toolgen(["check-upstream", "messaging", ...specs]);
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
      const n = messaging!.tools.length;
      expect(checked.stdout).toContain(`Bindings that still resolve: ${n} of ${n}`);
    },
    HUNG,
  );

  it(
    "the Messaging edits run against the sandbox: the pass-through argument on the wire, the plain tools end to end",
    () => {
      const m = made.messaging;
      const tool = manifests()[1]!.tools.find((t) => t.name === m.param.tool)!;
      const input = { [m.param.name]: true, ...(tool.params.some((p) => p.name === "limit") ? { limit: 5 } : {}) };
      const passed = copyCli(
        "call",
        "messaging",
        m.param.tool,
        "--input",
        JSON.stringify(input),
        "--sandbox",
        "--wire",
      );
      expect(passed.status, output(passed)).toBe(0);
      expect(passed.stderr).toMatch(
        new RegExp(`^sandbox: GET /api/${m.param.method}\\?(.*&)?${m.param.arg}=true(&|$)`, "m"),
      );

      const plain = copyCli(
        "call",
        "messaging",
        m.plain.tool,
        "--input",
        JSON.stringify({ [m.plain.param]: "U1" }),
        "--sandbox",
        "--wire",
      );
      expect(plain.status, output(plain)).toBe(0);
      expect(plain.stderr).toContain(`sandbox: GET /api/${m.plain.method}?${m.plain.arg}=U1`);
      expect(plain.stderr).toContain(`sandbox: ${m.plain.method} is not modelled`);
      expect(Object.keys(JSON.parse(plain.stdout))).toContain("presence");

      const variant = copyCli("call", "messaging", m.variant.tool, "--input", '{"limit": 2}', "--sandbox", "--wire");
      expect(variant.status, output(variant)).toBe(0);
      expect(variant.stderr).toContain(
        "sandbox: GET /api/conversations.list?types=public_channel&exclude_archived=true&limit=2",
      );
      const page = JSON.parse(variant.stdout) as { channels: Array<{ is_archived: boolean }>; next_cursor: string };
      expect(page.channels.length).toBeLessThanOrEqual(2);
      expect(page.channels.every((c) => c.is_archived === false)).toBe(true);
    },
    HUNG,
  );

  it(
    "the type-check passes over the copy (sources, tests, generated kits)",
    () => {
      const tsc = run(process.execPath, [...TSC, "--noEmit", "-p", "tsconfig.json"]);
      expect(tsc.status, output(tsc)).toBe(0);
    },
    HUNG,
  );

  it(
    "the generated conformance tests pass in the copy",
    () => {
      const vitest = run(process.execPath, [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "generated/"]);
      expect(vitest.status, output(vitest)).toBe(0);
      const summary = vitest.stdout.replace(/\u001b\[[0-9;]*m/g, "");
      expect(summary).toMatch(/Test Files\s+\d+ passed/);
      expect(summary).not.toMatch(/\d+ failed/);
    },
    HUNG,
  );
});

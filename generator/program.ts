// `toolgen <command>`: exit 0 on success, 1 on a failed check or invalid input, 2 on a usage error. `runCli` builds the
// program afresh for each run and prints only through the streams it is given, so a test can run a command in its
// own process (all but `serve` and `sandbox`, which run until stopped and keep the process's streams).
import { readFileSync } from "node:fs";
import path from "node:path";
import { Command, CommanderError } from "commander";
import { UsageError } from "@toolgen/runtime/mcp/cli";
import { registerCall } from "./commands/call.js";
import { registerExec } from "./commands/exec.js";
import { Failure, type Io, type Print } from "./commands/io.js";
import { registerSearch } from "./commands/search.js";
import { registerCheckUpstream } from "./commands/check-upstream.js";
import { kitArgument } from "./commands/kits.js";
import { registerSandbox } from "./commands/sandbox.js";
import { registerServe } from "./commands/serve.js";
import { registerUpstream } from "./commands/upstream.js";
import type { KitModel } from "./model/index.js";
import { ROOT } from "./root.js";
import { NO_UPSTREAM, resolveUpstreamDir, UpstreamDirError } from "./upstream/dir.js";
import { manifestFiles } from "./load/files.js";

// Commands load what they need when they run.
const load = () => import("./load/index.js");

const { version } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };

/** Runs one command line (the arguments after the program's name) and answers its exit code. */
export async function runCli(args: string[], io: Io = process): Promise<number> {
  const out = (line: string) => void io.stdout.write(`${line}\n`);
  const err = (line: string) => void io.stderr.write(`${line}\n`);
  const print = { io, out, err };
  const program = new Command("toolgen")
    .description("Generates agent toolkits from the YAML manifests in spec/.")
    .version(version, "-V, --version", "print toolgen's version")
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });
  registerGenerate(program, print);
  registerValidate(program, print);
  registerList(program, print);
  registerCheckDocs(program, print);
  registerServe(program);
  registerSandbox(program, print);
  registerCall(program, print);
  registerExec(program, print);
  registerSearch(program, print);
  registerCheckUpstream(program, out, () => new Failure());
  registerUpstream(program, out, (message) => new Failure(message));
  try {
    await program.parseAsync(args, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof (await load()).ManifestError || error instanceof Failure) {
      if (error.message) err(error.message);
      return 1;
    }
    if (error instanceof UpstreamDirError || error instanceof UsageError) {
      err(error instanceof UsageError ? `error: ${error.message}` : error.message);
      return 2;
    }
    throw error;
  }
}

interface GenerateFlags {
  check?: boolean;
  watch?: boolean;
  verbose?: boolean;
  spec: string;
  out: string;
  upstream?: string;
  json?: boolean;
}

const UPSTREAM_HELP =
  "folder of upstream specification files that the manifests' upstream.specs name (default: $TOOLGEN_UPSTREAM, else ../shared/upstream when present)";

function registerGenerate(program: Command, { out, err, io }: Print): void {
  program
    .command("generate")
    .description("regenerate generated/ from spec/*.yaml")
    .option("--check", "write nothing; print a diff of every stale, missing or extra file and exit 1 if any")
    .option("--watch", "after generating, regenerate each time a manifest is saved; print what each save wrote")
    .option("--verbose", "print each stage's time")
    .option("--spec <dir>", "folder of manifests", path.join(ROOT, "spec"))
    .option("--out <dir>", "output folder", path.join(ROOT, "generated"))
    .option("--upstream <dir>", UPSTREAM_HELP)
    .option(
      "--json",
      "with --check: print one JSON document on stdout (up to date, and the stale, missing, extra files)",
    )
    .action(async (opts: GenerateFlags) => {
      if (opts.json && !opts.check) throw new UsageError("--json goes with --check");
      const onStage = opts.verbose
        ? (stage: string, ms: number) =>
            err(
              `${stage.padEnd(7)} ${ms.toFixed(0).padStart(6)} ms  (resident ${(process.memoryUsage.rss() / 2 ** 20).toFixed(0)} MB)`,
            )
        : undefined;
      if (opts.watch) {
        if (opts.check) throw new UsageError("--watch writes; it cannot be combined with --check");
        const { watchManifests } = await import("./watch.js");
        await watchManifests({ specDir: opts.spec, outDir: opts.out, upstream: opts.upstream, onStage }, out, err);
        return;
      }
      const start = performance.now();
      const { generate } = await import("./pipeline.js");
      const result = await generate({
        specDir: opts.spec,
        outDir: opts.out,
        upstream: opts.upstream,
        onNote: err,
        check: opts.check ?? false,
        onStage,
      });
      if (opts.verbose) {
        err(`total   ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
        err(`peak    ${(process.resourceUsage().maxRSS / 1024).toFixed(0).padStart(6)} MB resident`);
      }
      const kits = result.kits.map((k) => `${k.id} (${k.tools} tools)`).join(", ");
      if (result.drift) {
        const { stale, missing, extra, patch } = result.drift;
        const upToDate = stale.length + missing.length + extra.length === 0;
        if (opts.json) {
          out(JSON.stringify({ upToDate, stale, missing, extra }, null, 2));
          if (upToDate) return;
          throw new Failure();
        }
        if (upToDate) {
          out(`generated/ is up to date: ${kits}`);
          return;
        }
        const { showPatch, wantsColour } = await import("./write/show-patch.js");
        io.stdout.write(showPatch(patch, wantsColour(io.stdout)));
        const name = (list: string[], what: string) => list.map((f) => `  ${what} ${f}`);
        err(
          [
            "generated/ is out of date:",
            ...name(stale, "stale  "),
            ...name(missing, "missing"),
            ...name(extra, "extra  "),
          ].join("\n"),
        );
        err("Run `make generate` (or `npx toolgen generate`) and commit the result.");
        throw new Failure();
      }
      const { written = [], removed = [], unchanged = 0 } = result;
      const counts =
        written.length + removed.length === 0
          ? `no changes (${unchanged} files unchanged)`
          : `${written.length} written, ${unchanged} unchanged, ${removed.length} removed`;
      // The time since the process started.
      out(`Generated ${kits}: ${counts} in ${Math.round(performance.now())} ms.`);
    });
}

function registerValidate(program: Command, { out, err }: Print): void {
  program
    .command("validate")
    .description(
      "validate manifests against spec/manifest.schema.json, the cross-reference rules and the upstream specifications",
    )
    .argument("[manifest...]", "manifest files (default: spec/*.yaml)")
    .option("--upstream <dir>", UPSTREAM_HELP)
    .option("--json", "print one JSON document on stdout: each manifest, valid or its located problems")
    .action(async (given: string[], opts: { upstream?: string; json?: boolean }) => {
      // The repository's manifests, named as the user would type them.
      const files =
        given.length > 0
          ? given
          : manifestFiles(path.join(ROOT, "spec")).map((f) => path.relative(process.cwd(), f) || f);
      const { loadManifest, ManifestError } = await load();
      const dir = resolveUpstreamDir(ROOT, opts.upstream);
      if (!dir) err(NO_UPSTREAM);
      const upstream = dir ? await import("./upstream/index.js") : undefined;
      let failed = false;
      const report: object[] = [];
      for (const file of files) {
        try {
          const loaded = loadManifest(file);
          const check = upstream?.checkManifestUpstream(loaded, dir!);
          if (check?.problems.length) throw new ManifestError(check.problems);
          const resolved = check?.resolution
            ? `; ${check.resolution.resolved} bindings resolve in ${check.specs.join(", ")}`
            : "";
          const tools = loaded.manifest.tools.length;
          report.push({ file, valid: true, tools, bindingsResolved: check?.resolution?.resolved });
          if (!opts.json) out(`${file}: valid (${tools} tools)${resolved}`);
        } catch (error) {
          if (!(error instanceof ManifestError)) throw error;
          report.push({ file, valid: false, problems: error.problems });
          if (!opts.json) err(error.message);
          failed = true;
        }
      }
      if (opts.json) out(JSON.stringify({ valid: !failed, manifests: report }, null, 2));
      if (failed) throw new Failure();
    });
}

function registerList(program: Command, { out }: Print): void {
  program
    .command("list")
    .description("list the tools of a kit")
    .addArgument(kitArgument())
    .option("--json", "print the canonical tool records as JSON")
    .option("--tokens", "print each tool's size in tokens (o200k) in openai.json, and the total")
    .action(async (kitId: string, opts: { json?: boolean; tokens?: boolean }) => {
      const kit = await loadKit(kitId);
      if (opts.json) {
        // The records of definitions/tools.json, output schemas included.
        const { canonicalListing } = await import("./emit/definitions/listings.js");
        const records = kit.tools.map((t) => canonicalListing.item(t.definition, t));
        out(JSON.stringify(records, null, 2));
        return;
      }
      if (opts.tokens) {
        const { countTokens } = await import("./tokens.js");
        const counts = countTokens(kit);
        const width = Math.max(...counts.map((c) => c.name.length));
        for (const c of counts) out(`${c.name.padEnd(width)}  ${String(c.tokens).padStart(5)}`);
        const total = String(counts.reduce((n, c) => n + c.tokens, 0)).padStart(5);
        out(`${"total".padEnd(width)}  ${total}  (${counts.length} tools)`);
        return;
      }
      const rows = kit.tools.map((t) => {
        const a = t.definition.annotations;
        const effect = a.readOnlyHint ? "read-only" : a.destructiveHint ? "destructive" : "write";
        return [t.name, t.definition.group, t.definition.origin, effect, String(t.params.length)];
      });
      const header = ["TOOL", "GROUP", "ORIGIN", "EFFECT", "PARAMS"];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
      for (const row of [header, ...rows]) out(line(row).trimEnd());
      const origins = (["document", "supplement", "upstream"] as const)
        .map((origin) => [kit.tools.filter((t) => t.definition.origin === origin).length, origin] as const)
        .filter(([n], i) => i === 0 || n > 0);
      out(`\n${kit.tools.length} tools (${origins.map(([n, origin]) => `${n} ${origin}`).join(", ")})`);
    });
}

function registerCheckDocs(program: Command, { out, err }: Print): void {
  const command = program
    .command("check-docs")
    .description(
      "compare what the documents state with the manifests; exit 1 on any difference (origin: upstream parts are notes)",
    )
    .argument("[dir]", "folder holding the tool-interface documents", path.join(ROOT, "spec/docs"))
    .option("--spec <dir>", "folder of manifests", path.join(ROOT, "spec"))
    .option("--json", "print one JSON document on stdout: the differences and the report's lines")
    .action(async (dir: string, opts: { spec: string; json?: boolean }) => {
      const [{ checkDocs, DocsError }, { loadManifests }] = await Promise.all([import("./docs/check.js"), load()]);
      let report;
      try {
        report = checkDocs(dir, loadManifests(opts.spec));
      } catch (error) {
        if (!(error instanceof DocsError)) throw error;
        return command.error(error.message, { exitCode: 2 });
      }
      if (opts.json) out(JSON.stringify(report, null, 2));
      else for (const line of report.lines) out(line);
      if (report.differences > 0) {
        if (!opts.json) err(`${report.differences} difference(s) between the documents and the manifests.`);
        throw new Failure();
      }
    });
}

async function loadKit(id: string): Promise<KitModel> {
  const [{ kitManifest }, { buildKit }] = await Promise.all([load(), import("./model/index.js")]);
  const loaded = kitManifest(path.join(ROOT, "spec"), id);
  if (!loaded) throw new Failure(`No manifest in spec/ declares the kit "${id}".`);
  return buildKit(loaded.manifest, loaded.text, path.join(ROOT, "spec"));
}

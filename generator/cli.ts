// `toolgen <command>`: exit 0 on success, 1 on a failed check or invalid input, 2 on a usage error.
import path from "node:path";
import { Argument, Command, CommanderError } from "commander";
import { registerCall } from "./commands/call.js";
import { registerSandbox } from "./commands/sandbox.js";
import { registerServe } from "./commands/serve.js";
import type { KitModel } from "./model/index.js";
import { generate, ROOT } from "./pipeline.js";
import { generatedMessage, manifestFiles, upToDateMessage } from "./write/lock.js";

// Commands load what they need when they run, so `generate --check` starts without the heavy libraries.
const load = () => import("./load/index.js");

const program = new Command("toolgen")
  .description("Generates agent toolkits from the YAML manifests in spec/.")
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

class Failure extends Error {}

program
  .command("generate")
  .description("regenerate generated/ from spec/*.yaml")
  .option("--check", "write nothing; print a diff of every stale, missing or extra file and exit 1 if any")
  .option(
    "--no-cache",
    "regenerate (and with --check, compare) everything even when the lock file proves the output current",
  )
  .option("--verbose", "print each stage's time")
  .option("--spec <dir>", "folder of manifests", path.join(ROOT, "spec"))
  .option("--out <dir>", "output folder", path.join(ROOT, "generated"))
  .action(async (opts: { check?: boolean; cache: boolean; verbose?: boolean; spec: string; out: string }) => {
    const start = performance.now();
    const result = await generate({
      specDir: opts.spec,
      outDir: opts.out,
      check: opts.check ?? false,
      noCache: !opts.cache,
      onStage: opts.verbose
        ? (stage, ms) => console.error(`${stage.padEnd(7)} ${ms.toFixed(0).padStart(6)} ms`)
        : undefined,
    });
    if (opts.verbose)
      console.error(
        `total   ${(performance.now() - start).toFixed(0).padStart(6)} ms (${result.formatted} files formatted)`,
      );
    if (result.drift) {
      const { stale, missing, extra, patch } = result.drift;
      if (stale.length + missing.length + extra.length === 0) {
        console.log(upToDateMessage(result.kits));
        return;
      }
      process.stdout.write(patch);
      const name = (list: string[], what: string) => list.map((f) => `  ${what} ${f}`);
      console.error(
        [
          "generated/ is out of date:",
          ...name(stale, "stale  "),
          ...name(missing, "missing"),
          ...name(extra, "extra  "),
        ].join("\n"),
      );
      console.error("Run `make generate` (or `npx toolgen generate`) and commit the result.");
      throw new Failure();
    }
    console.log(generatedMessage(result.kits, result.written ?? [], result.removed ?? []));
  });

program
  .command("validate")
  .description("validate manifests against spec/manifest.schema.json and the cross-reference rules")
  .argument("<manifest...>", "manifest files")
  .action(async (files: string[]) => {
    const { loadManifest, ManifestError } = await load();
    let failed = false;
    for (const file of files) {
      try {
        const { manifest } = loadManifest(file);
        console.log(`${file}: valid (${manifest.tools.length} tools)`);
      } catch (error) {
        if (!(error instanceof ManifestError)) throw error;
        console.error(error.message);
        failed = true;
      }
    }
    if (failed) throw new Failure();
  });

const kitArgument = ["content-api", "messaging"];

program
  .command("list")
  .description("list the tools of a kit")
  .addArgument(new Argument("<kit>", "content-api or messaging").choices(kitArgument))
  .option("--json", "print the canonical tool records as JSON")
  .option("--tokens", "print each tool's size in tokens (o200k) in openai.json, and the total")
  .action(async (kitId: string, opts: { json?: boolean; tokens?: boolean }) => {
    const kit = await loadKit(kitId);
    if (opts.json) {
      console.log(
        JSON.stringify(
          kit.tools.map((t) => t.definition),
          null,
          2,
        ),
      );
      return;
    }
    if (opts.tokens) {
      const { countTokens } = await import("./tokens.js");
      const counts = countTokens(kit);
      const width = Math.max(...counts.map((c) => c.name.length));
      for (const c of counts) console.log(`${c.name.padEnd(width)}  ${String(c.tokens).padStart(5)}`);
      console.log(
        `${"total".padEnd(width)}  ${String(counts.reduce((n, c) => n + c.tokens, 0)).padStart(5)}  (${counts.length} tools)`,
      );
      return;
    }
    const rows = kit.tools.map((t) => {
      const a = t.definition.annotations;
      const effect = a.readOnlyHint ? "read-only" : a.destructiveHint ? "destructive" : "write";
      return [t.name, t.definition.group, t.definition.origin, effect, String(t.params.length)];
    });
    const header = ["TOOL", "GROUP", "ORIGIN", "EFFECT", "PARAMS"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows])
      console.log(
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join("  ")
          .trimEnd(),
      );
    const origins = kit.tools.filter((t) => t.definition.origin === "supplement").length;
    console.log(
      `\n${kit.tools.length} tools (${kit.tools.length - origins} document${origins ? `, ${origins} supplement` : ""})`,
    );
  });

program
  .command("check-docs")
  .description("compare the documents' Endpoints tables with the manifests; exit 1 on any difference")
  .argument("<dir>", "folder holding the tool-interface documents")
  .option("--spec <dir>", "folder of manifests", path.join(ROOT, "spec"))
  .action(async (dir: string, opts: { spec: string }) => {
    const [{ checkDocs }, { loadManifest }] = await Promise.all([import("./docs/check.js"), load()]);
    const report = checkDocs(
      dir,
      manifestFiles(opts.spec).map((f) => loadManifest(f).manifest),
    );
    for (const line of report.lines) console.log(line);
    if (report.differences > 0) {
      console.error(`${report.differences} difference(s) between the documents and the manifests.`);
      throw new Failure();
    }
  });

async function loadKit(id: string): Promise<KitModel> {
  const [{ loadManifest }, { buildKit }] = await Promise.all([load(), import("./model/index.js")]);
  for (const file of manifestFiles(path.join(ROOT, "spec"))) {
    const { manifest, text } = loadManifest(file);
    if (manifest.toolkit.id === id) return buildKit(manifest, text);
  }
  throw new Failure(`No manifest in spec/ declares the kit "${id}".`);
}

registerServe(program);
registerSandbox(program);
registerCall(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else if (error instanceof (await load()).ManifestError) {
    console.error(error.message);
    process.exitCode = 1;
  } else if (error instanceof Failure) {
    if (error.message) console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}

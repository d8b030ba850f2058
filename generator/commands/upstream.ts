// `toolgen upstream snapshot <kit>`: writes spec/upstream/<kit>.responses.json (and the upstream's licence beside
// it) from the upstream files the kit's manifest names. The generator reads the snapshot, never the upstream.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { printJson } from "../emit/json.js";
import { ROOT } from "../root.js";
import { NO_UPSTREAM, resolveUpstreamDir } from "../upstream/dir.js";

export function registerUpstream(
  program: Command,
  out: (line: string) => void,
  fail: (message: string) => Error,
): void {
  const upstream = program.command("upstream").description("derived snapshots of the upstream specifications");
  upstream
    .command("snapshot")
    .description(
      "write <spec>/upstream/<kit>.responses.json: the response schemas the kit's bindings use, as JSON Schema 2020-12",
    )
    .argument("<kit>", "the kit's id, as its manifest declares it (content-api)")
    .option("--upstream <dir>", "folder of upstream specification files (default: as for validate)")
    .option("--spec <dir>", "folder of manifests", path.join(ROOT, "spec"))
    .action(async (kit: string, opts: { upstream?: string; spec: string }) => {
      const [
        { kitManifest },
        { buildSnapshot, SnapshotError },
        { manifestSources },
        { readCorrections, snapshotPath },
      ] = await Promise.all([
        import("../load/index.js"),
        import("../upstream/snapshot.js"),
        import("../upstream/specs.js"),
        import("../upstream/snapshot-file.js"),
      ]);
      const loaded = kitManifest(opts.spec, kit);
      if (!loaded) throw fail(`error: no manifest in ${opts.spec} declares the kit "${kit}"`);
      const from = resolveUpstreamDir(ROOT, opts.upstream);
      if (!from) throw fail(`error: ${NO_UPSTREAM}`);
      let snapshot;
      try {
        snapshot = buildSnapshot(
          loaded.manifest,
          manifestSources(loaded.manifest, from),
          readCorrections(opts.spec, kit),
        );
      } catch (error) {
        if (error instanceof SnapshotError) throw fail(`error: ${error.message}`);
        throw error;
      }
      const file = snapshotPath(opts.spec, kit);
      mkdirSync(path.dirname(file), { recursive: true });
      const text = printJson(snapshot);
      writeFileSync(file, text);
      // The licence travels with what is derived from the upstream.
      const licenceOut = path.join(path.dirname(file), `${kit}.LICENSE`);
      writeFileSync(licenceOut, readFileSync(path.join(from, snapshot.provenance.licence.file)));
      const ops = Object.keys(snapshot.operations).length;
      const defs = Object.keys(snapshot.$defs).length;
      out(
        `Wrote ${path.relative(process.cwd(), file)}: ${ops} operations, ${defs} shared definitions, ${snapshot.provenance.corrections.length} corrections, ${(text.length / 1024).toFixed(0)} KiB.`,
      );
    });
}

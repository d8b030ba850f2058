// `toolgen check-upstream <kit> <spec.json…>`: how a kit's bindings fare against exactly the given upstream files
// (a new API version, say). Exit 1 when a binding breaks; new upstream operations alone are information.
import path from "node:path";
import type { Command } from "commander";
import { ROOT } from "../root.js";

export function registerCheckUpstream(program: Command, out: (line: string) => void, fail: () => Error): void {
  const command = program
    .command("check-upstream")
    .description(
      "report drift between a kit's bindings and the given upstream specification files; exit 1 if a binding breaks",
    )
    .argument("<kit>", "the kit's id, as its manifest declares it (content-api, messaging)")
    .argument("<spec...>", "OpenAPI 3 or Swagger 2 JSON files, checked as a set")
    .option("--all", "list every finding and unbound operation, not the first 25 of each")
    .option(
      "--since <spec...>",
      "the previous version of the files: also list the arguments of bound methods added or removed",
    )
    .option("--spec <dir>", "folder of manifests", path.join(ROOT, "spec"))
    .option("--json", "print one JSON document on stdout: the report's counts and lines")
    .action(
      async (kit: string, specs: string[], opts: { all?: boolean; spec: string; since?: string[]; json?: boolean }) => {
        const [{ kitManifest }, { driftReport }, { SpecFileError }] = await Promise.all([
          import("../load/index.js"),
          import("../upstream/drift.js"),
          import("../upstream/specs.js"),
        ]);
        const loaded = kitManifest(opts.spec, kit);
        if (!loaded)
          return command.error(`error: no manifest in ${opts.spec} declares the kit "${kit}"`, { exitCode: 2 });
        const files = (names: string[]) => names.map((s) => ({ path: path.resolve(s), name: s }));
        let report;
        try {
          report = driftReport(loaded, files(specs), { all: opts.all, since: opts.since && files(opts.since) });
        } catch (error) {
          if (!(error instanceof SpecFileError)) throw error;
          return command.error(`error: ${error.message}`, { exitCode: 2 });
        }
        if (opts.json) out(JSON.stringify(report, null, 2));
        else for (const line of report.lines) out(line);
        if (report.breaking > 0) throw fail();
      },
    );
}

// How the tests start the CLI. `make test` bundles it first (with the kits its commands run and code mode's worker)
// and names the bundle in TOOLGEN_CLI: every command starts from it, as make runs them, without the TypeScript
// loader's start-up. Without it (a test file run alone), they start from the bin, which runs the sources through tsx.
import path from "node:path";
import { ROOT } from "./paths.js";

/** The bin, as `npx toolgen` runs it. */
export const BIN = path.join(ROOT, "generator/bin/toolgen.js");

/** What a test starts. */
export const CLI = process.env.TOOLGEN_CLI ? path.resolve(ROOT, process.env.TOOLGEN_CLI) : BIN;

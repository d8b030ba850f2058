// How the tests start the CLI. `make test` builds its bundle first and names it in TOOLGEN_CLI: the generator's
// commands (generate, validate, check-docs, check-upstream, list, upstream) run from it, as make runs them, without
// the TypeScript loader's start-up. The commands that run a kit (call, exec, serve, sandbox, search) import the kit's
// TypeScript sources, so they start from the bin, which runs the sources through tsx, as `npx toolgen` does.
import path from "node:path";
import { ROOT } from "./paths.js";

export const BIN = path.join(ROOT, "generator/bin/toolgen.js");

export const GENERATOR_CLI = process.env.TOOLGEN_CLI ? path.resolve(ROOT, process.env.TOOLGEN_CLI) : BIN;

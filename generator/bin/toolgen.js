#!/usr/bin/env node
// Runs the CLI compiled to plain JavaScript (see build.js), or, for the commands that import TypeScript sources, in
// place through tsx, which resolves the workspace packages through tsconfig paths. A plain `generate`
// or `generate --check` whose output the lock file proves current is answered first, from plain JavaScript:
// starting the TypeScript loader would be most of its time. So is one whose bindings were already resolved against
// the upstream files as they are (a stamp outside generated/ records that).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, currentBuild } from "./build.js";
import { NO_UPSTREAM, resolveUpstreamDir, upstreamCheckCurrent } from "../upstream/dir.js";
import { generatedMessage, manifestFiles, provenCurrent, upToDateMessage } from "../write/lock.js";

/** The message for a plain `generate [--check]` that the lock proves has nothing to do; undefined sends it to the CLI. */
function answeredByLock() {
  const args = process.argv.slice(2);
  const check = args.length === 2 && args[1] === "--check";
  if (args[0] !== "generate" || !(args.length === 1 || check)) return undefined;
  try {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const proven = provenCurrent(root, path.join(root, "generated"), manifestFiles(path.join(root, "spec")));
    if (!proven) return undefined;
    // The bindings must also have been resolved against the upstream files as they are now.
    const upstream = resolveUpstreamDir(root);
    if (upstream && !upstreamCheckCurrent(root, proven.inputs, upstream)) return undefined;
    if (!upstream) console.error(NO_UPSTREAM);
    const files = { written: 0, unchanged: proven.files, removed: 0 };
    return check ? upToDateMessage(proven.kits) : generatedMessage(proven.kits, files, performance.now());
  } catch {
    return undefined; // an unreadable input: the full CLI reports it properly
  }
}

/**
 * `serve`, `call`, `exec`, `search` and `sandbox` import the generated kits' TypeScript sources, so they keep the TypeScript loader;
 * TOOLGEN_LOADER=tsx runs every command that way (to run the sources in place, without the build).
 */
const needsLoader =
  ["serve", "call", "exec", "search", "sandbox"].includes(process.argv[2] ?? "") ||
  process.env.TOOLGEN_LOADER === "tsx";

/** The compiled CLI, built first when missing or stale; undefined when it cannot be built (then tsx runs it). */
async function compiledCli() {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  try {
    return currentBuild(root) ?? (await build(root));
  } catch {
    return undefined;
  }
}

const answer = answeredByLock();
if (answer) {
  console.log(answer);
} else {
  const compiled = needsLoader ? undefined : await compiledCli();
  if (compiled) {
    await import(pathToFileURL(compiled).href);
  } else {
    const { register } = await import("tsx/esm/api");
    register({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
    await import("../cli.ts");
  }
}

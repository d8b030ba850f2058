#!/usr/bin/env node
// Runs the TypeScript CLI in place; tsx resolves the workspace packages through tsconfig paths. A plain
// `generate --check` that the lock file proves current is answered first, from plain JavaScript: starting the
// TypeScript loader would be most of its time.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inputsFingerprint, manifestFiles, provenCurrent, upToDateMessage } from "../write/lock.js";

/** The kits a plain `generate --check` can report current from the lock alone; undefined sends it to the CLI. */
function provenByLock() {
  const args = process.argv.slice(2);
  if (args.length !== 2 || args[0] !== "generate" || args[1] !== "--check") return undefined;
  try {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    return provenCurrent(path.join(root, "generated"), inputsFingerprint(root, manifestFiles(path.join(root, "spec"))));
  } catch {
    return undefined; // an unreadable input: the full check reports it properly
  }
}

const kits = provenByLock();
if (kits) {
  console.log(upToDateMessage(kits));
} else {
  const { register } = await import("tsx/esm/api");
  register({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
  await import("../cli.ts");
}

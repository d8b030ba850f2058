import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The shared folder beside the repository (documents and upstream specifications); never copied in. */
export const SHARED = path.resolve(ROOT, process.env.TOOLGEN_SHARED ?? "../shared");
/**
 * TypeScript 7's tsc and its arguments, as `make test` runs it: by its path (node_modules/.bin/tsc is TypeScript 6's,
 * which the API package brings) and on one thread, since it runs beside other work.
 */
export const TSC = [path.join(ROOT, "node_modules/typescript/bin/tsc"), "--singleThreaded"];

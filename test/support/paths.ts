import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The shared folder beside the repository (documents and upstream specifications); never copied in. */
export const SHARED = path.resolve(ROOT, process.env.TOOLGEN_SHARED ?? "../shared");

// Reads upstream specification files into one indexed set of their operations and methods.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Manifest } from "../load/manifest.js";
import { made, type Memo } from "../memo.js";
import { sha256 } from "../write/lock.js";
import { openApiOperations } from "./openapi.js";
import { webApiMethods } from "./slack.js";
import { routeKey, type UpstreamMethod, type UpstreamOperation, type UpstreamSet } from "./types.js";

export interface SpecFile {
  /** Where to read it. */
  path: string;
  /** How reports name it. */
  name: string;
}

/** The upstream files a manifest names, in `dir`. */
export const manifestSources = (manifest: Manifest, dir: string): SpecFile[] =>
  (manifest.upstream.specs ?? []).map((name) => ({ path: path.join(dir, name), name }));

/** A file that could not be used, and why. */
export class SpecFileError extends Error {
  constructor(
    readonly file: SpecFile,
    readonly reason: string,
  ) {
    super(`${file.name}: ${reason}`);
  }
}

interface Parsed {
  operations: UpstreamOperation[];
  methods: UpstreamMethod[];
}

function parseSpec(file: SpecFile, memo?: Memo): Parsed {
  let bytes: Buffer;
  try {
    if (!statSync(file.path).isFile()) throw new SpecFileError(file, "is not a file");
    bytes = readFileSync(file.path);
  } catch (error) {
    if (error instanceof SpecFileError) throw error;
    throw new SpecFileError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const parse = (): Parsed => {
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(bytes.toString("utf8")) as Record<string, unknown>;
    } catch (error) {
      throw new SpecFileError(file, `is not JSON (${(error as Error).message.split("\n")[0]})`);
    }
    if (typeof doc.openapi === "string") return { operations: openApiOperations(doc, file.name), methods: [] };
    if (typeof doc.swagger === "string") return { operations: [], methods: webApiMethods(doc, file.name) };
    throw new SpecFileError(file, 'is neither OpenAPI 3 ("openapi") nor Swagger 2 ("swagger")');
  };
  // Keyed by a digest of the bytes: a file of megabytes is neither decoded nor compared when unchanged.
  return made(memo, () => `specification ${file.name} ${sha256(bytes)}`, parse);
}

/** Reads and indexes the files; throws SpecFileError for the first that cannot be used. */
export function readSpecs(files: SpecFile[], memo?: Memo): UpstreamSet {
  const set: UpstreamSet = {
    files: files.map((f) => f.name),
    operations: [],
    byRoute: new Map(),
    byId: new Map(),
    methods: new Map(),
  };
  for (const file of files) {
    const { operations, methods } = parseSpec(file, memo);
    for (const op of operations) {
      set.operations.push(op);
      const route = routeKey(op.method, op.path);
      set.byRoute.set(route, [...(set.byRoute.get(route) ?? []), op]);
      if (!set.byId.has(op.id)) set.byId.set(op.id, op);
    }
    for (const method of methods) if (!set.methods.has(method.name)) set.methods.set(method.name, method);
  }
  return set;
}

// Reads upstream specification files into one indexed set. Parsing Box's 1.7 MB file costs tens of milliseconds, so
// each file's reduced form (operations and parameters only, a small fraction of its size) is kept per process and on
// disk, keyed by the file's path, size and modification time.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rootPath } from "../root.js";
import { openApiOperations } from "./openapi.js";
import { webApiMethods } from "./slack.js";
import { routeKey, type UpstreamMethod, type UpstreamOperation, type UpstreamSet } from "./types.js";

export interface SpecFile {
  /** Where to read it. */
  path: string;
  /** How reports name it. */
  name: string;
}

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

const cache = new Map<string, { stamp: string; parsed: Parsed }>();
/** Bump when the reduced form changes shape. */
const FORMAT = 1;
const CACHE_DIR = rootPath("node_modules/.cache/toolgen/upstream-index/");

function readCached(key: string): Parsed | undefined {
  try {
    const file = path.join(CACHE_DIR, `${key}.json`);
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Parsed;
    const now = new Date();
    utimesSync(file, now, now); // recently used entries are the ones kept
    return parsed;
  } catch {
    return undefined;
  }
}

/** Smaller files are parsed directly: caching them would only crowd the large ones out. */
const CACHED_FROM_BYTES = 256 * 1024;
/** Entries kept: enough for every file of a few upstream directories; older ones are removed as new ones come. */
const KEPT = 16;

function writeCached(key: string, parsed: Parsed): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(path.join(CACHE_DIR, `${key}.json`), JSON.stringify(parsed));
    const entries = readdirSync(CACHE_DIR).map((name) => ({ name, at: statSync(path.join(CACHE_DIR, name)).mtimeMs }));
    for (const old of entries.sort((a, b) => b.at - a.at).slice(KEPT)) rmSync(path.join(CACHE_DIR, old.name));
  } catch {
    // a cache: an unwritable folder only means parsing again next time
  }
}

function parseSpec(file: SpecFile): Parsed {
  let stamp: string;
  let large: boolean;
  try {
    const s = statSync(file.path);
    if (!s.isFile()) throw new SpecFileError(file, "is not a file");
    stamp = `${s.size}:${s.mtimeMs}`;
    large = s.size >= CACHED_FROM_BYTES;
  } catch (error) {
    if (error instanceof SpecFileError) throw error;
    throw new SpecFileError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const cached = cache.get(file.path);
  if (cached?.stamp === stamp) return withName(cached.parsed, file.name);
  const key = createHash("sha256")
    .update(`${FORMAT}\0${path.resolve(file.path)}\0${stamp}`)
    .digest("hex");
  const onDisk = large ? readCached(key) : undefined;
  if (onDisk) {
    cache.set(file.path, { stamp, parsed: onDisk });
    return withName(onDisk, file.name);
  }
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(readFileSync(file.path, "utf8")) as Record<string, unknown>;
  } catch (error) {
    throw new SpecFileError(file, `is not JSON (${(error as Error).message.split("\n")[0]})`);
  }
  let parsed: Parsed;
  if (typeof doc.openapi === "string") parsed = { operations: openApiOperations(doc, file.name), methods: [] };
  else if (typeof doc.swagger === "string") parsed = { operations: [], methods: webApiMethods(doc, file.name) };
  else throw new SpecFileError(file, 'is neither OpenAPI 3 ("openapi") nor Swagger 2 ("swagger")');
  cache.set(file.path, { stamp, parsed });
  if (large) writeCached(key, parsed);
  return withName(parsed, file.name);
}

/** The same facts under the name this caller gives the file. */
function withName(parsed: Parsed, name: string): Parsed {
  if ((parsed.operations[0] ?? parsed.methods[0])?.file === name) return parsed;
  return {
    operations: parsed.operations.map((o) => ({ ...o, file: name })),
    methods: parsed.methods.map((m) => ({ ...m, file: name })),
  };
}

/** Reads and indexes the files; throws SpecFileError for the first that cannot be used. */
export function readSpecs(files: SpecFile[]): UpstreamSet {
  const set: UpstreamSet = {
    files: files.map((f) => f.name),
    operations: [],
    byRoute: new Map(),
    byId: new Map(),
    methods: new Map(),
  };
  for (const file of files) {
    const { operations, methods } = parseSpec(file);
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

// Code mode: an agent's script, the body of an async function, run in QuickJS compiled to WebAssembly against the
// kit's tools. The engine, the TypeScript stripper and the type-checker load on first use.
import { selectTools, type ToolSelection } from "../adapters/select.js";
import { estimateTokens } from "../adapters/budget.js";
import type { JsonValue, ToolDefinition } from "../contract.js";
import type { CallOptions } from "../options.js";
import { ApiDeclarations, untypedDeclarations } from "./declarations.js";
import { PREPARE_MS, realTimer, WorkerPool } from "./host.js";
import { LIMIT_DEFAULTS, type Limits } from "./run.js";
import { withPeers } from "../optional-peer.js";
import type { ExecuteOptions, ExecuteResult } from "./types.js";

export type * from "./types.js";
export { LIMIT_DEFAULTS, MAX_SLEEP_MS } from "./run.js";
export { HARD_STOP_GRACE_MS, PREPARE_MS } from "./host.js";

/** The longest script accepted, in bytes of UTF-8: stripping and checking grow with it. */
export const MAX_SCRIPT_BYTES = 256 * 1024;
export { ApiDeclarations } from "./declarations.js";

/** What code mode needs of a kit. */
export interface CodeKit {
  readonly definitions: readonly ToolDefinition[];
  invoke(name: string, input: unknown, options?: CallOptions): Promise<JsonValue>;
}

/** Runs scripts for one kit; holds what it loaded (the engine's workers, the declarations, the type-checker). */
export class CodeRunner {
  /** The threads the engine runs on, made at the first script. */
  private workers?: WorkerPool;
  /** Settles once the engine's packages are found (or names the missing one). */
  private engine?: Promise<void>;
  private api?: Promise<ApiDeclarations>;

  constructor(
    private readonly kit: CodeKit,
    /** Reads the kit's generated `definitions/api.d.ts`; without it every tool is declared untyped. */
    private readonly readDeclarations?: () => Promise<string>,
  ) {}

  /** Runs `code` with the selected tools as its API; `options` set the limits. */
  async execute(code: string, options: ExecuteOptions & ToolSelection = {}): Promise<ExecuteResult> {
    const limits = resolveLimits(options);
    const prepareMs = positive("prepareMs", options.prepareMs ?? PREPARE_MS);
    const names = selectTools(this.kit.definitions, options).map((d) => d.name);
    const bytes = Buffer.byteLength(code);
    if (bytes > MAX_SCRIPT_BYTES) {
      const message = `The script is ${bytes} bytes, over the ${MAX_SCRIPT_BYTES}-byte limit; it did not run. Send a shorter script: loop in it rather than unroll.`;
      return { ok: false, error: { kind: "limit", limit: "size", message }, logs: [], calls: [] };
    }
    await (this.engine ??= engineInstalled());
    this.workers ??= new WorkerPool();
    return this.workers.run({
      code,
      ...(options.typecheck && { declarations: await this.declarations(names) }),
      names,
      limits,
      prepareMs,
      invoke: this.kit.invoke.bind(this.kit),
      timer: options.timer ?? realTimer,
      ...(options.clock && { clock: options.clock }),
      ...(options.signal && { signal: options.signal }),
    });
  }

  /** The declarations of these tools and the types they use; within `maxTokens`, as many as fit (ApiDeclarations.within). */
  async declarations(names: readonly string[], maxTokens?: number): Promise<string> {
    this.api ??= (async () =>
      new ApiDeclarations(
        this.readDeclarations
          ? await this.readDeclarations()
          : untypedDeclarations(this.kit.definitions.map((d) => d.name)),
      ))();
    const api = await this.api;
    return maxTokens === undefined ? api.of(names) : api.within(names, maxTokens, estimateTokens);
  }
}

/** The engine loads in the script threads; its packages are looked for here first, so a missing one is named. */
async function engineInstalled(): Promise<void> {
  const names = ["quickjs-emscripten-core", "@jitl/quickjs-wasmfile-release-sync"] as const;
  await withPeers("Code mode (execute)", names, () => Promise.all(names.map((name) => import(name))));
}

function resolveLimits(options: ExecuteOptions): Limits {
  const limits: Limits = { ...LIMIT_DEFAULTS };
  for (const key of Object.keys(LIMIT_DEFAULTS) as Array<keyof Limits>) {
    const given = options[key];
    if (given !== undefined) limits[key] = positive(key, given);
  }
  return limits;
}

function positive(key: string, given: unknown): number {
  if (typeof given !== "number" || !Number.isFinite(given) || given <= 0)
    throw new RangeError(`execute: ${key} must be a positive number; it is ${String(given)}.`);
  return given;
}

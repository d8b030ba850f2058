// Code mode: an agent's script, the body of an async function, run in QuickJS compiled to WebAssembly against the
// kit's tools. The engine, the TypeScript stripper and the type-checker load on first use.
import type { CustomizeVariantOptions, QuickJSSyncVariant, QuickJSWASMModule } from "quickjs-emscripten-core";
import { selectTools, type ToolSelection } from "../adapters/select.js";
import type { JsonValue, ToolDefinition } from "../contract.js";
import type { CallOptions } from "../options.js";
import { ApiDeclarations, untypedDeclarations } from "./declarations.js";
import { LIMIT_DEFAULTS, runScript, type Limits } from "./run.js";
import { stripTypes } from "./transpile.js";
import type { TypeChecker } from "./typecheck.js";
import type { ExecuteOptions, ExecuteResult } from "./types.js";

export type * from "./types.js";
export { LIMIT_DEFAULTS, MAX_SLEEP_MS } from "./run.js";
export { ApiDeclarations } from "./declarations.js";

/** What code mode needs of a kit. */
export interface CodeKit {
  readonly definitions: readonly ToolDefinition[];
  invoke(name: string, input: unknown, options?: CallOptions): Promise<JsonValue>;
}

/** Runs scripts for one kit; holds what it loaded (the compiled WebAssembly, the declarations, the type-checker). */
export class CodeRunner {
  /** The compiled WebAssembly, instantiated anew for each script (a few milliseconds), so no two scripts share one. */
  private engine?: Promise<() => Promise<QuickJSWASMModule>>;
  private checker?: Promise<TypeChecker>;
  private api?: Promise<ApiDeclarations>;

  constructor(
    private readonly kit: CodeKit,
    /** Reads the kit's generated `definitions/api.d.ts`; without it every tool is declared untyped. */
    private readonly readDeclarations?: () => Promise<string>,
  ) {}

  /** Runs `code` with the selected tools as its API; `options` set the limits. */
  async execute(code: string, options: ExecuteOptions & ToolSelection = {}): Promise<ExecuteResult> {
    const limits = resolveLimits(options);
    const names = selectTools(this.kit.definitions, options).map((d) => d.name);
    if (options.typecheck) {
      this.checker ??= import("./typecheck.js").then(({ TypeChecker }) => new TypeChecker());
      const error = await (await this.checker).check(code, await this.declarations(names));
      if (error) return { ok: false, error, logs: [], calls: [] };
    }
    const stripped = await stripTypes(code);
    if ("error" in stripped) return { ok: false, error: stripped.error, logs: [], calls: [] };
    const engine = await (await this.load())();
    const api = { names, invoke: this.kit.invoke.bind(this.kit) };
    return runScript(engine, api, stripped.code, {
      limits,
      clock: options.clock ?? Date.now,
      ...(options.signal && { signal: options.signal }),
    });
  }

  /** The declarations of these tools and the types they use. */
  async declarations(names: readonly string[]): Promise<string> {
    this.api ??= (async () =>
      new ApiDeclarations(
        this.readDeclarations
          ? await this.readDeclarations()
          : untypedDeclarations(this.kit.definitions.map((d) => d.name)),
      ))();
    return (await this.api).of(names);
  }

  private load(): Promise<() => Promise<QuickJSWASMModule>> {
    this.engine ??= (async () => {
      const [{ newQuickJSWASMModuleFromVariant, newVariant }, variant, { readFile }, { createRequire }] =
        await Promise.all([
          import("quickjs-emscripten-core"),
          import("@jitl/quickjs-wasmfile-release-sync"),
          import("node:fs/promises"),
          import("node:module"),
        ]);
      const wasm = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
      // The runtime's TypeScript library has no DOM, where WebAssembly's types live.
      const { WebAssembly } = globalThis as unknown as {
        WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> };
      };
      const wasmModule = (await WebAssembly.compile(await readFile(wasm))) as CustomizeVariantOptions["wasmModule"];
      const custom = newVariant(variant.default as unknown as QuickJSSyncVariant, { wasmModule });
      return () => newQuickJSWASMModuleFromVariant(custom);
    })();
    return this.engine;
  }
}

function resolveLimits(options: ExecuteOptions): Limits {
  const limits: Limits = { ...LIMIT_DEFAULTS };
  for (const key of Object.keys(LIMIT_DEFAULTS) as Array<keyof Limits>) {
    const given = options[key];
    if (given === undefined) continue;
    if (typeof given !== "number" || !Number.isFinite(given) || given <= 0)
      throw new RangeError(`execute: ${key} must be a positive number; it is ${String(given)}.`);
    limits[key] = given;
  }
  return limits;
}

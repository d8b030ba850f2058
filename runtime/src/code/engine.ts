// QuickJS's synchronous WebAssembly build, compiled once per thread: each script then gets a module of its own (a
// few milliseconds), so no two scripts share one.
import type { CustomizeVariantOptions, QuickJSSyncVariant, QuickJSWASMModule } from "quickjs-emscripten-core";

export type EngineFactory = () => Promise<QuickJSWASMModule>;

export async function loadEngine(): Promise<EngineFactory> {
  const [{ newQuickJSWASMModuleFromVariant, newVariant }, variant, { readFile }, { createRequire }] = await Promise.all(
    [
      import("quickjs-emscripten-core"),
      import("@jitl/quickjs-wasmfile-release-sync"),
      import("node:fs/promises"),
      import("node:module"),
    ],
  );
  const wasm = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
  // The runtime's TypeScript library has no DOM, where WebAssembly's types live.
  const { WebAssembly } = globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> };
  };
  const wasmModule = (await WebAssembly.compile(await readFile(wasm))) as CustomizeVariantOptions["wasmModule"];
  const custom = newVariant(variant.default as unknown as QuickJSSyncVariant, { wasmModule });
  return () => newQuickJSWASMModuleFromVariant(custom);
}

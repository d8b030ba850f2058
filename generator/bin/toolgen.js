#!/usr/bin/env node
// The generator is this repository's tool: its bin runs the CLI's TypeScript sources through tsx, which resolves the
// workspace packages through tsconfig paths. Node 22.1+ keeps its own compile cache of them; Node 20 has none.
import module from "node:module";
import { register } from "tsx/esm/api";

module.enableCompileCache?.();
register({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
await import("../cli.ts");

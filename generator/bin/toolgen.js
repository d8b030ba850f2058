#!/usr/bin/env node
// Runs the TypeScript CLI in place; tsx resolves the workspace packages through tsconfig paths.
import { register } from "tsx/esm/api";

register({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
await import("../cli.ts");

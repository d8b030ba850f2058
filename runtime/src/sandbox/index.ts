// `@toolgen/runtime/sandbox`: embedded, stateful stand-ins for the upstreams, shipped with the kits.
export { startBoxSandbox, type BoxSandboxOptions } from "./box/index.js";
export { startSlackSandbox, type SlackSandboxOptions } from "./slack/index.js";
export type { SandboxKit } from "./slack/made-up.js";
export type { Sandbox, SandboxOptions } from "./server.js";

// What a command opens and how: the kit a package names, the options of serve and call, and the toolkit opened from
// the environment. Apart from cli.ts (the commands), so serve.ts uses it without importing the commands.
import type { AnyToolkit } from "../adapters/result.js";
import type { ToolGroup } from "../adapters/select.js";
import type { AuthProvider } from "../auth/provider.js";
import type { ToolkitOptions } from "../kit.js";
import { kitEnvironment } from "../options.js";
import type { Sandbox, SandboxOptions } from "../sandbox/server.js";
import type { Discovery } from "../search/discovery.js";
import { authFromSettings, type AuthFlags, type HttpAuthFlags, type Upstream } from "./cli-auth.js";
import type { HttpAuthOptions } from "./http-options.js";

/** What a command needs to know of a generated package. */
export interface KitTarget {
  /** Kit id, e.g. "content-api"; it names the environment variables (CONTENT_API_TOKEN, CONTENT_API_BASE_URL). */
  id: string;
  /** Package name and version, reported to MCP clients. */
  name: string;
  version: string;
  createToolkit(options: ToolkitOptions): AnyToolkit;
  /** The package's `./sandbox` entry, loaded only when `--sandbox` asks for it. */
  sandbox?: () => Promise<{ startSandbox(options?: SandboxOptions): Promise<Sandbox> }>;
}

export interface ConnectionOptions extends AuthFlags {
  baseUrl?: string;
  /** Serve against an in-process sandbox: no token needed. */
  sandbox?: boolean;
  /** Set once the sandbox runs: its base URL. */
  sandboxUrl?: string;
}

export interface ServeOptions extends ConnectionOptions, HttpAuthFlags {
  tools?: string[];
  group?: ToolGroup;
  readOnly?: boolean;
  discovery: Discovery;
  outputSchema?: boolean;
  http?: number;
  host: string;
  stateless?: boolean;
  /** Sessions an HTTP server keeps at once (`--max-sessions`). */
  maxSessions?: number;
  /** Largest result a model is shown, in tokens, or `false` (`--result-budget off`). */
  resultBudget?: number | false;
  /** Set once checked: the endpoint's authentication. */
  endpointAuth?: HttpAuthOptions;
}

/** A command line that cannot run as given (exit 2). */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * Opens the kit with the access token `--auth` asks for (by default `<KIT>_TOKEN`) and the base URL from
 * `--base-url` or `<KIT>_BASE_URL`.
 */
export function openToolkit(
  target: KitTarget,
  options: ConnectionOptions,
  env: Readonly<Record<string, string | undefined>> = process.env,
): AnyToolkit {
  if (options.sandboxUrl !== undefined) {
    checkSandboxAuth(options);
    return target.createToolkit({ accessToken: "sandbox", baseUrl: options.sandboxUrl });
  }
  const names = kitEnvironment(target.id);
  const token: string | AuthProvider = authFromSettings(
    { id: target.id, upstream: kitUpstream(target) },
    options,
    env,
    (message) => process.stderr.write(`warning: ${message}\n`),
  );
  const baseUrl = options.baseUrl ?? (env[names.baseUrl]?.trim() || undefined);
  if (baseUrl !== undefined && !isHttpUrl(baseUrl))
    throw new UsageError(`${names.baseUrl} is not an http(s) URL: "${baseUrl}".`);
  return target.createToolkit({ accessToken: token, ...(baseUrl !== undefined ? { baseUrl } : {}) });
}

/** `--sandbox` needs no credentials: asking for a way to obtain them too is a contradiction. */
export function checkSandboxAuth(options: ConnectionOptions): void {
  if (options.sandbox && options.auth !== undefined && options.auth !== "token") {
    throw new UsageError(`--sandbox and --auth ${options.auth} exclude each other: the sandbox needs no credentials.`);
  }
}

/**
 * Which upstream a kit speaks to, from its definitions (a Slack tool names methods, a Box tool an HTTP path): it
 * decides the variables (BOX_…, SLACK_…) and the --auth modes.
 */
export function kitUpstream(target: KitTarget): Upstream {
  const probe = target.createToolkit({ accessToken: "-", baseUrl: "http://127.0.0.1" });
  return probe.definitions.some((d) => "methods" in d.operation) ? "slack" : "box";
}

/** Whether `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

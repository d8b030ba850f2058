// What a command opens and how: the kit a package names, the options of serve and call, and the toolkit opened from
// the environment. Apart from cli.ts (the commands), so serve.ts uses it without importing the commands.
import type { AnyToolkit } from "../adapters/result.js";
import type { ToolGroup } from "../adapters/select.js";
import type { ToolkitOptions } from "../kit.js";
import { kitEnvironment } from "../options.js";
import type { Sandbox, SandboxOptions } from "../sandbox/server.js";
import type { Discovery } from "../search/discovery.js";

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

export interface ConnectionOptions {
  baseUrl?: string;
  /** Serve against an in-process sandbox: no token needed. */
  sandbox?: boolean;
  /** Set once the sandbox runs: its base URL. */
  sandboxUrl?: string;
}

export interface ServeOptions extends ConnectionOptions {
  tools?: string[];
  group?: ToolGroup;
  readOnly?: boolean;
  discovery: Discovery;
  http?: number;
  host: string;
  stateless?: boolean;
}

/** A command line that cannot run as given (exit 2). */
export class UsageError extends Error {
  override name = "UsageError";
}

/** Opens the kit with the token from `<KIT>_TOKEN` and the base URL from `--base-url` or `<KIT>_BASE_URL`. */
export function openToolkit(
  target: KitTarget,
  options: ConnectionOptions,
  env: Readonly<Record<string, string | undefined>> = process.env,
): AnyToolkit {
  if (options.sandboxUrl !== undefined)
    return target.createToolkit({ accessToken: "sandbox", baseUrl: options.sandboxUrl });
  const names = kitEnvironment(target.id);
  const token = env[names.token]?.trim();
  if (!token) throw new UsageError(`${names.token} is not set: put the ${target.id} access token in it.`);
  const baseUrl = options.baseUrl ?? (env[names.baseUrl]?.trim() || undefined);
  if (baseUrl !== undefined && !isHttpUrl(baseUrl))
    throw new UsageError(`${names.baseUrl} is not an http(s) URL: "${baseUrl}".`);
  return target.createToolkit({ accessToken: token, ...(baseUrl !== undefined ? { baseUrl } : {}) });
}

/** Whether `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

// The Messaging sandbox: Slack's Web API methods under `/api/<method>`, over a seeded workspace that writes change.
import { listen, type Sandbox, type SandboxOptions, type SandboxRequest, type SandboxResponse } from "../server.js";
import type { SandboxOAuthOptions } from "../oauth-issuer.js";
import { SlackFailure, slackMethods } from "./methods.js";
import { SLACK_TOKEN_METHOD, slackIssuer, slackTokenEndpoint, slackTokenProblem } from "./oauth.js";
import { madeUpAnswers, type SandboxKit } from "./made-up.js";
import { seedWorkspace, type Workspace } from "./workspace.js";

export interface SlackSandboxOptions extends SandboxOptions {
  /** Serve oauth.v2.access (token rotation) for this app, and accept only the access tokens issued there, unexpired. */
  oauth?: SandboxOAuthOptions;
  /** Answer HTTP 429 `ratelimited` with Retry-After once a method is called more than `perMinute` times in a minute. */
  rateLimit?: { perMinute: number };
  /**
   * The kit served (the generated `startSandbox` passes it): a plain tool's method the sandbox does not model answers
   * the smallest answer the tool's output schema accepts, and the log says so.
   */
  kit?: SandboxKit;
  /** Each request answered (method and arguments, never the token) and each made-up answer; default: made-up answers to stderr. */
  log?: (line: string) => void;
}

export async function startSlackSandbox(options: SlackSandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? 1;
  const anchor = options.now ?? Date.now();
  const clock = () => Date.now();
  const revoked = options.revokedToken ?? "revoked-token";
  const methods = slackMethods(clock);
  let workspace: Workspace = seedWorkspace(seed, anchor);
  const calls = new Map<string, number[]>();
  const issuer = options.oauth && slackIssuer(options.oauth);
  const madeUp = madeUpAnswers(options.kit, (method) => Object.hasOwn(methods, method));
  const note = options.log ?? ((line: string) => process.stderr.write(`sandbox: ${line}\n`));
  const logRequest = options.log ?? (() => {});

  function limited(method: string): number | undefined {
    if (!options.rateLimit) return undefined;
    const now = Date.now();
    const recent = (calls.get(method) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= options.rateLimit.perMinute) {
      calls.set(method, recent);
      return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
    }
    recent.push(now);
    calls.set(method, recent);
    return undefined;
  }

  function handle(request: SandboxRequest): SandboxResponse {
    const match = /^\/api\/([A-Za-z0-9_.]+)$/.exec(request.url.pathname);
    if (!match) return { status: 404, json: { ok: false, error: "unknown_method" } };
    const name = match[1]!;
    if (issuer && name === SLACK_TOKEN_METHOD) {
      return slackTokenEndpoint(
        issuer,
        request,
        { id: workspace.team.id, name: workspace.team.name },
        workspace.selfId,
      );
    }
    const params = readParams(request);
    const token = request.token || params.token || "";
    if (!token) return { status: 200, json: { ok: false, error: "not_authed" } };
    if (token === revoked) return { status: 200, json: { ok: false, error: "token_revoked" } };
    const refused = issuer && slackTokenProblem(issuer, token);
    if (refused) return { status: 200, json: { ok: false, error: refused } };
    const { token: _token, ...args } = params;
    logRequest(`${request.method} /api/${name}${Object.keys(args).length > 0 ? `?${new URLSearchParams(args)}` : ""}`);
    // Own entries only: "constructor" or "__proto__" is no Slack method.
    const method = Object.hasOwn(methods, name) ? methods[name] : undefined;
    const invented = method ? undefined : madeUp.get(name);
    if (invented) {
      note(`${name} is not modelled; answered the smallest answer ${invented.tool}'s output schema accepts`);
      return { status: 200, json: { ok: true, ...invented.answer() } };
    }
    if (!method) return { status: 200, json: { ok: false, error: "unknown_method" } };
    const retryAfter = limited(name);
    if (retryAfter !== undefined) {
      return { status: 429, headers: { "retry-after": String(retryAfter) }, json: { ok: false, error: "ratelimited" } };
    }
    try {
      return { status: 200, json: { ok: true, ...method(workspace, params) } };
    } catch (error) {
      if (error instanceof SlackFailure) return { status: 200, json: { ok: false, error: error.code } };
      throw error;
    }
  }

  const sandbox = await listen(options, { base: "/api", token: `/api/${SLACK_TOKEN_METHOD}` }, handle, {
    reset() {
      workspace = seedWorkspace(seed, anchor);
      calls.clear();
    },
    tooLarge: () => ({ status: 413, json: { ok: false, error: "request_too_large" } }),
  });
  return issuer ? { ...sandbox, oauth: issuer } : sandbox;
}

/** Query and body parameters merged: Slack takes form bodies and JSON bodies alike. */
function readParams(request: SandboxRequest): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(request.url.searchParams);
  if (request.body.length === 0) return params;
  const text = request.body.toString("utf8");
  if ((request.headers["content-type"] ?? "").includes("application/json")) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
        params[key] = Array.isArray(value)
          ? value.join(",")
          : typeof value === "string"
            ? value
            : JSON.stringify(value);
      }
    } catch {
      // Slack answers a broken JSON body as if it carried no parameters.
    }
  } else {
    for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  }
  return params;
}

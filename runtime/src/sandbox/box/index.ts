// The ContentApi sandbox: Box's paths under `/2.0` (and `/api/2.0`, the upload server's), with the routes derived
// from the kit's definitions and the state seeded deterministically.
import type { ToolDefinition } from "../../contract.js";
import {
  listen,
  Timers,
  type Sandbox,
  type SandboxOptions,
  type SandboxRequest,
  type SandboxResponse,
} from "../server.js";
import type { SandboxOAuthOptions } from "../oauth-issuer.js";
import type { Behaviour, BoxContext } from "./context.js";
import { BOX_TOKEN_PATH, boxIssuer, boxTokenEndpoint } from "./oauth.js";
import { genericDelete, genericGet, removeWithDependents } from "./generic.js";
import { declaredFields } from "./declared.js";
import { boxError, BoxProblem, project, type Json } from "./http.js";
import { itemBehaviours, requireLiveParent } from "./items.js";
import { buildRoutes, matchRoute } from "./routes.js";
import { ADMIN_ID, seedStore } from "./seed/index.js";
import { permissionProblem, specialBehaviours } from "./special.js";
import type { Store } from "./store.js";

export interface BoxSandboxOptions extends SandboxOptions {
  /** Serve /oauth2/token for this app, and accept only the access tokens issued there, unexpired. */
  oauth?: SandboxOAuthOptions;
  /** How long an asynchronous deletion (legal holds) takes before the record disappears, in ms (default 1000). */
  asyncDelayMs?: number;
  /** Adds a folder "Bulk" (id "20100") under the root holding this many files (default none): a listing too large to read whole. */
  bulkFiles?: number;
  /**
   * The kit's `definitions/output-schemas.json`: a read answers only the fields its tool's schema declares (Box's
   * default representation), not the whole stored record; with `fields`, those of the fullest representation asked for.
   */
  outputSchemas?: URL;
}

const PREFIXES = ["/2.0", "/api/2.0"];
const behaviours: Record<string, Behaviour> = { ...itemBehaviours, ...specialBehaviours };

export async function startBoxSandbox(
  definitions: readonly ToolDefinition[],
  options: BoxSandboxOptions = {},
): Promise<Sandbox> {
  const routes = buildRoutes(definitions);
  const seed = options.seed ?? 1;
  const anchor = options.now ?? Date.now();
  const now = () => Date.now();
  const revoked = options.revokedToken ?? "revoked-token";
  const timers = new Timers();
  let store = seedStore(seed, anchor, options.bulkFiles ?? 0);
  const issuer = options.oauth && boxIssuer(options.oauth);
  const declared = declaredFields(options.outputSchemas);

  function handle(request: SandboxRequest): SandboxResponse | Promise<SandboxResponse> {
    if (issuer && request.url.pathname === BOX_TOKEN_PATH) {
      return boxTokenEndpoint(issuer, request, (id) => store.get(`/users/${id}`) !== undefined);
    }
    const prefix = PREFIXES.find((p) => request.url.pathname.startsWith(p + "/"));
    if (!prefix) return boxError(404, "not_found", "Box paths start with /2.0/.");
    if (!request.token || request.token === revoked || (issuer && issuer.check(request.token) !== "valid")) {
      return {
        status: 401,
        headers: {
          "www-authenticate":
            'Bearer realm="Service", error="invalid_token", error_description="The access token provided is invalid."',
        },
      };
    }
    const path = request.url.pathname.slice(prefix.length);
    const offset = request.url.searchParams.get("offset");
    if (offset !== null && Number(offset) > 10_000) {
      return boxError(400, "bad_request", "offset must be at most 10000; use marker-based paging for deeper pages.", {
        parameter: "offset",
      });
    }
    const caller = actingUser(store, request.headers["as-user"]);
    if (!caller)
      return boxError(
        403,
        "access_denied_insufficient_permissions",
        "As-User names a user this enterprise does not have.",
      );
    const match = matchRoute(routes, request.method, path);
    if (match === "wrong_method")
      return boxError(405, "method_not_allowed", `${request.method} is not allowed on this path.`);
    if (!match) return boxError(404, "not_found", "No such endpoint.");
    const context: BoxContext = {
      store,
      route: match.route,
      params: match.params,
      path,
      query: request.url.searchParams,
      headers: request.headers,
      caller,
      now,
      timers,
      asyncDelayMs: options.asyncDelayMs ?? 1000,
    };
    try {
      const answer = run(context);
      const fields = (request.url.searchParams.get("fields") ?? "").split(",").filter(Boolean);
      if (answer.json === undefined || answer.status >= 300) return answer;
      const selected = fields.length > 0 && match.route.query.has("fields");
      const json = match.route.method === "GET" ? declared(answer.json, match.route.tools, selected) : answer.json;
      return { ...answer, json: selected ? project(json, fields) : json };
    } catch (error) {
      if (error instanceof BoxProblem) return error.response;
      throw error;
    }
  }

  function run(context: BoxContext): SandboxResponse {
    const { route } = context;
    const denied = permissionProblem(context);
    if (denied) return denied;
    if (!route.template.endsWith("/trash")) requireLiveParent(context);
    const behaviour = behaviours[`${route.method} ${route.template}`];
    if (behaviour) {
      const answer = behaviour(context);
      if (answer) return answer;
    }
    if (route.method === "DELETE") {
      const limited = deletionLimit(context);
      if (limited) return limited;
      if (route.meta.asynchronous) return asynchronousDelete(context);
      return genericDelete(context);
    }
    if (route.method === "GET") return genericGet(context);
    return boxError(405, "method_not_allowed", `${route.method} is not supported here.`);
  }

  const sandbox = await listen(options, { base: "/2.0", token: BOX_TOKEN_PATH }, handle, {
    reset() {
      timers.clear();
      store = seedStore(seed, anchor, options.bulkFiles ?? 0);
    },
    close: () => timers.clear(),
    tooLarge: (limit) =>
      boxError(413, "request_entity_too_large", `The request body is larger than the sandbox's ${limit}-byte limit.`),
  });
  return issuer ? { ...sandbox, oauth: issuer } : sandbox;
}

function actingUser(store: Store, asUser: string | undefined): Json | undefined {
  return store.get(`/users/${asUser ?? ADMIN_ID}`);
}

/** A deletion the document says completes later: 202 now, the record goes after `asyncDelayMs`. */
function asynchronousDelete(context: BoxContext): SandboxResponse {
  const { store, path } = context;
  const record = store.get(path);
  if (!record) return boxError(404, "not_found", "Could not find the specified item.");
  if (!store.pending.has(path)) {
    store.pending.set(path, context.now());
    if (record.type === "legal_hold_policy") record.status = "releasing";
    context.timers.after(context.asyncDelayMs, () => {
      store.pending.delete(path);
      // A policy's assignments go with it.
      removeWithDependents(store, path);
    });
  }
  return { status: 202 };
}

/** "N deletions per user per H hours" (from the operation's stated limit), counted per acting user. */
function deletionLimit(context: BoxContext): SandboxResponse | undefined {
  const stated = /(\d+) deletions per user per (\d+) hours/.exec(context.route.meta.rateLimit ?? "");
  if (!stated || !context.store.get(context.path)) return undefined;
  const [max, hours] = [Number(stated[1]), Number(stated[2])];
  const key = `${context.route.template} ${String(context.caller.id)}`;
  const now = context.now();
  const recent = (context.store.limits.get(key) ?? []).filter((t) => now - t < hours * 3_600_000);
  if (recent.length >= max) {
    const retryAfter = Math.ceil((recent[0]! + hours * 3_600_000 - now) / 1000);
    const answer = boxError(429, "rate_limit_exceeded", `At most ${max} such deletions per user every ${hours} hours.`);
    return { ...answer, headers: { ...answer.headers, "retry-after": String(retryAfter) } };
  }
  recent.push(now);
  context.store.limits.set(key, recent);
  return undefined;
}

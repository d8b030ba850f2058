// The route table of the Box sandbox, derived from the kit's definitions: every operation a tool binds becomes a
// route (method + path template), carrying what the document says of it (outcome, permission, asynchrony, limits).
import type { HttpOperationRecord, ToolDefinition, ToolMeta } from "../../contract.js";

export interface Route {
  method: string;
  /** Path template as bound, e.g. `/files/{file_id}/trash`. */
  template: string;
  segments: Segment[];
  /** Query and header names the operation takes (upstream names). */
  query: Set<string>;
  /** The tools bound to it (several tools may share one operation path). */
  tools: string[];
  meta: ToolMeta;
}

type Segment = { literal: string } | { pattern: RegExp; names: string[] };

export interface Match {
  route: Route;
  /** Path parameters by upstream name, decoded. */
  params: Record<string, string>;
}

export function buildRoutes(definitions: readonly ToolDefinition[]): Route[] {
  const byKey = new Map<string, Route>();
  for (const definition of definitions) {
    if (!("path" in definition.operation)) continue;
    const operation = definition.operation as HttpOperationRecord;
    const key = `${operation.method} ${operation.path}`;
    const route = byKey.get(key) ?? {
      method: operation.method,
      template: operation.path,
      segments: operation.path.split("/").slice(1).map(segment),
      query: new Set<string>(),
      tools: [],
      meta: {},
    };
    route.tools.push(definition.name);
    for (const p of operation.params) if (p.in !== "path") route.query.add(p.upstream);
    route.meta = { ...route.meta, ...definition.meta };
    byKey.set(key, route);
  }
  // Literal segments win over parameters (`/users/me` before `/users/{user_id}`).
  return [...byKey.values()].sort((a, b) => literalScore(b) - literalScore(a));
}

function segment(text: string): Segment {
  if (!text.includes("{")) return { literal: text };
  const names: string[] = [];
  const source = text.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
    if (name) {
      names.push(name);
      return "([^/]+)";
    }
    return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

const literalScore = (route: Route) =>
  route.segments.reduce((score, s, i) => score + ("literal" in s ? 2 ** (10 - i) : 0), 0);

export function matchRoute(routes: readonly Route[], method: string, path: string): Match | "wrong_method" | undefined {
  const parts = path.split("/").slice(1);
  let pathMatched = false;
  for (const route of routes) {
    const params = matchSegments(route.segments, parts);
    if (!params) continue;
    if (route.method === method) return { route, params };
    pathMatched = true;
  }
  return pathMatched ? "wrong_method" : undefined;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    let part: string;
    try {
      part = decodeURIComponent(parts[i]!);
    } catch {
      return undefined;
    }
    if ("literal" in s) {
      if (s.literal !== part) return undefined;
      continue;
    }
    const m = s.pattern.exec(part);
    if (!m) return undefined;
    s.names.forEach((name, j) => (params[name] = m[j + 1]!));
  }
  return params;
}

/** The concrete path of a template with its parameters filled in (store keys use it). */
export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? "");
}

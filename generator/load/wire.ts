// What the runtime will put on the wire must be sendable as written: header names, request paths and scopes are
// refused here when no request should ever carry them.
import { quote, type SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";

/** RFC 9110 `token`: the characters a header name may have (no space, no `:`, no CR/LF, ASCII only). */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Headers a binding may not set, and why: the runtime or the HTTP connection owns them. */
const RESERVED_HEADERS: Record<string, string> = {
  authorization: "the runtime sends the access token in it",
  "proxy-authorization": "it carries credentials for a proxy",
  cookie: "it carries credentials",
  host: "it is set from the server URL",
  "content-length": "the HTTP layer sets it from the body",
  "content-type": "the runtime sets it from the body",
  "transfer-encoding": "it is connection-level (hop-by-hop)",
  connection: "it is connection-level (hop-by-hop)",
  "keep-alive": "it is connection-level (hop-by-hop)",
  "proxy-connection": "it is connection-level (hop-by-hop)",
  te: "it is connection-level (hop-by-hop)",
  trailer: "it is connection-level (hop-by-hop)",
  upgrade: "it is connection-level (hop-by-hop)",
  expect: "it changes how the HTTP layer sends the body",
};

/** Longest scope accepted: real scopes are short names or phrases; anything longer is a paste gone wrong. */
export const MAX_SCOPE_LENGTH = 200;

export function wireProblems(m: Manifest): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  // The headers the runtime sends itself, and where the manifest names them.
  const runtimeHeaders = new Map<string, string>();
  const own: Array<[string | undefined, string[], string]> = [
    [m.upstream.versionHeader?.header, ["upstream", "versionHeader", "header"], "upstream.versionHeader"],
    [m.upstream.auth.asUserHeader, ["upstream", "auth", "asUserHeader"], "upstream.auth.asUserHeader"],
  ];
  for (const [header, at, name] of own) {
    if (header === undefined) continue;
    runtimeHeaders.set(header.toLowerCase(), `${name} sends it`);
    problems.push(...headerName(header, at));
  }
  problems.push(...scopes(m.upstream.auth.scopes, ["upstream", "auth", "scopes"]));

  m.tools.forEach((tool, t) => {
    const op = tool.operation;
    if ("path" in op) problems.push(...requestPath(op.path, ["tools", t, "operation", "path"]));
    else if (op.scopes) problems.push(...scopes(op.scopes, ["tools", t, "operation", "scopes"]));
    if (tool.risk?.scopes) problems.push(...scopes(tool.risk.scopes, ["tools", t, "risk", "scopes"]));
    tool.params.forEach((param, p) => {
      if (param.in !== "header" || param.upstream === undefined) return;
      const at = ["tools", t, "params", p, "upstream"];
      const own = runtimeHeaders.get(param.upstream.toLowerCase());
      problems.push(...headerName(param.upstream, at));
      if (own) problems.push({ at, expected: `expected a header the runtime does not set; ${own}` });
    });
  });
  return problems;
}

function headerName(name: string, at: Array<string | number>): SemanticProblem[] {
  const reserved = RESERVED_HEADERS[name.toLowerCase()];
  const expected = !HEADER_NAME.test(name)
    ? `expected a header name of ASCII letters, digits and !#$%&'*+-.^_\`|~ (no space, ":", line break or other character); ${quote(name)} is not one`
    : reserved && `expected a header a binding may set; ${quote(name)} is reserved: ${reserved}`;
  return expected ? [{ at, expected }] : [];
}

function requestPath(value: string, at: Array<string | number>): SemanticProblem[] {
  const wrong: string[] = [];
  if (/[\u0000-\u0020\u007f-\uffff]/.test(value)) wrong.push("no space, control or non-ASCII character");
  if (value.includes("//")) wrong.push('no "//" (it would name another host or an empty segment)');
  if (value.split("/").some((s) => s === ".." || s === ".")) wrong.push('no "." or ".." segment');
  if (/[?#]/.test(value)) wrong.push('no "?" or "#" (query parameters are bound with in: query)');
  const stripped = value.replace(/\{[A-Za-z_][A-Za-z0-9_-]*\}/g, "");
  if (/[{}]/.test(stripped)) wrong.push("placeholders written {name}, with a name of letters, digits, _ or -");
  const names = [...value.matchAll(/\{([^}]*)\}/g)].map((x) => x[1]!);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0) wrong.push(`each placeholder once (${quote(`{${twice[0]}}`)} appears twice)`);
  return wrong.length > 0
    ? [{ at, expected: `expected a request path with ${wrong.join("; ")}; ${quote(value)}` }]
    : [];
}

function scopes(list: string[], at: Array<string | number>): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  list.forEach((scope, i) => {
    const report = (expected: string) => problems.push({ at: [...at, i], expected });
    if (scope.trim() === "") report("expected a scope; found empty text");
    else if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(scope))
      report(`expected a scope on one line; ${quote(scope)} has a line break or control character`);
    else if (scope.length > MAX_SCOPE_LENGTH)
      report(`expected a scope of at most ${MAX_SCOPE_LENGTH} characters; found ${scope.length}`);
  });
  return problems;
}

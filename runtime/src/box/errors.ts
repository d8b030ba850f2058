// A failed Box answer as a ToolError: kind by status, Box's error body sanitised into `upstream`, a hint for the model.

import type { HttpParamBinding, JsonValue } from "../contract.js";
import { ToolError, type ToolErrorKind, type UpstreamDetail } from "../errors.js";
import type { HttpRequest, HttpResponse } from "../http/request.js";
import {
  BODY_PROBLEMS,
  collapse,
  isServerError,
  kindForStatus,
  parseJsonBody,
  textOf,
  upstreamText,
} from "../http/request.js";
import { inToolWords, paramAtFault } from "./tool-words.js";

const HINTS: Partial<Record<ToolErrorKind, string>> = {
  unauthorized:
    "The access token is missing, expired or revoked; obtain a fresh token (an accessToken function is called before every request).",
  forbidden:
    "The user behind the token may not do this (permissions, collaboration role, app scopes or enterprise settings); ask an admin, or act as a user who may.",
  not_found: "Check the identifier: the item may not exist, be in the trash, or not be visible to this user.",
  conflict:
    "The request conflicts with the current state (for example a name already in use); read the item, then change the name or resolve the conflict.",
  precondition_failed:
    "The item changed since the etag given; fetch it again and retry with its current etag (or without if-match).",
  rate_limited:
    "Box is rate-limiting these calls; wait retryAfterMs milliseconds (or a few seconds) before calling again.",
};

const ALREADY_DELETED_HINT =
  "An earlier attempt of this deletion got no clear answer (a server error, timeout or dropped connection) and was retried; it may already have been deleted by the earlier attempt. Check that the item is gone (read it or list its parent) instead of treating the identifier as wrong.";

function hintFor(kind: ToolErrorKind, status: number, idempotent: boolean): string {
  if (kind === "upstream" && isServerError(status)) {
    return idempotent
      ? "Box had a temporary problem; call the tool again in a little while."
      : "Box had a problem and the action may or may not have been carried out; check the current state before calling again.";
  }
  if (kind === "upstream" && status >= 400 && status < 500) {
    return "Box refused the request; check the parameter values against the tool description (the upstream code and message say which one).";
  }
  return HINTS[kind] ?? "Box answered with an unexpected status; check the call and try again.";
}

/** A path Box does not have because the base URL lacks Box's `/2.0`: the identifier is not what is wrong. */
function baseUrlHint(kind: ToolErrorKind, url: string): string | undefined {
  if (kind !== "not_found") return undefined;
  const { origin, pathname } = new URL(url);
  if (/(^|\/)2\.0\//.test(pathname)) return undefined;
  return `Check the base URL: Box's paths start with /2.0 (https://api.box.com/2.0), and this request went to ${origin}${pathname} without it.`;
}

/** A refused value, when Box names the parameter at fault (in the tool's name for it). */
function paramHint(kind: ToolErrorKind, param: string | undefined): string | undefined {
  if (kind !== "upstream" || param === undefined) return undefined;
  return `Box refused the value of ${param}; correct it (see the tool description) and call again.`;
}

/** Box's own sentence without its closing stop: the message ends with one of its own ("trashed file.", not "file.."). */
function sentenceBody(text: string): string {
  return text.replace(/\s*[.!?]+\s*$/, "");
}

function isObject(v: JsonValue | undefined): v is { [key: string]: JsonValue } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * `params` is the tool's binding: the message, `upstream.message` and the hint name its parameters where Box's text
 * names the wire's.
 */
export function errorFromResponse(
  req: HttpRequest,
  res: HttpResponse,
  params: readonly HttpParamBinding[] = [],
): ToolError {
  const secrets = res.secrets ?? req.secrets ?? [];
  const { status } = res;
  const kind = kindForStatus(status);
  const contentType = res.headers.get("content-type");
  const parsed = parseJsonBody(res.body, contentType);
  const upstream: UpstreamDetail = {};
  let said: string;
  let atFault: string | undefined;

  if (parsed.ok && isObject(parsed.value)) {
    const body = parsed.value;
    if (typeof body["code"] === "string") upstream.code = upstreamText(body["code"], secrets, 100);
    // Quoted in the tool's words too: a model reading "Upstream: …" must not be told a wire name it cannot pass.
    if (typeof body["message"] === "string")
      upstream.message = inToolWords(upstreamText(body["message"], secrets), params);
    if (typeof body["request_id"] === "string") upstream.requestId = upstreamText(body["request_id"], secrets, 100);
    atFault = paramAtFault(body["context_info"], params);
    if (body["context_info"] !== undefined) {
      upstream.detail = upstreamText(JSON.stringify(body["context_info"]), secrets, 300);
    }
    said = upstream.message ?? upstream.code ?? "an error without a message";
  } else if (parsed.ok) {
    upstream.message = upstreamText(JSON.stringify(parsed.value), secrets);
    said = "an unexpected JSON body";
  } else if (parsed.reason === "html") {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(textOf(res.body))?.[1];
    if (title) upstream.message = upstreamText(title, secrets, 120);
    said = "an HTML page instead of JSON";
  } else if (parsed.reason === "malformed" || parsed.reason === "too_deep") {
    said = BODY_PROBLEMS[parsed.reason];
  } else {
    said = "no body";
  }
  const headerRequestId = res.headers.get("box-request-id");
  if (!upstream.requestId && headerRequestId) upstream.requestId = upstreamText(headerRequestId, secrets, 100);

  // A retried DELETE answered "not found": the earlier attempt, which got no clear answer, may have deleted it.
  const mayAlreadyBeDone = kind === "not_found" && req.method === "DELETE" && res.afterUncertainAttempt === true;
  const codeText = upstream.code ? ` ${upstream.code}` : "";
  const earlier = mayAlreadyBeDone ? "; it may already have been deleted by the earlier attempt" : "";
  const message = collapse(
    `${req.tool}: Box answered HTTP ${status}${codeText}: ${sentenceBody(inToolWords(said, params))}${earlier}.`,
    400,
  );
  const wait = res.retryAfterMs;
  const retryable = status === 429 || (isServerError(status) && req.idempotent);
  return new ToolError(kind, message, {
    tool: req.tool,
    status,
    retryable,
    ...(wait !== undefined && retryable ? { retryAfterMs: wait } : {}),
    ...(Object.keys(upstream).length > 0 ? { upstream } : {}),
    hint: mayAlreadyBeDone
      ? ALREADY_DELETED_HINT
      : (baseUrlHint(kind, req.url) ?? paramHint(kind, atFault) ?? hintFor(kind, status, req.idempotent)),
    ...(mayAlreadyBeDone ? { mayAlreadyBeDone } : {}),
  });
}

import type { InputIssue } from "./contract.js";
import { closestNames } from "./suggest.js";

export type ToolErrorKind =
  | "invalid_input"
  | "not_found"
  | "unauthorized"
  | "forbidden"
  | "conflict"
  | "precondition_failed"
  | "rate_limited"
  | "upstream"
  | "network"
  | "timeout"
  | "outcome_unknown"
  | "too_large"
  | "cancelled";

/** What the upstream said, sanitised and truncated. */
export interface UpstreamDetail {
  code?: string;
  message?: string;
  requestId?: string;
  /** Slack's `needed` / `provided` scopes, Box's `context_info`, as short text. */
  detail?: string;
}

/** The error envelope: what `toJSON()` gives, and what MCP and `toolgen call` print. */
export interface ToolErrorEnvelope {
  kind: ToolErrorKind;
  message: string;
  retryable: boolean;
  tool?: string;
  status?: number;
  retryAfterMs?: number;
  upstream?: UpstreamDetail;
  hint?: string;
  issues?: InputIssue[];
  /**
   * On a `not_found` answering a retried deletion: an earlier attempt got no clear answer (5xx, timeout, dropped
   * connection) and may already have deleted the item.
   */
  mayAlreadyBeDone?: true;
}

export interface ToolErrorInit extends Omit<ToolErrorEnvelope, "kind" | "message" | "retryable"> {
  retryable?: boolean;
  cause?: unknown;
}

/** Every failure of `kit.call` is a ToolError; nothing else is thrown. */
export class ToolError extends Error {
  readonly kind: ToolErrorKind;
  readonly retryable: boolean;
  readonly tool?: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly upstream?: UpstreamDetail;
  readonly hint?: string;
  readonly issues?: InputIssue[];
  readonly mayAlreadyBeDone?: true;

  constructor(kind: ToolErrorKind, message: string, init: ToolErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ToolError";
    this.kind = kind;
    this.retryable = init.retryable ?? false;
    if (init.tool !== undefined) this.tool = init.tool;
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.upstream !== undefined) this.upstream = init.upstream;
    if (init.hint !== undefined) this.hint = init.hint;
    if (init.issues !== undefined) this.issues = init.issues;
    if (init.mayAlreadyBeDone) this.mayAlreadyBeDone = true;
  }

  toJSON(): ToolErrorEnvelope {
    const envelope: ToolErrorEnvelope = { kind: this.kind, message: this.message, retryable: this.retryable };
    if (this.tool !== undefined) envelope.tool = this.tool;
    if (this.status !== undefined) envelope.status = this.status;
    if (this.retryAfterMs !== undefined) envelope.retryAfterMs = this.retryAfterMs;
    if (this.upstream !== undefined) envelope.upstream = this.upstream;
    if (this.hint !== undefined) envelope.hint = this.hint;
    if (this.issues !== undefined) envelope.issues = this.issues;
    if (this.mayAlreadyBeDone) envelope.mayAlreadyBeDone = true;
    return envelope;
  }
}

/** The refusal of an input: one error naming every issue, raised before any request. */
export function invalidInput(tool: string, issues: InputIssue[]): ToolError {
  const [first] = issues;
  const message =
    issues.length === 1 && first
      ? `${tool}: ${first.message}`
      : `${tool}: ${issues.length} problems with the input: ${issues.map((i) => i.message).join(" ")}`;
  return new ToolError("invalid_input", message, {
    tool,
    issues,
    hint: issues.map((i) => i.hint).join(" "),
  });
}

/** A call its caller cancelled (through its `signal`) before anything was sent, or during a read. */
export function cancelled(tool: string): ToolError {
  return new ToolError("cancelled", `${tool}: the call was cancelled by its caller.`, {
    tool,
    hint: "The call was cancelled before it completed; call again if it is still wanted.",
  });
}

/**
 * A call naming a tool the toolkit (or the server's selection) does not offer. `hidden`: the toolkit has it, but
 * the exposure options leave it out (say so, rather than let a model hunt for a spelling); `offered` are the names
 * the caller may use, for a "did you mean".
 */
export function unknownTool(name: string, how: { offered?: Iterable<string>; hidden?: string } = {}): ToolError {
  const near = how.offered ? closestNames(name, how.offered) : [];
  const suggestion = near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(" or ")}?` : "";
  if (how.hidden) {
    return new ToolError("invalid_input", `Tool "${name}" is not exposed by ${how.hidden}.${suggestion}`, {
      hint: "Call one of the tools listed; this one cannot be called here.",
    });
  }
  return new ToolError("invalid_input", `Unknown tool "${name}".${suggestion}`, {
    hint: "Call one of the tools listed in the toolkit's definitions.",
  });
}

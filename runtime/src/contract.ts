// The shapes generated packages are built from. Generated code imports these types and fills them
// with data; everything that behaves lives in the runtime.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/**
 * The canonical tool record: the same shape `toolgen list --json` prints and `definitions/tools.json` holds. Its
 * `operation` is the binding's public part (`operationRecord`).
 */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  origin: "document" | "supplement" | "upstream";
  group: "deletion" | "action" | "retrieval";
  inputSchema: JsonObject;
  annotations: ToolAnnotations;
  operation: HttpOperationRecord | SlackOperationRecord;
  meta: ToolMeta;
  /**
   * What a call resolves to (JSON Schema 2020-12), in definitions/tools.json only: the kit's records leave it out, so
   * importing the kit never loads it (`kit.outputSchema(name)` reads it when asked).
   */
  outputSchema?: JsonObject;
}

export interface HttpOperationRecord {
  id: string;
  method: HttpMethod;
  server: ServerName;
  path: string;
  params: Array<{ name: string; in: "path" | "query" | "header"; upstream: string }>;
}

export interface SlackOperationRecord {
  methods: string[];
  scopes: string[];
}

export interface ToolMeta {
  outcome?: "trash" | "permanent" | "trash_or_permanent" | "removal" | "cancellation" | "none";
  irreversible?: boolean;
  asynchronous?: boolean;
  permission?: string;
  premium?: boolean;
  scopes?: string[];
  deprecated?: boolean;
  sendsNotification?: boolean;
  rateLimit?: string;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ServerName = "api" | "upload" | "download";

/** How a ContentApi tool becomes one HTTP request; the executor needs nothing else. */
export interface HttpBinding {
  kind: "http";
  /** The upstream's operation id (for the public record; the request does not carry it). */
  id: string;
  method: HttpMethod;
  server: ServerName;
  path: string;
  /** Constant headers of the operation, e.g. `box-version`. */
  headers?: Record<string, string>;
  params: HttpParamBinding[];
}

export interface HttpParamBinding {
  name: string;
  in: "path" | "query" | "header";
  upstream: string;
  /** Arrays go out comma-joined. */
  array?: boolean;
  /** Never echoed in errors, logs or output. */
  secret?: boolean;
}

/** A Messaging tool runs the runtime's handler for its first method (its own call); the rest resolve its arguments. */
export interface SlackBinding {
  kind: "slack";
  methods: string[];
  /** The OAuth scopes the methods accept (for the public record). */
  scopes: string[];
  /** Parameters whose values are credentials (none today; kept for symmetry with HTTP bindings). */
  secrets?: string[];
  /** The time-window rule, when the tool has one. */
  timeWindow?: {
    oldest: { absolute: string; relative: string };
    latest: { absolute: string; relative: string };
  };
  /** Tool parameter → the argument of `methods[0]` it is sent as, unchanged (the manifest's `upstream:`). */
  args?: Record<string, string>;
  /** Set when the tool is one plain Slack method run by the generic executor (no hand-written handler). */
  plain?: SlackPlain;
}

/** How the generic executor calls a plain method and reads its answer (manifest facts, fixed at generation). */
export interface SlackPlain {
  /** A write: sent as a form POST, never twice. A read goes as a GET with a query. */
  write: boolean;
  /** Dotted path of the tool's result in Slack's answer; absent: the whole answer but `ok` and `response_metadata`. */
  result?: string;
  /** The method pages by cursor: the answer's array field the tool returns, filled to `limit` across pages. */
  paging?: { items: string };
}

/** One reason an input was refused, before any request. */
export interface InputIssue {
  /** The parameter at fault ("" when the input as a whole is wrong). */
  param: string;
  /** The rule that failed: a JSON Schema keyword (`required`, `enum`, …) or a manifest rule kind/id. */
  rule: string;
  /** What is wrong, in one sentence. */
  message: string;
  /** How to correct the call. */
  hint: string;
}

export interface Tool<Input = unknown> {
  definition: ToolDefinition;
  binding: HttpBinding | SlackBinding;
  /** Schema validation (compiled at generation time) followed by the tool's cross-parameter rules. */
  validate(input: unknown): InputIssue[];
  /** Phantom marker for the input type; never set at run time. */
  readonly __input?: Input;
}

// The facts of an upstream specification that bindings are resolved against.
import type { JsonPath } from "../load/errors.js";

export interface UpstreamParam {
  name: string;
  /** path, query, header (OpenAPI); query, formData, header (Swagger 2). */
  in: string;
  required: boolean;
  deprecated: boolean;
  type?: string;
  enum?: string[];
  /** For an array: the type of its items, and their values. */
  itemsType?: string;
  itemsEnum?: string[];
}

/** One HTTP operation of an OpenAPI file. */
export interface UpstreamOperation {
  /** The specification file it comes from, as given. */
  file: string;
  /** Its key in `paths` (may carry a `#variant`). */
  key: string;
  /** The request path: the key before any `#`. */
  path: string;
  method: string;
  id: string;
  deprecated: boolean;
  tags: string[];
  /** The server URL the operation is sent to, variables filled in with their defaults. */
  server?: string;
  params: UpstreamParam[];
}

/** One method of an RPC-style Web API described as `POST /<method>` (Slack). */
export interface UpstreamMethod {
  file: string;
  name: string;
  deprecated: boolean;
  /** Scopes the specification accepts for the method (any one suffices). */
  scopes: string[];
  params: UpstreamParam[];
}

/** Everything a set of specification files offers, indexed once. */
export interface UpstreamSet {
  files: string[];
  operations: UpstreamOperation[];
  byRoute: Map<string, UpstreamOperation[]>;
  byId: Map<string, UpstreamOperation>;
  methods: Map<string, UpstreamMethod>;
}

/** How a request is matched: method and path, placeholders by position (their names never reach the wire). */
export const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, "{}")}`;

export type FindingKind =
  | "operation-gone"
  | "operation-moved"
  | "server"
  | "version-header"
  | "param-gone"
  | "type-changed"
  | "enum-changed"
  | "newly-required"
  | "scope"
  | "deprecated";

export interface Finding {
  tool: string;
  kind: FindingKind;
  /** Breaks the binding (an error); otherwise information. */
  breaking: boolean;
  /** Where in the manifest it stands, and whether at the key rather than the value. */
  at: JsonPath;
  key?: boolean;
  /** What is wrong, in the loader's "expected …" form. */
  expected: string;
  /** For a parameter that is gone: the upstream name it was likely renamed to. */
  renamedTo?: string;
}

/** A finding as a binding's check states it: breaking unless it says otherwise. */
export type FindingInput = Omit<Finding, "tool" | "breaking"> & { breaking?: boolean };

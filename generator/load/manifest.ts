// The manifest as `spec/manifest.schema.json` admits it. The schema validates; these types describe.
import type { HttpBinding, SlackBinding, ToolMeta } from "@toolgen/runtime/contract.js";

export type ParamType = "string" | "integer" | "boolean" | ArrayType;
export type ArrayType = "array<string>" | "array<integer>";

/** The element type of an array parameter type; undefined for a scalar type. */
export function itemType(type: ParamType): "string" | "integer" | undefined {
  return type === "array<string>" ? "string" : type === "array<integer>" ? "integer" : undefined;
}
export type Scalar = string | number | boolean;
export type FormatName =
  | "datetime"
  | "relative_offset"
  | "date"
  | "iso8601_date"
  | "rfc3339_datetime"
  | "byte_range"
  | "shared_link"
  | "etag"
  | "language_code"
  | "representation_hints";

export interface Manifest {
  toolkit: {
    id: "content-api" | "messaging";
    namespace: string;
    title: string;
    package: string;
    version?: string;
    versionNote?: string;
    declaredTools: number;
    document: string;
    summary?: string;
    readme?: {
      upstream: string;
      token: string;
      example: { tool: string; input: Record<string, unknown>; comment: string };
      prompt: string;
      tools?: string[];
    };
  };
  upstream: {
    provider: "box" | "slack";
    /** Upstream specification files the bindings come from, relative to the upstream directory. */
    specs?: string[];
    /** Terms of the document's operation ids that the upstream spells differently (document term → upstream term). */
    operationIdTerms?: Record<string, string>;
    servers: Partial<Record<"api" | "upload" | "download", string>>;
    versionHeader?: { suffix: string; header: string; value: string };
    /** The upstream query parameter that selects a result's attributes, and attributes to show as an example. */
    fieldSelection?: { upstream: string; example: string[] };
    auth: { scheme: "oauth2-bearer"; scopes: string[]; asUserHeader?: string; notes?: string[] };
  };
  valueSets?: Record<string, string[]>;
  conventions?: Record<string, string>;
  states?: {
    named?: string[];
    transitions?: Array<{ item: string; tool: string; condition: string; next: string; also?: string }>;
    asynchronous?: string[];
  };
  errors?: Array<{ condition: string; outcome: string; tools?: string[] }>;
  limits?: Array<{ limit: string; appliesTo: string; tools?: string[] }>;
  events?: string[];
  versioning?: string[];
  deprecations?: Array<{ tool: string; note: string }>;
  notShown?: string[];
  /** Shared definitions of the tools' `output` schemas (`#/$defs/<name>`), for a kit whose handlers compose results. */
  outputDefinitions?: Record<string, Record<string, unknown>>;
  tools: ManifestTool[];
}

/** A part the manifest has on purpose although the document lacks it; check-docs lists it as a note. */
export interface Deliberate {
  origin?: "upstream";
  /** Why it differs from the document (required with origin: upstream). */
  reason?: string;
}

export interface ManifestTool {
  name: string;
  title?: string;
  origin: "document" | "supplement" | "upstream";
  /** Why a tool the document lacks is here on purpose (with `origin: upstream`). */
  reason?: string;
  /** What users call the tool: lowercase words and phrasings for the search index. */
  keywords?: string[];
  group: "deletion" | "action" | "retrieval";
  description: string;
  operation: HttpOperation | SlackOperation;
  params: ManifestParam[];
  rules?: ManifestRule[];
  risk?: Risk;
  /** What the upstream does where a reader would assume otherwise; stated in the description, a note in check-docs. */
  upstreamFacts?: Array<{ fact: string; source: string }>;
  example?: Record<string, unknown>;
  /** What the tool's call resolves to (JSON Schema 2020-12), when no upstream response describes it. */
  output?: Record<string, unknown>;
}

export type HttpOperation = Pick<HttpBinding, "id" | "method" | "server" | "path">;

export interface SlackOperation {
  methods: string[];
  scopes?: string[];
  /** One plain method run by the generic executor (see generator/load/messaging-bindings.ts). */
  plain?: true | { result?: string; paging?: { items: string } };
}

export interface ManifestParam extends Deliberate {
  name: string;
  type: ParamType;
  required?: boolean;
  description?: string;
  enum?: string[];
  itemsEnum?: string[];
  default?: Scalar | string[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: FormatName;
  not?: string[];
  secret?: boolean;
  in?: "path" | "query" | "header";
  upstream?: string;
  /** Messaging: the runtime behaviour that consumes the parameter (runtime/src/slack/behaviours.ts). */
  behaviour?: string;
}

interface RuleBase extends Deliberate {
  id?: string;
  note?: string;
}

export type ManifestRule =
  | (RuleBase & { kind: "exactlyOneOf"; groups: string[][] })
  | (RuleBase & { kind: "atLeastOneOf"; params: string[] })
  | (RuleBase & { kind: "mutuallyExclusive"; params: string[] })
  | (RuleBase & { kind: "requires"; param: string; other: string; whenValues?: Scalar[]; values?: Scalar[] })
  | (RuleBase & { kind: "forbiddenWhen"; param: string; when: Record<string, Scalar> })
  | (RuleBase & { kind: "maxTotalItems"; params: string[]; maximum: number })
  | (RuleBase & { kind: "maximumWhen"; params: string[]; when: Record<string, Scalar>; maximum: number })
  | (RuleBase & { kind: "timeWindow" } & NonNullable<SlackBinding["timeWindow"]>);

/** What a tool does beyond its answer: the record the runtime keeps as `ToolMeta`. */
export type Risk = ToolMeta;

/** Every parameter name a rule mentions, with the rule-relative path where it stands. */
export function ruleParamRefs(rule: ManifestRule): Array<{ name: string; at: Array<string | number> }> {
  const refs: Array<{ name: string; at: Array<string | number> }> = [];
  const list = (key: string, names: string[]) => names.forEach((name, i) => refs.push({ name, at: [key, i] }));
  switch (rule.kind) {
    case "exactlyOneOf":
      rule.groups.forEach((group, g) => group.forEach((name, i) => refs.push({ name, at: ["groups", g, i] })));
      break;
    case "atLeastOneOf":
    case "mutuallyExclusive":
    case "maxTotalItems":
      list("params", rule.params);
      break;
    case "requires":
      refs.push({ name: rule.param, at: ["param"] }, { name: rule.other, at: ["other"] });
      break;
    case "forbiddenWhen":
      refs.push({ name: rule.param, at: ["param"] });
      Object.keys(rule.when).forEach((name) => refs.push({ name, at: ["when", name] }));
      break;
    case "maximumWhen":
      list("params", rule.params);
      Object.keys(rule.when).forEach((name) => refs.push({ name, at: ["when", name] }));
      break;
    case "timeWindow":
      for (const bound of ["oldest", "latest"] as const)
        refs.push(
          { name: rule[bound].absolute, at: [bound, "absolute"] },
          { name: rule[bound].relative, at: [bound, "relative"] },
        );
      break;
  }
  return refs;
}

// What each tool does, from its binding alone: an action, the resource it acts on, its scope (one item, an item's
// part, every item) and the qualifiers that tell two alike tools apart. Derived from the HTTP method and path (or the
// Slack method), the operation id's variant and the manifest's group and outcome: never written per tool. The
// generator stores these facts in the search index; the ranking works on them first (engine.ts).
import type { ToolDefinition } from "../../contract.js";
import type { Fields } from "./fields.js";
import { nameWords } from "../words/name-words.js";
import { knownNoun, knownNounEnding, mentions, singular, singularPhrase } from "../words/vocabulary.js";

/** The actions a binding can state. */
export type ToolAction = "list" | "get" | "download" | "delete" | "remove" | "cancel" | "resend" | "send" | "invite";

export interface ToolFacts {
  action: ToolAction;
  /** The noun acted on, singular ("file version"). */
  resource: string;
  /** one: a single item; part: a part of one item (its watermark, its versions); every: all items of the kind. */
  scope: "one" | "part" | "every";
  /** The item the resource belongs to, when the binding names one ("file" for a file's versions). */
  parent?: string;
  /** What else tells the tool apart: trashed, permanent, enterprise, on hold, shared link… */
  qualifiers: string[];
  /** A tool that gets one item: the fields its record holds (fields.ts), stored with the index by the generator. */
  fields?: Fields;
  /** Likewise, the named values its record's fields take (field-values.ts). */
  values?: Fields;
  /** A tool that lists a record of acts, each entry saying who did which act: the words of the acts it records
   * (records.ts), stored by the generator. */
  acts?: string[];
  /** The parts of its resource the tool takes by a parameter (takenParts), stored with the index. */
  taken?: string[];
}

/** How an action treats what it acts on: reads, destroys (deletes, removes, cancels) or does something else. */
export function actionKind(action: ToolAction): "read" | "destroy" | "other" {
  if (action === "list" || action === "get" || action === "download") return "read";
  if (action === "delete" || action === "remove" || action === "cancel") return "destroy";
  return "other";
}

// Path segments that name an item's part rather than a kind of item.
const PARTS = new Set(["watermark", "avatar", "content", "thumbnail", "status", "trash", "schema"]);
// Path segments that are verbs: the action itself (POST /sign_requests/{id}/cancel).
const VERBS: Record<string, ToolAction> = { cancel: "cancel", resend: "resend" };
// Words that split a segment into a noun and a qualifier: "files_on_hold" is files, on hold.
const QUALIFYING = /^(.*?) ((?:on|under|in) .*)$/;

export function toolFacts(d: ToolDefinition): ToolFacts {
  const op = d.operation;
  return "methods" in op ? slackFacts(op.methods[0]!, d) : httpFacts(d, op.method, op.path, op.id);
}

function httpFacts(d: ToolDefinition, method: string, path: string, id: string): ToolFacts {
  const qualifiers: string[] = [];
  const nouns: Array<{ noun: string; item: boolean }> = [];
  let verb: ToolAction | undefined;
  for (const segment of path.split("/").filter((s) => s !== "")) {
    const last = nouns.at(-1);
    if (segment.startsWith("{") || segment === "me") {
      if (segment === "me") qualifiers.push("authenticated");
      if (last) last.item = true;
      continue;
    }
    if (VERBS[segment]) {
      verb = VERBS[segment];
      continue;
    }
    // A file name with an extension ("thumbnail.{extension}"); a classification key with its generated suffix.
    const words = singularPhrase(nameWords(segment.replace(/\.\{.*\}$/, "").replace(/-[A-Za-z0-9]+$/, "")));
    const split = QUALIFYING.exec(words);
    if (split) qualifiers.push(split[2]!);
    const noun = resolveNoun(split ? split[1]! : words, last?.item ? last.noun : undefined, qualifiers);
    // A word after a kind of item that names no item ("metadata_templates/enterprise", "folders/trash/items",
    // ".../schema") qualifies what follows it.
    if (last && !last.item && (noun === undefined || PARTS.has(noun))) {
      qualifiers.push(noun === "trash" ? "trashed" : (noun ?? words));
      continue;
    }
    nouns.push({ noun: noun ?? words, item: false });
  }
  // An item's part (its watermark, its trash entry, its content) is the resource, the item its parent.
  const tail = nouns.at(-1) ?? { noun: singular(d.name.toLowerCase()), item: false };
  const before = nouns.at(-2);
  const part = PARTS.has(tail.noun) && before?.item ? tail.noun : undefined;
  const owner = part ? before! : tail;
  const trash = part === "trash";
  if (trash) qualifiers.push("trashed");
  if (part === "schema") qualifiers.push(part);
  const ownPart = part !== undefined && !trash && part !== "content" && part !== "schema";
  const resource = ownPart ? part! : owner.noun;
  const upper = nouns.slice(0, nouns.indexOf(owner)).findLast((n) => n.item)?.noun;
  const parent = ownPart ? owner.noun : upper;
  // (An item the request's header names, not its path, is one item too: "/shared_items" reads the item a shared link
  // names.)
  const one = owner.item || namedByHeader(d);
  const scope: ToolFacts["scope"] = ownPart ? "part" : one ? "one" : parent ? "part" : "every";
  // The operation id's variant ("get_files_id#get_shared_link") qualifies a tool that shares its path.
  const variant = id.split("#")[1];
  if (variant) qualifiers.push(singularPhrase(variant.replace(/^get_/, "")));
  if (d.meta.outcome === "permanent" || (trash && method === "DELETE")) qualifiers.push("permanent");
  if (d.meta.outcome === "trash" || d.meta.outcome === "trash_or_permanent") qualifiers.push("to trash");
  const action: ToolAction =
    verb ??
    (d.meta.outcome === "cancellation"
      ? "cancel"
      : method === "DELETE"
        ? d.group === "action"
          ? "cancel"
          : d.meta.outcome === "removal"
            ? "remove"
            : "delete"
        : method === "GET"
          ? part === "content"
            ? "download"
            : one || ownPart
              ? "get"
              : "list"
          : "send");
  return { action, resource, scope, ...(parent && parent !== resource ? { parent } : {}), qualifiers };
}

/** Whether a tool's binding needs a header to say which item it acts on (a shared link's): a required parameter sent in
 * a header. */
export function namedByHeader(d: ToolDefinition): boolean {
  const op = d.operation;
  const required = new Set((d.inputSchema.required ?? []) as string[]);
  return "params" in op && op.params.some((p) => p.in === "header" && required.has(p.name));
}

/** The values a tool's binding fixes: a required parameter that takes one value only (the pending collaborations'
 * status). Such a listing lists the items in that state, never every item of its kind. */
export function fixedValues(d: ToolDefinition): string[] {
  const required = new Set((d.inputSchema.required ?? []) as string[]);
  const properties = (d.inputSchema.properties ?? {}) as Record<string, { enum?: unknown[] }>;
  return Object.entries(properties).flatMap(([name, p]) =>
    required.has(name) && p.enum?.length === 1 ? [String(p.enum[0])] : [],
  );
}

/** Whether a tool's binding takes an item by its id: a path with a parameter in it ("/hubs/{hub_id}"). (A Slack
 * method takes a channel's or a user's name as well.) */
export function takesId(d: ToolDefinition): boolean {
  const op = d.operation;
  return !("methods" in op) && /\{[^}]+\}/.test(op.path);
}

/** How a tool that acts on one item reaches it: by its name, where a parameter of its path is a name or a key, and the
 * request says a value of each that takes only some ("/metadata_templates/{scope}/{template_key}": the enterprise
 * vendorContract template; with its parent's id beside them, "/files/{file_id}/metadata/{scope}/{template_key}": the
 * global properties instance on file 5); by an id that a listing of its kind finds; or by neither. */
export function reachedBy(
  d: ToolDefinition,
  listed: readonly string[],
  resource: string,
  said: ReadonlySet<string>,
): "name" | "id" | undefined {
  const op = d.operation;
  if ("methods" in op) return undefined;
  const properties = (d.inputSchema.properties ?? {}) as Record<string, { enum?: unknown[] }>;
  const keys = op.params.filter((p) => p.in === "path");
  const values = (name: string) => properties[name]?.enum ?? [];
  const ids = keys.filter((p) => /(?:^|_)id$/.test(p.upstream));
  if (
    keys.length > ids.length &&
    (ids.length === 0 || keys.some((p) => values(p.name).length > 0)) &&
    keys.every((p) => values(p.name).length === 0 || values(p.name).some((v) => said.has(String(v))))
  )
    return "name";
  return takesId(d) && listed.includes(resource) ? "id" : undefined;
}

/**
 * The compounds of a tool's resource its parameters name ("file_version_to_download" on a file: the file version;
 * "metadata_template_name" on metadata: the metadata template): it acts on that part of the resource too, as the
 * version's content or the template's instance. (A flag names no part.)
 */
export function takenParts(d: ToolDefinition, resource: string): string[] {
  const properties = (d.inputSchema.properties ?? {}) as Record<string, { type?: unknown }>;
  const taken = Object.entries(properties)
    .filter(([, p]) => p.type === "string" || p.type === "integer")
    .flatMap(([name]) => mentions(nameWords(name).toLowerCase()).map((m) => m.noun))
    .filter((noun) => noun.startsWith(`${resource} `));
  return [...new Set(taken)];
}

/** The qualifiers every tool on one resource states, as "<qualifier> <resource>": the path's "enterprise" on each
 * classification tool tells none of them from another, so a request need not say it. (Two tools at least.) */
export function sharedQualifiers(all: readonly ToolFacts[]): string[] {
  const byResource = new Map<string, { qualifiers: string[]; tools: number }>();
  for (const f of all) {
    const seen = byResource.get(f.resource);
    if (seen) {
      seen.qualifiers = seen.qualifiers.filter((q) => f.qualifiers.includes(q));
      seen.tools += 1;
    } else byResource.set(f.resource, { qualifiers: [...f.qualifiers], tools: 1 });
  }
  return [...byResource].flatMap(([r, { qualifiers, tools }]) => (tools > 1 ? qualifiers.map((q) => `${q} ${r}`) : []));
}

/**
 * The vocabulary's noun for a segment's words: the words themselves, the owner's noun before them ("file" +
 * "version"), or the longest known noun they end with, the words before it a qualifier ("enterprise hub").
 * Undefined when no known noun fits.
 */
function resolveNoun(words: string, owner: string | undefined, qualifiers: string[]): string | undefined {
  if (PARTS.has(words) || knownNoun(words)) return words;
  if (owner && knownNoun(`${owner} ${words}`)) return `${owner} ${words}`;
  const parts = words.split(" ");
  for (let i = 1; i < parts.length; i++) {
    const tail = parts.slice(i).join(" ");
    if (knownNoun(tail)) {
      qualifiers.push(parts.slice(0, i).join(" "));
      return tail;
    }
  }
  return knownNounEnding(words);
}

// Slack methods: the family names the resource, the verb the action (language data about Slack's method names).
const SLACK_FAMILIES: Record<string, string> = { conversations: "conversation", users: "user", chat: "message" };
const SLACK_VERBS: Record<string, { action: ToolAction; resource?: string; scope: ToolFacts["scope"] }> = {
  list: { action: "list", scope: "every" },
  info: { action: "get", scope: "one" },
  lookupByEmail: { action: "get", scope: "one" },
  history: { action: "list", resource: "message", scope: "part" },
  replies: { action: "list", resource: "reply", scope: "part" },
  members: { action: "list", resource: "member", scope: "part" },
  postMessage: { action: "send", scope: "one" },
  invite: { action: "invite", resource: "user", scope: "one" },
  test: { action: "get", resource: "user", scope: "one" },
};

/** The resource a Slack method's family names ("conversations.open": conversation). */
export function slackResource(family: string): string {
  return SLACK_FAMILIES[family] ?? singular(family);
}

function slackFacts(method: string, d: ToolDefinition): ToolFacts {
  const [family = "", verb = ""] = method.split(".");
  const known = SLACK_VERBS[verb];
  const own = slackResource(family);
  const resource = known?.resource ?? own;
  const qualifiers = family === "auth" ? ["authenticated"] : [];
  // A verb the table does not know names what the tool is about: users.getPresence is a user's presence.
  const words = verb
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .trim()
    .split(" ");
  if (!known && verb !== "") qualifiers.push((words.length > 1 ? words.slice(1) : words).join(" "));
  // A text a tool sends by default qualifies it: a variant over conversations.list fixing types=public_channel.
  for (const p of Object.values((d.inputSchema.properties ?? {}) as Record<string, { default?: unknown }>))
    if (typeof p.default === "string" && p.default !== "") qualifiers.push(p.default.replaceAll("_", " "));
  const parent = known?.resource && own !== resource && family !== "auth" ? own : undefined;
  return {
    action: known?.action ?? (d.group === "retrieval" ? "get" : "send"),
    resource,
    scope: known?.scope ?? "one",
    ...(parent ? { parent } : {}),
    qualifiers,
  };
}

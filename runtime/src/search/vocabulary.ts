// The nouns tools act on and the words requests use for them: one entry per noun (language data, general English and
// the providers' common terms; never an entry per tool). A tool's resource comes from its binding (facts.ts); this
// table only says which everyday words name it.

export interface Noun {
  /** The noun as the binding's path or method spells it, singular ("file version", "legal hold policy"). */
  noun: string;
  /** Other words requests use for it (singular, lower case, whole words). */
  words: readonly string[];
  /** Words after it that make a phrase of another meaning ("phone number" is no device). */
  not?: readonly string[];
  /** Words that name it only after its name, as its title's last word ("the audit report", "the parking fees
   * schedule"): alone they name another resource ("report": a barrier's) or none (names.ts' titled). */
  titles?: readonly string[];
  /** The mark that names one item of it on its own, as a pattern's source ("#random" is a channel). */
  mark?: string;
}

const NOUNS: readonly Noun[] = [
  {
    noun: "file",
    words: [
      "document",
      "doc",
      "spreadsheet",
      "workbook",
      "deck",
      "slide deck",
      "presentation",
      "pdf",
      "image",
      "photo",
      "attachment",
      "handbook",
      "memo",
    ],
    titles: ["report", "schedule"],
  },
  { noun: "folder", words: ["directory", "dir", "subfolder"] },
  {
    noun: "file version",
    words: ["version", "revision", "older copy", "previous copy", "earlier copy"],
    // ("v3" is version 3, said alone; not a word of a file's name: "SOP v7.docx", "budget_v3".)
    mark: "v\\d+(?![\\w.-])",
  },
  { noun: "web link", words: ["bookmark", "weblink", "shortcut", "saved url"] },
  { noun: "comment", words: ["note", "remark", "reply on"] },
  {
    noun: "collaboration",
    words: ["collaborator", "access", "permission", "collab", "sharing", "pending invite", "invitation"],
  },
  { noun: "hub", words: ["portal", "content hub", "intranet"] },
  { noun: "hub collaboration", words: ["hub share", "hub access", "hub collaborator"] },
  { noun: "hub item", words: ["item in the hub"] },
  { noun: "ai agent", words: ["agent", "assistant", "bot", "ai"] },
  {
    noun: "ai agent default",
    words: ["default agent", "default config", "default configuration", "out-of-the-box", "out of the box", "built-in"],
  },
  { noun: "archive", words: [] },
  {
    noun: "device pinner",
    words: ["device pin", "pinned device", "device", "phone", "tablet", "laptop"],
    not: ["number", "field"],
  },
  { noun: "metadata", words: ["metadata instance", "custom field", "custom data", "attribute"] },
  { noun: "file request", words: ["upload form", "drop-off", "intake form", "request form"] },
  { noun: "folder lock", words: ["lock"] },
  { noun: "group", words: ["team", "department"] },
  {
    noun: "group membership",
    words: ["membership", "member of the group", "group member", "belongs to", "belong to"],
    // ("A member of the group DM" is one of a conversation.)
    not: ["dm", "chat", "conversation"],
  },
  { noun: "legal hold policy", words: ["legal hold", "litigation hold", "preservation hold", "hold policy"] },
  { noun: "legal hold policy assignment", words: ["legal hold assignment", "hold assignment"] },
  { noun: "metadata cascade policy", words: ["cascade", "cascade policy"] },
  { noun: "metadata template", words: ["template", "schema", "metadata schema"] },
  { noun: "retention policy", words: ["retention", "retention schedule", "records schedule", "records policy"] },
  { noun: "retention policy assignment", words: ["retention assignment"] },
  { noun: "shield information barrier", words: ["information barrier", "ethical wall", "barrier", "chinese wall"] },
  { noun: "shield information barrier segment", words: ["barrier segment", "segment"] },
  {
    noun: "shield information barrier segment restriction",
    words: ["segment restriction", "restriction", "blocked from"],
  },
  { noun: "shield information barrier segment member", words: ["segment member", "barrier member"] },
  { noun: "shield information barrier report", words: ["barrier report", "report"] },
  { noun: "shield list", words: [] },
  // (The document's "team-chat product": its mappings are no team's, nor a chat's messages.)
  {
    noun: "integration mapping",
    words: ["integration", "mapping", "chat mapping", "team chat mapping", "team-chat mapping", "teams mapping"],
  },
  { noun: "storage policy", words: ["data residency", "storage region", "data region", "storage zone", "data zone"] },
  { noun: "storage policy assignment", words: [] },
  { noun: "task", words: ["to-do", "todo", "action item"] },
  { noun: "task assignment", words: ["assigned task", "task assignee"] },
  { noun: "user", words: ["person", "people", "employee", "account", "colleague", "staff", "someone", "custodian"] },
  { noun: "webhook", words: ["callback", "http notification", "hook"] },
  { noun: "collaboration whitelist exempt target", words: ["exemption", "exempt user", "exempt target"] },
  {
    noun: "collaboration whitelist entry",
    words: ["safe domain", "allowed domain", "allowlist", "whitelist", "trusted domain", "approved domain"],
  },
  { noun: "watermark", words: [] },
  { noun: "avatar", words: ["profile picture", "profile photo"] },
  { noun: "email alias", words: ["alias", "secondary email", "alternate email"] },
  {
    noun: "docgen template",
    words: ["document template", "doc template", "generation template", "doc gen template", "doc-gen template"],
  },
  { noun: "docgen job", words: ["document generation job", "generation job", "doc gen job", "doc-gen job"] },
  { noun: "docgen batch job", words: ["batch", "batch job", "doc gen batch", "doc-gen batch"] },
  { noun: "docgen template job", words: ["template job"] },
  { noun: "upload session", words: ["chunked upload", "upload"] },
  { noun: "part", words: ["chunk", "uploaded part"] },
  { noun: "sign request", words: ["signature request", "signature", "e-signature", "signing", "esign"] },
  {
    noun: "sign template",
    words: ["signature template", "e-signature template", "esignature template", "signing template"],
  },
  { noun: "invite", words: [] },
  { noun: "zip download", words: ["zip", "bulk download", "archive download"] },
  { noun: "event", words: ["audit log", "audit trail", "activity", "activity log"] },
  { noun: "term of service", words: ["terms of service", "tos", "terms"] },
  {
    noun: "term of service user status",
    words: ["tos status", "accepted the terms", "terms of service acceptance", "tos acceptance"],
  },
  { noun: "app item association", words: ["app item", "association"] },
  { noun: "file version retention", words: ["version retention"] },
  { noun: "file version legal hold", words: ["version legal hold", "version hold"] },
  { noun: "workflow", words: ["automation"] },
  { noun: "recent item", words: ["recent", "recently", "lately"] },
  { noun: "tag", words: ["placeholder", "template tag"] },
  { noun: "collection", words: ["favorite", "favourite", "starred"] },
  { noun: "item", words: [] },
  { noun: "thumbnail", words: ["preview image", "preview"] },
  { noun: "shared item", words: ["shared link", "share link", "public link"] },
  { noun: "security classification", words: ["classification", "label", "sensitivity", "confidentiality"] },
  { noun: "box skill card", words: ["skill", "skills", "skill card", "skills metadata"] },
  // Messaging.
  { noun: "message", words: ["post", "chat", "history", "said", "written", "announcement", "dm"] },
  {
    noun: "conversation",
    words: ["channel", "group dm", "group chat", "direct message", "private channel", "im", "mpim"],
    mark: "#[a-z][\\w-]*",
  },
  { noun: "member", words: ["participant", "who is in"] },
  { noun: "reply", words: ["thread", "threaded reply", "replies"] },
];

// The kinds of thing an item of a folder or a collection is (files, folders and web links).
export const ITEM_KINDS: ReadonlySet<string> = new Set(["file", "folder", "web link"]);

/** "policies" → "policy", "aliases" → "alias", "files" → "file"; a word already singular is kept. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|us|as)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A resource noun in the plural: "files", "legal hold policies", "boxes". */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return /(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/** A phrase as words, each singular: "legal_hold_policies" → "legal hold policy". */
export function singularPhrase(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/[\s_]+/)
    .filter((w) => w !== "")
    .map(singular)
    .join(" ");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each noun with the pattern that finds it in a request: its words, each in the singular or plural. */
const PATTERNS = NOUNS.map(({ noun, words, not = [], mark }) => {
  const phrases = [noun, ...words].map((p) =>
    p
      .split(" ")
      // A word ending in "s" takes "es" ("alias" → "aliases"): "toss" is no plural of "tos"; one ending in a consonant
      // and "y" takes "ies" ("policy" → "policies").
      .map((w) =>
        /[^aeiou]y$/.test(w)
          ? `${escape(w.slice(0, -1))}(?:y|ies)`
          : `${escape(w)}${/s$/.test(w) ? "(?:es)?" : "(?:s|es)?"}`,
      )
      .join("\\s+"),
  );
  const other = not.length === 0 ? "" : `(?!\\s+(?:${not.map(escape).join("|")})s?(?![a-z0-9-]))`;
  // A word before a dot and a letter is part of a name ("report.pdf", "acme.com"): it names no resource of its own.
  // (An item's mark is one item of it, said alone: "#random".)
  const marked = mark === undefined ? "" : `|(?<![\\w#-])${mark}`;
  const said = `(?<![a-z0-9-])(?:${phrases.join("|")})(?![a-z0-9-]|\\.[a-z0-9])${other}`;
  return { noun, pattern: new RegExp(`${said}${marked}`, "g") };
});

/** One noun a request names, where it names it. */
export interface Mention {
  noun: string;
  start: number;
  end: number;
}

/**
 * The nouns a request names, in order; where two overlap the longer wins ("legal hold assignment" names the
 * assignment, not the policy), and a noun named twice is named once, at its first place.
 */
export function mentions(request: string): Mention[] {
  return firstOfEach(everyMention(request));
}

/** Each noun of these mentions once, at its first place. */
export function firstOfEach(found: readonly Mention[]): Mention[] {
  const kept: Mention[] = [];
  for (const f of found) if (!kept.some((k) => k.noun === f.noun)) kept.push(f);
  return kept;
}

/** Every place a request names a noun, in order; where two overlap the longer wins. */
export function everyMention(request: string): Mention[] {
  const text = request.toLowerCase();
  const found: Mention[] = [];
  for (const { noun, pattern } of PATTERNS) {
    for (const m of text.matchAll(pattern)) found.push({ noun, start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Mention[] = [];
  let covered = -1;
  for (const f of found) {
    if (f.start < covered) continue;
    covered = f.end;
    placed.push(f);
  }
  // A noun just before "folder", maybe with a number after it, is part of the folder's name: "the tender documents
  // folder", "the Archive folder", "the Archive 2019 folder" (no archive 2019). So is a mark by its noun: "the #design
  // Slack channel", "channel #ops".
  const beside = (a: Mention | undefined, b: Mention | undefined) =>
    a !== undefined && b !== undefined && a.noun === b.noun && MARK_GAP.test(text.slice(a.end, b.start));
  return placed.filter(
    (m, i) =>
      !(placed[i + 1]?.noun === "folder" && NAME_GAP.test(text.slice(m.end, placed[i + 1]!.start))) &&
      !(text[m.start] === "#" && (beside(m, placed[i + 1]) || beside(placed[i - 1], m))),
  );
}

// What may stand between a word of a folder's name and "folder": a space, or a number ("Archive 2019").
const NAME_GAP = /^ (?:[\w-]*\d[\w-]* )?$/;
// What may stand between a mark and its noun: a space, or one word ("#design Slack channel").
const MARK_GAP = /^ (?:[a-z]+ )?$/;

/** The nouns a request names by another word, in the manifests' terms: "the budget spreadsheet" names a file, "Marcus" a
 * user. */
export function renamedNouns(request: string, named: readonly Mention[]): string[] {
  const text = request.toLowerCase();
  const said = (m: Mention) => singularPhrase(text.slice(m.start, m.end));
  return [...new Set(named.filter((m) => said(m) !== m.noun).map((m) => m.noun))];
}

/** The noun a word names as a title's last word (`titles`), if any: "report" → file. */
export function titleOf(word: string): string | undefined {
  return NOUNS.find((n) => n.titles?.includes(word))?.noun;
}

/** Whether the vocabulary knows this noun (singular words). */
export function knownNoun(noun: string): boolean {
  return NOUNS.some((n) => n.noun === noun);
}

/** The single words a noun and the words for it are made of ("conversation": channel, group, dm…). */
export function wordsFor(noun: string): string[] {
  const entry = NOUNS.find((n) => n.noun === noun);
  return [...new Set([noun, ...(entry?.words ?? [])].flatMap((p) => p.split(" ")))];
}

/** The first known noun whose last words are these ("membership" → "group membership"), if any. */
export function knownNounEnding(words: string): string | undefined {
  return NOUNS.find((n) => n.noun.endsWith(` ${words}`))?.noun;
}

/** Every single word the vocabulary's nouns and their phrases are made of ("folder", "legal", "hold"…). */
export function nounWords(): string[] {
  return [...new Set(NOUNS.flatMap((n) => [n.noun, ...n.words].flatMap((p) => p.split(" "))))];
}

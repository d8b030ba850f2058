// The nouns tools act on and the words requests use for them: one entry per noun (language data, general English and
// the providers' common terms; never an entry per tool). A tool's resource comes from its binding (facts.ts); this
// table only says which everyday words name it. How a request is searched for them is vocabulary.ts'.

/** The words a request names the whole account by ("our company", "the organisation"): no resource of its own. */
export const ACCOUNT_WORDS = ["account", "company", "enterprise", "org", "organisation", "organization", "workspace"];

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
  /** Adjectives that name it only as what a thing is said to be, after a copula and ending the clause ("is Fatima
   * online", "who's online right now"): before a noun or in a name they qualify something else ("the online store"). */
  predicates?: readonly string[];
  /** The mark that names one item of it on its own, or names it where its words alone would name another, as a
   * pattern's source ("#random" is a channel). */
  mark?: string;
  /** The resource it is a state or a part of, for a thing of the provider's said of another's item ("the reactions on
   * a message", "the pinned messages" of a channel): a kit that acts on that resource and not on this answers nothing. */
  of?: string;
}

export const NOUNS: readonly Noun[] = [
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
      "stuff",
      // (A document's genre that names nothing else, said alone: "who is the brochure shared with".)
      ..."brochure flyer poster newsletter itinerary playbook".split(" "),
    ],
    // (A document's genre: "the pharmacy manual", "the grant agreement"; alone, some name other things: a report, a
    // schedule, a certificate.)
    titles: [
      ..."report schedule manual minutes certificate cert estimate agreement invoice letter".split(" "),
      ..."brief checklist guide proposal roster rota".split(" "),
      // (And a working paper's kind: "the pricing sheet", "the Q4 forecast", "the Henderson quote".)
      ..."sheet worksheet drawing forecast plan".split(" "),
      ..."statement receipt quote sop form".split(" "),
      // (And a record kept as a document: "the small finds catalogue", "the photo register".)
      ..."catalogue catalog register inventory".split(" "),
      // (And notes kept as a document, one thing though said in the plural: "the debrief notes", "the programme note";
      // and papers, said in either number: "the board papers".)
      ..."note notes paper".split(" "),
      // (And a document's use: "the education pack", "the board agenda", "the rota draft".)
      ..."pack agenda draft spec matrix timetable".split(" "),
      // (And a study or a finding set down: "the Conservation Area appraisal", "the fire risk assessment".)
      ..."assessment appraisal strategy specification study analysis".split(" "),
    ],
    // ("The file system" is the storage service itself, no file.)
    not: ["system"],
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
    words: [
      ..."collaborator access permission collab sharing".split(" "),
      ...["pending invite", "invitation", "collaboration invite", "collab invite"],
      // (Rights to act on an item are its access; rights alone may be a user's role: "admin rights".)
      ...["edit rights", "editing rights", "view rights", "viewing rights", "upload rights", "download rights"],
    ],
    // (An invite to a folder or a file is its pending collaboration: "Lisa's invite to the finance folder".)
    mark: "invites?(?=\\s+to\\s+(?:[^\\s.?!,;]+\\s+){0,4}?(?:folder|file|document|doc|spreadsheet)s?(?![\\w-]))",
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
    words: ["device pin", "pinned device", "device", "phone", "tablet", "laptop", "ipad", "iphone", "smartphone"],
    not: ["number", "field"],
  },
  { noun: "metadata", words: ["metadata instance", "custom field", "custom data", "attribute"] },
  { noun: "file request", words: ["upload form", "drop-off", "intake form", "request form"] },
  { noun: "folder lock", words: ["lock"] },
  { noun: "group", words: ["team", "department", "grp"] },
  {
    noun: "group membership",
    words: ["membership", "member of the group", "group member", "belongs to", "belong to"],
    // ("A member of the group DM" is one of a conversation.)
    not: ["dm", "chat", "conversation"],
  },
  {
    noun: "legal hold policy",
    words: ["legal hold", "litigation hold", "preservation hold", "hold policy"],
    // (A matter's hold, by its name: "the Smith hold".)
    titles: ["hold"],
  },
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
  {
    noun: "storage policy",
    words: ["data residency", "storage region", "data region", "storage zone", "data zone", "storage plan"],
  },
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
  { noun: "sign request", words: ["signature request", "signature", "e-signature", "signing", "esign", "e-sign"] },
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
  { noun: "shared item", words: ["shared link", "share link", "shareable link", "sharing link", "public link"] },
  { noun: "security classification", words: ["classification", "label", "sensitivity", "confidentiality"] },
  { noun: "box skill card", words: ["skill", "skills", "skill card", "skills metadata"] },
  // Messaging.
  { noun: "message", words: ["post", "chat", "history", "said", "written", "announcement", "dm", "mention"] },
  {
    noun: "conversation",
    words: ["channel", "group dm", "group chat", "direct message", "private channel", "im", "mpim"],
    mark: "#[a-z][\\w-]*",
  },
  { noun: "member", words: ["participant", "who is in"] },
  { noun: "reply", words: ["thread", "threaded reply", "replies"] },
  // Messaging's things of a message, a conversation or a user that are no resource of their own.
  { noun: "reaction", words: ["emoji reaction"], of: "message" },
  { noun: "pinned item", words: ["pinned message", "pinned post", "pinned link", "pinned file"], of: "conversation" },
  // A user's presence (online or away), which a user's profile does not hold.
  { noun: "presence", words: [], predicates: ["online", "offline"], of: "user" },
];

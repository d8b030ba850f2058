// Everyday words for the terms the manifests use. A request says "bin that revision" where the tool says "delete
// … version"; the search adds the manifest's terms to the request's own words, at a lower weight, so a tool whose
// keywords miss one everyday word is still found. General English and the providers' common terms only: one
// table for every kit, and never one request's wording.
import { RESTRICTING } from "./restricting.js";
import { ACCOUNT_WORDS } from "./nouns.js";
import { OPENED, TAKEN_OFF } from "./verb-classes.js";

/** The speaker's own computer, where what is downloaded goes ("my laptop", "our local disk"). */
export const OWN_COMPUTER = "(?:local )?(?:machine|computer|pc|laptop|desktop|disk|hard drive)";

/** A level of access said bare after a form of "have" ("has", "have", "had", maybe "still", "only" or "got" between),
 * as a pattern: it is access of that level, no act ("who has edit on the budget sheet", "does Claire still have view on
 * it?"). requestText says it so; here its word searches as the access. */
export const BARE_ACCESS = String.raw`(?<=\bha(?:s|ve|d)(?: still| only| got)? )(?:edit|view)(?= (?:on|to|over|for)\b|[?.!,]|$)`;

/** Each entry: everyday phrasings (lower case, whole words; a phrase is a regular expression) → the terms they stand for. */
const SYNONYMS: ReadonlyArray<readonly [readonly string[], string]> = [
  // Effects.
  [
    ["get rid of", "throw away", "tear down", "take down", "scrap", "kill", "wipe", "erase", "discard", "destroy"],
    "delete",
  ],
  [[TAKEN_OFF, "no longer (?:need|needed|want|wanted|trusted)"], "remove"],
  [["bin", "recycle bin", "wastebasket", "deleted items", "deleted files"], "trash"],
  // What one threw away is in the trash.
  [["threw (?:\\S+ ){0,6}away", "thrown (?:\\S+ ){0,2}away"], "trash"],
  [["forever", "for good", "purge", "irrecoverably", "no way back", "cannot be undone"], "permanently delete"],
  [["undelete", "recover", "bring back", "put back"], "restore"],
  [
    [
      "unshare",
      "uninvite",
      "disinvite",
      "revoke access",
      "stop sharing",
      "kick out",
      "take away access",
      ...RESTRICTING,
    ],
    "remove collaboration",
  ],
  // Access to an item is what a collaboration grants.
  [["access", "permissions", "(?:edit|editing|view|viewing|upload|download) rights", BARE_ACCESS], "collaboration"],
  [["pull up", "look up", "tell me about", "info on", "information about"], "details"],
  [["every", "all the", "all of"], "list"],
  [["named", "called", "titled", "whose name", "name (?:starts|begins) with", "matching"], "search name query prefix"],
  [
    [
      "sorted",
      "sort",
      "order by",
      "ordered by",
      "(?:largest|biggest|smallest|newest|oldest|latest) first",
      "alphabetical(?:ly)?",
    ],
    "sort direction",
  ],
  [["person", "people", "employee", "employees", "colleague", "colleagues", "staff", "someone", "somebody"], "user"],
  // Content nouns.
  [["revision", "revisions", "older copy", "earlier copy", "previous copy"], "version"],
  [["bookmark", "bookmarks", "shortcut", "hyperlink", "saved url"], "web link"],
  [["to-do", "todo", "to do", "action item"], "task"],
  [["note", "notes", "remark", "remarks", "reply on"], "comment"],
  [["portal", "portals", "intranet"], "hub"],
  // A folder's tree is what is in it, down through its subfolders.
  // (So are its subfolders; and what is at the top level is the root folder's.)
  [["(?:folder|directory|file) (?:tree|structure|hierarchy)", "sub-?folders?"], "folder items"],
  [["top(?: |-)level", "root"], "folder items"],
  [["favorites", "favourites", "favorite", "favourite", "favorited", "favourited", "starred"], "collection"],
  [["phone", "mobile device", "tablet", "laptop"], "device pin"],
  [["profile picture", "profile photo", "photo of", "picture of"], "avatar"],
  [["upload form", "drop-off", "intake form"], "file request"],
  [["preview image", "preview picture", "small image"], "thumbnail"],
  [["zip", "bulk download"], "zip download"],
  // What is put on the speaker's own computer is downloaded.
  [[`(?:to|onto|on) (?:my|our) ${OWN_COMPUTER}`], "download"],
  // What comes out of the box is the default.
  [["out-of-the-box", "out of the box", "built-in", "factory settings"], "default"],
  // How sensitive or confidential an item is, is its classification ("confidential files" are files).
  [["label", "sensitivity", "confidentiality", "how (?:sensitive|confidential)"], "classification"],
  [["custom fields", "attributes schema"], "metadata template"],
  // Metadata pushed down a folder to everything inside it is cascaded.
  [["push(?:es|ed|ing)? (?:\\S+ ){0,5}down", "(?:to|onto) everything (?:inside|below|beneath|under)"], "cascade"],
  // What is started by hand is a manual start (the workflows a user may trigger).
  [["by hand", "manually", "on demand"], "manual start"],
  [["lately", "of late"], "recent"],
  // What is summarised or read through is an item's content.
  [["summar(?:y|ies|ize|ise)", "read through", "proofread"], "content"],
  // What was edited, updated or touched was modified: a record says when and by whom.
  [["edit", "edited", "edits", "editing", "updated", "last changed", "touched"], "modified"],
  [["e-signature", "esignature", "esign", "e-sign", "signature", "signing", "signed", "sign off"], "sign request"],
  // Governance and administration.
  [["litigation hold", "preservation hold", "legal preservation", "ediscovery"], "legal hold"],
  // How long things are kept is what a retention policy says.
  [
    [
      "records schedule",
      "records retention",
      "retention schedule",
      "keep files for",
      "retain",
      "how long (?:\\S+ ){0,3}keep",
    ],
    "retention policy",
  ],
  [["ethical wall", "chinese wall", "information barrier", "conflict wall"], "shield information barrier"],
  // People kept from talking to each other are kept so by a barrier's restriction.
  [
    ["(?:can't|cannot|can not|aren't allowed to|not allowed to) (?:talk|communicate|speak|collaborate) (?:to|with)"],
    "shield information barrier restriction",
  ],
  [
    [
      "allowlist",
      "allow list",
      "whitelist",
      "trusted domain",
      "trusted domains",
      "approved domain",
      "approved domains",
    ],
    "safe collaboration domain whitelist",
  ],
  [["data residency", "data region", "storage region", "zone"], "storage policy"],
  // Opening a document one has is reading what it says.
  [[`open(?= ${OPENED}(?![a-z0-9-]))`], "file content"],
  [["audit log", "audit trail", "activity log", "history of changes", "what happened"], "events"],
  [["callback", "notify my server", "http notification"], "webhook"],
  [["sign-in", "sign-ins", "signin", "signins", "log-in", "log-ins", "logon", "logons"], "login"],
  [
    ["who am i", "my account", "logged in", "signed in", "logged-in", "signed-in", "this token", "current user"],
    "authenticated user me",
  ],
  // Messaging.
  [
    [
      "said",
      "(?:did|do|does) (?:\\S+ ){1,3}say",
      "chat",
      "chat history",
      "conversation history",
      "discussion",
      "backlog",
      // Being caught up on a conversation, or given its summary, is reading what was said in it.
      "catch (?:\\S+ ){0,2}up",
      // (And news, and where someone said a thing: "any news on the callout in #ops", "find where Sam mentioned the
      // ropes".)
      "news",
      "where (?:\\S+ ){1,2}(?:mentioned|said|talked about|brought up)",
      // (So is being told what one missed: "what did I miss", "anything we've missed in #ops".)
      "(?:did|have|has) (?:i|we) (?:\\S+ )?miss(?:ed)?",
      "(?:i|we)(?:'ve| have)? missed",
      "fill (?:me|us) in",
      "recap",
      "rundown",
      "summar(?:y|ies|ize|ise)",
      // What is read in a conversation, or was written there, is its messages.
      "read(?! only)",
      "(?:was|were|got) (?:written|posted)",
    ],
    "messages",
  ],
  [
    [
      "post",
      "announce",
      "ping",
      "write to",
      "let know",
      "tell(?! (?:me|us)\\b)",
      "ask",
      "remind(?! me\\b)",
      "nudge",
      "chase",
    ],
    "send message",
  ],
  // People said to be in a channel are its members.
  // (As are people said to belong to it or be part of it.)
  [
    [
      "(?:people|persons|users|folks|everyone|anyone|who)(?: \\S+){0,2} in channel",
      "(?:belongs?|belonging|part of) (?:to |in )?(?:the )?(?:channel|#\\S+)",
    ],
    "members conversation",
  ],
  // The people of the whole workspace are its team's users.
  [
    ["roster", "(?:works?|working) here", "(?:company|staff|team) directory", "whole (?:team|workspace|company)"],
    "users team",
  ],
  // …and so are everyone in the whole account, or whoever is in it ("list everyone in our company", "who's in the
  // enterprise").
  [
    [
      `(?:everyone|everybody|who(?:'s| is| are)?) (?:in|at|across) (?:the |our |this )?(?:whole |entire )?(?:${ACCOUNT_WORDS.join("|")})`,
    ],
    "users",
  ],
  // A yes/no question about one named channel asks of its settings ("is #finance private?"): its info, not the list.
  [["(?:is|was|isn't|wasn't) channel [\\w-]+"], "conversation info metadata"],
  // What was said in response to a message is its thread's replies.
  [["in (?:response|reply) to", "responses? to", "responded to"], "thread replies"],
  [["dm", "dms", "direct message", "private message", "im"], "direct message conversation"],
  [["group dm", "group chat", "mpim"], "multi person direct message"],
  [
    [
      "today",
      "yesterday",
      "this (?:week|month|morning)",
      "last (?:week|month|\\d+ (?:minutes|hours|days))",
      "since",
      "between",
      "ago",
    ],
    "oldest latest",
  ],
  [["(?:pull|bring) \\S+ into", "add \\S+ to (?:the )?(?:channel|group dm|conversation)"], "invite users channel"],
];

const ENTRIES = SYNONYMS.map(([phrases, terms]) => ({
  pattern: new RegExp(`(?:^|[^a-z0-9-])(?:${phrases.join("|")})(?=$|[^a-z0-9-])`),
  terms,
}));

/** The field word for how much an item takes of the storage: a container's holds all that is stored in it (usage.ts). */
export const SIZE = "size";

/** Measures a question asks by an adjective ("how big"): the field words they stand for. Not searched as words (a
 * request's "how big" is no tool's size parameter): a record's fields are matched with them (record-fields.ts). */
const MEASURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bhow (?:big|large|heavy)\b/, SIZE],
  // (A duration: "how long do we keep …" is a policy's retention length; not "how long ago".)
  [/\bhow long\b(?! ago\b)/, "length"],
];

/** The field word a question's measure stands for, if it asks one ("how big is the Q3 deck": size). */
export function measureTerm(query: string): string | undefined {
  const text = query.toLowerCase();
  return MEASURES.find(([pattern]) => pattern.test(text))?.[1];
}

/** The manifest terms a request's everyday words stand for (empty when it uses none). */
export function synonymTerms(query: string): string {
  const text = query.toLowerCase();
  return ENTRIES.filter((e) => e.pattern.test(text))
    .map((e) => e.terms)
    .join(" ");
}

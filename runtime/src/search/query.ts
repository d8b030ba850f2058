// What a request says beyond its words: identifiers that name a kind of thing, and the effect it asks for.
import type { ToolDefinition } from "../contract.js";

/**
 * Identifiers in a request stand for what they name: a URL is a link, an address an email, `#name` a channel, a
 * Slack id (capitals with a digit) a user (U…, W…) or a conversation (C…, G…, D…), a Slack timestamp a message's ts.
 */
export function queryText(query: string): string {
  return query
    .replace(/https?:\/\/\S+/g, " link url ")
    .replace(/\S+@\S+\.\w+/g, " email ")
    .replace(/(^|\s)#([\w-]+)/g, " channel $2 ")
    .replace(/\b[UW](?=[A-Z]*\d)[A-Z0-9]{6,}\b/g, " user ")
    .replace(/\b[CGD](?=[A-Z]*\d)[A-Z0-9]{6,}\b/g, " conversation ")
    .replace(/\b\d{9,10}\.\d{6}\b/g, " ts ");
}

// Everyday English for the three effects a tool can have. A request's verbs and question words say which it
// wants: "remove …" a deletion, "which …" a retrieval, "add …" an action.
const EFFECT_WORDS: Record<ToolDefinition["group"], readonly string[]> = {
  deletion: [
    ..."delete remove erase trash discard destroy drop purge revoke cancel unassign unlink detach wipe".split(" "),
    ..."rid scrap kill bin".split(" "),
  ],
  retrieval: [
    ..."show list find view see read look check details info".split(" "),
    ..."what which who whom whose when where how is are does did".split(" "),
  ],
  action: [
    ..."create add make new set update change edit rename move copy send start assign invite apply".split(" "),
    ..."restore upload share post tell".split(" "),
  ],
};

/** The groups whose effect the request asks for (none when it names no effect). */
export function queryEffects(query: string): Set<ToolDefinition["group"]> {
  const words = new Set(
    query
      .toLowerCase()
      .split(/[^a-z0-9']+/)
      .map((w) => w.replace(/'s$/, "")),
  );
  const groups = new Set<ToolDefinition["group"]>();
  for (const [group, list] of Object.entries(EFFECT_WORDS)) {
    if (list.some((w) => words.has(w))) groups.add(group as ToolDefinition["group"]);
  }
  return groups;
}

const TRASH_WORDS =
  /\b(trash|trashed|deleted|bin|recycle|restore|restored|purge|undelete|recover|permanently|forever)\b/i;

/** Whether a request speaks of the trash or of deleted items. */
export function mentionsTrash(query: string): boolean {
  return TRASH_WORDS.test(query);
}

// check-docs compares what the documents state in prose with the manifests' structured form: each Rules-column
// constraint that became a rule, the named rules several tools share, the conventions, the offset maximum wherever
// it is stated, the Limits table, the declared tool total, the value sets and deprecations.
import { afterAll, describe, it } from "vitest";
import path from "node:path";
import { manifestRuleKey } from "../generator/docs/compare.js";
import type { ManifestRule } from "../generator/load/manifest.js";
import { docRow, dropClause, ruleClauses, statesRule } from "./support/doc-rows.js";
import {
  CONTENT,
  editRow,
  expectChange,
  manifests,
  MESSAGING,
  original,
  replaceOnce,
  scratch,
  type Change,
  type DocName,
} from "./support/docs.js";
import { toolFor } from "./support/spec.js";

// The rows edited below belong to tools picked by binding: a new document revision may rename them.
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INVITE = toolFor({ slackMethod: "conversations.invite" });
const CONVERSATIONS_REPLIES = toolFor({ slackMethod: "conversations.replies" });
const DELETE_STORAGE_POLICY_ASSIGNMENTS_ID = toolFor({ operationId: "delete_storage_policy_assignments_id" });
const GET_EVENTS = toolFor({ operationId: "get_events" });
const GET_FILES_ID_TASKS = toolFor({ operationId: "get_files_id_tasks" });
const GET_FILES_ID_THUMBNAIL_ID = toolFor({ operationId: "get_files_id_thumbnail_id" });
const GET_FILES_UPLOAD_SESSIONS_ID_PARTS = toolFor({ operationId: "get_files_upload_sessions_id_parts" });
const GET_FILE_VERSION_RETENTIONS = toolFor({ operationId: "get_file_version_retentions" });
const GET_FILE_VERSION_RETENTIONS_ID = toolFor({ operationId: "get_file_version_retentions_id" });
const GET_FOLDERS_ID = toolFor({ operationId: "get_folders_id" });
const GET_FOLDERS_ID_METADATA = toolFor({ operationId: "get_folders_id_metadata" });

/**
 * A clause dropped from a row, found by what it states, not by its words: the first rule of `kind` that a row of
 * `doc` states in a clause of its own. Every rule that clause stated (and no other part of the document does) is then
 * in the manifest only.
 */
function droppedRule(name: string, doc: DocName, kind: ManifestRule["kind"]): Change {
  const { manifest, file } = manifests.find((m) => m.manifest.toolkit.document === doc)!;
  for (const tool of manifest.tools) {
    const keys = (tool.rules ?? []).filter((r) => !r.origin).map(manifestRuleKey);
    const row = docRow(original[doc], tool.name);
    const stating = (tool.rules ?? []).find((r) => r.kind === kind && !r.origin);
    if (!row || !stating) continue;
    const clause = ruleClauses(row).find((c) => c.keys.includes(manifestRuleKey(stating)));
    if (!clause) continue;
    const text = dropClause(original[doc], tool.name, clause.clause);
    const gone = keys.filter((k) => clause.keys.includes(k) && !statesRule(text, tool.name, k));
    if (gone.length === 0) continue;
    return {
      name,
      doc,
      change: () => text,
      expected: gone.map(
        (k) => `spec/${path.basename(file)}:* ${tool.name}: rule "${k}" in the manifest, not in the document`,
      ),
    };
  }
  throw new Error(`${doc}: no row states a ${kind} rule of the manifest in a clause of its own`);
}

/**
 * "exactly one of A or B" turned into "at least one of A, B" in the row of a Messaging tool whose manifest has that
 * rule over two single parameters (the first such row: a new document revision may drop or rename any one tool).
 */
function exactlyOneTurnedAtLeastOne(): Change {
  const { manifest } = manifests.find((m) => m.manifest.toolkit.document === MESSAGING)!;
  for (const tool of manifest.tools) {
    const rule = (tool.rules ?? []).find(
      (r) => r.kind === "exactlyOneOf" && !r.origin && r.groups.length === 2 && r.groups.every((g) => g.length === 1),
    );
    const row = docRow(original[MESSAGING], tool.name);
    if (!rule || rule.kind !== "exactlyOneOf" || !row) continue;
    const [a, b] = rule.groups.map((g) => g[0]!);
    const from = [`exactly one of ${a} or ${b}`, `exactly one of ${b} or ${a}`].find((f) => row.rules.includes(f));
    if (!from) continue;
    const [x, y] = [a!, b!].sort();
    return {
      name: "exactly one turned into at least one",
      doc: MESSAGING,
      change: (t) => editRow(t, tool.name, from, `at least one of ${a}, ${b}`),
      expected: [
        `spec/messaging.yaml:* ${tool.name}: rule "exactly one of: [${x}] | [${y}]" in the manifest, not in the document`,
        `@${tool.name} ${tool.name}: rule "at least one of: ${x}, ${y}" in the document, missing from the manifest`,
      ],
    };
  }
  throw new Error(`${MESSAGING}: no row states "exactly one of <a> or <b>" for an exactlyOneOf rule of the manifest`);
}

const tmp = scratch();
afterAll(tmp.remove);

/** The declared total as the documents state it, bumped by `by`. */
const bumpTotal = (text: string, pattern: RegExp, by: number) =>
  text.replace(pattern, (whole, n: string) => whole.replace(n, String(Number(n) + by)));

const changes: Change[] = [
  {
    name: "an offset maximum stated in a row",
    doc: CONTENT,
    change: (t) =>
      editRow(t, GET_FILES_UPLOAD_SESSIONS_ID_PARTS, "offset above 10000 gives 400", "offset above 5000 gives 400"),
    expected: [
      `@${GET_FILES_UPLOAD_SESSIONS_ID_PARTS} ${GET_FILES_UPLOAD_SESSIONS_ID_PARTS}.response_offset: maximum 10000 in the manifest, 5000 in the document`,
    ],
  },
  {
    name: "the offset maximum of the conventions",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "a value above 10000 is rejected", "a value above 5000 is rejected"),
    expected: ['@"a value above 5000" offset maximum (conventions): 5000 in the document, 10000 in the manifest (~)'],
  },
  {
    name: "the offset maximum of the Errors table",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| An offset parameter above 10000 |", "| An offset parameter above 8000 |"),
    expected: ['@"above 8000" offset maximum (Errors): 8000 in the document, 10000 in the manifest (~)'],
  },
  {
    name: "the offset maximum of the Limits table",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| offset maximum 10000 |", "| offset maximum 9000 |"),
    expected: [
      '@"offset maximum 9000" limit for every tool with an offset parameter: "offset maximum 10000" in the manifest, "offset maximum 9000" in the document',
      '@"offset maximum 9000" offset maximum (Limits): 9000 in the document, 10000 in the manifest (~)',
    ],
  },
  droppedRule("a dropped mutual exclusion (with what the same clause states)", CONTENT, "mutuallyExclusive"),
  {
    name: "a changed declared total (content)",
    doc: CONTENT,
    change: (t) => bumpTotal(t, /declares a total of (\d+) tools/, 2),
    expected: ['@"declares a total of" declared total: ~ in the manifest (~), ~ in the document'],
  },
  {
    name: "a changed declared total (messaging)",
    doc: MESSAGING,
    change: (t) => bumpTotal(t, /exposes (\d+) tools/, 1),
    expected: ['@"exposes" declared total: ~ in the manifest (~), ~ in the document'],
  },
  droppedRule("a dropped 'requires'", CONTENT, "requires"),
  {
    name: "a changed 'only for' value",
    doc: CONTENT,
    change: (t) =>
      editRow(t, GET_EVENTS, "event_time_upper_bound only for admin_logs", "event_time_upper_bound only for sync"),
    expected: [
      `spec/content.yaml:* ${GET_EVENTS}: rule "event_start_date requires event_stream_type = "admin_logs"" in the manifest, not in the document`,
      `spec/content.yaml:* ${GET_EVENTS}: rule "event_time_upper_bound requires event_stream_type = "admin_logs"" in the manifest, not in the document`,
      `@${GET_EVENTS} ${GET_EVENTS}: rule "event_start_date requires event_stream_type = "sync"" in the document, missing from the manifest`,
      `@${GET_EVENTS} ${GET_EVENTS}: rule "event_time_upper_bound requires event_stream_type = "sync"" in the document, missing from the manifest`,
    ],
  },
  {
    name: "a changed 'valid only with' (requires when true)",
    doc: MESSAGING,
    change: (t) => editRow(t, CHAT_POSTMESSAGE, "valid only with thread_ts", "valid only with conversation_id"),
    expected: [
      `spec/messaging.yaml:* ${CHAT_POSTMESSAGE}: rule "reply_broadcast = true requires thread_ts" in the manifest, not in the document`,
      `@${CHAT_POSTMESSAGE} ${CHAT_POSTMESSAGE}: rule "reply_broadcast = true requires conversation_id" in the document, missing from the manifest`,
    ],
  },
  exactlyOneTurnedAtLeastOne(),
  droppedRule("a dropped 'at least one of'", MESSAGING, "atLeastOneOf"),
  {
    name: "a named rule that loses a clause (time window)",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, ", or both latest_datetime and latest_relative,", ""),
    expected: [
      `spec/messaging.yaml:* ${CONVERSATIONS_HISTORY}: rule "time window: oldest oldest_datetime or oldest_relative, latest latest_datetime or latest_relative" in the manifest, not in the document`,
      `spec/messaging.yaml:* ${CONVERSATIONS_REPLIES}: rule "time window: oldest oldest_datetime or oldest_relative, latest latest_datetime or latest_relative" in the manifest, not in the document`,
    ],
  },
  {
    name: "a dropped 'not '0''",
    doc: CONTENT,
    change: (t) => editRow(t, GET_FOLDERS_ID_METADATA, " (not '0')", ""),
    expected: [
      `@${GET_FOLDERS_ID_METADATA} ${GET_FOLDERS_ID_METADATA}.folder_identifier: excluded values ["0"] in the manifest, none in the document`,
    ],
  },
  {
    name: "a changed format in a note",
    doc: CONTENT,
    change: (t) => editRow(t, GET_FILE_VERSION_RETENTIONS, "(YYYY-MM-DD)", "(YYYY/MM/DD)"),
    expected: [
      `@${GET_FILE_VERSION_RETENTIONS} ${GET_FILE_VERSION_RETENTIONS}.filter_by_disposition_before_date: format "date" in the manifest, "YYYY/MM/DD" in the document`,
    ],
  },
  {
    name: "a changed format in a named rule",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, "in the text format 'DD:HH:MM'", "in the text format 'HH:MM'"),
    expected: [CONVERSATIONS_HISTORY, CONVERSATIONS_REPLIES].flatMap((tool) =>
      ["oldest_relative", "latest_relative"].map(
        (p) => `@${tool} ${tool}.${p}: format "relative_offset" in the manifest, "HH:MM" in the document`,
      ),
    ),
  },
  {
    name: "a changed size bound (maximum when)",
    doc: CONTENT,
    change: (t) => editRow(t, GET_FILES_ID_THUMBNAIL_ID, "(max 256)", "(max 512)"),
    expected: [
      `spec/content.yaml:* ${GET_FILES_ID_THUMBNAIL_ID}: rule "maximum_thumbnail_height, maximum_thumbnail_width, minimum_thumbnail_height, minimum_thumbnail_width at most 256 when thumbnail_file_format = "png"" in the manifest, not in the document`,
      `@${GET_FILES_ID_THUMBNAIL_ID} ${GET_FILES_ID_THUMBNAIL_ID}: rule "maximum_thumbnail_height, maximum_thumbnail_width, minimum_thumbnail_height, minimum_thumbnail_width at most 512 when thumbnail_file_format = "png"" in the document, missing from the manifest`,
    ],
  },
  {
    name: "a dropped 'not for root'",
    doc: CONTENT,
    change: (t) => editRow(t, GET_FOLDERS_ID, "; not for root", ""),
    expected: [
      `spec/content.yaml:* ${GET_FOLDERS_ID}: rule "secondary_sort_attribute not allowed when folder_unique_identifier = "0"" in the manifest, not in the document`,
    ],
  },
  {
    name: "a changed number of users per call (row)",
    doc: MESSAGING,
    change: (t) => editRow(t, CONVERSATIONS_INVITE, "up to 100 users per call", "up to 50 users per call"),
    expected: [
      `spec/messaging.yaml:* ${CONVERSATIONS_INVITE}: rule "at most 100 items across: emails, user_ids, usernames" in the manifest, not in the document`,
      `@${CONVERSATIONS_INVITE} ${CONVERSATIONS_INVITE}: rule "at most 50 items across: emails, user_ids, usernames" in the document, missing from the manifest`,
    ],
  },
  {
    name: "a changed number of users per invitation (Limits)",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, "| up to 100 users per invitation |", "| up to 50 users per invitation |"),
    expected: [
      `@"up to 50 users" limit for ${CONVERSATIONS_INVITE}: "up to 100 users per invitation" in the manifest, "up to 50 users per invitation" in the document`,
      `@"up to 50 users" ${CONVERSATIONS_INVITE}: at most 100 users per call in the manifest, 50 in the document (Limits)`,
    ],
  },
  {
    name: "a changed page-size limit (Limits)",
    doc: MESSAGING,
    change: (t) =>
      replaceOnce(t, "messages per call: default 20, maximum 100", "messages per call: default 20, maximum 200"),
    expected: [
      `@"messages per call" limit for ${CONVERSATIONS_HISTORY}, ${CONVERSATIONS_REPLIES}: "messages per call: default 20, maximum 100" in the manifest, "messages per call: default 20, maximum 200" in the document`,
      `@"messages per call" ${CONVERSATIONS_HISTORY}.limit: default 20, maximum 100 in the manifest, default 20, maximum 200 in the document (Limits)`,
      `@"messages per call" ${CONVERSATIONS_REPLIES}.limit: default 20, maximum 100 in the manifest, default 20, maximum 200 in the document (Limits)`,
    ],
  },
  {
    name: "a changed limit the manifest holds as text",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| 2 deletions per user per 24 hours |", "| 3 deletions per user per 24 hours |"),
    expected: [
      `@"3 deletions" limit for ${DELETE_STORAGE_POLICY_ASSIGNMENTS_ID}: "2 deletions per user per 24 hours" in the manifest, "3 deletions per user per 24 hours" in the document`,
    ],
  },
  {
    name: "a changed value set (table)",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| thumbnail format | png, jpg |", "| thumbnail format | png, jpg, gif |"),
    expected: [
      '@"thumbnail format" value set thumbnail_format: ["png","jpg"] in the manifest, ["png","jpg","gif"] in the document',
    ],
  },
  {
    name: "a changed value set (sentence)",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, "multi_person_direct_message, direct_message.", "multi_person_direct_message."),
    expected: [
      '@"Allowed conversation_types" value set conversation_types: ["public_channel","private_channel","multi_person_direct_message","direct_message"] in the manifest, ["public_channel","private_channel","multi_person_direct_message"] in the document',
    ],
  },
  {
    name: "a deprecation dropped from a row",
    doc: CONTENT,
    change: (t) => editRow(t, GET_FILE_VERSION_RETENTIONS_ID, "| deprecated API |", "| legacy API |"),
    expected: [
      `spec/content.yaml:* ${GET_FILE_VERSION_RETENTIONS_ID}: deprecated in the manifest, not in the document`,
    ],
  },
  {
    name: "a deprecation added to a row",
    doc: CONTENT,
    change: (t) => editRow(t, GET_FILES_ID_TASKS, "| all tasks on a file |", "| all tasks on a file; deprecated |"),
    expected: [`@${GET_FILES_ID_TASKS} ${GET_FILES_ID_TASKS}: deprecated in the document, not in the manifest`],
  },
];

describe("check-docs on a changed copy names each difference in the prose and the document-level facts", () => {
  it.each(changes.map((c) => [c.name, c] as const))("%s", (_, c) => expectChange(tmp.dir, c));
});

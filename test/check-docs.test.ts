// check-docs re-reads the documents' Endpoints tables and names every difference from the manifests.
// The documents are read from SHARED; changed copies are written only to a temporary folder.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument as parseYaml } from "yaml";
import { checkDocs } from "../generator/docs/check.js";
import { parseDocument } from "../generator/docs/parse.js";
import { loadManifest, ManifestError, parseManifest } from "../generator/load/index.js";
import type { Manifest } from "../generator/load/manifest.js";
import { ROOT, SHARED } from "./support/paths.js";

const DOCS = path.join(SHARED, "spec-docs");
const CONTENT = "content-toolkit.md" as const;
const MESSAGING = "messaging-toolkit.md" as const;
const original = {
  [CONTENT]: readFileSync(path.join(DOCS, CONTENT), "utf8"),
  [MESSAGING]: readFileSync(path.join(DOCS, MESSAGING), "utf8"),
};
const manifests = ["content.yaml", "messaging.yaml"].map((f) => loadManifest(path.join(ROOT, "spec", f)));
/** How many tools of each kit the manifest says come from the document's tables. */
const documented = (doc: typeof CONTENT | typeof MESSAGING) =>
  manifests.find((m) => m.manifest.toolkit.document === doc)!.manifest.tools.filter((t) => t.origin === "document")
    .length;

const tmp = mkdtempSync(path.join(os.tmpdir(), "toolgen-check-docs-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The 1-based line of the table row of `tool` in `text`. */
function rowLine(text: string, tool: string): number {
  const index = text.split("\n").findIndex((line) => line.startsWith(`| ${tool} |`));
  expect(index, `a row for ${tool}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** Replaces `from` (which must occur exactly once in that row) by `to` in the row of `tool`. */
function editRow(text: string, tool: string, from: string, to: string): string {
  const lines = text.split("\n");
  const i = rowLine(text, tool) - 1;
  expect(lines[i]!.split(from).length - 1, `${JSON.stringify(from)} once in the row of ${tool}`).toBe(1);
  lines[i] = lines[i]!.replace(from, () => to);
  return lines.join("\n");
}

function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from).length - 1, `${JSON.stringify(from)} once`).toBe(1);
  return text.replace(from, () => to);
}

/** Writes both documents (one of them changed) into a fresh folder and returns it. */
let copies = 0;
function docsWith(name: typeof CONTENT | typeof MESSAGING, text: string): string {
  const dir = path.join(tmp, `docs-${++copies}`);
  mkdirSync(dir);
  for (const doc of [CONTENT, MESSAGING] as const) {
    writeFileSync(path.join(dir, doc), doc === name ? text : original[doc]);
  }
  return dir;
}

/** The difference lines (indented, without the per-document headers, counts and notes). */
function differences(dir: string): string[] {
  return checkDocs(dir, manifests)
    .lines.filter((l) => l.startsWith("  ") && !l.startsWith("  note: ") && !/documented tools,/.test(l))
    .map((l) => l.trim());
}

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, "generator/bin/toolgen.js"), ...args], { cwd: ROOT, encoding: "utf8" });

describe("check-docs on the shared documents", () => {
  it("the documents' tables name each tool once, as many as the manifests take from them", () => {
    for (const doc of [CONTENT, MESSAGING] as const) {
      const names = parseDocument(original[doc]).map((t) => t.name);
      expect(names).toHaveLength(documented(doc));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("finds no difference (function)", () => {
    const report = checkDocs(DOCS, manifests);
    expect(report.differences).toBe(0);
    const summaries = report.lines.filter((l) => /documented tools,/.test(l));
    expect(summaries).toEqual([
      expect.stringMatching(
        new RegExp(`^  ${documented(CONTENT)} documented tools, no differences(, \\d+ deliberate|$)`),
      ),
      expect.stringMatching(
        new RegExp(`^  ${documented(MESSAGING)} documented tools, no differences(, \\d+ deliberate|$)`),
      ),
    ]);
  });

  it("`toolgen check-docs <SHARED>/spec-docs` exits 0 reporting no differences", () => {
    const run = cli("check-docs", DOCS);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${documented(CONTENT)} documented tools, no differences`);
    expect(run.stdout).toContain(`${documented(MESSAGING)} documented tools, no differences`);
  });

  it("a document folder that does not exist, or is a file, is one line on stderr and exit 2", () => {
    for (const dir of [path.join(tmp, "no-such-folder"), path.join(DOCS, CONTENT)]) {
      const run = cli("check-docs", dir);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(`check-docs: ${dir} is not a directory\n`);
    }
  });

  it("a folder without the manifest's document is one line on stderr and exit 2", () => {
    const dir = path.join(tmp, "only-messaging");
    mkdirSync(dir);
    writeFileSync(path.join(dir, MESSAGING), original[MESSAGING]);
    const run = cli("check-docs", dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`check-docs: cannot read ${CONTENT} in ${dir} (ENOENT)\n`);
  });
});

interface Change {
  name: string;
  doc: typeof CONTENT | typeof MESSAGING;
  change: (text: string) => string;
  /**
   * The difference lines expected; `@Tool` stands for `<doc>:<line of Tool's row in the changed copy>`, `@"text"`
   * for `<doc>:<line holding text in the changed copy>`, `$Tool` for `spec/<kit>.yaml:<line of Tool's entry>`, and
   * `spec/<kit>.yaml:*` for any line of the manifest (a rule's or a parameter's).
   */
  expected: string[];
}

/** The 1-based line of the manifest entry of `tool`, as `spec/<file>:<line>`. */
function specLine(tool: string): string {
  for (const { file, text } of manifests) {
    const index = text.split("\n").findIndex((line) => line === `  - name: ${tool}`);
    if (index >= 0) return `spec/${path.basename(file)}:${index + 1}`;
  }
  throw new Error(`no manifest entry for ${tool}`);
}

/** The declared total as the documents state it, bumped by `by`. */
const bumpTotal = (text: string, pattern: RegExp, by: number) =>
  text.replace(pattern, (whole, n: string) => whole.replace(n, String(Number(n) + by)));

const changes: Change[] = [
  {
    name: "a removed tool row",
    doc: CONTENT,
    change: (t) => t.replace(/^\| DeleteAiAgent \|.*\n/m, ""),
    expected: ["$DeleteAiAgent DeleteAiAgent: in the manifest (origin: document), not in the document"],
  },
  {
    name: "an added tool row",
    doc: MESSAGING,
    change: (t) =>
      replaceOnce(t, "| WhoAmI |", "| ArchiveConversation | conversation_id str* | archives it |\n| WhoAmI |"),
    expected: ["@ArchiveConversation ArchiveConversation: in the document, missing from the manifest"],
  },
  {
    name: "a renamed tool",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, "| WhoAmI |", "| WhoAmICaller |"),
    expected: [
      "@WhoAmICaller WhoAmICaller: in the document, missing from the manifest",
      "$WhoAmI WhoAmI: in the manifest (origin: document), not in the document",
    ],
  },
  {
    name: "an extra parameter",
    doc: CONTENT,
    change: (t) => editRow(t, "DeleteArchive", "archive_id str*", "archive_id str*, retention_note str"),
    expected: ["@DeleteArchive DeleteArchive.retention_note: in the document, missing from the manifest"],
  },
  {
    name: "a removed parameter",
    doc: MESSAGING,
    change: (t) => editRow(t, "ListUsers", "exclude_bots bool (default true), ", ""),
    expected: ["spec/messaging.yaml:* ListUsers.exclude_bots: in the manifest, not in the document"],
  },
  {
    name: "a changed type",
    doc: CONTENT,
    change: (t) => editRow(t, "DeleteAiAgent", "agent_id str*", "agent_id int*"),
    expected: ["@DeleteAiAgent DeleteAiAgent.agent_id: type string in the manifest, integer in the document"],
  },
  {
    name: "a changed array type",
    doc: MESSAGING,
    change: (t) => editRow(t, "GetUsersInfo", "emails arr<str>", "emails str"),
    expected: ["@GetUsersInfo GetUsersInfo.emails: type array<string> in the manifest, string in the document"],
  },
  {
    name: "a dropped `*`",
    doc: CONTENT,
    change: (t) => editRow(t, "DeleteArchive", "archive_id str*", "archive_id str"),
    expected: ["@DeleteArchive DeleteArchive.archive_id: required true in the manifest, false in the document"],
  },
  {
    name: "an added `*`",
    doc: MESSAGING,
    change: (t) => editRow(t, "SendMessage", "thread_ts str,", "thread_ts str*,"),
    expected: ["@SendMessage SendMessage.thread_ts: required false in the manifest, true in the document"],
  },
  {
    name: "a changed enum list in a row",
    doc: CONTENT,
    change: (t) => editRow(t, "DeleteFileMetadata", "(global/enterprise)", "(global/enterprise/user)"),
    expected: [
      '@DeleteFileMetadata DeleteFileMetadata.metadata_scope: values ["global","enterprise"] in the manifest, ["global","enterprise","user"] in the document',
    ],
  },
  {
    name: "a changed enum list in the value-set table",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| hub scope | editable, view_only, all |", "| hub scope | editable, all |"),
    expected: [
      '@GetContentHubs GetContentHubs.hub_scope: values ["editable","view_only","all"] in the manifest, ["editable","all"] in the document',
      '@"hub scope" value set hub_scope: ["editable","view_only","all"] in the manifest, ["editable","all"] in the document',
    ],
  },
  {
    name: "a changed items enum of an array",
    doc: MESSAGING,
    change: (t) => editRow(t, "ListConversations", "/direct_message;", ";"),
    expected: [
      '@ListConversations ListConversations.conversation_types: values ["public_channel","private_channel","multi_person_direct_message","direct_message"] in the manifest, ["public_channel","private_channel","multi_person_direct_message"] in the document',
      '@ListConversations ListConversations.conversation_types: default ["public_channel","private_channel","multi_person_direct_message","direct_message"] in the manifest, ["public_channel","private_channel","multi_person_direct_message"] in the document',
    ],
  },
  {
    name: "a changed operation id",
    doc: CONTENT,
    change: (t) => editRow(t, "DeleteAiAgent", "| delete_ai_agents_id |", "| delete_ai_agent_id |"),
    expected: [
      "@DeleteAiAgent DeleteAiAgent: operation delete_ai_agents_id in the manifest, delete_ai_agent_id in the document",
    ],
  },
  {
    name: "a changed default (integer)",
    doc: MESSAGING,
    change: (t) => editRow(t, "GetMessages", "limit int (default 20,", "limit int (default 25,"),
    expected: ["@GetMessages GetMessages.limit: default 20 in the manifest, 25 in the document"],
  },
  {
    name: "a changed default (boolean)",
    doc: MESSAGING,
    change: (t) => editRow(t, "ListUsers", "(default true)", "(default false)"),
    expected: ["@ListUsers ListUsers.exclude_bots: default true in the manifest, false in the document"],
  },
  {
    name: "a changed default (string)",
    doc: CONTENT,
    change: (t) => editRow(t, "GetContentHubs", "default relevance", "default name"),
    expected: [
      '@GetContentHubs GetContentHubs.sort_results_by: default "relevance" in the manifest, "name" in the document',
    ],
  },
  {
    name: "a changed maximum",
    doc: MESSAGING,
    change: (t) => editRow(t, "ListUsers", "max 500", "max 1000"),
    expected: ["@ListUsers ListUsers.limit: maximum 500 in the manifest, 1000 in the document"],
  },
  {
    name: "a changed array length limit",
    doc: MESSAGING,
    change: (t) => editRow(t, "InviteUsersToChannel", "(up to 100)", "(up to 50)"),
    expected: ["@InviteUsersToChannel InviteUsersToChannel.user_ids: maximum 100 in the manifest, 50 in the document"],
  },
  {
    name: "a row moved to another section (group)",
    doc: CONTENT,
    change: (t) => {
      const row = /^\| AbortUploadSession \|.*\n/m.exec(t)![0];
      return replaceOnce(t.replace(row, ""), "| DeleteAiAgent |", `${row}| DeleteAiAgent |`);
    },
    expected: ["@AbortUploadSession AbortUploadSession: group action in the manifest, deletion in the document"],
  },
  {
    name: "an offset maximum stated in a row",
    doc: CONTENT,
    change: (t) => editRow(t, "GetUploadedChunksList", "offset above 10000 gives 400", "offset above 5000 gives 400"),
    expected: [
      "@GetUploadedChunksList GetUploadedChunksList.response_offset: maximum 10000 in the manifest, 5000 in the document",
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
  {
    name: "a dropped 'only one pagination method'",
    doc: CONTENT,
    change: (t) => editRow(t, "RetrieveFolderItems", " only one pagination method at a time;", ""),
    expected: [
      'spec/content.yaml:* RetrieveFolderItems: rule "at most one of: pagination_start_marker, starting_item_offset" in the manifest, not in the document',
      'spec/content.yaml:* RetrieveFolderItems: rule "starting_item_offset not allowed when use_marker_based_pagination = true" in the manifest, not in the document',
    ],
  },
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
  {
    name: "a dropped 'requires … true'",
    doc: CONTENT,
    change: (t) =>
      editRow(t, "FetchSignatureRequests", "sender_email_list requires include_shared_requests true; ", ""),
    expected: [
      'spec/content.yaml:* FetchSignatureRequests: rule "sender_email_list requires include_shared_requests = true" in the manifest, not in the document',
    ],
  },
  {
    name: "a changed 'only for' value",
    doc: CONTENT,
    change: (t) =>
      editRow(
        t,
        "GetContentEvents",
        "event_time_upper_bound only for admin_logs",
        "event_time_upper_bound only for sync",
      ),
    expected: [
      'spec/content.yaml:* GetContentEvents: rule "event_start_date requires event_stream_type = "admin_logs"" in the manifest, not in the document',
      'spec/content.yaml:* GetContentEvents: rule "event_time_upper_bound requires event_stream_type = "admin_logs"" in the manifest, not in the document',
      '@GetContentEvents GetContentEvents: rule "event_start_date requires event_stream_type = "sync"" in the document, missing from the manifest',
      '@GetContentEvents GetContentEvents: rule "event_time_upper_bound requires event_stream_type = "sync"" in the document, missing from the manifest',
    ],
  },
  {
    name: "a changed 'valid only with' (requires when true)",
    doc: MESSAGING,
    change: (t) => editRow(t, "SendMessage", "valid only with thread_ts", "valid only with conversation_id"),
    expected: [
      'spec/messaging.yaml:* SendMessage: rule "reply_broadcast = true requires thread_ts" in the manifest, not in the document',
      '@SendMessage SendMessage: rule "reply_broadcast = true requires conversation_id" in the document, missing from the manifest',
    ],
  },
  {
    name: "exactly one turned into at least one",
    doc: MESSAGING,
    change: (t) =>
      editRow(
        t,
        "GetUsersInConversation",
        "exactly one of conversation_id or channel_name",
        "at least one of conversation_id, channel_name",
      ),
    expected: [
      'spec/messaging.yaml:* GetUsersInConversation: rule "exactly one of: [channel_name] | [conversation_id]" in the manifest, not in the document',
      '@GetUsersInConversation GetUsersInConversation: rule "at least one of: channel_name, conversation_id" in the document, missing from the manifest',
    ],
  },
  {
    name: "a dropped 'at least one of'",
    doc: MESSAGING,
    change: (t) => editRow(t, "InviteUsersToChannel", " at least one of user_ids, usernames, emails;", ""),
    expected: [
      'spec/messaging.yaml:* InviteUsersToChannel: rule "at least one of: emails, user_ids, usernames" in the manifest, not in the document',
    ],
  },
  {
    name: "a named rule that loses a clause (time window)",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, ", or both latest_datetime and latest_relative,", ""),
    expected: [
      'spec/messaging.yaml:* GetMessages: rule "time window: oldest oldest_datetime or oldest_relative, latest latest_datetime or latest_relative" in the manifest, not in the document',
      'spec/messaging.yaml:* GetThreadMessages: rule "time window: oldest oldest_datetime or oldest_relative, latest latest_datetime or latest_relative" in the manifest, not in the document',
    ],
  },
  {
    name: "a dropped 'not '0''",
    doc: CONTENT,
    change: (t) => editRow(t, "RetrieveFolderMetadata", " (not '0')", ""),
    expected: [
      '@RetrieveFolderMetadata RetrieveFolderMetadata.folder_identifier: excluded values ["0"] in the manifest, none in the document',
    ],
  },
  {
    name: "a changed format in a note",
    doc: CONTENT,
    change: (t) => editRow(t, "GetFileVersionRetentions", "(YYYY-MM-DD)", "(YYYY/MM/DD)"),
    expected: [
      '@GetFileVersionRetentions GetFileVersionRetentions.filter_by_disposition_before_date: format "date" in the manifest, "YYYY/MM/DD" in the document',
    ],
  },
  {
    name: "a changed format in a named rule",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, "in the text format 'DD:HH:MM'", "in the text format 'HH:MM'"),
    expected: ["GetMessages", "GetThreadMessages"].flatMap((tool) =>
      ["oldest_relative", "latest_relative"].map(
        (p) => `@${tool} ${tool}.${p}: format "relative_offset" in the manifest, "HH:MM" in the document`,
      ),
    ),
  },
  {
    name: "a changed size bound (maximum when)",
    doc: CONTENT,
    change: (t) => editRow(t, "RetrieveFileThumbnail", "(max 256)", "(max 512)"),
    expected: [
      'spec/content.yaml:* RetrieveFileThumbnail: rule "maximum_thumbnail_height, maximum_thumbnail_width, minimum_thumbnail_height, minimum_thumbnail_width at most 256 when thumbnail_file_format = "png"" in the manifest, not in the document',
      '@RetrieveFileThumbnail RetrieveFileThumbnail: rule "maximum_thumbnail_height, maximum_thumbnail_width, minimum_thumbnail_height, minimum_thumbnail_width at most 512 when thumbnail_file_format = "png"" in the document, missing from the manifest',
    ],
  },
  {
    name: "a dropped 'not for root'",
    doc: CONTENT,
    change: (t) => editRow(t, "GetFolderDetails", "; not for root", ""),
    expected: [
      'spec/content.yaml:* GetFolderDetails: rule "secondary_sort_attribute not allowed when folder_unique_identifier = "0"" in the manifest, not in the document',
    ],
  },
  {
    name: "a changed number of users per call (row)",
    doc: MESSAGING,
    change: (t) => editRow(t, "InviteUsersToChannel", "up to 100 users per call", "up to 50 users per call"),
    expected: [
      'spec/messaging.yaml:* InviteUsersToChannel: rule "at most 100 items across: emails, user_ids, usernames" in the manifest, not in the document',
      '@InviteUsersToChannel InviteUsersToChannel: rule "at most 50 items across: emails, user_ids, usernames" in the document, missing from the manifest',
    ],
  },
  {
    name: "a changed number of users per invitation (Limits)",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, "| up to 100 users per invitation |", "| up to 50 users per invitation |"),
    expected: [
      '@"up to 50 users" limit for InviteUsersToChannel: "up to 100 users per invitation" in the manifest, "up to 50 users per invitation" in the document',
      '@"up to 50 users" InviteUsersToChannel: at most 100 users per call in the manifest, 50 in the document (Limits)',
    ],
  },
  {
    name: "a changed page-size limit (Limits)",
    doc: MESSAGING,
    change: (t) =>
      replaceOnce(t, "messages per call: default 20, maximum 100", "messages per call: default 20, maximum 200"),
    expected: [
      '@"messages per call" limit for GetMessages, GetThreadMessages: "messages per call: default 20, maximum 100" in the manifest, "messages per call: default 20, maximum 200" in the document',
      '@"messages per call" GetMessages.limit: default 20, maximum 100 in the manifest, default 20, maximum 200 in the document (Limits)',
      '@"messages per call" GetThreadMessages.limit: default 20, maximum 100 in the manifest, default 20, maximum 200 in the document (Limits)',
    ],
  },
  {
    name: "a changed limit the manifest holds as text",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| 2 deletions per user per 24 hours |", "| 3 deletions per user per 24 hours |"),
    expected: [
      '@"3 deletions" limit for DeleteStoragePolicyAssignment: "2 deletions per user per 24 hours" in the manifest, "3 deletions per user per 24 hours" in the document',
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
    change: (t) => editRow(t, "GetFileVersionRetentionInfo", "| deprecated API |", "| legacy API |"),
    expected: ["spec/content.yaml:* GetFileVersionRetentionInfo: deprecated in the manifest, not in the document"],
  },
  {
    name: "a deprecation added to a row",
    doc: CONTENT,
    change: (t) => editRow(t, "GetFileTasks", "| all tasks on a file |", "| all tasks on a file; deprecated |"),
    expected: ["@GetFileTasks GetFileTasks: deprecated in the document, not in the manifest"],
  },
];

describe("check-docs on a changed copy names each difference", () => {
  it.each(changes.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const text = c.change(original[c.doc]);
    expect(text).not.toBe(original[c.doc]);
    const lines = text.split("\n");
    const expected = c.expected.map((line) => {
      const exact = line
        .replace(/^@"([^"]+)"/, (_m, needle: string) => `${c.doc}:${lines.findIndex((l) => l.includes(needle)) + 1}`)
        .replace(/^@(\w+)/, (_m, tool: string) => `${c.doc}:${rowLine(text, tool)}`)
        .replace(/^\$(\w+)/, (_m, tool: string) => specLine(tool));
      if (!/~|^spec\/[\w.]+:\*/.test(exact)) return exact;
      const pattern = exact
        .split(/(~|:\*)/)
        .map((part) => (part === "~" ? ".+" : part === ":*" ? ":\\d+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("");
      return expect.stringMatching(new RegExp(`^${pattern}$`));
    });
    expect(differences(docsWith(c.doc, text))).toEqual(expected);
  });

  it("`toolgen check-docs` exits 1 naming a removed row and a changed type", () => {
    let text = original[CONTENT].replace(/^\| DeleteAiAgent \|.*\n/m, "");
    text = editRow(text, "DeleteArchive", "archive_id str*", "archive_id int*");
    const run = cli("check-docs", docsWith(CONTENT, text));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `  ${specLine("DeleteAiAgent")} DeleteAiAgent: in the manifest (origin: document), not in the document`,
    );
    expect(run.stdout).toContain(
      `  ${CONTENT}:${rowLine(text, "DeleteArchive")} DeleteArchive.archive_id: type string in the manifest, integer in the document`,
    );
    expect(run.stdout).toContain(`  ${documented(CONTENT) - 1} documented tools, 2 difference(s)`);
    expect(run.stdout).toContain(`  ${documented(MESSAGING)} documented tools, no differences`);
    expect(run.stderr).toContain("2 difference(s) between the documents and the manifests.");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("`toolgen check-docs` exits 1 naming a changed maximum in the messaging document", () => {
    const text = editRow(original[MESSAGING], "GetMessages", "max 100", "max 200");
    const run = cli("check-docs", docsWith(MESSAGING, text));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `  ${MESSAGING}:${rowLine(text, "GetMessages")} GetMessages.limit: maximum 100 in the manifest, 200 in the document`,
    );
    expect(run.stdout).toContain(`  ${documented(CONTENT)} documented tools, no differences`);
  });
});

describe("deliberate differences (origin: upstream) are notes, not differences", () => {
  const content = manifests.find((m) => m.manifest.toolkit.document === CONTENT)!;
  const firstDocumented = content.manifest.tools.findIndex((t) => t.origin === "document");
  const reason = "the upstream operation has it; the document has not caught up";

  /** The content manifest with an upstream parameter and rule on its first documented tool, and an upstream tool. */
  function deliberate(): { text: string; manifest: Manifest } {
    const doc = parseYaml(content.text);
    const tool = content.manifest.tools[firstDocumented]!;
    doc.addIn(["tools", firstDocumented, "params"], {
      name: "deliberate_extra",
      type: "string",
      in: "query",
      upstream: "deliberate_extra",
      origin: "upstream",
      reason,
    });
    doc.setIn(
      ["tools", firstDocumented, "rules"],
      [
        ...(tool.rules ?? []),
        { kind: "atLeastOneOf", params: [tool.params[0]!.name, "deliberate_extra"], origin: "upstream", reason },
      ],
    );
    doc.addIn(["tools"], { ...tool, name: "DeliberateExtraTool", origin: "upstream", reason });
    doc.setIn(["toolkit", "declaredTools"], content.manifest.toolkit.declaredTools + 1);
    const text = doc.toString();
    return { text, manifest: doc.toJS() as Manifest };
  }
  const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

  it("an upstream parameter, rule and tool are listed with their position and reason; no difference", () => {
    const { text, manifest } = deliberate();
    const before = checkDocs(DOCS, manifests);
    const report = checkDocs(DOCS, [{ file: content.file, text, manifest }, manifests[1]!]);
    expect(report.differences).toBe(0);
    expect(report.notes).toBe(before.notes + 3);
    const name = content.manifest.tools[firstDocumented]!.name;
    const spec = `spec/${path.basename(content.file)}`;
    const added = report.lines.filter(
      (l) => l.startsWith("  note: ") && /deliberate_extra|DeliberateExtraTool/.test(l),
    );
    expect(added).toEqual([
      `  note: ${spec}:${lineOf(text, "name: deliberate_extra")} ${name}.deliberate_extra: origin: upstream, not in the document (${reason})`,
      expect.stringMatching(
        new RegExp(
          `^  note: ${spec}:\\d+ ${name}: rule "at least one of: .*deliberate_extra.*" origin: upstream, not in the document \\(${reason}\\)$`,
        ),
      ),
      `  note: ${spec}:${lineOf(text, "name: DeliberateExtraTool")} DeliberateExtraTool: origin: upstream, not in the document (${reason})`,
    ]);
    expect(report.lines).toContain(
      `  ${documented(CONTENT)} documented tools, no differences, ${before.notes + 3} deliberate (origin: upstream)`,
    );
  });

  it("without the mark, the same additions are differences", () => {
    const { text, manifest } = deliberate();
    // the same manifest with the three marks just added taken off (any the manifest had before stay)
    const plain = structuredClone(manifest);
    const tool = plain.tools[firstDocumented]!;
    delete tool.params.at(-1)!.origin;
    delete tool.rules!.at(-1)!.origin;
    plain.tools.at(-1)!.origin = "document";
    const before = checkDocs(DOCS, manifests);
    const report = checkDocs(DOCS, [{ file: content.file, text, manifest: plain }, manifests[1]!]);
    expect(report.notes).toBe(before.notes);
    const found = report.lines.filter((l) => /^  \S+:\d+ /.test(l)).map((l) => l.replace(/^  \S+:\d+ /, ""));
    const name = content.manifest.tools[firstDocumented]!.name;
    expect(found).toEqual([
      `${name}.deliberate_extra: in the manifest, not in the document`,
      expect.stringMatching(
        new RegExp(`^${name}: rule "at least one of: .*deliberate_extra.*" in the manifest, not in the document$`),
      ),
      "DeliberateExtraTool: in the manifest (origin: document), not in the document",
      // the document states its total twice; the manifest now declares one more
      ...[1, 2].map(() =>
        expect.stringMatching(/^declared total: \d+ in the manifest \(declaredTools[^)]*\), \d+ in the document$/),
      ),
    ]);
  });

  it("a part marked upstream that the document has is a difference: the mark is stale", () => {
    const manifest = structuredClone(content.manifest);
    const tool = manifest.tools[firstDocumented]!;
    Object.assign(tool.params[0]!, { origin: "upstream", reason });
    const report = checkDocs(DOCS, [{ ...content, manifest }, manifests[1]!]);
    expect(report.differences).toBe(1);
    expect(report.lines.join("\n")).toContain(
      `${tool.name}.${tool.params[0]!.name}: marked origin: upstream, but the document has it now; drop the mark`,
    );
  });

  it("a tool marked origin: upstream without a reason is refused, with its position", () => {
    const doc = parseYaml(content.text);
    doc.setIn(["tools", firstDocumented, "origin"], "upstream");
    expect(() => parseManifest(doc.toString(), "spec/content.yaml")).toThrow(
      new RegExp(
        `^spec/content\\.yaml:\\d+:\\d+ \\$\\.tools\\[${firstDocumented}\\]: missing required key "reason"$`,
        "m",
      ),
    );
  });

  it("origin: upstream without a reason is refused by the schema, with its position", () => {
    const doc = parseYaml(content.text);
    doc.setIn(["tools", firstDocumented, "params", 0, "origin"], "upstream");
    expect(() => parseManifest(doc.toString(), "spec/content.yaml")).toThrow(ManifestError);
    try {
      parseManifest(doc.toString(), "spec/content.yaml");
    } catch (error) {
      expect((error as Error).message).toMatch(
        new RegExp(
          `^spec/content\\.yaml:\\d+:\\d+ \\$\\.tools\\[${firstDocumented}\\]\\.params\\[0\\]: missing required key "reason" \\(needed with "origin"\\)$`,
          "m",
        ),
      );
    }
  });
});

// check-docs re-reads the documents and names every difference from the manifests: here, what the Endpoints tables
// state (tools, parameters, types, values, defaults, maxima, operations, groups) and the command line.
// check-docs-prose.test.ts covers the rules in prose and the document-level facts; check-docs-deliberate.test.ts
// the parts marked origin: upstream.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDocs } from "../generator/docs/check.js";
import { parseDocument } from "../generator/docs/parse.js";
import {
  cli,
  CONTENT,
  DOCS,
  docsWith,
  documented,
  editRow,
  expectChange,
  manifests,
  MESSAGING,
  original,
  replaceOnce,
  rowLine,
  scratch,
  specLine,
  type Change,
} from "./support/docs.js";
import { toolFor } from "./support/spec.js";

// The rows edited below belong to tools picked by binding: a new document revision may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INVITE = toolFor({ slackMethod: "conversations.invite" });
const CONVERSATIONS_LIST = toolFor({ slackMethod: "conversations.list" });
const DELETE_AI_AGENTS_ID = toolFor({ operationId: "delete_ai_agents_id" });
const DELETE_ARCHIVES_ID_V2025_0 = toolFor({ operationId: "delete_archives_id_v2025.0" });
const DELETE_FILES_ID_METADATA_ID_ID = toolFor({ operationId: "delete_files_id_metadata_id_id" });
const DELETE_FILES_UPLOAD_SESSIONS_ID = toolFor({ operationId: "delete_files_upload_sessions_id" });
const GET_HUBS_V2025_0 = toolFor({ operationId: "get_hubs_v2025.0" });
const USERS_INFO = toolFor({ slackMethod: "users.info" });
const USERS_LIST = toolFor({ slackMethod: "users.list" });

const tmp = scratch();
afterAll(tmp.remove);

describe("check-docs on the shared documents", () => {
  it("the documents' tables name each tool once, as many as the manifests take from them", async () => {
    for (const doc of [CONTENT, MESSAGING] as const) {
      const names = parseDocument(original[doc]).map((t) => t.name);
      expect(names).toHaveLength(documented(doc));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("finds no difference (function)", async () => {
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

  it("`toolgen check-docs <SHARED>/spec-docs` exits 0 reporting no differences", async () => {
    const run = await cli("check-docs", DOCS);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${documented(CONTENT)} documented tools, no differences`);
    expect(run.stdout).toContain(`${documented(MESSAGING)} documented tools, no differences`);
  });

  it("a document folder that does not exist, or is a file, is one line on stderr and exit 2", async () => {
    for (const dir of [path.join(tmp.dir, "no-such-folder"), path.join(DOCS, CONTENT)]) {
      const run = await cli("check-docs", dir);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(`check-docs: ${dir} is not a directory\n`);
    }
  });

  it("a folder without the manifest's document is one line on stderr and exit 2", async () => {
    const dir = path.join(tmp.dir, "only-messaging");
    mkdirSync(dir);
    writeFileSync(path.join(dir, MESSAGING), original[MESSAGING]);
    const run = await cli("check-docs", dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`check-docs: cannot read ${CONTENT} in ${dir} (ENOENT)\n`);
  });
});

const changes: Change[] = [
  {
    name: "a removed tool row",
    doc: CONTENT,
    change: (t) => t.replace(new RegExp(`^\\| ${DELETE_AI_AGENTS_ID} \\|.*\n`, "m"), ""),
    expected: [
      `$${DELETE_AI_AGENTS_ID} ${DELETE_AI_AGENTS_ID}: in the manifest (origin: document), not in the document`,
    ],
  },
  {
    name: "an added tool row",
    doc: MESSAGING,
    change: (t) =>
      replaceOnce(
        t,
        `| ${AUTH_TEST} |`,
        `| ArchiveConversation | conversation_id str* | archives it |\n| ${AUTH_TEST} |`,
      ),
    expected: ["@ArchiveConversation ArchiveConversation: in the document, missing from the manifest"],
  },
  {
    name: "a renamed tool",
    doc: MESSAGING,
    change: (t) => replaceOnce(t, `| ${AUTH_TEST} |`, "| WhoAmICaller |"),
    expected: [
      "@WhoAmICaller WhoAmICaller: in the document, missing from the manifest",
      `$${AUTH_TEST} ${AUTH_TEST}: in the manifest (origin: document), not in the document`,
    ],
  },
  {
    name: "an extra parameter",
    doc: CONTENT,
    change: (t) => editRow(t, DELETE_ARCHIVES_ID_V2025_0, "archive_id str*", "archive_id str*, retention_note str"),
    expected: [
      `@${DELETE_ARCHIVES_ID_V2025_0} ${DELETE_ARCHIVES_ID_V2025_0}.retention_note: in the document, missing from the manifest`,
    ],
  },
  {
    name: "a removed parameter",
    doc: MESSAGING,
    change: (t) => editRow(t, USERS_LIST, "exclude_bots bool (default true), ", ""),
    expected: [`spec/messaging.yaml:* ${USERS_LIST}.exclude_bots: in the manifest, not in the document`],
  },
  {
    name: "a changed type",
    doc: CONTENT,
    change: (t) => editRow(t, DELETE_AI_AGENTS_ID, "agent_id str*", "agent_id int*"),
    expected: [
      `@${DELETE_AI_AGENTS_ID} ${DELETE_AI_AGENTS_ID}.agent_id: type string in the manifest, integer in the document`,
    ],
  },
  {
    name: "a changed array type",
    doc: MESSAGING,
    change: (t) => editRow(t, USERS_INFO, "emails arr<str>", "emails str"),
    expected: [`@${USERS_INFO} ${USERS_INFO}.emails: type array<string> in the manifest, string in the document`],
  },
  {
    name: "a dropped `*`",
    doc: CONTENT,
    change: (t) => editRow(t, DELETE_ARCHIVES_ID_V2025_0, "archive_id str*", "archive_id str"),
    expected: [
      `@${DELETE_ARCHIVES_ID_V2025_0} ${DELETE_ARCHIVES_ID_V2025_0}.archive_id: required true in the manifest, false in the document`,
    ],
  },
  {
    name: "an added `*`",
    doc: MESSAGING,
    change: (t) => editRow(t, CHAT_POSTMESSAGE, "thread_ts str,", "thread_ts str*,"),
    expected: [
      `@${CHAT_POSTMESSAGE} ${CHAT_POSTMESSAGE}.thread_ts: required false in the manifest, true in the document`,
    ],
  },
  {
    name: "a changed enum list in a row",
    doc: CONTENT,
    change: (t) => editRow(t, DELETE_FILES_ID_METADATA_ID_ID, "(global/enterprise)", "(global/enterprise/user)"),
    expected: [
      `@${DELETE_FILES_ID_METADATA_ID_ID} ${DELETE_FILES_ID_METADATA_ID_ID}.metadata_scope: values ["global","enterprise"] in the manifest, ["global","enterprise","user"] in the document`,
    ],
  },
  {
    name: "a changed enum list in the value-set table",
    doc: CONTENT,
    change: (t) => replaceOnce(t, "| hub scope | editable, view_only, all |", "| hub scope | editable, all |"),
    expected: [
      `@${GET_HUBS_V2025_0} ${GET_HUBS_V2025_0}.hub_scope: values ["editable","view_only","all"] in the manifest, ["editable","all"] in the document`,
      '@"hub scope" value set hub_scope: ["editable","view_only","all"] in the manifest, ["editable","all"] in the document',
    ],
  },
  {
    name: "a changed items enum of an array",
    doc: MESSAGING,
    change: (t) => editRow(t, CONVERSATIONS_LIST, "/direct_message;", ";"),
    expected: [
      `@${CONVERSATIONS_LIST} ${CONVERSATIONS_LIST}.conversation_types: values ["public_channel","private_channel","multi_person_direct_message","direct_message"] in the manifest, ["public_channel","private_channel","multi_person_direct_message"] in the document`,
      `@${CONVERSATIONS_LIST} ${CONVERSATIONS_LIST}.conversation_types: default ["public_channel","private_channel","multi_person_direct_message","direct_message"] in the manifest, ["public_channel","private_channel","multi_person_direct_message"] in the document`,
    ],
  },
  {
    name: "a changed operation id",
    doc: CONTENT,
    change: (t) => editRow(t, DELETE_AI_AGENTS_ID, "| delete_ai_agents_id |", "| delete_ai_agent_id |"),
    expected: [
      `@${DELETE_AI_AGENTS_ID} ${DELETE_AI_AGENTS_ID}: operation delete_ai_agents_id in the manifest, delete_ai_agent_id in the document`,
    ],
  },
  {
    name: "a changed default (integer)",
    doc: MESSAGING,
    change: (t) => editRow(t, CONVERSATIONS_HISTORY, "limit int (default 20,", "limit int (default 25,"),
    expected: [
      `@${CONVERSATIONS_HISTORY} ${CONVERSATIONS_HISTORY}.limit: default 20 in the manifest, 25 in the document`,
    ],
  },
  {
    name: "a changed default (boolean)",
    doc: MESSAGING,
    change: (t) => editRow(t, USERS_LIST, "(default true)", "(default false)"),
    expected: [`@${USERS_LIST} ${USERS_LIST}.exclude_bots: default true in the manifest, false in the document`],
  },
  {
    name: "a changed default (string)",
    doc: CONTENT,
    change: (t) => editRow(t, GET_HUBS_V2025_0, "default relevance", "default name"),
    expected: [
      `@${GET_HUBS_V2025_0} ${GET_HUBS_V2025_0}.sort_results_by: default "relevance" in the manifest, "name" in the document`,
    ],
  },
  {
    name: "a changed maximum",
    doc: MESSAGING,
    change: (t) => editRow(t, USERS_LIST, "max 500", "max 1000"),
    expected: [`@${USERS_LIST} ${USERS_LIST}.limit: maximum 500 in the manifest, 1000 in the document`],
  },
  {
    name: "a changed array length limit",
    doc: MESSAGING,
    change: (t) => editRow(t, CONVERSATIONS_INVITE, "(up to 100)", "(up to 50)"),
    expected: [
      `@${CONVERSATIONS_INVITE} ${CONVERSATIONS_INVITE}.user_ids: maximum 100 in the manifest, 50 in the document`,
    ],
  },
  {
    name: "a row moved to another section (group)",
    doc: CONTENT,
    change: (t) => {
      const row = new RegExp(`^\\| ${DELETE_FILES_UPLOAD_SESSIONS_ID} \\|.*\n`, "m").exec(t)![0];
      return replaceOnce(t.replace(row, ""), `| ${DELETE_AI_AGENTS_ID} |`, `${row}| ${DELETE_AI_AGENTS_ID} |`);
    },
    expected: [
      `@${DELETE_FILES_UPLOAD_SESSIONS_ID} ${DELETE_FILES_UPLOAD_SESSIONS_ID}: group action in the manifest, deletion in the document`,
    ],
  },
];

describe("check-docs on a changed copy names each difference", () => {
  it.each(changes.map((c) => [c.name, c] as const))("%s", (_, c) => expectChange(tmp.dir, c));

  it("`toolgen check-docs` exits 1 naming a removed row and a changed type", async () => {
    let text = original[CONTENT].replace(new RegExp(`^\\| ${DELETE_AI_AGENTS_ID} \\|.*\n`, "m"), "");
    text = editRow(text, DELETE_ARCHIVES_ID_V2025_0, "archive_id str*", "archive_id int*");
    const run = await cli("check-docs", docsWith(tmp.dir, CONTENT, text));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `  ${specLine(DELETE_AI_AGENTS_ID)} ${DELETE_AI_AGENTS_ID}: in the manifest (origin: document), not in the document`,
    );
    expect(run.stdout).toContain(
      `  ${CONTENT}:${rowLine(text, DELETE_ARCHIVES_ID_V2025_0)} ${DELETE_ARCHIVES_ID_V2025_0}.archive_id: type string in the manifest, integer in the document`,
    );
    expect(run.stdout).toContain(`  ${documented(CONTENT) - 1} documented tools, 2 difference(s)`);
    expect(run.stdout).toContain(`  ${documented(MESSAGING)} documented tools, no differences`);
    expect(run.stderr).toContain("2 difference(s) between the documents and the manifests.");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("`toolgen check-docs` exits 1 naming a changed maximum in the messaging document", async () => {
    const text = editRow(original[MESSAGING], CONVERSATIONS_HISTORY, "max 100", "max 200");
    const run = await cli("check-docs", docsWith(tmp.dir, MESSAGING, text));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `  ${MESSAGING}:${rowLine(text, CONVERSATIONS_HISTORY)} ${CONVERSATIONS_HISTORY}.limit: maximum 100 in the manifest, 200 in the document`,
    );
    expect(run.stdout).toContain(`  ${documented(CONTENT)} documented tools, no differences`);
  });
});

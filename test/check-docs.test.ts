// check-docs re-reads the documents' Endpoints tables and names every difference from the manifests.
// The documents are read from SHARED; changed copies are written only to a temporary folder.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDocs } from "../generator/docs/check.js";
import { parseDocument } from "../generator/docs/parse.js";
import { loadManifest } from "../generator/load/index.js";
import { ROOT, SHARED } from "./support/paths.js";

const DOCS = path.join(SHARED, "spec-docs");
const CONTENT = "content-toolkit.md" as const;
const MESSAGING = "messaging-toolkit.md" as const;
const original = {
  [CONTENT]: readFileSync(path.join(DOCS, CONTENT), "utf8"),
  [MESSAGING]: readFileSync(path.join(DOCS, MESSAGING), "utf8"),
};
const manifests = ["content.yaml", "messaging.yaml"].map((f) => loadManifest(path.join(ROOT, "spec", f)).manifest);

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

/** The difference lines (indented, without the per-document headers and counts). */
function differences(dir: string): string[] {
  return checkDocs(dir, manifests)
    .lines.filter((l) => l.startsWith("  ") && !/documented tools,/.test(l))
    .map((l) => l.trim());
}

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, "generator/bin/toolgen.js"), ...args], { cwd: ROOT, encoding: "utf8" });

describe("check-docs on the shared documents", () => {
  it("the documents' tables hold 181 + 10 tools, each named once", () => {
    for (const [doc, count] of [
      [CONTENT, 181],
      [MESSAGING, 10],
    ] as const) {
      const names = parseDocument(original[doc]).map((t) => t.name);
      expect(names).toHaveLength(count);
      expect(new Set(names).size).toBe(count);
    }
  });

  it("finds no difference (function)", () => {
    const report = checkDocs(DOCS, manifests);
    expect(report.differences).toBe(0);
    expect(report.lines).toEqual([
      `${CONTENT} ↔ spec (content-api):`,
      "  181 documented tools, no differences",
      `${MESSAGING} ↔ spec (messaging):`,
      "  10 documented tools, no differences",
    ]);
  });

  it("`toolgen check-docs <SHARED>/spec-docs` exits 0 reporting 181 + 10 tools and no differences", () => {
    const run = cli("check-docs", DOCS);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("181 documented tools, no differences");
    expect(run.stdout).toContain("10 documented tools, no differences");
  });
});

interface Change {
  name: string;
  doc: typeof CONTENT | typeof MESSAGING;
  change: (text: string) => string;
  /** The difference lines expected; `@Tool` stands for `<doc>:<line of Tool's row in the changed copy>`. */
  expected: string[];
}

const changes: Change[] = [
  {
    name: "a removed tool row",
    doc: CONTENT,
    change: (t) => t.replace(/^\| DeleteAiAgent \|.*\n/m, ""),
    expected: ["DeleteAiAgent: in the manifest (origin: document), not in the document"],
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
      "WhoAmI: in the manifest (origin: document), not in the document",
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
    expected: ["@ListUsers ListUsers.exclude_bots: in the manifest, not in the document"],
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
];

describe("check-docs on a changed copy names the one difference", () => {
  it.each(changes.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const text = c.change(original[c.doc]);
    expect(text).not.toBe(original[c.doc]);
    const expected = c.expected.map((line) =>
      line.replace(/^@(\w+)/, (_m, tool: string) => `${c.doc}:${rowLine(text, tool)}`),
    );
    expect(differences(docsWith(c.doc, text))).toEqual(expected);
  });

  it("`toolgen check-docs` exits 1 naming a removed row and a changed type", () => {
    let text = original[CONTENT].replace(/^\| DeleteAiAgent \|.*\n/m, "");
    text = editRow(text, "DeleteArchive", "archive_id str*", "archive_id int*");
    const run = cli("check-docs", docsWith(CONTENT, text));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("  DeleteAiAgent: in the manifest (origin: document), not in the document");
    expect(run.stdout).toContain(
      `  ${CONTENT}:${rowLine(text, "DeleteArchive")} DeleteArchive.archive_id: type string in the manifest, integer in the document`,
    );
    expect(run.stdout).toContain("  180 documented tools, 2 difference(s)");
    expect(run.stdout).toContain("  10 documented tools, no differences");
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
    expect(run.stdout).toContain("  181 documented tools, no differences");
  });
});

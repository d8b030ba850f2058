// The documents and manifests check-docs tests read, and the helpers that change a copy of a document and read
// the differences check-docs finds. The documents are the repository's (spec/docs); changed copies go to a temporary
// folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { checkDocs } from "../../generator/docs/check.js";
import { loadManifest, ManifestChecks } from "../../generator/load/index.js";
import { ROOT } from "./paths.js";
import { runHere } from "./cli.js";

export const DOCS = path.join(ROOT, "spec/docs");
export const CONTENT = "content-toolkit.md" as const;
export const MESSAGING = "messaging-toolkit.md" as const;
export type DocName = typeof CONTENT | typeof MESSAGING;
export const original = {
  [CONTENT]: readFileSync(path.join(DOCS, CONTENT), "utf8"),
  [MESSAGING]: readFileSync(path.join(DOCS, MESSAGING), "utf8"),
};
const checks = new ManifestChecks();
export const manifests = ["content.yaml", "messaging.yaml"].map((f) =>
  loadManifest(path.join(ROOT, "spec", f), checks),
);

/** How many tools of each kit the manifest says come from the document's tables. */
export const documented = (doc: DocName) =>
  manifests.find((m) => m.manifest.toolkit.document === doc)!.manifest.tools.filter((t) => t.origin === "document")
    .length;

/** A temporary folder for changed copies; call `remove` in afterAll. */
export function scratch(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "toolgen-check-docs-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The 1-based line of the table row of `tool` in `text`. */
export function rowLine(text: string, tool: string): number {
  const index = text.split("\n").findIndex((line) => line.startsWith(`| ${tool} |`));
  expect(index, `a row for ${tool}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** Replaces `from` (which must occur exactly once in that row) by `to` in the row of `tool`. */
export function editRow(text: string, tool: string, from: string, to: string): string {
  const lines = text.split("\n");
  const i = rowLine(text, tool) - 1;
  expect(lines[i]!.split(from).length - 1, `${JSON.stringify(from)} once in the row of ${tool}`).toBe(1);
  lines[i] = lines[i]!.replace(from, () => to);
  return lines.join("\n");
}

export function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from).length - 1, `${JSON.stringify(from)} once`).toBe(1);
  return text.replace(from, () => to);
}

/** Writes both documents (one of them changed) into a fresh folder under `root` and returns it. */
let copies = 0;
export function docsWith(root: string, name: DocName, text: string): string {
  const dir = path.join(root, `docs-${++copies}`);
  mkdirSync(dir);
  for (const doc of [CONTENT, MESSAGING] as const)
    writeFileSync(path.join(dir, doc), doc === name ? text : original[doc]);
  return dir;
}

/** The difference lines (indented, without the per-document headers, counts and notes). */
export function differences(dir: string): string[] {
  return checkDocs(dir, manifests)
    .lines.filter((l) => l.startsWith("  ") && !l.startsWith("  note: ") && !/documented tools,/.test(l))
    .map((l) => l.trim());
}

export const cli = (...args: string[]) => runHere(args);

/** The 1-based line of the manifest entry of `tool`, as `spec/<file>:<line>`. */
export function specLine(tool: string): string {
  for (const { file, text } of manifests) {
    const index = text.split("\n").findIndex((line) => line === `  - name: ${tool}`);
    if (index >= 0) return `spec/${path.basename(file)}:${index + 1}`;
  }
  throw new Error(`no manifest entry for ${tool}`);
}

/** One change to a document copy, and what check-docs must then report. */
export interface Change {
  name: string;
  doc: DocName;
  change: (text: string) => string;
  /**
   * The difference lines expected; `@Tool` stands for `<doc>:<line of Tool's row in the changed copy>`, `@"text"`
   * for `<doc>:<line holding text in the changed copy>`, `$Tool` for `spec/<kit>.yaml:<line of Tool's entry>`,
   * `spec/<kit>.yaml:*` for any line of the manifest (a rule's or a parameter's), and `~` for any text.
   */
  expected: string[];
}

/** Applies a change to a copy of its document and expects exactly the differences it names. */
export function expectChange(root: string, c: Change): void {
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
  expect(differences(docsWith(root, c.doc, text))).toEqual(expected);
}

// A manifest's YAML, read with positions: bytes that are not UTF-8, control characters, syntax errors, directives
// other than YAML 1.2, tags, nesting past MAX_NESTING, aliases and keys that the data model cannot hold are refused
// here, each at its own position, before the text becomes plain data.
import {
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isNode,
  isSeq,
  LineCounter,
  type Alias,
  type Document,
  type Node,
} from "yaml";
import { ManifestError, quote, type JsonPath } from "./errors.js";
import { parseBounded } from "./yaml-depth.js";

/** More aliases than this in one manifest are refused (yaml's own guard against alias expansion is the same size). */
export const MAX_ALIASES = 100;

/**
 * The deepest nesting of mappings and sequences a manifest may use: its own structure needs under 10 levels, and a
 * document thousands of levels deep would exhaust the parser's stack (and every later stage's).
 */
export const MAX_NESTING = 64;

/**
 * Characters no manifest needs and no generated file should carry: C0 controls but tab, line feed and carriage
 * return; DEL; C1 controls. Refused whether written raw or as an escape in a quoted string ("\0").
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lossy = new TextDecoder("utf-8", { ignoreBOM: true });

/** A manifest's bytes as text; bytes that are not UTF-8 are refused at their place, never turned into U+FFFD. */
export function decodeManifest(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // The text before the first bad sequence decodes exactly, so its U+FFFD is the first one not written as such.
    const text = lossy.decode(bytes);
    let at = text.indexOf("\ufffd");
    while (at !== -1) {
      const byte = Buffer.byteLength(text.slice(0, at));
      if (!(bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd)) break;
      at = text.indexOf("\ufffd", at + 1);
    }
    const offset = at === -1 ? 0 : at;
    throw new ManifestError([
      {
        file,
        ...position(text, offset),
        path: [],
        expected: `expected UTF-8 text; byte ${Buffer.byteLength(text.slice(0, offset)) + 1} starts a sequence that is not UTF-8`,
      },
    ]);
  }
}

/** The 1-based line and column of a character offset. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

export type Locate = (at: JsonPath, atKey?: boolean) => { line: number; column: number };

export interface ParsedYaml {
  data: unknown;
  locate: Locate;
}

export function parseYaml(text: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter();
  // logLevel "error": the library never writes a warning of its own to stderr; everything goes through problems.
  // Nesting is bounded before the document is composed, which recurses once per level.
  const parsed = parseBounded(text, { lineCounter, uniqueKeys: true, logLevel: "error" }, MAX_NESTING);
  if ("deep" in parsed) {
    const { offset, path } = parsed.deep;
    const expected = `expected at most ${MAX_NESTING} levels of nested mappings and sequences`;
    throw new ManifestError([{ file, ...position(text, offset), path, expected }]);
  }
  const doc = parsed.doc;
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const control = CONTROL.exec(text);
  if (control) {
    throw new ManifestError([
      { ...at(control.index), path: pathAt(doc.contents, control.index) ?? [], expected: controlMessage(control[0]) },
    ]);
  }
  if (doc.errors.length > 0) {
    // After the first syntax error the parser's view of the rest is unreliable and its further errors are
    // mostly echoes of the first: report that one, and every duplicate key (those never cascade).
    const firstSyntax = doc.errors.filter((e) => e.code !== "DUPLICATE_KEY").sort((a, b) => a.pos[0] - b.pos[0])[0];
    const reported = doc.errors
      .filter((e) => e.code === "DUPLICATE_KEY" || e === firstSyntax)
      .sort((a, b) => a.pos[0] - b.pos[0]);
    throw new ManifestError(
      reported.map((e) => {
        // `linePos` is only filled in with prettyErrors; the offset is always there.
        if (e.code === "DUPLICATE_KEY") {
          const path = pathAt(doc.contents, e.pos[0], true);
          if (path)
            return {
              ...at(e.pos[0]),
              path,
              expected: `expected unique keys; ${quote(path.at(-1))} is already a key of this mapping`,
            };
        }
        return { ...at(e.pos[0]), path: [], expected: yamlMessage(e.code, e.message) };
      }),
    );
  }
  const walked = walkNodes(doc.contents, text);
  const unneeded = [...directiveProblems(doc, text), ...walked.unneeded];
  if (unneeded.length > 0)
    throw new ManifestError(unneeded.map((s) => ({ ...at(s.offset), path: s.path, expected: s.expected })));
  const aliases = walked.aliases;
  const structural = [...walked.complexKeys, ...aliasProblems(doc, aliases)];
  if (structural.length > 0)
    throw new ManifestError(structural.map((s) => ({ ...at(s.offset), path: s.path, expected: s.expected })));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    // Nested aliases that multiply past yaml's limit: point at the first alias whose anchor holds aliases.
    if (!(error instanceof ReferenceError)) throw error;
    const first = aliases.find((a) => holdsAlias(a.node.resolve(doc))) ?? aliases[0];
    throw new ManifestError([
      {
        ...at(first?.node.range?.[0] ?? 0),
        path: first?.path ?? [],
        expected: `expected aliases that expand to at most ${MAX_ALIASES} nodes; nested aliases multiply past that here`,
      },
    ]);
  }
  return { data, locate: locator(doc, lineCounter) };
}

interface Structural {
  offset: number;
  path: JsonPath;
  expected: string;
}

function controlMessage(char: string): string {
  const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return `expected text without control characters (other than tab and line breaks); found ${code}`;
}

/** A YAML version other than the format's own (1.1 reads `yes` and `0777` differently), or a directive yaml ignored. */
function directiveProblems(doc: Document, text: string): Structural[] {
  const found: Structural[] = doc.warnings
    .filter((w) => w.code !== "TAG_RESOLVE_FAILED") // each tag is reported where it stands, below
    .map((w) => ({
      offset: w.pos[0],
      path: [],
      expected: `expected YAML 1.2 with no other directives (${w.message.split("\n")[0]})`,
    }));
  if (found.length === 0 && doc.directives?.yaml.explicit && doc.directives.yaml.version !== "1.2") {
    found.push({
      offset: Math.max(0, text.indexOf("%YAML")),
      path: [],
      expected: `expected YAML 1.2, the manifest format's version; found %YAML ${doc.directives.yaml.version}`,
    });
  }
  return found;
}

interface Walked {
  /** Tags and control characters written as escapes. */
  unneeded: Structural[];
  /** Keys that are mappings or sequences: JSON has no such keys, and printing one whole would bury the message. */
  complexKeys: Structural[];
  aliases: Array<{ node: Alias; path: JsonPath }>;
}

/**
 * One walk over every node (nesting is bounded already): tags (the format needs none: `!!js/function`, `!!int x` or
 * `!custom` would be read as plain text), control characters written as escapes, keys that are collections, and the
 * aliases.
 */
function walkNodes(root: unknown, text: string): Walked {
  const walked: Walked = { unneeded: [], complexKeys: [], aliases: [] };
  const stack: Array<{ node: unknown; path: JsonPath }> = [{ node: root, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (!isNode(node)) continue;
    const offset = node.range?.[0] ?? 0;
    if (isAlias(node)) walked.aliases.push({ node, path });
    if (node.tag !== undefined) {
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, "!!");
      walked.unneeded.push({
        offset: tagStart(text, offset),
        path,
        expected: `expected plain YAML without tags; found the tag ${quote(tag)}`,
      });
    }
    if (isScalar(node)) {
      const control = typeof node.value === "string" ? CONTROL.exec(node.value) : null;
      if (control) walked.unneeded.push({ offset, path, expected: controlMessage(control[0]) });
    } else if (isCollection(node)) {
      if (isMap(node)) {
        for (const pair of node.items) {
          const key = pair.key as Node | null;
          if (isCollection(key)) {
            const found = `found a ${isMap(key) ? "mapping" : "sequence"} used as a key`;
            walked.complexKeys.push({ offset: key.range![0], path, expected: `expected a plain text key; ${found}` });
          }
          stack.push({ node: key, path }, { node: pair.value, path: [...path, keyName(key)] });
        }
      } else node.items.forEach((item, i) => stack.push({ node: item, path: [...path, i] }));
    }
  }
  const inOrder = <T extends { offset: number }>(list: T[]) => list.sort((a, b) => a.offset - b.offset);
  inOrder(walked.unneeded);
  inOrder(walked.complexKeys);
  walked.aliases.sort((a, b) => a.node.range![0] - b.node.range![0]);
  return walked;
}

/** Whether an anchored node holds aliases itself, so that expanding an alias of it multiplies. */
function holdsAlias(node: unknown): boolean {
  if (isAlias(node)) return true;
  if (isMap(node)) return node.items.some((pair) => holdsAlias(pair.key) || holdsAlias(pair.value));
  if (isSeq(node)) return node.items.some(holdsAlias);
  return false;
}

function aliasProblems(doc: Document, all: Walked["aliases"]): Structural[] {
  const problems: Structural[] = all
    .filter((a) => a.node.resolve(doc) === undefined)
    .map((a) => ({
      offset: a.node.range?.[0] ?? 0,
      path: a.path,
      expected: `expected an alias of an anchor set before it; no anchor ${quote(`&${a.node.source}`)} precedes it`,
    }));
  const over = all[MAX_ALIASES];
  if (over)
    problems.push({
      offset: over.node.range?.[0] ?? 0,
      path: over.path,
      expected: `expected at most ${MAX_ALIASES} aliases in a manifest; this is alias ${MAX_ALIASES + 1} of ${all.length}`,
    });
  return problems;
}

const keyName = (key: Node | null): string => String(isScalar(key) ? key.value : "");

/** Maps a JSON path to the line and column of its node (or of its key, for key-level problems). */
function locator(doc: Document, lines: LineCounter): Locate {
  return (at, atKey = false) => {
    let offset = doc.contents?.range?.[0] ?? 0;
    let node: unknown = doc.contents;
    for (let i = 0; i < at.length; i++) {
      const step = at[i]!;
      if (isMap(node)) {
        const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === step);
        if (!pair) break;
        const last = i === at.length - 1;
        if (last && atKey) {
          offset = (pair.key as Node).range?.[0] ?? offset;
          break;
        }
        node = pair.value;
        offset = (pair.value as Node | null)?.range?.[0] ?? (pair.key as Node).range?.[0] ?? offset;
      } else if (isSeq(node) && typeof step === "number") {
        node = node.items[step];
        offset = (node as Node | undefined)?.range?.[0] ?? offset;
      } else break;
    }
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
}

/** Where the tag of the node at `offset` is written: the run of non-blank characters around the last "!" before it. */
function tagStart(text: string, offset: number): number {
  let start = text.lastIndexOf("!", offset);
  if (start === -1) return offset;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  return start;
}

/** The JSON path of the deepest node whose source holds `offset`, or with `key`, of the mapping key starting there. */
function pathAt(node: unknown, offset: number, key = false, at: JsonPath = []): JsonPath | undefined {
  const holds = (n: unknown) => {
    const range = (n as Node | null)?.range;
    return range != null && range[0] <= offset && offset < range[2];
  };
  if (isMap(node)) {
    for (const pair of node.items) {
      const name = keyName(pair.key as Node | null);
      if (key ? (pair.key as Node | null)?.range?.[0] === offset : holds(pair.key)) return key ? [...at, name] : at;
      if (holds(pair.value)) return pathAt(pair.value, offset, key, [...at, name]);
    }
  } else if (isSeq(node)) {
    const i = node.items.findIndex(holds);
    if (i >= 0) return pathAt(node.items[i], offset, key, [...at, i]);
  }
  return !key && holds(node) ? at : undefined;
}

function yamlMessage(code: string, message: string): string {
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  return code === "DUPLICATE_KEY" ? `expected unique keys (${first})` : `expected valid YAML (${first})`;
}

// A manifest's YAML, read with positions: syntax errors, aliases and keys that the data model cannot hold are
// refused here, each at its own position, before the text becomes plain data.
import {
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Alias,
  type Document,
  type Node,
} from "yaml";
import { ManifestError, quote, type JsonPath } from "./errors.js";

/** More aliases than this in one manifest are refused (yaml's own guard against alias expansion is the same size). */
export const MAX_ALIASES = 100;

export type Locate = (at: JsonPath, atKey?: boolean) => { line: number; column: number };

export interface ParsedYaml {
  data: unknown;
  locate: Locate;
}

export function parseYaml(text: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter();
  // logLevel "error": the library never writes a warning of its own to stderr; everything goes through problems.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, logLevel: "error" });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
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
          const path = keyPathAt(doc.contents, e.pos[0]);
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
  const structural = [...complexKeys(doc.contents), ...aliasProblems(doc)];
  if (structural.length > 0)
    throw new ManifestError(structural.map((s) => ({ ...at(s.offset), path: s.path, expected: s.expected })));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    // Nested aliases that multiply past yaml's limit: point at the first alias whose anchor holds aliases.
    if (!(error instanceof ReferenceError)) throw error;
    const first = aliases(doc).find((a) => a.nested) ?? aliases(doc)[0];
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

/** Keys that are mappings or sequences: JSON has no such keys, and printing one whole would bury the message. */
function complexKeys(node: unknown, path: JsonPath = []): Structural[] {
  const found: Structural[] = [];
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key as Node | null;
      if (isCollection(key))
        found.push({
          offset: key.range?.[0] ?? 0,
          path,
          expected: `expected a plain text key; found a ${isMap(key) ? "mapping" : "sequence"} used as a key`,
        });
      else found.push(...complexKeys(pair.value, [...path, keyName(key)]));
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => found.push(...complexKeys(item, [...path, i])));
  }
  return found;
}

interface AliasAt {
  node: Alias;
  path: JsonPath;
  /** Its anchored node holds aliases itself, so expanding it multiplies. */
  nested: boolean;
  resolved: boolean;
}

/** Every alias in document order, with its JSON path. */
function aliases(doc: Document): AliasAt[] {
  const found: AliasAt[] = [];
  const walk = (node: unknown, path: JsonPath) => {
    if (isAlias(node)) {
      const target = node.resolve(doc);
      found.push({ node, path, resolved: target !== undefined, nested: target !== undefined && holdsAlias(target) });
    } else if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, keyName(pair.key as Node | null)]);
    } else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
  };
  walk(doc.contents, []);
  return found;
}

function holdsAlias(node: unknown): boolean {
  if (isAlias(node)) return true;
  if (isMap(node)) return node.items.some((pair) => holdsAlias(pair.key) || holdsAlias(pair.value));
  if (isSeq(node)) return node.items.some(holdsAlias);
  return false;
}

function aliasProblems(doc: Document): Structural[] {
  const all = aliases(doc);
  const problems: Structural[] = all
    .filter((a) => !a.resolved)
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

/** The JSON path of the mapping key that starts at `offset`, if any. */
function keyPathAt(node: unknown, offset: number, at: JsonPath = []): JsonPath | undefined {
  const within = (n: unknown) => {
    const range = (n as Node | null)?.range;
    return range != null && range[0] <= offset && offset < range[2];
  };
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = (pair.key as { value?: unknown } | null)?.value;
      if ((pair.key as Node | null)?.range?.[0] === offset) return [...at, String(key)];
      if (within(pair.value)) return keyPathAt(pair.value, offset, [...at, String(key)]);
    }
  } else if (isSeq(node)) {
    const i = node.items.findIndex(within);
    if (i >= 0) return keyPathAt(node.items[i], offset, [...at, i]);
  }
  return undefined;
}

function yamlMessage(code: string, message: string): string {
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  return code === "DUPLICATE_KEY" ? `expected unique keys (${first})` : `expected valid YAML (${first})`;
}

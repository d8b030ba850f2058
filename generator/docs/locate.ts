// The line of a manifest node, for check-docs lines that point into spec/*.yaml.
import path from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Node } from "yaml";

export type SpecLine = (at: Array<string | number>) => string;

export function specLines(file: string, text: string): SpecLine {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const rel = path.relative(process.cwd(), file);
  const shown = rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
  return (at) => {
    let node: unknown = doc.contents;
    for (const step of at) {
      if (isMap(node)) node = node.get(step, true);
      else if (isSeq(node) && typeof step === "number") node = node.items[step];
      else break;
    }
    return `${shown}:${counter.linePos((node as Node | undefined)?.range?.[0] ?? 0).line}`;
  };
}

// Markdown in blocks that prettier formats apart exactly as within the whole document: each heading's section, and,
// inside a section, each table. A table is formatted a row at a time: prettier prints every cell on its own, so only
// the padding that aligns the columns depends on the other rows, and `alignTable` adds it. A one-tool edit then
// formats one row, not its 47-row table. Tests run prettier over the whole to prove the same text comes out.

export type MarkdownBlock = { text: string } | { table: TableLines };

/** A table as the emitter wrote it: its header row, its delimiter row and its body rows, one line each. */
export interface TableLines {
  header: string;
  delimiter: string;
  rows: string[];
}

/** A row as prettier printed it: each cell's text and its width on screen (prettier's own measure). */
export interface PrintedRow {
  cells: string[];
  widths: number[];
}

type Alignment = "left" | "right" | "center" | "none";

const FENCE = /^(```|~~~)/;
const HEADING = /^#{1,6} /;
const DELIMITER_ROW = /^\|(\s*:?-+:?\s*\|)+\s*$/;
const blank = (line: string | undefined) => line === undefined || line.trim() === "";

/**
 * The document's blocks, in order: joined with a line break between them, their formatted texts are the file. Text is
 * split before each heading outside a code fence and around each table that can be taken apart: one whose rows all
 * start with a pipe and that a blank line (or the end) follows. Any other table stays in its text, which prettier
 * formats whole.
 */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const lines = text.split("\n");
  const blocks: MarkdownBlock[] = [];
  let current: string[] = [];
  let fenced = false;
  const flush = () => {
    if (current.some((l) => !blank(l))) blocks.push({ text: current.join("\n") });
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) fenced = !fenced;
    if (!fenced && HEADING.test(line)) flush();
    const table = !fenced && line.startsWith("|") && DELIMITER_ROW.test(lines[i + 1] ?? "");
    let end = i + 2;
    while (table && lines[end]?.startsWith("|")) end++;
    if (!table || !blank(lines[end])) {
      current.push(line);
      continue;
    }
    flush();
    blocks.push({ table: { header: line, delimiter: lines[i + 1]!, rows: lines.slice(i + 2, end) } });
    i = end - 1;
  }
  flush();
  return blocks;
}

/** The cells of a row prettier printed (`| a   | b \| c |`): an unescaped pipe between spaces parts them. */
export function printedCells(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<=\s)\|(?=\s)/)
    .map((cell) => cell.trim());
}

/** Each column's alignment, from the delimiter row's colons. */
function alignments(delimiter: string): Alignment[] {
  const cells = delimiter.trim().replace(/^\|/, "").replace(/\|$/, "").split("|");
  return cells.map((cell) => {
    cell = cell.trim();
    const left = cell.startsWith(":");
    const right = cell.endsWith(":");
    return left && right ? "center" : left ? "left" : right ? "right" : "none";
  });
}

/** The table as prettier lays it out: every column as wide as its widest cell (three at least), padded to it. */
export function alignTable(delimiter: string, header: PrintedRow, rows: PrintedRow[]): string {
  const align = alignments(delimiter);
  const widths = header.cells.map((_, column) =>
    Math.max(3, header.widths[column]!, ...rows.map((row) => row.widths[column] ?? 0)),
  );
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const padded = (row: PrintedRow) =>
    line(
      row.cells.map((cell, column) => {
        const spaces = widths[column]! - row.widths[column]!;
        const before = align[column] === "right" ? spaces : align[column] === "center" ? Math.floor(spaces / 2) : 0;
        return `${" ".repeat(before)}${cell}${" ".repeat(spaces - before)}`;
      }),
    );
  const rule = widths.map((width, column) => {
    const a = align[column];
    const first = a === "left" || a === "center" ? ":" : "-";
    const last = a === "right" || a === "center" ? ":" : "-";
    return `${first}${"-".repeat(width - 2)}${last}`;
  });
  return [padded(header), line(rule), ...rows.map(padded)].join("\n");
}

// A GFM table in prettier's layout (proseWrap preserve): every column padded to its widest cell, at least 3 wide, the
// delimiter row as wide as the column, alignment colons kept. Cells are Markdown inline text, already escaped.
import { width } from "./columns.js";

export type Align = "left" | "center" | "right" | undefined;

function pad(text: string, size: number, align: Align): string {
  const spaces = size - width(text);
  if (align === "right") return " ".repeat(spaces) + text;
  if (align === "center") {
    const before = Math.floor(spaces / 2);
    return " ".repeat(before) + text + " ".repeat(spaces - before);
  }
  return text + " ".repeat(spaces);
}

function delimiter(size: number, align: Align): string {
  const left = align === "left" || align === "center" ? ":" : "";
  const right = align === "right" || align === "center" ? ":" : "";
  return left + "-".repeat(size - left.length - right.length) + right;
}

/** The table, one line per row and no trailing newline. A cell must not hold a line break or an unescaped `|`. */
export function markdownTable(header: string[], rows: string[][], align: Align[] = []): string {
  const sizes = header.map((cell, column) => Math.max(3, width(cell), ...rows.map((row) => width(row[column] ?? ""))));
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(header.map((cell, column) => pad(cell, sizes[column]!, align[column]))),
    line(sizes.map((size, column) => delimiter(size, align[column]))),
    ...rows.map((row) => line(header.map((_, column) => pad(row[column] ?? "", sizes[column]!, align[column])))),
  ].join("\n");
}

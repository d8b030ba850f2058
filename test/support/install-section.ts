// The README's "Install and a first call" section as a reader follows it: its shell blocks in order, and the script
// it asks to save (a `js` block whose first line names the file).
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.js";

export const INSTALL_HEADING = "## Install and a first call";

export interface InstallSection {
  /** The shell blocks, in order. */
  shell: string[];
  /** The file the reader saves, and its text. */
  script: { name: string; text: string };
}

export function installSection(readme = readFileSync(path.join(ROOT, "README.md"), "utf8")): InstallSection {
  const start = readme.indexOf(`\n${INSTALL_HEADING}\n`);
  if (start < 0) throw new Error(`README.md has no "${INSTALL_HEADING}" section`);
  const rest = readme.slice(start + INSTALL_HEADING.length + 2);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  const blocks = [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
  const shell = blocks.filter((b) => b.lang === "sh").map((b) => b.code);
  const js = blocks.find((b) => b.lang === "js");
  const name = js && /^\/\/ ([\w.-]+\.mjs)\n/.exec(js.code)?.[1];
  if (!js || !name) throw new Error("the install section has no js block starting with `// <file>.mjs`");
  return { shell, script: { name, text: js.code } };
}

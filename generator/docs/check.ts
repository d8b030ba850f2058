// check-docs: every difference between the documents' Endpoints tables and the manifests.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Manifest, ManifestParam } from "../load/manifest.js";
import { parseDocument, type DocParam } from "./parse.js";

export interface DocsReport {
  lines: string[];
  differences: number;
}

const SECTIONS: Record<string, string> = {
  "Deletion and removal tools": "deletion",
  "Other action tools": "action",
  "Retrieval and listing tools": "retrieval",
};

export function checkDocs(dir: string, manifests: Manifest[]): DocsReport {
  const lines: string[] = [];
  let differences = 0;
  for (const manifest of manifests) {
    const file = path.join(dir, manifest.toolkit.document);
    const docTools = parseDocument(readFileSync(file, "utf8"));
    const where = (line: number) => `${manifest.toolkit.document}:${line}`;
    const differ = (text: string) => {
      lines.push(`  ${text}`);
      differences++;
    };
    const before = differences;
    lines.push(`${manifest.toolkit.document} ↔ spec (${manifest.toolkit.id}):`);
    const documented = manifest.tools.filter((t) => t.origin === "document");
    const byName = new Map(documented.map((t) => [t.name, t]));
    for (const doc of docTools) {
      const tool = byName.get(doc.name);
      if (!tool) {
        differ(`${where(doc.line)} ${doc.name}: in the document, missing from the manifest`);
        continue;
      }
      byName.delete(doc.name);
      const group = doc.section ? SECTIONS[doc.section] : undefined;
      if (group && group !== tool.group)
        differ(`${where(doc.line)} ${doc.name}: group ${tool.group} in the manifest, ${group} in the document`);
      if (doc.operation !== undefined && "id" in tool.operation && doc.operation !== tool.operation.id) {
        differ(
          `${where(doc.line)} ${doc.name}: operation ${tool.operation.id} in the manifest, ${doc.operation} in the document`,
        );
      }
      const params = new Map(tool.params.map((p) => [p.name, p]));
      for (const dp of doc.params) {
        const mp = params.get(dp.name);
        if (!mp) {
          differ(`${where(doc.line)} ${doc.name}.${dp.name}: in the document, missing from the manifest`);
          continue;
        }
        params.delete(dp.name);
        for (const text of compareParam(dp, mp)) differ(`${where(doc.line)} ${doc.name}.${dp.name}: ${text}`);
      }
      for (const extra of params.keys())
        differ(`${where(doc.line)} ${doc.name}.${extra}: in the manifest, not in the document`);
    }
    for (const extra of byName.keys()) differ(`${extra}: in the manifest (origin: document), not in the document`);
    const count = differences - before;
    lines.push(`  ${docTools.length} documented tools, ${count === 0 ? "no differences" : `${count} difference(s)`}`);
  }
  return { lines, differences };
}

function compareParam(doc: DocParam, manifest: ManifestParam): string[] {
  const out: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const show = (v: unknown) => (v === undefined ? "none" : JSON.stringify(v));
  if (doc.type !== manifest.type) out.push(`type ${manifest.type} in the manifest, ${doc.type} in the document`);
  if (doc.required !== (manifest.required ?? false))
    out.push(`required ${manifest.required ?? false} in the manifest, ${doc.required} in the document`);
  const values = manifest.type === "array<string>" ? manifest.itemsEnum : manifest.enum;
  if (!same(doc.values, values))
    out.push(`values ${show(values)} in the manifest, ${show(doc.values)} in the document`);
  if (!same(doc.default, manifest.default))
    out.push(`default ${show(manifest.default)} in the manifest, ${show(doc.default)} in the document`);
  const max = manifest.type === "array<string>" ? manifest.maxItems : manifest.maximum;
  if (doc.max !== undefined && doc.max !== max)
    out.push(`maximum ${show(max)} in the manifest, ${doc.max} in the document`);
  return out;
}

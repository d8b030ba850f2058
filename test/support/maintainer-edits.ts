// The README's maintainer edits ("Maintaining the manifests"), derived from what the manifests hold now so that
// they still make a real change after a maintainer has made them once: a tool bound to an upstream operation no tool
// binds (origin: upstream), an upstream parameter the tool does not bind yet (origin: upstream), a rename of a tool
// of each kit (to the README's new name, or back when that name is taken), a dropped rule (from the manifest and the
// document's row), and a variant sharing another tool's binding (origin: upstream). The documents change with them,
// as a new revision would. Run on copies only: `maintainerEdits(root, docsDir, upstreamDir)`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import { manifestRuleKey } from "../../generator/docs/compare.js";
import type { HttpOperation, Manifest, ManifestParam, ManifestTool } from "../../generator/load/manifest.js";
import { upstreamOperationId } from "../../generator/upstream/resolve.js";
import { readSpecs } from "../../generator/upstream/specs.js";
import { clauseStating, dropClause, statesRule } from "./doc-rows.js";
import { messagingEdits, type MessagingEdits } from "./messaging-edits.js";

export const REASON = "Box has it; the document has not caught up yet";

/** What the edits did, for the test's expectations. */
export interface EditsMade {
  added: { tool: string; operation: string };
  param: { tool: string; name: string; upstream: string };
  renamed: Array<{ kit: string; from: string; to: string }>;
  droppedRule: { tool: string; rule: string };
  variant: { tool: string; of: string };
  messaging: MessagingEdits;
}

const pascal = (id: string) =>
  id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

function wholeWord(text: string, from: string, to: string): string {
  const word = new RegExp(`\\b${from}\\b`, "g");
  if (!word.test(text)) throw new Error(`${from} is not in the text to rename it in`);
  return text.replace(word, to);
}

/** Renames the tool bound to `binding` to `wanted`, or to `alternative` when it already has that name. */
function rename(
  manifestText: string,
  docText: string,
  tool: ManifestTool,
  wanted: string,
  alternative: string,
): { manifestText: string; docText: string; from: string; to: string } {
  const to = tool.name === wanted ? alternative : wanted;
  return {
    manifestText: wholeWord(manifestText, tool.name, to),
    docText: wholeWord(docText, tool.name, to),
    from: tool.name,
    to,
  };
}

const toolsOf = (doc: Document) => doc.get("tools") as YAMLSeq<YAMLMap>;
const data = (doc: Document) => doc.toJS() as Manifest;

export function maintainerEdits(root: string, docsDir: string, upstreamDir: string): EditsMade {
  const contentFile = path.join(root, "spec/content.yaml");
  const messagingFile = path.join(root, "spec/messaging.yaml");
  const contentDoc = path.join(docsDir, "content-toolkit.md");
  const messagingDoc = path.join(docsDir, "messaging-toolkit.md");
  let content = readFileSync(contentFile, "utf8");
  let contentMd = readFileSync(contentDoc, "utf8");
  let messaging = readFileSync(messagingFile, "utf8");
  let messagingMd = readFileSync(messagingDoc, "utf8");

  // Renames first, as text: a name is written wherever the manifest and the document mention the tool.
  const renamed: EditsMade["renamed"] = [];
  {
    const m = parseDocument(content).toJS() as Manifest;
    const task = m.tools.find((t) => "id" in t.operation && t.operation.id === "get_tasks_id")!;
    const r = rename(content, contentMd, task, "GetTaskDetails", "RetrieveTaskInformation");
    [content, contentMd] = [r.manifestText, r.docText];
    renamed.push({ kit: "content-api", from: r.from, to: r.to });
    const s = parseDocument(messaging).toJS() as Manifest;
    const history = s.tools.find(
      (t) => "methods" in t.operation && t.operation.methods[0] === "conversations.history",
    )!;
    const q = rename(messaging, messagingMd, history, "ReadConversationMessages", "GetMessages");
    [messaging, messagingMd] = [q.manifestText, q.docText];
    renamed.push({ kit: "messaging", from: q.from, to: q.to });
  }

  // Messaging's own edits (docs/maintaining-messaging.md), after its rename.
  const edited = messagingEdits(messaging, messagingMd, upstreamDir);
  [messaging, messagingMd] = [edited.text, edited.doc];

  const doc = parseDocument(content);
  const manifest = data(doc);
  const upstream = readSpecs(
    (manifest.upstream.specs ?? []).map((name) => ({ path: path.join(upstreamDir, name), name })),
  );
  const boundIds = new Set(manifest.tools.map((t) => upstreamOperationId(manifest, (t.operation as HttpOperation).id)));
  const serverOf = (url: string | undefined) =>
    Object.entries(manifest.upstream.servers).find(([, u]) => u === url)?.[0] as HttpOperation["server"] | undefined;
  const names = new Set(manifest.tools.map((t) => t.name));

  // 1. A tool over an upstream GET no tool binds, with path parameters only (the README's taxonomy when still free).
  const candidates = upstream.operations.filter(
    (o) =>
      o.method === "GET" &&
      o.key === o.path &&
      !o.deprecated &&
      !boundIds.has(o.id) &&
      !/_v\d{4}/.test(o.id) &&
      serverOf(o.server) !== undefined &&
      o.params.every((u) => u.in === "path" || !u.required),
  );
  const op =
    candidates.find((o) => o.id === "get_metadata_taxonomies_id_id") ??
    candidates.find((o) => o.params.some((u) => u.in === "path"));
  if (!op) throw new Error("no upstream GET operation is left unbound to add a tool over");
  const addedName = pascal(op.id).replace(/^Get/, "GetUpstream");
  const placeholders = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  toolsOf(doc).add(
    doc.createNode({
      name: addedName,
      origin: "upstream",
      reason: REASON,
      group: "retrieval",
      description: `Returns one record of ${op.path.split("/")[1]!.replaceAll("_", " ")} by its identifiers.`,
      operation: { id: op.id, method: "GET", server: serverOf(op.server)!, path: op.path },
      params: placeholders.map((p) => ({
        name: p.replace(/[^a-z0-9]+/gi, "_").toLowerCase(),
        type: "string",
        required: true,
        in: "path",
        upstream: p,
      })),
    }),
  );

  // 2. An optional string query parameter of a bound operation that its tool does not bind yet.
  let param: EditsMade["param"] | undefined;
  for (const [index, tool] of manifest.tools.entries()) {
    if (tool.origin !== "document") continue;
    const target = upstream.byId.get(upstreamOperationId(manifest, (tool.operation as HttpOperation).id));
    const free = target?.params.find(
      (u) =>
        u.in === "query" &&
        !u.required &&
        !u.deprecated &&
        u.type === "string" &&
        !u.enum &&
        /^[a-z][a-z0-9_]*$/.test(u.name) &&
        !tool.params.some((p) => p.in === "query" && p.upstream === u.name) &&
        !tool.params.some((p) => p.name === `upstream_${u.name}`),
    );
    if (!free) continue;
    const added: ManifestParam = {
      name: `upstream_${free.name}`,
      type: "string",
      in: "query",
      upstream: free.name,
      origin: "upstream",
      reason: REASON,
    };
    (doc.getIn(["tools", index, "params"]) as YAMLSeq).add(doc.createNode(added));
    param = { tool: tool.name, name: added.name, upstream: free.name };
    break;
  }
  if (!param) throw new Error("no bound operation has a string query parameter left to bind");

  // 3. A rule dropped from a tool and from its row: the first the row states in a clause of its own.
  let droppedRule: EditsMade["droppedRule"] | undefined;
  for (const [index, tool] of manifest.tools.entries()) {
    if (tool.origin !== "document") continue;
    const r = (tool.rules ?? []).findIndex(
      (rule) => !rule.origin && clauseStating(contentMd, tool.name, manifestRuleKey(rule)),
    );
    if (r < 0) continue;
    const key = manifestRuleKey(tool.rules![r]!);
    const dropped = dropClause(contentMd, tool.name, clauseStating(contentMd, tool.name, key)!);
    if (statesRule(dropped, tool.name, key)) continue; // a convention or a named rule states it too
    contentMd = dropped;
    const rules = doc.getIn(["tools", index, "rules"]) as YAMLSeq;
    if (rules.items.length === 1) doc.deleteIn(["tools", index, "rules"]);
    else rules.delete(r);
    droppedRule = { tool: tool.name, rule: key };
    break;
  }
  if (!droppedRule) throw new Error("no rule of a documented tool is stated in a clause of its own");

  // 4. A variant of a documented retrieval tool: the same binding under another name.
  const original = manifest.tools.find(
    (t) => t.origin === "document" && t.group === "retrieval" && t.params.length > 0,
  )!;
  let variantName = `${original.name}Variant`;
  while (names.has(variantName)) variantName += "X";
  const variant = structuredClone(original) as ManifestTool & { keywords?: string[] };
  delete variant.keywords;
  toolsOf(doc).add(doc.createNode({ ...variant, name: variantName, origin: "upstream", reason: REASON }));

  const declared = doc.getIn(["toolkit", "declaredTools"]) as number;
  doc.setIn(["toolkit", "declaredTools"], declared + 2);
  if (!isMap(doc.contents) || !isSeq(doc.get("tools"))) throw new Error("unexpected manifest shape");

  writeFileSync(contentFile, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
  writeFileSync(contentDoc, contentMd);
  writeFileSync(messagingFile, messaging);
  writeFileSync(messagingDoc, messagingMd);
  return {
    added: { tool: addedName, operation: op.id },
    param,
    renamed,
    droppedRule,
    variant: { tool: variantName, of: original.name },
    messaging: edited.made,
  };
}

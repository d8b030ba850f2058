// README.md of a generated package, rendered from templates/toolkit-readme.hbs (see template.ts).
import { kitEnvironment } from "@toolgen/runtime/mcp/cli";
import type { KitModel, ParamModel, ToolModel } from "../model/index.js";
import { binName } from "./server-bin.js";
import { template } from "./template.js";
import type { Emitter } from "./types.js";
import { generatedMarker } from "./types.js";

const groupTitles: Record<string, string> = {
  deletion: "Deletion and removal",
  action: "Other actions",
  retrieval: "Retrieval and listing",
};

export const readme: Emitter = (kit, context) => {
  const readme = kit.manifest.toolkit.readme;
  const content = template("toolkit-readme")({
    marker: generatedMarker(context),
    packageName: kit.packageName,
    summary: kit.summary,
    upstream: readme?.upstream ?? `${kit.provider.charAt(0).toUpperCase()}${kit.provider.slice(1)} API`,
    token: readme?.token ?? "an access token for the upstream",
    servers: Object.values(kit.manifest.upstream.servers),
    toolCount: kit.tools.length,
    version: kit.manifest.toolkit.version ?? "",
    manifestPath: context.manifestPath,
    scopes: kit.manifest.upstream.auth.scopes,
    authNotes: kit.manifest.upstream.auth.notes ?? [],
    kitId: kit.id,
    binName: binName(kit),
    tokenVariable: kitEnvironment(kit.id).token,
    baseUrlVariable: kitEnvironment(kit.id).baseUrl,
    box: kit.provider === "box",
    example: firstCall(kit),
    prompt: readme?.prompt ?? "What can you tell me?",
    selection: readme?.tools ? JSON.stringify(readme.tools) : undefined,
    groups: Object.entries(groupTitles)
      .map(([group, title]) => ({ title, tools: kit.tools.filter((t) => t.definition.group === group).map(row) }))
      .filter((g) => g.tools.length > 0),
    hasSupplement: kit.tools.some((t) => t.definition.origin === "supplement"),
    // Slack tools each need their own scopes; Box states none.
    scoped: kit.tools.some((t) => scopesOf(t).length > 0),
    hasUpstream: kit.tools.some((t) => t.definition.origin === "upstream"),
  });
  return [{ path: "README.md", format: "markdown", content }];
};

/** The manifest's README call, or else the first read-only tool with a required parameter and its example. */
function firstCall(kit: KitModel): { name: string; input: string; comment: string } {
  const chosen = kit.manifest.toolkit.readme?.example;
  if (chosen) return { name: chosen.tool, input: JSON.stringify(chosen.input), comment: chosen.comment };
  const tool =
    kit.tools.find((t) => t.definition.annotations.readOnlyHint && t.params.some((p) => p.required)) ?? kit.tools[0]!;
  return { name: tool.name, input: JSON.stringify(tool.example), comment: tool.definition.title };
}

/** `name`* type (allowed values; default; bounds). */
function paramCell(p: ParamModel): string {
  const { source } = p;
  const details: string[] = [];
  const values = source.enum ?? source.itemsEnum;
  if (values) details.push(values.map((v) => `\`${v}\``).join(", "));
  const everyValue = Array.isArray(source.default) && source.default.length === values?.length;
  if (source.default !== undefined)
    details.push(everyValue ? "default all" : `default \`${JSON.stringify(source.default)}\``);
  if (source.minimum !== undefined && source.maximum !== undefined) details.push(`${source.minimum}–${source.maximum}`);
  else if (source.maximum !== undefined) details.push(`max ${source.maximum}`);
  else if (source.minimum !== undefined) details.push(`min ${source.minimum}`);
  if (source.maxItems !== undefined) details.push(`up to ${source.maxItems} items`);
  const more = details.length > 0 ? ` (${details.join("; ")})` : "";
  return `\`${p.name}\`${p.required ? "*" : ""} ${cell(p.type)}${cell(more)}`;
}

function scopesOf(tool: ToolModel): string[] {
  const { operation } = tool.definition;
  return "scopes" in operation ? operation.scopes : [];
}

function row(tool: ToolModel) {
  const params = tool.params.map(paramCell).join(", ") || "none";
  const { annotations } = tool.definition;
  const effect = annotations.readOnlyHint ? "read-only" : annotations.destructiveHint ? "**destructive**" : "writes";
  return {
    name: tool.name,
    supplement: tool.definition.origin === "supplement",
    upstream: tool.definition.origin === "upstream",
    params,
    notes: `${effect}. ${cell(tool.definition.description)}`,
    scopes: scopesOf(tool)
      .map((s) => `\`${s}\``)
      .join(", "),
  };
}

/** Prose for a Markdown table cell: no HTML tags (GitHub drops unknown ones, such as `<scope>`), no column breaks. */
function cell(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("|", "\\|");
}

// README.md of a generated package, rendered from templates/toolkit-readme.hbs (see template.ts).
import { kitEnvironment } from "@toolgen/runtime/options.js";
import type { KitModel, ParamModel, ToolModel } from "../model/index.js";
import { binName } from "./server-bin.js";
import { template } from "./template.js";
import { generatedMarker, type Emitter } from "./types.js";
import { file } from "./print.js";

const groupTitles: Record<string, string> = {
  deletion: "Deletion and removal",
  action: "Other actions",
  retrieval: "Retrieval and listing",
};

export const readme: Emitter = (kit, context) => {
  const readme = kit.manifest.toolkit.readme;
  const example = firstCall(kit);
  const prompt = readme?.prompt ?? "What can you tell me?";
  const scoped = kit.tools.some((t) => scopesOf(t).length > 0); // Slack tools each need their own scopes; Box none.
  const header = ["Tool", "Parameters", "Rules and risk", ...(scoped ? ["Scopes"] : [])];
  const groups = Object.entries(groupTitles)
    .map(([group, title]) => ({ title, tools: kit.tools.filter((t) => t.definition.group === group) }))
    .filter((g) => g.tools.length > 0)
    .map(({ title, tools }) => {
      const rows = tools.map((tool) => row(tool));
      return {
        title,
        count: tools.length,
        table: markdownTable(header, scoped ? rows : rows.map((r) => r.slice(0, 3))),
      };
    });
  const facts = {
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
    exampleComment: example.comment,
    // Prettier lays the code blocks out with the rest (the write stage formats the README).
    exampleCall: `  const result = await kit.call("${example.name}", ${JSON.stringify(example.input)});`,
    messages: `const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: "user", content: ${JSON.stringify(prompt)} }];`,
    selection: readme?.tools && JSON.stringify(readme.tools),
    groups,
    hasSupplement: kit.tools.some((t) => t.definition.origin === "supplement"),
    hasUpstream: kit.tools.some((t) => t.definition.origin === "upstream"),
  };
  return [file("README.md", template("toolkit-readme", context.read)(facts))];
};

/** A Markdown table, its columns unaligned (GitHub renders it the same). */
function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The manifest's README call, or else the first read-only tool with a required parameter and its example. */
function firstCall(kit: KitModel): { name: string; input: unknown; comment: string } {
  const chosen = kit.manifest.toolkit.readme?.example;
  if (chosen) return { name: chosen.tool, input: chosen.input, comment: chosen.comment };
  const tool =
    kit.tools.find((t) => t.definition.annotations.readOnlyHint && t.params.some((p) => p.required)) ?? kit.tools[0]!;
  return { name: tool.name, input: tool.example, comment: tool.definition.title };
}

/**
 * `name`* type (allowed values; default; bounds). The type is one of the manifest schema's words (`string`,
 * `array<string>`, …).
 */
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

/** The tool's cells: name, parameters, rules and risk, scopes. */
function row(tool: ToolModel): string[] {
  const params = tool.params.map((p) => paramCell(p)).join(", ") || "none";
  const { annotations, origin, description } = tool.definition;
  const effect = annotations.readOnlyHint ? "read-only" : annotations.destructiveHint ? "**destructive**" : "writes";
  const scopes = scopesOf(tool);
  const mark = origin === "supplement" ? " ¹" : origin === "upstream" ? " ²" : "";
  return [
    `\`${tool.name}\`${mark}`,
    params,
    `${effect}. ${cell(description)}`,
    scopes.map((s) => `\`${s}\``).join(", "),
  ];
}

/** Prose for a Markdown table cell: no HTML tags (GitHub drops unknown ones, such as `<scope>`), no column breaks. */
function cell(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("|", "\\|");
}

// README.md of a generated package, rendered from templates/toolkit-readme.hbs.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { kitEnvironment } from "@toolgen/runtime/mcp/cli";
import type { KitModel, ToolModel } from "../model/index.js";
import { binName } from "./server-bin.js";
import type { Emitter } from "./types.js";
import { generatedMarker } from "./types.js";
import { rootPath } from "../root.js";

const groupTitles: Record<string, string> = {
  deletion: "Deletion and removal",
  action: "Other actions",
  retrieval: "Retrieval and listing",
};

let template: HandlebarsTemplateDelegate | undefined;

export const readme: Emitter = (kit, context) => {
  template ??= Handlebars.compile(readFileSync(rootPath("templates/toolkit-readme.hbs"), "utf8"), {
    strict: true,
    noEscape: true, // Markdown, not HTML: cells are escaped for Markdown where they are built
  });
  const example =
    kit.tools.find((t) => t.definition.annotations.readOnlyHint && t.params.some((p) => p.required)) ?? kit.tools[0]!;
  const content = template({
    marker: generatedMarker(context),
    packageName: kit.packageName,
    summary: kit.summary,
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
    example: { name: example.name, input: JSON.stringify(example.example) },
    groups: Object.entries(groupTitles)
      .map(([group, title]) => ({ title, tools: kit.tools.filter((t) => t.definition.group === group).map(row) }))
      .filter((g) => g.tools.length > 0),
    hasSupplement: kit.tools.some((t) => t.definition.origin === "supplement"),
  });
  return [{ path: "README.md", format: "markdown", content }];
};

function row(tool: ToolModel) {
  const params = tool.params.map((p) => `\`${p.name}\`${p.required ? "*" : ""} ${cell(p.type)}`).join(", ") || "none";
  const { annotations } = tool.definition;
  const effect = annotations.readOnlyHint ? "read-only" : annotations.destructiveHint ? "**destructive**" : "writes";
  return {
    name: tool.name,
    supplement: tool.definition.origin === "supplement",
    params,
    notes: `${effect}. ${cell(tool.definition.description)}`,
  };
}

/** Prose for a Markdown table cell: no HTML tags (GitHub drops unknown ones, such as `<scope>`), no column breaks. */
function cell(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("|", "\\|");
}

import type { ManifestParam, ManifestTool, Risk } from "../load/manifest.js";
import { formats } from "./formats.js";
import type { RuleModel } from "./rules.js";

/** The tool's description: its caveats (toolCaveats), then one sentence per rule. */
export function describeTool(tool: ManifestTool, rules: RuleModel[]): string {
  return [...toolCaveats(tool), ...rules.map((r) => r.sentence)].join(" ");
}

/**
 * What makes an answer from the tool right: its summary, what the upstream does where a reader would assume
 * otherwise, and its risk facts. A risk fact the summary already states in its own words (trash, permanence,
 * irreversibility) is not said again.
 */
export function toolCaveats(tool: ManifestTool): string[] {
  const summary = sentence(tool.description);
  const facts = (tool.upstreamFacts ?? []).map((f) => f.fact);
  return [summary, ...facts, ...riskSentences(tool.risk ?? {}, summary)];
}

function riskSentences(risk: Risk, summary: string): string[] {
  const says = (words: RegExp) => words.test(summary);
  const out: string[] = [];
  const permanent = risk.outcome === "permanent" && !says(/\bpermanent/i);
  const irreversible = risk.irreversible === true && !says(/\birreversibl|cannot be undone|not recoverable/i);
  if (risk.outcome === "trash" && !says(/\btrash/i)) out.push("Moves it to the trash.");
  if (risk.outcome === "trash_or_permanent") out.push("Trashes or permanently deletes, per enterprise settings.");
  if (permanent) out.push(irreversible ? "Permanent and irreversible." : "Permanent.");
  else if (irreversible) out.push("Irreversible.");
  if (risk.asynchronous) out.push("Asynchronous: returns before it completes.");
  if (risk.permission) out.push(`Requires ${risk.permission}.`);
  if (risk.premium) out.push("Premium accounts only.");
  if (risk.scopes?.length) out.push(`Needs scope ${risk.scopes.map((s) => `'${s}'`).join(", ")}.`);
  if (risk.rateLimit) out.push(`Limit: ${risk.rateLimit}.`);
  if (risk.deprecated) out.push("Deprecated.");
  return out;
}

/**
 * A parameter's description: its manifest words, then its format and excluded values. Field selection is stated
 * once, among the conventions (field-selection.ts), not on each parameter bound to it.
 */
export function paramText(param: ManifestParam): string | undefined {
  const parts: string[] = [];
  if (param.description) parts.push(sentence(param.description));
  if (param.format && param.format !== "etag") parts.push(`Format ${formats[param.format].text}.`);
  if (param.format === "etag" && !param.description) parts.push("Etag of the item.");
  if (param.not) parts.push(`Not ${param.not.map((v) => `'${v}'`).join(" or ")}.`);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

const acronyms: Record<string, string> = { Ai: "AI", Tos: "ToS", Id: "ID", Msgr: "Messaging", Collab: "Team-chat" };

/** "GetAiAgentDetails" → "Get AI Agent Details". */
export function titleOf(name: string): string {
  return name
    .split(/(?<=[a-z0-9])(?=[A-Z])/)
    .map((w) => acronyms[w] ?? w)
    .join(" ");
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

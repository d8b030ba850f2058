import type { ManifestParam, ManifestTool, Risk } from "../load/manifest.js";
import { formats } from "./formats.js";
import type { RuleModel } from "./rules.js";

/** The tool's summary, then what the model must know of its risk, then one sentence per rule. */
export function describeTool(tool: ManifestTool, rules: RuleModel[]): string {
  return [sentence(tool.description), ...riskSentences(tool.risk ?? {}), ...rules.map((r) => r.sentence)].join(" ");
}

function riskSentences(risk: Risk): string[] {
  const out: string[] = [];
  const outcome = {
    trash: "Moves it to the trash.",
    trash_or_permanent: "Trashes or permanently deletes, per enterprise settings.",
    permanent: risk.irreversible ? "Permanent and irreversible." : "Permanent.",
    removal: undefined,
    none: undefined,
  }[risk.outcome ?? "none"];
  if (outcome) out.push(outcome);
  if (risk.irreversible && risk.outcome !== "permanent") out.push("Irreversible.");
  if (risk.asynchronous) out.push("Asynchronous: returns before it completes.");
  if (risk.permission) out.push(`Requires ${risk.permission}.`);
  if (risk.premium) out.push("Premium accounts only.");
  if (risk.scopes?.length) out.push(`Needs scope ${risk.scopes.map((s) => `'${s}'`).join(", ")}.`);
  if (risk.rateLimit) out.push(`Limit: ${risk.rateLimit}.`);
  if (risk.deprecated) out.push("Deprecated.");
  return out;
}

/** A parameter's description: its manifest words, then its format and excluded values. */
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

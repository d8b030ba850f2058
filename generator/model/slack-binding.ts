// The facts a Messaging tool's binding carries to the runtime beyond its methods: which parameters pass through to
// which argument of its own method, and, for a plain tool, how the generic executor calls it and reads its answer.
import type { SlackBinding } from "@toolgen/runtime";
import type { ManifestTool, SlackOperation } from "../load/manifest.js";

export function slackBindingFacts(tool: ManifestTool, op: SlackOperation): Pick<SlackBinding, "args" | "plain"> {
  const passed = tool.params.filter((p) => p.upstream !== undefined);
  const args = Object.fromEntries(passed.map((p) => [p.name, p.upstream!]));
  const plain = op.plain === true ? {} : op.plain;
  return {
    ...(passed.length > 0 ? { args } : {}),
    ...(plain
      ? {
          plain: {
            write: tool.group !== "retrieval",
            ...(plain.result !== undefined ? { result: plain.result } : {}),
            ...(plain.paging ? { paging: { items: plain.paging.items } } : {}),
          },
        }
      : {}),
  };
}

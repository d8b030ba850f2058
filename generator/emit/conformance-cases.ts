// test/cases.json: per tool, the valid example, the inputs that must be refused and the request to expect.
import type { HttpBinding } from "@toolgen/runtime";
import type { ToolModel } from "../model/index.js";
import { file, printJson } from "./print.js";
import type { Emitter } from "./types.js";

export const conformanceCases: Emitter = (kit) => [
  file(
    "test/cases.json",
    printJson(
      kit.tools.map((tool) => ({
        name: tool.name,
        example: tool.example,
        rejections: tool.rejections,
        request: tool.binding.kind === "http" ? expectedRequest(tool, tool.binding) : { methods: tool.binding.methods },
      })),
    ),
  ),
];

/** What the example must put on the wire, worked out from the binding alone. */
function expectedRequest(tool: ToolModel, binding: HttpBinding) {
  const text = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value));
  let path = binding.path;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = { ...binding.headers };
  for (const p of binding.params) {
    if (!(p.name in tool.example)) continue;
    const value = text(tool.example[p.name]);
    if (p.in === "path") path = path.replace(`{${p.upstream}}`, encodeURIComponent(value));
    else if (p.in === "query") query[p.upstream] = value;
    else headers[p.upstream.toLowerCase()] = value;
  }
  return { method: binding.method, path, query, headers };
}

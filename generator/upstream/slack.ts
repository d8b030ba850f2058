// A Swagger 2 description of an RPC-style Web API (Slack's: every method is a path `/<method>`).
import type { UpstreamMethod } from "./types.js";

type Json = Record<string, unknown>;

export function webApiMethods(doc: Json, file: string): UpstreamMethod[] {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  return Object.entries(paths).map(([key, item]) => {
    const ops = Object.values(item);
    return {
      file,
      name: key.replace(/^\//, ""),
      deprecated: ops.some((op) => op.deprecated === true),
      scopes: ops.flatMap((op) =>
        ((op.security as Array<Record<string, string[]>> | undefined) ?? []).flatMap((s) => Object.values(s).flat()),
      ),
      params: ops.flatMap((op) =>
        ((op.parameters as Json[] | undefined) ?? []).map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: p.required === true,
          deprecated: p.deprecated === true,
          type: typeof p.type === "string" ? p.type : undefined,
          enum: Array.isArray(p.enum) ? p.enum.map(String) : undefined,
          itemsType:
            typeof (p.items as Json | undefined)?.type === "string" ? String((p.items as Json).type) : undefined,
        })),
      ),
    };
  });
}

// An OpenAPI 3 file reduced to what bindings are checked against: operations by route and id, each with its
// resolved parameters and server. Request bodies and responses are never dereferenced.
import { decodePointer } from "../load/errors.js";
import type { UpstreamOperation, UpstreamParam } from "./types.js";

type Json = Record<string, unknown>;
interface Server {
  url: string;
  variables?: Record<string, { default: string }>;
}

const METHODS = ["get", "put", "post", "delete", "patch"];

/** Every operation of one OpenAPI document, in the order of its `paths`. */
export function openApiOperations(doc: Json, file: string): UpstreamOperation[] {
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  const ops: UpstreamOperation[] = [];
  for (const [key, pathItem] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      ops.push({
        file,
        key,
        // `/files/{file_id}#get_shared_link` names a variant; what goes on the wire is the part before `#`.
        path: key.split("#")[0]!,
        method: method.toUpperCase(),
        id: String(op.operationId ?? `${method} ${key}`),
        deprecated: op.deprecated === true,
        tags: ((op.tags as string[] | undefined) ?? []).map(String),
        // The most specific servers list wins: the operation's, the path's, the document's.
        server: serverUrl([op, pathItem, doc].map((o) => (o.servers as Server[] | undefined)?.[0]).find(Boolean)),
        params: params(doc, pathItem, op),
      });
    }
  }
  return ops;
}

function serverUrl(server: Server | undefined): string | undefined {
  return server?.url.replace(/\{([^}]+)\}/g, (m, name: string) => server.variables?.[name]?.default ?? m);
}

/** Path-level and operation-level parameters, resolved; an operation-level one overrides its path-level twin. */
function params(doc: Json, pathItem: Json, op: Json): UpstreamParam[] {
  const merged = new Map<string, UpstreamParam>();
  for (const raw of [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])]) {
    const p = deref(doc, raw);
    const schema = deref(doc, (p.schema as Json | undefined) ?? {});
    const items = schema.items ? deref(doc, schema.items as Json) : undefined;
    const where = String(p.in);
    const param: UpstreamParam = {
      name: String(p.name),
      in: where,
      required: p.required === true,
      deprecated: p.deprecated === true,
      type: typeof schema.type === "string" ? schema.type : undefined,
      enum: enumOf(schema),
      itemsType: typeof items?.type === "string" ? items.type : undefined,
      itemsEnum: items ? enumOf(items) : undefined,
    };
    merged.set(`${where}:${where === "header" ? param.name.toLowerCase() : param.name}`, param);
  }
  return [...merged.values()];
}

const enumOf = (schema: Json) => (Array.isArray(schema.enum) ? schema.enum.map(String) : undefined);

/** Follows local `$ref`s (`#/components/parameters/…`, `#/components/schemas/…`). */
function deref(doc: Json, node: Json): Json {
  let current = node;
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 20) return {};
    let target: unknown = doc;
    for (const part of current.$ref.replace(/^#\//, "").split("/"))
      target = (target as Json | undefined)?.[decodePointer(part)];
    if (typeof target !== "object" || target === null) return {};
    current = target as Json;
  }
  return current;
}

// Each tool's action, resource and scope come from its binding (runtime/src/search/tools/facts.ts): every tool of both kits
// gets them, and two tools that share an action and a resource differ in scope, parent or a stated qualifier.
import { createToolkit, definitions as content } from "@toolgen/content-api";
import { definitions as messaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { actionKind, takenParts, toolFacts } from "../runtime/src/search/tools/facts.js";
import { resourceFit } from "../runtime/src/search/ranking/fit.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { KitTables } from "../runtime/src/search/tools/kit-tables.js";
import { measuredActs } from "../runtime/src/search/ranking/usage.js";

const kit = createToolkit({ accessToken: "unused" });

describe.each([
  ["content-api", content],
  ["messaging", messaging],
])("toolFacts (%s)", (_kit, definitions) => {
  const facts = definitions.map((d) => ({ d, f: toolFacts(d) }));

  it("gives every tool an action, a resource and a scope", () => {
    for (const { f } of facts) {
      expect(f.action).toMatch(/^[a-z]+$/);
      expect(f.resource).not.toBe("");
      expect(["one", "part", "every"]).toContain(f.scope);
    }
  });

  it("tells apart two tools that share an action and a resource, by scope, parent or qualifier", () => {
    const seen = new Map<string, string>();
    for (const { d, f } of facts) {
      const key = JSON.stringify([f.action, f.resource, f.scope, f.parent, [...f.qualifiers].sort()]);
      expect(seen.get(key), `${d.name} and ${seen.get(key)}: ${key}`).toBeUndefined();
      seen.set(key, d.name);
    }
  });

  it("agrees with the manifest's group: a deletion destroys, a retrieval reads", () => {
    for (const { d, f } of facts) {
      if (d.group === "deletion") expect(actionKind(f.action), d.name).toBe("destroy");
      if (d.group === "retrieval") expect(actionKind(f.action), d.name).toBe("read");
    }
  });
});

describe("toolFacts on one binding", () => {
  it("reads a nested item as the owner's part: a file's versions, a file's watermark, a trashed file", () => {
    const byPath = (method: string, path: string) =>
      content.filter((d) => "path" in d.operation && d.operation.method === method && d.operation.path === path);
    const [versions] = byPath("GET", "/files/{file_id}/versions").map(toolFacts);
    expect(versions).toMatchObject({ action: "list", resource: "file version", scope: "part", parent: "file" });
    const [version] = byPath("DELETE", "/files/{file_id}/versions/{file_version_id}").map(toolFacts);
    expect(version).toMatchObject({ action: "delete", resource: "file version", scope: "one" });
    const [trashed] = byPath("DELETE", "/files/{file_id}/trash").map(toolFacts);
    expect(trashed).toMatchObject({ resource: "file", qualifiers: expect.arrayContaining(["trashed", "permanent"]) });
  });

  it("reads one item where a required header names it, though its path has no id: the item a shared link names", () => {
    const byHeader = content.filter(
      (d) =>
        "params" in d.operation &&
        !d.operation.path.includes("{") &&
        d.operation.params.some((p) => p.in === "header" && (d.inputSchema.required as string[]).includes(p.name)),
    );
    expect(byHeader.length).toBeGreaterThan(0);
    for (const d of byHeader) expect(toolFacts(d), d.name).toMatchObject({ action: "get", scope: "one" });
    // (So no tool lists every such item: a question picking some out of all of them finds none to list.)
    const { listed } = searchScope(content);
    for (const d of byHeader) expect(listed, d.name).not.toContain(toolFacts(d).resource);
    expect(kit.searchTools("which shared links have no expiry and haven't been accessed in a year?")).toEqual([]);
  });

  it("qualifies a Slack variant by the text it sends by default, apart from the tool over the same method", () => {
    const list = messaging.find((d) => "methods" in d.operation && d.operation.methods[0] === "conversations.list")!;
    const properties = { ...(list.inputSchema.properties as object), types: { type: "string", default: "im" } };
    const variant = { ...list, name: `${list.name}Variant`, inputSchema: { ...list.inputSchema, properties } };
    expect(toolFacts(variant).qualifiers).toEqual([...toolFacts(list).qualifiers, "im"]);
  });

  it("qualifies a tool over a Slack method whose verb it does not know by that verb's words", () => {
    const info = messaging.find((d) => "methods" in d.operation && d.operation.methods[0] === "users.info")!;
    const presence = { ...info, operation: { ...info.operation, methods: ["users.getPresence"] } };
    expect(toolFacts(presence)).toMatchObject({ action: "get", resource: "user", qualifiers: ["presence"] });
    expect(toolFacts(info).qualifiers).toEqual([]);
  });
});

describe("qualifiers every tool on a resource states", () => {
  const all = content.map(toolFacts);
  const shared = searchScope(content).sharedQualifiers;

  it("are those of resources with two tools or more, each stating them", () => {
    expect(shared.length).toBeGreaterThan(0);
    for (const entry of shared) {
      const tools = all.filter((f) => entry.endsWith(` ${f.resource}`));
      expect(tools.length, entry).toBeGreaterThan(1);
      for (const f of tools) expect(f.qualifiers, entry).toContain(entry.slice(0, -f.resource.length - 1));
    }
  });

  it("narrow no tool away when the request does not say them: they tell none apart", () => {
    for (const f of all) {
      const own = f.qualifiers.filter((q) => shared.includes(`${q} ${f.resource}`));
      if (own.length === 0) continue;
      const shape = requestShape(`is the ${f.parent ?? "item"} ${f.resource} set?`);
      const bare = { ...f, qualifiers: f.qualifiers.filter((q) => !own.includes(q)) };
      const around = { trash: false, identified: false, shared, tables: new KitTables(measuredActs) };
      expect(resourceFit(f, shape, around)).toBe(resourceFit(bare, shape, around));
    }
  });
});

describe("the parts a tool takes by a parameter", () => {
  it("reads a version's download as the file's download, which takes the version", () => {
    const download = content.find((d) => toolFacts(d).action === "download" && toolFacts(d).resource === "file")!;
    const version = requestShape("download version 4 of file 30002").object!;
    expect(takenParts(download, toolFacts(download).resource)).toContain(version);
    // (Said with a word that leans to the version's history: "instead of the current one".)
    expect(kit.searchTools("download version 4 of file 30002 instead of the current one")[0]?.name).toBe(download.name);
  });
});

// What a call that selects fields may answer: the records it answers (the result, or a listing's entries) in their
// fullest representation by the upstream's naming, other records as declared; never a representation that requires
// a field the answered one does not.
import { describe, expect, it } from "vitest";
import { fullerOf, selectedSchema } from "../src/output-schema.js";

const ref = (key: string) => ({ $ref: `#/$defs/${key}` });
const record = (type: string, properties: Record<string, unknown>, ...parts: string[]) => ({
  type: "object",
  allOf: [...parts.map(ref), { properties: { type: { const: type }, id: { type: "string" }, ...properties } }],
  required: ["id", "type"],
});

const DEFS: Record<string, unknown> = {
  "Folder--Mini": record("folder", { name: { type: "string" } }),
  Folder: record("folder", { parent: ref("Folder--Mini") }, "Folder--Mini"),
  "Folder--Full": record("folder", { sync_state: { type: "string" } }, "Folder"),
  WebLink: record("web_link", { url: { type: "string" } }),
  "WebLink--Mini": record("web_link", {}),
  // A fuller form that requires more than the lesser one does not admit only more fields.
  "Task--Mini": record("task", {}),
  "Task--Full": { ...record("task", {}, "Task--Mini"), required: ["id", "type", "due_at"] },
  Item: { type: "object", oneOf: [ref("Folder--Mini"), ref("WebLink--Mini")] },
  Items: {
    description: "Entries in their mini representation.",
    type: "object",
    properties: { entries: { type: "array", items: ref("Item") }, limit: { type: "integer" } },
  },
  Loop: { anyOf: [ref("Loop"), ref("Folder--Mini")] },
};

describe("fullerOf", () => {
  it("names the fullest representation the definitions hold, from the upstream's naming", () => {
    expect(fullerOf("Folder--Mini", DEFS)).toBe("Folder--Full");
    expect(fullerOf("Folder", DEFS)).toBe("Folder--Full");
    expect(fullerOf("WebLink--Mini", DEFS)).toBe("WebLink");
  });

  it("names none for the fullest, a definition of no family, or a fuller form requiring more", () => {
    expect(fullerOf("Folder--Full", DEFS)).toBeUndefined();
    expect(fullerOf("Item", DEFS)).toBeUndefined();
    expect(fullerOf("Task--Mini", DEFS)).toBeUndefined();
  });
});

describe("selectedSchema", () => {
  it("answers a listing's entries in their fullest representation, the listing inlined with words of its own", () => {
    const selected = selectedSchema({ allOf: [ref("Items"), { properties: { cut: {} } }] }, DEFS)!;
    const listing = (selected.allOf as Record<string, unknown>[])[0]!;
    expect(listing.description).toMatch(/^Each record answered in its fullest representation: /);
    const { entries, limit } = listing.properties as Record<string, { items?: Record<string, unknown> }>;
    expect(entries!.items!.oneOf).toEqual([ref("Folder--Full"), ref("WebLink")]);
    expect(limit).toEqual({ type: "integer" });
  });

  it("answers a result in its fullest representation, keeping a 304 beside it and records nested in it", () => {
    expect(selectedSchema({ anyOf: [ref("Folder--Mini"), ref("NotModified")] }, DEFS)).toEqual({
      anyOf: [ref("Folder--Full"), ref("NotModified")],
    });
    // The fullest already: its `parent` (a mini folder) is not what the selection names.
    expect(selectedSchema(ref("Folder--Full"), DEFS)).toBeUndefined();
    expect(selectedSchema(ref("Task--Mini"), DEFS)).toBeUndefined();
  });

  it("widens only the entries of the listing answered, not a listing within an entry", () => {
    const nested = { type: "object", properties: { entries: { type: "array", items: ref("Items") } } };
    expect(selectedSchema(nested, DEFS)).toBeUndefined();
  });

  it("ends on a definition that names itself", () => {
    expect(selectedSchema(ref("Loop"), DEFS)).toMatchObject({ anyOf: [ref("Loop"), ref("Folder--Full")] });
  });
});

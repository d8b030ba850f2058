// kit.searchTools and searchTools for any kit: best first, bounded by the options, and the generated index (with
// the manifest's keywords) is what a kit searches.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createToolkit, definitions } from "@toolgen/content-api";
import {
  buildSearchIndex,
  nameWords,
  nothingFits,
  requestActions,
  searchDocument,
  searchScope,
  searchTools,
  SelectionError,
  toolActions,
} from "@toolgen/runtime";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../generator/load/index.js";
import type { JsonObject } from "../runtime/src/contract.js";
import { toolDocument } from "../runtime/src/search/tools/documents.js";
import { indexDocuments } from "../runtime/src/search/tools/search-index.js";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { ITEM_KINDS, mentions } from "../runtime/src/search/words/vocabulary.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const manifest = loadManifest(path.join(ROOT, "spec/content.yaml")).manifest;
const keywords = Object.fromEntries(manifest.tools.map((t) => [t.name, t.keywords ?? []]));
const destructive = (name: string) => definitions.some((d) => d.name === name && d.annotations.destructiveHint);

describe("kit.searchTools", () => {
  it("answers name, title, description and score, best first, five by default", () => {
    const matches = kit.searchTools("download a file");
    expect(matches).toHaveLength(5);
    const byName = new Map(definitions.map((d) => [d.name, d]));
    for (const m of matches) {
      const d = byName.get(m.name)!;
      expect(m).toEqual({ name: d.name, title: d.title, description: d.description, score: expect.any(Number) });
    }
    const scores = matches.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(kit.searchTools("download a file", { limit: 2 })).toEqual(matches.slice(0, 2));
  });

  it("searches only the tools the options leave", () => {
    const group = kit.searchTools("folder", { group: "deletion", limit: 20 });
    expect(group.length).toBeGreaterThan(0);
    for (const m of group) expect(definitions.find((d) => d.name === m.name)!.group).toBe("deletion");
    const readOnly = kit.searchTools("delete a folder", { readOnly: true, limit: 20 });
    for (const m of readOnly) expect(definitions.find((d) => d.name === m.name)!.annotations.readOnlyHint).toBe(true);
    expect(
      kit.searchTools("folder", { tools: ["*Folder*Lock*"], limit: 20 }).every((m) => /Folder.*Lock/.test(m.name)),
    ).toBe(true);
    expect(() => kit.searchTools("folder", { tools: ["NoSuch*"] })).toThrow(SelectionError);
    expect(() => kit.searchTools("folder", { limit: 0 })).toThrow(RangeError);
    expect(kit.searchTools("")).toEqual([]);
  });

  it("searches the generated index, keywords included: a word only a tool's keywords hold finds it", () => {
    // Words of one tool's keywords alone, which appear in no definition: only the manifest's keywords can find it.
    const everything = definitions.map((d) => JSON.stringify(searchDocument(d)).toLowerCase()).join(" ");
    const owners = new Map<string, Set<string>>();
    for (const d of definitions)
      for (const word of keywords[d.name]!.flatMap((k) => k.split(/[^a-z0-9]+/)))
        owners.set(word, (owners.get(word) ?? new Set()).add(d.name));
    const probes = [...owners]
      .filter(([word, tools]) => tools.size === 1 && word.length >= 5 && !everything.includes(word))
      // A word that alone asks for an action no tool serves ("restore") is answered with nothing, by design; one that
      // asks a read ("output") is offered no deletion.
      .filter(([word]) => nothingFits({ definitions }, word) === undefined)
      .filter(([word, tools]) => !(requestActions(word).includes("read") && [...tools].some(destructive)))
      .map(([word, tools]) => ({ word, tool: [...tools][0]! }));
    expect(probes.length).toBeGreaterThan(10);
    let missedWithout = 0;
    for (const { tool, word } of probes) {
      // Among every hit: a bare word asks for no deletion, so a destructive tool it finds ranks below the others.
      expect(
        kit.searchTools(word, { limit: definitions.length }).map((m) => m.name),
        `${word} → ${tool}`,
      ).toContain(tool);
      // Bare definitions have no keywords: the runtime indexes them itself, and there such a word finds the tool
      // only through a fuzzy or prefix match on some other word.
      if (!searchTools({ definitions }, word).some((m) => m.name === tool)) missedWithout += 1;
    }
    expect(missedWithout).toBeGreaterThan(probes.length / 2);
    expect(searchTools({ definitions }, "download a file")).toHaveLength(5);
  });
});

describe("the generated search index", () => {
  it("is what the runtime builds from the definitions, keywords and output schemas, every time", () => {
    const file = (name: string) => readFileSync(path.join(ROOT, "generated/content-api/definitions", name), "utf8");
    const outputs = JSON.parse(file("output-schemas.json")) as { $defs: Record<string, JsonObject> } & {
      tools: Record<string, JsonObject>;
    };
    const build = () =>
      indexDocuments(
        definitions.map((d) =>
          toolDocument(
            { definition: d, source: { keywords: keywords[d.name] }, outputSchema: outputs.tools[d.name]! },
            outputs.$defs,
          ),
        ),
      );
    expect(`${JSON.stringify(build())}\n`).toBe(file("search-index.json"));
    expect(JSON.stringify(build())).toBe(JSON.stringify(build()));
    // Without the output schemas only the fields are missing.
    const plain = buildSearchIndex(definitions, keywords).toJSON().storedFields as Record<string, { facts: object }>;
    expect(Object.values(plain).filter((s) => "fields" in s.facts)).toEqual([]);
  });

  it("indexes names split into words", () => {
    expect(nameWords("GetAiAgentDetails")).toBe("Get Ai Agent Details");
    expect(nameWords("file_version_id")).toBe("file version id");
    expect(nameWords("conversations.history")).toBe("conversations history");
  });
});

describe("what a request means beyond its words", () => {
  // Tools picked by binding (operationId): a spec edit may rename them.
  // (A tool not found at all ranks last.)
  const rank = (query: string, operationId: string) => {
    const at = kit.searchTools(query, { limit: 500 }).findIndex((m) => m.name === toolFor({ operationId }));
    return at < 0 ? Infinity : at;
  };

  it("finds a tool by everyday words the manifest does not use", () => {
    // No definition or keyword holds "wastebasket"; it stands for the trash.
    expect(JSON.stringify(definitions).toLowerCase()).not.toContain("wastebasket");
    expect(Object.values(keywords).flat().join(" ")).not.toContain("wastebasket");
    const found = kit.searchTools("wastebasket");
    expect(found.length).toBeGreaterThan(0);
    const best = definitions.find((d) => d.name === found[0]!.name)!;
    expect((best.operation as { path: string }).path).toMatch(/\/trash\b/);
  });

  it("finds the resource a request names by a word no tool uses ('where is the budget spreadsheet')", () => {
    for (const [query, word] of [
      ["where is the budget spreadsheet", "spreadsheet"],
      ["where's the Q3 deck", "deck"],
    ] as const) {
      expect(JSON.stringify(definitions).toLowerCase(), query).not.toContain(word);
      const noun = mentions(query)[0]!.noun;
      expect(noun, query).not.toBe(word);
      const first = kit.searchTools(query)[0];
      expect(first, query).toBeDefined();
      // (Its own read, or, asked only where it is, the listing of the items it is among, which finds it.)
      const facts = toolFacts(definitions.find((d) => d.name === first!.name)!);
      expect([noun, ITEM_KINDS.has(noun) ? "item" : noun], query).toContain(facts.resource);
    }
  });

  it("hears an invitation as a collaboration not yet accepted, which can be revoked", () => {
    expect(mentions("revoke the invitation I sent to ana@example.com").map((m) => m.noun)).toEqual(["collaboration"]);
    const first = firstHit(kit, "revoke the invitation I sent to ana@example.com")!;
    expect(toolFacts(first).resource).toBe("collaboration");
    expect(first.annotations.destructiveHint).toBe(true);
  });

  it("hears how sensitive an item is as its classification, and how long things are kept as a retention policy", () => {
    const sensitive = "how sensitive is folder 20030 marked as?";
    expect(toolFacts(firstHit(kit, sensitive)!)).toMatchObject({
      resource: "security classification",
      parent: "folder",
    });
    expect(rank("how long do we keep things under policy 7701?", "get_retention_policies_id")).toBeLessThan(5);
    // A sensitive item is still the item: the adjective filters, it names no classification.
    for (const query of ["list the confidential files in folder 5", "show me sensitive documents in folder 5"])
      expect(rank(query, "get_folders_id_items"), query).toBe(0);
  });

  it("hears 'still' as a state that lasts, no frame of a video: no thumbnail for what is still open", () => {
    for (const query of ["What tasks are still open on file 4410028?", "is file 889 still in the trash? show it"])
      expect(rank(query, "get_files_id_thumbnail_id"), query).toBeGreaterThanOrEqual(5);
  });

  it("hears whether an item is classified as a question of its classification", () => {
    const classification = "get_folders_id_metadata_enterprise_securityClassification-<template_key>";
    expect(rank("is folder 510 classified", classification)).toBeLessThan(5);
    expect(rank("is folder 510 shared", classification)).toBeGreaterThanOrEqual(5);
  });

  it("hears metadata pushed down a folder to everything inside it as a cascade", () => {
    const query = "the rule pushing the invoice template's metadata down folder 640 to everything inside";
    expect(rank(query, "get_metadata_cascade_policies")).toBeLessThan(5);
  });

  it("hears what one threw away as in the trash", () => {
    expect(rank("the bookmark link 3301 i threw away, show it", "get_web_links_id_trash")).toBe(0);
  });

  it("hears what was done lately as the recent items", () => {
    expect(rank("what did I open lately", "get_recent_items")).toBe(0);
    expect(mentions("anything lately").map((m) => m.noun)).toEqual(mentions("recent items").map((m) => m.noun));
    // (Not after "most", which orders what it qualifies: who edited the file last is in the file's record.)
    const [recent] = mentions("recent items");
    const query = "who edited the Skelmore Barrow survey plan most recently and when?";
    expect(requestShape(query).nouns.map((m) => m.noun)).not.toContain(recent!.noun);
    expect(rank(query, "get_recent_items")).toBeGreaterThan(0);
  });

  it("hears a kind of items said right before a noun of another kind as qualifying it: recent comments are comments", () => {
    const nouns = (query: string) => mentions(query).map((m) => m.noun);
    const [recent] = nouns("recent items");
    expect(nouns("show recent comments on file 5")).toEqual(nouns("show comments on file 5"));
    expect(nouns("show my recent files")).toContain(recent);
    expect(kit.searchTools("show recent comments on file 5")[0]).toMatchObject({
      name: kit.searchTools("show comments on file 5")[0]?.name,
    });
    // (A kind said by a phrase is a thing of its own: "shared link permissions" are the shared link's.)
    expect(nouns("get the shared link permission for file 5")).toContain(nouns("shared link")[0]);
  });

  it("ranks the live item's tool above the trashed one's unless the request speaks of the trash", () => {
    for (const [query, live, trashed] of [
      ["list the items of folder 12", "get_folders_id_items", "get_folders_trash_items"],
      ["get the web link 55 with its fields", "get_web_links_id", "get_web_links_id_trash"],
    ] as const)
      expect(rank(query, live), query).toBeLessThan(rank(query, trashed));
    expect(rank("list the items in the trash", "get_folders_trash_items")).toBe(0);
  });

  it("prefers the narrow deletion asked for: a person's access is a collaboration, a group's member a membership", () => {
    expect(rank("remove a person's access to a folder", "delete_collaborations_id")).toBe(0);
    expect(rank("remove a user from a group", "delete_group_memberships_id")).toBe(0);
  });

  it("hears an effect in everyday words: taking someone off a thing asks for a removal", () => {
    const found = kit.searchTools("take user 5 off the hold", { limit: 3 });
    const group = new Map(definitions.map((d) => [d.name, d.group]));
    expect(found.map((m) => group.get(m.name))).toEqual(["deletion", "deletion", "deletion"]);
  });
});

describe("nothing fits", () => {
  const byName = new Map(definitions.map((d) => [d.name, d]));

  it("derives what the kit can do from its tools' groups, outcomes and names", () => {
    const scope = searchScope(definitions);
    for (const d of definitions) for (const action of toolActions(d)) expect(scope.can).toContain(action);
    expect(scope.can).toEqual(expect.arrayContaining(["read", "delete"]));
    expect(scope.cannot.length).toBeGreaterThan(0);
    for (const action of scope.cannot) expect(scope.can).not.toContain(action);
    // Without the deletions, deleting is something these tools cannot do.
    const reads = definitions.filter((d) => d.annotations.readOnlyHint);
    expect(searchScope(reads).can).toEqual(["read"]);
  });

  it("answers nothing, with a sentence of what the tools can and cannot do, for an action no tool serves", () => {
    const cannot = searchScope(definitions).cannot;
    for (const action of cannot) {
      const query = `${action} folder 12`;
      expect(kit.searchTools(query), query).toEqual([]);
      const sentence = nothingFits({ definitions }, query)!;
      expect(sentence).toContain(`no tool can ${action}`);
      for (const can of searchScope(definitions).can) expect(sentence).toContain(can);
    }
    // The sentence says what the tools can do with the resource named, from their facts.
    const folderActions = definitions.map(toolFacts).filter((f) => f.resource === "folder");
    const sentence = nothingFits({ definitions }, "rename folder 12")!;
    // (Removing is said as deleting: both destroy.)
    for (const f of folderActions) expect(sentence).toContain(f.action === "remove" ? "delete" : f.action);
    expect(sentence).toMatch(/^Nothing fits: no tool can rename a folder\. .* With a folder they can /);
    expect(sentence).not.toMatch(/\bremove\b/);
    // A deletion asked of a read-only selection: nothing, though the kit itself has the tool.
    const deleteFolder = kit.searchTools("delete folder 12", { limit: 1 })[0]!;
    expect(byName.get(deleteFolder.name)!.group).toBe("deletion");
    expect(kit.searchTools("delete folder 12", { readOnly: true })).toEqual([]);
    expect(
      nothingFits({ definitions: definitions.filter((d) => d.annotations.readOnlyHint) }, "delete folder 12"),
    ).toMatch(/no tool can delete/);
  });

  it("answers a request that also asks for something the tools do, and one that names no action", () => {
    expect(kit.searchTools("restore the file I deleted, or at least show me the trash").length).toBeGreaterThan(0);
    expect(nothingFits({ definitions }, "folder 12")).toBeUndefined();
    expect(kit.searchTools("folder 12").length).toBeGreaterThan(0);
  });

  it("offers no destructive tool for a request to read, however well its words fit", () => {
    // Every destructive tool's name without its verbs, asked as a question: the words match it, the request reads.
    for (const d of definitions.filter((t) => t.annotations.destructiveHint)) {
      const words = nameWords(d.name).toLowerCase().split(" ");
      const things = words.filter((w) => requestActions(w).length === 0);
      if (things.length === 0) continue; // "Delete Archive": every word names an action
      const query = `what is the ${things.join(" ")}?`;
      const risky = kit.searchTools(query, { limit: 20 }).map((m) => byName.get(m.name)!.annotations.destructiveHint);
      expect(risky.length, query).toBeGreaterThan(0);
      expect(risky, query).not.toContain(true);
    }
    // (Nor where only a deletion's words come near: "lease" is one letter from a membership's "leave group".)
    const near = kit.searchTools("tell me what the lease says about parking", { limit: 20 });
    expect(near.map((m) => byName.get(m.name)!.annotations.destructiveHint)).not.toContain(true);
  });

  it("keeps the tool the words fit best among the first five when the structure ranks it lower", () => {
    // Every destructive tool's name without its verbs, with no action asked: the tiers put reads first, yet the
    // tool whose words these are must stay within the first five (the structure decides only what comes first).
    const asked = definitions
      .filter((t) => t.annotations.destructiveHint)
      .map((d) => ({
        d,
        things: nameWords(d.name)
          .toLowerCase()
          .split(" ")
          .filter((w) => requestActions(w).length === 0),
      }))
      .filter(({ things }) => things.length > 0);
    const found = asked.filter(({ d, things }) => kit.searchTools(things.join(" ")).some((m) => m.name === d.name));
    expect(found.length / asked.length).toBeGreaterThanOrEqual(0.9);
  });
});

// A listing scoped under another resource than a file or folder (the files under a retention policy's assignment, the
// versions on a hold, a collection's items) fits a request only when it names that parent or what it is about; one
// that names neither asks for the plain listing of the same things (a file's versions). Tools are found by their
// bindings, their facts derived.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { scopedUnnamed } from "../runtime/src/search/ranking/scoped.js";
import { synonymTerms } from "../runtime/src/search/words/synonyms.js";
import { firstHit } from "./support/first-hit.js";
import { toolFor } from "./support/spec.js";

const kit = createToolkit({ accessToken: "unused" });
const scope = searchScope(kit.definitions);
const named = (path: string) => toolFor({ method: "GET", path });
const facts = (name: string) => toolFacts(kit.definitions.find((d) => d.name === name)!);
const versions = named("/files/{file_id}/versions");
const retained = named("/retention_policy_assignments/{retention_policy_assignment_id}/files_under_retention");
const retainedVersions = named(
  "/retention_policy_assignments/{retention_policy_assignment_id}/file_versions_under_retention",
);
const onHold = named("/legal_hold_policy_assignments/{legal_hold_policy_assignment_id}/files_on_hold");
const collected = named("/collections/{collection_id}/items");
const folderItems = named("/folders/{folder_id}/items");
const recent = named("/recent_items");
const rank = (query: string, name: string) => kit.searchTools(query, { limit: 50 }).findIndex((m) => m.name === name);
const unnamed = (name: string, query: string) =>
  scopedUnnamed(facts(name), requestShape(query), scope.parts, synonymTerms(query));

describe("a listing scoped under another resource", () => {
  it("is scoped where its parent is no file or folder and the kit lists the same things in their own place", () => {
    const query = "show me the biggest files";
    for (const name of [retained, retainedVersions, onHold, collected]) expect(unnamed(name, query), name).toBe(true);
    for (const name of [versions, folderItems]) expect(unnamed(name, query), name).toBe(false);
  });

  it("gives way to the plain listing when the request names neither its parent nor what it is about", () => {
    for (const query of [
      "how many versions has the grant budget been through",
      "list the earlier versions of the onboarding checklist",
    ]) {
      expect(firstHit(kit, query)?.name, query).toBe(versions);
      expect(rank(query, versions), query).toBeLessThan(rank(query, retainedVersions));
    }
  });

  it("keeps its place where the request names its parent, what it is about, or an everyday word for either", () => {
    keepsPlace([
      ["which files does the seven year retention policy keep", retained],
      ["what files sit on the Ortega litigation hold", onHold],
      ["show every version kept under the records policy", retainedVersions],
      ["which of my favourited spreadsheets changed yesterday", collected],
    ]);
  });

  it("is no cause to put the plain listing first where an act done to the items picks them out", () => {
    const query = "list the last few files I edited";
    expect(rank(query, recent), query).toBeLessThan(rank(query, folderItems));
  });

  it("leaves many items said in no place to the plain listing of the places that hold them, from the top", () => {
    for (const query of [
      "which files are the oldest ones we still keep around",
      "show me every file over a gigabyte",
      "which spreadsheets are the largest ones we keep",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(folderItems);
  });

  it("leaves them to it though none of its words is the request's, or a measure of their age picks them", () => {
    for (const query of ["which documents are the biggest", "which photos are older than a year"])
      expect(firstHit(kit, query)?.name, query).toBe(folderItems);
  });
});

/** Each request keeps its scoped listing: not read as naming no parent, and first. */
function keepsPlace(cases: readonly (readonly [string, string])[]) {
  for (const [query, name] of cases) {
    expect(unnamed(name, query), query).toBe(false);
    expect(firstHit(kit, query)?.name, query).toBe(name);
  }
}

describe("a scoped listing's parent said by a verb's form", () => {
  it("keeps its place where a participle or an adjective of the parent's act names it", () => {
    keepsPlace([
      ["list the held files for the Okafor dispute", onHold],
      ["show me the retained file versions", retainedVersions],
      ["which spreadsheets are being held right now", onHold],
    ]);
  });

  it("still gives way where no word names it in any form", () => {
    const query = "list the kept file versions of the plan";
    expect(rank(query, versions), query).toBeLessThan(rank(query, retainedVersions));
  });
});

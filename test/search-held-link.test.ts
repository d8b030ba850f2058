// A tool whose binding takes a shared link itself (sent in a header) tells what a link the caller holds points to; a
// request that names an item and asks about that item's link gives no link, and is the item's own to answer. Which
// tools take the link is derived from the bindings, never named here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { namedByHeader } from "../runtime/src/search/tools/facts.js";
import { givesLink } from "../runtime/src/search/ranking/held-link.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const byLink = new Set(definitions.filter(namedByHeader).map((d) => d.name));

describe("a tool that takes a shared link itself", () => {
  it("is derived from the bindings", () => {
    expect(byLink.size).toBeGreaterThan(0);
  });

  it("comes after the named item's own reads when the request asks about that item's link", () => {
    for (const query of [
      "what's the shared link for the quarterly newsletter? I want to post it",
      "is the public link on the harbour plan drawings still working",
      "whats the share link url for the onboarding checklist",
    ]) {
      expect(givesLink(query), query).toBe(false);
      const names = kit.searchTools(query, { limit: 4 }).map((m) => m.name);
      expect(names.length, query).toBeGreaterThan(0);
      // (Every tool before the first that takes a link is one that reads the item the request names.)
      expect(byLink.has(names[0]!), `${query}: ${names.join(", ")}`).toBe(false);
      expect(
        names.filter((n) => byLink.has(n)),
        `${query}: ${names.join(", ")}`,
      ).toEqual([]);
    }
  });

  it("still comes first when the request gives the link: written out, or one the speaker holds", () => {
    for (const query of [
      "a supplier sent me https://example.org/s/k7q2 — what file is that?",
      "I received a shared link from the auditors, which file does it open?",
      "what file does this shared link point to",
      "we have a share link from the auditors, what file is behind it?",
    ]) {
      expect(givesLink(query), query).toBe(true);
      expect(byLink.has(firstHit(kit, query)?.name ?? ""), query).toBe(true);
    }
    // (Or names it by its own id.)
    const query = "what does shared link k7Q2x9 open";
    expect(givesLink(query)).toBe(false);
    expect(byLink.has(firstHit(kit, query)?.name ?? "")).toBe(true);
  });
});

describe("a link said to be shareable or for sharing", () => {
  it("is the item's shared link, as 'shared link' is", () => {
    for (const [said, shared] of [
      ["what is the sharing link for file 5", "what is the shared link for file 5"],
      ["get me the shareable link for the orientation deck", "get me the shared link for the orientation deck"],
    ]) {
      expect(requestShape(said!).object, said).toBe(requestShape(shared!).object);
      expect(firstHit(kit, said!)?.name, said).toBe(firstHit(kit, shared!)?.name);
    }
  });
});

// The link said of an item ("the link on file 5") is its shared link, which the kit reads but never deletes: a request
// to delete it is served by nothing, not by the deletion of the file or of a file request.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
// What the file's own shared link is read by: a read of a file qualified by its shared link.
const linkRead = kit.definitions.find((d) => {
  const f = toolFacts(d);
  return f.resource === "file" && f.qualifiers.includes("shared link");
})!;

describe("the link said of an item", () => {
  it("is read by the item's shared link", () => {
    expect(linkRead).toBeDefined();
    for (const query of ["what's the link for file 5", "when does the link on file 5 expire"])
      expect(firstHit(kit, query)?.name, query).toBe(linkRead.name);
  });

  it("is deleted by no tool: nothing fits, rather than the file's or a file request's deletion", () => {
    for (const query of [
      "delete the link on file 5",
      "kill the link for file 5",
      "revoke the link on the budget sheet",
      // (Or "to" the item, or taken "off" it.)
      "kill the link to the budget sheet",
      "take the link off the budget file",
      // (Or after a clause of who sent it: the item itself is kept.)
      "the link we sent them for the evidence folder can go now. Don't touch the folder itself",
      "the link we sent them for the evidence folder can go now",
      // (A link sent to someone is a shared link, whatever it is of.)
      "the link we sent the roofing contractor for the Dunmore survey photos, can you take it off?",
      // (Or said again by its last word after the whole phrase.)
      "the shared link on the Ash Lane feedback is public. kill the link but keep the file",
      // (Or by another determiner of one, or with a participle before it.)
      "the Okafor folder got a shared link by mistake. can you kill that link? the folder stays",
      "get rid of the expired link on file 5",
    ])
      expect(kit.searchTools(query), query).toEqual([]);
  });

  it("is no link to elsewhere: the link to the wiki is a web link, and so is one to a thing in a folder", () => {
    for (const query of [
      "delete the link to the wiki",
      "remove the link to the old booking system from the reception folder",
      "remove the link to the old booking system inside the reception folder",
      // (A link with words of its own after a shared link is said is still its own.)
      "the shared link on the Q3 deck is fine but delete the link to the old wiki",
      // (Nor is one someone put on a folder: a web link in it.)
      "the link I put on folder 5 is broken, delete it",
      "delete the link I added to folder 5",
      // (A link sent to the speaker is no link they shared: "the link you sent me".)
      "the link you sent me to the wiki is broken, delete it",
    ]) {
      const facts = toolFacts(firstHit(kit, query)!);
      expect([facts.action, facts.resource.split(" ").at(-1)], query).toEqual(["delete", "link"]);
    }
  });
});

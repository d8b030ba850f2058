// A destruction a statement grants ("webhook 5 can be deleted now") is asked, as one it says must happen is; asked
// about, wondered of in a clause a question word opens, or said as a rule, a condition or a purpose, it is not.
import { createToolkit } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit, firstKind } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const messaging = createMessaging({ accessToken: "unused" });
const kindOf = (query: string) => firstKind(kit, query);

describe("a destruction a statement grants", () => {
  it("is asked: the tool that destroys what the statement names comes first", () => {
    expect(requestShape("webhook 5 can be deleted").asked).toEqual(["delete"]);
    expect(kindOf("webhook 5 can be deleted now")).toEqual({ action: "destroy", resource: "webhook" });
    // (After "so", what follows from a statement before it.)
    expect(kindOf("the contract ended in March, so the Night Crew group can be removed entirely")).toEqual({
      action: "destroy",
      resource: "group",
    });
    // (Or with why after it: "because …", "now that …".)
    for (const query of [
      "The Summer Temps group can be deleted now that the season's over.",
      "the Summer Temps group can be deleted because the season is over",
    ])
      expect(kindOf(query), query).toEqual({ action: "destroy", resource: "group" });
    // (Or with the place it is taken out of after it, one thing named by "the" or its id.)
    for (const query of [
      "file 5 can be deleted from folder 7",
      "the task on file 5 can be removed from the Q3 deck now",
    ])
      expect(requestShape(query).asked, query).toEqual(["delete"]);
    expect(kindOf("file 5 can be deleted from the Archive folder")).toEqual({ action: "destroy", resource: "file" });
    // (A title in quotation marks after the noun is its name, no subject of a clause telling of it.)
    expect(kindOf('the task "Chase lab for crown shade" on file 5 can be deleted, that\'s done')).toEqual({
      action: "destroy",
      resource: "task",
    });
  });

  it("answers nothing where no tool destroys what it names", () => {
    expect(messaging.searchTools("The #autumn-cup-2023 channel can be deleted now")).toEqual([]);
  });

  it("is not asked where it is asked about or wondered, or said as a rule, a condition, a source or a purpose", () => {
    for (const query of [
      "can webhook 5 be deleted?",
      "tell me which webhooks can be deleted",
      "which files in folder 5 can be deleted?",
      "I need to know if folder 5 can be deleted",
      "nothing in folder 5 can be deleted",
      "folder 5 could be deleted",
      // (Nor a rule, a condition, a hedge, a purpose, or a subject that names no one thing.)
      "files in this folder can only be deleted by admins",
      "comments can be deleted by their authors",
      "a collaborator can be removed by the folder owner",
      "comments can be deleted from any file",
      "the file can be deleted from the folder if legal agrees",
      "folder 5 can be deleted once the audit is finished",
      "the Summer Temps group can be deleted now if legal agrees",
      // (A reason that does not end the request, one that is a time, or one given for things of a kind: a rule.)
      "the Q3 folder can be deleted because it's empty but don't delete it yet",
      "the Q3 folder can be deleted since it's empty, once legal signs off",
      "the Q3 folder can be deleted since Monday",
      "comments can be deleted because owners control them",
      "comments can be deleted now because admins turned that on",
      "task comments can be deleted since owners control them",
      "the Q3 folder can be deleted because it's empty pending legal review",
      "file 12 can probably be deleted",
      "zip folder 5 so the old copy can be deleted",
      "anything older than 2020 can be deleted",
      "the old versions can be deleted automatically",
      "the file can be deleted tomorrow",
      "file 5 can be deleted, if legal agrees",
      "these can be deleted",
      "the policy says the old versions can be deleted",
      "I copied the files to folder 6 so the originals can be deleted",
      "If the task is done, the task can be deleted.",
      "According to IT, user 77 can be deleted.",
      "Webhook 4 can be deleted, per legal.",
      "Our policy: the old versions can be deleted.",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("delete");
      expect(firstHit(kit, query)?.annotations.destructiveHint ?? false, query).toBe(false);
    }
  });
});

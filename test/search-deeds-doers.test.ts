// Questions of who did an act asked of the people it picks out ("everyone who opened …"): its doers.
// Which tool lists the record of acts is derived from the kit's output schemas, never named.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";
import { recordsOfActs } from "./support/records-of-acts.js";

const kit = createToolkit({ accessToken: "unused" });

const logs = recordsOfActs("content-api");

describe("the people a request picks out by a past act", () => {
  it("are the doers it asks for: many people, or a word the tagger does not know, before 'who'", () => {
    for (const request of [
      "give me everybody who downloaded the pricing sheet this quarter",
      "list all the people who viewed the onboarding deck",
      "show me the auditors who previewed the ledger last week",
      "list every user who opened the Hiring folder yesterday",
      // (A slip in the word for everyone is still people: the tagger knows no such word.)
      "give me evreybody who downloaded the pricing sheet this quarter",
    ]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "unknown" });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
    // One person told of is no question of who did it; nor are items of the kit before "who".
    // (Nor are people a phrase qualifies its object by.)
    for (const request of [
      "find the user who uploaded file 5",
      "show the files who were shared last week",
      "list my files that are shared with contractors who left last year",
    ])
      expect(requestShape(request).deed, request).toBeUndefined();
  });
});

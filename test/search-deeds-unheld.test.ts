// Acts that leave no state a record holds (opening, viewing, previewing, downloading, logging in) are kept only by the
// record of acts: the people picked out by one, whoever did one up to now, and its doers after "by" are asked of it.
// What an act made or ended (joining, leaving, signing, approving) stays with what it acted on. Which tool lists the
// record of acts is derived from the kit's output schemas, never named.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";
import { recordsOfActs } from "./support/records-of-acts.js";

const kit = createToolkit({ accessToken: "unused" });
const logs = recordsOfActs("content-api");

describe("an act that leaves no state", () => {
  it("asks the record of acts for the many people it picks out ('everyone who opened …', 'which users have …')", () => {
    for (const request of [
      "give me everybody who downloaded the pricing sheet this quarter",
      "list all the people who viewed the onboarding deck",
      "which admins have previewed the salary bands this month",
      // (A slip in the word for everyone is still people: the tagger knows no such word.)
      "give me evreybody who downloaded the pricing sheet this quarter",
      // (A particle the tagger reads as a preposition still names the act: "logged in" is a login.)
      "which users have logged in this week",
    ]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "unknown" });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
  });

  it("asks it for its doers after 'by', many of any kind, and for whoever has been doing it", () => {
    for (const request of [
      "has the onboarding deck been viewed by all the new starters yet?",
      "who's been opening the payroll sheet",
    ])
      expect(logs, request).toContain(firstHit(kit, request)?.name);
  });

  it("is not an act that made, changed or ended something, whose state is held by what it acted on", () => {
    for (const request of [
      "list everyone who joined the Marketing group",
      "show the users who left last month",
      "which reviewers approved the task on file 5",
      "show everyone who signed the lease",
    ]) {
      expect(requestShape(request).deed, request).toBeUndefined();
      expect(logs, request).not.toContain(firstHit(kit, request)?.name);
    }
    // (Nor is a verb that names a kind of access, the noun after it, or a noun of the kit the tagger reads as a verb:
    // what people have now is asked, no act.)
    for (const request of [
      "which admins have read access to the budget folder",
      "which admins have read and write access to the budget folder",
      "which admins have files in the archive folder",
    ]) {
      expect(requestShape(request).deed, request).toBeUndefined();
      expect(logs, request).not.toContain(firstHit(kit, request)?.name);
    }
    // (But an act with its object is one: "accessed student records", "downloaded anything".)
    for (const request of [
      "tell me who accessed patient records from outside the clinic",
      "has anyone outside the firm downloaded anything from the Finance folder this week?",
    ]) {
      expect(requestShape(request).deed, request).toBeDefined();
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
    // (Nor is a thing people left, before a verb that asks no act of its own.)
    expect(logs).not.toContain(firstHit(kit, "what notes did people leave on the plan, file 3004?")?.name);
  });
});

describe("the record of acts", () => {
  it("records an act by the noun its verb makes ('authorized': an authorization)", () => {
    // (A slip in the verb is mended to it first: "auhtorized".)
    for (const request of [
      "who authorized the Zoom app",
      "who authorised the Zoom app last week",
      "who auhtorized the Zoom app",
    ])
      expect(logs, request).toContain(firstHit(kit, request)?.name);
  });
});

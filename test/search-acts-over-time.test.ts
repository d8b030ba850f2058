// Acts done over a time are the record of acts': who changed a part of an item then, which people did an act, the
// history of who did it, and the acts of a night or a year. What an item holds now is read from the item. Which tool
// lists the record of acts is derived from the kit's output schemas here, never named.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";
import { recordsOfActs } from "./support/records-of-acts.js";

const kit = createToolkit({ accessToken: "unused" });
const logs = recordsOfActs("content-api");

describe("acts done over a time", () => {
  it("are the record's when a part of an item was changed then, and the part holds no doer of the change", () => {
    for (const query of [
      "who edited the sharing permissions on the Budget folder yesterday",
      "did somebody change the permissions on folder 8812 last week?",
    ])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (Who has the part now is the item's.)
    expect(logs).not.toContain(firstHit(kit, "who has access to the Budget folder")?.name);
  });

  it("are the record's when people in general are picked out by the act ('which employees have previewed …')", () => {
    for (const query of [
      "which employees have previewed the onboarding deck this month",
      "which customers opened the price list",
      "list all users who downloaded the payroll export this week",
      "I need everyone who viewed the Q2 roadmap",
    ]) {
      expect(requestShape(query).deed?.doer, query).toBe("unknown");
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    }
    // (Not people said not to have done it, nor one person told of by the act.)
    expect(requestShape("list all users who haven't logged in for 60 days").deed).toBeUndefined();
    expect(requestShape("show me the user who uploaded file 5").deed).toBeUndefined();
    expect(logs).not.toContain(firstHit(kit, "list all users who haven't logged in for 60 days")?.name);
    // (Nor people a preposition's object says qualify another thing.)
    expect(requestShape("find files I own that are still shared with people who've left the company").deed).toBe(
      undefined,
    );
  });

  it("are the record's when the request asks no act of its own ('the full history of who opened …')", () => {
    const query = "the full history of who opened the Vendor folder, for our auditor";
    expect(requestShape(query).asked).toEqual([]);
    expect(logs).toContain(firstHit(kit, query)?.name);
  });

  it("span a part of a day said as the last or this one, and a year something was done in", () => {
    for (const query of ["any failed logins last night?", "any failed logins this morning", "accessed in 2024"])
      expect(requestShape(query).span, query).toBe(true);
    // (A year that qualifies a thing is no span: "the 2024 budget".)
    expect(requestShape("open the 2024 budget").span).toBe(false);
    expect(logs).toContain(firstHit(kit, "any failed logins last night?")?.name);
  });
});

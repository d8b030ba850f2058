// Acts done over a time are the record of acts': who changed a part of an item then, the history of who did it, and
// the acts of a night or a year. What an item holds now is read from the item. Which tool lists the record of acts is
// derived from the kit's output schemas here, never named.
import { createToolkit } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";
import { recordsOfActs } from "./support/records-of-acts.js";
import { toolFacts } from "../runtime/src/search/tools/facts.js";

const kit = createToolkit({ accessToken: "unused" });
const chat = createMessaging({ accessToken: "unused" });
const logs = recordsOfActs("content-api");

describe("acts done over a time", () => {
  it("are the record's when a part of an item was changed then, and the part holds no doer of the change", () => {
    for (const query of [
      "who edited the sharing permissions on the Budget folder yesterday",
      "did somebody change the permissions on folder 8812 last week?",
    ])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (Who has the part now is the item's; so is who changed it, when the item's name is only read as a date.)
    for (const query of ["who has access to the Budget folder", "who changed the permissions on the HR folder"])
      expect(logs, query).not.toContain(firstHit(kit, query)?.name);
    expect(requestShape("who changed the permissions on the Q2 folder").deed?.dated).toBe(false);
  });

  it("are the record's when the request asks no act of its own ('the full history of who opened …')", () => {
    const query = "the full history of who opened the Vendor folder, for our auditor";
    expect(requestShape(query).asked).toEqual([]);
    expect(logs).toContain(firstHit(kit, query)?.name);
  });

  it("span a part of a day said as the last or this one, and a year something was done in", () => {
    for (const query of ["any failed logins last night?", "any failed logins this morning", "accessed in 2024"])
      expect(requestShape(query).span, query).toBe(true);
    // (A time before a dash or a pronoun ends its phrase, qualifying nothing after it: an aside follows.)
    const aside =
      "Show me failed login attempts for Tom Okafor's account this week — he thinks someone's trying to get in.";
    expect(requestShape(aside).span).toBe(true);
    expect(logs).toContain(firstHit(kit, aside)?.name);
    expect(requestShape("any failed logins this week he says").span).toBe(true);
    // (A year that qualifies a thing is no span: "the 2024 budget"; nor a time word before a gerund that does, the
    // department "HR" read as hours: "the HR onboarding checklist"; nor units of time counted by nothing, a meeting's
    // record: "the minutes from the lab meeting".)
    for (const query of [
      "open the 2024 budget",
      "delete the HR onboarding checklist",
      "summarise the minutes from the last lab meeting",
      // (Nor the minutes after a noun: "the board minutes".)
      "download the board minutes",
    ])
      expect(requestShape(query).span, query).toBe(false);
    for (const query of [
      "what changed in the last 30 minutes",
      "anything in the past few minutes",
      "within 5 business days",
    ])
      expect(requestShape(query).span, query).toBe(true);
    expect(logs).toContain(firstHit(kit, "any failed logins last night?")?.name);
  });

  it("are the record's when things were changed then in a way their own record keeps no doer nor time of", () => {
    for (const query of [
      "which folders have been shared externally over the last two weeks",
      "list the files I shared with the auditors during the past month",
    ])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (A folder's record says who modified it and when: its own listing tells.)
    expect(logs).not.toContain(firstHit(kit, "show me every folder that was modified in the past 30 days")?.name);
  });

  it("are not the record's when the span tells the time of another verb, or measures how long", () => {
    for (const query of [
      "which folders shared with outside partners expire over the next 30 days?",
      "files shared externally that expire this month",
      "show the folders that have been shared externally for more than six months",
    ]) {
      expect(requestShape(query).span, query).toBe(true);
      expect(logs, query).not.toContain(firstHit(kit, query)?.name);
    }
  });
});

describe("a read of one thing over a span of time", () => {
  it("reads the listing of its parts that takes a window of time, not its record ('the group DM … from this morning')", () => {
    const query = "Show the group DM with Ewan, Marta and me from this morning";
    const shape = requestShape(query);
    expect(shape.span).toBe(true);
    const hit = firstHit(chat, query)!;
    // (Derived from the kit: the first hit lists the parts of the thing named, bounded in time by a parameter.)
    const windowed = Object.keys(hit.inputSchema.properties ?? {}).filter((p) => /^(?:oldest|latest)_/.test(p));
    expect(windowed.length).toBeGreaterThan(0);
    expect(toolFacts(hit)).toMatchObject({ action: "list", parent: shape.object });
    // (Of many, the things themselves: "which channels have had no messages in 6 months".)
    const many = "which channels have had no messages in the last 6 months";
    expect(toolFacts(firstHit(chat, many)!).resource).toBe(requestShape(many).object);
  });
});

describe("how many times an act was done", () => {
  it("is counted from the record of acts, not read from the item's content or record", () => {
    for (const query of ["how many times was file 5 downloaded", "how often has the brochure been previewed"])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (Not "do" standing for no act: "how often do we run backups" names no act the record records.)
    expect(logs).not.toContain(firstHit(kit, "how often do we run backups")?.name);
  });
});

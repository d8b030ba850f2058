// A question of a past act, asked of its doer or of what underwent it, is the record of acts' when the request does
// not ask to do the act: "what did she delete", "which files were previewed last week". Which tool lists the record of
// acts is derived from the kit's output schemas, never named.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";
import { recordsOfActs } from "./support/records-of-acts.js";

const kit = createToolkit({ accessToken: "unused" });
const logs = recordsOfActs("content-api");

describe("a question with its object fronted ('what did he …')", () => {
  it("asks the record of acts what its doer did: a pronoun, an address, people, a name said bare", () => {
    for (const request of [
      "what did she delete",
      "which folders did marta@example.org move last month",
      "how many files did the finance people download this week",
      "when did jordan last log in",
    ]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "named" });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
  });

  it("asks no act of what someone said, nor of people in general: the words, the things left are asked", () => {
    for (const request of ["what did he say about the budget", "what remarks did users leave on the plan, file 88"])
      expect(requestShape(request).deed, request).toBeUndefined();
  });
});

describe("a passive question of what underwent an act that leaves no state", () => {
  it("asks the record of acts ('what was previewed …', 'which files were downloaded …')", () => {
    for (const request of [
      "what was previewed in the Legal folder last week",
      "which files were downloaded yesterday",
    ]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "unknown" });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
  });

  it("is no question of an act that left a state ('which files were shared with me')", () => {
    expect(requestShape("which files were shared with me last week").deed).toBeUndefined();
  });

  it("is none in the present, which tells a state ('which domains are trusted')", () => {
    expect(requestShape("which domains are trusted for collaboration").deed).toBeUndefined();
  });

  it("names no one by an indefinite agent ('locked by someone'): the state is the item's own record's", () => {
    const query = "check whether the grant narrative is locked by someone";
    expect(requestShape(query).mentioned.map((m) => m.noun)).toEqual([]);
    expect(firstHit(kit, query)?.name).toBe(firstHit(kit, "check whether the grant narrative is locked")?.name);
  });
});

describe("a time of day", () => {
  it("dates the act after its day ('yesterday morning'), as the day alone does", () => {
    expect(requestShape("who moved the budget folder yesterday morning").deed).toMatchObject({ dated: true });
  });
});

describe("what the speaker made on a day", () => {
  it("is the record of acts', the verb no resource though the vocabulary names one by it ('what did we upload')", () => {
    for (const request of ["what did we upload on monday", "what did I upload yesterday"])
      expect(logs, request).toContain(firstHit(kit, request)?.name);
  });
});

// A yes-or-no question whether an act of answering was done ("did the caterer sign the venue contract yet?"), or one
// of who did it, is the state of the request for that act, which its record holds: the listing that finds it comes
// first, where the request gives no id, before a template of the act or the record of every act.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

describe("whether an act of answering was done", () => {
  it("reads the requests for it, starting at their listing", () => {
    for (const query of [
      "did the caterer sign the venue contract yet?",
      "has our new supplier signed the framework agreement yet? it went out last week",
      "did the rental agreement for the lake house get signed?",
    ]) {
      expect(requestShape(query).answered, query).toBe("sign");
      const first = firstHit(kit, query);
      expect(first && toolFacts(first), query).toMatchObject({
        action: "list",
        resource: "sign request",
        scope: "every",
      });
    }
  });

  it("is asked by a question of who did it, the thing answered read from the request's record", () => {
    for (const query of ["who signed the offer letter", "who hasn't signed the lease yet"]) {
      expect(requestShape(query).answered, query).toBe("sign");
      const first = firstHit(kit, query);
      expect(first && toolFacts(first).resource, query).toBe("sign request");
    }
    // (Not where "who" is no subject of the act.)
    expect(requestShape("who is the person that signs the leases").answered).toBeUndefined();
  });

  it("is no participle that qualifies a thing, nor another act said with its particle", () => {
    expect(requestShape("is the signed venue contract in folder 5?").answered).toBeUndefined();
    expect(requestShape("am I signed in as the admin?").answered).toBeUndefined();
  });

  it("is no login said with a preposition after the verb", () => {
    expect(requestShape("did somebody sign into the billing dashboard this morning?").answered).toBeUndefined();
    expect(requestShape("has the contractor signed onto the VPN yet?").answered).toBeUndefined();
    // (But "by" names who signed: "did the offer letter get signed by the candidate?")
    expect(requestShape("did the offer letter get signed by the candidate?").answered).toBe("sign");
  });

  it("is no sign request's where what was signed has a status record of its own (a user's on the terms of service)", () => {
    const query = "did I ever sign the terms of service?";
    expect(requestShape(query).answered).toBe("sign");
    const first = firstHit(kit, query);
    expect(first && toolFacts(first).resource, query).not.toBe("sign request");
    // (A thing that keeps no such record is still the request's: "did the caterer sign the venue contract yet?".)
  });
});

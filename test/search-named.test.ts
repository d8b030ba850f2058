// Things a request names without their id: an item a listing finds ("the current terms of service"); and an item named
// by its id with fields of its record ("hub 19: title, description"). Resources come from the kit's derived facts,
// never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createChat, definitions as messaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { takesId, toolFacts } from "../runtime/src/search/facts.js";
import { fieldsNamed } from "../runtime/src/search/fields.js";
import { requestShape } from "../runtime/src/search/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const first = (query: string) => toolFacts(firstHit(kit, query)!);

describe("an item named without its id", () => {
  it("is found by a listing of its kind before a read of one item that needs the id", () => {
    const facts = first("show me the current terms of service");
    expect([facts.action, facts.scope]).toEqual(["list", "every"]);
    // (So when it names no kind the vocabulary knows: "storage plans".)
    const query = "what storage plans exist in the org";
    expect(requestShape(query).object).toBeUndefined();
    expect([first(query).action, first(query).scope]).toEqual(["list", "every"]);
    // Given its id, it is that one item's.
    expect(first("show me terms of service 7").scope).toBe("one");
  });

  it("needs no id where the binding takes none: the caller's own record, a Slack method (it takes a name too)", () => {
    const own = definitions.filter((d) => toolFacts(d).qualifiers.includes("authenticated"));
    expect(own.length).toBeGreaterThan(0);
    for (const d of [...own, ...messaging]) expect(takesId(d), d.name).toBe(false);
    expect(definitions.some(takesId)).toBe(true);
  });
});

describe("a person named by name alone", () => {
  it("is found as the kind the grammar reads them as, though no tool's words match the request's", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const query of ["what's Marcus's title", "what's Dana's status"]) {
      const person = requestShape(query).nouns.find((m) => /^[A-Z]/.test(query.slice(m.start, m.end)));
      expect(person, query).toBeDefined();
      const first = chat.searchTools(query)[0];
      expect(first, query).toBeDefined();
      expect(toolFacts(messaging.find((d) => d.name === first!.name)!).resource, query).toBe(person!.noun);
    }
  });
});

describe("an item named by its id with fields of its record", () => {
  it("is that item's record, not a listing of its kind nor of its parts", () => {
    for (const query of ["legal hold 404 - name, description, dates?", "what is hub 19? title and description"]) {
      const shape = requestShape(query);
      expect(shape.count, query).toBe("one");
      const facts = first(query);
      expect([facts.action, facts.scope, facts.resource], query).toEqual(["get", "one", shape.object]);
    }
  });

  it("names a field by a whole noun phrase: 'email addresses' is no address", () => {
    const shape = requestShape("user 3003: email addresses, status");
    expect(fieldsNamed(shape.nounPhrases, ["address", "status"], ["user"])).toBe(1);
    expect(fieldsNamed(requestShape("user 3003: job title, login").nounPhrases, ["job_title", "login"], [])).toBe(2);
  });
});

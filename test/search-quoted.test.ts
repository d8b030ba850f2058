// What a request quotes, and a word that only modifies the noun after it, name things: neither is an act of the
// request.
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/grammar.js";

describe("a quoted stretch", () => {
  it("is a name or a text, never an act of the request", () => {
    // (Saying is how the comment is made; reviewing is the comment's text.)
    expect(requestShape('add a comment on file 5 saying "please review slide 12"').asked).not.toContain("read");
    expect(requestShape("rename file 5 to 'Q3 update - final'").asked).toEqual(["rename"]);
    expect(requestShape('find the deck called "board update"').asked).toEqual(["read"]);
  });

  it("ends at its closing quote: an act after it is the request's", () => {
    expect(requestShape('the file "budget" should be deleted').asked).toEqual(["delete"]);
    expect(requestShape("it's file 5: delete it").asked).toEqual(["delete"]);
  });
});

describe("a word before another noun of its clause", () => {
  it("modifies that noun, and asks nothing", () => {
    expect(requestShape("create a barrier between the sales and research groups").asked).toEqual(["create"]);
  });

  it("but a word in -ing there still acts", () => {
    expect(requestShape("message alice and bob saying lunch at noon").asked).toContain("send");
  });
});

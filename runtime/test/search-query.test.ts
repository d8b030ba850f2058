// What the search reads in a request beyond its own words: everyday words for the manifests' terms, identifiers
// that name a kind of thing, and whether it speaks of the trash.
import { describe, expect, it } from "vitest";
import { requestActions } from "../src/search/words/actions.js";
import { mentionsTrash, queryText } from "../src/search/request/query.js";
import { synonymTerms } from "../src/search/words/synonyms.js";

const terms = (query: string) => synonymTerms(query).split(" ");

describe("synonymTerms", () => {
  it("adds the manifest's terms for everyday words, whole words only", () => {
    expect(terms("bin that revision")).toEqual(expect.arrayContaining(["trash", "version"]));
    expect(terms("tear down the bookmark")).toEqual(expect.arrayContaining(["delete", "web", "link"]));
    expect(terms("take Joe off the list")).toContain("remove");
    // "binder" holds "bin", "notebook" holds "note": neither is the word.
    expect(synonymTerms("check the binder and the notebook")).toBe("");
    expect(synonymTerms("download a file")).toBe("");
  });

  it("tells asking to post a message from asking to be told", () => {
    expect(terms("tell #deploys the release is out")).toEqual(expect.arrayContaining(["send", "message"]));
    expect(synonymTerms("tell me about the channel")).not.toContain("send");
    expect(terms("what did people say yesterday")).toEqual(expect.arrayContaining(["messages", "oldest", "latest"]));
  });
});

describe("queryText", () => {
  it("names what an identifier stands for", () => {
    expect(queryText("mail bob@example.com about https://example.com/x in #general")).toMatch(
      /email .* link url .* channel general/,
    );
    expect(queryText("who is U0123ABC")).toContain(" user ");
    expect(queryText("Who Is U02DEF?")).toContain(" user ");
    expect(queryText("read C024BE91L")).toContain(" conversation ");
    expect(queryText("replies to 1713000000.000900")).toContain(" ts ");
    // A link is one in any case ("WHICH FILE IS HTTPS://APP.EXAMPLE.COM/S/ABC?").
    expect(queryText("WHICH FILE IS HTTPS://APP.EXAMPLE.COM/S/ABC?")).toContain(" link url ");
    // Lower case or short, it is a word, not an id.
    expect(queryText("upload 12345 to us_123")).toBe("upload 12345 to us_123");
    expect(queryText("WORKFLOW_MANUAL_START workflows, CONFIDENTIAL label")).not.toMatch(/user|conversation/);
  });
});

describe("mentionsTrash", () => {
  it("hears the trash, deleted items and purging, and nothing else", () => {
    for (const q of ["what's in the recycle bin", "show deleted files", "purge it", "restore folder 4"])
      expect(mentionsTrash(q), q).toBe(true);
    for (const q of ["list folder 4", "delete folder 4", "binder contents"]) expect(mentionsTrash(q), q).toBe(false);
  });
});

describe("requestActions", () => {
  it("hears the actions a request asks for, phrases before their words", () => {
    expect(requestActions("restore a folder from the trash")).toEqual(["restore"]);
    expect(requestActions("get rid of folder 5")).toEqual(["delete"]);
    expect(requestActions("get folder 5")).toEqual(["read"]);
    expect(requestActions("move file 9 to the trash")).toEqual(["delete"]);
    expect(requestActions("move file 9 to folder 4")).toEqual(["move"]);
    expect(requestActions("add bruno to #general")).toEqual(["invite"]);
    expect(requestActions("add a comment to file 9")).toEqual(["create"]);
  });

  it("takes a word after an article or possessive for a noun, and a question for a read", () => {
    // "the trash", "my upload", "the lock" name things.
    expect(requestActions("restore folder 4 from the trash")).toEqual(["restore"]);
    expect(requestActions("check the lock on folder 4")).toEqual(["read"]);
    expect(requestActions("what is in my trash")).toEqual(["read"]);
    expect(requestActions("which files did I delete last week")).toEqual(["read"]);
    expect(requestActions("do we have any ethical walls set up?")[0]).toBe("read");
    expect(requestActions("folder 12")).toEqual([]);
  });
});

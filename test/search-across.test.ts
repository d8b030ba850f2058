// Reads of items across the whole account, and closing what is completed: items a container lists are browsed from
// the root, requests no tool of the kit serves get nothing, and the same reads in a place and the same verb on what a
// tool deletes keep their tools. Tool names and
// resources come from the manifest's derived facts.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const first = (request: string) => facts.get(kit.searchTools(request)[0]?.name ?? "");
// The listing of a container's items (a folder's), read from its binding.
const folderItems = [...facts.values()].find(
  (f) => f.action === "list" && f.resource === "item" && f.parent === "folder",
);

describe("a read of items across the whole account", () => {
  it("browses a container's items from the root when the kit lists that kind of item only in a container", () => {
    for (const request of ["show me the 30 largest files across our organisation"])
      expect(first(request), request).toEqual(folderItems);
  });

  it("reads the account's word with two letters swapped as the word", () => {
    const names = (request: string) => kit.searchTools(request).map((m) => m.name);
    const pairs: Array<[string, string]> = [
      ["any pdfs in the enterpirse over 2GB?", "any pdfs in the enterprise over 2GB?"],
      ["how many pdfs acorss the enterprise are over 2GB?", "how many pdfs across the enterprise are over 2GB?"],
    ];
    for (const [swapped, plain] of pairs) expect(names(swapped), swapped).toEqual(names(plain));
    expect(first("how many pdfs acorss the enterprise are over 2GB?")).toEqual(folderItems);
  });

  it("keeps the listing of what else the request names, the account said or not", () => {
    const pairs: Array<[string, string]> = [
      ["list the files on legal hold in our enterprise", "list the files on legal hold"],
      ["list the files in the Legal collection across our account", "list the files in the Legal collection"],
    ];
    for (const [request, alone] of pairs) {
      expect(first(request), request).toBeDefined();
      expect(first(request), request).toEqual(first(alone));
    }
  });

  it("keeps the container's listing when the request names the container", () => {
    expect(folderItems).toBeDefined();
    expect(first("show me the 30 largest files in folder 8841")).toEqual(folderItems);
  });

  it("keeps a listing of every item of a kind the kit lists across the account", () => {
    const hub = first("list all the hubs in our company");
    expect(hub?.resource).toBe("hub");
    expect(hub?.scope).toBe("every");
  });
});

describe("a read across the account of things told of as made", () => {
  it("reads the record of acts, which holds their making", () => {
    expect(first("which files were uploaded across the whole company last week")?.resource).toBe("event");
    // (A kind of item said before the acts' noun modifies it: the acts are read.)
    expect(first("list the file deletions across the organisation over the past month")?.resource).toBe("event");
  });
});

describe("a setting of the whole account", () => {
  it("gets nothing for a thing the kit reads only on one item", () => {
    for (const request of [
      "what is our company's default setting for shared links?",
      "tell me the organisation settings for public links",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("reads the one item a verbless phrase after the setting names, as it reads one in the setting's clause", () => {
    const hit = first("show the watermark on file 12");
    expect(hit).toBeDefined();
    for (const request of [
      "what are the company settings for the watermark, for file 12?",
      "our enterprise setting for the watermark - on file 12",
    ])
      expect(first(request), request).toEqual(hit);
    expect(kit.searchTools("what are the company settings for shared links, can people make open links?")).toEqual([]);
  });

  it("reads the setting of a thing on the one item the request names", () => {
    const hit = first("what are the company settings for the watermark on file 12");
    expect(hit).toBeDefined();
    expect(hit).toEqual(first("show the watermark on file 12"));
  });

  it("reads a thing some tool lists across the account", () => {
    expect(first("what are the enterprise settings for external collaboration")?.scope).toBe("every");
  });
});

describe("closing a thing its record says can be completed", () => {
  it("gets nothing when no tool changes that thing: closing it is no deletion", () => {
    for (const request of [
      "close the review task on the budget memo, we finished it",
      "please close all the open tasks on file 5120",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("deletes it when another verb says so ('close and delete')", () => {
    for (const request of ["close and delete task 12", "close task 12 and remove it from the file"])
      expect(first(request), request).toEqual(first("delete task 12"));
  });

  it("still deletes what closing ends, where the record holds no completion", () => {
    const hit = first("close the account of user 7781, she left last week");
    expect(hit?.resource).toBe("user");
    expect(definitions.find((d) => facts.get(d.name) === hit)?.group).toBe("deletion");
  });
});

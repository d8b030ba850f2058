// "Nothing fits" for acts said in ways the action words alone do not name: a place tidied up, a thing used to do an act,
// a question put to an agent, a noun in a list or a quoted name beside the verb; and a participle that only says which
// item is meant; verbs of telling what a thing is, or of words said to people, which read or send ("message the
// team", "ping bob"); and a verb no action word names before an item's id ("rate file 5"). Tool names, actions and
// resources come from the manifest's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createChat, definitions as chatDefinitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { wordAction } from "../runtime/src/search/words/actions.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const destructive = new Set(definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));

/** What a request asks, checked to be an act no tool of the kit does, for which the search answers nothing. */
function unserved(query: string) {
  const { asked } = requestShape(query);
  expect(searchScope(definitions).can, query).not.toContain(asked[0]);
  expect(kit.searchTools(query), query).toEqual([]);
  return asked;
}

describe("a place tidied up", () => {
  const chat = createChat({ accessToken: "unused" });
  const chatScope = searchScope(chatDefinitions);

  it("asks to take away what clutters it: nothing where no tool destroys", () => {
    const { asked } = requestShape("clean up the bot messages in #alerts-staging from the past week");
    expect(asked.length).toBe(1);
    expect(chatScope.can).not.toContain(asked[0]);
    expect(chat.searchTools("clean up the bot messages in #alerts-staging from the past week")).toEqual([]);
    // Where a tool destroys the kind of item it names, that tool.
    const [first] = kit.searchTools("could you clean up the empty folders under Projects/2019");
    expect(destructive.has(first!.name)).toBe(true);
    expect(facts.get(first!.name)!.resource).toBe(requestShape("delete folder 5").object);
  });

  it("of a place, says not what goes: nothing asked, and nothing fits where no tool destroys anything", () => {
    expect(chatScope.can).not.toContain(requestShape("delete message 5").asked[0]);
    expect(requestShape("clean up #random, there's loads of spam links from that bot").asked).toEqual([]);
    expect(chat.searchTools("clean up #random, there's loads of spam links from that bot")).toEqual([]);
    // (A kit that destroys keeps the place: its reads come first.)
    const [first] = kit.searchTools("clean up folder 5");
    expect(destructive.has(first!.name)).toBe(false);
  });

  it("asks nothing of its own when another word says what is done there", () => {
    const query = "clean up the Finance folder for me, just show me the spreadsheets in it; don't delete anything";
    expect(requestShape(query).asked).toEqual(requestShape("show me the spreadsheets in folder 5").asked);
    const [first] = kit.searchTools(query);
    expect(destructive.has(first!.name)).toBe(false);
  });
});

describe("a list of nouns after the object", () => {
  it("names things, though an item of it is a word that may ask to read ('audit date')", () => {
    const query = "create a metadata template for store audits with fields store number, region, audit date, score";
    expect(unserved(query)).toEqual(requestShape("create a metadata template").asked);
  });

  it("still asks an act after a comma when the noun after the verb is a resource ('trash version 3')", () => {
    expect(requestShape("show the folder, trash version 3").asked).toContain(requestShape("trash version 3").asked[0]);
  });
});

describe("an item got by what someone did to it", () => {
  it("is read: the participle says which one ('get file 5 created by Anna'), it asks no act", () => {
    for (const query of [
      "get file 5 created by Anna",
      "get version 3 modified by Anna",
      "get me file 5 uploaded by bob",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["read"]);
      expect(firstHit(kit, query)?.annotations.readOnlyHint, query).toBe(true);
    }
  });
});

describe("a name in quotes", () => {
  it("is one word of the object between 'link' and 'to': the link is made, which no tool does", () => {
    const query = 'link the Box folder "Zephyr Client" to the #proj-zephyr slack channel';
    expect(unserved(query)).toEqual(requestShape("link folder 5 to the #proj-zephyr channel").asked);
  });

  it("is the object of 'link' however many words name it unquoted", () => {
    const query = "link the Ward 7 Rotas folder to our Teams channel";
    expect(unserved(query)).toEqual(requestShape("link folder 5 to the #proj-zephyr channel").asked);
  });
});

describe("asking someone something", () => {
  const chat = createChat({ accessToken: "unused" });

  it("is a message to them: nothing where no tool sends, the sending tool where one does", () => {
    const query = "ask the Box AI what the main risks are in the Henderson contract (file 70019)";
    const asked = unserved(query);
    expect(asked.length).toBe(1);
    const sends = chatDefinitions.filter((d) => toolFacts(d).action === asked[0]).map((d) => d.name);
    expect(sends).toContain(chat.searchTools("ask the team in #ops whether the deploy is done")[0]?.name);
  });

  it("speaks to an agent named in quotes, the name one word of its phrase", () => {
    const query = `ask the "Lease Reader" AI agent to summarise the Dalton lease`;
    const asked = unserved(query);
    expect(asked).toEqual(requestShape("ask the AI agent to summarise the Dalton lease").asked);
  });

  it("is what a read done by an agent asks ('… using Box AI'): nothing where no tool sends", () => {
    const asked = unserved("explain the Dalton lease in file 30107 using Box AI");
    expect(asked).toEqual(requestShape("ask the AI agent about file 30107").asked);
    // (The agents themselves are read, also through an agent's own part or by another name of theirs.)
    for (const query of [
      "show the AI agents and their settings",
      "look up the default config via the AI agent settings",
      "list the AI agents I can use through Box AI",
    ])
      expect(firstHit(kit, query)?.annotations.readOnlyHint, query).toBe(true);
  });

  it("asks the listener when no one is named: a read", () => {
    expect(firstHit(kit, "can I ask what is in folder 5?")?.annotations.readOnlyHint).toBe(true);
  });
});

describe("a thing used to do an act", () => {
  const chat = createChat({ accessToken: "unused" });

  it("asks the act it is used for: nothing where no tool does it, that act's tool where one does", () => {
    const query = "use the Standard NDA sign template to send an NDA to the new freelancer anna@annadesigns.co";
    const asked = unserved(query);
    expect(asked).toEqual(requestShape("send an NDA to anna@annadesigns.co").asked);
    const sends = chatDefinitions.filter((d) => toolFacts(d).action === asked[0]).map((d) => d.name);
    expect(sends).toContain(chat.searchTools("use #ops to announce the release")[0]?.name);
  });
});

describe("telling what a thing is, and words said to people", () => {
  const chat = createChat({ accessToken: "unused" });

  it("asks to read ('describe folder 5', 'dump the user list'): a read comes first", () => {
    const read = requestShape("show folder 20001").asked;
    for (const query of [
      "describe folder 20001",
      "explain retention policy 7701",
      "enumerate the groups in the enterprise",
      "dump the user list",
      "provide the collaborators of folder 20001",
      // (Looking into a thing reads it, though the verb opens before an id as "rate file 5" does.)
      "explore folder 20001",
      "analyze file 30103",
      "investigate user 5",
    ]) {
      expect(requestShape(query).asked, query).toEqual(read);
      expect(firstHit(kit, query)?.annotations.readOnlyHint, query).toBe(true);
    }
  });

  it("asks to send a message ('welcome the new hire in #general', 'thank the team')", () => {
    for (const query of ["welcome the new hire in #general", "thank the team in #random for the launch"]) {
      expect(requestShape(query).asked, query).toEqual(requestShape("post in #general").asked);
      const sends = chatDefinitions.filter((d) => toolFacts(d).action === requestShape(query).asked[0]);
      expect(
        sends.map((d) => d.name),
        query,
      ).toContain(chat.searchTools(query)[0]?.name);
    }
  });

  it("asks to send by 'message' opening the request, and by a verb ending in -ing that is no gerund ('ping')", () => {
    const send = requestShape("post in #general").asked[0];
    const sends = new Set(chatDefinitions.filter((d) => toolFacts(d).action === send).map((d) => d.name));
    for (const query of ["message the on-call channel that the rota changed, and pin it", "ping bob and invite him"]) {
      // The send is asked, and the act joined after it too: the first step is served.
      expect(requestShape(query).asked[0], query).toBe(send);
      expect(sends.has(chat.searchTools(query)[0]?.name ?? ""), query).toBe(true);
    }
    // A message named, not sent ("bob's message in #general", "message count in #general"); thanks that sign off.
    for (const query of ["pin bob's message in #general", "message count in #general", "thank you! now list the users"])
      expect(requestShape(query).asked, query).not.toContain(send);
  });
});

describe("the sentence for an act no tool does", () => {
  it("says the request's own verb when it names the act: 'unlock file 5' deletes a lock, not the file", () => {
    const delete_ = requestShape("unlock file 30103").asked[0];
    expect(delete_).toBe(requestShape("delete file 30103").asked[0]);
    expect(kit.nothingFits("unlock file 30103")).toMatch(/^Nothing fits: no tool can unlock a file\. /);
  });

  it("says the verb of an act the request wonders whether one can do, asked or supposed", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const query of ["can I remove bob from #ops?", "what happens if I remove bob from #ops"]) {
      // (The action's own name is another word: what the sentence says is the request's.)
      expect(requestShape(query).wondered[0], query).not.toBe("remove");
      expect(chat.nothingFits(query), query).toMatch(/^Nothing fits: no tool can remove /);
    }
  });
});

describe("a verb no action word names, opening the request before an item's id", () => {
  it("asks an act no tool does: nothing fits ('rate file 30103 five stars', 'like comment 40030')", () => {
    for (const query of ["rate file 30103 five stars", "like comment 40030", "encrypt folder 20056"]) {
      expect(requestShape(query).unnamed, query).toBe(query.split(" ")[0]);
      expect(kit.searchTools(query), query).toEqual([]);
      expect(kit.nothingFits(query), query).toMatch(/^Nothing fits: no tool can /);
    }
    // (Or before a phrase a determiner opens, in the item named by its id later in its clause.)
    for (const query of ["transcribe the voice memo in file 30112", "bcc the finance team on sign request 7710"]) {
      expect(requestShape(query).unnamed, query).toBe(query.split(" ")[0]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // (A clause of purpose after it says why, whatever act it names: "so search finds …", "so the team can …".)
    for (const query of ["reindex folder 20108 so search finds the new files", "rate file 30103 so the team can see"]) {
      expect(requestShape(query).unnamed, query).toBe(query.split(" ")[0]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // A noun phrase opening the request, or a verb of wanting, asks no act of its own: a read serves it.
    for (const query of ["status of zip download 5", "need file 30103"]) {
      expect(requestShape(query).unnamed, query).toBeUndefined();
      expect(firstHit(kit, query)?.annotations.readOnlyHint, query).toBe(true);
    }
  });

  it("keeps the ranking when the tools' own words say the verb: a tool may do that", () => {
    // (Words no action word names: "pause" is an edit, though a tool's description says it.)
    const said = ["pause", "open", "resume"].filter(
      (w) => wordAction(w) === undefined && definitions.some((d) => new RegExp(`\\b${w}\\b`, "i").test(d.description)),
    );
    expect(said.length).toBeGreaterThan(0);
    for (const verb of said) {
      const query = `${verb} file 30103`;
      expect(requestShape(query).unnamed, query).toBe(verb);
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
    }
  });
});

describe("a place said by its mark that the kit holds nothing of", () => {
  // (A conversation, said "#name", to the kit of files: none of its resources is one.)
  const scope = searchScope(definitions);
  const place = requestShape("take Ben off #finance").nouns.at(-1)!.noun;

  it("answers nothing where a thing in it, or someone's place in it, is done away with", () => {
    expect(scope.resources.includes(place)).toBe(false);
    for (const query of [
      "Take Ben Osei off #finance, he shouldn't be in there",
      "remove Ben from #finance",
      "Delete the message thread in #crew-bravo where people were arguing about overtime, HR asked",
    ])
      expect(kit.searchTools(query), query).toEqual([]);
    // (The place is what the person is taken off.)
    expect(requestShape("take Ben off #finance").container).toBe(place);
  });

  it("leaves the kit's own things said with it: one the mark names, a file posted there, a mapping to it", () => {
    for (const query of ["find the file Dana posted in #general", "delete the integration mapping for #ops"])
      expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(requestShape(query).object);
    // (A mark said before the kit's noun is that thing's name.)
    for (const [query, plain] of [
      ["delete the #ops integration mapping", "delete the integration mapping"],
      ["delete the #finance group", "delete the Finance group"],
    ])
      expect(firstHit(kit, query!)?.name, query).toBe(firstHit(kit, plain!)?.name);
    // (Nor beside another act or a thing the kit holds.)
    for (const [query, plain] of [
      ["take Ben off #finance and delete his account", "delete his account"],
      ["delete the message thread in #ops and webhook 5", "delete webhook 5"],
    ])
      expect(toolFacts(firstHit(kit, query!)!).resource, query).toBe(requestShape(plain!).object);
    // (Nor a read of the place, which the kit's mappings may answer.)
    expect(kit.searchTools("what's mapped to #finance").length).toBeGreaterThan(0);
  });
});

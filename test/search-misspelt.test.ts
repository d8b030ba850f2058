// Two neighbouring letters swapped ("fodler", "shwo", "contnets"): the word of the kit's vocabulary or actions they
// slipped from, mended before the request is read or searched.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { NEGATIONS } from "../runtime/src/search/request/clause-words.js";
import { knownWord } from "../runtime/src/search/words/tagger.js";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { ACTION_WORDS } from "../runtime/src/search/words/action-words.js";
import { mendedSwaps } from "../runtime/src/search/request/misspelt.js";
import { firstHit } from "./support/first-hit.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { recordsOfActs } from "./support/records-of-acts.js";
import { NOTHING } from "../runtime/src/search/request/mood.js";
import { SUBORDINATORS } from "../runtime/src/search/request/openers.js";
import { CURRENT_WORDS } from "../runtime/src/search/request/sought.js";
import { INDEFINITE } from "../runtime/src/search/request/deeds.js";
import { singular } from "../runtime/src/search/words/vocabulary.js";

const kit = createToolkit({ accessToken: "unused" });
const swap = (w: string, i: number) => `${w.slice(0, i)}${w[i + 1]}${w[i]}${w.slice(i + 2)}`;

describe("a letter left out or one too many", () => {
  const resourceWords = [...new Set(definitions.flatMap((d) => toolFacts(d).resource.split(" ")))];

  it("is mended to the resource word it slipped from, when no other kit's word is as near", () => {
    let mended = 0;
    for (const word of resourceWords) {
      if (word.length < 5) continue;
      for (const slipped of [word.slice(0, 2) + word.slice(3), word.slice(0, 3) + word[2] + word.slice(3)]) {
        if (knownWord(slipped)) continue;
        const said = mendedSwaps(`show the ${slipped} 5`);
        // (A slip as near another kit's word is left alone; either way it is never made a third word.)
        expect([`show the ${word} 5`, `show the ${slipped} 5`], slipped).toContain(said);
        if (said !== `show the ${slipped} 5`) mended += 1;
      }
    }
    expect(mended).toBeGreaterThan(resourceWords.length / 2);
  });

  it("finds what the mended request asks for", () => {
    const said = "who has edit access to folder 733";
    expect(kit.searchTools(said.replace("access", "acess"))[0]?.name).toBe(firstHit(kit, said)!.name);
  });

  it("leaves a contraction's first part alone, so that no negation is unsaid", () => {
    for (const said of ["file 5 shouldn't have a watermark", "folder 5 doesn't need it", "they couldn’t open it"])
      expect(mendedSwaps(said), said).toBe(said);
  });
});

describe("a swap of two neighbouring letters", () => {
  it("is mended to the resource word it slipped from, for every tool's resource", () => {
    for (const word of new Set(definitions.flatMap((d) => toolFacts(d).resource.split(" ")))) {
      if (word.length < 4) continue;
      const slipped = swap(word, 1);
      if (slipped === word) continue;
      expect(mendedSwaps(`show the ${slipped} 5`), slipped).toBe(`show the ${word} 5`);
    }
  });

  it("is mended to the plural of a resource word, and to a form of an action's word", () => {
    for (const word of new Set(definitions.flatMap((d) => toolFacts(d).resource.split(" ")))) {
      const plural = `${word}s`;
      // ("flies" is no slip of "files": a word of its own.)
      if (word.length < 4 || singular(plural) !== word || knownWord(swap(plural, 1))) continue;
      expect(mendedSwaps(`list the ${swap(plural, 1)}`), plural).toBe(`list the ${plural}`);
    }
    expect(mendedSwaps("show what I deelted and trsahed")).toBe("show what I deleted and trashed");
    // (A slip that reads as the plural of a verb's past is none: "fileds" is no plural of "filed".)
    expect(mendedSwaps("what fileds does the template have")).toBe("what fields does the template have");
  });

  it("is mended to an action's word that a lookahead keeps from a phrase ('view', not 'view only')", () => {
    const kept = Object.values(ACTION_WORDS)
      .flat()
      .flatMap((w) => /^([a-z]{4,})\(\?!/.exec(w)?.[1] ?? []);
    expect(kept.length).toBeGreaterThan(0);
    for (const word of kept) expect(mendedSwaps(`who ${swap(`${word}ed`, 2)} it`), word).toBe(`who ${word}ed it`);
  });

  it("is mended to the word the grammar reads a clause by, so that a slip unsays no negation or condition", () => {
    for (const word of [...NEGATIONS, ...SUBORDINATORS, ...NOTHING]) {
      if (!/^[a-z]{4,}$/.test(word) || knownWord(swap(word, 1))) continue;
      expect(mendedSwaps(`${swap(word, 1)} deleting it`), word).toBe(`${word} deleting it`);
    }
    const read = kit.searchTools("wihtout deleting anything, show me the watermark on folder 5")[0]!.name;
    expect(definitions.find((d) => d.name === read)!.annotations.destructiveHint, read).not.toBe(true);
  });

  it("is mended to a word that says an item's current version, so that the slip reads the item, not its versions", () => {
    for (const word of CURRENT_WORDS.flatMap((w) => w.split(" "))) {
      if (!/^[a-z]{4,}$/.test(word) || knownWord(swap(word, 2))) continue;
      expect(mendedSwaps(`the ${swap(word, 2)} version`), word).toBe(`the ${word} version`);
    }
    const said = "who last edited the latest version of the Q3 deck";
    // (The item whose versions the request names: the versions' parent.)
    const versions = requestShape(said).object;
    const item = definitions.map(toolFacts).find((f) => f.resource === versions)!.parent;
    for (const query of [said, said.replace("latest", swap("latest", 2))])
      expect(toolFacts(firstHit(kit, query)!), query).toMatchObject({ action: "get", scope: "one", resource: item });
  });

  it("is mended to a pronoun of an unknown doer, so that the slip still asks who did it", () => {
    for (const word of INDEFINITE) {
      if (knownWord(swap(word, 2))) continue;
      expect(mendedSwaps(`did ${swap(word, 2)} preview file 5`), word).toBe(`did ${word} preview file 5`);
    }
    const said = "did anyone preview the Morrison custody file last week";
    for (const query of [said, said.replace("anyone", swap("anyone", 2))])
      expect(recordsOfActs("content-api"), query).toContain(firstHit(kit, query)!.name);
  });

  it("mends every word of a request written in capitals, where case names nothing", () => {
    // (Mended in capitals, so the request stays one written in capitals, where case names nothing.)
    expect(mendedSwaps("SHWO ME FODLER 733")).toBe("SHOW ME FOLDER 733");
    const label = "IS FILE 90210 LABELLED CONFIDENTIAL OR INTERNAL";
    expect(kit.searchTools(label)[0]?.name).toBe(kit.searchTools(label.toLowerCase())[0]?.name);
    expect(mendedSwaps("show folder Tiem")).toBe("show folder Tiem");
  });

  it("leaves known words and unknown ones alone", () => {
    expect(mendedSwaps("delete the folder from Acme")).toBe("delete the folder from Acme");
  });

  it("leaves a word the language library knows, though a swap makes a kit's word of it", () => {
    // "filed" is "field" swapped, "trial" "trail": words of their own; "Tiem" is a name.
    for (const said of ["the report I filed last week", "the trial agreement file", "show folder Tiem"])
      expect(mendedSwaps(said), said).toBe(said);
  });

  it("leaves a noun of an act the language library knows the verb of ('redactions': redact), one letter off a kit's word", () => {
    expect(knownWord("redactions")).toBe(false);
    expect(knownWord("redact")).toBe(true);
    const said = "the thread about the redactions";
    expect(mendedSwaps(said)).toBe(said);
  });

  it("finds what the mended request asks for", () => {
    const items = definitions.find((d) => toolFacts(d).parent === "folder" && toolFacts(d).resource === "item")!;
    expect(kit.searchTools("shwo me the contnets of fodler 733")[0]?.name).toBe(items.name);
  });

  it("is mended to a word of a value the kit's records hold ('adimns': a user's `admin` role)", () => {
    const said = "list every co-admin";
    const first = firstHit(kit, said)!;
    expect(toolFacts(first)).toMatchObject({ resource: "user", action: "list" });
    expect(kit.searchTools(`list every co-${swap("admin", 1)}`)[0]?.name).toBe(first.name);
    // (Without the records' values, the speller knows no such word and leaves the slip alone.)
    expect(mendedSwaps(`list every co-${swap("admin", 1)}`)).toBe(`list every co-${swap("admin", 1)}`);
  });

  it("is mended to a word of the records' fields or the tools' names ('descripiton': `description`)", () => {
    const slipped = swap("description", 7);
    const said = "pull the description on the Harbour Festival folder";
    expect(firstHit(kit, said.replace("description", slipped))?.name).toBe(firstHit(kit, said)?.name);
    // (Without them, the speller knows no such word and leaves the slip alone.)
    expect(mendedSwaps(slipped)).toBe(slipped);
  });

  it("is mended to a word the language's lexicon knows, of five letters or more ('inisde', 'ovredue')", () => {
    for (const word of ["inside", "overdue"]) {
      const slipped = swap(word, 2);
      expect(knownWord(slipped), slipped).toBe(false);
      expect(mendedSwaps(`what's ${slipped} hub 812?`)).toBe(`what's ${word} hub 812?`);
    }
    expect(firstHit(kit, `what's ${swap("inside", 2)} hub 812?`)?.name).toBe(
      firstHit(kit, "what's inside hub 812?")?.name,
    );
    // (A name written with a capital is left as it is: "Ewan" is no "wean".)
    expect(mendedSwaps("the DM with Ewan and Marta")).toBe("the DM with Ewan and Marta");
  });
});

describe("a short form of a resource's word", () => {
  it("names that resource ('the finance grp' is a group), as its whole word does", () => {
    const whole = toolFacts(firstHit(kit, "who is in the finance group")!);
    expect(toolFacts(firstHit(kit, "who is in the finance grp")!)).toEqual(whole);
  });
});

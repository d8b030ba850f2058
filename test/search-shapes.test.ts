// Search answers whatever shape a request takes: headings, greetings, conjunctions and subordinators right after a
// break, stray punctuation, empty clauses. Any three of those parts together (and a seeded run of random token
// strings) get an array of matches from both kits, never an exception.
import { createToolkit } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";

const kits = {
  "content-api": createToolkit({ accessToken: "unused" }),
  messaging: createMessaging({ accessToken: "x" }),
};

const OPENERS = ["", "re:", "FYI:", "urgent:.", "hi,", "(note) —"];
const JOINERS = ["", "and", "then", "before", "if", "don't"];
const MARKS = ["", ",", ".", ":", "?", " - "];
const BODIES = ["list the files in folder 5", "delete it", "what would be removed?"];

/** Every opener, joiner and mark put together, before a body that turns with them: any three of the four parts meet in
 * some request (as any one of opener, joiner and mark runs through its values, the body runs through every body). */
function shapes(): string[] {
  const out: string[] = [];
  for (const [o, opener] of OPENERS.entries())
    for (const [j, joiner] of JOINERS.entries())
      for (const [m, mark] of MARKS.entries())
        out.push(`${opener} ${joiner}${mark} ${BODIES[(o + j + m) % BODIES.length]}`.trim());
  return out;
}

/** Strings of random tokens, the same on every run. */
function randomRequests(count: number, seed = 7): string[] {
  const pool = [...OPENERS, ...JOINERS, ...MARKS, "file", "folder", "5", "'", '"', "…", "!!", "-", "é", "I", "me", ""];
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 8) }, () => pool[Math.floor(next() * pool.length)]).join(" "),
  );
}

describe.each(Object.entries(kits))("%s search", (_, kit) => {
  it("answers every combination of heading, greeting, conjunction and punctuation", () => {
    const failed = shapes().filter((request) => {
      try {
        return !Array.isArray(kit.searchTools(request));
      } catch {
        return true;
      }
    });
    expect(failed).toEqual([]);
  });

  it("answers random strings of words and marks", () => {
    const failed = randomRequests(200).filter((request) => {
      try {
        return !Array.isArray(kit.searchTools(request));
      } catch {
        return true;
      }
    });
    expect(failed).toEqual([]);
  });
});

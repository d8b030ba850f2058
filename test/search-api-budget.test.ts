// Code mode's search_api answers the best one to three functions within 2,000 tokens (o200k): the best one always,
// whole with its caveats; the shared types it uses while they fit, the others named once at the end, never repeated.
// Every tool of the manifests is asked for twice: by its name in words, beside the tools the search ranks after it, and
// beside the two tools whose declarations are the longest, the heaviest company an answer can have.
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { codeTools, nameWords, runCodeTool, SEARCH_API, searchScope, type ToolMatch } from "@toolgen/runtime";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { beforeAll, describe, expect, it } from "vitest";
import { toolCaveats } from "../generator/model/describe.js";
import { specManifest } from "./support/spec.js";

const BUDGET = 2_000;
const kits = {
  "content-api": createContent({ accessToken: "unused" }),
  messaging: createMessaging({ accessToken: "unused" }),
};

it("some manifest states a caveat beyond a tool's summary (an upstream fact, a risk): the case kept below", () => {
  const tools = (Object.keys(kits) as Array<keyof typeof kits>).flatMap((id) => specManifest(id).tools);
  expect(tools.some((t) => toolCaveats(t).length > 1)).toBe(true);
});

describe.each(Object.keys(kits) as Array<keyof typeof kits>)("%s search_api", (id) => {
  const kit = kits[id];
  const manifest = specManifest(id);
  const caveats = new Map(manifest.tools.map((t) => [t.name, toolCaveats(t)]));
  // search_api answers the first `limit` tools of the search's ranking: each distinct answer is asked for once, by the
  // first query ranking it so (a query no tool fits is asked for itself: its note is its own).
  let ranked: Map<string, ToolMatch[]>;
  beforeAll(async () => {
    const match = (name: string) => kit.definitions.find((d) => d.name === name)!;
    const tokens = new Map<string, number>();
    for (const { name } of kit.definitions) tokens.set(name, encode(await kit.apiDeclarations([name])).length);
    const longest = [...tokens.keys()].sort((a, b) => tokens.get(b)! - tokens.get(a)!);
    ranked = new Map();
    for (const { name } of manifest.tools) {
      ranked.set(nameWords(name), kit.searchTools(nameWords(name), { limit: 3 }));
      const heaviest = [name, ...longest.filter((other) => other !== name).slice(0, 2)];
      ranked.set(
        `${nameWords(name)}, beside the longest`,
        heaviest.map((n) => ({ name: n, title: match(n).title, description: match(n).description, score: 0 })),
      );
    }
  });
  const distinct = (limit: number) => {
    const asked = new Map<string, { query: string; names: string[] }>();
    for (const [query, matches] of ranked) {
      const names = matches.slice(0, limit).map((m) => m.name);
      const key = names.length === 0 ? `nothing: ${query}` : names.join();
      if (!asked.has(key)) asked.set(key, { query, names });
    }
    return [...asked.values()];
  };
  // The kit as search_api sees it, its search answered from the ranking above: each query is searched once for the
  // whole file (the search is the same function either way; what is tested here is what search_api makes of it).
  const searched: typeof kit = {
    ...kit,
    searchTools: (query, options) => {
      expect(Object.keys(options ?? {})).toEqual(["limit"]);
      return ranked.get(query)!.slice(0, options!.limit);
    },
  };

  it("answers one to three functions within 2,000 tokens, the search's best first, each with its manifest caveats", async () => {
    for (const limit of [1, 2, 3]) {
      for (const { query, names } of distinct(limit)) {
        const outcome = await runCodeTool(searched, {}, SEARCH_API, { query, limit });
        if (!outcome.ok) throw new Error(`${query}: ${JSON.stringify(outcome.error)}`);
        const answer = outcome.value as { functions: string[]; declarations: string };
        expect(encode(JSON.stringify(answer)).length, query).toBeLessThanOrEqual(BUDGET);
        expect(answer.functions, query).toEqual(names);
        // Each answered function's comment: its summary, the upstream's caveats and its risk facts.
        const text = answer.declarations.replace(/\s+/g, " ");
        for (const name of answer.functions) {
          expect(answer.declarations, query).toContain(`declare function ${name}(`);
          for (const caveat of caveats.get(name)!) expect(text, `${query}: ${name}`).toContain(caveat);
        }
      }
    }
  }, 300_000);

  it("names the shared types left out instead of declaring them, and declares each kept type once", async () => {
    for (const { query, names } of distinct(3)) {
      if (names.length === 0) continue;
      const whole = await kit.apiDeclarations(names);
      const answer = await kit.apiDeclarations(names, { maxTokens: BUDGET });
      const declared = (text: string) => [...text.matchAll(/^(?:interface|type) (\w+)/gm)].map((m) => m[1]!);
      const kept = declared(answer);
      expect(new Set(kept).size, query).toBe(kept.length);
      const missing = declared(whole).filter((t) => !kept.includes(t));
      if (encode(whole).length <= BUDGET) continue;
      // Each type a kept declaration uses but the answer leaves out is named in its closing line.
      const note = /Shared types not declared here, to stay short: (.*)\.$/m.exec(answer);
      expect(note, query).not.toBeNull();
      const named = note![1]!.split(", ");
      for (const t of named) expect(missing, query).toContain(t);
    }
  }, 300_000);

  it("answers no function for what none can do, with the sentence saying what they can", async () => {
    const action = searchScope(kit.definitions).cannot[0]!;
    const outcome = await runCodeTool(kit, {}, SEARCH_API, { query: `${action} it` });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    const answer = outcome.value as { functions: string[]; declarations: string; note?: string };
    expect(answer).toMatchObject({ functions: [], declarations: "" });
    // A query past the schema's bound is refused, correctably, before anything is searched.
    const schema = codeTools(kit.definitions.length).find((t) => t.name === SEARCH_API)!.inputSchema as {
      properties: { query: { maxLength: number } };
    };
    const long = await runCodeTool(kit, {}, SEARCH_API, { query: "x".repeat(schema.properties.query.maxLength + 1) });
    expect(long).toMatchObject({ ok: false, error: { kind: "invalid_input" } });
    expect(answer.note).toMatch(new RegExp(`^Nothing fits: no tool can ${action}\\. The API's functions \\w`));
  });
});

// Code mode's search_api answers the best functions within 2,000 tokens (o200k): the best one always, whole with
// its caveats; the shared types it uses while they fit, the others named once at the end, never repeated.
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { runCodeTool, SEARCH_API } from "@toolgen/runtime";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { loadTasks } from "../bench/retrieval.js";

const BUDGET = 2_000;
const kits = {
  "content-api": createContent({ accessToken: "unused" }),
  messaging: createMessaging({ accessToken: "unused" }),
};

describe.each(Object.keys(kits) as Array<keyof typeof kits>)("%s search_api", (id) => {
  const kit = kits[id];
  it("answers every dev task within 2,000 tokens, the best function first and whole", async () => {
    for (const { task } of loadTasks(id).dev) {
      for (const limit of [1, 3]) {
        const outcome = await runCodeTool(kit, {}, SEARCH_API, { query: task, limit });
        if (!outcome.ok) throw new Error(`${task}: ${JSON.stringify(outcome.error)}`);
        const answer = outcome.value as { functions: string[]; declarations: string };
        expect(encode(JSON.stringify(answer)).length, task).toBeLessThanOrEqual(BUDGET);
        const best = kit.searchTools(task, { limit: 1 })[0];
        if (best === undefined) continue;
        expect(answer.functions[0], task).toBe(best.name);
        // The best tool's whole description (its caveats) is in its declaration's comment.
        const d = kit.definitions.find((t) => t.name === best.name)!;
        expect(answer.declarations, task).toContain(`declare function ${d.name}(`);
        expect(answer.declarations.replace(/\s+/g, " "), task).toContain(d.description.split(". ")[0]!);
      }
    }
  }, 300_000);

  it("names the shared types left out instead of declaring them, and declares each kept type once", async () => {
    for (const { task } of loadTasks(id).dev) {
      const names = kit.searchTools(task, { limit: 3 }).map((m) => m.name);
      if (names.length === 0) continue;
      const whole = await kit.apiDeclarations(names);
      const answer = await kit.apiDeclarations(names, { maxTokens: BUDGET });
      const declared = (text: string) => [...text.matchAll(/^(?:interface|type) (\w+)/gm)].map((m) => m[1]!);
      const kept = declared(answer);
      expect(new Set(kept).size, task).toBe(kept.length);
      const missing = declared(whole).filter((t) => !kept.includes(t));
      if (encode(whole).length <= BUDGET) continue;
      // Each type a kept declaration uses but the answer leaves out is named in its closing line.
      const note = /Shared types not declared here, to stay short: (.*)\.$/m.exec(answer);
      expect(note, task).not.toBeNull();
      const named = note![1]!.split(", ");
      for (const t of named) expect(missing, task).toContain(t);
    }
  }, 300_000);
});

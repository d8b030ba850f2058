// The retrieval task files name tools by binding, resolved through the manifest (a rename needs no edit there, and
// a variant sharing the binding serves the task too); a plain name loads as it is when a tool of the kit has it.
import { describe, expect, it } from "vitest";
import { loadTasks, toolNamer } from "../bench/retrieval.js";
import { specManifest, toolFor } from "./support/spec.js";
import { SHARED } from "./support/paths.js";
import { readSpecs } from "../generator/upstream/specs.js";
import path from "node:path";

describe("retrieval task files", () => {
  // Made once for the file: each parses every manifest of spec/.
  const namers = { messaging: toolNamer("messaging"), "content-api": toolNamer("content-api") };

  it("resolve a binding to every tool bound there, keep a tool's plain name and refuse any other", () => {
    const messaging = namers.messaging;
    const me = toolFor({ slackMethod: "auth.test" });
    expect(messaging({ slack: "auth.test" })).toEqual([me]);
    expect(messaging(me)).toEqual([me]);
    expect(() => messaging(`${me}Renamed`)).toThrow(/no tool is named/);
    const content = namers["content-api"];
    expect(content({ operation: "get_tasks_id" })).toEqual([toolFor({ operationId: "get_tasks_id" })]);
    expect(() => content({ operation: "no_such_operation" })).toThrow(/no tool is bound/);
  });

  it("a binding the upstream has but no tool binds (a removed tool) serves no task; a binding it lacks throws", () => {
    const manifest = specManifest("messaging");
    const bound = new Set(manifest.tools.map((t) => ("methods" in t.operation ? t.operation.methods[0] : "")));
    const dir = path.join(SHARED, "upstream");
    const files = (manifest.upstream.specs ?? []).map((name) => ({ path: path.join(dir, name), name }));
    const unbound = [...readSpecs(files).methods.keys()].find((m) => !bound.has(m))!;
    const messaging = namers.messaging;
    expect(messaging({ slack: unbound })).toEqual([]);
    expect(() => messaging({ slack: "no.suchMethod" })).toThrow(/no tool is bound/);
  });

  it("every task of both kits resolves to tools of the kit's manifest", () => {
    for (const kit of ["content-api", "messaging"] as const) {
      const names = new Set(specManifest(kit).tools.map((t) => t.name));
      const tasks = loadTasks(kit, undefined, namers[kit]);
      for (const task of [...tasks.dev, ...tasks.heldout]) {
        expect(task.tools.length, task.task).toBeGreaterThan(0);
        for (const name of task.tools) expect(names.has(name), name).toBe(true);
      }
    }
  });
});

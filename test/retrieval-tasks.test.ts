// The retrieval task files name tools by binding, resolved through the manifest (a rename needs no edit there, and
// a variant sharing the binding serves the task too); a plain name still loads as it is.
import { describe, expect, it } from "vitest";
import { loadTasks, toolNamer } from "../bench/retrieval.js";
import { specManifest, toolFor } from "./support/spec.js";

describe("retrieval task files", () => {
  it("resolve a binding to every tool bound there, and keep a plain name", () => {
    const messaging = toolNamer("messaging");
    expect(messaging({ slack: "auth.test" })).toEqual([toolFor({ slackMethod: "auth.test" })]);
    expect(messaging("AnyNameAsWritten")).toEqual(["AnyNameAsWritten"]);
    const content = toolNamer("content-api");
    expect(content({ operation: "get_tasks_id" })).toEqual([toolFor({ operationId: "get_tasks_id" })]);
    expect(() => content({ operation: "no_such_operation" })).toThrow(/no tool is bound/);
  });

  it("every task of both kits resolves to tools of the kit's manifest", () => {
    for (const kit of ["content-api", "messaging"] as const) {
      const names = new Set(specManifest(kit).tools.map((t) => t.name));
      const tasks = loadTasks(kit);
      for (const task of [...tasks.dev, ...tasks.heldout]) {
        expect(task.tools.length, task.task).toBeGreaterThan(0);
        for (const name of task.tools) expect(names.has(name), name).toBe(true);
      }
    }
  });
});

// definitions/api.d.ts is printed a block at a time: a tool's block is kept in its unit (with the type names its result
// refers to), so a description edit prints again that tool's block alone, and gives what a fresh emission gives.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiDeclarations } from "../generator/emit/api-declarations.js";
import type { ToolUnits } from "../generator/emit/types.js";
import { loadManifest } from "../generator/load/index.js";
import { buildKit } from "../generator/model/index.js";
import { ROOT } from "./support/paths.js";

/** Units as a run keeps them (a tool's by its model, a kit-wide value by its inputs), listing what was derived. */
function recordingUnits() {
  const kept = new Map<string, unknown>();
  const derived: string[] = [];
  const through = <T>(id: string, what: string, derive: () => T): T => {
    if (!kept.has(id)) {
      derived.push(what);
      kept.set(id, derive());
    }
    return kept.get(id) as T;
  };
  const units: ToolUnits = {
    value: (tool, slot, derive) => through(`${JSON.stringify(tool)}\0${slot}`, `${tool.name}: ${slot}`, derive),
    byInputs: (slot, inputs, derive) => through(`${slot}\0${inputs}`, slot, derive),
  };
  return { units, derived };
}

describe("definitions/api.d.ts", () => {
  it("prints again only the edited tool's block after a description edit", () => {
    const { manifest } = loadManifest(path.join(ROOT, "spec/messaging.yaml"));
    const edited = structuredClone(manifest);
    const tool = edited.tools[0]!;
    tool.description = `(edited) ${tool.description}`;
    const context = { manifestPath: "spec/messaging.yaml", runtimeVersion: "0.1.0" };
    const { units, derived } = recordingUnits();

    apiDeclarations(buildKit(manifest, ""), { ...context, units });
    derived.length = 0;
    const [kept] = apiDeclarations(buildKit(edited, ""), { ...context, units });

    expect(derived).toHaveLength(1);
    expect(derived[0]).toMatch(new RegExp(`^${tool.name}: api-declarations `));
    const [fresh] = apiDeclarations(buildKit(edited, ""), context);
    expect(kept!.content).toBe(fresh!.content);
    expect(kept!.content).toContain("(edited)");
  });
});

// A long-lived generation (--watch) keeps the values printed from inputs (ToolUnits.byInputs) in memory between runs,
// by the inputs themselves: with the store off, a second run with the same inputs prints nothing again, and other
// inputs are printed.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Generation } from "../generator/pipeline.js";
import { ROOT } from "./support/paths.js";

describe("values printed from inputs", () => {
  it("are kept in memory between the runs of one generation, by their inputs", async () => {
    const generation = new Generation({
      specDir: path.join(ROOT, "spec"),
      outDir: path.join(ROOT, "generated"),
      cache: false,
      watch: true,
    });
    const context = { manifestPath: "spec/x.yaml", runtimeVersion: "0.0.0" };
    const printed: string[] = [];
    const print = (inputs: string) => () => (printed.push(inputs), [`printed ${inputs}`]);
    const first = await generation.begin();
    expect(first.toolUnits(context, []).byInputs("slot", "a", print("a"))).toEqual(["printed a"]);
    first.finish();
    const second = await generation.begin();
    const units = second.toolUnits(context, []);
    expect(units.byInputs("slot", "a", print("a"))).toEqual(["printed a"]);
    expect(units.byInputs("slot", "b", print("b"))).toEqual(["printed b"]);
    expect(printed).toEqual(["a", "b"]);
  });
});

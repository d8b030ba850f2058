// A long-lived generation (--watch) keeps the values printed from inputs (ToolUnits.byInputs) in memory between runs,
// by the inputs themselves: with the store off, a second run with the same inputs prints nothing again, and other
// inputs are printed. A tool's kept values are frozen, and so are the tool models it keeps by their inputs.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ToolModel } from "../generator/model/index.js";
import { Generation } from "../generator/pipeline.js";
import { ROOT } from "./support/paths.js";

/** A long-lived generation with the store off: what it keeps, it keeps in memory. */
const watching = () =>
  new Generation({ specDir: path.join(ROOT, "spec"), outDir: path.join(ROOT, "generated"), cache: false, watch: true });

describe("values printed from inputs", () => {
  it("are kept in memory between the runs of one generation, by their inputs", async () => {
    const generation = watching();
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

  it("keep a tool's values frozen: a later run, or the store at the end of this one, gets them as derived", async () => {
    const generation = watching();
    const tool = { name: "T" } as ToolModel;
    const run = await generation.begin();
    const units = run.toolUnits({ manifestPath: "spec/x.yaml", runtimeVersion: "0.0.0" }, [tool]);
    const file = units.value(tool, "slot", () => ({ path: "a.ts", content: "text" }));
    expect(() => {
      file.content = "";
    }).toThrow(TypeError);
  });

  it("keep tool models by the inputs they are built from: a later run builds only those whose inputs changed", async () => {
    const generation = watching();
    const built: string[] = [];
    const build = (name: string) => () => (built.push(name), { name } as ToolModel);
    const first = await generation.begin();
    const models = first.toolModels("spec/x.yaml")!;
    const a = models('["a"]', build("a"));
    models('["b"]', build("b"));
    first.finish();
    const second = (await generation.begin()).toolModels("spec/x.yaml")!;
    expect(second('["a"]', build("a"))).toBe(a);
    second('["b", "edited"]', build("b"));
    expect(built).toEqual(["a", "b", "b"]);
    expect(Object.isFrozen(a)).toBe(true);
  });
});

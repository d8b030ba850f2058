// A generation's per-tool units are keyed by everything the emitters read for a tool (its resolved model, which
// carries what it takes from the kit's conventions, limits and errors) and the generator's fingerprint. An edit to
// any top-level section of a manifest must emit again exactly the units it affects: every tool whose unit is kept
// has the same per-tool output as a fresh emission gives, and every tool emitted again had its model changed.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { isMap, isScalar, isSeq, parseDocument, type Node } from "yaml";
import { emitKit } from "../generator/emit/index.js";
import { loadManifest, ManifestChecks, ManifestError } from "../generator/load/index.js";
import { buildKit, type KitModel } from "../generator/model/index.js";
import { Generation, generationOptions, runGeneration } from "../generator/pipeline.js";
import { resolveUpstreamDir } from "../generator/upstream/dir.js";
import { checkUpstream } from "../generator/upstream/index.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const tempDir = temporaryFolders();
afterAll(() => vi.unstubAllEnvs());

/** The paths of the string scalars under a node, depth first. */
function stringPaths(node: Node | null | undefined, at: Array<string | number>): Array<Array<string | number>> {
  if (isScalar(node)) return typeof node.value === "string" ? [at] : [];
  if (isMap(node))
    return node.items.flatMap((pair) =>
      stringPaths(pair.value as Node, [...at, String((pair.key as { value: unknown }).value)]),
    );
  if (isSeq(node)) return node.items.flatMap((item, i) => stringPaths(item as Node, [...at, i]));
  return [];
}

/** What checking compiles, once for all of this file's loads (each still parses its file whole). */
const checks = new ManifestChecks();

/** The upstream folder the generation resolves bindings in, when there is one. */
const upstreamDir = resolveUpstreamDir(ROOT);

/**
 * The manifest with the first string of `section` that can take a suffix and still load (its bindings still resolved
 * in the upstream folder) edited; undefined if none can.
 */
function editSection(text: string, file: string, section: string): string | undefined {
  const doc = parseDocument(text);
  for (const at of stringPaths(doc.get(section, true) as Node, [section])) {
    const edited = parseDocument(text);
    edited.setIn(at, `${String(edited.getIn(at))} (edited)`);
    const next = edited.toString({ lineWidth: 0 });
    writeFileSync(file, next);
    try {
      const loaded = loadManifest(file, { checks });
      if (upstreamDir) checkUpstream([loaded], upstreamDir);
      return next;
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
    }
  }
  writeFileSync(file, text);
  return undefined;
}

/** Per tool: its module's text and its entry in every definitions file, as a fresh emission (no units) gives them. */
function perToolOutput(kit: KitModel, manifestPath: string): Map<string, string> {
  const files = emitKit(kit, { manifestPath, runtimeVersion: "0.1.0" });
  const definitions = files
    .filter((f) => f.path.startsWith("definitions/") && f.path.endsWith(".json"))
    .map((f) => ({ path: f.path, data: JSON.parse(f.content) as unknown }));
  return new Map(
    kit.tools.map((tool) => {
      const module = files.find((f) => f.path === `src/tools/${tool.name}.ts`)?.content;
      const entries = definitions.map(({ path, data }) => {
        // A list of records (the definitions files), or a map by tool name (output-schemas.json's `tools`).
        const tools = Array.isArray(data) ? data : (data as { tools?: unknown }).tools;
        const entry = Array.isArray(tools)
          ? (tools as Array<Record<string, unknown>>).find(
              (e) => e.name === tool.name || (e.function as { name?: string })?.name === tool.name,
            )
          : (tools as Record<string, unknown> | undefined)?.[tool.name];
        return [path, entry];
      });
      return [tool.name, JSON.stringify({ module, entries })];
    }),
  );
}

describe("per-tool units", () => {
  it.each(["content.yaml", "messaging.yaml"])(
    "%s: an edit to each top-level section emits again exactly the units it affects",
    async (name) => {
      vi.stubEnv("TOOLGEN_CACHE", tempDir("store"));
      const spec = tempDir("spec");
      cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
      const file = path.join(spec, name);
      const original = readFileSync(file, "utf8");
      const manifestPath = `spec/${name}`;
      const generation = new Generation(generationOptions({ specDir: spec, outDir: tempDir("out") }));
      await runGeneration(generation);
      const sections = Object.keys(parseDocument(original).toJS() as object);
      expect(sections).toContain("tools");
      let changedSomeTools = 0;
      // the edits add up: one section's state after its edit is the next section's state before
      const stateOf = (loaded: ReturnType<typeof loadManifest>) => {
        const kit = buildKit(loaded.manifest, loaded.text);
        return { text: loaded.text, kit, output: perToolOutput(kit, manifestPath) };
      };
      let before = stateOf(loadManifest(file, { checks }));
      for (const section of sections) {
        const edited = editSection(before.text, file, section);
        if (edited === undefined) continue; // no string in this section can change and still load
        const after = stateOf(loadManifest(file, { checks }));
        const { derived } = await runGeneration(generation);
        const [kitBefore, kitAfter] = [before.kit, after.kit];
        const modelBefore = new Map(kitBefore.tools.map((t) => [t.name, JSON.stringify(t)]));
        const [outputBefore, outputAfter] = [before.output, after.output];
        for (const tool of kitAfter.tools) {
          if (derived.includes(tool.name))
            expect(JSON.stringify(tool), `${section}: ${tool.name} emitted again, model unchanged`).not.toBe(
              modelBefore.get(tool.name),
            );
          else
            expect(outputAfter.get(tool.name), `${section}: ${tool.name} kept, output changed`).toBe(
              outputBefore.get(tool.name),
            );
        }
        // the other kit's units are all kept
        expect(
          derived.every((t) => kitAfter.tools.some((k) => k.name === t)),
          section,
        ).toBe(true);
        if (derived.length > 0) changedSomeTools++;
        before = after;
      }
      expect(changedSomeTools).toBeGreaterThan(0); // at least the tools section reached some units
    },
    600_000,
  );
});

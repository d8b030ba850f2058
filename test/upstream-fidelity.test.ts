// Upstream fidelity beyond the bindings: every binding is resolved against the upstream files by the generator's
// own upstream stage (validate/generate, tested in upstream-check.test.ts). What stays here are the facts that stage
// does not check: the tool counts, the version-header convention across Box's versioned file, and the Messaging
// scopes against the toolkit's declaration.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readSpecs } from "../generator/upstream/specs.js";
import { ROOT, SHARED } from "./support/paths.js";

interface Manifest<T> {
  toolkit: { declaredTools: number };
  upstream: {
    specs: string[];
    versionHeader?: { suffix: string; header: string; value: string };
    auth: { scopes: string[] };
  };
  tools: T[];
}
interface BoxTool {
  name: string;
  origin: "document" | "supplement" | "upstream";
}
interface SlackTool {
  name: string;
  operation: { methods: string[]; scopes?: string[] };
  risk?: { scopes?: string[] };
}

const readYaml = <T>(file: string) => parse(readFileSync(path.join(ROOT, file), "utf8")) as T;
const content = readYaml<Manifest<BoxTool>>("spec/content.yaml");
const messaging = readYaml<Manifest<SlackTool>>("spec/messaging.yaml");

describe("upstream fidelity: ContentApi ↔ Box OpenAPI", () => {
  it("reads the declared tools: from the document, the supplement's 7, and any marked origin: upstream", () => {
    const from = (origin: string) => content.tools.filter((t) => (t as { origin?: string }).origin === origin).length;
    // 7 is a fact of the shared upstream/box/SUPPLEMENT.md (the tools it adds), not of the manifest.
    expect(from("supplement")).toBe(7);
    expect(from("document") + from("supplement") + from("upstream")).toBe(content.tools.length);
    expect(content.tools).toHaveLength(content.toolkit.declaredTools);
  });

  it("every operation of Box's versioned file requires the version header the manifest sends for its suffix", () => {
    const version = content.upstream.versionHeader!;
    const file = content.upstream.specs.find((s) => s.includes(`v${version.value}`))!;
    const { operations } = readSpecs([{ path: path.join(SHARED, "upstream", file), name: file }]);
    expect(operations.length).toBeGreaterThan(0);
    for (const o of operations) {
      expect(o.id.endsWith(version.suffix), `${o.id} ends with ${version.suffix}`).toBe(true);
      const header = o.params.find((u) => u.in === "header" && u.name.toLowerCase() === version.header);
      expect(header?.required, `${o.id} requires ${version.header}`).toBe(true);
      expect(header?.enum, `${o.id} ${version.header} values`).toEqual([version.value]);
    }
  });
});

describe("upstream fidelity: Messaging ↔ Slack Web API", () => {
  it("reads the declared tools", () => {
    expect(messaging.tools).toHaveLength(messaging.toolkit.declaredTools);
  });

  it("every scope a tool holds is one the toolkit declares, and every declared scope is held by some tool", () => {
    const declared = new Set(messaging.upstream.auth.scopes);
    const held = messaging.tools.flatMap((t) => [...(t.operation.scopes ?? []), ...(t.risk?.scopes ?? [])]);
    expect(held.filter((s) => !declared.has(s))).toEqual([]);
    const used = new Set(messaging.tools.flatMap((t) => t.operation.scopes ?? []));
    expect(messaging.upstream.auth.scopes.filter((s) => !used.has(s))).toEqual([]);
  });
});

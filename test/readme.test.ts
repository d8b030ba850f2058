// The generated package READMEs, from the real manifests: a reader learns which service and token, sees every
// allowed value, default and scope, and a first call that would succeed as written.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tools as contentTools } from "@toolgen/content-api";
import { tools as messagingTools } from "@toolgen/messaging";
import { kitEnvironment } from "@toolgen/runtime/mcp/cli";
import { readme } from "../generator/emit/readme.js";
import { loadManifest } from "../generator/load/index.js";
import { buildKit } from "../generator/model/index.js";
import { ROOT } from "./support/paths.js";

const generatedTools = { "content-api": contentTools, messaging: messagingTools } as const;
const kits = ["content", "messaging"].map((name) => {
  const { manifest, text } = loadManifest(path.join(ROOT, "spec", `${name}.yaml`));
  const kit = buildKit(manifest, text, path.join(ROOT, "spec"));
  const content = readme(kit, { manifestPath: `spec/${name}.yaml`, runtimeVersion: "0.1.0" })[0]!.text;
  return { name: kit.id, kit, content };
});

const rowOf = (content: string, tool: string) => content.split("\n").find((line) => line.startsWith(`| \`${tool}\``))!;

describe.each(kits)("$name README", ({ kit, content }) => {
  it("names the upstream service and the token to get, and where the server reads it", () => {
    const facts = kit.manifest.toolkit.readme!;
    expect(content).toContain(`The tools call the ${facts.upstream}`);
    expect(content).toContain(`You need ${facts.token}`);
    expect(content).toContain(`\`${kitEnvironment(kit.id).token}\``);
  });

  it("shows every allowed value, default and bound of every parameter in its tool's row", () => {
    for (const tool of kit.tools) {
      const row = rowOf(content, tool.name);
      for (const { source: p } of tool.params) {
        for (const value of p.enum ?? p.itemsEnum ?? [])
          expect(row, `${tool.name}.${p.name}`).toContain(`\`${value}\``);
        if (p.default !== undefined && !Array.isArray(p.default))
          expect(row, `${tool.name}.${p.name}`).toContain(`default \`${JSON.stringify(p.default)}\``);
        if (p.maximum !== undefined) expect(row, `${tool.name}.${p.name}`).toContain(String(p.maximum));
      }
    }
  });

  it("shows each tool's own scopes, where the upstream has them", () => {
    for (const tool of kit.tools) {
      const { operation } = tool.definition;
      for (const scope of "scopes" in operation ? operation.scopes : [])
        expect(rowOf(content, tool.name), tool.name).toContain(`\`${scope}\``);
    }
  });

  it("starts with a call that passes validation, with realistic values and no cursor", () => {
    // printed as prettier prints it: a TypeScript object literal, on one line or one property a line
    const call = /kit\.call\("(\w+)", (\{[^;]*\})\);/.exec(content);
    expect(call).not.toBeNull();
    const [, name, input] = call!;
    const tool = (generatedTools[kit.id] as Record<string, { validate(input: unknown): unknown[] }>)[name!]!;
    expect(tool.validate(new Function(`return (${input});`)())).toEqual([]);
    expect(input).not.toMatch(/12345|cursor|marker/);
  });
});

it("the Messaging README shows a scopes column", () => {
  const messaging = kits.find((k) => k.name === "messaging")!;
  expect(messaging.content).toMatch(/\| Tool +\| Parameters +\| Rules and risk +\| Scopes +\|/);
});

// A seeded fuzz over the three edges issue 25 found open: tool inputs (text bound to a URL or header, inputs that are
// not objects), upstream bodies (nesting), and manifests (bytes, tags, directives, control characters, nesting).
// Each case has an oracle; a fixed seed keeps the run the same everywhere, and it takes seconds.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createToolkit as createContentApi, tools as contentTools } from "@toolgen/content-api";
import { createToolkit as createMessaging, tools as messagingTools } from "@toolgen/messaging";
import { runTool, ToolError, type Tool } from "@toolgen/runtime";
import { ManifestChecks, ManifestError, parseManifest } from "../generator/load/index.js";
import { decodeManifest } from "../generator/load/yaml.js";
import { Random } from "../runtime/src/sandbox/random.js";
import { SMALL_BOX } from "./support/manifests.js";
import { ROOT } from "./support/paths.js";

const SEED = 25;
const CASES = 300;
const random = new Random(SEED);
const seen = { refused: 0, answered: 0 };
afterAll(() => console.log(`fuzz seed ${SEED}: ${JSON.stringify(seen)}`));

/** A fetch that records each request and answers `body` (a JSON text) with 200. */
function recordingFetch(body: () => string) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(body(), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

/** Random text: ASCII, accents, pairs and lone halves of surrogates, control characters. */
function text(): string {
  const units = ["a", "Z", "7", "-", "/", "é", "\u{1f600}", "\ud800", "\udfff", "\u0000", " ", "%"];
  return Array.from({ length: random.int(0, 6) }, () => random.pick(units)).join("");
}
const LONE = /\p{Cs}/u;

const examples = (kit: string) =>
  new Map(
    (
      JSON.parse(readFileSync(path.join(ROOT, `generated/${kit}/test/cases.json`), "utf8")) as Array<{
        name: string;
        example: Record<string, unknown>;
      }>
    ).map((c) => [c.name, c.example]),
  );

/** The parameters of a tool whose text goes into a URL or header. */
const bound = (tool: Tool, example: Record<string, unknown>) =>
  tool.binding.kind === "http" ? tool.binding.params.map((p) => p.name) : Object.keys(example);

describe(`fuzz (seed ${SEED})`, () => {
  it("tool inputs: text with lone surrogates in bound parameters, and inputs that are not objects, send nothing", async () => {
    const upstream = recordingFetch(() => "{}");
    const kits = [
      {
        kit: createContentApi({ accessToken: "t", baseUrl: "http://127.0.0.1:9", fetch: upstream.fetch }),
        tools: contentTools,
        cases: examples("content-api"),
      },
      {
        kit: createMessaging({ accessToken: "t", baseUrl: "http://127.0.0.1:9", fetch: upstream.fetch }),
        tools: messagingTools,
        cases: examples("messaging"),
      },
    ];
    for (let i = 0; i < CASES; i++) {
      const { kit, tools, cases } = random.pick(kits);
      const name = random.pick(Object.keys(tools));
      const example = cases.get(name) ?? {};
      let input: unknown;
      let hostile: boolean;
      if (random.next() < 0.2) {
        input = random.pick([null, "str", [1], 3, true]);
        hostile = true;
      } else {
        const params = bound(tools[name]!, example).filter((p) => typeof example[p] === "string");
        if (params.length === 0) continue;
        const param = random.pick(params);
        const value = `${example[param]}${text()}`;
        input = { ...example, [param]: value };
        hostile = LONE.test(value);
      }
      upstream.calls.length = 0;
      const outcome = await kit.invoke(name, input).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Whatever the input, a call settles with a value or a ToolError, never anything else.
      if (outcome !== undefined) expect(outcome, `${name} ${JSON.stringify(input)}`).toBeInstanceOf(ToolError);
      if (hostile) {
        seen.refused++;
        expect((outcome as ToolError | undefined)?.kind, `${name} ${JSON.stringify(input)}`).toBe("invalid_input");
        expect(upstream.calls, `${name} ${JSON.stringify(input)}`).toEqual([]);
      }
    }
  });

  it("upstream bodies: any nesting comes back as a value that serialises, or an upstream error", async () => {
    const cases = examples("content-api");
    const reads = Object.entries(contentTools).filter(
      ([, t]) => t.binding.kind === "http" && t.binding.method === "GET",
    );
    let depth = 0;
    const upstream = recordingFetch(() => {
      const open = Array.from({ length: depth }, () => random.pick(["[", '{"k":']));
      const close = open.map((o) => (o === "[" ? "]" : "}")).reverse();
      return open.join("") + "1" + close.join("");
    });
    const kit = createContentApi({
      accessToken: "t",
      baseUrl: "http://127.0.0.1:9",
      fetch: upstream.fetch,
      retry: false,
    });
    for (let i = 0; i < 40; i++) {
      depth = random.pick([random.int(0, 300), random.int(300, 8000)]);
      const [name] = random.pick(reads);
      const outcome = await runTool(kit, name, cases.get(name) ?? {});
      expect(() => JSON.stringify(outcome), `depth ${depth}`).not.toThrow();
      seen.answered++;
    }
  });

  it("manifests: hostile bytes, tags, directives, control characters and nesting are refused with a located error", () => {
    const LOCATED = /^m\.yaml:\d+:\d+ \$/;
    const value = SMALL_BOX.indexOf("description: ") + "description: ".length;
    const mutations: Array<() => Uint8Array> = [
      () =>
        splice(
          random.pick([
            "!!js/function ",
            "!!python/object/apply:os.system ",
            "!!int ",
            "!custom ",
            "!!str ",
            "!!binary ",
          ]),
        ),
      () => Buffer.from(`%YAML ${random.int(0, 9)}.${random.int(0, 9)}\n---\n${SMALL_BOX}`),
      () => splice(String.fromCharCode(random.pick([0, 1, 7, 8, 11, 12, 27, 127, 0x85, 0x9f]))),
      () => splice(`"a\\${random.pick(["0", "a", "b", "e", "x01", "u0000", "x7f"])}" #`),
      () =>
        Buffer.concat([
          Buffer.from(SMALL_BOX.slice(0, value)),
          Buffer.from([random.pick([0x80, 0xc0, 0xe9, 0xf8, 0xff]), 0x41]),
          Buffer.from(SMALL_BOX.slice(value)),
        ]),
      () => splice(`${"[".repeat(random.int(65, 4000))}`),
    ];
    function splice(inserted: string): Uint8Array {
      const rest = SMALL_BOX.slice(value);
      const closing = inserted.startsWith("[") ? `x${"]".repeat(inserted.length)}\n` : "";
      return Buffer.from(
        SMALL_BOX.slice(0, value) + inserted + (closing ? closing + rest.slice(rest.indexOf("\n") + 1) : rest),
      );
    }
    const checks = new ManifestChecks(); // compiled once for the sixty texts
    for (let i = 0; i < 60; i++) {
      const mutation = random.int(0, mutations.length - 1);
      const bytes = mutations[mutation]!();
      // %YAML 1.2 is the format's own version: that one case may load.
      const allowed = mutation === 1 && Buffer.from(bytes).toString().startsWith("%YAML 1.2\n");
      let error: unknown;
      try {
        parseManifest(decodeManifest(bytes, "m.yaml"), "m.yaml", checks);
      } catch (e) {
        error = e;
      }
      if (allowed) continue;
      expect(error, `mutation ${mutation}: ${Buffer.from(bytes).toString().slice(0, 200)}`).toBeInstanceOf(
        ManifestError,
      );
      expect((error as Error).message).toMatch(LOCATED);
      seen.refused++;
    }
  });
});

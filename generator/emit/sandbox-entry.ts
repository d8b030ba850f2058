// src/sandbox.ts: the package's `./sandbox` entry. The sandbox itself is the runtime's; this only hands it the kit
// (the ContentApi sandbox derives its routes from the definitions).
import type { KitModel } from "../model/index.js";
import { literal } from "./literal.js";
import { StructureKind, call, file, printTypeScript, reference } from "./print.js";

const OUTPUT_SCHEMAS = 'new URL("../definitions/output-schemas.json", import.meta.url)';
import type { Emitter } from "./types.js";

const starters: Record<KitModel["provider"], { start: string; options: string; call: string }> = {
  // Box answers a read with the fields its tool's output schema declares.
  box: {
    start: "startBoxSandbox",
    options: "BoxSandboxOptions",
    call: `startBoxSandbox(definitions, ${literal({ outputSchemas: reference(OUTPUT_SCHEMAS), "...options": reference("...options") })})`,
  },
  // Messaging hands over its tools, so a plain method the sandbox does not model still answers (made-up.ts).
  slack: {
    start: "startSlackSandbox",
    options: "SlackSandboxOptions",
    call: call("startSlackSandbox", {
      kit: { tools: reference("tools"), outputSchemas: reference(OUTPUT_SCHEMAS) },
      "...options": reference("...options"),
    }),
  },
};

export const sandboxEntry: Emitter = (kit, context) => {
  const { start, options, call: started } = starters[kit.provider];
  return [
    file(
      "src/sandbox.ts",
      printTypeScript(context, {
        statements: [
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: "@toolgen/runtime/sandbox",
            namedImports: [start, `type ${options}`, "type Sandbox"],
          },
          {
            kind: StructureKind.ImportDeclaration,
            // The package entry: the build bundles it, and leaves this module apart beside it.
            moduleSpecifier: "./index.js",
            namedImports: [kit.provider === "box" ? "definitions" : "tools"],
          },
          {
            kind: StructureKind.ExportDeclaration,
            isTypeOnly: true,
            leadingTrivia: (writer) => writer.blankLineIfLastNot(),
            namedExports: ["Sandbox", { name: options, alias: "SandboxOptions" }],
          },
          {
            kind: StructureKind.Function,
            isExported: true,
            name: "startSandbox",
            docs: [
              `Starts an embedded, stateful ${kit.provider === "box" ? "Box" : "Slack"} on 127.0.0.1 with seeded data; pass its \`url\` as \`createToolkit({ baseUrl })\`.`,
            ],
            parameters: [{ name: "options", type: options, initializer: "{}" }],
            returnType: "Promise<Sandbox>",
            statements: [`return ${started};`],
          },
        ],
      }),
    ),
  ];
};

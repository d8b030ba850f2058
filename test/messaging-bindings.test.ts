// Messaging's parameters are accounted for by construction (issue 35): a maintainer's edit to spec/messaging.yaml,
// made in memory, goes through the loader, the model and the Slack provider against the sandbox, and the requests
// the sandbox receives are read from its log. Tools are found by their Slack method, never by name.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { createKit, slackProvider, ToolError, type Tool } from "@toolgen/runtime";
import { startSlackSandbox, type Sandbox } from "@toolgen/runtime/sandbox";
import { inputValidator } from "@toolgen/runtime/validation.js";
import { loadManifest, ManifestError, parseManifest } from "../generator/load/index.js";
import type { Manifest } from "../generator/load/manifest.js";
import { exampleInput } from "../generator/model/examples.js";
import { buildKit } from "../generator/model/index.js";
import { checkManifestUpstream } from "../generator/upstream/index.js";
import { driftReport } from "../generator/upstream/drift.js";
import { ROOT, SHARED } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const folder = temporaryFolders("messaging-bindings-");
const UPSTREAM = path.join(SHARED, "upstream");
const SLACK_SPEC = path.join(UPSTREAM, "slack/slack_web_openapi_v2.json");
const TEXT = readFileSync(path.join(ROOT, "spec/messaging.yaml"), "utf8");
const REASON = "Slack has it; the document does not list it yet";

type Doc = ReturnType<typeof parseDocument>;
const base = () => parseDocument(TEXT);
const manifestOf = (doc: Doc) => doc.toJS() as Manifest;
const indexOf = (doc: Doc, method: string) =>
  manifestOf(doc).tools.findIndex((t) => "methods" in t.operation && t.operation.methods[0] === method);

/** Adds a parameter to the tool over `method`. */
function addParam(doc: Doc, method: string, param: Record<string, unknown>): void {
  doc.addIn(
    ["tools", indexOf(doc, method), "params"],
    doc.createNode({ ...param, origin: "upstream", reason: REASON }),
  );
}

/** `wanted`, or it with `more` appended until no name in `taken` has it (a maintainer may have made this very edit). */
function free(taken: string[], wanted: string, more = "X"): string {
  let name = wanted;
  while (taken.includes(name)) name += more;
  return name;
}

/** The parameter of the tool over `method` passing through to `arg`: the one it has, or one added now. */
function passing(doc: Doc, method: string, arg: string, type: string): string {
  const params = manifestOf(doc).tools[indexOf(doc, method)]!.params;
  const had = params.find((p) => p.upstream === arg);
  if (had) return had.name;
  const name = free(
    params.map((p) => p.name),
    arg,
    "_x",
  );
  addParam(doc, method, { name, type, upstream: arg });
  return name;
}

/** A parameter name the tool over `method` does not have yet. */
const freeParam = (doc: Doc, method: string, wanted: string) =>
  free(
    manifestOf(doc).tools[indexOf(doc, method)]!.params.map((p) => p.name),
    wanted,
    "_x",
  );

/** Adds a tool (origin: upstream) under a name no tool has, counts it, and returns that name. */
function addTool(doc: Doc, tool: Record<string, unknown> & { name: string }): string {
  const name = free(
    manifestOf(doc).tools.map((t) => t.name),
    tool.name,
  );
  doc.addIn(["tools"], doc.createNode({ origin: "upstream", reason: REASON, ...tool, name }));
  doc.setIn(["toolkit", "declaredTools"], manifestOf(doc).tools.length);
  return name;
}

/** The kit's tools built in memory from a manifest text, as the generated modules would state them. */
function toolsOf(text: string): { tools: Record<string, Tool>; outputSchemas: URL } {
  const manifest = parseManifest(text, "spec/messaging.yaml");
  const kit = buildKit(manifest, text, path.join(ROOT, "spec"));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const tools: Record<string, Tool> = {};
  const outputs: Record<string, unknown> = {};
  for (const model of kit.tools) {
    tools[model.name] = {
      definition: model.definition,
      binding: model.binding,
      validate: inputValidator(model.definition, ajv.compile(model.definition.inputSchema), model.checks),
    };
    outputs[model.name] = model.outputSchema;
  }
  const file = path.join(folder("outputs"), "output-schemas.json");
  writeFileSync(file, JSON.stringify({ $defs: manifest.outputDefinitions ?? {}, tools: outputs }));
  return { tools, outputSchemas: new URL(`file://${file}`) };
}

let log: string[] = [];

/** Calls a tool of `text`'s kit against a sandbox serving that kit; the requests the sandbox saw are in `log`. */
async function call(text: string, tool: string, input: Record<string, unknown>) {
  const kit = toolsOf(text);
  log = [];
  const sandbox: Sandbox = await startSlackSandbox({ kit, log: (line) => log.push(line) });
  try {
    const toolkit = createKit(slackProvider, kit.tools, { accessToken: "xoxp-test", baseUrl: sandbox.url });
    return (await toolkit.invoke(tool, input)) as Record<string, any>;
  } finally {
    await sandbox.close();
  }
}

describe("a pass-through parameter", () => {
  it("added to the tool over users.list is sent on the wire as the Slack argument it names", async () => {
    const doc = base();
    const param = passing(doc, "users.list", "include_locale", "boolean");
    const tool = manifestOf(doc).tools[indexOf(doc, "users.list")]!.name;
    const out = await call(doc.toString(), tool, { [param]: true, limit: 5 });
    expect(log).toEqual(["GET /api/users.list?include_locale=true&limit=5"]);
    expect(out.users.length).toBeGreaterThan(0);
    expect(out.users.every((u: { locale?: string }) => typeof u.locale === "string")).toBe(true);
  });

  it("added to the tool over users.info goes with every users.info call, for a user named by email too", async () => {
    const doc = base();
    const param = passing(doc, "users.info", "include_locale", "boolean");
    const tool = manifestOf(doc).tools[indexOf(doc, "users.info")]!;
    const [byId, byEmail] = ["user_ids", "emails"].map((p) => tool.params.find((x) => x.name === p)!.name);
    // Two seeded users, one named by id and the other by email (the sandbox's seed, read through a first call).
    const seed = await call(base().toString(), manifestOf(base()).tools[indexOf(base(), "users.list")]!.name, {});
    const [first, second] = seed.users as Array<{ id: string; profile: { email: string } }>;
    const out = await call(doc.toString(), tool.name, {
      [byId!]: [first!.id],
      [byEmail!]: [second!.profile.email],
      [param]: true,
    });
    const infos = log.filter((l) => l.includes("/users.info"));
    expect(infos).toHaveLength(2);
    for (const line of infos) expect(line).toContain("include_locale=true");
    expect(out.users.map((u: { id: string; locale?: string }) => [u.id, u.locale])).toEqual([
      [first!.id, "en-US"],
      [second!.id, "en-US"],
    ]);
  });

  it("without upstream: or behaviour:, is refused at its line and column (it would be accepted and never sent)", () => {
    const doc = base();
    const name = freeParam(doc, "users.list", "include_locale");
    addParam(doc, "users.list", { name, type: "boolean" });
    const text = doc.toString();
    const t = indexOf(doc, "users.list");
    const p = manifestOf(doc).tools[t]!.params.length - 1;
    const line = text.split("\n").findIndex((l) => l.endsWith(`name: ${name}`)) + 1;
    expect(() => parseManifest(text, "spec/messaging.yaml")).toThrow(ManifestError);
    expect(() => parseManifest(text, "spec/messaging.yaml")).toThrow(
      `spec/messaging.yaml:${line}:9 $.tools[${t}].params[${p}]: expected "upstream: <an argument of users.list>" (passed through) or "behaviour: <name>"`,
    );
  });

  it("is resolved in Slack's specification: a typo gets a did-you-mean, a type that does not fit is refused", () => {
    const doc = base();
    addParam(doc, "users.list", {
      name: freeParam(doc, "users.list", "include_locale"),
      type: "boolean",
      upstream: "include_local",
    });
    addParam(doc, "chat.postMessage", {
      name: freeParam(doc, "chat.postMessage", "unfurl_links"),
      type: "string",
      upstream: "unfurl_links",
    });
    const file = path.join(folder("typo"), "messaging.yaml");
    writeFileSync(file, doc.toString());
    const { problems } = checkManifestUpstream(loadManifest(file), UPSTREAM);
    const lines = problems.map((p) => p.expected);
    expect(lines).toContain(
      'expected an argument of users.list (limit, cursor, include_locale); "include_local" is not one; did you mean "include_locale"?',
    );
    expect(lines).toContain(
      'expected a type that fits argument "unfurl_links" of chat.postMessage, which is boolean; string is not one',
    );
    expect(problems).toHaveLength(2);
  });
});

describe("a tool over a plain Slack method runs through the generic executor", () => {
  it("users.getPresence: no handler needed; the sandbox, which does not model it, answers from the output schema and says so", async () => {
    const doc = base();
    const name = addTool(doc, {
      name: "GetUserPresence",
      group: "retrieval",
      description: "Returns whether one user is active or away right now.",
      output: { type: "object", properties: { presence: { enum: ["active", "away"] } }, required: ["presence"] },
      operation: { methods: ["users.getPresence"], scopes: ["users:read"], plain: true },
      params: [{ name: "user_id", type: "string", required: true, upstream: "user" }],
    });
    const out = await call(doc.toString(), name, { user_id: "U1" });
    expect(out).toEqual({ presence: "active" });
    // The sandbox sees the method, not the tool: it answers by the first tool over it (a maintainer's, if any).
    const first = manifestOf(doc).tools[indexOf(doc, "users.getPresence")]!.name;
    expect(log).toEqual([
      "GET /api/users.getPresence?user=U1",
      `users.getPresence is not modelled; answered the smallest answer ${first}'s output schema accepts`,
    ]);
  });

  it("without plain:, validate says to write it (every parameter passes through)", () => {
    const doc = base();
    const name = addTool(doc, {
      name: "GetUserPresence",
      group: "retrieval",
      description: "Returns whether one user is active or away right now.",
      output: { type: "object" },
      operation: { methods: ["users.getPresence"], scopes: ["users:read"] },
      params: [{ name: "user_id", type: "string", required: true, upstream: "user" }],
    });
    const t = manifestOf(doc).tools.findIndex((x) => x.name === name);
    expect(() => parseManifest(doc.toString(), "spec/messaging.yaml")).toThrow(
      `$.tools[${t}].operation.methods[0]: expected a plain binding or a handler for "users.getPresence"; it has no handler, and every parameter passes through, so write "plain: true"`,
    );
  });

  it("a paged variant over conversations.list passes its arguments, fills limit across cursor pages, and the sandbox applies them", async () => {
    const doc = base();
    const name = addTool(doc, {
      name: "ListActivePublicChannels",
      group: "retrieval",
      description: "Lists public channels that are not archived.",
      output: { type: "object" },
      operation: {
        methods: ["conversations.list"],
        scopes: ["channels:read"],
        plain: { paging: { items: "channels" } },
      },
      params: [
        { name: "types", type: "string", default: "public_channel", upstream: "types" },
        { name: "exclude_archived", type: "boolean", default: true, upstream: "exclude_archived" },
        { name: "limit", type: "integer", default: 2, minimum: 1, maximum: 100, behaviour: "paging" },
        { name: "next_cursor", type: "string", behaviour: "paging" },
      ],
    });
    const first = await call(doc.toString(), name, {});
    expect(log).toEqual(["GET /api/conversations.list?types=public_channel&exclude_archived=true&limit=2"]);
    expect(first.channels).toHaveLength(2);
    expect(first.channels.every((c: any) => c.is_channel === true && c.is_archived === false)).toBe(true);
    const all = await call(doc.toString(), name, { limit: 100 });
    expect(all.next_cursor).toBe("");
    expect(all.channels.every((c: any) => c.is_archived === false)).toBe(true);
    const second = await call(doc.toString(), name, { next_cursor: first.next_cursor });
    expect(log[0]).toContain(`cursor=${first.next_cursor}`);
    expect(second.channels.map((c: any) => c.id)).toEqual(all.channels.slice(2, 4).map((c: any) => c.id));
    // The generated cases' example (sandbox-shapes runs it) takes the stated default, not a made-up types value.
    const text = doc.toString();
    const model = buildKit(parseManifest(text, "spec/messaging.yaml"), text, path.join(ROOT, "spec")).tools.find(
      (t) => t.name === name,
    )!;
    const { next_cursor: _, ...example } = exampleInput(model);
    expect(example.types).toBe("public_channel");
    expect((await call(text, name, example)).channels.length).toBeGreaterThan(0);
  });

  it("Slack's ok:false is the error envelope, with Slack's code; a write goes as a form POST", async () => {
    const doc = base();
    const getOne = addTool(doc, {
      name: "GetOneUser",
      group: "retrieval",
      description: "Returns one user.",
      output: { type: "object" },
      operation: { methods: ["users.info"], scopes: ["users:read"], plain: { result: "user" } },
      params: [{ name: "user_id", type: "string", required: true, upstream: "user" }],
    });
    const setTopic = addTool(doc, {
      name: "SetTopic",
      group: "action",
      description: "Sets a channel's topic.",
      output: { type: "object", properties: { channel: { type: "object" } }, required: ["channel"] },
      operation: { methods: ["conversations.setTopic"], scopes: ["channels:write"], plain: true },
      params: [
        { name: "channel_id", type: "string", required: true, upstream: "channel" },
        { name: "topic", type: "string", required: true, upstream: "topic" },
      ],
      risk: { outcome: "none" },
    });
    const text = doc.toString();
    const error = await call(text, getOne, { user_id: "UNOBODY" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).upstream?.code).toBe("user_not_found");
    const user = await call(text, getOne, { user_id: "U0001ALICE" });
    expect(user.id).toBe("U0001ALICE");
    const set = await call(text, setTopic, { channel_id: "C1", topic: "hello" });
    expect(set).toEqual({ channel: {} });
    expect(log[0]).toBe("POST /api/conversations.setTopic?channel=C1&topic=hello");
  });
});

describe("check-upstream --since: arguments of bound methods added or removed between two versions", () => {
  it("lists an argument added and one removed that a parameter passes through to", () => {
    const doc = base();
    const param = passing(doc, "users.list", "include_locale", "boolean");
    const file = path.join(folder("since"), "messaging.yaml");
    writeFileSync(file, doc.toString());
    const spec = JSON.parse(readFileSync(SLACK_SPEC, "utf8"));
    const op = spec.paths["/users.list"].get;
    op.parameters = op.parameters
      .filter((p: { name: string }) => p.name !== "include_locale")
      .concat({ name: "include_profile_only_fields", in: "query", type: "boolean" });
    const newer = path.join(folder("since"), "slack_web_openapi_v3.json");
    writeFileSync(newer, JSON.stringify(spec));
    const tool = manifestOf(doc).tools[indexOf(doc, "users.list")]!.name;
    const report = driftReport(loadManifest(file), [{ path: newer, name: "v3.json" }], {
      since: [{ path: SLACK_SPEC, name: "v2.json" }],
    });
    const at = report.lines.findIndex((l) => l.startsWith("Arguments of bound methods added or removed since v2.json"));
    expect(report.lines.slice(at, at + 3)).toEqual([
      "Arguments of bound methods added or removed since v2.json: 2",
      "  users.list: + include_profile_only_fields",
      `  users.list: − include_locale (${tool}.${param} passes through to it: breaks)`,
    ]);
    expect(report.breaking).toBe(1);
  });
});

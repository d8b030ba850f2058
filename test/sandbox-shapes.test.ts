// Every tool once against the sandbox, each answer the sandbox sent checked against the upstream's own response
// schema for that operation (Box's OpenAPI, Slack's Web API description), read from SHARED/upstream.
import { createToolkit as createContentKit, definitions as contentDefinitions, ToolError } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { createToolkit as createMessagingKit, definitions as messagingDefinitions } from "@toolgen/messaging";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildRoutes, fill, matchRoute } from "../runtime/src/sandbox/box/routes.js";
import { seedStore } from "../runtime/src/sandbox/box/seed/index.js";
import { ROOT } from "./support/paths.js";
import { boxOperations, slackValidators, upstreamOperationId } from "./support/upstream-schemas.js";
import { specManifest, toolFor } from "./support/spec.js";
import { closedOutputValidators, declaredFieldNames, outputValidators, problems } from "./support/output-schemas.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INFO = toolFor({ slackMethod: "conversations.info" });
const CONVERSATIONS_INVITE = toolFor({ slackMethod: "conversations.invite" });
const CONVERSATIONS_REPLIES = toolFor({ slackMethod: "conversations.replies" });

interface Answer {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** A fetch that records every answer it passes on. */
function recordingFetch(answers: Answer[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const body = Buffer.from(await response.clone().arrayBuffer());
    answers.push({
      url: String(input instanceof Request ? input.url : input),
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body,
    });
    return response;
  };
}

const TOKEN = "sandbox-token";
const byGroup = (g: string) => (g === "retrieval" ? 0 : g === "action" ? 1 : 2);
/** Box's operations, read once for both Box describes (each reads validators from it, and changes nothing). */
const operations = boxOperations();

describe("ContentApi sandbox answers match Box's response schemas", async () => {
  const seed = seedStore(1, Date.now());
  const sandbox = await startBox();
  afterAll(() => sandbox.close());

  /** Values for required query and header parameters, by upstream name: records the seed has. */
  const instance = seed.get("/files/30001/metadata/enterprise/projectInfo")!;
  const SAMPLES: Record<string, string> = {
    boxapi: "shared_link=https://app.sandbox-co.example/s/contract",
    "boxapi#folders": "shared_link=https://app.sandbox-co.example/s/finance&shared_link_password=ledger-2025",
    "boxapi#web_links": "shared_link=https://app.sandbox-co.example/s/handbook",
    "boxapi#app_items": "shared_link=https://app.sandbox-co.example/s/apollo-hub",
    policy_id: "77001",
    tos_id: "92001",
    shield_information_barrier_id: "78001",
    shield_information_barrier_segment_id: "78101",
    hub_id: "80001",
    metadata_instance_id: String(instance.$id),
    folder_id: "20002",
    resolved_for_id: "11112",
    stream_type: "all",
  };

  const routes = buildRoutes(contentDefinitions);
  /** Path values no seeded key spells out (metadata templates are stored by scope and key, not by id). */
  const PATH_SAMPLES: Record<string, Record<string, string>> = {
    "/metadata_templates/{template_id}": {
      template_id: String(seed.get("/metadata_templates/enterprise/projectInfo/schema")!.id),
    },
  };

  /**
   * A value for each path parameter, from a seeded key that fits the template (or starts with it). Reads take the
   * first fit that is not the root folder; deletions the last (the seed lists the simplest record of a kind last,
   * e.g. a user who owns nothing, an empty folder); the trash routes take an item that is in the trash.
   */
  function pathValues(template: string, method: string): Record<string, string> | undefined {
    if (PATH_SAMPLES[template]) return PATH_SAMPLES[template];
    if (!template.includes("{")) return {};
    const trashRoute = template.endsWith("/trash");
    // A sub-resource or action (`/trash`, `/items`, `/cancel`, `/thumbnail.{extension}`) may be found by its parent.
    const parent = template.replace(/(\/(?:[a-z_]+|thumbnail\.\{extension\}))+$/, "");
    for (const base of trashRoute ? [parent] : [template, parent]) {
      const names: string[] = [];
      const source = base.replace(/[.]/g, "\\.").replace(/\{([^}]+)\}/g, (_, n: string) => (names.push(n), "([^/]+)"));
      const pattern = new RegExp(`^${source}(?:/|$)`);
      const keys = trashRoute ? [...seed.trash].sort() : [...seed.items.keys(), ...seed.lists.keys()].sort();
      if (method === "DELETE") keys.reverse();
      for (const key of keys) {
        const m = pattern.exec(key);
        if (!m) continue;
        const captured = m.slice(1);
        // Not the root folder, nothing trashed, and values that route to this very operation (not `/users/me`).
        const found = m[0].replace(/\/$/, "");
        if (captured.includes("0") || (!trashRoute && seed.trash.has(found))) continue;
        // A deletion needs a record there, not just records under it.
        if (method === "DELETE" && !seed.get(found)) continue;
        const values = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(captured[i]!)]));
        if (template.includes("{extension}")) values.extension = "png";
        const routed = matchRoute(routes, method, fill(template, values));
        if (typeof routed === "object" && routed.route.template === template) return values;
      }
    }
    return undefined;
  }

  const examples = new Map(
    (
      JSON.parse(readFileSync(path.join(ROOT, "generated/content-api/test/cases.json"), "utf8")) as {
        name: string;
        example: Record<string, unknown>;
      }[]
    ).map((c) => [c.name, c.example]),
  );
  const cases = [...contentDefinitions].sort((a, b) => byGroup(a.group) - byGroup(b.group));
  const answers: Answer[] = [];
  const kit = createContentKit({ baseUrl: sandbox.url, accessToken: TOKEN, fetch: recordingFetch(answers) });
  const outputValidator = outputValidators("content-api");
  const closedValidator = closedOutputValidators("content-api");
  /** The upstream's field selection (Box's `fields`), and the reads whose answer it gave fields beyond the plain type. */
  const SELECTION = specManifest("content-api").upstream.fieldSelection!.upstream;
  const ALL_FIELDS = declaredFieldNames("content-api");
  const widened: string[] = [];

  it.each(cases.map((d) => [d.name, d] as const))("%s", async (_name, definition) => {
    const operation = definition.operation as {
      id: string;
      method: string;
      path: string;
      params: { name: string; in: string; upstream: string }[];
    };
    const required = new Set((definition.inputSchema.required as string[] | undefined) ?? []);
    const values = pathValues(operation.path, operation.method);
    // A tool a maintainer adds ahead of the document (origin: upstream) may bind a resource the sandbox does not seed.
    if (values === undefined && (definition as { origin?: string }).origin === "upstream") return;
    expect(values, `a seeded record for ${operation.path}`).toBeDefined();
    const input: Record<string, unknown> = {};
    const schema = definition.inputSchema.properties as Record<
      string,
      { enum?: string[]; type?: string; items?: { enum?: string[] } }
    >;
    for (const param of operation.params) {
      if (!required.has(param.name)) continue;
      // The shared-item operations differ only by the kind of item the link names (`get_shared_items#folders`).
      const kind = /#(\w+)$/.exec(operation.id)?.[1];
      const value =
        param.in === "path"
          ? values![param.upstream]
          : (SAMPLES[`${param.upstream}#${kind}`] ?? SAMPLES[param.upstream]);
      const enumValues = schema[param.name]?.enum;
      input[param.name] = value ?? enumValues?.[0] ?? examples.get(definition.name)?.[param.name];
      expect(input[param.name], `a value for ${param.name}`).toBeDefined();
    }
    sandbox.reset();
    answers.length = 0;
    const result = await kit.call(definition.name as never, input as never);
    expect(answers.length).toBeGreaterThan(0);
    // What the call resolved to is what the tool's output schema says.
    const validate = outputValidator(definition.name);
    expect(validate(result) ? "" : problems(validate), JSON.stringify(result).slice(0, 300)).toBe("");
    // A read's answer carries no field its declared type lacks (a script reading it type-checks).
    if (definition.annotations.readOnlyHint) {
      const strict = closedValidator(definition.name);
      expect(strict(result) ? "" : problems(strict), "fields the declared type lacks").toBe("");
    }
    // A read that selects fields, asking for every field any definition declares, carries only fields its declared
    // type has: the fullest representation of each record it answers.
    const selection = operation.params.find((p) => p.in === "query" && p.upstream === SELECTION);
    if (definition.annotations.readOnlyHint && selection) {
      sandbox.reset();
      const selected = await kit.call(definition.name as never, { ...input, [selection.name]: ALL_FIELDS } as never);
      const strict = closedValidator(definition.name, true);
      expect(strict(selected) ? "" : problems(strict), "selected fields the declared type lacks").toBe("");
      if (!closedValidator(definition.name)(selected)) widened.push(definition.name);
    }
    const upstream =
      operations.get(upstreamOperationId(operation.id)) ??
      operations.get(upstreamOperationId(operation.id.replace(/#.*$/, "")));
    expect(upstream, operation.id).toBeDefined();
    for (const answer of answers) {
      const documented = upstream!.responses[String(answer.status)];
      expect(documented, `status ${answer.status} of ${operation.id}`).toBeDefined();
      if (documented!.json) {
        const body: unknown = JSON.parse(answer.body.toString("utf8"));
        const valid = documented!.json(body);
        const problems = (valid ? [] : documented!.json.errors!).map(
          (e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
        );
        expect(problems.join("\n"), JSON.stringify(body).slice(0, 200)).toBe("");
      } else if (documented!.contentTypes.length > 0) {
        expect(
          documented!.contentTypes.some(
            (t) => answer.contentType.startsWith(t.replace("jpg", "jpeg")) || answer.contentType.startsWith(t),
          ),
        ).toBe(true);
        expect(answer.body.length).toBeGreaterThan(0);
      } else {
        expect(answer.body.length).toBe(0);
      }
    }
  });

  it("answers a field selection fields the plain type lacks, which the declared type admits", () => {
    expect(widened.length, "reads whose selected answer carries fields beyond their plain type").toBeGreaterThan(0);
  });
});

describe("ContentApi sandbox errors match Box's error schema", async () => {
  const sandbox = await startBox();
  afterAll(() => sandbox.close());
  const answers: Answer[] = [];
  const kit = createContentKit({
    baseUrl: sandbox.url,
    accessToken: TOKEN,
    fetch: recordingFetch(answers),
    retry: false,
  });
  const examples = new Map(
    (
      JSON.parse(readFileSync(path.join(ROOT, "generated/content-api/test/cases.json"), "utf8")) as {
        name: string;
        example: Record<string, unknown>;
      }[]
    ).map((c) => [c.name, c.example]),
  );
  // Every tool that names a record by a path parameter, asked for one that does not exist.
  const cases = contentDefinitions.filter((d) =>
    (d.operation as { params: { in: string }[] }).params.some((p) => p.in === "path"),
  );

  it.each(cases.map((d) => [d.name, d] as const))("%s", async (_name, definition) => {
    const operation = definition.operation as { id: string; params: { name: string; in: string; upstream: string }[] };
    const schema = definition.inputSchema.properties as Record<string, { enum?: string[] }>;
    const required = new Set((definition.inputSchema.required as string[] | undefined) ?? []);
    const input: Record<string, unknown> = {};
    for (const param of operation.params) {
      if (!required.has(param.name)) continue;
      const example = examples.get(definition.name)?.[param.name];
      input[param.name] = param.in === "path" && !schema[param.name]?.enum ? "999999999" : example;
    }
    answers.length = 0;
    const error = await kit.call(definition.name as never, input as never).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(answers).toHaveLength(1);
    const answer = answers[0]!;
    expect(answer.status).toBe(404);
    const upstream = (operations.get(upstreamOperationId(operation.id)) ??
      operations.get(upstreamOperationId(operation.id.replace(/#.*$/, ""))))!;
    // The status's own entry, else `default`, else the client-error schema the operation documents for another 4xx.
    const documented =
      upstream.responses[String(answer.status)] ??
      upstream.responses.default ??
      Object.entries(upstream.responses).find(([status, r]) => status.startsWith("4") && r.json)?.[1];
    expect(documented?.json, `a documented error schema for ${operation.id}`).toBeDefined();
    const body: unknown = JSON.parse(answer.body.toString("utf8"));
    const problems = (documented!.json!(body) ? [] : documented!.json!.errors!).map(
      (e) => `${e.instancePath} ${e.message}`,
    );
    expect(problems.join("\n"), JSON.stringify(body)).toBe("");
  });
});

describe("Messaging sandbox answers match Slack's response schemas", async () => {
  const validators = slackValidators();
  const sandbox = await startSlack();
  afterAll(() => sandbox.close());
  const answers: Answer[] = [];
  const kit = createMessagingKit({ baseUrl: sandbox.url, accessToken: TOKEN, fetch: recordingFetch(answers) });
  const outputValidator = outputValidators("messaging");
  const closedValidator = closedOutputValidators("messaging");

  // #engineering: the caller is a member and Emma is not, so an invitation can succeed.
  const channel = "C03ENGINEERING";
  const threads = (await kit.invoke(CONVERSATIONS_HISTORY, { conversation_id: channel, limit: 100 })) as {
    messages: { ts: string; reply_count?: number }[];
  };
  const parent = threads.messages.find((m) => (m.reply_count ?? 0) > 0);
  /** Values by parameter name, for the examples the manifest's cases give (their cursors are left out). */
  const VALUES: Record<string, unknown> = {
    conversation_id: channel,
    channel_id: channel,
    thread_ts: parent?.ts,
    user_ids: ["U0005EMMA"],
    usernames: ["emma"],
    emails: ["emma@sandbox-co.example"],
    message: "Hello from the shapes test",
  };
  const cases = JSON.parse(readFileSync(path.join(ROOT, "generated/messaging/test/cases.json"), "utf8")) as {
    name: string;
    example: Record<string, unknown>;
  }[];
  const examples = new Map(cases.map((c) => [c.name, c.example]));

  it("has a thread to read", () => expect(parent).toBeDefined());

  it("answers errors in Slack's error schema", async () => {
    sandbox.reset();
    answers.length = 0;
    const failing: Array<[string, Record<string, unknown>]> = [
      [CONVERSATIONS_INFO, { conversation_id: "C999NOWHERE" }],
      [CONVERSATIONS_INVITE, { channel_id: channel, user_ids: ["U0002BRUNO"] }],
      [CHAT_POSTMESSAGE, { conversation_id: "C07LAUNCH2023", message: "too late" }],
      [CONVERSATIONS_REPLIES, { conversation_id: channel, thread_ts: "1.000001" }],
    ];
    for (const [name, input] of failing) {
      await expect(kit.call(name as never, input as never)).rejects.toBeInstanceOf(Error);
    }
    const errors = answers.map((a) => ({
      method: new URL(a.url).pathname.split("/").pop()!,
      body: JSON.parse(a.body.toString("utf8")) as { ok: boolean; error?: string },
    }));
    expect(errors.map((e) => e.body.error)).toEqual([
      "channel_not_found",
      "already_in_channel",
      "is_archived",
      "thread_not_found",
    ]);
    for (const { method, body } of errors) {
      const validate = validators.get(method)!.error;
      expect(validate(body) ? [] : validate.errors, method).toEqual([]);
    }
  });

  it.each(messagingDefinitions.map((d) => [d.name] as const))("%s", async (name) => {
    const input = Object.fromEntries(
      Object.entries(examples.get(name) ?? {})
        .filter(([key]) => key !== "next_cursor")
        .map(([key, value]) => [key, key in VALUES ? VALUES[key] : value]),
    );
    sandbox.reset();
    answers.length = 0;
    const result = await kit.call(name as never, input as never);
    expect(answers.length).toBeGreaterThan(0);
    const validateOutput = outputValidator(name);
    expect(validateOutput(result) ? "" : problems(validateOutput), JSON.stringify(result).slice(0, 300)).toBe("");
    if (messagingDefinitions.find((d) => d.name === name)!.annotations.readOnlyHint) {
      const strict = closedValidator(name);
      expect(strict(result) ? "" : problems(strict), "fields the declared type lacks").toBe("");
    }
    for (const answer of answers) {
      const method = new URL(answer.url).pathname.split("/").pop()!;
      const body = JSON.parse(answer.body.toString("utf8")) as { ok: boolean };
      const validate = validators.get(method)?.[body.ok ? "ok" : "error"];
      expect(validate, method).toBeDefined();
      const problems = (validate!(body) ? [] : validate!.errors!).map(
        (e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
      );
      expect(problems.join("\n"), `${method}: ${JSON.stringify(body).slice(0, 200)}`).toBe("");
    }
  });
});

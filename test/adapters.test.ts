// The runtime's adapters over the generated kits: definitions equal to the committed definition files, and an
// execute that runs the call and answers errors in words, never by rejecting.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { createToolkit as createContent } from "@toolgen/content-api";
import {
  errorText,
  selectTools,
  SelectionError,
  toAISDKTools,
  toAnthropicTools,
  toGeminiTools,
  toOpenAITools,
  ToolError,
  type OpenAITool,
} from "@toolgen/runtime";
import { generateText, type ToolSet } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { startSlackDouble, type SlackDouble } from "../runtime/test/support/slack-double.js";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INFO = toolFor({ slackMethod: "conversations.info" });

let slack: SlackDouble;
let box: BoxDouble;
let messaging: ReturnType<typeof createMessaging>;

beforeAll(async () => {
  [slack, box] = await Promise.all([startSlackDouble(), startBoxDouble({ token: "box-token-for-adapters" })]);
  messaging = createMessaging({ accessToken: slack.token, baseUrl: slack.url, retry: false });
});

afterAll(async () => {
  await Promise.all([slack?.close(), box?.close()]);
});

const definitionsFile = (kit: string, file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, "generated", kit, "definitions", file), "utf8")) as unknown;

describe("toOpenAITools", () => {
  it("gives the tools of definitions/openai.json, or openai-strict.json with strict", () => {
    expect(toOpenAITools(messaging).tools).toEqual(definitionsFile("messaging", "openai.json"));
    expect(toOpenAITools(messaging, { strict: true }).tools).toEqual(
      definitionsFile("messaging", "openai-strict.json"),
    );
    const content = createContent({ accessToken: "x", baseUrl: box.url });
    expect(toOpenAITools(content, { strict: true }).tools).toEqual(
      definitionsFile("content-api", "openai-strict.json"),
    );
  });

  it("gives the Responses API's flat shape with api: responses, stating strict either way", async () => {
    const flat = (file: string, strict: boolean) =>
      (definitionsFile("messaging", file) as OpenAITool[]).map(({ function: f }) => ({
        type: "function",
        name: f.name,
        description: f.description,
        strict,
        parameters: f.parameters,
      }));
    expect(toOpenAITools(messaging, { api: "responses" }).tools).toEqual(flat("openai.json", false));
    const strict = toOpenAITools(messaging, { api: "responses", strict: true, tools: [AUTH_TEST, CHAT_POSTMESSAGE] });
    expect(strict.tools).toEqual(
      flat("openai-strict.json", true).filter((t) => [AUTH_TEST, CHAT_POSTMESSAGE].includes(t.name)),
    );
    expect(JSON.parse(await strict.execute(AUTH_TEST, "{}"))).toMatchObject({ user_id: "U0ALICE" });
  });

  it("runs a call from the model's JSON arguments; in strict mode the nulls of omitted parameters are dropped", async () => {
    const { execute } = toOpenAITools(messaging, { strict: true });
    expect(JSON.parse(await execute(AUTH_TEST, "{}"))).toMatchObject({ user_id: "U0ALICE" });
    const args = JSON.stringify({
      message: "strict hello",
      conversation_id: "C0GENERAL",
      channel_name: null,
      user_ids: null,
      emails: null,
      usernames: null,
      thread_ts: null,
      reply_broadcast: null,
    });
    expect(JSON.parse(await execute(CHAT_POSTMESSAGE, args))).toMatchObject({
      conversation_id: "C0GENERAL",
      message: { text: "strict hello" },
    });
  });

  it("answers bad arguments, refused input and hidden tools with text for the model, without a request", async () => {
    slack.reset();
    const { execute, tools } = toOpenAITools(messaging, { readOnly: true });
    expect(tools.map((t) => t.function.name)).not.toContain(CHAT_POSTMESSAGE);
    expect(await execute(AUTH_TEST, "{not json")).toMatch(
      new RegExp(`^Error \\(invalid_input\\): ${AUTH_TEST}: the arguments are not valid JSON\\.`),
    );
    const refused = await execute(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL", channel_name: "general" });
    expect(refused).toMatch(new RegExp(`^Error \\(invalid_input\\): ${CONVERSATIONS_HISTORY}: `));
    expect(refused).toMatch(/\nHint: /);
    expect(await execute(CHAT_POSTMESSAGE, { conversation_id: "C0GENERAL", message: "x" })).toContain(
      `Tool "${CHAT_POSTMESSAGE}" is not exposed by the tool selection these tools were made with.`,
    );
    expect(slack.requests).toHaveLength(0);
  });
});

describe("toGeminiTools", () => {
  it("gives the one Tool of definitions/gemini.json, narrowed by the selection", () => {
    expect(toGeminiTools(messaging).tools).toEqual([definitionsFile("messaging", "gemini.json")]);
    const content = createContent({ accessToken: "x", baseUrl: box.url });
    expect(toGeminiTools(content).tools).toEqual([definitionsFile("content-api", "gemini.json")]);
    const [readOnly] = toGeminiTools(messaging, { readOnly: true }).tools;
    expect(readOnly.functionDeclarations.map((d) => d.name)).not.toContain(CHAT_POSTMESSAGE);
    expect(readOnly.functionDeclarations.map((d) => d.name)).toContain(AUTH_TEST);
  });

  it("answers a function call with { output }, and a refused or hidden one with { error } text and no request", async () => {
    const { execute } = toGeminiTools(messaging, { readOnly: true });
    expect(await execute(AUTH_TEST, undefined)).toEqual({ output: expect.objectContaining({ user_id: "U0ALICE" }) });
    slack.reset();
    const refused = await execute(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL", channel_name: "general" });
    expect(refused).toEqual({
      error: expect.stringMatching(new RegExp(`^Error \\(invalid_input\\): ${CONVERSATIONS_HISTORY}: [^]*\nHint: `)),
    });
    expect(await execute(CHAT_POSTMESSAGE, { conversation_id: "C0GENERAL", message: "x" })).toEqual({
      error: expect.stringContaining(
        `Tool "${CHAT_POSTMESSAGE}" is not exposed by the tool selection these tools were made with.`,
      ),
    });
    expect(slack.requests).toHaveLength(0);
  });
});

describe("toAnthropicTools", () => {
  it("gives the tools of definitions/anthropic.json and tool_result fields", async () => {
    const { tools, execute } = toAnthropicTools(messaging);
    expect(tools).toEqual(definitionsFile("messaging", "anthropic.json"));
    const ok = await execute(CONVERSATIONS_INFO, { channel_name: "#general" });
    expect(ok.is_error).toBe(false);
    expect(JSON.parse(ok.content)).toMatchObject({ conversation_id: "C0GENERAL" });
    const missing = await execute(CONVERSATIONS_INFO, { channel_name: "#no-such-channel" });
    expect(missing.is_error).toBe(true);
    expect(missing.content).toMatch(/^Error \(not_found\): /);
  });
});

describe("toAISDKTools", () => {
  it("gives an AI SDK tool set whose tools run the calls and return errors as results", async () => {
    const tools: ToolSet = await toAISDKTools(messaging, { tools: [AUTH_TEST, CHAT_POSTMESSAGE] });
    expect(Object.keys(tools).sort()).toEqual([CHAT_POSTMESSAGE, AUTH_TEST].sort());
    const anthropic = (
      definitionsFile("messaging", "anthropic.json") as Array<{ name: string; input_schema: unknown }>
    ).find((t) => t.name === CHAT_POSTMESSAGE)!;
    expect(await (tools[CHAT_POSTMESSAGE]!.inputSchema as { jsonSchema: unknown }).jsonSchema).toEqual(
      anthropic.input_schema,
    );

    slack.reset();
    const model = new MockLanguageModelV3({
      doGenerate: [
        {
          content: [
            { type: "tool-call", toolCallId: "1", toolName: AUTH_TEST, input: "{}" },
            {
              type: "tool-call",
              toolCallId: "2",
              toolName: CHAT_POSTMESSAGE,
              input: JSON.stringify({ conversation_id: "C0GENERAL" }),
            },
          ],
          finishReason: { unified: "tool-calls", raw: undefined },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
          warnings: [],
        },
      ],
    });
    const result = await generateText({ model, tools, prompt: "Who am I? Then post." });
    const outputs = Object.fromEntries(
      result.toolResults.map((r) => [r.toolName, r.output as Record<string, unknown>]),
    );
    expect(outputs[AUTH_TEST]).toMatchObject({ user_id: "U0ALICE" });
    expect(outputs[CHAT_POSTMESSAGE]).toMatchObject({
      error: { kind: "invalid_input", tool: CHAT_POSTMESSAGE, issues: [{ param: "message" }] },
    });
    expect(slack.calls("chat.postMessage")).toHaveLength(0);
  });
});

describe("selection and error text", () => {
  it("refuses a selection naming no tool or leaving none", () => {
    expect(() => selectTools(messaging.definitions, { tools: ["Nope*"] })).toThrow(SelectionError);
    expect(() => selectTools(messaging.definitions, { group: "deletion" })).toThrow("The selection leaves no tool.");
    // Globs ignore case: one name with a letter as `?`, another as a prefix with `*`.
    const globs = [CONVERSATIONS_HISTORY.toLowerCase().replace(/^(.{3})./, "$1?"), `${AUTH_TEST.toUpperCase()}*`];
    expect(selectTools(messaging.definitions, { tools: globs }).map((d) => d.name)).toEqual(
      messaging.definitions.map((d) => d.name).filter((name) => name === CONVERSATIONS_HISTORY || name === AUTH_TEST),
    );
  });

  it("writes the kind, retry advice, upstream code and hint", () => {
    const error = new ToolError("rate_limited", "SendMessage: rate limited.", {
      retryable: true,
      retryAfterMs: 1500,
      status: 429,
      upstream: { code: "ratelimited" },
      hint: "Wait, then retry.",
    });
    expect(errorText(error.toJSON())).toBe(
      "Error (rate_limited, status 429, retryable after 2 s): SendMessage: rate limited.\nUpstream: ratelimited\nHint: Wait, then retry.",
    );
  });
});

// A caller's AbortSignal reaches the upstream request: through kit.call, the adapters, and an MCP client's
// notifications/cancelled.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { toAISDKTools, toOpenAITools, ToolError } from "@toolgen/runtime";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faults, startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId or Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const GET_FOLDERS_ID = toolFor({ operationId: "get_folders_id" });

/** A fetch that never answers: it records each request's signal and rejects only when that signal aborts. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init!.signal!;
      signals.push(signal);
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  return { fetch: fetch as typeof globalThis.fetch, signals };
}

/** Waits for what the request in flight makes true; the test's own timeout bounds it, whatever the machine's load. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

let box: BoxDouble;
beforeAll(async () => {
  box = await startBoxDouble({ token: "box-token-for-cancellation" });
});
afterAll(async () => {
  await box?.close();
});

describe("kit.call(name, input, { signal })", () => {
  it("cuts a Box read under way: kind cancelled, one request, no retry", async () => {
    box.reset();
    // Answers far later than the test's own timeout: only the cancellation can end the call in time.
    box.script([faults.delay(60_000), faults.delay(60_000)]);
    const kit = createContent({ accessToken: "box-token-for-cancellation", baseUrl: box.url });
    const controller = new AbortController();
    const pending = kit
      .invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }, { signal: controller.signal })
      .catch((e: unknown) => e);
    // Cancelled once the request is under way (the first request of a process loads undici first).
    await until(() => box.requests.length === 1);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).kind).toBe("cancelled");
    expect(box.requests).toHaveLength(1);
  });

  it("refuses invalid input first, and sends nothing for an already cancelled call", async () => {
    box.reset();
    const kit = createContent({ accessToken: "box-token-for-cancellation", baseUrl: box.url });
    const signal = AbortSignal.abort();
    const invalid = await kit.invoke(GET_FOLDERS_ID, {} as never, { signal }).catch((e: unknown) => e);
    expect((invalid as ToolError).kind).toBe("invalid_input");
    const cancelled = await kit
      .invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }, { signal })
      .catch((e: unknown) => e);
    expect((cancelled as ToolError).kind).toBe("cancelled");
    expect(box.requests).toHaveLength(0);
  });

  it("carries the signal through every request of a Slack tool", async () => {
    const { fetch, signals } = hangingFetch();
    const kit = createMessaging({ accessToken: "xoxb-cancel", fetch, retry: false });
    const controller = new AbortController();
    const pending = kit.invoke(AUTH_TEST, {}, { signal: controller.signal }).catch((e: unknown) => e);
    await until(() => signals.length === 1);
    controller.abort();
    expect(((await pending) as ToolError).kind).toBe("cancelled");
    expect(signals[0]!.aborted).toBe(true);
  });
});

describe("adapters", () => {
  it("an adapter's execute takes the signal and answers a cancellation as an error for the model", async () => {
    const { fetch, signals } = hangingFetch();
    const kit = createMessaging({ accessToken: "xoxb-cancel", fetch, retry: false });
    const controller = new AbortController();
    const pending = toOpenAITools(kit).execute(AUTH_TEST, "{}", { signal: controller.signal });
    await until(() => signals.length === 1);
    controller.abort();
    expect(await pending).toMatch(
      new RegExp(`^Error \\(cancelled\\): ${AUTH_TEST}: the call was cancelled by its caller\\.`),
    );
  });

  it("an AI SDK tool passes the SDK's abortSignal to the call", async () => {
    const { fetch, signals } = hangingFetch();
    const kit = createMessaging({ accessToken: "xoxb-cancel", fetch, retry: false });
    const tools = await toAISDKTools(kit, { tools: [AUTH_TEST] });
    const controller = new AbortController();
    const pending = tools[AUTH_TEST]!.execute!({}, { toolCallId: "1", messages: [], abortSignal: controller.signal });
    await until(() => signals.length === 1);
    controller.abort();
    expect(await pending).toMatchObject({ error: { kind: "cancelled", tool: AUTH_TEST } });
  });
});

describe("MCP", () => {
  it("a client's cancellation aborts the upstream request", async () => {
    const { fetch, signals } = hangingFetch();
    const kit = createMessaging({ accessToken: "xoxb-cancel", fetch, retry: false });
    const server = createMcpServer(kit);
    const client = new Client({ name: "cancellation-test", version: "0.0.0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    try {
      const controller = new AbortController();
      const pending = client.callTool({ name: AUTH_TEST, arguments: {} }, undefined, { signal: controller.signal });
      await until(() => signals.length === 1);
      controller.abort();
      await expect(pending).rejects.toThrow();
      await until(() => signals[0]!.aborted);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

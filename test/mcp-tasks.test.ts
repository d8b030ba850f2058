// The tasks extension (io.modelcontextprotocol/tasks, SEP-2663) for the tools the manifest marks asynchronous,
// against the sandbox's asynchronous legal-hold deletions: a task for a 2026-07-28 client that declares it, today's
// answer for every other client.
import { createToolkit, definitions } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { mcpServerFactory, serveHttp, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer, httpClient, modernPost } from "./support/mcp-eras.js";

const TASKS = "io.modelcontextprotocol/tasks";
const WITH_TASKS = { "io.modelcontextprotocol/clientCapabilities": { extensions: { [TASKS]: {} } } };
const asynchronous = definitions.filter((d) => d.meta.asynchronous);
// The sandbox's seeded legal hold: its policy, and an assignment of it, by the path parameter naming each.
const SEEDED: Record<string, string> = { legal_hold_policy_id: "77001", legal_hold_policy_assignment_id: "77101" };
const inputOf = (d: (typeof definitions)[number]) =>
  Object.fromEntries(
    ("params" in d.operation ? d.operation.params : [])
      .filter((p) => p.in === "path")
      .map((p) => [p.name, SEEDED[p.upstream]]),
  );

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
const sandboxes: Sandbox[] = [];
const servers: RunningHttpServer[] = [];
/** A server over a fresh sandbox whose asynchronous deletions take `asyncDelayMs`, following them every 10 ms. */
async function serverOver(asyncDelayMs: number): Promise<string> {
  const sandbox = await startSandbox({ asyncDelayMs });
  sandboxes.push(sandbox);
  const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
  const running = await serveHttp(mcpServerFactory(kit, { tasks: { pollIntervalMs: 10 } }), { port: 0 });
  servers.push(running);
  return running.url;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(sandboxes.map((s) => s.close()));
});

/** A method of the extension, from a client that declares it. */
const taskRequest = (url: string, method: string, taskId: string) =>
  modernPost(url, method, { taskId }, { headers: { "mcp-name": taskId }, meta: WITH_TASKS });
const get = (url: string, taskId: string) => taskRequest(url, "tasks/get", taskId);

describe.each(asynchronous.map((d) => [d.name, d] as const))("%s as a task", (name, tool) => {
  let finishing: string;
  let endless: string;
  beforeAll(async () => {
    [finishing, endless] = await Promise.all([serverOver(0), serverOver(1e9)]);
  });

  it("server/discover declares the extension", async () => {
    const { body } = await modernPost(finishing, "server/discover");
    expect(body.result!.capabilities).toMatchObject({ extensions: { [TASKS]: {} } });
  });

  it("answers a client that declares the extension with a task, completed with the call's result once done", async () => {
    const created = await modernPost(finishing, "tools/call", { name, arguments: inputOf(tool) }, { meta: WITH_TASKS });
    const task = created.body.result!;
    expect(task).toMatchObject({ resultType: "task", status: "working", pollIntervalMs: 10 });
    expect(typeof task.taskId).toBe("string");
    // Followed until the upstream has removed the record (the sandbox does it at once here): polled, not timed.
    let state = (await get(finishing, task.taskId as string)).body.result!;
    while (state.status === "working") state = (await get(finishing, task.taskId as string)).body.result!;
    expect(state).toMatchObject({ resultType: "complete", status: "completed", taskId: task.taskId });
    expect((state.result as { isError?: boolean }).isError).toBeFalsy();
  });

  it("reports the upstream's work in progress, and tasks/cancel stops following it", async () => {
    const created = await modernPost(endless, "tools/call", { name, arguments: inputOf(tool) }, { meta: WITH_TASKS });
    const taskId = created.body.result!.taskId as string;
    expect((await get(endless, taskId)).body.result!.status).toBe("working");
    const cancel = await taskRequest(endless, "tasks/cancel", taskId);
    expect(cancel.body.result).toMatchObject({ resultType: "complete" });
    expect((await get(endless, taskId)).body.result!.status).toBe("cancelled");
  });

  it("gives today's answer to a 2026-07-28 client without the extension and to a 2025-11-25 client", async () => {
    const url = await serverOver(1e9);
    const modern = await modernPost(url, "tools/call", { name, arguments: inputOf(tool) });
    expect(modern.body.result!.resultType).toBe("complete");
    const legacy = await httpClient("legacy", url);
    const today = await legacy.callTool({ name, arguments: inputOf(tool) });
    await legacy.close();
    const { resultType: _, ...modernAnswer } = modern.body.result!;
    expect(answer(modernAnswer)).toEqual(answer(today));
  });

  it("answers a call the upstream refuses at once directly, not as a task", async () => {
    const refused = await modernPost(
      finishing,
      "tools/call",
      { name, arguments: Object.fromEntries(Object.keys(inputOf(tool)).map((k) => [k, "1"])) },
      { meta: WITH_TASKS },
    );
    expect(refused.body.result).toMatchObject({ resultType: "complete", isError: true });
  });

  it("answers tasks/get for an unknown task with an error", async () => {
    const { body } = await get(finishing, "no-such-task");
    expect(body.error?.code).toBe(-32602);
  });

  it("refuses the extension's methods to a client that did not declare it (-32021), its task untouched", async () => {
    const created = await modernPost(endless, "tools/call", { name, arguments: inputOf(tool) }, { meta: WITH_TASKS });
    const taskId = created.body.result!.taskId as string;
    for (const method of ["tasks/get", "tasks/update", "tasks/cancel"]) {
      const { body } = await modernPost(endless, method, { taskId }, { headers: { "mcp-name": taskId } });
      expect(body.error?.code, method).toBe(-32021);
    }
    expect((await get(endless, taskId)).body.result!.status).toBe("working");
  });
});

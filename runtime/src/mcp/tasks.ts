// The tasks extension (`io.modelcontextprotocol/tasks`, SEP-2663) for the tools the manifest marks asynchronous: the
// upstream accepts the work (Box answers 202) and finishes it later. For a 2026-07-28 client that declares the
// extension, such a call answers with a task; the server follows the upstream (a read of the same record, until it
// is gone) and `tasks/get` reports it, `tasks/cancel` stops following. Everyone else gets today's answer.
import { randomUUID } from "node:crypto";
import {
  fromJsonSchema,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
  type Server,
} from "@modelcontextprotocol/server";
import { runTool, type AnyToolkit, type ToolOutcome } from "../adapters/result.js";
import type { HttpOperationRecord, JsonObject, ToolDefinition } from "../contract.js";
import type { ToolErrorEnvelope } from "../errors.js";

export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";
const CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";

export interface TaskOptions {
  /** How often the upstream is read while a task works, and the interval clients are asked to poll at (ms). */
  pollIntervalMs?: number;
  /** How long a task is kept from its creation (ms). */
  ttlMs?: number;
  /** Tasks held at once (working or finished, until their time to live), per process (default 1000). */
  maxTasks?: number;
  /** Tasks held at once per authenticated subject (default 100); a server without authentication has none. */
  maxTasksPerSubject?: number;
}

export const DEFAULT_MAX_TASKS = 1_000;
export const DEFAULT_MAX_TASKS_PER_SUBJECT = 100;

type Status = "working" | "completed" | "failed" | "cancelled";

interface TaskRecord {
  taskId: string;
  status: Status;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number;
  pollIntervalMs: number;
  result?: JsonObject;
  /** Stops following the upstream. */
  stop(): void;
  /** Who started it (the token's subject), when the server authenticates; when it expires (epoch ms). */
  subject?: string;
  expires: number;
}

/** A place for one task, taken before the upstream is called: `start` fills it, `release` gives it back. */
export interface TaskSlot {
  /**
   * A task following the upstream once it accepted the call of `name` (whose answer is `result`), as
   * `CreateTaskResult`; `answer` makes a failure to follow it the tool result a model reads.
   */
  start(name: string, input: unknown, result: JsonObject, answer: (outcome: ToolOutcome) => JsonObject): JsonObject;
  /** The call did not become a task (it failed, or threw): the place is free again. Idempotent. */
  release(): void;
}

/** The tasks of one server configuration, shared by all its servers (a 2026-07-28 request gets a server of its own). */
export interface Tasks {
  /** Whether a call of `name` becomes a task for the request whose `_meta` is `meta`. */
  applies(name: string, meta: Record<string, unknown> | undefined): boolean;
  /**
   * A place for a task of `subject`, or (all taken, for the process or for the subject) the error the call answers
   * with instead: checked before the upstream is called, so a refused call changes nothing.
   */
  reserve(subject: string | undefined): TaskSlot | ToolErrorEnvelope;
  /** Registers tasks/get, tasks/update and tasks/cancel, and declares the extension. */
  serve(server: Server): void;
}

export function taskRunner(kit: AnyToolkit, selected: readonly ToolDefinition[], options: TaskOptions = {}): Tasks {
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const ttlMs = options.ttlMs ?? 3_600_000;
  const maxTasks = options.maxTasks ?? DEFAULT_MAX_TASKS;
  const maxPerSubject = options.maxTasksPerSubject ?? DEFAULT_MAX_TASKS_PER_SUBJECT;
  const asynchronous = new Map(
    selected.flatMap((d) => {
      const probe = d.meta.asynchronous ? statusRead(kit.definitions, d) : undefined;
      return probe ? [[d.name, probe] as const] : [];
    }),
  );
  const tasks = new Map<string, TaskRecord>();
  // Places taken, tasks and reservations alike, in all and per subject: the caps count both.
  let taken = 0;
  const bySubject = new Map<string, number>();
  const take = (subject: string | undefined, n: 1 | -1) => {
    taken += n;
    if (subject === undefined) return;
    const left = (bySubject.get(subject) ?? 0) + n;
    if (left > 0) bySubject.set(subject, left);
    else bySubject.delete(subject);
  };
  /** Until the oldest task held (of `subject`, if given) expires: when a place frees at the latest. */
  const retryAfter = (subject?: string) => {
    for (const task of tasks.values())
      if (subject === undefined || task.subject === subject) return Math.max(0, task.expires - Date.now());
    return undefined;
  };
  const full = (message: string, retryAfterMs: number | undefined): ToolErrorEnvelope => ({
    kind: "rate_limited",
    message,
    retryable: true,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    hint: "Nothing was sent upstream. Call it again once a task has finished and expired, or without the tasks extension.",
  });
  // Built once: each compiles its schema, and a 2026-07-28 request gets a server of its own.
  const byId = fromJsonSchema<{ taskId: string }>(TASK_ID);
  const empty = fromJsonSchema<Record<string, never>>({ type: "object" });
  const detailed = fromJsonSchema<JsonObject>({ type: "object" });
  const now = () => new Date().toISOString();
  const update = (task: TaskRecord, change: Partial<TaskRecord>) =>
    Object.assign(task, change, { lastUpdatedAt: now() });
  const find = (taskId: string, ctx: { mcpReq: { envelope?: Record<string, unknown> } }) => {
    // The extension's methods are for clients that declared it (SEP-2663): others get -32021, not "no such task".
    if (!declares(ctx.mcpReq.envelope))
      throw new MissingRequiredClientCapabilityError(
        { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } },
        `Declare the ${TASKS_EXTENSION} extension to use tasks.`,
      );
    const task = tasks.get(taskId);
    if (!task) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `No task ${taskId}.`);
    return task;
  };
  const view = ({ stop: _, subject: __, expires: ___, result, ...task }: TaskRecord): JsonObject =>
    ({ ...task, ...(result ? { result } : {}) }) as JsonObject;

  const start = (
    subject: string | undefined,
    release: () => void,
    name: string,
    input: unknown,
    result: JsonObject,
    answer: (outcome: ToolOutcome) => JsonObject,
  ): JsonObject => {
    const probe = asynchronous.get(name)!;
    const created = now();
    let timer: NodeJS.Timeout | undefined;
    const task: TaskRecord = {
      taskId: randomUUID(),
      status: "working",
      statusMessage: "The upstream accepted the request and is carrying it out.",
      createdAt: created,
      lastUpdatedAt: created,
      ttlMs,
      pollIntervalMs,
      stop: () => clearTimeout(timer),
      ...(subject !== undefined ? { subject } : {}),
      expires: Date.now() + ttlMs,
    };
    tasks.set(task.taskId, task);
    // Gone after its time to live, whatever its state; its place is free again.
    setTimeout(() => (task.stop(), tasks.delete(task.taskId), release()), ttlMs).unref();
    const follow = () => {
      timer = setTimeout(() => {
        void runTool(kit, probe.name, probe.input(input)).then((read) => {
          if (task.status !== "working") return;
          if (read.ok) {
            const state = (read.value as { status?: unknown } | null)?.status;
            const detail = typeof state === "string" ? ` (${state})` : "";
            update(task, { statusMessage: `The upstream is still carrying it out${detail}.` });
            return follow();
          }
          // The record is gone: the work is done. Any other failure is the task's answer, as a tool error.
          if (read.error.kind === "not_found")
            update(task, { status: "completed", statusMessage: "The upstream finished.", result });
          else
            update(task, {
              status: "completed",
              statusMessage: "Following the upstream failed.",
              result: answer(read),
            });
        });
      }, pollIntervalMs);
      timer.unref();
    };
    follow();
    return { resultType: "task", ...view(task) };
  };

  return {
    applies: (name, meta) => asynchronous.has(name) && declares(meta),
    reserve(subject) {
      if (taken >= maxTasks)
        return full(`This server holds ${maxTasks} tasks at most, and holds that many now.`, retryAfter());
      if (subject !== undefined && (bySubject.get(subject) ?? 0) >= maxPerSubject)
        return full(`A caller holds ${maxPerSubject} tasks at most on this server.`, retryAfter(subject));
      take(subject, 1);
      // A started task gives its place back when it expires, not when the call ends.
      let state: "reserved" | "started" | "released" = "reserved";
      return {
        release: () => {
          if (state !== "reserved") return;
          state = "released";
          take(subject, -1);
        },
        start: (...args) => {
          state = "started";
          return start(subject, () => take(subject, -1), ...args);
        },
      };
    },
    serve(server) {
      server.registerCapabilities({ extensions: { [TASKS_EXTENSION]: {} } });
      server.setRequestHandler("tasks/get", { params: byId, result: detailed }, ({ taskId }, ctx) =>
        view(find(taskId, ctx)),
      );
      server.setRequestHandler("tasks/cancel", { params: byId, result: empty }, ({ taskId }, ctx) => {
        const task = find(taskId, ctx);
        if (task.status === "working") {
          task.stop();
          update(task, { status: "cancelled", statusMessage: "No longer followed: the upstream may still finish it." });
        }
        return {};
      });
      // Nothing of these tasks ever waits for input: an update is acknowledged and ignored, as the extension asks.
      server.setRequestHandler(
        "tasks/update",
        { params: byId, result: empty },
        ({ taskId }, ctx) => (find(taskId, ctx), {}),
      );
    },
  };
}

/** Whether a request's `_meta` declares the tasks extension among the client's capabilities. */
function declares(meta: Record<string, unknown> | undefined): boolean {
  const declared = (meta?.[CLIENT_CAPABILITIES] as { extensions?: Record<string, unknown> } | undefined)?.extensions;
  return declared?.[TASKS_EXTENSION] !== undefined;
}

const TASK_ID = { type: "object", properties: { taskId: { type: "string" } }, required: ["taskId"] };

/** The read of the record an asynchronous deletion removes (GET on the same path), and its input from the call's. */
function statusRead(
  definitions: readonly ToolDefinition[],
  tool: ToolDefinition,
): { name: string; input(given: unknown): Record<string, unknown> } | undefined {
  if (!("path" in tool.operation)) return undefined;
  const { path, params } = tool.operation;
  const read = definitions.find(
    (d) => "path" in d.operation && d.operation.method === "GET" && d.operation.path === path,
  );
  if (!read) return undefined;
  const readParams = (read.operation as HttpOperationRecord).params;
  return {
    name: read.name,
    input: (given) =>
      Object.fromEntries(
        params
          .filter((p) => p.in === "path")
          .map((p) => [
            readParams.find((r) => r.upstream === p.upstream)!.name,
            (given as Record<string, unknown>)[p.name],
          ]),
      ),
  };
}

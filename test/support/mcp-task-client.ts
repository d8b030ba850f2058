// The client side of the tasks extension (io.modelcontextprotocol/tasks), which the SDK's client does not have yet: a
// transport around the SDK's own that, when a tools/call answers with a task, polls tasks/get at the interval the task
// asks for and hands the client the task's final result as the call's answer.
import type { JSONRPCMessage, MessageExtraInfo, Transport, TransportSendOptions } from "@modelcontextprotocol/client";

export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

/** A task a call answered with, and each status tasks/get reported for it. */
export interface FollowedTask {
  taskId: string;
  statuses: string[];
}

type Message = JSONRPCMessage & { id?: string | number; method?: string; params?: Record<string, unknown> };
type Task = { taskId: string; status: string; pollIntervalMs?: number; result?: Record<string, unknown> };

export class TaskFollowingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];
  /** The tasks followed, in the order the calls answered with them. */
  readonly followed: FollowedTask[] = [];
  /** The envelope each tools/call in flight carried, by request id: tasks/get carries the same. */
  private readonly calls = new Map<string | number, unknown>();
  /** The call each tasks/get in flight polls for. */
  private readonly polls = new Map<string, { call: string | number; task: FollowedTask; meta: unknown }>();
  private sent = 0;

  constructor(private readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = (message, extra) => this.receive(message as Message, extra);
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }
  start(): Promise<void> {
    return this.inner.start();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const sent = message as Message;
    if (sent.method === "tools/call" && sent.id !== undefined) this.calls.set(sent.id, sent.params?._meta);
    return this.inner.send(message, options);
  }

  private receive(message: Message, extra?: MessageExtraInfo): void {
    const id = message.id;
    const result = (message as { result?: Task & { resultType?: string } }).result;
    const poll = typeof id === "string" ? this.polls.get(id) : undefined;
    if (poll && id !== undefined) {
      this.polls.delete(id as string);
      if (!result) return this.onmessage?.({ ...message, id: poll.call } as JSONRPCMessage, extra);
      poll.task.statuses.push(result.status);
      if (result.status === "working") return this.schedule(poll.call, poll.task, poll.meta, result.pollIntervalMs);
      const final = result.result ?? { isError: true, content: [{ type: "text", text: `Task ${result.status}.` }] };
      const answer = { jsonrpc: "2.0", id: poll.call, result: { ...final, resultType: "complete" } };
      return this.onmessage?.(answer as JSONRPCMessage, extra);
    }
    const meta = id === undefined ? undefined : this.calls.get(id);
    if (id !== undefined) this.calls.delete(id);
    if (id !== undefined && result?.resultType === "task") {
      const task = { taskId: result.taskId, statuses: [result.status] };
      this.followed.push(task);
      return this.schedule(id, task, meta, result.pollIntervalMs);
    }
    this.onmessage?.(message, extra);
  }

  /** tasks/get for `task` after the interval it asked for. */
  private schedule(call: string | number, task: FollowedTask, meta: unknown, intervalMs = 1_000): void {
    setTimeout(() => {
      const id = `task-poll-${++this.sent}`;
      this.polls.set(id, { call, task, meta });
      const request = { jsonrpc: "2.0", id, method: "tasks/get", params: { taskId: task.taskId, _meta: meta } };
      this.inner.send(request as JSONRPCMessage).catch((error: Error) => this.onerror?.(error));
    }, intervalMs);
  }
}

// A Slack Web API stand-in on 127.0.0.1: an in-memory workspace behind the methods the Messaging tools use.
// It checks the bearer token, records every request, pages with small pages so cursor loops are exercised,
// and plays scripted faults (ok:false codes, 429 with Retry-After, 5xx, HTML, broken JSON, resets, delays).
// The workspace methods are the Messaging sandbox's (runtime/src/sandbox/slack); this adds what tests need on top.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { vi } from "vitest";
import { SlackFailure, slackMethods } from "../../src/sandbox/slack/methods.js";
import type { SlackChannel, SlackMessage, SlackUser, Workspace } from "../../src/sandbox/slack/workspace.js";

export type { SlackChannel, SlackMessage, SlackUser, Workspace } from "../../src/sandbox/slack/workspace.js";

export interface RecordedRequest {
  /** HTTP method. */
  httpMethod: string;
  /** Slack method, e.g. "conversations.history". */
  api: string;
  /** Query and form parameters merged (the token is never a parameter here). */
  params: Record<string, string>;
  contentType: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** One scripted fault, played for the next request to its method. */
export interface Fault {
  /** Answer `ok:false` with this Slack error code (HTTP 200 unless `status` is given). */
  error?: string;
  needed?: string;
  provided?: string;
  /** HTTP status of the answer. */
  status?: number;
  /** Retry-After header, in seconds. */
  retryAfter?: number;
  /** Raw body text (with `contentType`), instead of Slack JSON. */
  body?: string;
  contentType?: string;
  /** More response headers (a redirect's location). */
  headers?: Record<string, string>;
  /** Destroy the connection instead of answering. */
  reset?: boolean;
  /** Wait before handling (bounded by the double's close). */
  delayMs?: number;
  /** Move the clock this far before handling, without waiting: with a faked Date, a slow answer that takes no time. */
  elapseMs?: number;
  /** Carry the method out before answering with the fault (a write that happened although the answer failed). */
  apply?: boolean;
}

export const slackFaults = {
  error: (error: string, extra: Pick<Fault, "needed" | "provided"> = {}): Fault => ({ error, ...extra }),
  rateLimited: (retryAfter = 1): Fault => ({ status: 429, retryAfter, error: "ratelimited" }),
  status: (status: number, apply = false): Fault => ({
    status,
    body: `upstream status ${status}`,
    contentType: "text/plain",
    apply,
  }),
  html: (status = 200): Fault => ({
    status,
    contentType: "text/html; charset=utf-8",
    body: "<!DOCTYPE html><html><body><h1>Service Unavailable</h1></body></html>",
  }),
  malformed: (): Fault => ({ status: 200, contentType: "application/json", body: '{"ok":true,"messages":[' }),
  oversized: (bytes: number): Fault => ({
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ ok: true, members: [], padding: "a".repeat(bytes) }),
  }),
  redirect: (location: string, status = 302): Fault => ({ status, body: "", headers: { location } }),
  reset: (): Fault => ({ reset: true }),
  delay: (delayMs: number, apply = true): Fault => ({ delayMs, apply }),
  /** An answer that took `elapseMs` by the clock (vi.setSystemTime; the test fakes Date), at once in real time. */
  elapse: (elapseMs: number, apply = true): Fault => ({ elapseMs, apply }),
};

export interface SlackDoubleOptions {
  /** The bearer token to require (default "xoxp-test-token"). */
  token?: string;
  /** The workspace to serve (default `demoWorkspace()`); mutated by write methods. */
  workspace?: Workspace;
  /** Largest page the double returns whatever `limit` asks (default 3), so cursor loops are exercised. */
  pageSize?: number;
}

export interface SlackDouble {
  /** Base URL including `/api`, for the toolkit's `baseUrl`. */
  url: string;
  token: string;
  workspace: Workspace;
  requests: RecordedRequest[];
  /** Requests to one Slack method. */
  calls(api: string): RecordedRequest[];
  /** Queue faults for a Slack method ("*" for any), played in order, one per request. */
  fail(api: string, ...faults: Fault[]): void;
  /** Forget recorded requests and queued faults (the workspace keeps its state). */
  reset(): void;
  close(): Promise<void>;
}

const EPOCH_2024 = Date.UTC(2024, 0, 1) / 1000;

/** A small workspace: the caller (alice), colleagues, a bot, Slackbot, a deactivated user, every kind of conversation. */
export function demoWorkspace(now: number = Date.now()): Workspace {
  const team = { id: "T0TEAM", name: "Acme", url: "https://acme.example.test/" };
  const user = (id: string, name: string, real: string, extra: Partial<SlackUser> = {}): SlackUser => ({
    id,
    team_id: team.id,
    name,
    real_name: real,
    tz: "Europe/Berlin",
    profile: {
      email: `${name}@acme.example.test`,
      display_name: real.split(" ")[0],
      real_name: real,
      image_72: `https://avatars.example.test/${id}.png`,
    },
    ...extra,
  });
  const users = [
    user("U0ALICE", "alice", "Alice Able", { is_admin: true }),
    user("U0BOB", "bob", "Bob Baker"),
    user("U0CAROL", "carol", "Carol Cole"),
    user("U0DAVE", "dave", "Dave Dunn"),
    user("U0ERIN", "erin", "Erin Eames"),
    user("U0BOT", "deploybot", "Deploy Bot", { is_bot: true, profile: { display_name: "deploybot" } }),
    user("USLACKBOT", "slackbot", "Slackbot", { profile: { display_name: "Slackbot" } }),
    user("U0GONE", "mallory", "Mallory Moss", { deleted: true }),
  ];
  const all = ["U0ALICE", "U0BOB", "U0CAROL", "U0DAVE", "U0ERIN", "U0BOT"];
  const channels: SlackChannel[] = [
    { id: "C0GENERAL", name: "general", kind: "public", members: all, created: EPOCH_2024 - 86400 },
    { id: "C0RANDOM", name: "random", kind: "public", members: ["U0BOB", "U0CAROL"], created: EPOCH_2024 - 86400 },
    { id: "C0ENG", name: "Eng-Team", kind: "public", members: ["U0ALICE", "U0DAVE"], created: EPOCH_2024 - 86400 },
    {
      id: "G0SECRET",
      name: "secret-plans",
      kind: "private",
      members: ["U0ALICE", "U0BOB"],
      created: EPOCH_2024 - 86400,
    },
    { id: "G0HIDDEN", name: "hidden", kind: "private", members: ["U0BOB"], created: EPOCH_2024 - 86400 },
    {
      id: "C0OLD",
      name: "old-news",
      kind: "public",
      is_archived: true,
      members: ["U0ALICE"],
      created: EPOCH_2024 - 86400,
    },
    { id: "D0BOB", kind: "im", members: ["U0ALICE", "U0BOB"], created: EPOCH_2024 - 86400 },
    {
      id: "G0MPIM",
      name: "mpdm-alice--bob--carol-1",
      kind: "mpim",
      members: ["U0ALICE", "U0BOB", "U0CAROL"],
      created: EPOCH_2024 - 86400,
    },
  ];

  // #general: ten hourly messages from 2024-01-01 00:00:00 UTC; the message at 02:00 starts a thread of four replies.
  const general: SlackMessage[] = [];
  const speakers = ["U0ALICE", "U0BOB", "U0CAROL", "U0DAVE"];
  for (let i = 0; i < 10; i++) {
    general.push({
      type: "message",
      user: speakers[i % 4]!,
      text: `general message ${i}`,
      ts: `${EPOCH_2024 + i * 3600}.000100`,
    });
  }
  const parent = general[2]!;
  parent.thread_ts = parent.ts;
  parent.reply_count = 4;
  for (let r = 1; r <= 4; r++) {
    general.push({
      type: "message",
      user: speakers[r % 4]!,
      text: `reply ${r}`,
      ts: `${EPOCH_2024 + 2 * 3600 + r * 600}.000200`,
      thread_ts: parent.ts,
    });
  }
  // The DM with Bob holds messages relative to `now`, for relative windows.
  const seconds = Math.floor(now / 1000);
  const dm: SlackMessage[] = [50 * 60, 26 * 60, 2 * 60, 30].map((minutesAgo, i) => ({
    type: "message",
    user: i % 2 ? "U0BOB" : "U0ALICE",
    text: `dm ${minutesAgo} minutes ago`,
    ts: `${seconds - minutesAgo * 60}.000300`,
  }));
  return {
    team,
    selfId: "U0ALICE",
    users,
    channels,
    messages: {
      C0GENERAL: sortByTs(general),
      D0BOB: sortByTs(dm),
      G0MPIM: [{ type: "message", user: "U0CAROL", text: "group hello", ts: `${EPOCH_2024 + 7200}.000400` }],
      G0SECRET: [{ type: "message", user: "U0BOB", text: "psst", ts: `${EPOCH_2024 + 3600}.000500` }],
    },
  };
}

function sortByTs(messages: SlackMessage[]): SlackMessage[] {
  return messages.sort((a, b) => Number(a.ts) - Number(b.ts));
}

export async function startSlackDouble(options: SlackDoubleOptions = {}): Promise<SlackDouble> {
  const token = options.token ?? "xoxp-test-token";
  const workspace = options.workspace ?? demoWorkspace();
  const pageSize = options.pageSize ?? 3;
  const requests: RecordedRequest[] = [];
  const queued = new Map<string, Fault[]>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  // The methods are the sandbox's; the double adds small pages, request records and scripted faults.
  const methods = slackMethods(() => Date.now(), { maxPage: pageSize });

  function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (res.destroyed) return;
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(text);
  }

  function run(api: string, params: Record<string, string>): Record<string, unknown> {
    const method = methods[api];
    if (!method) return { ok: false, error: "unknown_method" };
    try {
      return { ok: true, ...method(workspace, params) };
    } catch (err) {
      if (err instanceof SlackFailure) return { ok: false, error: err.code };
      throw err;
    }
  }

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const url = new URL(req.url ?? "/", "http://double");
    const api = url.pathname.replace(/^\/api\//, "");
    const contentType = String(req.headers["content-type"] ?? "");
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (rawBody) {
      if (contentType.includes("application/json")) {
        for (const [k, v] of Object.entries(JSON.parse(rawBody) as Record<string, unknown>)) params[k] = String(v);
      } else {
        for (const [k, v] of new URLSearchParams(rawBody)) params[k] = v;
      }
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(", ") : String(v ?? "");
    requests.push({ httpMethod: req.method ?? "", api, params, contentType, headers });

    const fault = queued.get(api)?.shift() ?? queued.get("*")?.shift();
    if (fault?.delayMs) await wait(fault.delayMs);
    if (fault?.elapseMs) vi.setSystemTime(Date.now() + fault.elapseMs);

    const auth = headers.authorization ?? "";
    if (!auth) return answer(res, 200, { ok: false, error: "not_authed" });
    if (auth !== `Bearer ${token}`) return answer(res, 200, { ok: false, error: "invalid_auth" });

    if (fault && (fault.error || fault.status || fault.body !== undefined || fault.reset)) {
      if (fault.apply) run(api, params);
      if (fault.reset) {
        req.socket.destroy();
        return;
      }
      const extra: Record<string, string> = {
        ...(fault.retryAfter !== undefined ? { "retry-after": String(fault.retryAfter) } : {}),
        ...fault.headers,
      };
      if (fault.body !== undefined) {
        return answer(res, fault.status ?? 200, fault.body, {
          "content-type": fault.contentType ?? "text/plain",
          ...extra,
        });
      }
      const body = {
        ok: false,
        error: fault.error ?? "fatal_error",
        ...(fault.needed ? { needed: fault.needed } : {}),
        ...(fault.provided ? { provided: fault.provided } : {}),
      };
      return answer(res, fault.status ?? 200, body, extra);
    }
    return answer(res, 200, run(api, params));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks).toString("utf8")).catch((err: unknown) => {
        answer(res, 500, { ok: false, error: "double_crashed", detail: String(err) });
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    token,
    workspace,
    requests,
    calls: (api) => requests.filter((r) => r.api === api),
    fail(api, ...faults) {
      queued.set(api, [...(queued.get(api) ?? []), ...faults]);
    },
    reset() {
      requests.length = 0;
      queued.clear();
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

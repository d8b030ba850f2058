// The default path: undici's request API on one keep-alive agent. undici runs its headersTimeout/bodyTimeout on coarse
// timers (up to half a second early or late), so they are set as a backstop past the attempt's limit, and one native
// timer per attempt cuts it on time through a plain event emitter, undici's lightweight alternative to an
// AbortSignal; the caller's signal, only when it gave one, fires the same emitter.
import { EventEmitter } from "node:events";
import type { IncomingHttpHeaders } from "node:http";
import type { Agent, Dispatcher } from "undici";
import { joinChunks, type Cut, type Exchange, type Hop, type ResponseHeaders, type Transport } from "./transport.js";

type Undici = typeof import("undici");

/** undici and one agent for the process: connections are kept alive across calls and toolkits. */
let loaded: { undici: Undici; agent: Agent } | undefined;

/**
 * undici is loaded at the first request, not at import: it costs more than the rest of the runtime together to load,
 * and a process that only lists or searches tools never needs it.
 */
async function undiciAndAgent(): Promise<{ undici: Undici; agent: Agent }> {
  if (loaded) return loaded;
  const undici = await import("undici");
  loaded ??= { undici, agent: new undici.Agent({ keepAliveTimeout: 4_000 }) };
  return loaded;
}

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);
/**
 * undici's header/body timers tick every half second and may fire up to a tick early or late; set a second past the
 * attempt's limit, they are only the backstop and never cut an attempt before its own timer.
 */
const DISPATCHER_SLACK_MS = 1_000;

export function undiciTransport(): Transport {
  const trigger = new EventEmitter();
  let timer: NodeJS.Timeout | undefined;
  let signal: AbortSignal | undefined;
  let cut: Cut | undefined;
  const cancel = () => {
    if (cut) cut.reason ??= "cancelled";
    trigger.emit("abort");
  };
  return {
    ready: async () => void (loaded ?? (await undiciAndAgent())),
    async exchange(hop: Hop, hopCut: Cut): Promise<Exchange> {
      // Loaded by `ready` before the attempt's timer starts, so the timer's abort always finds the request it cuts.
      const { undici, agent } = loaded ?? (await undiciAndAgent());
      cut = hopCut;
      const left = Math.max(1, hop.deadline - Date.now());
      // One timer for the whole attempt (set at its first hop): the redirect chain and the body share it.
      timer ??= setTimeout(() => {
        hopCut.reason ??= "timeout";
        trigger.emit("abort");
      }, left);
      if (hop.signal && !signal) {
        signal = hop.signal;
        signal.addEventListener("abort", cancel, { once: true });
      }
      let res: Dispatcher.ResponseData;
      try {
        res = await undici.request(hop.url, {
          dispatcher: agent,
          method: hop.method as Dispatcher.HttpMethod,
          headers: hop.headers,
          body: typeof hop.body === "string" || hop.body === undefined ? hop.body : withFormType(hop),
          headersTimeout: left + DISPATCHER_SLACK_MS,
          bodyTimeout: left + DISPATCHER_SLACK_MS,
          signal: trigger,
        });
      } catch (err) {
        classify(err, hopCut);
        throw err;
      }
      const body = res.body;
      return {
        status: res.statusCode,
        headers: new UndiciHeaders(res.headers),
        read: (max, keepHead) => readCapped(body, res.headers, max, keepHead, hopCut),
        discard: () => body.dump({ limit: 0 }).catch(() => undefined),
        ...encodingOf(res.headers),
      };
    },
    done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", cancel);
    },
  };
}

/** A URLSearchParams body as fetch would send it: the text, with the form content type unless one is set. */
function withFormType(hop: Hop): string {
  if (!Object.keys(hop.headers).some((name) => name.toLowerCase() === "content-type")) {
    hop.headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
  }
  return String(hop.body);
}

/** undici's own (coarse) timeouts are timeouts too. */
function classify(err: unknown, cut: Cut): void {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === "string" && TIMEOUT_CODES.has(code)) cut.reason ??= "timeout";
}

/** undici's lower-cased header record behind the `get`/`has` the runtime reads. */
class UndiciHeaders implements ResponseHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

type Body = Dispatcher.ResponseData["body"];

/** Reads the body up to `max` bytes (the attempt's timer and the caller's signal cut it through the emitter). */
async function readCapped(
  body: Body,
  headers: IncomingHttpHeaders,
  max: number,
  keepHead: boolean,
  cut: Cut,
): Promise<Uint8Array | "too_large"> {
  const declared = Number(headers["content-length"]);
  if (!keepHead && Number.isFinite(declared) && declared > max) {
    await body.dump({ limit: 0 }).catch(() => undefined);
    return "too_large";
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (size + chunk.byteLength > max) {
        body.destroy();
        if (!keepHead) return "too_large";
        chunks.push(chunk.subarray(0, max - size));
        size = max;
        break;
      }
      size += chunk.byteLength;
      chunks.push(chunk);
    }
  } catch (err) {
    classify(err, cut);
    throw err;
  }
  return joinChunks(chunks, size);
}

/** A Content-Encoding other than identity, which undici leaves to its caller. */
function encodingOf(headers: Dispatcher.ResponseData["headers"]): { encoding?: string } {
  const raw = headers["content-encoding"];
  const value = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).trim().toLowerCase();
  return value === "" || value === "identity" ? {} : { encoding: value };
}

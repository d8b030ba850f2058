// The SDK's HTTP serving speaks web-standard Request and Response; node:http speaks IncomingMessage and
// ServerResponse. The two conversions, with the body read under a bound and a client's disconnect as the abort.
import type { IncomingMessage, ServerResponse } from "node:http";

/** Largest request body read (the SDK's own default): a bigger one is refused before it is parsed. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

/**
 * `req` as a web Request whose signal aborts when the client goes away before its answer is complete. The URL's
 * origin is fixed: the Host header is checked apart, and nothing here trusts it.
 */
export async function webRequest(req: IncomingMessage, res: ServerResponse): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
  const aborted = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  return new Request(new URL(req.url ?? "/", "http://localhost"), {
    method: req.method,
    headers,
    body,
    signal: aborted.signal,
  });
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const declared = Number(req.headers["content-length"]);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Writes `response` to `res`, streaming its body (an SSE stream stays open until either side ends it). */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = name === "set-cookie" ? response.headers.getSetCookie() : value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  // Headers go out now: an SSE stream's client waits for them before the first event.
  res.flushHeaders();
  const reader = response.body.getReader();
  res.once("close", () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once("drain", resolve).once("close", resolve));
    }
  } catch {
    // The stream failed or was cancelled (the client left): end what was sent.
  }
  res.end();
}

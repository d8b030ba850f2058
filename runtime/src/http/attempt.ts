// One attempt of a request: the redirect chain, the token kept on its origin, the size cap, all within one time limit.
import { cancelled } from "../errors.js";
import type { ToolkitOptions } from "../kit.js";
import { failure, redirectedWrite, transportFailure, type Attempt, type Outcome } from "./failures.js";
import type { HttpRequest } from "./message.js";
import { decodeBody } from "./response.js";
import type { Cut, Transport } from "./transport.js";
import { fetchTransport } from "./transport-fetch.js";
import { undiciTransport } from "./transport-undici.js";

/** The transport of one attempt: the injected fetch when there is one (looked up at call time), else undici. */
function transportFor(options: ToolkitOptions): Transport {
  return options.fetch ? fetchTransport(options.fetch) : undiciTransport();
}

const MAX_REDIRECTS = 5;
const ERROR_BODY_BYTES = 64 * 1024;
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

// Redirects are followed only for methods that may be sent again; every other method is a write.
const FOLLOWED_METHODS = new Set(["GET", "HEAD", "DELETE"]);

export async function attemptOnce(
  req: HttpRequest,
  options: ToolkitOptions,
  token: string,
  secrets: string[],
  attempt: Attempt,
): Promise<Outcome> {
  const transport = transportFor(options);
  // undici loads at the first request, not at import.
  await transport.ready?.();
  // Checked again here: the token provider may have been awaited since. From now on nothing awaits before the send.
  if (req.signal?.aborted) return { type: "failure", error: cancelled(req.tool), retry: false };
  const deadline = Date.now() + attempt.timeoutMs;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const cut: Cut = {};

  let url = req.url;
  let method = req.method.toUpperCase();
  let body = req.body;
  let headers: Record<string, string> = req.headers ?? {};
  let withAuth = true;
  // Only a redirect needs the request's origin: parse the URL then, not on every call.
  let origin: string | undefined;

  try {
    for (let hop = 0; ; hop++) {
      const sent: Record<string, string> = { ...headers };
      if (withAuth) sent["authorization"] = `Bearer ${token}`;
      const res = await transport.exchange({ url, method, headers: sent, body, deadline, signal: req.signal }, cut);

      const location = isRedirect(res.status) ? res.headers.get("location") : null;
      if (location) {
        await res.discard();
        if (hop >= MAX_REDIRECTS) {
          return failure(req, "upstream", `${req.tool}: the upstream redirected more than ${MAX_REDIRECTS} times.`, {
            hint: "The upstream keeps redirecting; try again later.",
            status: res.status,
          });
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          return failure(req, "upstream", `${req.tool}: the upstream redirected to an invalid location.`, {
            status: res.status,
          });
        }
        if (next.protocol !== "https:" && next.protocol !== "http:") {
          return failure(req, "upstream", `${req.tool}: the upstream redirected to an unsupported scheme.`, {
            status: res.status,
          });
        }
        // A write is sent at most once: following would send it again (307/308) or turn it into a GET that
        // reports success for an action that went elsewhere (301/302/303).
        if (!FOLLOWED_METHODS.has(method)) return redirectedWrite(req, method, res.status, next, secrets);
        origin ??= new URL(req.url).origin;
        if (next.origin !== origin) {
          // The token belongs to the original origin; other hosts (download CDNs) get a signed URL, not credentials.
          withAuth = false;
          headers = Object.fromEntries(
            Object.entries(headers).filter(([, v]) => !secrets.some((s) => s && v.includes(s))),
          );
        }
        if (res.status === 303 && method === "DELETE") {
          method = "GET";
          body = undefined;
        }
        url = next.toString();
        continue;
      }

      // Error bodies only feed a short message: keep their start instead of failing on size (a compressed one that
      // does not decode within that is no message at all).
      if (res.status >= 400) {
        const cap = Math.min(maxBytes, ERROR_BODY_BYTES);
        const head = (await res.read(cap, true)) as Uint8Array;
        const decoded = res.encoding ? decodeBody(head, res.encoding, cap) : head;
        const body = typeof decoded === "string" ? new Uint8Array() : decoded;
        return { type: "response", response: { status: res.status, headers: res.headers, body, url, secrets } };
      }
      const read = await res.read(maxBytes, false);
      // Decoded within the same cap as the bytes on the wire, so a compressed bomb is cut at maxResponseBytes.
      const bytes = read !== "too_large" && res.encoding ? decodeBody(read, res.encoding, maxBytes) : read;
      if (bytes === "undecodable") {
        return failure(req, "upstream", `${req.tool}: the upstream's ${res.encoding} body could not be decoded.`, {
          status: res.status,
          hint: "The answer was corrupted or in an unknown content encoding; call again, and check the toolkit's baseUrl if it persists.",
        });
      }
      if (bytes === "too_large") {
        return failure(
          req,
          "too_large",
          `${req.tool}: the response is larger than the ${maxBytes}-byte limit (maxResponseBytes).`,
          {
            status: res.status,
            hint:
              req.tooLargeHint ??
              "Ask for less (fewer fields, a smaller page, a byte range) or raise the toolkit's maxResponseBytes.",
          },
        );
      }
      return { type: "response", response: { status: res.status, headers: res.headers, body: bytes, url, secrets } };
    }
  } catch (err) {
    return transportFailure(req, err, cut.reason, attempt, secrets);
  } finally {
    transport.done();
  }
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

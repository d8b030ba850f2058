// The fetch path: an injected `fetch`, cut by one AbortController that both the attempt's timer and the caller's
// signal abort (fetch offers no other way to bound a request).
import { joinChunks, type Cut, type Exchange, type Hop, type Transport } from "./transport.js";

export function fetchTransport(doFetch: typeof fetch): Transport {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let signal: AbortSignal | undefined;
  let cut: Cut | undefined;
  const cancel = () => {
    if (cut) cut.reason ??= "cancelled";
    controller.abort();
  };
  return {
    async exchange(hop: Hop, hopCut: Cut): Promise<Exchange> {
      cut = hopCut;
      // One timer for the whole attempt (set at its first hop): the redirect chain and the body share it.
      timer ??= setTimeout(
        () => {
          hopCut.reason ??= "timeout";
          controller.abort();
        },
        Math.max(0, hop.deadline - Date.now()),
      );
      if (hop.signal && !signal) {
        signal = hop.signal;
        signal.addEventListener("abort", cancel, { once: true });
      }
      const res = await doFetch(hop.url, {
        method: hop.method,
        headers: hop.headers,
        ...(hop.body !== undefined ? { body: hop.body } : {}),
        redirect: "manual",
        signal: controller.signal,
      });
      return {
        status: res.status,
        headers: res.headers,
        read: (max, keepHead) => readCapped(res, max, keepHead),
        discard: () => discard(res),
      };
    },
    done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", cancel);
    },
  };
}

async function discard(res: Response): Promise<void> {
  try {
    await res.body?.cancel();
  } catch {
    // Nothing to do: the body is dropped either way.
  }
}

/** Reads the body, stopping as soon as it passes `max` bytes (keeping the first `max` when `keepHead`). */
async function readCapped(res: Response, max: number, keepHead: boolean): Promise<Uint8Array | "too_large"> {
  const declared = Number(res.headers.get("content-length"));
  if (!keepHead && Number.isFinite(declared) && declared > max) {
    await discard(res);
    return "too_large";
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > max) {
      await reader.cancel().catch(() => undefined);
      if (!keepHead) return "too_large";
      chunks.push(value.subarray(0, max - size));
      size = max;
      break;
    }
    size += value.byteLength;
    chunks.push(value);
  }
  return joinChunks(chunks, size);
}

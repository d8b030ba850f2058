// How one HTTP exchange is carried out: undici's request API on a keep-alive agent by default (far lighter per
// request than fetch, and timeouts come from the dispatcher, not a per-request AbortSignal), or the `fetch` the
// options inject. Both give the attempt the same view: status, headers, and a body read with a size cap.
// The two implementations import this file; attempt.ts picks one (transportFor), so nothing here imports them.

/** Response headers as the runtime reads them (a fetch `Headers` is one). */
export interface ResponseHeaders {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** One request of an attempt (one hop of a redirect chain). */
export interface Hop {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams | undefined;
  /** Epoch ms by which the attempt must be over: headers and body alike. */
  deadline: number;
  /** The caller's cancellation, when it gave one. */
  signal?: AbortSignal | undefined;
}

/** Why an exchange was cut short by the runtime itself, as the attempt reports it. */
export interface Cut {
  reason?: "timeout" | "cancelled";
}

export interface Exchange {
  status: number;
  headers: ResponseHeaders;
  /** The body, or "too_large" past `max` bytes (with `keepHead`, its first `max` bytes instead). */
  read(max: number, keepHead: boolean): Promise<Uint8Array | "too_large">;
  /** Drops the body unread. */
  discard(): Promise<void>;
  /** The Content-Encoding the body is still in as `read` gives it (fetch decodes by itself; undici does not). */
  encoding?: string;
}

export interface Transport {
  /** Loads what the transport needs (a library loaded at the first request, not at import); awaited before sending. */
  ready?(): Promise<void>;
  /** Sends one hop; rejects on a transport failure, after setting `cut` when the runtime cut it. */
  exchange(hop: Hop, cut: Cut): Promise<Exchange>;
  /** Ends whatever the transport still holds for this attempt (a timer, a listener). */
  done(): void;
}

/** Joins body chunks into one array (most bodies are a single chunk). */
export function joinChunks(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

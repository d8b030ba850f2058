// The secrets a toolkit holds, in one place: every auth source adds what it obtains (a token, a refresh token, a
// client secret), each call adds its secret parameters, and every text or value that may echo a request is scrubbed
// against the lot. A kit owns one registry; nothing here is module state.
import type { JsonValue } from "./contract.js";

/** What a secret is replaced with. */
export const REDACTED = "[redacted]";

/** Characters of one token (identifiers, encoded values, base64): a secret is redacted with the token around it. */
const TOKEN_CHAR = /[A-Za-z0-9._~+/=%-]/;
const WORD_CHAR = /[A-Za-z0-9]/;
/** A secret shorter than this counts only where it stands alone: "2" is no secret inside "12345". */
const SHORT_SECRET = 8;
/** Values a kit keeps at most (a rotating token adds one per refresh); the oldest go first. */
const MAX_SECRETS = 256;

/**
 * The secrets of one kit (`createKit` makes one and hands it to every call as `CallContext.secrets`), or a set of
 * values to scrub with (`new SecretRegistry(values)`). Auth sources call `add` with each secret they obtain, before
 * it is sent anywhere; the HTTP core adds every token it sends.
 */
export class SecretRegistry {
  readonly #values = new Set<string>();

  constructor(values: Iterable<unknown> = []) {
    for (const value of values) this.add(value);
  }

  /** Records a secret; anything but a non-empty string is ignored, so an auth source may pass what it got as is. */
  add(value: unknown): void {
    if (typeof value !== "string" || value === "") return;
    this.#values.delete(value);
    this.#values.add(value);
    if (this.#values.size > MAX_SECRETS) this.#values.delete(this.#values.values().next().value!);
  }

  /** Every secret recorded, oldest first. */
  values(): string[] {
    return [...this.#values];
  }

  /** True when `field` is, whole, a secret or one of the forms it is written in (percent-encoded, JSON-escaped). */
  matches(field: string): boolean {
    return field !== "" && forms(this.values()).has(field);
  }

  /** `text` with every secret redacted (see `scrub`). */
  scrubText(text: string): string {
    return scrub(text, this.values());
  }

  /** A field (an upstream code, an id): redacted whole when it is a secret, else scrubbed as text. */
  scrubField(field: string): string {
    return this.matches(field) ? REDACTED : this.scrubText(field);
  }

  /** A copy of a JSON value with every string (object keys included) scrubbed as a field. */
  scrubValue<T extends JsonValue>(value: T): T {
    return this.#scrubStrings(value, this.values());
  }

  /**
   * A successful answer, scrubbed like `scrubValue` but inside a longer text only for secrets of ordinary length: a
   * short one (the sandbox's token, "sandbox") is also a word of the data, which must not be garbled.
   */
  scrubAnswer<T extends JsonValue>(value: T): T {
    return this.#scrubStrings(
      value,
      this.values().filter((secret) => secret.length >= SHORT_SECRET),
    );
  }

  /** Every string redacted whole when it is a secret, else with `inText` scrubbed from it. */
  #scrubStrings<T extends JsonValue>(value: T, inText: string[]): T {
    const secrets = this.values();
    if (secrets.length === 0) return value;
    const whole = forms(secrets);
    const field = (text: string) => (whole.has(text) ? REDACTED : scrub(text, inText));
    const walk = (v: JsonValue): JsonValue => {
      if (typeof v === "string") return field(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        return Object.fromEntries(Object.entries(v).map(([key, item]) => [field(key), walk(item)]));
      }
      return v;
    };
    return walk(value) as T;
  }
}

/**
 * Each secret as written, percent-encoded (either case of hex), form-encoded, JSON-escaped and in base64 or base64url
 * at any of the three alignments it may sit at inside a longer encoded text: the forms an echo of a request carries it in.
 */
function forms(secrets: readonly (string | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    out.add(secret);
    try {
      for (const encoded of [encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)]) {
        out.add(encoded);
        out.add(encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()));
      }
    } catch {
      // A lone surrogate cannot be percent-encoded, so no request carried it in that form.
    }
    out.add(JSON.stringify(secret).slice(1, -1));
    if (secret.length >= SHORT_SECRET) for (const encoded of base64Cores(secret)) out.add(encoded);
  }
  return out;
}

/**
 * The base64 and base64url characters that depend on the secret's bytes alone, for each of the three byte offsets
 * it may start at within a longer encoded value ("user:secret" in a Basic credential, a JSON document).
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret);
  const cores: string[] = [];
  for (const lead of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(lead), bytes]).toString("base64");
    const start = Math.ceil((lead * 8) / 6);
    const end = Math.floor(((lead + bytes.length) * 8) / 6);
    const core = encoded.slice(start, end);
    if (core.length < SHORT_SECRET) continue;
    cores.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  // Standalone, with its padding: the whole value as an encoder writes it.
  const whole = bytes.toString("base64");
  cores.push(whole, whole.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
  return cores;
}

/**
 * Redacts secrets from text that may echo the request (upstream messages, transport error text): each occurrence of
 * a secret — as written, percent-encoded or JSON-escaped — and of any `Bearer`/`Basic` credential is replaced with
 * the whole token around it, so the marker never shows where in a word the secret sat. A short secret counts only
 * as a token of its own, so a one-character password does not garble every number. One pass: the marker is never
 * scrubbed again.
 */
export function scrub(text: string, secrets: readonly (string | undefined)[] = []): string {
  const ranges: Array<[number, number]> = [];
  for (const form of forms(secrets)) {
    const short = form.length < SHORT_SECRET;
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
      const end = at + form.length;
      if (short && (WORD_CHAR.test(text[at - 1] ?? "") || WORD_CHAR.test(text[end] ?? ""))) continue;
      ranges.push(tokenAround(text, at, end));
    }
  }
  for (const match of text.matchAll(/\b(?:Bearer|Basic)\s+([A-Za-z0-9._~+/=-]+)/gi)) {
    const start = match.index + match[0].length - match[1]!.length;
    ranges.push([start, match.index + match[0].length]);
  }
  if (ranges.length === 0) return text;
  ranges.sort((x, y) => x[0] - y[0]);
  let out = "";
  let done = 0;
  for (const [start, end] of ranges) {
    if (end <= done) continue;
    if (start >= done) out += text.slice(done, start) + REDACTED;
    done = end;
  }
  return out + text.slice(done);
}

function tokenAround(text: string, start: number, end: number): [number, number] {
  while (start > 0 && TOKEN_CHAR.test(text[start - 1]!)) start--;
  while (end < text.length && TOKEN_CHAR.test(text[end]!)) end++;
  return [start, end];
}

// Text helpers shared by every provider: what may leave the runtime in an error is scrubbed and short.

import type { InputIssue } from "../contract.js";

const REDACTED = "[redacted]";

/** Characters of one token (identifiers, encoded values, base64): a secret is redacted with the token around it. */
const TOKEN_CHAR = /[A-Za-z0-9._~+/=%-]/;
const WORD_CHAR = /[A-Za-z0-9]/;
/** A secret shorter than this counts only where it stands alone: "2" is no secret inside "12345". */
const SHORT_SECRET = 8;

/**
 * Redacts secrets from text that may echo the request (upstream messages, transport error text): each occurrence of
 * a secret — as written, percent-encoded or JSON-escaped — and of any `Bearer`/`Basic` credential is replaced with
 * the whole token around it, so the marker never shows where in a word the secret sat. A short secret counts only
 * as a token of its own, so a one-character password does not garble every number. One pass: the marker is never
 * scrubbed again.
 */
export function scrub(text: string, secrets: readonly (string | undefined)[] = []): string {
  const ranges: Array<[number, number]> = [];
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  for (const form of forms) {
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

/** Cuts `text` to at most `max` characters, marking the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** Collapses whitespace (upstream text may hold line breaks) and truncates. */
export function collapse(text: string, max = 300): string {
  return truncate(text.replace(/\s+/g, " ").trim(), max);
}

/** Scrub, collapse whitespace and truncate: the form upstream text takes in an error envelope. */
export function upstreamText(text: string, secrets: readonly (string | undefined)[], max = 300): string {
  return collapse(scrub(text, secrets), max);
}

/**
 * True when a value can go out in an HTTP header as it is: printable ASCII only. Control characters would split or
 * corrupt the header, fetch refuses anything above U+00FF before sending, and bytes 0x80–0xFF are read differently
 * by each server.
 */
export function isHeaderSafe(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/** The issue reported for a value that is not header-safe; the value itself is never quoted (it may be a secret). */
export function headerIssue(param: string, header: string): InputIssue {
  const subject = param === header ? `The header "${header}"` : `"${param}" is sent as the ${header} header and`;
  return {
    param,
    rule: "header",
    message: `${subject} may hold only printable ASCII characters: no line breaks, other control characters or non-ASCII characters.`,
    hint: `Remove line breaks and control characters from "${param}", and percent-encode any non-ASCII character (é as %C3%A9).`,
  };
}

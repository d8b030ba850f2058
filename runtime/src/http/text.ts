// Text helpers shared by every provider: what may leave the runtime in an error is scrubbed and short.

import type { InputIssue } from "../contract.js";
import { scrub } from "../secrets.js";

export { scrub };

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

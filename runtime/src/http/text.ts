// Text helpers shared by every provider: what may leave the runtime in an error is scrubbed and short.

const REDACTED = "[redacted]";

/** Replaces every secret (as written, percent-encoded or JSON-escaped) and any bearer credential in `text`. */
export function scrub(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  // Longest first, so a secret containing another is removed whole.
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    if (form) out = out.split(form).join(REDACTED);
  }
  return out.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`);
}

/** Cuts `text` to at most `max` characters, marking the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** Scrub, collapse whitespace and truncate: the form upstream text takes in an error envelope. */
export function upstreamText(text: string, secrets: readonly (string | undefined)[], max = 300): string {
  return truncate(scrub(text, secrets).replace(/\s+/g, " ").trim(), max);
}

/** True when a header value holds a character HTTP forbids there (CR, LF, NUL, other C0 controls, DEL). */
export function hasControlCharacter(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(value);
}

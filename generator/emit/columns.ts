// How prettier measures a line, for the emitters that print its layout themselves: the print width (.prettierrc.json)
// and the characters it counts as one column each. Text with any other character is left to prettier.

export const WIDTH = 120;

/**
 * Whether prettier measures every character of the text as one column: printable ASCII, Latin letters and the general
 * punctuation (dashes, quotes, …). Prettier counts East Asian wide characters and emoji as two and combining marks as
 * none; outside this set a layout is not known to be prettier's.
 */
export function isNarrow(text: string): boolean {
  return /^[\x20-\x7e\u00a1-\u00ac\u00ae-\u024f\u2010-\u2027]*$/.test(text);
}

/** The columns a narrow text takes: its code points. */
export function width(text: string): number {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.length : [...text].length;
}

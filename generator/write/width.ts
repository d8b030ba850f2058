// How prettier measures a line's width: ASCII a column a character; beyond it, East Asian wide and fullwidth
// characters and emoji take two, control characters and combining marks none (prettier's getStringWidth, which
// this follows without loading prettier). The JSON printer's stability test checks it on every generated file.

const wide =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
const none = /[\p{Mn}\p{Me}\u200b-\u200f\ufe00-\ufe0f]/u;

export function stringWidth(text: string): number {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.length;
  let width = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code <= 31 || (code >= 127 && code <= 159) || none.test(character)) continue;
    width += wide.test(character) || /\p{Extended_Pictographic}/u.test(character) ? 2 : 1;
  }
  return width;
}

// A read and then an act asked of what the read picks out, by a word pointing back to it right after the act's verb
// ("the whole Contracts folder is in the trash??? restore it please", "… then remove those files"): the read is only
// the way to the act, as a read joined before one is (unfit.ts' unservedStep), so the act alone says whether any tool
// fits.
import { actionSpans, type Action } from "../words/actions.js";
import { pronounAfter } from "../request/acts.js";
import type { RequestShape } from "../request/shape.js";

/** The acts a request asks after its first, a read, each with a word pointing back right after its verb ("it",
 * "those"); none when the read is all it asks or an act is said of something else. */
export function askedOfRead({ asked, text }: RequestShape): Action[] {
  const [first, ...rest] = asked;
  if (first !== "read" || rest.length === 0 || rest.includes("read")) return [];
  const spans = actionSpans(text).filter((s) => rest.includes(s.action));
  return spans.length > 0 && spans.every((s) => pronounAfter(text, s.end)) ? rest : [];
}

// A setting of the whole account asked of a thing ("the enterprise's default setting for shared links"; query.ts'
// saysAccountSetting): where the clause saying that thing ends (clauses.ts), past which another question may follow
// ("…for shared links, can people make open links?"), and the verbless phrases after it that add to what the setting
// is of ("…for shared links, for file 12": that file's link). Which such settings no tool reads is ranking/across.ts'.
import type { Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";
import { saysAccountSetting } from "./query.js";

/** Where the setting's thing is said: the end of its clause, and where a noun its word modifies would start. */
export interface SettingSaid {
  end: number;
  compound: number;
}

/** Whether the request asks of a setting of the whole account, and where it says the setting's thing when it names one
 * of the resources (`object`). */
export function accountSetting(
  text: string,
  placed: readonly Placed[],
  mentioned: readonly Mention[],
  object: string | undefined,
): { accountSetting?: true; settingSaid?: SettingSaid } {
  if (!saysAccountSetting(text)) return {};
  const said = mentioned.find((m) => m.noun === object);
  if (said === undefined) return { accountSetting: true };
  const clause = placed.find((p) => p.end > said.start)?.clause;
  const last = placed.findLast((p) => p.clause === clause || (clause !== undefined && added(placed, clause, p)));
  const end = last === undefined ? text.length : Math.max(last.end, said.end);
  return { accountSetting: true, settingSaid: { end, compound: said.end + 1 } };
}

/** Whether a term stands in a clause after the setting's that has no verb, nor any clause between: a phrase it adds to
 * what the setting is of ("…for shared links, for file 12"), where one with a verb asks another thing. */
function added(placed: readonly Placed[], clause: number, term: Placed): boolean {
  return (
    term.clause > clause && !placed.some((p) => p.clause > clause && p.clause <= term.clause && p.term.tags.has("Verb"))
  );
}

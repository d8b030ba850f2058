// A listing that takes everything another listing of the same item takes, and requires one value more, lists the
// parts of one of that listing's entries (a thread's replies: the conversation's messages' parameters and the
// thread's ts). A request that gives no such value ("find the thread where someone posted the sepsis workflow in
// #ed-physicians", "threads in #qa that nobody replied to") starts at the wider listing, which finds the entry
// (ids.ts' afterListings).
import type { ToolDefinition } from "../../contract.js";
import { toolFacts } from "../tools/facts.js";
import { listsParts } from "../tools/part-listing.js";
import { seeks } from "../request/qualified.js";
import type { RequestShape } from "../request/shape.js";
import { blanked } from "../words/values.js";
import { singular } from "../words/vocabulary.js";

/** The wider listing each narrower one starts at, by the narrower's name: the wider's key (part-listing.ts). */
export function widerListings(definitions: readonly ToolDefinition[]): Record<string, string> {
  const listings = definitions.flatMap((d) => {
    const facts = toolFacts(d);
    const key = listsParts(facts);
    return key ? [{ d, key, parent: facts.parent }] : [];
  });
  const wider: Record<string, string> = {};
  for (const d of definitions) {
    const facts = toolFacts(d);
    if (facts.action !== "list" || facts.parent === undefined) continue;
    const takes = Object.keys(d.inputSchema.properties ?? {});
    const required = (d.inputSchema.required ?? []) as string[];
    const found = listings.find((l) => {
      if (l.d === d || l.parent !== facts.parent) return false;
      const own = Object.keys(l.d.inputSchema.properties ?? {});
      const more = takes.filter((p) => !own.includes(p));
      return own.every((p) => takes.includes(p)) && more.length === 1 && required.includes(more[0]!);
    });
    if (found) wider[d.name] = found.key;
  }
  return wider;
}

/** Whether a request asks which entries its object is, giving no value for them: it seeks one ("find the thread
 * where …") or asks for many ("threads … that nobody replied to"), not the parts of one it tells of ("the thread under
 * the budget announcement"), nor the parts by the narrower listing's own noun for them, `parts` ("the replies to the
 * launch post"), and gives no number that may be the value: one that is no date nor count (values.ts) nor in a
 * conversation's name ("the thread I started at 1719000000.000100"; not "#ops-2024"). */
export function seeksEntries(shape: RequestShape, parts: string): boolean {
  const { text, values, verb, count } = shape;
  if (!seeks(count, verb ?? "")) return false;
  const said = shape.nouns.find((m) => m.noun === shape.object);
  if (said !== undefined && singular(text.slice(said.start, said.end)) === parts) return false;
  return !/\d/.test(blanked(text, values).replace(/#\S+/g, ""));
}

// A role given someone, or taken from them, on a record whose field names it (a collaboration's `role`: editor, viewer,
// previewer uploader; a user's: admin, coadmin): giving one makes or changes that record, so a kit whose tools only
// read and delete it serves neither ("collaborate ana@x.com on folder 5 as a viewer uploader", "remove the edit rights
// from the sales team, view is fine"). The roles are the records' named values (field-values.ts); unfit.ts asks here.
import { destroys, type Action } from "../words/actions.js";
import { namesField, type Fields } from "../tools/fields.js";
import type { RequestShape } from "../request/grammar.js";
import { nameWords } from "../words/name-words.js";
import { saysAddress } from "../request/persons.js";
import { ITEM_KINDS, mentions } from "../words/vocabulary.js";

/** A role, as a value of a field of `record`'s record, with its hyphens left out ("coowner"), and as the value is
 * written (`said`: "co-owner"). */
export interface Role {
  role: string;
  record: string;
  said: string;
}

/** The roles of the records' named values (`values`), in words: those that are no thing of the vocabulary (a `folder`
 * type, a `user` role, `favorites`). */
export function kitRoles(values: Fields): Role[] {
  return Object.entries(values).flatMap(([record, named]) =>
    named
      .filter((v) => /^[a-z][a-z -]*$/.test(v) && mentions(nameWords(v)).length === 0)
      .map((v) => ({ role: unhyphened(v), record, said: v })),
  );
}

const unhyphened = (text: string) => text.replace(/(?<=[a-z])-(?=[a-z])/g, "");

/** The act a role's holder does, by its agent noun ("editor": edit, "uploader": upload); none for other words. */
const actOf = (role: string) => (/^[a-z]+(?:er|or)$/.test(role) ? role.replace(/(?:er|or)$/, "") : undefined);

// What a role is had as: access to a thing, or a right on it ("edit access", "co-admin rights", "the editor role").
const HELD = "(?:access|rights?|permissions?|privileges?|role)";

/** The roles a request says of someone, and how: as what they are to be ("as a viewer", "editor only"), or as what they
 * have taken from them ("edit access from", "admin rights off"), with where that is said in `said` (its hyphens left
 * out). */
function saidRoles(said: string, roles: readonly Role[]): Array<Role & { as: boolean; start: number }> {
  return roles.flatMap((r) => {
    const words = [r.role, ...[actOf(r.role)].filter((a) => a !== undefined)].join("|");
    const as = new RegExp(`\\bas (?:an? )?${r.role}s?\\b|\\b${r.role}s? only\\b`, "g");
    // (Taken away from someone, who keeps the rest: "remove the edit rights from the sales team"; not from an item,
    // "remove the editor access from folder 5", which removes the editors.)
    const had = new RegExp(`\\b(?:${words})s? ${HELD} (?:from|off) (?:(?:the|my|our) )?(\\S+(?: \\S+)?)`, "g");
    const fromItem = (holder: string) => mentions(holder).some((m) => ITEM_KINDS.has(m.noun));
    return [
      ...[...said.matchAll(as)].map((m) => ({ ...r, as: true, start: m.index })),
      ...[...said.matchAll(had)].filter((m) => !fromItem(m[1]!)).map((m) => ({ ...r, as: false, start: m.index })),
    ];
  });
}

/** What of a kit's scope (scope.ts, which takes its roles from here) the roles are weighed with. */
type RoleScope = { roles: readonly Role[]; acted: readonly string[] };

/** Whether a tool makes or changes records of `record` (an act of another kind on it). */
const given = (scope: RoleScope, record: string) => scope.acted.some((a) => a.endsWith(` ${record}`));

/**
 * The act a request asks of a role no tool gives or takes: one it gives someone when it asks no act the language data
 * names ("would you mind sharing folder 5 with ana@x.com as previewer?", "collaborate ana@x.com on it as a viewer
 * uploader": share); one it takes away as the deletion's object, who holds it keeping what else they have ("remove the
 * edit rights from the sales team", "remove co-admin rights from jpark": a change of role, not a removal; not "remove
 * Ana as an editor", which removes her).
 */
export function ungivenRole(shape: RequestShape, scope: RoleScope): Action | undefined {
  const text = unhyphened(shape.text);
  // (Only the roles no tool gives are sought: each is two patterns made and matched.)
  const said = saidRoles(
    text,
    scope.roles.filter((r) => !given(scope, r.record)),
  );
  if (said.length === 0) return undefined;
  // (Given to someone the request names by an address; not in a clause of which items or people hold it: "folders
  // where bob is listed as a viewer" reads.)
  const relative = (at: number) => /\b(?:where|who|whom|whose|which|that|what)\b/.test(text.slice(0, at));
  const addressed = saysAddress(text);
  if (shape.asked.length === 0 && !shape.question && addressed && said.some((r) => r.as && !relative(r.start)))
    return "share";
  const [first] = shape.asked;
  if (first === undefined || !destroys(first) || shape.verb === undefined) return undefined;
  // (The role stands right after the verb, but for an article or a quantifier: no person's, "bob's edit access", "his
  // editor access": that removes the person.)
  const at = text.indexOf(`${shape.verb} `);
  const object = new RegExp(`^${shape.verb} (?:(?:the|all|any) )?$`);
  return said.some((r) => !r.as && at >= 0 && object.test(text.slice(at, r.start))) ? "edit" : undefined;
}

// What may stand before a role that someone is to have, not one held: "as a viewer", "down to viewer", "will be an
// editor".
const TO_BE = /\b(?:as|to|into|be|become)\s+(?:an?\s+)?$/;
// A preposition tying a phrase to an item named after it, up to a stop or a conjunction ("the co-owners of folder 5",
// "the editor on the Menus folder"; not "the editor of the newsletter"). Many holders may be said to be in it or for it
// too ("the viewers for folder 7"); one such is more likely a program ("the viewer for file 5", "the viewer in
// Chrome").
const OF_ITEM = /^\s+(on|of|from|in|for|off)\s+((?:(?!\b(?:and|then|but)\b)[^,;:.!?])*)/;
const ofItem = (rest: string, many: boolean) => {
  const [, preposition, phrase] = OF_ITEM.exec(rest) ?? [];
  if (phrase === undefined || (!many && !/^(?:on|of|from)$/.test(preposition!))) return false;
  return /^(?:it|this|that|them)\b/.test(phrase) || mentions(phrase).some((m) => ITEM_KINDS.has(m.noun));
};

/**
 * A request with each role said as a part of an item ("who are the co-owners of folder 5", "the kitchen team were made
 * co-owners on the Allergens folder") said as the records that hold it there ("the co-owner collaborations of folder
 * 5"): who holds a role on an item is what ties them to it, as "the collaborators on folder 5" are. Only roles of a
 * record some tool reads as an item's part (`held`: heldRoles); a role someone is to have is no part ("share it with
 * Ana as a viewer on …"; ungivenRole).
 */
export function asRoleHolders(text: string, held: readonly Role[]): string {
  let said = text;
  for (const r of held) {
    const word = new RegExp(String.raw`(?<![\w-])${r.said.replace(/[ -]/g, "[- ]?")}(s?)(?![\w-])`, "gi");
    said = said.replace(word, (found: string, plural: string, at: number, whole: string) =>
      ofItem(whole.slice(at + found.length), plural !== "") && !TO_BE.test(whole.slice(0, at))
        ? `${found} ${r.record}${plural}`
        : found,
    );
  }
  return said;
}

/** The roles of records some tool reads as an item's part (`parts`: "folder collaboration"), but for one whose word
 * names a field of a record (`fields`), which a read of the item's record answers: "the owner", `owned_by`. Found once
 * a scope (scope.ts). */
export function heldRoles(roles: readonly Role[], parts: readonly string[], fields: readonly string[]): Role[] {
  const held = roles.filter(
    (r) =>
      [...ITEM_KINDS].some((kind) => parts.includes(`${kind} ${r.record}`)) && !namesField(r.role.split(" "), fields),
  );
  // (The longest first, which asRoleHolders reads first: "viewer uploader" before "viewer".)
  return held.sort((a, b) => b.said.length - a.said.length);
}

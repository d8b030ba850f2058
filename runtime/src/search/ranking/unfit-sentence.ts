// The sentence that answers a request no tool fits: what the request asked that no tool does, what the tools can and
// cannot do, and what they can do with the thing it names. Which requests get it is unfit.ts'.
import type { ToolDefinition } from "../../contract.js";
import { wordAction } from "../words/actions.js";
import type { RequestShape } from "../request/grammar.js";
import { toolFacts } from "../tools/facts.js";
import type { SearchScope } from "./scope.js";
import { ADDRESSED, partElsewhere, unheldThing, unservedRequest } from "./unfit.js";
import { madeOf } from "./made-from.js";
import { plural } from "../words/vocabulary.js";
import { ruleAsked } from "./rule-asked.js";

/** "These tools read, delete and cancel; they cannot create, upload, … or leave." */
export function scopeSentence(scope: SearchScope, subject = "These tools"): string {
  if (scope.cannot.length === 0) return `${subject} ${list(scope.can, "and")}.`;
  const can = scope.can.length === 0 ? "do nothing a request can name" : list(scope.can, "and");
  const other = scope.open ? " (besides what their names say)" : "";
  return `${subject} ${can}${other}; they cannot ${list(scope.cannot, "or")}.`;
}

/** The sentence answering a request no tool of this scope fits, or undefined when some tool may fit it. */
export function unfitSentence(
  definitions: readonly ToolDefinition[],
  scope: SearchScope,
  shape: RequestShape,
  subject?: string,
): string | undefined {
  const action = unservedRequest(shape, scope);
  if (action === undefined) return undefined;
  // Only what the kit has is named: another kit's resource ("folder" to a chat kit) is no word of this one.
  const has = (noun: string | undefined): noun is string => noun !== undefined && scope.resources.includes(noun);
  // (A compound said by its last word, of another kind of item: "the lock on file 5" is the file's lock.)
  const elsewhere = partElsewhere(shape);
  const part = elsewhere
    ? { by: "possessed", words: [elsewhere.word], ...elsewhere }
    : has(shape.part?.owner)
      ? shape.part
      : undefined;
  const object = [shape.object, shape.nouns[0]?.noun].find(has);
  const container = has(shape.container) && shape.container !== object ? shape.container : undefined;
  // What the action would act on, as the request puts it: a field or a part of an item; an item some tool destroys,
  // out of another; else the object (not after sending, whose object may be whom it goes to: "ask the AI agent").
  // (A search is for many: "no tool can search files".)
  // (What is to be made of the object is what no tool creates: "download folder 5 as a zip".)
  const made = action === "create" ? madeOf(shape) : undefined;
  const thing = unheldThing(shape, scope);
  const what = thing
    ? plural(thing)
    : made !== undefined && has(made)
      ? `${article(made)} ${made}`
      : ADDRESSED.has(action)
        ? undefined
        : action === "search"
          ? object && plural(object)
          : part
            ? part.by === "modified"
              ? `the ${part.owner} ${part.words.join(" ")}`
              : `the ${part.words.join(" ")} of ${article(part.owner)} ${part.owner}`
            : container !== undefined && object !== undefined && scope.destroyed.includes(object)
              ? `${article(object)} ${object} from ${article(container)} ${container}`
              : object !== undefined
                ? `${article(object)} ${object}`
                : undefined;
  const nouns = part ? [part.owner] : [object, container].filter(has);
  const resources = [...new Set(nouns)].map((n) => resourceClause(definitions, n)).filter((c) => c !== "");
  const can = resources.length === 0 ? "" : ` With ${resources.join("; with ")}.`;
  // The request's own verb, when it names the act, says it best: "unlock file 5" deletes a lock, not the file.
  const said = action === shape.asked[0] ? shape.verb : action === shape.wondered[0] ? shape.wonderedVerb : undefined;
  const act = said !== undefined && wordAction(said) === action ? said : action;
  // (Asked as a rule, the act may be one a tool does, though none tells whether it is allowed: rule-asked.ts.)
  const rule = ruleAsked(shape);
  const none = rule === undefined ? `no tool can ${act}` : `no tool tells whether one may ${act}`;
  // (An act said as a phrase names what it acts on itself: "measure use".)
  const acted = action.includes(" ") ? undefined : (rule?.pronoun ?? what);
  return `Nothing fits: ${none}${acted ? ` ${acted}` : ""}. ${scopeSentence(scope, subject)}${can}`;
}

/** "a file they can get, list, delete and download" — from the tools' facts; empty when none acts on it. */
function resourceClause(definitions: readonly ToolDefinition[], noun: string): string {
  const actions = new Set<string>();
  for (const d of definitions) {
    const facts = toolFacts(d);
    // (Removing and deleting both destroy: one word says it.)
    if (facts.resource === noun) actions.add(facts.action === "remove" ? "delete" : facts.action);
  }
  return actions.size === 0 ? "" : `${article(noun)} ${noun} they can ${list([...actions], "and")}`;
}

// ("a user": a "u" said as "you" takes "a".)
const article = (noun: string) => (/^(?:[aeio]|u(?!s|ni))/.test(noun) ? "an" : "a");

function list(words: readonly string[], conjunction: string): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

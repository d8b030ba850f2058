// Closing a thing whose record holds its completion (a task: "is_completed") completes it: its state changes, and
// nothing is deleted. A kit whose tools change no such thing answers "close the task on the lease file, it's done"
// with nothing, where the words alone would offer the task's deletion.
import type { RequestShape } from "../request/grammar.js";
import { destroys, wordAction } from "../words/actions.js";
import type { SearchScope } from "./scope.js";

// The verb of deleting that also says a thing is done with ("close the account" deletes it; "close the task" ends it).
const CLOSING = "close";

/** "edit" when the request closes a thing its record says can be completed, says no other verb of deleting ("close
 * and delete task 12" deletes it), and no tool changes that thing. */
export function closedAsDone(shape: RequestShape, scope: SearchScope): "edit" | undefined {
  const { object } = shape;
  if (shape.verb?.toLowerCase() !== CLOSING || object === undefined || !scope.completed.includes(object))
    return undefined;
  const deletes = (word: string) => word !== CLOSING && destroys(wordAction(word) ?? "read");
  if ([...shape.verbs].some(deletes)) return undefined;
  return scope.acted.some((a) => a.endsWith(` ${object}`)) ? undefined : "edit";
}

// What the ranking reads of a tool's record that depends on the record alone, found once a kit rather than per tool on
// every search: keyed by the index's own objects, which never change once loaded, or by a resource's name, whose reading
// depends on the vocabulary alone; nothing found here goes stale.
import type { Fields } from "./fields.js";
import { namesValue, valueKinds } from "./field-values.js";
import { kindHeldOn } from "../words/vocabulary.js";

/** A kit's tables, made with its search (engine.ts) and passed down with what every tool is weighed with. */
export class KitTables {
  readonly #kinds = new WeakMap<Fields, WeakMap<Fields, Map<string, readonly string[]>>>();
  readonly #measured = new WeakMap<readonly string[], readonly string[]>();
  readonly #heldOn = new Map<string, ReturnType<typeof kindHeldOn>>();

  /** `measure`: the acts whose amount a record's fields hold (usage.ts' measuredActs). */
  constructor(private readonly measure: (fields: readonly string[]) => string[]) {}

  /** Whether a phrase names a value of a field of `resource`'s record (field-values.ts' namesValue), by the kinds
   * found once. */
  namesValue(phrase: readonly string[], resource: string, values: Fields, fields: Fields): boolean {
    // (A record whose values name no kind names none: the phrase's words are then not read.)
    const kinds = this.kinds(resource, values, fields);
    return kinds.length > 0 && namesValue(phrase, resource, values, fields, kinds);
  }

  /** field-values.ts' valueKinds of these values and fields. */
  kinds(resource: string, values: Fields, fields: Fields): readonly string[] {
    // (No values, no kinds: a tool's absent values are a new empty object at each call.)
    if ((values[resource] ?? []).length === 0) return [];
    let byFields = this.#kinds.get(values);
    if (byFields === undefined) this.#kinds.set(values, (byFields = new WeakMap()));
    let byResource = byFields.get(fields);
    if (byResource === undefined) byFields.set(fields, (byResource = new Map()));
    let kinds = byResource.get(resource);
    if (kinds === undefined) byResource.set(resource, (kinds = valueKinds(resource, values, fields)));
    return kinds;
  }

  /** The acts whose amount a record with these fields holds (usage.ts' measuredActs). */
  measured(fields: readonly string[]): readonly string[] {
    if (fields.length === 0) return [];
    let acts = this.#measured.get(fields);
    if (acts === undefined) this.#measured.set(fields, (acts = this.measure(fields)));
    return acts;
  }

  /** vocabulary.ts' kindHeldOn of a tool's resource. */
  heldOn(resource: string): ReturnType<typeof kindHeldOn> {
    if (!this.#heldOn.has(resource)) this.#heldOn.set(resource, kindHeldOn(resource));
    return this.#heldOn.get(resource);
  }
}

// Validators that load on first use: loaded once, only when a check runs, with each check's errors kept.
import { describe, expect, it } from "vitest";
import { lazyValidators, type CompiledSchema } from "../src/validation.js";

function compiled(accepts: (input: unknown) => boolean): CompiledSchema {
  const validate: CompiledSchema = (input) => {
    const ok = accepts(input);
    validate.errors = ok ? null : [{ keyword: "type", instancePath: "", params: { type: "object" } }];
    return ok;
  };
  return validate;
}

describe("lazyValidators", () => {
  it("loads the validators on the first check, once, and not before", () => {
    let loads = 0;
    const validator = lazyValidators(() => {
      loads++;
      return { A: compiled((x) => typeof x === "object"), B: compiled(() => true) };
    });
    const a = validator("A");
    const b = validator("B");
    expect(loads).toBe(0);
    expect(a({})).toBe(true);
    expect(b(1)).toBe(true);
    expect(a(1)).toBe(false);
    expect(loads).toBe(1);
  });

  it("keeps each check's errors on the function that ran it", () => {
    const a = lazyValidators(() => ({ A: compiled((x) => typeof x === "object") }))("A");
    expect(a(1)).toBe(false);
    expect(a.errors).toEqual([{ keyword: "type", instancePath: "", params: { type: "object" } }]);
    expect(a({})).toBe(true);
    expect(a.errors).toBeNull();
  });

  it("names a tool whose validator is missing", () => {
    const missing = lazyValidators(() => ({}))("Nope");
    expect(() => missing({})).toThrow(/no compiled validator for Nope/);
  });
});

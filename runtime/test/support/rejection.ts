import { expect } from "vitest";
import { ToolError } from "@toolgen/runtime";

/** The ToolError a call rejects with; the test fails when the call succeeds or rejects with anything else. */
export async function rejection(p: Promise<unknown>): Promise<ToolError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ToolError);
    return err as ToolError;
  }
  throw new Error("the call succeeded");
}

// The kit's other acts in everyday words: halting a request cancels it, nudging or chasing the people who owe an act
// resends the request to them.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";

const kit = createToolkit({ accessToken: "unused" });
const acting = (action: string) => definitions.find((d) => toolFacts(d).action === action)!;

describe("cancelling and resending in everyday words", () => {
  it("cancels what is halted", () => {
    const cancel = acting("cancel");
    const { resource } = toolFacts(cancel);
    expect(requestShape(`halt ${resource} 4242, the terms changed`).asked).toEqual(["cancel"]);
    expect(kit.searchTools(`halt ${resource} 4242, the terms changed`)[0]?.name).toBe(cancel.name);
  });

  it("cancels what is stopped, not an act stopped nor one kept from happening", () => {
    const cancel = acting("cancel");
    const { resource } = toolFacts(cancel);
    for (const stopped of [
      `could you stop the ${resource} for the contractor agreement? he's not joining after all`,
      // (A word ending as a gerund does, said of the thing, is no act stopped; nor is "from" its source.)
      `stop the pending ${resource}`,
      `stop the ${resource} from legal for the contractor agreement`,
    ]) {
      expect(requestShape(stopped).asked, stopped).toEqual(["cancel"]);
      expect(kit.searchTools(stopped)[0]?.name, stopped).toBe(cancel.name);
    }
    for (const query of ["stop sharing the Budget folder with Bob", "stop the Budget folder syncing to my desktop"])
      expect(requestShape(query).asked, query).not.toContain("cancel");
  });

  it("resends what the people who owe it are nudged about ('chase up' may only ask after it)", () => {
    const resend = acting("resend");
    const { resource } = toolFacts(resend);
    expect(requestShape(`nudge the signers of ${resource} 9191 again`).asked).toEqual(["resend"]);
    expect(kit.searchTools(`nudge the people who still haven't signed ${resource} 9191`)[0]?.name).toBe(resend.name);
  });
});

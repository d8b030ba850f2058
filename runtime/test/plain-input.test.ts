// kit.call takes plain JSON data only: anything else is refused as invalid_input before any request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createToolkit, definitions } from "@toolgen/content-api";
import type { JsonObject } from "@toolgen/runtime";
import { startBoxDouble, type BoxDouble } from "./support/box-double.js";
import { rejection } from "./support/rejection.js";

let box: BoxDouble;
beforeAll(async () => {
  box = await startBoxDouble({ token: "tok" });
});
afterAll(() => box.close());
beforeEach(() => box.reset());

const kit = () => createToolkit({ accessToken: "tok", baseUrl: box.url, retry: false });
const props = (d: (typeof definitions)[number]) => (d.inputSchema.properties ?? {}) as Record<string, JsonObject>;
// From the manifest: a tool that needs no parameter, and a tool with an unbounded integer parameter.
const noRequired = definitions.find((d) => ((d.inputSchema.required as string[] | undefined) ?? []).length === 0)!;
const unbounded = definitions
  .flatMap((d) =>
    Object.entries(props(d))
      .filter(([, s]) => s.type === "integer" && s.maximum === undefined)
      .map(([param]) => ({ d, param })),
  )
  .find(({ d }) => ((d.inputSchema.required as string[] | undefined) ?? []).length === 0)!;

async function refused(input: unknown, name = noRequired.name) {
  const err = await rejection(kit().invoke(name, input));
  expect(err.kind).toBe("invalid_input");
  expect(err.tool).toBe(name);
  expect(box.requests).toHaveLength(0);
  return err;
}

describe("plain JSON input", () => {
  it("refuses objects that are not plain data: Date, Map, class instances, nested ones too", async () => {
    expect((await refused(new Date(0))).message).toContain("is an instance of Date");
    expect((await refused(new Map())).message).toContain("is an instance of Map");
    class Options {
      limit = 1;
    }
    expect((await refused(new Options())).message).toContain("is an instance of Options");
    const nested = await refused({ fields: [new Date(0)] });
    expect(nested.issues![0]).toMatchObject({ param: "fields", rule: "plain_data" });
    expect(nested.message).toContain('"fields[0]" is an instance of Date');
  });

  it("refuses a Proxy or a getter as a ToolError, never the caller's own error", async () => {
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("caller's trap");
        },
      },
    );
    expect((await refused(throwing)).issues![0]!.rule).toBe("plain_data");
    expect((await refused(new Proxy({}, {}))).message).toContain("is a Proxy");
    const getter = {
      get limit(): number {
        throw new Error("caller's getter");
      },
    };
    const err = await refused(getter);
    expect(err.message).toContain('"limit" is a getter');
    expect(err.message).not.toContain("caller's getter");
  });

  it("refuses integers outside the safe range and numbers that are not finite", async () => {
    const { d, param } = unbounded;
    for (const value of [1e21, 2 ** 53 + 2, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY]) {
      const err = await refused({ [param]: value }, d.name);
      expect(err.issues![0]).toMatchObject({ param });
    }
    expect((await refused({ [param]: 1e21 }, d.name)).issues![0]!.rule).toBe("safe_integer");
  });

  it("sends plain data, a null-prototype object and undefined members as they would be in JSON", async () => {
    const data = Object.assign(Object.create(null) as Record<string, unknown>, {
      [unbounded.param]: 5,
      extra: undefined,
    });
    delete data.extra;
    await kit().invoke(unbounded.d.name, { [unbounded.param]: 2 ** 53 - 1 });
    await kit().invoke(unbounded.d.name, data);
    expect(box.requests).toHaveLength(2);
    expect(box.requests[0]!.query).toContain(String(2 ** 53 - 1));
  });
});

import { describe, expect, it } from "vitest";
import { ToolError } from "@toolgen/runtime";
import { resolveTimeWindow } from "../src/slack/time-window.js";
import { toolFor } from "../../test/support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });

const names = {
  oldest: { absolute: "oldest_datetime", relative: "oldest_relative" },
  latest: { absolute: "latest_datetime", relative: "latest_relative" },
};
const NOW = Date.UTC(2024, 5, 15, 12, 0, 0, 250); // 2024-06-15 12:00:00.250 UTC
const sec = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s) / 1000;
const window = (input: Record<string, unknown>) => resolveTimeWindow(CONVERSATIONS_HISTORY, names, input, NOW);

function refusal(input: Record<string, unknown>): ToolError {
  try {
    window(input);
  } catch (err) {
    expect(err).toBeInstanceOf(ToolError);
    return err as ToolError;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
}

describe("time window", () => {
  it("applies no filter without time parameters", () => {
    expect(window({})).toEqual({});
  });

  it("reads absolute times as UTC; a lone oldest bound runs to now", () => {
    expect(window({ oldest_datetime: "2024-01-01 00:00:00" })).toEqual({
      oldest: `${sec(2024, 1, 1)}.000000`,
      latest: `${sec(2024, 6, 15, 12)}.250000`,
    });
  });

  it("reads a relative oldest bound as DD:HH:MM back from now, up to now", () => {
    expect(window({ oldest_relative: "01:02:03" })).toEqual({
      oldest: `${sec(2024, 6, 14, 9, 57)}.250000`,
      latest: `${sec(2024, 6, 15, 12)}.250000`,
    });
  });

  it("runs a lone absolute latest bound from the start, covering the whole named second", () => {
    expect(window({ latest_datetime: "2024-03-05 14:30:00" })).toEqual({ latest: `${sec(2024, 3, 5, 14, 30)}.999999` });
  });

  it("runs a lone relative latest bound from now back to that offset", () => {
    expect(window({ latest_relative: "00:02:00" })).toEqual({
      oldest: `${sec(2024, 6, 15, 10)}.250000`,
      latest: `${sec(2024, 6, 15, 12)}.250000`,
    });
  });

  it("combines both bounds in any form; a relative latest is then an instant in the past", () => {
    expect(window({ oldest_datetime: "2024-06-01 00:00:00", latest_relative: "01:00:00" })).toEqual({
      oldest: `${sec(2024, 6, 1)}.000000`,
      latest: `${sec(2024, 6, 14, 12)}.250000`,
    });
    expect(window({ oldest_relative: "03:00:00", latest_datetime: "2024-06-14 00:00:00" })).toEqual({
      oldest: `${sec(2024, 6, 12, 12)}.250000`,
      latest: `${sec(2024, 6, 14)}.999999`,
    });
    expect(window({ oldest_relative: "02:00:00", latest_relative: "00:00:30" }).latest).toBe(
      `${sec(2024, 6, 15, 11, 30)}.250000`,
    );
    // One second both ways is a valid (one-second) window.
    expect(window({ oldest_datetime: "2024-01-01 10:00:00", latest_datetime: "2024-01-01 10:00:00" })).toEqual({
      oldest: `${sec(2024, 1, 1, 10)}.000000`,
      latest: `${sec(2024, 1, 1, 10)}.999999`,
    });
  });

  it("accepts 29 February in a leap year and 00:00:00 as 'now'", () => {
    expect(window({ latest_datetime: "2024-02-29 23:59:59" }).latest).toBe(`${sec(2024, 2, 29, 23, 59, 59)}.999999`);
    expect(window({ latest_relative: "00:00:00" })).toEqual({
      oldest: `${sec(2024, 6, 15, 12)}.250000`,
      latest: `${sec(2024, 6, 15, 12)}.250000`,
    });
  });

  it.each([
    ["oldest", { oldest_datetime: "2024-01-01 00:00:00", oldest_relative: "01:00:00" }, "oldest_datetime"],
    ["latest", { latest_datetime: "2024-01-01 00:00:00", latest_relative: "01:00:00" }, "latest_datetime"],
  ])("refuses both forms of the %s bound", (side, input, param) => {
    const err = refusal(input);
    expect(err.kind).toBe("invalid_input");
    expect(err.message).toContain(`${side} bound`);
    expect(err.issues?.[0]).toMatchObject({ param, rule: "time_window" });
    expect(err.hint).toContain("'YYYY-MM-DD HH:MM:SS'");
  });

  it.each([
    "2024-13-01 00:00:00",
    "2024-00-10 00:00:00",
    "2024-02-30 10:00:00",
    "2023-02-29 00:00:00",
    "2024-04-31 00:00:00",
    "2024-01-01 25:00:00",
    "2024-01-01 23:60:00",
    "2024-01-01 23:00:60",
    "2024-01-01T00:00:00",
    "2024-01-01 00:00",
    "2024-1-1 00:00:00",
    " 2024-01-01 00:00:00",
    "1969-12-31 23:59:59",
    "yesterday",
    "",
  ])("refuses the absolute time %j with a format hint", (value) => {
    for (const param of ["oldest_datetime", "latest_datetime"]) {
      const err = refusal({ [param]: value });
      expect(err.kind).toBe("invalid_input");
      expect(err.issues?.[0]?.param).toBe(param);
      expect(err.hint).toMatch(/2024-03-05 14:30:00.*UTC/);
    }
  });

  it.each(["1:00:00", "00:24:00", "00:00:60", "00:00", "01:02:03:04", "-1:00:00", "aa:bb:cc", "01:02:3"])(
    "refuses the relative offset %j with a format hint",
    (value) => {
      for (const param of ["oldest_relative", "latest_relative"]) {
        const err = refusal({ [param]: value });
        expect(err.kind).toBe("invalid_input");
        expect(err.issues?.[0]?.param).toBe(param);
        expect(err.hint).toContain("'01:06:30'");
      }
    },
  );

  it("refuses non-text values", () => {
    expect(refusal({ oldest_relative: 5 }).kind).toBe("invalid_input");
    expect(refusal({ latest_datetime: 1704067200 }).kind).toBe("invalid_input");
  });

  it("refuses a window that ends before it starts", () => {
    const err = refusal({ oldest_datetime: "2024-02-01 00:00:00", latest_datetime: "2024-01-01 00:00:00" });
    expect(err.kind).toBe("invalid_input");
    expect(err.message).toContain("after it ends");
    expect(refusal({ oldest_relative: "00:01:00", latest_relative: "00:02:00" }).hint).toContain("larger one");
    expect(refusal({ oldest_relative: "00:01:00", latest_datetime: "2024-01-01 00:00:00" }).kind).toBe("invalid_input");
  });

  it("refuses a lone oldest bound in the future", () => {
    expect(refusal({ oldest_datetime: "2024-06-15 12:00:01" }).message).toContain("future");
  });
});

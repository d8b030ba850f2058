import type { SlackBinding } from "../contract.js";
import { ToolError } from "../errors.js";

/** Slack's `oldest` / `latest` bounds as epoch-seconds text; an absent bound means "no filter on that side". */
export interface SlackWindow {
  oldest?: string;
  latest?: string;
}

type WindowNames = NonNullable<SlackBinding["timeWindow"]>;

const ABSOLUTE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const RELATIVE = /^(\d{2}):(\d{2}):(\d{2})$/;

/**
 * Turns the four time parameters into Slack bounds, following the document and DESIGN.md:
 * - 'YYYY-MM-DD HH:MM:SS' is a UTC instant; 'DD:HH:MM' is that many days, hours and minutes back from now.
 * - oldest only (either form): from that bound to now (latest = now).
 * - latest only, absolute: from the start of the conversation or thread to that bound (no oldest).
 * - latest only, relative: "from now back to that offset", i.e. the window [now − offset, now]. The document
 *   gives a lone relative latest bound this meaning, so it becomes Slack's `oldest`, and `latest` is now.
 * - oldest and latest together: each bound as given (a relative latest is then the instant now − offset).
 * - no time parameter: no filter (an empty window object).
 * Absolute bounds name whole seconds and both ends are inclusive, so an absolute latest bound covers its whole
 * second (`latest` = that second + .999999): Slack ts values carry microseconds.
 * Both forms of one bound, malformed or impossible text, or a window that ends before it starts are refused
 * as `invalid_input` before any request. `now` is in milliseconds.
 */
export function resolveTimeWindow(
  tool: string,
  names: WindowNames,
  input: Record<string, unknown>,
  now: number = Date.now(),
): SlackWindow {
  const oldest = readBound(tool, "oldest", names.oldest, input, now);
  const latest = readBound(tool, "latest", names.latest, input, now);

  if (oldest === undefined && latest === undefined) return {};
  if (latest === undefined) {
    const start = oldest!;
    if (start.ms > now) {
      throw windowError(
        tool,
        start.param,
        `"${start.param}" lies in the future, so the window up to now is empty.`,
        `Give "${start.param}" a time before now (absolute times are UTC).`,
      );
    }
    return { oldest: epoch(start.ms), latest: epoch(now) };
  }
  if (oldest === undefined) {
    if (latest.relative) return { oldest: epoch(latest.ms), latest: epoch(now) };
    return { latest: upper(latest) };
  }
  if (oldest.ms > (latest.relative ? latest.ms : latest.ms + 999)) {
    throw windowError(
      tool,
      oldest.param,
      `The window starts ("${oldest.param}") after it ends ("${latest.param}").`,
      `Make "${oldest.param}" earlier than "${latest.param}"; relative offsets count back from now, so the oldest offset is the larger one.`,
    );
  }
  return { oldest: epoch(oldest.ms), latest: upper(latest) };
}

function upper(bound: Bound): string {
  return bound.relative ? epoch(bound.ms) : `${Math.floor(bound.ms / 1000)}.999999`;
}

interface Bound {
  param: string;
  relative: boolean;
  ms: number;
}

function readBound(
  tool: string,
  side: "oldest" | "latest",
  names: { absolute: string; relative: string },
  input: Record<string, unknown>,
  now: number,
): Bound | undefined {
  const absolute = input[names.absolute];
  const relative = input[names.relative];
  if (absolute !== undefined && relative !== undefined) {
    throw windowError(
      tool,
      names.absolute,
      `"${names.absolute}" and "${names.relative}" both set the ${side} bound.`,
      `Give only one of "${names.absolute}" ('YYYY-MM-DD HH:MM:SS', UTC) or "${names.relative}" ('DD:HH:MM' back from now).`,
    );
  }
  if (absolute !== undefined)
    return { param: names.absolute, relative: false, ms: parseAbsolute(tool, names.absolute, absolute) };
  if (relative !== undefined)
    return { param: names.relative, relative: true, ms: now - parseOffset(tool, names.relative, relative) };
  return undefined;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC → epoch milliseconds; refuses impossible dates such as 2024-02-30. */
function parseAbsolute(tool: string, param: string, value: unknown): number {
  const m = typeof value === "string" ? ABSOLUTE.exec(value) : null;
  const bad = () =>
    windowError(
      tool,
      param,
      `"${param}" must be a real UTC date and time in the format 'YYYY-MM-DD HH:MM:SS'.`,
      `Write "${param}" like '2024-03-05 14:30:00' (UTC, 24-hour clock, from 1970 on).`,
    );
  if (!m) throw bad();
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1970 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) throw bad();
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2024-02-30 over into March; a changed day means the date does not exist.
  if (day < 1 || new Date(ms).getUTCDate() !== day) throw bad();
  return ms;
}

/** 'DD:HH:MM' → milliseconds; hours 00–23 and minutes 00–59, so each offset has one spelling. */
function parseOffset(tool: string, param: string, value: unknown): number {
  const m = typeof value === "string" ? RELATIVE.exec(value) : null;
  const bad = () =>
    windowError(
      tool,
      param,
      `"${param}" must be an offset back from now in the format 'DD:HH:MM'.`,
      `Write "${param}" like '01:06:30' (1 day, 6 hours, 30 minutes ago); hours 00-23, minutes 00-59.`,
    );
  if (!m) throw bad();
  const [days, hours, minutes] = m.slice(1).map(Number) as [number, number, number];
  if (hours > 23 || minutes > 59) throw bad();
  return ((days * 24 + hours) * 60 + minutes) * 60_000;
}

/** Slack timestamps are seconds with six decimals. */
function epoch(ms: number): string {
  const whole = Math.floor(ms / 1000);
  const micros = (ms - whole * 1000) * 1000;
  return `${whole}.${String(Math.round(micros)).padStart(6, "0")}`;
}

function windowError(tool: string, param: string, message: string, hint: string): ToolError {
  return new ToolError("invalid_input", `${tool}: ${message}`, {
    tool,
    hint,
    issues: [{ param, rule: "time_window", message, hint }],
  });
}
